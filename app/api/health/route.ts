import { ok } from '@/lib/api/envelope';

/**
 * GET → { status: 'ok' }: the site process answers (for a load balancer, and for test runners waiting for it to start).
 * It asks the platform nothing: a platform outage shows on the pages, not here.
 */
export async function GET() {
  return ok({ status: 'ok' });
}
