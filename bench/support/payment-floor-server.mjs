// @ts-check
/**
 * The payments benchmark's floor: the least a payment could do on this machine, measured beside the
 * api's. A bare Fastify app over PostgreSQL (node-postgres, no ORM) whose one route does what no
 * payment can skip, in the order: read the caller's session; one transaction that locks the
 * paying client, reads the milestone and writes the invoice and the charge with its key (committed
 * before the provider is asked); then a second that settles the charge, writes the payment's row,
 * funds the milestone and writes the freelancer's notification. Eleven statements, two commits. Not
 * what the api skips on top (credits, billing, GST, the thread's event, mail, the live event, the
 * provider's records, the contract answered back): the rest of a real payment is that much more.
 *
 * Started by bench/payments.mjs through `fork` with FLOOR_DATABASE_URL (a scratch database; its
 * tables go into their own schema); it reports its address and the caller's bearer token over IPC.
 */
import Fastify from 'fastify';
import pg from 'pg';

const CLIENTS = 50;
const MILESTONES = 500_000;

// The same pool size as the api's (api/src/db/database.ts).
const pool = new pg.Pool({
  connectionString: process.env.FLOOR_DATABASE_URL,
  max: 10,
  options: '-c search_path=payment_floor',
});
await pool.query(`
  create schema payment_floor;
  create table sessions (token text primary key, user_id integer not null);
  create table clients (id integer primary key, credits_minor integer not null default 0);
  create table milestones (id integer primary key, client_id integer not null, status text not null,
    funded_at timestamptz);
  create table invoices (id serial primary key, client_id integer not null, milestone_id integer not null,
    total_minor integer not null, created_at timestamptz not null);
  create table charges (id serial primary key, invoice_id integer not null, idempotency_key text unique not null,
    status text not null, amount_minor integer not null, settled_at timestamptz);
  create table payments (id serial primary key, invoice_id integer unique not null, total_minor integer not null,
    occurred_at timestamptz not null);
  create table notifications (id serial primary key, user_id integer not null, description text not null,
    created_at timestamptz not null);
  insert into sessions values ('floor-token', 1);
  insert into clients (id) select g from generate_series(1, ${CLIENTS}) g;
  insert into milestones (id, client_id, status)
    select g, g % ${CLIENTS} + 1, 'pending' from generate_series(1, ${MILESTONES}) g;
`);
let nextMilestone = 0;
const app = Fastify({ logger: false });
app.post('/fund', async (request, reply) => {
  const token = request.headers.authorization?.replace(/^Bearer /, '');
  const session = await pool.query('select user_id from sessions where token = $1', [token]);
  if (session.rows.length === 0) return reply.code(401).send({ message: 'Sign in again.' });
  const milestoneId = (nextMilestone % MILESTONES) + 1;
  nextMilestone += 1;
  const clientId = (milestoneId % CLIENTS) + 1;
  const db = await pool.connect();
  try {
    await db.query('begin');
    await db.query('select credits_minor from clients where id = $1 for update', [clientId]);
    await db.query('select status from milestones where id = $1', [milestoneId]);
    const invoice = await db.query(
      'insert into invoices (client_id, milestone_id, total_minor, created_at) values ($1, $2, $3, now()) returning id',
      [clientId, milestoneId, 90_000],
    );
    const invoiceId = invoice.rows[0].id;
    const charge = await db.query(
      `insert into charges (invoice_id, idempotency_key, status, amount_minor) values ($1, $2, 'pending', $3) returning id`,
      [invoiceId, `floor-${invoiceId}`, 90_000],
    );
    await db.query('commit');
    await db.query('begin');
    await db.query(`update charges set status = 'succeeded', settled_at = now() where id = $1 and status = 'pending'`, [
      charge.rows[0].id,
    ]);
    await db.query('insert into payments (invoice_id, total_minor, occurred_at) values ($1, $2, now())', [
      invoiceId,
      90_000,
    ]);
    await db.query(`update milestones set status = 'funded', funded_at = now() where id = $1`, [milestoneId]);
    await db.query('insert into notifications (user_id, description, created_at) values ($1, $2, now())', [
      clientId,
      'Milestone funded',
    ]);
    await db.query('commit');
    return { status: true, data: { invoice_id: invoiceId } };
  } catch (error) {
    await db.query('rollback');
    throw error;
  } finally {
    db.release();
  }
});
const url = await app.listen({ host: '127.0.0.1', port: 0 });
process.send?.({ url, token: 'floor-token' });
process.on('SIGTERM', () => {
  app.close().then(() => pool.end().then(() => process.exit(0)));
});
