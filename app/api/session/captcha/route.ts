import { apiRoute, routeMethods } from '@/lib/api/route';
import type { CaptchaImage } from '@/lib/api/contract';
import { member as memberApi } from '@/lib/platform';

/**
 * GET → CaptchaImage: a fresh captcha as a data URL, and its id. The answer goes back with the id (login, registration)
 * from the same visitor: the platform binds the captcha to the address the site forwards.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'visitor',
    handler: async (_input, { call }) => {
      const captcha = await memberApi.captchaImage(call);
      return {
        image: `data:image/png;base64,${captcha.image.replace(/[^A-Za-z0-9+/=]/g, '')}`,
        captchaId: captcha.captchaId,
      } satisfies CaptchaImage;
    },
  }),
});
