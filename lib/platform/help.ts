import 'server-only';
import { SystemPath, DEVICE_WEB, type HelpCategory, type HelpCenterDto } from '@site/platform-contract';
import { plainText, sanitizePlatformHtml } from '@/lib/security/sanitize';
import { platformCall } from './client';
import { cachedPublic, CacheKey } from './cache';

/** One help-centre article as the site shows it: sanitized HTML and a plain-text copy for search. */
export interface HelpArticle {
  tag: string;
  title: string;
  /** Sanitized HTML. */
  html: string;
  /** The article's words without markup, for the search box. */
  text: string;
  category: HelpCategory;
  footer: boolean;
}

const TAG = /^[a-z0-9_-]{1,40}$/i;
const CATEGORIES: readonly HelpCategory[] = ['rules', 'account', 'payments', 'games', 'responsible', 'about'];

/** The help centre of a merchant in a language (spec §7 "Common": helpCenter, no token). Merchant-public, cached. */
export async function getHelpArticles(merchant: string, language: string): Promise<HelpArticle[]> {
  return cachedPublic(CacheKey.helpCenter(merchant, language), async () => {
    const dto = await platformCall<HelpCenterDto>(SystemPath.HELP_CENTER, {
      merchant,
      language,
      searchParams: { lang: language, device: DEVICE_WEB },
    });
    return reshapeHelpArticles(dto);
  });
}

export function reshapeHelpArticles(dto: HelpCenterDto): HelpArticle[] {
  const seen = new Set<string>();
  return [...dto.articles]
    .sort((a, b) => a.sort - b.sort)
    .flatMap((article) => {
      // The tag becomes an element id and a URL fragment: only plain, unique tags.
      if (!TAG.test(article.tag) || seen.has(article.tag)) return [];
      seen.add(article.tag);
      const html = sanitizePlatformHtml(article.content);
      return [
        {
          tag: article.tag,
          title: article.title,
          html,
          text: plainText(html),
          category: CATEGORIES.includes(article.category) ? article.category : 'about',
          footer: article.footer === true,
        },
      ];
    });
}
