/** @jest-environment node */
import { makeSite } from '../../../support/shell-providers';

const requestHeaders = new Headers({ host: 'demo.example' });
jest.mock('next/headers', () => ({ headers: async () => requestHeaders, cookies: async () => new Map() }));
jest.mock('@/lib/request/context', () => ({
  createRequestContext: async () => ({
    host: 'demo.example',
    ip: '127.0.0.1',
    site: {
      kind: 'ok',
      site: makeSite({ merchantCode: 'demo', gameOrigins: ['https://games.example'] }),
      status: { gate: 'open', maintenanceEnd: null, visitor: { ip: '127.0.0.1', country: null } },
    },
    member: async () => ({ merchant: 'demo', token: 't0k3n', username: 'player1', type: 0 }),
  }),
}));
jest.mock('@/lib/platform/client', () => ({ platformCall: jest.fn() }));
const { platformCall } = jest.requireMock('@/lib/platform/client') as { platformCall: jest.Mock };

import { GET as listGames } from '@/app/api/games/route';
import { POST as launch } from '@/app/api/games/launch/route';
import { POST as launchFun } from '@/app/api/games/launch/fun/route';
import { isGameUrl } from '@/lib/platform/games';
import { parseCatalogueFilters, catalogueSearch } from '@/lib/games/catalogue';

const page = { games: [], totalPages: 3, totalCount: 60, classifies: [], filters: { minBet: true, lines: false } };

beforeEach(() => platformCall.mockReset());

describe('GET /api/games', () => {
  it('reads the page number and filters from the query string', async () => {
    platformCall.mockResolvedValue(page);
    const response = await listGames(new Request('https://demo.example/api/games?type=RNG&page=2&vendor=PG&minBet=1&q=koi', { headers: { host: 'demo.example' } }));
    expect(response.status).toBe(200);
    expect(platformCall).toHaveBeenCalledWith(
      '/wps/relay/GCSGAME_gameList',
      expect.objectContaining({ json: expect.objectContaining({ gameType: 'RNG', pageNo: 2, pageSize: 28, vassalage: 'PG', minBet: 1, gameName: 'koi', imgSize: 'rx2' }) }),
    );
  });

  it.each(['page=abc', 'page=0', 'page=2.5', 'page=9999', 'type=NOPE', 'type='])('refuses %p with validation_failed', async (query) => {
    const response = await listGames(new Request(`https://demo.example/api/games?${query.startsWith('type') ? query : `type=RNG&${query}`}`, { headers: { host: 'demo.example' } }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'validation_failed' });
    expect(platformCall).not.toHaveBeenCalled();
  });
});

