/**
 * Seed of the agent centre, for every merchant. Call inside the seed's transaction, after the accounts.
 * - The merchant's time zone (GMT_OFFSETS) and rebate rates (agent1 2.5 %, its sub-agents 2 %, sub-sub-agent 1.5 %,
 *   players 1 %).
 * - agent1's team three levels deep (TEAM): down1 and down2 are sub-agents (type 2, from the accounts seed), down11 a
 *   sub-agent under down1, and players under each; with player1 and down3 the team has 17 members. Every account in
 *   TEAM has the password TEAM_PASSWORD.
 * - 30 days of each TEAM member's (and down1's and down2's) play: a deposit first, settled bets on the merchant's
 *   games (BET and WIN ledger rows, each bet settled before the next is placed, so no running balance goes below 0),
 *   bonuses, weekly rebates, a withdrawal; one open bet. Amounts are in the merchant's currency as written (like the
 *   accounts seed's: agent1's 8,800 pays the dividends on every merchant). player1 and down3 are left as they are.
 * - An accepted weekly DIVIDEND contract agent1 → down1 from 24 days ago, its past weeks paid by the real settlement
 *   engine (sandbox/lib/contracts.ts) as time went by: payout rows and ledger rows on both sides. No salary contract.
 * - Agent announcements in every language the merchant offers.
 * Reproducible: a PRNG seeded per merchant and account.
 */
import type { Db } from '.';
import { hashPassword } from '../lib/passwords';
import { pick, seededRandom } from '../lib/prng';
import { periodStartOf, rateToCp, settleContracts } from '../lib/contracts';
import type { ContractTierDto } from '@site/platform-contract';
import { AGENT_ANNOUNCEMENTS } from './seed-content';
import type { MerchantSeed } from './seed-data';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const HISTORY_DAYS = 30;

/** Minutes east of GMT: demo and vn88 GMT+7, ph GMT+8. */
export const GMT_OFFSETS: Record<string, number> = { demo: 420, vn88: 420, ph: 480 };

export const TEAM_PASSWORD = 'Down#2026';

interface TeamSeed {
  username: string;
  upline: string;
  type: 0 | 2;
  nickname: string | null;
  /** Days since the account was made (its history starts then, at most 30 days back). */
  joinedDaysAgo: number;
  locked?: boolean;
}

/** agent1's team beyond the accounts seed's player1, down1, down2 and down3. */
export const TEAM: TeamSeed[] = [
  { username: 'down11', upline: 'down1', type: 2, nickname: 'Sub-agent 11', joinedDaysAgo: 45 },
  { username: 'd1p1', upline: 'down1', type: 0, nickname: 'Player 1-1', joinedDaysAgo: 44 },
  { username: 'd1p2', upline: 'down1', type: 0, nickname: null, joinedDaysAgo: 40 },
  { username: 'd11p1', upline: 'down11', type: 0, nickname: 'Player 11-1', joinedDaysAgo: 38 },
  { username: 'd11p2', upline: 'down11', type: 0, nickname: null, joinedDaysAgo: 25 },
  { username: 'a1p1', upline: 'agent1', type: 0, nickname: 'Direct 1', joinedDaysAgo: 50 },
  { username: 'a1p2', upline: 'agent1', type: 0, nickname: null, joinedDaysAgo: 33 },
  { username: 'a1p3', upline: 'agent1', type: 0, nickname: null, joinedDaysAgo: 20 },
  { username: 'd2p1', upline: 'down2', type: 0, nickname: 'Player 2-1', joinedDaysAgo: 42 },
  { username: 'd2p2', upline: 'down2', type: 0, nickname: null, joinedDaysAgo: 36 },
  { username: 'd2p3', upline: 'down2', type: 0, nickname: null, joinedDaysAgo: 15 },
  { username: 'd2p4', upline: 'down2', type: 0, nickname: null, joinedDaysAgo: 10 },
  { username: 'd2p5', upline: 'down2', type: 0, nickname: null, joinedDaysAgo: 5, locked: true },
];

/** Members of the team who get a history here (not player1 and down3: their seeds are other tests' fixtures). */
const PLAYING = ['down1', 'down2', ...TEAM.map((t) => t.username)];

const REBATE_BP: Record<string, number> = { agent1: 250, down1: 200, down2: 200, down11: 150 };
const PLAYER_REBATE_BP = 100;

/** The seeded dividend agent1 → down1 (weekly). */
export const SEEDED_DIVIDEND_TIERS: ContractTierDto[] = [
  { activeMembers: 1, periodValidBet: 100, periodNetLoss: 0, rate: 10 },
  { activeMembers: 3, periodValidBet: 1000, periodNetLoss: 50, rate: 20 },
];
const DIVIDEND_ACCEPTED_DAYS_AGO = 24;

