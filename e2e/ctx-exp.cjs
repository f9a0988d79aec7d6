const { chromium } = require('playwright-core');
const { chromiumPath, chromiumFlags } = require('@talentindia/build/chromium');
const fs = require('fs');
const stat = () => fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1, 8).map(Number);
const busy = (a) => a[0] + a[1] + a[2] + a[5] + a[6];
(async () => {
  const extra = process.argv.slice(2);
  const b = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags, ...extra] });
  let s0 = stat(), t = Date.now();
  for (let i = 0; i < 20; i++) { const c = await b.newContext({ viewport: { width: 1280, height: 900 } }); const p = await c.newPage(); await p.goto('about:blank'); await c.close(); }
  let s1 = stat(); console.log(extra.join(' ') || 'base', '20 contexts: wall', Date.now() - t, 'ms, cpu', (busy(s1) - busy(s0)) * 10, 'ms');
  await b.close();
})();
