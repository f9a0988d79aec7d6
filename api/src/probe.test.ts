import { createTestApp, signUp } from './testing/test-app';
it('probe', async () => {
  const t = await createTestApp({ RATE_LIMIT_SCALE: '1000' });
  const { token } = await signUp(t);
  const out: string[] = [];
  for (const opts of [{}, { payload: {} }, { payload: '', headers: { 'content-type': 'application/json' } }, {token: undefined}]) {
    const r = await t.request({ method: 'POST', url: '/email/verify/resend', token, ...opts } as never);
    out.push(`${JSON.stringify(opts)} ${r.statusCode} ${r.body}`);
  }
  const d = await t.request({ method: 'GET', url: '/docs/json' });
  out.push(JSON.stringify(d.json().paths['/email/verify/resend']));
  await t.close();
  console.log(out.join('\n'));
}, 30000);
