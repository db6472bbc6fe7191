import 'server-only';
import { getTranslations } from 'next-intl/server';
import { IntentLink } from '@/components/ui/intent-link';
import { ChevronRightIcon } from '@/components/ui/icons/chevron-right';
import { catalogueFor } from '@/lib/games/catalogue';
import type { SearchGroup } from '@/lib/platform/games';
import { FavouritesScope } from '../favourites-scope';
import { GameList } from '../game-list';

/** Tiles shown per type in the lobby's results; the type's catalogue, searched the same way, has the rest. */
export const RESULTS_PER_TYPE = 12;

/**
 * The lobby search's results, rendered on the server: the matching games of each type under its name, with a link to
 * the rest in that type's catalogue, and the matching lotteries (they open on their own pages). Its client parts (the
 * tiles) need the Games messages around it.
 */
export async function LobbySearchResults({
  q,
  groups,
  lotteries,
  link,
  clearHref,
}: {
  q: string;
  groups: SearchGroup[];
  /** Lotteries whose names match, each with its page's localized address. */
  lotteries: { name: string; href: string }[];
  /** A site path, localized. */
  link: (path: string) => string;
  clearHref: string;
}) {
  const [t, gp] = await Promise.all([getTranslations('Nav'), getTranslations('GamePages')]);
  const count = groups.reduce((sum, g) => sum + g.totalCount, 0) + lotteries.length;
  const title = (type: SearchGroup['type']) => (type === 'INHOUSE' ? gp('catalogue.INHOUSE.title') : t(`categories.${type}`));
  return (
    <section aria-labelledby="search-results" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="search-results" className="text-xl font-bold" aria-live="polite">
          {gp('lobbyResults', { count, q })}
        </h2>
        <IntentLink href={clearHref} className="btn btn-ghost btn-sm">
          {gp('lobbyClearSearch')}
        </IntentLink>
      </div>
      {count === 0 ? <p className="rounded-xl border border-dashed border-line p-6 text-center text-ink-muted">{gp('lobbyNoResults')}</p> : null}
      <FavouritesScope>
        {groups.map((group) => {
          const { route, layout } = catalogueFor(group.type);
          const name = title(group.type);
          const more = group.totalCount > RESULTS_PER_TYPE;
          return (
            <section key={group.type} aria-labelledby={`results-${group.type}`} className="flex flex-col gap-3">
              <div className="flex items-center justify-between gap-4">
                <h3 id={`results-${group.type}`} className="text-lg font-bold">
                  {name} <span className="text-sm font-normal text-ink-muted">({group.totalCount})</span>
                </h3>
                {more ? (
                  <IntentLink href={link(layout === 'games' ? `${route}?q=${encodeURIComponent(q)}` : route)} className="btn btn-ghost btn-sm">
                    {gp('lobbySeeAllMatches', { count: group.totalCount, category: name })}
                    <ChevronRightIcon className="size-4 rtl:rotate-180" />
                  </IntentLink>
                ) : null}
              </div>
              <GameList games={group.games.slice(0, RESULTS_PER_TYPE)} label={name} />
            </section>
          );
        })}
      </FavouritesScope>
      {lotteries.length > 0 ? (
        <section aria-labelledby="results-lottery" className="flex flex-col gap-3">
          <h3 id="results-lottery" className="text-lg font-bold">
            {t('categories.LOTT')} <span className="text-sm font-normal text-ink-muted">({lotteries.length})</span>
          </h3>
          <ul className="flex flex-wrap gap-2">
            {lotteries.map((l) => (
              <li key={l.href}>
                <IntentLink href={l.href} className="chip">
                  {l.name}
                </IntentLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
