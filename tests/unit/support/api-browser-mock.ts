/**
 * Stand-in for lib/api/browser in jsdom (ky needs web globals jsdom lacks): the real ApiError, a mock apiFetch. Use with
 * `jest.mock('@/lib/api/browser', () => jest.requireActual('…/support/api-browser-mock'))` (the path from the test to this file).
 */
export { ApiError } from '@/lib/api/api-error';

export const apiFetch = jest.fn();
