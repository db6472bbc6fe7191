import { MEMBER_PAGE_KEYS, memberPageEnabled, memberPagePath, memberPagesFor } from '@/lib/member-centre/pages';
import { routeExists } from '@/lib/site-routes';
import { PAGE_COMPONENT_KEYS } from '@/components/member-centre/page-content';

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

describe('member centre pages', () => {
  it('lists every page key of spec §2 once, and safer gambling', () => {
    expect(new Set(MEMBER_PAGE_KEYS).size).toBe(16);
    expect(MEMBER_PAGE_KEYS).toContain('saferGambling');
  });

  it('has a component for every page key and none for another key', () => {
    expect([...PAGE_COMPONENT_KEYS].sort()).toEqual([...MEMBER_PAGE_KEYS].sort());
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
    // Every menu entry leads to a page that exists.
    expect(memberPagesFor(FEATURES, false).every((key) => PAGE_COMPONENT_KEYS.includes(key) && routeExists(memberPagePath(key)))).toBe(true);
  });

  it('says a centre link exists only when it leads to a page', () => {
    for (const key of MEMBER_PAGE_KEYS) expect(routeExists(`/member/${key}`)).toBe(PAGE_COMPONENT_KEYS.includes(key));
    expect(routeExists('/member/nope')).toBe(false);
    expect(routeExists('/rng?vendor=PG')).toBe(true);
    expect(routeExists('/promotions')).toBe(true);
    expect(routeExists('/lucky-wheel')).toBe(false);
  });
});
