import { ok, siteRoute } from '@/lib/api/access';
import type { RegisterFormData } from '@/lib/api/contract';
import { accounts } from '@/lib/platform';
import { getRequestSite } from '@/lib/tenant/request-site';

/** GET: what the register popup needs to draw its form: the field config, dial codes and the visitor's country. */
export const GET = siteRoute(async (_request, { site, ip, language }) => {
  const call = { merchant: site.merchantCode, ip, language };
  const [settings, countries, resolved] = await Promise.all([accounts.registerSettings(call), accounts.countries(call), getRequestSite()]);
  return ok<RegisterFormData>({
    settings,
    countries,
    visitorCountry: resolved.kind === 'ok' ? resolved.status.visitor.country : null,
  });
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as DELETE } from '@/lib/api/access';
