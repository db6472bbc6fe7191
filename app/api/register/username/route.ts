import { object, string } from 'yup';
import { apiRoute, invalidField, routeMethods } from '@/lib/api/route';
import type { UsernameAvailability } from '@/lib/api/contract';
import { accounts } from '@/lib/platform';
import { registerSchema } from '@/lib/validation/register-schema';

/**
 * GET ?username=: could this name be registered now? { available }. The register form asks as the player leaves the
 * username field and again before any human check, so a taken name is said with no slider first. A name that breaks the
 * merchant's username rule is refused here with the form's own message and never reaches the platform; the platform
 * limits the checks per visitor address (429 TOO_MANY_REQUESTS, passed on).
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'visitor',
    query: object({ username: string().default('').max(255, 'invalid') }),
    handler: async ({ query }, { site, call }) => {
      const settings = await accounts.registerSettings(call);
      const schema = registerSchema(settings, { regType: 'username', affiliateFromUrl: false, currency: site.currency.code });
      let username: string;
      try {
        username = (await schema.validateAt('username', { username: query.username })) as string;
      } catch (error) {
        const key = error instanceof Error && /^[A-Za-z0-9_.|=-]{1,80}$/.test(error.message) ? error.message : 'invalid';
        return invalidField('username', key);
      }
      const { available } = await accounts.usernameAvailability(call, username);
      return { available } satisfies UsernameAvailability;
    },
  }),
});
