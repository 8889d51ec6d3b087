// Carrier embedding (issue 6), end to end on the release build: the three
// host pages of tests/e2e/hosts render the widget; `embarque:result` carries
// the Report computed under the carrier's policy (excess baggage at 4 ‰ of
// the fare per kg, not the regulatory 5 ‰); an invalid policy shows its
// errors in a panel; no CSS leaks from the host into the widget nor from the
// widget into the host; the strict-CSP page logs no violation; a framed
// widget posts its result only to the origin the carrier configured.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { NOW, axeCheck, byTestId, idleWorkDone, openWidget, session, waitForText } from './helpers.mjs';

/** Computed styles compared in both directions. */
const PROPS = [
  'color', 'background-color', 'font-family', 'font-size', 'font-weight', 'line-height',
  'letter-spacing', 'text-transform', 'text-decoration-line', 'margin-top', 'padding-top',
  'border-top-width', 'border-top-style', 'border-top-color', 'border-top-left-radius', 'box-shadow',
  'list-style-type',
  // Inherited text properties a host sets on its body (a carrier's pass:
  // `word-break: break-all` and `hyphens: auto` cut the widget's words).
  'word-break', 'hyphens', 'font-stretch', 'font-feature-settings', 'font-size-adjust', 'line-break',
];

/** Styles of every element matching each selector (first match), by selector. */
function stylesOf(page, selectors) {
  return page.evaluate(
    ({ selectors, props }) =>
      Object.fromEntries(
        selectors.map((sel) => {
          const el = document.querySelector(sel);
          if (!el) return [sel, null];
          const cs = getComputedStyle(el);
          return [sel, Object.fromEntries(props.map((p) => [p, cs.getPropertyValue(p)]))];
        }),
      ),
    { selectors, props: PROPS },
  );
}

/** Turns a stylesheet off and on synchronously (CSSOM, no refetch). */
const setSheet = (page, id, on) =>
  page.evaluate(({ id, on }) => {
    document.getElementById(id).sheet.disabled = !on;
  }, { id, on });

async function openHost(page, server, name, params = {}) {
  const url = new URL(`/hosts/${name}.html`, server.origin);
  url.searchParams.set('now', NOW);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  await page.goto(url.href);
  await page.locator('#rights [data-testid=embarque-ready]').waitFor({ state: 'attached', timeout: 30_000 });
}

const lastResult = (page) => page.evaluate(() => window.embarqueResults.at(-1));

async function waitFor(fn, what, timeout = 10_000) {
  const until = Date.now() + timeout;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > until) assert.fail(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const WIDGET = [
  '#rights .emb-title',
  '#rights .emb-lead',
  '#rights .emb-lang',
  '#rights .emb-section__title',
  '#rights input.emb-input',
  '#rights select',
  '#rights [data-testid=print-summary]',
  '#rights .emb-carrier__name',
];
const HOST = ['body', '[data-testid=host-title]', '[data-testid=host-lookalike]', '[data-testid=host-button]'];

describe('the widget in a carrier page (plain div)', () => {
  let s;
  before(async () => {
    s = await session();
  });
  after(async () => {
    await s?.close();
  });

  test('renders inside the div with the carrier card and fires embarque:result', async () => {
    const { page } = s;
    await openHost(page, s.server, 'plain', { utm_source: 'google', cart: '123' });
    assert.deepEqual(await page.evaluate(() => window.embarqueMount), { ok: true, errors: [] });
    // A carrier's pass: its own section with id="embarque" was taken for the
    // standalone page's (a second widget drawn in it, the carrier's mount
    // refused, its URL's parameters replaced by the widget's).
    const boarding = await page.locator('#embarque').textContent();
    assert.equal(boarding.replace(/\s+/g, ' ').trim(), 'Embarque Chegue 30 minutos antes da partida.');
    assert.equal(await page.locator('.emb-root').count(), 1);
    await idleWorkDone(page);
    const url = new URL(page.url());
    assert.equal(url.searchParams.get('utm_source'), 'google');
    assert.equal(url.searchParams.get('cart'), '123');
    await waitForText(byTestId(page, 'carrier'), /Viação Exemplo/);
    const first = await waitFor(() => lastResult(page), 'a first embarque:result');
    assert.equal(first.contract, 'embarque/1');
    assert.equal(await byTestId(page, 'policy-errors').count(), 0);
    // The theme reached the mount element through the CSSOM.
    const radius = await page.evaluate(() =>
      getComputedStyle(document.getElementById('rights')).getPropertyValue('--emb-radius').trim(),
    );
    assert.equal(radius, '2px');
    const brand = await page.evaluate(() =>
      getComputedStyle(document.getElementById('rights')).getPropertyValue('--emb-color-brand').trim(),
    );
    assert.equal(brand, '#7a1f5c', "the carrier's brand colour");
  });

  test("the event's report follows the form and the carrier's 4 ‰ excess-baggage rate", async () => {
    const { page } = s;
    await byTestId(page, 'passenger-birth').fill('2006-05-01');
    await byTestId(page, 'ticket-fare').fill('250');
    await byTestId(page, 'bag-add').click();
    await byTestId(page, 'bag-add').click();
    await byTestId(page, 'bag-0-weight').fill('20');
    await byTestId(page, 'bag-1-weight').fill('14');
    const r = await waitFor(async () => {
      const r = await lastResult(page);
      return r?.baggage?.excessGrams === 4000 ? r : null;
    }, 'a report with 4 kg of excess');
    assert.equal(r.age, 20);
    // 4 kg × 4 ‰ × R$ 250,00 = R$ 4,00 (the default 5 ‰ would give R$ 5,00).
    assert.equal(r.baggage.excessFeeCents, 400);
    // The same Query through the API gives the same report.
    const same = await page.evaluate(async (r) => {
      const { evaluate } = await import('/embarque.js');
      return evaluate({
        now: '2026-12-19T10:00:00-03:00',
        trip: { scope: 'interstate', departure: '2026-12-20T22:30:00-03:00' },
        ticket: { fareCents: 25000 },
        baggage: [{ placement: 'hold', kind: 'general', weightKg: 20 }, { placement: 'hold', kind: 'general', weightKg: 14 }],
        policy: { excessBaggagePerKgPermille: 4 },
      }).baggage.excessFeeCents;
    }, r);
    assert.equal(same, 400);
  });

  test('no style leaks from the host into the widget', async () => {
    const { page } = s;
    const withHost = await stylesOf(page, WIDGET);
    await setSheet(page, 'host-css', false);
    const withoutHost = await stylesOf(page, WIDGET);
    await setSheet(page, 'host-css', true);
    for (const sel of WIDGET) {
      assert.ok(withHost[sel], `${sel} exists`);
      assert.deepEqual(withHost[sel], withoutHost[sel], `host CSS changed ${sel}`);
    }
    // The host's `.emb-title { color: red }` did not reach the widget's title.
    assert.notEqual(withHost['#rights .emb-title'].color, 'rgb(255, 0, 0)');
  });

  test('no style leaks from the widget into the host, and the host keeps its <html lang>', async () => {
    const { page } = s;
    const withWidget = await stylesOf(page, HOST);
    await setSheet(page, 'embarque-css', false);
    const withoutWidget = await stylesOf(page, HOST);
    await setSheet(page, 'embarque-css', true);
    for (const sel of HOST) assert.deepEqual(withWidget[sel], withoutWidget[sel], `widget CSS changed ${sel}`);
    await byTestId(page, 'lang-en').click();
    await waitForText(page.locator('#rights .emb-title'), /your rights/);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'pt-BR');
    assert.equal(await page.locator('#rights').getAttribute('lang'), 'en');
    // The host page's URL is the host's: the widget does not write to it.
    await idleWorkDone(page);
    assert.doesNotMatch(page.url(), /birth=|fare=/);
  });

  test('the page with the widget passes axe-core', async () => {
    await axeCheck(s.page, 'plain host');
    s.requests.assertSameOrigin();
    s.errors.assertNone();
  });

  test('an invalid policy shows its errors, each naming the field and the legal limit', async () => {
    const { page } = s;
    await openHost(page, s.server, 'plain', { policy: 'bad' });
    const panel = byTestId(page, 'policy-errors');
    await waitForText(panel, /policy\.retentionPercent/);
    const text = await panel.textContent();
    assert.match(text, /policy\.retentionPercent[^]*5 %[^]*740/);
    assert.match(text, /carrier\.colours\.brand/);
    const mounted = await page.evaluate(() => window.embarqueMount);
    assert.equal(mounted.ok, true);
    // mount() returns them too: the carrier's code can tell its policy failed.
    const fields = mounted.errors.map((e) => e.field);
    assert.ok(fields.includes('policy.retentionPercent'), fields.join(', '));
    assert.ok(fields.includes('carrier.colours.brand'), fields.join(', '));
    // The rejected colour never reached the CSSOM.
    const brand = await page.evaluate(() =>
      getComputedStyle(document.getElementById('rights')).getPropertyValue('--emb-color-brand').trim(),
    );
    assert.equal(brand, '#0b5cad');
  });
});

