// Shared links with bad values (issue 7, robustness): every key the page
// writes to its URL, given a value no form control would produce, on the
// release build under the strict CSP. Whatever the link says, the page must
// open, never crash, and leave the passenger a way to correct it: either the
// value is ignored (a choice the page does not offer keeps its default), or
// the error summary names the field by its label and links to a control that
// is on the page and visible, with the error beside it.
//
// The keys are the page's own (src/ui/form/link.rs, FORM_SLOTS and the list
// rows): a test below checks that a filled form writes no key this list
// lacks, so a new field cannot escape it.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { byTestId, idleWorkDone, launch, openWidget, recordDialogs, session, waitForText } from './helpers.mjs';
import { startServer } from './server.mjs';

const KEYS = [
  'scope', 'by', 'service', 'km', 'date', 'time', 'bdate', 'btime', 'country', 'birth', 'laps',
  'yft', 'ydt', 'eft', 'plt', 'pob', 'fare', 'bought', 'channel', 'req', 'newfare', 'newsvc', 'delay', 'stop',
  'lowfare', 'regular', 'offered', 'leaves', 'contig', 'metro', 'idj', 'income', 'pl', 'seat',
  'sameday', 'bornbr', 'judicial', 'alone', 'both', 'reval', 'credit', 'settled', 'resold',
  'bag', 'pet', 'with',
];
// Values no control produces: markup (text where a number or a key goes),
// a negative, a number past any range; for a list row, one whose every part
// is wrong.
const MARKUP = '<img src=x onerror=alert(1)>';
const BAD = [MARKUP, '-5', '1e400'];
const BAD_ROW = ['x~y~abc~-1~1e9~z~1~1~1~1', MARKUP];
const ROWS = ['bag', 'pet', 'with'];
// A minor, so the minors' section and its rows are drawn; the other keys
// left as the blank form has them.
const BASE = { birth: '2014-05-01', fare: '250' };
// Keys whose field the page draws only in some cases, tried in each case
// (and then with the first bad value only, to keep the run short).
const REQUESTS = ['withdrawal', 'revalidation', 'delay', 'interruption', 'downgrade', 'no_show', 'passenger_interrupts'];
const SCOPES = ['interstate', 'intermunicipal_rs', 'international'];
const CASES = {
  newfare: REQUESTS.map((req) => ({ req })),
  newsvc: REQUESTS.map((req) => ({ req })),
  delay: REQUESTS.map((req) => ({ req })),
  stop: REQUESTS.map((req) => ({ req })),
  lowfare: REQUESTS.map((req) => ({ req })),
  pob: SCOPES.map((scope) => ({ scope })),
  // The reserved seats' counts: drawn, and read, on interstate lines only.
  yft: SCOPES.map((scope) => ({ scope })),
  eft: SCOPES.map((scope) => ({ scope })),
  country: SCOPES.map((scope) => ({ scope })),
  // An adult: the companions' rows are not drawn, so not read either.
  with: [{ birth: '1990-05-01' }],
};

