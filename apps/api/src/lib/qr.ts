import { Worker } from 'node:worker_threads';
import QRCode from 'qrcode';
import sharp, { type Sharp } from 'sharp';
import { parseEmvTlv, readEmvTlv, SLIP_MAX_PIXELS } from '@baandee/domain';
import type { QrScanReply, QrScanRequest } from './qr-decode.worker.js';

/**
 * QR codes both ways: the PromptPay QR a buyer scans or saves (drawn as a PNG), and the
 * QR read back from a photo or screenshot of a bank slip, which names the transfer so
 * that one slip cannot pay twice.
 */

export interface QrImageOptions {
  /** Width and height in pixels, quiet zone included. */
  size?: number;
}

const DEFAULT_QR_SIZE = 480; // sharp on a phone screen, small enough for a JSON answer as a data URL
const QR_RENDER = { errorCorrectionLevel: 'M', margin: 4 } as const; // 4 modules of quiet zone, as the QR standard asks

/** A PNG of `text` as a QR code: black on white, square. */
export async function qrPng(text: string, { size = DEFAULT_QR_SIZE }: QrImageOptions = {}): Promise<Buffer> {
  return QRCode.toBuffer(text, { ...QR_RENDER, type: 'png', width: size });
}

/** The same PNG as a `data:image/png;base64,` URL, for an API answer an <img> can show and save. */
export async function qrDataUrl(text: string, options: QrImageOptions = {}): Promise<string> {
  return `data:image/png;base64,${(await qrPng(text, options)).toString('base64')}`;
}

/**
 * A slip is a phone screenshot or a photo of one; a picture of more pixels is not read at
 * all (a small file can still decode to a huge bitmap, docs/decisions/039).
 */
const MAX_INPUT_PIXELS = SLIP_MAX_PIXELS;

/**
 * The picture is decoded once, to a working copy whose long side is at most 1600 px
 * (JPEG and WebP shrink while they decode), and the first passes scan that copy, cheapest
 * first. A phone screenshot is 1000-2500 px high with the slip's QR small in a corner: a
 * copy about 1000 px high is usually enough; a grey, contrast-stretched, thresholded copy
 * saves a pale or noisy photo. Only when both fail, and only for a picture of at most 8
 * megapixels (a screenshot, whose QR is small; in a photo of a slip the QR is large enough
 * for the copy), is the picture decoded again at up to 2600 px, for a QR the copy blurs.
 */
const WORKING_SIDE = 1600;
const FULL_PASS_MAX_PIXELS = 8_000_000;
const PASSES: ReadonlyArray<{ longSide: number; threshold?: boolean; source?: 'full' }> = [
  { longSide: 1000 },
  { longSide: WORKING_SIDE, threshold: true },
  { longSide: 2600, source: 'full' },
];

/**
 * The scans run one at a time in a worker thread (qr-decode.worker.ts): the main thread
 * only resizes with sharp (libvips' own threads) and waits. The worker is started on the
 * first scan and keeps the process alive only while a scan is pending; one that fails or
 * exits fails the scans it held, and the next scan starts a new one.
 */
const WORKER_URL = new URL(import.meta.url.endsWith('.ts') ? './qr-decode.worker.ts' : './qr-decode.worker.mjs', import.meta.url);
let scanner: Worker | null = null;
const pending = new Map<number, (reply: QrScanReply) => void>();
let nextScan = 0;

function startScanner(): Worker {
  const worker = new Worker(WORKER_URL);
  worker.unref();
  worker.on('message', (reply: QrScanReply) => settle(reply.id, reply));
  const fail = (message: string) => {
    if (scanner === worker) scanner = null;
    for (const id of [...pending.keys()]) settle(id, { id, error: message });
  };
  worker.on('error', (error) => fail(error.message));
  worker.on('exit', (code) => fail(`the QR scanner exited with code ${code}`));
  return worker;
}

function settle(id: number, reply: QrScanReply) {
  const resolve = pending.get(id);
  if (!resolve) return;
  pending.delete(id);
  if (pending.size === 0) scanner?.unref();
  resolve(reply);
}

