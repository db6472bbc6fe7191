import { fail } from '@/lib/api/envelope';
import { apiRoute, routeMethods } from '@/lib/api/route';
import { ServiceErrorCode } from '@/lib/api/service';
import { feedbackSchema } from '@/lib/validation/feedback';
import { sendFeedback } from '@/lib/platform/service';

/**
 * PUT { content } → {}: feedback to the merchant (spec §7 "/wps/feedback (PUT)"), for real accounts of a merchant with
 * FEEDBACK3. The form's own rule is checked here again (content between FEEDBACK_LENGTH characters), then by the platform.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  PUT: apiRoute({
    access: 'player',
    body: feedbackSchema,
    handler: async ({ body }, { site, call }) => {
      if (!site.features.feedback) return fail(403, ServiceErrorCode.NOT_OFFERED);
      await sendFeedback(call, body.content);
      return {};
    },
  }),
});
