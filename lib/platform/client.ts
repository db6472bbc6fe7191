import 'server-only';
import ky, { type KyInstance } from 'ky';
import { DEVICE_WEB, PlatformHeader, type Envelope } from './contract/envelope';
import { platformUrl, PLATFORM_TIMEOUT_MS } from './config';
import { PlatformError, PlatformUnavailableError } from './errors';

/** Who a platform call is made for. */
export interface CallContext {
  merchant?: string;
  language?: string;
  token?: string | null;
  ip?: string;
}

export interface CallOptions extends CallContext {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  json?: unknown;
  searchParams?: Record<string, string>;
}

let http: KyInstance | null = null;
function client(): KyInstance {
  http ??= ky.create({
    prefixUrl: platformUrl(),
    timeout: PLATFORM_TIMEOUT_MS,
    retry: 0,
    throwHttpErrors: false,
    cache: 'no-store',
  });
  return http;
}

/** Build the platform's request headers (architecture: Merchant, Device, Language, Authorization, X-Forwarded-For). */
export function platformHeaders(context: CallContext): Record<string, string> {
  const headers: Record<string, string> = { [PlatformHeader.DEVICE]: DEVICE_WEB };
  if (context.merchant) headers[PlatformHeader.MERCHANT] = context.merchant;
  if (context.language) headers[PlatformHeader.LANGUAGE] = context.language;
  if (context.token) headers[PlatformHeader.AUTHORIZATION] = context.token;
  if (context.ip) headers[PlatformHeader.FORWARDED_FOR] = context.ip;
  return headers;
}

/**
 * The one typed call to the platform. Resolves to the envelope's value; throws PlatformError when the platform says
 * no, PlatformUnavailableError when it cannot be reached or does not speak the envelope.
 */
export async function platformCall<T>(path: string, options: CallOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await client()(path.replace(/^\/+/, ''), {
      method: options.method ?? 'GET',
      headers: platformHeaders(options),
      json: options.json,
      searchParams: options.searchParams,
    });
  } catch (error) {
    throw new PlatformUnavailableError(`platform unreachable: ${path}`, error);
  }
  return readEnvelope<T>(response, path);
}

export async function readEnvelope<T>(response: Response, path: string): Promise<T> {
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new PlatformUnavailableError(`platform answered ${response.status} without an envelope: ${path}`, error);
  }
  if (!isEnvelope(body)) {
    throw new PlatformUnavailableError(`platform answered ${response.status} without an envelope: ${path}`);
  }
  if (!body.success || !response.ok) {
    if (response.status >= 500 && !body.errorCode) {
      throw new PlatformUnavailableError(`platform failed ${response.status}: ${path}`);
    }
    throw new PlatformError(body.errorCode ?? `http_${response.status}`, response.status, body.message ?? '', body.value);
  }
  return body.value as T;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).success === 'boolean';
}
