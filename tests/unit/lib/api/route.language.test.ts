/** @jest-environment node */
import { makeSite } from '../../support/shell-providers';

const cookieJar = new Map<string, string>();
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ host: 'tw.example' }),
  cookies: async () => ({ get: (name: string) => (cookieJar.has(name) ? { value: cookieJar.get(name) } : undefined), set: (name: string, value: string) => cookieJar.set(name, value) }),
}));
/** A merchant whose platform lists CN (default), TW and SW: addresses zh, zh-tw, sw. */
const site = makeSite({
  merchantCode: 'tw',
  languages: ['zh', 'zh-tw', 'sw'],
  defaultLanguage: 'zh',
  languageDetails: { zh: { platformCode: 'CN', shownIn: 'zh' }, 'zh-tw': { platformCode: 'TW', shownIn: 'zh' }, sw: { platformCode: 'SW', shownIn: 'zh' } },
  languageChoices: { zh: 'zh' },
});
jest.mock('@/lib/request/context', () => ({
  createRequestContext: async () => ({
    host: 'tw.example',
    ip: '127.0.0.1',
    site: { kind: 'ok', site, status: { gate: 'open', maintenanceEnd: null, visitor: { ip: '127.0.0.1', country: null } } },
    member: async () => ({ merchant: 'tw', token: 't0k3n', username: 'player1', memberType: 0 }),
  }),
}));
jest.mock('@/lib/platform/client', () => ({ platformCall: jest.fn() }));
const { platformCall } = jest.requireMock('@/lib/platform/client') as { platformCall: jest.Mock };

import { GET as listGames } from '@/app/api/games/route';
import { PUT as setLanguage } from '@/app/api/preferences/language/route';

beforeEach(() => {
  platformCall.mockReset();
  cookieJar.clear();
});

/** Each case asks for a page of its own: a page already asked for in that language comes from the site's cache. */
let page = 0;
const gamesIn = (language?: string) =>
  listGames(new Request(`https://tw.example/api/games?type=RNG&page=${++page}`, { headers: { host: 'tw.example', ...(language ? { 'x-site-language': language } : {}) } }));

describe('the site API asks the platform in the page’s language, as the platform names it', () => {
  it.each([
    ['zh-tw', 'TW'],
    ['ZH-TW', 'TW'],
    ['sw', 'SW'],
    ['zh', 'CN'],
    // A language the merchant does not offer, or none: its default.
    ['vi', 'CN'],
    [undefined, 'CN'],
  ])('sends %p as %p', async (asked, code) => {
    platformCall.mockResolvedValue({ games: [], totalPages: 0, totalCount: 0, classifies: [], filters: { minBet: false, lines: false } });
    expect((await gamesIn(asked)).status).toBe(200);
    expect(platformCall).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ language: code }));
  });
});

describe('PUT /api/preferences/language', () => {
  const put = (language: unknown) =>
    setLanguage(
      new Request('https://tw.example/api/preferences/language', {
        method: 'PUT',
        headers: { host: 'tw.example', origin: 'https://tw.example', 'x-forwarded-proto': 'https', 'content-type': 'application/json' },
        body: JSON.stringify({ language }),
      }),
    );

  it('stores the address’s code in the cookie and tells the platform its own code', async () => {
    platformCall.mockResolvedValue({ language: 'TW' });
    const response = await put('zh-TW');
    expect(response.status).toBe(200);
    expect(cookieJar.get('NEXT_LOCALE')).toBe('zh-tw');
    expect(platformCall).toHaveBeenCalledWith('/wps/member/language', expect.objectContaining({ method: 'PUT', language: 'TW', json: { language: 'TW' } }));
  });

  it('refuses a language the merchant does not offer with the platform envelope', async () => {
    const response = await put('vi');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'language_not_supported' });
    expect(platformCall).not.toHaveBeenCalled();
  });
});
