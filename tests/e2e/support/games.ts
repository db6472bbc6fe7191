import { expect, type APIRequestContext } from '@playwright/test';
import type { GameDto, GameListDto, GameListType } from '@site/platform-contract/games';
import { GamesPath } from '@site/platform-contract/games';
import { PLATFORM } from './platform';

/** What the sandbox's catalogue holds, asked of the platform itself, so the tests follow its seed rather than copy it. */
export async function platformGames(
  request: APIRequestContext,
  gameType: GameListType,
  filters: { vassalage?: string; gameClassify?: string; gameName?: string; minBet?: number; minLineNum?: number; isNew?: 1; pageNo?: number } = {},
  merchant = 'demo',
): Promise<GameListDto> {
  const response = await request.post(`${PLATFORM}${GamesPath.GAME_LIST}`, {
    headers: { Merchant: merchant, Device: 'WEB', Language: 'en' },
    data: { clientType: 3, platform: 'flash,html5-desktop', merchant, gameType, language: 'en', pageNo: 1, pageSize: 28, imgSize: 'rx2', ...filters },
  });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { value: GameListDto }).value;
}

/** The vendor of a category with the most games (so its list has more than one page when the category has). */
export function busiestVendor(games: GameDto[]): string {
  const counts = new Map<string, number>();
  for (const g of games) counts.set(g.vassalage, (counts.get(g.vassalage) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}
