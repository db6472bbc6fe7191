import { ok, siteRoute } from '@/lib/api/access';
import { accounts } from '@/lib/platform';
import { isLinkCode } from '@/lib/validation/register-request';

/** GET ?code=: is this affiliate (invitation) code known for this domain? { valid }. */
export const GET = siteRoute(async (request, { site, ip, language }) => {
  const code = (new URL(request.url).searchParams.get('code') ?? '').trim();
  // Something that cannot be a code is not sent to the platform at all.
  if (!isLinkCode(code)) return ok({ valid: false });
  const valid = await accounts.isValidAffiliateCode({ merchant: site.merchantCode, ip, language }, code, site.host);
  return ok({ valid });
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as DELETE } from '@/lib/api/access';
