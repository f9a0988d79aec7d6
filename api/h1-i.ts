import { buildApp } from './src/app';
import { loadConfig } from './src/config';
const config = loadConfig({ NODE_ENV: 'development', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/h1_dir', LOG_LEVEL: 'warn', DEMO_DATA: '0', UPLOADS_DIR: '/tmp/h1-up', SECRETS_KEY: Buffer.alloc(32, 1).toString('base64') });
const app = await buildApp(config);
for (const q of ['', 'type=mobile&per_page=6', 'q=react', 'q=reac%20nati', 'skills=React,TypeScript', 'min_rate=20&max_rate=40', 'q=developer&type=front_end&skills=React&min_rate=20&max_rate=60', 'page=50']) {
  for (let i = 0; i < 30; i++) await app.inject({ url: `/freelancers?${q}` });
  const t = performance.now();
  for (let i = 0; i < 100; i++) { const r = await app.inject({ url: `/freelancers?${q}` }); if (r.statusCode !== 200) throw new Error(r.body); }
  console.log(q.padEnd(70), ((performance.now() - t) / 100).toFixed(2), 'ms');
}
await app.close();
