import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@talentindia/build/rspack';

export default createAppConfig({
  app: 'settings',
  appDir: path.dirname(fileURLToPath(import.meta.url)),
  exposes: { './routes': './src/routes.tsx' },
});
