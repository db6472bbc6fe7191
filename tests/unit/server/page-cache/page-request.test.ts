/** @jest-environment node */
import { NextRequest } from 'next/server';
import { FILL_HEADER, FILL_VISITOR_HEADER, PLAIN_PAGE_HEADER } from '@/server/constants';
import { fillHeaderValue } from '@/server/page-cache/fill';
import { newPlaceholder } from '@/server/page-cache/nonce';
import { pageRequest } from '@/server/page-cache/page-request';

jest.mock('redis', () => ({ createClient: jest.fn() }));

/**
 * What proxy.ts asks of the page cache (server/page-cache/page-request.ts): whether a request is one of this site's
 * fills, who the visitor is, which headers the render gets. The cache's answers themselves are shown end to end
 * (tests/e2e/page-cache.spec.ts).
 */
const request = (headers: Record<string, string>) => new NextRequest('http://localhost/promotions', { headers });

it("reads a fill of this site: its placeholder, the visitor it fills for, and the fill header kept for the render", () => {
  const placeholder = newPlaceholder();
  const page = pageRequest(
    request({ [FILL_HEADER]: fillHeaderValue({ placeholder, frame: null }), [FILL_VISITOR_HEADER]: 'https 203.0.113.5', 'x-forwarded-for': '127.0.0.1' }),
  );
  expect(page.placeholder).toBe(placeholder);
  expect(page.drawsFrame).toBe(false);
  expect(page.visitorHeaders.get('x-forwarded-for')).toBe('203.0.113.5');
  expect(page.visitorHeaders.get('x-forwarded-proto')).toBe('https');
  expect(page.renderHeaders().get(FILL_HEADER)).toBe(fillHeaderValue({ placeholder, frame: null }));

  const frame = pageRequest(request({ [FILL_HEADER]: fillHeaderValue({ placeholder, frame: { memberType: 1, signedInAt: 1_234_567_890_123_456 } }) }));
  expect(frame.drawsFrame).toBe(true);
});

it("treats a fill header that is not this site's as nothing, and keeps it from the render", () => {
  const page = pageRequest(
    request({ [FILL_HEADER]: `forged-secret-of-24-chars-or-more.${newPlaceholder()}`, [FILL_VISITOR_HEADER]: 'https 203.0.113.5', 'x-forwarded-for': '198.51.100.7' }),
  );
  expect(page.placeholder).toBeNull();
  expect(page.drawsFrame).toBe(false);
  expect(page.visitorHeaders.get('x-forwarded-for')).toBe('198.51.100.7');
  expect(page.renderHeaders().has(FILL_HEADER)).toBe(false);
});

it("answers nothing from the cache without the front's config (Jest, next dev alone)", async () => {
  const page = pageRequest(request({ [PLAIN_PAGE_HEADER]: '1' }));
  const cached = await page.fromCache({
    merchant: 'demo',
    platformDown: false,
    decision: { kind: 'render', locale: 'en', route: '/promotions', gate: 'open' },
    shownIn: 'en',
    host: 'localhost',
    scheme: 'http',
    sessionCookie: undefined,
    hasSession: false,
    nonce: 'n',
    csp: "script-src 'nonce-n'",
  });
  expect(cached).toBeNull();
});
