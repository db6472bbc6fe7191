/**
 * Writes the seed (seed-data.ts, seed-content.ts) into an empty database, and resets a used one back to it. The seed's
 * history is dated from `now`, which its callers pass in (the sandbox its real time, a test a fixed anchor): the same
 * `now` gives the same rows, but for the password hashes' random salts.
 */
import type { Db } from '.';
import { hashPassword } from '../lib/passwords';
import { PRESERVED_TABLES } from './migrations';
import {
  ACCOUNTS, AVATAR_ICONS, COUNTRIES, GEO_RANGES, IN_HOUSE_VENDOR, KNOWN_IPS, MAINTENANCE_WINDOW, MERCHANTS, SOCIAL_RESOURCES, VENDOR_NAMES,
  VENDORS_IN_MAINTENANCE, VENDORS_IN_POPUP, type MerchantSeed,
} from './seed-data';
import { seedCatalogue, seedGameHistory, seedGames } from './seed-games';
import { seedDrawHistory } from '../lib/lottery';
import { seedAgent, seedAgentAnnouncements } from './seed-agent';
import { seedMemberAccount } from './seed-member-account';
import { seedPoints, upgradePoints } from './seed-points';
import { seedRecords } from './seed-records';
import { insertPromotions } from './seed-promotions';
import { seedRewards } from './seed-rewards';
import { seedWallet } from './seed-wallet';
import { seedAnalytics } from './seed-added-merchant';
import { seedProtection, upgradeProtection } from './seed-protection';
import { seedService } from './seed-service';
import { seedSportsFixtures } from './seed-sports';
import {
  BANNER_GROUPS, BANNER_TITLES, ELIGIBILITY, HELP_ARTICLES, HOME_BANNER_TITLES, LICENCE_AUTHORITIES, NOTICES, PAYMENT_METHODS,
  type Lang, type MerchantTexts,
} from './seed-content';

const DAY = 24 * 60 * 60 * 1000;

// scrypt is deliberately slow; a reset reuses each account's first hash (its salt was random when made).
const hashCache = new Map<string, string>();
function seededHash(merchant: string, username: string, password: string): string {
  const key = `${merchant}/${username}/${password}`;
  let hash = hashCache.get(key);
  if (!hash) {
    hash = hashPassword(password);
    hashCache.set(key, hash);
  }
  return hash;
}

export function isSeeded(db: Db): boolean {
  return (db.prepare('SELECT COUNT(*) AS n FROM merchants').get() as { n: number }).n > 0;
}

/** Deletes every seeded row and seeds again at `now`, in one transaction; the RSA key and migrations are kept. */
export function resetToSeed(db: Db, now: number): void {
  const tables = (
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[]
  )
    .map((t) => t.name)
    .filter((t) => !PRESERVED_TABLES.includes(t));
  // Foreign keys off for the reset (the pragma is a no-op inside a transaction, so it is set around it): SQLite then
  // empties each table at once (its truncate optimisation) instead of visiting every row to check references, and the
  // seed's inserts skip the lookups. The seed keeps every key (sandbox/tests/reset.test.ts checks the reset
  // database), and the keys are on again for everything else.
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      for (const t of tables) db.prepare(`DELETE FROM "${t}"`).run();
      db.prepare('DELETE FROM sqlite_sequence').run();
      seed(db, now);
    })();
  } finally {
    db.pragma('foreign_keys = ON');
  }
}

/**
 * Brings a database seeded by an older version up to the current seed, keeping everything else. Call inside a
 * transaction.
 * - Seeded before the accounts migration: no countries, register rules or contact data; adds them.
 * - Content (banners, notices, promotions, about text, help articles) missing, or missing a language the merchant
 *   offers (which is what the content_i18n migration leaves: it drops the English-only texts): the seed owns this
 *   content, so the merchant's content is replaced by the seed's.
 */
