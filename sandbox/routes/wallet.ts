/** The member centre's wallet calls (issue 10). */
import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../lib/context';

export function registerWalletRoutes(app: Hono<AppEnv>, deps: Deps): void {
  void app;
  void deps;
}
