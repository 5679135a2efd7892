import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_COOKIE, ANALYTICS_HEADER } from './analytics';
import { ApiError, NotFoundError, api, firstFieldMessages, setApiHandlers } from './api-client';
import { clearSession, setSession } from './session';

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const unauthorized = vi.fn();
  const failure = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setApiHandlers({ unauthorized, failure });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    unauthorized.mockReset();
    failure.mockReset();
    clearSession();
  });

  const sentHeaders = () => new Headers(fetchMock.mock.calls[0]?.[1]?.headers);

  it('returns `result` of a success envelope and sends JSON bodies', async () => {
    fetchMock.mockResolvedValue(answer(200, { status: 'success', result: { sent: true } }));
    await expect(api('/api/contact-us', { method: 'POST', body: { name: 'a' } })).resolves.toEqual({ sent: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact-us');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"a"}');
    expect(sentHeaders().get('content-type')).toBe('application/json');
    expect(failure).not.toHaveBeenCalled();
  });

  it('builds the query string, skipping empty values and repeating lists', async () => {
    fetchMock.mockResolvedValue(answer(200, { status: 'success', result: [] }));
    await api('/api/estate', { query: { page: 2, keyword: 'คอนโด', empty: undefined, facility_cast: [1, 3] } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/estate?page=2&keyword=%E0%B8%84%E0%B8%AD%E0%B8%99%E0%B9%82%E0%B8%94&facility_cast=1&facility_cast=3');
  });

  it('sends the bearer token and the analytics id when present', async () => {
    fetchMock.mockImplementation(async () => answer(200, { status: 'success', result: null }));
    await api('/api/health');
    expect(sentHeaders().has('authorization')).toBe(false);
    expect(sentHeaders().has(ANALYTICS_HEADER)).toBe(false);

    setSession('token-123', null);
    document.cookie = `${ANALYTICS_COOKIE}=visitor-1; Path=/`;
    fetchMock.mockClear();
    await api('/api/health');
    expect(sentHeaders().get('authorization')).toBe('Bearer token-123');
    expect(sentHeaders().get(ANALYTICS_HEADER)).toBe('visitor-1');
  });

  it('turns an error envelope into an ApiError with field errors and shows the alert', async () => {
    fetchMock.mockResolvedValue(
      answer(422, { status: 'error', message: 'invalid input', errors: { email: ['email not valid', 'required'], phone: ['phone must be 10 digits'] } }),
    );
    const error = await api('/api/contact-us', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, key: 'invalid input' });
    expect(firstFieldMessages((error as ApiError).fieldErrors)).toEqual({ email: 'email not valid', phone: 'phone must be 10 digits' });
    expect(failure).toHaveBeenCalledWith(error);
  });

  it('leaves the alert to the caller with alert: false', async () => {
    fetchMock.mockResolvedValue(answer(429, { status: 'error', message: 'too many requests' }));
    await expect(api('/api/contact-us', { method: 'POST', body: {}, alert: false })).rejects.toMatchObject({ status: 429 });
    expect(failure).not.toHaveBeenCalled();
  });

  it('treats HTTP 200 without a success status as a failure', async () => {
    fetchMock.mockResolvedValue(answer(200, { status: 'error', message: 'not enough credits' }));
    await expect(api('/api/boost-post/create', { method: 'POST' })).rejects.toMatchObject({ key: 'not enough credits' });
    expect(failure).toHaveBeenCalledTimes(1);
  });

  it('calls the unauthorized hook on 401 instead of alerting', async () => {
    setSession('expired', null);
    fetchMock.mockResolvedValue(answer(401, { status: 'error', message: 'unauthorized, please re-login' }));
    await expect(api('/api/user/1')).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).toHaveBeenCalledTimes(1);
    expect(failure).not.toHaveBeenCalled();
  });

  it('throws NotFoundError on 404 for the not-found page', async () => {
    fetchMock.mockResolvedValue(answer(404, { status: 'error', message: 'announcement does not exist' }));
    const error = await api('/api/estate/view/9').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, key: 'announcement does not exist' });
    expect(failure).not.toHaveBeenCalled();
  });

  it('reports a network failure or a non-JSON answer as the generic message', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api('/api/health')).rejects.toMatchObject({ status: 0, key: 'something went wrong' });
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api('/api/health')).rejects.toMatchObject({ status: 502, key: 'something went wrong' });
    expect(failure).toHaveBeenCalledTimes(2);
  });
});
