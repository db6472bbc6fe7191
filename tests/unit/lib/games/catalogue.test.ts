import { FAVOURITES_DEFAULT_TYPE } from '@site/platform-contract/games';
import { favouritesSearch, favouritesTabs, favouritesType, vendorGamesPath } from '@/lib/games/catalogue';

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

describe('favouritesType', () => {
  const offered = ['LIVE', 'FISH', 'RNG', 'INHOUSE'] as const;

  it('is the type the page names when the merchant has it', () => {
    expect(favouritesType('LIVE', offered)).toBe('LIVE');
    expect(favouritesType(['INHOUSE', 'LIVE'], offered)).toBe('INHOUSE');
  });

  it('is RNG otherwise (spec: favourites default RNG)', () => {
    expect(FAVOURITES_DEFAULT_TYPE).toBe('RNG');
    for (const value of [undefined, null, '', 'live', 'PVP', 'SLOTS', '__proto__', []]) expect(favouritesType(value, offered)).toBe('RNG');
  });

  it('puts the default type’s tab first, the others in their order', () => {
    expect(favouritesTabs(offered)).toEqual(['RNG', 'LIVE', 'FISH', 'INHOUSE']);
    expect(favouritesTabs(['LIVE', 'FISH'])).toEqual(['LIVE', 'FISH']);
  });

  it('writes the default type’s address without a query', () => {
    expect(favouritesSearch('RNG')).toBe('');
    expect(favouritesSearch('LIVE')).toBe('?type=LIVE');
  });
});
