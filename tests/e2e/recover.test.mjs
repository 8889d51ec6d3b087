// A panic never blanks the page (issue 7, robustness; src/ui/recover.rs and
// src/web/boot.js): `__testPanic()` arms a panic inside the next evaluation;
// the next edit then panics inside a reactive update, as a real bug would.
// The page must show an alert with the error, restart the widget in a fresh
// instance with the passenger's answers (kept in the URL) and stay usable;
// a second panic within a minute offers a blank start instead of looping.
// Runs under the strict CSP, so the recovery path needs no inline script.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { axeCheck, byTestId, openWidget, session, waitForText } from './helpers.mjs';

/** Arms the panic in the instance the page is running now. */
async function armPanic(page) {
  await page.evaluate(async () => {
    const scripts = performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => /\/embarque\.js(\?|$)/.test(n));
    // The newest instance is the last module loaded.
    const mod = await import(scripts[scripts.length - 1]);
    mod.__testPanic();
  });
}

describe('a panic in the widget', () => {
  let s;
  before(async () => {
    s = await session({ csp: true });
  });
  after(async () => {
    await s?.close();
  });

  test('shows the error, restarts with the answers kept, and the page stays usable', async () => {
    const { page } = s;
    // A kiosk's receipt printer: a page setting, kept through both restarts.
    await openWidget(page, s.server, { paper: '80mm' });
    await byTestId(page, 'ticket-fare').fill('250');
    await byTestId(page, 'bag-add').click();
    await byTestId(page, 'bag-0-weight').fill('20');
    await waitForText(byTestId(page, 'bag-0-verdict'), /\S/);
    // The restart reads the answers back from the URL, which the page writes
    // when the browser is idle (within 500 ms): wait for it, or on a busy
    // machine the panic can come first and the restart finds no bag.
    await page.waitForURL((u) => /~20~/.test(u.searchParams.get('bag') ?? ''), { timeout: 5_000 });

    await armPanic(page);
    await byTestId(page, 'bag-0-weight').fill('34');

    const alert = byTestId(page, 'embarque-crash');
    await alert.waitFor({ state: 'visible' });
    assert.equal(await alert.getAttribute('role'), 'alert');
    await waitForText(byTestId(page, 'embarque-crash-detail'), /test panic armed by __testPanic/);
    // Here the answers are in the URL, and the restart reads them back.
    assert.match(await page.locator('.emb-crash__title').first().textContent(), /Suas respostas estão guardadas no endereço desta página\.$/);

    // A fresh instance renders the whole widget again, with the answers as
    // they were before the edit that failed (the URL is written after an
    // evaluation, so the failing answer is not replayed into a loop).
    await page.locator('[data-testid=embarque-ready]').waitFor({ state: 'attached', timeout: 30_000 });
    assert.equal(await byTestId(page, 'embarque').count(), 1, 'one widget, not two');
    assert.equal(await byTestId(page, 'bag-0-weight').inputValue(), '20');
    assert.equal(await byTestId(page, 'ticket-fare').inputValue(), '250');

    // Usable: an edit gives a new result (40 kg on R$ 250: 10 kg over, R$ 12,50).
    await byTestId(page, 'bag-0-weight').fill('40');
    await waitForText(byTestId(page, 'baggage-fee'), /R\$\s*12,50/);
    await waitForText(alert, /reiniciado/i);
    await axeCheck(page, 'after a panic');
  });

  test('a second panic within a minute offers a blank start instead of restarting again', async () => {
    const { page } = s;
    await armPanic(page);
    await byTestId(page, 'bag-0-weight').fill('41');
    const startOver = byTestId(page, 'embarque-start-over');
    await startOver.waitFor({ state: 'visible' });
    await startOver.click();
    await page.locator('[data-testid=embarque-ready]').waitFor({ state: 'attached', timeout: 30_000 });
    assert.equal(await byTestId(page, 'bag-0-weight').count(), 0, 'the form starts blank');
    assert.equal(await byTestId(page, 'embarque-crash').count(), 0);
    assert.equal(new URL(page.url()).searchParams.get('paper'), '80mm');
    assert.equal(await page.locator('.emb-root.emb-roll').count(), 1);
  });

  test('nothing left the origin and no CSP violation was reported', async () => {
    s.requests.assertSameOrigin();
    const csp = s.errors.errors.filter((e) => /Content Security Policy/i.test(e));
    assert.deepEqual(csp, []);
  });
});
