import { ErrorCode } from '@site/platform-contract/envelope';
import { apiRoute, invalidField, routeMethods } from '@/lib/api/route';
import { fail } from '@/lib/api/envelope';
import { readBodyBytes } from '@/lib/api/request-body';
import { deviceClassOf } from '@/lib/telemetry/device-class';
import { MAX_BEACON_BYTES, parseVitalsBeacon } from '@/lib/telemetry/vitals-beacon';
import { recordVital, type VitalName } from '@/server/observability/metrics';
import { mayRecordVitals } from '@/lib/telemetry/vitals-rate-limit';

/**
 * POST: a page's Core Web Vitals, sent by the browser with sendBeacon as its tab is hidden (lib/telemetry/vitals-browser.ts).
 * The beacon is text/plain (a beacon of that type needs no preflight), so the body is read here, not by the kit's JSON
 * reader: at most MAX_BEACON_BYTES, then checked strictly (lib/telemetry/vitals-beacon.ts). 204 once recorded; 400
 * validation_failed for a beacon that is too large or not exactly the beacon's shape, recording nothing; 429 past the
 * address's share. The kit checks Origin (a beacon is same-origin and carries it) and the merchant's gate.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'visitor',
    handler: async (_input, { site, ip, request }) => {
      if (!mayRecordVitals(ip, site.merchantCode)) return fail(429, ErrorCode.TOO_MANY_REQUESTS);
      const read = await readBodyBytes(request, MAX_BEACON_BYTES);
      if (!read.ok) return invalidField('body', read.tooLarge ? 'too_large' : 'invalid');
      let text: string;
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(read.bytes);
      } catch {
        return invalidField('body', 'invalid');
      }
      const beacon = parseVitalsBeacon(text);
      if (!beacon) return invalidField('body', 'invalid');
      // Into the site's metrics (server/observability/metrics.ts: site_web_vitals_seconds, and site_web_vitals for CLS).
      const device = deviceClassOf(request.headers);
      for (const [name, value] of Object.entries(beacon.metrics)) {
        recordVital({ merchant: site.merchantCode, pageType: beacon.page, device, name: name as VitalName, value });
      }
      return new Response(null, { status: 204 });
    },
  }),
});
