import { ok, memberRoute, platformFailure } from '@/lib/api/access';
import { accounts } from '@/lib/platform';
import { changePasswordSchema } from '@/components/account/password-rules';
import { readValidated } from '@/app/api/session/requests';

/**
 * POST { oldPassword, newPassword, confirmNewPassword } → {}: the signed-in member changes their password ("enc").
 * The new one is checked here with the form's own rules (pattern 20, 6–20, confirmation equal) before the platform
 * sees it. Nothing is kept: the password exists only in this request.
 */
export const POST = memberRoute(
  async (request, { site, ip, language, member }) => {
    const input = await readValidated(request, changePasswordSchema(true));
    if (input instanceof Response) return input;
    try {
      await accounts.changePassword(
        { merchant: site.merchantCode, ip, language, token: member.token },
        { oldPassword: input.oldPassword, newPassword: input.newPassword, confirmNewPassword: input.confirmNewPassword },
      );
      return ok({});
    } catch (error) {
      return platformFailure(error);
    }
  },
  { mutating: true },
);

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as DELETE } from '@/lib/api/access';
