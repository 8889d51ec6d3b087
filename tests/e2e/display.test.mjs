// A passenger's display settings (a low-vision pass): the browser's text at
// 200 % on a phone, Windows' forced colours, and a carrier page in dark mode.
// Each test names what a passenger saw before its fix.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { VIEWPORTS, byTestId, idleWorkDone, openWidget, session } from './helpers.mjs';

/** An elderly passenger with a refund, bags and a cat. */
const FULL = {
  birth: '1950-01-01', income: 1, fare: '250', req: 'withdrawal', bag: ['hold~general~33', 'cabin~general~5'], pet: 'cat~6',
};

/** The browser's text size at `percent` (the strict CSP refuses a style tag). */
const textAt = (page, percent) =>
  page.evaluate((p) => document.documentElement.style.setProperty('font-size', `${p}%`, 'important'), percent);

/** How many lines the text of the first element matching `selector` takes. */
const linesOf = (page, selector) =>
  page.evaluate((sel) => {
    const el = document.querySelector(sel);
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  }, selector);

describe('text at 200 % on a 360 px phone', () => {
  let s;
  before(async () => {
    s = await session({ csp: true }, { viewport: VIEWPORTS.phone });
  });
  after(async () => {
    await s?.close();
  });

  test('the amounts read whole, on one line: "R$ 237,5 / 0" was split by the boxes\' padding', async () => {
    const { page } = s;
    await openWidget(page, s.server, FULL);
    await textAt(page, 200);
    await idleWorkDone(page);
    for (const amount of ['.emb-refund__amount', '.emb-benefit-best__amount']) {
      assert.equal(await linesOf(page, amount), 1, amount);
    }
    assert.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 360);
  });

  test('the birth date reads whole in its field: it showed "01/01/195"', async () => {
    const { page } = s;
    const field = byTestId(page, 'passenger-birth');
    // "01/01/1950", the calendar button, the padding and the border: 8.5 em.
    const fits = await field.evaluate((el) => el.getBoundingClientRect().width >= 8.5 * parseFloat(getComputedStyle(el).fontSize));
    assert.ok(fits, `${await field.evaluate((el) => el.getBoundingClientRect().width)} px`);
  });

  test('checkboxes and radio buttons grow with the text: they stayed 20 px beside 32 px text', async () => {
    const { page } = s;
    const sizes = await page.evaluate(() =>
      ['.emb-check__box', '.emb-choice__radio'].map((sel) => {
        const el = document.querySelector(sel);
        return [sel, el.getBoundingClientRect().width, parseFloat(getComputedStyle(el.parentElement).fontSize)];
      }),
    );
    for (const [sel, width, text] of sizes) assert.ok(width >= text * 1.2, `${sel}: ${width} px beside ${text} px text`);
  });
});

describe('Windows high contrast (forced colours)', () => {
  let s;
  before(async () => {
    s = await session({ csp: true }, { viewport: VIEWPORTS.kiosk });
    await s.page.emulateMedia({ forcedColors: 'active' });
  });
  after(async () => {
    await s?.close();
  });

  /** The computed borders of `selector`'s elements, as `[testid, width, style, colour]`. */
  const borders = (page, selector, side = 'Top') =>
    page.evaluate(
      ([sel, side]) =>
        [...document.querySelectorAll(sel)].map((el) => {
          const cs = getComputedStyle(el);
          return [el.dataset.testid ?? el.className, parseFloat(cs[`border${side}Width`]), cs[`border${side}Style`], cs[`border${side}Color`]];
        }),
      [selector, side],
    );

  test('a button keeps its outline: "Avançar" and "Adicionar volume" became bare words', async () => {
    const { page } = s;
    await openWidget(page, s.server, { mode: 'kiosk' });
    for (const [id, width, style] of await borders(page, '.emb-button:not(.emb-button--quiet)')) {
      assert.ok(width >= 1 && style !== 'none', `${id}: ${width} px ${style}`);
    }
  });

  test('the current step is the one marked: every step was underlined alike', async () => {
    const { page } = s;
    const marks = await borders(page, '.emb-steps__item', 'Bottom');
    const current = marks.filter(([cls]) => /--current/.test(cls));
    const others = marks.filter(([cls]) => !/--current/.test(cls));
    assert.equal(current.length, 1);
    for (const o of others) assert.notEqual(o[3], current[0][3], `${JSON.stringify(o)} against ${JSON.stringify(current[0])}`);
  });

  test('the chosen language is marked: "Português" looked like the others', async () => {
    const { page } = s;
    const look = await page.evaluate(() =>
      [...document.querySelectorAll('.emb-lang')].map((el) => {
        const cs = getComputedStyle(el);
        return [el.getAttribute('aria-pressed'), cs.backgroundColor, cs.borderTopWidth];
      }),
    );
    const pressed = look.find(([p]) => p === 'true');
    for (const other of look.filter(([p]) => p !== 'true')) {
      assert.notDeepEqual(other.slice(1), pressed.slice(1), JSON.stringify(look));
    }
  });

  test('the chosen refund request and a field in error are marked by more than colour', async () => {
    const { page } = s;
    await openWidget(page, s.server, { mode: 'kiosk', fare: '250', req: 'withdrawal', birth: '31/02/1990' });
    const choice = await page.evaluate(() =>
      [...document.querySelectorAll('.emb-choice')].map((el) => [!!el.querySelector(':checked'), getComputedStyle(el).borderTopWidth]),
    );
    const chosen = choice.find(([c]) => c);
    assert.ok(choice.filter(([c]) => !c).every(([, w]) => w !== chosen[1]), JSON.stringify(choice));
    const field = await page.evaluate(() => {
      const bad = document.querySelector('.emb-field--error .emb-input');
      const good = document.querySelector('.emb-field:not(.emb-field--error) .emb-input');
      return [getComputedStyle(bad).borderTopWidth, getComputedStyle(good).borderTopWidth];
    });
    assert.notEqual(field[0], field[1], JSON.stringify(field));
  });
});

describe('a carrier page in dark mode', () => {
  test("the widget's checkboxes stay light: empty ones looked ticked, dark on the white widget", async () => {
    const s = await session({ csp: true });
    try {
      const { page } = s;
      await page.emulateMedia({ colorScheme: 'dark' });
      await openWidget(page, s.server);
      // A host that follows the system's scheme, as many themes do.
      await page.evaluate(() => document.documentElement.style.setProperty('color-scheme', 'light dark'));
      const schemes = await page.evaluate(() =>
        ['input[type=checkbox]', 'meter, .emb-meter', 'select'].map((sel) => {
          const el = document.querySelector(`.emb-root ${sel}`);
          return el && getComputedStyle(el).colorScheme;
        }),
      );
      for (const scheme of schemes.filter((x) => x !== null)) assert.equal(scheme, 'light', JSON.stringify(schemes));
    } finally {
      await s.close();
    }
  });
});
