/**
 * Stand-in for lib/api/browser in jsdom (ky needs web globals jsdom lacks). Use with
 * `jest.mock('@/lib/api/browser', () => jest.requireActual('./support/api-browser-mock'))`.
 */
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

export const apiFetch = jest.fn();
