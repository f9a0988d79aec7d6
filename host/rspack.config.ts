import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { createAppConfig } from '@talentindia/build/rspack';
import { runtimeConfigFor } from '@talentindia/build/ports';

const appDir = path.dirname(fileURLToPath(import.meta.url));
const config = createAppConfig({
  app: 'host',
  appDir,
  runtimePlugins: [path.join(appDir, 'src/features/remote-loading/federation-runtime-plugin.ts')],
});

// The route table goes next to the build: the host's server reads it to hint the files of the remote
// that owns a requested page (scripts/host-html.mjs).
config.plugins = [
  ...(config.plugins ?? []),
  new rspack.CopyRspackPlugin({ patterns: [{ from: 'src/app/route-table.json', to: 'route-table.json' }] }),
];

// In development the dev server answers /remotes.json from the same env vars the start command reads.
config.devServer = {
  ...config.devServer,
  setupMiddlewares: (middlewares) => {
    middlewares.unshift({
      name: 'remotes-json',
      path: '/remotes.json',
      middleware: (
        _request: unknown,
        response: { setHeader: (k: string, v: string) => void; end: (body: string) => void },
      ) => {
        response.setHeader('Content-Type', 'application/json');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(JSON.stringify(runtimeConfigFor(process.env)));
      },
    });
    return middlewares;
  },
};

export default config;
