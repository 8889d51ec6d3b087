// Fare benefits and the refusal notice, end to end, on the release build,
// under the strict CSP (issue 3). The clock is fixed at 2026-12-19 10:00
// (Brasília) and the default departure is the next day at 22:30, from the
// line's starting point, interstate, conventional.
//
// - A 20-year-old with an ID Jovem gets the free youth seat (Lei 12.852/2013
//   art. 32 I): R$ 0,00, ask by 19:30 on 20/12/2026 (3 h before, Decreto
//   8.537/2015 art. 13 § 2º), be at the terminal by 22:00 (§ 6º), the ID
//   Jovem card and a photo ID (art. 14), fees not included (art. 17 p.u.).
// - With both free seats taken, the half-price seat: R$ 125,00 of R$ 250.
// - A 31-year-old with an ID Jovem is not eligible; the refusal notice of
//   art. 14 sole paragraph opens with the reason, the carrier and place
//   typed, the date and time of the request, and prints on one A4 page.
// - What the passenger types on the notice is text, never markup, and never
//   reaches the URL.
// - A departure without the benefit seats refuses the youth too, and the
//   notice is owed as well.
// - A lap child's free seat needs no document, and the page says so.
// - axe-core with the offers unfolded, and at 360 px and 1080×1920 with
//   the notice open.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { VIEWPORTS, axeCheck, byTestId, idleWorkDone, openWidget, recordDialogs, session, waitForText } from './helpers.mjs';

