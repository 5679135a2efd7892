import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, setApiHandlers } from './api-client';
import { clearSession, setSession } from './session';
import { upload } from './upload';

/** An XMLHttpRequest that answers what the test says, reporting upload progress first. */
class FakeRequest {
  static last: FakeRequest;
  static answer: { status: number; body: string } | 'network-error' = { status: 200, body: '{}' };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    this.body = body;
    queueMicrotask(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
      const answer = FakeRequest.answer;
      if (answer === 'network-error') return this.onerror?.();
      this.status = answer.status;
      this.responseText = answer.body;
      this.onload?.();
    });
  }
}

describe('upload with progress', () => {
  const unauthorized = vi.fn();
  const failure = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    setApiHandlers({ unauthorized, failure });
    setSession('token-1', 1);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    unauthorized.mockReset();
    failure.mockReset();
    clearSession();
  });

  const body = () => {
    const form = new FormData();
    form.append('image', new File(['x'], 'room.jpg', { type: 'image/jpeg' }));
    return form;
  };

  it('sends the endpoint’s method and path with the token, reports progress and answers `result`', async () => {
    const result = { url: '/a.webp', thumb_url: '/a-t.webp', large_url: '/a-l.webp' };
    FakeRequest.answer = { status: 200, body: JSON.stringify({ status: 'success', result }) };
    const progress: number[] = [];
    await expect(upload('uploadEstateImage', body(), { onProgress: (share) => progress.push(share) })).resolves.toEqual(result);
    expect([FakeRequest.last.method, FakeRequest.last.url]).toEqual(['POST', '/api/estate/upload-image']);
    expect(FakeRequest.last.headers.authorization).toBe('Bearer token-1');
    expect(FakeRequest.last.headers).not.toHaveProperty('content-type'); // the browser sets the multipart boundary
    expect(progress).toEqual([0.25]);
  });

  it('throws the catalogue error of a refusal, alerting only when asked', async () => {
    FakeRequest.answer = { status: 422, body: JSON.stringify({ status: 'error', message: 'not an image', errors: { image: ['not an image'] } }) };
    const refused = await upload('uploadEstateImage', body(), { alert: false }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).key).toBe('not an image');
    expect(failure).not.toHaveBeenCalled();
    await upload('uploadEstateImage', body()).catch(() => {});
    expect(failure).toHaveBeenCalledTimes(1);
  });

  it('logs out on 401 and reads a lost connection as the generic failure', async () => {
    FakeRequest.answer = { status: 401, body: JSON.stringify({ status: 'error', message: 'unauthorized, please re-login' }) };
    await upload('uploadEstateImage', body()).catch(() => {});
    expect(unauthorized).toHaveBeenCalledTimes(1);
    FakeRequest.answer = 'network-error';
    const lost = await upload('uploadEstateImage', body(), { alert: false }).catch((error: unknown) => error);
    expect((lost as ApiError).key).toBe('something went wrong');
  });
});
