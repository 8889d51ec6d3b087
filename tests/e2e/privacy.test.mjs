// Privacy, security and keyboard access on the release build (issue 7,
// "Privacy and security" and "Accessibility"), under the strict CSP a careful
// carrier sends:
// 1. A full session (birth date, fare, two bags, a companion, a pet, a refund
//    situation) in each mode (standard page, `?mode=kiosk`, the carrier host
//    page /hosts/plain.html) and each language: no request outside the page's
//    origin, and no personal value (birth date, fare, companion age) in
//    cookies, localStorage, sessionStorage, IndexedDB or Cache Storage
//    (other than the built assets the service worker caches).
// 2. Zero `securitypolicyviolation` events in every one of those sessions.
// 3. `<img src=x onerror=alert(1)>` typed in every free-text field (the
//    refusal notice's carrier and place, the law search, every text input)
//    creates no element and opens no dialog.
// 4. Keyboard alone: Tab from the top to the baggage "add" button, Enter,
//    type a weight, the verdict shows; the verdict is announced by an
//    `aria-live` region. A date typed digit by digit passes through years
//    such as 0002: no live region says those passing errors, only the one
//    that stands once the typing stops.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { byTestId, openWidget, recordDialogs, recordLive, session, waitForText } from './helpers.mjs';

// A 10-year-old (companion section shown), a fare and a companion age that
// are unlikely to occur by chance.
const BIRTH = '2016-05-01';
const FARE = '387';
const COMPANION_AGE = '67';
const EVIL = '<img src=x onerror=alert(1)>';

/** The personal values as regular expressions (digits not part of a longer number). */
const PERSONAL = [
  ['birth date', /2016-05-01|01\/05\/2016|05\/01\/2016|20160501/],
  // In reais or in cents (the Query's `fareCents`: 38700).
  ['fare', /(?<![0-9])387(?:[.,]?00)?(?![0-9])/],
  ['companion age', /(?<![0-9])67(?![0-9])/],
];

/** The service worker's built assets (dist/sw.js ASSETS), as paths. */
const ASSETS = new Set(['/', '/index.html', '/embarque.js', '/embarque_bg.wasm', '/embarque.css', '/boot.js', '/icon.svg']);

const MODES = {
  standard: { path: '/', params: {} },
  kiosk: { path: '/', params: { mode: 'kiosk' } },
  host: { path: '/hosts/plain.html', params: {} },
};
const LANGS = ['pt-BR', 'en', 'es'];

/** Records CSP violations from the first script on (init scripts are not subject to the page's CSP). */
async function recordCsp(page) {
  const console = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) console.push(m.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return {
    async all(page) {
      const events = await page.evaluate(() => window.__cspViolations ?? []);
      return [...events, ...console.map((c) => `console: ${c}`)];
    },
  };
}

const visible = (locator) =>
  locator
    .first()
    .evaluate((el) => el.getClientRects().length > 0)
    .catch(() => false);

/**
 * Makes the element of test id `id` visible: in kiosk mode it may sit on
 * another step, so walk Next, then Back, until it shows.
 */
async function reveal(page, id) {
  const el = byTestId(page, id);
  if (await visible(el)) return el;
  for (const dir of ['kiosk-next', 'kiosk-back']) {
    for (let i = 0; i < 3; i++) {
      const button = byTestId(page, dir).first();
      if (!(await button.count()) || (await button.isDisabled())) break;
      await button.click();
      if (await visible(el)) return el;
    }
  }
  await el.first().waitFor({ state: 'visible', timeout: 5_000 });
  return el;
}