describe('shared links with bad values', () => {
  let s;
  let dialogs = [];
  before(async () => {
    s = await session({ csp: true });
    dialogs = recordDialogs(s.page);
  });
  after(async () => {
    await s?.close();
  });

  /** What the page shows for one link: crash, summary, where its link leads. */
  async function outcome(params) {
    const { page } = s;
    await openWidget(page, s.server, params);
    await idleWorkDone(page);
    return page.evaluate(() => {
      const crash = document.querySelector('[data-testid="embarque-crash"]');
      const link = document.querySelector('[data-testid="error-summary"] a');
      if (!link) return { crash: !!crash };
      const id = decodeURIComponent(link.getAttribute('href').slice(1));
      const target = document.getElementById(id);
      const label = document.querySelector(`label[for="${CSS.escape(id)}"]`);
      const beside = document.getElementById(`${id}-error`);
      return {
        crash: !!crash,
        id,
        text: link.textContent.trim(),
        target: !!target,
        visible: !!target && target.checkVisibility(),
        label: label?.textContent.trim() ?? null,
        beside: beside?.textContent.trim() ?? null,
      };
    });
  }

  for (const key of KEYS) {
    test(`${key}: a bad value opens a page the passenger can correct`, async () => {
      const tries = [
        ...(ROWS.includes(key) ? BAD_ROW : BAD).map((bad) => ({ ...BASE, [key]: bad })),
        ...(CASES[key] ?? []).map((c) => ({ ...BASE, ...c, [key]: BAD[0] })),
      ];
      for (const params of tries) {
        const o = await outcome(params);
        const what = `${new URLSearchParams(params)}: ${JSON.stringify(o)}`;
        assert.equal(o.crash, false, what);
        if (!o.id) continue;
        assert.ok(o.visible, `the summary links to a control that is not on the page: ${what}`);
        assert.ok(o.label, `the control in error has no label: ${what}`);
        // A row's field after its row ("Volume 1 — Peso (kg)").
        const named = o.text.startsWith(`${o.label}: `) || (/^\S+ \d+ — /.test(o.text) && o.text.includes(` — ${o.label}: `));
        assert.ok(named, `the summary does not name the field: ${what}`);
        assert.ok(o.beside, `no error beside the field: ${what}`);
        // In the page's language (pt-BR), not the core's English.
        assert.doesNotMatch(o.text, /\b(must|is required|not an?|invalid)\b/, `an English message: ${what}`);
      }
    });
  }

  test('a filled form writes no URL key this test lacks', async () => {
    const { page } = s;
    await openWidget(page, s.server, {
      ...BASE, scope: 'international', bdate: '2026-12-21', btime: '02:00', bought: '2026-12-01',
      req: 'rebook', newfare: '300', regular: 1, idj: 1, bag: 'hold~general~5', pet: 'cat~3',
      with: 'grandparent~60~1',
    });
    await byTestId(page, 'trip-distance').fill('500');
    await idleWorkDone(page);
    const written = await page.evaluate(() => [...new URL(location.href).searchParams.keys()]);
    const page_own = new Set(['now', 'lang', 'mode', 'idle']);
    const missing = written.filter((k) => !KEYS.includes(k) && !page_own.has(k));
    assert.deepEqual(missing, [], 'keys the page writes that this test does not try');
  });

  test('after a citation link, Back keeps the URL in step with the form', async () => {
    const { page } = s;
    await openWidget(page, s.server, { ...BASE, fare: '180,50' });
    // What following a citation (#…) does: a new history entry.
    await page.evaluate(() => { location.hash = 'emb-h-refund'; });
    await byTestId(page, 'ticket-fare').fill('99');
    await idleWorkDone(page);
    await page.goBack();
    await page.waitForFunction(() => new URL(location.href).searchParams.get('fare') === '99');
    assert.equal(await byTestId(page, 'ticket-fare').inputValue(), '99');
    await page.reload();
    await page.locator('[data-testid=embarque-ready]').waitFor({ state: 'attached' });
    assert.equal(await byTestId(page, 'ticket-fare').inputValue(), '99');
  });

  test('a link that fixes the date and time says so; a page on the clock does not', async () => {
    const { page } = s;
    await openWidget(page, s.server, BASE);
    const note = byTestId(page, 'fixed-now');
    assert.match(await note.innerText(), /não para agora:\s*10:00 de 19\/12\/2026/);
    await byTestId(page, 'lang-en').click();
    assert.match(await note.innerText(), /not for now/);
    await page.goto(`${s.server.origin}/`);
    await page.locator('[data-testid=embarque-ready]').waitFor({ state: 'attached' });
    assert.equal(await byTestId(page, 'fixed-now').count(), 0);
    // A `now` that is no instant is left out: the clock runs, the departure is filled.
    await page.goto(`${s.server.origin}/?now=tomorrow`);
    await page.locator('[data-testid=embarque-ready]').waitFor({ state: 'attached' });
    assert.equal(await byTestId(page, 'fixed-now').count(), 0);
    assert.match(await byTestId(page, 'trip-date').inputValue(), /^\d{4}-\d\d-\d\d$/);
  });

  test('a time no clock shows is an error beside the time; a date that is none, beside the date', async () => {
    // `time=25:00` was put beside the date, which was right.
    let o = await outcome({ date: '2026-12-20', time: '25:00' });
    assert.equal(o.id, 'trip-time', JSON.stringify(o));
    assert.match(o.beside, /hora inválida/);
    o = await outcome({ date: '2026-12-20', time: '22:30', bdate: '2026-12-21', btime: '99:99' });
    assert.equal(o.id, 'trip-boarding-time', JSON.stringify(o));
    // A day the calendar has not is said so ("Data ou hora inválida" sent
    // the passenger to look for a wrong hour).
    o = await outcome({ date: '2026-02-30', time: '22:30' });
    assert.equal(o.id, 'trip-date', JSON.stringify(o));
    assert.match(o.beside, /: Esta data não existe$/, JSON.stringify(o));
    // Beside a picker showing dd/mm/aaaa: no format to type; capital like
    // the page's own messages ("Preencha este campo").
    o = await outcome({ birth: '2009-02-29' });
    assert.equal(o.id, 'passenger-birth', JSON.stringify(o));
    assert.match(o.beside, /: Esta data não existe$/, JSON.stringify(o));
    o = await outcome({ birth: '2000-2-3' });
    assert.equal(o.id, 'passenger-birth', JSON.stringify(o));
    assert.match(o.beside, /: Data inválida$/, JSON.stringify(o));
    // Digits only, more of them than any range: the range is said, not
    // "só algarismos".
    o = await outcome({ km: '99999999999999999999' });
    assert.equal(o.id, 'trip-distance', JSON.stringify(o));
    assert.match(o.beside, /: Deve estar entre 0 e 20\.000$/, JSON.stringify(o));
    // 1800 made a passenger of 226 with an elderly free seat.
    o = await outcome({ birth: '1800-01-01' });
    assert.equal(o.id, 'passenger-birth', JSON.stringify(o));
    assert.match(o.beside, /: É mais de 130 anos antes da partida$/, JSON.stringify(o));
  });

  test('a date left typed in part or with a day the calendar has not is an error beside it, its parts kept', async () => {
    // A browser pass typed 29/02/2013 in the birth date: the page said
    // nothing, the departure "Preencha este campo" beside a filled field,
    // the purchase date read as none. The picker's parts are typed month
    // first here (Chromium's en-US order in this headless browser).
    const { page } = s;
    await openWidget(page, s.server, { date: '2026-12-20', time: '22:30', fare: '250', req: 'withdrawal' });
    for (const [id, typed, said] of [
      ['passenger-birth', '02292013', /: Data inválida$/],
      ['ticket-purchased', '02302026', /: Data ou hora inválida$/],
      // Over the departure's 12/20/2026 (a required field: while its parts
      // make no date, "Preencha este campo" is said, as before).
      ['trip-date', '0230', /: Data ou hora inválida$/],
    ]) {
      const input = page.locator(`#${id}`);
      await input.focus();
      await page.keyboard.type(typed);
      // Nothing is said of a field not required while its parts are typed.
      if (id !== 'trip-date') assert.equal(await byTestId(page, `${id}-error`).count(), 0, id);
      await input.blur();
      await waitForText(byTestId(page, `${id}-error`), said);
      assert.equal(await input.evaluate((e) => e.validity.badInput), true, `${id}: the parts typed are kept`);
    }
    // Typing again takes the error away; a whole date is read.
    const birth = page.locator('#passenger-birth');
    await birth.fill('2013-02-28');
    await byTestId(page, 'passenger-birth-error').waitFor({ state: 'detached' });
  });

  test('a ticket bought after its bus left is an error beside the purchase date; one bought that morning is not', async () => {
    // Asked at 10:00 on the 19th about the 08:00 bus of the 18th.
    const trip = { date: '2026-12-18', time: '08:00', fare: '250', req: 'withdrawal' };
    let o = await outcome({ ...trip, bought: '2026-12-18' });
    assert.equal(o.id, undefined, JSON.stringify(o));
    o = await outcome({ ...trip, bought: '2026-12-19' });
    assert.equal(o.id, 'ticket-purchased', JSON.stringify(o));
    assert.match(o.beside, /posterior à partida/);
  });

  // The summary listed the form's own reading errors (a fare, a delay) before
  // the rule core's (a distance, a birth date): a passenger reading it down
  // went up and down the page. GOV.UK's pattern, and what is said: in the
  // page's order. On the kiosk too, whose steps are in the page's order.
  for (const mode of ['', 'kiosk']) {
    test(`the error summary lists the fields in the page's order${mode ? ' (kiosk)' : ''}`, async () => {
      const { page } = s;
      await openWidget(page, s.server, {
        ...(mode && { mode }),
        km: '-5', birth: '2030-01-01', fare: 'abc', req: 'delay', delay: 'x', bag: 'hold~general~-3',
      });
      await idleWorkDone(page);
      const { listed, inPage } = await page.evaluate(() => ({
        listed: [...document.querySelectorAll('[data-testid="error-summary"] a')].map((a) => decodeURIComponent(a.getAttribute('href').slice(1))),
        inPage: [...document.querySelectorAll('[aria-invalid="true"]')].map((e) => e.id),
      }));
      assert.deepEqual(listed, ['trip-distance', 'ticket-fare', 'passenger-birth', 'request-delay', 'bag-0-weight']);
      assert.deepEqual(listed, inPage);
      // What is said: the same order.
      await page.waitForFunction(() => /Distância/.test(document.querySelector('[data-testid=said]')?.textContent ?? ''), null, { timeout: 5_000 });
      const said = await byTestId(page, 'said').textContent();
      const at = ['Distância', 'Preço da passagem', 'Data de nascimento', 'Atraso', 'Peso'].map((w) => said.indexOf(w));
      assert.ok(at.every((x, i) => x >= 0 && (i === 0 || x > at[i - 1])), `said out of order: ${said}`);
    });
  }

  test('no markup from a link ran, no request left the origin, and the page logged no error', async () => {
    assert.deepEqual(dialogs, []);
    s.requests.assertSameOrigin();
    s.errors.assertNone();
  });
});