describe('a carrier page with a bad theme, and a kiosk it removes', () => {
  let s;
  before(async () => {
    s = await session();
  });
  after(async () => {
    await s?.close();
  });

  test('a bad theme token is its own error and drops only itself; the policy still applies', async () => {
    const { page } = s;
    await openHost(page, s.server, 'plain', { theme: 'bad' });
    const panel = byTestId(page, 'option-errors');
    await waitForText(panel, /theme\.radius/);
    assert.match(await panel.textContent(), /inválidas e foram ignoradas[^]*theme\.colorBrand/);
    assert.equal(await byTestId(page, 'policy-errors').count(), 0, 'the policy is not said to have failed');
    const mounted = await page.evaluate(() => window.embarqueMount);
    assert.deepEqual(mounted.errors.map((e) => e.field).sort(), ['theme.colorBrand', 'theme.radius']);
    const panelColour = await page.evaluate(() =>
      getComputedStyle(document.getElementById('rights')).getPropertyValue('--emb-color-panel').trim(),
    );
    assert.equal(panelColour, '#f7f0f5', 'the valid token is kept');
    // 'verde' is no CSS colour: the carrier's brand colour, from its policy,
    // stays (any other colour, the default's too, was not 'verde').
    const brand = await page.evaluate(() =>
      getComputedStyle(document.getElementById('rights')).getPropertyValue('--emb-color-brand').trim(),
    );
    assert.equal(brand, '#7a1f5c');
    await waitForText(byTestId(page, 'carrier'), /Viação Exemplo/);
  });

  test('a policy of numbers only applies and draws no empty carrier card', async () => {
    const { page } = s;
    await openHost(page, s.server, 'plain', { policy: 'numbers' });
    const mounted = await page.evaluate(() => window.embarqueMount);
    assert.deepEqual(mounted.errors, []);
    assert.equal(await byTestId(page, 'carrier').count(), 0);
    // It applies: its 3 % retention, not the legal 5 % (R$ 250,00 − R$ 7,50).
    await byTestId(page, 'ticket-fare').fill('250');
    await page.locator('#rights input[type=radio][value=withdrawal]').check();
    await waitForText(byTestId(page, 'refund-amount'), /242,50/);
    // A second mount into the same element is refused, not stacked.
    const again = await page.evaluate(async () => {
      const { mount } = await import('/embarque.js');
      return mount(document.getElementById('rights'), {});
    });
    assert.equal(again.error?.field, 'element');
    assert.equal(await page.locator('#rights [data-testid=embarque]').count(), 1);
    // So is one into another element: its ids would repeat the first
    // widget's, and its labels would focus the first widget's fields.
    const other = await page.evaluate(async () => {
      const { mount } = await import('/embarque.js');
      const el = document.createElement('div');
      document.body.append(el);
      const r = mount(el, {});
      return { r, children: el.childElementCount, cls: el.className };
    });
    assert.equal(other.r.error?.field, 'element');
    assert.match(other.r.error?.message ?? '', /one per page/);
    assert.deepEqual([other.children, other.cls], [0, '']);
    assert.equal(await page.locator('[data-testid=embarque]').count(), 1);
    // Once the host removes the first, a new one mounts.
    const after = await page.evaluate(async () => {
      const { mount } = await import('/embarque.js');
      document.getElementById('rights').remove();
      const el = document.createElement('div');
      document.body.append(el);
      return mount(el, {});
    });
    assert.equal(after.ok, true, JSON.stringify(after));
    await page.locator('[data-testid=embarque-ready]').waitFor({ state: 'attached' });
    assert.equal(await page.locator('[data-testid=embarque]').count(), 1);
  });

  test('after a crash, the host replaces the crashed element and mounts a fresh instance, as the README says', async () => {
    const { page } = s;
    await openHost(page, s.server, 'plain');
    await page.evaluate(async () => (await import('/embarque.js')).__testPanic());
    await byTestId(page, 'passenger-birth').fill('2006-05-01');
    await byTestId(page, 'embarque-crash').waitFor();
    // A mounted widget keeps nothing in the URL: the alert said "Suas
    // respostas estão guardadas no endereço desta página".
    assert.equal(await page.locator('.emb-crash__title').textContent(), 'O Embarque encontrou um erro interno.');
    const r = await page.evaluate(async () => {
      const m = await import('/embarque.js?instance=2');
      await m.default({ module_or_path: '/embarque_bg.wasm' });
      // Beside the crashed one: refused, one widget per page.
      const beside = document.createElement('div');
      document.body.append(beside);
      const refused = m.mount(beside, {});
      beside.remove();
      const fresh = document.createElement('div');
      fresh.id = 'rights';
      document.getElementById('rights').replaceWith(fresh);
      return { refused, mounted: m.mount(fresh, {}) };
    });
    assert.equal(r.refused.error?.field, 'element');
    assert.deepEqual(r.mounted, { ok: true, errors: [] });
    await page.locator('#rights [data-testid=embarque-ready]').waitFor({ state: 'attached' });
    await byTestId(page, 'passenger-birth').fill('2006-05-01');
    await waitForText(byTestId(page, 'passenger-age'), /\b20\b/);
    assert.equal(await byTestId(page, 'embarque-crash').count(), 0);
    // The armed panic's own report, and nothing else.
    const logged = s.errors.errors.splice(0);
    assert.ok(logged.length > 0 && logged.every((e) => /test panic armed|unreachable/.test(e)), logged.join('\n'));
  });

  test("a kiosk widget, mounted or removed by its host, never clears the host's storage", async () => {
    const { page } = s;
    await page.clock.install({ time: new Date('2026-12-19T13:00:00Z') });
    await openHost(page, s.server, 'plain', { mode: 'kiosk', idle: '2' });
    await page.evaluate(() => {
      localStorage.setItem('cart', '3 items');
      sessionStorage.setItem('login', 'yes');
    });
    // Mounted, the idle reset leaves a carrier's storage alone too.
    await page.clock.runFor(13_000);
    assert.equal(await page.evaluate(() => localStorage.getItem('cart')), '3 items');
    await page.evaluate(() => document.getElementById('rights').remove());
    await page.mouse.move(5, 5);
    await page.clock.runFor(30_000);
    const state = await page.evaluate(() => [localStorage.getItem('cart'), sessionStorage.getItem('login')]);
    assert.deepEqual(state, ['3 items', 'yes']);
    s.errors.assertNone();
  });
});

