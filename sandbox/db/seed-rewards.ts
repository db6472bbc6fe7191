/**
 * Seed of the member centre's rewards area. Call inside the seed's transaction, after accounts and game
 * history exist. Per merchant:
 * - reward-centre activities, one per state player1 can see (spec §4), with player1's participations, and one issued
 *   to agent1 (another member's reward);
 * - missions (daily and weekly) and, today, bets of player1 that complete the daily bet-count mission;
 * - player1's referral friends (members whose referrer is player1) and their REFERRAL earnings;
 * - this week's leaderboard: friends and one other member who bet today and claimed missions.
 * The ledger rows added for player1 sum to exactly 0 (credits first, then today's bets), so the balance stays as the
 * accounts seed made it, and never go below 0 on their own.
 */
import type { Db } from '.';
import { LedgerKind, type ActivityCategory, type ActivityMode, type MissionMetric, type MissionPeriod } from '@site/platform-contract';
import { DUMMY_HASH } from '../lib/passwords';
import { createWallet } from '../lib/wallet';
import { maskUsername } from '../routes/lotteries';
import { missionPeriod } from '../routes/rewards';
import { GMT_OFFSETS } from './seed-agent';
import { ACTIVITY_TEXTS, type Texts } from './seed-content';
import { IN_HOUSE_VENDOR, type MerchantSeed } from './seed-data';

const DAY = 24 * 60 * 60 * 1000;

type SeededState = 'joined' | 'applying' | 'issued' | 'claimed' | 'rejected' | null;

interface ActivitySeed {
  key: string;
  category: ActivityCategory;
  mode: ActivityMode;
  reward: number;
  /** Days from the time of seeding. */
  startDay: number;
  endDay: number;
  /** player1's participation; null: none (in process, closed or coming soon by the dates). */
  player1: SeededState;
  /** Days ago player1 took part (and, for decided states, was decided a day later). */
  player1Day?: number;
  comment?: string;
  agent1?: SeededState;
  /** Its words, from sandbox/content/activities.json (by key). */
  title: Texts;
  description: Texts;
}

/** Every activity with its words from the content (ACTIVITY_TEXTS); an activity the content lacks stops the seed. */
function withTexts(seeds: Omit<ActivitySeed, 'title' | 'description'>[]): ActivitySeed[] {
  const unused = new Set(Object.keys(ACTIVITY_TEXTS));
  const out = seeds.map((a) => {
    const words = ACTIVITY_TEXTS[a.key];
    if (!words) throw new Error(`seed: sandbox/content/activities.json has no activity "${a.key}"`);
    unused.delete(a.key);
    return { ...a, ...words };
  });
  if (unused.size > 0) throw new Error(`seed: sandbox/content/activities.json names no activity of the seed: ${[...unused].join(', ')}`);
  return out;
}

export const ACTIVITY_SEEDS: ActivitySeed[] = withTexts([
  {
    key: 'checkin', category: 'others', mode: 'join', reward: 5, startDay: -10, endDay: 20, player1: 'joined', player1Day: 2,
  },
  {
    key: 'big_win', category: 'slots', mode: 'apply', reward: 25, startDay: -14, endDay: 16, player1: 'applying', player1Day: 1,
    comment: 'Won 120x on a PG Soft slot, screenshot attached.',
  },
  {
    key: 'weekend_reload', category: 'deposit', mode: 'join', reward: 18, startDay: -20, endDay: 10, player1: 'issued', player1Day: 3,
  },
  {
    key: 'birthday', category: 'others', mode: 'join', reward: 15, startDay: -30, endDay: 30, player1: 'claimed', player1Day: 11,
  },
  {
    key: 'lucky_hand', category: 'live', mode: 'apply', reward: 30, startDay: -7, endDay: 23, player1: 'rejected', player1Day: 5,
    comment: 'Five banker wins in a row at baccarat.', agent1: 'issued',
  },
  {
    key: 'lunar', category: 'others', mode: 'join', reward: 8.88, startDay: -45, endDay: -25, player1: null,
  },
  {
    key: 'parlay_insurance', category: 'sports', mode: 'apply', reward: 20, startDay: -5, endDay: 25, player1: null,
  },
  {
    key: 'fish_hunter', category: 'fish', mode: 'join', reward: 10, startDay: -3, endDay: 11, player1: null,
  },
  {
    key: 'year_end_draw', category: 'lotto', mode: 'join', reward: 50, startDay: 10, endDay: 40, player1: null,
  },
]);

interface MissionSeed {
  period: MissionPeriod;
  metric: MissionMetric;
  /** A count, or an amount in major units. */
  target: number;
  reward: number;
  points: number;
}

export const MISSION_SEEDS: MissionSeed[] = [
  { period: 'daily', metric: 'bet_count', target: 10, reward: 2, points: 10 },
  { period: 'daily', metric: 'valid_bet', target: 500, reward: 5, points: 20 },
  { period: 'daily', metric: 'deposit_count', target: 1, reward: 3, points: 10 },
  { period: 'weekly', metric: 'bet_count', target: 50, reward: 10, points: 50 },
  { period: 'weekly', metric: 'valid_bet', target: 3000, reward: 20, points: 80 },
  { period: 'weekly', metric: 'deposit_amount', target: 1000, reward: 15, points: 40 },
];

