import { AGENT_PAGE_COMPONENT_KEYS } from '@/components/agent-centre/page-content';
import { PAGE_COMPONENT_KEYS } from '@/components/member-centre/page-content';
import {
  AGENT_PAGE_KEYS,
  agentPageEnabled,
  agentPagePath,
  agentPagesFor,
  CONTRACT_PAGE,
  contractKindOf,
  DEFAULT_AGENT_PAGE,
} from '@/lib/agent-centre/pages';
import { MEMBER_PAGE_KEYS, memberPageEnabled, memberPageOffered, memberPagePath, memberPagesFor } from '@/lib/member-centre/pages';
import { CONTRACT_KINDS } from '@site/platform-contract/agent';
import { routeExists } from '@/lib/site-routes';
import { NO_FEATURES } from '../support/site-fixtures';

const FEATURES = { ...NO_FEATURES, directRegister: true, messages: true };

// What both centres promise of their page lists, checked alike for each.
describe.each([
  {
    centre: 'member',
    path: '/member',
    keys: MEMBER_PAGE_KEYS as readonly string[],
    count: 16,
    components: PAGE_COMPONENT_KEYS as readonly string[],
    pagePath: memberPagePath as (key: string) => string,
    listed: () => memberPagesFor({ features: FEATURES, wallet: 'multi', isAgent: false }) as readonly string[],
  },
  {
    centre: 'agent',
    path: '/agent',
    keys: AGENT_PAGE_KEYS as readonly string[],
    count: 12,
    components: AGENT_PAGE_COMPONENT_KEYS as readonly string[],
    pagePath: agentPagePath as (key: string) => string,
    listed: () => agentPagesFor(FEATURES) as readonly string[],
  },
])('$centre centre pages', ({ path, keys, count, components, pagePath, listed }) => {
  it('lists every page key of spec §2 once', () => {
    expect(new Set(keys).size).toBe(count);
  });

  it('has a component for every page key and none for another key', () => {
    expect([...components].sort()).toEqual([...keys].sort());
  });

  it('lists only pages that exist: every menu entry leads to a page', () => {
    expect(listed().every((key) => components.includes(key) && routeExists(pagePath(key)))).toBe(true);
  });

  it('says a centre link exists only when it leads to a page', () => {
    for (const key of keys) expect(routeExists(`${path}/${key}`)).toBe(components.includes(key));
    expect(routeExists(`${path}/nope`)).toBe(false);
  });
});

describe('member centre pages', () => {
  it('lists safer gambling', () => {
    expect(MEMBER_PAGE_KEYS).toContain('saferGambling');
  });

  it('shows pages by the merchant flags of records.md; referral also for agents', () => {
    expect(memberPageEnabled('rewardCenter', FEATURES, false)).toBe(false);
    expect(memberPageEnabled('rewardCenter', { ...FEATURES, rewardCentre: true }, false)).toBe(true);
    expect(memberPageEnabled('messageV2', { ...FEATURES, messages: false }, false)).toBe(false);
    expect(memberPageEnabled('transferUpline', FEATURES, false)).toBe(false);
    expect(memberPageEnabled('referral', FEATURES, false)).toBe(false);
    expect(memberPageEnabled('referral', FEATURES, true)).toBe(true);
    expect(memberPageEnabled('securityCenter', FEATURES, false)).toBe(true);
    expect(memberPageEnabled('saferGambling', FEATURES, false)).toBe(false);
    expect(memberPageEnabled('saferGambling', { ...FEATURES, saferGambling: true }, false)).toBe(true);
  });

  it('offers My wallet only with a multi wallet: a single wallet has no vendor wallets to transfer between', () => {
    const multi = { features: FEATURES, wallet: 'multi', isAgent: false } as const;
    const single = { ...multi, wallet: 'single' } as const;
    expect(memberPageOffered('transferFund', multi)).toBe(true);
    expect(memberPageOffered('transferFund', single)).toBe(false);
    expect(memberPagesFor(single)).toEqual(memberPagesFor(multi).filter((key) => key !== 'transferFund'));
    // The rest of the funds stay: deposit, withdraw, and transfer to upline where its flag is on.
    for (const key of ['depositv2', 'withdraw', 'securityCenter'] as const) expect(memberPageOffered(key, single)).toBe(true);
    expect(memberPageOffered('transferUpline', { ...single, features: { ...FEATURES, transferUpline: true } })).toBe(true);
    // A flag still hides a page whatever the wallet.
    expect(memberPageOffered('transferUpline', multi)).toBe(false);
    expect(memberPageOffered('referral', { ...single, isAgent: true })).toBe(true);
  });

  it('knows the links outside the centre', () => {
    expect(routeExists('/rng?vendor=PG')).toBe(true);
    expect(routeExists('/promotions')).toBe(true);
    expect(routeExists('/lucky-wheel')).toBe(false);
  });
});

describe('agent centre pages', () => {
  it('opens on the team overview', () => {
    expect(DEFAULT_AGENT_PAGE).toBe('agentTeamOverview');
    expect(routeExists('/agent')).toBe(AGENT_PAGE_COMPONENT_KEYS.includes(DEFAULT_AGENT_PAGE));
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

  it('lists enabled pages in menu order', () => {
    const pages = agentPagesFor(FEATURES);
    expect(pages).not.toContain('agentDividendRecordCopy2');
    expect(agentPagesFor({ ...FEATURES, contracts: true })).toContain('agentDividendRecordCopy2');
    expect(pages).toEqual(AGENT_PAGE_KEYS.filter((key) => pages.includes(key)));
  });
});
