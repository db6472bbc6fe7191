/**
 * Seed of the member centre's member-account area. Call inside the seed's transaction, after the accounts.
 * - the merchant's minimum age (for the profile's birthday) and its VIP levels, amounts scaled to its currency;
 * - player1's messages in every language the merchant offers: the accounts seed's few recent ones get their texts in
 *   each language, and about thirty older ones (all read) are spread over the last 60 days, some with links and lists;
 * - player1's profile: Telegram and nationality filled; full name and birthday left empty, so the form can be tried.
 */
import type { Db } from '.';
import { MESSAGE_TEXTS, type Texts } from './seed-content';
import type { MerchantSeed } from './seed-data';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

interface LevelSeed {
  label: string;
  color: string;
  color2: string;
  /** Major units at the USD scale. */
  deposit: number;
  validBet: number;
  rebateBp: number;
  upgradeBonus: number;
  birthdayBonus: number;
  dailyWithdrawals: number;
}

/** Text and background colours keep at least 4.5:1 contrast (WCAG AA) for the label's text. */
const LEVELS: LevelSeed[] = [
  { label: 'VIP1', color: '#ffffff', color2: '#57534e', deposit: 50, validBet: 200, rebateBp: 30, upgradeBonus: 5, birthdayBonus: 5, dailyWithdrawals: 3 },
  { label: 'VIP2', color: '#ffffff', color2: '#475569', deposit: 200, validBet: 500, rebateBp: 40, upgradeBonus: 10, birthdayBonus: 10, dailyWithdrawals: 3 },
  { label: 'VIP3', color: '#ffffff', color2: '#9a3412', deposit: 500, validBet: 1_000, rebateBp: 50, upgradeBonus: 25, birthdayBonus: 20, dailyWithdrawals: 5 },
  { label: 'VIP4', color: '#0f172a', color2: '#cbd5e1', deposit: 1_000, validBet: 2_500, rebateBp: 60, upgradeBonus: 50, birthdayBonus: 40, dailyWithdrawals: 5 },
  { label: 'VIP5', color: '#1f1300', color2: '#fbbf24', deposit: 2_000, validBet: 5_000, rebateBp: 80, upgradeBonus: 100, birthdayBonus: 80, dailyWithdrawals: 8 },
  { label: 'VIP6', color: '#ffffff', color2: '#0f766e', deposit: 5_000, validBet: 15_000, rebateBp: 100, upgradeBonus: 250, birthdayBonus: 150, dailyWithdrawals: 10 },
  { label: 'VIP7', color: '#ffffff', color2: '#1d4ed8', deposit: 15_000, validBet: 50_000, rebateBp: 120, upgradeBonus: 600, birthdayBonus: 300, dailyWithdrawals: 15 },
  { label: 'VIP8', color: '#ffffff', color2: '#6d28d9', deposit: 50_000, validBet: 200_000, rebateBp: 150, upgradeBonus: 1_500, birthdayBonus: 800, dailyWithdrawals: 20 },
];
/** Club rank above 4 gets the VIP service line (spec §6). */
const VIP_SERVICE_FROM = 5;

/**
 * Message texts (sandbox/content/member-messages.json) with placeholders: {amount} {amount2} (money in the merchant's
 * currency), {game} {game2}, {vendor}, {percent}, {date}.
 */
type TemplateKey = 'deposit' | 'withdrawal' | 'reload' | 'newGames' | 'welcome' | 'teamGrew' | 'rebate' | 'security' | 'maintenance' | 'tournament' | 'responsible' | 'vipReview';

function template(key: TemplateKey): { title: Texts; html: Texts } {
  const t = MESSAGE_TEXTS[key];
  if (!t) throw new Error(`seed: sandbox/content/member-messages.json has no message "${key}"`);
  return t;
}

/** The accounts seed's message titles (seed-data.ts ACCOUNTS) and the template that gives them every language. */
const SEEDED_TITLES: Record<string, TemplateKey> = {
  'Your deposit was credited': 'deposit',
  'Weekend reload bonus': 'reload',
  'New games this week': 'newGames',
  'Welcome aboard': 'welcome',
  'Your team grew this week': 'teamGrew',
};

const GAMES = ['Fortune Dragon', 'Lucky Neko', 'Gates of Olympus', 'Sweet Bonanza', 'Money Coming', 'Super Ace', 'Crazy Time', 'Wild Bounty'];
const VENDORS = ['PG', 'PP', 'JILI', 'EVO', 'SABA'];

