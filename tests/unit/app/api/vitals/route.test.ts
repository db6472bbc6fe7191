/** @jest-environment node */
import { makeSite } from '../../../support/shell-providers';

const requestHeaders = new Headers({ host: 'demo.example' });
let visitorIp = '198.51.100.20';
jest.mock('next/headers', () => ({ headers: async () => requestHeaders, cookies: async () => new Map() }));
jest.mock('@/lib/request/context', () => ({
  createRequestContext: async () => ({
    host: 'demo.example',
    ip: visitorIp,
    site: { kind: 'ok', site: makeSite({ merchantCode: 'demo' }), status: { gate: 'open', maintenanceEnd: null, visitor: { ip: visitorIp, country: null } } },
    member: async () => null,
  }),
}));

import { POST, GET } from '@/app/api/vitals/route';
import { enableMetrics, metricsText } from '@/server/observability/metrics';
import { VITALS_BEACONS_PER_MINUTE } from '@/lib/telemetry/vitals-rate-limit';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; SM-A556E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

function beacon(body: string, { origin = 'https://demo.example', headers = {} as Record<string, string> } = {}): Request {
  return new Request('https://demo.example/api/vitals', {
    method: 'POST',
    // What sendBeacon sends with a string: text/plain, the page's own Origin.
    headers: { host: 'demo.example', 'x-forwarded-proto': 'https', 'content-type': 'text/plain;charset=UTF-8', 'user-agent': PHONE, origin, ...headers },
    body,
  });
}

/** How many vitals the site's metrics hold: the _count samples of both histograms, added up. */
async function recorded(): Promise<number> {
  const text = (await metricsText()) ?? '';
  return [...text.matchAll(/^site_web_vitals(?:_seconds)?_count\{[^}]*\} (\d+)$/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
}

let nextIp = 30;
beforeEach(() => {
  enableMetrics().registry.resetMetrics();
  visitorIp = `198.51.100.${nextIp++}`;
});

describe('POST /api/vitals', () => {
  it('records a beacon by merchant, page type and device, and answers 204 with no body', async () => {
    const response = await POST(beacon(JSON.stringify({ page: 'game-list', metrics: { LCP: 1900, CLS: 0.02, TTFB: 150 } })));
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await recorded()).toBe(3);
    expect(await metricsText()).toContain('site_web_vitals_seconds_count{merchant="demo",page_type="game-list",device="phone",name="LCP"} 1');
  });

  it.each([
    ['not JSON', 'hello'],
    ['an unknown page type', JSON.stringify({ page: 'casino', metrics: { LCP: 1 } })],
    ['an infinite figure', '{"page":"home","metrics":{"LCP":1e999}}'],
    ['an empty body', ''],
    ['bytes that are not UTF-8', new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])],
  ])('answers 400 validation_failed to %s, and records nothing', async (_what, body) => {
    const response = await POST(new Request(beacon('x'), { body: body as BodyInit }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'validation_failed', value: { field: 'body', key: 'invalid' } });
    expect(await recorded()).toBe(0);
  });

  it('answers 400 too_large to a beacon over 2 KB, and records nothing', async () => {
    const body = JSON.stringify({ page: 'home', metrics: { LCP: 1 }, pad: 'x'.repeat(3000) });
    const response = await POST(beacon(body));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errorCode: 'validation_failed', value: { field: 'body', key: 'too_large' } });
    expect(await recorded()).toBe(0);
  });

  it('refuses a beacon from another origin (403), records nothing', async () => {
    const response = await POST(beacon(JSON.stringify({ page: 'home', metrics: { LCP: 1 } }), { origin: 'https://evil.example' }));
    expect(response.status).toBe(403);
    expect(await recorded()).toBe(0);
  });

  it('answers 429 past the address’s share of a minute, and records nothing more', async () => {
    const body = JSON.stringify({ page: 'home', metrics: { FCP: 800 } });
    for (let i = 0; i < VITALS_BEACONS_PER_MINUTE; i++) expect((await POST(beacon(body))).status).toBe(204);
    const response = await POST(beacon(body));
    expect(response.status).toBe(429);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
    expect(await recorded()).toBe(VITALS_BEACONS_PER_MINUTE);
  });

  it('takes no reads: GET is 405', async () => {
    expect((await GET(new Request('https://demo.example/api/vitals'))).status).toBe(405);
  });
});
