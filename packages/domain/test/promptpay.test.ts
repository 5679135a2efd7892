import { describe, expect, it } from 'vitest';
import { PROMPTPAY_MAX_SATANG, crc16, encodeEmvTlv, parseEmvTlv, promptPayPayload, readEmvTlv, satangToBahtText } from '../src/index.js';

/*
 * Known-good payloads published by other PromptPay implementations in their own tests:
 * - dtinth/promptpay-qr, index.test.js (the `promptpay-qr` npm package)
 * - maythiwat/promptparse, src/index.test.ts (the `promptparse` npm package)
 * - keenthekeen/php-promptpay-qr, tests/GeneratorTest.php
 * Implementations differ in the order of tags 53, 54 and 58, which EMVCo leaves free
 * between the format indicator and the checksum. Vectors in our order (00, 01, 29, 53,
 * 54, 58, 63) must match character for character; the others must carry a checksum our
 * CRC accepts and exactly the fields we write.
 */
const SAME_ORDER: Array<{ source: string; id: string; satang?: number; payload: string }> = [
  {
    source: 'promptparse: anyId MSISDN 0812223333',
    id: '0812223333',
    payload: '00020101021129370016A0000006770101110113006681222333353037645802TH63041DCF',
  },
  {
    // a TrueMoney wallet is the e-wallet id 14000 + the 10-digit mobile number
    source: 'promptparse: truemoney 0801111111',
    id: '140000801111111',
    payload: '00020101021129390016A000000677010111031514000080111111153037645802TH63047C0F',
  },
];

const OTHER_ORDER: Array<{ source: string; id: string; satang?: number; payload: string }> = [
  { source: 'promptpay-qr: local phone number', id: '0801234567', payload: '00020101021129370016A000000677010111011300668012345675802TH530376463046197' },
  { source: 'promptpay-qr: dashed phone number', id: '080-123-4567', payload: '00020101021129370016A000000677010111011300668012345675802TH530376463046197' },
  { source: 'promptpay-qr: national id', id: '1-1111-11111-11-1', payload: '00020101021129370016A000000677010111021311111111111115802TH530376463047B5A' },
  { source: 'promptpay-qr: tax id', id: '0123456789012', payload: '00020101021129370016A000000677010111021301234567890125802TH530376463040CBD' },
  {
    source: 'promptpay-qr: amount 4.22',
    id: '000-000-0000',
    satang: 422,
    payload: '00020101021229370016A000000677010111011300660000000005802TH530376454044.226304E469',
  },
  {
    source: 'promptparse: anyId MSISDN with amount 30',
    id: '0812223333',
    satang: 3000,
    payload: '00020101021229370016A0000006770101110113006681222333353037645802TH540530.0063043CAD',
  },
  { source: 'php-promptpay-qr: static national id', id: '1234567890123', payload: '00020101021129370016A000000677010111021312345678901235802TH53037646304EC40' },
  {
    source: 'php-promptpay-qr: dynamic national id 420',
    id: '1234567890123',
    satang: 42000,
    payload: '00020101021229370016A000000677010111021312345678901235802TH53037645406420.006304BF7B',
  },
  {
    source: 'php-promptpay-qr: K PLUS id 100.25',
    id: '004999000288505',
    satang: 10025,
    payload: '00020101021229390016A00000067701011103150049990002885055802TH53037645406100.256304369A',
  },
  {
    source: 'php-promptpay-qr: K PLUS shop 200.50',
    id: '004000006579718',
    satang: 20050,
    payload: '00020101021229390016A00000067701011103150040000065797185802TH53037645406200.5063048A37',
  },
];

/** The fields of a payload in tag order, so that two orders of the same fields compare equal. */
function sortedFields(payload: string) {
  const fields = parseEmvTlv(payload);
  expect(fields, `checksum of ${payload}`).not.toBeNull();
  return [...fields!].sort(([a], [b]) => a.localeCompare(b));
}

describe('crc16', () => {
  it('is CRC-16/CCITT-FALSE', () => {
    expect(crc16('123456789')).toBe('29B1'); // the catalogue check value of CRC-16/CCITT-FALSE
    expect(crc16('')).toBe('FFFF');
  });

  it('gives the checksums other implementations published', () => {
    // php-promptpay-qr, tests/GeneratorTest.php, 'Crc16 works'
    expect(crc16('00020101021129370016A000000677010111011300660000000005802TH53037646304')).toBe('8956');
    expect(crc16('00020101021129370016A000000677010111011300668999999995802TH53037646304')).toBe('FE29');
  });
});