interface FriendSeed {
  username: string;
  /** Referred by player1 (a friend), or not (another member on the leaderboard). */
  friend: boolean;
  joinedDaysAgo: number;
  deposits: { daysAgo: number; amount: number }[];
  /** Deposited today as well (counts for the daily deposit mission). */
  depositToday?: number;
  /** Bets placed today: count and stake each; every third one wins twice its stake. */
  betsToday?: { count: number; stake: number };
  /** Daily missions (MISSION_SEEDS indices) they claimed today. */
  claims?: number[];
}

export const FRIEND_SEEDS: FriendSeed[] = [
  { username: 'luckystar88', friend: true, joinedDaysAgo: 25, deposits: [{ daysAgo: 21, amount: 800 }], betsToday: { count: 12, stake: 50 }, claims: [0, 1] },
  { username: 'spinqueen', friend: true, joinedDaysAgo: 18, deposits: [{ daysAgo: 13, amount: 100 }], betsToday: { count: 10, stake: 2 }, claims: [0] },
  { username: 'goldfish7', friend: true, joinedDaysAgo: 10, deposits: [{ daysAgo: 8, amount: 50 }] },
  { username: 'newface01', friend: true, joinedDaysAgo: 3, deposits: [] },
  {
    username: 'topspinner', friend: false, joinedDaysAgo: 40, deposits: [{ daysAgo: 30, amount: 1000 }], depositToday: 100,
    betsToday: { count: 10, stake: 60 }, claims: [0, 1, 2],
  },
];

/** player1's REFERRAL earnings: [days ago, amount, the friend it came from, why]. */
const REFERRAL_EARNINGS: [number, number, string, string][] = [
  [20, 6, 'luckystar88', 'first deposit'],
  [12, 9.5, 'spinqueen', 'first deposit'],
  [4, 4.5, 'luckystar88', 'valid bets'],
];

/** player1's bets today: 10 (the daily bet-count mission complete) of 5 each, two of which win. Net −35. */
const PLAYER1_BETS_TODAY: [stake: number, payout: number][] = [
  [5, 0], [5, 0], [5, 9], [5, 0], [5, 0], [5, 0], [5, 6], [5, 0], [5, 0], [5, 0],
];

const minor = (amount: number) => Math.round(amount * 100);

/**
 * A promotion's or activity's text with its {reward} filled: the reward the platform pays (the activity's reward, in the
 * merchant's currency and the text's language), so a text never promises another amount than the one shown beside it
 * (as "up to $500" above "Reward $100.00" once did).
 */
