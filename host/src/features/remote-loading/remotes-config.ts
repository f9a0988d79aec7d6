// zod/mini: the same schemas at a fraction of the size, since the host's bundle loads on every page.
import { z } from 'zod/mini';
import { fetchWithRetry } from './federation-runtime-plugin';

/**
 * remotes.json, served next to the host and written per environment: where each remote's manifest
 * is and where the api is. Nothing of it is baked into a build, so a remote is rolled forward or back
 * by editing this file alone.
 */
export const remotesConfigSchema = z.object({
  apiBaseUrl: z.optional(z.url()),
  googleClientId: z.optional(z.string()),
  remotes: z.partial(
    z.object({
      marketing: z.url(),
      settings: z.url(),
      messages: z.url(),
      jobsReports: z.url(),
    }),
  ),
});

export type RemotesConfig = z.infer<typeof remotesConfigSchema>;

export const REMOTES_CONFIG_PATH = '/remotes.json';

/** The host's server writes remotes.json into the page as a JSON data block with this id. */
export const REMOTES_CONFIG_ELEMENT_ID = 'remotes-config';

/** remotes.json as the page carries it, or undefined when the page has none (or a broken one). */
function inlineRemotesConfig(): RemotesConfig | undefined {
  const text = document.getElementById(REMOTES_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return remotesConfigSchema.parse(JSON.parse(text));
  } catch (error) {
    console.error(`[remote-loading] the page's copy of ${REMOTES_CONFIG_PATH} is invalid; reading the file.`, error);
    return undefined;
  }
}

/**
 * remotes.json: the copy the host's server wrote into the page (no request on the way to the first
 * remote), else the file. If it is missing or malformed the shell still starts; remote routes show
 * their fallback.
 */
export async function loadRemotesConfig(): Promise<RemotesConfig> {
  const inline = inlineRemotesConfig();
  if (inline) return inline;
  try {
    const response = await fetchWithRetry(REMOTES_CONFIG_PATH, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return remotesConfigSchema.parse(await response.json());
  } catch (error) {
    console.error(`[remote-loading] ${REMOTES_CONFIG_PATH} could not be read; remotes are unavailable.`, error);
    return { remotes: {} };
  }
}
