import 'server-only';
import { clsx } from 'clsx';
import { getTranslations } from 'next-intl/server';
import { IntentLink } from '@/components/ui/intent-link';
import { ChevronRightIcon } from '@/components/ui/icons/chevron-right';
import { formatKickOff, formatOdds } from '@/lib/format/sports';
import type { HotMatch } from '@/lib/platform/sports';
import { HotMatchCards, type MatchCard } from './hot-match-cards';

/**
 * "Hot matches" (spec §2, a screen the spec names without its route): the sports vendors' featured matches with their
 * odds, on the sports page and home, rendered on the server with their times at the brand's clock and their odds in
 * the page's language. Nothing at all when there are none (no sports vendor, none listed, or the platform did not
 * answer). A "See all" link when `seeAll` (localized) leads somewhere. Its cards need the Games messages around them.
 */
export async function HotMatches({
  matches,
  locale,
  gmtOffsetMinutes,
  seeAll = null,
  className,
}: {
  matches: HotMatch[];
  locale: string;
  /** The brand's zone: kick-offs at its clock, named. */
  gmtOffsetMinutes: number;
  /** The sports page's address (localized), for the "See all" link; none on the sports page itself. */
  seeAll?: string | null;
  className?: string;
}) {
  if (matches.length === 0) return null;
  const [t, tg, nav] = await Promise.all([getTranslations('GamePages'), getTranslations('Games'), getTranslations('Nav')]);
  const title = t('hotMatches.title');
  const cards = matches.map(
    (m): MatchCard => [
      m.key,
      m.league,
      m.live ? '' : formatKickOff(m.kickOff, gmtOffsetMinutes, locale),
      m.kickOff,
      m.live,
      [m.home.name, m.home.logo, m.home.score],
      [m.away.name, m.away.logo, m.away.score],
      [formatOdds(m.odds.home, locale), formatOdds(m.odds.draw, locale), formatOdds(m.odds.away, locale)],
      [m.game.id, m.game.code, m.game.vendor, m.game.vendorName, m.game.name, m.game.openIn === 'popup'],
    ],
  );
  return (
    <section aria-labelledby="hot-matches" className={clsx('flex flex-col gap-3', className)}>
      <div className="flex items-center justify-between gap-3">
        <h2 id="hot-matches" className="min-w-0 text-xl font-bold text-balance">
          {title}
        </h2>
        {seeAll ? (
          <IntentLink href={seeAll} className="btn btn-ghost btn-sm">
            {t.rich('seeAll', { category: nav('categories.SPORTS'), hidden: (chunks) => <span className="sr-only">{chunks}</span> })}
            <ChevronRightIcon className="size-4 rtl:rotate-180" />
          </IntentLink>
        ) : null}
      </div>
      <HotMatchCards
        matches={cards}
        labels={{
          list: title,
          live: t('hotMatches.live'),
          launching: tg('launching'),
          outcomes: [t('hotMatches.home'), t('hotMatches.draw'), t('hotMatches.away')],
        }}
      />
    </section>
  );
}
