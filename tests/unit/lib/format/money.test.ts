/** @jest-environment node */
import { formatMoney } from '@/lib/format/money';
import { minorUnits } from '@site/platform-contract/money';

const USD = { code: 'USD', symbol: '$' };
const VND = { code: 'VND', symbol: '₫' };
const PHP = { code: 'PHP', symbol: '₱' };
/** The symbol stays on the number's line: the formats use a no-break space. */
const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('money format', () => {
  it('uses the currency’s own minor units: VND none, USD and PHP two', () => {
    expect(formatMoney(1520.75, USD, 'en')).toBe('$1,520.75');
    expect(formatMoney(1520.75, PHP, 'en')).toBe('₱1,520.75');
    expect(formatMoney(1520, VND, 'en')).toBe('₫1,520');
    expect(formatMoney(0, VND, 'vi')).toBe(nbsp('0 ₫'));
    expect(minorUnits('VND')).toBe(0);
    expect(minorUnits('USD')).toBe(2);
    expect(minorUnits('PHP')).toBe(2);
  });

  it('groups and places the symbol as the language does', () => {
    expect(formatMoney(15207500, VND, 'vi')).toBe(nbsp('15.207.500 ₫'));
    expect(formatMoney(1520.75, USD, 'vi')).toBe(nbsp('1.520,75 $'));
    expect(formatMoney(1520.75, USD, 'id')).toBe('$1.520,75');
    expect(formatMoney(1234567.5, USD, 'th')).toBe('$1,234,567.50');
  });

  it('never shows more than the amount: fractions are cut, not rounded up', () => {
    expect(formatMoney(1520.75, VND, 'vi')).toBe(nbsp('1.520 ₫'));
    expect(formatMoney(9.999, USD, 'en')).toBe('$9.99');
  });

  it('keeps the merchant’s symbol and the sign', () => {
    expect(formatMoney(-12.5, USD, 'en')).toBe('-$12.50');
    expect(formatMoney(-1000, VND, 'vi')).toBe(nbsp('-1.000 ₫'));
    expect(formatMoney(5, { code: 'USD', symbol: 'US$' }, 'en')).toBe('US$5.00');
    expect(formatMoney(5, USD, 'ar')).toContain('$');
    expect(formatMoney(5, USD, 'ar')).not.toContain('US$');
  });

  it('survives an unknown currency code, still with the merchant’s symbol, and a value that is not a number', () => {
    expect(formatMoney(3.5, { code: 'XX', symbol: '¤' }, 'en')).toBe('¤3.50');
    expect(formatMoney(-3.5, { code: 'XX', symbol: '¤' }, 'en')).toBe('-¤3.50');
    expect(formatMoney(Number.NaN, USD, 'en')).toBe('$0.00');
  });

  it('drops the zeros of a whole amount where asked (a filter’s "$1"), never a real fraction', () => {
    expect(formatMoney(1, USD, 'en', { whole: true })).toBe('$1');
    expect(formatMoney(1, PHP, 'en', { whole: true })).toBe('₱1');
    expect(formatMoney(1, VND, 'vi', { whole: true })).toBe(nbsp('1 ₫'));
    expect(formatMoney(1, VND, 'en', { whole: true })).toBe('₫1');
    expect(formatMoney(0.5, USD, 'en', { whole: true })).toBe('$0.50');
  });

  it('shows a fixed number of decimals where asked (the betting record’s 2/4 toggle), the symbol where the language puts it', () => {
    expect(formatMoney(1234.56789, USD, 'en', { decimals: 4 })).toBe('$1,234.5678');
    expect(formatMoney(2, VND, 'vi', { decimals: 2 })).toBe(nbsp('2,00 ₫'));
    expect(formatMoney(1234.5, VND, 'vi', { decimals: 4 })).toBe(nbsp('1.234,5000 ₫'));
    expect(formatMoney(-1.5, USD, 'en', { decimals: 4 })).toBe('-$1.5000');
  });

  it('writes a chart’s axis in short figures, with the currency', () => {
    expect(formatMoney(12_500, USD, 'en', { compact: true })).toBe('$12K');
    expect(formatMoney(2_500_000, VND, 'vi', { compact: true })).toMatch(/^2,5\s?Tr\s₫$/);
    expect(formatMoney(-800, PHP, 'en', { compact: true })).toBe('-₱800');
  });
});
