// Speed of the widget in the system Chromium (issue 7), next to the floor
// (tests/floor: the smallest Leptos 0.8 CSR page, built as the widget is). Not
// a test (the suite runs *.test.mjs only): a benchmark that prints figures.
// `bash .ci/bench.sh` runs it after the native criterion benchmark.
//
//   node tests/e2e/bench.mjs                      # needs dist/ and tests/floor/dist
//   node tests/e2e/bench.mjs --native FILE        # also judge criterion's figures
//                                                 # (its `--output-format bencher` lines)
//   node tests/e2e/bench.mjs --json               # one JSON line at the end as well
//
// Both builds are served by server.mjs (the widget's dist/ and the floor's
// tests/floor/dist, each on its own port), behind a small front that sends
// them gzip -9 compressed (Content-Encoding: gzip), as any real host would:
// throttled to 200 KB/s, raw bytes would measure the server, not the page.
// The cold load also runs on a third front sending the widget brotli 11
// compressed (Chromium accepts `br` even on plain http to 127.0.0.1): the
// budget and the target are on gzip; this row shows what a host that turns
// brotli on gives its passengers.
//
// 1. `evaluate(query)` of /embarque.js (the contract's JS entry point: JSON in,
//    Report out) on the full example query and on each domain alone: warm-up,
//    then ITERATIONS calls timed in batches with performance.now(); the page is
//    cross-origin isolated (COOP/COEP) so the clock has its fine resolution.
//    Prints median and p95 µs per call (over the batches' means).
// 2. Input → result on the loaded page, EDITS edits, each timed from the event
//    until the result's text changes (a MutationObserver in the page): the
//    widget: `bag-0-weight` (an `input` event) → `baggage-hold-weight`; the
//    floor: a click of its button → its counter text. Unthrottled, then with
//    the CPU slowed 4× (a mid-range phone). Prints median and p95 ms.
// 3. Cold load on a throttled phone, through the Chrome DevTools Protocol:
//    200 KB/s down (1.6 Mbps), 750 kbps up, 150 ms latency, CPU 4× slower
//    (Lighthouse's mobile figures); a fresh browser context per run, HTTP cache
//    cleared and disabled, service workers blocked. Time from navigation start
//    (performance.now() = 0) to the first animation frame after the first
//    result is in the DOM: the widget opened from a shared link
//    (?birth=2006-06-15&idj=1) until `benefit-best-price` shows its price; the
//    floor until its counter text shows; and the first contentful paint (the
//    widget's "Carregando…", the floor's counter). One unmeasured warm-up load each, then
//    LOADS runs, widget, floor and widget (brotli) in turn; prints the median.

import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { startServer } from './server.mjs';
import { launch, openWidget, byTestId, NOW, VIEWPORTS } from './helpers.mjs';

const EXAMPLE = fileURLToPath(new URL('../cli/example-query.json', import.meta.url));
const FLOOR_DIST = fileURLToPath(new URL('../floor/dist', import.meta.url));
// Warm-up per query: at least this many calls and this long, so V8 has
// tiered the wasm up from its baseline compiler (Liftoff) to TurboFan before
// the clock starts (300 calls alone left the first query ~50 % slower).
const WARMUP = 300;
const WARMUP_MS = 1500;
const BATCH = 20;
const BATCHES = 100; // BATCH × BATCHES = 2000 timed calls per query
const EDITS = 100;
const LOADS = 5;
const THROTTLE = {
  network: {
    offline: false,
    latency: 150, // ms
    downloadThroughput: 200_000, // bytes/s = 1.6 Mbps
    uploadThroughput: 93_750, // bytes/s = 750 kbps
    connectionType: 'cellular4g',
  },
  cpu: 4,
};
/** The targets. */
const TARGETS = { nativeUs: 20, wasmUs: 100, firstResultMs: 1000, inputMs: 16 };

/** What each page's first result is. */
const PAGES = {
  widget: {
    path: `/?now=${encodeURIComponent(NOW)}&birth=2006-06-15&idj=1`,
    result: '[data-testid="benefit-best-price"]',
    // input → result
    input: '[data-testid="bag-0-weight"]',
    output: '[data-testid="baggage-hold-weight"]',
    kind: 'input',
  },
  floor: {
    path: '/',
    result: '[data-testid="floor-text"]',
    input: '[data-testid="floor-button"]',
    output: '[data-testid="floor-text"]',
    kind: 'click',
  },
};

