/** @jest-environment node */
/**
 * Agent contracts through the API: offers, answers (on the original platform's relay of each kind), the lower-rate
 * confirmation, and settlement: a closed period pays once, the right tier and amount, upline − and downline +, again
 * nothing on a second settle, and nothing moves when the upline cannot cover it.
 */
import {
  AgentErrorCode, AgentPath, CONTRACT_KINDS, CONTRACT_RATE_LIMITS, ContractRelayPath, ErrorCode, PERIOD_TYPES_BY_KIND, type ContractDto, type ContractKind, type ContractInfoDto, type ContractsDto, type IncomeDto,
  type PayoutsDto,
} from '@site/platform-contract';
import { call, makeSandbox } from './helpers';
import { agentCall, agentToken, DAY, downToken, insertBet, mainBalance, memberId } from './agent-helpers';

jest.setTimeout(120_000);

const { app, cleanup } = makeSandbox({ drawTimer: false });
afterAll(cleanup);

const HOUR = 60 * 60 * 1000;
const clockNow = async () => Date.parse((await call(app, 'GET', '/__sandbox/clock')).json.now as string);
const advance = async (ms: number) => (await call(app, 'POST', '/__sandbox/clock', { body: { advanceMs: ms } })).json;
const salaryTiers = [
  { activeMembers: 1, periodValidBet: 1, rate: 1 },
  { activeMembers: 2, periodValidBet: 20, rate: 2.5 },
];
const payoutsOf = (contractId: number) =>
  app.db.prepare('SELECT * FROM contract_payouts WHERE contract_id = ?').all(contractId) as { amount_minor: number; status: string; rate_cp: number; reason: string | null; active_members: number; valid_bet_minor: number }[];
const salaryRows = (id: number) => app.db.prepare("SELECT amount_minor FROM wallet_ledger WHERE member_id = ? AND kind = 'SALARY'").pluck().all(id) as number[];

