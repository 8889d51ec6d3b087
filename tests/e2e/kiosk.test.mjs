// Kiosk mode (issue 6) on the release build, at 1080×1920 portrait, under the
// strict CSP: `?mode=kiosk` shows four steps (trip → passenger → results →
// the law)
// with Back/Next, touch targets of at least 48 px, no link leaving the
// widget, and axe-core passes on every step. With a fake clock: after 90 s
// without input a countdown of 10 s shows; a key press keeps the session;
// left alone it resets, and no personal value (birth date, fare, bag weight)
// remains in the DOM, the inputs, the URL, localStorage or sessionStorage.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { VIEWPORTS, axeCheck, byTestId, openWidget, session, waitForText } from './helpers.mjs';

const BIRTH = '2006-05-01';

/** Visible elements of a kind smaller than 48 px (height or width). */
function smallTargets(page) {
  return page.evaluate(() => {
    const visible = (el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const bad = [];
    const sel = 'button, select, summary, a[href], input:not([type=checkbox]):not([type=radio]):not([type=hidden])';
    for (const el of document.querySelectorAll(`.emb-root ${sel.split(', ').join(', .emb-root ')}`)) {
      if (!visible(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.height < 48 || r.width < 48) bad.push(`${el.tagName.toLowerCase()}#${el.id || el.dataset.testid || ''} ${Math.round(r.width)}×${Math.round(r.height)}`);
    }
    // A checkbox's target is its label.
    for (const box of document.querySelectorAll('.emb-root input[type=checkbox], .emb-root input[type=radio]')) {
      const label = box.id ? document.querySelector(`label[for="${box.id}"]`) : box.closest('label');
      const target = label && visible(label) ? label : box;
      if (!visible(target)) continue;
      const r = target.getBoundingClientRect();
      if (r.height < 48) bad.push(`label of ${box.id} ${Math.round(r.width)}×${Math.round(r.height)}`);
    }
    return bad;
  });
}

/** The fake clock's start: 19/12/2026 10:00 in Brasília. */
const CLOCK = new Date('2026-12-19T13:00:00Z');

/** A kiosk-sized session under the strict CSP, its clock installed at CLOCK. */
async function kioskSession() {
  const s = await session({ csp: true }, { viewport: VIEWPORTS.kiosk });
  await s.page.clock.install({ time: CLOCK });
  return s;
}

/** Idle past 90 s: the countdown shows. */
async function countdown(page) {
  await page.clock.runFor(91_000);
  await byTestId(page, 'idle-countdown').waitFor();
}

/** The countdown runs out: the reset, and the dialog gone. */
async function countOut(page) {
  await page.clock.runFor(11_000);
  await byTestId(page, 'idle-countdown').waitFor({ state: 'detached' });
}

/** An idle kiosk's whole reset. */
async function reset(page) {
  await countdown(page);
  await countOut(page);
}

const shown = (page, sel) =>
  page.evaluate((sel) => {
    const el = document.querySelector(sel);
    return !!el && el.getClientRects().length > 0;
  }, sel);

describe('kiosk mode at 1080×1920', () => {
  let s;
  before(async () => {
    s = await kioskSession();
  });
  after(async () => {
    await s?.close();
  });

  test('?mode=kiosk: the kiosk class, large targets, and the first step only', async () => {
    const { page } = s;
    await openWidget(page, s.server, { mode: 'kiosk', idle: 90 });
    assert.ok(await page.locator('#embarque.emb-root.emb-kiosk').count());
    const target = await page.evaluate(() =>
      parseFloat(getComputedStyle(document.getElementById('embarque')).getPropertyValue('--emb-target')),
    );
    assert.ok(target >= 48, `--emb-target ${target}`);
    const fontSize = await page.evaluate(() => parseFloat(getComputedStyle(document.querySelector('.emb-section')).fontSize));
    assert.ok(fontSize >= 22, `large type: ${fontSize}px`);
    assert.ok(await shown(page, '#emb-h-trip'));
    assert.ok(!(await shown(page, '#emb-h-bag')), 'the baggage section waits for step 2');
    assert.ok(!(await shown(page, '#emb-h-benefits')), 'the results wait for step 3');
    assert.deepEqual(await smallTargets(page), []);
    // Back and Next at the foot of the screen on a step shorter than it,
    // not wherever its form ends (they sat mid-screen on step 1).
    const buttons = await page.locator('.emb-steps__buttons').boundingBox();
    const height = page.viewportSize().height;
    assert.ok(buttons.y + buttons.height >= height - 32, `buttons end at ${buttons.y + buttons.height} of ${height}`);
    // A step shorter than the screen does not scroll: the page's body
    // margins around a box a screen tall scrolled it by 16 px.
    assert.equal(await page.evaluate(() => document.documentElement.scrollHeight), height);
    // The languages and the print button share one row of the header.
    const [lang, print] = await Promise.all([byTestId(page, 'lang-pt-BR').boundingBox(), byTestId(page, 'print-summary').boundingBox()]);
    assert.ok(Math.abs(lang.y - print.y) < 8, `languages at y=${lang.y}, print at y=${print.y}`);
    await page.screenshot({ path: '/tmp/kiosk-step1.png' });
    await axeCheck(page, 'kiosk step 1');
  });

  test('Next and Back walk trip → passenger → results', async () => {
    const { page } = s;
    await byTestId(page, 'passenger-birth').fill(BIRTH);
    await byTestId(page, 'ticket-fare').fill('250');
    await byTestId(page, 'kiosk-next').first().click();
    assert.ok(await shown(page, '#emb-h-bag'));
    assert.ok(!(await shown(page, '#emb-h-trip')));
    await byTestId(page, 'bag-add').click();
    await byTestId(page, 'bag-0-weight').fill('23');
    assert.deepEqual(await smallTargets(page), []);
    await axeCheck(page, 'kiosk step 2');
    await byTestId(page, 'kiosk-next').first().click();
    assert.ok(await shown(page, '#emb-h-benefits'));
    assert.ok(!(await shown(page, '#emb-h-bag')));
    await page.waitForFunction(() => document.activeElement?.id === 'kiosk-step-results');
    assert.equal(await byTestId(page, 'kiosk-step-results').getAttribute('aria-current'), 'step');
    assert.deepEqual(await smallTargets(page), []);
    // The law texts have a step of their own: below the results they made
    // the step 22 000 px long, 15 000 of them law.
    await byTestId(page, 'laws').waitFor({ state: 'attached' });
    assert.ok(!(await shown(page, '#emb-h-law')), 'the law texts wait for step 4');
    const long = await page.evaluate(() => document.documentElement.scrollHeight);
    assert.ok(long < 9000, `the results step is ${long} px long`);
    await page.screenshot({ path: '/tmp/kiosk-step3.png' });
    await byTestId(page, 'kiosk-next').first().click();
    assert.ok(await shown(page, '#emb-h-law'));
    assert.ok(!(await shown(page, '#emb-h-benefits')));
    assert.equal(await byTestId(page, 'kiosk-next').first().isDisabled(), true);
    // The focus goes to the new step's name, not to the page's body (Next
    // is disabled on the last step).
    await page.waitForFunction(() => document.activeElement?.id === 'kiosk-step-laws');
    assert.equal(await byTestId(page, 'kiosk-step-laws').getAttribute('aria-current'), 'step');
    assert.deepEqual(await smallTargets(page), []);
    await axeCheck(page, 'kiosk step 4');
    await byTestId(page, 'kiosk-back').first().click();
    assert.ok(await shown(page, '#emb-h-benefits'));
    await byTestId(page, 'kiosk-back').first().click();
    assert.ok(await shown(page, '#emb-h-bag'));
    await byTestId(page, 'kiosk-next').first().click();
    assert.ok(await shown(page, '#emb-h-benefits'));
  });

  test('a step is reached by its name in the list too', async () => {
    const { page } = s;
    await byTestId(page, 'kiosk-step-trip').click();
    assert.ok(await shown(page, '#emb-h-trip'));
    assert.equal(await byTestId(page, 'kiosk-step-trip').getAttribute('aria-current'), 'step');
    await byTestId(page, 'kiosk-step-results').click();
    assert.ok(await shown(page, '#emb-h-benefits'));
    assert.ok(!(await shown(page, '#emb-h-trip')));
    assert.equal(await byTestId(page, 'kiosk-step-results').getAttribute('aria-current'), 'step');
    assert.equal(await byTestId(page, 'kiosk-step-trip').getAttribute('aria-current'), null);
    assert.deepEqual(await smallTargets(page), []);
  });

  test('the results step passes axe-core', async () => {
    await axeCheck(s.page, 'kiosk step 3');
  });

  test('no link leaves the widget', async () => {
    const hrefs = await s.page.evaluate(() => [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')));
    assert.ok(hrefs.every((h) => h.startsWith('#')), hrefs.filter((h) => !h.startsWith('#')).join(', '));
    // Back to the first step for the idle tests.
    await byTestId(s.page, 'kiosk-step-trip').click();
  });

  test('the error summary takes the passenger to a field on another step and focuses it', async () => {
    const { page } = s;
    await byTestId(page, 'kiosk-next').first().click();
    await byTestId(page, 'bag-0-weight').fill('abc');
    await byTestId(page, 'kiosk-back').first().click();
    assert.ok(!(await shown(page, '#emb-h-bag')));
    const link = byTestId(page, 'error-summary').locator('a');
    await waitForText(link, /^Volume 1 — Peso \(kg\): /);
    await link.click();
    await page.waitForFunction(() => document.activeElement?.id === 'bag-0-weight');
    assert.ok(await shown(page, '#emb-h-bag'), 'the passenger step is shown');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('23');
    await byTestId(page, 'error-summary').waitFor({ state: 'detached' });
    await byTestId(page, 'kiosk-back').first().click();
    assert.ok(await shown(page, '#emb-h-trip'));
    // Back moves the focus to the step's name on the next frame; waited for
    // here, or it lands after the next test has put the focus on a field.
    await page.waitForFunction(() => document.activeElement?.id === 'kiosk-step-trip');
  });

  test('a field in error on another step heads the step shown: step 3 says why its answer is blank', async () => {
    const { page } = s;
    // A kiosk operator's pass: a distance of -5 on step 1 left step 3's
    // benefits without an answer, the summary 2 770 px below them.
    await byTestId(page, 'kiosk-step-trip').click();
    await byTestId(page, 'trip-distance').fill('-5');
    await byTestId(page, 'kiosk-step-results').click();
    assert.ok(await shown(page, '#emb-h-benefits'));
    const summary = byTestId(page, 'error-summary');
    await waitForText(summary.locator('a'), /^Distância \(km\): /);
    const [top, benefits] = await Promise.all([summary.boundingBox(), byTestId(page, 'benefits-section').boundingBox()]);
    assert.ok(top.y + top.height <= benefits.y, `the summary (${top.y}) above the benefits (${benefits.y})`);
    await byTestId(page, 'kiosk-step-trip').click();
    await byTestId(page, 'trip-distance').fill('');
    await summary.waitFor({ state: 'detached' });
  });

  test('after 90 s idle a 10 s countdown shows and takes the focus; a key press keeps the session and gives the focus back', async () => {
    const { page } = s;
    await byTestId(page, 'passenger-birth').focus();
    await page.keyboard.press('Shift');
    await page.clock.runFor(88_000);
    assert.equal(await byTestId(page, 'idle-countdown').count(), 0);
    await page.clock.runFor(3_000);
    await byTestId(page, 'idle-countdown').waitFor();
    await waitForText(byTestId(page, 'idle-seconds'), /^(10|9|8)$/);
    // An alertdialog takes the focus (WAI-ARIA).
    await page.waitForFunction(() => document.activeElement?.id === 'emb-idle-continue');
    await axeCheck(page, 'kiosk countdown');
    await page.keyboard.press('Shift');
    await byTestId(page, 'idle-countdown').waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.id === 'passenger-birth');
    assert.equal(await byTestId(page, 'passenger-birth').inputValue(), BIRTH);
  });

  test('left alone, the reset clears every personal value from the DOM, URL and storage', async () => {
    const { page } = s;
    // What the passenger typed outside the form: the law search.
    // Each step change moves the focus on the next frame: waited for, so
    // no frame left pending lands in the middle of what follows.
    await byTestId(page, 'kiosk-step-laws').click();
    await byTestId(page, 'law-search').fill('Maria da Silva');
    await byTestId(page, 'kiosk-back').first().click();
    await page.waitForFunction(() => document.activeElement?.id === 'kiosk-step-results');
    await byTestId(page, 'kiosk-step-trip').click();
    await page.evaluate(() => {
      localStorage.setItem('embarque-test', '2006-05-01');
      sessionStorage.setItem('embarque-test', '250');
    });
    assert.match(page.url(), /birth=2006-05-01/);
    await countdown(page);
    await page.screenshot({ path: '/tmp/kiosk-idle.png' });
    await countOut(page);
    const state = await page.evaluate(() => ({
      values: [...document.querySelectorAll('input, select, textarea')].map((e) => e.value),
      text: document.body.innerText,
      html: document.body.innerHTML,
      local: localStorage.length,
      session: sessionStorage.length,
      url: location.href,
    }));
    for (const v of state.values) {
      assert.ok(v !== '2006-05-01' && !/250|Maria/.test(v) && v !== '23', `an input kept ${v}`);
    }
    assert.doesNotMatch(state.text, /2006|250,00|250\.00/);
    assert.doesNotMatch(state.html, /2006-05-01|01\/05\/2006/);
    assert.equal(state.local, 0);
    assert.equal(state.session, 0);
    const params = [...new URL(state.url).searchParams.keys()].sort();
    assert.deepEqual(params, ['idle', 'mode', 'now']);
    assert.ok(await shown(page, '#emb-h-trip'), 'back on the first step');
    assert.equal(await page.locator('#emb-h-bag').count() ? await shown(page, '#emb-h-bag') : false, false);
    s.errors.assertNone();
    s.requests.assertSameOrigin();
  });
});

describe('a kiosk left open for days reads the clock', () => {
  let s;
  before(async () => {
    // 19/12/2026 10:00 in Brasília; no `now` in the URL: the page's clock.
    s = await kioskSession();
  });
  after(async () => {
    await s?.close();
  });

  test('"you can cancel" turns into "not any more" when the bus leaves, without a reload', async () => {
    const { page } = s;
    const url = new URL('/?mode=kiosk&idle=86400&date=2026-12-19&time=12:00&fare=100&req=withdrawal', s.server.origin);
    await page.goto(url.href);
    await page.locator('[data-testid=embarque-ready]').waitFor({ state: 'attached' });
    await waitForText(byTestId(page, 'refund-verdict'), /Você pode cancelar/);
    // The clock's ticks evaluate again; the page tells its host only a
    // report that changed.
    await page.clock.runFor(5_000);
    await page.evaluate(() => {
      window.__results = 0;
      document.addEventListener('embarque:result', () => { window.__results += 1; });
    });
    await page.clock.runFor(95_000);
    assert.equal(await page.evaluate(() => window.__results), 0, 'told again with nothing new');
    // 2 h later the bus has left (Lei 11.975/2009 art. 2: until boarding).
    await page.clock.runFor(2 * 3600_000);
    await waitForText(byTestId(page, 'refund-verdict'), /Não é mais possível/);
    await page.clock.runFor(1_000);
    assert.ok((await page.evaluate(() => window.__results)) >= 1, 'the changed report is told');
    s.errors.assertNone();
  });

  test('after a reset the default departure is the day after today, not after the day it loaded', async () => {
    const { page } = s;
    // Nobody has touched it since it loaded (19/12 10:00): a day later the
    // countdown, then the reset, on 20/12.
    await page.clock.runFor(24 * 3600_000);
    await byTestId(page, 'idle-countdown').waitFor({ state: 'detached' });
    await waitForText(byTestId(page, 'refund-pick'), /escolha acima/);
    assert.equal(await byTestId(page, 'trip-date').inputValue(), '2026-12-21');
  });
});

describe('kiosk: a citation on step 2 opens its article on step 4; focus stays clear of the step buttons', () => {
  let s;
  before(async () => {
    s = await session({ csp: true }, { viewport: VIEWPORTS.kiosk });
  });
  after(async () => {
    await s?.close();
  });

  test('"Base legal" of a bag takes the passenger to the law texts, unfolded and focused', async () => {
    const { page } = s;
    // A 33 kg bag: its verdict cites Decreto 2.521/1998 art. 70, whose text
    // is in "Legislação", the last step.
    await openWidget(page, s.server, { mode: 'kiosk', birth: '1990-05-01', fare: '250', bag: 'hold~general~33~70~45~30' });
    await byTestId(page, 'kiosk-step-passenger').click();
    const cites = page.locator('[aria-labelledby=emb-h-bag] details.emb-citations').first();
    await cites.locator('summary').click();
    const link = cites.locator('a.emb-cite[href^="#decreto_2521_1998-art-70"]').first();
    const anchor = (await link.getAttribute('href')).slice(1);
    await link.click();
    await page.waitForFunction(() => document.getElementById('kiosk-step-laws')?.getAttribute('aria-current') === 'step');
    const article = page.locator(`[id="${anchor}"]`);
    await article.waitFor({ state: 'visible' });
    assert.equal(await article.getAttribute('open'), '', 'the article is unfolded');
    await page.waitForFunction((id) => document.activeElement === document.getElementById(id)?.querySelector('summary'), anchor);
    const inView = await article.locator('summary').evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= window.innerHeight;
    });
    assert.ok(inView, 'the article is scrolled into view');
    s.errors.assertNone();
  });

  test('a control focused by Tab is never left under the sticky Back/Next bar (the refusal notice\'s print button was)', async () => {
    const { page } = s;
    await openWidget(page, s.server, { mode: 'kiosk', birth: '1950-03-10', income: '1', eft: '2' });
    await byTestId(page, 'kiosk-step-results').click();
    await byTestId(page, 'benefit-elderly_free-refusal').click();
    await byTestId(page, 'refusal-notice').waitFor({ state: 'visible' });
    let id = null;
    for (let i = 0; i < 40 && id !== 'refusal-print'; i++) {
      await page.keyboard.press('Tab');
      id = await page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
    }
    assert.equal(id, 'refusal-print');
    const covered = await page.evaluate(() => {
      const b = document.activeElement;
      const r = b.getBoundingClientRect();
      return !b.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    });
    assert.equal(covered, false, 'the focused print button sits under the step buttons');
    await byTestId(page, 'refusal-close').click();
  });
});

describe('kiosk: the idle reset goes back to the language the kiosk was started in', () => {
  let s;
  before(async () => {
    s = await kioskSession();
  });
  after(async () => {
    await s?.close();
  });

  test('an English kiosk a passenger switched to Spanish is English again for the next one', async () => {
    const { page } = s;
    await openWidget(page, s.server, { mode: 'kiosk', lang: 'en', idle: 90 });
    await byTestId(page, 'lang-es').click();
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    await reset(page);
    // It went back to Portuguese, whatever the kiosk was started in; now to English.
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await waitForText(page.locator('#emb-h-trip'), /^Trip and passenger$/);
    s.errors.assertNone();
  });

  test("a reload in a passenger's language keeps the kiosk's for the reset (klang)", async () => {
    const { page } = s;
    await openWidget(page, s.server, { mode: 'kiosk', lang: 'en', idle: 90 });
    await byTestId(page, 'lang-es').click();
    await page.waitForURL((u) => u.searchParams.get('lang') === 'es' && u.searchParams.get('klang') === 'en', { timeout: 5_000 });
    // A reload (or a restart after a panic) took Spanish for the kiosk's.
    await page.reload();
    await page.locator('[data-testid=embarque-ready]').waitFor({ state: 'attached' });
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    await reset(page);
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await page.clock.runFor(1_000);
    assert.equal(new URL(page.url()).searchParams.get('klang'), null);
  });
});

// A kiosk operator's pass (2026-12-05, fifth stop): passengers one after
// another, by keyboard and by touch.
describe("kiosk: the next passenger (a kiosk operator's pass)", () => {
  let s;
  before(async () => {
    s = await kioskSession();
  });
  after(async () => {
    await s?.close();
  });
  const current = (page) => page.evaluate(() => document.querySelector('[aria-current=step]')?.dataset.testid);

  test('Enter on the countdown presses nothing behind it, and after a reset nothing of the last passenger', async () => {
    const { page } = s;
    await openWidget(page, s.server, { mode: 'kiosk', idle: 90 });
    // The focus on "Avançar": the Enter that answers the countdown moved
    // to step 2 (the focus went back before the key's own action).
    await byTestId(page, 'kiosk-next').focus();
    await countdown(page);
    await page.waitForFunction(() => document.activeElement?.id === 'emb-idle-continue');
    await page.keyboard.press('Enter');
    await byTestId(page, 'idle-countdown').waitFor({ state: 'detached' });
    await page.clock.runFor(200);
    assert.equal(await current(page), 'kiosk-step-trip');
    await page.waitForFunction(() => document.activeElement?.dataset.testid === 'kiosk-next');
    // Left alone: the next passenger's first Enter pressed "Avançar".
    await reset(page);
    await page.keyboard.press('Enter');
    await page.clock.runFor(200);
    assert.equal(await current(page), 'kiosk-step-trip');
  });

  /** A touch kiosk on the clock, a fare typed, each click's target kept in `window.clicks`. */
  const touchKiosk = async () => {
    const context = await s.browser.newContext({ viewport: VIEWPORTS.kiosk, hasTouch: true, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    const page = await context.newPage();
    await page.clock.install({ time: CLOCK });
    await openWidget(page, s.server, { mode: 'kiosk', idle: 90, fare: '250' });
    await page.evaluate(() => {
      window.clicks = [];
      document.addEventListener('click', (e) => window.clicks.push(e.target.closest('[data-testid]')?.dataset.testid ?? e.target.tagName), true);
    });
    return { context, page };
  };

  test('a tap on "Continuar usando" reaches nothing beneath it', async () => {
    const { context, page } = await touchKiosk();
    // Time stands still but for runFor: a busy test machine took the 0.3 s
    // below between reading "1" and the tap, and the reset came first.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1));
    await countdown(page);
    // At "1 s", 0.3 s before the reset, when people tap: the tap must win.
    // Stepped to the "1": the idle timer was armed before the pause, and a
    // busy machine's time in between moved every tick earlier (a fixed
    // 8.7 s ran past the reset when it took over 0.3 s).
    const seconds = async () => Number(await byTestId(page, 'idle-seconds').textContent({ timeout: 2_000 }));
    await page.clock.runFor(((await seconds()) - 2) * 1_000);
    for (let i = 0; i < 20 && (await seconds()) !== 1; i++) {
      await page.clock.runFor(100);
    }
    await page.clock.runFor(700);
    await waitForText(byTestId(page, 'idle-seconds'), /^1$/);
    const box = await byTestId(page, 'idle-continue').boundingBox();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.clock.runFor(1_500);
    await byTestId(page, 'idle-countdown').waitFor({ state: 'detached' });
    assert.equal(await byTestId(page, 'ticket-fare').inputValue(), '250', 'reset under the tap');
    // The tap's click reached the button it was on, and nothing else.
    assert.deepEqual(await page.evaluate(() => window.clicks), ['idle-continue']);
    await context.close();
  });

  // A kiosk operator's pass: the grey around the countdown was only a
  // shadow, and a tap on the greyed "Avançar" or on a checkbox's label
  // reached it (an elderly passenger's income proof ticked by a stray tap).
  test('a tap on the grey around the countdown is "still here", and reaches nothing beneath', async () => {
    const { context, page } = await touchKiosk();
    await countdown(page);
    const next = await byTestId(page, 'kiosk-next').boundingBox();
    const dialog = await byTestId(page, 'idle-countdown').boundingBox();
    assert.ok(next.y + next.height / 2 < dialog.y || next.y + next.height / 2 > dialog.y + dialog.height, 'the button is outside the dialog');
    await page.touchscreen.tap(next.x + next.width / 2, next.y + next.height / 2);
    await page.clock.runFor(1_500);
    await byTestId(page, 'idle-countdown').waitFor({ state: 'detached' });
    assert.equal(await current(page), 'kiosk-step-trip', 'the tap went through to "Avançar"');
    assert.equal(await byTestId(page, 'ticket-fare').inputValue(), '250', 'reset under the tap');
    assert.ok(!(await page.evaluate(() => window.clicks)).includes('kiosk-next'), 'a click reached "Avançar"');
    await context.close();
  });

  test('"Continuar usando" leaves the passenger where they were reading', async () => {
    const { page } = s;
    await openWidget(page, s.server, { mode: 'kiosk', idle: 90 });
    await byTestId(page, 'kiosk-step-laws').click();
    await page.clock.runFor(200);
    await page.evaluate(() => window.scrollTo(0, 3000));
    await countdown(page);
    await page.keyboard.press('Shift');
    await byTestId(page, 'idle-countdown').waitFor({ state: 'detached' });
    await page.clock.runFor(200);
    assert.ok((await page.evaluate(() => scrollY)) > 2500, 'thrown back to the top');
  });

  test('a passenger can erase their answers at once, without waiting for the countdown', async () => {
    const { page } = s;
    await openWidget(page, s.server, { mode: 'kiosk', idle: 90, birth: BIRTH, fare: '250' });
    // One tap asks for a second (a missed tap beside "Voltar" wiped all),
    // and is forgotten after 4 s.
    await byTestId(page, 'kiosk-clear').click();
    await waitForText(byTestId(page, 'kiosk-clear'), /Toque de novo para apagar/);
    // Said too: a focused button's new name is not announced by every
    // screen reader, and "Toque" is no keyboard's word (a screen reader's pass).
    await waitForText(page.locator('#emb-said'), /^Para apagar seus dados, acione este botão de novo em até 4 segundos\.$/);
    assert.equal(await byTestId(page, 'passenger-birth').inputValue(), BIRTH);
    await page.clock.runFor(4_500);
    await waitForText(byTestId(page, 'kiosk-clear'), /^Apagar meus dados$/);
    // The host (here boot.js) hears that the session ended, once, blank.
    await page.evaluate(() => {
      window.resets = [];
      document.getElementById('embarque').addEventListener('embarque:reset', (e) => {
        resets.push([e.bubbles, document.querySelector('[data-testid=passenger-birth]').value]);
      });
    });
    await byTestId(page, 'kiosk-clear').click();
    await byTestId(page, 'kiosk-clear').click();
    await page.clock.runFor(200);
    assert.deepEqual(await page.evaluate(() => resets), [[true, '']]);
    assert.equal(await byTestId(page, 'passenger-birth').inputValue(), '');
    assert.equal(await current(page), 'kiosk-step-trip');
    // The focus on the first step's tab, and the page says what happened: it
    // fell to <body>, the next Tab reaching the bottom bar, in silence (a
    // screen reader's pass).
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'kiosk-step-trip');
    await waitForText(page.locator('#emb-said'), /^Seus dados foram apagados\.$/);
    await page.clock.runFor(1_000);
    assert.deepEqual([...new URL(page.url()).searchParams.keys()].sort(), ['idle', 'mode', 'now']);
  });

  test('an idle time past what a browser timer holds waits a day at most, not a countdown at once', async () => {
    const { page } = s;
    await openWidget(page, s.server, { mode: 'kiosk', idle: 2592000, fare: '250' });
    await page.clock.runFor(5_000);
    assert.equal(await byTestId(page, 'idle-countdown').count(), 0);
    assert.equal(await byTestId(page, 'ticket-fare').inputValue(), '250');
    // And the day at most: the passenger's answers are gone after it.
    await page.clock.runFor(24 * 3600_000 + 11_000);
    assert.equal(await byTestId(page, 'ticket-fare').inputValue(), '', 'reset within a day');
  });

  test('a citation of a law the widget does not carry opens its catalogue entry on the law step', async () => {
    const { page } = s;
    // A withdrawal keeps 5 % (Lei 10.406/2002 art. 740 § 3º, in the
    // catalogue only): its link on step 3 moved nothing.
    await openWidget(page, s.server, { mode: 'kiosk', idle: 90, fare: '250', req: 'withdrawal' });
    await byTestId(page, 'kiosk-step-results').click();
    const cites = byTestId(page, 'refund-section').locator('details.emb-citations').first();
    await cites.locator('summary').click();
    await cites.locator('a.emb-cite[href="#law-cat-lei_10406_2002"]').first().click();
    await page.clock.runFor(200);
    await page.waitForFunction(() => document.getElementById('kiosk-step-laws')?.getAttribute('aria-current') === 'step');
    await page.waitForFunction(() => document.activeElement?.id === 'law-cat-lei_10406_2002');
    // The step's tab was clicked from inside the widget's own click
    // listener, and its click bubbled back into it: "closure invoked
    // recursively or after being dropped" on every catalogue link.
    s.errors.assertNone();
  });

  test("a citation leaves no history entry holding the passenger's answers", async () => {
    const { page } = s;
    // A withdrawal, for a section with citations in view (with no benefit
    // asked for, the benefits' list is folded).
    await openWidget(page, s.server, { mode: 'kiosk', idle: 90, birth: BIRTH, fare: '250', req: 'withdrawal' });
    const before = await page.evaluate(() => history.length);
    await byTestId(page, 'kiosk-step-results').click();
    const cites = page.locator('.emb-step--results details.emb-citations:visible').first();
    await cites.locator('summary').click();
    await cites.locator('a.emb-cite').first().click();
    // The step changes in the next frame (the fake clock's).
    await page.clock.runFor(500);
    await page.waitForFunction(() => document.getElementById('kiosk-step-laws')?.getAttribute('aria-current') === 'step');
    assert.equal(await page.evaluate(() => history.length), before);
    assert.equal(await page.evaluate(() => location.hash), '');
  });

  test('after a panic and a reset the next passenger sees no crash alert; two panics offer a fresh kiosk', async () => {
    const { page } = s;
    await openWidget(page, s.server, { mode: 'kiosk', idle: 90, birth: BIRTH, fare: '250' });
    // The running instance: boot.js imports `embarque.js?instance=N` for
    // the N-th restart.
    let instance = 0;
    const panic = async () => {
      await page.evaluate(async (n) => {
        (await import(n ? `/embarque.js?instance=${n}` : '/embarque.js')).__testPanic();
      }, instance);
      instance += 1;
      await byTestId(page, 'ticket-fare').fill(String(300 + Math.floor(Math.random() * 100)));
      await byTestId(page, 'embarque-crash').first().waitFor({ state: 'visible' });
    };
    await panic();
    await page.locator('[data-testid=embarque-ready]').waitFor({ state: 'attached', timeout: 30_000 });
    await reset(page);
    assert.equal(await byTestId(page, 'embarque-crash').count(), 0);
    // Two within a minute: the offer to start over is a kiosk again, in
    // the kiosk's language, not the Spanish this passenger chose.
    await byTestId(page, 'lang-es').click();
    await page.clock.runFor(1_000);
    await page.waitForURL((u) => u.searchParams.get('klang') === 'pt-BR', { timeout: 5_000 });
    await byTestId(page, 'ticket-fare').fill('250');
    await panic();
    await page.locator('[data-testid=embarque-ready]').waitFor({ state: 'attached', timeout: 30_000 });
    await panic();
    await byTestId(page, 'embarque-start-over').click();
    await page.waitForURL((u) => !u.searchParams.has('fare'), { timeout: 10_000 });
    await page.locator('[data-testid=embarque-ready]').waitFor({ state: 'attached', timeout: 30_000 });
    const params = new URL(page.url()).searchParams;
    assert.equal(params.get('mode'), 'kiosk');
    assert.notEqual(params.get('lang'), 'es', "the kiosk's language (pt-BR), not a passenger's");
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'pt-BR');
    assert.equal(params.get('idle'), '90');
    assert.equal(await byTestId(page, 'ticket-fare').inputValue(), '');
  });
});

// A kiosk runs for weeks, one passenger after another (a long-run pass): each
// reset built the sections anew inside the page's long-lived signals, whose
// subscriber lists kept every dead subscriber (Leptos drops one from a
// signal's list only when it runs again): the wasm memory grew by 50–70 KB a
// passenger, without end, and every edit slowed with it. Each visit is now a
// widget of its own, its signals gone with it.
describe('a kiosk after many passengers', () => {
  let s;
  before(async () => {
    s = await session({ csp: true }, { viewport: VIEWPORTS.kiosk });
  });
  after(async () => {
    await s?.close();
  });

  /** The widget's wasm memory, in bytes. */
  const wasmBytes = (page) =>
    page.evaluate(async () => (await (await import('/embarque.js')).default()).memory.buffer.byteLength);

  test('the memory stops growing: 60 more passengers take less than 512 KB', async () => {
    const { page } = s;
    await openWidget(page, s.server, { mode: 'kiosk' });
    const passenger = async (i) => {
      await byTestId(page, 'ticket-fare').fill(String(100 + i));
      await byTestId(page, 'passenger-birth').fill('1990-05-01');
      await byTestId(page, 'kiosk-clear').click();
      await byTestId(page, 'kiosk-clear').click();
      await page.waitForFunction(() => document.querySelector('[data-testid=ticket-fare]')?.value === '');
    };
    for (let i = 0; i < 10; i++) await passenger(i);
    const start = await wasmBytes(page);
    for (let i = 0; i < 60; i++) await passenger(i);
    const grown = (await wasmBytes(page)) - start;
    assert.ok(grown < 512 * 1024, `the wasm memory grew by ${grown} bytes over 60 passengers`);
  });
});

// An old kiosk PC's landscape screen (an old-kiosk pass): from the page's top
// the header and the step list filled 475–750 px of 768, and "Avançar"
// showed nothing of the new step.
describe('a landscape kiosk, 1366×768', () => {
  let s;
  before(async () => {
    s = await session({ csp: true }, { viewport: { width: 1366, height: 768 } });
  });
  after(async () => {
    await s?.close();
  });

  test('"Avançar" brings the new step into view above the step bar', async () => {
    const { page } = s;
    await openWidget(page, s.server, { mode: 'kiosk' });
    await byTestId(page, 'kiosk-next').click();
    await page.waitForFunction(() => document.activeElement?.id === 'kiosk-step-passenger');
    const room = await page.evaluate(() => {
      const bar = document.querySelector('.emb-steps__buttons').getBoundingClientRect();
      const add = document.querySelector('[data-testid=bag-add]').getBoundingClientRect();
      return { barTop: bar.top, addBottom: add.bottom, rows: new Set([...document.querySelectorAll('.emb-steps__buttons .emb-button')].map((b) => Math.round(b.getBoundingClientRect().top))).size };
    });
    assert.ok(room.addBottom <= room.barTop, `"Adicionar volume" ends at ${room.addBottom} px, the step bar starts at ${room.barTop} px`);
    assert.equal(room.rows, 1);
    // The four steps in one row (two took 80 px more of 768).
    const tabs = await page.evaluate(() => new Set([...document.querySelectorAll('.emb-steps__tab')].map((t) => Math.round(t.getBoundingClientRect().top))).size);
    assert.equal(tabs, 1);
  });
});

// A passenger's pass in three languages: on the 1080×1920 kiosk the four
// steps wrapped as three and one (a bar and a stray second row); a kiosk as
// narrow as a phone scrolled sideways (the languages in one unbreakable
// row) and cut "Siguiente" off its step bar.
describe('the kiosk step bar in every language and width', () => {
  test('portrait 1080×1920: the four steps in two rows of two, in columns', async () => {
    const s = await kioskSession();
    try {
      for (const lang of ['pt-BR', 'en', 'es']) {
        await openWidget(s.page, s.server, { mode: 'kiosk', lang });
        const boxes = await s.page.evaluate(() => [...document.querySelectorAll('.emb-steps__item')].map((t) => {
          const r = t.getBoundingClientRect();
          return [Math.round(r.left), Math.round(r.top)];
        }));
        assert.equal(boxes.length, 4, lang);
        const [[x1, y1], [x2, y2], [x3, y3], [x4, y4]] = boxes;
        assert.ok(x1 === x3 && x2 === x4 && x2 > x1, `${lang}: columns ${JSON.stringify(boxes)}`);
        assert.ok(y1 === y2 && y3 === y4 && y3 > y1, `${lang}: rows ${JSON.stringify(boxes)}`);
      }
      // By boat no bus category is asked: each date still beside its time.
      await openWidget(s.page, s.server, { mode: 'kiosk', by: 'waterway' });
      const top = (id) => s.page.locator(`#${id}`).evaluate((e) => Math.round(e.getBoundingClientRect().top));
      assert.equal(await s.page.locator('#trip-service').count(), 0);
      assert.equal(await top('trip-date'), await top('trip-time'));
      assert.equal(await top('trip-boarding-date'), await top('trip-boarding-time'));
    } finally {
      await s.close();
    }
  });

  for (const [width, height] of [[360, 740], [480, 1000]]) {
    test(`a ${width} px kiosk scrolls not sideways and shows every step button whole`, async () => {
      const s = await session({ csp: true }, { viewport: { width, height } });
      try {
        for (const lang of ['pt-BR', 'en', 'es']) {
          await openWidget(s.page, s.server, { mode: 'kiosk', lang });
          const r = await s.page.evaluate(() => ({
            scroll: document.documentElement.scrollWidth,
            buttons: [...document.querySelectorAll('.emb-steps__buttons .emb-button')].map((b) => [b.textContent, Math.round(b.getBoundingClientRect().right), b.scrollWidth <= b.clientWidth]),
          }));
          assert.equal(r.scroll, width, `${lang}: the page is ${r.scroll} px wide`);
          for (const [name, right, whole] of r.buttons) assert.ok(right <= width && whole, `${lang}: "${name}" ends at ${right} px`);
        }
      } finally {
        await s.close();
      }
    });
  }
});
