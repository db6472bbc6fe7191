import 'server-only';
import { getFormatter, getTranslations } from 'next-intl/server';
import { IntentLink } from '@/components/ui/intent-link';
import type { LotteryDraw } from '@/lib/platform/games';
import type { OpenedNumbersDto } from '@site/platform-contract';

/** A draw's numbers as separate balls: "1,5,9" or, for a VN result, its digits as one prize number. */
function Numbers({ numbers }: { numbers: string }) {
  const parts = numbers.includes(',') ? numbers.split(',') : [numbers];
  return (
    <span className="flex flex-wrap gap-1">
      {parts.map((n, i) => (
        <span key={`${n}-${i}`} className="inline-flex min-w-7 items-center justify-center rounded-full bg-brand px-2 py-0.5 font-mono text-sm font-semibold text-brand-text">
          {n}
        </span>
      ))}
    </span>
  );
}

/**
 * The lottery pages' draws, for everyone: each game of the page with its latest numbers and when its
 * next draw closes, a link to its betting view. Only placing a bet needs a login. Rendered on the server.
 */
export async function LotteryDraws({
  games,
  draws,
  path,
}: {
  games: { code: string; name: string }[];
  draws: LotteryDraw[];
  /** The page's own path (localized): a game's link adds ?gameCode=. */
  path: string;
}) {
  const [t, format] = await Promise.all([getTranslations('GamePages'), getFormatter()]);
  const byCode = new Map(draws.map((d) => [d.gameCode, d]));
  const time = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? '' : format.dateTime(date, { dateStyle: 'short', timeStyle: 'short' });
  };
  if (games.length === 0) return null;
  return (
    <section aria-labelledby="lottery-draws" className="flex flex-col gap-3">
      <h2 id="lottery-draws" className="text-xl font-bold">
        {t('drawsTitle')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {games.map((game) => {
          const draw = byCode.get(game.code);
          return (
            <li key={game.code} className="flex flex-col gap-2 rounded-xl border border-line bg-surface-raised p-3">
              <IntentLink href={`${path}?gameCode=${encodeURIComponent(game.code)}`} className="self-start font-semibold underline-offset-2 hover:underline">
                {game.name}
              </IntentLink>
              {draw ? (
                <dl className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1.5 text-sm">
                  <dt className="text-ink-muted">{t('latestNumbers')}</dt>
                  <dd>
                    <Numbers numbers={draw.lastNumbers} />
                  </dd>
                  <dt className="text-ink-muted">{t('nextDrawLabel')}</dt>
                  <dd>
                    <time dateTime={draw.nextDrawAt}>{time(draw.nextDrawAt)}</time>
                  </dd>
                </dl>
              ) : (
                <p className="text-sm text-ink-muted">{t('noDrawYet')}</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The latest results of the Vietnamese lottery (the VN numbers opened, newest first), as a table, for everyone. */
export async function LatestResults({ results }: { results: OpenedNumbersDto[] }) {
  const [t, format] = await Promise.all([getTranslations('GamePages'), getFormatter()]);
  if (results.length === 0) return null;
  const time = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? '' : format.dateTime(date, { dateStyle: 'short', timeStyle: 'short' });
  };
  return (
    <section aria-labelledby="latest-results" className="flex flex-col gap-3">
      <h2 id="latest-results" className="text-xl font-bold">
        {t('latestResults')}
      </h2>
      <div className="overflow-x-auto rounded-xl border border-line bg-surface-raised">
        <table className="w-full text-sm">
          <thead className="text-xs text-ink-muted">
            <tr>
              <th scope="col" className="px-3 py-2 text-start">{t('resultGame')}</th>
              <th scope="col" className="px-3 py-2 text-start">{t('resultDraw')}</th>
              <th scope="col" className="px-3 py-2 text-start">{t('resultNumbers')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {results.map((r) => (
              <tr key={`${r.gameCode}-${r.drawNo}`}>
                <td className="px-3 py-2">{r.gameName}</td>
                <td className="px-3 py-2">
                  <time dateTime={r.openedAt}>{time(r.openedAt)}</time>
                </td>
                <td className="px-3 py-2">
                  <Numbers numbers={r.numbers} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
