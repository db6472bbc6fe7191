/** @jest-environment node */
import type { SiteInfoDto } from '@site/platform-contract';

jest.mock('@/lib/platform/client', () => ({ platformCall: jest.fn() }));

import { DEFAULT_VITALS_SAMPLE_RATE, reshapeSite, toClientSite } from '@/lib/platform/site';
import { siteInfo } from '../../support/site-fixtures';

/** The demo merchant's site info with these analytics settings (a sample rate of any kind, as the platform may send). */
const info = (analytics: Record<string, unknown>) => siteInfo({ analytics: analytics as SiteInfoDto['analytics'] });

const rate = (analytics: Record<string, unknown>) => reshapeSite('demo.example', info(analytics)).vitalsSampleRate;

describe('the share of page views whose vitals are reported', () => {
  it('is the platform’s when it is a share from 0 to 1', () => {
    expect(rate({ gtagId: null, vitalsSampleRate: 0 })).toBe(0);
    expect(rate({ gtagId: null, vitalsSampleRate: 0.25 })).toBe(0.25);
    expect(rate({ gtagId: null, vitalsSampleRate: 1 })).toBe(1);
  });

  it('is one in ten where the platform says nothing, or nothing sensible', () => {
    expect(DEFAULT_VITALS_SAMPLE_RATE).toBe(0.1);
    for (const value of [undefined, null, -0.5, 1.5, NaN, '1', Infinity]) expect(rate({ gtagId: null, vitalsSampleRate: value })).toBe(0.1);
  });

  it('reaches the browser with the site', () => {
    expect(toClientSite(reshapeSite('demo.example', info({ gtagId: null, vitalsSampleRate: 0.5 }))).vitalsSampleRate).toBe(0.5);
  });
});
