// The printed summary (issue 6): "Imprimir resumo" prints one A4 page with
// the trip, the benefit and its price, the refund terms, the baggage and the
// documents checklist, each with its citations; controls are hidden and the
// values shown. Chromium prints it to PDF (`page.pdf`), and the PDF has
// exactly one page.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { VIEWPORTS, byTestId, idleWorkDone, openWidget, session, waitForText } from './helpers.mjs';

/** Pages of a PDF: `/Type /Page` objects (not `/Type /Pages`). */
const pageCount = (pdf) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;

describe('print summary', () => {
  let s;
  before(async () => {
    s = await session({ csp: true });
    await s.context.addInitScript(() => {
      window.__printed = 0;
      window.__sheetAtPrint = -1;
      window.print = () => {
        window.__printed += 1;
        // What the summary holds when the browser would print it.
        window.__sheetAtPrint = document.querySelector('[data-testid="print-sheet"]')?.textContent.length ?? 0;
        // As a browser does once it has printed.
        window.dispatchEvent(new Event('afterprint'));
      };
    });
  });
  after(async () => {
    await s?.close();
  });

  test('the button prints', async () => {
    const { page } = s;
    // A 20-year-old with ID Jovem, R$ 250, withdrawing, with two bags,
    // boarding at a stop at 02:00 after the 22:30 departure.
    await openWidget(page, s.server, { birth: '2006-05-01', idj: 1, fare: '250', req: 'withdrawal', bdate: '2026-12-21', btime: '02:00' });
    await byTestId(page, 'bag-add').click();
    await byTestId(page, 'bag-add').click();
    await byTestId(page, 'bag-0-weight').fill('20');
    await byTestId(page, 'bag-1-weight').fill('14');
    const button = byTestId(page, 'print-summary');
    await waitForText(button, /Imprimir resumo/);
    await button.click();
    // The button builds the summary, then prints in a later task
    // (src/ui/app.rs, `print_summary`): wait for it rather than race it.
    await page.waitForFunction(() => window.__printed > 0);
    assert.equal(await page.evaluate(() => window.__printed), 1);
    assert.ok((await page.evaluate(() => window.__sheetAtPrint)) > 100, 'the summary was built before printing');
  });

  test('in print media only the summary shows, with values and citations', async () => {
    const { page } = s;
    await page.emulateMedia({ media: 'print' });
    const sheet = byTestId(page, 'print-sheet');
    assert.ok(await sheet.isVisible());
    assert.equal(await page.locator('.emb-main').isVisible(), false);
    assert.equal(await byTestId(page, 'print-summary').isVisible(), false);
    // Built for print media, in the next frames (the button's print ended
    // with its `afterprint`).
    const text = await waitForText(sheet, /Documentos para levar/);
    for (const re of [/Viagem/, /Benefício e preço/, /Reembolso/, /Bagagem/, /Documentos para levar/, /R\$\s*250,00/, /Lei 12\.852\/2013/, /Base legal/, /Seu embarque\s*21\/12\/2026 02:00/]) {
      assert.match(text, re);
    }
  });

  test('the PDF is exactly one A4 page', async () => {
    const { page } = s;
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    await import('node:fs').then((fs) => fs.writeFileSync('/tmp/embarque-summary.pdf', pdf));
    assert.equal(pageCount(pdf), 1);
    await page.emulateMedia({ media: 'screen' });
  });

  test('a field still in error heads the sheet, which lacks that section', async () => {
    const { page } = s;
    await byTestId(page, 'bag-1-weight').fill('abc');
    await waitForText(byTestId(page, 'bag-1-weight-error'), /Digite um número/);
    await page.emulateMedia({ media: 'print' });
    // The sheet is built when the media query turns to print: wait for it.
    await waitForText(byTestId(page, 'print-sheet'), /Reembolso/);
    const text = await byTestId(page, 'print-sheet').innerText();
    assert.match(text, /^Embarque[^\n]*\s+Falta corrigir:\s+Volume 2 — Peso \(kg\)\s+Digite um número/);
    assert.doesNotMatch(text, /Bagagem/, 'no baggage block from a list with a row in error');
    assert.match(text, /Reembolso/, 'the other sections are printed');
    await page.emulateMedia({ media: 'screen' });
    await byTestId(page, 'bag-1-weight').fill('14');
    await page.emulateMedia({ media: 'print' });
    assert.doesNotMatch(await waitForText(byTestId(page, 'print-sheet'), /Bagagem/), /Falta corrigir/);
    await page.emulateMedia({ media: 'screen' });
    s.errors.assertNone();
    s.requests.assertSameOrigin();
  });

  test('a benefits field in error leaves the benefit out of the sheet instead of printing "none"', async () => {
    const { page } = s;
    // A 76-year-old with income proof: entitled, but the distance is not a
    // number, so the benefits are not decided (the field heads the sheet).
    await openWidget(page, s.server, { birth: '1950-06-01', income: '1', fare: '250', km: 'abc' });
    await waitForText(byTestId(page, 'trip-distance-error'), /\S/);
    await page.emulateMedia({ media: 'print' });
    const text = await waitForText(byTestId(page, 'print-sheet'), /Falta corrigir/);
    assert.doesNotMatch(text, /Benefício e preço/, 'no benefit block');
    assert.doesNotMatch(text, /Nenhum/, 'neither "no benefit" nor "no document"');
    await page.emulateMedia({ media: 'screen' });
  });

  test('without a birth date the benefit is not printed as "none": it is not decided yet', async () => {
    const { page } = s;
    // A kiosk operator's pass: income proof ticked, no birth date; the screen
    // asks for the date, the receipt said "Benefício: Nenhum".
    await openWidget(page, s.server, { income: '1', fare: '180' });
    await waitForText(byTestId(page, 'benefits-note'), /data de nascimento/);
    await page.emulateMedia({ media: 'print' });
    const text = await waitForText(byTestId(page, 'print-sheet'), /Viagem/);
    assert.doesNotMatch(text, /Benefício e preço/, 'no benefit block');
    assert.doesNotMatch(text, /Nenhum/);
    await page.emulateMedia({ media: 'screen' });
    // With the date, a 14-year-old is owed none, and the sheet says so, as the screen does.
    await byTestId(page, 'passenger-birth').fill('2012-03-10');
    await page.emulateMedia({ media: 'print' });
    await waitForText(byTestId(page, 'print-sheet'), /Benefício\s*Nenhuma gratuidade ou desconto pode ser obtido nesta viagem/);
    await page.emulateMedia({ media: 'screen' });
  });

  test('the sheet says whether a minor may board and whether each animal may travel', async () => {
    const { page } = s;
    // A 12-year-old alone (ECA art. 83: the parents' authorization), with a
    // dog that has no vet's certificate.
    await openWidget(page, s.server, { birth: '2014-03-01', fare: '250', pet: 'dog~8~1~0~1~0' });
    await waitForText(byTestId(page, 'pet-0-verdict'), /Não pode viajar/);
    await page.emulateMedia({ media: 'print' });
    const text = await waitForText(byTestId(page, 'print-sheet'), /Animais/);
    assert.match(text, /Viagem de criança ou adolescente[^]*Ainda não cumprido[^]*Quem assina/);
    // In what form and for how long, and what else would do (CNJ Res.
    // 295/2019 arts. 2º and 3º; ECA art. 83 § 1º): the screen said them,
    // the sheet the family shows at the counter did not (a passenger's pass).
    assert.match(text, /Formas aceitas da autorização \(qualquer uma\)\s*[^\n]*e-Notariado/);
    assert.match(text, /Validade da autorização dos pais que não indica prazo\s*24 meses/);
    assert.match(text, /Outras formas de viajar legalmente\s*Autorização judicial/);
    assert.match(text, /válida por até\s*24 meses/);
    // And why: the sheet said "Não pode viajar" and nothing of the paper missing.
    // Which animal: "Animal 1 — Pode viajar" named no species (a kiosk pass).
    assert.match(text, /Animal 1 \(Cão\)\s*Não pode viajar\. Falta o atestado/);
    // Its papers are listed under its name.
    assert.match(text, /Animal 1: Atestado/);
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    assert.equal(pageCount(pdf), 1);
    await page.emulateMedia({ media: 'screen' });
    s.errors.assertNone();
  });

  test("the sheet carries the benefit's \"Bom saber\": the return ticket, the identity checked at boarding", async () => {
    const { page } = s;
    // A youth with ID Jovem (Decreto 8.537/2015 art. 13 § 2º, art. 18).
    await openWidget(page, s.server, { birth: '2006-06-15', idj: 1, fare: '250' });
    await waitForText(byTestId(page, 'benefit-best-name'), /./);
    const screen = await byTestId(page, 'benefit-best').innerText();
    assert.match(screen, /passagem de volta/);
    await page.emulateMedia({ media: 'print' });
    const text = await waitForText(byTestId(page, 'print-sheet'), /Bom saber/);
    assert.match(text, /Bom saber[^]*passagem de volta[^]*identificado ao embarcar/);
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    assert.equal(pageCount(pdf), 1);
    await page.emulateMedia({ media: 'screen' });
  });

  test('the sheet carries a guide dog, a wheelchair and the conventional fare the excess is priced on', async () => {
    const { page } = s;
    const url = await openWidget(page, s.server, { service: 'sleeper', fare: '600', cfare: '250', bag: 'hold~general~40', pet: 'dog~30~1~0~0~0~1' });
    url.searchParams.append('bag', 'hold~assistive_device~18');
    await page.goto(url.href);
    await page.locator('[data-testid=embarque-ready]').waitFor({ state: 'attached' });
    const before = await page.evaluate(() => window.__printed);
    await byTestId(page, 'print-summary').click();
    await page.waitForFunction((n) => window.__printed > n, before);
    await page.emulateMedia({ media: 'print' });
    // Built again for print media (the stub's `afterprint` ended the first).
    const text = await waitForText(byTestId(page, 'print-sheet'), /Documentos/);
    await page.emulateMedia({ media: 'screen' });
    // R$ 12,50 for 10 kg reads as a mistake beside R$ 600 without its base.
    assert.match(text, /Preço desta viagem no serviço convencional \(R\$\)\s*R\$\s*250,00/);
    // The screen's words: "Valor do excesso" on paper, "Taxa de excesso"
    // on the screen (a print audit).
    assert.match(text, /Taxa de excesso\s*R\$\s*12,50/);
    assert.match(await byTestId(page, 'baggage-summary').innerText(), /Taxa de excesso/);
    assert.match(text, /Cadeira de rodas ou similar/);
    assert.match(text, /Viaja de graça, fora da franquia/);
    assert.match(text, /Decreto 2\.521\/1998, art\. 70, § 2º/);
    // A driver who refuses the guide dog reads what it is and its law.
    assert.match(text, /cão-guia viaja com a pessoa cega/);
    // Named as what it is, not "Animal 1 (Cão)".
    assert.match(text, /Animal 1 \(Cão-guia\)/);
    assert.match(text, /Lei 11\.126\/2005, art\. 1º, § 2º/);
  });

  test('the sheet carries the refund terms the screen gives: the rebooking fee and who pays by when', async () => {
    const { page } = s;
    // A rebooking inside the last 3 h to a dearer fare, a higher category: R$ 50,00 and up to
    // R$ 50,00 of fee (Res. ANTT 4.282/2014 art. 7º § 5º); it printed
    // "Valor a pagar R$ 50,00" alone.
    await openWidget(page, s.server, { req: 'revalidation', fare: '250', newfare: '300', newsvc: 'executive', date: '2026-12-19', time: '12:00' });
    await waitForText(byTestId(page, 'refund-due'), /até R\$\s*50,00/);
    await page.emulateMedia({ media: 'print' });
    let text = await waitForText(byTestId(page, 'print-sheet'), /Reembolso/);
    assert.match(text, /Valor a pagar\s*R\$\s*50,00 \(mais a taxa da transportadora, se cobrar: até R\$\s*50,00\)/);
    await page.emulateMedia({ media: 'screen' });
    // A delay refund on a purchase not paid off (Lei 11.975 arts. 3º, 15).
    await openWidget(page, s.server, { req: 'delay', delay: '120', fare: '250', date: '2026-12-19', time: '08:00', credit: '1' });
    await waitForText(byTestId(page, 'refund-pay'), /quitada/);
    await page.emulateMedia({ media: 'print' });
    text = await waitForText(byTestId(page, 'print-sheet'), /Reembolso/);
    assert.match(text, /Quem paga\s*a transportadora, assim que a compra a crédito for quitada\./);
    // The screen's "Bom saber" too (Res. ANTT 1.383/2006 art. 6º XV): the
    // sheet left out the food and lodging at the carrier's expense.
    assert.match(text, /Bom saber\s*Enquanto durar o atraso ou a interrupção, alimentação e hospedagem/);
    await page.emulateMedia({ media: 'screen' });
    // A downgrade without the lower class's fare: no "Valor devolvido R$ 0,00".
    await openWidget(page, s.server, { req: 'downgrade', fare: '250', date: '2026-12-19', time: '08:00' });
    await waitForText(byTestId(page, 'refund-result'), /Informe o preço da classe inferior/);
    await page.emulateMedia({ media: 'print' });
    text = await waitForText(byTestId(page, 'print-sheet'), /Reembolso/);
    assert.match(text, /Valor devolvido\s*Informe o preço da classe inferior para calcular a diferença\./);
    assert.doesNotMatch(text, /Valor devolvido\s*R\$/);
    await page.emulateMedia({ media: 'screen' });
    // A television entered in the cabin, the hold having room: free, only
    // moved; the sheet said "Dentro da franquia: Não" beside "Excesso 0 kg".
    await openWidget(page, s.server, { fare: '250', bag: 'cabin~television~8~60~40~30' });
    await waitForText(byTestId(page, 'bag-0-verdict'), /Deve ir no bagageiro/);
    await page.emulateMedia({ media: 'print' });
    text = await waitForText(byTestId(page, 'print-sheet'), /Bagagem/);
    assert.match(text, /Dentro da franquia\s*Sim, mas parte vai no bagageiro/);
    await page.emulateMedia({ media: 'screen' });
    s.errors.assertNone();
  });

  test("the passenger's own photo ID is on the list beside an animal's papers, and only once beside a benefit's", async () => {
    const { page } = s;
    // A kiosk pass: an adult with a dog got the dog's two papers and not
    // their own identity (Res. ANTT 1.383/2006 art. 7º I).
    await openWidget(page, s.server, { birth: '1985-03-02', fare: '187,35', pet: 'dog~6~1~1~1~1~0' });
    await waitForText(byTestId(page, 'pet-0-verdict'), /Pode viajar/);
    await page.emulateMedia({ media: 'print' });
    let text = await waitForText(byTestId(page, 'print-sheet'), /Documentos para levar/);
    assert.match(text, /Documentos para levar☐Documento de identidade com foto☐Animal 1: Atestado/);
    await page.emulateMedia({ media: 'screen' });
    // A 70-year-old's free seat names its own photo document: no second one.
    await openWidget(page, s.server, { birth: '1956-03-02', income: 1, fare: '187,35', pet: 'dog~6~1~1~1~1~0' });
    await page.locator('[data-testid="benefit-best"][data-kind="elderly_free"]').waitFor();
    await page.emulateMedia({ media: 'print' });
    text = await waitForText(byTestId(page, 'print-sheet'), /Documentos para levar/);
    assert.match(text, /Original de qualquer documento pessoal oficial com foto/);
    assert.doesNotMatch(text, /Documento de identidade com foto/);
    await page.emulateMedia({ media: 'screen' });
    s.errors.assertNone();
  });

  test('a 14-year-old alone with a bag and two animals, asking to cancel, prints on one A4 page', async () => {
    const { page } = s;
    // A kiosk pass: the minor's authorization block (signers, four forms,
    // validity, the judge's) with a refund, a bag and two animals took a
    // second page by 12 px.
    for (const lang of ['pt-BR', 'en', 'es']) {
      await openWidget(page, s.server, { lang, birth: '2012-03-02', fare: '187,35', req: 'withdrawal', bag: 'hold~general~20~70~45~30', pet: ['dog~6~1~1~1~0~0', 'cat~4~1~1~1~0~0'] });
      await byTestId(page, 'pet-1-verdict').waitFor();
      await page.emulateMedia({ media: 'print' });
      await waitForText(byTestId(page, 'print-sheet'), /Animal 2/);
      const pdf = await page.pdf({ format: 'A4', printBackground: true });
      assert.equal(pageCount(pdf), 1, lang);
      await page.emulateMedia({ media: 'screen' });
    }
    // Three animals: a paper they all need is listed once, under their numbers.
    await openWidget(page, s.server, { birth: '2012-03-02', fare: '187,35', req: 'withdrawal', with: 'grandparent~66~0~0~0~0', bag: ['hold~general~20~70~45~30', 'cabin~general~4~40~30~20'], pet: ['dog~6~1~1~1~0~0', 'cat~4~1~1~1~0~0', 'dog~3~1~0~1~0~0'] });
    await byTestId(page, 'pet-2-verdict').waitFor();
    await page.emulateMedia({ media: 'print' });
    const text = await waitForText(byTestId(page, 'print-sheet'), /Animal 3/);
    assert.match(text, /☐Animais 1, 2, 3: Atestado[^☐]*☐Animais 1, 2, 3: Caderneta/);
    assert.equal(pageCount(await page.pdf({ format: 'A4', printBackground: true })), 1);
    await page.emulateMedia({ media: 'screen' });
  });

  test('a refused request prints why, as the screen says it', async () => {
    const { page } = s;
    // A withdrawal asked at 10:00 for the 09:00 bus (Lei 11.975/2009 art.
    // 2º: until departure): the sheet said "Permitido Não" and nothing of why.
    await openWidget(page, s.server, { req: 'withdrawal', fare: '250', date: '2026-12-19', time: '09:00' });
    await waitForText(byTestId(page, 'refund-reasons'), /O horário da partida já passou/);
    await page.emulateMedia({ media: 'print' });
    const text = await waitForText(byTestId(page, 'print-sheet'), /Reembolso/);
    assert.match(text, /Permitido\s*Não[\s\S]*Por quê\s*O prazo para este pedido já passou\. O horário da partida já passou: este pedido não cabe mais\./);
    await page.emulateMedia({ media: 'screen' });
    // Allowed, the reasons stay on the screen only (one A4 page).
    await openWidget(page, s.server, { req: 'withdrawal', fare: '250', date: '2026-12-19', time: '14:00' });
    await waitForText(byTestId(page, 'refund-result'), /\S/);
    await page.emulateMedia({ media: 'print' });
    assert.doesNotMatch(await waitForText(byTestId(page, 'print-sheet'), /Reembolso/), /Por quê/);
    await page.emulateMedia({ media: 'screen' });
    s.errors.assertNone();
  });

  /** The printed sheet's text for a link's `params`, once it matches `wait`. */
  const sheet = async (params, wait) => {
    const { page } = s;
    await openWidget(page, s.server, params);
    await idleWorkDone(page);
    await page.emulateMedia({ media: 'print' });
    const text = await waitForText(byTestId(page, 'print-sheet'), wait);
    await page.emulateMedia({ media: 'screen' });
    return text;
  };

  test("on an RS line the sheet says the allowance is the federal one, and cites DAER's rule beside a third surfboard", async () => {
    // The paper shown at the counter gave the federal figures as the line's,
    // and "Limite atingido" with no rule behind it (a browser pass).
    const board = 'hold~surfboard~6~200~50~10';
    const text = await sheet({ scope: 'intermunicipal_rs', fare: '80', bag: [board, board, board] }, /Bagagem/);
    assert.match(text, /Nas linhas intermunicipais do RS, a franquia mostrada é a federal/);
    assert.match(text, /Volume 3\s*Limite atingido/);
    assert.match(text, /Orientação DAER \(pranchas de surf\)/);
    // Not on an interstate line.
    const federal = await sheet({ fare: '80', bag: 'hold~general~10' }, /Bagagem/);
    assert.doesNotMatch(federal, /franquia mostrada é a federal/);
  });

  test('the sheet says what the screen says: no R$ 0,00 for an unknown price, the benefit that opens later, undecided, unweighed, refused', async () => {
    // Half the fare, the fare not given: not "Você paga R$ 0,00".
    let text = await sheet({ birth: '2006-05-01', idj: 1, yft: 2 }, /Benefício/);
    assert.match(text, /Você paga\s*informe o preço da passagem/);
    // Nothing now, but the elderly's 50 % opens later: not "Nenhum".
    text = await sheet({ birth: '1956-01-01', income: 1, fare: '250', eft: 2 }, /Benefício/);
    assert.match(text, /Desconto de 50[^]*peça a partir de/);
    assert.match(text, /comprovante de renda/i);
    assert.doesNotMatch(text, /Benefício\s*Nenhum/);
    // Refused only for what is not shown yet: what the screen says is missing
    // (the sheet printed a flat "Nenhum", a UI review).
    text = await sheet({ birth: '1960-01-01', fare: '250' }, /Benefício/);
    assert.match(text, /Com o que foi informado[^]*O que falta/);
    // A missed bus without the purchase date: its claim is decided by the
    // seat (refused here), its rebooking asks for the date (a UI review: it
    // read "Depende da data da compra", without the grounds).
    text = await sheet({ fare: '250', req: 'no_show', date: '2026-12-18', time: '22:30' }, /Reembolso/);
    assert.match(text, /Permitido\s*Não/);
    assert.match(text, /Informe a data da compra/);
    // A withdrawal without the fare: no retention of R$ 0,00.
    // A delay's and a stop's minutes, which the answer rests on.
    text = await sheet({ fare: '250', req: 'delay', delay: '75' }, /Reembolso/);
    assert.match(text, /Atraso da partida \(minutos\)\s*75\s*Permitido\s*Sim\s*Valor devolvido\s*R\$\s*250,00/);
    // An hour or less: the cancellation on offer, its sum said as such.
    text = await sheet({ fare: '250', req: 'delay', delay: '45' }, /Reembolso/);
    assert.match(text, /Se desistir da passagem, você recebe de volta\s*R\$\s*237,50/);
    // The screen's verdict, not "Permitido: Não" over the sum (a kiosk pass).
    assert.match(text, /Permitido\s*Ainda sem reembolso integral pelo atraso; você ainda pode desistir da passagem/);
    assert.doesNotMatch(text, /Permitido\s*Não/);
    assert.match(text, /Multa retida\s*R\$\s*12,50/);
    text = await sheet({ fare: '250', req: 'interruption', stop: '200' }, /Reembolso/);
    assert.match(text, /Tempo parado sem seguir viagem \(minutos\)\s*200/);
    text = await sheet({ req: 'withdrawal' }, /Reembolso/);
    assert.doesNotMatch(text, /Multa retida\s*R\$/);
    assert.match(text, /Informe o preço da passagem para calcular os valores/);
    // A bag without its weight: not "Dentro da franquia: Sim".
    text = await sheet({ fare: '250', bag: ['hold~general~', 'hold~general~12'] }, /Bagagem/);
    assert.doesNotMatch(text, /Dentro da franquia\s*Sim/);
    // A prohibited piece is said; off the conventional service with no
    // excess, no fee line asking for a fare.
    text = await sheet({ fare: '250', bag: ['hold~dangerous~3', 'hold~general~10'] }, /Bagagem/);
    assert.match(text, /Volume 1\s*Proibido/);
    text = await sheet({ fare: '600', service: 'sleeper', bag: 'hold~general~20' }, /Bagagem/);
    assert.doesNotMatch(text, /Taxa de excesso/);
    // A missed bus with the purchase date: the rebooking it offers and the
    // ticket's validity, not "Permitido: Não" alone.
    text = await sheet({ fare: '250', req: 'no_show', date: '2026-12-18', time: '22:30', bought: '2026-12-01' }, /Reembolso/);
    assert.match(text, /O que você pode fazer\s*[^\n]*Remarcar/);
    assert.match(text, /válida até 01\/12\/2027/);
    // A minor to the United States: the passport, not "or an identity card".
    text = await sheet({ birth: '2012-06-01', scope: 'international', country: 'US', fare: '900', both: 1 }, /Documentos/);
    assert.match(text, /Documentos de identidade aceitos no destino\s*Passaporte/);
    // A volume over the allowance: one full stop between the sentences.
    // (101 cm: a side over 1 m too, so two sentences follow the fee.)
    text = await sheet({ fare: '250', bag: 'hold~general~10~101~60~60' }, /Bagagem/);
    assert.match(text, /volume acima da franquia[^]*lado acima de 1 metro/i);
    assert.doesNotMatch(text, /\.\./);
    s.errors.assertNone();
  });

  test("the sheet says what the amounts assume, no reasons it does not carry, no fee beside a refusal, and bags without sizes", async () => {
    // A free youth seat and a cancellation: the refund is of the fare typed,
    // as the screen says; the sheet read "R$ 237,50 back" beside "Você paga
    // R$ 0,00" (a print audit).
    let text = await sheet({ birth: '2006-05-01', idj: 1, fare: '250', req: 'withdrawal', date: '2026-12-21', time: '22:30' }, /Reembolso/);
    assert.match(text, /Valor devolvido\s*R\$\s*237,50[^]*supõem que você pagou este preço/);
    // No benefit: the sheet does not point to reasons below it.
    text = await sheet({ birth: '2016-06-01', fare: '250', with: 'mother~40~1~0~0~0' }, /Benefício/);
    assert.match(text, /Nenhuma gratuidade ou desconto pode ser obtido nesta viagem\./);
    assert.doesNotMatch(text, /Veja os motivos abaixo/);
    // An RS cancellation too late: refused, with no "Multa retida R$ 0,00".
    text = await sheet({ scope: 'intermunicipal_rs', fare: '120', req: 'withdrawal', date: '2026-12-19', time: '12:00' }, /Reembolso/);
    assert.match(text, /Permitido\s*Não/);
    assert.doesNotMatch(text, /Multa retida/);
    // A bag without sizes is said to be out of the volume, as on the screen.
    text = await sheet({ fare: '250', bag: 'hold~general~20' }, /Bagagem/);
    assert.match(text, /0 \/ 300 dm³ \(1 sem medidas, fora da conta\)/);
    // The weights with their allowances, as the volume (a kiosk pass).
    assert.match(text, /No bagageiro\s*20\s*kg \/ 30\s*kg/);
    assert.match(text, /Peso na cabine\s*0\s*kg \/ 5\s*kg/);
    s.errors.assertNone();
  });

  // The fullest query: an ID Jovem benefit, a withdrawal, a hold bag over the
  // allowance and a cabin bag, a 15-year-old with a grandparent, a dog, and
  // seven documents, with the citations of four sections. At the screen's 1.45
  // line-height the sheet was ~1091 px for the ~1032 px of an A4 page inside
  // its margins, and the last "Base legal" went onto a second page (longer
  // still in Spanish). Each language, and the kiosk (whose larger type must
  // stay off the paper), gets its own PDF.
  const FULL = '/?bag=hold~general~33~70~45~30&bag=cabin~general~6~40~30~20';
  const full = { birth: '2011-05-01', idj: 1, fare: '250', req: 'withdrawal', date: '2026-12-19', time: '12:59', pet: 'dog~6~1~1~1~0', with: 'grandparent~66~1~0~0~0' };
  for (const [label, extra] of [['pt-BR', {}], ['en', { lang: 'en' }], ['es', { lang: 'es' }], ['pt-BR kiosk', { mode: 'kiosk' }]]) {
    test(`a full query prints on exactly one A4 page (${label})`, async () => {
      const { page } = s;
      await openWidget(page, s.server, { ...full, ...extra }, { path: FULL });
      await page.emulateMedia({ media: 'print' });
      const sheet = byTestId(page, 'print-sheet');
      await waitForText(sheet, /Documen/);
      // Nothing left out to make it fit: every section, each with its citations.
      assert.ok((await sheet.locator('.emb-print__block').count()) >= 7, 'trip, benefit, refund, baggage, minor, animal, documents');
      assert.ok((await sheet.locator('.emb-print__cite').count()) >= 4, 'the citations of each section');
      const pdf = await page.pdf({ format: 'A4', printBackground: true });
      assert.equal(pageCount(pdf), 1);
      await page.emulateMedia({ media: 'screen' });
    });
  }
});

