/**
 * For `npm run bench -- payments`: closes every ended hourly week on the database of DATABASE_URL
 * the way the scheduler's task does (`closeEndedWeeks`, a batch per run, run after run until none
 * is left), and prints one JSON line: how many weeks it closed and how long that took. Run with
 * tsx from api/ (`node --import tsx src/bench/close-weeks-run.ts`); it never listens.
 */
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { closeEndedWeeks } from '../modules/contracts';

const app = await buildApp(loadConfig());
await app.ready();
try {
  const started = performance.now();
  let closed = 0;
  let runs = 0;
  for (;;) {
    const run = await closeEndedWeeks(app);
    runs += 1;
    closed += run.closed;
    if (run.closed === 0) break;
  }
  console.log(JSON.stringify({ closed, runs, seconds: (performance.now() - started) / 1000 }));
} finally {
  await app.close();
}
