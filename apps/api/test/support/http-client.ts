import http, { type IncomingHttpHeaders } from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text(): string;
  json<T = any>(): T; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface HttpOptions {
  method?: string;
  headers?: Record<string, string>;
  /** A JSON value (sent as application/json) or raw bytes with their own content type header. */
  json?: unknown;
  body?: Buffer;
  /**
   * The local address the connection comes from: any 127.x.y.z works on Linux, so a test
   * can be a client with an address of its own (rate limits count per client address).
   */
  localAddress?: string;
}

/** One HTTP request on a connection of its own (no keep-alive), answered in full. */
export function httpRequest(url: string, options: HttpOptions = {}): Promise<HttpAnswer> {
  const headers = { ...options.headers };
  let body = options.body;
  if (options.json !== undefined) {
    body = Buffer.from(JSON.stringify(options.json));
    headers['content-type'] = 'application/json';
  }
  // Node sends a DELETE's body without chunked encoding: it needs its length
  if (body) headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: options.method ?? 'GET', headers, localAddress: options.localAddress, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: bytes,
          text: () => bytes.toString('utf8'),
          json: () => JSON.parse(bytes.toString('utf8')),
        });
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** Calls `probe` until it answers true, or throws `what` after `timeoutMs`. */
export async function waitUntil(what: string, probe: () => Promise<boolean>, timeoutMs = 10_000, everyMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      if (await probe()) return;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms${lastError ? ` (last error: ${String(lastError)})` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
