import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageAccess } from '@/lib/request/page-access';
import { getRequestContext } from '@/lib/request/context';
import { localizedPath } from '@/lib/i18n/locale-path';
import { getAnnouncements } from '@/lib/platform/system';
import { getPromotions } from '@/lib/platform/promotions';
import { countByFilter, orderForList, parseCategory, parsePromotionId, promotionHref } from '@/lib/promotions/list';
import { isTrialType } from '@/lib/tenant/member-types';
import { BannerCarousel } from '@/components/layout/banner-carousel';
import { bannersForRoute } from '@/components/layout/banner-groups';
import { CategoryNav } from '@/components/promotions/category-nav';
import { PromotionCard } from '@/components/promotions/promotion-card';
import { PromotionMessages } from '@/components/promotions/promotion-messages';
import { NoticesSection } from '@/components/home/notices-section';
import { helpCentrePath } from '@/lib/tenant/gates';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageAlternates } from '@/components/seo/page-alternates';

interface Props {
  params: Promise<{ host: string; locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** A category is part of the list's identity (its title says it); all of them is the list itself. */
function categoryQuery(category: ReturnType<typeof parseCategory>): string | undefined {
  return category === 'all' ? undefined : `?category=${category}`;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const { site: lookup } = await getRequestContext();
  if (lookup.kind !== 'ok') return {};
  const t = await getTranslations({ locale, namespace: 'Promotions' });
  const category = parseCategory(await searchParams);
  return pageMetadata(params, {
    path: '/promotions',
    query: categoryQuery(category),
    title: category === 'all' ? t('metaTitle') : t('metaTitleCategory', { category: t(`categories.${category}`) }),
    description: t('metaDescription', { brand: lookup.site.brandName }),
  });
}

/**
 * /promotions: the merchant's promotions by category (?category=…, spec §3), rendered on the server with the
 * promotions banners (w_promotion) and the promotion notices (announcement type PR). /promotions?id=… (the register page's and older links) is that promotion's page.
 */
export default async function PromotionsPage({ params, searchParams }: Props) {
  const access = await pageAccess(params, '/promotions');
  if (!access) return null;
  const { site, locale, platformLanguage, member } = access;
  const query = await searchParams;
  const id = parsePromotionId(query);
  if (id !== null) redirect(localizedPath(promotionHref(id), locale, site.defaultLanguage));

  const filter = parseCategory(query);
  const [promotions, announcements, t] = await Promise.all([
    getPromotions(site.merchantCode, platformLanguage),
    getAnnouncements(site.merchantCode, platformLanguage).catch(() => null),
    getTranslations('Promotions'),
  ]);
  const banners = announcements ? bannersForRoute(announcements.banners, '/promotions') : [];
  const shown = orderForList(filter === 'all' ? promotions : promotions.filter((p) => p.category === filter));
  const memberStates = member !== null && !isTrialType(member.memberType);

  return (
    <PromotionMessages>
      <PageAlternates params={params} path="/promotions" query={categoryQuery(filter)} />
      <div className="mx-auto flex w-full max-w-content flex-col gap-5 px-4 py-6">
        {banners.length > 0 ? <BannerCarousel banners={banners} variant="page" /> : null}
        <header className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold">{t('title')}</h1>
          <p className="text-sm text-ink-muted">{t('intro')}</p>
        </header>
        <NoticesSection
          id="promotion-notices"
          heading={t('notices')}
          notices={announcements?.promotion ?? []}
          gmtOffsetMinutes={site.gmtOffsetMinutes}
          links={{ locale, defaultLanguage: site.defaultLanguage, helpPath: helpCentrePath(site.features.loginToHome, member !== null) }}
        />
        <CategoryNav current={filter} counts={countByFilter(promotions)} locale={locale} defaultLanguage={site.defaultLanguage} />
        <p className="text-sm text-ink-muted" aria-live="polite">
          {t('count', { count: shown.length })}
        </p>
        {shown.length > 0 ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((promotion, i) => (
              <PromotionCard
                key={promotion.id}
                promotion={promotion}
                currency={site.currency}
                gmtOffsetMinutes={site.gmtOffsetMinutes}
                locale={locale}
                defaultLanguage={site.defaultLanguage}
                member={memberStates}
                eager={i < 2}
              />
            ))}
          </ul>
        ) : (
          <p className="rounded-xl border border-dashed border-line px-4 py-10 text-center text-sm text-ink-muted">
            {filter === 'all' ? t('emptyAll') : t('empty')}
          </p>
        )}
      </div>
    </PromotionMessages>
  );
}