describe('the contract lifecycle', () => {
  let agent: string;
  let down1: string;
  beforeAll(async () => {
    agent = await agentToken(app);
    down1 = await downToken(app);
  });
  const offer = (body: Record<string, unknown>) => agentCall<ContractDto>(app, agent, AgentPath.CONTRACT_OFFER, body);
  const daily = (tiers = salaryTiers, extra: Record<string, unknown> = {}) =>
    offer({ kind: 'dailySalary', downlineId: memberId(app, 'down1'), periodType: 'daily', tiers, ...extra });

  it('refuses offers to anyone but a direct downline that is an agent', async () => {
    const refuse = async (downlineId: number, status: number, code: string) => {
      const res = await offer({ kind: 'dailySalary', downlineId, periodType: 'daily', tiers: salaryTiers });
      expect([downlineId, res.status, res.json.errorCode]).toEqual([downlineId, status, code]);
    };
    await refuse(memberId(app, 'down11'), 404, AgentErrorCode.NOT_DIRECT_DOWNLINE);
    await refuse(memberId(app, 'agent1', 'ph'), 404, AgentErrorCode.NOT_DIRECT_DOWNLINE);
    await refuse(999_999, 404, AgentErrorCode.NOT_DIRECT_DOWNLINE);
    await refuse(memberId(app, 'player1'), 409, AgentErrorCode.DOWNLINE_NOT_AGENT);
    const badTiers: unknown[] = [
      [],
      [{ activeMembers: 1, periodValidBet: 1, rate: 4 }],
      [{ activeMembers: 1, periodValidBet: 1, rate: 2 }, { activeMembers: 1, periodValidBet: 1, rate: 1 }],
      [{ activeMembers: 1, periodValidBet: 1.001, rate: 1 }],
      [{ activeMembers: 1, periodValidBet: 1, rate: 1, periodNetLoss: 5 }],
      Array.from({ length: 6 }, (_, i) => ({ activeMembers: i, periodValidBet: i, rate: 0.1 + i * 0.1 })),
    ];
    for (const tiers of badTiers) {
      const res = await daily(tiers as typeof salaryTiers);
      expect([tiers, res.status, res.json.errorCode]).toEqual([tiers, 400, AgentErrorCode.VALIDATION_FAILED]);
    }
    expect((await daily(salaryTiers, { periodType: 'weekly' })).json.errorCode).toBe(ErrorCode.BAD_REQUEST);
    // ph runs no contract kind.
    const ph = await agentCall(app, await agentToken(app, 'ph'), AgentPath.CONTRACT_OFFER, {
      kind: 'dividend', downlineId: memberId(app, 'down1', 'ph'), periodType: 'weekly', tiers: [{ activeMembers: 1, periodValidBet: 0, rate: 5 }],
    }, 'ph');
    expect([ph.status, ph.json.errorCode]).toEqual([403, AgentErrorCode.FEATURE_DISABLED]);
  });

  it('offers (P), refuses a second pending offer, rejects (R), offers again and accepts (A)', async () => {
    const first = await daily();
    expect(first.status).toBe(200);
    expect(first.json.value).toMatchObject({ kind: 'dailySalary', status: 'P', periodType: 'daily', upline: { username: 'agent1' }, downline: { username: 'down1' } });
    const second = await daily();
    expect([second.status, second.json.errorCode]).toEqual([409, AgentErrorCode.CONTRACT_PENDING]);
    // The downline sees it in its contract info and its contracts page.
    const info = await agentCall<ContractInfoDto>(app, down1, AgentPath.CONTRACT_INFO);
    expect(info.json.value!.kinds.find((k) => k.kind === 'dailySalary')!.pending.map((c) => c.id)).toEqual([first.json.value!.id]);
    const mine = await agentCall<ContractsDto>(app, down1, AgentPath.CONTRACTS, { kind: 'dailySalary' });
    expect(mine.json.value!.mine!.id).toBe(first.json.value!.id);
    // Only the downline answers; only pending offers are accepted or rejected.
    expect((await agentCall(app, agent, ContractRelayPath.dailySalary, { contractId: first.json.value!.id, action: 'accept' })).json.errorCode)
      .toBe(AgentErrorCode.CONTRACT_NOT_FOUND);
    expect((await agentCall(app, down1, ContractRelayPath.dividend, { contractId: first.json.value!.id, action: 'accept' })).json.errorCode)
      .toBe(AgentErrorCode.CONTRACT_NOT_FOUND);
    expect((await agentCall(app, down1, ContractRelayPath.dailySalary, { contractId: first.json.value!.id, action: 'terminate' })).json.errorCode)
      .toBe(AgentErrorCode.CONTRACT_NOT_ACTIVE);
    const rejected = await agentCall<ContractDto>(app, down1, ContractRelayPath.dailySalary, { contractId: first.json.value!.id, action: 'reject' });
    expect(rejected.json.value).toMatchObject({ status: 'R', endReason: 'rejected', answeredAt: expect.any(Number) });
    expect((await agentCall(app, down1, ContractRelayPath.dailySalary, { contractId: first.json.value!.id, action: 'accept' })).json.errorCode)
      .toBe(AgentErrorCode.CONTRACT_NOT_PENDING);

    const again = await daily();
    const accepted = await agentCall<ContractDto>(app, down1, ContractRelayPath.dailySalary, { contractId: again.json.value!.id, action: 'accept' });
    expect(accepted.status).toBe(200);
    expect(accepted.json.value).toMatchObject({ status: 'A', endReason: null });
    const listed = await agentCall<ContractsDto>(app, agent, AgentPath.CONTRACTS, { kind: 'dailySalary', status: 'A' });
    expect(listed.json.value!.offered.list.map((c) => c.id)).toEqual([again.json.value!.id]);
    const all = await agentCall<ContractsDto>(app, agent, AgentPath.CONTRACTS, { kind: 'dailySalary' });
    expect(all.json.value!.offered.totalCount).toBe(2);
  });

  it('needs confirmation for a lower rate, then ends the old contract and offers the new in one step', async () => {
    const active = app.db.prepare("SELECT id FROM contracts WHERE kind = 'dailySalary' AND status = 'A' AND downline_id = ?").pluck().get(memberId(app, 'down1')) as number;
    const lower = [{ activeMembers: 1, periodValidBet: 1, rate: 0.5 }];
    const refused = await daily(lower);
    expect([refused.status, refused.json.errorCode]).toEqual([409, AgentErrorCode.LOWER_RATE_NEEDS_CONFIRM]);
    expect(app.db.prepare('SELECT status FROM contracts WHERE id = ?').pluck().get(active)).toBe('A');
    const confirmed = await daily(lower, { confirmLowerRate: true });
    expect(confirmed.json.value).toMatchObject({ status: 'P' });
    expect(app.db.prepare('SELECT status, end_reason FROM contracts WHERE id = ?').get(active)).toEqual({ status: 'R', end_reason: 'replaced' });
    // A higher offer needs no confirmation; accepting it ends nothing else (nothing else is in force now).
    const terminateLater = await agentCall<ContractDto>(app, down1, ContractRelayPath.dailySalary, { contractId: confirmed.json.value!.id, action: 'accept' });
    expect(terminateLater.json.value!.status).toBe('A');
    const ended = await agentCall<ContractDto>(app, down1, ContractRelayPath.dailySalary, { contractId: confirmed.json.value!.id, action: 'terminate' });
    expect(ended.json.value).toMatchObject({ status: 'R', endReason: 'terminated', endedAt: expect.any(Number) });
  });

  it("answers each kind only on that kind's relay of spec §7, and on no other path", async () => {
    const down2 = await downToken(app, 'down2');
    const tiersOf = (kind: ContractKind) => [{ activeMembers: 1, periodValidBet: 0, rate: CONTRACT_RATE_LIMITS[kind].max }];
    const offerTo = async (kind: ContractKind) =>
      (await offer({ kind, downlineId: memberId(app, 'down2'), periodType: PERIOD_TYPES_BY_KIND[kind][0], tiers: tiersOf(kind) })).json.value!.id;
    for (const kind of CONTRACT_KINDS) {
      const other = CONTRACT_KINDS.find((k) => k !== kind)!;
      const first = await offerTo(kind);
      expect((await agentCall(app, down2, ContractRelayPath[other], { contractId: first, action: 'reject' })).json.errorCode)
        .toBe(AgentErrorCode.CONTRACT_NOT_FOUND);
      const rejected = await agentCall<ContractDto>(app, down2, ContractRelayPath[kind], { contractId: first, action: 'reject' });
      expect([kind, rejected.json.value?.status, rejected.json.value?.endReason]).toEqual([kind, 'R', 'rejected']);
      const second = await offerTo(kind);
      const accepted = await agentCall<ContractDto>(app, down2, ContractRelayPath[kind], { contractId: second, action: 'accept' });
      expect([kind, accepted.json.value?.status]).toEqual([kind, 'A']);
      const ended = await agentCall<ContractDto>(app, down2, ContractRelayPath[kind], { contractId: second, action: 'terminate' });
      expect([kind, ended.json.value?.status, ended.json.value?.endReason]).toEqual([kind, 'R', 'terminated']);
    }
    // The one answer path the platform never had is not served.
    const invented = await agentCall(app, down2, '/wps/relay/ACS_answerContract', { kind: 'dividend', contractId: 1, action: 'accept' });
    expect([invented.status, invented.json.success]).toEqual([404, false]);
    // A merchant that does not run a kind refuses its relay (vn88 runs dividend and daily salary only).
    const vn = await agentCall(app, await downToken(app, 'down2', 'vn88'), ContractRelayPath.hourlySalary, { contractId: 1, action: 'accept' }, 'vn88');
    expect([vn.status, vn.json.errorCode]).toEqual([403, AgentErrorCode.FEATURE_DISABLED]);
  });
});

