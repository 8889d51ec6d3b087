// Shared pieces of the end-to-end suite: the system Chromium (never a
// downloaded browser), a page that may not talk to any other origin, axe-core,
// and the widget opened at a fixed clock.
//
//   import { session, openWidget, axeCheck, waitForText } from './helpers.mjs';
//   const s = await session();            // server + browser + page + recorder
//   await openWidget(s.page, s.server, { lang: 'pt-BR' });
//   await axeCheck(s.page, 'phone');
//   s.requests.assertSameOrigin();
//   await s.close();

import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import AxeBuilderModule from '@axe-core/playwright';
import { startServer } from './server.mjs';

const AxeBuilder = AxeBuilderModule.default ?? AxeBuilderModule;

/** The fixed clock of the suite (API.md's `now`). */
export const NOW = '2026-12-19T10:00:00-03:00';

export const VIEWPORTS = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1024, height: 768 },
  kiosk: { width: 1080, height: 1920 },
};

const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

/** Launches Debian's headless Chromium with flags that keep it offline and quiet. */
export function launch() {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/**
 * Records every request of `page` and aborts those outside `origin` (so none
 * reaches the network). `assertSameOrigin()` fails when any was attempted.
 */
export async function recordRequests(page, origin) {
  const all = [];
  const foreign = [];
  const local = (url) => {
    if (/^(data|blob|about):/.test(url)) return true;
    try {
      return new URL(url).origin === origin;
    } catch {
      return false;
    }
  };
  await page.route('**/*', (route) => {
    const url = route.request().url();
    all.push(url);
    if (local(url)) return route.continue();
    foreign.push(url);
    return route.abort('blockedbyclient');
  });
  // Requests that bypass routing still show here.
  page.on('request', (req) => {
    if (!local(req.url()) && !foreign.includes(req.url())) foreign.push(req.url());
  });
  // A service worker's own fetches are neither routed by page.route nor
  // reported on the page: only on its context.
  page.context().on('request', (req) => {
    if (req.serviceWorker() && !local(req.url()) && !foreign.includes(req.url())) foreign.push(req.url());
  });
  return {
    all,
    foreign,
    assertSameOrigin() {
      assert.deepEqual(foreign, [], `requests left the origin ${origin}:\n  ${foreign.join('\n  ')}`);
    },
  };
}

/** Collects uncaught page errors and console errors (the wasm panics show here). */
export function recordErrors(page) {
  const errors = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console.error: ${m.text()}`);
  });
  return {
    errors,
    assertNone() {
      assert.deepEqual(errors, [], `the page reported errors:\n  ${errors.join('\n  ')}`);
    },
  };
}

/**
 * Dismisses every dialog the page opens (an `alert(1)` from injected markup
 * would be one) and returns the list of their messages, to assert empty.
 */
export function recordDialogs(page) {
  const dialogs = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    d.dismiss().catch(() => {});
  });
  return dialogs;
}

/**
 * One test's world: the static server (options go to `startServer`, e.g.
 * `{ csp: true }`), the browser, a page from a fresh context (needed by
 * @axe-core/playwright; `viewport`, e.g. `VIEWPORTS.kiosk`, its size), the
 * request recorder and the error recorder.
 */
export async function session(serverOptions = {}, { viewport } = {}) {
  const server = await startServer(serverOptions);
  const browser = await launch();
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', ...(viewport && { viewport }) });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const requests = await recordRequests(page, server.origin);
  const errors = recordErrors(page);
  return {
    server,
    browser,
    context,
    page,
    requests,
    errors,
    async close() {
      await browser.close().catch(() => {});
      await server.close();
    },
  };
}

/**
 * Opens the widget at `/?now=NOW&...params` (or `path` instead of `/`) and
 * waits until its first result is rendered (`[data-testid=embarque-ready]`).
 */
export async function openWidget(page, server, params = {}, { path = '/' } = {}) {
  const url = new URL(path, server.origin);
  url.searchParams.set('now', NOW);
  for (const [k, v] of Object.entries(params)) {
    // An array: the key repeated (two bags: `bag: ['hold~general~23', …]`).
    if (Array.isArray(v)) v.forEach((x, i) => url.searchParams[i ? 'append' : 'set'](k, String(x)));
    else url.searchParams.set(k, String(v));
  }
  await page.goto(url.href);
  await page.locator('[data-testid=embarque-ready]').waitFor({ state: 'attached', timeout: 30_000 });
  return url;
}

/**
 * Resolves once the widget's deferred work has run: it writes the URL and
 * announces results when the browser is idle (src/ui/app.rs, `when_idle`,
 * within 500 ms), so a check that something is *not* in the URL waits here
 * first, or it could pass before the write.
 */
export async function idleWorkDone(page) {
  await page.evaluate(() => new Promise((r) => requestIdleCallback(() => setTimeout(r, 0), { timeout: 1_000 })));
}

/** The locator of a test id. */
export const byTestId = (page, id) => page.locator(`[data-testid="${id}"]`);

/**
 * Waits until the text of `locator` matches `re` (playwright-core has no
 * `expect`); fails with the last text seen.
 */
export async function waitForText(locator, re, { timeout = 10_000 } = {}) {
  const until = Date.now() + timeout;
  let last = '';
  for (;;) {
    last = ((await locator.first().textContent({ timeout }).catch(() => null)) ?? '').trim();
    if (re.test(last)) return last;
    if (Date.now() > until) {
      assert.fail(`${locator}: text ${JSON.stringify(last)} does not match ${re}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Runs axe-core on the page and fails on any serious or critical violation,
 * listing rule, impact, help and the offending nodes.
 */
export async function axeCheck(page, label = '') {
  // target-size (WCAG 2.2, 2.5.8) too, which axe does not run by default:
  // a phone's finger on a citation link.
  const result = await new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } } }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const text = bad
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n` +
        v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').join(' ')}`).join('\n'),
    )
    .join('\n  ');
  assert.equal(bad.length, 0, `axe${label ? ` [${label}]` : ''}: serious or critical violations:\n  ${text}`);
  return result;
}

