import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { promptPayPayload } from '@baandee/domain';
import { decodeQr, qrDataUrl, qrPng, readSlipReference, slipReferenceFromText } from '../../src/lib/qr.js';
import { makeSlipImage, slipPayload } from '../support/slip-image.js';

const REFERENCE = '015343160930BTF05960';

describe('qrPng', () => {
  it('draws a PNG of the asked size that scans back to the PromptPay payload', async () => {
    const payload = promptPayPayload('0812345678', 9900);
    const png = await qrPng(payload, { size: 360 });
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 360, height: 360 });
    expect(await decodeQr(png)).toBe(payload);
  });

  it('gives the same picture as a data URL', async () => {
    const url = await qrDataUrl('hello');
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    expect(await decodeQr(Buffer.from(url.slice('data:image/png;base64,'.length), 'base64'))).toBe('hello');
  });
});

describe('slipReferenceFromText', () => {
  it('reads the reference and the bank of a slip mini QR', () => {
    // maythiwat/promptparse, src/index.test.ts: 'Generate Slip Verify' and 'Validate Slip Verify (Valid)'
    expect(slipReferenceFromText('004000060000010103002021900021231231212000115102TH91049C30')).toEqual({
      reference: '0002123123121200011',
      bank: '002',
      raw: '004000060000010103002021900021231231212000115102TH91049C30',
    });
    expect(slipReferenceFromText(' 004100060000010103014022000111222233344ABCD125102TH910417DF\n')).toEqual({
      reference: '00111222233344ABCD12',
      bank: '014',
      raw: '004100060000010103014022000111222233344ABCD125102TH910417DF',
    });
  });

  it('reads a mini QR whose checksum lost its leading zero, as some banking apps print it', () => {
    const payload = [...Array(200).keys()].map((n) => slipPayload(`REF${n}`, '014')).find((text) => text.slice(-4).startsWith('0'))!;
    const reference = slipReferenceFromText(payload)!.reference;
    expect(reference).toMatch(/^REF\d+$/);
    expect(slipReferenceFromText(`${payload.slice(0, -4)}${payload.slice(-3)}`)).toMatchObject({ reference, bank: '014' });
  });

  it('takes the whole text of any other QR as the reference', () => {
    const promptPay = promptPayPayload('0812345678');
    expect(slipReferenceFromText(promptPay)).toEqual({ reference: promptPay, raw: promptPay });
    expect(slipReferenceFromText(' https://bank.example/slip/123 ')).toEqual({ reference: 'https://bank.example/slip/123', raw: 'https://bank.example/slip/123' });
    // a mini QR altered after printing fails its checksum: it still names itself by its text
    const altered = slipPayload(REFERENCE).replace('0930', '0931');
    expect(slipReferenceFromText(altered)).toEqual({ reference: altered, raw: altered });
    expect(slipReferenceFromText('   ')).toBeNull();
  });
});

describe('readSlipReference', () => {
  it('finds the reference in a slip photo saved as JPEG', async () => {
    const slip = await makeSlipImage({ reference: REFERENCE, bank: '014' });
    expect((await sharp(slip).metadata()).format).toBe('jpeg');
    expect(await readSlipReference(slip)).toEqual({ reference: REFERENCE, bank: '014', raw: slipPayload(REFERENCE, '014') });
  });

  it('finds it in a phone screenshot saved as PNG', async () => {
    const slip = await makeSlipImage({ reference: REFERENCE, width: 1080, height: 2340, format: 'png' });
    expect(await readSlipReference(slip)).toMatchObject({ reference: REFERENCE, bank: '004' });
  });

  it('names the same transfer the same way whatever the picture, and another transfer differently', async () => {
    const photo = await makeSlipImage({ reference: REFERENCE, width: 720, height: 1280 });
    const reshared = await sharp(await makeSlipImage({ reference: REFERENCE, width: 1080, height: 2340, format: 'png' }))
      .resize({ width: 600 })
      .webp({ quality: 70 })
      .toBuffer();
    const other = await makeSlipImage({ reference: '015343160930BTF05961', width: 720, height: 1280 });
    const [first, second, third] = await Promise.all([photo, reshared, other].map(readSlipReference));
    expect(first!.reference).toBe(REFERENCE);
    expect(second!.reference).toBe(REFERENCE);
    expect(third!.reference).not.toBe(REFERENCE);
  });

  it('takes the text of a QR that is not a mini QR', async () => {
    const slip = await makeSlipImage({ reference: REFERENCE, qrText: 'https://bank.example/slip/123' });
    expect(await readSlipReference(slip)).toEqual({ reference: 'https://bank.example/slip/123', raw: 'https://bank.example/slip/123' });
  });

  it('answers null for a slip without a QR and for bytes that are not a picture', async () => {
    expect(await readSlipReference(await makeSlipImage({ reference: REFERENCE, qr: false, width: 1080, height: 2340 }))).toBeNull();
    expect(await readSlipReference(Buffer.from('not a picture'))).toBeNull();
    expect(await readSlipReference(Buffer.alloc(0))).toBeNull();
    const truncated = await makeSlipImage({ reference: REFERENCE });
    expect(await readSlipReference(truncated.subarray(0, 2000))).toBeNull();
  });

  it('gives every one of many slips read at once its own answer', async () => {
    // the scans queue in one worker thread: each answer must come back to its own slip
    const references = ['015343160930BTF05971', '015343160930BTF05972', '015343160930BTF05973'];
    const slips = [
      ...references.map((reference) => makeSlipImage({ reference, width: 720, height: 1280 })),
      makeSlipImage({ reference: REFERENCE, qr: false, width: 720, height: 1280 }),
      Promise.resolve(Buffer.from('not a picture')),
    ];
    const reads = await Promise.all(slips.map(async (slip) => readSlipReference(await slip)));
    expect(reads.map((read) => read?.reference ?? null)).toEqual([...references, null, null]);
  });

  it('reads the mini QR of a full-size phone screenshot (1080x2340 JPEG)', async () => {
    // how long a read takes is measured by bench/slip-qr.ts, not here
    const slip = await makeSlipImage({ reference: REFERENCE, width: 1080, height: 2340 });
    expect((await readSlipReference(slip))?.reference).toBe(REFERENCE);
  });
});
