import 'server-only';

/** Where the platform is. Production: PLATFORM_URL. Default: the sandbox on PLATFORM_PORT (4000). */
export function platformUrl(): string {
  const explicit = process.env.PLATFORM_URL?.trim();
  if (explicit) return explicit.replace(/\/+$/, '');
  return `http://127.0.0.1:${process.env.PLATFORM_PORT || '4000'}`;
}

/** Milliseconds before a platform call counts as failed (the page then shows the friendly error screen). */
export const PLATFORM_TIMEOUT_MS = Number(process.env.PLATFORM_TIMEOUT_MS || 8000);