/** Fills a whole booking check; returns the radio picked. */
async function fullSession(page) {
  await (await reveal(page, 'passenger-birth')).fill(BIRTH);
  await waitForText(byTestId(page, 'passenger-age'), /\b10\b/);
  await (await reveal(page, 'ticket-fare')).fill(FARE);
  const add = await reveal(page, 'bag-add');
  await add.click();
  await add.click();
  await (await reveal(page, 'bag-0-weight')).fill('20');
  await (await reveal(page, 'bag-1-weight')).fill('14');
  await byTestId(page, 'bag-1-verdict').waitFor();
  await (await reveal(page, 'companion-add')).click();
  await (await reveal(page, 'companion-0-relation')).selectOption('grandparent');
  await (await reveal(page, 'companion-0-age')).fill(COMPANION_AGE);
  await (await reveal(page, 'pet-add')).click();
  await (await reveal(page, 'pet-0-weight')).fill('6');
  await byTestId(page, 'pet-0-verdict').waitFor();
  const kinds = await reveal(page, 'request-kind');
  await kinds.locator('input[type=radio]').first().check();
  await byTestId(page, 'refund-result').or(byTestId(page, 'refund-pick')).first().waitFor();
}

/** Everything the page stored on the client, as text per place. */
function dumpStorage(page) {
  return page.evaluate(async (assets) => {
    const out = { cookie: document.cookie, localStorage: {}, sessionStorage: {}, indexedDB: {}, caches: {} };
    for (const [k, store] of [['localStorage', localStorage], ['sessionStorage', sessionStorage]]) {
      for (let i = 0; i < store.length; i++) out[k][store.key(i)] = store.getItem(store.key(i));
    }
    // Let the service worker finish installing (it caches at install).
    if (navigator.serviceWorker?.getRegistration && (await navigator.serviceWorker.getRegistration())) {
      await Promise.race([navigator.serviceWorker.ready, new Promise((r) => setTimeout(r, 3000))]);
    }
    for (const { name } of (await indexedDB.databases?.()) ?? []) {
      const db = await new Promise((ok, fail) => {
        const r = indexedDB.open(name);
        r.onsuccess = () => ok(r.result);
        r.onerror = () => fail(r.error);
      });
      const stores = {};
      for (const s of db.objectStoreNames) {
        const tx = db.transaction(s, 'readonly');
        const [keys, values] = await Promise.all(
          ['getAllKeys', 'getAll'].map(
            (m) =>
              new Promise((ok) => {
                const r = tx.objectStore(s)[m]();
                r.onsuccess = () => ok(r.result);
                r.onerror = () => ok([]);
              }),
          ),
        );
        stores[s] = { keys, values };
      }
      db.close();
      out.indexedDB[name] = stores;
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const req of await cache.keys()) {
        const url = new URL(req.url);
        const asset = url.origin === location.origin && assets.includes(url.pathname);
        const res = await cache.match(req);
        const type = res?.headers.get('content-type') ?? '';
        // A built asset's body is the build itself (the wasm holds digits by
        // chance); only its URL (query string) could carry what was typed.
        out.caches[`${name} ${req.url}`] = asset || /wasm/.test(type) ? '(built asset)' : await res.text();
      }
    }
    return out;
  }, [...ASSETS]);
}

function assertNoPersonal(dump) {
  const found = [];
  const places = {
    cookie: dump.cookie,
    localStorage: JSON.stringify(dump.localStorage),
    sessionStorage: JSON.stringify(dump.sessionStorage),
    indexedDB: JSON.stringify(dump.indexedDB),
    'Cache Storage': JSON.stringify(dump.caches),
  };
  for (const [place, text] of Object.entries(places)) {
    for (const [what, re] of PERSONAL) {
      if (re.test(text)) found.push(`${what} in ${place}: ${text.slice(0, 300)}`);
    }
  }
  assert.deepEqual(found, [], found.join('\n'));
}

