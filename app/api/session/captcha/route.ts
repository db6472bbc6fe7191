import { apiRoute, routeMethods } from '@/lib/api/route';
import { member as memberApi } from '@/lib/platform';

/** GET: a fresh login captcha image as a data URL. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: apiRoute({
    access: 'visitor',
    handler: async (_input, { call }) => {
      const base64 = await memberApi.captchaImage(call);
      return { image: `data:image/png;base64,${base64.replace(/[^A-Za-z0-9+/=]/g, '')}` };
    },
  }),
});
