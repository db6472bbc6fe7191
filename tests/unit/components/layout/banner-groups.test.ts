import { bannerGroupForRoute, bannersForRoute } from '@/components/layout/banner-groups';
import type { Banner } from '@/lib/platform/system';

const banner = (id: number, group: string): Banner => ({
  id,
  group,
  imageUrl: `https://cdn.example/${id}.jpg`,
  title: `Banner ${id}`,
  href: null,
  external: false,
});

describe('bannersForRoute picks the banner group of each page (spec §2)', () => {
  const all = [banner(1, 'w_home'), banner(2, 'w_rng'), banner(3, 'w_home'), banner(4, 'w_lott'), banner(5, 'w_promotion')];

  it.each([
    ['/', 'w_home'],
    ['/rng', 'w_rng'],
    ['/live', 'w_live'],
    ['/fish', 'w_fish'],
    ['/pvp', 'w_pvp'],
    ['/sports', 'w_sports'],
    ['/esports', 'w_esports'],
    ['/elott', 'w_lott'],
    ['/down', 'w_down'],
    ['/promotions', 'w_promotion'],
    ['/pointMall', 'w_shop'],
    ['/help', 'w_help'],
    ['/register', 'w_reg'],
    ['/inhouse', 'w_inhouse'],
  ])('%s shows %s', (route, group) => {
    expect(bannerGroupForRoute(route)).toBe(group);
  });

  it('keeps the order of the home group and leaves other groups out', () => {
    expect(bannersForRoute(all, '/').map((b) => b.id)).toEqual([1, 3]);
    expect(bannersForRoute(all, '/elott').map((b) => b.id)).toEqual([4]);
    expect(bannersForRoute(all, '/promotions').map((b) => b.id)).toEqual([5]);
  });

  it('treats aliases, trailing slashes and query strings as their page', () => {
    for (const route of ['/index', '/index.html', '/home', '/?x=1']) {
      expect(bannersForRoute(all, route).map((b) => b.id)).toEqual([1, 3]);
    }
    expect(bannersForRoute(all, '/rng/').map((b) => b.id)).toEqual([2]);
    expect(bannerGroupForRoute('/register.html')).toBe('w_reg');
  });

  it('returns nothing for a route without a group or a group without banners', () => {
    expect(bannersForRoute(all, '/favorite')).toEqual([]);
    expect(bannersForRoute(all, '/live')).toEqual([]);
    expect(bannersForRoute([], '/')).toEqual([]);
  });
});