const full = JSON.parse(await readFile(EXAMPLE, 'utf8'));
const only = (sections) => ({ now: full.now, trip: full.trip, ...sections });

/** The same queries as tests/bench/evaluate.rs, each with the section it must decide. */
const QUERIES = {
  full: [full, (r) => r.benefits.length && r.refund && r.baggage && r.pets.length && r.minor],
  benefits: [
    only({
      passenger: { birthDate: '1958-03-10', elderlyIncomeProof: true, occupiesSeat: true },
      seats: full.seats,
    }),
    (r) => r.benefits.length,
  ],
  refund_withdrawal: [only({ ticket: full.ticket, request: full.request }), (r) => r.refund],
  baggage: [only({ baggage: full.baggage }), (r) => r.baggage],
  pets: [only({ pets: full.pets }), (r) => r.pets.length],
  minor_companions: [
    only({
      passenger: {
        birthDate: '2016-03-10',
        companions: [
          { relation: 'grandparent', age: 68, kinshipProof: true },
          { relation: 'uncle_aunt', age: 35, kinshipProof: true },
        ],
      },
    }),
    (r) => r.minor,
  ],
};

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return { median: quantile(s, 0.5), p95: quantile(s, 0.95), n: s.length };
};

/** criterion's bencher lines (`test GROUP/NAME ... bench: N ns/iter (+/- D)`) → { 'GROUP/NAME': µs }. */
async function readNative(file) {
  const out = {};
  for (const line of (await readFile(file, 'utf8')).split('\n')) {
    const m = /^test (\S+) \.\.\. bench:\s+([\d,]+) ns\/iter/.exec(line);
    if (m) out[m[1]] = Number(m[2].replaceAll(',', '')) / 1000;
  }
  return out;
}

/** The two encodings a host serves: gzip -9 (what the budget counts), brotli 11. */
const ENCODERS = {
  gzip: (raw) => gzipSync(raw, { level: 9 }),
  br: (raw) => brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
};

/**
 * A front for `upstream` (a server.mjs server) that sends every response
 * compressed with `encoding` (`gzip` or `br`) when the browser accepts it.
 * Bodies are fetched and compressed once per path (`warm()` does it before
 * anything is timed), so the timed loads do not wait for the compressor.
 */
async function compressFront(upstream, encoding = 'gzip') {
  const HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date']);
  const cache = new Map();
  const get = (path) => {
    if (!cache.has(path)) {
      cache.set(
        path,
        (async () => {
          const r = await fetch(upstream.url(path));
          const raw = Buffer.from(await r.arrayBuffer());
          const headers = {};
          for (const [k, v] of r.headers) if (!HOP.has(k)) headers[k] = v;
          return { status: r.status, headers, raw, packed: ENCODERS[encoding](raw) };
        })(),
      );
    }
    return cache.get(path);
  };
  const server = createServer(async (req, res) => {
    try {
      const { status, headers, raw, packed } = await get(new URL(req.url, 'http://x').pathname);
      const accepts = new RegExp(`\\b${encoding}\\b`).test(req.headers['accept-encoding'] ?? '');
      const body = accepts ? packed : raw;
      res.writeHead(status, {
        ...headers,
        ...(accepts ? { 'content-encoding': encoding } : {}),
        vary: 'accept-encoding',
        'content-length': body.length,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (e) {
      res.writeHead(502, { 'content-type': 'text/plain' }).end(String(e));
    }
  });
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', ok);
  });
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    url: (path = '/') => new URL(path, origin).href,
    warm: (paths) => Promise.all(paths.map(get)),
    close: async () => {
      await new Promise((ok) => {
        server.closeAllConnections?.();
        server.close(() => ok());
      });
      await upstream.close();
    },
  };
}

/** Runs in the page before any of its scripts: notes when `selector` first shows text. */
function watchFirstResult(selector) {
  const shown = () => (document.querySelector(selector)?.textContent ?? '').trim() !== '';
  const obs = new MutationObserver(() => {
    if (!shown()) return;
    obs.disconnect();
    const dom = performance.now();
    requestAnimationFrame(() => {
      const frame = performance.now();
      const loaded = Math.max(0, ...performance.getEntriesByType('resource').map((e) => e.responseEnd));
      // The first text painted: the widget's "Carregando…" (boot.js), the floor's counter.
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? frame;
      window.__firstResult = { dom, frame, loaded, paint };
    });
  });
  obs.observe(document, { subtree: true, childList: true, characterData: true });
}

