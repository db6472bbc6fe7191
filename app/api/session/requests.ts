import 'server-only';
import { ValidationError, type AnyObject, type InferType, type ObjectSchema } from 'yup';
import { fail, platformFailure, readJson, SiteErrorCode } from '@/lib/api/access';
import { isPlatformError } from '@/lib/platform';

/**
 * Body checks and error relaying shared by the sign-in and password routes. The schemas are the forms' own (yup), so
 * the server checks exactly what the browser did; unknown fields are dropped before anything reaches the platform.
 */

/** The body as `schema` casts it (trimmed, unknown keys stripped), or the 400 answer naming the failing field. */
export async function readValidated<S extends ObjectSchema<AnyObject>>(request: Request, schema: S): Promise<InferType<S> | Response> {
  const body = await readJson(request);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return fail(400, SiteErrorCode.VALIDATION_FAILED);
  return validateBody(schema, body);
}

export async function validateBody<S extends ObjectSchema<AnyObject>>(schema: S, body: unknown): Promise<InferType<S> | Response> {
  try {
    return (await schema.validate(body, { abortEarly: true, stripUnknown: true })) as InferType<S>;
  } catch (error) {
    if (error instanceof ValidationError) return fail(400, SiteErrorCode.VALIDATION_FAILED, error.message, { field: error.path });
    throw error;
  }
}

/**
 * A refusal from a call made without a session (login, verify, forgot): keep its status, code, message and value
 * (the captcha flag, the verify token, the server's text). It is not a force-logout: nobody is signed in yet.
 */
export function relayRefusal(error: unknown): Promise<Response> | Response {
  if (isPlatformError(error)) {
    const status = error.status >= 400 && error.status < 500 ? error.status : 502;
    return fail(status, error.code, error.message, error.value);
  }
  return platformFailure(error);
}
