// The first load fetches each asset once: index.html preloads embarque.js
// (modulepreload) and the wasm (preload as fetch) in parallel with boot.js, and
// the loader must then use those preloaded responses. A preload that does not
// match the loader's request (mode, credentials, URL) would download the
// 800 KB wasm twice on a passenger's mobile data; this test fails if it does.
// The law texts (591 of the page's 969 elements) are built after the first
// result is painted (src/ui/app.rs): the last test checks the order.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openWidget, recordErrors, waitForText } from './helpers.mjs';
import { startServer } from './server.mjs';

test('cold load: every asset fetched once, the preloads used, under the strict CSP', async () => {
  const server = await startServer({ csp: true });
  const browser = await launch();
  try {
    // No service worker: this server sends `no-store`, so its install would
    // fetch the assets again (offline.test.mjs checks that from a host with
    // validators it does not).
    const context = await browser.newContext({ locale: 'pt-BR', serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors = recordErrors(page);
    const warnings = [];
    page.on('console', (m) => {
      if (m.type() === 'warning' && /preload/i.test(m.text())) warnings.push(m.text());
    });
    const fetched = new Map();
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      fetched.set(path, (fetched.get(path) ?? 0) + 1);
    });
    await openWidget(page, server);
    // The preloads are there: without them each asset is fetched once too.
    const preloads = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel=modulepreload], link[rel=preload]')].map((l) =>
        [l.rel, l.getAttribute('as'), new URL(l.href).pathname].filter(Boolean).join(' '),
      ),
    );
    assert.deepEqual(preloads.sort(), ['modulepreload /embarque.js', 'preload fetch /embarque_bg.wasm']);
    // Chromium reports an unused preload a few seconds after the load.
    await page.waitForTimeout(3_500);
    for (const asset of ['/', '/boot.js', '/embarque.js', '/embarque_bg.wasm', '/embarque.css']) {
      assert.equal(fetched.get(asset), 1, `${asset} fetched ${fetched.get(asset) ?? 0} times: ${JSON.stringify([...fetched])}`);
    }
    assert.deepEqual(warnings, []);
    errors.assertNone(); // a CSP violation is a console error
  } finally {
    await browser.close().catch(() => {});
    await server.close();
  }
});