/** The older messages, newest first (2 to 60 days ago). */
const HISTORY: TemplateKey[] = [
  'rebate', 'deposit', 'tournament', 'withdrawal', 'maintenance', 'rebate', 'newGames', 'deposit', 'security', 'reload',
  'rebate', 'vipReview', 'deposit', 'withdrawal', 'tournament', 'rebate', 'maintenance', 'responsible', 'deposit', 'newGames',
  'rebate', 'reload', 'withdrawal', 'deposit', 'security', 'rebate', 'vipReview', 'tournament', 'deposit', 'responsible',
];

function fill(text: string, vars: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (all, name: string) => vars[name] ?? all);
}

export function seedMemberAccount(db: Db, m: MerchantSeed, now: number): void {
  db.prepare('UPDATE merchants SET minimum_age = ? WHERE code = ?').run(m.minimumAge, m.code);
  // The USD figures scaled to the merchant's currency, as its content amounts are (demo 10, vn88 100 000, ph 500).
  const scale = m.amounts.minDeposit / 10;
  const money = (usd: number) => `${m.currency.symbol}${(usd * scale).toLocaleString('en-US')}`;

  const level = db.prepare(
    `INSERT INTO vip_levels (merchant_code, rank_level, label_name, color, color2, deposit_minor, valid_bet_minor, rebate_bp,
       upgrade_bonus_minor, birthday_bonus_minor, daily_withdrawals, vip_service)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  LEVELS.forEach((l, i) =>
    level.run(
      m.code, i + 1, l.label, l.color, l.color2, Math.round(l.deposit * scale * 100), Math.round(l.validBet * scale * 100), l.rebateBp,
      Math.round(l.upgradeBonus * scale * 100), Math.round(l.birthdayBonus * scale * 100), l.dailyWithdrawals, i + 1 >= VIP_SERVICE_FROM ? 1 : 0,
    ),
  );

  const memberId = db.prepare('SELECT id FROM members WHERE merchant_code = ? AND username = ?').pluck();
  const [defaultLang] = m.languages;
  const text = db.prepare('INSERT INTO message_i18n (message_id, language, title, content) VALUES (?, ?, ?, ?)');
  const base = db.prepare('UPDATE messages SET title = ?, content = ? WHERE id = ?');
  const insert = db.prepare('INSERT INTO messages (member_id, title, content, read_at, created_at) VALUES (?, ?, ?, ?, ?)');
  const writeTexts = (id: number, key: TemplateKey, vars: Record<string, string>) => {
    const t = template(key);
    for (const lang of m.languages) text.run(id, lang, fill(t.title[lang], vars), fill(t.html[lang], vars));
    base.run(fill(t.title[defaultLang!], vars), fill(t.html[defaultLang!], vars), id);
  };
  const varsFor = (i: number, at: number): Record<string, string> => ({
    amount: money([100, 250, 50, 500, 1_000][i % 5]!),
    amount2: money(20),
    percent: String([20, 25, 30][i % 3]),
    game: GAMES[i % GAMES.length]!,
    game2: GAMES[(i + 3) % GAMES.length]!,
    vendor: VENDORS[i % VENDORS.length]!,
    date: new Date(at - DAY).toISOString().slice(0, 10),
  });

  // The accounts seed's messages (player1's recent ones, agent1's) in every language.
  const seeded = db.prepare(
    `SELECT id, title, created_at FROM messages WHERE member_id IN (SELECT id FROM members WHERE merchant_code = ?) ORDER BY id`,
  ).all(m.code) as { id: number; title: string; created_at: number }[];
  seeded.forEach((row, i) => {
    const key = SEEDED_TITLES[row.title];
    if (key) writeTexts(row.id, key, varsFor(i, row.created_at));
  });

  const player = memberId.get(m.code, 'player1') as number | undefined;
  if (player === undefined) return;
  HISTORY.forEach((key, i) => {
    const at = now - (2 + i * 2) * DAY - ((i * 5) % 11) * HOUR;
    const id = Number(insert.run(player, '', '', at + ((i % 4) + 1) * HOUR, at).lastInsertRowid);
    writeTexts(id, key, varsFor(i, at));
  });

  db.prepare(
    `INSERT INTO member_profiles (member_id, telegram, nationality, updated_at) VALUES (?, ?, ?, ?)`,
  ).run(player, 'lucky_player1', m.code === 'ph' ? 'PH' : 'VN', now - 10 * DAY);
}
