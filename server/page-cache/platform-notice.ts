/**
 * The notice every merchant page carries, hidden: "some features are unavailable" (components/system/platform-notice.tsx).
 * A page served from the cache while the platform cannot answer (serve.ts servePageStale) is sent with it shown.
 */
export const PLATFORM_NOTICE_ATTRIBUTE = 'data-platform-notice';

/** The notice as the server writes it, hidden (its attributes in the order the component gives them). */
const HIDDEN_NOTICE = `${PLATFORM_NOTICE_ATTRIBUTE}="" hidden=""`;

/** The page's HTML with the notice shown. */
export function withPlatformNotice(html: string): string {
  return html.replace(HIDDEN_NOTICE, `${PLATFORM_NOTICE_ATTRIBUTE}=""`);
}
