import { boolean, number, object, string } from 'yup';
import { apiRoute, routeMethods } from '@/lib/api/route';
import type { FavouriteIds } from '@/lib/api/contract';
import { favouriteIds, setFavourite } from '@/lib/platform';
import { GAME_LIST_TYPES } from '@site/platform-contract/games';

/** GET: the node ids of the member's favourites. POST { id, vendor, type, favourite }: add or remove one. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'member',
    handler: async (_input, { call }) => ({ ids: await favouriteIds(call) }) satisfies FavouriteIds,
  }),
  POST: apiRoute({
    access: 'member',
    body: object({
      id: number().typeError('invalid').required('required').integer('invalid').min(1, 'invalid').max(2_147_483_647, 'invalid'),
      vendor: string().required('required').matches(/^[A-Za-z0-9_-]{1,40}$/, 'invalid'),
      type: string().required('required').oneOf([...GAME_LIST_TYPES], 'invalid'),
      favourite: boolean().typeError('invalid').required('required'),
    }),
    handler: async ({ body }, { call }) =>
      ({ ids: await setFavourite(call, { nodeId: body.id, vendor: body.vendor, gameType: body.type }, body.favourite) }) satisfies FavouriteIds,
  }),
});
