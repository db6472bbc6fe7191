import 'server-only';
import { headers } from 'next/headers';
import { FILL_HEADER, REQUEST_ID_HEADER } from '@/server/constants';

/**
 * The id the server in front gave this request (server/front.ts: also in its response's X-Request-Id and its log
 * line), for a page to show so a player can quote it to support. Null for a page cache fill: the page is kept and shown
 * to other visitors, whose requests have ids of their own.
 */
export async function shownRequestId(): Promise<string | null> {
  const seen = await headers();
  if (seen.get(FILL_HEADER) !== null) return null;
  const id = seen.get(REQUEST_ID_HEADER);
  return id && /^[A-Za-z0-9._:-]{8,128}$/.test(id) ? id : null;
}