/** Waits until `locator`'s attribute `name` equals `value`. */
async function waitForAttr(locator, name, value, { timeout = 10_000 } = {}) {
  const until = Date.now() + timeout;
  let last = null;
  for (;;) {
    last = await locator.first().getAttribute(name, { timeout }).catch(() => null);
    if (last === value) return;
    if (Date.now() > until) assert.fail(`${locator}: ${name}=${JSON.stringify(last)}, wanted ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The number of page objects of a PDF (`/Type /Page`, not the `/Pages` tree). */
function pdfPages(buffer) {
  return (buffer.toString('latin1').match(/\/Type\s*\/Page(?![A-Za-z])/g) ?? []).length;
}

describe('benefits and the refusal notice on the release build', () => {
  let s;
  let dialogs = [];
  before(async () => {
    s = await session({ csp: true });
    dialogs = recordDialogs(s.page);
  });
  after(async () => {
    await s?.close();
  });

  test('without a birth date the section asks for it', async () => {
    const { page } = s;
    await openWidget(page, s.server);
    await waitForText(byTestId(page, 'benefits-note'), /data de nascimento/);
    assert.equal(await byTestId(page, 'benefit-best').count(), 0);
  });

  test('a 20-year-old with an ID Jovem: the free youth seat, R$ 0,00, ask by 19:30 de 20/12/2026', async () => {
    const { page } = s;
    // 2006-06-15 → 20 on 2026-12-20.
    await byTestId(page, 'passenger-birth').fill('2006-06-15');
    await waitForText(byTestId(page, 'passenger-age'), /\b20\b/);
    await byTestId(page, 'passenger-id-jovem').check();

    const best = byTestId(page, 'benefit-best');
    await waitForAttr(best, 'data-kind', 'youth_free');
    await waitForText(byTestId(page, 'benefit-best-name'), /Vaga gratuita do jovem/);
    await waitForText(byTestId(page, 'benefit-best-price'), /^R\$\s0,00$/);
    await waitForAttr(byTestId(page, 'benefit-youth_free-status'), 'data-status', 'available');
    // The deadline as a clock time and a countdown from the fixed clock.
    const deadline = await waitForText(byTestId(page, 'benefit-best-deadline'), /^Peça até 19:30 de 20\/12\/2026/);
    assert.match(deadline, /faltam 1\sd 9\sh 30\smin/);
    await waitForText(byTestId(page, 'benefit-best-present'), /^Esteja no terminal de embarque até 22:00 de 20\/12\/2026/);
    await waitForText(byTestId(page, 'benefit-best-excludes'), /pedágio/);

    // The documents are a checklist with a label each.
    const docs = byTestId(page, 'benefits-documents').locator('input[type=checkbox]');
    assert.equal(await docs.count(), 2);
    await byTestId(page, 'benefit-doc-id_jovem_card').check();
    await waitForText(byTestId(page, 'benefits-documents-count'), /^1 de 2 separados$/);
    const label = await page.locator('label[for="benefit-doc-photo_id"]').textContent();
    assert.match(label ?? '', /foto/);

    // The other offers are folded, each with its status.
    const others = byTestId(page, 'benefit-others');
    assert.equal(await others.getAttribute('open'), null, 'folded while there is a best offer');
    await others.locator(':scope > summary').click();
    await waitForAttr(byTestId(page, 'benefit-youth_half-status'), 'data-status', 'not_needed');
    await waitForAttr(byTestId(page, 'benefit-elderly_free-status'), 'data-status', 'not_eligible');
    await waitForText(byTestId(page, 'benefit-elderly_free-income-limit'), /R\$\s3\.242,00/);
    // With the refusal buttons shown and the notice closed.
    await axeCheck(page, 'phone, list open');
  });


  test('both free seats taken: the half-price seat, R$ 125,00 of a R$ 250 fare', async () => {
    const { page } = s;
    await byTestId(page, 'ticket-fare').fill('250');
    await byTestId(page, 'seats-youth-free').fill('2');
    await waitForAttr(byTestId(page, 'benefit-best'), 'data-kind', 'youth_half');
    await waitForText(byTestId(page, 'benefit-best-price'), /^R\$\s125,00$/);
    await waitForAttr(byTestId(page, 'benefit-youth_free-status'), 'data-status', 'sold_out');
    // No "Você paga R$ 0,00" under a seat the passenger cannot get.
    assert.equal(await byTestId(page, 'benefit-youth_free').locator('.emb-offer__price').count(), 0);
    assert.equal(await byTestId(page, 'benefit-youth_carrier_discount').locator('.emb-offer__price').count(), 0);
    // The seat counts are in the link a ticket agent can share.
    await page.waitForURL(/[?&]yft=2(&|$)/, { timeout: 2_000 });
    // The list stays open across new results.
    assert.notEqual(await byTestId(page, 'benefit-others').getAttribute('open'), null);
    await byTestId(page, 'seats-youth-free').fill('');
    await waitForAttr(byTestId(page, 'benefit-best'), 'data-kind', 'youth_free');
    assert.ok(
      (await byTestId(page, 'benefit-best').getByRole('heading').allTextContents()).some((h) => /melhor opção/.test(h)),
      'the best offer opens with a heading',
    );

    // A count that is not a number: the error beside it, no offer decided
    // without it (nor the "type a birth date" note), the other sections
    // (the minors' one says "of age") still drawn.
    await byTestId(page, 'seats-youth-free').fill('dois');
    await waitForText(byTestId(page, 'seats-youth-free-error'), /Digite um número/);
    await byTestId(page, 'benefit-best').waitFor({ state: 'detached' });
    for (const id of ['benefit-none', 'benefits-note', 'benefit-others']) {
      assert.equal(await byTestId(page, id).count(), 0, `${id} while a seat count is in error`);
    }
    await waitForText(byTestId(page, 'minor-note'), /18 anos ou mais/);
    await byTestId(page, 'seats-youth-free').fill('2');
    await waitForAttr(byTestId(page, 'benefit-best'), 'data-kind', 'youth_half');
    await byTestId(page, 'seats-youth-free').fill('');
    await waitForAttr(byTestId(page, 'benefit-best'), 'data-kind', 'youth_free');

    // A birth date the page cannot take (after the departure; a date
    // picker's year half typed, 0002, is another): the error beside it, no
    // offer nor "type a birth date" note, the minors' section as it was;
    // what does not read the age (the boarding notices) stays drawn.
    await byTestId(page, 'passenger-birth').fill('2027-01-01');
    await waitForText(byTestId(page, 'passenger-birth-error'), /\S/);
    await byTestId(page, 'benefit-best').waitFor({ state: 'detached' });
    for (const id of ['benefit-none', 'benefits-note', 'passenger-age']) {
      assert.equal(await byTestId(page, id).count(), 0, `${id} while the birth date is in error`);
    }
    assert.ok((await byTestId(page, 'notices').locator('li').count()) > 0, 'the notices are still drawn');
    await waitForText(byTestId(page, 'minor-note'), /18 anos ou mais/);
    await byTestId(page, 'passenger-birth').fill('2006-06-15');
    await waitForAttr(byTestId(page, 'benefit-best'), 'data-kind', 'youth_free');
  });

  test('a 31-year-old with an ID Jovem: not eligible, and the refusal notice says why, when and where', async () => {
    const { page } = s;
    // 1995-06-15 → 31 on 2026-12-20.
    await byTestId(page, 'passenger-birth').fill('1995-06-15');
    await waitForText(byTestId(page, 'passenger-age'), /\b31\b/);
    await byTestId(page, 'benefit-none').waitFor();
    await waitForAttr(byTestId(page, 'benefit-youth_free-status'), 'data-status', 'not_eligible');
    await waitForText(byTestId(page, 'benefit-youth_free-reasons'), /15 a 29 anos/);

    await byTestId(page, 'benefit-youth_free-refusal').click();
    const notice = byTestId(page, 'refusal-notice');
    await notice.waitFor({ state: 'visible' });
    // The focus moves to the notice.
    await page.waitForFunction(() => document.activeElement?.id === 'emb-h-refusal');
    await waitForText(byTestId(page, 'refusal-benefit'), /Vaga gratuita do jovem/);
    await waitForText(byTestId(page, 'refusal-reasons'), /15 a 29 anos/);
    await waitForText(byTestId(page, 'refusal-when'), /^10:00 de 19\/12\/2026$/);
    await waitForText(byTestId(page, 'refusal-citations'), /Decreto 8\.537\/2015, art\. 14, parágrafo único/);
    // The reason's articles (art. 14 sole paragraph), not all 13 the offer
    // cites: the grant, the age range, the duty to write it.
    assert.deepEqual(await byTestId(page, 'refusal-citations').locator('a').allTextContents(), [
      'Lei 12.852/2013, art. 32',
      'Decreto 8.537/2015, art. 13',
      'Lei 12.852/2013, art. 1º, § 1º',
      'Decreto 8.537/2015, art. 14, parágrafo único',
    ]);
    await waitForText(byTestId(page, 'refusal-duty'), /data, a hora, o local e o motivo/);

    await byTestId(page, 'refusal-carrier').fill('Viação Exemplo Ltda.');
    await byTestId(page, 'refusal-place').fill('Rodoviária do Tietê, guichê 12');
    await waitForText(byTestId(page, 'refusal-carrier-text'), /^Viação Exemplo Ltda\.$/);
    await waitForText(byTestId(page, 'refusal-place-text'), /^Rodoviária do Tietê, guichê 12$/);
    // The place is personal data: never in the shared link.
    await idleWorkDone(page);
    assert.doesNotMatch(decodeURIComponent(page.url()), /Tietê|Exemplo/);
  });

  test('the notice prints alone, on exactly one A4 page', async () => {
    const { page } = s;
    await page.emulateMedia({ media: 'print' });
    try {
      const shown = await page.evaluate(() => {
        const visible = (sel) => {
          const el = document.querySelector(sel);
          return !!el && el.getClientRects().length > 0;
        };
        return {
          notice: visible('[data-testid=refusal-document]'),
          fields: visible('[data-testid=refusal-place]'),
          trip: visible('[data-testid=trip-date]'),
          best: visible('[data-testid=benefit-others]'),
          header: visible('.emb-header'),
        };
      });
      assert.deepEqual(shown, { notice: true, fields: false, trip: false, best: false, header: false });
      const pdf = await page.pdf({ format: 'A4' });
      assert.equal(pdfPages(pdf), 1, 'one page');
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
  });

  test('markup typed in the place field stays text', async () => {
    const { page } = s;
    const before = await page.locator('img').count();
    const evil = '<img src=x onerror=alert(1)>';
    await byTestId(page, 'refusal-place').fill(evil);
    await waitForText(byTestId(page, 'refusal-place-text'), /^<img src=x onerror=alert\(1\)>$/);
    await new Promise((r) => setTimeout(r, 300));
    assert.equal(await page.locator('img').count(), before, 'no img element was created');
    assert.equal(await byTestId(page, 'refusal-place-text').locator('*').count(), 0);
    assert.deepEqual(dialogs, []);
  });

  test('on an English page the copy to sign stays in Portuguese, and an English translation follows it on its own printed page', async () => {
    const { page } = s;
    assert.equal(await byTestId(page, 'refusal-translation').count(), 0, 'no translation on a Portuguese page');
    await byTestId(page, 'lang-en').click();
    const carrier = byTestId(page, 'refusal-document');
    const yours = byTestId(page, 'refusal-translation');
    await yours.waitFor();
    // The carrier's clerk reads and signs this one (Decreto 8.537/2015 art. 14).
    assert.equal(await carrier.evaluate((e) => e.closest('[lang]').lang), 'pt-BR');
    await waitForText(carrier.locator('.emb-refusal__title'), /^Aviso de recusa de benefício$/);
    await waitForText(carrier.getByTestId('refusal-reasons'), /15 a 29 anos/);
    await waitForText(carrier.getByTestId('refusal-when'), /^10:00 de 19\/12\/2026$/);
    await waitForText(carrier.getByTestId('refusal-duty'), /data, a hora, o local e o motivo/);
    await waitForText(carrier.getByTestId('refusal-citations'), /parágrafo único/);
    // The passenger's translation, with what was typed.
    assert.equal(await yours.evaluate((e) => e.closest('[lang]').lang), 'en', 'in the page\'s language');
    await waitForText(yours.locator('.emb-note'), /the copy to sign is the Portuguese one/);
    await waitForText(yours.locator('.emb-refusal__title'), /^Benefit refusal notice$/);
    await waitForText(yours.getByTestId('refusal-reasons'), /aged 15 to 29/);
    await waitForText(yours.getByTestId('refusal-place-text'), /^<img src=x onerror=alert\(1\)>$/);
    await waitForText(byTestId(page, 'refusal-notice').locator('.emb-note').first(), /sign the Portuguese copy/);
    // Only the copy to sign has lines to sign.
    assert.ok(await carrier.locator('.emb-refusal__signatures').isVisible());
    assert.equal(await yours.locator('.emb-refusal__signatures').isVisible(), false);
    await page.emulateMedia({ media: 'print' });
    try {
      assert.equal(pdfPages(await page.pdf({ format: 'A4' })), 2, 'the copy to sign, then the translation');
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
    await byTestId(page, 'lang-es').click();
    await waitForText(yours.locator('.emb-refusal__title'), /^Aviso de rechazo de beneficio$/);
    await waitForText(carrier.locator('.emb-refusal__title'), /^Aviso de recusa de benefício$/);
    await byTestId(page, 'lang-pt-BR').click();
    await yours.waitFor({ state: 'detached' });
  });

  test('axe-core passes at 360 px and 1080×1920 with the notice open', async () => {
    const { page } = s;
    for (const name of ['phone', 'kiosk']) {
      await page.setViewportSize(VIEWPORTS[name]);
      await axeCheck(page, name);
    }
    await byTestId(page, 'refusal-close').click();
    await byTestId(page, 'refusal-notice').waitFor({ state: 'detached' });
    s.errors.assertNone();
    s.requests.assertSameOrigin();
  });

  // "Nenhuma gratuidade ou desconto pode ser obtido nesta viagem" read as
  // final to a 65-year-old who had not ticked the income proof yet, and to a
  // mother whose lap child had no adult on the trip yet (she had not added
  // herself under "Acompanhantes"): one tick or one companion away.
  test('nothing as things stand, and what the passenger can still show is said: the income proof, the lap child\'s adult', async () => {
    const { page } = s;
    await openWidget(page, s.server, { birth: '1961-05-10', fare: '250' });
    const none = await waitForText(byTestId(page, 'benefit-none'), /nenhuma/i);
    assert.match(none, /^Com o que foi informado, nenhuma gratuidade ou desconto pode ser obtido nesta viagem\. O que falta — Vaga gratuita da pessoa idosa: É preciso comprovar renda de até dois salários mínimos\.$/);
    await waitForText(byTestId(page, 'benefits-said'), /O que falta — Vaga gratuita da pessoa idosa/);
    await byTestId(page, "passenger-income-proof").check();
    await waitForAttr(byTestId(page, 'benefit-elderly_free-status'), 'data-status', 'available');
    // Both free seats taken: what is missing is the 50 % seat's proof, not
    // a free seat's there is none of (a UI pass).
    await openWidget(page, s.server, { birth: '1961-06-15', eft: 2, km: 600, date: '2026-12-19', time: '18:00', fare: '250' });
    const half = await waitForText(byTestId(page, 'benefit-none'), /O que falta/);
    assert.doesNotMatch(half, /Vaga gratuita da pessoa idosa/);
    assert.match(half, /O que falta — [^:]*50/);

    await openWidget(page, s.server, { birth: '2022-08-01', seat: 0, fare: '120' });
    assert.match(await waitForText(byTestId(page, 'benefit-none'), /nenhuma/i), /O que falta — Criança de colo gratuita: Viaja de colo só a criança com um responsável na viagem[^]*Diga quem viaja com a criança em “Quem viaja junto”\.$/);
    // "Already travelling with the same adult": she typed 1, meaning this
    // child, and was told the second lap child pays.
    await waitForText(page.locator('label[for="passenger-lap-children"]'), /^Outras crianças de colo com o mesmo adulto \(sem contar esta\)$/);
    await byTestId(page, 'companion-add').click();
    await byTestId(page, 'companion-0-relation').selectOption('mother');
    await byTestId(page, 'companion-0-age').fill('35');
    await waitForAttr(byTestId(page, 'benefit-child_lap_free-status'), 'data-status', 'available');

    // Not where the law itself leaves the passenger out: abroad, or too young.
    await openWidget(page, s.server, { scope: 'international', country: 'AR', birth: '1961-05-10', fare: '250' });
    assert.doesNotMatch(await waitForText(byTestId(page, 'benefit-none'), /nenhuma/i), /O que falta/);
    await openWidget(page, s.server, { birth: '1970-05-10', fare: '250' });
    assert.doesNotMatch(await waitForText(byTestId(page, 'benefit-none'), /nenhuma/i), /O que falta/);
    s.errors.assertNone();
  });

  test('a 76-year-old whose free seats are taken: nothing now, but the 50 % discount opens later, and it leads the list', async () => {
    const { page } = s;
    // Departure on 21/12 at 22:30, distance unknown: the discount can be
    // asked for from 6 h before (Res. ANTT 1.692/2006), at 16:30; the two
    // free seats are taken (Lei 10.741/2003 art. 40 I).
    await openWidget(page, s.server, { date: '2026-12-21', time: '22:30', birth: '1950-03-10', income: '1', eft: '2' });
    const none = await waitForText(byTestId(page, 'benefit-none'), /ainda vai abrir/);
    assert.match(none, /Desconto de 50\s% para a pessoa idosa: peça a partir de 16:30 de 21\/12\/2026/);
    const first = byTestId(page, 'benefit-others').locator('li.emb-offer').first();
    assert.equal(await first.getAttribute('data-testid'), 'benefit-elderly_half');
    // The live region says so too, instead of falling silent; the visible
    // line, the same words, is hidden from screen readers (heard once).
    const said = await waitForText(page.locator('.emb-benefits .emb-sr[role=status]'), /ainda vai abrir/);
    assert.equal(said, none);
    assert.equal(await byTestId(page, 'benefit-none').getAttribute('aria-hidden'), 'true');
    // Res. ANTT 1.692/2006 art. 2º-A (Res. 4.833/2015): the refused free seat
    // is owed the written refusal "em qualquer caso"; it read "a record, no duty".
    await byTestId(page, 'benefit-elderly_free-refusal').click();
    await byTestId(page, 'refusal-notice').waitFor({ state: 'visible' });
    await waitForText(byTestId(page, 'refusal-duty'), /^Resolução ANTT 1\.692\/2006, art\. 2º-A: .*data, a hora, o local e o motivo/);
    await waitForText(byTestId(page, 'refusal-citations'), /Resolução ANTT 1\.692\/2006, art\. 2º-A/);
    await byTestId(page, 'refusal-close').click();
  });

  test('a departure without the benefit seats: the youth is refused, and the notice is owed too', async () => {
    const { page } = s;
    await page.setViewportSize(VIEWPORTS.phone);
    // Decreto 8.537/2015 art. 14 sole paragraph: "when the benefit is not
    // granted", whatever the reason, the carrier owes the document.
    await openWidget(page, s.server, { birth: '2006-06-15', idj: 1, offered: 0 });
    await waitForAttr(byTestId(page, 'benefit-youth_free-status'), 'data-status', 'not_offered_on_this_departure');
    await byTestId(page, 'benefit-youth_free-refusal').click();
    await byTestId(page, 'refusal-notice').waitFor({ state: 'visible' });
    await waitForText(byTestId(page, 'refusal-reasons'), /este horário não tem as vagas do benefício/);
    await waitForText(byTestId(page, 'refusal-citations'), /Decreto 8\.537\/2015, art\. 14, parágrafo único/);
    await waitForText(byTestId(page, 'refusal-duty'), /data, a hora, o local e o motivo/);
    await byTestId(page, 'refusal-close').click();
    await byTestId(page, 'refusal-notice').waitFor({ state: 'detached' });
    // The focus goes back to the button that opened the notice.
    await page.waitForFunction(() => document.activeElement?.id === 'benefit-youth_free-refusal');
    // The carrier's own discount (art. 19) is optional: no notice for it.
    assert.equal(await byTestId(page, 'benefit-youth_carrier_discount-refusal').count(), 0);
    s.errors.assertNone();
  });

  test('on an RS or an international line there is no federal benefit to refuse, and no notice is offered', async () => {
    const { page } = s;
    // Decreto 8.537/2015 art. 13: the interstate system's seats; the notice
    // of art. 14 sole paragraph is that benefit's. Nor the elderly's (Lei
    // 10.741/2003 art. 40, interstate too).
    for (const scope of ['intermunicipal_rs', 'international']) {
      await openWidget(page, s.server, { scope, country: 'AR', birth: '2006-06-15', idj: 1, fare: '250' });
      await waitForAttr(byTestId(page, 'benefit-youth_free-status'), 'data-status', 'not_eligible');
      assert.equal(await page.locator('[data-testid$="-refusal"]').count(), 0, `${scope}: no refusal button`);
      await openWidget(page, s.server, { scope, country: 'AR', birth: '1950-06-15', income: 1, fare: '250' });
      await waitForAttr(byTestId(page, 'benefit-elderly_free-status'), 'data-status', 'not_eligible');
      assert.equal(await page.locator('[data-testid$="-refusal"]').count(), 0, `${scope}: no refusal button (60+)`);
      // On an RS line, where to ask instead (an RS passenger's pass).
      if (scope === 'intermunicipal_rs') {
        await waitForText(byTestId(page, 'benefit-elderly_free-reasons'), /pergunte à empresa ou ao DAER pelo benefício estadual/);
      }
      // Never on this line, not "not now" ("não pode ser obtido agora").
      const none = await waitForText(byTestId(page, 'benefit-none'), /Nenhuma gratuidade/);
      assert.doesNotMatch(none, /agora/, scope);
      assert.doesNotMatch(await byTestId(page, 'benefit-others').locator('summary.emb-benefit-others__summary').textContent(), /agora/, scope);
      // Nor any reserved seat to count: they are the interstate system's.
      for (const id of ['trip-benefit-seats-offered', 'seats-youth-free', 'seats-elderly-free', 'seats-passe-livre']) {
        assert.equal(await byTestId(page, id).isVisible(), false, `${scope}: ${id}`);
      }
    }
    await openWidget(page, s.server, { birth: '1950-06-15', income: 1, fare: '250' });
    await byTestId(page, 'seats-elderly-free').waitFor();
    s.errors.assertNone();
  });

  // A screen reader's: the hint under "Este horário oferece as vagas de
  // benefício" (untick only if the carrier says so) was not tied to the box,
  // so tabbing to it never said it.
  test('the seats-offered box is described by its hint', async () => {
    const { page } = s;
    await openWidget(page, s.server, { birth: '1950-06-15', income: 1, fare: '250' });
    const box = byTestId(page, 'trip-benefit-seats-offered');
    await box.waitFor();
    const said = await box.evaluate((el) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    assert.match(said, /^Desmarque só se a empresa disser que este horário não as tem/);
    s.errors.assertNone();
  });

  test('no benefit for a passenger who asked for none: the list of why each does not apply stays folded', async () => {
    const { page } = s;
    // A passenger's pass: a 25-year-old asking about a delay scrolled past
    // seven open "Não elegível" cards to reach the refund.
    await openWidget(page, s.server, { birth: '2001-05-01', fare: '250', req: 'delay', delay: '120' });
    await byTestId(page, 'benefit-none').waitFor();
    assert.equal(await byTestId(page, 'benefit-others').getAttribute('open'), null);
    // Asked for (an ID Jovem at 36, a proof of income at 50, a Passe Livre
    // on an RS line, 65 years without the proof): the refusals are the
    // answer, open.
    for (const asked of [{ birth: '1990-05-01', idj: 1 }, { birth: '1976-05-01', income: 1 }, { birth: '1990-05-01', pl: 1, scope: 'intermunicipal_rs' }, { birth: '1961-05-01' }]) {
      await openWidget(page, s.server, { ...asked, fare: '250' });
      await byTestId(page, 'benefit-none').waitFor();
      assert.notEqual(await byTestId(page, 'benefit-others').getAttribute('open'), null, JSON.stringify(asked));
    }
  });

  test('a 76-year-old on the free seat by road: tolls and the terminal fee are in it, food is not (Res. ANTT 5.856/2019)', async () => {
    const { page } = s;
    // Res. 5.856/2019 rewrote Res. 1.692/2006 art. 6º p.u. after the final
    // judgment in ACP 5004229-94.2014.4.04.7107; the page said "Taxa de
    // embarque, pedágio e alimentação não estão incluídos".
    await openWidget(page, s.server, { birth: '1950-01-01', income: 1, fare: '250' });
    await waitForAttr(byTestId(page, 'benefit-best'), 'data-kind', 'elderly_free');
    // Under "Não inclui" and alone (a list, the sheet's "Bom saber"): what
    // is left out first, then what is in.
    const excludes = await waitForText(byTestId(page, 'benefit-best-excludes'), /^A alimentação fica por sua conta/);
    assert.match(excludes, /pedágio e taxa de embarque estão incluídos/);
    // Its heading names the three costs, not "Não inclui" above what is
    // included (a passenger's pass).
    const head = byTestId(page, 'benefit-best-excludes').locator('xpath=preceding-sibling::dt[1]');
    assert.equal((await head.textContent()).trim(), 'Taxa de embarque, pedágio e alimentação');
    const link = byTestId(page, 'benefit-best').locator('a', { hasText: 'Resolução ANTT 5.856/2019' });
    assert.equal(await link.count(), 1);
    // The 50 % seat still pays them (Decreto 9.921/2019 art. 44 p.u.).
    await openWidget(page, s.server, { date: '2026-12-21', time: '22:30', birth: '1950-03-10', income: '1', eft: '2', fare: '250', now: '2026-12-21T17:00:00-03:00' });
    await waitForAttr(byTestId(page, 'benefit-best'), 'data-kind', 'elderly_half');
    await waitForText(byTestId(page, 'benefit-best-excludes'), /pedágio e alimentação não estão incluídos/);
  });

  test('a 70-year-old on a ferry: the free seat by the decree, and what the ANTT resolution adds said to be the bus\'s rule', async () => {
    const { page } = s;
    // Decreto 9.921/2019 grants the seats by road, rail and water; Res.
    // ANTT 1.692/2006 (the windows, the documents compared) is the road
    // regulator's: a ferry passenger read it as the boat's rule.
    await openWidget(page, s.server, { by: 'waterway', birth: '1956-03-10', income: 1, fare: '180' });
    await waitForAttr(byTestId(page, 'benefit-best'), 'data-kind', 'elderly_free');
    await waitForText(byTestId(page, 'benefit-best'), /O que vem da resolução da ANTT citada é regra do ônibus: em trem ou barco, confirme com a transportadora\./);
    // By road, the same passenger is not told so.
    await openWidget(page, s.server, { birth: '1956-03-10', income: 1, fare: '180' });
    await waitForAttr(byTestId(page, 'benefit-best'), 'data-kind', 'elderly_free');
    await waitForText(byTestId(page, 'benefit-best'), /Bom saber/);
    assert.doesNotMatch(await byTestId(page, 'benefit-best').innerText(), /regra do ônibus/);
  });

  test('a trip in a year whose minimum wage is not set yet: the ceiling is the latest wage, and the page says so', async () => {
    const { page } = s;
    await openWidget(page, s.server, { birth: '1950-01-01', income: 1, fare: '250', date: '2027-01-05' });
    await waitForText(byTestId(page, 'benefit-best-income-limit'), /R\$\s*3\.242,00/);
    await waitForText(byTestId(page, 'benefits-section'), /salário mínimo do ano da viagem ainda não foi fixado/);
    // In 2026, the year of the wage in the table, nothing to say.
    await openWidget(page, s.server, { birth: '1950-01-01', income: 1, fare: '250' });
    await waitForText(byTestId(page, 'benefit-best-income-limit'), /R\$\s*3\.242,00/);
    assert.doesNotMatch(await byTestId(page, 'benefits-section').textContent(), /ainda não foi fixado/);
  });

  test('a lap child needs an adult on the trip, and no document: the page says so instead of an empty checklist', async () => {
    const { page } = s;
    // 2023-03-01 → 3 on 2026-12-20, on a lap (Res. ANTT 1.383/2006 art. 6º XVII)
    // "por responsável": with nobody of age on the trip there is no lap.
    await openWidget(page, s.server, { birth: '2023-03-01' });
    await byTestId(page, 'passenger-occupies-seat').uncheck();
    await waitForAttr(byTestId(page, 'benefit-child_lap_free-status'), 'data-status', 'not_eligible');
    await waitForText(byTestId(page, 'benefit-child_lap_free-reasons'), /alguém com 18\sanos ou mais\); sem ele, ela ocupa poltrona/);
    // A refused offer cites its law too.
    assert.match(await byTestId(page, 'benefit-child_lap_free').textContent(), /Resolução ANTT 1\.383\/2006, art\. 6º, XVII/);
    // Only why: not what to know when travelling on a lap.
    assert.doesNotMatch(await byTestId(page, 'benefit-child_lap_free-reasons').innerText(), /viaja de colo sem pagar/);
    // The lap was asked for and is refused: the notice is offered (Decreto
    // 8.537/2015 art. 14); the youth and elderly seats were not asked for.
    assert.equal(await byTestId(page, 'benefit-child_lap_free-refusal').count(), 1);
    for (const kind of ['youth_free', 'elderly_free', 'disability_free']) {
      assert.equal(await byTestId(page, `benefit-${kind}-refusal`).count(), 0, kind);
    }
    // A brother of 17 is no one's responsible adult; the mother is, at 17 too.
    await byTestId(page, 'companion-add').click();
    await byTestId(page, 'companion-0-relation').selectOption('sibling');
    await byTestId(page, 'companion-0-age').fill('17');
    await waitForAttr(byTestId(page, 'benefit-child_lap_free-status'), 'data-status', 'not_eligible');
    await byTestId(page, 'companion-0-relation').selectOption('mother');
    await waitForAttr(byTestId(page, 'benefit-best'), 'data-kind', 'child_lap_free');
    await waitForText(byTestId(page, 'benefits-documents-count'), /^Nenhum documento para este benefício\.$/);
    assert.equal(await byTestId(page, 'benefits-documents').count(), 0, 'no empty checklist');
    s.errors.assertNone();
  });
});

describe('the refusal notice printed at a kiosk', () => {
  let s;
  before(async () => {
    s = await session({ csp: true }, { viewport: VIEWPORTS.kiosk });
  });
  after(async () => {
    await s?.close();
  });

  // The kiosk's 56 px link targets are for the screen: printed, they pushed
  // the signatures across a page break (4 sheets in English, 2 in Portuguese).
  for (const [lang, pages] of [['pt-BR', 1], ['en', 2], ['es', 2]]) {
    test(`${lang}: one sheet per copy (${pages})`, async () => {
      const { page } = s;
      await openWidget(page, s.server, { mode: 'kiosk', lang, birth: '1995-03-01', idj: '1', fare: '250' });
      await byTestId(page, 'kiosk-step-results').click();
      await byTestId(page, 'benefit-youth_free-refusal').click();
      await byTestId(page, 'refusal-carrier').fill('Viação Exemplo Ltda.');
      await byTestId(page, 'refusal-place').fill('Rodoviária do Tietê, guichê 12');
      await page.emulateMedia({ media: 'print' });
      try {
        assert.equal(pdfPages(await page.pdf({ format: 'A4' })), pages);
      } finally {
        await page.emulateMedia({ media: 'screen' });
      }
      s.errors.assertNone();
    });
  }
});

// A passenger's pass (2026-12-05, fifth stop).
describe('benefits: a seat that cannot be had says why, not how to use it', () => {
  let s;
  before(async () => {
    s = await session({ csp: true });
  });
  after(async () => {
    await s?.close();
  });

  test("the keyboard's focus ring stands out 3:1 from the page (WCAG 1.4.11)", async () => {
    const { page } = s;
    await openWidget(page, s.server, {});
    await byTestId(page, 'trip-scope').focus();
    await page.keyboard.press('Tab');
    const { ratio, style, width } = await page.evaluate(() => {
      const el = document.activeElement;
      const rgb = (c) => c.match(/\d+(\.\d+)?/g).slice(0, 3).map(Number);
      const lum = ([r, g, b]) => {
        const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
        return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
      };
      const cs = getComputedStyle(el);
      const ring = lum(rgb(cs.outlineColor));
      const bg = lum(rgb(getComputedStyle(document.querySelector('.emb-root')).backgroundColor));
      return {
        ratio: (Math.max(ring, bg) + 0.05) / (Math.min(ring, bg) + 0.05),
        style: cs.outlineStyle,
        width: parseFloat(cs.outlineWidth),
      };
    });
    // With no ring at all Chromium still reports an outline colour (the
    // text's), which passed the contrast alone (an audit of the tests).
    assert.notEqual(style, 'none', 'the focused control has an outline');
    assert.ok(width >= 2, `outline ${width}px`);
    assert.ok(ratio >= 3, `focus ring contrast ${ratio.toFixed(2)}:1`);
  });

  test('sold-out youth seats list no "30 minutos antes" nor "a volta no mesmo pedido"', async () => {
    const { page } = s;
    await openWidget(page, s.server, { birth: '2000-01-01', idj: 1, fare: '250', yft: 2, ydt: 2 });
    await byTestId(page, 'benefit-youth_free-status').waitFor({ state: 'attached' });
    const reasons = await byTestId(page, 'benefit-youth_free-reasons').textContent();
    assert.match(reasons, /já foram concedidas[^]*documento com data, hora, local e motivo/);
    assert.doesNotMatch(reasons, /30 minutos|passagem de volta|nominal/);
  });

  test("a carrier's optional youth discount it does not give is not offered, not 'not eligible'", async () => {
    const { page } = s;
    // A 19-year-old with the ID Jovem, the four reserved seats taken: she
    // qualifies (Decreto 8.537 art. 19 leaves the discount to the carrier);
    // she read "Não elegível" (a passengers' pass).
    await openWidget(page, s.server, { birth: '2007-05-01', idj: 1, fare: '200', yft: 2, ydt: 2 });
    const status = byTestId(page, 'benefit-youth_carrier_discount-status');
    await waitForAttr(status, 'data-status', 'not_offered_on_this_departure');
    // Said as what the page knows, beside "pergunte no guichê": not "Não
    // oferecido neste horário" (a kiosk pass).
    assert.equal((await status.textContent()).trim(), 'Sem desconto informado pela empresa');
  });

  test('the best offer is announced as a sentence when the fare is not typed yet', async () => {
    const { page } = s;
    const said = () => page.locator('.emb-benefits [role=status]').textContent();
    await openWidget(page, s.server, { birth: '2000-01-01', idj: 1, yft: 2, lang: 'es' });
    await byTestId(page, 'benefit-best-price').waitFor();
    await waitForText(page.locator('.emb-benefits [role=status]'), /Plaza|plaza/);
    // "Usted paga indique el precio…" read as one sentence.
    assert.match(await said(), /^Su mejor opción ahora: [^.]+ \(indique el precio del pasaje para ver el importe\)\.$/);
    await byTestId(page, 'ticket-fare').fill('250');
    await waitForText(page.locator('.emb-benefits [role=status]'), /Usted paga R\$/);
  });

  test('a refusal notice for a passenger boarding at a later stop gives that boarding, beside the line\'s departure', async () => {
    const { page } = s;
    await openWidget(page, s.server, { birth: '2006-05-01', idj: 1, fare: '250', date: '2026-12-19', time: '08:00', bdate: '2026-12-19', btime: '12:00', yft: 2, ydt: 2 });
    await byTestId(page, 'benefit-youth_free-refusal').click();
    await waitForText(byTestId(page, 'refusal-trip').first(), /partida às 08:00[^]*embarque do passageiro às 12:00/);
  });

  test("what screen readers hear carries the seat's condition and a rebooking's amount due", async () => {
    const { page } = s;
    // After the 3 h deadline: the free seat only if still unsold.
    await openWidget(page, s.server, { birth: '2006-05-01', idj: 1, fare: '250', date: '2026-12-19', time: '12:00' });
    await waitForText(page.locator('.emb-benefits [role=status]'), /Só se a vaga ainda não foi vendida/i);
    // A rebooking to a dearer fare: what is due, not "Você pode remarcar" alone.
    await openWidget(page, s.server, { fare: '250', req: 'revalidation', newfare: '300', newsvc: 'executive' });
    await waitForText(byTestId(page, 'refund-section').locator('[role=status]'), /Você paga: R\$\s*50,00/);
    // Nothing due is said as the screen says it, not "Você paga: Nada a pagar".
    await openWidget(page, s.server, { fare: '250', req: 'revalidation', newfare: '300' });
    const said = await waitForText(byTestId(page, 'refund-section').locator('[role=status]'), /Nada a pagar/);
    assert.doesNotMatch(said, /Você paga: Nada/);
  });
});

describe('citation links as touch targets', () => {
  let s;
  before(async () => {
    s = await session({ csp: true });
  });
  after(async () => {
    await s?.close();
  });

  // Every "Base legal" open: each citation a target of 24 px (WCAG 2.2,
  // 2.5.8, axe's target-size); a citation alone on its line was 19 px tall,
  // 2 px from the next.
  test('every citation link, all folds open, is a target of 24 px at phone size', async () => {
    const { page } = s;
    await page.setViewportSize(VIEWPORTS.phone);
    await openWidget(page, s.server, { birth: '2014-05-01', fare: '250', req: 'withdrawal', bag: ['hold~general~35'], pet: 'cat~6' });
    await byTestId(page, 'benefit-others').waitFor();
    for (const d of await page.locator('details').all()) await d.evaluate((e) => (e.open = true));
    await axeCheck(page, 'phone, every fold open');
  });
});