/** Sets the CPU throttling rate of `page` (1 = none). */
async function throttleCpu(page, rate) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

/**
 * A fixed amount of JavaScript work, in ms: compared with and without the CPU
 * throttle, it shows the throttle is in effect.
 */
const spin = (page) =>
  page.evaluate(() => {
    const t0 = performance.now();
    let x = 0;
    for (let i = 0; i < 3e6; i++) x = (x * 31 + i) % 1000003;
    return performance.now() - t0 + (x < 0 ? 1 : 0);
  });

/** One cold load of `url` on a fresh context, throttled; resolves to the page's timings (ms). */
async function coldLoad(browser, url, selector) {
  const context = await browser.newContext({
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    serviceWorkers: 'block',
    viewport: VIEWPORTS.phone,
  });
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', THROTTLE.network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpu });
    let bytes = 0;
    cdp.on('Network.loadingFinished', (e) => {
      bytes += e.encodedDataLength;
    });
    await page.addInitScript(watchFirstResult, selector);
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    const handle = await page.waitForFunction(() => window.__firstResult, null, { timeout: 60_000, polling: 100 });
    const t = await handle.jsonValue();
    if (errors.length) throw new Error(`${url}: the page reported errors:\n  ${errors.join('\n  ')}`);
    return { ...t, bytes, spin: await spin(page) };
  } finally {
    await context.close().catch(() => {});
  }
}

/** EDITS edits on the loaded `page`, each timed until the text of `output` changes (ms). */
function inputToResult(page, { input, output, kind }) {
  return page.evaluate(
    async ({ EDITS, input, output, kind }) => {
      const el = document.querySelector(input);
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      const text = () => document.querySelector(output)?.textContent ?? '';
      const out = [];
      for (let i = 0; i < EDITS; i++) {
        const before = text();
        const done = new Promise((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`edit ${i}: no update within 2 s (${before})`)), 2000);
          const obs = new MutationObserver(() => {
            if (text() !== before) {
              const t = performance.now();
              obs.disconnect();
              clearTimeout(timer);
              resolve(t);
            }
          });
          obs.observe(document.body, { subtree: true, childList: true, characterData: true });
        });
        const t0 = performance.now();
        if (kind === 'click') {
          el.click();
        } else {
          el.focus();
          // Weights 11..29 kg, never the current one, so the total always changes.
          setValue.call(el, String(11 + (i % 19)));
          el.dispatchEvent(new Event('input', { bubbles: true }));
        }
        out.push((await done) - t0);
        // Let the frame settle before the next edit, as a typist would.
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      }
      return out;
    },
    { EDITS, input, output, kind },
  );
}

const native = process.argv.includes('--native')
  ? await readNative(process.argv[process.argv.indexOf('--native') + 1])
  : null;

