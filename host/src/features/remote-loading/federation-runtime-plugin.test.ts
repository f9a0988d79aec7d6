import talentIndiaFederationPlugin, { fetchWithRetry, REMOTE_LOAD_TIMEOUT_MS } from './federation-runtime-plugin';

const realFetch = globalThis.fetch;
const mockFetch = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

const response = (status: number) => new Response(null, { status });

beforeEach(() => {
  globalThis.fetch = mockFetch;
});

afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('fetchWithRetry', () => {
  it('tries a failed network request again, then returns the response', async () => {
    const ok = response(200);
    mockFetch.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(ok);

    await expect(fetchWithRetry('/mf-manifest.json', {}, { retryDelayMs: 1 })).resolves.toBe(ok);

    expect(mockFetch).toHaveBeenCalledTimes(2);
  });

  it('does not try an HTTP error again: the response is returned as it is', async () => {
    const serverError = response(500);
    mockFetch.mockResolvedValue(serverError);

    await expect(fetchWithRetry('/mf-manifest.json', {}, { retryDelayMs: 1 })).resolves.toBe(serverError);

    expect(mockFetch).toHaveBeenCalledTimes(1);
  });

  it('gives up with the network error once the retries are spent', async () => {
    const failure = new TypeError('Failed to fetch');
    mockFetch.mockRejectedValue(failure);

    await expect(fetchWithRetry('/mf-manifest.json', {}, { retries: 2, retryDelayMs: 1 })).rejects.toBe(failure);

    expect(mockFetch).toHaveBeenCalledTimes(3);
  });

  it('does not try again after the time-out', async () => {
    const timeout = new DOMException('The operation timed out.', 'TimeoutError');
    mockFetch.mockRejectedValue(timeout);

    await expect(fetchWithRetry('/mf-manifest.json', {}, { retryDelayMs: 1 })).rejects.toBe(timeout);

    expect(mockFetch).toHaveBeenCalledTimes(1);
  });

  it('bypasses the HTTP cache and passes the caller’s options with a time-out signal', async () => {
    mockFetch.mockResolvedValue(response(200));

    await fetchWithRetry('/remotes.json', { headers: { Accept: 'application/json' } });

    expect(mockFetch).toHaveBeenCalledWith(
      '/remotes.json',
      expect.objectContaining({
        cache: 'no-cache',
        headers: { Accept: 'application/json' },
        signal: expect.any(AbortSignal),
      }),
    );
  });
});

describe('the federation runtime plugin', () => {
  it('gives remote entry scripts the 120-second time-out', () => {
    expect(REMOTE_LOAD_TIMEOUT_MS).toBe(120_000);
    expect(talentIndiaFederationPlugin().createScript?.({ url: 'http://localhost:3001/remoteEntry.js' })).toEqual({
      timeout: 120_000,
    });
  });
});
