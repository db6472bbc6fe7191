'use client';
import { Component, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { primaryActionClass } from './system-screen';
import { REQUEST_ID_META } from './request-id-meta';
import { isChunkLoadError, reloadForMissingCode, willReloadForMissingCode } from './missing-code';

/**
 * What a failed page shows: when its code is gone with a new deploy, a line saying the page reloads (once per build,
 * missing-code.ts); otherwise a friendly message and a retry, never a stack.
 */
export function PageFailure({ error, retry }: { error: unknown; retry: () => void }) {
  // Common, which every page's client messages carry: an error can happen on any of them.
  const t = useTranslations('Common');
  const [reloading] = useState(() => willReloadForMissingCode(error));
  const reference = useSyncExternalStore(noChanges, pageRequestId, () => null);
  useEffect(() => {
    if (reloading) reloadForMissingCode(error);
  }, [reloading, error]);

  if (reloading) {
    return (
      <p role="status" className="mx-auto max-w-lg px-4 py-24 text-center text-ink-muted">
        {t('updating')}
      </p>
    );
  }
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{t('errorTitle')}</h1>
      <p className="text-ink-muted">{t('errorText')}</p>
      {reference ? <p className="text-sm text-ink-muted wrap-break-word">{t('supportReference', { id: reference })}</p> : null}
      <button type="button" onClick={retry} className={primaryActionClass}>
        {t('retry')}
      </button>
    </div>
  );
}

/** The page's request id (the layout's meta), which a player can quote to support; it never changes. */
function pageRequestId(): string | null {
  return document.querySelector<HTMLMetaElement>(`meta[name="${REQUEST_ID_META}"]`)?.content || null;
}

function noChanges(): () => void {
  return () => undefined;
}

/**
 * Around the shell (header, menus, the popups it opens), which no page's error.tsx covers: a chunk a new deploy took
 * away gets PageFailure, like a page's; any other error goes on up as it did before.
 */
export class MissingCodeBoundary extends Component<{ children: ReactNode }, { failed: boolean; error: unknown }> {
  state = { failed: false, error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    if (!isChunkLoadError(this.state.error)) throw this.state.error;
    return <PageFailure error={this.state.error} retry={() => window.location.reload()} />;
  }
}
