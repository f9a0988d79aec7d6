// @ts-check
/**
 * The benchmark's yardstick: a bare Fastify app with one small JSON route, in its own process like
 * the api, so a figure for /nav reads as a share of what this machine's Node and Fastify can do at
 * all. Started by bench/nav.mjs through `fork`; it reports its address over IPC.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ status: true, data: { hello: 'world' } }));
const url = await app.listen({ host: '127.0.0.1', port: 0 });
process.send?.({ url });
process.on('SIGTERM', () => {
  app.close().then(() => process.exit(0));
});
