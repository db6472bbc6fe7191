/** The platform's RSA key for "enc" bodies: created once, kept in the database, and used to open compact JWEs. */
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { compactDecrypt, importJWK, type CryptoKey, type JWK } from 'jose';
import type { EncryptionKeyDto } from '@site/platform-contract';
import type { Db } from '../db';

export const JWE_ALG = 'RSA-OAEP-256';
export const JWE_ENC = 'A256GCM';

interface StoredKey {
  kid: string;
  privateJwk: JWK;
  publicJwk: { kty: 'RSA'; n: string; e: string };
}

/** Loads the key, generating and storing an RSA-2048 pair on first use. */
export function loadOrCreateKey(db: Db): StoredKey {
  const row = db.prepare('SELECT kid, private_jwk, public_jwk FROM platform_keys ORDER BY created_at LIMIT 1').get() as
    | { kid: string; private_jwk: string; public_jwk: string }
    | undefined;
  if (row) return { kid: row.kid, privateJwk: JSON.parse(row.private_jwk), publicJwk: JSON.parse(row.public_jwk) };
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateJwk = privateKey.export({ format: 'jwk' }) as JWK;
  const pub = publicKey.export({ format: 'jwk' }) as { n: string; e: string };
  const publicJwk = { kty: 'RSA' as const, n: pub.n, e: pub.e };
  const kid = `sbx-${createHash('sha256').update(pub.n).digest('hex').slice(0, 16)}`;
  db.prepare('INSERT INTO platform_keys (kid, private_jwk, public_jwk, created_at) VALUES (?, ?, ?, ?)').run(
    kid,
    JSON.stringify(privateJwk),
    JSON.stringify(publicJwk),
    Date.now(),
  );
  return { kid, privateJwk, publicJwk };
}

export function encryptionKeyDto(key: StoredKey): EncryptionKeyDto {
  return { kid: key.kid, jwk: { ...key.publicJwk, alg: JWE_ALG, use: 'enc' }, alg: JWE_ALG, enc: JWE_ENC };
}

/** Returns a decrypter for compact JWEs to this key; it rejects (throws) on anything it cannot open. */
export function createDecrypter(key: StoredKey) {
  let imported: Promise<CryptoKey> | undefined;
  return async (jwe: string): Promise<string> => {
    imported ??= importJWK({ ...key.privateJwk, alg: JWE_ALG }, JWE_ALG) as Promise<CryptoKey>;
    const { plaintext } = await compactDecrypt(jwe, await imported, {
      keyManagementAlgorithms: [JWE_ALG],
      contentEncryptionAlgorithms: [JWE_ENC],
    });
    return new TextDecoder('utf-8', { fatal: true }).decode(plaintext);
  };
}

/** A random opaque session token (32 bytes, hex) and the hash that is stored in its place. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('hex');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
