import { PAGE_TYPES, pageTypeOf, isPageType } from '@/lib/telemetry/page-type';

const LANGUAGES = ['en', 'vi', 'th'];
const of = (path: string) => pageTypeOf(path, LANGUAGES, 'en');

describe('pageTypeOf', () => {
  it.each([
    ['/', 'home'],
    ['/index.html', 'home'],
    ['/home', 'home'],
    ['/vi', 'home'],
    ['/rng', 'game-list'],
    ['/th/live', 'game-list'],
    ['/vnlottery', 'game-list'],
    ['/game', 'game'],
    ['/seamless', 'game'],
    ['/member', 'member-centre'],
    ['/member/securityCenter', 'member-centre'],
    ['/vi/member/depositInfo', 'member-centre'],
    ['/agent/agentTeamOverview', 'agent-centre'],
    ['/promotions', 'promotions'],
    ['/promoDetail', 'promotions'],
    ['/login', 'auth'],
    ['/register.html', 'auth'],
    ['/vi/register', 'auth'],
    ['/help', 'other'],
    ['/memberx', 'other'],
    ['/no/such/page/12345', 'other'],
  ])('%s is %s', (path, type) => {
    expect(of(path)).toBe(type);
  });

  it('a prefix of a language the merchant does not offer is no language: the path is judged whole', () => {
    expect(pageTypeOf('/ko/rng', ['en'], 'en')).toBe('other');
  });

  it('answers only the fixed types, whatever the path', () => {
    for (const path of ['', '//', '/%2e%2e/member', '/member?x=1', '/a'.repeat(500)]) expect(PAGE_TYPES).toContain(of(path));
  });

  it('isPageType takes only the fixed names', () => {
    expect(isPageType('home')).toBe(true);
    expect(isPageType('Home')).toBe(false);
    expect(isPageType('/member')).toBe(false);
    expect(isPageType(1)).toBe(false);
  });
});
