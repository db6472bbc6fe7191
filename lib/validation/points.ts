/**
 * The points mall's yup schemas, shared by each form and the site API route that takes it (app/api/points/…). Error
 * messages are keys of Points.errors. Apart from lib/api/points.ts so the page's first load carries no yup.
 */
import { number, object, string } from 'yup';
import { pageQueryFields } from '@/lib/validation/report-query';
import {
  MAX_POINTS,
  POINT_TRANSACTION_KINDS,
  POINTS_PAGE_SIZE,
  REDEMPTION_STATUSES,
  type PointConversionDto,
} from '@site/platform-contract/points';
import { PAYMENT_PASSWORD_RULE } from '@site/platform-contract/wallet';

const paymentPassword = () => string().default('').required('payment_password_required').matches(PAYMENT_PASSWORD_RULE, 'payment_password_format');

export const redeemSchema = () =>
  object({
    rewardId: number().typeError('invalid').required('required').integer('invalid').min(1, 'invalid').max(Number.MAX_SAFE_INTEGER, 'invalid'),
    paymentPassword: paymentPassword(),
  });

/**
 * Points to convert: a whole number within the merchant's limits and in whole steps of its ratio (when the form knows
 * them; the route checks the number only, the platform the rules), and at most the balance.
 */
export const convertSchema = (rules?: { conversion: PointConversionDto; balance: number }) =>
  object({
    points: number()
      .typeError('points_invalid')
      .required('points_required')
      .integer('points_invalid')
      .min(1, 'points_invalid')
      .max(MAX_POINTS, 'points_invalid')
      .test('min', 'points_below_min', (v) => !rules || v === undefined || v >= rules.conversion.minPoints)
      .test('max', 'points_above_max', (v) => !rules || v === undefined || v <= rules.conversion.maxPoints)
      .test('step', 'points_step', (v) => !rules || v === undefined || v % rules.conversion.points === 0)
      .test('balance', 'points_not_enough', (v) => !rules || v === undefined || v <= rules.balance),
    paymentPassword: paymentPassword(),
  });

export const redemptionsQuery = () =>
  object({
    ...pageQueryFields,
    pageSize: pageQueryFields.pageSize.default(POINTS_PAGE_SIZE),
    status: string().oneOf(REDEMPTION_STATUSES, 'invalid'),
  });

export const transactionsQuery = () =>
  object({
    ...pageQueryFields,
    pageSize: pageQueryFields.pageSize.default(POINTS_PAGE_SIZE),
    kind: string().oneOf(POINT_TRANSACTION_KINDS, 'invalid'),
  });
