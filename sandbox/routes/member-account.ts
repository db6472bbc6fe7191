/** The member centre's member-account calls (issue 10). */
import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../lib/context';

export function registerMemberAccountRoutes(app: Hono<AppEnv>, deps: Deps): void {
  void app;
  void deps;
}
