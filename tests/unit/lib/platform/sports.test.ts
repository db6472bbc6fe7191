/** @jest-environment node */
import type { HotMatchDto } from '@site/platform-contract';
import type { NavCategory } from '@/lib/platform/games';

jest.mock('@/lib/platform/client', () => ({ platformCall: jest.fn() }));
const { platformCall } = jest.requireMock('@/lib/platform/client') as { platformCall: jest.Mock };

import { getHotMatches, reshapeHotMatch } from '@/lib/platform/sports';

const MATCH: HotMatchDto = {
  matchId: 'SABA-1001',
  league: 'ASEAN Championship',
  home: { name: 'Vietnam', logoUrl: 'https://cdn.example/teams/VIE.png' },
  away: { name: 'Thailand', logoUrl: null },
  kickOff: '2026-11-28T12:00:00.000Z',
  live: true,
  score: { home: 1, away: 0 },
  odds: { home: 2.3, draw: 3.1, away: 3.05 },
  game: { vassalage: 'SABA', gameId: 'SABA-LOBBY', nodeId: 42, gameName: 'SABA Sports lobby', openIn: 'iframe' },
};

const category = (category: NavCategory['category'], codes: string[]): NavCategory => ({
  category,
  path: '/',
  vendors: codes.map((code) => ({ code, name: `${code} name`, logoUrl: '' })),
});

describe('sports hot matches', () => {
  beforeEach(() => platformCall.mockReset());

  it('become cards: the teams with their scores, and the vendor’s sports game to launch, named as players know it', () => {
    expect(reshapeHotMatch(MATCH, new Map([['SABA', 'SABA Sports']]))).toEqual({
      key: 'SABA:SABA-1001',
      league: 'ASEAN Championship',
      home: { name: 'Vietnam', logo: 'https://cdn.example/teams/VIE.png', score: 1 },
      away: { name: 'Thailand', logo: null, score: 0 },
      kickOff: '2026-11-28T12:00:00.000Z',
      live: true,
      odds: { home: 2.3, draw: 3.1, away: 3.05 },
      game: { id: 42, code: 'SABA-LOBBY', name: 'SABA Sports lobby', vendor: 'SABA', vendorName: 'SABA Sports', type: 'SPORTS', hot: false, image: '', openIn: 'iframe' },
    });
    const upcoming = reshapeHotMatch({ ...MATCH, live: false, score: null }, new Map());
    expect([upcoming.home.score, upcoming.away.score, upcoming.game.vendorName]).toEqual([null, null, 'SABA']);
  });

  it('are asked for, with the merchant, language and how many, when the merchant has a sports vendor', async () => {
    platformCall.mockResolvedValue({ list: [MATCH] });
    const matches = await getHotMatches('sports-demo', 'vi', [category('LIVE', ['EVO']), category('SPORTS', ['SABA', 'BTI'])]);
    expect(platformCall).toHaveBeenCalledWith(
      '/wps/relay/GCSGAME_sportsHotMatches',
      expect.objectContaining({ method: 'POST', merchant: 'sports-demo', language: 'vi', json: { merchantCode: 'sports-demo', language: 'vi', count: 8 } }),
    );
    expect(matches.map((m) => [m.key, m.game.vendorName])).toEqual([['SABA:SABA-1001', 'SABA name']]);
  });

  it('are none, and not asked for, without a sports vendor', async () => {
    expect(await getHotMatches('no-sports', 'en', [category('LIVE', ['EVO']), category('RNG', ['PG'])])).toEqual([]);
    expect(platformCall).not.toHaveBeenCalled();
  });
});
