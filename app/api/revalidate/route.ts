import { fail, ok, SiteErrorCode } from '@/lib/api/envelope';
import { parseJsonObject } from '@/lib/api/json-body';
import { routeMethods } from '@/lib/api/route';
import { checkRevalidation, REVALIDATE_SIGNATURE_HEADER } from '@/lib/page-cache/revalidate';
import { pageStore } from '@/lib/page-cache/store';

/**
 * POST /api/revalidate {merchant, tag?, timestamp}: drops a merchant's cached pages on every instance, with its cached
 * public data (all of it, or one tag's: lib/platform/data-tags.ts). For the operator's systems, not browsers:
 * signed with REVALIDATE_SECRET (`x-site-signature: sha256=<hex HMAC of the exact body>`), the timestamp within five
 * minutes. Without the secret configured the route does not exist (404).
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: async (request) => {
    const secret = process.env.REVALIDATE_SECRET ?? '';
    if (secret.length < 32) return fail(404, 'not_found');
    const text = await request.text().catch(() => null);
    if (text === null) return fail(400, SiteErrorCode.VALIDATION_FAILED, '', { field: 'body' });
    const parsed = parseJsonObject(text);
    if (!parsed.ok) return fail(400, SiteErrorCode.VALIDATION_FAILED, '', { field: parsed.field });
    const checked = checkRevalidation(parsed.value, text, request.headers.get(REVALIDATE_SIGNATURE_HEADER), secret);
    if (!checked.ok) return fail(checked.status, checked.code, '', checked.field ? { field: checked.field } : undefined);
    const store = await pageStore().catch(() => null);
    if (!store) return fail(503, 'cache_unavailable');
    const generation = await store.purge(checked.merchant);
    await store.announce(checked.merchant, checked.tag);
    return ok({ merchant: checked.merchant, tag: checked.tag, generation });
  },
});
