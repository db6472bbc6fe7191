/** Writes the seed (seed-data.ts) into an empty database, and resets a used one back to it. */
import type { Db } from '.';
import { hashPassword } from '../lib/passwords';
import { PRESERVED_TABLES } from './migrations';
import {
  ACCOUNTS, BANNER_GROUPS, BANNER_TITLES, COUNTRIES, GEO_RANGES, KNOWN_IPS, MERCHANTS, SOCIAL_RESOURCES, VENDOR_NAMES,
  VENDORS_IN_MAINTENANCE, type MerchantSeed,
} from './seed-data';
import { GAME_CATEGORIES } from '../../lib/platform/contract';

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

/** Deletes every seeded row and seeds again, in one transaction; the RSA key and migrations are kept. */
export function resetToSeed(db: Db): void {
  const tables = (
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[]
  )
    .map((t) => t.name)
    .filter((t) => !PRESERVED_TABLES.includes(t));
  db.transaction(() => {
    db.pragma('defer_foreign_keys = ON');
    for (const t of tables) db.prepare(`DELETE FROM "${t}"`).run();
    db.prepare('DELETE FROM sqlite_sequence').run();
    seed(db);
  })();
}

/**
 * A database seeded before the accounts migration has no countries, register rules, promotions or contact data: adds
 * them to the seeded merchants and accounts, keeping everything else. Call inside a transaction.
 */