// A code review: a fixed `now` in UTC (a host's `new Date().toISOString()`)
// dated "tomorrow" from UTC's day, so after 21:00 in Brasília the default
// departure was two days ahead.
describe('a fixed now in UTC', () => {
  test("the default departure is tomorrow in the device's zone", async () => {
    const s = await session();
    try {
      for (const now of ['2026-12-20T01:30:00Z', '2026-12-19T22:30:00-03:00', '2026-12-20T01:30:00.000+00:00']) {
        await openWidget(s.page, s.server, { now });
        assert.equal(await byTestId(s.page, 'trip-date').inputValue(), '2026-12-20', now);
      }
      s.errors.assertNone();
    } finally {
      await s.close();
    }
  });
});

// A browser pass: a companion's row hidden by a birth date in error was
// still read, and "companion-0-age" listed, linking to nothing.
describe('a birth date in error', () => {
  test('lists no error of the companions it hides', async () => {
    const s = await session();
    try {
      await openWidget(s.page, s.server, { lang: 'en', birth: '2030-01-01', with: 'mother~abc' });
      await s.page.locator('[data-testid="error-summary"] a').first().waitFor();
      const listed = await s.page.evaluate(() =>
        [...document.querySelectorAll('[data-testid="error-summary"] a')].map((a) => decodeURIComponent(a.getAttribute('href').slice(1))));
      assert.deepEqual(listed, ['passenger-birth']);
      s.errors.assertNone();
    } finally {
      await s.close();
    }
  });
});

