/** @jest-environment node */
import type { SiteStatusDto } from '@site/platform-contract';
import { PlatformUnavailableError } from '@/lib/platform/errors';

jest.mock('@/lib/platform/client', () => ({ platformCall: jest.fn() }));
const { platformCall } = jest.requireMock('@/lib/platform/client') as { platformCall: jest.Mock };

import { resolveSite } from '@/lib/platform/site';
import { siteInfo } from '../../support/site-fixtures';

/**
 * The site while the platform cannot answer: what it said last, marked stale, where that is safe.
 * A short status lifetime (SITE_STATUS_TTL_MS is read when the cache module loads: jest.isolateModules per case is not
 * needed, each case uses hosts of its own).
 */
const INFO = siteInfo();

const status = (ip: string, restricted = false): SiteStatusDto => ({
  status: restricted ? 2 : 0,
  maintenanceEnd: null,
  location: { ip, country: restricted ? 'XX' : 'VN' },
  maintenance: false,
  regionRestriction: restricted,
  site: INFO,
});

const down = () => platformCall.mockRejectedValue(new PlatformUnavailableError('down'));
let now = Date.parse('2026-11-28T12:00:00Z');
beforeEach(() => {
  platformCall.mockReset();
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => jest.restoreAllMocks());
/** Past the status cache's lifetime, so the next resolution asks the platform again. */
const later = () => (now += 60_000);

it('answers a visitor the platform has judged with what it said last, marked stale', async () => {
  platformCall.mockResolvedValue(status('192.0.2.1'));
  expect((await resolveSite('a.example', '192.0.2.1'))?.stale).toBeUndefined();
  later();
  down();
  expect(await resolveSite('a.example', '192.0.2.1')).toMatchObject({ stale: true, status: { gate: 'open' }, site: { merchantCode: 'demo' } });
});

it('answers a new visitor of a host that restricts nobody with the host’s last status, as theirs', async () => {
  platformCall.mockResolvedValue(status('192.0.2.1'));
  await resolveSite('b.example', '192.0.2.1');
  later();
  down();
  expect(await resolveSite('b.example', '198.51.100.9')).toMatchObject({ stale: true, status: { gate: 'open', visitor: { ip: '198.51.100.9', country: null } } });
});

it('gives no answer for a new visitor of a host that restricts some by region, nor for a host it never saw', async () => {
  platformCall.mockResolvedValueOnce(status('192.0.2.1')).mockResolvedValueOnce(status('203.0.113.5', true));
  await resolveSite('c.example', '192.0.2.1');
  expect((await resolveSite('c.example', '203.0.113.5'))?.status.gate).toBe('restricted');
  later();
  down();
  await expect(resolveSite('c.example', '198.51.100.9')).rejects.toThrow('down');
  // The restricted visitor stays restricted; the one it let in stays let in.
  expect((await resolveSite('c.example', '203.0.113.5'))?.status.gate).toBe('restricted');
  expect((await resolveSite('c.example', '192.0.2.1'))?.status.gate).toBe('open');
  await expect(resolveSite('never.example', '192.0.2.1')).rejects.toThrow('down');
});

it('forgets after ten minutes', async () => {
  platformCall.mockResolvedValue(status('192.0.2.1'));
  await resolveSite('d.example', '192.0.2.1');
  now += 11 * 60_000;
  down();
  await expect(resolveSite('d.example', '192.0.2.1')).rejects.toThrow('down');
});
