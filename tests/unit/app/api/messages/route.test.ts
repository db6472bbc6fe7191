/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { makeSite } from '../../../support/shell-providers';

jest.mock('next/headers', () => ({ headers: async () => new Headers({ host: 'demo.example' }), cookies: async () => new Map() }));
jest.mock('@/lib/request/context', () => ({
  createRequestContext: async () => ({
    host: 'demo.example',
    ip: '127.0.0.1',
    site: { kind: 'ok', site: makeSite({ merchantCode: 'demo' }), status: { gate: 'open', maintenanceEnd: null, visitor: { ip: '127.0.0.1', country: null } } },
    member: async () => null,
  }),
}));
jest.mock('@/server/config', () => ({ servingConfig: () => ({ buildId: 'build-7' }) }));

import { GET } from '@/app/api/messages/route';

const get = (query: string) => GET(new Request(`https://demo.example/api/messages?${query}`, { headers: { host: 'demo.example' } }));
const catalog = (locale: string, file: string) => JSON.parse(readFileSync(path.join(process.cwd(), 'messages', locale, `${file}.json`), 'utf8')) as object;

describe('GET /api/messages', () => {
  it('answers the asked files of the asked language, merged', async () => {
    const response = await get('locale=vi&files=auth,verification');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, value: { ...catalog('vi', 'auth'), ...catalog('vi', 'verification') } });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('is kept for good when asked with the build that serves it, and not with another', async () => {
    expect((await get('locale=en&files=service&build=build-7')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get('locale=en&files=service&build=build-6')).headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    'locale=xx&files=auth',
    'files=auth',
    'locale=en',
    'locale=en&files=wallet',
    'locale=en&files=../en/auth',
    'locale=en&files=auth,,service',
    `locale=en&files=${'auth,'.repeat(40)}auth`,
  ])('refuses %p with validation_failed', async (query) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'validation_failed' });
  });
});
