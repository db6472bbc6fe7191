/** @jest-environment node */
/**
 * The VietQR payload (local payments): the EMVCo fields a Vietnamese bank app reads for a NAPAS 247 transfer,
 * in the order banks write them, with the CRC-16/CCITT-FALSE of EMVCo. Checked against payloads that banks' gateways
 * issued (a payOS order on BIDV and a VietQR.io code on MB Bank), not against our own output.
 */
import { crc16Ccitt, readVietQr, vietQrPayload } from '../lib/vietqr';

// A payOS order on BIDV (BIN 970418): account V3CAS6262723924, 375,000 VND, note "CSPZKHEL6A2 NTK O0004".
const PAYOS_BIDV =
  '00020101021238590010A000000727012900069704180115V3CAS62627239240208QRIBFTTA530370454063750005802VN62250821CSPZKHEL6A2 NTK O000463044729';
// A VietQR.io code on MB Bank (BIN 970422): account VQRQACLNP2680, 100,000 VND, note "Thanh toan don hang ABC".
const VIETQR_MB =
  '00020101021238570010A000000727012700069704220113VQRQACLNP26800208QRIBFTTA530370454061000005802VN62270823Thanh toan don hang ABC6304CE4C';

describe('VietQR payload', () => {
  it('builds, field for field and CRC for CRC, the payloads banks issued', () => {
    expect(vietQrPayload({ bin: '970418', account: 'V3CAS6262723924', amount: 375_000, note: 'CSPZKHEL6A2 NTK O0004' })).toBe(PAYOS_BIDV);
    expect(vietQrPayload({ bin: '970422', account: 'VQRQACLNP2680', amount: 100_000, note: 'Thanh toan don hang ABC' })).toBe(VIETQR_MB);
  });

  it('computes the CRC-16/CCITT-FALSE check value', () => {
    // The standard check value of CRC-16/CCITT-FALSE over "123456789".
    expect(crc16Ccitt('123456789')).toBe('29B1');
  });

  it('reads back bank, account, amount and note, and refuses a payload whose CRC does not match', () => {
    expect(readVietQr(PAYOS_BIDV)).toEqual({ bin: '970418', account: 'V3CAS6262723924', amount: 375_000, note: 'CSPZKHEL6A2 NTK O0004', crc: '4729' });
    const order = vietQrPayload({ bin: '970436', account: '0071000123456', amount: 2_500_000, note: 'D20261128000042' });
    expect(readVietQr(order)).toMatchObject({ bin: '970436', account: '0071000123456', amount: 2_500_000, note: 'D20261128000042' });
    expect(readVietQr(order.replace('2500000', '2500001'))).toBeNull();
    expect(readVietQr(`${order.slice(0, -1)}0`)).toBeNull();
  });

  it('refuses what a VietQR cannot carry', () => {
    expect(() => vietQrPayload({ bin: '97043', account: '0071000123456', amount: 1000, note: 'X' })).toThrow();
    expect(() => vietQrPayload({ bin: '970436', account: '0071000123456', amount: 1000.5, note: 'X' })).toThrow();
    expect(() => vietQrPayload({ bin: '970436', account: '0071000123456', amount: 1000, note: 'Nội dung' })).toThrow();
    expect(() => vietQrPayload({ bin: '970436', account: '0071000123456', amount: 1000, note: 'x'.repeat(26) })).toThrow();
  });
});
