import { constants, createDeflate, createGzip, deflateSync, gzipSync, type ZlibOptions } from 'node:zlib';

/** What a zlib stream holds of its native compressor (node's lib/zlib.js; not in its types). */
interface NativeZlib {
  writeSync(flush: number, input: Uint8Array, inOffset: number, inLength: number, output: Uint8Array, outOffset: number, outLength: number): void;
  reset(): void;
}
interface StreamInternals {
  _handle?: NativeZlib;
  /** After a write: [output bytes left free, input bytes left unread]. */
  _writeState?: Uint32Array;
}

export type KeptZlibKind = 'gzip' | 'deflate';

/**
 * zlib's largest output for `size` input bytes (deflateBound, zlib 1.3), with room for the gzip
 * header and trailer: a single Z_FINISH call into this much room always finishes.
 */
export const deflateBound = (size: number) => size + (size >> 12) + (size >> 14) + (size >> 25) + 13 + 18;

/**
 * Compresses a whole body in one call, on one compressor kept for the process: the compressor
 * is reset between bodies (zlib's deflateReset) instead of made and freed for each, as
 * `gzipSync` does. For a 13.5 kB search answer setting up and freeing the compressor, with
 * its 256 kB of window and hash tables, was a third of gzipSync's time (docs/decisions/085).
 * The bytes are gzipSync's (deflateSync's) exactly. Node does not expose a synchronous write on
 * a stream it keeps open (each `*Sync` closes its compressor), so this writes through the
 * stream's native compressor, checked when the kept compressor is made: where a Node version
 * lacks it, `kept` is false and every call is gzipSync (deflateSync), as before.
 */
export function keptZlib(kind: KeptZlibKind, options: ZlibOptions): { compress(body: string | Buffer): Buffer; kept: boolean } {
  const once = (body: string | Buffer) => (kind === 'gzip' ? gzipSync(body, options) : deflateSync(body, options));
  let native: { handle: NativeZlib; state: Uint32Array; failed: () => boolean } | null = null;
  const open = () => {
    const stream = kind === 'gzip' ? createGzip(options) : createDeflate(options);
    const { _handle: handle, _writeState: state } = stream as unknown as StreamInternals;
    if (typeof handle?.writeSync !== 'function' || typeof handle.reset !== 'function' || !(state instanceof Uint32Array)) {
      stream.close();
      return null;
    }
    // a failed write destroys the stream and reports here (never an uncaught 'error')
    let failure = false;
    stream.on('error', () => (failure = true));
    return { handle, state, failed: () => failure };
  };
  native = open();
  const kept = native !== null;
  let out = Buffer.allocUnsafe(deflateBound(16 * 1024));
  return {
    kept,
    compress(body) {
      if (!native) return once(body);
      const input = typeof body === 'string' ? Buffer.from(body) : body;
      const bound = deflateBound(input.length);
      if (out.length < bound) out = Buffer.allocUnsafe(bound);
      try {
        native.handle.reset();
        native.handle.writeSync(constants.Z_FINISH, input, 0, input.length, out, 0, out.length);
      } catch {
        native = null;
      }
      // all read and room left over: the stream finished (Z_STREAM_END) within `out`
      const [roomLeft = 0, unread = 1] = native && !native.failed() ? native.state : [];
      if (unread !== 0 || roomLeft === 0) {
        native = kept ? open() : null;
        return once(body);
      }
      return Buffer.from(out.subarray(0, out.length - roomLeft));
    },
  };
}
