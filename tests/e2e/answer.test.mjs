// A changed answer out of view (a passenger's pass on a 360 px phone): the
// page is 25 000 px tall, each section a form and then its answer, and an
// edit often changes an answer far below (a birth date changes the free seat,
// two screens down) or under the kiosk's Back/Next bar. Screen readers heard
// it (widgets::status); a sighted passenger saw nothing change. Once the
// typing settles, a chip at the foot of the screen ("Resposta atualizada ↓")
// says an answer changed out of view, and its link takes the passenger there.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { NOW, VIEWPORTS, byTestId, openWidget, session, waitForText } from './helpers.mjs';

/** The typing settles after 1 s (widgets::SETTLE_MS); the chip shows then. */
const SETTLED = 1_600;

const chip = (page) => byTestId(page, 'answer-chip');

/** Whether the chip is shown (hidden, it is laid out all the same, unseen). */
const chipShown = (page) => chip(page).isVisible();

/** Waits until the chip is gone. */
const chipGone = (page, timeout = 3_000) =>
  page.waitForFunction(() => {
    const roots = [document, document.querySelector('embarque-rights')?.shadowRoot].filter(Boolean);
    const el = roots.map((r) => r.querySelector('[data-testid=answer-chip]')).find(Boolean);
    return getComputedStyle(el).visibility === 'hidden';
  }, null, { timeout });

/** Waits until the chip shows, and returns its text. */
async function chipText(page, re) {
  await chip(page).waitFor({ state: 'visible', timeout: 5_000 });
  const text = await waitForText(chip(page), re);
  // Until its slide-in (`emb-chip-in`, 0.2 s, 0.5em) ends, the chip stands
  // lower than it will: measured mid-way on a busy machine, it read 5 px
  // below the kiosk's bar it stands above.
  await chip(page).evaluate((el) =>
    Promise.all(el.getAnimations().filter((a) => a.animationName === 'emb-chip-in').map((a) => a.finished.catch(() => {}))),
  );
  return text;
}

/** `[top, bottom, left, right]` of the first element of `selector` (pierces shadow roots). */
const box = (page, selector) =>
  page.locator(selector).first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    return [r.top, r.bottom, r.left, r.right];
  });

/** Puts the element of test id `id` at `y` px from the top of the screen. */
const placeAt = (page, id, y) =>
  byTestId(page, id).evaluate((el, y) => window.scrollBy(0, el.getBoundingClientRect().top - y), y);

const overlaps = (a, b) => a[0] < b[1] && b[0] < a[1];

