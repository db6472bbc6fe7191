import { expect, type APIRequestContext } from '@playwright/test';
import { CompactEncrypt, importJWK } from 'jose';
import { MemberPath, SystemPath, type EncryptionKeyDto } from '@site/platform-contract';
import { ACCOUNTS, PLATFORM } from './platform';

/**
 * A platform token got from the sandbox itself, not through the site: for a test that shows the platform refuses
 * what a client skipping the site asks for (the login body encrypted to the platform's key, as the site sends it).
 */
export async function platformToken(request: APIRequestContext, merchant: string, account = ACCOUNTS.player): Promise<string> {
  const headers = { Merchant: merchant, Device: 'WEB' };
  const key = await request.get(`${PLATFORM}${SystemPath.ENCRYPTION_KEY}`, { headers });
  expect(key.ok()).toBeTruthy();
  const dto = ((await key.json()) as { value: EncryptionKeyDto }).value;
  const value = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify({ type: 'username', username: account.username, password: account.password })))
    .setProtectedHeader({ alg: dto.alg, enc: dto.enc, kid: dto.kid })
    .encrypt(await importJWK(dto.jwk, dto.alg));
  const login = await request.post(`${PLATFORM}${MemberPath.LOGIN}`, { headers, data: { value } });
  expect(login.ok(), await login.text()).toBeTruthy();
  return ((await login.json()) as { value: { token: string } }).value.token;
}