// Cross-origin isolation: performance.now() at 5 µs instead of 100 µs.
const ISOLATED = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-embedder-policy': 'require-corp',
};
const servers = {
  widget: await compressFront(await startServer({ headers: ISOLATED })),
  floor: await compressFront(await startServer({ root: FLOOR_DIST, headers: ISOLATED })),
  // The same build served brotli-compressed, as most hosts can: not a target
  // (the budget counts gzip), the figure a carrier gets by turning it on.
  'widget br': await compressFront(await startServer({ headers: ISOLATED }), 'br'),
};
const browser = await launch();
const results = { chromium: browser.version(), wasm: {}, inputToResult: {}, coldLoad: {}, throttleCheck: {} };
try {
  // 1 and 2 on a warm, loaded page.
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', serviceWorkers: 'block' });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openWidget(page, servers.widget);

  // 1. evaluate() in WebAssembly.
  for (const [name, [query, decides]] of Object.entries(QUERIES)) {
    const { batches, report, isolated } = await page.evaluate(
      async ({ query, WARMUP, WARMUP_MS, BATCH, BATCHES }) => {
        const m = await import('/embarque.js');
        await m.default(); // already initialised by the page: returns at once
        const report = m.evaluate(query);
        const warm = performance.now();
        for (let i = 0; i < WARMUP || performance.now() - warm < WARMUP_MS; i++) m.evaluate(query);
        const batches = [];
        for (let b = 0; b < BATCHES; b++) {
          const t0 = performance.now();
          for (let i = 0; i < BATCH; i++) m.evaluate(query);
          batches.push(((performance.now() - t0) * 1000) / BATCH);
        }
        return { batches, report, isolated: self.crossOriginIsolated };
      },
      { query, WARMUP, WARMUP_MS, BATCH, BATCHES },
    );
    if (report.error || !decides(report)) {
      throw new Error(`${name}: the report does not decide its domain: ${JSON.stringify(report).slice(0, 300)}`);
    }
    if (!isolated) console.warn('warning: page not cross-origin isolated: coarse clock');
    results.wasm[name] = stats(batches);
  }

  // 2. Input → result on the loaded page: the widget, then the floor (each
  // page alone in front, so its animation frames are not paused).
  await byTestId(page, 'bag-add').click();
  await byTestId(page, 'bag-0-weight').fill('10');
  await byTestId(page, 'baggage-hold-weight').waitFor({ state: 'attached' });
  const measureInput = async (name, p) => {
    const plain = stats(await inputToResult(p, PAGES[name]));
    const spinPlain = await spin(p);
    const cdp = await throttleCpu(p, THROTTLE.cpu);
    const cpu4 = stats(await inputToResult(p, PAGES[name]));
    const spinSlow = await spin(p);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    results.inputToResult[name] = { plain, cpu4 };
    results.throttleCheck[name] = spinSlow / spinPlain;
  };
  await measureInput('widget', page);
  await page.close();
  const floorPage = await context.newPage();
  floorPage.on('pageerror', (e) => errors.push(`floor: ${e.message}`));
  await floorPage.goto(servers.floor.url(PAGES.floor.path));
  await floorPage.locator(PAGES.floor.result).waitFor({ state: 'attached' });
  await measureInput('floor', floorPage);
  await context.close();
  if (errors.length) throw new Error(`the page reported errors:\n  ${errors.join('\n  ')}`);

  // 3. Cold loads, throttled. Warm-up: compress every asset, start Chromium's
  // code paths; not timed.
  const loads = { widget: [], floor: [], 'widget br': [] };
  const PAGE = { widget: 'widget', floor: 'floor', 'widget br': 'widget' };
  for (const name of Object.keys(loads)) {
    await coldLoad(browser, servers[name].url(PAGES[PAGE[name]].path), PAGES[PAGE[name]].result);
  }
  for (let i = 0; i < LOADS; i++) {
    for (const name of Object.keys(loads)) {
      loads[name].push(await coldLoad(browser, servers[name].url(PAGES[PAGE[name]].path), PAGES[PAGE[name]].result));
    }
  }
  for (const [name, runs] of Object.entries(loads)) {
    const median = (k) => stats(runs.map((r) => r[k])).median;
    results.coldLoad[name] = {
      runs: runs.map((r) => Math.round(r.frame)),
      firstResult: median('frame'),
      dom: median('dom'),
      paint: median('paint'),
      loaded: median('loaded'),
      bytes: median('bytes'),
      spin: median('spin'),
    };
  }
} finally {
  await browser.close().catch(() => {});
  for (const server of Object.values(servers)) await server.close();
}

