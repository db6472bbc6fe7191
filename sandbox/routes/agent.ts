/**
 * The agent centre (contract/agent.ts AgentPath and ContractRelayPath): profile, announcements, team overview,
 * team management (downlines, registering one, registration links), team reports (bets, profit and loss, transactions),
 * the agent's income, and contracts (offers, answers, payouts).
 *
 * Every call needs the token of an agent (AGENT_CENTRE_TYPES; others 403 not_agent, a trial account 403
 * in_need_true_account) but CONTRACT_INFO, which any real member may ask. An agent sees only its team: its downlines at
 * any depth; naming anyone else answers 404 not_in_team, like a member that does not exist. Closed contract periods
 * are settled (sandbox/lib/contracts.ts) at the start of every call, at the sandbox clock's time.
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import {
  AGENT_CENTRE_TYPES, AGENT_REPORT_MAX_DAYS, AgentErrorCode, AgentPath, CONTRACT_KINDS, CONTRACT_RATE_LIMITS, ContractFlag,
  ContractRelayPath, ErrorCode, GAME_LIST_TYPES, LedgerKind, MAX_CONTRACT_TIERS, MAX_REGISTRATION_LINKS, PERIOD_TYPES_BY_KIND,
  VENDOR_FEE_PERCENT,
  type AgentAnnouncementDto, type AgentProfileDto, type ContractDto, type ContractInfoDto, type ContractKind, type ContractsDto,
  type ContractStatus, type ContractTierDto, type DownlineDto, type DownlinesDto, type IncomeDto, type PayoutDto, type PayoutsDto,
  type PeriodType, type RegistrationLinkDto, type TeamBetsDto, type TeamFiguresDto, type TeamOverviewDto, type TeamProfitDto,
  type TeamProfitRowDto, type TeamSeriesPointDto, type TeamTransactionsDto,
} from '@site/platform-contract';
import { randomCode } from '../lib/accounts';
import { requireRealAccount, requireMember, requireMerchant } from '../lib/auth';
import type { AppEnv, Deps, MemberRow } from '../lib/context';
import { cpToRate, parseTiers, periodStartOf, rateToCp, settleContracts, VALID_BET_SQL } from '../lib/contracts';
import { ApiError, ok } from '../lib/envelope';
import { absoluteCdnLinks, createLanguages } from '../lib/language';
import { limitOffset, paged, readPage, readRange } from '../lib/paging';
import { hashPassword } from '../lib/passwords';
import {
  optionalString, readJsonObject, requireNumber, requireOneOf, requireString, type Json,
} from '../lib/validate';
import { toMajor, toMinor } from '../lib/wallet';

const DAY = 24 * 60 * 60 * 1000;
const LEDGER_KINDS = Object.values(LedgerKind);
const AGENT_TYPES: readonly number[] = AGENT_CENTRE_TYPES;
const SUB_AGENT_TYPE = 2;
const MAX_ID = Number.MAX_SAFE_INTEGER;

const invalid = (message: string) => new ApiError(400, AgentErrorCode.VALIDATION_FAILED, message);
const notInTeam = () => new ApiError(404, AgentErrorCode.NOT_IN_TEAM, 'No such member in your team');

const optionalOneOf = <T extends string>(body: Json, key: string, allowed: readonly T[]): T | undefined =>
  body[key] === undefined || body[key] === null ? undefined : requireOneOf(body, key, allowed);
const readId = (body: Json, key: string) => requireNumber(body, key, { integer: true, min: 1, max: MAX_ID });
const optionalId = (body: Json, key: string) => (body[key] === undefined || body[key] === null ? undefined : readId(body, key));

/** A percent with at most 2 decimals within [min, max], in hundredths of a percent. */
function readRateCp(body: Json, key: string, min: number, max: number): number {
  const v = requireNumber(body, key);
  const cp = toMinor(v);
  if (cp === null || v < min || v > max) throw invalid(`${key} must be a percent from ${min} to ${max} with at most 2 decimals`);
  return cp;
}

/** The team of @agent: its downlines at any depth, with their level (1: direct). */
const TEAM = `team(id, level) AS (
  SELECT id, 1 FROM members WHERE upline_id = @agent
  UNION ALL SELECT m.id, t.level + 1 FROM members m JOIN team t ON m.upline_id = t.id
)`;

interface ContractJoinRow {
  id: number;
  kind: ContractKind;
  period_type: PeriodType;
  tiers: string;
  top_rate_cp: number;
  status: ContractStatus;
  end_reason: ContractDto['endReason'];
  upline_id: number;
  downline_id: number;
  upline: string;
  downline: string;
  offered_at: number;
  answered_at: number | null;
  ended_at: number | null;
}

const contractDto = (r: ContractJoinRow): ContractDto => ({
  id: r.id,
  kind: r.kind,
  periodType: r.period_type,
  tiers: parseTiers(r.tiers),
  status: r.status,
  endReason: r.end_reason,
  upline: { id: r.upline_id, username: r.upline },
  downline: { id: r.downline_id, username: r.downline },
  offeredAt: r.offered_at,
  answeredAt: r.answered_at,
  endedAt: r.ended_at,
});

const CONTRACT_SELECT = `SELECT c.*, u.username AS upline, d.username AS downline
  FROM contracts c JOIN members u ON u.id = c.upline_id JOIN members d ON d.id = c.downline_id`;

