/**
 * Seed of the points mall. Per merchant:
 * - its configuration, in the merchant's money: one point per "unit" of valid bet (a tenth of its minimum deposit:
 *   $1, ₫10,000, ₱50), 100 points convert to one unit; conversion off on ph (a site that only has rewards);
 * - its rewards catalogue in every language it offers: two bonus rewards (money at once) and five item rewards with
 *   stock (one sold out), each with a picture the sandbox draws;
 * - player1's history, in time order: welcome points, the points its seeded bets earned (day by day), one redemption
 *   of each status (approved, rejected with its refund, in process). None of these moves money, so the wallet the other
 *   seeds made stays as it was.
 * Call inside the seed's transaction, after the accounts and every seeded bet exist.
 */
import type { Db } from '.';
import { createRedemptions } from '../lib/point-redemptions';
import { createPoints } from '../lib/points';
import type { RewardArt } from '../lib/point-images';
import { POINTS_REWARD_TEXTS, type Lang, type Texts } from './seed-content';
import type { MerchantSeed } from './seed-data';

const DAY = 24 * 60 * 60 * 1000;

interface RewardSeed {
  key: string;
  kind: 'bonus' | 'item';
  points: number;
  /** Bonus rewards: the amount in units (see unitOf). */
  units?: number;
  stock: number | null;
  art: RewardArt;
  colors: [string, string];
  /** {amount} is the bonus in the merchant's currency, {brand} its name. */
  name: Texts;
  description: Texts;
}

/** Every reward with its words from the content (POINTS_REWARD_TEXTS); a reward the content lacks stops the seed. */
function withTexts(seeds: Omit<RewardSeed, 'name' | 'description'>[]): RewardSeed[] {
  const unused = new Set(Object.keys(POINTS_REWARD_TEXTS));
  const out = seeds.map((r) => {
    const words = POINTS_REWARD_TEXTS[r.key];
    if (!words) throw new Error(`seed: sandbox/content/points-rewards.json has no reward "${r.key}"`);
    unused.delete(r.key);
    return { ...r, ...words };
  });
  if (unused.size > 0) throw new Error(`seed: sandbox/content/points-rewards.json names no reward of the seed: ${[...unused].join(', ')}`);
  return out;
}

export const REWARD_SEEDS: RewardSeed[] = withTexts([
  {
    key: 'bonus_small', kind: 'bonus', points: 500, units: 5, stock: null, art: 'coins', colors: ['#065f46', '#10b981'],
  },
  {
    key: 'bonus_large', kind: 'bonus', points: 2000, units: 25, stock: null, art: 'coins', colors: ['#1e3a8a', '#0ea5e9'],
  },
  {
    key: 'free_spins', kind: 'item', points: 800, stock: 50, art: 'ticket', colors: ['#7c2d12', '#f59e0b'],
  },
  {
    key: 'shirt', kind: 'item', points: 3000, stock: 30, art: 'shirt', colors: ['#831843', '#f43f5e'],
  },
  {
    key: 'earbuds', kind: 'item', points: 12000, stock: 5, art: 'headphones', colors: ['#312e81', '#8b5cf6'],
  },
  {
    key: 'watch', kind: 'item', points: 25000, stock: 3, art: 'watch', colors: ['#0f172a', '#64748b'],
  },
  {
    key: 'phone', kind: 'item', points: 60000, stock: 0, art: 'phone', colors: ['#111827', '#ef4444'],
  },
]);

/** The merchant's money unit, in minor units: a tenth of its minimum deposit ($1, ₫10,000, ₱50). */
function unitOf(m: MerchantSeed): number {
  return Math.max(1, Math.round((m.amounts.minDeposit / 10) * 100));
}

function money(m: MerchantSeed, lang: Lang, minor: number): string {
  return new Intl.NumberFormat(lang, { style: 'currency', currency: m.currency.code, maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(
    minor / 100,
  );
}

/** The configuration and the catalogue of one merchant. */
export function seedPointsCatalogue(db: Db, m: MerchantSeed): Map<string, number> {
  const unit = unitOf(m);
  db.prepare(
    `INSERT INTO point_configs (merchant_code, earn_valid_bet_minor, earn_points, convert_enabled, convert_points, convert_amount_minor,
       convert_min_points, convert_max_points) VALUES (?, ?, 1, ?, 100, ?, 500, 100000)`,
  ).run(m.code, unit, m.code === 'ph' ? 0 : 1, unit);
  const reward = db.prepare(
    `INSERT INTO point_rewards (merchant_code, kind, points, amount_minor, stock, art, color_from, color_to, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const text = db.prepare('INSERT INTO point_reward_i18n (reward_id, language, name, description) VALUES (?, ?, ?, ?)');
  const ids = new Map<string, number>();
  REWARD_SEEDS.forEach((r, sort) => {
    const amount = r.kind === 'bonus' ? r.units! * unit : null;
    const id = Number(reward.run(m.code, r.kind, r.points, amount, r.stock, r.art, r.colors[0], r.colors[1], sort).lastInsertRowid);
    ids.set(r.key, id);
    for (const lang of m.languages) {
      const name = r.name[lang].replace('{amount}', amount === null ? '' : money(m, lang, amount)).replace('{brand}', m.brandName);
      text.run(id, lang, name, r.description[lang]);
    }
  });
  return ids;
}

export function seedPoints(db: Db, m: MerchantSeed, now: number): void {
  const rewards = seedPointsCatalogue(db, m);
  const player = db.prepare("SELECT id FROM members WHERE merchant_code = ? AND username = 'player1'").pluck().get(m.code) as number | undefined;
  if (player === undefined) return;
  const points = createPoints(db);
  const redemptions = createRedemptions(db);
  points.post(player, 'GRANT', 1500, 'Welcome points', null, now - 29 * DAY);
  const voucher = rewards.get('free_spins')!;
  const approved = redemptions.redeem(player, voucher, now - 12 * DAY);
  redemptions.decide(approved, true, 'Voucher code sent to your messages', now - 11 * DAY);
  const rejected = redemptions.redeem(player, voucher, now - 8 * DAY);
  redemptions.decide(rejected, false, 'Duplicate request: one voucher a week', now - 7 * DAY);
  redemptions.redeem(player, rewards.get('shirt')!, now - 3 * 60 * 60 * 1000);
  db.transaction(() => points.accrue(player, now))();
}

/** A database seeded before the points mall: each seeded merchant gets its configuration and catalogue. */
export function upgradePoints(db: Db, merchants: MerchantSeed[]): void {
  const exists = db.prepare('SELECT 1 FROM merchants WHERE code = ?').pluck();
  const configured = db.prepare('SELECT 1 FROM point_configs WHERE merchant_code = ?').pluck();
  for (const m of merchants) {
    if (exists.get(m.code) === 1 && configured.get(m.code) !== 1) seedPointsCatalogue(db, m);
  }
}
