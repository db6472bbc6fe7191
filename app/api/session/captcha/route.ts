import { ok, siteRoute } from '@/lib/api/access';
import { member as memberApi } from '@/lib/platform';

/** GET: a fresh login captcha image as a data URL. */
export const GET = siteRoute(async (_request, { site, ip, language }) => {
  const base64 = await memberApi.captchaImage({ merchant: site.merchantCode, ip, language });
  return ok({ image: `data:image/png;base64,${base64.replace(/[^A-Za-z0-9+/=]/g, '')}` });
});

export { methodNotAllowed as POST, methodNotAllowed as PUT, methodNotAllowed as DELETE } from '@/lib/api/access';