export function upgradeSeed(db: Db, now: number): void {
  const exists = db.prepare('SELECT 1 FROM merchants WHERE code = ?').pluck();
  if ((db.prepare('SELECT COUNT(*) AS n FROM countries').get() as { n: number }).n === 0) {
    const insertCountry = db.prepare('INSERT INTO countries (code, dial_code, name, sort) VALUES (?, ?, ?, ?)');
    COUNTRIES.forEach((c, i) => insertCountry.run(c.code, c.dial, c.name, i));
    const hasFields = db.prepare('SELECT 1 FROM register_fields WHERE merchant_code = ? LIMIT 1').pluck();
    const setMerchant = db.prepare('UPDATE merchants SET disclaimer = ?, sms_for_username = ? WHERE code = ?');
    const setAccount = db.prepare(
      `UPDATE members SET dial_code = ?, mobile = ?, email = ?, referral_code = ?, affiliate_code = ?
       WHERE merchant_code = ? AND username = ? AND mobile IS NULL`,
    );
    for (const m of MERCHANTS) {
      if (exists.get(m.code) !== 1) continue;
      setMerchant.run(m.disclaimer ? 1 : 0, m.smsForUsername ? 1 : 0, m.code);
      if (hasFields.get(m.code) !== 1) seedRegistration(db, m);
      for (const a of ACCOUNTS) {
        setAccount.run(a.dialCode, a.mobile, a.email, a.referralCode ?? null, a.affiliateCode ?? null, m.code, a.username);
      }
    }
  }
  for (const m of MERCHANTS) {
    if (exists.get(m.code) !== 1 || contentGaps(db, m.code).length === 0) continue;
    deleteContent(db, m.code);
    seedContent(db, m, now);
  }
  upgradeGames(db, now);
  // Seeded before the agent centre: its announcements (the team, its play and contracts come with POST /__sandbox/reset).
  const hasAnnouncements = db.prepare('SELECT 1 FROM agent_announcements WHERE merchant_code = ? LIMIT 1').pluck();
  for (const m of MERCHANTS) {
    if (exists.get(m.code) === 1 && hasAnnouncements.get(m.code) !== 1) seedAgentAnnouncements(db, m, now);
  }
  // Seeded before the points mall: its configuration and rewards (player1's points history comes with a reset).
  upgradePoints(db, MERCHANTS);
  // Seeded before player protection: every merchant's tools.
  upgradeProtection(db);
  // Seeded before avatars: the pictures, and the seeded accounts' own.
  const hasAvatars = db.prepare('SELECT 1 FROM avatar_icons WHERE merchant_code = ? LIMIT 1').pluck();
  for (const code of db.prepare('SELECT code FROM merchants').pluck().all() as string[]) {
    if (hasAvatars.get(code) !== 1) seedAvatars(db, { code });
  }
  // Seeded before the sports fixtures: the sports vendors' matches.
  if (db.prepare('SELECT COUNT(*) FROM sports_fixtures').pluck().get() === 0) seedSportsFixtures(db, now);
}

/**
 * Seeded before the games migration: vendors without popup and maintenance windows, no games, no draws. Adds them, and
 * the seeded accounts' favourites. Bets are left out: their stakes and payouts would move balances the old seed's
 * ledger already holds (POST /__sandbox/reset gives the full seed).
 */
