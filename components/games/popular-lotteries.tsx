'use client';
import { useTranslations } from 'next-intl';
import { IntentLink } from '@/components/ui/intent-link';

/** One popular lottery: its link, name, last numbers and next draw time (formatted). Tuples keep the flight data small. */
export type PopularRow = [href: string, name: string, numbers: string, nextDraw: string];

/** "Popular lottery" (spec §7 Home, count 20): a swipeable row of cards that open the game's betting view. */
export function PopularLotteries({ rows }: { rows: PopularRow[] }) {
  const t = useTranslations('Games');
  return (
    <ul className="lane [&>li]:w-48 [&>li]:shrink-0">
      {rows.map(([href, name, numbers, nextDraw]) => (
        <li key={href}>
          <IntentLink href={href} className="flex h-full flex-col gap-1 rounded-xl border border-line bg-surface-raised p-3 hover:border-brand">
            <span className="truncate font-semibold">{name}</span>
            <span className="font-mono text-sm tracking-wider">{numbers}</span>
            <span className="text-xs text-ink-muted">{t('nextDraw', { time: nextDraw })}</span>
          </IntentLink>
        </li>
      ))}
    </ul>
  );
}
