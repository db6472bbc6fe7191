import { string } from 'yup';
import { apiRoute, routeMethods } from '@/lib/api/route';
import { records } from '@/lib/platform';
import { BONUS_KINDS, RECORD_MAX_DAYS } from '@site/platform-contract/records';
import { reportQuery } from '@/lib/validation/report-query';

/** GET ?kind=&from=&to=&page=&pageSize=: one page of bonuses, rebates and invitation rewards, with the range's totals. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'player',
    query: reportQuery(RECORD_MAX_DAYS).shape({
      kind: string().oneOf([...BONUS_KINDS], 'invalid'),
    }),
    handler: ({ query }, { call }) =>
      records.bonuses(call, { kind: query.kind, from: query.from, to: query.to, page: query.page, pageSize: query.pageSize }),
  }),
});
