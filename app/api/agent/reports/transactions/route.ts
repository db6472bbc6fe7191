import { apiRoute, routeMethods } from '@/lib/api/route';
import { agent } from '@/lib/platform';
import type { LedgerKind } from '@site/platform-contract/ledger';
import { teamTransactionQuery } from '@/lib/validation/agent';

/** GET ?username=&kind=&from=&to=&page=&pageSize= → one page of the team's ledger rows, with money in and out. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'agent',
    query: teamTransactionQuery(),
    handler: ({ query }, { call }) =>
      agent.teamTransactions(call, {
        from: query.from,
        to: query.to,
        page: query.page,
        pageSize: query.pageSize,
        username: query.username || undefined,
        kind: (query.kind || undefined) as LedgerKind | undefined,
      }),
  }),
});
