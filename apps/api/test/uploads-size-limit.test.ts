import { randomBytes } from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import { setTimeout as pause } from 'node:timers/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@baandee/domain';
import { createTestApp, type TestContext } from './helpers.js';
import { FAST_HASH, signUp } from './support/accounts.js';
import { befriend, purchased } from './support/credits.js';
import { multipartParts, type FilePart } from './support/multipart.js';

/**
 * The 2 MB limit over a real socket: the multipart parser sees the body in whatever
 * pieces the network delivers, and an upload over the limit is refused with 413
 * 'image over 2 MB' however it is cut (one piece, many small pieces, a piece ending
 * right at the limit, a second file part after the first), never stored cut short.
 */

let ctx: TestContext;
let port: number;
let user: Awaited<ReturnType<typeof signUp>>;
let paymentId: string;
beforeAll(async () => {
  ctx = await createTestApp({ ...FAST_HASH, LISTING_UPLOAD_RATE_LIMIT: '200', PAYMENT_RATE_LIMIT: '200' });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
  user = await signUp(ctx);
  await befriend(ctx, user.info.id);
  paymentId = (await purchased(ctx, user.headers)).id;
});
afterAll(() => ctx.close());

const noise = (width: number, height: number) => sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
// an uncompressed PNG of about 2.3 MB: its first 2 MB still decode to a picture
const bigPng = () => noise(1000, 800).png({ compressionLevel: 0 }).toBuffer();
// a camera-sized JPEG of about 5.3 MB
const bigJpeg = () => noise(2300, 1720).jpeg({ quality: 100 }).toBuffer();
const smallJpeg = () => sharp({ create: { width: 400, height: 300, channels: 3, background: '#48a' } }).jpeg().toBuffer();

const targets = () =>
  [
    { what: 'listing photo', path: '/api/estate/upload-image', field: 'image' },
    { what: 'profile picture', path: '/api/user/upload-image', field: 'image' },
    { what: 'payment slip', path: `/api/payment/upload-slip/${paymentId}`, field: 'slip' },
  ] as const;

interface Answer {
  status: number;
  body: string;
}

/**
 * Sends the request over a raw socket: the head, then the body in pieces of `piece`
 * bytes (the whole body at once without it), pausing after each so the server reads
 * each one on its own; `cutAt` pauses also at those offsets of the body.
 */
