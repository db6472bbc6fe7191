import 'server-only';
import Form from 'next/form';
import { IntentLink } from '@/components/ui/intent-link';
import { getLocale, getTranslations } from 'next-intl/server';
import { CATALOGUES, catalogueSearch, MIN_BET_FILTER, SEARCH_MAX_LENGTH, vendorGamesPath, type CatalogueFilters } from '@/lib/games/catalogue';
import { formatMoney, type Currency } from '@/lib/format/money';
import type { GameListType } from '@site/platform-contract/games';
import { CheckIcon } from '@/components/ui/icons/check';
import { VendorTypeLane, type VendorTypeLinks } from './vendor-type-lane';

export interface FilterLinks {
  /** The catalogue's type. */
  gameType: GameListType;
  /** The catalogue's localized path, e.g. "/vi/rng". */
  path: string;
  /** A site path in the page's language (localizedPath). */
  link: (path: string) => string;
  filters: CatalogueFilters;
  vendors: { code: string; name: string }[];
  classifies: string[];
  /** Which of the minimum-bet and lines filters apply to this category. */
  applies: { minBet: boolean; lines: boolean };
  /** The merchant's currency: the minimum-bet filter names its amount in it, written as the page's text is. */
  currency: Currency;
}

/**
 * A catalogue's filters, all in its URL (shareable, restored by Back): the vendor lane ("All" first), for a member the
 * chosen vendor's game types (its games of another type: VendorTypeLane), the vendor's classify tabs, the minimum-bet filter (its amount in the merchant's currency: "Min. bet $1 or more", "Cược tối thiểu
 * từ 1 ₫"; the spec's "1 yuan or more" named a currency no brand here pays in), "25 lines or more", and the name search. Plain links and a GET form:
 * they work before any script has loaded, and the server renders the filtered list.
 */
export async function CatalogueFilterBar({ gameType, path, link, filters, vendors, classifies, applies, currency }: FilterLinks) {
  const [t, locale] = await Promise.all([getTranslations('GamePages'), getLocale()]);
  const href = (next: Partial<CatalogueFilters>) => `${path}${catalogueSearch({ ...filters, ...next })}`;
  const vendor = filters.vendor ? (vendors.find((v) => v.code === filters.vendor) ?? null) : null;
  // Where the vendor's games of each type are listed, named as the navigation names the type.
  const typeLinks = (code: string): VendorTypeLinks['links'] =>
    Object.fromEntries([
      ...CATALOGUES.map((c) => [c.gameType, { href: link(vendorGamesPath(c.gameType, code)), label: t(`catalogue.${c.gameType}.title`) }] as const),
      ['LOTT', { href: link(vendorGamesPath('LOTT', code)), label: t('lotteryTitle') }] as const,
    ]);
  return (
    <div className="flex flex-col gap-3">
      {vendors.length > 0 && (
        <nav aria-label={t('vendors')}>
          <ul className="lane">
            <li>
              <IntentLink href={href({ vendor: null, classify: null })} className="chip" aria-current={filters.vendor === null ? 'true' : undefined}>
                {t('allVendors')}
              </IntentLink>
            </li>
            {vendors.map((v) => (
              <li key={v.code}>
                <IntentLink href={href({ vendor: v.code, classify: null })} className="chip" aria-current={filters.vendor === v.code ? 'true' : undefined}>
                  {v.name}
                </IntentLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {vendor && <VendorTypeLane vendor={vendor.code} current={gameType} label={t('vendorCategories', { vendor: vendor.name })} links={typeLinks(vendor.code)} />}
      {filters.vendor && classifies.length > 0 && (
        <nav aria-label={t('classifies')}>
          <ul className="lane">
            <li>
              <IntentLink href={href({ classify: null })} className="chip" aria-current={filters.classify === null ? 'true' : undefined}>
                {t('allClassifies')}
              </IntentLink>
            </li>
            {classifies.map((c) => (
              <li key={c}>
                <IntentLink href={href({ classify: c })} className="chip" aria-current={filters.classify === c ? 'true' : undefined}>
                  {t.has(`classify.${c}`) ? t(`classify.${c}`) : c}
                </IntentLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Form action={path} role="search" className="flex min-w-0 flex-1 basis-64 gap-2">
          {filters.vendor && <input type="hidden" name="vendor" value={filters.vendor} />}
          {filters.vendor && filters.classify && <input type="hidden" name="classify" value={filters.classify} />}
          {filters.minBet && <input type="hidden" name="minBet" value={MIN_BET_FILTER} />}
          {filters.lines && <input type="hidden" name="lines" value="25" />}
          <label className="sr-only" htmlFor="game-search">
            {t('searchLabel')}
          </label>
          {/* Keyed by the URL's search: Back to a list without one shows an empty box, not what was typed. */}
          <input
            key={filters.q}
            id="game-search"
            name="q"
            type="search"
            defaultValue={filters.q}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={t('searchPlaceholder')}
            autoComplete="off"
            enterKeyHint="search"
            className="h-10 min-w-0 flex-1 rounded-lg border border-line bg-surface-raised px-3 text-base sm:text-sm"
          />
          <button type="submit" className="btn btn-primary btn-md">
            {t('search')}
          </button>
        </Form>
        {applies.minBet && (
          <IntentLink href={href({ minBet: !filters.minBet })} className="chip" aria-current={filters.minBet ? 'true' : undefined}>
            {filters.minBet && <CheckIcon className="size-4" />}
            {t('minBetFilter', { amount: formatMoney(MIN_BET_FILTER, currency, locale, { whole: true }) })}
          </IntentLink>
        )}
        {applies.lines && (
          <IntentLink href={href({ lines: !filters.lines })} className="chip" aria-current={filters.lines ? 'true' : undefined}>
            {filters.lines && <CheckIcon className="size-4" />}
            {t('linesFilter')}
          </IntentLink>
        )}
      </div>
    </div>
  );
}