describe('the widget under the strict CSP', () => {
  let s;
  const violations = [];
  before(async () => {
    s = await session({ csp: true });
    await s.context.addInitScript(() => {
      window.__csp = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    s.page.on('console', (m) => {
      if (/Content[- ]Security[- ]Policy|Refused to/i.test(m.text())) violations.push(m.text());
    });
  });
  after(async () => {
    await s?.close();
  });

  test('csp.html renders, evaluates and switches language with zero violations', async () => {
    const { page } = s;
    await openHost(page, s.server, 'csp');
    await waitFor(() => lastResult(page), 'embarque:result');
    await byTestId(page, 'passenger-birth').fill('1950-03-10');
    await waitFor(async () => (await lastResult(page))?.age === 76, 'a report for a 76-year-old');
    await byTestId(page, 'lang-es').click();
    await waitForText(page.locator('#rights .emb-title'), /sus derechos/);
    assert.deepEqual(await page.evaluate(() => window.__csp), []);
    assert.deepEqual(violations, []);
    s.errors.assertNone();
    s.requests.assertSameOrigin();
  });

  test('csp.html passes axe-core', async () => {
    await axeCheck(s.page, 'csp host');
  });

  test('the standalone page too', async () => {
    const { page } = s;
    await page.goto(`${s.server.origin}/?now=${encodeURIComponent(NOW)}`);
    await page.locator('[data-testid=embarque-ready]').waitFor({ state: 'attached' });
    assert.deepEqual(await page.evaluate(() => window.__csp), []);
    assert.deepEqual(violations, []);
  });
});

describe('the widget page in an iframe', () => {
  let s;
  before(async () => {
    s = await session({ csp: true });
    // Records every postMessage the frame sends to this page, with its target.
    await s.context.addInitScript(() => {
      if (window.top !== window) return;
      window.__posts = [];
      const orig = window.postMessage.bind(window);
      window.postMessage = (msg, target, ...rest) => {
        window.__posts.push({ type: msg?.type, target: typeof target === 'string' ? target : target?.targetOrigin });
        return orig(msg, target, ...rest);
      };
    });
  });
  after(async () => {
    await s?.close();
  });

  const openFrame = async (page, to) => {
    const url = new URL('/hosts/iframe.html', s.server.origin);
    if (to) url.searchParams.set('to', to);
    await page.goto(url.href);
    const frame = page.frameLocator('[data-testid=frame]');
    await frame.locator('[data-testid=embarque-ready]').waitFor({ state: 'attached', timeout: 30_000 });
    return frame;
  };

  // A carrier's pass: an origin written as `new URL(x).href` gives it, with
  // its `/`, was refused by mount (fixed there); the page's own link
  // parameter, read apart, refused it too.
  test("a link's resultOrigin with its trailing / is that origin", async () => {
    const { page } = s;
    await openFrame(page, 'href');
    const m = await waitFor(() => page.evaluate(() => window.embarqueMessages[0]), 'a message');
    assert.equal(m.origin, s.server.origin);
  });

  test('posts the report to the configured origin, after each evaluation', async () => {
    const { page } = s;
    const frame = await openFrame(page, 'self');
    await waitFor(() => page.evaluate(() => window.embarqueMessages.length > 0), 'a message');
    await frame.locator('[data-testid=passenger-birth]').fill('2006-05-01');
    const m = await waitFor(
      () => page.evaluate(() => window.embarqueMessages.find((m) => m.report.age === 20)),
      'a message for a 20-year-old',
    );
    assert.equal(m.origin, s.server.origin);
    assert.equal(m.report.contract, 'embarque/1');
    const posts = await page.evaluate(() => window.__posts);
    assert.ok(posts.length >= 2);
    assert.ok(posts.every((p) => p.type === 'embarque:result' && p.target === s.server.origin), JSON.stringify(posts));
  });

  test('the framing page passes axe-core', async () => {
    await axeCheck(s.page, 'iframe host');
  });

  // Messages to a window arrive in the order they were posted: once one the
  // frame posts now has arrived, any report it posted before would have too.
  // (A fixed wait could pass before a wrongly sent report arrives.)
  const flush = async (page) => {
    const frame = page.frames().find((f) => f !== page.mainFrame());
    await page.evaluate(() => {
      window.__flushed = false;
      window.addEventListener('message', (e) => {
        if (e.data?.type === 'test:flush') window.__flushed = true;
      });
    });
    await frame.evaluate(() => parent.postMessage({ type: 'test:flush' }, '*'));
    await waitFor(() => page.evaluate(() => window.__flushed), 'the flush message');
  };

  test('another configured origin: this page receives nothing', async () => {
    const { page } = s;
    const frame = await openFrame(page, 'other');
    await frame.locator('[data-testid=passenger-birth]').fill('2006-05-01');
    await waitFor(() => page.evaluate(() => window.__posts.length >= 2), 'the frame to post');
    const posts = await page.evaluate(() => window.__posts);
    assert.ok(posts.every((p) => p.target === 'https://other.example'), JSON.stringify(posts));
    await flush(page);
    assert.deepEqual(await page.evaluate(() => window.embarqueMessages), []);
  });

  test('no origin configured: the frame posts nothing', async () => {
    const { page } = s;
    const frame = await openFrame(page, null);
    // The frame's own event for the new report: its idle work, where it
    // would also post, has run.
    const inner = page.frames().find((f) => f !== page.mainFrame());
    await inner.evaluate(() => {
      window.__ages = [];
      document.addEventListener('embarque:result', (e) => window.__ages.push(e.detail.age));
    });
    await frame.locator('[data-testid=passenger-birth]').fill('2006-05-01');
    await waitFor(() => inner.evaluate(() => window.__ages.includes(20)), 'the frame\'s embarque:result for a 20-year-old');
    await flush(page);
    assert.deepEqual(await page.evaluate(() => window.__posts.filter((p) => p.type !== 'test:flush')), []);
    assert.deepEqual(await page.evaluate(() => window.embarqueMessages), []);
    s.errors.assertNone();
    s.requests.assertSameOrigin();
  });
});

// A carrier's developer trying `mount` and `validatePolicy` with what they
// would write: every bad option is an error naming it, in what mount returns
// and on the page, and a good one is never refused.
describe('mount options and validatePolicy, as a carrier developer tries them', () => {
  let s;
  let page;
  before(async () => {
    s = await session();
    // The browser in American English: an unknown locale falls back to it.
    const context = await s.browser.newContext({ locale: 'en-US', timezoneId: 'America/Sao_Paulo' });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await openHost(page, s.server, 'plain', { policy: 'none' });
  });
  after(async () => {
    await s?.close();
  });

  /** Replaces the page's widget with one mounted with `options`; its return. */
  const remount = async (options) => {
    const r = await page.evaluate(async (options) => {
      const { mount } = await import('/embarque.js');
      document.querySelectorAll('.emb-root').forEach((e) => e.remove());
      const el = document.createElement('div');
      el.id = 'rights';
      document.body.append(el);
      return mount(el, options);
    }, options);
    await page.locator('#rights [data-testid=embarque-ready]').waitFor({ state: 'attached', timeout: 30_000 });
    return r;
  };
  const validate = (policy) =>
    page.evaluate(async (policy) => (await import('/embarque.js')).validatePolicy(policy), policy);
  const fields = (r) => (r.errors ?? []).map((e) => e.field);

  test('a youth discount of 50 % without grantsYouthDiscount is valid; 1–49 % is one error', async () => {
    for (const policy of [
      { youthExtraDiscountPercent: 50 },
      { youthExtraDiscountPercent: 60, carrier: { name: 'Viação Exemplo' } },
    ]) {
      const v = await validate(policy);
      assert.equal(v.ok, true, JSON.stringify(v));
      assert.equal(v.policy.youthExtraDiscountPercent, policy.youthExtraDiscountPercent);
      assert.equal(v.carrier.grantsYouthDiscount, true);
      assert.deepEqual(await remount({ policy }), { ok: true, errors: [] });
      assert.equal(await byTestId(page, 'policy-errors').count(), 0);
    }
    for (const policy of [{ youthExtraDiscountPercent: 30 }, { youthExtraDiscountPercent: 49, carrier: { name: 'X' } }]) {
      const v = await validate(policy);
      assert.deepEqual(fields(v), ['policy.youthExtraDiscountPercent'], JSON.stringify(v));
      assert.match(v.error.message, /below the 50 % minimum of Decreto 8\.537\/2015 art\. 19/);
      assert.deepEqual(fields(await remount({ policy })), ['policy.youthExtraDiscountPercent']);
    }
    // Written false, a discount contradicts it.
    const v = await validate({ youthExtraDiscountPercent: 50, carrier: { name: 'X', grantsYouthDiscount: false } });
    assert.deepEqual(fields(v), ['carrier.grantsYouthDiscount']);
  });

  test('a now without offset or out of the years 1800–2999 is an error naming now, and the page runs on the live clock', async () => {
    const offset = 'not an RFC 3339 instant with offset';
    const years = 'must be between the years 1800 and 2999';
    for (const [now, message] of [['tomorrow', offset], ['2026-12-19T10:00:00', offset], ['0500-12-19T10:00:00-03:00', years]]) {
      const r = await remount({ now, locale: 'pt-BR' });
      assert.equal(r.ok, true);
      assert.deepEqual(r.errors, [{ field: 'now', message }]);
      const panel = byTestId(page, 'option-errors');
      await waitForText(panel, new RegExp(`now: ${message}`));
      assert.equal(await byTestId(page, 'error-summary').count(), 0, 'no core error over the sections');
      assert.equal(await byTestId(page, 'fixed-now').count(), 0, 'no "não para agora" note');
      assert.match(await byTestId(page, 'trip-date').inputValue(), /^\d{4}-\d{2}-\d{2}$/, 'a departure date');
    }
    // A good one still pins the page.
    const r = await remount({ now: NOW });
    assert.deepEqual(r, { ok: true, errors: [] });
    await waitForText(byTestId(page, 'fixed-now'), /19/);
  });

  test("an unknown locale is an error naming locale, and the browser's language applies", async () => {
    for (const locale of ['fr', 'de-DE', '']) {
      const r = await remount({ locale });
      assert.deepEqual(fields(r), ['locale'], JSON.stringify(r));
      assert.match(r.errors[0].message, /pt-BR, en or es/);
      await waitForText(page.locator('#rights .emb-title'), /your rights/);
      await waitForText(byTestId(page, 'option-errors'), /locale/);
    }
    for (const [locale, title] of [['es', /sus derechos/], ['en-GB', /your rights/], ['pt-BR', /seus direitos/i]]) {
      assert.deepEqual(await remount({ locale }), { ok: true, errors: [] }, locale);
      await waitForText(page.locator('#rights .emb-title'), title);
    }
  });

  test('a bad mode or idle is an error naming it; kiosk and whole seconds still work', async () => {
    const r = await remount({ mode: 'Kiosk' });
    assert.deepEqual(fields(r), ['mode']);
    assert.equal(await page.locator('#rights.emb-kiosk').count(), 0);
    await waitForText(byTestId(page, 'option-errors'), /mode/);
    for (const idle of ['30', 0, -5, 1.5]) {
      const r = await remount({ mode: 'kiosk', idle });
      assert.deepEqual(fields(r), ['idle'], `idle ${JSON.stringify(idle)}: ${JSON.stringify(r)}`);
      assert.match(r.errors[0].message, /whole number of seconds/);
    }
    assert.deepEqual(await remount({ mode: 'kiosk', idle: 30 }), { ok: true, errors: [] });
    assert.equal(await page.locator('#rights.emb-kiosk').count(), 1);
  });

  test("paper: '80mm' lays the printed summary out for a receipt roll; another value is an error naming paper", async () => {
    assert.deepEqual(await remount({ mode: 'kiosk', paper: '80mm' }), { ok: true, errors: [] });
    assert.equal(await page.locator('#rights.emb-roll').count(), 1);
    for (const paper of ['80 mm', 'A4', 80]) {
      const r = await remount({ mode: 'kiosk', paper });
      assert.deepEqual(fields(r), ['paper'], JSON.stringify(paper));
      assert.equal(r.errors[0].message, "must be 'a4' or '80mm'");
      assert.equal(await page.locator('#rights.emb-roll').count(), 0);
    }
    assert.deepEqual(await remount({ paper: 'a4' }), { ok: true, errors: [] });
    assert.equal(await page.locator('#rights.emb-roll').count(), 0);
    // Unmounted, the element is as it was: no roll class left behind.
    await remount({ paper: '80mm' });
    const left = await page.evaluate(async () => {
      const { unmount } = await import('/embarque.js');
      const el = document.getElementById('rights');
      unmount(el);
      return el.className;
    });
    assert.equal(left, '');
  });

  // What a carrier's code cannot have meant: `mount(el, 42)`, and a policy
  // whose getter throws, were `{ ok: true, errors: [] }`, the legal
  // defaults applied without a word.
  test('options that are not an object, and a policy that cannot be read, are errors', async () => {
    for (const options of [42, [], 'kiosk']) {
      const r = await remount(options);
      assert.deepEqual(fields(r), ['options'], JSON.stringify(r));
      await waitForText(byTestId(page, 'option-errors'), /options/);
    }
    // Options no JSON can carry, built in the page: a policy whose getter
    // throws, and a revoked Proxy (Array.isArray throws on it: mount threw).
    const unreadable = (kind) =>
      page.evaluate(async (kind) => {
        const { mount } = await import('/embarque.js');
        document.querySelectorAll('.emb-root').forEach((e) => e.remove());
        const el = document.createElement('div');
        el.id = 'rights';
        document.body.append(el);
        const revocable = Proxy.revocable({}, {});
        revocable.revoke();
        const options = {
          getter: {
            get policy() {
              throw new Error('not today');
            },
          },
          revoked: revocable.proxy,
        }[kind];
        try {
          return mount(el, options);
        } catch (e) {
          return `threw ${e}`;
        }
      }, kind);
    const r = await unreadable('getter');
    assert.deepEqual(fields(r), ['policy'], JSON.stringify(r));
    await waitForText(byTestId(page, 'policy-errors'), /policy/);
    const revoked = await unreadable('revoked');
    assert.deepEqual(fields(revoked), ['options'], JSON.stringify(revoked));
    // Its reason, as validatePolicy gives it, not "must be a JSON object".
    const large = await remount({ policy: ' '.repeat(300_000) });
    assert.deepEqual(large.errors, [{ field: 'policy', message: 'is larger than 262144 bytes' }]);
  });

  // A carrier's pass: `lang` for `locale` was dropped without a word (the
  // widget came in the browser's language), though every other bad option
  // was named.
  test('an option mount does not know is an error naming it; the others still apply', async () => {
    const r = await remount({ lang: 'en', locale: 'es', onResult: 1 });
    assert.deepEqual(r.errors, [
      { field: 'lang', message: 'is not an option of mount' },
      { field: 'onResult', message: 'is not an option of mount' },
    ]);
    await waitForText(byTestId(page, 'option-errors'), /lang/);
    await waitForText(page.locator('#rights .emb-title'), /Embarque/);
    assert.equal(await page.locator('#rights.emb-root').getAttribute('lang'), 'es');
  });

  // A carrier's pass: embarque.d.ts typed validatePolicy's carrier as the
  // document's (optional fields, no null) and left initSync out.
  test('embarque.d.ts declares what the module exports and what validatePolicy gives back', async () => {
    const dts = await (await fetch(`${s.server.origin}/embarque.d.ts`)).text();
    const declared = new Set([...dts.matchAll(/export (?:default )?function (\w+)/g)].map((m) => m[1]));
    const exported = await page.evaluate(async () => Object.keys(await import('/embarque.js')));
    // wasm-bindgen's stream classes, which Leptos brings: not the widget's API.
    const api = exported.filter((k) => !k.startsWith('IntoUnderlying'));
    for (const name of api) assert.ok(declared.has(name === 'default' ? 'init' : name), `${name} is not declared`);
    const fieldsOf = (name) => [...dts.match(new RegExp(`interface ${name} \\{([^}]*(?:\\{[^}]*\\}[^}]*)*)\\}`))[1].matchAll(/^ {2}(\w+)\??:/gm)].map((m) => m[1]);
    const v = await validate({});
    assert.deepEqual(Object.keys(v.carrier).sort(), fieldsOf('CarrierInfo').sort());
    assert.equal(v.carrier.phone, null);
    assert.equal(v.policy.cabinRackCm, null);
  });

  // A carrier's pass: `theme: { fontSize: '10px' }` drew the widget at 10 px,
  // though its text is never below 16 px, whatever the host does.
  test("a theme's font size below 16 px leaves the text at 16 px; a larger one applies", async () => {
    const size = () => page.evaluate(() => parseFloat(getComputedStyle(document.querySelector('#rights .emb-lead')).fontSize));
    assert.deepEqual(await remount({ theme: { fontSize: '10px' } }), { ok: true, errors: [] });
    assert.equal(await size(), 16);
    await remount({ theme: { fontSize: '20px' } });
    assert.equal(await size(), 20);
  });

  test('a policy that is not an object is a policy error, listed with them', async () => {
    for (const policy of [42, 'not json']) {
      const r = await remount({ policy });
      assert.deepEqual(fields(r), ['policy'], JSON.stringify(r));
      await waitForText(byTestId(page, 'policy-errors'), /policy/);
      assert.equal(await byTestId(page, 'option-errors').count(), 0, `${policy}: not a display option`);
    }
  });

  test('a carrier whose policy states no late-rebooking fee is not shown as charging one', async () => {
    // Res. ANTT 4.282/2014 art. 7º § 5º: the cap is for a passenger who does
    // not know the carrier's fee; this carrier has said it charges none.
    const rebookTwoHoursAhead = async () => {
      await byTestId(page, 'trip-date').fill('2026-12-19');
      await byTestId(page, 'trip-time').fill('12:00');
      await byTestId(page, 'ticket-fare').fill('250');
      await byTestId(page, 'request-kind-revalidation').check();
    };
    await remount({ now: NOW, locale: 'pt-BR', policy: { lateRebookingFeePercent: 0 } });
    await rebookTwoHoursAhead();
    await waitForText(byTestId(page, 'refund-due'), /^Nada a pagar$/);
    // Asked two days ahead (bought on the 1st), the timeline's key says no
    // fee after the limit either ("se cobrar (até 20 %)" read beside a
    // policy of 0).
    await byTestId(page, 'ticket-purchased').fill('2026-12-01');
    await byTestId(page, 'trip-date').fill('2026-12-21');
    const key = page.locator('#rights .emb-tl__key').last();
    await waitForText(key, /^Depois do limite de 3\s*h: ainda permitido$/);
    // A carrier that states its fee: that fee, not the cap.
    await remount({ now: NOW, locale: 'pt-BR', policy: { lateRebookingFeePercent: 10 } });
    await rebookTwoHoursAhead();
    await byTestId(page, 'ticket-purchased').fill('2026-12-01');
    await byTestId(page, 'trip-date').fill('2026-12-21');
    await waitForText(key, /^Depois do limite de 3\s*h: ainda permitido, com a taxa da transportadora de 10\s%$/);
    // Without a stated fee, the most it may charge.
    await remount({ now: NOW, locale: 'pt-BR' });
    await rebookTwoHoursAhead();
    await waitForText(byTestId(page, 'refund-due'), /até R\$\s*50,00/);
  });

  test("a carrier's widget does not show the source carrier's lost-and-found procedure, but its own contact", async () => {
    // The seed's procedure (30 days, 60 days, Porto Alegre) is Unesul's: it
    // is not another carrier's, whose lost-and-found desk is its own.
    await remount({ now: NOW, locale: 'pt-BR', policy: { carrier: { name: 'Viação Teste', lostAndFound: '0800 000 1234' } } });
    const contact = byTestId(page, 'law-lost-found-contact');
    await waitForText(contact, /Viação Teste: 0800 000 1234/);
    assert.equal(await byTestId(page, 'law-lost-found').isVisible(), false, 'no Unesul procedure');
    assert.doesNotMatch(await page.locator('#rights .emb-laws').innerText(), /Unesul|Porto Alegre/);
    // Without a lost-and-found contact, the carrier's phone.
    await remount({ now: NOW, locale: 'pt-BR', policy: { carrier: { name: 'Viação Teste', phone: '(51) 3000-0000' } } });
    await waitForText(byTestId(page, 'law-lost-found-contact'), /Viação Teste: \(51\) 3000-0000/);
    // Without a carrier, the sources' procedure, as Unesul's.
    await remount({ now: NOW, locale: 'pt-BR' });
    await waitForText(byTestId(page, 'law-lost-baggage'), /60/);
    await waitForText(byTestId(page, 'law-lost-found-contact'), /não tem o contato de uma transportadora/);
  });

  test('validatePolicy always returns error and errors, one error per mistake, the cap for any large value', async () => {
    for (const policy of [null, undefined, 5, 'not json', { retentionPercent: 6 }]) {
      const v = await validate(policy);
      assert.ok(v.error, JSON.stringify(v));
      assert.deepEqual(v.errors, [v.error], JSON.stringify(v));
    }
    const rack = await validate({ carrier: { name: 'X', cabinRackCm: [55, -40, 25] } });
    assert.deepEqual(fields(rack), ['carrier.cabinRackCm[1]']);
    const six = await validate({ retentionPercent: 6 });
    const huge = await validate({ retentionPercent: 1e20 });
    assert.equal(six.error.message, '6 exceeds the 5 % cap of Lei 10.406/2002 art. 740, § 3º');
    assert.equal(huge.error.message, 'exceeds the 5 % cap of Lei 10.406/2002 art. 740, § 3º');
  });

  test('evaluate reads NaN and Infinity as numbers that are not, naming the field, not as absent', async () => {
    // JSON.stringify writes them null: a `parseInt('')` distance was
    // silently no distance.
    const r = await page.evaluate(async () => {
      const { evaluate } = await import('/embarque.js');
      const q = (trip, ticket) => ({
        now: '2026-12-19T10:00:00-03:00',
        trip: { scope: 'interstate', departure: '2026-12-20T22:30:00-03:00', ...trip },
        ...(ticket ? { ticket } : {}),
      });
      return [
        evaluate(q({ distanceKm: Infinity })).error,
        evaluate(q({}, { fareCents: NaN })).error,
        evaluate(q({}, { fareCents: 100, conventionalFareCents: -Infinity })).error,
        evaluate(q({ distanceKm: null })).error ?? null,
        // A Number object (JSON.stringify unwraps it to null too).
        evaluate(q({ distanceKm: new Number(NaN) })).error,
        evaluate(q({ distanceKm: new Number(620) })).error ?? null,
      ];
    });
    assert.deepEqual(r, [
      { field: 'trip.distanceKm', message: 'must be a number' },
      { field: 'ticket.fareCents', message: 'must be a number' },
      { field: 'ticket.conventionalFareCents', message: 'must be a number' },
      null,
      { field: 'trip.distanceKm', message: 'must be a number' },
      null,
    ]);
  });

  // `evaluate` writes an object plainly and looks again, slowly, only when
  // the text has a `null` where a NaN may hide: a `toJSON` giving nothing
  // must not reach the check as text, and a `null` given must not hide a
  // NaN elsewhere.
  test('evaluate of an object whose toJSON gives nothing says so, and a null given hides no NaN', async () => {
    const r = await page.evaluate(async () => {
      const { evaluate } = await import('/embarque.js');
      const head = { now: '2026-12-19T10:00:00-03:00', trip: { scope: 'interstate', departure: '2026-12-20T22:30:00-03:00' } };
      return [
        evaluate({ toJSON() {} }).error,
        evaluate({ toJSON: () => head }).contract,
        evaluate({ ...head, passenger: null, ticket: { fareCents: NaN } }).error,
        evaluate({ ...head, passenger: null, ticket: { fareCents: 10000 } }).error ?? null,
      ];
    });
    assert.deepEqual(r, [
      { field: 'query', message: 'must be a JSON object' },
      'embarque/1',
      { field: 'ticket.fareCents', message: 'must be a number' },
      null,
    ]);
  });

  // A 51 MB list of `{}` made a tree of gigabytes whose allocation failed in
  // the wasm: `evaluate` threw "unreachable" from then on and the page froze
  // without a word. BigInt and a cycle, which JSON cannot write, read
  // "must be a JSON object" of an object.
  test('evaluate refuses a query too large to be one before reading it, and what JSON cannot write, and goes on working', async () => {
    const r = await page.evaluate(async () => {
      const { evaluate } = await import('/embarque.js');
      const head = { now: '2026-12-19T10:00:00-03:00', trip: { scope: 'interstate', departure: '2026-12-20T22:30:00-03:00' } };
      const text = JSON.stringify(head).slice(0, -1) + ',"pets":[' + Array(17_000_000).fill('{}').join(',') + ']}';
      const cyclic = { ...head };
      cyclic.self = cyclic;
      const out = [];
      for (const q of [text, { ...head, pets: Array(3_000_000).fill({}) }, { ...head, ticket: { fareCents: 10n } }, cyclic]) {
        try {
          out.push(evaluate(q).error);
        } catch (e) {
          out.push(`threw ${e}`);
        }
      }
      out.push(evaluate({ ...head, ticket: { fareCents: 10000 } }).contract);
      return out;
    });
    assert.deepEqual(r, [
      { field: 'query', message: 'is larger than 262144 bytes' },
      { field: 'query', message: 'is larger than 262144 bytes' },
      { field: 'query', message: 'cannot be written as JSON (a BigInt, an object inside itself, or a getter that throws)' },
      { field: 'query', message: 'cannot be written as JSON (a BigInt, an object inside itself, or a getter that throws)' },
      'embarque/1',
    ]);
    // The widget on the page still takes an edit (it threw "unreachable").
    await page.locator('#rights [data-testid=passenger-birth]').fill('1950-01-01');
    await waitForText(page.locator('#rights [data-testid=passenger-age]'), /76/);
    assert.equal(await page.locator('[data-testid=embarque-crash]').count(), 0);
    s.errors.assertNone();
  });

  // API.md: a malformed query "returns { error: { field, message } } and
  // never throws or panics". An audit of the contract listed what a
  // carrier's script can hand over instead of a query.
  test('evaluate of anything that is not a query answers an error at query, never throws, and goes on working', async () => {
    const r = await page.evaluate(async () => {
      const { evaluate } = await import('/embarque.js');
      const head = { now: '2026-12-19T10:00:00-03:00', trip: { scope: 'interstate', departure: '2026-12-20T22:30:00-03:00' } };
      const { proxy, revoke } = Proxy.revocable({}, {});
      revoke();
      let deep = head;
      for (let i = 0; i < 200; i++) deep = { deep };
      const inputs = {
        none: [],
        undefined: [undefined],
        null: [null],
        number: [42],
        array: [[head]],
        text: ['not json'],
        bigint: [10n],
        symbol: [Symbol('q')],
        function: [() => head],
        stringObject: [new String(JSON.stringify(head))],
        revokedProxy: [proxy],
        throwingGetter: [{ ...head, get ticket() { throw new Error('no'); } }],
        deep: [deep],
      };
      const out = {};
      for (const [name, args] of Object.entries(inputs)) {
        try {
          const e = evaluate(...args).error;
          out[name] = e ? `${e.field}: ${e.message}` : 'no error';
        } catch (e) {
          out[name] = `threw ${e}`;
        }
      }
      out.after = evaluate(head).contract;
      return out;
    });
    const object = 'query: must be a JSON object';
    const unwritable = 'query: cannot be written as JSON (a BigInt, an object inside itself, or a getter that throws)';
    assert.deepEqual(r, {
      none: object,
      undefined: object,
      null: object,
      number: object,
      array: object,
      text: 'query: is not valid JSON: expected a value at line 1 column 1',
      bigint: object,
      symbol: object,
      function: object,
      stringObject: object,
      revokedProxy: unwritable,
      throwingGetter: unwritable,
      deep: 'query: is not valid JSON: nested too deeply at line 1 column 1017',
      after: 'embarque/1',
    });
  });

  test('a cabin bag that does not fit the carrier\'s rack goes in the hold and counts there', async () => {
    // Res. ANTT 1.383/2006 art. 7º VI refuses it in the cabin: as "Grande
    // demais" it counted nowhere, and 4 kg of excess were left out.
    await remount({ locale: 'pt-BR', policy: { excessBaggagePerKgPermille: 4, carrier: { name: 'Viação Y', cabinRackCm: [50, 40, 25] } } });
    await byTestId(page, 'ticket-fare').fill('250');
    await byTestId(page, 'bag-add').click();
    await byTestId(page, 'bag-0-placement').selectOption('cabin');
    for (const [k, v] of [['weight', '4'], ['length', '55'], ['width', '35'], ['height', '20']]) await byTestId(page, `bag-0-${k}`).fill(v);
    await byTestId(page, 'bag-add').click();
    await byTestId(page, 'bag-1-weight').fill('34');
    await waitForText(byTestId(page, 'bag-0-verdict'), /^Deve ir no bagageiro$/);
    await waitForText(byTestId(page, 'baggage-hold-weight'), /^38\s*kg/);
    await waitForText(byTestId(page, 'baggage-fee'), /R\$\s*8,00/);
  });

  test('on a carrier\'s page the refusal notice comes with the carrier\'s name filled in', async () => {
    await remount({ locale: 'pt-BR', policy: { carrier: { name: 'Viação Y' } } });
    await byTestId(page, 'passenger-birth').fill('1995-06-15');
    await byTestId(page, 'passenger-id-jovem').check();
    await byTestId(page, 'seats-youth-free').fill('2');
    const button = byTestId(page, 'benefit-youth_free-refusal');
    if (!(await button.isVisible())) await byTestId(page, 'benefit-others').locator('summary').click();
    await button.click();
    assert.equal(await byTestId(page, 'refusal-carrier').inputValue(), 'Viação Y');
    await waitForText(byTestId(page, 'refusal-carrier-text'), /^Viação Y$/);
  });

  test('a late rebooking without its new fare asks for it and adds the stated fee, not "Você paga" the fee alone', async () => {
    await remount({ locale: 'pt-BR', now: '2026-12-19T10:00:00-03:00', policy: { lateRebookingFeePercent: 20 } });
    await byTestId(page, 'trip-date').fill('2026-12-19');
    await byTestId(page, 'trip-time').fill('12:00');
    await byTestId(page, 'ticket-fare').fill('250');
    await byTestId(page, 'request-kind').getByRole('radio', { name: 'Quero mudar a data', exact: true }).check();
    // To a higher category, whose difference is due (Res. ANTT 4.282/2014 art. 7º § 2º).
    await byTestId(page, 'request-new-service').selectOption('executive');
    await waitForText(byTestId(page, 'refund-due'), /^Informe o preço da nova passagem para calcular a diferença\.\s*Mais a taxa de remarcação de R\$\s*50,00\.$/);
    await byTestId(page, 'request-new-fare').fill('300');
    await waitForText(byTestId(page, 'refund-due'), /^Você paga: R\$\s*100,00\s*\(inclui a taxa de remarcação de R\$\s*50,00\)$/);
  });

  test('a widget mounted before its element is in the page shows its values', async () => {
    const values = await page.evaluate(async () => {
      const { mount } = await import('/embarque.js');
      document.querySelectorAll('.emb-root').forEach((e) => e.remove());
      const el = document.createElement('div');
      mount(el, { locale: 'pt-BR', now: '2026-12-19T10:00:00-03:00' });
      await new Promise((r) => setTimeout(r, 50));
      document.body.append(el);
      await new Promise((r) => setTimeout(r, 200));
      return [el.querySelector('#trip-date')?.value, el.querySelector('#trip-time')?.value];
    });
    assert.deepEqual(values, ['2026-12-20', '22:30']);
  });

  test('a policy given back by validatePolicy means what the carrier wrote: an unstated late fee stays unstated', async () => {
    // Republished, `lateRebookingFeePercent: 0` said "no fee", and the
    // passenger was no longer warned of the up-to-20 % the carrier may
    // charge (Res. ANTT 4.282/2014 art. 7º § 5º).
    const v = await validate({ retentionPercent: 3 });
    assert.equal(v.ok, true, JSON.stringify(v));
    assert.equal(v.policy.lateRebookingFeePercent, null);
    const stated = await validate({ lateRebookingFeePercent: 0 });
    assert.equal(stated.policy.lateRebookingFeePercent, 0);
    const rebook = (policy) =>
      page.evaluate(async (policy) => {
        const { evaluate } = await import('/embarque.js');
        return evaluate({
          now: '2026-12-20T20:30:00-03:00',
          trip: { scope: 'interstate', departure: '2026-12-20T22:30:00-03:00' },
          ticket: { fareCents: 25000 },
          request: { kind: 'revalidation', newFareCents: 25000 },
          policy,
        }).refund.rebookingFeeCapCents;
      }, policy);
    assert.equal(await rebook({ retentionPercent: 3 }), 5000);
    assert.equal(await rebook(v.policy), 5000);
    assert.equal(await rebook(stated.policy), null);
  });
});

// A carrier web team's pass (2026-12-05, fifth stop): what a host page saw.
describe("a carrier page: the host's URL, printing and a crash", () => {
  let s;
  let page;
  before(async () => {
    s = await session();
    page = s.page;
  });
  after(async () => {
    await s?.close();
  });

  test("the widget's links move within it and never write the host's URL or history", async () => {
    await openHost(page, s.server, 'plain', { policy: 'none' });
    const before = await page.evaluate(() => {
      window.hostEvents = [];
      for (const k of ['hashchange', 'popstate']) window.addEventListener(k, () => window.hostEvents.push(k));
      return [location.href, history.length];
    });
    const state = () => page.evaluate(() => [location.href, history.length]);
    // The error summary's link: to the field, focused.
    await byTestId(page, 'ticket-fare').fill('-5');
    const link = byTestId(page, 'error-summary').locator('a').first();
    await link.click();
    await page.waitForFunction(() => document.activeElement?.id === 'ticket-fare');
    assert.deepEqual(await state(), before);
    // A citation: its article opened and in view (a host with
    // <base href="/"> was taken off the page by it).
    await byTestId(page, 'ticket-fare').fill('250');
    const cite = page.locator('#rights a.emb-cite').first();
    const target = (await cite.getAttribute('href')).slice(1);
    await cite.click();
    await page.waitForFunction((id) => {
      const r = document.getElementById(id)?.getBoundingClientRect();
      return r && r.top >= 0 && r.top < innerHeight;
    }, target);
    assert.deepEqual(await state(), before);
    assert.deepEqual(await page.evaluate(() => window.hostEvents), []);
  });

  test("\"Imprimir resumo\" prints the widget alone, on A4, and the host's own printing keeps the host's page size", async () => {
    await openHost(page, s.server, 'plain', { policy: 'none' });
    // The host's own Letter pages: the widget's unnamed A4 @page took them.
    await page.addStyleTag({ content: '@page { size: letter; }' });
    const size = async () => {
      const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
      return pdf.match(/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)/).slice(1, 3).map((n) => Math.round(Number(n)));
    };
    assert.deepEqual(await size(), [612, 792], 'the host prints on its Letter pages');
    // The widget's print: the host's header is not printed with it.
    await page.evaluate(() => {
      window.__atPrint = null;
      window.print = () => {
        window.__atPrint = {
          header: getComputedStyle(document.querySelector('header.site')).display,
          sheet: getComputedStyle(document.querySelector('[data-testid="print-sheet"]')).display,
        };
        // As a browser does once it has printed.
        window.dispatchEvent(new Event('afterprint'));
      };
    });
    await page.emulateMedia({ media: 'print' });
    await byTestId(page, 'print-summary').evaluate((b) => b.click());
    await page.waitForFunction(() => window.__atPrint);
    assert.deepEqual(await page.evaluate(() => window.__atPrint), { header: 'none', sheet: 'block' });
    // The sheet itself on A4.
    await page.evaluate(() => document.documentElement.classList.add('emb-printing'));
    assert.deepEqual(await size(), [595, 842]);
    await page.evaluate(() => document.documentElement.classList.remove('emb-printing'));
    await page.emulateMedia({ media: 'screen' });
  });

  test("an open refusal notice prints alone too, without the carrier's page around it", async () => {
    // It printed between the host's header and footer, each on a page of
    // its own: wasted sheets, and cuts on a receipt printer.
    await openHost(page, s.server, 'plain', { policy: 'none' });
    await byTestId(page, 'passenger-birth').fill('1995-06-15');
    await page.locator('#passenger-id-jovem').check();
    await byTestId(page, 'benefit-youth_free-refusal').click();
    await byTestId(page, 'refusal-notice').waitFor();
    await page.emulateMedia({ media: 'print' });
    const shown = await page.evaluate(() => [
      getComputedStyle(document.querySelector('header.site')).display,
      getComputedStyle(document.querySelector('[data-testid="refusal-notice"]')).display,
    ]);
    await page.emulateMedia({ media: 'screen' });
    assert.equal(shown[0], 'none', 'the host header is not printed');
    assert.notEqual(shown[1], 'none', 'the notice is');
    // Closed, the host prints as the host.
    await byTestId(page, 'refusal-close').click();
    await page.emulateMedia({ media: 'print' });
    assert.notEqual(await page.evaluate(() => getComputedStyle(document.querySelector('header.site')).display), 'none');
    await page.emulateMedia({ media: 'screen' });
  });

  test('a resultOrigin no browser would match is an error naming it, not a silence', async () => {
    await openHost(page, s.server, 'plain', { policy: 'none' });
    const fields = await page.evaluate(async () => {
      const { mount } = await import('/embarque.js');
      const out = [];
      // The last three, a carrier's pass: an origin as `new URL(x).href`
      // writes it, and in capitals, are that origin; a path is not.
      for (const resultOrigin of ['http://localhost:8O80', 'https://[booking]', 'https://a.example:abc', 'https://a..example', 'https://[1:2]', 'https://a.123', 'https://[::1]:8443', 'https://booking.example.com/', 'HTTPS://BOOKING.EXAMPLE.COM', 'https://booking.example.com/rights']) {
        document.querySelectorAll('.emb-root').forEach((e) => e.remove());
        const el = document.createElement('div');
        document.body.append(el);
        out.push((mount(el, { resultOrigin }).errors ?? []).map((e) => e.field).join());
      }
      return out;
    });
    assert.deepEqual(fields, ['resultOrigin', 'resultOrigin', 'resultOrigin', 'resultOrigin', 'resultOrigin', 'resultOrigin', '', '', '', 'resultOrigin']);
  });

  test('a widget its host has removed tells nothing more', async () => {
    await openHost(page, s.server, 'plain', { policy: 'none' });
    const after = await page.evaluate(async () => {
      const { mount } = await import('/embarque.js');
      document.querySelectorAll('.emb-root').forEach((e) => e.remove());
      // Mounted and removed at once: its first result, told when the
      // browser is idle, went to the detached element (and a frame's
      // parent).
      const el = document.createElement('div');
      document.body.append(el);
      let n = 0;
      el.addEventListener('embarque:result', () => { n += 1; });
      mount(el, {});
      el.remove();
      await new Promise((r) => setTimeout(r, 1_500));
      return n;
    });
    assert.equal(after, 0);
  });

  test('one panic is one alert and one embarque:panic, even when more follow in the dead instance', async () => {
    await openHost(page, s.server, 'plain', { policy: 'none' });
    await page.evaluate(() => {
      window.panics = 0;
      document.getElementById('rights').addEventListener('embarque:panic', () => { window.panics += 1; });
    });
    await page.evaluate(async () => (await import('/embarque.js')).__testPanic());
    await byTestId(page, 'ticket-fare').fill('250');
    await byTestId(page, 'embarque-crash').first().waitFor({ state: 'visible' });
    await page.waitForTimeout(1_500);
    assert.equal(await page.evaluate(() => window.panics), 1);
    assert.equal(await byTestId(page, 'embarque-crash').count(), 1);
  });
});

describe('a carrier single-page app that unmounts the widget', () => {
  let s;
  let page;
  before(async () => {
    s = await session();
    page = s.page;
    await s.context.addInitScript(() => {
      window.__printed = 0;
      window.print = () => {
        window.__printed += 1;
      };
    });
  });
  after(async () => {
    await s?.close();
  });

  const api = (fn, arg) =>
    page.evaluate(
      async ({ fn, arg }) => {
        const m = await import('/embarque.js');
        return new Function('m', 'arg', fn)(m, arg);
      },
      { fn, arg },
    );

  test('unmounted from the click that opened a refusal notice, or that asked to print: no panic, nothing printed, the host page unchanged', async () => {
    await openHost(page, s.server, 'plain', { policy: 'none' });
    await byTestId(page, 'passenger-birth').fill('1995-06-15');
    await byTestId(page, 'passenger-id-jovem').check();
    await byTestId(page, 'benefit-youth_free-refusal').waitFor();
    // A host's own listener unmounts in the same task as the click.
    await page.evaluate(async () => {
      const { unmount } = await import('/embarque.js');
      const el = document.getElementById('rights');
      document.addEventListener('click', () => unmount(el), { once: true });
      document.querySelector('[data-testid=benefit-youth_free-refusal]').click();
      await new Promise((r) => setTimeout(r, 300));
    });
    assert.equal(await page.locator('#rights').evaluate((e) => e.className), '');
    assert.deepEqual(await api("return m.mount(document.getElementById('rights'), {})"), { ok: true, errors: [] });
    await page.locator('#rights [data-testid=embarque-ready]').waitFor({ state: 'attached' });
    await page.evaluate(async () => {
      const { unmount } = await import('/embarque.js');
      const el = document.getElementById('rights');
      document.addEventListener('click', () => unmount(el), { once: true });
      document.querySelector('[data-testid=print-summary]').click();
      await new Promise((r) => setTimeout(r, 300));
    });
    assert.equal(await page.evaluate(() => window.__printed), 0);
    assert.equal(await page.evaluate(() => document.documentElement.className), '');
    s.errors.assertNone();
  });

  test('a report pending at unmount is not told, even to a widget mounted at once in the same element', async () => {
    await openHost(page, s.server, 'plain', { policy: 'none' });
    await idleWorkDone(page);
    const told = await page.evaluate(async () => {
      const { mount, unmount } = await import('/embarque.js');
      const el = document.getElementById('rights');
      const before = window.embarqueResults.length;
      const input = document.querySelector('[data-testid=passenger-birth]');
      input.value = '1950-05-01';
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await Promise.resolve();
      // React's StrictMode: mount, unmount, mount.
      unmount(el);
      mount(el, { locale: 'en' });
      await new Promise((r) => setTimeout(r, 1_500));
      return window.embarqueResults.slice(before).map((r) => JSON.stringify(r.benefits ?? []));
    });
    // The new widget's first report only: no birth date, so no age in it.
    assert.equal(told.length, 1, told.join('\n'));
    assert.doesNotMatch(told[0], /elderly_free.*eligible"/);
  });

  test("the standalone page unmounted right after an edit writes nothing more into the host's URL", async () => {
    await openWidget(page, s.server, {});
    await page.evaluate(async () => {
      const { unmount } = await import('/embarque.js');
      const input = document.querySelector('[data-testid=passenger-birth]');
      input.value = '1950-05-01';
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await Promise.resolve();
      unmount(document.getElementById('embarque'));
      history.pushState({ route: 'checkout' }, '', '/checkout');
      await new Promise((r) => setTimeout(r, 1_500));
    });
    assert.equal(await page.evaluate(() => location.pathname + location.search), '/checkout');
    assert.deepEqual(await page.evaluate(() => history.state), { route: 'checkout' });
  });

  test("an element the host removed without unmount, put back later, holds no widget; the host's own class, lang and theme come back, its later changes stay", async () => {
    await openHost(page, s.server, 'plain', { policy: 'none' });
    const r = await page.evaluate(async () => {
      const { mount, unmount } = await import('/embarque.js');
      const old = document.getElementById('rights');
      old.remove();
      const two = document.createElement('div');
      two.className = 'booking';
      two.lang = 'en';
      two.setAttribute('style', '--emb-color-brand: #123456; height: 10px');
      document.body.append(two);
      const mounted = mount(two, { locale: 'es', theme: { colorBrand: '#7a1f5c' } });
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      const during = [two.className, two.lang, two.style.getPropertyValue('--emb-color-brand')];
      two.classList.add('is-active');
      two.style.width = '50%';
      const out = unmount(two);
      document.body.append(old);
      return {
        mounted,
        during,
        out,
        after: [two.className, two.lang, two.style.getPropertyValue('--emb-color-brand').trim(), two.style.height, two.style.width],
        old: [old.className, unmount(old).error?.field, mount(old, {}).ok],
      };
    });
    assert.deepEqual(r.mounted, { ok: true, errors: [] });
    assert.deepEqual(r.during, ['booking emb-root', 'es', '#7a1f5c']);
    assert.deepEqual(r.out, { ok: true });
    assert.deepEqual(r.after, ['booking is-active', 'en', '#123456', '10px', '50%']);
    assert.deepEqual(r.old, ['', 'element', true]);
    s.errors.assertNone();
  });

  test('after a panic, the dead instance refuses to mount, and its unmount takes the alert out with the widget', async () => {
    await openHost(page, s.server, 'plain', { policy: 'none' });
    await page.evaluate(async () => (await import('/embarque.js')).__testPanic());
    await byTestId(page, 'passenger-birth').fill('2006-05-01');
    await byTestId(page, 'embarque-crash').waitFor();
    // A mounted widget keeps nothing in the URL: the alert said "Suas
    // respostas estão guardadas no endereço desta página".
    assert.equal(await page.locator('.emb-crash__title').textContent(), 'O Embarque encontrou um erro interno.');
    const r = await page.evaluate(async () => {
      const { mount, unmount } = await import('/embarque.js');
      const el = document.getElementById('rights');
      const out = unmount(el);
      const fresh = document.createElement('div');
      document.body.append(fresh);
      return { out, children: el.childElementCount, classes: el.className, refused: mount(fresh, {}).error?.field };
    });
    assert.deepEqual(r, { out: { ok: true }, children: 0, classes: '', refused: 'element' });
    const logged = s.errors.errors.splice(0);
    assert.ok(logged.every((e) => /test panic armed|unreachable/.test(e)), logged.join('\n'));
  });

  test('a panic in the very first render: unmount still takes the alert out and gives the element back', async () => {
    await openHost(page, s.server, 'plain', { policy: 'none' });
    s.errors.errors.splice(0);
    const r = await page.evaluate(async () => {
      const m = await import('/embarque.js?instance=first-render');
      await m.default({ module_or_path: '/embarque_bg.wasm' });
      document.querySelectorAll('.emb-root').forEach((e) => e.remove());
      const el = document.createElement('div');
      el.className = 'booking';
      document.body.append(el);
      m.__testPanic();
      let threw = false;
      try {
        m.mount(el, { now: '2026-12-19T10:00:00-03:00' });
      } catch {
        threw = true;
      }
      const alert = Boolean(el.querySelector('[data-testid=embarque-crash]'));
      const out = m.unmount(el);
      return { threw, alert, out, classes: el.className, children: el.childElementCount };
    });
    assert.equal(r.alert, true, JSON.stringify(r));
    assert.deepEqual({ out: r.out, classes: r.classes, children: r.children }, { out: { ok: true }, classes: 'booking', children: 0 });
    s.errors.errors.splice(0);
  });

  // Last: it installs the page's fake clock, which the tests above must not have.
  test('unmount(element) takes the widget out with every listener and timer it set; the element can hold another', async () => {
    // A kiosk in a carrier's single-page app: the most the widget listens to
    // and times. The clock is the test's: no countdown before runFor.
    await page.clock.install({ time: new Date('2026-12-19T13:00:00Z') });
    await openHost(page, s.server, 'plain', { policy: 'none', mode: 'kiosk', idle: '2' });
    const cdp = await page.context().newCDPSession(page);
    /** The event types listened to on window, document and #rights, sorted. */
    const listening = async () => {
      const out = {};
      for (const expr of ['window', 'document', "document.getElementById('rights')"]) {
        const { result } = await cdp.send('Runtime.evaluate', { expression: expr });
        const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId });
        out[expr] = listeners.map((l) => l.type).sort().join(' ');
      }
      return out;
    };
    const unmount = () =>
      page.evaluate(async () => {
        const { unmount } = await import('/embarque.js');
        const el = document.getElementById('rights');
        const r = unmount(el);
        return {
          r,
          children: el.childElementCount,
          classes: el.className,
          style: el.getAttribute('style') ?? '',
          again: unmount(el),
          notAnElement: unmount('#rights'),
        };
      });
    const mounted = await listening();
    const first = await unmount();
    assert.deepEqual(first.r, { ok: true });
    assert.deepEqual([first.children, first.classes, first.style], [0, '', '']);
    assert.equal(first.again.error?.field, 'element');
    assert.equal(first.notAnElement.error?.field, 'element');
    const bare = await listening();
    assert.notDeepEqual(bare, mounted, 'the kiosk listened to nothing');
    // Mounted again in the same element, it works, and unmounted again it
    // leaves exactly what the first unmount left (nothing piles up).
    const again = await page.evaluate(async () => {
      const { mount } = await import('/embarque.js');
      return mount(document.getElementById('rights'), { mode: 'kiosk', idle: 2, now: '2026-12-19T10:00:00-03:00' });
    });
    assert.deepEqual(again, { ok: true, errors: [] });
    await page.locator('#rights [data-testid=embarque-ready]').waitFor({ state: 'attached' });
    await byTestId(page, 'passenger-birth').fill('2006-05-01');
    await page.clock.runFor(500);
    await waitForText(byTestId(page, 'passenger-age'), /\b20\b/);
    assert.deepEqual(await listening(), mounted);
    // An edit whose result is told when the browser is idle, then unmounted
    // at once: the unmounted widget tells nothing.
    const told = await page.evaluate(() => window.embarqueResults.length);
    await page.evaluate(async () => {
      const input = document.querySelector('[data-testid=passenger-birth]');
      input.value = '1960-05-01';
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await Promise.resolve();
    });
    assert.deepEqual((await unmount()).r, { ok: true });
    assert.deepEqual(await listening(), bare);
    // No timer of the kiosk left: no countdown, no reset, no error (a timer
    // left behind met its disposed signals).
    await page.clock.runFor(30_000);
    assert.equal(await page.locator('[data-testid=idle-countdown]').count(), 0);
    assert.equal(await page.evaluate(() => window.embarqueResults.length), told);
    s.errors.assertNone();
  });
});

