import { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
const blob = new Blob([readFileSync(process.argv[2])]);
for (let i = 0; i < 6; i++) {
  const db = new PGlite({ loadDataDir: blob });
  await db.waitReady;
  await db.close();
}