/**
 * Records, from now on, every text the page's live regions take (what a
 * screen reader would announce: `aria-live`, `role=status`, `alert` or
 * `log`, not while `aria-live=off`), in order, with a MutationObserver in the page. A region
 * emptied is not recorded (a reader says nothing then), nor a region drawn
 * with its text already in it (readers announce changes to a region that
 * was there, not a new one). Returns a function that resolves to the list
 * of `{ region, text }` recorded so far (`region`: the test id, id or class).
 */
export async function recordLive(page) {
  await page.evaluate(() => {
    // A region is found by its role too, but says nothing while it is
    // `aria-live=off` (a text put in unsaid, widgets::status).
    const LIVE = '[aria-live], [role=status], [role=alert], [role=log]';
    const last = new WeakMap();
    const heard = (window.__embLive = []);
    const text = (el) => el.textContent.replace(/\s+/g, ' ').trim();
    const seen = (node) => {
      if (node.nodeType !== Node.ELEMENT_NODE) return;
      for (const el of [node, ...node.querySelectorAll(LIVE)]) {
        if (el.matches(LIVE) && !last.has(el)) last.set(el, text(el));
      }
    };
    seen(document.body);
    new MutationObserver((records) => {
      const changed = new Set();
      for (const r of records) {
        const at = r.target.nodeType === Node.ELEMENT_NODE ? r.target : r.target.parentElement;
        const region = at?.closest(LIVE);
        // A region drawn just now: its first text is not announced.
        for (const n of r.addedNodes) seen(n);
        if (region && last.has(region)) changed.add(region);
      }
      for (const el of changed) {
        const now = text(el);
        if (now === last.get(el)) continue;
        last.set(el, now);
        if (now && el.getAttribute('aria-live') !== 'off') heard.push({ region: el.dataset.testid || el.id || el.className, text: now });
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => window.__embLive);
}
