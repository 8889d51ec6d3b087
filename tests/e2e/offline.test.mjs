// Offline (issue 6): the service worker caches the built assets, so once the
// page has loaded, a kiosk whose network is cut reloads and still renders
// and evaluates, without a single request reaching the server.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { byTestId, openWidget, session, waitForText } from './helpers.mjs';

/** What sw.js caches at install (its ASSETS), as paths. */
const CACHED = ['/', '/boot.js', '/embarque.css', '/embarque.js', '/embarque_bg.wasm', '/icon.svg', '/index.html'];

/** The paths in the worker's cache, once it is installed. */
const cachedPaths = (page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    const names = await caches.keys();
    const cache = await caches.open(names.find((n) => n.startsWith('embarque-')));
    return (await cache.keys()).map((r) => new URL(r.url).pathname).sort();
  });

describe('offline after the first load', () => {
  let s;
  before(async () => {
    s = await session({ csp: true });
  });
  after(async () => {
    await s?.close();
  });

  test('the service worker takes control of the page', async () => {
    const { page } = s;
    await openWidget(page, s.server, { mode: 'kiosk' });
    const controlled = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
      }
      return navigator.serviceWorker.controller?.scriptURL;
    });
    assert.match(controlled, /\/sw\.js$/);
    assert.deepEqual(await cachedPaths(page), CACHED);
  });

  test('with the network cut, a reload still renders and evaluates', async () => {
    const { page, context, server } = s;
    await context.setOffline(true);
    const before = server.requests.length;
    await page.reload();
    await page.locator('[data-testid=embarque-ready]').waitFor({ state: 'attached', timeout: 30_000 });
    await byTestId(page, 'passenger-birth').fill('2006-05-01');
    await waitForText(byTestId(page, 'passenger-age'), /\b20\b/);
    const late = server.requests.slice(before).map((r) => r.path);
    assert.deepEqual(late, [], 'no request reached the server');
    await context.setOffline(false);
    s.errors.assertNone();
  });
});

// The service worker's install fetches the assets the page has just loaded.
// From a host that sends validators (ETag, Last-Modified: any static server),
// those fetches must come from the browser's HTTP cache, so a passenger on
// mobile data downloads the widget once, not twice (README, "Offline").
describe('first visit from a common static host', () => {
  test('each asset body is downloaded once, and the worker caches them all', async () => {
    const s = await session({ csp: true, validators: true });
    try {
      const { page, server } = s;
      await openWidget(page, server);
      assert.deepEqual(await cachedPaths(page), CACHED);
      const bodies = new Map();
      for (const r of server.requests) if (r.status === 200) bodies.set(r.path, (bodies.get(r.path) ?? 0) + 1);
      for (const asset of ['/boot.js', '/embarque.js', '/embarque_bg.wasm', '/embarque.css']) {
        assert.equal(bodies.get(asset), 1, `${asset}: ${JSON.stringify(server.requests)}`);
      }
      // The favicon (226 B) is fetched when Chromium chooses, after the
      // load: when that is during the worker's install, neither request
      // finds the other's response in the HTTP cache yet (seen once in four
      // full runs). Twice at most.
      const icon = bodies.get('/icon.svg') ?? 0;
      assert.ok(icon >= 1 && icon <= 2, `/icon.svg: ${JSON.stringify(server.requests)}`);
      s.errors.assertNone();
    } finally {
      await s.close();
    }
  });
});
