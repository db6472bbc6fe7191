/**
 * Counts of the costly steps of a request (platform status calls, session unseals), kept per process so a test can
 * prove a page request does each once. Read through GET /api/__stats, which exists only with SITE_REQUEST_STATS=1.
 */
interface Stats {
  statusCalls: number;
  unseals: number;
}
const KEY = Symbol.for('gaming-frontend.request-stats');
const stats: Stats = ((globalThis as { [KEY]?: Stats })[KEY] ??= { statusCalls: 0, unseals: 0 });

export function countStatusCall(): void {
  stats.statusCalls += 1;
}

export function countUnseal(): void {
  stats.unseals += 1;
}

export function requestStats(): Stats {
  return { ...stats };
}

export function requestStatsEnabled(): boolean {
  return process.env.SITE_REQUEST_STATS === '1';
}
