import { cookies, headers } from 'next/headers';
import { fail, ok, readJson, siteRoute } from '@/lib/api/access';
import { member as memberApi } from '@/lib/platform';
import { readMemberSession } from '@/lib/session/session';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { ErrorCode } from '@/lib/platform/contract/envelope';

/** PUT { language }: store the visitor's choice (a year) and, when signed in, tell the platform. */
export const PUT = siteRoute(
  async (request, { site, ip }) => {
    const body = (await readJson(request)) as { language?: unknown } | null;
    const language = typeof body?.language === 'string' ? body.language.toLowerCase() : '';
    if (!site.languages.includes(language)) return fail(400, ErrorCode.LANGUAGE_NOT_SUPPORTED);
    const secure = (await headers()).get('x-forwarded-proto') === 'https';
    (await cookies()).set(LOCALE_COOKIE, language, { path: '/', maxAge: 365 * 24 * 3600, sameSite: 'lax', secure });
    const member = await readMemberSession(site.merchantCode);
    if (member) {
      await memberApi.updateLanguage({ merchant: site.merchantCode, token: member.token, ip, language }, language);
    }
    return ok({ language });
  },
  { mutating: true },
);

export { methodNotAllowed as GET } from '@/lib/api/access';
