import { object, string } from 'yup';
import { FEEDBACK_LENGTH, feedbackLength } from '@site/platform-contract/service';

/**
 * The feedback form's rule (spec §8: 'Please enter content'; 'the content is between {0} and {1}'), checked again by
 * the site API (app/api/service/feedback) and by the platform. Error keys: Service.feedback.errors.*.
 */
export const feedbackSchema = object({
  content: string()
    .typeError('content_empty')
    .trim()
    .required('content_empty')
    .test('length', 'content_length', (value) => {
      const length = feedbackLength(value ?? '');
      return length >= FEEDBACK_LENGTH.min && length <= FEEDBACK_LENGTH.max;
    }),
});