function upgradeGames(db: Db, now: number): void {
  const exists = db.prepare('SELECT 1 FROM merchants WHERE code = ?').pluck();
  const hasGames = db.prepare('SELECT 1 FROM games WHERE merchant_code = ? LIMIT 1').pluck();
  const setVendor = db.prepare(
    `UPDATE vendors SET open_in = ?, maintenance_start = ?, maintenance_end = ?
     WHERE merchant_code = ? AND vassalage = ? AND maintenance_start IS NULL`,
  );
  const inHouse = db.prepare(
    `INSERT OR IGNORE INTO vendors (merchant_code, category, vassalage, name, maintenance, sort) VALUES (?, 'INHOUSE', ?, ?, 0, 0)`,
  );
  const memberId = db.prepare('SELECT id FROM members WHERE merchant_code = ? AND username = ?').pluck();
  const favourite = db.prepare(
    `INSERT OR IGNORE INTO favourite_games (member_id, node_id, created_at)
     SELECT ?, node_id, ? FROM games WHERE merchant_code = ? AND game_type = ? AND vassalage = ? AND sort = ?`,
  );
  for (const m of MERCHANTS) {
    if (exists.get(m.code) !== 1 || hasGames.get(m.code) === 1) continue;
    for (const code of new Set(Object.values(m.vendors).flat())) {
      const down = VENDORS_IN_MAINTENANCE.includes(code);
      setVendor.run(
        VENDORS_IN_POPUP.includes(code) ? 'popup' : 'iframe', down ? now + MAINTENANCE_WINDOW.startOffsetMs : null,
        down ? now + MAINTENANCE_WINDOW.endOffsetMs : null, m.code, code,
      );
    }
    inHouse.run(m.code, IN_HOUSE_VENDOR, VENDOR_NAMES[IN_HOUSE_VENDOR] ?? IN_HOUSE_VENDOR);
    seedGames(db, m);
    for (const a of ACCOUNTS) {
      const id = memberId.get(m.code, a.username) as number | undefined;
      if (id === undefined) continue;
      for (const [vendor, category, index] of a.favourites ?? []) favourite.run(id, now, m.code, category, vendor, index);
    }
  }
  if (db.prepare('SELECT COUNT(*) FROM lottery_draws').pluck().get() === 0) seedDrawHistory(db, now);
}

/** Kinds of content a merchant lacks, or "kind/language" for a language an item of that kind lacks. */
export function contentGaps(db: Db, merchantCode: string): string[] {
  const gaps: string[] = [];
  const count = (sql: string) => (db.prepare(sql).pluck().get(merchantCode) as number);
  const items: [string, string, string, string][] = [
    ['banners', 'banners', 'banner_i18n', 'banner_id'],
    ['notices', 'notices', 'notice_i18n', 'notice_id'],
    ['promotions', 'promotions', 'promotion_i18n', 'promotion_id'],
    ['help', 'help_articles', 'help_article_i18n', 'article_id'],
  ];
  for (const [kind, table, i18n, key] of items) {
    if (count(`SELECT COUNT(*) FROM ${table} WHERE merchant_code = ?`) === 0) gaps.push(kind);
    const missing = db
      .prepare(
        `SELECT DISTINCT l.code FROM ${table} x JOIN merchant_languages l ON l.merchant_code = x.merchant_code
         WHERE x.merchant_code = ? AND NOT EXISTS (SELECT 1 FROM ${i18n} t WHERE t.${key} = x.id AND t.language = l.code)
         ORDER BY l.sort`,
      )
      .pluck()
      .all(merchantCode) as string[];
    gaps.push(...missing.map((lang) => `${kind}/${lang}`));
  }
  const aboutMissing = db
    .prepare(
      `SELECT l.code FROM merchant_languages l WHERE l.merchant_code = ?
       AND NOT EXISTS (SELECT 1 FROM merchant_about_i18n a WHERE a.merchant_code = l.merchant_code AND a.language = l.code)
       ORDER BY l.sort`,
    )
    .pluck()
    .all(merchantCode) as string[];
  gaps.push(...aboutMissing.map((lang) => `about/${lang}`));
  return gaps;
}

/** Deletes a merchant's seed-owned content; the *_i18n rows go with their items (ON DELETE CASCADE). */
function deleteContent(db: Db, merchantCode: string): void {
  for (const table of ['banners', 'notices', 'promotions', 'help_articles', 'merchant_about_i18n']) {
    db.prepare(`DELETE FROM ${table} WHERE merchant_code = ?`).run(merchantCode);
  }
}

