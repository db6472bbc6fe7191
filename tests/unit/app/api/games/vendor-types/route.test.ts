/** @jest-environment node */
import { makeSite } from '../../../../support/shell-providers';

const requestHeaders = new Headers({ host: 'demo.example' });
let signedIn = true;
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
    member: async () => (signedIn ? { merchant: 'demo', token: 't0k3n', account: 'player1', memberType: 0 } : null),
  }),
}));
jest.mock('@/lib/platform/client', () => ({ platformCall: jest.fn() }));
const { platformCall } = jest.requireMock('@/lib/platform/client') as { platformCall: jest.Mock };

import { GET } from '@/app/api/games/vendor-types/route';

const ask = (query: string) => GET(new Request(`https://demo.example/api/games/vendor-types${query}`, { headers: { host: 'demo.example' } }));

beforeEach(() => {
  platformCall.mockReset();
  signedIn = true;
});

describe('GET /api/games/vendor-types', () => {
  it('answers the vendor’s game types, asked with the member’s token', async () => {
    platformCall.mockResolvedValue([{ vassalage: 'JDB', gameTypes: ['FISH', 'RNG'] }]);
    const response = await ask('?vendor=JDB');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, value: { types: ['FISH', 'RNG'] } });
    expect(platformCall).toHaveBeenCalledWith('/wps/relay/GCSGAME_getVassGameType', expect.objectContaining({ token: 't0k3n', json: { vassalage: 'JDB' } }));
  });

  it.each(['', '?vendor=', '?vendor=a%20b', `?vendor=${'x'.repeat(41)}`, '?vendor=%3Cscript%3E'])('refuses %p with validation_failed', async (query) => {
    const response = await ask(query);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'validation_failed', value: { field: 'vendor' } });
    expect(platformCall).not.toHaveBeenCalled();
  });

  it('is a member’s: a visitor gets 401 and the platform is not asked', async () => {
    signedIn = false;
    const response = await ask('?vendor=JDB');
    expect(response.status).toBe(401);
    expect(platformCall).not.toHaveBeenCalled();
  });
});
