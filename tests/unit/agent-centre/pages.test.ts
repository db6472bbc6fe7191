import { AGENT_PAGE_COMPONENT_KEYS } from '@/components/agent-centre/page-content';
import {
  AGENT_PAGE_KEYS,
  agentPageEnabled,
  agentPagePath,
  agentPagesFor,
  CONTRACT_PAGE,
  contractKindOf,
  DEFAULT_AGENT_PAGE,
} from '@/lib/agent-centre/pages';
import { CONTRACT_KINDS } from '@/lib/platform/contract/agent';
import { routeExists } from '@/lib/site-routes';

const FEATURES = {
  directRegister: true,
  mobileRegister: false,
  freePlay: false,
  smsLogin: false,
  referral: false,
  contracts: false,
  dailySalary: false,
  hourlySalary: false,
  realtimeSalary: false,
  rewardCentre: false,
  messages: true,
  transferUpline: false,
  loginToHome: false,
  phoneReset: false,
  passwordExpiryForcesChange: false,
  feedback: false,
  saferGambling: false,
};

describe('agent centre pages', () => {
  it('lists every page key of spec §2 once, team overview by default', () => {
    expect(new Set(AGENT_PAGE_KEYS).size).toBe(12);
    expect(DEFAULT_AGENT_PAGE).toBe('agentTeamOverview');
  });

  it('has a component for every page key and none for another key', () => {
    expect([...AGENT_PAGE_COMPONENT_KEYS].sort()).toEqual([...AGENT_PAGE_KEYS].sort());
  });

  it('shows each contract page only where its kind runs', () => {
    for (const kind of CONTRACT_KINDS) {
      expect(contractKindOf(CONTRACT_PAGE[kind])).toBe(kind);
      expect(agentPageEnabled(CONTRACT_PAGE[kind], FEATURES)).toBe(false);
    }
    expect(agentPageEnabled('agentDividendRecordCopy2', { ...FEATURES, contracts: true })).toBe(true);
    expect(agentPageEnabled('agentDailyWages2', { ...FEATURES, dailySalary: true })).toBe(true);
    expect(agentPageEnabled('agentHourSalary', { ...FEATURES, hourlySalary: true })).toBe(true);
    expect(agentPageEnabled('agentRealtimeSalary', { ...FEATURES, realtimeSalary: true })).toBe(true);
    expect(agentPageEnabled('agentDailyWages2', { ...FEATURES, contracts: true })).toBe(false);
    expect(contractKindOf('agentTeamOverview')).toBeNull();
    expect(agentPageEnabled('agentTeamOverview', FEATURES)).toBe(true);
  });

  it('lists only enabled pages that exist, in menu order', () => {
    const pages = agentPagesFor(FEATURES);
    expect(pages.every((key) => AGENT_PAGE_COMPONENT_KEYS.includes(key) && routeExists(agentPagePath(key)))).toBe(true);
    expect(pages).not.toContain('agentDividendRecordCopy2');
    expect(agentPagesFor({ ...FEATURES, contracts: true })).toContain('agentDividendRecordCopy2');
    expect(pages).toEqual(AGENT_PAGE_KEYS.filter((key) => pages.includes(key)));
  });

  it('says an agent link exists only when it leads to a page', () => {
    for (const key of AGENT_PAGE_KEYS) expect(routeExists(`/agent/${key}`)).toBe(AGENT_PAGE_COMPONENT_KEYS.includes(key));
    expect(routeExists('/agent')).toBe(AGENT_PAGE_COMPONENT_KEYS.includes(DEFAULT_AGENT_PAGE));
    expect(routeExists('/agent/nope')).toBe(false);
  });
});
