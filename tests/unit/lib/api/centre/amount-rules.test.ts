/** @jest-environment node */
import { ValidationError } from 'yup';
import { limitSchema } from '@/lib/api/centre/protection';
import { depositCreateSchema, transferSchema, uplineTransferSchema, withdrawSchema } from '@/lib/api/centre/wallet';
import { amountDecimals, hasAtMostDecimals, minorUnits } from '@site/platform-contract/money';

/**
 * The currency's minor units: one rule in the contract, read by every money schema the forms and
 * the site's API routes share (and by the platform). VND has none, so 100000.55 ₫ is refused where 100000 ₫ is taken.
 */

async function keyOf(check: Promise<unknown>): Promise<string | null> {
  try {
    await check;
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

describe('the rule', () => {
  it('reads the currency’s minor units, capped at the platform’s two', () => {
    expect([minorUnits('VND'), minorUnits('USD'), minorUnits('PHP'), minorUnits('JPY'), minorUnits('BHD')]).toEqual([0, 2, 2, 0, 3]);
    expect([amountDecimals('VND'), amountDecimals('USD'), amountDecimals('BHD'), amountDecimals('not a code')]).toEqual([0, 2, 2, 2]);
  });

  it('counts decimals as written, exactly at any size', () => {
    expect(hasAtMostDecimals(100000, 0)).toBe(true);
    expect(hasAtMostDecimals(100000.55, 0)).toBe(false);
    expect(hasAtMostDecimals(100000.5, 0)).toBe(false);
    expect(hasAtMostDecimals(10.55, 2)).toBe(true);
    expect(hasAtMostDecimals(10.555, 2)).toBe(false);
    expect(hasAtMostDecimals(0.1 + 0.2, 2)).toBe(false);
    expect(hasAtMostDecimals(999_999_999_999.99, 2)).toBe(true);
    expect(hasAtMostDecimals(999_999_999_999.99, 0)).toBe(false);
    expect(hasAtMostDecimals(Number.NaN, 2)).toBe(false);
    expect(hasAtMostDecimals(Number.POSITIVE_INFINITY, 2)).toBe(false);
  });
});

describe('every money schema', () => {
  const schemas = (currency: string) =>
    [
      ['deposit', (amount: number) => depositCreateSchema({ currency }).validate({ channel: 'BANK_VCB', amount })],
      ['withdrawal', (amount: number) => withdrawSchema({ currency }).validate({ cardId: 1, amount, paymentPassword: '246810' })],
      ['transfer', (amount: number) => transferSchema({ currency }).validate({ from: 'MAIN', to: 'PG', amount })],
      ['transfer to upline', (amount: number) => uplineTransferSchema({ currency }).validate({ amount, paymentPassword: '246810' })],
      ['deposit limit', (amount: number) => limitSchema({ currency }).validate({ kind: 'depositDay', amount })],
      ['loss limit', (amount: number) => limitSchema({ currency }).validate({ kind: 'lossDay', amount })],
    ] as const;

  it.each(schemas('VND'))('%s: whole dong only (amount_whole)', async (_name, check) => {
    expect(await keyOf(check(100000.55))).toBe('amount_whole');
    expect(await keyOf(check(100000.5))).toBe('amount_whole');
    expect(await keyOf(check(100000))).toBeNull();
  });

  it.each(schemas('USD'))('%s: cents of a dollar, not less (amount_decimals)', async (_name, check) => {
    expect(await keyOf(check(10.55))).toBeNull();
    expect(await keyOf(check(10.555))).toBe('amount_decimals');
  });

  it('keeps play time in whole minutes whatever the currency', async () => {
    expect(await keyOf(limitSchema({ currency: 'USD' }).validate({ kind: 'timeDay', amount: 90.5 }))).toBe('minutes_invalid');
    expect(await keyOf(limitSchema({ currency: 'VND' }).validate({ kind: 'timeDay', amount: 90 }))).toBeNull();
  });
});
