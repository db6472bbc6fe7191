import { apiRoute, routeMethods } from '@/lib/api/route';
import type { DomainRoutes } from '@/lib/api/service';
import { getDomainRoutes, requestEndpoint, routeOrigin } from '@/lib/platform/service';

/**
 * GET → DomainRoutes: the merchant's routes (spec §7 "/wps/system/domainRoute"), each with the origin this deployment
 * answers it on (this request's scheme and port), the page's own marked. The page's connect-src names the same origins
 * (proxy.ts), so the browser may time a request to each.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'visitor',
    handler: async (_input, { site, request }) => {
      const endpoint = requestEndpoint(request.headers);
      const domains = await getDomainRoutes(site.merchantCode);
      return {
        routes: domains.map((domain) => ({ domain, origin: routeOrigin(domain, endpoint), current: domain === site.host })),
      } satisfies DomainRoutes;
    },
  }),
});