describe('a changed answer out of view, on a 360 px phone', () => {
  let s;
  before(async () => {
    s = await session({ csp: true }, { viewport: VIEWPORTS.phone });
  });
  after(async () => {
    await s?.close();
  });

  test('a birth date typed: a chip at the foot of the screen says the answer changed two screens down, and links to it; the focus and the page stay put', async () => {
    const { page } = s;
    await openWidget(page, s.server, {});
    await placeAt(page, 'passenger-birth', 300);
    const y = await page.evaluate(() => scrollY);
    await byTestId(page, 'passenger-birth').fill('1950-01-01');
    const text = await chipText(page, /^Resposta atualizada$/);
    assert.match(text, /^Resposta atualizada$/);
    const c = await box(page, '[data-testid=answer-chip]');
    assert.ok(c[0] >= 0 && c[1] <= 740 && c[2] >= 0 && c[3] <= 360, `the chip on the screen: ${c}`);
    assert.ok(c[0] > 740 / 2, `at the foot of the screen: ${c}`);
    assert.ok(!overlaps(c, await box(page, '[data-testid=passenger-birth]')), 'not over the field');
    assert.equal(await page.evaluate(() => document.activeElement.id), 'passenger-birth', 'the focus stays in the field');
    assert.equal(await page.evaluate(() => scrollY), y, 'the page did not move');
    // A link to the answer's line, its arrow pointing down the page.
    assert.equal(await chip(page).getAttribute('href'), '#benefits-said');
    assert.equal(await chip(page).evaluate((el) => getComputedStyle(el, '::after').content), '"\u00a0↓"');
  });

  test('tapping the chip brings the answer into view and moves the focus to it; the chip goes', async () => {
    const { page } = s;
    await chip(page).click();
    const answer = '[data-testid=benefits-said]';
    await page.waitForFunction(
      (sel) => {
        const r = document.querySelector(sel).nextElementSibling.getBoundingClientRect();
        return r.top >= 0 && r.top < innerHeight - 100;
      },
      answer,
    );
    // The answer's line: its text is the answer's, for a screen reader.
    const focused = await page.evaluate(() => {
      const a = document.activeElement;
      return a.dataset.testid ?? a.className;
    });
    assert.equal(focused, 'benefits-said', 'the answer\'s line, which a screen reader reads');
    await chipGone(page);
  });

  test('the chip goes once the passenger scrolls to the answer themselves', async () => {
    const { page } = s;
    await openWidget(page, s.server, {});
    await placeAt(page, 'passenger-birth', 300);
    await byTestId(page, 'passenger-birth').fill('1940-01-01');
    await chipText(page, /^Resposta atualizada$/);
    await page.evaluate(() => window.scrollBy(0, 1500));
    await chipGone(page);
  });

  test('no chip on first load, nor after a language switch', async () => {
    const { page } = s;
    await openWidget(page, s.server, { birth: '1950-01-01' });
    await page.waitForTimeout(SETTLED);
    assert.equal(await chipShown(page), false, 'first load');
    await byTestId(page, 'lang-en').click();
    await page.waitForTimeout(SETTLED);
    assert.equal(await chipShown(page), false, 'language switch');
  });

  test('a language switch takes a chip shown away: it spoke the old language', async () => {
    const { page } = s;
    await openWidget(page, s.server, {});
    await placeAt(page, 'passenger-birth', 300);
    await byTestId(page, 'passenger-birth').fill('1950-01-01');
    await chipText(page, /^Resposta atualizada$/);
    await placeAt(page, 'lang-en', 300);
    await byTestId(page, 'lang-en').click();
    await chipGone(page);
  });

  test('in English and in Spanish', async () => {
    const { page } = s;
    for (const [lang, re] of [['en', /^Answer updated$/], ['es', /^Respuesta actualizada$/]]) {
      await openWidget(page, s.server, { lang });
      await placeAt(page, 'passenger-birth', 300);
      await byTestId(page, 'passenger-birth').fill('1950-01-01');
      await chipText(page, re);
    }
  });

  test('a tap anywhere but on the chip takes it away: it stood over what the passenger opened next', async () => {
    const { page } = s;
    // A kiosk pass: the chip, stuck to the screen's foot for 8 s, stood over
    // the refusal notice's buttons opened after an edit, and took their tap.
    await openWidget(page, s.server, {});
    await placeAt(page, 'passenger-birth', 300);
    await byTestId(page, 'passenger-birth').fill('1940-01-01');
    await chipText(page, /^Resposta atualizada$/);
    const y = await page.evaluate(() => scrollY);
    await byTestId(page, 'passenger-birth').click();
    assert.equal(await page.evaluate(() => scrollY), y, 'the answer was not scrolled to');
    await chipGone(page);
  });

  test('a field at the foot of the screen: the chip shows at its head instead, never over the field', async () => {
    const { page } = s;
    await openWidget(page, s.server, {});
    await placeAt(page, 'passenger-birth', 740 - 60);
    await byTestId(page, 'passenger-birth').fill('1950-01-01');
    await chipText(page, /^Resposta atualizada$/);
    const c = await box(page, '[data-testid=answer-chip]');
    assert.ok(c[0] >= 0 && c[1] < 740 / 2, `at the head of the screen: ${c}`);
    assert.ok(!overlaps(c, await box(page, '[data-testid=passenger-birth]')), 'not over the field');
  });

  test('an answer the passenger has scrolled past while the typing settled: the chip points up', async () => {
    const { page } = s;
    await openWidget(page, s.server, {});
    await placeAt(page, 'passenger-birth', 300);
    await byTestId(page, 'passenger-birth').fill('1950-01-01');
    await placeAt(page, 'bag-add', 300);
    await chipText(page, /^Resposta atualizada$/);
    assert.equal(await chip(page).evaluate((el) => getComputedStyle(el, '::after').content), '"\u00a0↑"');
    await chip(page).click();
    const top = await byTestId(page, 'benefits-said').evaluate((el) => el.nextElementSibling.getBoundingClientRect().top);
    assert.ok(top >= 0 && top < 640, `${top}`);
  });

  test('the chip leaves by itself after a while', async () => {
    const { page } = s;
    await openWidget(page, s.server, {});
    await placeAt(page, 'passenger-birth', 300);
    await byTestId(page, 'passenger-birth').fill('1950-01-01');
    await chipText(page, /^Resposta atualizada$/);
    await page.waitForTimeout(6_000);
    assert.equal(await chipShown(page), true, 'long enough to read, and to close the keyboard');
    await chipGone(page, 6_000);
  });
});

describe("the chip in a passenger's display settings", () => {
  let s;
  before(async () => {
    s = await session({ csp: true }, { viewport: VIEWPORTS.phone });
  });
  after(async () => {
    await s?.close();
  });

  const showChip = async (page) => {
    await openWidget(page, s.server, {});
    await placeAt(page, 'passenger-birth', 200);
    await byTestId(page, 'passenger-birth').fill('1950-01-01');
    await chipText(page, /^Resposta atualizada$/);
  };

  test('text at 200 %: the chip wraps within the screen', async () => {
    const { page } = s;
    await openWidget(page, s.server, {});
    await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%', 'important'));
    await placeAt(page, 'passenger-birth', 150);
    await byTestId(page, 'passenger-birth').fill('1950-01-01');
    await chipText(page, /^Resposta atualizada$/);
    const c = await box(page, '[data-testid=answer-chip]');
    assert.ok(c[2] >= 0 && c[3] <= 360 && c[0] >= 0 && c[1] <= 740, `${c}`);
    assert.ok(!overlaps(c, await box(page, '[data-testid=passenger-birth]')), 'not over the field');
    assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 360);
  });

  test('forced colours: the chip keeps its outline', async () => {
    const { page } = s;
    await page.emulateMedia({ forcedColors: 'active' });
    await showChip(page);
    const [w, style] = await chip(page).evaluate((el) => [parseFloat(getComputedStyle(el).borderTopWidth), getComputedStyle(el).borderTopStyle]);
    assert.ok(w >= 1 && style === 'solid', `${w} ${style}`);
    await page.emulateMedia({ forcedColors: 'none' });
  });

  test('reduced motion: the chip appears without moving', async () => {
    const { page } = s;
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await showChip(page);
    assert.doesNotMatch(await chip(page).evaluate((el) => getComputedStyle(el).animationName), /emb-chip-in/);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await showChip(page);
    assert.match(await chip(page).evaluate((el) => getComputedStyle(el).animationName), /emb-chip-in/);
  });
});