export function upgradeSeed(db: Db): void {
  if ((db.prepare('SELECT COUNT(*) AS n FROM countries').get() as { n: number }).n > 0) return;
  const insertCountry = db.prepare('INSERT INTO countries (code, dial_code, name, sort) VALUES (?, ?, ?, ?)');
  COUNTRIES.forEach((c, i) => insertCountry.run(c.code, c.dial, c.name, i));
  const exists = db.prepare('SELECT 1 FROM merchants WHERE code = ?').pluck();
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

/** Inserts the seed. Call inside a transaction. */
export function seed(db: Db): void {
  const now = Date.now();
  const insertGeo = db.prepare('INSERT INTO geo_ranges (cidr, country) VALUES (?, ?)');
  for (const g of GEO_RANGES) insertGeo.run(g.cidr, g.country);
  const insertCountry = db.prepare('INSERT INTO countries (code, dial_code, name, sort) VALUES (?, ?, ?, ?)');
  COUNTRIES.forEach((c, i) => insertCountry.run(c.code, c.dial, c.name, i));
  for (const m of MERCHANTS) seedMerchant(db, m, now);
}

function seedMerchant(db: Db, m: MerchantSeed, now: number): void {
  db.prepare(
    `INSERT INTO merchants (code, brand_name, color_primary, color_primary_text, color_accent, currency_code, currency_symbol,
       register_captcha, gtag_id, about_html, status, maintenance_end_iso, disclaimer, sms_for_username)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, 0, NULL, ?, ?)`,
  ).run(
    m.code, m.brandName, m.colors.primary, m.colors.primaryText, m.colors.accent, m.currency.code, m.currency.symbol,
    m.registerCaptcha ? 1 : 0,
    `<p><b>${m.brandName}</b> is a sandbox brand for trying the site. Play responsibly; players must be 21 or older.</p>` +
      `<p>Questions? Read the <a href="/help#faq">FAQ</a>.</p>`,
    m.disclaimer ? 1 : 0,
    m.smsForUsername ? 1 : 0,
  );
  const host = db.prepare('INSERT INTO merchant_hosts (host, merchant_code) VALUES (?, ?)');
  m.hosts.forEach((h) => host.run(h, m.code));
  const lang = db.prepare('INSERT INTO merchant_languages (merchant_code, code, sort) VALUES (?, ?, ?)');
  m.languages.forEach((l, i) => lang.run(m.code, l, i));
  const flag = db.prepare('INSERT INTO merchant_flags (merchant_code, flag) VALUES (?, ?)');
  m.flags.forEach((f) => flag.run(m.code, f));
  const restricted = db.prepare('INSERT INTO merchant_restricted_countries (merchant_code, country) VALUES (?, ?)');
  m.restrictedCountries.forEach((c) => restricted.run(m.code, c));

  seedSiteContent(db, m);
  const promotionId = seedNotices(db, m);
  seedBanners(db, m, promotionId);
  seedCatalogue(db, m);
  seedAccounts(db, m, now);
  seedRegistration(db, m);
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
  const promotion = db.prepare(
    'INSERT INTO promotions (merchant_code, category, title, image_path, sort) VALUES (?, ?, ?, ?, ?)',
  );
  const setImage = db.prepare('UPDATE promotions SET image_path = ? WHERE id = ?');
  m.promotions.forEach((p, i) => {
    const id = promotion.run(m.code, p.category, p.title, '', i).lastInsertRowid;
    setImage.run(`/cdn/promotions/${id}.svg`, id);
  });
}

function seedSiteContent(db: Db, m: MerchantSeed): void {
  const res = db.prepare(
    'INSERT INTO resources (merchant_code, resource_type, url, qr_code_path, label_name_en, sort) VALUES (?, ?, ?, ?, ?, ?)',
  );
  let sort = 0;
  if (m.appResources) {
    res.run(m.code, 'Android', `https://download.example.com/${m.code}/${m.code}.apk`, `/cdn/qr/${m.code}-android.svg`, 'Android', sort++);
    res.run(m.code, 'MOBILECONFIG', `https://download.example.com/${m.code}/${m.code}.mobileconfig`, `/cdn/qr/${m.code}-ios.svg`, 'iOS', sort++);
  }
  res.run(m.code, 'AFFILIATELINK', `https://aff.example.com/${m.code}`, null, 'Affiliate', sort++);
  res.run(m.code, 'SpeedTest', `https://speedtest.example.com/${m.code}`, null, 'Speed test', sort++);
  if (m.socials) {
    for (const s of SOCIAL_RESOURCES) res.run(m.code, s.type, `${s.url}${m.code}casino`, null, s.type, sort++);
  }

  const cs = db.prepare('INSERT INTO customer_services (merchant_code, cs_type, path) VALUES (?, ?, ?)');
  cs.run(m.code, 'LIVECHAT', `https://chat.example.com/${m.code}/livechat`);
  cs.run(m.code, 'VIP', `https://chat.example.com/${m.code}/vip`);

  const footer = db.prepare(
    'INSERT INTO footer_items (merchant_code, kind, tag, title, image_path, sort) VALUES (?, ?, ?, ?, ?, ?)',
  );
  [
    ['term', 'Terms'],
    ['privacy', 'Privacy'],
    ['faq', 'FAQ'],
    ['responsible', 'Responsible gaming'],
  ].forEach(([tag, title], i) => footer.run(m.code, 'help', tag, title, null, i));
  m.paymentNames.forEach((n, i) => footer.run(m.code, 'payment', n, null, `/cdn/payments/${n}.svg`, i));
  m.licenceNames.forEach((n, i) => footer.run(m.code, 'licence', n, null, `/cdn/licences/${n}.svg`, i));
}

/** Returns the id of the first promotion, which a PROMOTION banner links to. */
function seedNotices(db: Db, m: MerchantSeed): number {
  const notice = db.prepare(
    'INSERT INTO notices (merchant_code, kind, title, content, time_iso, sort) VALUES (?, ?, ?, ?, ?, ?)',
  );
  notice.run(
    m.code, 'PL', `Welcome to ${m.brandName}`,
    `<p>Welcome to <b>${m.brandName}</b>! Read our <a href="/promotions">latest promotions</a>.</p>`,
    '2026-01-20T09:30:00.000Z', 0,
  );
  // Deliberately hostile markup: the site must sanitize notice HTML before rendering it.
  notice.run(
    m.code, 'PL', 'Scheduled maintenance',
    '<p>Some games will be briefly unavailable on Sunday from 02:00 to 04:00.</p><script>alert(1)</script>' +
      '<img src="x" onerror="alert(1)"><p onclick="alert(2)">Thank you for your patience.</p>',
    '2026-01-18T14:00:00.000Z', 1,
  );
  notice.run(
    m.code, 'PL', 'Play responsibly',
    '<p>Set limits and take breaks. Need help? <a href="https://www.example.org/responsible-gaming" target="_blank">Find support</a>.</p>',
    '2026-01-10T08:00:00.000Z', 2,
  );
  if (m.popupNotice) {
    notice.run(
      m.code, 'PU', 'Welcome gift',
      '<p>New here? Your <b>first deposit is doubled</b> this week. <a href="/promotions">See how</a>.</p>',
      '2026-01-21T00:00:00.000Z', 0,
    );
  }
  const promotionId = notice.run(
    m.code, 'PR', 'First deposit 100% bonus',
    `<p>Deposit at least 10 ${m.currency.code} and get a <b>100% bonus</b> up to 500 ${m.currency.code}.</p>`,
    '2026-01-15T00:00:00.000Z', 0,
  ).lastInsertRowid;
  notice.run(
    m.code, 'PR', 'Daily rebate',
    '<p>Get up to <b>1.2%</b> back on every bet, paid daily.</p>',
    '2026-01-12T00:00:00.000Z', 1,
  );
  return Number(promotionId);
}

const GRADIENTS: [string, string][] = [
  ['#1e3a8a', '#9333ea'],
  ['#065f46', '#0ea5e9'],
  ['#7c2d12', '#f59e0b'],
  ['#831843', '#f43f5e'],
];

function seedBanners(db: Db, m: MerchantSeed, promotionId: number): void {
  const banner = db.prepare(
    `INSERT INTO banners (merchant_code, group_name, title, linkage_type, linkage, color_from, color_to, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const homeLinks: [string, string | null][] = [
    ['LINK', '/promotions'],
    ['PROMOTION', String(promotionId)],
    ['LINK', 'https://www.example.com/sponsor'],
  ];
  for (let i = 0; i < m.homeBannerCount; i++) {
    const [type, link] = homeLinks[i % homeLinks.length]!;
    const [from, to] = i === 0 ? [m.colors.primary, m.colors.accent] : GRADIENTS[i % GRADIENTS.length]!;
    banner.run(m.code, 'w_home', `${BANNER_TITLES.w_home} ${i + 1}`, type, link, from, to, i);
  }
  BANNER_GROUPS.filter((g) => g !== 'w_home').forEach((group, i) => {
    const [type, link]: [string, string | null] =
      group === 'w_rng' ? ['LINK', '/promotions']
      : group === 'w_live' ? ['LINK', 'https://www.example.com/live-tour']
      : group === 'w_promotion' ? ['PROMOTION', String(promotionId)]
      : ['NONE', null];
    const [from, to] = GRADIENTS[i % GRADIENTS.length]!;
    banner.run(m.code, group, BANNER_TITLES[group], type, link, from, to, 0);
  });
}

function seedCatalogue(db: Db, m: MerchantSeed): void {
  const vendor = db.prepare(
    'INSERT INTO vendors (merchant_code, category, vassalage, name, maintenance, sort) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const category of GAME_CATEGORIES) {
    (m.vendors[category] ?? []).forEach((code, i) =>
      vendor.run(m.code, category, code, VENDOR_NAMES[code] ?? code, VENDORS_IN_MAINTENANCE.includes(code) ? 1 : 0, i),
    );
  }
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
    KNOWN_IPS.forEach((addr) => ip.run(id, addr));
    a.ledger.forEach((e, i) => ledger.run(id, Math.round(e.amount * 100), e.kind, e.remark, now - (a.ledger.length - i) * DAY));
    a.messages.forEach((msg, i) =>
      message.run(id, msg.title, `<p>${msg.title}.</p>`, msg.read ? now - DAY : null, now - (i + 1) * 60 * 60 * 1000),
    );
  }
}