/** Inserts the seed, its history dated from now. Call inside a transaction. */
export function seed(db: Db, now: number): void {
  const insertGeo = db.prepare('INSERT INTO geo_ranges (cidr, country) VALUES (?, ?)');
  for (const g of GEO_RANGES) insertGeo.run(g.cidr, g.country);
  const insertCountry = db.prepare('INSERT INTO countries (code, dial_code, name, sort) VALUES (?, ?, ?, ?)');
  COUNTRIES.forEach((c, i) => insertCountry.run(c.code, c.dial, c.name, i));
  for (const m of MERCHANTS) seedMerchant(db, m, now);
  // SEO and marketing: one brand's analytics tag.
  seedAnalytics(db);
  seedDrawHistory(db, now);
  seedSportsFixtures(db, now);
}

export function seedMerchant(db: Db, m: MerchantSeed, now: number): void {
  db.prepare(
    `INSERT INTO merchants (code, brand_name, color_primary, color_primary_text, color_accent, currency_code, currency_symbol,
       register_captcha, gtag_id, status, maintenance_end_iso, disclaimer, sms_for_username, eligibility_preticked, zalo_reward_minor)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, 0, NULL, ?, ?, ?, ?)`,
  ).run(
    m.code, m.brandName, m.colors.primary, m.colors.primaryText, m.colors.accent, m.currency.code, m.currency.symbol,
    m.registerCaptcha ? 1 : 0,
    m.disclaimer ? 1 : 0,
    m.smsForUsername ? 1 : 0,
    m.eligibilityPreticked ? 1 : 0,
    m.zaloReward === undefined ? null : Math.round(m.zaloReward * 100),
  );
  const host = db.prepare('INSERT INTO merchant_hosts (host, merchant_code) VALUES (?, ?)');
  m.hosts.forEach((h) => host.run(h, m.code));
  const lang = db.prepare('INSERT INTO merchant_languages (merchant_code, code, sort) VALUES (?, ?, ?)');
  (m.offeredLanguages ?? m.languages).forEach((l, i) => lang.run(m.code, l, i));
  const flag = db.prepare('INSERT INTO merchant_flags (merchant_code, flag) VALUES (?, ?)');
  m.flags.forEach((f) => flag.run(m.code, f));
  const restricted = db.prepare('INSERT INTO merchant_restricted_countries (merchant_code, country) VALUES (?, ?)');
  m.restrictedCountries.forEach((c) => restricted.run(m.code, c));

  seedSiteContent(db, m);
  seedContent(db, m, now);
  seedCatalogue(db, m, now);
  seedLotteryMenus(db, m);
  seedAccounts(db, m, now);
  seedGameHistory(db, m, now);
  seedRegistration(db, m);
  // The member centre.
  seedWallet(db, m, now);
  seedRecords(db, m, now);
  seedMemberAccount(db, m, now);
  seedRewards(db, m, now);
  // The agent centre.
  seedAgent(db, m, now);
  // The points mall: after every seeded bet, which earn player1's points.
  seedPoints(db, m, now);
  // Notices and service.
  seedService(db, m);
  // Player protection (safer gambling).
  seedProtection(db, m);
  seedAvatars(db, m);
}

/** The merchant's avatar pictures, and the seeded accounts' own (those that have one). */
function seedAvatars(db: Db, m: Pick<MerchantSeed, 'code'>): void {
  const icon = db.prepare('INSERT INTO avatar_icons (merchant_code, id, image_path, sort) VALUES (?, ?, ?, ?)');
  AVATAR_ICONS.forEach((a, i) => icon.run(m.code, a.id, a.path, i));
  const avatar = db.prepare('UPDATE members SET avatar = ? WHERE merchant_code = ? AND username = ?');
  for (const a of ACCOUNTS) if (a.avatar) avatar.run(a.avatar, m.code, a.username);
}

