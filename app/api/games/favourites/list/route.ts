import { number, object } from 'yup';
import { apiRoute, routeMethods } from '@/lib/api/route';
import type { FavouritePage } from '@/lib/api/contract';
import { favouriteGames } from '@/lib/platform';

/** GET ?page=: the member's favourite games, one page. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'member',
    query: object({ page: number().typeError('invalid').integer('invalid').min(1, 'invalid').max(500, 'invalid').default(1) }),
    handler: async ({ query }, { call }) => (await favouriteGames(call, query.page)) satisfies FavouritePage,
  }),
});
