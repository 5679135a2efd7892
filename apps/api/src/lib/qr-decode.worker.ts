import { parentPort } from 'node:worker_threads';
import jsQR from 'jsqr';

/**
 * The QR scan of lib/qr.ts, in a worker thread of its own: jsQR is plain JavaScript, and a
 * slip picture without a QR is scanned at every size before it gives up (hundreds of
 * milliseconds), which on the main thread held every other request of the process as long.
 * This file loads without the bundle (Node strips its types) and is bundled beside the
 * server as qr-decode.worker.mjs; it imports nothing of the workspace.
 */

/** One picture's pixels as sharp decoded them: 1 to 4 channels a pixel. */
export interface QrScanRequest {
  id: number;
  pixels: Uint8Array;
  channels: number;
  width: number;
  height: number;
}

export type QrScanReply = { id: number; text: string | null } | { id: number; error: string };

/** jsQR reads RGBA; sharp gives 1 to 4 channels depending on the picture and the pass. */
function toRgba(data: Uint8Array, channels: number, pixels: number): Uint8ClampedArray {
  if (channels === 4) return new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  const rgba = new Uint8ClampedArray(pixels * 4);
  const grey = channels < 3;
  for (let i = 0; i < pixels; i++) {
    const from = i * channels;
    rgba[i * 4] = data[from]!;
    rgba[i * 4 + 1] = data[grey ? from : from + 1]!;
    rgba[i * 4 + 2] = data[grey ? from : from + 2]!;
    rgba[i * 4 + 3] = 255;
  }
  return rgba;
}

function scan({ pixels, channels, width, height }: QrScanRequest): string | null {
  const found = jsQR(toRgba(pixels, channels, width * height), width, height, {
    inversionAttempts: 'dontInvert', // slips are dark on light; trying inverted too doubles the time
  });
  return found && found.data !== '' ? found.data : null;
}

parentPort?.on('message', (request: QrScanRequest) => {
  let reply: QrScanReply;
  try {
    reply = { id: request.id, text: scan(request) };
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort!.postMessage(reply);
});
