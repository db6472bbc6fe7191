'use client';
import { useTranslations } from 'next-intl';
import { AlertDialog as RadixAlertDialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useSignOut } from '@/components/auth/use-sign-out';
import { Amount } from '@/components/data-display/amount';
import { Button, buttonClasses } from '@/components/ui/button';
import { LocalizedLink } from '@/components/ui/localized-link';
import type { PlaySessionDto } from '@/lib/api/centre/protection';
import { memberPagePath } from '@/lib/member-centre/pages';
import { fetchPlaySession, useProtection } from '@/lib/query/use-protection';
import { useSite } from '@/lib/site/site-context';
import { isTrialType } from '@/lib/tenant/member-types';

const MINUTE = 60_000;

/**
 * The reality check over a game (player protection): every N minutes the member chose (15 to 60), a dialog
 * with how long this session has lasted and its net result, and three ways on: keep playing (the next check is N
 * minutes away), the betting record, or log out. The clock stops while the dialog is open.
 */
export function RealityCheck() {
  const { site, loggedIn, memberType } = useSite();
  // A free-play account plays with play money and has no protection settings.
  const on = loggedIn && !isTrialType(memberType) && site.protection.tools.realityCheck;
  const state = useProtection({ enabled: on });
  const minutes = on ? (state.data?.realityCheckMinutes ?? null) : null;
  const [open, setOpen] = useState(false);
  const [figures, setFigures] = useState<PlaySessionDto | null | 'failed'>(null);
  const [shownAt, setShownAt] = useState(0);

  useEffect(() => {
    if (minutes === null || open) return;
    const id = window.setTimeout(() => {
      setFigures(null);
      setShownAt(Date.now());
      setOpen(true);
      fetchPlaySession().then(setFigures, () => setFigures('failed'));
    }, minutes * MINUTE);
    return () => window.clearTimeout(id);
  }, [minutes, open]);

  if (minutes === null) return null;
  return <RealityCheckDialog open={open} figures={figures} shownAt={shownAt} onKeepPlaying={() => setOpen(false)} />;
}

function RealityCheckDialog({
  open,
  figures,
  shownAt,
  onKeepPlaying,
}: {
  open: boolean;
  figures: PlaySessionDto | null | 'failed';
  shownAt: number;
  onKeepPlaying: () => void;
}) {
  const t = useTranslations('RealityCheck');
  const { signOut, signingOut } = useSignOut();
  const session = figures && figures !== 'failed' ? figures : null;
  const lengthMs = session ? Math.max(0, shownAt - Date.parse(session.startedAt)) : null;
  const duration = lengthMs === null ? t('unknown') : durationText(lengthMs, t);
  return (
    <RadixAlertDialog.Root open={open} onOpenChange={(next) => !next && onKeepPlaying()}>
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay className="fixed inset-0 z-[70] bg-black/70" />
        <RadixAlertDialog.Content className="fixed start-1/2 top-1/2 z-[70] w-[min(92vw,420px)] -translate-y-1/2 rounded-2xl border border-line bg-surface-raised p-6 text-ink shadow-2xl ltr:-translate-x-1/2 rtl:translate-x-1/2">
          <RadixAlertDialog.Title className="text-lg font-bold">{t('title')}</RadixAlertDialog.Title>
          <RadixAlertDialog.Description className="mt-2 text-sm text-ink-muted">{t('body', { duration })}</RadixAlertDialog.Description>
          <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 rounded-xl bg-surface-sunken p-3 text-sm" aria-busy={figures === null}>
            <dt className="text-ink-muted">{t('sessionLength')}</dt>
            <dd className="text-end font-semibold tabular-nums">{duration}</dd>
            <dt className="text-ink-muted">{t('staked')}</dt>
            <dd className="text-end">{session ? <Amount value={session.staked} /> : t('unknown')}</dd>
            <dt className="text-ink-muted">{t('net')}</dt>
            <dd className="text-end">{session ? <Amount value={session.net} signed /> : t('unknown')}</dd>
          </dl>
          <div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse sm:flex-wrap">
            <RadixAlertDialog.Cancel className={buttonClasses({ variant: 'primary' })}>{t('keepPlaying')}</RadixAlertDialog.Cancel>
            <LocalizedLink href={memberPagePath('personalHistoryCopy')} className={buttonClasses({ variant: 'secondary' })}>
              {t('history')}
            </LocalizedLink>
            <Button type="button" variant="outline" disabled={signingOut} aria-busy={signingOut || undefined} onClick={() => void signOut()}>
              {t('logOut')}
            </Button>
          </div>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}

function durationText(ms: number, t: ReturnType<typeof useTranslations<'RealityCheck'>>): string {
  const minutes = Math.floor(ms / MINUTE);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? t('hours', { hours, minutes: minutes % 60 }) : t('minutesOnly', { minutes });
}
