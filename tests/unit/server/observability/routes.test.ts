/** @jest-environment node */
import { routeTable, UNMATCHED_ROUTE } from '@/server/observability/routes';

/** Route patterns for the metrics' route label (server/observability/routes.ts), from a build's routes manifest. */
const table = routeTable({
  staticRoutes: [{ page: '/api/wallet/deposits' }, { page: '/site-unavailable' }],
  dynamicRoutes: [
    { page: '/api/[...path]', regex: '^/api/(.+?)(?:/)?$' },
    { page: '/[host]/[locale]', regex: '^/([^/]+?)/([^/]+?)(?:/)?$' },
    { page: '/[host]/[locale]/(.)help', regex: '^/([^/]+?)/([^/]+?)/help(?:/)?$' },
    { page: '/[host]/[locale]/help', regex: '^/([^/]+?)/([^/]+?)/help(?:/)?$' },
    { page: '/[host]/[locale]/member/[page]', regex: '^/([^/]+?)/([^/]+?)/member/([^/]+?)(?:/)?$' },
  ],
});

it('names a request by its route pattern, never its address', () => {
  expect(table.patternOf('/api/wallet/deposits')).toBe('/api/wallet/deposits');
  expect(table.patternOf('/api/no/such/route')).toBe('/api/[...path]');
  expect(table.patternOf('/localhost/en')).toBe('/[host]/[locale]');
  expect(table.patternOf('/vn.localhost/vi/member/deposit')).toBe('/[host]/[locale]/member/[page]');
  expect(table.patternOf('/vn.localhost/vi/member/deposit/')).toBe('/[host]/[locale]/member/[page]');
  expect(table.patternOf('/site-unavailable')).toBe('/site-unavailable');
  // The intercepting route answers client navigations only: a request is its page's.
  expect(table.patternOf('/localhost/en/help')).toBe('/[host]/[locale]/help');
  expect(table.patternOf('/_next/static/chunks/abc123.js')).toBe('/_next/static');
  expect(table.patternOf('/_next/image')).toBe('/_next');
  expect(table.patternOf('/')).toBe(UNMATCHED_ROUTE);
  expect(routeTable({}).patternOf('/localhost/en')).toBe(UNMATCHED_ROUTE);
});