// A carrier's real site (a hostile-host pass): an old page that is one big
// <form>, Bootstrap 3's 10 px root, a theme's checkboxes, the "no outline"
// snippet, a `[hidden]` override, `dir="rtl"`, all loaded after the widget's
// stylesheet (hosts/hostile.html). Each test names what a passenger saw.
describe('a hostile carrier page', () => {
  let s;
  before(async () => {
    s = await session({ csp: true });
  });
  after(async () => {
    await s?.close();
  });

  test("Enter in the widget's fields does not submit the host's form, which neither holds nor resets them", async () => {
    const { page } = s;
    await openHost(page, s.server, 'hostile');
    await byTestId(page, 'ticket-fare').fill('250');
    await byTestId(page, 'ticket-fare').press('Enter');
    await byTestId(page, 'passenger-birth').press('Enter');
    await page.locator('#rights input[type=checkbox]').first().press('Enter');
    await page.locator('#rights input[type=radio]').first().check();
    await page.locator('#rights input[type=radio]').first().press('Enter');
    await page.waitForTimeout(300);
    assert.equal(await page.evaluate(() => window.hostSubmits), 0, 'the host form was submitted');
    const own = await page.evaluate(() => {
      const form = document.getElementById('checkout');
      const names = [...form.elements].map((e) => e.name || e.dataset.testid || e.tagName);
      form.reset();
      return names;
    });
    assert.deepEqual(own, ['coupon', 'host-submit']);
    assert.equal(await byTestId(page, 'ticket-fare').inputValue(), '250', "the host's reset emptied the fare");
  });

  test('Bootstrap 3\'s 10 px root: the widget\'s text stays at 16 px, one column on a phone', async () => {
    const { page } = s;
    await page.setViewportSize({ width: 360, height: 740 });
    await openHost(page, s.server, 'hostile');
    const sizes = await page.evaluate(() => {
      const px = (sel) => parseFloat(getComputedStyle(document.querySelector(`#rights ${sel}`)).fontSize);
      const grid = getComputedStyle(document.querySelector('#rights .emb-grid')).gridTemplateColumns.split(' ').length;
      return { root: px('.emb'), hint: px('.emb-field__hint'), input: px('.emb-input'), grid };
    });
    assert.ok(sizes.root >= 16 && sizes.hint >= 14 && sizes.input >= 16, JSON.stringify(sizes));
    assert.equal(sizes.grid, 1, JSON.stringify(sizes));
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  test('the dark focus ring survives `*:focus { outline: none !important }`', async () => {
    const { page } = s;
    await page.locator('#rights .emb-lang').first().focus();
    await page.keyboard.press('Tab');
    const ring = await page.evaluate(() => {
      const cs = getComputedStyle(document.activeElement);
      return [document.activeElement.closest('#rights') !== null, cs.outlineStyle, cs.outlineWidth];
    });
    assert.deepEqual(ring, [true, 'solid', '3px']);
  });

  test('what the widget hides stays hidden under `[hidden] { display: block }`', async () => {
    const { page } = s;
    const shown = await page.evaluate(() =>
      [...document.querySelectorAll('#rights [hidden]')].filter((e) => e.getClientRects().length > 0).map((e) => e.outerHTML.slice(0, 80)),
    );
    assert.deepEqual(shown, []);
  });

  test('a host in `dir="rtl"` does not reorder the widget\'s text', async () => {
    const { page } = s;
    assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('#rights .emb')).direction), 'ltr');
  });

  test("a theme's `appearance: none` checkbox is the browser's own again", async () => {
    const { page } = s;
    assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('#rights input[type=checkbox]')).appearance), 'auto');
  });

  test('a 320 px column on a wide screen: the facts and the meters keep room for their values', async () => {
    const { page } = s;
    await page.setViewportSize({ width: 1280, height: 800 });
    await openHost(page, s.server, 'hostile', { narrow: '1' });
    await byTestId(page, 'ticket-fare').fill('250');
    await page.locator('#rights input[type=radio][value=withdrawal]').check();
    await byTestId(page, 'passenger-birth').fill('2012-05-01');
    await byTestId(page, 'bag-add').click();
    await idleWorkDone(page);
    const room = await page.evaluate(() => {
      const w = (e) => e.getBoundingClientRect().width;
      const facts = [...document.querySelectorAll('#rights .emb-facts')].map((dl) => [w(dl.querySelector('dd')), w(dl)]);
      const meters = [...document.querySelectorAll('#rights .emb-meter')].map((m) => [w(m.children[1]), parseFloat(getComputedStyle(m).fontSize)]);
      return { facts, meters };
    });
    assert.ok(room.facts.length >= 2 && room.meters.length >= 1, JSON.stringify(room));
    for (const [dd, dl] of room.facts) assert.ok(dd >= 0.4 * dl, `a fact ${dd} px wide in ${dl} px`);
    for (const [bar, em] of room.meters) assert.ok(bar >= 2.9 * em, `a meter ${bar} px wide`);
  });
});

