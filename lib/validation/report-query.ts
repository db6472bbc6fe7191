import { number, object } from 'yup';
import { MAX_PAGE_SIZE, REPORT_PAGE_SIZE } from '@site/platform-contract/paging';

const DAY_MS = 24 * 60 * 60 * 1000;
const epochMs = () => number().typeError('invalid').integer('invalid').min(0, 'invalid').max(8_640_000_000_000_000, 'invalid');

/** page and pageSize of a member-centre report (site API query). */
export const pageQueryFields = {
  page: number().typeError('invalid').integer('invalid').min(1, 'invalid').max(100_000, 'invalid').default(1),
  pageSize: number().typeError('invalid').integer('invalid').min(1, 'invalid').max(MAX_PAGE_SIZE, 'invalid').default(REPORT_PAGE_SIZE),
};

/**
 * The query of a paged report over a date range: from and to (epoch ms) at most `maxDays` apart, checked here as the
 * picker checks it (and the platform again). The refusal key is range_too_long.
 */
export function reportQuery(maxDays: number) {
  return object({
    ...pageQueryFields,
    from: epochMs().required('required'),
    to: epochMs()
      .required('required')
      .test('range', 'range_too_long', function check(to) {
        const from = this.parent.from as number | undefined;
        return from === undefined || to === undefined || (to >= from && to - from < maxDays * DAY_MS + 60 * 60 * 1000);
      }),
  });
}
