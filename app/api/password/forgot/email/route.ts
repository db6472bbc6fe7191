import { ok, siteRoute } from '@/lib/api/access';
import { accounts } from '@/lib/platform';
import { forgotByEmailSchema } from '@/components/account/password-rules';
import { readValidated, relayRefusal } from '@/app/api/session/requests';

/** POST { username, email } → {}: the platform mails a reset link when the two belong together (spec §4 "Forgot password"). */
export const POST = siteRoute(
  async (request, { site, ip, language }) => {
    const input = await readValidated(request, forgotByEmailSchema());
    if (input instanceof Response) return input;
    try {
      await accounts.forgotPasswordByEmail({ merchant: site.merchantCode, ip, language }, { username: input.username, email: input.email });
      return ok({});
    } catch (error) {
      return relayRefusal(error);
    }
  },
  { mutating: true },
);

export { methodNotAllowed as GET, methodNotAllowed as PUT, methodNotAllowed as DELETE } from '@/lib/api/access';
