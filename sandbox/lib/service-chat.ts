/**
 * The service chat's type-3 path (contract/service.ts): the room's URL encrypted with AES-256-GCM under a key derived
 * from 8 random characters, which end the path. The site's server decrypts it (lib/platform/service-chat.ts).
 */
import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import {
  SERVICE_CHAT_IV_BYTES, SERVICE_CHAT_KDF_INFO, SERVICE_CHAT_KEY_LENGTH, SERVICE_CHAT_URL_MAX,
} from '@site/platform-contract';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** SERVICE_CHAT_KEY_LENGTH characters of the base64url alphabet, uniformly (64 divides 256: no modulo bias). */
export function newServiceChatKey(): string {
  return Array.from(randomBytes(SERVICE_CHAT_KEY_LENGTH), (b) => ALPHABET[b % ALPHABET.length]).join('');
}

export function serviceChatCipherKey(key: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(key, 'utf8'), Buffer.alloc(0), Buffer.from(SERVICE_CHAT_KDF_INFO, 'utf8'), 32));
}

/** The type-3 path for `url` on merchant `merchant` (the additional data), with a fresh key and IV. */
export function encryptServiceChatPath(url: string, merchant: string, key = newServiceChatKey()): string {
  if (url.length > SERVICE_CHAT_URL_MAX) throw new Error('service chat URL too long');
  const iv = randomBytes(SERVICE_CHAT_IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', serviceChatCipherKey(key), iv);
  cipher.setAAD(Buffer.from(merchant, 'utf8'));
  const sealed = Buffer.concat([iv, cipher.update(url, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${sealed.toString('base64url')}${key}`;
}
