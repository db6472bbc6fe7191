import 'server-only';
import { getTranslations } from 'next-intl/server';
import { IntentLink } from '@/components/ui/intent-link';
import { CategoryIcon } from '@/components/layout/category-icon';
import { FlameIcon } from '@/components/ui/icons/flame';
import { HeartIcon } from '@/components/ui/icons/heart';
import { SlotsIcon } from '@/components/ui/icons/slots';
import type { NavEntry } from '@/lib/platform/games';

/**
 * Every game category of the merchant as a grid of links (the lobby): hot games, each category of the navigation (the
 * Vietnamese lottery too, where the merchant has it), the in-house games, and the member's favourites.
 */
export async function CategoryLinks({ entries, inHouse, link }: { entries: NavEntry[]; inHouse: boolean; link: (path: string) => string }) {
  const [nav, gp, games] = await Promise.all([getTranslations('Nav'), getTranslations('GamePages'), getTranslations('Games')]);
  const item = 'flex min-h-12 items-center gap-3 rounded-xl border border-line bg-surface-raised px-3 py-2 font-semibold hover:border-brand';
  return (
    <nav aria-labelledby="lobby-categories" className="flex flex-col gap-3">
      <h2 id="lobby-categories" className="text-xl font-bold">
        {gp('lobbyCategories')}
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
        <li>
          <IntentLink href={link('/hot')} className={item}>
            <FlameIcon className="size-5 shrink-0 text-brand" />
            <span className="min-w-0">{gp('hotTitle')}</span>
          </IntentLink>
        </li>
        {entries.map((entry) => (
          <li key={entry.category}>
            <IntentLink href={link(entry.path)} className={item}>
              <CategoryIcon category={entry.category} className="size-5 shrink-0 text-brand" />
              <span className="min-w-0">{nav(`categories.${entry.category}`)}</span>
            </IntentLink>
          </li>
        ))}
        {inHouse ? (
          <li>
            <IntentLink href={link('/inhouse')} className={item}>
              <SlotsIcon className="size-5 shrink-0 text-brand" />
              <span className="min-w-0">{gp('catalogue.INHOUSE.title')}</span>
            </IntentLink>
          </li>
        ) : null}
        <li>
          <IntentLink href={link('/favorite')} className={item}>
            <HeartIcon className="size-5 shrink-0 text-brand" />
            <span className="min-w-0">{games('favouritesTitle')}</span>
          </IntentLink>
        </li>
      </ul>
    </nav>
  );
}
