import { apiRoute, routeMethods } from '@/lib/api/route';
import { agent } from '@/lib/platform';
import { idSchema } from '@/lib/validation/agent';

/** POST { id } → { id }: deletes one of the agent's registration links (another's is a 404). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({ access: 'agent', body: idSchema(), handler: ({ body }, { call }) => agent.deleteLink(call, body.id) }),
});
