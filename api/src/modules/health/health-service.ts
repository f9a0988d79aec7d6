import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** Whether the database answers: a trivial query, which throws when it cannot be reached. */
export async function checkDatabase(app: FastifyInstance): Promise<void> {
  await app.db.execute(sql`select 1`);
}
