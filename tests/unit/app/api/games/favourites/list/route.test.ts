/** @jest-environment node */
import { makeSite } from '../../../../../support/shell-providers';

const requestHeaders = new Headers({ host: 'demo.example' });
jest.mock('next/headers', () => ({ headers: async () => requestHeaders, cookies: async () => new Map() }));
jest.mock('@/lib/request/context', () => ({
  createRequestContext: async () => ({
    host: 'demo.example',
    ip: '127.0.0.1',
    site: {
      kind: 'ok',
      site: makeSite({ merchantCode: 'demo' }),
      status: { gate: 'open', maintenanceEnd: null, visitor: { ip: '127.0.0.1', country: null } },
    },
    member: async () => ({ merchant: 'demo', token: 't0k3n', account: 'player1', memberType: 0 }),
  }),
}));
jest.mock('@/lib/platform/client', () => ({ platformCall: jest.fn() }));
const { platformCall } = jest.requireMock('@/lib/platform/client') as { platformCall: jest.Mock };

import { GET } from '@/app/api/games/favourites/list/route';

const ask = (query: string) => GET(new Request(`https://demo.example/api/games/favourites/list${query}`, { headers: { host: 'demo.example' } }));
const sentType = () => (platformCall.mock.calls.find(([path]) => path === '/wps/relay/MCSFE_getFavoriteGamesList')![1] as { json: { gameType: string } }).json.gameType;

beforeEach(() => {
  platformCall.mockReset();
  platformCall.mockImplementation(async (path: string) => (path === '/wps/relay/MCSFE_getFavoriteGamesList' ? { content: [], totalPages: 0 } : []));
});

describe('GET /api/games/favourites/list', () => {
  it('asks for the type the page names', async () => {
    expect((await ask('?type=LIVE&page=1')).status).toBe(200);
    expect(sentType()).toBe('LIVE');
  });

  it('asks for RNG when the page names none (spec: favourites default RNG)', async () => {
    expect((await ask('?page=1')).status).toBe(200);
    expect(sentType()).toBe('RNG');
  });

  it.each(['?type=live', '?type=SLOTS', '?type=', '?type=RNG&page=0'])('refuses %p with validation_failed', async (query) => {
    const response = await ask(query);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'validation_failed' });
    expect(platformCall).not.toHaveBeenCalled();
  });
});