describe('the chip at a portrait kiosk (1080×1920)', () => {
  let s;
  before(async () => {
    s = await session({ csp: true }, { viewport: VIEWPORTS.kiosk });
  });
  after(async () => {
    await s?.close();
  });

  test('no chip for an answer already in view: the income proof ticked right above its answer', async () => {
    const { page } = s;
    await openWidget(page, s.server, { mode: 'kiosk', birth: '1950-01-01' });
    await byTestId(page, 'kiosk-step-results').click();
    await placeAt(page, 'benefits-said', 1000);
    const box = await byTestId(page, 'passenger-income-proof').evaluate((el) => el.getBoundingClientRect().top);
    assert.ok(box > 0, `the box in view too (${box})`);
    await byTestId(page, 'passenger-income-proof').check();
    await waitForText(byTestId(page, 'benefits-said'), /gratuita|Gratuidade/i);
    // The chip would show once the typing settles (1 s), not before.
    await page.waitForTimeout(SETTLED);
    assert.equal(await chipShown(page), false);
  });
});

describe('the chip at a landscape kiosk (1366×768)', () => {
  let s;
  before(async () => {
    s = await session({ csp: true }, { viewport: { width: 1366, height: 768 } });
  });
  after(async () => {
    await s?.close();
  });

  test("a refund situation picked: the chip stands above the Back/Next bar, and tapping it shows the answer above the bar", async () => {
    const { page } = s;
    await openWidget(page, s.server, { mode: 'kiosk', fare: '250' });
    await byTestId(page, 'kiosk-step-results').click();
    await placeAt(page, 'request-kind-withdrawal', 300);
    await byTestId(page, 'request-kind-withdrawal').check();
    await chipText(page, /^Resposta atualizada$/);
    const c = await box(page, '[data-testid=answer-chip]');
    const bar = await box(page, '.emb-steps__buttons');
    assert.ok(c[1] <= bar[0] && c[0] >= 0, `the chip ${c} above the bar ${bar}`);
    await chip(page).click();
    const top = await page.evaluate(() => document.querySelector('[data-testid=refund-said]').nextElementSibling.getBoundingClientRect().top);
    assert.ok(top >= 0 && top < bar[0] - 50, `the answer at ${top}, the bar at ${bar[0]}`);
  });

  test('an answer on another step: no chip (the steps lead there)', async () => {
    const { page } = s;
    await openWidget(page, s.server, { mode: 'kiosk' });
    await byTestId(page, 'passenger-birth').fill('1950-01-01');
    await page.waitForTimeout(SETTLED);
    assert.equal(await chipShown(page), false);
  });
});

describe("the chip in a carrier's web component (shadow root)", () => {
  let s;
  before(async () => {
    s = await session({ csp: true }, { viewport: VIEWPORTS.phone });
  });
  after(async () => {
    await s?.close();
  });

  test('shows, and leads to the answer inside the shadow root', async () => {
    const { page } = s;
    const url = new URL('/hosts/shadow.html', s.server.origin);
    url.searchParams.set('now', NOW);
    await page.goto(url.href);
    await page.locator('#rights [data-testid=embarque-ready]').waitFor({ state: 'attached', timeout: 30_000 });
    await placeAt(page, 'passenger-birth', 300);
    await byTestId(page, 'passenger-birth').fill('1950-01-01');
    await chipText(page, /^Resposta atualizada$/);
    await chip(page).click();
    // The widget's own links move within it in a carrier's page (guard_links), a frame later.
    await byTestId(page, 'benefits-said').evaluate(
      (el) => new Promise((r) => { const t = () => (el.getBoundingClientRect().top < 640 ? r() : requestAnimationFrame(t)); t(); }),
    );
    const top = await byTestId(page, 'benefits-said').evaluate((el) => el.nextElementSibling.getBoundingClientRect().top);
    assert.ok(top >= 0 && top < 640, `${top}`);
    const focused = await page.evaluate(() => document.querySelector('embarque-rights').shadowRoot.activeElement?.dataset.testid);
    assert.equal(focused, 'benefits-said');
  });
});
