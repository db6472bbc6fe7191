/** Envelope helpers: success answers, and ApiError which the global error handler turns into a failure envelope. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ErrorCode, type Envelope } from '@site/platform-contract';

export function ok<T>(c: Context, value: T, status: ContentfulStatusCode = 200) {
  const body: Envelope<T> = { success: true, value };
  return c.json(body, status);
}

export function failure(c: Context, status: ContentfulStatusCode, errorCode: string, message: string, value?: unknown) {
  const body: Envelope = { success: false, errorCode, message };
  if (value !== undefined) body.value = value;
  return c.json(body, status);
}

/** Thrown anywhere in a handler; answered as { success:false, errorCode, message, value? } with its status. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errorCode: string,
    message: string,
    readonly value?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new ApiError(400, ErrorCode.BAD_REQUEST, message);
export const notFound = (message = 'Not found') => new ApiError(404, ErrorCode.NOT_FOUND, message);
