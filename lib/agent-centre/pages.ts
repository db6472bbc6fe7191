/**
 * The agent centre's pages (spec §2 "Agent centre (page keys)"): their keys as in the URL (/agent/<key>), their group
 * in the menu, and which contract kind (merchant flag) shows the contract pages. Every key has its page
 * (components/agent-centre/page-content.tsx). Pure, for server and client alike.
 */
import type { ContractKind } from '@site/platform-contract/agent';
import type { Site } from '@/lib/platform/site';

export const AGENT_PAGE_KEYS = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;

export type AgentPageKey = (typeof AGENT_PAGE_KEYS)[number];

export const DEFAULT_AGENT_PAGE: AgentPageKey = 'agentTeamOverview';

export type AgentPageGroup = 'team' | 'reports' | 'contracts';

export const AGENT_PAGE_GROUP: Record<AgentPageKey, AgentPageGroup> = {
  agentAnnouncement: 'team',
  agentTeamOverview: 'team',
  registerCenter: 'team',
  downlineManagmentView: 'team',
  personalHistoryCopy: 'reports',
  palStatementsAgentCopy: 'reports',
  agentRevenueReport: 'reports',
  agentDownlineTransactionDetailsCopy: 'reports',
  agentDividendRecordCopy2: 'contracts',
  agentDailyWages2: 'contracts',
  agentHourSalary: 'contracts',
  agentRealtimeSalary: 'contracts',
};

export const AGENT_PAGE_GROUPS: readonly AgentPageGroup[] = ['team', 'reports', 'contracts'];

/** The contract page of each kind. */
export const CONTRACT_PAGE: Record<ContractKind, AgentPageKey> = {
  dividend: 'agentDividendRecordCopy2',
  dailySalary: 'agentDailyWages2',
  hourlySalary: 'agentHourSalary',
  realtimeSalary: 'agentRealtimeSalary',
};

/** The contract kind a page shows, or null for a page that is no contract's. */
export function contractKindOf(key: AgentPageKey): ContractKind | null {
  const entry = Object.entries(CONTRACT_PAGE).find(([, page]) => page === key);
  return entry ? (entry[0] as ContractKind) : null;
}

type Features = Site['features'];

/** Whether the merchant runs a contract kind (contract/agent.ts ContractFlag, read into the site's features). */
export function contractKindEnabled(kind: ContractKind, features: Features): boolean {
  switch (kind) {
    case 'dividend':
      return features.contracts;
    case 'dailySalary':
      return features.dailySalary;
    case 'hourlySalary':
      return features.hourlySalary;
    case 'realtimeSalary':
      return features.realtimeSalary;
  }
}

/** Whether the merchant shows the page: a contract page only where its kind runs, every other page always. */
export function agentPageEnabled(key: AgentPageKey, features: Features): boolean {
  const kind = contractKindOf(key);
  return kind === null || contractKindEnabled(kind, features);
}

export function isAgentPageKey(value: string): value is AgentPageKey {
  return (AGENT_PAGE_KEYS as readonly string[]).includes(value);
}

/** The pages this agent sees, in menu order. */
export function agentPagesFor(features: Features): AgentPageKey[] {
  return AGENT_PAGE_KEYS.filter((key) => agentPageEnabled(key, features));
}

export const agentPagePath = (key: AgentPageKey): string => `/agent/${key}`;