/** The QR text in these pixels, scanned in the worker; null when there is none. */
function scanInWorker(data: Buffer, channels: number, width: number, height: number): Promise<string | null> {
  scanner ??= startScanner();
  const worker = scanner;
  const id = nextScan++;
  // sharp's memory is external to V8 and cannot be transferred: a copy of it (a few ms) goes instead
  const pixels = new Uint8Array(data);
  return new Promise((resolve, reject) => {
    pending.set(id, (reply) => ('error' in reply ? reject(new Error(reply.error)) : resolve(reply.text)));
    if (pending.size === 1) worker.ref();
    const request: QrScanRequest = { id, pixels, channels, width, height };
    worker.postMessage(request, [pixels.buffer as ArrayBuffer]);
  });
}

async function readPass(picture: Sharp, pass: (typeof PASSES)[number]): Promise<string | null> {
  let pipeline = picture.resize({ width: pass.longSide, height: pass.longSide, fit: 'inside', withoutEnlargement: true });
  if (pass.threshold) pipeline = pipeline.greyscale().normalise().threshold(128);
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  return scanInWorker(data, info.channels, info.width, info.height);
}

/**
 * The text of the first QR code found in a JPEG, PNG or WebP picture (rotated upright
 * from its EXIF orientation and laid on white first). Null when no QR code is found, and also when the
 * bytes are not a picture sharp can decode: a slip without a readable QR still goes to
 * the admin, so the caller treats both the same way.
 */
export async function decodeQr(image: Buffer): Promise<string | null> {
  let picture: Sharp;
  let longSide: number;
  let pixels: number;
  try {
    // transparent pixels are black underneath: lay the picture on white first
    picture = sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'none' }).rotate().flatten({ background: '#ffffff' });
    const meta = await picture.metadata();
    const width = meta.width ?? 0;
    const height = meta.height ?? 0;
    if (width * height > MAX_INPUT_PIXELS) return null;
    longSide = Math.max(width, height);
    pixels = width * height;
  } catch {
    return null;
  }
  if (longSide === 0) return null;
  try {
    const working = await picture
      .clone()
      .resize({ width: WORKING_SIDE, height: WORKING_SIDE, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = working.info;
    const copy = () => sharp(working.data, { raw: { width, height, channels } });
    let previous = 0;
    for (const pass of PASSES) {
      if (pass.source === 'full' && pixels > FULL_PASS_MAX_PIXELS) break;
      const side = Math.min(pass.longSide, longSide);
      // a smaller picture than the pass asks for would only repeat the previous pass
      if (side === previous && !pass.threshold) continue;
      previous = side;
      // the working copy is the whole picture when it is no larger
      const text = await readPass(pass.source === 'full' && longSide > WORKING_SIDE ? picture.clone() : copy(), pass);
      if (text !== null) return text;
    }
  } catch {
    return null; // a truncated or corrupt picture
  }
  return null;
}

/** The transaction a slip names: its reference, the QR text it came from and the sending bank. */
export interface SlipReference {
  reference: string;
  raw: string;
  /** The sending bank's 3-digit code (e.g. 004 KBank, 014 SCB), when the QR says. */
  bank?: string;
}

const SLIP_API_ID = '000001'; // the slip-verification service of the Thai banks' open API
const SLIP_CRC_TAG = '91';

/**
 * What a slip's QR text identifies. Thai bank slips carry a "mini QR" for slip
 * verification: tag 00 holds sub-tags 00 (the API id 000001), 01 (the sending bank's
 * code) and 02 (the transaction reference), tag 51 the country "TH", tag 91 a CRC16.
 * Any other QR (or a mini QR that fails its checksum) still identifies the transfer by
 * its whole text, so a reused slip is caught either way. Null for an empty text.
 */
export function slipReferenceFromText(text: string): SlipReference | null {
  const raw = text.trim();
  if (raw === '') return null;
  const inner = parseEmvTlv(raw, SLIP_CRC_TAG)?.get('00');
  const verify = inner === undefined ? null : readEmvTlv(inner);
  const reference = verify?.get('02');
  if (verify?.get('00') === SLIP_API_ID && reference) {
    const bank = verify.get('01');
    return bank ? { reference, raw, bank } : { reference, raw };
  }
  return { reference: raw, raw };
}

/** Reads the QR of a slip picture and what it identifies; null when the picture has no readable QR. */
export async function readSlipReference(image: Buffer): Promise<SlipReference | null> {
  const text = await decodeQr(image);
  return text === null ? null : slipReferenceFromText(text);
}
