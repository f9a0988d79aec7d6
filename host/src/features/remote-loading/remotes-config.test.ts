import { loadRemotesConfig, REMOTES_CONFIG_ELEMENT_ID } from './remotes-config';

const realFetch = globalThis.fetch;
const mockFetch = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const validConfig = {
  apiBaseUrl: 'https://api.talentindia.example',
  remotes: {
    marketing: 'https://cdn.talentindia.example/marketing/mf-manifest.json',
    settings: 'https://cdn.talentindia.example/settings/mf-manifest.json',
    messages: 'https://cdn.talentindia.example/messages/mf-manifest.json',
    jobsReports: 'https://cdn.talentindia.example/jobs-reports/mf-manifest.json',
  },
};

beforeEach(() => {
  globalThis.fetch = mockFetch;
  // The failures below are logged on purpose; keep the test output readable.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  globalThis.fetch = realFetch;
  jest.useRealTimers();
  document.getElementById(REMOTES_CONFIG_ELEMENT_ID)?.remove();
});

/** The JSON data block the host's server writes into the page (scripts/host-html.mjs). */
function pageCarries(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = REMOTES_CONFIG_ELEMENT_ID;
  block.textContent = text;
  document.head.append(block);
}

describe('loadRemotesConfig', () => {
  it('reads the copy the page carries, with no request', async () => {
    pageCarries(JSON.stringify(validConfig));

    await expect(loadRemotesConfig()).resolves.toEqual(validConfig);
    expect(mockFetch).not.toHaveBeenCalled();
  });

  it.each([
    ['is not JSON', '{"remotes": '],
    ['names an address that is not a URL', JSON.stringify({ remotes: { settings: 'not a url' } })],
  ])('reads the file when the page’s copy %s', async (_case, text) => {
    pageCarries(text);
    mockFetch.mockResolvedValue(jsonResponse(validConfig));

    await expect(loadRemotesConfig()).resolves.toEqual(validConfig);
    expect(mockFetch).toHaveBeenCalledWith('/remotes.json', expect.anything());
  });

  it('returns the parsed remotes.json', async () => {
    mockFetch.mockResolvedValue(jsonResponse(validConfig));

    await expect(loadRemotesConfig()).resolves.toEqual(validConfig);

    expect(mockFetch).toHaveBeenCalledWith(
      '/remotes.json',
      expect.objectContaining({ headers: { Accept: 'application/json' } }),
    );
  });

  it('accepts a config that names only some remotes and no api address', async () => {
    const partial = { remotes: { settings: 'http://localhost:3002/mf-manifest.json' } };
    mockFetch.mockResolvedValue(jsonResponse(partial));

    await expect(loadRemotesConfig()).resolves.toEqual(partial);
  });

  it('returns no remotes when the file is not JSON (an HTML page instead)', async () => {
    mockFetch.mockResolvedValue(new Response('<!doctype html><title>Not here</title>', { status: 200 }));

    await expect(loadRemotesConfig()).resolves.toEqual({ remotes: {} });
  });

  it('returns no remotes when an address is not a URL', async () => {
    mockFetch.mockResolvedValue(jsonResponse({ remotes: { settings: 'not a url' } }));

    await expect(loadRemotesConfig()).resolves.toEqual({ remotes: {} });
  });

  it('returns no remotes when the file is missing', async () => {
    mockFetch.mockResolvedValue(jsonResponse(validConfig, 404));

    await expect(loadRemotesConfig()).resolves.toEqual({ remotes: {} });
  });

  it('returns no remotes when the request fails, after trying again', async () => {
    jest.useFakeTimers();
    mockFetch.mockRejectedValue(new TypeError('Failed to fetch'));

    const config = loadRemotesConfig();
    await jest.runAllTimersAsync();

    await expect(config).resolves.toEqual({ remotes: {} });
    expect(mockFetch).toHaveBeenCalledTimes(3);
  });
});