// A dates pass: on the page's clock, a link of answers on the default
// departure ("tomorrow") left the date out, so the same link opened two days
// later asked about another day's bus.
describe('a link keeps its departure', () => {
  test('on the clock, a link with answers writes the date and time it was answered for', async () => {
    const s = await session({ csp: true });
    try {
      await s.page.clock.install({ time: new Date('2026-12-19T13:00:00Z') });
      await s.page.goto(`${s.server.origin}/?birth=2004-01-01&idj=1`);
      await s.page.locator('[data-testid=embarque-ready]').waitFor({ state: 'attached' });
      await s.page.waitForURL((u) => u.searchParams.get('date') === '2026-12-20' && u.searchParams.has('time'), { timeout: 5_000 });
      const link = s.page.url();
      // Two days later the link opens the same departure.
      await s.page.clock.setSystemTime(new Date('2026-12-21T13:00:00Z'));
      await s.page.goto(link);
      await s.page.locator('[data-testid=embarque-ready]').waitFor({ state: 'attached' });
      assert.equal(await byTestId(s.page, 'trip-date').inputValue(), '2026-12-20');
      // A blank page's address stays bare.
      await s.page.goto(`${s.server.origin}/`);
      await s.page.locator('[data-testid=embarque-ready]').waitFor({ state: 'attached' });
      await idleWorkDone(s.page);
      assert.equal(new URL(s.page.url()).search, '');
    } finally {
      await s.close();
    }
  });
});