/** The tiers of an offer: 1–MAX_CONTRACT_TIERS, rates within the kind's limits, rates rising, thresholds not falling. */
function readTiers(body: Json, kind: ContractKind): ContractTierDto[] {
  const raw = body.tiers;
  if (!Array.isArray(raw)) throw new ApiError(400, ErrorCode.BAD_REQUEST, 'tiers must be an array');
  if (raw.length < 1 || raw.length > MAX_CONTRACT_TIERS) throw invalid(`tiers must have 1–${MAX_CONTRACT_TIERS} entries`);
  const limits = CONTRACT_RATE_LIMITS[kind];
  const tiers = raw.map((t, i): ContractTierDto => {
    if (typeof t !== 'object' || t === null || Array.isArray(t)) throw new ApiError(400, ErrorCode.BAD_REQUEST, `tiers[${i}] must be an object`);
    const o = t as Json;
    const activeMembers = requireNumber(o, 'activeMembers', { integer: true, min: 0, max: 1_000_000 });
    const money = (key: string) => {
      const v = requireNumber(o, key, { min: 0, max: 1e12 });
      if (toMinor(v) === null) throw invalid(`tiers[${i}].${key} may have at most 2 decimals`);
      return v;
    };
    const periodValidBet = money('periodValidBet');
    if (kind !== 'dividend' && o.periodNetLoss !== undefined && o.periodNetLoss !== null) {
      throw invalid('periodNetLoss is for dividend contracts only');
    }
    const rateCp = readRateCp(o, 'rate', limits.min, limits.max);
    const tier: ContractTierDto = { activeMembers, periodValidBet, rate: cpToRate(rateCp) };
    if (kind === 'dividend') tier.periodNetLoss = o.periodNetLoss === undefined || o.periodNetLoss === null ? 0 : money('periodNetLoss');
    return tier;
  });
  for (let i = 1; i < tiers.length; i++) {
    const [a, b] = [tiers[i - 1]!, tiers[i]!];
    if (b.rate <= a.rate || b.activeMembers < a.activeMembers || b.periodValidBet < a.periodValidBet || (b.periodNetLoss ?? 0) < (a.periodNetLoss ?? 0)) {
      throw invalid('tiers must rise: each rate above the one before, thresholds not below');
    }
  }
  return tiers;
}

