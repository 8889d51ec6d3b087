// Refunds, end to end, on the release build, under the strict CSP a careful
// carrier sends (issue 4), with the clock fixed at NOW (19/12/2026 10:00):
// - an interstate cancellation two days ahead of a R$ 250,00 fare gives
//   R$ 237,50 back, the carrier keeping its 5 % compensatory fine (Lei
//   11.975/2009 art. 2, Código Civil art. 740 § 3º), until departure, paid
//   within 30 days; the timeline puts "now" before the 3 h limit;
// - on an RS intermunicipal line, 2 h before departure, "I want to cancel" is
//   refused: the request must be made up to 3 h before (DAER);
// - a departure 60 min late gives nothing yet, 61 min the whole fare back at
//   once (Lei 11.975/2009 art. 3); with no minutes typed, they are asked for.
// The page must pass axe-core at 360 px and 1080×1920 with the section
// filled, carry no inline style, never talk to another origin, log no error.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { NOW, VIEWPORTS, axeCheck, byTestId, openWidget, session, waitForText } from './helpers.mjs';

/** `NOW`'s calendar date plus `days`, as a date input's `YYYY-MM-DD`. */
function nowPlusDays(days) {
  const d = new Date(`${NOW.slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Chooses the situation whose label (as a passenger says it) is `name`. */
async function choose(page, name) {
  const group = byTestId(page, 'request-kind');
  await group.getByRole('radio', { name, exact: true }).check();
}

describe('refunds on the release build', () => {
  let s;
  before(async () => {
    s = await session({ csp: true });
  });
  after(async () => {
    await s?.close();
  });

  test('the situation picker speaks as a passenger and asks only what the situation needs', async () => {
    const { page } = s;
    await openWidget(page, s.server);
    const group = byTestId(page, 'request-kind');
    // Said of any vehicle: a train's or a boat's passenger read "O ônibus
    // está atrasado" (a passenger's pass).
    for (const name of ['Quero cancelar', 'Quero mudar a data', 'A partida está atrasada', 'A viagem foi interrompida (pane ou outro motivo)',
      'Fui colocado numa classe inferior', 'Perdi o embarque']) {
      assert.equal(await group.getByRole('radio', { name, exact: true }).count(), 1, `a radio "${name}"`);
    }
    // "Só quero saber meus direitos", the default, points to the rights.
    // Not "abaixo": at the kiosk the laws are step 4, not below.
    await waitForText(byTestId(page, 'refund-pick'), /direitos de passageiro estão em “Legislação”\. Se algo/);
    assert.equal(await byTestId(page, 'request-delay').count(), 0, 'no delay input before "the departure is delayed"');
    await choose(page, 'A partida está atrasada');
    await byTestId(page, 'request-delay').waitFor({ state: 'visible' });
    assert.equal(await byTestId(page, 'request-new-fare').count(), 0);
    await choose(page, 'Quero mudar a data');
    // The new fare only where a difference may be due: another category
    // (interstate, the same one keeps the fare's value; the empty field
    // stood under "Nada a pagar", a kiosk pass), or an RS line.
    await byTestId(page, 'request-new-service').waitFor({ state: 'visible' });
    assert.equal(await byTestId(page, 'request-new-fare').count(), 0);
    await byTestId(page, 'request-new-service').selectOption('executive');
    await byTestId(page, 'request-new-fare').waitFor({ state: 'visible' });
    await byTestId(page, 'request-new-service').selectOption('same');
    await byTestId(page, 'request-new-fare').waitFor({ state: 'detached' });
    await byTestId(page, 'trip-scope').selectOption('intermunicipal_rs');
    await byTestId(page, 'request-new-fare').waitFor({ state: 'visible' });
    await byTestId(page, 'trip-scope').selectOption('interstate');
    assert.equal(await byTestId(page, 'request-delay').count(), 0);
  });

  test('interstate, cancelled two days ahead: R$ 250,00 − R$ 12,50 de multa (5 %) = R$ 237,50, until departure', async () => {
    const { page } = s;
    await openWidget(page, s.server);
    await byTestId(page, 'trip-date').fill(nowPlusDays(2));
    await byTestId(page, 'ticket-fare').fill('250');
    await choose(page, 'Quero cancelar');
    // The fare typed for the seats' prices is the one refunded here: said,
    // so a free seat's holder does not read R$ 237,50 as theirs (Lei
    // 11.975/2009 art. 2º refunds "o valor pago").
    await waitForText(byTestId(page, 'refund-fare'), /^Preço da passagem: R\$\s*250,00\. Os valores abaixo supõem que você pagou este preço: com gratuidade ou desconto, conta o valor pago\.$/);

    const result = byTestId(page, 'refund-result');
    await result.waitFor({ state: 'visible' });
    assert.equal(await result.getAttribute('data-allowed'), 'true');
    await waitForText(byTestId(page, 'refund-verdict'), /Você pode cancelar/);
    // The verdict and the lists under it are headings, for those who move
    // through a page by its headings.
    const headings = await result.getByRole('heading').allTextContents();
    assert.match(headings[0] ?? '', /Você pode cancelar/);
    assert.ok(headings.length >= 3, `verdict, options and reasons: ${JSON.stringify(headings)}`);
    await waitForText(byTestId(page, 'refund-amount'), /^R\$\s*237,50$/);
    await waitForText(
      byTestId(page, 'refund-line'),
      /^R\$\s*250,00\s*−\s*R\$\s*12,50 de multa \(5\s*%\)\s*=\s*R\$\s*237,50$/,
    );
    // Lei 11.975 art. 2: until boarding, here 22:30 on the 21st; 2 d 12 h 30 min left.
    await waitForText(byTestId(page, 'refund-deadline'), /22:30 de 21\/12\/2026.*faltam 2\sd 12\sh 30\smin/);
    // Art. 2 sole paragraph: within 30 days of the request.
    await waitForText(byTestId(page, 'refund-pay'), /30 dias.*18\/01\/2027/);
    await waitForText(byTestId(page, 'refund-options'), /dinheiro de volta/);
    await waitForText(byTestId(page, 'refund-reasons'), /5\s%/);

    // The timeline: an image with a text alternative placing "now" before the limit.
    const svg = byTestId(page, 'refund-timeline');
    assert.equal(await svg.getAttribute('role'), 'img');
    const label = (await svg.getAttribute('aria-label')) ?? '';
    assert.match(label, /Agora: 10:00 de 19\/12\/2026/);
    assert.match(label, /Limite de 3 h antes da partida: 19:30 de 21\/12\/2026, faltam 2\sd 9\sh 30\smin/);
    assert.match(label, /aviso suficiente/);
    // Proportional positions: now, then the limit, then the departure, left to right.
    const x = async (cls) => Number(await svg.locator(`line.${cls}`).getAttribute('x1'));
    const [now, limit, departure] = [await x('emb-tl__tick--now'), await x('emb-tl__tick--limit'), await x('emb-tl__tick--departure')];
    assert.ok(now < limit && limit < departure, `now ${now} < limit ${limit} < departure ${departure}`);
    // 3 h between the limit and the departure against 57 h 30 min between now and the limit.
    assert.ok(departure - limit < (limit - now) / 10, 'the 3 h stretch is drawn to scale');
    // Marks on another day than now carry their day.
    const marks = await svg.locator('text').allTextContents();
    assert.deepEqual(marks, ['Agora 10:00', '3 h antes · 21/12 19:30', 'Partida 21/12 22:30']);

    // In English, the same amounts.
    await byTestId(page, 'lang-en').click();
    await waitForText(byTestId(page, 'refund-line'), /^R\$250\.00\s*−\s*R\$12\.50 cancellation fee \(5\s*%\)\s*=\s*R\$237\.50$/);
    await byTestId(page, 'lang-pt-BR').click();
    await waitForText(byTestId(page, 'refund-amount'), /^R\$\s*237,50$/);
  });

  test('intermunicipal RS, 2 h before departure: "Quero cancelar" is refused, less than 3 h', async () => {
    const { page } = s;
    await openWidget(page, s.server);
    await byTestId(page, 'trip-scope').selectOption('intermunicipal_rs');
    await byTestId(page, 'trip-date').fill(nowPlusDays(0));
    await byTestId(page, 'trip-time').fill('12:00');
    await byTestId(page, 'ticket-fare').fill('250');
    await choose(page, 'Quero cancelar');

    const result = byTestId(page, 'refund-result');
    await waitForText(byTestId(page, 'refund-verdict'), /^✕ Não é mais possível cancelar$/);
    assert.equal(await result.getAttribute('data-allowed'), 'false');
    await waitForText(byTestId(page, 'refund-reasons'), /até 3 horas antes da partida/);
    // The limit was 09:00, an hour ago.
    await waitForText(byTestId(page, 'refund-deadline'), /terminou: 09:00 de 19\/12\/2026/);
    assert.equal(await byTestId(page, 'refund-line').count(), 0, 'no retention line when nothing comes back');
    const label = (await byTestId(page, 'refund-timeline').getAttribute('aria-label')) ?? '';
    assert.match(label, /09:00 de 19\/12\/2026, já passou/);
    assert.match(label, /não é mais aceito/);
  });

  test('boarding at a later stop: the RS 3 h count from that boarding, and a boarding before the line leaves is refused beside the field', async () => {
    const { page } = s;
    // The line leaves at 12:00 today; this passenger boards at 14:00 at a
    // stop on the way, so at 10:00 they are still 4 h from their boarding.
    await openWidget(page, s.server, { scope: 'intermunicipal_rs', date: nowPlusDays(0), time: '12:00', fare: '250' });
    await choose(page, 'Quero cancelar');
    await waitForText(byTestId(page, 'refund-verdict'), /^✕ Não é mais possível cancelar$/);
    await byTestId(page, 'trip-boarding-date').fill(nowPlusDays(0));
    await byTestId(page, 'trip-boarding-time').fill('14:00');
    await waitForText(byTestId(page, 'refund-verdict'), /Você pode cancelar/);
    await waitForText(byTestId(page, 'refund-deadline'), /11:00 de 19\/12\/2026/);
    await waitForText(byTestId(page, 'refund-amount'), /^R\$\s*237,50$/);
    // The timeline names the passenger's boarding, not "departure" (the
    // line's, at 12:00).
    const facts = await waitForText(byTestId(page, 'refund-timeline-facts'), /Seu embarque/);
    assert.match(facts, /antes do seu embarque/);
    assert.doesNotMatch(facts, /Partida/);
    assert.match(await byTestId(page, 'refund-timeline').getAttribute('aria-label'), /Seu embarque: 14:00/);
    // The link a passenger shares keeps the boarding.
    await page.waitForURL(/[?&]btime=14%3A00(&|$)/, { timeout: 2_000 });

    await byTestId(page, 'trip-boarding-time').fill('11:00');
    const error = page.locator('#trip-boarding-date-error');
    await waitForText(error, /antes da partida da linha/);
    assert.equal(await byTestId(page, 'trip-boarding-date').getAttribute('aria-invalid'), 'true');
    // A year typed wrong (2027 for 2026) moved every deadline with it: past
    // the longest trip's 15 days it is refused beside the date.
    await byTestId(page, 'trip-boarding-time').fill('14:00');
    await byTestId(page, 'trip-boarding-date').fill(nowPlusDays(365));
    await waitForText(error, /: É mais de 15 dias depois da partida da linha: o embarque é numa parada da mesma viagem$/);
    assert.equal(await byTestId(page, 'refund-result').count(), 0, 'no decision on a boarding a year away');
    await byTestId(page, 'trip-boarding-date').fill(nowPlusDays(15));
    await byTestId(page, 'trip-boarding-time').fill('12:00');
    await waitForText(byTestId(page, 'refund-verdict'), /Você pode cancelar/);
    await byTestId(page, 'trip-boarding-date').fill('');
    await byTestId(page, 'trip-boarding-time').fill('');
    await waitForText(byTestId(page, 'refund-verdict'), /^✕ Não é mais possível cancelar$/);
  });

  test('a rebooking to a dearer fare: the passenger pays the difference for a higher category, nothing on the same, and on an RS line may rebook only once', async () => {
    const { page } = s;
    await openWidget(page, s.server, { date: nowPlusDays(2), fare: '250' });
    await choose(page, 'Quero mudar a data');
    // Interstate, the same service: nothing to compute, so the new fare is
    // not asked for (it was, then "Nada a pagar" once typed: a passengers' pass).
    await waitForText(byTestId(page, 'refund-due'), /^Nada a pagar$/);
    await waitForText(byTestId(page, 'refund-verdict'), /Você pode remarcar/);
    // Interstate, the same service: the ticket keeps the fare's updated value
    // (Lei 11.975/2009 art. 13 § 1º).
    await waitForText(byTestId(page, 'refund-reasons'), /na mesma categoria de serviço, a remarcação não cobra o aumento da tarifa nem devolve a diferença de uma tarifa menor/);
    await byTestId(page, 'request-new-service').selectOption('executive');
    await byTestId(page, 'request-new-fare').fill('300');
    await waitForText(byTestId(page, 'refund-due'), /^Você paga: R\$\s*50,00$/);
    assert.equal(await byTestId(page, 'refund-amount').count(), 0, 'a rebooking shows what is due, not an amount back');
    // Interstate: Res. ANTT 4.282/2014 sets no limit; "once only" is Lei RS 11.993/2003's.
    assert.equal(await byTestId(page, 'refund-notices').count(), 0, 'no once-only notice on an interstate line');
    await byTestId(page, 'trip-scope').selectOption('intermunicipal_rs');
    await waitForText(byTestId(page, 'refund-notices'), /uma vez/);
    await byTestId(page, 'ticket-revalidated').check();
    await waitForText(byTestId(page, 'refund-verdict'), /^✕ Não é mais possível remarcar$/);
    await waitForText(byTestId(page, 'refund-reasons'), /já foi remarcada/);
    // Refused whatever the time: no deadline, countdown or timeline beside it.
    assert.equal(await byTestId(page, 'refund-deadline').count(), 0, 'no deadline for a barred ticket');
    assert.equal(await byTestId(page, 'refund-timeline').count(), 0, 'no timeline for a barred ticket');
  });

  test('a missed interstate bus is rebooked within the ticket\'s year, with the carrier\'s fee (Res. ANTT 4.282/2014 art. 7º §§ 1º, 5º)', async () => {
    const { page } = s;
    // The bus left yesterday; the ticket was bought ten days ago.
    await openWidget(page, s.server, { date: nowPlusDays(-1), time: '22:30', fare: '250', bought: nowPlusDays(-10), req: 'revalidation', newfare: '250' });
    await waitForText(byTestId(page, 'refund-verdict'), /Você pode remarcar/);
    await waitForText(byTestId(page, 'refund-reasons'), /O horário da partida já passou, mas a passagem vale por um ano/);
    await waitForText(byTestId(page, 'refund-due'), /até R\$\s*50,00/);
    // Past the departure the timeline is still "allowed", not "no longer possible".
    const stretches = await page.locator('[data-testid=refund-timeline] rect.emb-tl__stretch').evaluateAll((rs) => rs.map((r) => r.getAttribute('class')));
    assert.ok(!stretches.some((c) => c.includes('--closed')), stretches.join());
    // Its key says "after the limit", not "less than 3 h before", a stretch that runs past the departure.
    // A rebooking after the limit may carry the carrier's fee: the key says
    // it (a passenger's pass; it was said only once the limit had passed).
    await waitForText(page.locator('.emb-tl__key').last(), /^Depois do limite de 3\s*h: ainda permitido, com a taxa da transportadora, se cobrar \(até 20\s%\)$/);
    // Its swatch in the stretch's amber: `--late_fee` had no colour, so SVG's black.
    const swatch = page.locator('.emb-tl__key').last().locator('rect');
    assert.equal(await swatch.getAttribute('class'), 'emb-tl__stretch emb-tl__stretch--late');
    assert.notEqual(await swatch.evaluate((r) => getComputedStyle(r).fill), 'rgb(0, 0, 0)');
    // Without the purchase date the year is unknown: the page asks for it.
    await byTestId(page, 'ticket-purchased').fill('');
    // Undecided, not refused: "Não é possível remarcar" stood above "informe a data".
    await waitForText(byTestId(page, 'refund-verdict'), /^\?\s*Depende da data da compra$/);
    assert.equal(await byTestId(page, 'refund-result').getAttribute('data-allowed'), 'false');
    await waitForText(byTestId(page, 'refund-reasons'), /Informe a data da compra: a passagem vale por um ano/);
  });

  test('a missed bus asked about before it leaves is a cancellation: no fee in the key; after it, no "depends on the date"', async () => {
    const { page } = s;
    await openWidget(page, s.server, { date: nowPlusDays(2), time: '22:30', fare: '250', bought: nowPlusDays(-10), req: 'no_show' });
    await waitForText(page.locator('.emb-tl__key').nth(1), /^Depois do limite de 3\s*h: ainda permitido$/);
    // After the departure, without the purchase date: the claim is refused for its seat.
    await openWidget(page, s.server, { date: nowPlusDays(-1), time: '22:30', fare: '250', req: 'no_show' });
    await waitForText(byTestId(page, 'refund-verdict'), /Sem reembolso por não embarcar/);
    await waitForText(byTestId(page, 'refund-reasons'), /Informe a data da compra/);
  });

  test('a trip broken off, asked about 12 days before it leaves, is a cancellation: its fee, its verdict', async () => {
    // "Desci no meio do caminho" answered "Nada é devolvido — R$ 0,00", and a
    // breakdown "A viagem não continuou em até 3 horas", for a trip not begun.
    const { page } = s;
    for (const extra of [{ req: 'passenger_interrupts' }, { req: 'interruption', stop: '200' }]) {
      await openWidget(page, s.server, { date: nowPlusDays(12), time: '22:30', fare: '200', ...extra });
      await waitForText(byTestId(page, 'refund-verdict'), /Você pode cancelar/);
      await waitForText(byTestId(page, 'refund-reasons'), /Ainda não é a hora da partida: o pedido vale como cancelamento/);
      await waitForText(byTestId(page, 'refund-line'), /R\$\s*200,00 − R\$\s*10,00 de multa \(5\s*%\) = R\$\s*190,00/);
    }
  });

  test('a rebooking in the last 3 hours: the carrier may add its fee, and the page says how much at most', async () => {
    const { page } = s;
    // Departure at 12:00 today, two hours after the fixed clock: inside the
    // last 3 h (Res. ANTT 4.282/2014 art. 7º § 5º: up to 20 % of the fare).
    await openWidget(page, s.server, { date: nowPlusDays(0), time: '12:00', fare: '250', req: 'revalidation', newfare: '250' });
    await waitForText(byTestId(page, 'refund-verdict'), /Você pode remarcar/);
    await waitForText(byTestId(page, 'refund-due'), /^Nada a pagar\s*\(mais a taxa da transportadora, se cobrar: até R\$\s*50,00\)$/);
  });

  test('a purchase on credit is not taken as paid off: the refund waits for it (Lei 11.975 art. 15)', async () => {
    const { page } = s;
    await openWidget(page, s.server, { date: nowPlusDays(2), fare: '250', req: 'withdrawal' });
    await byTestId(page, 'ticket-credit').check();
    const settled = byTestId(page, 'ticket-credit-settled');
    await settled.waitFor({ state: 'visible' });
    assert.equal(await settled.isChecked(), false, 'not ticked for the passenger');
    await waitForText(byTestId(page, 'refund-pay'), /depois de quitada a compra a crédito/);
    await settled.check();
    // Lei 11.975/2009 counts the 30 days from the request, not from today.
    await waitForText(byTestId(page, 'refund-pay'), /em até 30 dias do pedido — até \d\d\/\d\d\/\d{4} se pedir agora\.$/);
    // A refund owed at once (a delay of over an hour, Lei 11.975 art. 3º)
    // on a purchase not paid off: as soon as it is, not "em até 0 dias".
    await openWidget(page, s.server, { date: nowPlusDays(0), time: '08:00', fare: '250', req: 'delay', delay: '120', credit: '1' });
    await waitForText(byTestId(page, 'refund-pay'), /^Quem paga: a transportadora, assim que a compra a crédito for quitada\.$/);
  });

  test('30 s after the deadline there is no "0 min left" beside the refusal', async () => {
    const { page } = s;
    await openWidget(page, s.server, { scope: 'intermunicipal_rs', date: '2026-12-20', time: '22:30', fare: '87,33', req: 'withdrawal', now: '2026-12-20T19:30:30-03:00' });
    await waitForText(byTestId(page, 'refund-verdict'), /^✕ Não é mais possível cancelar$/);
    await waitForText(byTestId(page, 'refund-deadline'), /^O prazo terminou: 19:30 de 20\/12\/2026$/);
  });

  test('by boat or train the refund and the notices say they are the interstate bus rules, and nothing says "ônibus" of the trip', async () => {
    const { page } = s;
    // A passenger's pass: a Manaus–Santarém ferry read "O ônibus está
    // atrasado" and Lei 11.975/2009's bus refund as a firm right.
    for (const by of ['waterway', 'rail']) {
      await openWidget(page, s.server, { by, fare: '250', req: 'delay', delay: '90' });
      await waitForText(byTestId(page, 'refund-reasons'), /Regra do ônibus: em trem ou barco, confirme com a transportadora/);
      await waitForText(byTestId(page, 'notice-road_rules_by_rail_or_water'), /Em trem ou barco/);
      const kinds = await byTestId(page, 'request-kind').locator('label').allTextContents();
      assert.ok(kinds.length > 0);
      assert.ok(kinds.every((k) => !/ônibus/.test(k)), kinds.join(' | '));
      // The sheet shown at the counter says it too.
      await page.emulateMedia({ media: 'print' });
      const sheet = await waitForText(byTestId(page, 'print-sheet'), /Em trem ou barco, as regras de cancelamento/);
      await page.emulateMedia({ media: 'screen' });
      // No bus category is asked, nor printed (a passenger's pass: a ferry's
      // passenger was offered "Executivo / Semileito / Leito"), and a
      // rebooking asks no new one.
      assert.equal(await byTestId(page, 'trip-service').count(), 0, by);
      assert.doesNotMatch(sheet, /Classe do serviço|Convencional/);
      await openWidget(page, s.server, { by, service: 'executive', fare: '250', req: 'revalidation', newfare: '200' });
      await byTestId(page, 'refund-result').waitFor();
      assert.equal(await byTestId(page, 'trip-service').count(), 0, by);
      assert.equal(await byTestId(page, 'request-new-service').count(), 0, by);
    }
    await openWidget(page, s.server, { fare: '250', req: 'delay', delay: '90' });
    await byTestId(page, 'refund-result').waitFor();
    assert.equal(await byTestId(page, 'notice-road_rules_by_rail_or_water').count(), 0);
    assert.equal(await byTestId(page, 'trip-service').count(), 1);
  });

  test('an RS ticket with no use left says nothing of its validity; one that can still be rebooked does', async () => {
    const { page } = s;
    // An RS passenger's pass: "Passagem válida até 19/12/2027" beside "Não
    // é mais possível remarcar" (already rebooked once, Lei RS 11.993/2003).
    const rs = { scope: 'intermunicipal_rs', date: '2026-12-20', time: '08:00', fare: '87,33', bought: '2026-12-19', req: 'revalidation', newfare: '130' };
    await openWidget(page, s.server, { ...rs, reval: 1 });
    await waitForText(byTestId(page, 'refund-verdict'), /Não é mais possível/);
    assert.equal(await byTestId(page, 'refund-expires').count(), 0);
    await openWidget(page, s.server, rs);
    await waitForText(byTestId(page, 'refund-expires'), /19\/12\/2027/);
    // Past the 3 h, cancelling or rebooking: only the claim of a seat someone
    // else used is left, which is that departure's, not the year's.
    for (const req of ['withdrawal', 'revalidation']) {
      await openWidget(page, s.server, { ...rs, req, date: '2026-12-19', time: '12:50' });
      await waitForText(byTestId(page, 'refund-verdict'), /Não é mais possível/);
      await waitForText(byTestId(page, 'refund-result'), /outra pessoa viajar na sua poltrona/);
      assert.equal(await byTestId(page, 'refund-expires').count(), 0, req);
    }
  });

  test('a delay of 60 min gives nothing yet; of 61 min, the whole fare back at once', async () => {
    const { page } = s;
    await openWidget(page, s.server);
    await byTestId(page, 'ticket-fare').fill('250');
    await choose(page, 'A partida está atrasada');
    // No minutes yet: asked for beside the field, not taken for "on time".
    await waitForText(byTestId(page, 'request-delay-error'), /Preencha este campo/);
    assert.equal(await byTestId(page, 'refund-result').count(), 0, 'no decision without the minutes');
    await byTestId(page, 'request-delay').fill('60');
    // The ticket's own terms still stand beside it: the verdict says so
    // ("Ainda sem direito a reembolso" stood above a refund on offer).
    await waitForText(byTestId(page, 'refund-verdict'), /^\S*\s*Ainda sem reembolso integral pelo atraso; você ainda pode desistir da passagem$/);
    await waitForText(byTestId(page, 'refund-reasons'), /até 1 hora/);

    await byTestId(page, 'request-delay').fill('61');
    await waitForText(byTestId(page, 'refund-verdict'), /reembolso integral/);
    assert.equal(await byTestId(page, 'refund-result').getAttribute('data-allowed'), 'true');
    await waitForText(byTestId(page, 'refund-amount'), /^R\$\s*250,00$/);
    assert.equal(await byTestId(page, 'refund-line').count(), 0, 'no retention after a long delay');
    await waitForText(byTestId(page, 'refund-pay'), /na hora/);
    await waitForText(byTestId(page, 'refund-options'), /outra empresa/);
    await waitForText(byTestId(page, 'refund-notices'), /alimentação e hospedagem/);

    // A delay that is not a number: the error beside it, no refund result,
    // and the rest of the page (the boarding notices) still drawn.
    await byTestId(page, 'request-delay').fill('uma hora');
    await waitForText(byTestId(page, 'request-delay-error'), /Digite um número/);
    await byTestId(page, 'refund-result').waitFor({ state: 'detached' });
    assert.ok((await byTestId(page, 'notices').locator('li').count()) > 0, 'the notices are still drawn');
    await byTestId(page, 'request-delay').fill('61');
    await waitForText(byTestId(page, 'refund-amount'), /^R\$\s*250,00$/);

    // So is a fare that is not an amount: no refund, the notices still there.
    await byTestId(page, 'ticket-fare').fill('25o');
    await waitForText(byTestId(page, 'ticket-fare-error'), /Digite um valor em reais/);
    await byTestId(page, 'refund-result').waitFor({ state: 'detached' });
    assert.ok((await byTestId(page, 'notices').locator('li').count()) > 0, 'the notices are still drawn');
    // Over the limit, the limit is said in reais (the core's is in centavos).
    await byTestId(page, 'ticket-fare').fill('2.000.000');
    await waitForText(byTestId(page, 'ticket-fare-error'), /até R\$\s1\.000\.000,00$/);
    // Thousands written the English way are explained, not read as centavos.
    await byTestId(page, 'ticket-fare').fill('1,500');
    await waitForText(byTestId(page, 'ticket-fare-error'), /A vírgula marca os centavos: para milhares, escreva 1\.500 ou 1500$/);
    await byTestId(page, 'ticket-fare').fill('250');
    await waitForText(byTestId(page, 'refund-amount'), /^R\$\s*250,00$/);
  });

  test('a withdrawal under the right of regret is paid at once (CDC art. 49 sole paragraph), not in 30 days', async () => {
    const { page } = s;
    await openWidget(page, s.server, { date: nowPlusDays(5), fare: '250', req: 'withdrawal', channel: 'online', bought: nowPlusDays(-2) });
    await waitForText(byTestId(page, 'refund-amount'), /R\$\s*250,00/);
    await waitForText(byTestId(page, 'refund-pay'), /na hora/);
    // The full amount and "na hora" hold until the 7th day ends, not until
    // the departure the deadline line gives: said beside it.
    await waitForText(byTestId(page, 'refund-regret'), /^Sem multa e pago na hora até \d\d:\d\d de \d\d\/\d\d\/\d{4} \(direito de arrependimento, compra fora do guichê\); depois, se ainda der para cancelar, valem a multa e os 30 dias\.$/);
    // The printed sheet says it too: it gave "R$ 250,00, na hora" and the
    // departure's deadline alone (a passenger's pass).
    await page.emulateMedia({ media: 'print' });
    await waitForText(byTestId(page, 'print-sheet'), /Sem multa e pago na hora até \d\d:\d\d de \d\d\/\d\d\/\d{4} \(direito de arrependimento/);
    await page.emulateMedia({ media: 'screen' });
    // Beside a rebooking the terms are a cancellation's, and say so.
    await byTestId(page, 'request-kind-revalidation').check();
    await waitForText(byTestId(page, 'refund-regret'), /^Cancelar em vez de remarcar: sem multa e pago na hora até \d\d:\d\d de \d\d\/\d\d\/\d{4} \(direito de arrependimento, compra fora do guichê\)\.$/);
    // Bought at the counter: Lei 11.975's 30 days.
    await openWidget(page, s.server, { date: nowPlusDays(5), fare: '250', req: 'withdrawal', bought: nowPlusDays(-2) });
    await waitForText(byTestId(page, 'refund-pay'), /30 dias/);
  });

  test("a downgrade asked before the trip is paid counting from the trip, and a delay's regret is a cancellation's", async () => {
    const { page } = s;
    // Lei 11.975 art. 12 § 1º: "após a realização da viagem". The line read
    // "30 dias do pedido — até 19/02/2027", 60 days off (a passenger's pass).
    await openWidget(page, s.server, { fare: '250', req: 'downgrade', lowfare: '180', date: '2027-01-20', time: '08:00' });
    await waitForText(byTestId(page, 'refund-pay'), /até 19\/02\/2027 \(30 dias depois da viagem, ou do pedido se for feito depois dela\)\.$/);
    // An RS delay of 30 minutes, bought online 5 days before: the regret's
    // terms are a cancellation's, with no rebooking on offer ("Cancelar em
    // vez de remarcar" read beside the refund alone).
    await openWidget(page, s.server, { scope: 'intermunicipal_rs', fare: '250', req: 'delay', delay: '30', channel: 'online', bought: '2026-12-14', date: '2026-12-19', time: '12:00' });
    await waitForText(byTestId(page, 'refund-regret'), /^Sem multa e pago na hora até 12:30 de 19\/12\/2026/); // until the late bus leaves
    await waitForText(byTestId(page, 'refund-options'), /dinheiro de volta/);
    s.errors.assertNone();
  });

  test('without the fare, the ticket\'s other facts still decide, and the amounts ask for it', async () => {
    const { page } = s;
    // An RS ticket already rebooked once, its fare not typed: "Você pode
    // cancelar" stood beside the ticked box (a UI review).
    await openWidget(page, s.server, { scope: 'intermunicipal_rs', req: 'withdrawal', reval: 1, date: nowPlusDays(5) });
    await waitForText(byTestId(page, 'refund-verdict'), /Não é mais possível cancelar/);
    await waitForText(byTestId(page, 'refund-reasons'), /remarcada/i);
    // Bought online two days ago, inside the RS 3 h: the right of regret, and the fare asked for.
    await openWidget(page, s.server, { scope: 'intermunicipal_rs', req: 'withdrawal', channel: 'online', bought: nowPlusDays(-2), date: nowPlusDays(0), time: '12:00' });
    await waitForText(byTestId(page, 'refund-verdict'), /Você pode cancelar/);
    await waitForText(byTestId(page, 'refund-fare'), /Falta um preço de passagem/);
  });

  test('a stop of 3 h or less offers the wait, with no "R$ 0,00 back" beside it', async () => {
    const { page } = s;
    await openWidget(page, s.server, { date: nowPlusDays(0), time: '08:00', fare: '250', req: 'interruption', stop: '120' });
    await waitForText(byTestId(page, 'refund-verdict'), /ainda pode continuar a viagem/);
    assert.equal(await byTestId(page, 'refund-amount').count(), 0);
    // Past 3 h the fare comes back.
    await byTestId(page, 'request-interruption').fill('181');
    await waitForText(byTestId(page, 'refund-amount'), /^R\$\s*250,00$/);
  });

  test('a fare typed wrong is asked for as a valid fare, not as a missing one', async () => {
    const { page } = s;
    await openWidget(page, s.server, { fare: 'abc', req: 'withdrawal' });
    await waitForText(byTestId(page, 'ticket-fare-error'), /\S/);
    await waitForText(byTestId(page, 'refund-fare'), /^Falta um preço de passagem válido \(seção Viagem\) para calcular os valores\.$/);
  });

  test('a purchase date later than today is refused beside its field; today is accepted', async () => {
    const { page } = s;
    await openWidget(page, s.server, { date: nowPlusDays(2), fare: '250', req: 'withdrawal', channel: 'online', bought: nowPlusDays(1) });
    await waitForText(byTestId(page, 'ticket-purchased-error'), /: Está no futuro$/);
    // Only the refund waits for the date: the fare still prices the rest.
    await byTestId(page, 'bag-add').click();
    await byTestId(page, 'bag-0-weight').fill('35');
    await waitForText(byTestId(page, 'baggage-fee'), /R\$\s*6,25/);
    await byTestId(page, 'ticket-purchased').fill(nowPlusDays(0));
    await waitForText(byTestId(page, 'refund-verdict'), /Você pode cancelar/);
    assert.equal(await byTestId(page, 'ticket-purchased-error').count(), 0);
  });

  test('a field that appears with its error is named by its label in the summary, not by its id', async () => {
    const { page } = s;
    await openWidget(page, s.server, { lang: 'en', fare: '250', newfare: 'abc', newsvc: 'executive' });
    // Ticking "change the date" draws the new fare's field, with its error.
    await byTestId(page, 'request-kind-revalidation').check();
    const link = byTestId(page, 'error-summary').locator('a');
    await waitForText(link, /^New ticket/);
    assert.doesNotMatch(await link.textContent(), /request-new-fare/);
    await byTestId(page, 'request-kind-delay').check();
    await waitForText(link, /^Departure delay/);
    assert.doesNotMatch(await link.textContent(), /request-delay/);
  });

  test('a rebooking or a downgrade without the new fare is answered, the fare asked for beside it', async () => {
    const { page } = s;
    // RS, inside the last 3 h: barred whatever the fare; it asked for the
    // fare first and said nothing else.
    await openWidget(page, s.server, { scope: 'intermunicipal_rs', req: 'revalidation', fare: '250', date: nowPlusDays(0), time: '12:00' });
    await waitForText(byTestId(page, 'refund-verdict'), /^✕ Não é mais possível remarcar$/);
    await waitForText(byTestId(page, 'refund-deadline'), /terminou/);
    assert.equal(await byTestId(page, 'request-new-fare-error').count(), 0);
    // Rebooked once already (Lei RS 11.993/2003): never again, not "agora".
    await openWidget(page, s.server, { scope: 'intermunicipal_rs', req: 'revalidation', fare: '250', reval: 1, date: nowPlusDays(5) });
    await waitForText(byTestId(page, 'refund-verdict'), /^✕ Não é mais possível remarcar$/);
    // Two days ahead: allowed, until when, and the difference waits for the fare.
    await openWidget(page, s.server, { req: 'revalidation', fare: '250', date: nowPlusDays(2) });
    await waitForText(byTestId(page, 'refund-verdict'), /Você pode remarcar/);
    await byTestId(page, 'request-new-service').selectOption('executive');
    await waitForText(byTestId(page, 'refund-due'), /^Informe o preço da nova passagem para calcular a diferença\.$/);
    await byTestId(page, 'request-new-fare').fill('300');
    await waitForText(byTestId(page, 'refund-due'), /^Você paga: R\$\s*50,00$/);
    // A downgrade: no "R$ 0,00 back" before the lower class's fare is known.
    await openWidget(page, s.server, { req: 'downgrade', fare: '250', date: nowPlusDays(0), time: '08:00' });
    await waitForText(byTestId(page, 'refund-result'), /Informe o preço da classe inferior/);
    assert.equal(await byTestId(page, 'refund-amount').count(), 0);
    await byTestId(page, 'request-lower-fare').fill('180');
    await waitForText(byTestId(page, 'refund-amount'), /R\$\s*70,00/);
  });

  test('interstate, a cheaper rebooking gives the difference back only on a lower category (Res. ANTT 4.282/2014 art. 7º § 2º)', async () => {
    const { page } = s;
    // A sleeper rebooked for R$ 200,00: on the same service nothing comes
    // back (it promised R$ 50,00 "de categoria inferior", unasked).
    await openWidget(page, s.server, { service: 'sleeper', req: 'revalidation', fare: '250', newfare: '200', date: nowPlusDays(2) });
    await waitForText(byTestId(page, 'refund-verdict'), /Você pode remarcar/);
    // The same service asks no new fare: nothing back, and said so.
    await waitForText(byTestId(page, 'refund-section'), /nem devolve a diferença de uma tarifa menor/);
    assert.equal(await byTestId(page, 'refund-amount').count(), 0);
    await byTestId(page, 'request-new-service').selectOption('executive');
    await waitForText(byTestId(page, 'refund-amount'), /R\$\s*50,00/);
    await page.waitForURL((u) => u.searchParams.get('newsvc') === 'executive', { timeout: 2_000 });
    // RS lines have their own rule (nothing back): no such question.
    await byTestId(page, 'trip-scope').selectOption('intermunicipal_rs');
    await byTestId(page, 'request-new-service').waitFor({ state: 'detached' });
  });

  test("an RS answer's Lei RS 11.993/2003 opens the RS text, and the carrier's interstate paragraph says what holds today", async () => {
    const { page } = s;
    // Refused 2 h before an RS departure: its law led to the carrier's
    // interstate paragraph, "até a hora do embarque".
    await openWidget(page, s.server, { scope: 'intermunicipal_rs', fare: '250', bought: '2026-12-01', req: 'withdrawal', date: nowPlusDays(0), time: '12:00' });
    await waitForText(byTestId(page, 'refund-verdict'), /Não é mais possível cancelar/);
    const hrefs = await byTestId(page, 'refund-section').locator('a.emb-cite').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    const rs = hrefs.filter(([t]) => /Lei RS 11\.993/.test(t));
    assert.ok(rs.length > 0, JSON.stringify(hrefs));
    for (const [, href] of rs) assert.equal(href, '#daer_os_dtr_022_2011-texto');
    // The Civil Code, whose text the seeds do not carry: its catalogue entry.
    for (const [, href] of hrefs.filter(([t]) => /10\.406/.test(t))) assert.equal(href, '#law-cat-lei_10406_2002');
    const note = byTestId(page, 'law-lei_rs_11993_2003-interestadual').getByTestId('law-note');
    assert.match(await note.textContent(), /vale nas linhas intermunicipais do Rio Grande do Sul[^]*Resolução ANTT 4\.282\/2014/);
    const eca = byTestId(page, 'law-lei_8069_1990-art-83').getByTestId('law-note');
    assert.match(await eca.textContent(), /para menores de 16 anos, não só para menores de 12/);
    // Res. 1.383 art. 6º XIX's note covers its rebooking half too, which the
    // answers follow (Res. 4.282 art. 7º): it spoke of the refund alone (a
    // passengers' pass).
    const xix = byTestId(page, 'law-rights').getByTestId('law-rights-note').filter({ hasText: '11.975' });
    assert.match(await xix.textContent(), /Resolução ANTT 4\.282\/2014 \(art\. 7º\) remarca a passagem durante a sua validade/);
  });

  test('a delay of an hour or less still offers what the ticket allows; a missed bus says the rebooking fee', async () => {
    const { page } = s;
    // Announced the day before: it read "R$ 0,00" and nothing to do.
    await openWidget(page, s.server, { fare: '250', bought: '2026-12-01', req: 'delay', delay: '45', date: nowPlusDays(1) });
    await waitForText(byTestId(page, 'refund-verdict'), /Ainda sem reembolso integral pelo atraso; você ainda pode desistir da passagem$/);
    await waitForText(byTestId(page, 'refund-options'), /dinheiro de volta[^]*Remarcar/);
    // The cancellation it offers says its sum, as a cancellation's (it had
    // none: "Receber o dinheiro de volta" and no amount, a passengers' pass).
    await waitForText(byTestId(page, 'refund-amount'), /^R\$\s*237,50$/);
    await waitForText(page.locator('.emb-refund__back-label'), /^Se desistir da passagem, você recebe de volta$/);
    // Said so to a screen reader too, not "Você recebe de volta" (a review).
    await waitForText(byTestId(page, 'refund-said'), /Se desistir da passagem, você recebe de volta: R\$\s*237,50/);
    await waitForText(byTestId(page, 'refund-line'), /12,50 de multa \(5\s%\)/);
    await waitForText(byTestId(page, 'refund-reasons'), /valem as regras de cancelamento e remarcação da passagem/);
    // The late bus has left: only the rebooking of a missed bus is left,
    // and the verdict says that one.
    await openWidget(page, s.server, { fare: '250', bought: '2026-12-01', req: 'delay', delay: '30', date: nowPlusDays(-1), time: '22:30' });
    await waitForText(byTestId(page, 'refund-verdict'), /Ainda sem reembolso integral pelo atraso; você ainda pode remarcar a viagem$/);
    // The bus left yesterday: the rebooking offered costs the carrier's fee.
    await openWidget(page, s.server, { fare: '250', bought: '2026-12-01', req: 'no_show', date: nowPlusDays(-1), time: '22:30' });
    await waitForText(byTestId(page, 'refund-options'), /Remarcar/);
    // The law's cap, not this carrier's fee (a policy of 10 % read "pode
    // cobrar até 20 %" beside its R$ 25,00: a kiosk pass).
    await waitForText(byTestId(page, 'refund-reasons'), /pode cobrar uma taxa de remarcação, de no máximo 20\u00a0% do valor da passagem/);
  });

  test('no inline style attribute in the section (the page runs under a strict CSP)', async () => {
    const { page } = s;
    await openWidget(page, s.server, { date: nowPlusDays(2), fare: '250', req: 'withdrawal' });
    await byTestId(page, 'refund-timeline').waitFor({ state: 'visible' });
    assert.equal(await byTestId(page, 'refund-section').locator('[style]').count(), 0);
  });

  for (const name of ['phone', 'kiosk']) {
    const size = VIEWPORTS[name];
    test(`no serious or critical axe-core violation at ${name} size (${size.width}×${size.height}) with the section filled`, async () => {
      const { page } = s;
      await page.setViewportSize(size);
      await openWidget(page, s.server, {
        date: nowPlusDays(2),
        fare: '250',
        req: 'withdrawal',
        bought: nowPlusDays(-10),
        channel: 'online',
        credit: '1',
      });
      await byTestId(page, 'refund-timeline').waitFor({ state: 'visible' });
      await byTestId(page, 'ticket-credit-settled').waitFor({ state: 'visible' });
      // The citations unfolded, so axe sees their links too.
      await byTestId(page, 'refund-result').locator('details.emb-citations > summary').click();
      await axeCheck(page, name);
    });
  }

  test('at the kiosk the timeline fills its box, its text about the kiosk\'s type', async () => {
    const { page } = s;
    await page.setViewportSize(VIEWPORTS.kiosk);
    await openWidget(page, s.server, { mode: 'kiosk', date: nowPlusDays(2), fare: '250', req: 'withdrawal' });
    await byTestId(page, 'kiosk-step-results').click();
    const svg = byTestId(page, 'refund-timeline');
    await svg.waitFor({ state: 'visible' });
    const m = await svg.evaluate((e) => ({
      svg: e.getBoundingClientRect().width,
      box: e.parentElement.getBoundingClientRect().width,
      text: e.querySelector('text').getBoundingClientRect().height,
      body: parseFloat(getComputedStyle(e.parentElement).fontSize),
    }));
    // It stopped at 40rem (60 % of the box), its labels at 18 px beside 24 px type.
    assert.ok(m.svg >= 0.9 * (m.box - 40), JSON.stringify(m));
    assert.ok(m.text >= 0.8 * m.body, JSON.stringify(m));
  });

  test('no request left the page origin, and the page logged no error', async () => {
    assert.ok(s.requests.all.some((u) => u.endsWith('.wasm')), 'the wasm was loaded');
    s.requests.assertSameOrigin();
    s.errors.assertNone();
  });
});

// The departure is read in its city's zone: read at Brasília's −03:00, a
// 23:00 bus from Campo Grande (−04:00) had "already left" at 22:45 there,
// and the refund the law still gives (Lei 11.975/2009 art. 2º) was refused.
describe('refunds in the departure city\'s time zone', () => {
  let s;
  before(async () => {
    s = await session({ csp: true });
  });
  after(async () => {
    await s?.close();
  });
  const late = { date: '2026-12-19', time: '23:00', fare: '250', req: 'withdrawal', now: '2026-12-19T22:45:00-04:00' };

  test('a device in Campo Grande reads the departure at −04:00, writes the zone in the link, and a zone chosen on the page counts', async () => {
    const context = await s.browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Campo_Grande' });
    const page = await context.newPage();
    // A bare page (its settings only): the device's zone. The fixed instant
    // is said in it too (22:45 there, 23:45 in Brasília).
    await openWidget(page, s.server, { now: '2026-12-19T23:45:00-03:00' });
    assert.equal(await byTestId(page, 'trip-zone').inputValue(), 'amazonas');
    await waitForText(byTestId(page, 'fixed-now'), /22:45 de 19\/12\/2026/);
    await byTestId(page, 'trip-date').fill(late.date);
    await byTestId(page, 'trip-time').fill(late.time);
    await byTestId(page, 'ticket-fare').fill(late.fare);
    await choose(page, 'Quero cancelar');
    await waitForText(byTestId(page, 'refund-verdict'), /Você pode cancelar/);
    // In the device's own zone a time needs no label.
    assert.doesNotMatch(
      await waitForText(byTestId(page, 'refund-deadline'), /23:00 de 19\/12\/2026 — faltam 15\smin/), /UTC/);
    await page.waitForURL((u) => u.searchParams.get('zone') === 'amazonas', { timeout: 2_000 });
    // The ticket said Brasília time: the bus left at 22:00 in Campo Grande.
    await byTestId(page, 'trip-zone').selectOption('brasilia');
    await waitForText(byTestId(page, 'refund-verdict'), /^✕ Não é mais possível cancelar$/);
    // A link with a departure made in Brasília's zone (none written) keeps it here.
    await openWidget(page, s.server, late);
    assert.equal(await byTestId(page, 'trip-zone').inputValue(), 'brasilia');
    await waitForText(byTestId(page, 'refund-verdict'), /^✕ Não é mais possível cancelar$/);
    // Not the phone's zone: every time says its own, or a deadline read on
    // the phone's clock would be an hour late.
    await waitForText(byTestId(page, 'refund-deadline'), /23:00 de 19\/12\/2026 \(UTC−3\)/);
    // A carrier's link without a departure ("cancel my ticket"): the times
    // are typed here, in the device's zone.
    await openWidget(page, s.server, { req: 'withdrawal', fare: '250', now: late.now });
    assert.equal(await byTestId(page, 'trip-zone').inputValue(), 'amazonas');
    await context.close();
  });

  test('Brasília chosen on a device elsewhere holds on a reload (it is written in the link there)', async () => {
    const context = await s.browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Manaus' });
    const page = await context.newPage();
    await openWidget(page, s.server, { fare: '300', req: 'withdrawal' });
    assert.equal(await byTestId(page, 'trip-zone').inputValue(), 'amazonas');
    await byTestId(page, 'trip-zone').selectOption('brasilia');
    await page.waitForURL((u) => u.searchParams.get('zone') === 'brasilia', { timeout: 2_000 });
    await page.reload();
    await page.locator('[data-testid=embarque-ready]').waitFor({ state: 'attached' });
    assert.equal(await byTestId(page, 'trip-zone').inputValue(), 'brasilia');
    await context.close();
  });

  // A dates pass: the zone was picked by the device's UTC offset, so a
  // phone in Bogotá or Lima (−5) read a São Paulo bus in Acre's time, two
  // hours off and nothing said, and La Paz's (−4) in Manaus's.
  test('a device abroad reads the departure in Brasília\'s zone; a Brazilian city in its own', async () => {
    for (const [tz, zone] of [['America/Bogota', 'brasilia'], ['America/La_Paz', 'brasilia'], ['America/New_York', 'brasilia'], ['America/Rio_Branco', 'acre'], ['America/Noronha', 'noronha'], ['America/Cuiaba', 'amazonas']]) {
      const context = await s.browser.newContext({ locale: 'pt-BR', timezoneId: tz });
      const page = await context.newPage();
      await openWidget(page, s.server, { fare: '300', req: 'withdrawal' });
      assert.equal(await byTestId(page, 'trip-zone').inputValue(), zone, tz);
      await context.close();
    }
  });

  test('a link\'s zone holds on a device elsewhere', async () => {
    const { page } = s;
    await openWidget(page, s.server, { ...late, zone: 'amazonas' });
    assert.equal(await byTestId(page, 'trip-zone').inputValue(), 'amazonas');
    await waitForText(byTestId(page, 'refund-verdict'), /Você pode cancelar/);
    await waitForText(byTestId(page, 'refund-deadline'), /23:00 de 19\/12\/2026 \(UTC−4\) — faltam 15\smin/);
    // São Paulo's default: Brasília, the bus gone.
    await openWidget(page, s.server, late);
    assert.equal(await byTestId(page, 'trip-zone').inputValue(), 'brasilia');
    await waitForText(byTestId(page, 'refund-verdict'), /^✕ Não é mais possível cancelar$/);
    s.errors.assertNone();
  });
});

// A dates pass: with the page open, its clock reading the time every 30 s,
// the decisions moved but the countdowns did not: "faltam 1 h 30 min" a
// minute before the deadline, the timeline's "Agora 18:00" at 19:29 (they
// were drawn once, with the section, and only a changed decision drew them
// again).
describe('a page left open: the countdowns and the timeline follow the clock', () => {
  let s;
  before(async () => {
    s = await session({ csp: true });
    // 19/12/2026 10:00 in Brasília; no `now` in the URL: the page's clock.
    await s.page.clock.install({ time: new Date('2026-12-19T13:00:00Z') });
  });
  after(async () => {
    await s?.close();
  });

  test('an hour later every "faltam" and "Agora" says so', async () => {
    const { page } = s;
    const url = new URL('/?date=2026-12-19&time=22:30&birth=2004-01-01&idj=1&fare=250&req=withdrawal', s.server.origin);
    await page.goto(url.href);
    await page.locator('[data-testid=embarque-ready]').waitFor({ state: 'attached' });
    await waitForText(byTestId(page, 'benefit-best-deadline'), /19:30 de 19\/12\/2026 — faltam 9\u00a0h 30\u00a0min$/);
    await waitForText(byTestId(page, 'refund-deadline'), /faltam 12\u00a0h 30\u00a0min$/);
    await waitForText(byTestId(page, 'refund-timeline-facts'), /^Agora.*10:00/);
    assert.match(await byTestId(page, 'refund-timeline').textContent(), /Agora 10:00/);
    await page.clock.runFor(61 * 60_000);
    await waitForText(byTestId(page, 'benefit-best-deadline'), /— faltam 8\u00a0h 29\u00a0min$/);
    await waitForText(byTestId(page, 'refund-deadline'), /faltam 11\u00a0h 29\u00a0min$/);
    await waitForText(byTestId(page, 'refund-timeline-facts'), /^Agora.*11:01/);
    assert.match(await byTestId(page, 'refund-timeline').textContent(), /Agora 11:01/);
    s.errors.assertNone();
  });
});
