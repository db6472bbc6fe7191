import 'server-only';
/** The only code that talks to the platform. Import from here. */
export * from './system';
export * from './games';
export * from './help';
export * as member from './member';
export * as accounts from './accounts';
export * as wallet from './wallet';
export * as records from './records';
export * as memberAccount from './member-account';
export * as rewards from './rewards';
export * as agent from './agent';
export type { CallContext } from './client';
export * as promotions from './promotions';
export * as points from './points';
export * as protection from './protection';
