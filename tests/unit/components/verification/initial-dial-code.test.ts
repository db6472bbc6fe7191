import { filterCountries, initialDialCode, normaliseDialCode } from '@/components/verification/initial-dial-code';
import { COUNTRIES } from '../../support/verification';

describe('the dial code the widget starts from', () => {
  it('is the passed code when a country has it, in any of its spellings', () => {
    expect(initialDialCode(COUNTRIES, '63', 'VN')).toBe('63');
    expect(initialDialCode(COUNTRIES, '+66', 'VN')).toBe('66');
    expect(initialDialCode(COUNTRIES, '0084', null)).toBe('84');
  });

  it("is the visitor's country when the passed code is unknown or missing", () => {
    expect(initialDialCode(COUNTRIES, '999', 'PH')).toBe('63');
    expect(initialDialCode(COUNTRIES, undefined, 'th')).toBe('66');
    expect(initialDialCode(COUNTRIES, '', 'CA')).toBe('1');
  });

  it('is the first country when neither matches, and empty without countries', () => {
    expect(initialDialCode(COUNTRIES, '999', 'FR')).toBe('84');
    expect(initialDialCode(COUNTRIES)).toBe('84');
    expect(initialDialCode([], '84', 'VN')).toBe('');
  });
});

describe('filtering countries as the visitor types', () => {
  const names = (query: string) => filterCountries(COUNTRIES, query).map((c) => c.countryCode);

  it('matches names anywhere, case-insensitively, and ISO codes exactly', () => {
    expect(names('viet')).toEqual(['VN']);
    expect(names('LAND')).toEqual(['TH']);
    expect(names('states')).toEqual(['US']);
    expect(names('ca')).toEqual(['CA']);
  });

  it('matches dial codes from the start, with or without the plus', () => {
    expect(names('+6')).toEqual(['PH', 'TH']);
    expect(names('1')).toEqual(['US', 'CA']);
    expect(names('84')).toEqual(['VN']);
  });

  it('shows everything for an empty query', () => {
    expect(names('  ')).toHaveLength(COUNTRIES.length);
  });

  it('normalises typed dial codes to digits', () => {
    expect(normaliseDialCode(' +84 ')).toBe('84');
    expect(normaliseDialCode('0063')).toBe('63');
    expect(normaliseDialCode(null)).toBe('');
  });
});
