/** The member centre's rewards calls (issue 10). */
import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../lib/context';

export function registerRewardsRoutes(app: Hono<AppEnv>, deps: Deps): void {
  void app;
  void deps;
}
