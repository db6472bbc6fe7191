/** @jest-environment node */
/**
 * Many bets against one wallet at once: through the Hono app (requests interleave at every await), and over real HTTP
 * against a started server. better-sqlite3 runs each bet's transaction synchronously, so the ledger must come out
 * exact: balance = start − stakes + payouts, one bets row per spin, one BET ledger row per bet and one WIN per win.
 */
import type { Envelope, SpinResultDto } from '@site/platform-contract';
import { reelsFor, slotPayout } from '../lib/tickets';
import { memberId, ticketFor } from './game-helpers';
import { call, makeHttpSandbox, tokenFor } from './helpers';

jest.setTimeout(120_000);

const { app, origin } = makeHttpSandbox({ drawTimer: false });

const SPINS = 500;
const STAKES = [0.1, 0.2, 0.5, 1];

type Send = (body: object) => Promise<{ status: number; json: Envelope<SpinResultDto> }>;
const viaApp: Send = (body) => call<SpinResultDto>(app, 'POST', '/play/api/spin', { body });
const viaHttp: Send = async (body) => {
  const res = await fetch(`${origin()}/play/api/spin`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as Envelope<SpinResultDto> };
};

const balanceMinor = (id: number) => app.db.prepare('SELECT SUM(amount_minor) FROM wallet_ledger WHERE member_id = ?').pluck().get(id) as number;

async function spinTogether(send: Send, tag: string, username: string) {
  const token = await tokenFor(app, 'demo', username, username === 'agent1' ? 'Agent#2026' : 'Player#2026');
  const ticket = await ticketFor(app, 'demo', token, { gameId: 'SBX-G001', vassalage: 'SBX' });
  const id = memberId(app, 'demo', username);
  const start = balanceMinor(id);
  const bodies = Array.from({ length: SPINS }, (_, i) => ({ ticket, stake: STAKES[i % STAKES.length], requestId: `${tag}-${i}` }));
  // Retries of 50 of them travel in the same burst.
  const retries = bodies.filter((_, i) => i % 10 === 0);
  const started = performance.now();
  const answers = await Promise.all([...bodies, ...retries].map(send));
  const ms = performance.now() - started;

  expect(answers.filter((a) => a.status !== 200)).toEqual([]);
  const results = answers.slice(0, SPINS).map((a) => a.json.value!);
  answers.slice(SPINS).forEach((retry, i) => expect(retry.json.value).toEqual(results[i * 10]));
  const stakes = results.reduce((n, r) => n + Math.round(r.stake * 100), 0);
  const payouts = results.reduce((n, r) => n + Math.round(r.payout * 100), 0);
  const wins = results.filter((r) => r.payout > 0).length;
  expect(balanceMinor(id)).toBe(start - stakes + payouts);
  expect(new Set(results.map((r) => r.betId)).size).toBe(SPINS);
  const rows = app.db.prepare('SELECT COUNT(*) AS bets, SUM(stake_minor) AS stakes, SUM(payout_minor) AS payouts FROM bets WHERE member_id = ? AND request_id LIKE ?')
    .get(id, `${tag}-%`);
  expect(rows).toEqual({ bets: SPINS, stakes, payouts });
  const ledger = app.db.prepare(
    `SELECT l.kind, COUNT(*) AS n, SUM(l.amount_minor) AS total FROM wallet_ledger l JOIN bets b ON b.id = l.bet_id
     WHERE b.member_id = ? AND b.request_id LIKE ? GROUP BY l.kind ORDER BY l.kind`,
  ).all(id, `${tag}-%`);
  expect(ledger).toEqual([{ kind: 'BET', n: SPINS, total: -stakes }, ...(wins > 0 ? [{ kind: 'WIN', n: wins, total: payouts }] : [])]);
  // The balance each answer reports is the ledger's balance right after that bet: all different, ending at the final one.
  expect(new Set(results.map((r) => r.balance)).size).toBeGreaterThan(SPINS / 2);
  console.log(`${tag}: ${SPINS} spins (+${retries.length} retries) in ${ms.toFixed(0)} ms; stakes ${stakes / 100}, payouts ${payouts / 100}, ${wins} wins; balance ${start / 100} → ${balanceMinor(id) / 100}`);
}

describe('500 spins at once against one wallet', () => {
  it('through the Hono app', async () => {
    await spinTogether(viaApp, 'app', 'player1');
  });

  it('over real HTTP against a started server', async () => {
    await spinTogether(viaHttp, 'http', 'agent1');
  });

  it('never take the balance below zero: stakes beyond it are refused', async () => {
    const token = await tokenFor(app, 'demo', 'down3', 'Player#2026');
    const ticket = await ticketFor(app, 'demo', token, { gameId: 'SBX-G001', vassalage: 'SBX' });
    const id = memberId(app, 'demo', 'down3');
    app.db.prepare("INSERT INTO wallet_ledger (member_id, amount_minor, kind, remark, created_at) VALUES (?, ?, 'WITHDRAW', 'test', ?)")
      .run(id, -(balanceMinor(id) - 2_000), Date.now());
    // Every spin stakes the same, so whatever order they arrive in, the k-th accepted one gets the ticket's k-th outcome:
    // how many are accepted is known in advance. A seed whose outcomes run the wallet dry makes that a real test.
    const simulate = (seed: string) => {
      let balance = 2_000;
      let accepted = 0;
      for (let i = 0; i < 300; i++) {
        if (balance < 100) continue;
        balance += slotPayout(reelsFor(seed, accepted), 100) - 100;
        accepted += 1;
      }
      return accepted;
    };
    let seed = 'seed-0';
    for (let i = 1; simulate(seed) === 300; i++) seed = `seed-${i}`;
    app.db.prepare('UPDATE game_tickets SET rng_seed = ? WHERE member_id = ?').run(seed, id);
    const answers = await Promise.all(Array.from({ length: 300 }, (_, i) => viaHttp({ ticket, stake: 1, requestId: `low-${i}` })));
    const accepted = answers.filter((a) => a.status === 200).map((a) => a.json.value!);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.every((a) => a.status === 409 && a.json.errorCode === 'balance_not_enough')).toBe(true);
    expect(accepted.length).toBe(simulate(seed));
    expect(refused.length).toBe(300 - simulate(seed));
    const payouts = accepted.reduce((n, r) => n + Math.round(r.payout * 100), 0);
    expect(balanceMinor(id)).toBe(2_000 - accepted.length * 100 + payouts);
    expect(balanceMinor(id)).toBeGreaterThanOrEqual(0);
    expect(balanceMinor(id)).toBeLessThan(100);
    expect(app.db.prepare("SELECT COUNT(*) FROM bets WHERE member_id = ? AND request_id LIKE 'low-%'").pluck().get(id)).toBe(accepted.length);
  });
});