describe('promptPayPayload', () => {
  it.each(SAME_ORDER)('matches $source exactly', ({ id, satang, payload }) => {
    expect(promptPayPayload(id, satang)).toBe(payload);
  });

  it.each(OTHER_ORDER)('carries the fields of $source', ({ id, satang, payload }) => {
    expect(sortedFields(promptPayPayload(id, satang))).toEqual(sortedFields(payload));
  });

  it('is static without an amount and dynamic with one', () => {
    const still = parseEmvTlv(promptPayPayload('0812345678'))!;
    expect(still.get('01')).toBe('11');
    expect(still.has('54')).toBe(false);
    const dynamic = parseEmvTlv(promptPayPayload('0812345678', 9900))!;
    expect(dynamic.get('01')).toBe('12');
    expect(dynamic.get('54')).toBe('99.00');
    expect([...dynamic.keys()]).toEqual(['00', '01', '29', '53', '54', '58']);
  });

  it('sends a mobile number as 0066 and the number without its 0, under sub-tag 01', () => {
    const account = readEmvTlv(parseEmvTlv(promptPayPayload('081 234 5678'))!.get('29')!);
    expect(account).toEqual(
      new Map([
        ['00', 'A000000677010111'],
        ['01', '0066812345678'],
      ]),
    );
    expect(readEmvTlv(parseEmvTlv(promptPayPayload('1-2345-67890-12-3'))!.get('29')!)!.get('02')).toBe('1234567890123');
    expect(readEmvTlv(parseEmvTlv(promptPayPayload('004999000288505'))!.get('29')!)!.get('03')).toBe('004999000288505');
  });

  it('writes the amount from whole satang with two decimals', () => {
    const amount = (satang: number) => parseEmvTlv(promptPayPayload('0812345678', satang))!.get('54');
    expect(amount(9900)).toBe('99.00');
    expect(amount(1)).toBe('0.01');
    expect(amount(10)).toBe('0.10');
    expect(amount(100)).toBe('1.00');
    expect(amount(12_345_678)).toBe('123456.78');
    expect(amount(PROMPTPAY_MAX_SATANG)).toBe('9999999999.99');
    expect(satangToBahtText(0)).toBe('0.00');
  });

  it('refuses what is not a PromptPay id', () => {
    const ids = ['', '   ', '081234567', '08123456789', '1812345678', '+66812345678', '081.234.5678', '08l2345678', '123456789012', '12345678901234', '1234567890123456'];
    for (const id of ids) expect(() => promptPayPayload(id), id).toThrow(/PromptPay id/);
  });

  it('refuses an amount that cannot be paid', () => {
    for (const satang of [0, -100, 99.5, Number.NaN, Number.POSITIVE_INFINITY, PROMPTPAY_MAX_SATANG + 1]) {
      expect(() => promptPayPayload('0812345678', satang), String(satang)).toThrow(/satang/);
    }
  });
});

describe('parseEmvTlv', () => {
  it('reads back every field it was given', () => {
    const fields: Array<[string, string]> = [
      ['00', '01'],
      ['26', encodeEmvTlv([['00', 'X'.repeat(30)]])],
      ['59', 'บ้านดี'], // Thai merchant names are counted in characters and checksummed as UTF-8
    ];
    const parsed = parseEmvTlv(encodeEmvTlv(fields, '63'));
    expect(parsed).toEqual(new Map(fields));
  });

  it('refuses a payload whose checksum does not match', () => {
    const payload = promptPayPayload('0812345678', 9900);
    expect(parseEmvTlv(payload)).not.toBeNull();
    expect(parseEmvTlv(payload.replace('99.00', '98.00'))).toBeNull(); // an altered amount
    expect(parseEmvTlv(`${payload.slice(0, -4)}0000`)).toBeNull();
    expect(parseEmvTlv(payload.slice(0, -1))).toBeNull(); // cut off
    expect(parseEmvTlv(payload, '91')).toBeNull(); // the checksum under another tag
  });

  it('accepts a checksum in lower case and around spaces', () => {
    const payload = promptPayPayload('0812345678');
    expect(parseEmvTlv(` ${payload.slice(0, -4)}${payload.slice(-4).toLowerCase()}\n`)).toEqual(parseEmvTlv(payload));
  });

  it('pads a checksum printed without its leading zeros', () => {
    // find a payload whose checksum starts with 0, then drop that 0 as some banking apps do
    let reference = 1000;
    let payload = '';
    do payload = encodeEmvTlv([['00', encodeEmvTlv([['02', String(reference++)]])], ['51', 'TH']], '91');
    while (!payload.slice(-4).startsWith('0'));
    const short = `${payload.slice(0, -4)}${payload.slice(-3)}`;
    expect(parseEmvTlv(short, '91')).toEqual(parseEmvTlv(payload, '91'));
    expect(parseEmvTlv(short, '91')).not.toBeNull();
  });

  it('refuses text that is not a TLV list', () => {
    for (const text of ['', 'hello', 'https://example.com/6304ABCD', '0002016304', '00020100020163041234']) {
      expect(parseEmvTlv(text), text).toBeNull();
    }
    expect(readEmvTlv('000201000202')).toBeNull(); // a tag given twice
    expect(readEmvTlv('0005abc')).toBeNull(); // shorter than its length
    expect(readEmvTlv('')).toEqual(new Map());
  });
});
