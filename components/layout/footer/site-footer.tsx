'use client';
import { useTranslations } from 'next-intl';
import type { NavEntry } from '@/lib/platform/games';
import type { SisterSite, Site, SocialLink } from '@/lib/platform/site';
import { HelpLink } from '@/components/help/help-link';
import { LogoRow, SocialLinks } from './footer-marks';

export interface SiteFooterProps {
  brandName: string;
  /** The about-us text of the page's language, sanitized, its site links already in the page's language. */
  aboutHtml: string;
  paymentImages: Site['footer']['paymentImages'];
  licenceImages: Site['footer']['licenceImages'];
  socials: SocialLink[];
  /** The brand's site in US dollars (USDJUMP), when the operator has one. */
  usdSite: SisterSite | null;
  /** The same list the navigation carries (the page's flight data holds it once). */
  categories: NavEntry[];
  /** The help centre's articles listed in the footer. */
  helpLinks: { tag: string; title: string }[];
  /** /help, or /helpmc where the help centre must stay open to visitors (helpCentrePath). */
  helpPath: string;
  /** The copyright year, as the server saw it (the same in HTML and after hydration). */
  year: number;
  /** The market's minimum age and its help organisations (player protection). */
  protection: Pick<Site['protection'], 'minimumAge' | 'helpOrganisations'>;
}


/** Every vendor of the site once, in category order (the same vendor often serves several categories). */
export function uniqueVendors(categories: NavEntry[]): NavEntry['vendors'] {
  const seen = new Set<string>();
  const vendors: NavEntry['vendors'] = [];
  for (const { vendors: list } of categories) {
    for (const vendor of list) {
      if (seen.has(vendor.code)) continue;
      seen.add(vendor.code);
      vendors.push(vendor);
    }
  }
  return vendors;
}

/**
 * About text, help links, payment and licence marks, vendor logos, social links and the copyright line. A client
 * component although nothing in it is interactive: on every page its markup is sent once, as HTML, instead of twice.
 */
export function SiteFooter({
  brandName,
  aboutHtml,
  paymentImages,
  licenceImages,
  socials,
  usdSite,
  categories,
  helpLinks,
  helpPath,
  year,
  protection,
}: SiteFooterProps) {
  const t = useTranslations('Footer');
  const vendors = uniqueVendors(categories);

  return (
    <footer className="below-fold mt-12 border-t border-line bg-surface-sunken text-sm text-ink-muted [--below-fold-height:40rem]">
      <div className="mx-auto grid max-w-content gap-10 px-4 py-10 sm:px-6 md:grid-cols-[2fr_1fr] lg:py-12">
        <section aria-labelledby="footer-about" className="min-w-0">
          <h2 id="footer-about" className="mb-3 text-base font-bold text-ink">
            {t('about', { brand: brandName })}
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
                  <HelpLink
                    href={`${helpPath}#${encodeURIComponent(tag)}`}
                    className="footer-link"
                  >
                    {title}
                  </HelpLink>
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

        {socials.length > 0 ? (
          <SocialLinks heading={t('followUs')} links={socials.map((link) => ({ ...link, name: t(`social.${link.network}`) }))} />
        ) : null}

        {usdSite ? (
          <section aria-labelledby="footer-currency">
            <h2 id="footer-currency" className="mb-3 text-xs font-semibold tracking-wide uppercase">
              {t('otherCurrency')}
            </h2>
            <a href={usdSite.url} target="_blank" rel="noopener noreferrer" className="footer-link break-words">
              {usdSite.label ?? t('usdSite', { brand: brandName })}
            </a>
          </section>
        ) : null}

        {protection.helpOrganisations.length > 0 ? (
          <section aria-labelledby="footer-safer-gambling">
            <h2 id="footer-safer-gambling" className="mb-3 text-xs font-semibold tracking-wide uppercase">
              {t('helpOrganisations')}
            </h2>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {protection.helpOrganisations.map(({ name, url }) => (
                <li key={url}>
                  <a href={url} target="_blank" rel="noopener noreferrer" className="footer-link">
                    {name}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>

      <div className="border-t border-line">
        <div className="mx-auto flex max-w-content flex-col items-center gap-2 px-4 py-5 text-center text-xs sm:px-6">
          <p className="flex items-center gap-2">
            <span aria-hidden className="inline-flex size-8 shrink-0 items-center justify-center rounded-full border-2 border-danger font-bold text-ink">
              {protection.minimumAge}+
            </span>
            <span>{t('ageLine', { age: protection.minimumAge })}</span>
          </p>
          <p>{t('copyright', { year: String(year), brand: brandName })}</p>
        </div>
      </div>
    </footer>
  );
}