/** One scrypt hash for every TEAM account (scrypt is slow on purpose; a sandbox seed can share the salt). */
let teamHash: string | null = null;

/** The merchant's agent announcements in every language it offers. Call inside a transaction. */
export function seedAgentAnnouncements(db: Db, m: MerchantSeed, now: number): void {
  const insert = db.prepare('INSERT INTO agent_announcements (merchant_code, published_at) VALUES (?, ?)');
  const text = db.prepare('INSERT INTO agent_announcement_i18n (announcement_id, language, title, html) VALUES (?, ?, ?, ?)');
  for (const a of AGENT_ANNOUNCEMENTS) {
    const id = insert.run(m.code, now - a.daysAgo * DAY).lastInsertRowid;
    for (const lang of m.languages) {
      text.run(id, lang, a.title[lang], a.html[lang]);
    }
  }
}

interface Game {
  node_id: number;
  vassalage: string;
  game_code: string;
  game_name: string;
}

const between = (random: () => number, low: number, high: number) => low + random() * (high - low);
/** Payout multiples with a house edge of about 15 %; never 10× (the winners board's mark). */
function multiple(random: () => number): number {
  const r = random();
  return r < 0.55 ? 0 : r < 0.85 ? between(random, 1.3, 1.9) : r < 0.98 ? between(random, 1.9, 2.6) : between(random, 2.6, 5);
}