// A carrier's web component (hosts/shadow.html): the widget in a shadow
// root, where the document's getElementById does not reach. Its error links
// did not move the focus, a removed row's focus fell to <body> and nothing
// was said (a hostile-host pass).
describe("a widget in a carrier's web component (shadow root)", () => {
  let s;
  before(async () => {
    s = await session({ csp: true });
  });
  after(async () => {
    await s?.close();
  });

  /** The id of the focused element inside the shadow root. */
  const focused = (page) => page.evaluate(() => document.querySelector('embarque-rights').shadowRoot.activeElement?.id ?? null);

  test('an error link focuses its field', async () => {
    const { page } = s;
    await openHost(page, s.server, 'shadow');
    await byTestId(page, 'bag-add').click();
    await byTestId(page, 'bag-0-weight').fill('abc');
    const link = byTestId(page, 'error-summary').locator('a');
    await waitForText(link, /\S/);
    await link.click();
    await page.waitForFunction(() => document.querySelector('embarque-rights').shadowRoot.activeElement?.id === 'bag-0-weight');
  });

  test('removing a row moves the focus to the next one and says so', async () => {
    const { page } = s;
    await byTestId(page, 'bag-0-weight').fill('10');
    await byTestId(page, 'bag-add').click();
    await page.waitForFunction(() => document.querySelector('embarque-rights').shadowRoot.activeElement?.id === 'bag-1-kind');
    await byTestId(page, 'bag-0-remove').click();
    await byTestId(page, 'bag-1-row').waitFor({ state: 'detached' });
    await page.waitForFunction(() => /^bag-\d+-kind$/.test(document.querySelector('embarque-rights').shadowRoot.activeElement?.id ?? ''));
    assert.match(await focused(page), /^bag-\d+-kind$/);
    await waitForText(page.locator('#emb-said'), /^Removido: Volume 1/);
  });

  test('a second mount in the light DOM is refused, and the widget in the shadow root stays', async () => {
    const { page } = s;
    await openHost(page, s.server, 'shadow');
    // The one-per-page check looked in the document alone: the second
    // mount said ok and emptied the shadow root's widget (a carrier's pass).
    const second = await page.evaluate(async () => {
      const { mount } = await import('/embarque.js');
      const el = document.createElement('div');
      document.body.append(el);
      return { r: mount(el, {}), children: el.childElementCount };
    });
    assert.equal(second.r.error?.field, 'element', JSON.stringify(second.r));
    assert.match(second.r.error?.message ?? '', /one per page/);
    assert.equal(second.children, 0);
    assert.equal(await page.evaluate(() => document.querySelector('embarque-rights').shadowRoot.querySelector('.emb-root [data-testid=embarque]') !== null), true);
    await byTestId(page, 'ticket-fare').fill('250');
  });
});

