import { ok } from '@/lib/api/envelope';
import { routeMethods } from '@/lib/api/route';

/**
 * GET → { status: 'ok' }: the site process answers (for a load balancer, and for test runners waiting for it to start).
 * It asks the platform nothing: a platform outage shows on the pages, not here. Other methods: 405 in the envelope.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: async () => ok({ status: 'ok' }),
});
