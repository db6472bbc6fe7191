import { cookies, headers } from 'next/headers';
import { object, string } from 'yup';
import { apiRoute, routeMethods } from '@/lib/api/route';
import { fail } from '@/lib/api/envelope';
import { member as memberApi } from '@/lib/platform';
import { ErrorCode } from '@site/platform-contract/envelope';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { platformLanguage } from '@/lib/i18n/site-languages';
import { visitorScheme } from '@/lib/security/visitor';

/** PUT { language }: store the visitor's choice (a year) and, when signed in, tell the platform. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  PUT: apiRoute({
    access: 'visitor',
    body: object({ language: string().lowercase().required('required').max(10, 'invalid') }),
    handler: async ({ body }, { site, call, session }) => {
      if (!site.languages.includes(body.language)) return fail(400, ErrorCode.LANGUAGE_NOT_SUPPORTED);
      const secure = visitorScheme(await headers()) === 'https';
      (await cookies()).set(LOCALE_COOKIE, body.language, { path: '/', maxAge: 365 * 24 * 3600, sameSite: 'lax', secure });
      const member = await session();
      // The platform is told the language as it names it.
      const asked = platformLanguage(site, body.language);
      if (member) await memberApi.updateLanguage({ ...call, token: member.token, language: asked }, asked);
      return { language: body.language };
    },
  }),
});
