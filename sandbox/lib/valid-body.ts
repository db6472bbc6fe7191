/**
 * Bodies validated with the contract's request schemas (@site/platform-contract/requests/*), the ones the site's forms
 * and API routes build on. Strict: a value is taken as the JSON sent (a numeric string is no number, nothing is trimmed
 * or cast). A refusal is the 400 bad_request naming the first bad field in the schema's own order, as the old
 * validators answered, unless `refuse` turns it into the call's own error (amount_decimals, payer_account_invalid).
 */
import { ValidationError, type AnyObject, type InferType, type ObjectSchema } from 'yup';
import { amountDecimals, WalletErrorCode } from '@site/platform-contract';
import { ApiError, badRequest } from './envelope';
import type { Json } from './validate';

/** What a refused field is answered with, when not bad_request: given the field's first error (its path and test). */
export type Refusal = (error: ValidationError) => ApiError | undefined;

export function validBody<S extends ObjectSchema<AnyObject>>(schema: S, body: Json, refuse?: Refusal): InferType<S> {
  try {
    return schema.validateSync(body, { strict: true, abortEarly: false }) as InferType<S>;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const first = firstError(schema, error);
    // The message names the field and never quotes the value (yup's own messages may).
    throw refuse?.(first) ?? badRequest(`${first.path ?? 'The body'} is missing or invalid`);
  }
}

/** The first error of the first field in the schema's order (yup reports fields in an order of its own). */
function firstError(schema: ObjectSchema<AnyObject>, error: ValidationError): ValidationError {
  const errors = error.inner.length > 0 ? error.inner : [error];
  const order = Object.keys(schema.fields);
  const rank = (e: ValidationError) => {
    const at = order.indexOf((e.path ?? '').split(/[.[]/)[0]!);
    return at === -1 ? order.length : at;
  };
  return errors.reduce((best, e) => (rank(e) < rank(best) ? e : best));
}

/** An amount with more decimals than the merchant's currency has: 400 amount_decimals with { decimals } (money.ts). */
export function currencyDecimals(currency: string): Refusal {
  return (error) => {
    if (error.type !== 'decimals') return undefined;
    const decimals = amountDecimals(currency);
    const rule = decimals === 0 ? `a whole amount of ${currency}` : `an amount with at most ${decimals} decimals`;
    return new ApiError(400, WalletErrorCode.AMOUNT_DECIMALS, `${error.path ?? 'amount'} must be ${rule}`, { decimals });
  };
}
