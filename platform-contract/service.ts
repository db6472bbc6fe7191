/**
 * Wire shapes of the customer-service calls (spec §3 "Customer service entry", §6 "Customer service", §7 "Common"): the
 * service chat of VIP members, feedback, and the merchant's domain routes for the speed test. The spec names the paths
 * of feedback and the routes and only the response of the service chat; the rest is designed here, and both the sandbox
 * and the site follow it. Types, constants and pure functions only: nothing here may import server code.
 */

export const ServicePath = {
  /**
   * POST, token, body {}. The VIP member's service chat → ServiceChatDto. Members whose club rank is not above
   * VIP_RANK_THRESHOLD are refused (403 ServiceErrorCode.NOT_VIP); a merchant with no VIP service answers 404.
   */
  SERVICE_CHAT: '/wps/relay/CSP_serviceChat',
  /** PUT, token, body FeedbackRequest → {}. FEEDBACK3 merchants only; FEEDBACK_RATE per member. */
  FEEDBACK: '/wps/feedback',
  /** GET, Merchant header, no token → DomainRoutesDto: the domains ("routers") the merchant's site is served on. */
  DOMAIN_ROUTES: '/wps/system/domainRoute',
} as const;

export const ServiceErrorCode = {
  /** The service chat is for members whose club rank is above VIP_RANK_THRESHOLD. */
  NOT_VIP: 'service_not_vip',
  /** The merchant does not offer feedback (no FEEDBACK3), or has no VIP service. */
  NOT_OFFERED: 'service_not_offered',
  /** Feedback: the content is empty ('Please enter content', spec §8). */
  CONTENT_EMPTY: 'feedback_content_empty',
  /** Feedback: the content is shorter or longer than FEEDBACK_LENGTH ('the content is between {0} and {1}'). */
  CONTENT_LENGTH: 'feedback_content_length',
} as const;

/** Members with a club rank level above this get VIP service; others (and visitors) live chat (spec §6, §9). */
export const VIP_RANK_THRESHOLD = 4;

export function isVipRank(rankLevel: number | null | undefined): boolean {
  return typeof rankLevel === 'number' && rankLevel > VIP_RANK_THRESHOLD;
}

/**
 * The service chat's answer (spec §3): `value.version.pathList`, entries of a type and a path.
 * - type 1 (WEB): the merchant's live chat for the web, a plain http(s) URL (what non-VIP members get);
 * - type 3 (ENCRYPTED_WEB): the VIP chat room of this member, encrypted (see below). The site opens this one.
 * Other types may appear (apps); the site ignores them.
 */
export const ServiceChatPathType = { WEB: 1, ENCRYPTED_WEB: 3 } as const;

export interface ServiceChatPathDto {
  type: number;
  path: string;
}

export interface ServiceChatDto {
  version: {
    pathList: ServiceChatPathDto[];
  };
}

/**
 * The type-3 path (spec §6: "decrypts the last 8 characters of the type-3 path entry as a key"):
 *
 *   path = base64url( iv[12] ‖ ciphertext ‖ tag[16] ) ‖ key[8]
 *
 * - key: SERVICE_CHAT_KEY_LENGTH characters of the base64url alphabet, fresh per answer;
 * - cipher: AES-256-GCM, its 32-byte key HKDF-SHA256(ikm = the key's characters as UTF-8, salt = none,
 *   info = SERVICE_CHAT_KDF_INFO); additional data: the merchant code, so a path made for one merchant does not open
 *   on another's site;
 * - plaintext: the chat room's absolute http(s) URL, UTF-8, at most SERVICE_CHAT_URL_MAX characters.
 *
 * The key travels with the ciphertext, so this hides nothing from whoever holds the answer: what it gives is that a
 * corrupted or altered path fails to decrypt (GCM's tag) instead of opening some other address. The answer itself
 * stays between the platform and the site's server (HTTPS, the member's token); the browser gets only the URL, once
 * the site's server has decrypted it and checked it is an http(s) address.
 */
export const SERVICE_CHAT_KEY_LENGTH = 8;
export const SERVICE_CHAT_KDF_INFO = 'service-chat/v1';
export const SERVICE_CHAT_IV_BYTES = 12;
export const SERVICE_CHAT_TAG_BYTES = 16;
export const SERVICE_CHAT_URL_MAX = 2048;
export const SERVICE_CHAT_KEY_PATTERN = /^[A-Za-z0-9_-]{8}$/;

/** Feedback (spec §7 "/wps/feedback (PUT)", §8): the content, trimmed, between these many characters (code points). */
export const FEEDBACK_LENGTH = { min: 10, max: 500 } as const;

/** At most this many feedback messages per member in a window (the platform answers 429 TOO_MANY_REQUESTS beyond). */
export const FEEDBACK_RATE = { limit: 3, windowMs: 10 * 60 * 1000 } as const;

/** A feedback text's length as both sides count it: Unicode code points of the trimmed text (an emoji is one). */
export const feedbackLength = (content: string): number => Array.from(content.trim()).length;

export interface FeedbackRequest {
  content: string;
}

/**
 * One domain route (spec §3 "Router/domain list with speed"): a host name the merchant's site answers on, without
 * scheme or port. Every route is served by the same site deployment, so the site reaches each with the scheme and
 * port of the request it is answering. The speed is measured by the browser.
 */
export interface DomainRouteDto {
  domain: string;
}

export interface DomainRoutesDto {
  list: DomainRouteDto[];
}
