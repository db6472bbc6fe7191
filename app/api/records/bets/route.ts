import { string } from 'yup';
import { apiRoute, routeMethods } from '@/lib/api/route';
import { records } from '@/lib/platform';
import { GAME_LIST_TYPES } from '@site/platform-contract/games';
import { RECORD_MAX_DAYS } from '@site/platform-contract/records';
import { reportQuery } from '@/lib/validation/report-query';

/** GET ?category=&vendor=&from=&to=&page=&pageSize=: one page of the betting record, with the range's totals. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'player',
    query: reportQuery(RECORD_MAX_DAYS).shape({
      category: string().required('required').oneOf([...GAME_LIST_TYPES], 'invalid'),
      vendor: string().max(40, 'invalid').matches(/^[A-Za-z0-9_-]+$/, { message: 'invalid', excludeEmptyString: true }),
    }),
    handler: ({ query }, { call }) =>
      records.betRecords(call, {
        category: query.category,
        vendor: query.vendor || undefined,
        from: query.from,
        to: query.to,
        page: query.page,
        pageSize: query.pageSize,
      }),
  }),
});
