import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DatabaseLockedError } from './db/database';
import { DEMO_ACCOUNT } from './demo/demo-seed';
import { warmSanitizer } from './services/sanitize';

/**
 * Starts the api on its port; closes the database cleanly on SIGINT/SIGTERM, also when the signal
 * comes while it is still starting (Ctrl-C during `npm start`): the PGlite folder is then released
 * as soon as it is open, so the next start finds it free.
 */
async function main() {
  let app: FastifyInstance | undefined = undefined;
  let stopSignal: string | undefined;
  const shutdown = (signal: string) => {
    if (stopSignal) return;
    stopSignal = signal;
    if (!app) return; // Still starting: main() closes once the app exists.
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app?.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  const config = loadConfig();
  const built = await buildApp(config);
  app = built;
  if (stopSignal) {
    await built.close();
    process.exit(0);
  }

  // Before the first request, not during one (services/sanitize.ts).
  warmSanitizer();
  await built.listen({ port: config.port, host: config.host });
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.pgliteDataDir}`;
  console.log(`TalentIndia api on http://${config.host}:${config.port} (docs at /docs), database: ${database}`);
  if (config.demoData) console.log(`Demo account: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}`);
  if (config.devOutbox) console.log(`Dev outbox: http://${config.host}:${config.port}/dev/outbox?to=<email or phone>`);
  if (config.allowedStandIns.length > 0) {
    built.log.warn(
      { allowedStandIns: config.allowedStandIns },
      `production on offline stand-ins, allowed by ${config.allowedStandIns.join(', ')}: a demo, not a production deployment`,
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
    console.error(`The api cannot start. ${error.message}`);
  } else {
    console.error('The api cannot start:', error);
  }
  process.exit(1);
});
