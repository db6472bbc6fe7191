'use client';
import type { KyInstance } from 'ky';
import type { Envelope } from '@site/platform-contract/envelope';
import { ApiError } from './api-error';

/**
 * The browser's one way to call the site's BFF routes (app/api/…). Resolves to the envelope's value; throws ApiError
 * with the envelope's errorCode (or 'network' when the site cannot be reached).
 */
export { ApiError };

/** ky loads with the first call, not with every page: most pages call nothing until the visitor acts. */
let api: Promise<KyInstance> | null = null;
function client(): Promise<KyInstance> {
  api ??= import('ky').then(({ default: ky }) => ky.create({ timeout: 15000, retry: 0, credentials: 'same-origin' }));
  return api;
}

export async function apiFetch<T>(
  path: string,
  options: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; json?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  let response: Response;
  try {
    // The page's language as its address names it: the root layout's data-language where <html lang> (the catalog the
    // text is shown in) is another language's, else lang itself.
    const root = typeof document === 'undefined' ? null : document.documentElement;
    const language = root ? (root.dataset.language ?? root.lang) : '';
    response = await (await client())(path, {
      method: options.method ?? 'GET',
      json: options.json,
      throwHttpErrors: false,
      headers: { ...options.headers, ...(language ? { 'x-site-language': language } : {}) },
    });
  } catch (error) {
    // throwHttpErrors is off: what lands here is a network failure, a timeout, or a chunk that would not load.
    const withResponse = error as { response?: Response };
    if (withResponse.response instanceof Response) response = withResponse.response;
    else throw new ApiError('network', 0, 'network');
  }
  let body: Envelope<T>;
  try {
    body = (await response.json()) as Envelope<T>;
  } catch {
    throw new ApiError('network', response.status, 'network');
  }
  if (!response.ok || !body.success) {
    throw new ApiError(body.errorCode ?? `http_${response.status}`, response.status, body.message ?? '', body.value);
  }
  return body.value as T;
}
