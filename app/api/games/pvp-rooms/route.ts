import { apiRoute, routeMethods } from '@/lib/api/route';
import type { PvpRooms } from '@/lib/api/contract';
import { pvpRooms } from '@/lib/platform';

/** GET: the PVP rooms open now (GLS2_roomList), for a member. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'member',
    handler: async (_input, { call }) => ({ rooms: await pvpRooms(call) }) satisfies PvpRooms,
  }),
});
