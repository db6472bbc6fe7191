import { apiRoute, routeMethods } from '@/lib/api/route';
import type { RegisterFormData } from '@/lib/api/contract';
import { accounts } from '@/lib/platform';

/** GET: what the register popup needs to draw its form: the field config, dial codes and the visitor's country. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'visitor',
    handler: async (_input, { call, status }) => {
      const [settings, countries] = await Promise.all([accounts.registerSettings(call), accounts.countries(call)]);
      return { settings, countries, visitorCountry: status.visitor.country } satisfies RegisterFormData;
    },
  }),
});
