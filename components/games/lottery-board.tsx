import 'server-only';
import { getLocale, getTranslations } from 'next-intl/server';
import { formatBrandLocal } from '@/lib/format/brand-time';
import { localizedPath } from '@/lib/i18n/locale-path';
import { formatMoney, type Currency } from '@/lib/format/money';
import type { LotteryBoardData } from '@/lib/platform/games';
import { OpenedNumbers, type OpenedRow } from './opened-numbers';
import { PopularLotteries, type PopularRow } from './popular-lotteries';

/**
 * The home page's lottery corner (spec §7 Home), rendered on the server for everyone: the popular lotteries (20) with
 * their last numbers, the VN numbers opened (100, folded), and the winners board. A part the platform cannot answer
 * is left out; nothing here needs a login. Its client part needs the Games messages (PageMessages) around it.
 */
export async function LotteryBoard({
  board,
  locale,
  defaultLanguage,
  currency,
  gmtOffsetMinutes,
}: {
  board: LotteryBoardData;
  locale: string;
  defaultLanguage: string;
  currency: Currency;
  /** The brand's zone: draw times at its clock, named. */
  gmtOffsetMinutes: number;
}) {
  const { popular, opened, winners } = board;
  // Links keep the page's language (`locale`); times and amounts are written in the catalog it is shown in.
  const [t, tg, shownIn] = await Promise.all([getTranslations('GamePages'), getTranslations('Games'), getLocale()]);
  if (popular.length === 0 && opened.length === 0 && winners.length === 0) return null;
  const lottery = localizedPath('/lottery', locale, defaultLanguage);
  const time = (iso: string) => formatBrandLocal(iso, gmtOffsetMinutes, shownIn, 'short');
  return (
    <div className="below-fold grid gap-6 [--below-fold-height:40rem] lg:grid-cols-2">
      {popular.length > 0 && (
        <section aria-labelledby="popular-lotteries" className="flex min-w-0 flex-col gap-3">
          <h2 id="popular-lotteries" className="text-xl font-bold">
            {t('popularLotteries')}
          </h2>
          <PopularLotteries
            rows={popular.map((game): PopularRow => [`${lottery}?gameCode=${encodeURIComponent(game.gameCode)}`, game.gameName, game.lastNumbers, time(game.nextDrawAt)])}
          />
        </section>
      )}
      {winners.length > 0 && (
        <section aria-labelledby="winners-board" className="flex min-w-0 flex-col gap-3">
          <h2 id="winners-board" className="text-xl font-bold">
            {t('winners')}
          </h2>
          <ol className="flex flex-col divide-y divide-line rounded-xl border border-line bg-surface-raised">
            {winners.slice(0, 10).map((w, i) => (
              <li key={`${w.username}-${w.at}-${i}`} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <span className="min-w-0 truncate">
                  <span className="font-semibold">{w.username}</span> <span className="text-ink-muted">{w.gameName}</span>
                </span>
                <span className="shrink-0 font-semibold text-success">{formatMoney(w.amount, currency, shownIn)}</span>
              </li>
            ))}
          </ol>
        </section>
      )}
      {opened.length > 0 && (
        <section aria-labelledby="vn-numbers" className="flex min-w-0 flex-col gap-3 lg:col-span-2">
          <h2 id="vn-numbers" className="text-xl font-bold">
            {t('vnNumbersTitle')}
          </h2>
          <OpenedNumbers rows={opened.map((d): OpenedRow => [d.gameName, d.drawNo, d.numbers])} summary={tg('vnNumbersShow', { count: opened.length })} />
        </section>
      )}
    </div>
  );
}
