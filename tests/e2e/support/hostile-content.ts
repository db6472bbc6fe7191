import path from 'node:path';
import { PLATFORM_DB } from './platform';
import { ROOT } from './routes';
import { openExistingDatabase } from '@/sandbox/db/existing';

/**
 * Hostile platform content: what a compromised or careless operator back office could publish. It is written straight
 * into the sandbox's database (the platform serves whatever is there), and POST /__sandbox/reset (resetPlatform)
 * brings the seed back. The site caches merchant content for PUBLIC_DATA_TTL_MS and the status for
 * SITE_STATUS_TTL_MS, both one second in the e2e run (playwright.config.ts): poll until it shows.
 */
export interface HostileContent {
  /** HTML for every rich-text field: notices (player and popup), help articles, promotion pages, the footer's about text. */
  html: readonly string[];
  /** Text for every plain-text field: brand name, notice, help, banner and promotion titles (and promotion summaries), vendor names, members' nicknames and labels. */
  text: string;
  /** Link targets for every platform link: banners, customer service, app downloads, socials, affiliate, speed test. */
  links: readonly string[];
}

function open() {
  return openExistingDatabase(path.join(ROOT, PLATFORM_DB));
}

/** Puts the content into every field of the merchant in `language`. Returns how many fields were written. */
export function plantHostileContent(merchant: string, language: string, content: HostileContent): number {
  const db = open();
  try {
    let written = 0;
    db.transaction(() => {
      const html = (i: number) => content.html[i % content.html.length]!;
      const link = (i: number) => content.links[i % content.links.length]!;
      written += db.prepare('UPDATE merchants SET brand_name = ? WHERE code = ?').run(content.text, merchant).changes;
      written += db
        .prepare('UPDATE merchant_about_i18n SET html = ? WHERE merchant_code = ? AND language = ?')
        .run(content.html.join('\n'), merchant, language).changes;

      const notices = db
        .prepare('SELECT t.notice_id AS id FROM notice_i18n t JOIN notices n ON n.id = t.notice_id WHERE n.merchant_code = ? AND t.language = ? ORDER BY n.id')
        .all(merchant, language) as { id: number }[];
      const notice = db.prepare('UPDATE notice_i18n SET title = ?, content = ? WHERE notice_id = ? AND language = ?');
      notices.forEach(({ id }, i) => (written += notice.run(content.text, html(i), id, language).changes));

      const articles = db
        .prepare('SELECT t.article_id AS id FROM help_article_i18n t JOIN help_articles a ON a.id = t.article_id WHERE a.merchant_code = ? AND t.language = ? ORDER BY a.sort')
        .all(merchant, language) as { id: number }[];
      const article = db.prepare('UPDATE help_article_i18n SET title = ?, content = ? WHERE article_id = ? AND language = ?');
      // Every article gets the whole corpus: the help centre shows them all, whatever its categories.
      articles.forEach(({ id }, i) => (written += article.run(content.text, i === 0 ? content.html.join('\n') : html(i), id, language).changes));

      // Every banner becomes a link; the home group gets one more banner per remaining link target.
      const banners = db.prepare('SELECT id, group_name FROM banners WHERE merchant_code = ? ORDER BY id').all(merchant) as { id: number; group_name: string }[];
      const banner = db.prepare("UPDATE banners SET linkage_type = 'LINK', linkage = ? WHERE id = ?");
      const bannerTitle = db.prepare('UPDATE banner_i18n SET title = ? WHERE banner_id = ? AND language = ?');
      const homeBanners = banners.filter((b) => b.group_name === 'w_home');
      banners.forEach(({ id, group_name }) => {
        const index = group_name === 'w_home' ? homeBanners.findIndex((b) => b.id === id) : banners.findIndex((b) => b.id === id);
        written += banner.run(link(index), id).changes + bannerTitle.run(content.text, id, language).changes;
      });
      const addBanner = db.prepare(
        "INSERT INTO banners (merchant_code, group_name, linkage_type, linkage, color_from, color_to, sort) VALUES (?, 'w_home', 'LINK', ?, '#000000', '#222222', ?)",
      );
      const addBannerTitle = db.prepare('INSERT INTO banner_i18n (banner_id, language, title) VALUES (?, ?, ?)');
      for (let i = homeBanners.length; i < content.links.length; i += 1) {
        const id = Number(addBanner.run(merchant, link(i), 100 + i).lastInsertRowid);
        written += addBannerTitle.run(id, language, content.text).changes;
      }

      // Every promotion's page gets the whole corpus (the detail page shows one promotion at a time).
      written += db
        .prepare(
          'UPDATE promotion_i18n SET title = ?, summary = ?, content = ? WHERE language = ? AND promotion_id IN (SELECT id FROM promotions WHERE merchant_code = ?)',
        )
        .run(content.text, content.text, content.html.join('\n'), language, merchant).changes;
      written += db.prepare('UPDATE vendors SET name = ? WHERE merchant_code = ?').run(content.text, merchant).changes;

      const services = db.prepare('SELECT cs_type FROM customer_services WHERE merchant_code = ? ORDER BY cs_type').all(merchant) as { cs_type: string }[];
      const service = db.prepare('UPDATE customer_services SET path = ? WHERE merchant_code = ? AND cs_type = ?');
      services.forEach(({ cs_type }, i) => (written += service.run(link(i), merchant, cs_type).changes));
      // What the account menu shows a member: nickname and VIP label.
      written += db.prepare('UPDATE members SET nickname = ?, member_label = ? WHERE merchant_code = ?').run(content.text, content.text, merchant).changes;

      const resources = db.prepare('SELECT id FROM resources WHERE merchant_code = ? ORDER BY id').all(merchant) as { id: number }[];
      const resource = db.prepare('UPDATE resources SET url = ? WHERE id = ?');
      resources.forEach(({ id }, i) => (written += resource.run(link(i + services.length), id).changes));
    })();
    return written;
  } finally {
    db.close();
  }
}
