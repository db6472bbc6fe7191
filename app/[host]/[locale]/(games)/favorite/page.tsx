import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageAccess } from '@/lib/request/page-access';
import { PAGE_NAMESPACES } from '@/lib/i18n/client-messages';
import { localizedPath } from '@/lib/i18n/locale-path';
import { favouritesSearch, favouritesTabs, favouritesType } from '@/lib/games/catalogue';
import { getNavCategories, hasInHouseGames, tileTypes } from '@/lib/platform/games';
import { PageMessages } from '@/components/i18n/page-messages';
import { IntentLink } from '@/components/ui/intent-link';
import { FavouriteGames } from '@/components/games/favourite-games';

interface Props {
  params: Promise<{ host: string; locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Games' });
  return { title: t('favouritesTitle'), robots: { index: false } };
}

/**
 * /favorite: the member's favourite games, one game type at a time (spec §3 "Favourite games": the list asks for a
 * gameType, RNG unless the page names another: /favorite?type=LIVE), with a tab per type the merchant has. The games
 * are read in the browser (member data is never rendered into a shared page).
 */
export default async function FavouritePage({ params, searchParams }: Props) {
  const access = await pageAccess(params, '/favorite');
  if (!access) return null;
  const { site, locale, platformLanguage, member } = access;
  const [categories, inHouse, query, t, tp] = await Promise.all([
    getNavCategories(site.merchantCode, platformLanguage),
    hasInHouseGames(site.merchantCode, platformLanguage),
    searchParams,
    getTranslations('Games'),
    getTranslations('GamePages'),
  ]);
  const types = favouritesTabs(tileTypes(categories).filter((type) => type !== 'INHOUSE' || inHouse));
  const type = favouritesType(query.type, types);
  const path = localizedPath('/favorite', locale, site.defaultLanguage);
  return (
    <div className="mx-auto flex max-w-content flex-col gap-5 px-4 py-6">
      <h1 className="text-2xl font-bold">{t('favouritesTitle')}</h1>
      {member && types.length > 1 && (
        <nav aria-label={tp('favouriteCategories')}>
          <ul className="lane">
            {types.map((option) => (
              <li key={option}>
                <IntentLink href={`${path}${favouritesSearch(option)}`} className="chip" aria-current={option === type ? 'true' : undefined}>
                  {tp(`catalogue.${option}.title`)}
                </IntentLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <PageMessages namespaces={PAGE_NAMESPACES.games}>
        <FavouriteGames key={type} type={type} />
      </PageMessages>
    </div>
  );
}
