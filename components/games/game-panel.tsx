'use client';
import { useLocale, useTranslations } from 'next-intl';
import { Dialog as RadixDialog } from 'radix-ui';
import { useLoginDialog } from '@/components/auth/login-dialog-context';
import { Button, buttonClasses } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons/close';
import { ShieldIcon } from '@/components/ui/icons/shield';
import { WalletIcon } from '@/components/ui/icons/wallet';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/format/money';
import { memberPageEnabled, memberPagePath } from '@/lib/member-centre/pages';
import { useWalletBalance } from '@/lib/query/use-wallet-balance';
import { useLocalizedPath, useSite } from '@/lib/site/site-context';
import { routeExists } from '@/lib/site-routes';
import { isTrialType } from '@/lib/tenant/member-types';
import { BackLink } from './back-link';
import type { FullScreen } from './use-full-screen';

const DEPOSIT = memberPagePath('depositv2');
const SAFER_GAMBLING = memberPagePath('saferGambling');
const BETTING_RECORD = memberPagePath('personalHistoryCopy');

/**
 * The game menu: a panel that slides out over the game without leaving it. A member sees the wallet's balance, a way
 * to deposit and the safer-gambling tools (each opens in a new tab, so the game keeps running here); play for fun says
 * so, and a visitor is offered to play for real (log in or register). Full screen and the way out are here too.
 */
export default function GamePanel({
  open,
  onOpenChange,
  name,
  fun,
  fullScreen,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  fun: boolean;
  fullScreen: FullScreen;
}) {
  const t = useTranslations('GamePanel');
  const tf = useTranslations('FunPlay');
  const { loggedIn, memberType, site } = useSite();
  const { openLogin } = useLoginDialog();
  const localized = useLocalizedPath();
  const realMember = loggedIn && !isTrialType(memberType);
  const saferGambling = realMember && routeExists(SAFER_GAMBLING) && memberPageEnabled('saferGambling', site.features, false);
  const newTab = <span className="sr-only"> {t('newTab')}</span>;

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 start-0 z-50 flex w-[min(20rem,88vw)] roomy:start-auto roomy:end-0 roomy:border-s flex-col gap-4 overflow-y-auto border-e border-line bg-surface-raised p-4 ps-[max(1rem,env(safe-area-inset-left))] text-ink shadow-2xl"
        >
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <RadixDialog.Title className="text-lg font-bold">{t('title')}</RadixDialog.Title>
              <p className="truncate text-sm text-ink-muted">{name}</p>
            </div>
            <RadixDialog.Close
              aria-label={t('close')}
              title={t('close')}
              className="-me-1 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-surface-sunken hover:text-ink"
            >
              <CloseIcon className="size-5" />
            </RadixDialog.Close>
          </div>

          {fun ? (
            <section aria-labelledby="game-panel-fun" className="rounded-xl border border-brand-accent/60 bg-surface-sunken p-3">
              <h2 id="game-panel-fun" className="flex items-center gap-2 text-sm font-semibold">
                <span className="rounded bg-brand-accent px-1.5 py-0.5 text-xs font-extrabold tracking-wide text-black">{tf('badge')}</span>
                {tf('playMoney')}
              </h2>
              <p className="mt-1 text-sm text-ink-muted">{tf('note')}</p>
              {loggedIn ? null : (
                <Button
                  className="mt-3 w-full"
                  onClick={() => {
                    onOpenChange(false);
                    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
                    openLogin();
                  }}
                >
                  {tf('playForReal')}
                </Button>
              )}
            </section>
          ) : null}

          {realMember ? (
            <section aria-labelledby="game-panel-wallet" className="flex flex-col gap-3">
              <h2 id="game-panel-wallet" className="flex items-center gap-2 text-sm font-semibold">
                <WalletIcon className="size-4" />
                {t('wallet')}
              </h2>
              <PanelBalance />
              {routeExists(DEPOSIT) ? (
                <a href={localized(DEPOSIT)} target="_blank" rel="noopener" className={buttonClasses({ variant: 'primary', className: 'w-full' })}>
                  {t('deposit')}
                  {newTab}
                </a>
              ) : null}
            </section>
          ) : null}

          {saferGambling ? (
            <section aria-labelledby="game-panel-safer" className="flex flex-col gap-2">
              <h2 id="game-panel-safer" className="flex items-center gap-2 text-sm font-semibold">
                <ShieldIcon className="size-4" />
                {t('saferGambling')}
              </h2>
              <p className="text-sm text-ink-muted">
                {t('toolsIntro')}
              </p>
              <a href={localized(SAFER_GAMBLING)} target="_blank" rel="noopener" className={buttonClasses({ variant: 'outline', className: 'w-full' })}>
                {t('limitsAndBreaks')}
                {newTab}
              </a>
              {routeExists(BETTING_RECORD) ? (
                <a href={localized(BETTING_RECORD)} target="_blank" rel="noopener" className={buttonClasses({ variant: 'ghost', className: 'w-full' })}>
                  {t('bettingRecord')}
                  {newTab}
                </a>
              ) : null}
            </section>
          ) : null}

          <div className="mt-auto flex flex-col gap-2 border-t border-line pt-3">
            {fullScreen.supported ? (
              <Button variant="secondary" className="w-full" aria-pressed={fullScreen.on} onClick={fullScreen.toggle}>
                {t('fullScreen')}
              </Button>
            ) : null}
            <BackLink />
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The wallet's balance, the header's figure (the same query). */
function PanelBalance() {
  const t = useTranslations('GamePanel');
  const { site } = useSite();
  const locale = useLocale();
  const { data, isPending, isError, refetch } = useWalletBalance();
  return (
    <p className="flex items-baseline justify-between gap-2 rounded-xl bg-surface-sunken px-3 py-2">
      <span className="text-sm text-ink-muted">{t('balance')}</span>
      <span className="text-lg font-bold tabular-nums" aria-live="polite" data-testid="game-panel-balance">
        {data ? formatMoney(data.amount, site.currency, locale) : isPending ? <Spinner className="size-4" /> : '—'}
      </span>
      {isError && !data ? (
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => void refetch()}>
          {t('retry')}
        </button>
      ) : null}
    </p>
  );
}
