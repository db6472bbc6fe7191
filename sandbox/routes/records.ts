/** The member centre's records calls (issue 10). */
import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../lib/context';

export function registerRecordsRoutes(app: Hono<AppEnv>, deps: Deps): void {
  void app;
  void deps;
}