export function seedAgent(db: Db, m: MerchantSeed, now: number): void {
  const offset = GMT_OFFSETS[m.code] ?? 420;
  db.prepare('UPDATE merchants SET gmt_offset_minutes = ? WHERE code = ?').run(offset, m.code);
  seedAgentAnnouncements(db, m, now);

  const idOf = db.prepare('SELECT id FROM members WHERE merchant_code = ? AND username = ?').pluck();
  const agent = idOf.get(m.code, 'agent1') as number | undefined;
  if (agent === undefined) return;
  db.prepare(`UPDATE members SET rebate_bp = ? WHERE merchant_code = ? AND upline_id IS NOT NULL`).run(PLAYER_REBATE_BP, m.code);
  for (const [username, bp] of Object.entries(REBATE_BP)) {
    db.prepare('UPDATE members SET rebate_bp = ? WHERE merchant_code = ? AND username = ?').run(bp, m.code, username);
  }

  teamHash ??= hashPassword(TEAM_PASSWORD);
  const insertMember = db.prepare(
    `INSERT INTO members (merchant_code, username, password_hash, type, upline_id, nickname, first_login, password_changed_at,
       created_at, referral_code, rebate_bp, locked)
     VALUES (?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?)`,
  );
  const ip = db.prepare("INSERT INTO member_ips (member_id, ip) VALUES (?, '127.0.0.1'), (?, '::1')");
  const joined = new Map<string, number>([['down1', now - 30 * DAY], ['down2', now - 30 * DAY]]);
  for (const t of TEAM) {
    const upline = idOf.get(m.code, t.upline) as number;
    const created = now - t.joinedDaysAgo * DAY;
    const id = Number(
      insertMember.run(
        m.code, t.username, teamHash, t.type, upline, t.nickname, created, created, `${t.username.toUpperCase()}R`,
        REBATE_BP[t.username] ?? PLAYER_REBATE_BP, t.locked ? 1 : 0,
      ).lastInsertRowid,
    );
    ip.run(id, id);
    joined.set(t.username, created);
  }

  // Play: 30 days (or since joining) on the merchant's games, never lottery draws (their tickets need draws).
  const games = db
    .prepare(
      `SELECT node_id, vassalage, game_code, game_name FROM games
       WHERE merchant_code = ? AND game_type IN ('RNG', 'LIVE', 'FISH', 'INHOUSE', 'PVP') ORDER BY node_id`,
    )
    .all(m.code) as Game[];
  const insertBet = db.prepare(
    `INSERT INTO bets (merchant_code, member_id, node_id, vendor, game_code, stake_minor, payout_minor, status, request_id, created_at, settled_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertLedger = db.prepare(
    'INSERT INTO wallet_ledger (member_id, amount_minor, kind, remark, created_at, bet_id) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const setLogin = db.prepare('UPDATE members SET last_login_at = ? WHERE id = ?');
  const STAKES = [1, 2, 5, 10, 20];

  for (const username of PLAYING) {
    const memberId = idOf.get(m.code, username) as number;
    const random = seededRandom(`agent/${m.code}/${username}`);
    const start = Math.max(now - HISTORY_DAYS * DAY, joined.get(username)!);
    let balance = 0;
    let sequence = 0;
    const post = (amount: number, kind: string, remark: string, at: number, betId: number | null = null) => {
      balance += amount;
      insertLedger.run(memberId, amount, kind, remark, at, betId);
    };
    const bet = (stake: number, at: number, open = false) => {
      const g = games[pick(random, games.length)]!;
      let payout = open ? 0 : Math.round(stake * multiple(random));
      if (Math.abs(payout - stake) <= 1 && payout > 0) payout = stake;
      const settledAt = open ? null : at + (1 + pick(random, 9)) * MINUTE;
      sequence += 1;
      const betId = Number(
        insertBet.run(
          m.code, memberId, g.node_id, g.vassalage, g.game_code, stake, payout, open ? 'open' : 'settled', `agent-${sequence}`,
          at, settledAt,
        ).lastInsertRowid,
      );
      post(-stake, 'BET', `${g.vassalage} ${g.game_name}`, at, betId);
      if (payout > 0) post(payout, 'WIN', `${g.vassalage} ${g.game_name}`, settledAt!, betId);
    };

    post((3 + pick(random, 8)) * 10_000, 'DEPOSIT', 'Bank deposit', start + 10 * MINUTE);
    let weekValid = 0;
    for (let dayStart = start + HOUR; dayStart < now - DAY; dayStart += DAY) {
      const d = Math.floor((now - dayStart) / DAY);
      if (d % 7 === 0 && weekValid > 0) {
        const rebate = Math.floor((weekValid * PLAYER_REBATE_BP) / 10_000);
        if (rebate > 0) post(rebate, 'REBATE', 'Weekly rebate 1.00%', dayStart);
        weekValid = 0;
      }
      if (d % 9 === 4) post((5 + pick(random, 4) * 5) * 100, 'BONUS', 'Agent team bonus', dayStart + 5 * MINUTE);
      if (d === 12 && balance > 20_000) post(-Math.floor(balance / 300) * 100, 'WITHDRAW', 'Withdrawal to bank', dayStart + 10 * MINUTE);
      if (balance < 5_000) post(20_000, 'DEPOSIT', 'Bank deposit', dayStart + 15 * MINUTE);
      if (random() < 0.2) continue;
      const count = 2 + pick(random, 7);
      for (let i = 0; i < count; i++) {
        // 20 minutes apart, each settled within 10: a bet's win is in before the next stake leaves.
        const at = dayStart + 30 * MINUTE + i * 20 * MINUTE + pick(random, 5) * MINUTE;
        const stake = STAKES[pick(random, STAKES.length)]! * 100;
        if (stake > balance) continue;
        const before = balance;
        bet(stake, at);
        // A push (the stake back) is no valid bet.
        if (balance !== before) weekValid += stake;
      }
    }
    if (username === 'd1p1') bet(500, now - 2 * HOUR, true);
    if (balance < 0) throw new Error(`seed: ${m.code} ${username} ends below 0`);
    setLogin.run(now - (1 + pick(random, 72)) * HOUR, memberId);
  }
  const lowest = db
    .prepare(
      `SELECT MIN(running) FROM (SELECT SUM(amount_minor) OVER (PARTITION BY member_id ORDER BY created_at, id) AS running
       FROM wallet_ledger WHERE member_id IN (SELECT value FROM json_each(?)))`,
    )
    .pluck()
    .get(JSON.stringify(PLAYING.map((u) => idOf.get(m.code, u)))) as number;
  if (lowest < 0) throw new Error(`seed: ${m.code} a team wallet goes below 0 (${lowest})`);
  const agentLogin = now - 3 * HOUR;
  setLogin.run(agentLogin, agent);

  // The dividend agent1 → down1, accepted 24 days ago; its weeks paid as they closed.
  const down1 = idOf.get(m.code, 'down1') as number;
  const accepted = now - DIVIDEND_ACCEPTED_DAYS_AGO * DAY;
  const contract = Number(
    db
      .prepare(
        `INSERT INTO contracts (merchant_code, kind, period_type, tiers, top_rate_cp, status, upline_id, downline_id, offered_at,
           answered_at, accepted_at, settled_until) VALUES (?, 'dividend', 'weekly', ?, ?, 'A', ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        m.code, JSON.stringify(SEEDED_DIVIDEND_TIERS), rateToCp(SEEDED_DIVIDEND_TIERS.at(-1)!.rate), agent, down1,
        accepted - DAY, accepted, accepted, periodStartOf('weekly', accepted, offset),
      ).lastInsertRowid,
  );
  for (let t = accepted + HOUR; t <= now; t += DAY) settleContracts(db, m.code, t);
  settleContracts(db, m.code, now);
  const paid = db.prepare("SELECT COUNT(*) FROM contract_payouts WHERE contract_id = ? AND status = 'A'").pluck().get(contract) as number;
  if (paid < 2) throw new Error(`seed: ${m.code} the seeded dividend has ${paid} paid weeks, not 2 or more`);
}
