/**
 * VietQR: the EMVCo merchant-presented QR payload that Vietnamese bank apps scan for a NAPAS 247 transfer (the VietQR
 * specification of NAPAS on EMVCo QRCPS-MPM). A payload is a run of TLV fields, each a 2-digit tag, a 2-digit length
 * and the value:
 *   00 payload format "01" · 01 point of initiation ("12" with an amount: one transfer) · 38 merchant account
 *   information { 00 GUID "A000000727" · 01 beneficiary { 00 the bank's BIN · 01 the account number } · 02 service
 *   "QRIBFTTA" (to an account) } · 53 currency "704" (VND) · 54 amount · 58 country "VN" · 62 additional data
 *   { 08 purpose: the transfer note } · 63 CRC: CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF) of everything
 *   before it including "6304", as 4 upper-case hex digits.
 */

export interface VietQrTransfer {
  /** The bank's BIN (NAPAS acquirer id): 6 digits. */
  bin: string;
  /** The beneficiary's account number: up to 19 letters and digits. */
  account: string;
  /** Whole VND, positive. */
  amount: number;
  /** The transfer note ("nội dung chuyển khoản"): up to 25 ASCII characters, letters, digits and spaces. */
  note: string;
}

const GUID = 'A000000727';
const SERVICE_TO_ACCOUNT = 'QRIBFTTA';

const field = (tag: string, value: string): string => {
  if (value.length > 99) throw new Error(`VietQR field ${tag} is longer than 99 characters`);
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
};

/** CRC-16/CCITT-FALSE of an ASCII string, as EMVCo writes it: 4 upper-case hex digits. */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i++) {
    crc ^= text.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** The payload of one transfer: bank, account, amount and note, with its CRC. Throws on a value VietQR cannot carry. */
export function vietQrPayload({ bin, account, amount, note }: VietQrTransfer): string {
  if (!/^\d{6}$/.test(bin)) throw new Error('A VietQR BIN is 6 digits');
  if (!/^[A-Za-z0-9]{1,19}$/.test(account)) throw new Error('A VietQR account is 1 to 19 letters and digits');
  if (!Number.isSafeInteger(amount) || amount <= 0 || String(amount).length > 13) throw new Error('A VietQR amount is a positive whole number of VND');
  if (!/^[A-Za-z0-9 ]{1,25}$/.test(note)) throw new Error('A VietQR note is 1 to 25 ASCII letters, digits and spaces');
  const beneficiary = field('00', bin) + field('01', account);
  const merchantAccount = field('00', GUID) + field('01', beneficiary) + field('02', SERVICE_TO_ACCOUNT);
  const body =
    field('00', '01') +
    field('01', '12') +
    field('38', merchantAccount) +
    field('53', '704') +
    field('54', String(amount)) +
    field('58', 'VN') +
    field('62', field('08', note)) +
    '6304';
  return body + crc16Ccitt(body);
}

/** The TLV fields of a run, tag → value; null when the run is not well formed. */
function readFields(text: string): Map<string, string> | null {
  const fields = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    const tag = text.slice(i, i + 2);
    const length = Number(text.slice(i + 2, i + 4));
    if (!/^\d{2}$/.test(tag) || !/^\d{2}$/.test(text.slice(i + 2, i + 4)) || i + 4 + length > text.length) return null;
    fields.set(tag, text.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  return fields;
}

/**
 * What a VietQR payload carries (as a bank app reads it), or null when it is not one: not well formed, another GUID,
 * or a CRC that does not match.
 */
export function readVietQr(payload: string): (VietQrTransfer & { crc: string }) | null {
  const top = readFields(payload);
  const crc = top?.get('63');
  if (!top || !crc || !payload.endsWith(`6304${crc}`) || crc16Ccitt(payload.slice(0, -4)) !== crc) return null;
  const merchantAccount = readFields(top.get('38') ?? '');
  if (!merchantAccount || merchantAccount.get('00') !== GUID) return null;
  const beneficiary = readFields(merchantAccount.get('01') ?? '');
  const additional = readFields(top.get('62') ?? '');
  const bin = beneficiary?.get('00');
  const account = beneficiary?.get('01');
  if (!bin || !account) return null;
  return { bin, account, amount: Number(top.get('54') ?? 0), note: additional?.get('08') ?? '', crc };
}
