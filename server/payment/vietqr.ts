/**
 * The VietQR payload (NAPAS 247 on EMVCo merchant-presented QR): a Vietnamese banking app that
 * scans it opens a transfer to the account with the amount and the note already filled in.
 * Each field is ID (2 digits) + length (2 digits) + value; the last field is a CRC-16/CCITT-FALSE
 * over everything before it, including its own '6304' header.
 */

/** NAPAS's application id for VietQR. */
const NAPAS_GUID = 'A000000727';
/** Service code: transfer to an account number (QRIBFTTC would be a card number). */
const TO_ACCOUNT = 'QRIBFTTA';
const VND = '704';

function field(id: string, value: string): string {
  if (value.length > 99) throw new Error(`VietQR field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as EMVCo requires; 4 upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export interface VietQrTransfer {
  /** The bank's 6-digit NAPAS BIN, e.g. 970436 (Vietcombank). */
  bankBin: string;
  accountNumber: string;
  /** Whole VND. */
  amount: number;
  /** The transfer note: letters and digits only, banks drop the rest. */
  note: string;
}

export function vietQrPayload({ bankBin, accountNumber, amount, note }: VietQrTransfer): string {
  if (!/^[0-9]{6}$/.test(bankBin)) throw new Error('bank BIN must be 6 digits');
  if (!/^[0-9]{4,19}$/.test(accountNumber)) throw new Error('account number must be 4-19 digits');
  if (!Number.isInteger(amount) || amount <= 0) throw new Error('amount must be a positive whole VND');
  if (!/^[A-Za-z0-9 ]{1,25}$/.test(note)) throw new Error('note must be 1-25 letters or digits');
  const beneficiary = field('00', bankBin) + field('01', accountNumber);
  const merchant = field('00', NAPAS_GUID) + field('01', beneficiary) + field('02', TO_ACCOUNT);
  const body =
    field('00', '01') + // payload format indicator
    field('01', '12') + // dynamic QR: used for one payment
    field('38', merchant) +
    field('53', VND) +
    field('54', String(amount)) +
    field('58', 'VN') +
    field('62', field('08', note)) +
    '6304';
  return body + crc16(body);
}
