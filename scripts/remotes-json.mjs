// @ts-check
/**
 * What the host's server answers at /remotes.json. By default it is generated from the environment
 * (`runtimeConfigFor`: <REMOTE>_URL, API_URL, GOOGLE_CLIENT_ID, the ports). When REMOTES_JSON names a
 * file, that file is served instead and read again on every request: editing it rolls one remote
 * forward or back with no rebuild and no restart (the host reads /remotes.json on each page load).
 */
import { readFileSync } from 'node:fs';
import { runtimeConfigFor } from '../shared/build/ports.mjs';

/**
 * Reads and checks a remotes.json file: a JSON object whose `remotes` maps remote names to absolute
 * http(s) URLs, with an optional `apiBaseUrl` URL (the shape the host's loader accepts).
 * @param {string} file
 * @returns {Record<string, unknown>}
 */
export function readRemotesJson(file) {
  /** @type {unknown} */
  let config;
  try {
    config = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`REMOTES_JSON: cannot read ${file}: ${error instanceof Error ? error.message : error}`);
  }
  const problem = problemOf(config);
  if (problem) throw new Error(`REMOTES_JSON: ${file} ${problem}`);
  return /** @type {Record<string, unknown>} */ (config);
}

/** @param {unknown} value */
function isHttpUrl(value) {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** @param {unknown} value */
function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * What is wrong with a parsed remotes.json, or undefined when nothing is.
 * @param {unknown} config
 */
function problemOf(config) {
  if (!isObject(config)) return 'is not a JSON object';
  const { apiBaseUrl, remotes } = /** @type {Record<string, unknown>} */ (config);
  if (apiBaseUrl !== undefined && !isHttpUrl(apiBaseUrl)) return 'has an apiBaseUrl that is not an http(s) URL';
  if (!isObject(remotes)) return 'has no "remotes" object';
  for (const [name, url] of Object.entries(/** @type {Record<string, unknown>} */ (remotes))) {
    if (!isHttpUrl(url)) return `gives the "${name}" remote an address that is not an http(s) URL`;
  }
  return undefined;
}

/**
 * The generator of the host's /remotes.json for an environment. With REMOTES_JSON, the file is read
 * and checked now (a missing or broken file fails the start), then on every request; an edit that
 * breaks it is logged and the last good version stays served, so a half-saved file never takes the
 * shell's remotes down.
 * @param {Record<string, string | undefined>} [env]
 * @param {(message: string) => void} [log]
 * @returns {() => Record<string, unknown>}
 */
export function remotesJsonSource(env = process.env, log = (message) => console.error(message)) {
  const file = env.REMOTES_JSON;
  if (!file) return () => runtimeConfigFor(env);
  let lastGood = readRemotesJson(file);
  return () => {
    try {
      lastGood = readRemotesJson(file);
    } catch (error) {
      log(`${error instanceof Error ? error.message : error}; serving its last valid version.`);
    }
    return lastGood;
  };
}