const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);
const ms = (x) => `${x.toFixed(x < 10 ? 2 : 1)} ms`;
console.log(`Chromium ${results.chromium}`);
console.log();
console.log(`wasm evaluate(query) in Chromium, ${BATCH * BATCHES} calls per query (batches of ${BATCH}):`);
console.log(`  ${pad('query', 20)} ${pad('median µs', 10)} p95 µs`);
for (const [name, s] of Object.entries(results.wasm)) {
  console.log(`  ${pad(name, 20)} ${pad(s.median.toFixed(1), 10)} ${s.p95.toFixed(1)}`);
}
console.log();
console.log(`input → result on the loaded page, ${EDITS} edits (median / p95):`);
console.log(`  widget (bag-0-weight → baggage-hold-weight) and floor (button click → counter text)`);
console.log(`  ${pad('', 8)} ${pad('CPU 1×', 22)} CPU ${THROTTLE.cpu}× (throttle check: a fixed loop ran N× slower)`);
for (const [name, r] of Object.entries(results.inputToResult)) {
  const cell = (s) => `${s.median.toFixed(2)} / ${s.p95.toFixed(2)} ms`;
  console.log(`  ${pad(name, 8)} ${pad(cell(r.plain), 22)} ${cell(r.cpu4)} (${results.throttleCheck[name].toFixed(1)}×)`);
}
console.log();
const n = THROTTLE.network;
console.log(
  `cold load, ${n.downloadThroughput / 1000} KB/s down, ${(n.uploadThroughput * 8) / 1000} kbps up, ` +
    `${n.latency} ms latency, CPU ${THROTTLE.cpu}× slower, no cache, no service worker, gzip -9 responses (widget br: brotli 11); ` +
    `median of ${LOADS} runs (ms from navigation start):`,
);
console.log(`  ${pad('', 10)} ${lpad('first result', 11)} ${lpad('in DOM', 8)} ${lpad('first paint', 12)} ${lpad('downloads done', 15)} ${lpad('bytes in', 10)}   runs`);
for (const [name, c] of Object.entries(results.coldLoad)) {
  console.log(
    `  ${pad(name, 10)} ${lpad(c.firstResult.toFixed(0), 11)} ${lpad(c.dom.toFixed(0), 8)} ${lpad(c.paint.toFixed(0), 12)} ${lpad(c.loaded.toFixed(0), 15)} ` +
      `${lpad(c.bytes, 10)}   ${c.runs.join(', ')}`,
  );
}
const w = results.coldLoad.widget;
const f = results.coldLoad.floor;
console.log(`  widget − floor: +${(w.firstResult - f.firstResult).toFixed(0)} ms; widget / floor: ${(w.firstResult / f.firstResult).toFixed(2)}×`);
const spinPlain = results.throttleCheck.widget ? w.spin / results.throttleCheck.widget : NaN;
console.log(`  (CPU throttle check: a fixed JS loop ran ${(w.spin / spinPlain).toFixed(1)}× slower in the loading widget page)`);

// Against the targets: medians, and p95 for input → result.
const rows = [];
const row = (what, got, max, unit, value) =>
  rows.push([what, got, max === undefined ? '' : `≤ ${max} ${unit}`, max === undefined ? '' : value <= max ? 'ok' : 'OVER']);
for (const key of ['evaluate_json/full', 'evaluate/full']) {
  const us = native?.[key];
  if (us !== undefined) row(`evaluate, full query, native (${key})`, `${us.toFixed(2)} µs`, TARGETS.nativeUs, 'µs', us);
}
const wf = results.wasm.full;
row('evaluate, full query, wasm (median)', `${wf.median.toFixed(1)} µs`, TARGETS.wasmUs, 'µs', wf.median);
// The issue sets the target on the call, not on a percentile; the p95 is
// judged too, so that a median just under it is not read as a margin.
row('evaluate, full query, wasm (p95)', `${wf.p95.toFixed(1)} µs`, TARGETS.wasmUs, 'µs', wf.p95);
row('first rendered result, cold, throttled (median)', `${w.firstResult.toFixed(0)} ms`, TARGETS.firstResultMs, 'ms', w.firstResult);
row('  the floor, same conditions', `${f.firstResult.toFixed(0)} ms`);
const wb = results.coldLoad['widget br'];
row('  the widget served brotli (not a target)', `${wb.firstResult.toFixed(0)} ms`);
const it = results.inputToResult;
row('input → result p95, CPU 1×', ms(it.widget.plain.p95), TARGETS.inputMs, 'ms', it.widget.plain.p95);
row(`input → result p95, CPU ${THROTTLE.cpu}×`, ms(it.widget.cpu4.p95), TARGETS.inputMs, 'ms', it.widget.cpu4.p95);
row(`  the floor, CPU 1×; ${THROTTLE.cpu}×`, `${ms(it.floor.plain.p95)}; ${ms(it.floor.cpu4.p95)}`);
console.log();
console.log('widget against the targets of issue 7:');
for (const [what, got, target, verdict] of rows) {
  console.log(`  ${pad(what, 50)} ${pad(got, 22)} ${pad(target, 10)} ${verdict}`.trimEnd());
}
if (process.argv.includes('--json')) console.log(JSON.stringify({ ...results, native }));
