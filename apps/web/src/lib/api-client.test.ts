import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_COOKIE, ANALYTICS_HEADER } from './analytics';
import { ApiError, NotFoundError, call, firstFieldMessages, setApiHandlers } from './api-client';
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
    const body = { name: 'a', email: 'a@example.com', phone: '0812345678', subject: 's', message: 'hi' };
    await expect(call('contactUs', { body })).resolves.toEqual({ sent: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact-us');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify(body));
    expect(sentHeaders().get('content-type')).toBe('application/json');
    expect(failure).not.toHaveBeenCalled();
  });

  it('builds the query string from the contract, skipping empty values', async () => {
    fetchMock.mockResolvedValue(answer(200, { status: 'success', result: { projects: [] } }));
    await call('projectEstate', { query: { q: 'ลุมพินี', limit: undefined } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/project-estate?q=%E0%B8%A5%E0%B8%B8%E0%B8%A1%E0%B8%9E%E0%B8%B4%E0%B8%99%E0%B8%B5');
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('GET');
  });

  it('fills the path parameters of the contract, encoded', async () => {
    fetchMock.mockResolvedValue(answer(200, { status: 'success', result: {} }));
    await call('updateProfile', { params: { id: 42 }, body: {} as never });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/user/update/42');
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('PUT');
  });

  it('sends the bearer token and the analytics id when present', async () => {
    fetchMock.mockImplementation(async () => answer(200, { status: 'success', result: null }));
    await call('health');
    expect(sentHeaders().has('authorization')).toBe(false);
    expect(sentHeaders().has(ANALYTICS_HEADER)).toBe(false);

    setSession('token-123', null);
    document.cookie = `${ANALYTICS_COOKIE}=visitor-1; Path=/`;
    fetchMock.mockClear();
    await call('health');
    expect(sentHeaders().get('authorization')).toBe('Bearer token-123');
    expect(sentHeaders().get(ANALYTICS_HEADER)).toBe('visitor-1');
  });

  it('turns an error envelope into an ApiError with field errors and shows the alert', async () => {
    fetchMock.mockResolvedValue(
      answer(422, { status: 'error', message: 'invalid input', errors: { email: ['email not valid', 'required'], phone: ['phone must be 10 digits'] } }),
    );
    const error = await call('contactUs', { body: {} as never }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, key: 'invalid input' });
    expect(firstFieldMessages((error as ApiError).fieldErrors)).toEqual({ email: 'email not valid', phone: 'phone must be 10 digits' });
    expect(failure).toHaveBeenCalledWith(error);
  });

  it('leaves the alert to the caller with alert: false', async () => {
    fetchMock.mockResolvedValue(answer(429, { status: 'error', message: 'too many requests' }));
    await expect(call('contactUs', { body: {} as never }, { alert: false })).rejects.toMatchObject({ status: 429 });
    expect(failure).not.toHaveBeenCalled();
  });

  it('treats HTTP 200 without a success status as a failure', async () => {
    fetchMock.mockResolvedValue(answer(200, { status: 'error', message: 'not enough credits' }));
    await expect(call('logout')).rejects.toMatchObject({ key: 'not enough credits' });
    expect(failure).toHaveBeenCalledTimes(1);
  });

  it('calls the unauthorized hook on 401 instead of alerting', async () => {
    setSession('expired', null);
    fetchMock.mockResolvedValue(answer(401, { status: 'error', message: 'unauthorized, please re-login' }));
    await expect(call('userInfo', { params: { id: 1 } })).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).toHaveBeenCalledTimes(1);
    expect(failure).not.toHaveBeenCalled();
  });

  it("ends the session of a suspended account as a 401 does, keeping the admin's reason", async () => {
    setSession('suspended', null);
    fetchMock.mockResolvedValue(answer(403, { status: 'error', message: 'account suspended', errors: { reason: ['Deposit scam'] } }));
    await expect(call('userInfo', { params: { id: 1 } })).rejects.toMatchObject({ status: 403, key: 'account suspended', fieldErrors: { reason: ['Deposit scam'] } });
    expect(unauthorized).toHaveBeenCalledTimes(1);
    expect(failure).not.toHaveBeenCalled();
    // any other 403 is an ordinary failure
    fetchMock.mockResolvedValue(answer(403, { status: 'error', message: 'permission denied for edit or view' }));
    await expect(call('userInfo', { params: { id: 1 } })).rejects.toMatchObject({ status: 403 });
    expect(unauthorized).toHaveBeenCalledTimes(1);
    expect(failure).toHaveBeenCalledTimes(1);
  });

  it('throws NotFoundError on 404 for the not-found page', async () => {
    fetchMock.mockResolvedValue(answer(404, { status: 'error', message: 'announcement does not exist' }));
    const error = await call('agentProfile', { params: { id: 9 }, query: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, key: 'announcement does not exist' });
    expect(failure).not.toHaveBeenCalled();
  });

  it('reports a network failure or a non-JSON answer as the generic message', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(call('health')).rejects.toMatchObject({ status: 0, key: 'something went wrong' });
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(call('health')).rejects.toMatchObject({ status: 502, key: 'something went wrong' });
    fetchMock.mockResolvedValueOnce(answer(500, { status: 'error', message: 'not a catalogue key' }));
    await expect(call('health')).rejects.toMatchObject({ status: 500, key: 'something went wrong' });
    expect(failure).toHaveBeenCalledTimes(3);
  });
});
