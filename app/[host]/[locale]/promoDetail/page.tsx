import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageAccess } from '@/lib/request/page-access';
import { getRequestContext } from '@/lib/request/context';
import { localizedPath } from '@/lib/i18n/locale-path';
import { platformLanguage as platformLanguageOf } from '@/lib/i18n/site-languages';
import { getPromotion } from '@/lib/platform/promotions';
import { categoryHref, parsePromotionId, promotionHref } from '@/lib/promotions/list';
import { ChevronLeftIcon } from '@/components/ui/icons/chevron-left';
import { pageMetadata } from '@/lib/seo/metadata';
import { PromotionFacts } from '@/components/promotions/promotion-facts';
import { PromotionMessages } from '@/components/promotions/promotion-messages';
import { PromotionParticipation } from '@/components/promotions/promotion-participation';
import { PromotionStatusBadge } from '@/components/promotions/promotion-status';
import { PageAlternates } from '@/components/seo/page-alternates';

interface Props {
  params: Promise<{ host: string; locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** A promotion's page is its id's. */
function promotionQuery(id: number): string {
  return `?id=${id}`;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const { site: lookup } = await getRequestContext();
  if (lookup.kind !== 'ok') return {};
  const t = await getTranslations({ locale, namespace: 'Promotions' });
  const id = parsePromotionId(await searchParams);
  const promotion = id === null ? null : await getPromotion(lookup.site.merchantCode, platformLanguageOf(lookup.site, locale), id).catch(() => null);
  return pageMetadata(params, {
    path: '/promoDetail',
    query: promotion ? promotionQuery(promotion.id) : undefined,
    title: promotion ? promotion.title : t('metaTitle'),
    description: promotion?.summary || t('metaDescription', { brand: lookup.site.brandName }),
  });
}

/**
 * /promoDetail?id=…: one promotion, rendered on the server with its page (sanitized HTML), its reward and period, and
 * the island where a member takes part (spec §4, §5). Without an id it points to the list; an unknown id is a 404.
 */
export default async function PromotionDetailPage({ params, searchParams }: Props) {
  const access = await pageAccess(params, '/promoDetail');
  if (!access) return null;
  const { site, locale, platformLanguage } = access;
  const t = await getTranslations('Promotions');
  const listPath = (path: string) => localizedPath(path, locale, site.defaultLanguage);
  const id = parsePromotionId(await searchParams);

  if (id === null) {
    return (
      <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
        <PageAlternates params={params} path="/promoDetail" />
        <h1 className="text-2xl font-bold">{t('detail.noneTitle')}</h1>
        <p className="text-ink-muted">{t('detail.none')}</p>
        <IntentLink href={listPath('/promotions')} className="btn btn-primary btn-md">
          {t('seeAll')}
        </IntentLink>
      </div>
    );
  }

  const promotion = await getPromotion(site.merchantCode, platformLanguage, id);
  if (!promotion) notFound();

  return (
    <PromotionMessages applyForm>
      <PageAlternates params={params} path="/promoDetail" query={promotionQuery(promotion.id)} />
      <div className="mx-auto flex w-full max-w-content flex-col gap-4 px-4 py-4 sm:py-6">
        <IntentLink
          href={listPath(categoryHref(promotion.category))}
          className="inline-flex min-h-6 w-fit items-center gap-1 rounded-md text-sm font-semibold underline-offset-4 hover:underline"
        >
          <ChevronLeftIcon className="size-4 rtl:rotate-180" />
          {t('detail.back')}
        </IntentLink>
        <article aria-labelledby="promotion-title" className="flex flex-col gap-5 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-8">
          {promotion.imageUrl ? (
            // The merchant's artwork repeats the title, which the heading says.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={promotion.imageUrl}
              alt=""
              width={1200}
              height={400}
              fetchPriority="high"
              decoding="async"
              className="block aspect-[3/1] h-auto w-full rounded-2xl bg-surface-sunken object-cover lg:col-start-1"
            />
          ) : null}
          <header className="flex flex-col gap-2 lg:col-start-1">
            <div className="flex flex-wrap items-center gap-2">
              <PromotionStatusBadge status={promotion.status} label={t(`status.${promotion.status}`)} />
              <span className="text-sm text-ink-muted">{t(`categories.${promotion.category}`)}</span>
            </div>
            <h1 id="promotion-title" className="text-2xl font-bold break-words sm:text-3xl">
              {promotion.title}
            </h1>
            {promotion.summary ? <p className="text-ink-muted">{promotion.summary}</p> : null}
          </header>
          <aside
            aria-labelledby="take-part"
            className="flex flex-col gap-4 rounded-2xl border border-line bg-surface-raised p-4 shadow-sm lg:sticky lg:top-24 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:self-start"
          >
            <h2 id="take-part" className="text-lg font-bold">
              {t('detail.takePart')}
            </h2>
            <PromotionFacts activity={promotion.activity} currency={site.currency} gmtOffsetMinutes={site.gmtOffsetMinutes} />
            {promotion.activity ? (
              <PromotionParticipation
                title={promotion.title}
                status={promotion.status}
                activity={promotion.activity}
                returnTo={listPath(promotionHref(promotion.id))}
              />
            ) : null}
          </aside>
          <section aria-labelledby="promotion-content" className="min-w-0 lg:col-start-1">
            <h2 id="promotion-content" className="mb-2 text-lg font-bold">
              {t('detail.content')}
            </h2>
            {/* Platform HTML, sanitized in lib/platform/promotions.ts. */}
            <div className="prose-help text-sm leading-relaxed break-words sm:text-base" dangerouslySetInnerHTML={{ __html: promotion.html }} />
          </section>
        </article>
      </div>
    </PromotionMessages>
  );
}
