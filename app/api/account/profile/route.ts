import { profileSchema } from '@/lib/api/centre/account';
import { apiRoute, routeMethods } from '@/lib/api/route';
import { memberAccount } from '@/lib/platform';
import type { ProfileUpdateRequest } from '@site/platform-contract';

/**
 * GET → ProfileDto. PUT { nickname, fullName, birthday, … } → ProfileSavedDto: the form's own rules here (the merchant's
 * minimum age and the locks are the platform's to check); fields left out are not changed, '' clears one.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({ access: 'player', handler: async (_input, { call }) => memberAccount.profile(call) }),
  PUT: apiRoute({
    access: 'player',
    body: profileSchema(),
    handler: async ({ body }, { call }) => {
      const sent = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as ProfileUpdateRequest;
      return memberAccount.saveProfile(call, sent);
    },
  }),
});
