'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { IslandMessages } from '@/components/i18n/island-messages';
import { useLoginDialog } from '@/components/auth/login-dialog-context';
import { notify } from '@/components/system/toasts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api/browser';
import { ISLAND_FILES } from '@/lib/i18n/client-messages';
import { ErrorCode } from '@site/platform-contract/envelope';
import type { Game } from '@/lib/platform/games';
import { useLocalizedPath } from '@/lib/site/site-context';
import { gamePagePath } from './use-game-launcher';

/**
 * What a visitor gets on tapping a game its vendor lets anyone play for fun: play it now with play money
 * that never touches a wallet (the game opens marked FUN), or play for real, which means logging in or registering.
 */
export default function FunPlayDialog({ game, onClose }: { game: Game; onClose: () => void }) {
  return (
    <IslandMessages files={ISLAND_FILES.funPlay}>
      <FunPlayOffer game={game} onClose={onClose} />
    </IslandMessages>
  );
}

function FunPlayOffer({ game, onClose }: { game: Game; onClose: () => void }) {
  const t = useTranslations('FunPlay');
  const { openLogin } = useLoginDialog();
  const router = useRouter();
  const localized = useLocalizedPath();
  const [opening, setOpening] = useState(false);

  const playForFun = () => {
    if (opening) return;
    setOpening(true);
    import('@/lib/query/launch-game')
      .then(({ launchFunGame }) => launchFunGame({ id: game.id, vendor: game.vendor }))
      .then(
        (launch) => router.push(localized(gamePagePath(launch.url, game.name, { fun: true, landscape: launch.landscape }))),
        (error: unknown) => {
          setOpening(false);
          const code = error instanceof ApiError ? error.code : 'network';
          if (code === ErrorCode.VENDOR_UNDER_MAINTENANCE) return notify('error', t('maintenance'));
          if (code === ErrorCode.TOO_MANY_REQUESTS) return notify('error', t('tooMany'));
          if (code === 'fun_mode_unavailable') return notify('error', t('unavailable'));
          notify('error', t('failed'));
        },
      );
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={game.name} description={t('intro')} closeLabel={t('close')} className="max-w-md">
        <div className="flex flex-col gap-3 sm:flex-row-reverse">
          <Button className="min-h-11 sm:flex-1" onClick={playForFun} aria-busy={opening || undefined} disabled={opening}>
            {opening ? <Spinner className="size-4" /> : null}
            {t('playForFun')}
          </Button>
          <Button
            variant="outline"
            // Shares the row on a wide screen; stacked, each keeps its own 44 px height (flex-1 in a column shrank it).
            className="min-h-11 sm:flex-1"
            onClick={() => {
              onClose();
              openLogin();
            }}
          >
            {t('playForReal')}
          </Button>
        </div>
        <p className="mt-3 text-xs text-ink-muted">{t('realNeedsAccount')}</p>
      </DialogContent>
    </Dialog>
  );
}