export function withReward(text: string, reward: number | undefined, currency: string, lang: string): string {
  if (!text.includes('{reward}')) return text;
  if (reward === undefined) throw new Error('seed: a text quotes {reward} but its promotion has no activity');
  const digits = Number.isInteger(reward) ? 0 : 2;
  const money = new Intl.NumberFormat(lang, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(reward);
  return text.replaceAll('{reward}', money);
}

export function seedRewards(db: Db, m: MerchantSeed, now: number): void {
  const memberId = db.prepare('SELECT id FROM members WHERE merchant_code = ? AND username = ?').pluck();
  const player1 = memberId.get(m.code, 'player1') as number;
  const agent1 = memberId.get(m.code, 'agent1') as number;
  const wallet = createWallet(db);

  // Activities, each linked to its promotion (seed-promotions.ts: the promotion of the same seed key).
  const promotionOf = db.prepare('SELECT id FROM promotions WHERE merchant_code = ? AND seed_key = ?').pluck();
  const activity = db.prepare(
    `INSERT INTO reward_activities (merchant_code, promotion_id, category, mode, reward_minor, starts_at, ends_at, sort, seed_key)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const activityText = db.prepare('INSERT INTO reward_activity_i18n (activity_id, language, title, description) VALUES (?, ?, ?, ?)');
  const application = db.prepare(
    `INSERT INTO reward_applications (activity_id, member_id, state, comment, applied_at, decided_at, claimed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const credits: { at: number; amount: number; kind: string; remark: string }[] = [];
  ACTIVITY_SEEDS.forEach((a, sort) => {
    const id = Number(
      activity.run(
        m.code, (promotionOf.get(m.code, a.key) as number | undefined) ?? null, a.category, a.mode, minor(a.reward),
        now + a.startDay * DAY, now + a.endDay * DAY, sort, a.key,
      ).lastInsertRowid,
    );
    for (const lang of m.languages) activityText.run(id, lang, a.title[lang], withReward(a.description[lang], a.reward, m.currency.code, lang));
    const participate = (member: number, state: SeededState, daysAgo: number) => {
      if (state === null) return;
      const applied = now - daysAgo * DAY;
      const decided = state === 'joined' || state === 'applying' ? null : applied + DAY;
      const claimed = state === 'claimed' ? applied + DAY + 60 * 60 * 1000 : null;
      application.run(id, member, state, a.mode === 'apply' ? (a.comment ?? null) : null, applied, decided, claimed);
      if (claimed !== null && member === player1) {
        credits.push({ at: claimed, amount: a.reward, kind: LedgerKind.BONUS, remark: `Reward: ${a.title[m.languages[0]!]}` });
      }
    };
    participate(player1, a.player1, a.player1Day ?? 1);
    participate(agent1, a.agent1 ?? null, 2);
  });

  const mission = db.prepare(
    'INSERT INTO missions (merchant_code, period, metric, target, reward_minor, points, sort) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const missionIds = MISSION_SEEDS.map((s, sort) =>
    Number(
      mission.run(
        m.code, s.period, s.metric, s.metric === 'valid_bet' || s.metric === 'deposit_amount' ? minor(s.target) : s.target, minor(s.reward),
        s.points, sort,
      ).lastInsertRowid,
    ),
  );

  // Today's times: spread between the merchant's midnight and now, in order, so they fall in today's and this week's periods.
  const zone = GMT_OFFSETS[m.code] ?? 420;
  const dayStart = missionPeriod('daily', now, zone).start;
  const today = (i: number, of: number) => dayStart + Math.floor(((now - dayStart) * (i + 1)) / (of + 2));

  const game = db
    .prepare("SELECT node_id, vassalage, game_code, game_name FROM games WHERE merchant_code = ? AND game_type = 'INHOUSE' AND vassalage = ? ORDER BY sort LIMIT 1")
    .get(m.code, IN_HOUSE_VENDOR) as { node_id: number; vassalage: string; game_code: string; game_name: string };
  const bet = db.prepare(
    `INSERT INTO bets (merchant_code, member_id, node_id, vendor, game_code, stake_minor, payout_minor, status, request_id, created_at, settled_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'settled', ?, ?, ?)`,
  );
  const placeBets = (member: number, bets: [number, number][]) => {
    bets.forEach(([stake, payout], i) => {
      const at = today(i, bets.length);
      const betId = Number(
        bet.run(m.code, member, game.node_id, game.vassalage, game.game_code, minor(stake), minor(payout), `seed-rewards-${i + 1}`, at, at).lastInsertRowid,
      );
      wallet.post(member, -minor(stake), LedgerKind.BET, `${game.vassalage} ${game.game_name}`, betId, at);
      if (payout > 0) wallet.post(member, minor(payout), LedgerKind.WIN, `${game.vassalage} ${game.game_name}`, betId, at);
    });
  };

  // Friends and the leaderboard's other member. No password opens these accounts.
  const insertMember = db.prepare(
    `INSERT INTO members (merchant_code, username, password_hash, type, first_login, password_changed_at, created_at, referral_code, referrer_id)
     VALUES (?, ?, ?, 0, 0, ?, ?, ?, ?)`,
  );
  const claim = db.prepare(
    'INSERT INTO mission_claims (member_id, mission_id, period_start, reward_minor, points, claimed_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const post = (member: number, amount: number, kind: string, remark: string, at: number) => wallet.post(member, minor(amount), kind, remark, null, at);
  FRIEND_SEEDS.forEach((f, n) => {
    const joined = now - f.joinedDaysAgo * DAY;
    const id = Number(
      insertMember.run(m.code, f.username, DUMMY_HASH, joined, joined, `FR${n + 1}${m.code.toUpperCase()}`, f.friend ? player1 : null).lastInsertRowid,
    );
    for (const d of f.deposits) post(id, d.amount, LedgerKind.DEPOSIT, 'Bank deposit', now - d.daysAgo * DAY);
    if (f.depositToday) post(id, f.depositToday, LedgerKind.DEPOSIT, 'Bank deposit', today(0, 3));
    if (f.betsToday) {
      const { count, stake } = f.betsToday;
      placeBets(id, Array.from({ length: count }, (_, i): [number, number] => [stake, i % 3 === 2 ? stake * 2 : 0]));
    }
    // Claimed after the last bet of the day (today(count, count) comes after every today(i, count)).
    const claimedAt = today(f.betsToday?.count ?? 1, f.betsToday?.count ?? 1);
    for (const index of f.claims ?? []) {
      const s = MISSION_SEEDS[index]!;
      const at = claimedAt;
      claim.run(id, missionIds[index], missionPeriod(s.period, now, zone).start, minor(s.reward), s.points, at);
      post(id, s.reward, LedgerKind.BONUS, `Mission reward (${s.period} #${missionIds[index]})`, at);
    }
  });

  for (const [daysAgo, amount, friend, why] of REFERRAL_EARNINGS) {
    credits.push({ at: now - daysAgo * DAY, amount, kind: LedgerKind.REFERRAL, remark: `Referral reward: ${maskUsername(friend)} ${why}` });
  }
  credits.sort((a, b) => a.at - b.at);
  for (const c of credits) post(player1, c.amount, c.kind, c.remark, c.at);
  placeBets(player1, PLAYER1_BETS_TODAY);
}
