import 'server-only';
import { number, object, string, ValidationError, type AnyObject, type InferType, type ObjectSchema } from 'yup';
import { fail, platformFailure, readJson, SiteErrorCode } from '@/lib/api/access';
import { isPlatformError } from '@/lib/platform';

/**
 * What the verification routes accept. Values must already have the right type (no coercion: "12" is not a position),
 * and each route forwards only the fields it names here, so nothing unexpected reaches the platform.
 */

const dialCode = string().required().matches(/^\d{1,4}$/);
const mobile = string().required().matches(/^\d{6,15}$/);
const opaqueToken = string().required().max(512);

export const sliderPuzzleRequest = object({ purpose: string().required().oneOf(['register', 'sms'] as const) });

export const sliderVerifyRequest = object({
  puzzleId: string().required().max(64),
  x: number().required().integer().min(0).max(1000),
});

export const smsRegisterRequest = object({
  countryDialingCode: dialCode,
  mobileNo: mobile,
  sliderToken: opaqueToken,
  regType: string().required().oneOf(['username', 'mobile'] as const),
});

/** SMS for login and for a password reset by phone: same body. */
export const smsMobileRequest = object({ countryDialingCode: dialCode, mobileNum: mobile, sliderToken: opaqueToken });

export const smsLoginVerifyRequest = object({ verifyToken: opaqueToken });

/** The body as `schema` describes it, or the 400 answer (errorCode validation_failed, the failing field in value). */
export async function readRequest<S extends ObjectSchema<AnyObject>>(request: Request, schema: S): Promise<InferType<S> | Response> {
  const body = await readJson(request);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return fail(400, SiteErrorCode.VALIDATION_FAILED);
  try {
    return (await schema.validate(body, { strict: true, abortEarly: true })) as InferType<S>;
  } catch (error) {
    if (error instanceof ValidationError) return fail(400, SiteErrorCode.VALIDATION_FAILED, error.message, { field: error.path });
    throw error;
  }
}

/**
 * A platform refusal keeps its status, code and message (the site shows the server's message for a failed SMS send,
 * spec §8). Nobody is signed in on these calls, so a 401 here is an answer to relay, not a session to end.
 */
export function relayFailure(error: unknown): Promise<Response> | Response {
  if (isPlatformError(error)) {
    const status = error.status >= 400 && error.status < 500 ? error.status : 502;
    return fail(status, error.code, error.message, error.value);
  }
  return platformFailure(error);
}
