/** @jest-environment node */
import { compactDecrypt, exportJWK, generateKeyPair } from 'jose';
import { MemberPath, PlatformHeader, SystemPath, type EncryptionKeyDto } from '@site/platform-contract';
import { PlatformError } from '@/lib/platform/errors';

jest.mock('@/lib/platform/client', () => ({ platformCall: jest.fn() }));
const { platformCall } = jest.requireMock('@/lib/platform/client') as { platformCall: jest.Mock };

import { freePlayLogin } from '@/lib/platform/member';

/**
 * The free-play login (spec §7: "POST; adds os, platform W, encrypted header"): the request in the body, and the same
 * request sealed to the platform's key in the Encrypted header, beside the caller's context.
 */

interface Key {
  dto: EncryptionKeyDto;
  privateKey: CryptoKey;
}

async function platformKey(kid: string): Promise<Key> {
  const { publicKey, privateKey } = await generateKeyPair('RSA-OAEP-256', { extractable: true });
  const jwk = (await exportJWK(publicKey)) as EncryptionKeyDto['jwk'];
  return { dto: { kid, jwk, alg: 'RSA-OAEP-256', enc: 'A256GCM' }, privateKey: privateKey as CryptoKey };
}

const LOGIN = { token: 't', firstTimeLogin: false, passwordExpired: false, expiresAt: '2030-01-01T00:00:00Z' };
const CONTEXT = { merchant: 'free-brand', ip: '198.51.100.7', language: 'en' };

beforeEach(() => platformCall.mockReset());

it('sends os and platform W, sealed again in the Encrypted header with the platform key', async () => {
  const key = await platformKey('k1');
  platformCall.mockImplementation(async (path: string) => (path === SystemPath.ENCRYPTION_KEY ? key.dto : LOGIN));
  expect(await freePlayLogin(CONTEXT)).toEqual(LOGIN);

  const calls = platformCall.mock.calls.filter(([path]) => path === MemberPath.FREE_PLAY);
  expect(calls).toHaveLength(1);
  const [, options] = calls[0]! as [string, { method: string; json: unknown; headers: Record<string, string>; merchant: string; ip: string }];
  expect(options).toMatchObject({ ...CONTEXT, method: 'POST', json: { os: 'web', platform: 'W' } });
  const sealed = options.headers[PlatformHeader.ENCRYPTED]!;
  const { plaintext, protectedHeader } = await compactDecrypt(sealed, key.privateKey);
  expect(JSON.parse(new TextDecoder().decode(plaintext))).toEqual(options.json);
  expect(protectedHeader).toMatchObject({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: 'k1' });
});

it('seals again with the key fetched anew when the platform cannot decrypt the header (its key changed)', async () => {
  const [old, fresh] = [await platformKey('old'), await platformKey('new')];
  const keys = [old.dto, fresh.dto];
  const sealedWith: string[] = [];
  platformCall.mockImplementation(async (path: string, options: { headers?: Record<string, string> }) => {
    if (path === SystemPath.ENCRYPTION_KEY) return keys.shift();
    const header = options.headers![PlatformHeader.ENCRYPTED]!;
    sealedWith.push(JSON.parse(Buffer.from(header.split('.')[0]!, 'base64url').toString()).kid);
    if (sealedWith.length === 1) throw new PlatformError('decryption_failed', 400, 'The encrypted body could not be read');
    return LOGIN;
  });
  expect(await freePlayLogin({ merchant: 'rotating-brand' })).toEqual(LOGIN);
  expect(sealedWith).toEqual(['old', 'new']);
});

it('passes any other refusal on, once', async () => {
  const key = await platformKey('k2');
  platformCall.mockImplementation(async (path: string) => {
    if (path === SystemPath.ENCRYPTION_KEY) return key.dto;
    throw new PlatformError('free_play_disabled', 403, 'Free play is not enabled');
  });
  await expect(freePlayLogin({ merchant: 'closed-brand' })).rejects.toMatchObject({ code: 'free_play_disabled' });
  expect(platformCall.mock.calls.filter(([path]) => path === MemberPath.FREE_PLAY)).toHaveLength(1);
});
