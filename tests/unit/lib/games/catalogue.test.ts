import { vendorGamesPath } from '@/lib/games/catalogue';

describe('vendorGamesPath', () => {
  it('leads to the type’s catalogue filtered to the vendor', () => {
    expect(vendorGamesPath('FISH', 'JDB')).toBe('/fish?vendor=JDB');
    expect(vendorGamesPath('RNG', 'JDB')).toBe('/rng?vendor=JDB');
    expect(vendorGamesPath('ELOTT', 'TCG_SEA')).toBe('/elott?vendor=TCG_SEA');
  });

  it('leads to the page itself where its list has no vendor filter', () => {
    expect(vendorGamesPath('SPORTS', 'SABA')).toBe('/sports');
    expect(vendorGamesPath('ESPORTS', 'IMES')).toBe('/esports');
    expect(vendorGamesPath('INHOUSE', 'SBX')).toBe('/inhouse');
    expect(vendorGamesPath('LOTT', 'TCG_SEA')).toBe('/lottery');
  });
});
