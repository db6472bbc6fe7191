import type { Notice } from '@/lib/tenant/types';

/** GET → AfterLoginData (app/api/session/after-login): what the after-login dialog shows. */
export const AFTER_LOGIN_PATH = '/api/session/after-login';

export interface AfterLoginData {
  /** The merchant's popup notices (announcement type PU), sanitized, with the time as shown (YYYY-MM-DD HH:mm:ss). */
  popup: (Notice & { timeLabel: string })[];
}