for (const [mode, { path, params }] of Object.entries(MODES)) {
  for (const lang of LANGS) {
    describe(`a full session, ${mode} mode, ${lang}, strict CSP`, () => {
      let s;
      let csp;
      before(async () => {
        s = await session({ csp: true });
        csp = await recordCsp(s.page);
      });
      after(async () => {
        await s?.close();
      });

      test('birth date, fare, two bags, a companion, a pet and a refund situation', async () => {
        await openWidget(s.page, s.server, { ...params, lang }, { path });
        await fullSession(s.page);
      });

      test('no request left the page origin, and the page logged no error', () => {
        assert.ok(s.requests.all.some((u) => u.endsWith('.wasm')), 'the wasm was loaded');
        s.requests.assertSameOrigin();
        s.errors.assertNone();
      });

      test('no personal value in cookies, Web Storage, IndexedDB or Cache Storage', async () => {
        const dump = await dumpStorage(s.page);
        assertNoPersonal(dump);
        for (const key of Object.keys(dump.caches)) {
          const url = new URL(key.split(' ').pop());
          assert.ok(ASSETS.has(url.pathname), `Cache Storage holds more than the built assets: ${key}`);
        }
      });

      test('zero securitypolicyviolation events', async () => {
        assert.deepEqual(await csp.all(s.page), []);
      });
    });
  }
}

describe('markup typed in every free-text field stays text', () => {
  let s;
  let dialogs = [];
  before(async () => {
    s = await session({ csp: true });
    dialogs = recordDialogs(s.page);
  });
  after(async () => {
    await s?.close();
  });

  test('<img src=x onerror=alert(1)> in every text field creates no element and opens no dialog', async () => {
    const { page } = s;
    await openWidget(page, s.server);
    // A 31-year-old with an ID Jovem: the refusal notice with its carrier and place fields.
    await byTestId(page, 'passenger-birth').fill('1995-06-15');
    await waitForText(byTestId(page, 'passenger-age'), /\b31\b/);
    await byTestId(page, 'passenger-id-jovem').check();
    await byTestId(page, 'benefit-none').waitFor();
    const refusal = byTestId(page, 'benefit-youth_free-refusal');
    if (!(await visible(refusal))) await byTestId(page, 'benefit-others').locator(':scope > summary').click();
    await refusal.click();
    await byTestId(page, 'refusal-notice').waitFor({ state: 'visible' });
    // Rows bring more text fields.
    await byTestId(page, 'bag-add').click();
    await byTestId(page, 'pet-add').click();

    const before = await page.evaluate(() => document.querySelectorAll('img').length);
    // The notice's fields and the law search first (a bad fare may change
    // the report), then every other text field found.
    const first = ['refusal-carrier', 'refusal-place', 'law-search'];
    const ids = await page.evaluate(() =>
      [...document.querySelectorAll('#embarque input[type=text], #embarque input:not([type]), #embarque input[type=search]')].map(
        (e) => e.id,
      ),
    );
    assert.ok(ids.length >= 8, `text fields found: ${ids.join(', ')}`);
    for (const id of first) assert.ok(ids.includes(id), `${id} is a text field on the page`);
    const typed = [];
    for (const id of [...first, ...ids.filter((i) => !first.includes(i))]) {
      const el = page.locator(`[id="${id}"]`);
      if (!(await el.count()) || !(await visible(el))) continue;
      await el.fill(EVIL);
      typed.push(id);
      // The notice shows what was typed as text; it closes once a bad
      // number (the fare) leaves the form without a report.
      if (id === 'refusal-place') {
        await waitForText(byTestId(page, 'refusal-place-text'), /^<img src=x onerror=alert\(1\)>$/);
        await waitForText(byTestId(page, 'refusal-carrier-text'), /^<img src=x onerror=alert\(1\)>$/);
        assert.equal(await byTestId(page, 'refusal-place-text').locator('*').count(), 0);
      }
    }
    assert.ok(typed.length >= 8, `typed into ${typed.join(', ')}`);
    await new Promise((r) => setTimeout(r, 500));
    const after = await page.evaluate(() => ({
      all: document.querySelectorAll('img').length,
      widget: document.querySelectorAll('#embarque img').length,
      onerror: document.querySelectorAll('#embarque [onerror]').length,
    }));
    assert.deepEqual(after, { all: before, widget: 0, onerror: 0 }, 'no img (or onerror) element was created');
    assert.deepEqual(dialogs, [], 'no dialog opened');
    s.errors.assertNone();
    s.requests.assertSameOrigin();
  });
});

