import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageAccess } from '@/lib/request/page-access';
import { pageMetadata } from '@/lib/seo/metadata';
import { localizedPath } from '@/lib/i18n/locale-path';
import { accounts, promotions as platformPromotions } from '@/lib/platform';
import { newPlayerBonus } from '@/lib/promotions/list';
import { getAnnouncements } from '@/lib/platform/system';
import { clientIp } from '@/lib/security/visitor';
import { isLinkCode } from '@/lib/validation/register-request';
import { BannerCarousel } from '@/components/layout/banner-carousel';
import { bannersForRoute } from '@/components/layout/banner-groups';
import { LocalizedLink } from '@/components/ui/localized-link';
import { ChevronLeftIcon } from '@/components/ui/icons/chevron-left';
import { NewPlayerPromotions } from '@/components/register/new-player-promotions';
import { RegisterForm } from '@/components/register/register-form';
import { PageMessages } from '@/components/i18n/page-messages';
import { PAGE_NAMESPACES } from '@/lib/i18n/client-messages';
import { affiliateCodeFrom, referralCodeFrom } from '@/components/register/register-params';
import { PageAlternates } from '@/components/seo/page-alternates';

interface Props {
  params: Promise<{ host: string; locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const [t, ts] = await Promise.all([getTranslations({ locale, namespace: 'Register' }), getTranslations({ locale, namespace: 'Seo' })]);
  return pageMetadata(params, (site) => ({ path: '/register', title: t('metaTitle'), description: ts('registerDescription', { brand: site.brandName }) }));
}

/**
 * /register (also /register.html): the registration form for logged-out visitors, with the register banners and the
 * new-player promotions. An affiliate code in the URL is checked here, so the form hides the field for a known one.
 */
export default async function RegisterPage({ params, searchParams }: Props) {
  const access = await pageAccess(params, '/register');
  if (!access) return null;
  const { site, locale, platformLanguage, member } = access;
  // Only logged-out visitors can register (spec §6).
  if (member) redirect(localizedPath('/', locale, site.defaultLanguage));

  const query = await searchParams;
  const affiliateCode = affiliateCodeFrom(query);
  const call = { merchant: site.merchantCode, ip: clientIp(await headers()), language: platformLanguage };
  const [settings, countries, newPlayer, announcements, affiliateValid, t] = await Promise.all([
    accounts.registerSettings(call),
    accounts.countries(call),
    accounts.promotions(call, 'new_player').then((list) => list.map(platformPromotions.reshapePromotion), () => []),
    getAnnouncements(site.merchantCode, platformLanguage).catch(() => null),
    affiliateCode && isLinkCode(affiliateCode) ? accounts.isValidAffiliateCode(call, affiliateCode, site.host).catch(() => false) : false,
    getTranslations('Register'),
  ]);
  const status = access.status;

  const banners = announcements ? bannersForRoute(announcements.banners, '/register') : [];
  const promotions = newPlayer.flatMap(({ id, title, imageUrl }) => (imageUrl ? [{ id, title, imageUrl }] : []));

  // The form comes first (on a phone it starts near the top); the banners and new-player promotions sit beside it on
  // wide screens and below it on phones.
  return (
    <PageMessages namespaces={PAGE_NAMESPACES.register}>
      <PageAlternates params={params} path="/register" />
      <div className="mx-auto grid w-full max-w-content gap-6 px-4 py-4 sm:py-6 lg:grid-cols-[minmax(0,30rem)_minmax(0,1fr)] lg:items-start">
        <div className="flex min-w-0 flex-col gap-3">
          <LocalizedLink
            href="/"
            className="inline-flex min-h-6 w-fit items-center gap-1 rounded-md text-sm font-semibold text-ink underline-offset-4 hover:underline"
          >
            <ChevronLeftIcon className="h-4 w-4 rtl:rotate-180" />
            {t('backHome')}
          </LocalizedLink>
          <div className="rounded-2xl border border-line bg-surface-raised p-5 text-ink shadow-xl sm:p-6">
            <h1 className="mb-1 text-2xl font-bold">{t('title')}</h1>
            <p className="mb-4 text-sm text-ink-muted">{t('intro')}</p>
            <RegisterForm
              data={{ settings, countries, visitorCountry: status.visitor.country }}
              referralCode={referralCodeFrom(query)}
              affiliate={affiliateCode ? { code: affiliateCode, valid: affiliateValid } : null}
              variant="page"
            />
          </div>
        </div>
        {banners.length > 0 || promotions.length > 0 ? (
          <div className="flex min-w-0 flex-col gap-6">
            {banners.length > 0 ? <BannerCarousel banners={banners} variant="page" /> : null}
            <NewPlayerPromotions promotions={promotions} bonus={newPlayerBonus(newPlayer)} />
          </div>
        ) : null}
      </div>
    </PageMessages>
  );
}
