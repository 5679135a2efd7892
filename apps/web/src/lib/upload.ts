import type { EndpointResult, Endpoints } from '@baandee/contracts';
import { splitRoute, type EndpointName } from '@baandee/contracts/routes';
import { buildHeaders, fillPath, settle, type CallOptions } from './api-client';

export interface UploadOptions extends CallOptions {
  /** Called as the body goes out: the share sent so far, 0 to 1. */
  onProgress?: (share: number) => void;
  /** The path's parameters (`/payment/upload-slip/:id` -> `{ id }`). */
  params?: Record<string, unknown>;
}

/**
 * Sends a multipart body to an endpoint like `call`, reporting upload progress, which
 * fetch cannot: XMLHttpRequest with the same headers, envelope and global reactions.
 * Its own module, so only the pages that upload with progress load it.
 */
export function upload<N extends EndpointName>(
  name: N,
  body: FormData,
  { onProgress, params, signal, alert = true }: UploadOptions = {},
): Promise<EndpointResult<Endpoints[N]>> {
  const [method, path] = splitRoute(name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const answer = (status: number, payload: unknown) => {
      try {
        resolve(settle(status, payload, alert));
      } catch (error) {
        reject(error as Error);
      }
    };
    request.open(method, fillPath(path, params));
    buildHeaders(body).forEach((value, header) => request.setRequestHeader(header, value));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(request.responseText) as unknown;
      } catch {
        // not JSON: read as the generic failure
      }
      answer(request.status, payload);
    };
    request.onerror = () => answer(0, null);
    request.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}
