import { fail, ok } from '@/lib/api/envelope';
import { ErrorCode } from '@site/platform-contract/envelope';
import { requestStats, requestStatsEnabled } from '@/lib/telemetry/request-stats';

/**
 * GET → { statusCalls, unseals }: this process's counts of platform status calls and session unseals, for the test
 * that proves a request does each once. Exists only when the site runs with SITE_REQUEST_STATS=1.
 */
export async function GET() {
  if (!requestStatsEnabled()) return fail(404, ErrorCode.NOT_FOUND);
  return ok(requestStats());
}

export { GET as POST, GET as PUT, GET as PATCH, GET as DELETE };
