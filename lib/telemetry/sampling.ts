/**
 * Whether this page view is one of the sampled share `rate` (0 to 1) of a merchant's page views: a rate of 1 samples
 * every view, 0 none, and anything that is not a share samples none. `draw` is a uniform number in [0, 1).
 */
export function isSampled(rate: number, draw: number = Math.random()): boolean {
  if (!Number.isFinite(rate) || rate <= 0) return false;
  return rate >= 1 || draw < rate;
}