describe('POST /api/games/launch', () => {
  const post = (body: unknown) =>
    new Request('https://demo.example/api/games/launch', {
      method: 'POST',
      headers: { host: 'demo.example', origin: 'https://demo.example', 'x-forwarded-proto': 'https', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('hands over an address on the platform’s game origins', async () => {
    platformCall.mockResolvedValue({ game_url: 'https://games.example/play/slot?ticket=x', openIn: 'iframe' });
    const response = await launch(post({ id: 7, code: 'PG-1', vendor: 'PG', type: 'RNG' }));
    expect(await response.json()).toEqual({ success: true, value: { url: 'https://games.example/play/slot?ticket=x', openIn: 'iframe' } });
    expect(platformCall).toHaveBeenCalledWith('/wps/game/launchGame', expect.objectContaining({ token: 't0k3n', json: expect.objectContaining({ nodeId: 7, gameId: 'PG-1', vassalage: 'PG', launchMode: 'GLS', clientType: 3, accountType: 1, confirmTrans: 0 }) }));
  });

  it.each(['https://evil.example/x', 'javascript:alert(1)', 'http://games.example/x', '//games.example/x'])('does not hand over %p', async (url) => {
    platformCall.mockResolvedValue({ game_url: url, openIn: 'iframe' });
    const response = await launch(post({ id: 7, code: 'PG-1', vendor: 'PG', type: 'RNG' }));
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'invalid_game_url' });
  });

  it.each([{ id: 'x', code: 'a', vendor: 'PG', type: 'RNG' }, { id: 1, code: { $ne: 1 }, vendor: 'PG', type: 'RNG' }, { id: 1, code: 'a', vendor: '../x', type: 'RNG' }, { id: 1, code: 'a', vendor: 'PG', type: 'CASINO' }])(
    'refuses %p before calling the platform',
    async (body) => {
      const response = await launch(post(body));
      expect(response.status).toBe(400);
      expect(platformCall).not.toHaveBeenCalled();
    },
  );
});

describe('POST /api/games/launch/fun', () => {
  const post = (body: unknown) =>
    new Request('https://demo.example/api/games/launch/fun', {
      method: 'POST',
      headers: { host: 'demo.example', origin: 'https://demo.example', 'x-forwarded-proto': 'https', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('asks the platform for the fun launch without a token, and hands over the address with the way to hold a phone', async () => {
    platformCall.mockResolvedValue({ game_url: 'https://games.example/play/fun/slot?ticket=x', openIn: 'iframe', orientation: 'landscape' });
    const response = await launchFun(post({ id: 7, vendor: 'SBX' }));
    expect(await response.json()).toEqual({ success: true, value: { url: 'https://games.example/play/fun/slot?ticket=x', openIn: 'iframe', landscape: true } });
    const [path, options] = platformCall.mock.calls[0]!;
    expect(path).toBe('/wps/game/launchFunGame');
    expect(options).toMatchObject({ merchant: 'demo', json: { nodeId: 7, vassalage: 'SBX' } });
    expect(options.token).toBeUndefined();
  });

  it('does not hand over an address off the game origins', async () => {
    platformCall.mockResolvedValue({ game_url: 'https://evil.example/x', openIn: 'iframe' });
    const response = await launchFun(post({ id: 7, vendor: 'SBX' }));
    expect(response.status).toBe(502);
  });

  it.each([{ vendor: 'SBX' }, { id: 'x', vendor: 'SBX' }, { id: 1, vendor: '../x' }, { id: 1 }])('refuses %p before calling the platform', async (body) => {
    const response = await launchFun(post(body));
    expect(response.status).toBe(400);
    expect(platformCall).not.toHaveBeenCalled();
  });
});

describe('catalogue filters in the URL', () => {
  it('keeps what is valid and drops the rest', () => {
    expect(parseCatalogueFilters({ vendor: 'PG', classify: 'slots', q: '  fortune   koi ', minBet: '1', lines: '25' }, ['PG', 'PP'])).toEqual({
      vendor: 'PG', classify: 'slots', q: 'fortune koi', minBet: true, lines: true,
    });
    expect(parseCatalogueFilters({ vendor: 'XX', classify: 'slots', minBet: '2', lines: 'yes' }, ['PG'])).toEqual({ vendor: null, classify: null, q: '', minBet: false, lines: false });
    expect(parseCatalogueFilters({ vendor: '<script>', q: 'a'.repeat(500) }, null).q).toHaveLength(40);
  });

  it('writes them back in one order, without a classify when no vendor is chosen', () => {
    expect(catalogueSearch({ vendor: 'PG', classify: 'slots', q: 'koi', minBet: true, lines: false })).toBe('?vendor=PG&classify=slots&q=koi&minBet=1');
    expect(catalogueSearch({ vendor: null, classify: 'slots', q: '', minBet: false, lines: false })).toBe('');
  });
});

describe('game addresses', () => {
  it('are http(s) URLs on a game origin only', () => {
    expect(isGameUrl('https://games.example/a', ['https://games.example'])).toBe(true);
    expect(isGameUrl('https://games.example.evil.com/a', ['https://games.example'])).toBe(false);
    expect(isGameUrl('data:text/html,x', ['https://games.example'])).toBe(false);
    expect(isGameUrl('not a url', ['https://games.example'])).toBe(false);
  });
});