// A carrier's own kiosk page (mount with mode 'kiosk'): the host hears each
// passenger's end (`embarque:reset`, README), once, with the widget blank,
// and the next visit works as the first did.
describe("a carrier's kiosk page", () => {
  test('embarque:reset fires on the mount element at each end, the next visit blank and working', async () => {
    const s = await session({ csp: true });
    try {
      const { page } = s;
      await openHost(page, s.server, 'plain', { mode: 'kiosk' });
      await page.evaluate(() => {
        window.resets = [];
        document.getElementById('rights').addEventListener('embarque:reset', (e) => {
          resets.push([e.target.id, document.querySelector('#rights [data-testid=ticket-fare]').value]);
        });
      });
      for (const fare of ['250', '180']) {
        await byTestId(page, 'ticket-fare').fill(fare);
        await byTestId(page, 'kiosk-clear').click();
        await byTestId(page, 'kiosk-clear').click();
        await page.waitForFunction(() => document.querySelector('#rights [data-testid=ticket-fare]').value === '');
      }
      await page.waitForFunction(() => window.resets.length === 2);
      assert.deepEqual(await page.evaluate(() => window.resets), [['rights', ''], ['rights', '']]);
      // The third passenger's visit answers as the first's did.
      await byTestId(page, 'ticket-fare').fill('250');
      await byTestId(page, 'kiosk-step-results').click();
      await page.locator('#rights input[type=radio][value=withdrawal]').check();
      await waitForText(byTestId(page, 'refund-amount'), /237,50/);
      s.errors.assertNone();
    } finally {
      await s.close();
    }
  });
});