describe('keyboard alone', () => {
  let s;
  before(async () => {
    s = await session({ csp: true });
  });
  after(async () => {
    await s?.close();
  });

  const active = (page) =>
    page.evaluate(() => {
      const el = document.activeElement;
      return el ? el.dataset?.testid ?? el.id ?? el.tagName : null;
    });

  /** Presses Tab until the focus is on test id `id`; fails after `max` presses. */
  async function tabTo(page, id, max, onEach = async () => {}, key = 'Tab') {
    const path = [];
    for (let i = 0; i < max; i++) {
      await page.keyboard.press(key);
      const now = await active(page);
      if (path.at(-1) !== now) path.push(now);
      if (now === id) return path;
      await onEach(now);
    }
    assert.fail(`Tab did not reach ${id} in ${max} presses; reached ${path.join(' → ')}`);
  }

  test('Tab from the top to the baggage "add" button, Enter, type a weight: the verdict shows', async () => {
    const { page } = s;
    await openWidget(page, s.server);
    await page.evaluate(() => document.activeElement?.blur());
    let typedFare = false;
    await tabTo(page, 'bag-add', 400, async (now) => {
      if (now === 'ticket-fare' && !typedFare) {
        await page.keyboard.type('250');
        typedFare = true;
      }
    });
    assert.ok(typedFare, 'the fare was reached by Tab');
    await page.keyboard.press('Enter');
    await byTestId(page, 'bag-0-row').waitFor();
    // The focus moves into the new row, on its first field.
    await waitForFocus(page, 'bag-0-kind');
    await tabTo(page, 'bag-0-weight', 5);
    await page.keyboard.type('23');
    await waitForText(byTestId(page, 'bag-0-verdict'), /\S/);
  });

  // Each bag row has a persistent `role=status` region (src/ui/baggage.rs)
  // that repeats its verdict, like benefits, minors and refund, once the
  // typing settles (a second after the last keystroke).
  test('the verdict is announced by an aria-live region', async () => {
    const { page } = s;
    const look = () => byTestId(page, 'bag-0-verdict').evaluate((verdict) => {
      const live = (el) => el.matches('[aria-live]:not([aria-live=off]), [role=status], [role=alert], [role=log]');
      const text = verdict.textContent.trim();
      const section = verdict.closest('section') ?? document.body;
      const notes = [];
      for (let el = verdict; el && el !== section.parentElement; el = el.parentElement) {
        if (live(el)) return { ok: true, how: `ancestor ${el.tagName}.${el.className}` };
        for (const sib of el.parentElement?.children ?? []) {
          if (sib === el) continue;
          const regions = [sib, ...sib.querySelectorAll('*')].filter(live);
          for (const r of regions) {
            notes.push(`${r.tagName}.${r.className}: ${JSON.stringify(r.textContent.trim())}`);
            if (r.textContent.includes(text)) return { ok: true, how: `sibling ${r.tagName}.${r.className}` };
          }
        }
      }
      return { ok: false, text, notes };
    });
    let found = await look();
    for (let i = 0; i < 30 && !found.ok; i++) {
      await page.waitForTimeout(100);
      found = await look();
    }
    assert.ok(found.ok, `no aria-live region announces the verdict ${JSON.stringify(found.text)} (live regions near it: ${found.notes?.join('; ') || 'none'})`);
  });

  // The year of a date field goes 0002, 0020, 0202, 2027 as it is typed,
  // each an error of the core's years (1800 to 2999): the error summary,
  // a live region, said every one.
  test('a date typed digit by digit: no live region says a passing year error, only the one that stands', async () => {
    const { page } = s;
    await openWidget(page, s.server);
    const field = byTestId(page, 'trip-date');
    const years = /1800/;
    const heard = await recordLive(page);
    // The year, the last of the field's parts, at a brisk typist's pace
    // (each digit is an `input` and a `change` in Chromium).
    const typeYear = async (year) => {
      await field.focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.type(year, { delay: 120 });
    };
    await typeYear('2027');
    assert.equal(await field.inputValue(), '2027-12-20');
    // Longer than any wait for the typing to settle.
    await page.waitForTimeout(2_000);
    const passing = (await heard()).filter((h) => years.test(h.text));
    assert.deepEqual(passing, [], 'a passing year error was said');

    // A year out of the core's range stands: its error is said, once.
    await typeYear('3000');
    assert.equal(await field.inputValue(), '3000-12-20');
    await waitForText(byTestId(page, 'trip-date-error'), years);
    for (let i = 0; i < 50 && !(await heard()).some((h) => years.test(h.text)); i++) await page.waitForTimeout(100);
    // Nothing more comes.
    await page.waitForTimeout(2_000);
    const said = (await heard()).filter((h) => years.test(h.text));
    assert.equal(said.length, 1, `the error that stands is said once: ${JSON.stringify(said)}`);
    assert.match(said[0].text, /Data da partida.*1800/);
    s.errors.assertNone();
  });

  test('a date retyped part by part keeps its other parts and its value', async () => {
    const { page } = s;
    await openWidget(page, s.server);
    const field = byTestId(page, 'trip-date');
    assert.equal(await field.inputValue(), '2026-12-20');
    // The month typed over, then the day: each half-typed state reads ""
    // in the input, and the page wrote that "" back, which emptied every
    // part of the field (a keyboard user could not change a date).
    await field.focus();
    await page.keyboard.type('0115', { delay: 120 });
    assert.equal(await field.inputValue(), '2026-01-15');
    s.errors.assertNone();
  });

  /** Waits until the focus is on test id `id`. */
  async function waitForFocus(page, id) {
    for (let i = 0; i < 50; i++) {
      if ((await active(page)) === id) return;
      await page.waitForTimeout(20);
    }
    assert.fail(`the focus is on ${await active(page)}, not ${id}`);
  }

  // Adding a row moves the focus to its first field; removing one, to the
  // first field of the row that takes its place, or to the "add" button
  // after the last: never back to the top of the page.
  for (const [list, first, name] of [['bag', 'kind', 'Volume'], ['pet', 'species', 'Animal'], ['companion', 'relation', 'Acompanhante']]) {
    test(`${list}s: the focus follows a row added or removed by keyboard, and the removal is said`, async () => {
      const { page } = s;
      await openWidget(page, s.server, { birth: '2014-05-01' });
      const add = byTestId(page, `${list}-add`);
      await add.focus();
      await page.keyboard.press('Enter');
      await waitForFocus(page, `${list}-0-${first}`);
      await add.focus();
      await page.keyboard.press('Enter');
      await waitForFocus(page, `${list}-1-${first}`);
      await byTestId(page, `${list}-0-remove`).focus();
      await page.keyboard.press('Enter');
      await waitForFocus(page, `${list}-0-${first}`);
      assert.equal(await byTestId(page, `${list}-1-row`).count(), 0);
      // The polite live region says which row went.
      const said = byTestId(page, 'said');
      assert.equal(await said.getAttribute('aria-live'), 'polite');
      await waitForText(said, new RegExp(`^Removido: ${name} 1$`));
      // The second removal's words are the first's, already in the region:
      // listen for them to be said again.
      const heard = await recordLive(page);
      await byTestId(page, `${list}-0-remove`).focus();
      await page.keyboard.press('Enter');
      await waitForFocus(page, `${list}-add`);
      assert.equal(await byTestId(page, `${list}-0-row`).count(), 0);
      const saidAgain = async () => (await heard()).filter((h) => h.region === 'said').map((h) => h.text);
      for (let i = 0; i < 50 && !(await saidAgain()).length; i++) await page.waitForTimeout(100);
      assert.deepEqual(await saidAgain(), [`Removido: ${name} 1`], 'the second removal is said');
      s.errors.assertNone();
    });
  }
});
