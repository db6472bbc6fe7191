import 'server-only';
/** The only code that talks to the platform. Import from here. */
export * from './system';
export * from './games';
export * from './help';
export * as member from './member';
export * as accounts from './accounts';
export type { CallContext } from './client';
