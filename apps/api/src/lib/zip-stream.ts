import { PassThrough } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * A zip archive written as it is sent: each file is added whole, and adding waits while
 * the reader is behind, so memory holds about one file whatever the archive's size.
 */
export interface ZipStream {
  /** What the reply sends. */
  readonly stream: PassThrough;
  /**
   * Adds a file; `compress` for text (pictures are compressed already). Throws once the
   * reader has gone (a closed connection), so the writer stops fetching files.
   */
  add(name: string, bytes: Uint8Array, options: { compress: boolean }): Promise<void>;
  /** Writes the archive's directory and ends the stream. */
  finish(): void;
  /** Ends the stream broken: the download fails rather than looking complete. */
  fail(error: Error): void;
}

export function zipStream(): ZipStream {
  const stream = new PassThrough();
  let behind = false;
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      stream.destroy(error);
      return;
    }
    if (!stream.write(chunk)) behind = true;
    if (final) stream.end();
  });

  const caughtUp = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        stream.off('drain', done);
        stream.off('close', done);
        resolve();
      };
      stream.on('drain', done);
      stream.on('close', done);
    });

  return {
    stream,
    async add(name, bytes, { compress }) {
      if (stream.destroyed) throw new Error('zip reader gone');
      const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
      zip.add(entry);
      entry.push(bytes, true);
      if (behind) {
        behind = false;
        await caughtUp();
      }
      if (stream.destroyed) throw new Error('zip reader gone');
    },
    finish: () => zip.end(),
    fail(error) {
      zip.terminate();
      stream.destroy(error);
    },
  };
}
