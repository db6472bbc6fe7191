import { string } from 'yup';
import { apiRoute, routeMethods } from '@/lib/api/route';
import { records } from '@/lib/platform';
import { GAME_LIST_TYPES } from '@site/platform-contract/games';
import { RECORD_MAX_DAYS } from '@site/platform-contract/records';
import { reportQuery } from '@/lib/validation/report-query';

/** GET ?category=&from=&to=&page=&pageSize=: profit and loss by day (every category when none is named), with totals. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'player',
    query: reportQuery(RECORD_MAX_DAYS).shape({
      category: string().oneOf([...GAME_LIST_TYPES], 'invalid'),
    }),
    handler: ({ query }, { call }) =>
      records.profitAndLoss(call, { category: query.category, from: query.from, to: query.to, page: query.page, pageSize: query.pageSize }),
  }),
});
