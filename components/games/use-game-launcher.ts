'use client';
import { useLocale, useTranslations } from 'next-intl';
import { formatBrandLocal } from '@/lib/format/brand-time';
import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { ApiError } from '@/lib/api/browser';
import type { Game } from '@/lib/platform/games';
import type { MaintenanceWindowDto } from '@site/platform-contract/games';
import { ErrorCode } from '@site/platform-contract/envelope';
import { ProtectionErrorCode } from '@site/platform-contract/protection';
import { useLocalizedPath, useSite } from '@/lib/site/site-context';
import { useLoginDialog } from '@/components/auth/login-dialog-context';
import { notify } from '@/components/system/toasts';
import { routeExists } from '@/lib/site-routes';
import { isTrialType } from '@/lib/tenant/member-types';

/** Where a balance too low to play leads: the member centre's deposit page. */
const DEPOSIT_PATH = '/member/depositv2';

/**
 * The /game page's address for a launched game (its address and name as query parameters; the page validates them),
 * with `mode=fun` for play money and `orientation=landscape` for a game that wants a phone held sideways.
 */
export function gamePagePath(url: string, name: string, how: { fun?: boolean; landscape?: boolean } = {}): string {
  const query = new URLSearchParams({ url, name });
  if (how.fun) query.set('mode', 'fun');
  if (how.landscape) query.set('orientation', 'landscape');
  return `/game?${query.toString()}`;
}

/**
 * Starting a game from a tile (spec §6, §8): a visitor gets the login popup; otherwise the launch
 * request, then the game in the /game page's frame, or in a popup window for vendors that need one (opened at the
 * click, so the browser allows it; blocked → the spec's message). The platform's refusals become messages: the
 * vendor's maintenance window, a balance too low (with a Deposit button), a trial account (the register-first warning,
 * naming the game; given at once, without a launch, for a game the platform marks as not for a free demo).
 */
export function useGameLauncher(offerFunPlay?: (game: Game) => void) {
  const t = useTranslations('Games');
  const { loggedIn, memberType, site, locale } = useSite();
  // Times are written as the page's text is: in the catalog it is shown in.
  const shownIn = useLocale();
  const { openLogin, warnTrialAccount } = useLoginDialog();
  const router = useRouter();
  const localized = useLocalizedPath();
  const [pending, setPending] = useState<string | null>(null);

  const start = useCallback(
    (game: Game, room?: string) => {
      // Play for fun: a visitor is offered play money where the vendor allows it.
      if (!loggedIn && game.fun && offerFunPlay) return offerFunPlay(game);
      if (!loggedIn) {
        // The login window says it all: no toast beside it.
        openLogin();
        return;
      }
      if (pending !== null) return;
      // A game the platform says a free demo does not play: told at once, with no launch to be refused.
      if (isTrialType(memberType) && game.trialPlay === false) {
        warnTrialAccount(game.name);
        return;
      }
      let popup: Window | null = null;
      if (game.openIn === 'popup') {
        popup = window.open('about:blank', '_blank');
        if (!popup) {
          notify('error', t('popupBlocked'));
          return;
        }
      }
      setPending(launchKey(game, room));
      const request = { ...(game.id > 0 ? { id: game.id } : {}), code: game.code, vendor: game.vendor, type: game.type, ...(room ? { room } : {}) };
      import('@/lib/query/launch-game')
        .then(({ launchGame }) => launchGame(request, { merchant: site.merchantCode, language: locale }))
        .then(
          (result) => {
            if (popup) {
              popup.opener = null;
              popup.location.href = result.url;
            } else if (result.openIn === 'popup') {
              // The vendor asked for a window after all: open it now (the click's permission may have lapsed).
              const opened = window.open(result.url, '_blank', 'noopener');
              if (!opened) notify('error', t('popupBlocked'));
            } else {
              router.push(localized(gamePagePath(result.url, game.name, { landscape: result.landscape })));
            }
          },
          (error: unknown) => {
            popup?.close();
            const code = error instanceof ApiError ? error.code : 'network';
            if (code === 'in_need_true_account') return warnTrialAccount(game.name);
            if (code === ErrorCode.VENDOR_UNDER_MAINTENANCE) {
              const window = (error as ApiError).value as Partial<MaintenanceWindowDto> | undefined;
              const start = window?.start ? new Date(window.start) : null;
              const end = window?.end ? new Date(window.end) : null;
              const valid = start && end && !Number.isNaN(start.getTime()) && !Number.isNaN(end.getTime());
              return notify(
                'error',
                valid
                  ? t('maintenanceWindow', {
                      vendor: game.vendorName,
                      // The window in the brand's zone, named (the same rule as every time the site shows).
                      start: formatBrandLocal(start, site.gmtOffsetMinutes, shownIn),
                      end: formatBrandLocal(end, site.gmtOffsetMinutes, shownIn),
                    })
                  : t('maintenance', { vendor: game.vendorName }),
              );
            }
            if (code === ErrorCode.LAUNCH_GAME_BALANCE_NOT_ENOUGH) {
              const deposit = routeExists(DEPOSIT_PATH) ? { label: t('depositNow'), onClick: () => router.push(localized(DEPOSIT_PATH)) } : undefined;
              return notify('error', t('balanceNotEnough'), deposit);
            }
            // Player protection: the member's own limits, or a break they took.
            if (code === ProtectionErrorCode.LOSS_LIMIT) return notify('error', t('lossLimitReached'));
            if (code === ProtectionErrorCode.TIME_LIMIT) return notify('error', t('timeLimitReached'));
            if (code === ProtectionErrorCode.EXCLUDED) return notify('error', t('excluded'));
            if (code === 'invalid_game_url') return notify('error', t('invalidUrl'));
            if (code === 'network' || code === 'platform_unavailable') return notify('error', t('network'));
            notify('error', t('launchFailed'));
          },
        )
        .finally(() => setPending(null));
    },
    [loggedIn, memberType, pending, site.merchantCode, site.gmtOffsetMinutes, locale, shownIn, openLogin, warnTrialAccount, router, localized, t, offerFunPlay],
  );

  return { start, pending };
}

/** What `pending` holds while a game (or a PVP room) is being launched. */
export function launchKey(game: Pick<Game, 'id' | 'code'>, room?: string): string {
  return room ? `room:${room}` : `game:${game.id}:${game.code}`;
}
