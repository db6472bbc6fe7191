'use client';
import dynamic from 'next/dynamic';

/**
 * The header's member side, loaded only for members: a visitor's page carries none of its code (balance, account
 * menu, their data hooks).
 */
export const MemberActions = dynamic(() => import('./member-actions').then((m) => m.MemberActions));

/** The session clock as a phone shows it, under the logo (members only, like the rest of this file). */
export const CompactSessionClock = dynamic(() => import('./session-clock').then((m) => m.SessionClock));
