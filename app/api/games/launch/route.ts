import { number, object, string } from 'yup';
import { apiRoute, routeMethods } from '@/lib/api/route';
import { fail, SiteErrorCode } from '@/lib/api/envelope';
import { launchGame } from '@/lib/platform';
import { GAME_LIST_TYPES } from '@site/platform-contract/games';

const CODE = /^[A-Za-z0-9_.:-]{1,60}$/;

/**
 * POST { id, code, vendor, type, room? }: launch a game (or join a PVP room) for the member. Refusals come back as the platform says them
 * (vendor_under_maintenance with its window, launch_game_balance_not_enough, in_need_true_account); an address off the
 * platform's game origins is not handed over (invalid_game_url).
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'member',
    body: object({
      id: number().typeError('invalid').integer('invalid').min(1, 'invalid').max(2_147_483_647, 'invalid'),
      code: string().required('required').matches(CODE, 'invalid'),
      vendor: string().required('required').matches(/^[A-Za-z0-9_-]{1,40}$/, 'invalid'),
      type: string().required('required').oneOf([...GAME_LIST_TYPES], 'invalid'),
      room: string().matches(CODE, 'invalid'),
    }),
    handler: async ({ body }, { call, site }) => {
      const lottery = body.type === 'LOTT' || body.type === 'ELOTT';
      const launch = await launchGame(
        call,
        {
          gameId: body.code,
          ...(body.id ? { nodeId: body.id } : {}),
          ...(body.room ? { roomId: body.room } : {}),
          vassalage: body.vendor,
          launchMode: lottery ? 'LOTT' : 'GLS',
          ...(lottery ? { lottoArea: 'VN' as const, lottoPrizeMode: body.type === 'ELOTT' ? ('Elott' as const) : ('Lott' as const), lottoGameCode: body.code, lottoView: 'betting' as const, device: 'WEB' } : {}),
        },
        site.gameOrigins,
      );
      if (!launch) return fail(502, SiteErrorCode.INVALID_GAME_URL);
      return launch;
    },
  }),
});
