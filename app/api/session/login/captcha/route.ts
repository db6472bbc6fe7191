import { object, string } from 'yup';
import { apiRoute, routeMethods } from '@/lib/api/route';
import { member as memberApi } from '@/lib/platform';
import { LOGIN_LIMITS } from '@/lib/validation/login';

/**
 * GET ?username=: whether the login form must show the captcha before the attempt (the platform wants one after a
 * failed login with this name). Answers alike for every name, so it reveals no account.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'visitor',
    query: object({ username: string().trim().default('').max(LOGIN_LIMITS.username, 'invalid') }),
    handler: async ({ query }, { call }) => ({
      required: query.username ? await memberApi.loginCaptchaRequired(call, query.username) : false,
    }),
  }),
});
