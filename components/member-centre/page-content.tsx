'use client';
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { LoadingState } from '@/components/data-display/data-states';
import type { MemberPageKey } from '@/lib/member-centre/pages';

const loading = () => <LoadingState />;

/**
 * The member centre's pages: each page key (as in the URL, /member/<key>) and its client component, loaded on its own
 * (a page ships only its own code: the chart library only with profit and loss). Every key of MEMBER_PAGE_KEYS
 * (lib/member-centre/pages.ts) has its page here.
 */
const PAGES: Record<MemberPageKey, ComponentType> = {
  securityCenter: dynamic(() => import('./pages/my-account'), { loading }),
  profile: dynamic(() => import('./pages/profile'), { loading }),
  messageV2: dynamic(() => import('./pages/messages'), { loading }),
  playerRank: dynamic(() => import('./pages/player-rank'), { loading }),
  rewardCenter: dynamic(() => import('./pages/reward-centre'), { loading }),
  referral: dynamic(() => import('./pages/referral'), { loading }),
  missionLeaderboard: dynamic(() => import('./pages/missions'), { loading }),
  // Records: client-only (their periods are the browser's days).
  personalHistoryCopy: dynamic(() => import('./pages/betting-record'), { ssr: false, loading }),
  transactionHistory: dynamic(() => import('./pages/account-record'), { ssr: false, loading }),
  personalProfit: dynamic(() => import('./pages/profit-and-loss'), { ssr: false, loading }),
  bonusDetails: dynamic(() => import('./pages/bonus-details'), { ssr: false, loading }),
  // Wallet: deposit and withdraw carry their records (the browser's days) too.
  transferFund: dynamic(() => import('./pages/my-wallet'), { loading }),
  depositv2: dynamic(() => import('./pages/deposit'), { ssr: false, loading }),
  withdraw: dynamic(() => import('./pages/withdraw'), { ssr: false, loading }),
  transferUpline: dynamic(() => import('./pages/transfer-upline'), { loading }),
  // Player protection (safer gambling).
  saferGambling: dynamic(() => import('./pages/safer-gambling'), { loading }),
};

export function MemberPageContent({ page }: { page: MemberPageKey }) {
  const Page = PAGES[page];
  return <Page />;
}

/** Which keys have a component (tests check that every page key has one). */
export const PAGE_COMPONENT_KEYS = Object.keys(PAGES) as MemberPageKey[];
