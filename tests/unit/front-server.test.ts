/** @jest-environment node */
import fs from 'node:fs';
import { INVALID_ADDRESS_HEADER, INVALID_ADDRESS_ROUTE, STATUS_HEADER } from '@/lib/security/front-server';

/**
 * The server in front of Next (scripts/site-server.mjs, plain JavaScript outside the bundle) and proxy.ts agree on how
 * an invalid address is handed over. Its behaviour is covered end to end (tests/e2e/security).
 */
const front = fs.readFileSync('scripts/site-server.mjs', 'utf8');

it('marks invalid addresses and screen statuses with the names proxy.ts uses', () => {
  expect(front).toContain(`export const INVALID_ADDRESS_HEADER = '${INVALID_ADDRESS_HEADER}';`);
  expect(front).toContain(`export const INVALID_ADDRESS_PATH = '${INVALID_ADDRESS_ROUTE}';`);
  expect(front).toContain(`export const STATUS_HEADER = '${STATUS_HEADER}';`);
});

it('tells valid percent-encoding from invalid', async () => {
  const { validPercentEncoding } = (await import('../../scripts/site-server.mjs' as string)) as { validPercentEncoding: (url: string) => boolean };
  for (const ok of ['/', '/promotions', '/vi/%E1%BA%A1', '/a%20b', '/x?q=%zz', '/?next=%2Fhelp']) expect(validPercentEncoding(ok)).toBe(true);
  for (const bad of ['/%', '/%c0%ae', '/foo%zz', '/api/%', '/%E1%BA', '/a%2']) expect(validPercentEncoding(bad)).toBe(false);
});
