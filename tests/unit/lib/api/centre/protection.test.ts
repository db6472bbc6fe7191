/** @jest-environment node */
import type { SiteInfoDto } from '@site/platform-contract';
import { reshapeSite } from '@/lib/platform/site';
import { exclusionSchema, limitSchema, realityCheckSchema } from '@/lib/api/centre/protection';
import { siteInfo } from '../../../support/site-fixtures';

const INFO = siteInfo({
  protection: {
    tools: { depositLimits: true, lossLimit: false, timeLimit: false, realityCheck: true, exclusion: true },
    realityCheckDefault: 30,
    requireDepositLimit: true,
    minimumAge: 21,
    helpOrganisations: [
      { name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org/' },
      { name: 'Bad', url: 'javascript:alert(1)' },
      { name: '', url: 'https://nameless.example/' },
    ],
  },
});

describe('the site’s protection settings', () => {
  it('keep the merchant’s tools, defaults and age, and only http(s) help links with a name', () => {
    const site = reshapeSite('localhost', INFO);
    expect(site.protection).toEqual({
      tools: { depositLimits: true, lossLimit: false, timeLimit: false, realityCheck: true, exclusion: true },
      realityCheckDefault: 30,
      requireDepositLimit: true,
      minimumAge: 21,
      helpOrganisations: [{ name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org/' }],
    });
    expect(site.features.saferGambling).toBe(true);
  });

  it('offer nothing (and no safer gambling page) when the platform sends no settings; an unknown age reads as 18', () => {
    const { protection: _none, ...rest } = INFO;
    const site = reshapeSite('localhost', rest as SiteInfoDto);
    expect(site.protection.tools).toEqual({ depositLimits: false, lossLimit: false, timeLimit: false, realityCheck: false, exclusion: false });
    expect(site.features.saferGambling).toBe(false);
    expect(reshapeSite('localhost', { ...INFO, protection: { ...INFO.protection, minimumAge: 19 as 18 } }).protection.minimumAge).toBe(18);
  });
});

describe('the protection forms’ schemas', () => {
  const valid = (schema: { isValidSync: (v: unknown) => boolean }, value: unknown) => schema.isValidSync(value);

  it('take a positive amount with the currency’s decimals, whole minutes up to a day, or null to remove', () => {
    expect(valid(limitSchema({ currency: 'USD' }), { kind: 'depositDay', amount: 100.5 })).toBe(true);
    expect(valid(limitSchema({ currency: 'USD' }), { kind: 'depositDay', amount: null })).toBe(true);
    expect(valid(limitSchema({ currency: 'USD' }), { kind: 'depositDay', amount: 0 })).toBe(false);
    expect(valid(limitSchema({ currency: 'USD' }), { kind: 'depositDay', amount: 1.005 })).toBe(false);
    expect(valid(limitSchema({ currency: 'VND' }), { kind: 'depositDay', amount: 1.5 })).toBe(false);
    // A currency without decimals (VND) says so, not "two decimal places".
    expect(() => limitSchema({ currency: 'VND' }).validateSync({ kind: 'depositDay', amount: 1.5 })).toThrow('amount_whole');
    expect(() => limitSchema({ currency: 'USD' }).validateSync({ kind: 'depositDay', amount: 1.005 })).toThrow('amount_decimals');
    expect(valid(limitSchema({ currency: 'USD' }), { kind: 'depositDay' })).toBe(false);
    expect(valid(limitSchema({ currency: 'USD' }), { kind: 'timeDay', amount: 90 })).toBe(true);
    expect(valid(limitSchema({ currency: 'USD' }), { kind: 'timeDay', amount: 90.5 })).toBe(false);
    expect(valid(limitSchema({ currency: 'USD' }), { kind: 'timeDay', amount: 1441 })).toBe(false);
    expect(valid(limitSchema({ currency: 'USD' }), { kind: 'yearly', amount: 10 })).toBe(false);
  });

  it('take a reality check of 15 to 60 whole minutes or off, and only the offered break lengths', () => {
    for (const minutes of [15, 37, 60, null]) expect(valid(realityCheckSchema(), { minutes })).toBe(true);
    for (const minutes of [14, 61, 20.5]) expect(valid(realityCheckSchema(), { minutes })).toBe(false);
    for (const period of ['24h', '7d', '30d', '6m', 'permanent']) expect(valid(exclusionSchema(), { period })).toBe(true);
    for (const period of ['1h', '', undefined]) expect(valid(exclusionSchema(), { period })).toBe(false);
  });
});
