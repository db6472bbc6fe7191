/** @jest-environment node */
/** Settlement under concurrency: 20 agent calls at once over real HTTP, each settling first, pay a closed period once. */
import { AgentPath } from '@site/platform-contract';
import { periodStartOf } from '../lib/contracts';
import { makeHttpSandbox, tokenFor } from './helpers';
import { insertBet, mainBalance, memberId, TEAM_PASSWORD } from './agent-helpers';

jest.setTimeout(120_000);

const { app, origin } = makeHttpSandbox({ drawTimer: false });
const HOUR = 60 * 60 * 1000;

it('pays once whatever the number of settling requests', async () => {
  const [upline, downline] = [memberId(app, 'agent1'), memberId(app, 'down2')];
  // An hourly salary accepted three hours ago, with bets by down2's team two and a half hours ago.
  const accepted = Date.now() - 3 * HOUR;
  const from = periodStartOf('hourly', accepted, 420);
  const id = Number(
    app.db
      .prepare(
        `INSERT INTO contracts (merchant_code, kind, period_type, tiers, top_rate_cp, status, upline_id, downline_id, offered_at,
           answered_at, accepted_at, settled_until) VALUES ('demo', 'hourlySalary', 'hourly', ?, 100, 'A', ?, ?, ?, ?, ?, ?)`,
      )
      .run(JSON.stringify([{ activeMembers: 1, periodValidBet: 0, rate: 1 }]), upline, downline, accepted, accepted, accepted, from).lastInsertRowid,
  );
  insertBet(app, memberId(app, 'd2p1'), 10_000, 0, Date.now() - 2.5 * HOUR);
  const before = [mainBalance(app, upline), mainBalance(app, downline)];
  const tokens = [await tokenFor(app, 'demo', 'agent1', 'Agent#2026'), await tokenFor(app, 'demo', 'down2', TEAM_PASSWORD)];
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      fetch(`${origin()}${i % 2 ? AgentPath.CONTRACT_INFO : AgentPath.PROFILE}`, {
        method: 'POST',
        headers: { Merchant: 'demo', Authorization: tokens[i % 2]!, 'Content-Type': 'application/json' },
        body: '{}',
      }).then((r) => r.status),
    ),
  );
  expect(answers).toEqual(Array(20).fill(200));
  const payouts = app.db.prepare('SELECT status, amount_minor FROM contract_payouts WHERE contract_id = ?').all(id);
  expect(payouts).toEqual([{ status: 'A', amount_minor: 100 }]);
  expect([mainBalance(app, upline), mainBalance(app, downline)]).toEqual([before[0]! - 100, before[1]! + 100]);
  const rows = app.db.prepare("SELECT COUNT(*) FROM wallet_ledger WHERE kind = 'SALARY' AND member_id IN (?, ?)").pluck().get(upline, downline);
  expect(rows).toBe(2);
});
