/** @jest-environment node */
import { GamesPath, type GameMenusDto, type LotteryDrawDto } from '@site/platform-contract';
import { launch } from './game-helpers';
import { call, makeSandbox, tokenFor } from './helpers';

const sandbox = makeSandbox({ drawTimer: false });
const { app } = sandbox;
afterAll(() => sandbox.cleanup());

const menuOf = async (path: string, merchant: string) => (await call<GameMenusDto>(app, 'GET', path, { merchant })).json.value!.gameMenus;

describe('the lottery menus and opened numbers', () => {
  it('answers the Vietnamese lottery its own menu: its regions, and nothing for a merchant without it', async () => {
    const demo = await menuOf(GamesPath.VN_GAME_MENU, 'demo');
    expect(demo.map((m) => m.gameGroupCode)).toEqual(['VN']);
    expect(demo[0]!.games.map((g) => g.gameCode)).toEqual(['VN_HCM', 'VN_HN', 'VN_DN']);
    // The general menus still hold every group; the VN one is the same there.
    const all = await menuOf(GamesPath.GAME_MENUS, 'demo');
    expect(all.length).toBeGreaterThan(1);
    expect(all.find((m) => m.gameGroupCode === 'VN')).toEqual(demo[0]);
    expect((await menuOf(GamesPath.VN_GAME_MENU, 'vn88')).map((m) => m.gameGroupCode)).toEqual(['VN']);
    expect(await menuOf(GamesPath.VN_GAME_MENU, 'ph')).toEqual([]);
    expect((await call(app, 'GET', GamesPath.VN_GAME_MENU)).status).toBe(400);
  });

  it('answers every menu game’s latest opened numbers once, with its next draw', async () => {
    const opened = async (merchant: string) =>
      (await call<{ list: LotteryDrawDto[] }>(app, 'GET', GamesPath.LOTTERY_NUMBERS_OPENED, { merchant })).json.value!.list;
    const demo = await opened('demo');
    expect(demo.map((d) => d.gameCode)).toEqual(['VN_HCM', 'VN_HN', 'VN_DN', 'SSC_1M', 'PK10_3M']);
    for (const d of demo) {
      const latest = app.db
        .prepare('SELECT draw_no, numbers FROM lottery_draws WHERE game_code = ? ORDER BY drawn_at DESC, id DESC LIMIT 1')
        .get(d.gameCode) as { draw_no: string; numbers: string };
      expect(d).toMatchObject({ drawNo: latest.draw_no, numbers: latest.numbers });
      expect(Date.parse(d.nextDrawAt)).toBeGreaterThan(Date.parse(d.openedAt));
    }
    // A new draw is what is answered next.
    app.db.prepare("INSERT INTO lottery_draws (game_code, draw_no, numbers, drawn_at) VALUES ('SSC_1M', '29991231-0001', '1,2,3,4,5', ?)").run(Date.now() + 1);
    expect((await opened('demo')).find((d) => d.gameCode === 'SSC_1M')).toMatchObject({ drawNo: '29991231-0001', numbers: '1,2,3,4,5' });
    expect((await opened('vn88')).map((d) => d.gameCode)).toEqual(['VN_HCM', 'VN_HN', 'VN_DN']);
    expect(await opened('ph')).toEqual([]);
  });
});

describe('a lottery launch with the launch object’s fields', () => {
  let token: string;
  beforeAll(async () => {
    token = await tokenFor(app, 'demo');
  });
  const lotteryLaunch = (fields: Record<string, unknown>) =>
    launch(app, 'demo', token, { vassalage: 'TCG_SEA', launchMode: 'LOTT', lottoGameCode: 'SSC_1M', lottoView: 'betting', ...fields });
  const pageOf = async (url: string) => {
    const { pathname, search } = new URL(url);
    return (await app.request(`${pathname}${search}`)).text();
  };

  it('opens the betting view at the play type asked for, or the game’s first one', async () => {
    const big = await lotteryLaunch({ defaultPlayType: 'BIG_SMALL', accountTypeName: 'TCG_SEA', gameType: 'LOTT', isGame: 'VASSALAGE' });
    expect(big.status).toBe(200);
    expect(await pageOf(big.json.value!.game_url!)).toContain('Play type: <strong>Big / Small</strong>');
    const unknown = await lotteryLaunch({ defaultPlayType: 'NO_SUCH_TYPE' });
    expect(await pageOf(unknown.json.value!.game_url!)).toContain('Play type: <strong>Direct</strong>');
    const none = await lotteryLaunch({});
    expect(await pageOf(none.json.value!.game_url!)).toContain('Play type: <strong>Direct</strong>');
  });

  it('refuses malformed launch object fields with a 400 in the envelope', async () => {
    for (const fields of [{ defaultPlayType: 'a b' }, { defaultPlayType: 7 }, { gameType: 'RNG' }, { isGame: 'YES' }, { accountTypeName: 'x'.repeat(41) }]) {
      const res = await lotteryLaunch(fields);
      expect([JSON.stringify(fields), res.status, res.json.success]).toEqual([JSON.stringify(fields), 400, false]);
    }
  });
});
