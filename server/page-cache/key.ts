/**
 * Which requests the page cache may answer, and under which key. Pure: proxy.ts decides the gates first, then asks.
 */

import { PLAIN_PAGE_HEADER } from '../constants';
import { frameKeyPart } from './member-frame';

export interface CacheRequest {
  method: string;
  headers: Headers;
  /** Whether the request carries the member session cookie (valid or not: it is never judged here). */
  hasSession: boolean;
}

/**
 * Whether an anonymous page request may come from the cache: a GET without a session cookie that the server in front
 * marked as a plain page request (none of the framework's own fetches: Next takes their headers off before proxy.ts
 * sees the request, so only the front can tell) and that is no internal subrequest. Everything else renders.
 */
export function mayUseCache({ method, headers, hasSession }: CacheRequest): boolean {
  return !hasSession && plainPageGet(method, headers);
}

/**
 * Whether a member's page request may be answered with a frame (member-frame.ts): the same plain page GET. The proxy
 * then checks the session itself (sealed for this merchant, still accepted by the platform) and the route.
 */
export function mayUseFrame({ method, headers, hasSession }: CacheRequest): boolean {
  return hasSession && plainPageGet(method, headers);
}

function plainPageGet(method: string, headers: Headers): boolean {
  if (method !== 'GET' || headers.get(PLAIN_PAGE_HEADER) !== '1') return false;
  for (const name of headers.keys()) if (name.startsWith('x-middleware-')) return false;
  return true;
}

export interface PageKeyParts {
  build: string;
  merchant: string;
  /** The Host header (with its port): canonical links and share cards name it. */
  host: string;
  scheme: 'http' | 'https';
  /** The page's language as its address names it. */
  locale: string;
  /**
   * The catalog its text is shown in (lib/i18n/site-languages.ts). A language without a catalog of its own keeps a key
   * of its own rather than sharing the entry of the language it is shown in: its links carry its own prefix and the
   * platform's banners, notices and games come in its own code. Its keys are as many as the languages the platform
   * offers (an address names a language only when the platform offers it), so they do not grow with what visitors type;
   * the catalog is in the key so that a change of what a language is shown in (the merchant's default changed) is
   * never answered from an entry drawn before it.
   */
  shownIn: string;
  /** The path as asked for (aliases and language prefixes render the same route, but their links may differ). */
  path: string;
  search: string;
  /** The analytics consent the visitor has given (the banner and the tag differ by it). */
  consent: string;
  /** For a member's frame (member-frame.ts): the member type it is drawn for. Absent for a visitor's page. */
  memberType?: number;
}

/** One page of one merchant, language, address, query and build, as one visitor state (or member type) sees it. */
export function pageKey(p: PageKeyParts): string {
  const query = new URLSearchParams(p.search);
  query.sort();
  const audience = p.memberType === undefined ? 'visitor' : frameKeyPart(p.memberType);
  return `page:${p.build}:${p.merchant}:${p.locale}~${p.shownIn}:${audience}:${p.scheme}://${p.host}${p.path}?${query.toString()}#${p.consent}`;
}