// A kiosk operator's and a carrier's pass (2026-12-05, fifth stop).
describe('"Imprimir resumo" prints the summary, whatever else is open', () => {
  let s;
  before(async () => {
    s = await session({ csp: true }, { viewport: VIEWPORTS.kiosk });
    await s.context.addInitScript(() => {
      window.__atPrint = [];
      window.print = () => {
        const root = document.querySelector('.emb-root');
        window.__atPrint.push({
          refusal: root.classList.contains('emb-root--refusal'),
          printing: document.documentElement.classList.contains('emb-printing'),
          sheet: getComputedStyle(document.querySelector('[data-testid="print-sheet"]')).display,
        });
        // Not at once: print() returns before the page is captured in some
        // browsers; the classes come back at `afterprint`, sent by the test.
      };
    });
  });
  after(async () => {
    await s?.close();
  });

  test('a request deadline already past is not printed as one to meet', async () => {
    const { page } = s;
    // At 10:00, the 12:00 bus: the youth's 3 h ended at 09:00.
    await openWidget(page, s.server, { birth: '2000-01-01', idj: 1, fare: '250', date: '2026-12-19', time: '12:00' });
    await page.emulateMedia({ media: 'print' });
    const text = await waitForText(byTestId(page, 'print-sheet'), /Benefício e preço/);
    assert.doesNotMatch(text, /Pedir até/);
    assert.match(text, /Apresentar-se até|Apresente-se até/);
    await page.emulateMedia({ media: 'screen' });
  });

  test('with a refusal notice open on another kiosk step, the summary is what prints', async () => {
    const { page } = s;
    // An elderly free seat refused (both taken): its notice opened on step 3.
    await openWidget(page, s.server, { mode: 'kiosk', birth: '1950-03-10', income: '1', eft: '2', fare: '250' });
    await byTestId(page, 'kiosk-step-results').click();
    await byTestId(page, 'benefit-elderly_free-refusal').click();
    await byTestId(page, 'refusal-notice').waitFor({ state: 'visible' });
    await byTestId(page, 'kiosk-step-trip').click();
    await page.emulateMedia({ media: 'print' });
    await byTestId(page, 'print-summary').evaluate((b) => b.click());
    await page.waitForFunction(() => window.__atPrint.length > 0);
    assert.deepEqual(await page.evaluate(() => window.__atPrint), [{ refusal: false, printing: true, sheet: 'block' }]);
    await page.emulateMedia({ media: 'screen' });
    // Still the summary's until the browser says it printed (print()
    // returned at once here); then the notice is open again, and prints as
    // itself.
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('emb-printing')), true);
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('emb-printing')), false);
    assert.equal(await page.evaluate(() => document.querySelector('.emb-root').classList.contains('emb-root--refusal')), true);
  });
});

