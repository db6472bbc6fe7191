/** @jest-environment node */
import { WalletPath } from '@site/platform-contract';

jest.mock('@/lib/platform/client', () => ({ platformCall: jest.fn(), platformHeaders: jest.fn(), readEnvelope: jest.fn() }));
const { platformCall } = jest.requireMock('@/lib/platform/client') as { platformCall: jest.Mock };

import { merchantWallet, walletKind } from '@/lib/platform/wallet';

/** The merchant's wallet (GCS_merchantWallet, spec §3 "Merchant wallet: isSingle"): read once per merchant, then cached. */

beforeEach(() => platformCall.mockReset());

describe('walletKind', () => {
  it('is single only when the platform says isSingle: true', () => {
    expect(walletKind({ isSingle: true })).toBe('single');
    expect(walletKind({ isSingle: false })).toBe('multi');
    // Anything else (an older platform, a malformed answer) keeps the centre as it always was: multi.
    expect(walletKind(null)).toBe('multi');
    expect(walletKind({} as { isSingle: boolean })).toBe('multi');
    expect(walletKind({ isSingle: 'true' } as unknown as { isSingle: boolean })).toBe('multi');
  });
});

describe('merchantWallet', () => {
  it('asks the platform for the merchant (POST, Merchant header, no token) and keeps the answer per merchant', async () => {
    platformCall.mockImplementation(async (_path: string, options: { merchant: string }) => ({ isSingle: options.merchant === 'single-brand' }));
    expect(await merchantWallet('single-brand')).toBe('single');
    expect(await merchantWallet('multi-brand')).toBe('multi');
    expect(platformCall).toHaveBeenCalledTimes(2);
    expect(platformCall).toHaveBeenCalledWith(WalletPath.MERCHANT_WALLET, { method: 'POST', readOnly: true, json: {}, merchant: 'single-brand' });
    expect(platformCall.mock.calls.every(([, options]) => !('token' in options))).toBe(true);

    // Cached: asked again, neither merchant goes back to the platform.
    expect(await Promise.all([merchantWallet('single-brand'), merchantWallet('multi-brand')])).toEqual(['single', 'multi']);
    expect(platformCall).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failure', async () => {
    platformCall.mockRejectedValueOnce(new Error('refused')).mockResolvedValueOnce({ isSingle: true });
    await expect(merchantWallet('flaky-brand')).rejects.toThrow('refused');
    expect(await merchantWallet('flaky-brand')).toBe('single');
  });
});