export function registerAgentRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db, clock } = deps;
  const merchant = requireMerchant(deps);
  const member = requireMember(deps);
  const languages = createLanguages(deps);
  const flagsOf = db.prepare('SELECT flag FROM merchant_flags WHERE merchant_code = ?').pluck();
  const offsetOf = db.prepare('SELECT gmt_offset_minutes FROM merchants WHERE code = ?').pluck();
  const kindsOf = (code: string): ContractKind[] => {
    const flags = new Set(flagsOf.all(code) as string[]);
    return CONTRACT_KINDS.filter((k) => flags.has(ContractFlag[k]));
  };

  const agentOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!AGENT_TYPES.includes(c.get('member').type)) throw new ApiError(403, AgentErrorCode.NOT_AGENT, 'Only agents may use the agent centre');
    await next();
  };
  const settle: MiddlewareHandler<AppEnv> = async (c, next) => {
    settleContracts(db, c.get('merchant').code, clock.now());
    await next();
  };
  type Handler = (c: Context<AppEnv>, body: Json, me: MemberRow) => unknown;
  const agentCall = (path: string, handler: Handler, bodyOptional = true) =>
    app.post(path, merchant, member, requireRealAccount, agentOnly, settle, async (c) =>
      ok(c, handler(c, await readJsonObject(c, bodyOptional), c.get('member'))),
    );
  const requireKind = (c: Context<AppEnv>, kind: ContractKind) => {
    if (!kindsOf(c.get('merchant').code).includes(kind)) {
      throw new ApiError(403, AgentErrorCode.FEATURE_DISABLED, 'This site does not run this contract kind');
    }
  };

  // ——— who is in the team

  /** How deep `memberId` is under `agentId` (1: a direct downline), or undefined when it is not in the team. */
  const walkUp = db.prepare(
    `WITH RECURSIVE up(id, upline, depth) AS (
       SELECT id, upline_id, 0 FROM members WHERE id = @member AND merchant_code = @merchant
       UNION ALL SELECT m.id, m.upline_id, up.depth + 1 FROM members m JOIN up ON m.id = up.upline WHERE up.depth < 1000
     ) SELECT id, depth FROM up ORDER BY depth`,
  );
  /** The chain from the member up to the agent (the member first), or undefined when the agent is not above it. */
  const chainTo = (merchantCode: string, agentId: number, memberId: number): number[] | undefined => {
    const rows = walkUp.all({ member: memberId, merchant: merchantCode }) as { id: number; depth: number }[];
    const at = rows.findIndex((r) => r.id === agentId);
    return at <= 0 ? undefined : rows.slice(0, at + 1).map((r) => r.id);
  };
  const byUsername = db.prepare('SELECT id FROM members WHERE merchant_code = ? AND username = ?').pluck();
  /** A team member named by username: its id, or 404 not_in_team. */
  const teamMemberNamed = (c: Context<AppEnv>, me: MemberRow, username: string): number => {
    const id = byUsername.get(c.get('merchant').code, username) as number | undefined;
    if (id === undefined || !chainTo(c.get('merchant').code, me.id, id)) throw notInTeam();
    return id;
  };
  const readUsernameFilter = (body: Json) => optionalString(body, 'username', { max: 64 });

  // ——— profile and announcements

  const countTeam = db.prepare(
    `WITH RECURSIVE ${TEAM} SELECT COUNT(*) AS team, COALESCE(SUM(level = 1), 0) AS direct FROM team`,
  );
  agentCall(AgentPath.PROFILE, (c, _body, me): AgentProfileDto => {
    const m = c.get('merchant');
    const counts = countTeam.get({ agent: me.id }) as { team: number; direct: number };
    return {
      id: me.id,
      username: me.username,
      nickname: me.nickname,
      agentType: me.type,
      gmtOffsetMinutes: offsetOf.get(m.code) as number,
      kinds: kindsOf(m.code),
      directCount: counts.direct,
      teamCount: counts.team,
      affiliateCode: me.affiliate_code,
      rebateRate: cpToRate(me.rebate_bp),
    };
  });

  const announcementPage = db.prepare(
    `SELECT a.id, a.published_at, COALESCE(t.title, d.title) AS title, COALESCE(t.html, d.html) AS html
     FROM agent_announcements a
     LEFT JOIN agent_announcement_i18n t ON t.announcement_id = a.id AND t.language = @lang
     LEFT JOIN agent_announcement_i18n d ON d.announcement_id = a.id AND d.language = @fallback
     WHERE a.merchant_code = @merchant AND a.published_at <= @now AND COALESCE(t.title, d.title) IS NOT NULL
     ORDER BY a.published_at DESC, a.id DESC LIMIT @limit OFFSET @offset`,
  );
  const announcementCount = db.prepare(
    'SELECT COUNT(*) FROM agent_announcements WHERE merchant_code = @merchant AND published_at <= @now',
  ).pluck();
  agentCall(AgentPath.ANNOUNCEMENTS, (c, body) => {
    const page = readPage(body);
    const [limit, offset] = limitOffset(page);
    const code = c.get('merchant').code;
    const params = { merchant: code, now: clock.now(), lang: languages.contentLanguage(c), fallback: languages.defaultOf(code) };
    const rows = announcementPage.all({ ...params, limit, offset }) as { id: number; published_at: number; title: string; html: string }[];
    const list = rows.map((r): AgentAnnouncementDto => ({
      id: r.id, title: r.title, html: absoluteCdnLinks(r.html, deps.abs), publishedAt: r.published_at,
    }));
    return paged(list, announcementCount.get(params) as number, page);
  });

  // ——— team overview

  const overviewLedger = db.prepare(
    `WITH RECURSIVE ${TEAM}
     SELECT CAST((w.created_at - @firstDay) / ${DAY} AS INTEGER) AS day, w.kind, SUM(w.amount_minor) AS total
     FROM wallet_ledger w JOIN team t ON t.id = w.member_id
     WHERE w.created_at BETWEEN @from AND @to
       AND w.kind IN ('DEPOSIT', 'WITHDRAW', 'WITHDRAW_REFUND', 'REBATE', 'SALARY', 'DIVIDEND', 'BONUS', 'REFERRAL')
     GROUP BY day, w.kind`,
  );
  const overviewBets = db.prepare(
    `WITH RECURSIVE ${TEAM}
     SELECT CAST((b.settled_at - @firstDay) / ${DAY} AS INTEGER) AS day, SUM(b.stake_minor) AS bet, SUM(${VALID_BET_SQL}) AS valid,
       SUM(b.payout_minor) AS win
     FROM bets b JOIN team t ON t.id = b.member_id
     WHERE b.status = 'settled' AND b.settled_at BETWEEN @from AND @to GROUP BY day`,
  );
  const overviewCounts = db.prepare(
    `WITH RECURSIVE ${TEAM}
     SELECT (SELECT COUNT(*) FROM team) AS size,
       (SELECT COUNT(*) FROM team t JOIN members m ON m.id = t.id WHERE m.created_at BETWEEN @from AND @to) AS joined,
       (SELECT COUNT(DISTINCT b.member_id) FROM bets b JOIN team t ON t.id = b.member_id
         WHERE b.status = 'settled' AND b.settled_at BETWEEN @from AND @to) AS active,
       (SELECT COALESCE(SUM(w.amount_minor), 0) FROM wallet_ledger w JOIN team t ON t.id = w.member_id WHERE w.wallet = 'MAIN') AS balance,
       (SELECT COALESCE(SUM(o.fee_minor), 0) FROM deposit_orders o JOIN team t ON t.id = o.member_id
         WHERE o.status = 2 AND o.decided_at BETWEEN @from AND @to) AS deposit_fee`,
  );
  const sizeByLevel = db.prepare(`WITH RECURSIVE ${TEAM} SELECT level, COUNT(*) AS count FROM team GROUP BY level ORDER BY level`);
  agentCall(AgentPath.TEAM_OVERVIEW, (c, body, me): TeamOverviewDto => {
    const range = readRange(body, AGENT_REPORT_MAX_DAYS);
    const offset = offsetOf.get(c.get('merchant').code) as number;
    const firstDay = periodStartOf('daily', range.from, offset);
    const days = Math.floor((range.to - firstDay) / DAY) + 1;
    const params = { agent: me.id, ...range, firstDay };
    type Day = { deposit: number; withdraw: number; bet: number; valid: number; win: number; rebate: number; salary: number; dividend: number; promotion: number };
    const zero = (): Day => ({ deposit: 0, withdraw: 0, bet: 0, valid: 0, win: 0, rebate: 0, salary: 0, dividend: 0, promotion: 0 });
    const perDay = Array.from({ length: days }, zero);
    for (const r of overviewLedger.all(params) as { day: number; kind: string; total: number }[]) {
      const d = perDay[r.day]!;
      if (r.kind === 'DEPOSIT') d.deposit += r.total;
      else if (r.kind === 'WITHDRAW' || r.kind === 'WITHDRAW_REFUND') d.withdraw -= r.total;
      else if (r.kind === 'REBATE') d.rebate += r.total;
      else if (r.kind === 'SALARY') d.salary += r.total;
      else if (r.kind === 'DIVIDEND') d.dividend += r.total;
      else d.promotion += r.total;
    }
    for (const r of overviewBets.all(params) as { day: number; bet: number; valid: number; win: number }[]) {
      Object.assign(perDay[r.day]!, { bet: r.bet, valid: r.valid, win: r.win });
    }
    const pl = (d: Day) => d.win - d.bet + d.rebate + d.salary + d.dividend + d.promotion;
    const sum = perDay.reduce((a, d) => {
      for (const k of Object.keys(a) as (keyof Day)[]) a[k] += d[k];
      return a;
    }, zero());
    const counts = overviewCounts.get(params) as { size: number; joined: number; active: number; balance: number; deposit_fee: number };
    const figures: TeamFiguresDto = {
      teamSize: counts.size,
      newMembers: counts.joined,
      activeMembers: counts.active,
      teamBalance: toMajor(counts.balance),
      deposit: toMajor(sum.deposit),
      withdraw: toMajor(sum.withdraw),
      betting: toMajor(sum.bet),
      validBet: toMajor(sum.valid),
      winning: toMajor(sum.win),
      rebate: toMajor(sum.rebate),
      salary: toMajor(sum.salary),
      dividend: toMajor(sum.dividend),
      promotion: toMajor(sum.promotion),
      vendorFee: toMajor(Math.floor((Math.max(0, sum.bet - sum.win) * VENDOR_FEE_PERCENT) / 100)),
      depositFee: toMajor(counts.deposit_fee),
      profitLoss: toMajor(pl(sum)),
    };
    const series = perDay.map((d, i): TeamSeriesPointDto => ({
      day: firstDay + i * DAY, deposit: toMajor(d.deposit), validBet: toMajor(d.valid), profitLoss: toMajor(pl(d)),
    }));
    return { figures, series, sizeByLevel: sizeByLevel.all({ agent: me.id }) as { level: number; count: number }[] };
  });

  // ——— team management

  const DOWNLINE_COLUMNS = `m.id, m.username, m.nickname, m.type, m.created_at, m.locked, m.rebate_bp, u.username AS upline,
    MAX(COALESCE((SELECT MAX(s.created_at) FROM sessions s WHERE s.member_id = m.id), 0), COALESCE(m.last_login_at, 0)) AS last_login,
    (SELECT COUNT(*) FROM members x WHERE x.upline_id = m.id) AS direct_count,
    (SELECT COALESCE(SUM(w.amount_minor), 0) FROM wallet_ledger w WHERE w.member_id = m.id AND w.wallet = 'MAIN') AS balance`;
  interface DownlineRow {
    id: number; username: string; nickname: string | null; type: number; created_at: number; locked: number; rebate_bp: number;
    upline: string; last_login: number; direct_count: number; balance: number; level: number;
  }
  const downlineDto = (r: DownlineRow): DownlineDto => ({
    id: r.id,
    username: r.username,
    nickname: r.nickname,
    type: r.type,
    level: r.level,
    balance: toMajor(r.balance),
    directCount: r.direct_count,
    createdAt: r.created_at,
    lastLoginAt: r.last_login > 0 ? r.last_login : null,
    status: r.locked ? 'locked' : 'active',
    upline: r.upline,
    rebateRate: cpToRate(r.rebate_bp),
  });
  const searchPage = db.prepare(
    `WITH RECURSIVE ${TEAM}
     SELECT ${DOWNLINE_COLUMNS}, t.level FROM team t JOIN members m ON m.id = t.id JOIN members u ON u.id = m.upline_id
     WHERE m.username LIKE @pattern ESCAPE '\\' ORDER BY m.created_at DESC, m.id DESC LIMIT @limit OFFSET @offset`,
  );
  const searchCount = db.prepare(
    `WITH RECURSIVE ${TEAM} SELECT COUNT(*) FROM team t JOIN members m ON m.id = t.id WHERE m.username LIKE @pattern ESCAPE '\\'`,
  ).pluck();
  const childrenPage = db.prepare(
    `SELECT ${DOWNLINE_COLUMNS}, @level AS level FROM members m JOIN members u ON u.id = m.upline_id
     WHERE m.upline_id = @parent ORDER BY m.created_at DESC, m.id DESC LIMIT @limit OFFSET @offset`,
  );
  const childrenCount = db.prepare('SELECT COUNT(*) FROM members WHERE upline_id = ?').pluck();
  const usernameOf = db.prepare('SELECT username FROM members WHERE id = ?').pluck();
  agentCall(AgentPath.DOWNLINES, (c, body, me): DownlinesDto => {
    const page = readPage(body);
    const [limit, offset] = limitOffset(page);
    const username = readUsernameFilter(body);
    if (username !== undefined && username.trim() !== '') {
      const pattern = `%${username.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      const list = (searchPage.all({ agent: me.id, pattern, limit, offset }) as DownlineRow[]).map(downlineDto);
      return { ...paged(list, searchCount.get({ agent: me.id, pattern }) as number, page), path: [] };
    }
    const parentId = optionalId(body, 'parentId') ?? me.id;
    let chain: number[] = [me.id];
    if (parentId !== me.id) {
      const found = chainTo(c.get('merchant').code, me.id, parentId);
      if (!found) throw notInTeam();
      chain = found;
    }
    const level = chain.length;
    const list = (childrenPage.all({ parent: parentId, level, limit, offset }) as DownlineRow[]).map(downlineDto);
    const path = parentId === me.id ? [] : [...chain].reverse().map((id) => ({ id, username: usernameOf.get(id) as string }));
    return { ...paged(list, childrenCount.get(parentId) as number, page), path };
  });

  const downlineById = db.prepare(
    `SELECT ${DOWNLINE_COLUMNS}, 1 AS level FROM members m JOIN members u ON u.id = m.upline_id WHERE m.id = ?`,
  );
  const usernameTaken = db.prepare('SELECT 1 FROM members WHERE merchant_code = ? AND username = ?').pluck();
  const referralTaken = db.prepare('SELECT 1 FROM members WHERE merchant_code = ? AND referral_code = ?').pluck();
  const insertDownline = db.prepare(
    `INSERT INTO members (merchant_code, username, password_hash, type, upline_id, first_login, password_changed_at, created_at,
       referral_code, rebate_bp, register_ip) VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?)`,
  );
  const insertIp = db.prepare('INSERT OR IGNORE INTO member_ips (member_id, ip) VALUES (?, ?)');
  const ownRebate = (me: MemberRow) => me.rebate_bp;
  const readRebate = (body: Json, me: MemberRow) => {
    const cp = readRateCp(body, 'rebateRate', 0, 100);
    if (cp > ownRebate(me)) throw invalid(`rebateRate may be at most your own (${cpToRate(ownRebate(me))})`);
    return cp;
  };
  agentCall(
    AgentPath.REGISTER_DOWNLINE,
    (c, body, me): DownlineDto => {
      const username = requireString(body, 'username', { max: 64 });
      const password = requireString(body, 'password', { max: 64 });
      const accountType = requireOneOf(body, 'accountType', ['member', 'agent'] as const);
      if (!/^[A-Za-z0-9]{4,16}$/.test(username)) throw invalid('username must be 4–16 letters and digits');
      if (!/^(?=.*[A-Za-z])(?=.*\d)\S{8,20}$/.test(password)) throw invalid('password must be 8–20 characters with a letter and a digit');
      const rebate = readRebate(body, me);
      const m = c.get('merchant');
      const taken = () => new ApiError(409, AgentErrorCode.USERNAME_TAKEN, 'This username is taken');
      if (usernameTaken.get(m.code, username) === 1) throw taken();
      const hash = hashPassword(password);
      const now = clock.now();
      let id = 0;
      try {
        db.transaction(() => {
          let code: string;
          do code = randomCode(8);
          while (referralTaken.get(m.code, code) === 1);
          id = Number(
            insertDownline.run(
              m.code, username, hash, accountType === 'agent' ? SUB_AGENT_TYPE : 0, me.id, now, now, code, rebate, c.get('visitorIp'),
            ).lastInsertRowid,
          );
          insertIp.run(id, c.get('visitorIp'));
        })();
      } catch (err) {
        if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') throw taken();
        throw err;
      }
      return downlineDto(downlineById.get(id) as DownlineRow);
    },
    false,
  );

  // ——— registration links

  const linksOf = db.prepare('SELECT * FROM registration_links WHERE agent_id = ? ORDER BY id DESC');
  const linkCount = db.prepare('SELECT COUNT(*) FROM registration_links WHERE agent_id = ?').pluck();
  const codeTaken = db.prepare(
    `SELECT EXISTS (SELECT 1 FROM registration_links WHERE merchant_code = @m AND code = @code)
       OR EXISTS (SELECT 1 FROM members WHERE merchant_code = @m AND affiliate_code = @code)`,
  ).pluck();
  const insertLink = db.prepare(
    `INSERT INTO registration_links (merchant_code, agent_id, code, account_type, rebate_bp, remark, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const linkById = db.prepare('SELECT * FROM registration_links WHERE id = ?');
  const deleteLink = db.prepare('DELETE FROM registration_links WHERE id = ? AND agent_id = ?');
  interface LinkRow { id: number; code: string; account_type: 'member' | 'agent'; rebate_bp: number; remark: string | null; registrations: number; created_at: number }
  const linkDto = (r: LinkRow): RegistrationLinkDto => ({
    id: r.id, code: r.code, accountType: r.account_type, rebateRate: cpToRate(r.rebate_bp), remark: r.remark,
    registrations: r.registrations, createdAt: r.created_at,
  });
  agentCall(AgentPath.LINKS, (_c, _body, me) => (linksOf.all(me.id) as LinkRow[]).map(linkDto));
  agentCall(
    AgentPath.LINK_CREATE,
    (c, body, me): RegistrationLinkDto => {
      const accountType = requireOneOf(body, 'accountType', ['member', 'agent'] as const);
      const rebate = readRebate(body, me);
      const remark = optionalString(body, 'remark', { min: 0, max: 40 })?.trim() || null;
      const m = c.get('merchant');
      let id = 0;
      db.transaction(() => {
        if ((linkCount.get(me.id) as number) >= MAX_REGISTRATION_LINKS) {
          throw new ApiError(409, AgentErrorCode.TOO_MANY_LINKS, `At most ${MAX_REGISTRATION_LINKS} registration links`);
        }
        let code: string;
        do code = randomCode(8);
        while (codeTaken.get({ m: m.code, code }) === 1);
        id = Number(insertLink.run(m.code, me.id, code, accountType, rebate, remark, clock.now()).lastInsertRowid);
      }).immediate();
      return linkDto(linkById.get(id) as LinkRow);
    },
    false,
  );
  agentCall(
    AgentPath.LINK_DELETE,
    (_c, body, me) => {
      const id = readId(body, 'id');
      if (deleteLink.run(id, me.id).changes !== 1) throw new ApiError(404, AgentErrorCode.LINK_NOT_FOUND, 'No such registration link');
      return { id };
    },
    false,
  );

  // ——— reports

  const TEAM_BET_FILTER = `b.created_at BETWEEN @from AND @to AND (@member IS NULL OR b.member_id = @member)
    AND (@category IS NULL OR g.game_type = @category)`;
  const TEAM_VALID = `CASE WHEN b.status = 'settled' THEN ${VALID_BET_SQL} ELSE 0 END`;
  const teamBetPage = db.prepare(
    `WITH RECURSIVE ${TEAM}
     SELECT b.id, m.username, b.created_at, g.game_type, b.vendor, g.game_name, b.stake_minor, b.payout_minor, b.status,
       ${TEAM_VALID} AS valid
     FROM bets b JOIN team t ON t.id = b.member_id JOIN members m ON m.id = b.member_id JOIN games g ON g.node_id = b.node_id
     WHERE ${TEAM_BET_FILTER} ORDER BY b.created_at DESC, b.id DESC LIMIT @limit OFFSET @offset`,
  );
  const teamBetTotals = db.prepare(
    `WITH RECURSIVE ${TEAM}
     SELECT COUNT(*) AS count, COALESCE(SUM(b.stake_minor), 0) AS bet, COALESCE(SUM(${TEAM_VALID}), 0) AS valid,
       COALESCE(SUM(CASE WHEN b.status = 'settled' THEN b.payout_minor ELSE 0 END), 0) AS win,
       COALESCE(SUM(CASE WHEN b.status = 'settled' THEN b.payout_minor - b.stake_minor ELSE 0 END), 0) AS result
     FROM bets b JOIN team t ON t.id = b.member_id JOIN games g ON g.node_id = b.node_id WHERE ${TEAM_BET_FILTER}`,
  );
  agentCall(AgentPath.TEAM_BETS, (c, body, me): TeamBetsDto => {
    const range = readRange(body, AGENT_REPORT_MAX_DAYS);
    const page = readPage(body);
    const username = readUsernameFilter(body);
    const category = optionalOneOf(body, 'category', GAME_LIST_TYPES) ?? null;
    const memberId = username === undefined ? null : teamMemberNamed(c, me, username);
    const [limit, offset] = limitOffset(page);
    const params = { agent: me.id, member: memberId, category, ...range };
    const t = teamBetTotals.get(params) as { count: number; bet: number; valid: number; win: number; result: number };
    type Row = { id: number; username: string; created_at: number; game_type: string; vendor: string; game_name: string; stake_minor: number; payout_minor: number; status: 'open' | 'settled'; valid: number };
    const list = (teamBetPage.all({ ...params, limit, offset }) as Row[]).map((r) => {
      const settled = r.status === 'settled';
      return {
        orderNo: `B${String(r.id).padStart(10, '0')}`,
        username: r.username,
        betTime: r.created_at,
        category: r.game_type,
        vendor: r.vendor,
        gameName: r.game_name,
        betAmount: toMajor(r.stake_minor),
        validBet: toMajor(r.valid),
        winAmount: settled ? toMajor(r.payout_minor) : 0,
        profitLoss: settled ? toMajor(r.payout_minor - r.stake_minor) : null,
        status: r.status,
      };
    });
    return paged(list, t.count, page, {
      count: t.count, betAmount: toMajor(t.bet), validBet: toMajor(t.valid), winAmount: toMajor(t.win), profitLoss: toMajor(t.result),
    });
  });

  const PROFIT_ROWS = `WITH RECURSIVE ${TEAM},
    bet AS (
      SELECT b.member_id, SUM(b.stake_minor) AS bet, SUM(${VALID_BET_SQL}) AS valid, SUM(b.payout_minor) AS win
      FROM bets b JOIN team t ON t.id = b.member_id
      WHERE b.status = 'settled' AND b.settled_at BETWEEN @from AND @to GROUP BY b.member_id
    ),
    led AS (
      SELECT w.member_id,
        SUM(CASE WHEN w.kind = 'REBATE' THEN w.amount_minor ELSE 0 END) AS rebate,
        SUM(CASE WHEN w.kind = 'SALARY' THEN w.amount_minor ELSE 0 END) AS salary,
        SUM(CASE WHEN w.kind = 'DIVIDEND' THEN w.amount_minor ELSE 0 END) AS dividend,
        SUM(CASE WHEN w.kind IN ('BONUS', 'REFERRAL') THEN w.amount_minor ELSE 0 END) AS promotion
      FROM wallet_ledger w JOIN team t ON t.id = w.member_id
      WHERE w.created_at BETWEEN @from AND @to AND w.kind IN ('REBATE', 'SALARY', 'DIVIDEND', 'BONUS', 'REFERRAL')
      GROUP BY w.member_id
    ),
    rows AS (
      SELECT m.username, t.level, COALESCE(bet.bet, 0) AS betting, COALESCE(bet.valid, 0) AS valid, COALESCE(bet.win, 0) AS winning,
        COALESCE(led.rebate, 0) AS rebate, COALESCE(led.salary, 0) AS salary, COALESCE(led.dividend, 0) AS dividend,
        COALESCE(led.promotion, 0) AS promotion
      FROM team t JOIN members m ON m.id = t.id LEFT JOIN bet ON bet.member_id = t.id LEFT JOIN led ON led.member_id = t.id
      WHERE (@member IS NULL OR t.id = @member) AND (bet.member_id IS NOT NULL OR led.member_id IS NOT NULL)
    )`;
  const profitPage = db.prepare(`${PROFIT_ROWS} SELECT * FROM rows ORDER BY level, username LIMIT @limit OFFSET @offset`);
  const profitTotals = db.prepare(
    `${PROFIT_ROWS} SELECT COUNT(*) AS count, COALESCE(SUM(betting), 0) AS betting, COALESCE(SUM(valid), 0) AS valid,
       COALESCE(SUM(winning), 0) AS winning, COALESCE(SUM(rebate), 0) AS rebate, COALESCE(SUM(salary), 0) AS salary,
       COALESCE(SUM(dividend), 0) AS dividend, COALESCE(SUM(promotion), 0) AS promotion FROM rows`,
  );
  type ProfitSums = { betting: number; valid: number; winning: number; rebate: number; salary: number; dividend: number; promotion: number };
  const profitFigures = (r: ProfitSums): Omit<TeamProfitRowDto, 'username' | 'level'> => ({
    betting: toMajor(r.betting),
    validBet: toMajor(r.valid),
    winning: toMajor(r.winning),
    rebate: toMajor(r.rebate),
    salary: toMajor(r.salary),
    dividend: toMajor(r.dividend),
    promotion: toMajor(r.promotion),
    profitLoss: toMajor(r.winning - r.betting + r.rebate + r.salary + r.dividend + r.promotion),
  });
  agentCall(AgentPath.TEAM_PROFIT, (c, body, me): TeamProfitDto => {
    const range = readRange(body, AGENT_REPORT_MAX_DAYS);
    const page = readPage(body);
    const username = readUsernameFilter(body);
    const memberId = username === undefined ? null : teamMemberNamed(c, me, username);
    const [limit, offset] = limitOffset(page);
    const params = { agent: me.id, member: memberId, ...range };
    const t = profitTotals.get(params) as ProfitSums & { count: number };
    const list = (profitPage.all({ ...params, limit, offset }) as (ProfitSums & { username: string; level: number })[]).map(
      (r): TeamProfitRowDto => ({ username: r.username, level: r.level, ...profitFigures(r) }),
    );
    return paged(list, t.count, page, profitFigures(t));
  });

  const INCOME_FILTER = "member_id = @member AND kind IN ('SALARY', 'DIVIDEND') AND created_at BETWEEN @from AND @to";
  const incomePage = db.prepare(
    `SELECT id, created_at, kind, amount_minor, remark FROM wallet_ledger WHERE ${INCOME_FILTER}
     ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`,
  );
  const incomeTotals = db.prepare(
    `SELECT COUNT(*) AS count, COALESCE(SUM(MAX(amount_minor, 0)), 0) AS received, COALESCE(SUM(MIN(amount_minor, 0)), 0) AS paid
     FROM wallet_ledger WHERE ${INCOME_FILTER}`,
  );
  agentCall(AgentPath.INCOME, (_c, body, me): IncomeDto => {
    const range = readRange(body, AGENT_REPORT_MAX_DAYS);
    const page = readPage(body);
    const [limit, offset] = limitOffset(page);
    const params = { member: me.id, ...range };
    const t = incomeTotals.get(params) as { count: number; received: number; paid: number };
    type Row = { id: number; created_at: number; kind: 'SALARY' | 'DIVIDEND'; amount_minor: number; remark: string | null };
    const list = (incomePage.all({ ...params, limit, offset }) as Row[]).map((r) => ({
      id: r.id, time: r.created_at, kind: r.kind, amount: toMajor(r.amount_minor), remark: r.remark,
    }));
    return paged(list, t.count, page, { received: toMajor(t.received), paid: toMajor(-t.paid), net: toMajor(t.received + t.paid) });
  });

  const TX_FILTER = `w.created_at BETWEEN @from AND @to AND (@member IS NULL OR w.member_id = @member) AND (@kind IS NULL OR w.kind = @kind)`;
  const txPage = db.prepare(
    `WITH RECURSIVE ${TEAM}
     SELECT w.id, m.username, w.created_at, w.kind, w.amount_minor, w.remark
     FROM wallet_ledger w JOIN team t ON t.id = w.member_id JOIN members m ON m.id = w.member_id
     WHERE ${TX_FILTER} ORDER BY w.created_at DESC, w.id DESC LIMIT @limit OFFSET @offset`,
  );
  const txTotals = db.prepare(
    `WITH RECURSIVE ${TEAM}
     SELECT COUNT(*) AS count, COALESCE(SUM(MAX(w.amount_minor, 0)), 0) AS credit, COALESCE(SUM(MIN(w.amount_minor, 0)), 0) AS debit
     FROM wallet_ledger w JOIN team t ON t.id = w.member_id WHERE ${TX_FILTER}`,
  );
  agentCall(AgentPath.TEAM_TRANSACTIONS, (c, body, me): TeamTransactionsDto => {
    const range = readRange(body, AGENT_REPORT_MAX_DAYS);
    const page = readPage(body);
    const username = readUsernameFilter(body);
    const kind = optionalOneOf(body, 'kind', LEDGER_KINDS) ?? null;
    const memberId = username === undefined ? null : teamMemberNamed(c, me, username);
    const [limit, offset] = limitOffset(page);
    const params = { agent: me.id, member: memberId, kind, ...range };
    const t = txTotals.get(params) as { count: number; credit: number; debit: number };
    type Row = { id: number; username: string; created_at: number; kind: LedgerKind; amount_minor: number; remark: string | null };
    const list = (txPage.all({ ...params, limit, offset }) as Row[]).map((r) => ({
      id: r.id, username: r.username, time: r.created_at, kind: r.kind, amount: toMajor(r.amount_minor), remark: r.remark,
    }));
    return paged(list, t.count, page, { count: t.count, in: toMajor(t.credit), out: toMajor(-t.debit) });
  });

  // ——— contracts

  const ownContract = db.prepare(
    `${CONTRACT_SELECT} WHERE c.downline_id = ? AND c.kind = ? AND c.status IN ('P', 'A') ORDER BY c.status DESC, c.id DESC`,
  );
  const offeredPage = db.prepare(
    `${CONTRACT_SELECT} WHERE c.upline_id = @me AND c.kind = @kind AND (@status IS NULL OR c.status = @status)
     ORDER BY c.id DESC LIMIT @limit OFFSET @offset`,
  );
  const offeredCount = db.prepare(
    'SELECT COUNT(*) FROM contracts WHERE upline_id = @me AND kind = @kind AND (@status IS NULL OR status = @status)',
  ).pluck();
  agentCall(AgentPath.CONTRACTS, (c, body, me): ContractsDto => {
    const kind = requireOneOf(body, 'kind', CONTRACT_KINDS);
    const status = optionalOneOf(body, 'status', ['P', 'A', 'R'] as const) ?? null;
    const page = readPage(body);
    requireKind(c, kind);
    const [limit, offset] = limitOffset(page);
    // Pending before accepted ('P' > 'A' descending).
    const mine = ownContract.get(me.id, kind) as ContractJoinRow | undefined;
    const params = { me: me.id, kind, status };
    const list = (offeredPage.all({ ...params, limit, offset }) as ContractJoinRow[]).map(contractDto);
    return { mine: mine ? contractDto(mine) : null, offered: paged(list, offeredCount.get(params) as number, page) };
  });

  const directDownline = db.prepare('SELECT id, type FROM members WHERE id = ? AND upline_id = ? AND merchant_code = ?');
  const contractOfKind = db.prepare('SELECT * FROM contracts WHERE downline_id = ? AND kind = ? AND status = ?');
  const endContract = db.prepare(
    "UPDATE contracts SET status = 'R', end_reason = ?, ended_at = ?, answered_at = COALESCE(answered_at, ?) WHERE id = ? AND status = ?",
  );
  const insertContract = db.prepare(
    `INSERT INTO contracts (merchant_code, kind, period_type, tiers, top_rate_cp, status, upline_id, downline_id, offered_at)
     VALUES (?, ?, ?, ?, ?, 'P', ?, ?, ?)`,
  );
  const contractById = db.prepare(`${CONTRACT_SELECT} WHERE c.id = ?`);
  agentCall(
    AgentPath.CONTRACT_OFFER,
    (c, body, me): ContractDto => {
      const kind = requireOneOf(body, 'kind', CONTRACT_KINDS);
      const downlineId = readId(body, 'downlineId');
      const periodType = requireOneOf(body, 'periodType', PERIOD_TYPES_BY_KIND[kind]);
      const tiers = readTiers(body, kind);
      const confirm = body.confirmLowerRate;
      if (confirm !== undefined && confirm !== null && typeof confirm !== 'boolean') {
        throw new ApiError(400, ErrorCode.BAD_REQUEST, 'confirmLowerRate must be a boolean');
      }
      requireKind(c, kind);
      const m = c.get('merchant');
      const down = directDownline.get(downlineId, me.id, m.code) as { id: number; type: number } | undefined;
      if (!down) throw new ApiError(404, AgentErrorCode.NOT_DIRECT_DOWNLINE, 'Not one of your direct downlines');
      if (!AGENT_TYPES.includes(down.type)) throw new ApiError(409, AgentErrorCode.DOWNLINE_NOT_AGENT, 'Contracts are for agents only');
      const topCp = rateToCp(tiers.at(-1)!.rate);
      const now = clock.now();
      let id = 0;
      try {
        db.transaction(() => {
          if (contractOfKind.get(down.id, kind, 'P')) {
            throw new ApiError(409, AgentErrorCode.CONTRACT_PENDING, 'An offer of this kind already waits for an answer');
          }
          const active = contractOfKind.get(down.id, kind, 'A') as { id: number; top_rate_cp: number } | undefined;
          if (active && active.top_rate_cp > topCp) {
            if (confirm !== true) {
              throw new ApiError(409, AgentErrorCode.LOWER_RATE_NEEDS_CONFIRM, 'The downline has a contract with a higher rate', {
                contractId: active.id, topRate: cpToRate(active.top_rate_cp),
              });
            }
            endContract.run('replaced', now, now, active.id, 'A');
          }
          id = Number(insertContract.run(m.code, kind, periodType, JSON.stringify(tiers), topCp, me.id, down.id, now).lastInsertRowid);
        }).immediate();
      } catch (err) {
        if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
          throw new ApiError(409, AgentErrorCode.CONTRACT_PENDING, 'An offer of this kind already waits for an answer');
        }
        throw err;
      }
      return contractDto(contractById.get(id) as ContractJoinRow);
    },
    false,
  );

  const contractForDownline = db.prepare('SELECT * FROM contracts WHERE id = ? AND downline_id = ? AND merchant_code = ?');
  const acceptContract = db.prepare(
    "UPDATE contracts SET status = 'A', answered_at = @now, accepted_at = @now, settled_until = @from WHERE id = @id AND status = 'P'",
  );
  // The downline's answer, one relay per kind (the kind is the path's): a contract of another kind is not found.
  const answer = (kind: ContractKind): Handler => (c, body, me) => {
    const contractId = readId(body, 'contractId');
    const action = requireOneOf(body, 'action', ['accept', 'reject', 'terminate'] as const);
    requireKind(c, kind);
    const m = c.get('merchant');
    const now = clock.now();
    db.transaction(() => {
      const row = contractForDownline.get(contractId, me.id, m.code) as { id: number; kind: ContractKind; status: ContractStatus; period_type: PeriodType } | undefined;
      if (!row || row.kind !== kind) throw new ApiError(404, AgentErrorCode.CONTRACT_NOT_FOUND, 'No such contract of yours');
      if (action === 'terminate') {
        if (row.status !== 'A') throw new ApiError(409, AgentErrorCode.CONTRACT_NOT_ACTIVE, 'Only a contract in force can be terminated');
        endContract.run('terminated', now, now, row.id, 'A');
        return;
      }
      if (row.status !== 'P') throw new ApiError(409, AgentErrorCode.CONTRACT_NOT_PENDING, 'This offer was already answered');
      if (action === 'reject') {
        endContract.run('rejected', now, now, row.id, 'P');
        return;
      }
      const active = contractOfKind.get(me.id, kind, 'A') as { id: number } | undefined;
      if (active) endContract.run('replaced', now, now, active.id, 'A');
      const offset = offsetOf.get(m.code) as number;
      acceptContract.run({ id: row.id, now, from: periodStartOf(row.period_type, now, offset) });
    }).immediate();
    return contractDto(contractById.get(contractId) as ContractJoinRow);
  };
  for (const kind of CONTRACT_KINDS) agentCall(ContractRelayPath[kind], answer(kind), false);

  const PAYOUT_FILTER = `c.kind = @kind AND (CASE WHEN @role = 'mine' THEN c.downline_id ELSE c.upline_id END) = @me
    AND p.period_start BETWEEN @from AND @to`;
  const payoutPage = db.prepare(
    `SELECT p.*, c.kind, u.username AS upline, d.username AS downline
     FROM contract_payouts p JOIN contracts c ON c.id = p.contract_id JOIN members u ON u.id = c.upline_id
     JOIN members d ON d.id = c.downline_id
     WHERE ${PAYOUT_FILTER} ORDER BY p.period_start DESC, p.id DESC LIMIT @limit OFFSET @offset`,
  );
  const payoutTotals = db.prepare(
    `SELECT COUNT(*) AS count, COALESCE(SUM(CASE WHEN p.status IN ('A', 'M') THEN p.amount_minor ELSE 0 END), 0) AS paid
     FROM contract_payouts p JOIN contracts c ON c.id = p.contract_id WHERE ${PAYOUT_FILTER}`,
  );
  agentCall(AgentPath.PAYOUTS, (c, body, me): PayoutsDto => {
    const kind = requireOneOf(body, 'kind', CONTRACT_KINDS);
    const role = requireOneOf(body, 'role', ['mine', 'team'] as const);
    const range = readRange(body, AGENT_REPORT_MAX_DAYS);
    const page = readPage(body);
    requireKind(c, kind);
    const [limit, offset] = limitOffset(page);
    const params = { kind, role, me: me.id, ...range };
    const t = payoutTotals.get(params) as { count: number; paid: number };
    return paged((payoutPage.all({ ...params, limit, offset }) as PayoutRow[]).map(payoutDto), t.count, page, {
      count: t.count, paid: toMajor(t.paid),
    });
  });

  // ——— the consolidated contract info (any real member)

  const ownOfStatus = db.prepare(`${CONTRACT_SELECT} WHERE c.downline_id = ? AND c.kind = ? AND c.status = ? ORDER BY c.id DESC`);
  app.post(AgentPath.CONTRACT_INFO, merchant, member, requireRealAccount, settle, async (c) => {
    await readJsonObject(c, true);
    const me = c.get('member');
    const value: ContractInfoDto = {
      kinds: kindsOf(c.get('merchant').code).map((kind) => {
        const active = ownOfStatus.get(me.id, kind, 'A') as ContractJoinRow | undefined;
        return {
          kind,
          pending: (ownOfStatus.all(me.id, kind, 'P') as ContractJoinRow[]).map(contractDto),
          active: active ? contractDto(active) : null,
        };
      }),
    };
    return ok(c, value);
  });
}

export interface PayoutRow {
  id: number;
  contract_id: number;
  kind: ContractKind;
  period_start: number;
  period_end: number;
  upline: string;
  downline: string;
  active_members: number;
  valid_bet_minor: number;
  profit_loss_minor: number;
  rate_cp: number;
  amount_minor: number;
  status: PayoutDto['status'];
  reason: PayoutDto['reason'];
  paid_at: number | null;
}

export const payoutDto = (r: PayoutRow): PayoutDto => ({
  id: r.id,
  contractId: r.contract_id,
  kind: r.kind,
  periodStart: r.period_start,
  periodEnd: r.period_end,
  upline: r.upline,
  downline: r.downline,
  activeMembers: r.active_members,
  validBet: toMajor(r.valid_bet_minor),
  profitLoss: toMajor(r.profit_loss_minor),
  rate: cpToRate(r.rate_cp),
  amount: toMajor(r.amount_minor),
  status: r.status,
  reason: r.reason,
  paidAt: r.paid_at,
});
