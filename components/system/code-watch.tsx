'use client';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { reloadForMissingCode } from './missing-code';
import { watchSlowChunks } from './slow-chunks';

/**
 * How the page's code arrives after it has loaded, watched once for the whole page: a chunk still loading after the
 * spec's 120 s says so until it lands (spec §8, Error catalogue: "The page took longer time to load, please check your
 * network connectivity"), and a failed dynamic import that nothing handled reloads the page once when it is a chunk a
 * new deploy took away (missing-code.ts). The notice is drawn by this component, already on the page: no code has to
 * arrive for it.
 */
export function CodeWatch() {
  const t = useTranslations('Common');
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    const unhandled = (event: PromiseRejectionEvent) => {
      if (reloadForMissingCode(event.reason)) event.preventDefault();
    };
    window.addEventListener('unhandledrejection', unhandled);
    const stop = watchSlowChunks(document.head, setSlow);
    return () => {
      window.removeEventListener('unhandledrejection', unhandled);
      stop();
    };
  }, []);

  if (!slow) return null;
  return (
    <div role="alert" className="fixed inset-x-0 top-0 z-[60] flex flex-wrap items-center justify-center gap-x-4 gap-y-1 border-b border-warning/40 bg-surface-raised px-4 py-2 text-center text-sm text-ink shadow-lg">
      <p>{t('slowNetwork')}</p>
      <button type="button" onClick={() => window.location.reload()} className="min-h-9 font-semibold underline underline-offset-2">
        {t('retry')}
      </button>
    </div>
  );
}