// A carrier's WordPress page (hosts/wordpress.html): the theme's rules are
// scoped by class (`.entry-content li`, `.entry-content p`, `.entry-content
// a`…) and load after the widget's stylesheet. At one class and an element
// they outranked the widget's `.emb-root` reset: its lists, paragraphs and
// labels came out in the theme's Georgia at 1.25rem with 1.5em margins,
// its headings in a light monospace, its links wavy-underlined, its buttons
// in capitals and its law summaries without their disclosure triangle.
describe('a WordPress page', () => {
  let s;
  before(async () => {
    s = await session({ csp: true });
  });
  after(async () => {
    await s?.close();
  });

  test("the theme's class-scoped rules reach no element of the widget", async () => {
    const { page } = s;
    await openHost(page, s.server, 'wordpress', { policy: 'none' });
    // Results with lists, citations, reasons and verdicts on the page.
    await byTestId(page, 'passenger-birth').fill('2012-03-10');
    await byTestId(page, 'ticket-fare').fill('250');
    await byTestId(page, 'bag-add').click();
    await byTestId(page, 'bag-0-weight').fill('40');
    await byTestId(page, 'baggage-hold-weight').waitFor({ state: 'attached' });
    await page.locator('#rights details').evaluateAll((ds) => ds.slice(0, 8).forEach((d) => (d.open = true)));
    // The typing settles after 1 s (widgets::SETTLE_MS): then the results
    // are said and the answer chip may be drawn, two more elements, which
    // landed between the two readings below one run in two. Its auto margin
    // is the widget's height, which follows the theme's column: left out.
    await page.waitForTimeout(1_600);
    await idleWorkDone(page);
    // Every element's styles, by its place in the widget; not its size nor
    // its side margins, which follow the theme's column width.
    const all = () =>
      page.evaluate(
        (props) =>
          [...document.querySelectorAll('#rights *')].filter((el) => !el.closest('.emb-chips')).map((el) => {
            const cs = getComputedStyle(el);
            const name = `${el.tagName.toLowerCase()}.${el.getAttribute('class')?.split(' ')[0] ?? ''}`;
            return [name, props.map((p) => `${p}: ${cs.getPropertyValue(p)}`)];
          }),
        [...PROPS, 'font-style', 'text-decoration-style', 'text-underline-offset', 'margin-bottom', 'padding-left', 'display', 'clear', 'max-width', 'outline-style'],
      );
    const themed = await all();
    await setSheet(page, 'host-css', false);
    const plain = await all();
    await setSheet(page, 'host-css', true);
    assert.ok(themed.length > 800, `${themed.length} elements`);
    assert.equal(themed.length, plain.length);
    const leaks = new Set();
    themed.forEach(([name, styles], i) =>
      styles.forEach((st, j) => st !== plain[i][1][j] && leaks.add(`${name} ${plain[i][1][j]} → ${st.replace(/^[^:]*: /, '')}`)),
    );
    assert.deepEqual([...leaks].slice(0, 12), [], `${leaks.size} leaks`);
    // The page's own paragraph keeps the theme's type: the widget's rules
    // stay inside it.
    const hostP = await page.evaluate(() => getComputedStyle(document.querySelector('.entry-content > p')).fontFamily);
    assert.match(hostP, /Georgia/);
    s.errors.assertNone();
  });
});
