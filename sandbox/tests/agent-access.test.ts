/** @jest-environment node */
/**
 * The agent centre's access rules and team management: who may call it, that an agent sees only its own team,
 * input refusals, registering downlines, and registration links whose codes register accounts under the agent.
 */
import {
  AgentErrorCode, AgentPath, ContractRelayPath, ErrorCode, type AgentAnnouncementDto, type AgentProfileDto, type ContractInfoDto,
  type DownlineDto, type DownlinesDto, type PagedDto, type RegistrationLinkDto,
} from '@site/platform-contract';
import { register } from './account-helpers';
import { call, makeSandbox, tokenFor, trialTokenFor } from './helpers';
import { agentCall, agentToken, DAY, downToken, memberId, playerToken, teamOf } from './agent-helpers';

jest.setTimeout(120_000);

const { app, cleanup } = makeSandbox({ drawTimer: false });
afterAll(cleanup);

const now = Date.now();
let trialToken = '';
beforeAll(async () => {
  trialToken = await trialTokenFor(app);
});
const RANGE = { from: now - 7 * DAY, to: now };
const READS: [string, Record<string, unknown>][] = [
  [AgentPath.PROFILE, {}],
  [AgentPath.ANNOUNCEMENTS, {}],
  [AgentPath.TEAM_OVERVIEW, RANGE],
  [AgentPath.DOWNLINES, {}],
  [AgentPath.LINKS, {}],
  [AgentPath.TEAM_BETS, RANGE],
  [AgentPath.TEAM_PROFIT, RANGE],
  [AgentPath.INCOME, RANGE],
  [AgentPath.TEAM_TRANSACTIONS, RANGE],
  [AgentPath.CONTRACTS, { kind: 'dividend' }],
  [AgentPath.PAYOUTS, { kind: 'dividend', role: 'team', ...RANGE }],
];

describe('who may use the agent centre', () => {
  it.each(READS)('%s: agents only, real accounts only, a token needed', async (path, body) => {
    const agent = await agentCall(app, await agentToken(app), path, body);
    expect([path, agent.status]).toEqual([path, 200]);
    expect(agent.json.success).toBe(true);
    const member = await agentCall(app, await playerToken(app), path, body);
    expect(member.status).toBe(403);
    expect(member.json.errorCode).toBe(AgentErrorCode.NOT_AGENT);
    const refused = await agentCall(app, trialToken, path, body);
    expect(refused.status).toBe(403);
    expect(refused.json.errorCode).toBe(ErrorCode.TRIAL_ACCOUNT);
    expect((await agentCall(app, undefined, path, body)).status).toBe(401);
    expect((await agentCall(app, 'junk-token', path, body)).status).toBe(401);
  });

  it('answers the write calls and relay aliases with 403 for a member', async () => {
    const member = await playerToken(app);
    for (const path of [AgentPath.REGISTER_DOWNLINE, AgentPath.LINK_CREATE, AgentPath.CONTRACT_OFFER, ...Object.values(ContractRelayPath)]) {
      expect([path, (await agentCall(app, member, path, {})).json.errorCode]).toEqual([path, AgentErrorCode.NOT_AGENT]);
    }
  });

  it('gives every real member the consolidated contract info, and refuses a trial account', async () => {
    const info = await agentCall<ContractInfoDto>(app, await playerToken(app), AgentPath.CONTRACT_INFO);
    expect(info.status).toBe(200);
    expect(info.json.value!.kinds.map((k) => k.kind)).toEqual(['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary']);
    expect(info.json.value!.kinds.every((k) => k.pending.length === 0 && k.active === null)).toBe(true);
    const down1 = await agentCall<ContractInfoDto>(app, await downToken(app), AgentPath.CONTRACT_INFO);
    expect(down1.json.value!.kinds[0]).toMatchObject({ kind: 'dividend', pending: [], active: { status: 'A', upline: { username: 'agent1' } } });
    // vn88 runs dividend and daily salary; ph none.
    const vn = await agentCall<ContractInfoDto>(app, await playerToken(app, 'vn88'), AgentPath.CONTRACT_INFO, {}, 'vn88');
    expect(vn.json.value!.kinds.map((k) => k.kind)).toEqual(['dividend', 'dailySalary']);
    const ph = await agentCall<ContractInfoDto>(app, await playerToken(app, 'ph'), AgentPath.CONTRACT_INFO, {}, 'ph');
    expect(ph.json.value!.kinds).toEqual([]);
    expect((await agentCall(app, trialToken, AgentPath.CONTRACT_INFO)).status).toBe(403);
  });
});

