/** Helpers for the games suites: a game list call, a launch, the ticket in a launch URL, a balance. */
import type { BalanceDto, GameListDto, GameListRequestDto, LaunchDto, LaunchRequestDto } from '@site/platform-contract';
import type { SandboxApp } from '../app';
import { call } from './helpers';

export async function gameList(app: SandboxApp, merchant: string, body: Partial<GameListRequestDto>) {
  const res = await call<GameListDto>(app, 'POST', '/wps/relay/GCSGAME_gameList', {
    merchant,
    body: { clientType: 3, platform: 'flash,html5-desktop', merchant, language: 'en', pageNo: 1, pageSize: 28, ...body },
  });
  if (res.status !== 200) throw new Error(`game list failed: ${JSON.stringify(res.json)}`);
  return res.json.value!;
}

export function launch(app: SandboxApp, merchant: string, token: string | undefined, body: Partial<LaunchRequestDto>) {
  return call<LaunchDto>(app, 'POST', '/wps/game/launchGame', {
    merchant,
    token,
    body: { accountType: 1, confirmTrans: 0, launchMode: 'GLS', platform: 'html5-desktop', clientType: 3, merchantCode: merchant, language: 'en', ...body },
  });
}

/** Launches and answers the ticket of the launch URL (fails the test on a refusal). */
export async function ticketFor(app: SandboxApp, merchant: string, token: string, body: Partial<LaunchRequestDto>): Promise<string> {
  const res = await launch(app, merchant, token, body);
  if (res.status !== 200) throw new Error(`launch failed: ${JSON.stringify(res.json)}`);
  const url = res.json.value!.game_url ?? res.json.value!.content!;
  return new URL(url).searchParams.get('ticket')!;
}

export async function balanceOf(app: SandboxApp, merchant: string, token: string): Promise<number> {
  return (await call<BalanceDto>(app, 'GET', '/wps/v2/wallets/balance', { merchant, token })).json.value!.sumBalance;
}

export function memberId(app: SandboxApp, merchant: string, username: string): number {
  return app.db.prepare('SELECT id FROM members WHERE merchant_code = ? AND username = ?').pluck().get(merchant, username) as number;
}
