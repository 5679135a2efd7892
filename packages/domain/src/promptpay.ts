/**
 * PromptPay QR payloads: the EMVCo merchant-presented format of the Thai QR payment
 * standard, with the PromptPay credit-transfer account in tag 29. Every Thai banking app
 * scans them; a payload with an amount (a "dynamic" QR) fills it in for the payer.
 *
 * The payload is a list of TLV fields: a 2-digit tag, a 2-digit length and the value.
 * Its last field is a CRC16 over everything before the checksum's value (the same
 * framing serves the mini QR printed on Thai bank slips, whose checksum tag is 91).
 */

/** The PromptPay application id inside tag 29. */
export const PROMPTPAY_AID = 'A000000677010111';

/** The kinds of PromptPay id and their sub-tag inside tag 29. */
export const PROMPTPAY_ID_KINDS = {
  mobile: '01', // a Thai mobile number, sent as 0066 + the number without its leading 0
  nationalId: '02', // a 13-digit national id or tax id
  eWallet: '03', // a 15-digit e-wallet id
} as const;

export type PromptPayIdKind = keyof typeof PROMPTPAY_ID_KINDS;

const MOBILE_LENGTH = 10; // Thai mobile numbers are 10 digits with the leading 0
const NATIONAL_ID_LENGTH = 13; // national ids and tax ids are 13 digits
const E_WALLET_LENGTH = 15; // e-wallet ids are 15 digits
/** Tag 54 holds at most 13 characters: 9999999999.99 baht. */
export const PROMPTPAY_MAX_SATANG = 999_999_999_999;

const TAG = {
  formatIndicator: '00',
  initiation: '01',
  promptPay: '29',
  currency: '53',
  amount: '54',
  country: '58',
  crc: '63',
} as const;
const FORMAT_INDICATOR = '01';
const STATIC_QR = '11'; // reusable, the payer types the amount
const DYNAMIC_QR = '12'; // carries the amount
const THB = '764'; // ISO 4217 numeric code of the baht
const THAILAND = 'TH';

/**
 * CRC-16/CCITT-FALSE (polynomial 0x1021, initial value 0xFFFF, no reflection) over the
 * UTF-8 bytes of `text`, as 4 uppercase hex digits.
 */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** One TLV field. Values are at most 99 characters. */
function field(tag: string, value: string): string {
  if (!/^\d{2}$/.test(tag) || value.length > 99) throw new Error(`cannot encode field ${tag}`);
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/**
 * Encodes fields in the given order; with `crcTag`, appends the checksum field, whose
 * CRC covers every character before its value, including its own tag and length "04".
 */
export function encodeEmvTlv(fields: ReadonlyArray<readonly [tag: string, value: string]>, crcTag?: string): string {
  const body = fields.map(([tag, value]) => field(tag, value)).join('');
  if (crcTag === undefined) return body;
  const framed = `${body}${crcTag}04`;
  return framed + crc16(framed);
}

/**
 * Reads a list of TLV fields (tag order kept). Null when the text is not exactly such a
 * list: a bad tag or length, a field cut short, or a tag given twice.
 */
export function readEmvTlv(text: string): ReadonlyMap<string, string> | null {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const head = text.slice(at, at + 4);
    if (!/^\d{4}$/.test(head)) return null;
    const tag = head.slice(0, 2);
    const length = Number(head.slice(2));
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length || fields.has(tag)) return null;
    fields.set(tag, value);
    at += 4 + length;
  }
  return fields;
}

/**
 * Reads a checksummed payload: a TLV list whose last field is `crcTag` with the CRC16 of
 * everything before its value (either case of hex). The fields come back without the
 * checksum; null when the payload is malformed or the checksum does not match, i.e. the
 * QR was misread or altered. Some banking apps print the checksum without its leading
 * zeros ("91047DF" for "910407DF"); such a short checksum is padded and checked again.
 */
export function parseEmvTlv(payload: string, crcTag: string = TAG.crc): ReadonlyMap<string, string> | null {
  if (!/^\d{2}$/.test(crcTag)) throw new Error(`a checksum tag is 2 digits, not ${crcTag}`);
  const text = payload.trim();
  const fields = checkedFields(text, crcTag);
  if (fields) return fields;
  const short = new RegExp(`${crcTag}04([0-9A-Fa-f]{1,3})$`).exec(text);
  return short ? checkedFields(`${text.slice(0, short.index + 4)}${short[1]!.padStart(4, '0')}`, crcTag) : null;
}

function checkedFields(text: string, crcTag: string): ReadonlyMap<string, string> | null {
  const crcAt = text.length - 8;
  if (crcAt < 0 || text.slice(crcAt, crcAt + 4) !== `${crcTag}04`) return null;
  const fields = readEmvTlv(text.slice(0, crcAt));
  if (!fields || fields.has(crcTag)) return null;
  return crc16(text.slice(0, crcAt + 4)) === text.slice(crcAt + 4).toUpperCase() ? fields : null;
}

/** A PromptPay id as it goes into tag 29: its kind and the digits to send. */
export function promptPayTarget(id: string): { kind: PromptPayIdKind; value: string } {
  const digits = id.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) throw new Error('a PromptPay id has only digits, dashes and spaces');
  if (digits.length === MOBILE_LENGTH && digits.startsWith('0')) return { kind: 'mobile', value: `0066${digits.slice(1)}` };
  if (digits.length === NATIONAL_ID_LENGTH) return { kind: 'nationalId', value: digits };
  if (digits.length === E_WALLET_LENGTH) return { kind: 'eWallet', value: digits };
  throw new Error('a PromptPay id is a 10-digit mobile number, a 13-digit national or tax id, or a 15-digit e-wallet id');
}

/** An amount in satang written as baht with two decimals, without floating point: 9900 -> "99.00". */
export function satangToBahtText(satang: number): string {
  if (!Number.isSafeInteger(satang) || satang < 0) throw new Error('an amount is a whole, non-negative number of satang');
  const fraction = satang % 100;
  return `${(satang - fraction) / 100}.${String(fraction).padStart(2, '0')}`;
}

/**
 * The QR payload paying `id` by PromptPay. Without an amount it is a static QR where the
 * payer types the amount; with one (integer satang, at least 1) the amount is filled in.
 * Throws on an id that is not a PromptPay id or an amount that cannot be paid.
 */
export function promptPayPayload(id: string, amountSatang?: number): string {
  const target = promptPayTarget(id);
  if (amountSatang !== undefined && (!Number.isSafeInteger(amountSatang) || amountSatang < 1 || amountSatang > PROMPTPAY_MAX_SATANG)) {
    throw new Error(`a PromptPay amount is 1 to ${PROMPTPAY_MAX_SATANG} satang`);
  }
  const account = encodeEmvTlv([
    ['00', PROMPTPAY_AID],
    [PROMPTPAY_ID_KINDS[target.kind], target.value],
  ]);
  return encodeEmvTlv(
    [
      [TAG.formatIndicator, FORMAT_INDICATOR],
      [TAG.initiation, amountSatang === undefined ? STATIC_QR : DYNAMIC_QR],
      [TAG.promptPay, account],
      [TAG.currency, THB],
      ...(amountSatang === undefined ? [] : [[TAG.amount, satangToBahtText(amountSatang)] as const]),
      [TAG.country, THAILAND],
    ],
    TAG.crc,
  );
}
