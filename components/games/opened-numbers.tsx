'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

/** One draw: game name, draw number, numbers. Tuples, so a hundred draws stay small in the page's flight data. */
export type OpenedRow = [game: string, drawNo: string, numbers: string];

/**
 * The VN numbers opened (spec §7 Home, count 100) as a table, folded under a summary. The table is drawn when it is
 * opened: a hundred folded rows are four hundred elements that every home page would send, render and hydrate for
 * nothing. Opened before the page was live, it is drawn as soon as it is.
 */
export function OpenedNumbers({ rows, summary }: { rows: OpenedRow[]; /** Formatted on the server (a count here would cost a phone the number formatter's start-up, ~20 ms at load). */ summary: string }) {
  const t = useTranslations('Games');
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (details.current?.open) setOpen(true);
  }, []);
  return (
    <details ref={details} className="group rounded-xl border border-line bg-surface-raised px-3" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="notice-summary">{summary}</summary>
      {open && (
        <div className="max-h-96 overflow-auto pb-3">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('vnNumbers')}</caption>
            <thead className="text-xs text-ink-muted">
              <tr>
                <th scope="col" className="py-1 text-start">
                  {t('drawGame')}
                </th>
                <th scope="col" className="py-1 text-start">
                  {t('drawNo')}
                </th>
                <th scope="col" className="py-1 text-start">
                  {t('drawNumbers')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map(([game, drawNo, numbers]) => (
                <tr key={`${game}-${drawNo}`} className="border-t border-line">
                  <td className="py-1 pe-2">{game}</td>
                  <td className="py-1 pe-2 text-ink-muted">{drawNo}</td>
                  <td className="py-1 font-mono">{numbers}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}