/** Each page's width in millimetres, from its MediaBox (points). */
const pageWidthsMm = (pdf) =>
  [...pdf.toString('latin1').matchAll(/\/MediaBox\s*\[\s*[\d.]+\s+[\d.]+\s+([\d.]+)/g)].map((m) => Math.round((Number(m[1]) * 25.4) / 72));

// A kiosk with an 80 mm receipt printer (a kiosk operator's): the A4 sheet
// came out shrunk to 38 %, its 10 pt text at 4 pt. `?paper=80mm` (or
// mount's `paper: '80mm'`) prints on 80 mm pages instead.
describe('printed on an 80 mm receipt roll', () => {
  let s;
  before(async () => {
    s = await session({ csp: true }, { viewport: VIEWPORTS.kiosk });
  });
  after(async () => {
    await s?.close();
  });

  test('the summary: 80 mm pages, the values in bold beside their labels; A4 without the setting', async () => {
    const { page } = s;
    const trip = { mode: 'kiosk', birth: '2010-05-01', idj: 1, fare: '250', req: 'withdrawal', bag: 'hold~general~34~~~' };
    await openWidget(page, s.server, { ...trip, paper: '80mm' });
    await page.emulateMedia({ media: 'print' });
    try {
      const text = await waitForText(byTestId(page, 'print-sheet'), /Documentos para levar/);
      for (const re of [/R\$\s*237,50/, /Carteira ID Jovem/, /Lei 11\.975\/2009/]) assert.match(text, re);
      // A value beside its label, in bold; the label column at most two fifths.
      const fare = await page.evaluate(() => {
        const dd = [...document.querySelectorAll('[data-testid=print-sheet] dd')].find((d) => /237,50/.test(d.textContent));
        const dt = dd.previousElementSibling;
        const sheet = document.querySelector('[data-testid=print-sheet]').getBoundingClientRect();
        return {
          weight: getComputedStyle(dd).fontWeight,
          beside: Math.abs(dd.getBoundingClientRect().top - dt.getBoundingClientRect().top) < 2,
          label: dt.getBoundingClientRect().width / sheet.width,
        };
      });
      assert.equal(fare.weight, '700');
      assert.ok(fare.beside, 'the value sits beside its label');
      assert.ok(fare.label <= 0.41, `label column ${fare.label}`);
      const widths = pageWidthsMm(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
      assert.ok(widths.length >= 1 && widths.length <= 3, `${widths.length} pages`);
      assert.deepEqual([...new Set(widths)], [80]);
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
    await openWidget(page, s.server, trip);
    await page.emulateMedia({ media: 'print' });
    try {
      await waitForText(byTestId(page, 'print-sheet'), /Documentos para levar/);
      assert.deepEqual(pageWidthsMm(await page.pdf({ preferCSSPageSize: true })), [210]);
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
    s.errors.assertNone();
  });

  test('the refusal notice: one 80 mm page, each fact under its label', async () => {
    const { page } = s;
    await openWidget(page, s.server, { mode: 'kiosk', birth: '1995-03-01', idj: '1', fare: '250', paper: '80mm' });
    await byTestId(page, 'kiosk-step-results').click();
    await byTestId(page, 'benefit-youth_free-refusal').click();
    await byTestId(page, 'refusal-carrier').fill('Viação Exemplo Ltda.');
    await byTestId(page, 'refusal-place').fill('Rodoviária do Tietê, guichê 12');
    await page.emulateMedia({ media: 'print' });
    try {
      assert.deepEqual(pageWidthsMm(await page.pdf({ preferCSSPageSize: true })), [80]);
      const columns = await page.evaluate(
        () => getComputedStyle(document.querySelector('.emb-refusal__facts')).gridTemplateColumns.split(' ').length,
      );
      assert.equal(columns, 1);
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
    s.errors.assertNone();
  });

  test('the setting stays in the link as the passenger edits', async () => {
    const { page } = s;
    await openWidget(page, s.server, { fare: '250', paper: '80mm' });
    await byTestId(page, 'passenger-birth').fill('1990-01-01');
    await idleWorkDone(page);
    assert.match(page.url(), /[?&]paper=80mm/);
    assert.match(page.url(), /birth=1990-01-01/);
  });
});
