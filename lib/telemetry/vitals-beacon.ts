import { isPageType, type PageType } from './page-type';

/**
 * What a page's vitals beacon carries (POST /api/vitals, sent by lib/telemetry/vitals-browser.ts): the page type and,
 * at most once each, the five Core Web Vitals as web-vitals measured them (milliseconds; CLS a score). Nothing else:
 * no address, no query, no member. Checked strictly here, as anyone can post anything to the route.
 */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

export interface VitalsBeacon {
  page: PageType;
  metrics: Partial<Record<VitalName, number>>;
}

/** The largest beacon the route reads: five figures and a page type fit in well under 200 bytes. */
export const MAX_BEACON_BYTES = 2 * 1024;

/**
 * The largest figure taken as a measurement: a time over a minute, or a layout shift score over 10, is no page a player
 * waited for but a broken clock or a forged beacon, and would drag a histogram's sum.
 */
const MAX_VALUE: Record<VitalName, number> = { LCP: 60_000, INP: 60_000, FCP: 60_000, TTFB: 60_000, CLS: 10 };

const isVitalName = (value: string): value is VitalName => (VITAL_NAMES as readonly string[]).includes(value);

/** The beacon in `text`, or null when it is anything but exactly the shape above. */
export function parseVitalsBeacon(text: string): VitalsBeacon | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isPlainObject(value)) return null;
  const keys = Object.keys(value);
  if (keys.length !== 2 || !keys.includes('page') || !keys.includes('metrics')) return null;
  const { page, metrics } = value as { page: unknown; metrics: unknown };
  if (!isPageType(page) || !isPlainObject(metrics)) return null;
  const entries = Object.entries(metrics);
  if (entries.length === 0 || entries.length > VITAL_NAMES.length) return null;
  const checked: VitalsBeacon['metrics'] = {};
  for (const [name, figure] of entries) {
    if (!isVitalName(name)) return null;
    if (typeof figure !== 'number' || !Number.isFinite(figure) || figure < 0 || figure > MAX_VALUE[name]) return null;
    checked[name] = figure;
  }
  return { page, metrics: checked };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;
}