function rawPost(path: string, parts: readonly FilePart[], options: { piece?: number; cutAt?: number[] } = {}): Promise<Answer> {
  const { payload, headers } = multipartParts(parts);
  const head =
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAuthorization: ${user.headers.authorization}\r\n` +
    `Content-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\nConnection: close\r\n\r\n`;
  const cuts = new Set<number>(options.cutAt ?? []);
  if (options.piece) for (let at = options.piece; at < payload.length; at += options.piece) cuts.add(at);
  const offsets = [0, ...[...cuts].filter((at) => at > 0 && at < payload.length).sort((a, b) => a - b), payload.length];
  return new Promise<Answer>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(received).toString('utf8');
      const [statusLine = '', ...rest] = text.split('\r\n');
      const body = rest.join('\r\n').split('\r\n\r\n').slice(1).join('\r\n\r\n');
      resolve({ status: Number(statusLine.split(' ')[1]), body: dechunk(body) });
    });
    socket.once('connect', async () => {
      socket.write(head);
      for (let i = 0; i + 1 < offsets.length; i++) {
        if (socket.destroyed) return;
        await new Promise<void>((done) => socket.write(payload.subarray(offsets[i], offsets[i + 1]), () => done()));
        if (offsets.length > 2) await pause(options.piece ? 1 : 50); // lets the server read this piece alone
      }
    });
  });
}

/** A chunked response body as one string (the answers here are small JSON). */
function dechunk(body: string): string {
  if (!/^[0-9a-f]+\r\n/i.test(body)) return body;
  let out = '';
  let rest = body;
  for (;;) {
    const eol = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, eol), 16);
    if (!size) return out;
    out += rest.slice(eol + 2, eol + 2 + size);
    rest = rest.slice(eol + 2 + size + 2);
  }
}

/** The same with Node's fetch and FormData, as a script or another service would send it. */
async function fetchPost(path: string, part: FilePart): Promise<Answer> {
  const form = new FormData();
  form.append(part.field, new Blob([new Uint8Array(part.data)], { type: part.contentType }), part.filename);
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', body: form, headers: { authorization: user.headers.authorization! } });
  return { status: res.status, body: await res.text() };
}

// the error names the route's first upload field ('image' on all three), whichever one the file came in
const expectTooLarge = (answer: Answer, _field: string, what: string) => {
  expect(answer.status, `${what}: ${answer.body}`).toBe(413);
  expect(JSON.parse(answer.body), what).toEqual({ status: 'error', message: 'image over 2 MB', errors: { image: ['image over 2 MB'] } });
};

describe("an upload over 2 MB gets 413 'image over 2 MB' however the body arrives", () => {
  it('in one piece', async () => {
    const [png, jpeg] = await Promise.all([bigPng(), bigJpeg()]);
    expect(png.length).toBeGreaterThan(IMAGE_MAX_BYTES);
    expect(jpeg.length).toBeGreaterThan(5 * 1024 * 1024);
    for (const { what, path, field } of targets()) {
      expectTooLarge(await rawPost(path, [{ field, filename: 'big.png', contentType: 'image/png', data: png }]), field, `${what}, PNG`);
      expectTooLarge(await rawPost(path, [{ field, filename: 'big.jpg', contentType: 'image/jpeg', data: jpeg }]), field, `${what}, JPEG`);
    }
  });

  it('in many small pieces, one of them ending exactly at the limit', async () => {
    const [png, jpeg] = await Promise.all([bigPng(), bigJpeg()]);
    for (const { what, path, field } of targets()) {
      for (const [name, type, data] of [['big.png', 'image/png', png], ['big.jpg', 'image/jpeg', jpeg]] as const) {
        const part = { field, filename: name, contentType: type, data };
        // the file's bytes start after the part's head: a pause right after its first 2 MB
        const fileStart = multipartParts([part]).payload.indexOf(data.subarray(0, 64));
        expectTooLarge(await rawPost(path, [part], { cutAt: [fileStart, fileStart + IMAGE_MAX_BYTES] }), field, `${what}, ${name}, cut at the limit`);
        expectTooLarge(await rawPost(path, [part], { piece: 16 * 1024 }), field, `${what}, ${name}, 16 KiB pieces`);
      }
    }
  });

  it('with a second file part after the first', async () => {
    const [png, small] = await Promise.all([bigPng(), smallJpeg()]);
    for (const { what, path, field } of targets()) {
      const parts = [
        { field, filename: 'big.png', contentType: 'image/png', data: png },
        { field, filename: 'small.jpg', contentType: 'image/jpeg', data: small },
      ];
      expectTooLarge(await rawPost(path, parts), field, `${what}, one piece`);
      expectTooLarge(await rawPost(path, parts, { piece: 16 * 1024 }), field, `${what}, small pieces`);
    }
  });

  it("from Node's fetch with FormData, every time", async () => {
    const [png, jpeg] = await Promise.all([bigPng(), bigJpeg()]);
    for (const { what, path, field } of targets()) {
      for (let attempt = 1; attempt <= 4; attempt++) {
        expectTooLarge(await fetchPost(path, { field, filename: 'big.png', contentType: 'image/png', data: png }), field, `${what}, PNG, try ${attempt}`);
        expectTooLarge(await fetchPost(path, { field, filename: 'big.jpg', contentType: 'image/jpeg', data: jpeg }), field, `${what}, JPEG, try ${attempt}`);
      }
    }
  });

  it('while a picture of exactly 2 MB and one under it are still taken, in pieces too', async () => {
    const small = await smallJpeg();
    const exact = Buffer.concat([small, Buffer.alloc(IMAGE_MAX_BYTES - small.length)]); // JPEG decoders stop at the end marker
    for (const { what, path, field } of targets().slice(0, 2)) {
      const ok = await rawPost(path, [{ field, filename: 'exact.jpg', contentType: 'image/jpeg', data: exact }], { piece: 16 * 1024 });
      expect(ok.status, `${what}: ${ok.body}`).toBe(200);
      const under = await fetchPost(path, { field, filename: 'small.jpg', contentType: 'image/jpeg', data: small });
      expect(under.status, `${what}: ${under.body}`).toBe(200);
    }
  });
});
