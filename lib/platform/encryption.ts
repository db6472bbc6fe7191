import 'server-only';
import { CompactEncrypt, importJWK, type CryptoKey, type KeyObject } from 'jose';
import { SystemPath, type EncryptionKeyDto } from '@site/platform-contract/system';
import type { EncryptedBody } from '@site/platform-contract/member';
import { platformCall } from './client';

/**
 * "enc" bodies: the JSON payload is sealed as a compact JWE (RSA-OAEP-256 + A256GCM) to the platform's public key
 * and sent as { value }. The original platform used an RSA-wrapped DES key; another scheme plugs in here alone.
 */

const KEY_TTL_MS = 10 * 60 * 1000;
const keys = new Map<string, { key: CryptoKey | KeyObject | Uint8Array; dto: EncryptionKeyDto; at: number }>();

async function platformKey(merchant: string) {
  const cached = keys.get(merchant);
  if (cached && Date.now() - cached.at < KEY_TTL_MS) return cached;
  const dto = await platformCall<EncryptionKeyDto>(SystemPath.ENCRYPTION_KEY, { merchant });
  const key = await importJWK({ ...dto.jwk, alg: dto.alg }, dto.alg);
  const entry = { key, dto, at: Date.now() };
  keys.set(merchant, entry);
  return entry;
}

/** A payload sealed to the merchant's platform key: a compact JWE (the free-play login's Encrypted header is one). */
export async function encryptPayload(merchant: string, payload: unknown): Promise<string> {
  const { key, dto } = await platformKey(merchant);
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: dto.alg, enc: dto.enc, kid: dto.kid })
    .encrypt(key);
}

export async function encryptBody(merchant: string, payload: unknown): Promise<EncryptedBody> {
  return { value: await encryptPayload(merchant, payload) };
}

/** Forget a merchant's key, e.g. after the platform rejected a body as undecryptable (key rotated). */
export function forgetKey(merchant: string): void {
  keys.delete(merchant);
}
