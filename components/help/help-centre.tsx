import { clsx } from 'clsx';
import { getTranslations } from 'next-intl/server';
import type { HelpArticle } from '@/lib/platform/help';
import type { Banner, Notice } from '@/lib/platform/system';
import { BannerCarousel } from '@/components/layout/banner-carousel';
import { NoticesSection } from '@/components/home/notices-section';
import { localizeSiteLinks } from '@/lib/i18n/platform-links';
import { HelpSearch } from './help-search';
import { PageMessages } from '@/components/i18n/page-messages';
import { PAGE_NAMESPACES } from '@/lib/i18n/client-messages';

const CATEGORY_ORDER = ['rules', 'account', 'payments', 'games', 'responsible', 'about'] as const;

/**
 * The help centre (spec §2 /help, /helpmc, /help#tag): the merchant's articles in the page's language, rendered on the
 * server with anchors per tag, a table of contents by category and a search box, after the merchant's help notices
 * (announcement type H). Without help banners it shows the default promo banner (spec §2). In the help dialog
 * (`inDialog`) the dialog carries the title and the introduction, and the banner stays on the page.
 */
export async function HelpCentre({
  articles,
  notices,
  banners,
  brandName,
  gmtOffsetMinutes,
  links,
  inDialog = false,
}: {
  articles: HelpArticle[];
  /** The help notices (H). */
  notices: Notice[];
  banners: Banner[];
  brandName: string;
  gmtOffsetMinutes: number;
  /** How site links inside the articles are written for this page (its language, its help path). */
  links: { locale: string; defaultLanguage: string; helpPath: string };
  inDialog?: boolean;
}) {
  const t = await getTranslations('Help');
  const groups = CATEGORY_ORDER.map((category) => ({ category, articles: articles.filter((a) => a.category === category) })).filter(
    (g) => g.articles.length > 0,
  );

  const articlesPart =
    articles.length === 0 ? (
      <p className="rounded-xl border border-line bg-surface-raised p-6 text-ink-muted">{t('empty')}</p>
    ) : (
      <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
        <aside className={clsx('flex flex-col gap-4 lg:sticky', inDialog ? 'lg:top-0' : 'lg:top-20')}>
          <PageMessages namespaces={PAGE_NAMESPACES.help}>
            <HelpSearch articles={articles.map(({ tag, title, text }) => ({ tag, title, text }))} />
          </PageMessages>
          {/* The table of contents: folded on a phone (the search box is first there), open beside the articles on wide screens. */}
          <details className="rounded-xl border border-line bg-surface-raised lg:hidden">
            <summary className="flex min-h-11 cursor-pointer items-center px-4 text-sm font-semibold">{t('contents')}</summary>
            <div className="px-4 pb-4">
              <Contents groups={groups} categoryLabel={(c) => t(`category.${c}`)} />
            </div>
          </details>
          <nav aria-labelledby="help-contents" className="hidden rounded-xl border border-line bg-surface-raised p-4 lg:block">
            <h2 id="help-contents" className="mb-2 text-sm font-semibold tracking-wide text-ink-muted uppercase">
              {t('contents')}
            </h2>
            <Contents groups={groups} categoryLabel={(c) => t(`category.${c}`)} />
          </nav>
        </aside>
        <div className="flex min-w-0 flex-col gap-6">
          {groups.map((group) => (
            <section key={group.category} aria-labelledby={`help-${group.category}`} className="flex flex-col gap-4">
              <h2 id={`help-${group.category}`} className="text-lg font-bold text-ink-muted">
                {t(`category.${group.category}`)}
              </h2>
              {group.articles.map((article) => (
                <article
                  key={article.tag}
                  id={article.tag}
                  aria-labelledby={`${article.tag}-title`}
                  className={clsx('rounded-xl border border-line bg-surface-raised p-5 sm:p-6', inDialog ? 'scroll-mt-4' : 'scroll-mt-20')}
                >
                  <h3 id={`${article.tag}-title`} className="mb-3 text-xl font-bold">
                    {article.title}
                  </h3>
                  {/* Sanitized by lib/platform/help.ts (lib/security/sanitize). */}
                  <div className="prose-help leading-relaxed text-ink" dangerouslySetInnerHTML={{ __html: localizeSiteLinks(article.html, links) }} />
                </article>
              ))}
            </section>
          ))}
        </div>
      </div>
    );
  const body = (
    <>
      <NoticesSection id="help-notices" heading={t('notices')} notices={notices} gmtOffsetMinutes={gmtOffsetMinutes} links={links} />
      {articlesPart}
    </>
  );
  if (inDialog) return <div className="flex flex-col gap-6">{body}</div>;

  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-6 px-4 py-6">
      {banners.length > 0 ? (
        <BannerCarousel banners={banners} variant="page" />
      ) : (
        <div className="rounded-2xl bg-gradient-to-br from-brand to-brand-accent px-6 py-8 text-brand-text shadow-lg sm:py-10">
          <p className="text-sm font-semibold tracking-wide uppercase opacity-90">{brandName}</p>
          <p className="mt-1 text-2xl font-bold sm:text-3xl">{t('bannerTitle')}</p>
        </div>
      )}
      <div>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="mt-1 text-ink-muted">{t('intro', { brand: brandName })}</p>
      </div>
      {body}
    </div>
  );
}

function Contents({
  groups,
  categoryLabel,
}: {
  groups: { category: HelpArticle['category']; articles: HelpArticle[] }[];
  categoryLabel: (category: HelpArticle['category']) => string;
}) {
  return groups.map((group) => (
    <div key={group.category} className="mb-2 last:mb-0">
      <p className="text-xs font-semibold text-ink-muted">{categoryLabel(group.category)}</p>
      <ul>
        {group.articles.map((article) => (
          <li key={article.tag}>
            <a href={`#${article.tag}`} className="flex min-h-9 items-center rounded-md px-2 text-sm hover:bg-surface-sunken">
              {article.title}
            </a>
          </li>
        ))}
      </ul>
    </div>
  ));
}
