/** A refusal from the site's own API (app/api/…): the envelope's errorCode, or 'network' when the site cannot be reached. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly value?: unknown,
  ) {
    super(message || code);
    this.name = 'ApiError';
  }
}
