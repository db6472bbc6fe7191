import 'server-only';
import { createDecipheriv, hkdfSync } from 'node:crypto';
import {
  SERVICE_CHAT_IV_BYTES,
  SERVICE_CHAT_KDF_INFO,
  SERVICE_CHAT_KEY_LENGTH,
  SERVICE_CHAT_KEY_PATTERN,
  SERVICE_CHAT_TAG_BYTES,
  SERVICE_CHAT_URL_MAX,
  ServiceChatPathType,
  type ServiceChatDto,
} from '@site/platform-contract';
import { safeExternalUrl } from '@/lib/security/safe-url';

/**
 * The VIP service chat's address, out of the platform's answer (spec §6: "decrypts the last 8 characters of the type-3
 * path entry as a key"; the scheme is written down in contract/service.ts). Done on the site's server: the browser
 * gets the address only once it has decrypted and is an http(s) URL, and nothing at all otherwise.
 */

/** The answer held no type-3 path, or it would not decrypt, or what it decrypted to is not an http(s) address. */
export class ServiceChatUrlError extends Error {
  constructor(readonly reason: 'missing' | 'undecryptable' | 'invalid_url') {
    super(`service chat: ${reason}`);
    this.name = 'ServiceChatUrlError';
  }
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The plaintext of a type-3 path for this merchant; throws ServiceChatUrlError('undecryptable'). */
export function decryptServiceChatPath(path: string, merchant: string): string {
  const key = path.slice(-SERVICE_CHAT_KEY_LENGTH);
  const body = path.slice(0, -SERVICE_CHAT_KEY_LENGTH);
  // Base64url of IV + tag + at least one byte, and not more than a longest URL could make.
  const maxChars = Math.ceil(((SERVICE_CHAT_IV_BYTES + SERVICE_CHAT_TAG_BYTES + SERVICE_CHAT_URL_MAX * 4) * 4) / 3);
  if (!SERVICE_CHAT_KEY_PATTERN.test(key) || !BASE64URL.test(body) || body.length > maxChars) {
    throw new ServiceChatUrlError('undecryptable');
  }
  const sealed = Buffer.from(body, 'base64url');
  if (sealed.length <= SERVICE_CHAT_IV_BYTES + SERVICE_CHAT_TAG_BYTES) throw new ServiceChatUrlError('undecryptable');
  const iv = sealed.subarray(0, SERVICE_CHAT_IV_BYTES);
  const tag = sealed.subarray(sealed.length - SERVICE_CHAT_TAG_BYTES);
  const ciphertext = sealed.subarray(SERVICE_CHAT_IV_BYTES, sealed.length - SERVICE_CHAT_TAG_BYTES);
  const cipherKey = Buffer.from(hkdfSync('sha256', Buffer.from(key, 'utf8'), Buffer.alloc(0), Buffer.from(SERVICE_CHAT_KDF_INFO, 'utf8'), 32));
  try {
    const decipher = createDecipheriv('aes-256-gcm', cipherKey, iv, { authTagLength: SERVICE_CHAT_TAG_BYTES });
    decipher.setAAD(Buffer.from(merchant, 'utf8'));
    decipher.setAuthTag(tag);
    const plain = Buffer.concat([decipher.update(ciphertext), decipher.final()]);
    // fatal: bytes that are not UTF-8 are not an address.
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    throw new ServiceChatUrlError('undecryptable');
  }
}

/** An http(s) address a popup may open: no credentials, no control characters or spaces, not too long. Else null. */
export function validChatUrl(candidate: string): string | null {
  if (candidate.length === 0 || candidate.length > SERVICE_CHAT_URL_MAX || /[\u0000-\u0020\u007f]/.test(candidate)) return null;
  return safeExternalUrl(candidate);
}

/** The VIP room's address from the service-chat answer; throws ServiceChatUrlError. */
export function serviceChatUrl(dto: ServiceChatDto, merchant: string): string {
  const entry = dto?.version?.pathList?.find((p) => p?.type === ServiceChatPathType.ENCRYPTED_WEB && typeof p.path === 'string');
  if (!entry) throw new ServiceChatUrlError('missing');
  const url = validChatUrl(decryptServiceChatPath(entry.path, merchant));
  if (!url) throw new ServiceChatUrlError('invalid_url');
  return url;
}
