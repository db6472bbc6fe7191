'use client';
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { LoadingState } from '@/components/data-display/data-states';
import type { AgentPageKey } from '@/lib/agent-centre/pages';

const loading = () => <LoadingState />;

/**
 * The agent centre's pages: each page key (as in the URL, /agent/<key>) and its client component, loaded on its own
 * (the chart library only with the team overview). Every key of AGENT_PAGE_KEYS (lib/agent-centre/pages.ts) has its
 * page here. Pages with a period are client-only (their periods are the browser's days).
 */
const PAGES: Record<AgentPageKey, ComponentType> = {
  agentAnnouncement: dynamic(() => import('./pages/announcements'), { loading }),
  agentTeamOverview: dynamic(() => import('./pages/team-overview'), { ssr: false, loading }),
  registerCenter: dynamic(() => import('./pages/registration-centre'), { loading }),
  downlineManagmentView: dynamic(() => import('./pages/team-management'), { loading }),
  personalHistoryCopy: dynamic(() => import('./pages/team-bets'), { ssr: false, loading }),
  palStatementsAgentCopy: dynamic(() => import('./pages/team-profit'), { ssr: false, loading }),
  agentRevenueReport: dynamic(() => import('./pages/my-income'), { ssr: false, loading }),
  agentDownlineTransactionDetailsCopy: dynamic(() => import('./pages/team-transactions'), { ssr: false, loading }),
  agentDividendRecordCopy2: dynamic(() => import('./pages/dividend'), { ssr: false, loading }),
  agentDailyWages2: dynamic(() => import('./pages/daily-salary'), { ssr: false, loading }),
  agentHourSalary: dynamic(() => import('./pages/hourly-salary'), { ssr: false, loading }),
  agentRealtimeSalary: dynamic(() => import('./pages/realtime-salary'), { ssr: false, loading }),
};

export function AgentPageContent({ page }: { page: AgentPageKey }) {
  const Page = PAGES[page];
  return <Page />;
}

/** Which keys have a component (tests check that every page key has one). */
export const AGENT_PAGE_COMPONENT_KEYS = Object.keys(PAGES) as AgentPageKey[];