function seedRegistration(db: Db, m: MerchantSeed): void {
  const field = db.prepare(
    `INSERT INTO register_fields (merchant_code, field, enabled, required, accepted_pattern, pattern_id, min_length, max_length)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const [name, r] of Object.entries(m.registerFields)) {
    if (!r) continue;
    const enabled = r.enabled ?? true;
    field.run(
      m.code, name, enabled ? 1 : 0, enabled && (r.required ?? true) ? 1 : 0, r.patternId === 0 ? '*' : String(r.patternId),
      r.patternId, r.min, r.max,
    );
  }
}

function seedSiteContent(db: Db, m: MerchantSeed): void {
  const res = db.prepare(
    'INSERT INTO resources (merchant_code, resource_type, url, qr_code_path, label_name_en, sort) VALUES (?, ?, ?, ?, ?, ?)',
  );
  let sort = 0;
  if (m.apps) {
    // The operator's QR images (/cdn/qr/…) encode the app's address (routes/cdn.ts).
    const qr = (platform: string) => (m.apps?.ownQrCodes ? `/cdn/qr/${m.code}-${platform}.svg` : null);
    res.run(m.code, 'Android', `https://download.example.com/${m.code}/${m.code}.apk`, qr('android'), 'Android', sort++);
    res.run(m.code, 'MOBILECONFIG', `https://download.example.com/${m.code}/${m.code}.mobileconfig`, qr('ios'), 'iOS', sort++);
  }
  res.run(m.code, 'AFFILIATELINK', `https://aff.example.com/${m.code}`, null, 'Affiliate', sort++);
  res.run(m.code, 'SpeedTest', `https://speedtest.example.com/${m.code}`, null, 'Speed test', sort++);
  if (m.usdJump) res.run(m.code, 'USDJUMP', `https://usd.${m.code}.example.com/`, null, m.usdJump.label, sort++);
  if (m.socials) {
    for (const s of SOCIAL_RESOURCES) res.run(m.code, s.type, `${s.url}${m.code}${s.handle}`, null, s.label, sort++);
  }

  const cs = db.prepare('INSERT INTO customer_services (merchant_code, cs_type, path) VALUES (?, ?, ?)');
  cs.run(m.code, 'LIVECHAT', `https://chat.example.com/${m.code}/livechat`);
  cs.run(m.code, 'VIP', `https://chat.example.com/${m.code}/vip`);

  // Help links are not footer items: the site lists the help centre's footer articles.
  const footer = db.prepare('INSERT INTO footer_items (merchant_code, kind, tag, image_path, sort) VALUES (?, ?, ?, ?, ?)');
  m.paymentNames.forEach((n, i) => footer.run(m.code, 'payment', n, `/cdn/payments/${n}.svg`, i));
  m.licenceNames.forEach((n, i) => footer.run(m.code, 'licence', n, `/cdn/licences/${n}.svg`, i));
}

const GRADIENTS: [string, string][] = [
  ['#1e3a8a', '#9333ea'],
  ['#065f46', '#0ea5e9'],
  ['#7c2d12', '#f59e0b'],
  ['#831843', '#f43f5e'],
];

/** Values of the placeholders content texts use ({brand}, {age}…), for one merchant in one language. */
function contentVars(m: MerchantSeed, lang: Lang): Record<string, string> {
  const money = (amount: number) =>
    new Intl.NumberFormat(lang, { style: 'currency', currency: m.currency.code, maximumFractionDigits: 0, minimumFractionDigits: 0 })
      .format(amount);
  const authority = m.licenceNames.map((n) => LICENCE_AUTHORITIES[n]).find((a) => a !== undefined);
  if (!authority) throw new Error(`seed: merchant ${m.code} has no licence naming a gaming authority`);
  const vars: Record<string, string> = {
    brand: m.brandName,
    age: String(m.minimumAge),
    licence: authority[lang],
    minDeposit: money(m.amounts.minDeposit),
    maxBonus: money(m.amounts.maxBonus),
    minWithdraw: money(m.amounts.minWithdraw),
    payments: m.paymentNames
      .map((n) => {
        const method = PAYMENT_METHODS[n];
        if (!method) throw new Error(`seed: payment method ${n} has no description`);
        return `<li>${fill(method.line[lang], { name: method.name }, `payment ${n}`)}</li>`;
      })
      .join(''),
  };
  vars.eligibility = m.disclaimer ? fill(ELIGIBILITY[lang], vars, 'eligibility') : '';
  return vars;
}

