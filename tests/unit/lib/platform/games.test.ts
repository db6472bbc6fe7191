/** @jest-environment node */
import { GamesPath } from '@site/platform-contract';

jest.mock('@/lib/platform/client', () => ({ platformCall: jest.fn() }));
const { platformCall } = jest.requireMock('@/lib/platform/client') as { platformCall: jest.Mock };

import { favouriteGames, reshapeVendorGameTypes, vendorGameTypes } from '@/lib/platform/games';

/** The game calls' requests as spec §3 and §7 write them: the vendor's game types and the favourites list. */

const MEMBER = { merchant: 'types-brand', language: 'en', token: 'member-token', ip: '198.51.100.9' };

beforeEach(() => platformCall.mockReset());

describe('vendorGameTypes (GCSGAME_getVassGameType)', () => {
  it('asks for the one vendor with the member’s token, and answers its types in the navigation’s order', async () => {
    platformCall.mockImplementation(async (path: string) =>
      path === GamesPath.VENDOR_GAME_TYPES ? [{ vassalage: 'JDB', gameTypes: ['RNG', 'FISH'] }] : [],
    );
    expect(await vendorGameTypes(MEMBER, 'JDB')).toEqual(['FISH', 'RNG']);
    expect(platformCall).toHaveBeenCalledWith(GamesPath.VENDOR_GAME_TYPES, { ...MEMBER, method: 'POST', readOnly: true, json: { vassalage: 'JDB' } });
  });

  it('keeps the vendor’s own entry and the types the site knows', () => {
    const answer = [
      { vassalage: 'CQ9', gameTypes: ['RNG'] },
      { vassalage: 'JDB', gameTypes: ['FISH', 'ARCADE', 'RNG'] },
    ] as Parameters<typeof reshapeVendorGameTypes>[0];
    expect(reshapeVendorGameTypes(answer, 'JDB')).toEqual(['FISH', 'RNG']);
    expect(reshapeVendorGameTypes(answer, 'PG')).toEqual([]);
    expect(reshapeVendorGameTypes([], 'JDB')).toEqual([]);
  });
});

describe('favouriteGames (MCSFE_getFavoriteGamesList)', () => {
  it('asks for one game type’s favourites: clientType 3, platform flash, the language and gameType', async () => {
    platformCall.mockImplementation(async (path: string) => (path === GamesPath.FAVOURITE_LIST ? { content: [], totalPages: 0 } : []));
    expect(await favouriteGames(MEMBER, 'LIVE', 2)).toEqual({ games: [], page: 2, totalPages: 0 });
    const [, options] = platformCall.mock.calls.find(([path]) => path === GamesPath.FAVOURITE_LIST)!;
    expect(options).toMatchObject({
      ...MEMBER,
      method: 'POST',
      json: { clientType: 3, platform: 'flash', language: 'en', gameType: 'LIVE', pageNo: 2, pageSize: 28 },
    });
  });
});
