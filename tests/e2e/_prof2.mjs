import { launch, openWidget, byTestId } from './helpers.mjs';
import { startServer } from './server.mjs';
import { writeFileSync } from 'node:fs';
const server = await startServer({ root: '/tmp/exp/distprof' });
const browser = await launch();
const page = await (await browser.newContext({ serviceWorkers: 'block' })).newPage();
await openWidget(page, server);
await byTestId(page, 'bag-add').click();
await byTestId(page, 'bag-0-weight').fill('10');
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
await cdp.send('Profiler.start');
const times = await page.evaluate(async () => {
  const el = document.querySelector('[data-testid="bag-0-weight"]');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const out = [];
  for (let i = 0; i < 60; i++) {
    const t0 = performance.now();
    setValue.call(el, String(11 + (i % 19)));
    el.dispatchEvent(new Event('input', { bubbles: true }));
    out.push(performance.now() - t0);
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  }
  return out;
});
const { profile } = await cdp.send('Profiler.stop');
writeFileSync('/tmp/exp/prof.cpuprofile', JSON.stringify(profile));
times.sort((a, b) => a - b);
console.log('sync dispatch median', times[30].toFixed(2), 'p95', times[57].toFixed(2));
// self time by function
const self = new Map(); const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const dt = profile.timeDeltas; let total = 0;
profile.samples.forEach((id, i) => { const n = byId.get(id); const k = n.callFrame.functionName || '(anon ' + n.callFrame.url.split('/').pop() + ')'; self.set(k, (self.get(k) ?? 0) + dt[i]); total += dt[i]; });
const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 45);
for (const [k, v] of top) console.log((v / 1000).toFixed(1).padStart(8), 'ms', k.slice(0, 140));
console.log('total', total / 1000);
await browser.close(); await server.close();
