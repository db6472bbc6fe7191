import { apiRoute, routeMethods } from '@/lib/api/route';
import { agent } from '@/lib/platform';
import { createLinkSchema } from '@/lib/validation/agent';

/** GET → the agent's registration links, newest first. POST { accountType, rebateRate, remark? } → the new link. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({ access: 'agent', handler: (_input, { call }) => agent.links(call) }),
  POST: apiRoute({
    access: 'agent',
    body: createLinkSchema(),
    handler: ({ body }, { call }) =>
      agent.createLink(call, { accountType: body.accountType, rebateRate: body.rebateRate, ...(body.remark ? { remark: body.remark } : {}) }),
  }),
});
