import { apiRoute, routeMethods } from '@/lib/api/route';
import { withdrawalConfirmSchema } from '@/lib/api/centre/wallet';
import { wallet } from '@/lib/platform';

/** POST { id, received, proofs?, note? }: the member's answer on a disbursed withdrawal (spec §4). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'player',
    body: withdrawalConfirmSchema(),
    handler: async ({ body }, { call }) =>
      wallet.confirmWithdrawal(
        call,
        body.received
          ? { id: body.id, received: true }
          : { id: body.id, received: false, proofs: body.proofs.filter(Boolean) as string[], note: body.note.trim() },
      ),
  }),
});
