import { apiRoute, routeMethods } from '@/lib/api/route';
import { accounts } from '@/lib/platform';
import { changePasswordSchema } from '@/lib/validation/password';

/**
 * POST { oldPassword, newPassword, confirmNewPassword } → {}: the signed-in member changes their password ("enc").
 * The new one is checked here with the form's own rules (pattern 20, 6–20, confirmation equal) before the platform
 * sees it. Nothing is kept: the password exists only in this request.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: apiRoute({
    access: 'member',
    body: changePasswordSchema(true),
    handler: async ({ body }, { call }) => {
      await accounts.changePassword(call, {
        oldPassword: body.oldPassword,
        newPassword: body.newPassword,
        confirmNewPassword: body.confirmNewPassword,
      });
      return {};
    },
  }),
});