// The README says every input lives in the URL, `lang` too: on an English
// browser, Portuguese chosen on the page was not written (only a language
// other than pt-BR was), so a reload, or the link shared, opened in English.
describe('the language chosen is kept in the link', () => {
  test('Portuguese chosen on an English browser survives a reload', async () => {
    const server = await startServer({ csp: true });
    const browser = await launch();
    try {
      const context = await browser.newContext({ locale: 'en-US', timezoneId: 'America/Sao_Paulo' });
      const page = await context.newPage();
      await page.goto(`${server.origin}/`);
      await page.locator('[data-testid=embarque-ready]').waitFor({ state: 'attached' });
      await byTestId(page, 'lang-pt-BR').click();
      await page.waitForURL((u) => u.searchParams.get('lang') === 'pt-BR', { timeout: 5_000 });
      await page.reload();
      await page.locator('[data-testid=embarque-ready]').waitFor({ state: 'attached' });
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'pt-BR');
      // The browser's own language needs no key.
      await byTestId(page, 'lang-en').click();
      await page.waitForURL((u) => !u.searchParams.has('lang'), { timeout: 5_000 });
    } finally {
      await browser.close().catch(() => {});
      await server.close();
    }
  });
});

// `regular=0` made every benefit "none" with no control on the page to see
// or undo it (a UI review): the box shows, unticked, beside the trip.
describe('a link that says the line is not regular', () => {
  test('shows the box, and ticking it gives the benefits back', async () => {
    const s = await session({ csp: true });
    try {
      await openWidget(s.page, s.server, { birth: '2008-03-01', idj: 1, fare: '250', regular: 0 });
      const box = byTestId(s.page, 'trip-regular');
      assert.equal(await box.isChecked(), false);
      // Ticked, it goes (it is there to undo the link): a click, not check(),
      // whose check of the state after the click finds no box.
      await box.click();
      await s.page.waitForURL((u) => !u.searchParams.has('regular'), { timeout: 5_000 });
      await byTestId(s.page, 'trip-regular').waitFor({ state: 'detached' });
      // A link without the key never shows it.
      await openWidget(s.page, s.server, { birth: '2008-03-01', idj: 1, fare: '250' });
      assert.equal(await byTestId(s.page, 'trip-regular').count(), 0);
    } finally {
      await s.close();
    }
  });
});
