import type { ReactNode } from 'react';

/** The frame of every full-page system message: maintenance, restriction, unknown site, platform down, errors. */
export function SystemScreen({
  title,
  children,
  logoUrl,
  brandName,
  actions,
  tone = 'info',
}: {
  title: string;
  children?: ReactNode;
  logoUrl?: string;
  brandName?: string;
  actions?: ReactNode;
  tone?: 'info' | 'warning';
}) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-surface px-4 py-16 text-ink">
      <section
        aria-labelledby="system-title"
        className="w-full max-w-lg rounded-2xl border border-line bg-surface-raised p-8 text-center shadow-xl"
      >
        {logoUrl ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={logoUrl} alt={brandName ?? ''} className="mx-auto mb-6 h-12 w-auto" />
        ) : null}
        <div
          aria-hidden="true"
          className={
            tone === 'warning'
              ? 'mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-danger/15 text-2xl text-danger'
              : 'mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-brand/20 text-2xl text-brand-accent'
          }
        >
          {tone === 'warning' ? '!' : 'i'}
        </div>
        <h1 id="system-title" className="mb-3 text-2xl font-bold">
          {title}
        </h1>
        <div className="space-y-3 text-ink-muted">{children}</div>
        {actions ? <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div> : null}
      </section>
    </main>
  );
}

export const primaryActionClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand px-5 font-semibold text-brand-text hover:opacity-90';
export const secondaryActionClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-line px-5 font-semibold text-ink hover:bg-surface-sunken';
