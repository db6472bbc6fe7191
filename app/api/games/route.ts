import { number, object, string } from 'yup';
import { apiRoute, routeMethods } from '@/lib/api/route';
import { parseCatalogueFilters } from '@/lib/games/catalogue';
import { getGamePage } from '@/lib/platform';
import { GAME_LIST_TYPES } from '@site/platform-contract/games';

/** GET ?type=&vendor=&classify=&q=&minBet=&lines=&page=: one page of a catalogue (the grid's next pages). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'public',
    query: object({
      type: string().required('required').oneOf([...GAME_LIST_TYPES], 'invalid'),
      vendor: string().max(40, 'invalid'),
      classify: string().max(40, 'invalid'),
      q: string().max(200, 'invalid'),
      minBet: string().max(4, 'invalid'),
      lines: string().max(4, 'invalid'),
      page: number().typeError('invalid').integer('invalid').min(1, 'invalid').max(500, 'invalid').default(1),
    }),
    handler: async ({ query }, { site, language }) => {
      const filters = parseCatalogueFilters(
        { vendor: query.vendor, classify: query.classify, q: query.q, minBet: query.minBet, lines: query.lines },
        null,
      );
      return getGamePage(site.merchantCode, language, query.type, filters, query.page);
    },
  }),
});