describe('settlement', () => {
  it('pays a closed period once, the highest tier met, from the upline to the downline', async () => {
    const agent = await agentToken(app);
    const down2 = await downToken(app, 'down2');
    const [agentId, down2Id] = [memberId(app, 'agent1'), memberId(app, 'down2')];
    const offer = await agentCall<ContractDto>(app, agent, AgentPath.CONTRACT_OFFER, {
      kind: 'hourlySalary', downlineId: down2Id, periodType: 'hourly', tiers: salaryTiers,
    });
    const id = offer.json.value!.id;
    expect((await agentCall<ContractDto>(app, down2, ContractRelayPath.hourlySalary, { contractId: id, action: 'accept' })).json.value!.status).toBe('A');
    const at = await clockNow();
    // Two team members bet in this hour: 12.00 + 9.00 valid (a push does not count), one win.
    insertBet(app, memberId(app, 'd2p1'), 1200, 0, at);
    insertBet(app, memberId(app, 'd2p2'), 900, 2000, at);
    insertBet(app, memberId(app, 'd2p2'), 500, 500, at);
    const before = { agent: mainBalance(app, agentId), down2: mainBalance(app, down2Id) };
    expect(payoutsOf(id)).toEqual([]);
    // Not before the hour closes.
    await agentCall(app, agent, AgentPath.PROFILE);
    expect(payoutsOf(id)).toEqual([]);

    const moved = await advance(HOUR + 1000);
    expect(moved.payouts).toBeGreaterThanOrEqual(1);
    const amount = Math.floor((2100 * 250) / 10_000);
    expect(payoutsOf(id)).toEqual([expect.objectContaining({ status: 'A', rate_cp: 250, active_members: 2, valid_bet_minor: 2100, amount_minor: amount, reason: null })]);
    expect(mainBalance(app, agentId)).toBe(before.agent - amount);
    expect(mainBalance(app, down2Id)).toBe(before.down2 + amount);
    expect(salaryRows(agentId)).toEqual([-amount]);
    expect(salaryRows(down2Id)).toEqual([amount]);

    // Settling again (every agent call, the clock) pays nothing more.
    await agentCall(app, agent, AgentPath.PROFILE);
    await agentCall(app, down2, AgentPath.CONTRACT_INFO);
    await advance(1000);
    expect(payoutsOf(id)).toHaveLength(1);
    expect(salaryRows(agentId)).toEqual([-amount]);
    expect(salaryRows(down2Id)).toEqual([amount]);

    // Both sides see it.
    const range = { from: (await clockNow()) - DAY, to: await clockNow() };
    const team = await agentCall<PayoutsDto>(app, agent, AgentPath.PAYOUTS, { kind: 'hourlySalary', role: 'team', ...range });
    expect(team.json.value!.list).toEqual([expect.objectContaining({ contractId: id, amount: amount / 100, status: 'A', downline: 'down2', rate: 2.5 })]);
    expect(team.json.value!.footer).toEqual({ count: 1, paid: amount / 100 });
    const mine = await agentCall<PayoutsDto>(app, down2, AgentPath.PAYOUTS, { kind: 'hourlySalary', role: 'mine', ...range });
    expect(mine.json.value!.list.map((p) => p.id)).toEqual(team.json.value!.list.map((p) => p.id));
    const income = await agentCall<IncomeDto>(app, down2, AgentPath.INCOME, range);
    expect(income.json.value!.footer).toMatchObject({ received: amount / 100 });
    const control = await call<{ list: { contractId: number }[] }>(app, 'GET', '/__sandbox/agent/payouts?merchant=demo&username=down2');
    expect(control.json.value!.list.filter((p) => p.contractId === id)).toHaveLength(1);
  });

  it('refuses a payout the upline cannot cover, and moves nothing', async () => {
    const down1 = await downToken(app);
    const down11 = await downToken(app, 'down11');
    const [down1Id, down11Id] = [memberId(app, 'down1'), memberId(app, 'down11')];
    const offer = await agentCall<ContractDto>(app, down1, AgentPath.CONTRACT_OFFER, {
      kind: 'realtimeSalary', downlineId: down11Id, periodType: 'fiveMinutes', tiers: [{ activeMembers: 1, periodValidBet: 0, rate: 3 }],
    });
    const id = offer.json.value!.id;
    await agentCall(app, down11, ContractRelayPath.realtimeSalary, { contractId: id, action: 'accept' });
    // down1's main wallet emptied.
    app.db.prepare("INSERT INTO wallet_ledger (member_id, amount_minor, kind, remark, created_at) VALUES (?, ?, 'WITHDRAW', 'test', ?)")
      .run(down1Id, -mainBalance(app, down1Id), await clockNow());
    insertBet(app, memberId(app, 'd11p1'), 5000, 0, await clockNow());
    const before = { down1: mainBalance(app, down1Id), down11: mainBalance(app, down11Id) };
    expect(before.down1).toBe(0);
    await advance(5 * 60 * 1000 + 1000);
    await agentCall(app, down1, AgentPath.PROFILE);
    expect(payoutsOf(id)).toEqual([expect.objectContaining({ status: 'R', reason: 'insufficient_funds', amount_minor: 150 })]);
    expect(mainBalance(app, down1Id)).toBe(0);
    expect(mainBalance(app, down11Id)).toBe(before.down11);
    expect(salaryRows(down11Id)).toEqual([]);
    const team = await agentCall<PayoutsDto>(app, down1, AgentPath.PAYOUTS, { kind: 'realtimeSalary', role: 'team', from: (await clockNow()) - DAY, to: await clockNow() });
    expect(team.json.value!.footer).toEqual({ count: 1, paid: 0 });
    expect(team.json.value!.list[0]).toMatchObject({ status: 'R', reason: 'insufficient_funds', paidAt: null });
  });

  it('has paid the seeded dividend agent1 → down1 for past weeks, on both sides', async () => {
    const id = app.db.prepare("SELECT id FROM contracts WHERE kind = 'dividend' AND merchant_code = 'demo' AND status = 'A'").pluck().get() as number;
    const paid = payoutsOf(id).filter((p) => p.status === 'A');
    expect(paid.length).toBeGreaterThanOrEqual(2);
    const rows = app.db.prepare("SELECT SUM(amount_minor) FROM wallet_ledger WHERE kind = 'DIVIDEND' AND member_id = ?").pluck();
    const total = paid.reduce((n, p) => n + p.amount_minor, 0);
    expect(rows.get(memberId(app, 'down1'))).toBe(total);
    expect(rows.get(memberId(app, 'agent1'))).toBe(-total);
  });
});
