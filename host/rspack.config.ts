import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@talentindia/build/rspack';
import { runtimeConfigFor } from '@talentindia/build/ports';

const appDir = path.dirname(fileURLToPath(import.meta.url));
const config = createAppConfig({
  app: 'host',
  appDir,
  runtimePlugins: [path.join(appDir, 'src/features/remote-loading/federation-runtime-plugin.ts')],
});

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
