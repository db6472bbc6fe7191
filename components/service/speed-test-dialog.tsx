'use client';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { RefreshIcon } from '@/components/ui/icons/refresh';
import { useDomainRoutes } from '@/lib/query/use-domain-routes';
import { useSite } from '@/lib/site/site-context';
import { DialogLoadStates } from './dialog-load-states';
import { fastestFirst, measureRoute } from './route-latency';
import { ServiceDialog, type ServiceDialogProps } from './service-dialog';

/** A route's result: undefined while it is being measured, null when it did not answer, else milliseconds. */
type Results = Record<string, number | null | undefined>;

/**
 * The speed test (spec §2 Header "speed test", §3 "Router/domain list with speed"): every address the merchant's site
 * answers on, timed from this browser one after another, then listed fastest first, each with a link to switch to it
 * (this page on that address). The merchant's external speed-test page, when it names one, is linked below.
 */
export function SpeedTestDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  measure = measureRoute,
}: ServiceDialogProps & {
  /** How a route is timed (tests give their own). */
  measure?: (origin: string) => Promise<number | null>;
}) {
  const t = useTranslations('Service.speedTest');
  const tc = useTranslations('Common');
  const { site } = useSite();
  const routesQuery = useDomainRoutes();
  // Each run of the test has a number; results belong to one run, so "Test again" starts from nothing.
  const [run, setRun] = useState(0);
  const [results, setResults] = useState<{ run: number; values: Results }>({ run: 0, values: {} });
  const routes = routesQuery.data?.routes;

  useEffect(() => {
    if (!open || !routes) return;
    let cancelled = false;
    void (async () => {
      // One route after another: requests in parallel would slow each other down.
      for (const route of routes) {
        const ms = await measure(route.origin);
        if (cancelled) return;
        setResults((previous) => ({ run, values: { ...(previous.run === run ? previous.values : {}), [route.origin]: ms } }));
      }
    })();
    return () => {
      // A closed dialog, new routes or a new run: this run writes nothing more.
      cancelled = true;
    };
  }, [open, routes, run, measure]);

  const values = results.run === run ? results.values : {};
  const running = routes !== undefined && routes.some((route) => !(route.origin in values));
  const here = typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`;
  const done = routes !== undefined && !running;
  const shown = routes ? (done ? fastestFirst(routes, (route) => values[route.origin] ?? null) : routes) : [];
  const fastest = done ? shown.find((route) => typeof values[route.origin] === 'number') : undefined;

  return (
    <ServiceDialog open={open} onOpenChange={onOpenChange} onCloseAutoFocus={onCloseAutoFocus} title={t('title')} description={t('description', { brand: site.brandName })}>
      <DialogLoadStates query={routesQuery} loadFailed={t('loadFailed')} retry={tc('retry')} empty={() => shown.length === 0} emptyText={t('none')}>
        {() => (
          <>
            <ol aria-label={t('routes')} className="flex flex-col gap-2">
              {shown.map((route) => {
                const ms = values[route.origin];
                return (
                  <li
                    key={route.origin}
                    className={clsx(
                      'flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border bg-surface-sunken px-3 py-2.5',
                      route === fastest ? 'border-brand' : 'border-line',
                    )}
                  >
                    <div className="flex min-w-0 flex-1 flex-col gap-1">
                      <span className="font-medium break-all">{route.domain}</span>
                      {route.current || route === fastest ? (
                        <span className="flex flex-wrap gap-1.5 text-xs font-semibold">
                          {route === fastest ? <span className="rounded-full bg-brand px-2 py-0.5 text-brand-text">{t('fastest')}</span> : null}
                          {route.current ? <span className="rounded-full border border-line px-2 py-0.5 text-ink-muted">{t('current')}</span> : null}
                        </span>
                      ) : null}
                    </div>
                    <span
                      data-testid="route-latency"
                      className={clsx('shrink-0 text-sm tabular-nums', ms === null ? 'text-danger' : 'text-ink-muted')}
                    >
                      {ms === undefined ? (running ? t('testing') : '') : ms === null ? t('unreachable') : t('latency', { ms })}
                    </span>
                    {route.current ? null : (
                      <a
                        href={`${route.origin}${here}`}
                        aria-label={t('switchTo', { domain: route.domain })}
                        className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'shrink-0' })}
                      >
                        {t('switch')}
                      </a>
                    )}
                  </li>
                );
              })}
            </ol>
            <p role="status" className="mt-3 text-sm text-ink-muted">
              {running ? t('testing') : t('tested', { count: shown.length })}
            </p>
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
              {site.speedTestUrl ? (
                <a href={site.speedTestUrl} target="_blank" rel="noopener noreferrer" className="text-sm font-medium text-ink underline underline-offset-2 hover:text-brand-accent">
                  {t('more')}
                </a>
              ) : (
                <span />
              )}
              <Button variant="secondary" size="sm" disabled={running} onClick={() => setRun((n) => n + 1)}>
                <RefreshIcon className="h-4 w-4" />
                {t('again')}
              </Button>
            </div>
          </>
        )}
      </DialogLoadStates>
    </ServiceDialog>
  );
}