test('the standalone page works from a subpath (relative asset URLs)', async () => {
  const { cpSync, mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const { DIST } = await import('./server.mjs');
  // A carrier's site with the widget's dist/ copied to /embarque/.
  const root = mkdtempSync(join(tmpdir(), 'embarque-subpath-'));
  cpSync(join(DIST, 'index.html'), join(root, 'index.html'));
  cpSync(DIST, join(root, 'embarque'), { recursive: true });
  const server = await startServer({ root, csp: true });
  const browser = await launch();
  try {
    const page = await (await browser.newContext({ locale: 'pt-BR' })).newPage();
    const errors = recordErrors(page);
    const missing = [];
    page.on('response', (r) => {
      if (r.status() >= 400) missing.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
    await openWidget(page, server, {}, { path: '/embarque/' });
    // The stylesheet applied: the widget's title is bold.
    assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('.emb-title')).fontWeight), '700');
    assert.deepEqual(missing, []);
    errors.assertNone();
  } finally {
    await browser.close().catch(() => {});
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
});

test('the first result is painted before the law texts are built', async () => {
  const server = await startServer({ csp: true });
  const browser = await launch();
  try {
    const page = await (await browser.newContext({ locale: 'pt-BR', serviceWorkers: 'block' })).newPage();
    const errors = recordErrors(page);
    // Records, from the page's first instant, the animation frame in which
    // the first result is in the DOM and the one in which the law section is.
    await page.addInitScript(() => {
      let frame = 0;
      const tick = () => {
        frame++;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      window.__seen = {};
      const obs = new MutationObserver(() => {
        for (const [k, sel] of [['result', '[data-testid="benefit-best-price"]'], ['laws', '[data-testid="laws"]']]) {
          if (window.__seen[k] === undefined && document.querySelector(sel)?.textContent.trim()) window.__seen[k] = frame;
        }
      });
      obs.observe(document, { subtree: true, childList: true, characterData: true });
    });
    await openWidget(page, server, { birth: '2006-06-15', idj: 1 });
    await page.locator('[data-testid="laws"] [data-testid="law-count"]').waitFor({ state: 'attached' });
    const seen = await page.evaluate(() => window.__seen);
    assert.ok(seen.result !== undefined && seen.laws !== undefined, JSON.stringify(seen));
    assert.ok(seen.laws > seen.result, `the law section came in frame ${seen.laws}, the result in ${seen.result}`);
    errors.assertNone();
  } finally {
    await browser.close().catch(() => {});
    await server.close();
  }
});

// Mobile data in the interior drops mid-download: the page said nothing, an
// empty white box (boot.js left init's rejection unhandled, and a failed
// embarque.js stopped boot.js itself). Now it says so, in the page's
// language, with a button that tries again.
for (const [asset, kiosk] of [['embarque_bg.wasm'], ['embarque.js'], ['embarque_bg.wasm', true]]) {
  test(`a failed download of ${asset} says so and offers to try again${kiosk ? ' (kiosk)' : ''}`, async () => {
    const server = await startServer({ csp: true });
    const browser = await launch();
    try {
      const context = await browser.newContext({ locale: 'en-US', serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.route(`**/${asset}*`, (route) => route.abort('internetdisconnected'));
      await page.goto(`${server.origin}/?lang=es${kiosk ? '&mode=kiosk' : ''}`);
      const alert = page.locator('#embarque [role=alert][data-testid=embarque-load-failed]');
      await alert.waitFor({ timeout: 15_000 });
      assert.match(await alert.innerText(), /No se pudo cargar/);
      // At the kiosk, its type and its 56 px touch target.
      const retry = page.getByRole('button', { name: 'Intentar de nuevo' });
      const [px, height] = await retry.evaluate((e) => [parseFloat(getComputedStyle(e).fontSize), e.getBoundingClientRect().height]);
      assert.ok(kiosk ? px >= 24 && height >= 56 : px >= 16 && height >= 44, `${px} px, ${height} px high`);
      assert.equal(await page.locator('[data-testid=embarque-loading]').count(), 0);
      await page.unroute(`**/${asset}*`);
      await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
      await page.locator('[data-testid=embarque-ready]').waitFor({ state: 'attached', timeout: 30_000 });
      assert.equal(await alert.count(), 0);
    } finally {
      await browser.close().catch(() => {});
      await server.close();
    }
  });
}

// Weak mobile data stalls more often than it fails: a download that stops
// sending left "Carregando o Embarque…" on screen for good, with no way on
// but a reload the passenger had to think of (an offline pass, a helper's).
// After 20 s the line says so and offers to try again, the download going on.
for (const kiosk of [false, true]) {
  test(`a download that stalls says so after 20 s and offers to try again${kiosk ? ' (kiosk)' : ''}`, async () => {
    const server = await startServer({ csp: true });
    const browser = await launch();
    try {
      const context = await browser.newContext({ locale: 'pt-BR', serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.clock.install();
      let release;
      let passThrough = false;
      const held = new Promise((r) => (release = r));
      await page.route('**/embarque_bg.wasm*', async (route) => {
        if (!passThrough) await held;
        await route.continue().catch(() => {});
      });
      await page.goto(`${server.origin}/?lang=en${kiosk ? '&mode=kiosk' : ''}`);
      const loading = page.locator('#embarque [data-testid=embarque-loading]');
      await loading.waitFor();
      await page.clock.runFor(19_000);
      assert.equal(await page.locator('[data-testid=embarque-slow-retry]').count(), 0, 'not before 20 s');
      await page.clock.runFor(1_000);
      await waitForText(loading, /^Loading Embarque… This is taking long: the connection seems slow\.\s*Try again$/);
      const retry = page.getByRole('button', { name: 'Try again' });
      const height = await retry.evaluate((e) => e.getBoundingClientRect().height);
      assert.ok(height >= (kiosk ? 56 : 44), `${height} px high`);
      if (kiosk) {
        // A stall that never ends: the button loads the page again.
        passThrough = true;
        await retry.click();
      } else {
        // The download goes on: once it arrives the widget is drawn.
        release();
      }
      await page.locator('[data-testid=embarque-ready]').waitFor({ state: 'attached', timeout: 30_000 });
      assert.equal(await loading.count(), 0);
      release();
    } finally {
      await browser.close().catch(() => {});
      await server.close();
    }
  });
}

// boot.js itself may fail to download: nothing ran, and the page stayed
// white (an offline pass). index.html carries its own line, which boot.js
// removes at once and the stylesheet shows after 20 s, with a link that
// loads the page again.
test('if boot.js never runs, the page says so after 20 s with a link to try again', async () => {
  const server = await startServer({ csp: true });
  const browser = await launch();
  try {
    const context = await browser.newContext({ locale: 'pt-BR', serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.route('**/boot.js*', (route) => route.abort('internetdisconnected'));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Animation.enable');
    // The 20 s delay of the stylesheet, played 100 times faster.
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 100 });
    await page.goto(`${server.origin}/`);
    const line = page.locator('#embarque [data-testid=embarque-boot-failed]');
    await line.waitFor({ state: 'visible', timeout: 15_000 });
    assert.match(await line.innerText(), /Não foi possível carregar o Embarque\.[^]*could not be loaded[^]*No se pudo cargar/);
    // A finger's target, at the kiosk too (a plain 21 px link, split over two lines).
    const height = await line.getByRole('link').evaluate((e) => e.getBoundingClientRect().height);
    assert.ok(height >= 56, `${height} px high`);
    await page.unroute('**/boot.js*');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
    await line.getByRole('link', { name: /Tentar de novo/ }).click();
    await page.locator('[data-testid=embarque-ready]').waitFor({ state: 'attached', timeout: 30_000 });
    assert.equal(await line.count(), 0, 'boot.js removes it');
  } finally {
    await browser.close().catch(() => {});
    await server.close();
  }
});

// On mobile data the page is 358 KB to download (2.5 s at 1.6 Mbps, many
// more on a weak signal): it stayed a white page until the widget came, and
// looked broken. boot.js says it is loading, in the link's language, and
// takes that away once the widget is drawn.
// At the kiosk it says so in the kiosk's type (24 px), not the page's 16 px.
// Without a language in the link, the browser's, as the widget takes it
// (an English browser read "Carregando…"), and a link's `EN` as `en`.
for (const [lang, text, kiosk, locale = 'pt-BR'] of [
  ['', /^Carregando o Embarque…$/],
  ['en', /^Loading Embarque…$/],
  ['es', /^Cargando Embarque…$/],
  ['es', /^Cargando Embarque…$/, true],
  ['', /^Loading Embarque…$/, false, 'en-US'],
  ['', /^Cargando Embarque…$/, false, 'es-AR'],
  ['EN', /^Loading Embarque…$/],
  ['esp', /^Cargando Embarque…$/],
]) {
  test(`while the widget downloads the page says so (${lang || 'pt-BR'}${kiosk ? ', kiosk' : ''}, a ${locale} browser)`, async () => {
    const server = await startServer({ csp: true });
    const browser = await launch();
    try {
      const context = await browser.newContext({ locale, serviceWorkers: 'block' });
      const page = await context.newPage();
      const errors = recordErrors(page);
      let release;
      const held = new Promise((r) => (release = r));
      await page.route('**/embarque_bg.wasm*', async (route) => {
        await held;
        await route.continue();
      });
      const query = new URLSearchParams(lang ? { lang } : {});
      if (kiosk) query.set('mode', 'kiosk');
      await page.goto(`${server.origin}/?${query}`);
      const loading = page.locator('#embarque [data-testid=embarque-loading]');
      await loading.waitFor();
      assert.match(await loading.innerText(), text);
      assert.equal(await page.locator('#embarque [data-testid=embarque-boot-failed]').count(), 0);
      assert.equal(await loading.getAttribute('role'), 'status');
      assert.ok(await loading.isVisible());
      const px = await loading.evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
      assert.equal(px, kiosk ? 24 : 16);
      release();
      await page.locator('[data-testid=embarque-ready]').waitFor({ state: 'attached', timeout: 30_000 });
      assert.equal(await loading.count(), 0);
      errors.assertNone();
    } finally {
      await browser.close().catch(() => {});
      await server.close();
    }
  });
}
