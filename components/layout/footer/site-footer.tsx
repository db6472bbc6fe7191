import { useTranslations } from 'next-intl';
import type { ComponentType } from 'react';
import type { NavCategory } from '@/lib/platform/games';
import type { Site, SocialLink } from '@/lib/platform/site';
import { FacebookIcon, InstagramIcon, TelegramIcon, TikTokIcon } from '@/components/ui/icons';
import { LocalizedLink } from '@/components/ui/localized-link';
import { localizeSiteLinks } from '@/lib/i18n/platform-links';

export interface SiteFooterProps {
  site: Site;
  categories: NavCategory[];
  locale: string;
  /** The help centre's articles listed in the footer. */
  helpLinks: { tag: string; title: string }[];
  /** /help, or /helpmc where the help centre must stay open to visitors (helpCentrePath). */
  helpPath: string;
}

const SOCIAL_ICONS: Record<SocialLink['network'], ComponentType<{ className?: string }>> = {
  facebook: FacebookIcon,
  telegram: TelegramIcon,
  tiktok: TikTokIcon,
  instagram: InstagramIcon,
};

/** Every vendor of the site once, in category order (the same vendor often serves several categories). */
export function uniqueVendors(categories: NavCategory[]): NavCategory['vendors'] {
  const seen = new Set<string>();
  const vendors: NavCategory['vendors'] = [];
  for (const { vendors: list } of categories) {
    for (const vendor of list) {
      if (seen.has(vendor.code)) continue;
      seen.add(vendor.code);
      vendors.push(vendor);
    }
  }
  return vendors;
}

/** About text, help links, payment and licence marks, vendor logos, social links and the copyright line. */
export function SiteFooter({ site, categories, locale, helpLinks, helpPath }: SiteFooterProps) {
  const t = useTranslations('Footer');
  const vendors = uniqueVendors(categories);
  const { paymentImages, licenceImages } = site.footer;
  const aboutHtml = localizeSiteLinks(site.footer.aboutHtml[locale] ?? site.footer.aboutHtml[site.defaultLanguage] ?? '', {
    locale,
    defaultLanguage: site.defaultLanguage,
    helpPath,
  });
  const year = new Date().getFullYear();

  return (
    <footer className="mt-12 border-t border-line bg-surface-sunken text-sm text-ink-muted">
      <div className="mx-auto grid max-w-content gap-10 px-4 py-10 sm:px-6 md:grid-cols-[2fr_1fr] lg:py-12">
        <section aria-labelledby="footer-about" className="min-w-0">
          <h2 id="footer-about" className="mb-3 text-base font-bold text-ink">
            {t('about', { brand: site.brandName })}
          </h2>
          {/* Sanitized by lib/security before it reaches the site object. */}
          <div className="prose-notice max-w-prose leading-relaxed" dangerouslySetInnerHTML={{ __html: aboutHtml }} />
        </section>

        {helpLinks.length > 0 ? (
          <nav aria-labelledby="footer-help">
            <h2 id="footer-help" className="mb-3 text-base font-bold text-ink">
              {t('help')}
            </h2>
            <ul className="grid grid-cols-2 gap-x-4 gap-y-2 md:grid-cols-1">
              {helpLinks.map(({ tag, title }) => (
                <li key={tag}>
                  <LocalizedLink
                    href={`${helpPath}#${encodeURIComponent(tag)}`}
                    className="inline-flex min-h-6 items-center hover:text-ink hover:underline"
                  >
                    {title}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>

      <div className="mx-auto max-w-content space-y-8 px-4 pb-10 sm:px-6">
        <LogoRow headingId="footer-payments" heading={t('payments')} images={paymentImages} />
        <LogoRow
          headingId="footer-vendors"
          heading={t('vendors')}
          images={vendors.map(({ name, logoUrl }) => ({ name, url: logoUrl }))}
          grayscale
        />
        <LogoRow headingId="footer-licences" heading={t('licences')} images={licenceImages} />

        {site.socials.length > 0 ? (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social" className="mb-3 text-xs font-semibold tracking-wide uppercase">
              {t('followUs')}
            </h2>
            <ul className="flex flex-wrap gap-2">
              {site.socials.map(({ network, url }) => {
                const Icon = SOCIAL_ICONS[network];
                const name = t(`social.${network}`);
                return (
                  <li key={`${network}-${url}`}>
                    <a
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={name}
                      title={name}
                      className="flex h-10 w-10 items-center justify-center rounded-full border border-line bg-surface-raised text-ink-muted transition-colors hover:bg-brand hover:text-brand-text motion-reduce:transition-none"
                    >
                      <Icon className="h-5 w-5" />
                    </a>
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}
      </div>

      <div className="border-t border-line">
        <p className="mx-auto max-w-content px-4 py-5 text-center text-xs sm:px-6">
          {t('copyright', { year: String(year), brand: site.brandName })}
        </p>
      </div>
    </footer>
  );
}

function LogoRow({
  headingId,
  heading,
  images,
  grayscale = false,
}: {
  headingId: string;
  heading: string;
  images: { name: string; url: string }[];
  grayscale?: boolean;
}) {
  if (images.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-xs font-semibold tracking-wide uppercase">
        {heading}
      </h2>
      <ul className="flex flex-wrap items-center gap-x-6 gap-y-4">
        {images.map(({ name, url }) => (
          <li key={`${name}-${url}`}>
            {/* eslint-disable-next-line @next/next/no-img-element -- remote marks of any size, lazily loaded */}
            <img
              src={url}
              alt={name}
              loading="lazy"
              decoding="async"
              className={
                grayscale
                  ? 'h-7 w-auto max-w-28 object-contain opacity-70 grayscale transition hover:opacity-100 hover:grayscale-0 motion-reduce:transition-none'
                  : 'h-8 w-auto max-w-32 object-contain'
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
