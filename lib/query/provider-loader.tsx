'use client';
import dynamic from 'next/dynamic';

/** React Query at the root of a member's pages (the root layout renders this for members only): visitors never load it. */
export const MemberQueryProvider = dynamic(() => import('./provider').then((m) => m.QueryProvider));
