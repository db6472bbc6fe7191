/** @jest-environment node */
import Database from 'better-sqlite3';
import { migrate, migrations } from '../db/migrations';
import { contentGaps, upgradeSeed } from '../db/seed';
import { call, makeSandbox } from './helpers';

/** A database as version 2 left it: English-only texts in the item tables and help links among the footer items. */
function version2Database() {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  db.exec('CREATE TABLE schema_migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)');
  for (const m of migrations.filter((x) => x.id <= 2)) {
    db.exec(m.sql);
    db.prepare('INSERT INTO schema_migrations (id, name, applied_at) VALUES (?, ?, ?)').run(m.id, m.name, 0);
  }
  db.exec(`
    INSERT INTO merchants (code, brand_name, color_primary, color_primary_text, color_accent, currency_code, currency_symbol, about_html, disclaimer)
      VALUES ('ph', 'PH Play', '#0e7490', '#ffffff', '#f97316', 'PHP', '₱', '<p>old</p>', 1);
    INSERT INTO merchant_languages (merchant_code, code, sort) VALUES ('ph', 'en', 0);
    INSERT INTO footer_items (merchant_code, kind, tag, title, image_path, sort) VALUES
      ('ph', 'help', 'term', 'Terms', NULL, 0), ('ph', 'payment', 'gcash', NULL, '/cdn/payments/gcash.svg', 0),
      ('ph', 'licence', 'pagcor', NULL, '/cdn/licences/pagcor.svg', 0);
    INSERT INTO banners (merchant_code, group_name, title, linkage_type, linkage, color_from, color_to, sort)
      VALUES ('ph', 'w_home', 'Welcome bonus 1', 'NONE', NULL, '#000000', '#ffffff', 0);
    INSERT INTO notices (merchant_code, kind, title, content, time_iso, sort) VALUES ('ph', 'PL', 'Old', '<p>old</p>', '2026-01-01T00:00:00.000Z', 0);
    INSERT INTO promotions (merchant_code, category, title, image_path, sort) VALUES ('ph', 'live', 'Old', '/cdn/promotions/1.svg', 0);
  `);
  return db;
}

describe('the content_i18n migration', () => {
  it('moves texts out of the item tables, drops the help footer items and keeps the marks', () => {
    const db = version2Database();
    migrate(db, Date.now());
    const columns = (table: string) => (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);
    expect(columns('banners')).not.toContain('title');
    expect(columns('notices')).not.toContain('title');
    expect(columns('notices')).not.toContain('content');
    expect(columns('promotions')).not.toContain('title');
    expect(columns('promotions')).not.toContain('image_path');
    expect(columns('merchants')).not.toContain('about_html');
    expect(db.prepare('SELECT kind, tag, image_path FROM footer_items ORDER BY id').all()).toEqual([
      { kind: 'payment', tag: 'gcash', image_path: '/cdn/payments/gcash.svg' },
      { kind: 'licence', tag: 'pagcor', image_path: '/cdn/licences/pagcor.svg' },
    ]);
    expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    // The promotions migration (11) drops promotions without their pages, so they are missing as a kind.
    expect(contentGaps(db, 'ph')).toEqual(expect.arrayContaining(['help', 'banners/en', 'notices/en', 'promotions', 'about/en']));

    // Opening it then refills the merchant's content from the seed, in every language it offers (ph: en and fil,
    // 14 banners each).
    db.transaction(() => upgradeSeed(db, Date.now()))();
    expect(contentGaps(db, 'ph')).toEqual([]);
    expect(db.prepare("SELECT COUNT(*) FROM banner_i18n t JOIN banners b ON b.id = t.banner_id WHERE b.merchant_code = 'ph'").pluck().get()).toBe(28);
    expect(db.prepare("SELECT html FROM merchant_about_i18n WHERE merchant_code = 'ph'").pluck().get()).toMatch(/PAGCOR/);
    db.close();
  });
});

describe('seed upgrade of content', () => {
  const sandbox = makeSandbox();
  afterAll(() => sandbox.cleanup());

  it('re-seeds a merchant whose content lost a language, leaving the others alone', async () => {
    const { app } = sandbox;
    const demoBanners = app.db.prepare("SELECT id FROM banners WHERE merchant_code = 'demo' ORDER BY id").pluck().all();
    app.db.prepare("DELETE FROM notice_i18n WHERE language = 'en' AND notice_id IN (SELECT id FROM notices WHERE merchant_code = 'vn88')").run();
    expect(contentGaps(app.db, 'vn88')).toEqual(['notices/en']);
    app.db.transaction(() => upgradeSeed(app.db, Date.now()))();
    expect(contentGaps(app.db, 'vn88')).toEqual([]);
    expect(app.db.prepare("SELECT id FROM banners WHERE merchant_code = 'demo' ORDER BY id").pluck().all()).toEqual(demoBanners);
    const res = await call<{ player: { title: string }[] }>(app, 'POST', '/wps/relay/MCSFE_getListAnnouncements', {
      merchant: 'vn88',
      headers: { Language: 'en' },
      body: { types: ['PL'], platform: 'W', executionType: 'B' },
    });
    expect(res.json.value!.player.map((n) => n.title)).toContain('Scheduled maintenance');
  });
});

describe('the help_notices migration', () => {
  it('lets notices be of type H and keeps every notice and its texts', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    db.exec('CREATE TABLE schema_migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)');
    for (const m of migrations.filter((x) => x.id < 24)) {
      db.exec(m.sql);
      db.prepare('INSERT INTO schema_migrations (id, name, applied_at) VALUES (?, ?, ?)').run(m.id, m.name, 0);
    }
    db.exec(`
      INSERT INTO merchants (code, brand_name, color_primary, color_primary_text, color_accent, currency_code, currency_symbol, disclaimer)
        VALUES ('ph', 'PH Play', '#0e7490', '#ffffff', '#f97316', 'PHP', '₱', 1);
      INSERT INTO notices (id, merchant_code, kind, time_iso, sort) VALUES (7, 'ph', 'PR', '2026-01-01T00:00:00.000Z', 0);
      INSERT INTO notice_i18n (notice_id, language, title, content) VALUES (7, 'en', 'Rebate', '<p>Daily</p>');
    `);
    const insertHelp = () => db.prepare("INSERT INTO notices (merchant_code, kind, time_iso, sort) VALUES ('ph', 'H', '2026-01-02T00:00:00.000Z', 0)").run();
    expect(insertHelp).toThrow(/CHECK constraint failed/);

    migrate(db, Date.now());
    expect(db.prepare('SELECT n.id, n.kind, t.title, t.content FROM notices n JOIN notice_i18n t ON t.notice_id = n.id').all()).toEqual([
      { id: 7, kind: 'PR', title: 'Rebate', content: '<p>Daily</p>' },
    ]);
    expect(insertHelp).not.toThrow();
    expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    // The texts still belong to their notice: removing it removes them.
    db.prepare('DELETE FROM notices WHERE id = 7').run();
    expect(db.prepare('SELECT COUNT(*) FROM notice_i18n').pluck().get()).toBe(0);
    db.close();
  });
});
