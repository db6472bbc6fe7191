import { fail, ok, SiteErrorCode } from '@/lib/api/envelope';
import { readJsonBody } from '@/lib/api/json-body';
import { failure, routeMethods } from '@/lib/api/route';
import { merchantExists } from '@/lib/platform';
import { checkRevalidation, REVALIDATE_SIGNATURE_HEADER, revalidationReplayKey } from '@/server/page-cache/revalidate';
import { pageStore } from '@/server/page-cache/store';

/**
 * POST /api/revalidate {merchant, tag?, timestamp}: drops a merchant's cached pages on every instance, with its cached
 * public data (all of it, or one tag's: lib/platform/data-tags.ts). For the operator's systems, not browsers:
 * signed with REVALIDATE_SECRET (`x-site-signature: sha256=<hex HMAC of the exact body>`), the timestamp at most five
 * minutes old and 30 seconds ahead, each signature taken once, the merchant one the platform knows (else 404). Without
 * the secret configured the route does not exist (404). The body is read only up to the API's limit.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: async (request) => {
    const secret = process.env.REVALIDATE_SECRET ?? '';
    if (secret.length < 32) return fail(404, 'not_found');
    const body = await readJsonBody(request);
    if (!body.ok) return body.tooLarge ? fail(413, SiteErrorCode.PAYLOAD_TOO_LARGE) : fail(400, SiteErrorCode.VALIDATION_FAILED, '', { field: body.field });
    const signature = request.headers.get(REVALIDATE_SIGNATURE_HEADER);
    const checked = checkRevalidation(body.value, body.text, signature, secret);
    if (!checked.ok) return fail(checked.status, checked.code, '', checked.field ? { field: checked.field } : undefined);
    try {
      if (!(await merchantExists(checked.merchant))) return fail(404, 'merchant_not_found');
    } catch (error) {
      return failure(error, false);
    }
    const store = await pageStore().catch(() => null);
    if (!store) return fail(503, 'cache_unavailable');
    const replay = revalidationReplayKey(signature!);
    if (!(await store.claimOnce(replay.key, replay.ttlMs))) return fail(409, 'signature_used');
    const generation = await store.purge(checked.merchant);
    await store.announce(checked.merchant, checked.tag);
    return ok({ merchant: checked.merchant, tag: checked.tag, generation });
  },
});
