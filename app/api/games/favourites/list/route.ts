import { number, object, string } from 'yup';
import { apiRoute, routeMethods } from '@/lib/api/route';
import type { FavouritePage } from '@/lib/api/contract';
import { favouriteGames } from '@/lib/platform';
import { FAVOURITES_DEFAULT_TYPE, GAME_LIST_TYPES } from '@site/platform-contract/games';

/** GET ?type=&page=: the member's favourite games of one type (FAVOURITES_DEFAULT_TYPE when none is named), one page. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'member',
    query: object({
      type: string().oneOf([...GAME_LIST_TYPES], 'invalid').default(FAVOURITES_DEFAULT_TYPE),
      page: number().typeError('invalid').integer('invalid').min(1, 'invalid').max(500, 'invalid').default(1),
    }),
    handler: async ({ query }, { call }) => (await favouriteGames(call, query.type, query.page)) satisfies FavouritePage,
  }),
});