/** Replaces {name} placeholders; an unknown one is a mistake in the seed, not something to ship. */
function fill(template: string, vars: Record<string, string>, what: string): string {
  return template.replace(/\{([a-zA-Z]+)\}/g, (_all, name: string) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`seed: ${what} uses an unknown placeholder {${name}}`);
    return value;
  });
}

/**
 * Inserts a merchant's content in every language it offers: about text, notices, banners, promotions, help articles.
 * The promotions (and their activities) are dated from now.
 * Throws when an item lacks one of those languages, so an incomplete seed never reaches a database. Call inside a
 * transaction.
 */
export function seedContent(db: Db, m: MerchantSeed, now: number): void {
  const varsOf = new Map(m.languages.map((lang) => [lang, contentVars(m, lang)]));
  /** The item's text in each of the merchant's languages, placeholders filled. */
  const texts = (item: MerchantTexts, what: string): [Lang, string][] =>
    m.languages.map((lang) => {
      const text = item[lang];
      if (text === undefined || text.trim() === '') throw new Error(`seed: ${m.code} ${what} has no "${lang}" text`);
      return [lang, fill(text, varsOf.get(lang)!, what)];
    });

  const about = db.prepare('INSERT INTO merchant_about_i18n (merchant_code, language, html) VALUES (?, ?, ?)');
  for (const [lang, html] of texts(m.about, 'about')) about.run(m.code, lang, html);

  const notice = db.prepare('INSERT INTO notices (merchant_code, kind, time_iso, sort) VALUES (?, ?, ?, ?)');
  const noticeText = db.prepare('INSERT INTO notice_i18n (notice_id, language, title, content) VALUES (?, ?, ?, ?)');
  const sorts = new Map<string, number>();
  for (const n of NOTICES) {
    if (n.kind === 'PU' && !m.popupNotice) continue;
    const sort = sorts.get(n.kind) ?? 0;
    sorts.set(n.kind, sort + 1);
    const id = Number(notice.run(m.code, n.kind, n.timeIso, sort).lastInsertRowid);
    const what = `notice ${n.title.en}`;
    const titles = new Map(texts(n.title, what));
    for (const [lang, html] of texts(n.html, what)) noticeText.run(id, lang, titles.get(lang)!, html);
  }

  // Promotions (and their activities) before banners: a PROMOTION banner links to the merchant's first promotion.
  const [firstPromotionId] = insertPromotions(db, m, texts, now);
  if (firstPromotionId === undefined) throw new Error(`seed: ${m.code} has no promotion for PROMOTION banners to link to`);

  const banner = db.prepare(
    `INSERT INTO banners (merchant_code, group_name, linkage_type, linkage, color_from, color_to, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const bannerText = db.prepare('INSERT INTO banner_i18n (banner_id, language, title) VALUES (?, ?, ?)');
  const addBanner = (group: string, title: MerchantTexts, link: [string, string | null], colors: [string, string], sort: number) => {
    const id = banner.run(m.code, group, link[0], link[1], colors[0], colors[1], sort).lastInsertRowid;
    for (const [lang, text] of texts(title, `banner ${group} ${sort}`)) bannerText.run(id, lang, text);
  };
  const homeLinks: [string, string | null][] = [
    ['LINK', '/promotions'],
    ['PROMOTION', String(firstPromotionId)],
    ['LINK', 'https://www.example.com/sponsor'],
  ];
  if (m.homeBannerCount > HOME_BANNER_TITLES.length) throw new Error(`seed: ${m.code} wants more home banners than there are`);
  for (let i = 0; i < m.homeBannerCount; i++) {
    const colors = i === 0 ? ([m.colors.primary, m.colors.accent] as [string, string]) : GRADIENTS[i % GRADIENTS.length]!;
    addBanner('w_home', HOME_BANNER_TITLES[i]!, homeLinks[i % homeLinks.length]!, colors, i);
  }
  BANNER_GROUPS.filter((g) => g !== 'w_home').forEach((group, i) => {
    const link: [string, string | null] =
      group === 'w_rng' ? ['LINK', '/promotions']
      : group === 'w_live' ? ['LINK', 'https://www.example.com/live-tour']
      : group === 'w_promotion' ? ['PROMOTION', String(firstPromotionId)]
      : ['NONE', null];
    addBanner(group, BANNER_TITLES[group], link, GRADIENTS[i % GRADIENTS.length]!, 0);
  });

  const article = db.prepare('INSERT INTO help_articles (merchant_code, tag, category, footer, sort) VALUES (?, ?, ?, ?, ?)');
  const articleText = db.prepare('INSERT INTO help_article_i18n (article_id, language, title, content) VALUES (?, ?, ?, ?)');
  HELP_ARTICLES.forEach((a, i) => {
    const id = article.run(m.code, a.tag, a.category, a.footer ? 1 : 0, i).lastInsertRowid;
    const titles = new Map(texts(a.title, `help ${a.tag}`));
    for (const [lang, html] of texts(a.html, `help ${a.tag}`)) articleText.run(id, lang, titles.get(lang)!, html);
  });
}

function seedLotteryMenus(db: Db, m: MerchantSeed): void {
  const menu = db.prepare('INSERT INTO lottery_menus (merchant_code, group_code, label_name, sort) VALUES (?, ?, ?, ?)');
  const game = db.prepare('INSERT INTO lottery_games (menu_id, game_code, game_name, vassalage, sort) VALUES (?, ?, ?, ?, ?)');
  m.lotteryMenus.forEach((lm, i) => {
    const menuId = menu.run(m.code, lm.groupCode, lm.labelName, i).lastInsertRowid;
    lm.games.forEach((g, j) => game.run(menuId, g.gameCode, g.gameName, 'TCG_SEA', j));
  });
}

function seedAccounts(db: Db, m: MerchantSeed, now: number): void {
  const member = db.prepare(
    `INSERT INTO members (merchant_code, username, password_hash, type, upline_id, nickname, language, club_label_name,
       club_color, club_color2, club_rank, member_label, first_login, password_changed_at, created_at,
       dial_code, mobile, email, referral_code, affiliate_code)
     VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const ip = db.prepare('INSERT INTO member_ips (member_id, ip) VALUES (?, ?)');
  const setPaymentPassword = db.prepare('UPDATE members SET payment_password_hash = ? WHERE id = ?');
  const ledger = db.prepare(
    'INSERT INTO wallet_ledger (member_id, amount_minor, kind, remark, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const message = db.prepare('INSERT INTO messages (member_id, title, content, read_at, created_at) VALUES (?, ?, ?, ?, ?)');
  const ids = new Map<string, number>();
  for (const a of ACCOUNTS) {
    const id = Number(
      member.run(
        m.code, a.username, seededHash(m.code, a.username, a.password), a.type, a.upline ? ids.get(a.upline) ?? null : null,
        a.nickname, a.club?.labelName ?? null, a.club?.color ?? null, a.club?.color2 ?? null, a.club?.rankLevel ?? null,
        a.memberLabel, a.firstLogin ? 1 : 0, now - 10 * DAY, now - 30 * DAY,
        a.dialCode, a.mobile, a.email, a.referralCode ?? null, a.affiliateCode ?? null,
      ).lastInsertRowid,
    );
    ids.set(a.username, id);
    if (a.paymentPassword) setPaymentPassword.run(seededHash(m.code, `${a.username}#pay`, a.paymentPassword), id);
    KNOWN_IPS.forEach((addr) => ip.run(id, addr));
    a.ledger.forEach((e, i) => ledger.run(id, Math.round(e.amount * 100), e.kind, e.remark, now - (e.daysAgo ?? a.ledger.length - i) * DAY));
    a.messages.forEach((msg, i) =>
      message.run(id, msg.title, `<p>${msg.title}.</p>`, msg.read ? now - DAY : null, now - (i + 1) * 60 * 60 * 1000),
    );
  }
}
