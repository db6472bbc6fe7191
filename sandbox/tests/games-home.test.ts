/** @jest-environment node */
import type { LotteryGameDto, OpenedNumbersDto, PopularLotteryDto, WinnerDto } from '@site/platform-contract';
import { launch } from './game-helpers';
import { call, makeSandbox, tokenFor } from './helpers';

const sandbox = makeSandbox({ drawTimer: false });
const { app } = sandbox;
afterAll(() => sandbox.cleanup());

describe('home page lottery and winners calls', () => {
  it('lists popular lotteries with their last numbers and next draw, filtered by prize mode', async () => {
    const popular = async (merchant: string, query = '') =>
      (await call<{ list: PopularLotteryDto[] }>(app, 'GET', `/lgw/games/popular${query}`, { merchant })).json.value!.list;
    const demo = await popular('demo', '?count=20&device=WEB&language=en');
    expect(demo.map((l) => l.gameCode).sort()).toEqual(['PK10_3M', 'SSC_1M', 'VN_DN', 'VN_HCM', 'VN_HN']);
    for (const l of demo) {
      expect(l.lastNumbers).toMatch(/^[\d,]+$/);
      expect(Date.parse(l.nextDrawAt)).toBeGreaterThan(Date.now());
      expect(l.vassalage).toBe('TCG_SEA');
    }
    expect((await popular('demo', '?prizeMode=SEA')).map((l) => l.prizeMode)).toEqual(['SEA', 'SEA', 'SEA']);
    expect(await popular('demo', '?count=2')).toHaveLength(2);
    expect(await popular('ph')).toEqual([]);
    expect((await call(app, 'GET', '/lgw/games/popular?count=abc', { merchant: 'demo' })).status).toBe(400);
    expect((await call(app, 'GET', '/lgw/games/popular?prizeMode=X', { merchant: 'demo' })).status).toBe(400);
  });

  it('answers the VN numbers opened, latest first, from the draws table', async () => {
    const opened = async (merchant: string, query = '') =>
      (await call<{ list: OpenedNumbersDto[] }>(app, 'GET', `/lgw/vn/numeros/opened/game${query}`, { merchant })).json.value!.list;
    const list = await opened('demo', '?count=100');
    expect(list).toHaveLength(90);
    expect(new Set(list.map((l) => l.gameCode))).toEqual(new Set(['VN_HCM', 'VN_HN', 'VN_DN']));
    const times = list.map((l) => Date.parse(l.openedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list[0]!.gameName).toBeTruthy();
    expect(list[0]!.drawNo).toMatch(/^\d{8}$/);
    expect(await opened('demo', '?count=5')).toHaveLength(5);
    expect(await opened('demo', '?count=100000')).toHaveLength(90);
    expect(await opened('ph')).toEqual([]);
    // A new draw is the first one answered.
    app.db.prepare("INSERT INTO lottery_draws (game_code, draw_no, numbers, drawn_at) VALUES ('VN_HN', '29991231', '12345', ?)").run(Date.now());
    expect((await opened('vn88', '?count=1'))[0]).toMatchObject({ gameCode: 'VN_HN', drawNo: '29991231', numbers: '12345' });
  });

  it('answers the VN lottery games the member launched last', async () => {
    const token = await tokenFor(app, 'demo');
    const recent = async () => (await call<{ list: LotteryGameDto[] }>(app, 'GET', '/lgw/vn/games/game_menu/recent', { merchant: 'demo', token })).json.value!.list;
    expect(await recent()).toEqual([]);
    for (const code of ['VN_HN', 'SSC_1M', 'VN_DN']) {
      expect((await launch(app, 'demo', token, { vassalage: 'TCG_SEA', launchMode: 'LOTT', lottoGameCode: code })).status).toBe(200);
    }
    expect((await recent()).map((g) => g.gameCode)).toEqual(['VN_DN', 'VN_HN']);
    expect((await call(app, 'GET', '/lgw/vn/games/game_menu/recent', { merchant: 'demo' })).status).toBe(401);
  });

  it('answers the winners board from big wins in the bets, usernames masked', async () => {
    const board = async (merchant: string, body?: object) =>
      (await call<{ list: WinnerDto[] }>(app, 'POST', '/wps/relay/GCSGAME_getRankList', { merchant, body })).json.value!.list;
    const demo = await board('demo', {});
    expect(demo.length).toBeGreaterThanOrEqual(5);
    expect(demo.map((w) => w.amount)).toEqual([...demo.map((w) => w.amount)].sort((a, b) => b - a));
    expect(new Set(demo.map((w) => w.username))).toEqual(new Set(['pl***1', 'do***1', 'do***2', 'do***3']));
    expect(demo.every((w) => w.gameName && !Number.isNaN(Date.parse(w.at)))).toBe(true);
    expect(await board('demo', { count: 2 })).toHaveLength(2);
    expect((await board('vn88')).length).toBeGreaterThan(0);
    expect((await call(app, 'POST', '/wps/relay/GCSGAME_getRankList', { merchant: 'demo', body: { count: 'x' } })).status).toBe(400);
  });
});
