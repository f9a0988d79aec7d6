/**
 * Settings that differ per environment and are read at run time, never baked into a build.
 * The host fills them from its remotes.json; a standalone remote keeps the defaults.
 */
export interface RuntimeConfig {
  apiBaseUrl: string;
  /** The OAuth client id for Google sign-in; without it the Google buttons show as unavailable. */
  googleClientId?: string;
}

let config: RuntimeConfig = { apiBaseUrl: 'http://localhost:4000' };

export function configureRuntime(changes: Partial<RuntimeConfig>): void {
  config = { ...config, ...changes };
}

export function getRuntimeConfig(): RuntimeConfig {
  return config;
}
