import { number, object, string } from 'yup';
import { apiRoute, routeMethods } from '@/lib/api/route';
import { fail, SiteErrorCode } from '@/lib/api/envelope';
import { launchFunGame } from '@/lib/platform';

/**
 * POST { id, vendor }: open a game in fun mode, with play money that never touches a wallet. Anyone may,
 * where the merchant's pages are open; the platform refuses a game whose vendor does not allow it
 * (fun_mode_unavailable). An address off the platform's game origins is not handed over (invalid_game_url).
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'public',
    body: object({
      id: number().typeError('invalid').required('required').integer('invalid').min(1, 'invalid').max(2_147_483_647, 'invalid'),
      vendor: string().required('required').matches(/^[A-Za-z0-9_-]{1,40}$/, 'invalid'),
    }),
    handler: async ({ body }, { call, site }) => {
      const launch = await launchFunGame(call, { nodeId: body.id, vassalage: body.vendor }, site.gameOrigins);
      if (!launch) return fail(502, SiteErrorCode.INVALID_GAME_URL);
      return launch;
    },
  }),
});
