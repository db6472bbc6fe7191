import { string } from 'yup';
import { apiRoute, routeMethods } from '@/lib/api/route';
import { records } from '@/lib/platform';
import { LedgerKind } from '@site/platform-contract/ledger';
import { RECORD_MAX_DAYS } from '@site/platform-contract/records';
import { reportQuery } from '@/lib/validation/report-query';

/** GET ?kind=&from=&to=&page=&pageSize=: one page of the account record, with the range's totals. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'player',
    query: reportQuery(RECORD_MAX_DAYS).shape({
      kind: string().oneOf(Object.values(LedgerKind), 'invalid'),
    }),
    handler: ({ query }, { call }) =>
      records.transactions(call, { kind: query.kind, from: query.from, to: query.to, page: query.page, pageSize: query.pageSize }),
  }),
});
