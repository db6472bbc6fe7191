import { object, string } from 'yup';
import { apiRoute, routeMethods } from '@/lib/api/route';
import { fail, SiteErrorCode } from '@/lib/api/envelope';
import { launchLottery, LOTTERY_VENDOR } from '@/lib/platform';
import { localizedPath } from '@/lib/i18n/locale-path';
import { LOTTERY_PLAY_TYPES } from '@site/platform-contract/games';

const CODE = /^[A-Za-z0-9_.:-]{1,60}$/;

/**
 * POST { gameCode?, playType?, gameType?, prizeMode, area?, vendor? }: opens a lottery for the member, the lobby or one
 * game's betting view (at playType, which needs a gameCode).
 * The lottery's "back" returns to this site's /lottery (or /vnlottery) page: the address is built here, on the origin
 * the API kit has already checked the request came from (a write's Origin must be the site's own).
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'member',
    body: object({
      gameCode: string().matches(CODE, 'invalid'),
      playType: string().oneOf(LOTTERY_PLAY_TYPES, 'invalid'),
      gameType: string().oneOf(['LOTT', 'ELOTT'] as const, 'invalid').default('LOTT'),
      prizeMode: string().oneOf(['Lott', 'ZY', 'Elott', 'SEA'] as const, 'invalid').default('Lott'),
      area: string().oneOf(['VN'] as const, 'invalid'),
      vendor: string().matches(/^[A-Za-z0-9_-]{1,40}$/, 'invalid'),
    }),
    handler: async ({ body }, { call, site, language, request }) => {
      const page = body.area === 'VN' ? '/vnlottery' : '/lottery';
      const origin = request.headers.get('origin');
      if (!origin) return fail(403, SiteErrorCode.ORIGIN_MISMATCH);
      const backUrl = new URL(localizedPath(page, language, site.defaultLanguage), origin).toString();
      const launch = await launchLottery(
        call,
        {
          ...(body.gameCode ? { gameCode: body.gameCode } : {}),
          ...(body.gameCode && body.playType ? { playType: body.playType } : {}),
          gameType: body.gameType,
          prizeMode: body.prizeMode,
          ...(body.area ? { area: body.area } : {}),
          backUrl,
        },
        body.vendor ?? LOTTERY_VENDOR,
        site.gameOrigins,
      );
      if (!launch) return fail(502, SiteErrorCode.INVALID_GAME_URL);
      return launch;
    },
  }),
});
