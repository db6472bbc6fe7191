/** @jest-environment node */
import { createHash } from 'node:crypto';
import type { BetDto, DrawDto, LotteryTicketDto, SpinResultDto } from '@site/platform-contract';
import { demoPayout } from '../lib/lottery';
import { slotPayout } from '../lib/tickets';
import { balanceOf, gameList, memberId, ticketFor } from './game-helpers';
import { call, makeSandbox, tokenFor } from './helpers';

const sandbox = makeSandbox({ drawTimer: false });
const { app } = sandbox;
afterAll(() => sandbox.cleanup());

let token: string;
let slotTicket: string;
let lotteryTicket: string;
beforeAll(async () => {
  token = await tokenFor(app, 'demo');
  const slot = (await gameList(app, 'demo', { gameType: 'RNG', vassalage: 'PG', minBet: 1 })).games.find((g) => g.minBet === 1)!;
  slotTicket = await ticketFor(app, 'demo', token, { nodeId: slot.nodeId, vassalage: 'PG' });
  lotteryTicket = await ticketFor(app, 'demo', token, { vassalage: 'TCG_SEA', launchMode: 'LOTT', lottoGameCode: 'VN_HCM' });
});

const spin = (body: object) => call<SpinResultDto>(app, 'POST', '/play/api/spin', { body: { ticket: slotTicket, stake: 1, ...body } });
const buy = (body: object) => call<LotteryTicketDto>(app, 'POST', '/play/api/lottery/tickets', { body: { ticket: lotteryTicket, stake: 1, ...body } });
const ledgerOf = (betId: number) =>
  app.db.prepare('SELECT amount_minor, kind FROM wallet_ledger WHERE bet_id = ? ORDER BY id').all(betId) as { amount_minor: number; kind: string }[];
let ids = 0;
const rid = () => `test-${++ids}`;

