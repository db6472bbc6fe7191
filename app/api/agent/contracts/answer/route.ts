import { apiRoute, routeMethods } from '@/lib/api/route';
import { agent } from '@/lib/platform';
import { contractAnswerSchema } from '@/lib/validation/agent';

/**
 * POST { kind, contractId, action } → ContractDto: the member answers an offer made to it (accept, reject) or ends the
 * contract in force (terminate), through the platform's relay of that kind. Any real member: the downline answering
 * need not be an agent.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'player',
    body: contractAnswerSchema(),
    handler: ({ body }, { call }) => agent.answerContract(call, body.kind, { contractId: body.contractId, action: body.action }),
  }),
});
