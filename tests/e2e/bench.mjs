// Speed of the widget in WebAssembly, in the system Chromium (issue 7). Not a
// test (the suite runs *.test.mjs only): a benchmark that prints figures.
//
//   node tests/e2e/bench.mjs            # needs the release build in dist/
//   node tests/e2e/bench.mjs --json     # one JSON line at the end as well
//
// 1. `evaluate(query)` of /embarque.js (the contract's JS entry point: JSON in,
//    Report out) on the full example query and on each domain alone: warm-up,
//    then ITERATIONS calls timed in batches with performance.now(); the page is
//    cross-origin isolated (COOP/COEP) so the clock has its fine resolution.
//    Prints median and p95 µs per call (over the batches' means).
// 2. Input → result: after `bag-add`, EDITS edits of `bag-0-weight` (an `input`
//    event each), each timed until the text of `baggage-hold-weight` changes
//    (a MutationObserver in the page). Prints median and p95 ms.

import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { startServer } from './server.mjs';
import { launch, openWidget, byTestId } from './helpers.mjs';

const EXAMPLE = fileURLToPath(new URL('../cli/example-query.json', import.meta.url));
const WARMUP = 300;
const BATCH = 20;
const BATCHES = 100; // BATCH × BATCHES = 2000 timed calls per query
const EDITS = 100;

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

const server = await startServer({
  // Cross-origin isolation: performance.now() at 5 µs instead of 100 µs.
  headers: {
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-embedder-policy': 'require-corp',
  },
});
const browser = await launch();
const results = { wasm: {}, inputToResult: null };
try {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', serviceWorkers: 'block' });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openWidget(page, server);

  // 1. evaluate() in WebAssembly.
  for (const [name, [query, decides]] of Object.entries(QUERIES)) {
    const { batches, report, isolated } = await page.evaluate(
      async ({ query, WARMUP, BATCH, BATCHES }) => {
        const m = await import('/embarque.js');
        await m.default(); // already initialised by the page: returns at once
        const report = m.evaluate(query);
        for (let i = 0; i < WARMUP; i++) m.evaluate(query);
        const batches = [];
        for (let b = 0; b < BATCHES; b++) {
          const t0 = performance.now();
          for (let i = 0; i < BATCH; i++) m.evaluate(query);
          batches.push(((performance.now() - t0) * 1000) / BATCH);
        }
        return { batches, report, isolated: self.crossOriginIsolated };
      },
      { query, WARMUP, BATCH, BATCHES },
    );
    if (report.error || !decides(report)) {
      throw new Error(`${name}: the report does not decide its domain: ${JSON.stringify(report).slice(0, 300)}`);
    }
    if (!isolated) console.warn('warning: page not cross-origin isolated: coarse clock');
    results.wasm[name] = stats(batches);
  }

  // 2. Input → result on the loaded page.
  await byTestId(page, 'bag-add').click();
  await byTestId(page, 'bag-0-weight').fill('10');
  await byTestId(page, 'baggage-hold-weight').waitFor({ state: 'attached' });
  const times = await page.evaluate(async (EDITS) => {
    const input = document.querySelector('[data-testid=bag-0-weight]');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const text = () => document.querySelector('[data-testid=baggage-hold-weight]')?.textContent ?? '';
    const out = [];
    for (let i = 0; i < EDITS; i++) {
      const before = text();
      // Weights 11..29 kg, never the current one, so the total always changes.
      const kg = 11 + (i % 19);
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
      input.focus();
      const t0 = performance.now();
      setValue.call(input, String(kg));
      input.dispatchEvent(new Event('input', { bubbles: true }));
      out.push((await done) - t0);
      // Let the frame settle before the next edit, as a typist would.
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    }
    return out;
  }, EDITS);
  results.inputToResult = stats(times);
  if (errors.length) throw new Error(`the page reported errors:\n  ${errors.join('\n  ')}`);
} finally {
  await browser.close().catch(() => {});
  await server.close();
}

const pad = (s, n) => String(s).padEnd(n);
console.log(`wasm evaluate(query) in Chromium, ${BATCH * BATCHES} calls per query (batches of ${BATCH}):`);
console.log(`  ${pad('query', 20)} ${pad('median µs', 10)} p95 µs`);
for (const [name, s] of Object.entries(results.wasm)) {
  console.log(`  ${pad(name, 20)} ${pad(s.median.toFixed(1), 10)} ${s.p95.toFixed(1)}`);
}
const r = results.inputToResult;
console.log(`input → result (bag-0-weight → baggage-hold-weight), ${r.n} edits: median ${r.median.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms`);
if (process.argv.includes('--json')) console.log(JSON.stringify(results));