describe('the demo pages', () => {
  it('serve the slot as self-contained HTML whose only script and style are allowed by hash', async () => {
    const res = await app.request(`/play/slot?ticket=${slotTicket}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = res.headers.get('content-security-policy')!;
    const html = await res.text();
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    expect(styles).toHaveLength(1);
    const hash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
    expect(csp).toContain(`script-src ${hash(scripts[0]!)}`);
    expect(csp).toContain(`style-src ${hash(styles[0]!)}`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toMatch(/frame-ancestors 'self' .*http:\/\/localhost:\*/);
    expect(csp).not.toMatch(/unsafe|vn\.localhost/);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(html).not.toMatch(/ on[a-z]+=|<script src|<link /);
    expect(html).toContain('<meta name="viewport" content="width=device-width,initial-scale=1">');
    expect(html).toMatch(/<button id="spin"[^>]*>Spin<\/button>/);
    expect(html).toMatch(/<label for="stake">Stake<select id="stake"/);
    expect(html).toContain('data-balance="1520.75"');
    expect(scripts[0]).toContain('postMessage');
    expect(scripts[0]).toContain('game:balance-changed');
    // Only stakes at or above the game's minimum bet (1).
    expect([...html.matchAll(/<option value="([\d.]+)"/g)].map((m) => Number(m[1]))).toEqual([1, 2, 5, 10, 20, 50, 100]);
  });

  it('serve the lottery with number buttons that have names', async () => {
    const res = await app.request(`/play/lottery?ticket=${lotteryTicket}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    for (let n = 0; n <= 9; n++) expect(html).toContain(`aria-label="Number ${n}">${n}</button>`);
    expect(html).toMatch(/<button id="buy"[^>]*>Buy ticket<\/button>/);
    expect(html).toContain('Ho Chi Minh');
  });

  it('answer an ended page, without script, for a bad ticket or the other game’s ticket', async () => {
    for (const url of ['/play/slot', '/play/slot?ticket=abc', `/play/lottery?ticket=${slotTicket}`, `/play/slot?ticket=${lotteryTicket}`, `/play/slot?ticket=${'0'.repeat(64)}`]) {
      const res = await app.request(url);
      expect([url, res.status]).toEqual([url, 403]);
      const html = await res.text();
      expect(html).toContain('This game session has ended');
      expect(html).not.toContain('<script');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'none'");
    }
  });
});

describe('the demo slot', () => {
  it('moves the balance by payout − stake, with a bet row and its ledger rows', async () => {
    for (let i = 0; i < 30; i++) {
      const before = await balanceOf(app, 'demo', token);
      const res = await spin({ stake: 2, requestId: rid() });
      expect(res.status).toBe(200);
      const v = res.json.value!;
      expect(v.stake).toBe(2);
      expect(v.payout).toBe(slotPayout(v.reels, 200) / 100);
      expect(v.balance).toBeCloseTo(before - 2 + v.payout, 2);
      expect(await balanceOf(app, 'demo', token)).toBeCloseTo(v.balance, 2);
      const bet = app.db.prepare('SELECT * FROM bets WHERE id = ?').get(v.betId) as Record<string, unknown>;
      expect(bet).toMatchObject({ merchant_code: 'demo', vendor: 'PG', stake_minor: 200, payout_minor: Math.round(v.payout * 100), status: 'settled' });
      expect(bet.member_id).toBe(memberId(app, 'demo', 'player1'));
      expect(ledgerOf(v.betId)).toEqual([{ amount_minor: -200, kind: 'BET' }, ...(v.payout > 0 ? [{ amount_minor: Math.round(v.payout * 100), kind: 'WIN' }] : [])]);
    }
  });

  it('draws different outcomes spin after spin', async () => {
    const reels = new Set<string>();
    for (let i = 0; i < 20; i++) reels.add((await spin({ stake: 1, requestId: rid() })).json.value!.reels.join());
    expect(reels.size).toBeGreaterThan(5);
  });

  it('refuses a stake above the balance, not in the list, or below the minimum bet, writing nothing', async () => {
    const id = memberId(app, 'demo', 'player1');
    const bets = app.db.prepare('SELECT COUNT(*) FROM bets WHERE member_id = ?').pluck();
    const ledger = app.db.prepare('SELECT COUNT(*) FROM wallet_ledger WHERE member_id = ?').pluck();
    const balance = await balanceOf(app, 'demo', token);
    // Leave exactly 1.50 in the wallet.
    app.db.prepare("INSERT INTO wallet_ledger (member_id, amount_minor, kind, remark, created_at) VALUES (?, ?, 'WITHDRAW', 'test', ?)")
      .run(id, -Math.round((balance - 1.5) * 100), Date.now());
    const counts = [bets.get(id), ledger.get(id)];
    const refused = await spin({ stake: 2, requestId: rid() });
    expect(refused).toMatchObject({ status: 409, json: { success: false, errorCode: 'balance_not_enough', value: { balance: 1.5 } } });
    for (const stake of [0.3, 1.5, 0.5, 1000, -1, '1']) {
      const res = await spin({ stake, requestId: rid() });
      expect([stake, res.status, res.json.errorCode]).toEqual([stake, 400, typeof stake === 'string' || stake < 0 ? 'bad_request' : 'invalid_stake']);
    }
    expect([bets.get(id), ledger.get(id)]).toEqual(counts);
    expect(await balanceOf(app, 'demo', token)).toBe(1.5);
    // 1 is still affordable; then 0.50 (+ any payout) remains, never below zero.
    expect((await spin({ stake: 1, requestId: rid() })).status).toBe(200);
    expect(await balanceOf(app, 'demo', token)).toBeGreaterThanOrEqual(0.5);
    app.db.prepare("INSERT INTO wallet_ledger (member_id, amount_minor, kind, remark, created_at) VALUES (?, 500000, 'DEPOSIT', 'test', ?)").run(id, Date.now());
  });

  it('counts a retried request once and answers it the first result', async () => {
    const id = memberId(app, 'demo', 'player1');
    const requestId = rid();
    const before = await balanceOf(app, 'demo', token);
    const first = await spin({ stake: 5, requestId });
    const again = await spin({ stake: 5, requestId });
    expect(again.json).toEqual(first.json);
    // Even when the retries arrive together.
    const together = await Promise.all(Array.from({ length: 10 }, () => spin({ stake: 5, requestId })));
    expect(together.every((r) => JSON.stringify(r.json) === JSON.stringify(first.json))).toBe(true);
    expect(app.db.prepare('SELECT COUNT(*) FROM bets WHERE member_id = ? AND request_id = ?').pluck().get(id, requestId)).toBe(1);
    expect(await balanceOf(app, 'demo', token)).toBeCloseTo(before - 5 + first.json.value!.payout, 2);
    // The same id for another bet is refused.
    expect((await spin({ stake: 1, requestId })).json).toMatchObject({ success: false, errorCode: 'duplicate_request' });
    // Another member may use the same id: ids are per member.
    const agent = await tokenFor(app, 'demo', 'agent1', 'Agent#2026');
    const agentTicket = await ticketFor(app, 'demo', agent, { gameId: 'PG-S001', vassalage: 'PG' });
    const theirs = await call<SpinResultDto>(app, 'POST', '/play/api/spin', { body: { ticket: agentTicket, stake: 5, requestId } });
    expect(theirs.status).toBe(200);
    expect(theirs.json.value!.betId).not.toBe(first.json.value!.betId);
  });

  it('refuses a bad ticket, and every ticket once its session signed out', async () => {
    for (const ticket of ['', 'x'.repeat(64), '0'.repeat(64), lotteryTicket]) {
      const res = await call(app, 'POST', '/play/api/spin', { body: { ticket, stake: 1, requestId: rid() } });
      expect([ticket.slice(0, 8), res.status]).toEqual([ticket.slice(0, 8), ticket === '' ? 400 : 403]);
    }
    const other = await tokenFor(app, 'demo', 'down3', 'Player#2026');
    const ticket = await ticketFor(app, 'demo', other, { gameId: 'SBX-G001', vassalage: 'SBX' });
    expect((await call(app, 'POST', '/play/api/spin', { body: { ticket, stake: 1, requestId: rid() } })).status).toBe(200);
    expect((await call(app, 'DELETE', '/wps/session/logout', { merchant: 'demo', token: other })).status).toBe(200);
    expect((await call(app, 'POST', '/play/api/spin', { body: { ticket, stake: 1, requestId: rid() } })).json).toMatchObject({
      errorCode: 'ticket_invalid',
    });
    expect((await app.request(`/play/slot?ticket=${ticket}`)).status).toBe(403);
    // An expired one too.
    app.db.prepare('UPDATE game_tickets SET expires_at = ?').run(Date.now() - 1);
    expect((await spin({ requestId: rid() })).json.errorCode).toBe('ticket_invalid');
    app.db.prepare('UPDATE game_tickets SET expires_at = ?').run(Date.now() + 600_000);
  });
});

describe('the demo lottery', () => {
  it('sells tickets (stake debited at once) that the next draw settles', async () => {
    const before = await balanceOf(app, 'demo', token);
    const picks = [[1, 2, 3], [4, 5, 6], [7, 8, 9], [0, 1, 2], [3, 5, 7]];
    const bought: LotteryTicketDto[] = [];
    for (const numbers of picks) {
      const res = await buy({ numbers, stake: 2, requestId: rid() });
      expect(res.status).toBe(200);
      expect(res.json.value).toMatchObject({ numbers, stake: 2, status: 'open', payout: 0, drawNo: null });
      bought.push(res.json.value!);
    }
    expect(await balanceOf(app, 'demo', token)).toBeCloseTo(before - 10, 2);
    const state = async () =>
      (await call<{ balance: number; tickets: LotteryTicketDto[]; nextDrawAt: string; lastDraw: DrawDto | null }>(
        app, 'GET', `/play/api/lottery/state?ticket=${lotteryTicket}`,
      )).json.value!;
    const open = await state();
    expect(open.tickets.slice(0, 5).map((t) => t.id)).toEqual(bought.map((t) => t.id).reverse());
    expect(Date.parse(open.nextDrawAt)).toBeGreaterThan(Date.now());

    const draw = (await call<DrawDto>(app, 'POST', '/__sandbox/lottery/draw')).json.value!;
    expect(draw.numbers).toHaveLength(3);
    expect(new Set(draw.numbers).size).toBe(3);
    const after = await state();
    expect(after.lastDraw).toEqual(draw);
    let payouts = 0;
    for (const t of bought) {
      const settled = after.tickets.find((x) => x.id === t.id)!;
      const payout = demoPayout(200, t.numbers, draw.numbers) / 100;
      payouts += payout;
      expect(settled).toMatchObject({ status: payout > 0 ? 'won' : 'lost', payout, drawNo: draw.drawNo });
      const bet = app.db.prepare('SELECT b.* FROM bets b JOIN lottery_tickets t ON t.bet_id = b.id WHERE t.id = ?').get(t.id) as { id: number; status: string; payout_minor: number };
      expect(bet).toMatchObject({ status: 'settled', payout_minor: payout * 100 });
      expect(ledgerOf(bet.id)).toEqual([{ amount_minor: -200, kind: 'BET' }, ...(payout > 0 ? [{ amount_minor: payout * 100, kind: 'WIN' }] : [])]);
    }
    expect(after.balance).toBeCloseTo(before - 10 + payouts, 2);
    // A second draw settles nothing more.
    await call(app, 'POST', '/__sandbox/lottery/draw');
    expect((await state()).balance).toBeCloseTo(after.balance, 2);
  });

  it('pays 50× for all three numbers and 2× for two', () => {
    expect(demoPayout(100, [1, 2, 3], [3, 1, 2])).toBe(5000);
    expect(demoPayout(100, [1, 2, 3], [3, 1, 9])).toBe(200);
    expect(demoPayout(100, [1, 2, 3], [3, 8, 9])).toBe(0);
  });

  it('validates the numbers and stake, and counts a retried purchase once', async () => {
    for (const numbers of [[1, 2], [1, 1, 2], [1, 2, 10], [1, 2, -1], [1, 2, 2.5], '1,2,3', [1, 2, 3, 4]]) {
      expect([numbers, (await buy({ numbers, requestId: rid() })).status]).toEqual([numbers, 400]);
    }
    expect((await buy({ numbers: [1, 2, 3], stake: 0.3, requestId: rid() })).json.errorCode).toBe('invalid_stake');
    const requestId = rid();
    const first = await buy({ numbers: [2, 4, 6], requestId });
    const twice = await Promise.all([buy({ numbers: [2, 4, 6], requestId }), buy({ numbers: [2, 4, 6], requestId })]);
    expect(twice.map((r) => r.json.value!.id)).toEqual([first.json.value!.id, first.json.value!.id]);
    expect((await buy({ numbers: [2, 4, 7], requestId })).json.errorCode).toBe('duplicate_request');
    expect((await call(app, 'POST', '/play/api/lottery/tickets', { body: { ticket: slotTicket, numbers: [1, 2, 3], stake: 1, requestId: rid() } })).json.errorCode)
      .toBe('ticket_invalid');
    expect((await call(app, 'GET', `/play/api/lottery/state?ticket=${slotTicket}`)).status).toBe(403);
  });

  it('is drawn by the timer schedule once per slot', async () => {
    const count = () => app.db.prepare("SELECT COUNT(*) FROM lottery_draws WHERE game_code = 'SBX_MINUTE'").pluck().get() as number;
    const { createLottery } = await import('../lib/lottery');
    const lottery = createLottery(app.db);
    const n = count();
    const next = lottery.nextDrawAt('SBX_MINUTE');
    lottery.drawDue(next + 1);
    lottery.drawDue(next + 2);
    expect(count()).toBe(n + 1);
    lottery.drawDue(next + 60_001);
    expect(count()).toBe(n + 2);
  });
});

describe('the bets control endpoint', () => {
  it('lists a member’s bets newest first', async () => {
    const res = await call<{ list: BetDto[] }>(app, 'GET', '/__sandbox/bets?username=player1&merchant=demo');
    const list = res.json.value!.list;
    expect(list.length).toBeGreaterThan(50);
    expect(list.map((b) => b.id)).toEqual([...list.map((b) => b.id)].sort((a, b) => b - a));
    expect(list[0]).toEqual({ id: expect.any(Number), vendor: expect.any(String), gameCode: expect.any(String), stake: expect.any(Number), payout: expect.any(Number), createdAt: expect.any(String) });
    expect((await call(app, 'GET', '/__sandbox/bets?username=nobody&merchant=demo')).status).toBe(404);
    expect((await call(app, 'GET', '/__sandbox/bets?username=player1')).status).toBe(400);
  });
});