describe('profile and announcements', () => {
  it('describes the agent and its team', async () => {
    const { json } = await agentCall<AgentProfileDto>(app, await agentToken(app), AgentPath.PROFILE);
    const team = teamOf(app, memberId(app, 'agent1'));
    expect(json.value).toMatchObject({
      username: 'agent1', agentType: 1, gmtOffsetMinutes: 420, kinds: ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'],
      teamCount: team.size, directCount: [...team.values()].filter((l) => l === 1).length, affiliateCode: 'AGENT1', rebateRate: 2.5,
    });
    expect(team.size).toBeGreaterThanOrEqual(15);
    const ph = await agentCall<AgentProfileDto>(app, await agentToken(app, 'ph'), AgentPath.PROFILE, {}, 'ph');
    expect(ph.json.value).toMatchObject({ gmtOffsetMinutes: 480, kinds: [] });
  });

  it('lists announcements newest first, in the asked language', async () => {
    const token = await agentToken(app);
    const en = await agentCall<PagedDto<AgentAnnouncementDto>>(app, token, AgentPath.ANNOUNCEMENTS);
    expect(en.json.value!.totalCount).toBe(3);
    const times = en.json.value!.list.map((a) => a.publishedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const vi = await call<PagedDto<AgentAnnouncementDto>>(app, 'POST', AgentPath.ANNOUNCEMENTS, {
      merchant: 'demo', token, body: {}, headers: { Language: 'vi' },
    });
    expect(vi.json.value!.list[0]!.title).not.toBe(en.json.value!.list[0]!.title);
    const page2 = await agentCall<PagedDto<AgentAnnouncementDto>>(app, token, AgentPath.ANNOUNCEMENTS, { page: 2, pageSize: 2 });
    expect(page2.json.value!.list).toHaveLength(1);
  });
});

describe('an agent sees only its own team', () => {
  it('walks the team down by parentId, with the way back up', async () => {
    const token = await agentToken(app);
    const top = await agentCall<DownlinesDto>(app, token, AgentPath.DOWNLINES, { pageSize: 50 });
    const names = top.json.value!.list.map((d) => d.username);
    expect(names).toEqual(expect.arrayContaining(['player1', 'down1', 'down2', 'down3', 'a1p1']));
    expect(top.json.value!.list.every((d) => d.level === 1 && d.upline === 'agent1')).toBe(true);
    expect(top.json.value!.path).toEqual([]);
    const down1 = top.json.value!.list.find((d) => d.username === 'down1')!;
    expect(down1).toMatchObject({ type: 2, directCount: 3, status: 'active' });
    const down11 = memberId(app, 'down11');
    const deep = await agentCall<DownlinesDto>(app, token, AgentPath.DOWNLINES, { parentId: down11 });
    expect(deep.json.value!.list.map((d) => [d.username, d.level]).sort()).toEqual([['d11p1', 3], ['d11p2', 3]]);
    expect(deep.json.value!.path.map((p) => p.username)).toEqual(['agent1', 'down1', 'down11']);
    const search = await agentCall<DownlinesDto>(app, token, AgentPath.DOWNLINES, { username: 'd11' });
    expect(search.json.value!.list.map((d) => d.username).sort()).toEqual(['d11p1', 'd11p2']);
  });

  it('refuses members outside the team, as if they did not exist', async () => {
    const down1 = await downToken(app);
    const outside = [memberId(app, 'agent1'), memberId(app, 'down2'), memberId(app, 'player1'), memberId(app, 'd2p1'), memberId(app, 'player1', 'ph'), 999_999];
    for (const parentId of outside) {
      const res = await agentCall(app, down1, AgentPath.DOWNLINES, { parentId });
      expect([parentId, res.status, res.json.errorCode]).toEqual([parentId, 404, AgentErrorCode.NOT_IN_TEAM]);
    }
    for (const path of [AgentPath.TEAM_BETS, AgentPath.TEAM_PROFIT, AgentPath.TEAM_TRANSACTIONS]) {
      for (const username of ['agent1', 'down2', 'player1', 'nobody']) {
        const res = await agentCall(app, down1, path, { ...RANGE, username });
        expect([path, username, res.status, res.json.errorCode]).toEqual([path, username, 404, AgentErrorCode.NOT_IN_TEAM]);
      }
      // Its own team's members are fine.
      expect((await agentCall(app, down1, path, { ...RANGE, username: 'd11p1' })).status).toBe(200);
    }
    const search = await agentCall<DownlinesDto>(app, down1, AgentPath.DOWNLINES, { username: 'p' , pageSize: 50 });
    const team = teamOf(app, memberId(app, 'down1'));
    expect(search.json.value!.list.every((d) => team.has(d.id))).toBe(true);
    // Another agent's contract and link ids.
    const agentContract = app.db.prepare("SELECT id FROM contracts WHERE kind = 'dividend' AND merchant_code = 'demo'").pluck().get() as number;
    const down2 = await downToken(app, 'down2');
    const answer = await agentCall(app, down2, ContractRelayPath.dividend, { contractId: agentContract, action: 'terminate' });
    expect(answer.json.errorCode).toBe(AgentErrorCode.CONTRACT_NOT_FOUND);
    const link = await agentCall<RegistrationLinkDto>(app, await agentToken(app), AgentPath.LINK_CREATE, { accountType: 'member', rebateRate: 1 });
    const del = await agentCall(app, down2, AgentPath.LINK_DELETE, { id: link.json.value!.id });
    expect([del.status, del.json.errorCode]).toEqual([404, AgentErrorCode.LINK_NOT_FOUND]);
  });

  it('shows team rows only', async () => {
    const down1 = await downToken(app);
    const team = teamOf(app, memberId(app, 'down1'));
    const names = new Set(
      (app.db.prepare('SELECT username FROM members WHERE id IN (SELECT value FROM json_each(?))').pluck().all(JSON.stringify([...team.keys()])) as string[]),
    );
    const bets = await agentCall<PagedDto<{ username: string }>>(app, down1, AgentPath.TEAM_BETS, { ...RANGE, pageSize: 50 });
    expect(bets.json.value!.list.length).toBeGreaterThan(0);
    expect(bets.json.value!.list.every((r) => names.has(r.username))).toBe(true);
    const tx = await agentCall<PagedDto<{ username: string }>>(app, down1, AgentPath.TEAM_TRANSACTIONS, { ...RANGE, pageSize: 50 });
    expect(tx.json.value!.list.every((r) => names.has(r.username) && r.username !== 'down1')).toBe(true);
  });
});

describe('bad input', () => {
  it('answers 400 envelopes', async () => {
    const token = await agentToken(app);
    const cases: [string, unknown, string][] = [
      [AgentPath.TEAM_OVERVIEW, {}, ErrorCode.BAD_REQUEST],
      [AgentPath.TEAM_OVERVIEW, { from: now - 40 * DAY, to: now }, ErrorCode.RANGE_TOO_LONG],
      [AgentPath.TEAM_BETS, { ...RANGE, category: 'NOPE' }, ErrorCode.BAD_REQUEST],
      [AgentPath.DOWNLINES, { parentId: 'x' }, ErrorCode.BAD_REQUEST],
      [AgentPath.DOWNLINES, { pageSize: 10_000 }, ErrorCode.BAD_REQUEST],
      [AgentPath.CONTRACTS, { kind: '__proto__' }, ErrorCode.BAD_REQUEST],
      [AgentPath.REGISTER_DOWNLINE, { username: 'ab', password: 'Abcdef12', accountType: 'member', rebateRate: 1 }, AgentErrorCode.VALIDATION_FAILED],
      [AgentPath.REGISTER_DOWNLINE, { username: 'goodname1', password: 'short1', accountType: 'member', rebateRate: 1 }, AgentErrorCode.VALIDATION_FAILED],
      [AgentPath.REGISTER_DOWNLINE, { username: 'goodname1', password: 'Abcdef12', accountType: 'member', rebateRate: 3 }, AgentErrorCode.VALIDATION_FAILED],
      [AgentPath.REGISTER_DOWNLINE, { username: 'goodname1', password: 'Abcdef12', accountType: 'boss', rebateRate: 1 }, ErrorCode.BAD_REQUEST],
      [AgentPath.LINK_CREATE, { accountType: 'member', rebateRate: '1' }, ErrorCode.BAD_REQUEST],
      [AgentPath.LINK_CREATE, { accountType: 'member', rebateRate: 1, remark: 'x'.repeat(41) }, ErrorCode.BAD_REQUEST],
      [AgentPath.CONTRACT_OFFER, { kind: 'dailySalary', downlineId: 1, periodType: 'weekly', tiers: [] }, ErrorCode.BAD_REQUEST],
    ];
    for (const [path, body, code] of cases) {
      const res = await agentCall(app, token, path, body);
      expect([path, body, res.status, res.json.errorCode]).toEqual([path, body, 400, code]);
      expect(res.json.success).toBe(false);
    }
    for (const raw of ['[1]', 'null', '{"a":', '"text"']) {
      expect((await call(app, 'POST', AgentPath.PROFILE, { merchant: 'demo', token, body: raw })).status).toBe(400);
    }
  });
});

describe('registering downlines', () => {
  it('makes a real member under the agent, who can log in', async () => {
    const token = await agentToken(app);
    const made = await agentCall<DownlineDto>(app, token, AgentPath.REGISTER_DOWNLINE, {
      username: 'fresh01', password: 'Fresh#2026x1', accountType: 'agent', rebateRate: 1.5,
    });
    expect(made.status).toBe(200);
    expect(made.json.value).toMatchObject({ username: 'fresh01', type: 2, level: 1, upline: 'agent1', balance: 0, rebateRate: 1.5 });
    const row = app.db.prepare("SELECT upline_id, password_hash FROM members WHERE merchant_code = 'demo' AND username = 'fresh01'").get() as { upline_id: number; password_hash: string };
    expect(row.upline_id).toBe(memberId(app, 'agent1'));
    expect(row.password_hash).toMatch(/^scrypt\$/);
    await expect(tokenFor(app, 'demo', 'fresh01', 'Fresh#2026x1')).resolves.toEqual(expect.any(String));
    const again = await agentCall(app, token, AgentPath.REGISTER_DOWNLINE, { username: 'FRESH01', password: 'Fresh#2026x1', accountType: 'member', rebateRate: 0 });
    expect([again.status, again.json.errorCode]).toEqual([409, AgentErrorCode.USERNAME_TAKEN]);
  });
});

describe('registration links', () => {
  it('creates codes that register accounts under the agent, and counts them', async () => {
    const token = await agentToken(app);
    const made = await agentCall<RegistrationLinkDto>(app, token, AgentPath.LINK_CREATE, { accountType: 'agent', rebateRate: 1.2, remark: 'Forum' });
    expect(made.status).toBe(200);
    const link = made.json.value!;
    expect(link).toMatchObject({ accountType: 'agent', rebateRate: 1.2, remark: 'Forum', registrations: 0 });
    expect((await call(app, 'GET', `/wps/agent/affiliate?code=${link.code}`, { merchant: 'demo' })).status).toBe(200);
    const reg = await register(app, 'demo', {
      regType: 'username', username: 'linked01', password: 'Linked#2026', confirmPassword: 'Linked#2026', payeeName: 'Lin Ked',
      affiliateCode: link.code,
    });
    expect(reg.status).toBe(200);
    const row = app.db.prepare("SELECT upline_id, type, rebate_bp FROM members WHERE merchant_code = 'demo' AND username = 'linked01'").get();
    expect(row).toEqual({ upline_id: memberId(app, 'agent1'), type: 2, rebate_bp: 120 });
    const list = await agentCall<RegistrationLinkDto[]>(app, token, AgentPath.LINKS);
    expect(list.json.value!.find((l) => l.id === link.id)!.registrations).toBe(1);
    // Deleted: the code no longer registers.
    expect((await agentCall(app, token, AgentPath.LINK_DELETE, { id: link.id })).json.value).toEqual({ id: link.id });
    expect((await call(app, 'GET', `/wps/agent/affiliate?code=${link.code}`, { merchant: 'demo' })).status).toBe(400);
    expect((await agentCall(app, token, AgentPath.LINK_DELETE, { id: link.id })).status).toBe(404);
  });

  it('allows at most 20 links', async () => {
    const token = await downToken(app, 'down2');
    for (let i = 0; i < 20; i++) expect((await agentCall(app, token, AgentPath.LINK_CREATE, { accountType: 'member', rebateRate: 0.5 })).status).toBe(200);
    const over = await agentCall(app, token, AgentPath.LINK_CREATE, { accountType: 'member', rebateRate: 0.5 });
    expect([over.status, over.json.errorCode]).toEqual([409, AgentErrorCode.TOO_MANY_LINKS]);
    const list = await agentCall<RegistrationLinkDto[]>(app, token, AgentPath.LINKS);
    expect(list.json.value!.map((l) => l.id)).toEqual([...list.json.value!.map((l) => l.id)].sort((a, b) => b - a));
  });
});

describe('odd input as an agent', () => {
  it('answers every agent call below 500, in the envelope', async () => {
    const token = await agentToken(app);
    const values: unknown[] = [null, true, -1, 0, 1e300, 3.14159, '', 'x'.repeat(5000), '__proto__', [], [1, 'a'], { a: 1 }, { __proto__: { x: 1 } }];
    const keys = ['kind', 'downlineId', 'periodType', 'tiers', 'confirmLowerRate', 'contractId', 'action', 'role', 'from', 'to', 'page',
      'pageSize', 'parentId', 'username', 'category', 'id', 'accountType', 'rebateRate', 'remark', 'password', 'status'];
    const paths = [...Object.values(AgentPath), ...Object.values(ContractRelayPath)];
    let n = 0;
    for (const path of paths) {
      for (let i = 0; i < 25; i++) {
        const body: Record<string, unknown> = { from: now - DAY, to: now, kind: 'dividend' };
        for (let k = 0; k < 3; k++) body[keys[(i * 7 + k * 5 + path.length) % keys.length]!] = values[(i * 3 + k) % values.length];
        const res = await agentCall(app, token, path, body);
        expect([path, body, res.status < 500]).toEqual([path, body, true]);
        expect(typeof res.json.success).toBe('boolean');
        n += 1;
      }
      const raw = await call(app, 'POST', path, { merchant: 'demo', token, body: '{"__proto__":{"polluted":1},"tiers":[{"__proto__":null}]}' });
      expect(raw.status).toBeLessThan(500);
    }
    expect(n).toBe(paths.length * 25);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
