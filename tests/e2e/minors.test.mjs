// Minors, pets, the boarding checklist and the law texts, end to end, on the
// release build, under the strict CSP a careful carrier sends (issue 5):
// a 10-year-old travelling interstate with a grandmother who proves the
// kinship gets the `relative_with_proof` checklist (ECA art. 83 § 1º b 1, as
// amended by Lei 13.812/2019), and a citation opens its article in the
// "Legislação" section; alone, the parents' authorization is required and,
// once ticked, met; on an RS line a dog of 8 kg travels and one of 9 kg does
// not (DAER); the notices follow the scope; the law search finds "bagagem".
// The page must pass axe-core at 360 px and 1080×1920 with these sections
// filled, never talk to another origin, and log no error.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { VIEWPORTS, axeCheck, byTestId, idleWorkDone, openWidget, recordLive, session, waitForText } from './helpers.mjs';

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

/** Whether the element is (at least partly) inside the viewport. */
const inViewport = (locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.bottom > 0 && r.top < window.innerHeight && r.height > 0;
  });

describe('minors, pets, notices and the law texts on the release build', () => {
  let s;
  before(async () => {
    s = await session({ csp: true });
  });
  after(async () => {
    await s?.close();
  });

  test('an adult passenger sees one line, not the minors editor', async () => {
    const { page } = s;
    // The clock is 2026-12-19 and the default departure the next day.
    await openWidget(page, s.server, { birth: '1990-01-01' });
    // A parent who typed their own date is told each child is asked apart
    // (a kiosk operator's pass: "não há regras" read as "the children need
    // nothing").
    await waitForText(byTestId(page, 'minor-note'), /18 anos ou mais[^]*preencha a data de nascimento dele: cada passageiro à parte\.$/);
    assert.equal(await byTestId(page, 'companion-add').count(), 0);
  });

  // A birth date that makes a minor draws the section with its result: a
  // line drawn with its text is not announced, so a screen-reader user
  // never heard what the law asks for the child (a screen reader's pass).
  test('the minor\'s requirement is said when a birth date makes the passenger a minor', async () => {
    const { page } = s;
    await openWidget(page, s.server);
    await idleWorkDone(page);
    const heard = await recordLive(page);
    await byTestId(page, 'passenger-birth').fill('2014-05-01');
    const line = await waitForText(byTestId(page, 'minor-said'), /O que a lei exige/);
    for (let i = 0; i < 30 && !(await heard()).some((h) => h.region === 'minor-said'); i++) await page.waitForTimeout(100);
    assert.deepEqual((await heard()).filter((h) => h.region === 'minor-said').map((h) => h.text), [line.replace(/\s+/g, ' ')]);
  });

  test('a 10-year-old with a grandmother who proves the kinship: relative_with_proof, with its checklist', async () => {
    const { page } = s;
    // 2016-05-01 → 10 years old on 2026-12-20.
    await byTestId(page, 'passenger-birth').fill('2016-05-01');
    await waitForText(byTestId(page, 'passenger-age'), /\b10\b/);
    await byTestId(page, 'companion-add').click();
    await byTestId(page, 'companion-0-relation').selectOption('grandparent');
    // The age starts empty, not 40 (which made a brother of 13 an adult
    // relative), and is asked for beside the field; it is not read as 0,
    // which made the grandmother a minor and the child "alone".
    assert.equal(await byTestId(page, 'companion-0-age').inputValue(), '');
    await waitForText(byTestId(page, 'companion-0-age-error'), /Preencha este campo/);
    assert.equal(await byTestId(page, 'minor-requirement').count(), 0, 'no decision without the age');
    assert.doesNotMatch(await page.locator('main').innerText(), /Quem acompanha é menor de idade/);
    // Not a whole number: said without an example ("como 12" read as a
    // child's age for the adult who travels along).
    await byTestId(page, 'companion-0-age').fill('70,5');
    await waitForText(byTestId(page, 'companion-0-age-error'), /Digite um número inteiro, só algarismos$/);
    await byTestId(page, 'companion-0-age').fill('70');
    await byTestId(page, 'companion-0-kinship').check();

    await waitForText(byTestId(page, 'minor-requirement'), /Parente com comprovação do parentesco/);
    await waitForAttr(byTestId(page, 'minor-result'), 'data-satisfied', 'true');
    await waitForText(byTestId(page, 'minor-status'), /Cumprido/);
    // The rule and threshold that applied on the trip date.
    await waitForText(byTestId(page, 'minor-rule'), /13\.812\/2019/);
    await waitForText(byTestId(page, 'minor-threshold'), /16/);

    // The documents are a checklist the passenger ticks (kept in the page).
    const docs = byTestId(page, 'minor-documents').locator('input[type=checkbox]');
    assert.equal(await docs.count(), 3);
    for (const key of ['minor_birth_certificate_or_id', 'companion_photo_id', 'kinship_documents']) {
      assert.equal(await byTestId(page, `minor-doc-${key}`).count(), 1, `checklist has ${key}`);
    }
    await byTestId(page, 'minor-doc-kinship_documents').check();
    await waitForText(byTestId(page, 'minor-documents-count'), /^1 de 3/);
    // Each checkbox has its label.
    const label = await page.locator('label[for="minor-doc-kinship_documents"]').textContent();
    assert.match(label ?? '', /parentesco/i);
  });

  test('a citation of the result opens its article in the law section, even while a search hides it', async () => {
    const { page } = s;
    const search = byTestId(page, 'law-search');
    await search.fill('bagagem');
    const article = byTestId(page, 'law-lei_8069_1990-art-83');
    await article.waitFor({ state: 'hidden' });

    const link = byTestId(page, 'minor-result').locator('a.emb-cite[href="#lei_8069_1990-art-83"]').first();
    await link.click();
    await article.waitFor({ state: 'visible' });
    assert.equal(await search.inputValue(), '', 'following a citation clears the law search');
    assert.notEqual(await article.getAttribute('open'), null, 'the article is unfolded');
    await page.waitForFunction(() => {
      const el = document.getElementById('lei_8069_1990-art-83');
      const r = el.getBoundingClientRect();
      return r.bottom > 0 && r.top < window.innerHeight;
    });
    assert.ok(await inViewport(article), 'the article is scrolled into view');
    assert.match((await article.textContent()) ?? '', /Estatuto da Criança e do Adolescente/);
    // A screen reader is on the article: its summary keeps the focus after
    // the browser's jump to the fragment (it fell to <body>), and the law
    // search's count is not said over it ("50 de 50 textos").
    await page.waitForTimeout(1_300);
    assert.equal(await page.evaluate(() => document.activeElement?.closest('[id]')?.id), 'lei_8069_1990-art-83');
    assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'SUMMARY');
    assert.doesNotMatch((await page.locator('#emb-said').textContent()) ?? '', /textos/);
  });

  test('every citation links to an article the page carries, or to its instrument in the catalogue', async () => {
    const { page } = s;
    const dead = await page.evaluate(() =>
      [...document.querySelectorAll('a.emb-cite')]
        .map((a) => a.getAttribute('href'))
        .filter((h) => !h?.startsWith('#') || !document.getElementById(h.slice(1))),
    );
    assert.deepEqual(dead, []);
    // CNJ Res. 295/2019 is not among the seeds: it links to its catalogue entry.
    await byTestId(page, 'companion-0-remove').click();
    const cat = byTestId(page, 'minor-result').locator('a.emb-cite--catalogue', { hasText: 'CNJ 295/2019' });
    await cat.first().waitFor({ state: 'visible' });
    assert.equal(await cat.first().getAttribute('href'), '#law-cat-cnj_res_295_2019');
    assert.equal(await page.locator('a.emb-cite:not([href^="#"])').count(), 0);
  });

  test('travelling alone needs the father’s, the mother’s or the guardian’s authorization; ticking it makes the trip lawful', async () => {
    const { page } = s;
    await waitForText(byTestId(page, 'minor-requirement'), /Autorização por escrito dos pais ou do responsável/);
    await waitForAttr(byTestId(page, 'minor-result'), 'data-satisfied', 'false');
    await waitForText(byTestId(page, 'minor-status'), /Ainda não cumprido/);
    assert.equal(await byTestId(page, 'minor-status').evaluate((e) => e.tagName), 'H3', 'the verdict is a heading');
    await waitForText(byTestId(page, 'minor-signers'), /pai ou a mãe/i);
    await waitForText(byTestId(page, 'minor-alternatives'), /Autorização judicial/);

    await byTestId(page, 'minor-alone-authorization').check();
    await waitForAttr(byTestId(page, 'minor-result'), 'data-satisfied', 'true');
    await waitForText(byTestId(page, 'minor-status'), /^\W*Cumprido/);
    await waitForText(byTestId(page, 'minor-requirement'), /Autorização por escrito dos pais ou do responsável/);

    // An adult nobody authorized, beside the child, takes nothing from it.
    await byTestId(page, 'companion-add').click();
    await byTestId(page, 'companion-0-relation').selectOption('other_adult');
    await byTestId(page, 'companion-0-age').fill('40');
    await waitForText(byTestId(page, 'minor-reasons'), /autorizou a viagem desacompanhada/);
    await waitForAttr(byTestId(page, 'minor-result'), 'data-satisfied', 'true');
    await byTestId(page, 'companion-0-remove').click();
    await byTestId(page, 'companion-0-row').waitFor({ state: 'detached' });
  });

  test('an adult abroad chooses the destination with the trip, and the travel document follows it', async () => {
    const { page } = s;
    await openWidget(page, s.server, { scope: 'international', birth: '1990-06-01' });
    // Asked in the trip's section, for an adult too (no minors editor).
    const country = page.locator('[aria-labelledby=emb-h-trip] [data-testid=trip-country]');
    await country.waitFor({ state: 'visible' });
    await waitForText(byTestId(page, 'notice-carry_passport'), /passaporte: a carteira de identidade \(RG\) só serve/);
    await country.selectOption('AR');
    await waitForText(byTestId(page, 'notice-carry_passport_or_mercosur_id'), /leve o passaporte; o cidadão de um país do Mercosul pode levar a carteira de identidade/);
    // Back to the domestic default for the tests after this one.
    await byTestId(page, 'trip-scope').selectOption('interstate');
    await byTestId(page, 'trip-country').waitFor({ state: 'detached' });
  });

  test('a 14-year-old with an adult niece who proves the kinship boards without an authorization (a collateral of the third degree)', async () => {
    const { page } = s;
    await openWidget(page, s.server, { birth: '2012-05-01', with: 'nephew_niece~22~1' });
    assert.equal(
      await byTestId(page, 'companion-0-relation').locator('option:checked').textContent(),
      'Sobrinha ou sobrinho',
    );
    await waitForText(byTestId(page, 'minor-requirement'), /Parente com comprovação do parentesco/);
    await waitForAttr(byTestId(page, 'minor-result'), 'data-satisfied', 'true');
    // Without the proof, the same niece is not enough.
    await byTestId(page, 'companion-0-kinship').uncheck();
    await waitForAttr(byTestId(page, 'minor-result'), 'data-satisfied', 'false');
  });

  test('the checklist carries the paper the trip goes by: the parents’ authorization for an uncle without proof, the judge’s for a child who has it', async () => {
    const { page } = s;
    // An uncle who cannot prove the kinship, authorized by the parents (ECA
    // art. 83 § 1º b 2): the agent asks for the authorization, not for
    // kinship papers the passenger said they do not have.
    await openWidget(page, s.server, { birth: '2016-05-01', with: 'uncle_aunt~30~0~1~0~0' });
    await waitForAttr(byTestId(page, 'minor-result'), 'data-satisfied', 'true');
    await waitForText(byTestId(page, 'minor-satisfied-by'), /Autorização por escrito dos pais ou do responsável/);
    await byTestId(page, 'minor-doc-parental_authorization').waitFor({ state: 'attached' });
    assert.equal(await byTestId(page, 'minor-doc-kinship_documents').count(), 0);
    await waitForText(byTestId(page, 'minor-signers'), /pai ou a mãe/i);
    // Alone with only a judge's authorization: the judge's paper, the judge signs.
    await openWidget(page, s.server, { birth: '2016-05-01', judicial: '1' });
    await waitForAttr(byTestId(page, 'minor-result'), 'data-satisfied', 'true');
    await waitForText(byTestId(page, 'minor-satisfied-by'), /Autorização judicial/);
    await byTestId(page, 'minor-doc-judicial_authorization').waitFor({ state: 'attached' });
    assert.equal(await byTestId(page, 'minor-doc-parental_authorization').count(), 0);
    await waitForText(byTestId(page, 'minor-signers'), /juiz/i);
    // Its heading names the judge's authorization, not the parents' requirement.
    assert.match(await byTestId(page, 'minor-signers').locator('xpath=../preceding-sibling::dt[1]').textContent(), /Quem assina — Autorização judicial/);
    // The parents' forms and their paper's period are not the judge's.
    assert.equal(await byTestId(page, 'minor-forms').count(), 0);
    assert.equal(await byTestId(page, 'minor-validity').count(), 0);
    await waitForText(byTestId(page, 'minor-judicial-validity'), /24 meses/);
    // The way it is met is not also "another way": "Outras formas de viajar
    // legalmente: Autorização judicial" stood beside "Cumprido por:
    // Autorização judicial" (the Report keeps it among the alternatives).
    assert.equal(await byTestId(page, 'minor-alternatives').count(), 0);
    // The printed sheet says so too.
    await page.emulateMedia({ media: 'print' });
    const sheet = await waitForText(byTestId(page, 'print-sheet'), /Cumprido por/);
    assert.match(sheet, /Cumprido por:?\s*Autorização judicial/);
    assert.doesNotMatch(sheet, /Outras formas de viajar legalmente/);
    await page.emulateMedia({ media: 'screen' });
  });

  test('a child whose trip stays in the comarca is told the rule is for leaving it, then that nothing is asked', async () => {
    const { page } = s;
    // "A lei exige companhia ou autorização" read beside "não há autorização
    // a apresentar" (ECA art. 83: "para fora da comarca onde reside").
    await openWidget(page, s.server, { birth: '2016-05-01', leaves: 0 });
    const reasons = await waitForText(byTestId(page, 'minor-reasons'), /não sai da comarca/);
    assert.match(reasons, /para sair da comarca onde mora, a lei exige companhia ou autorização/);
    assert.equal(await byTestId(page, 'minor-result').getAttribute('data-satisfied'), 'true');
  });

  test('a child alone on an RS line: the DAER order asks a judge, the CNJ resolution the parents, and the page says which to bring', async () => {
    const { page } = s;
    // An RS passenger's pass: "Autorização por escrito dos pais" beside a
    // cited DAER text demanding "expressa autorização judicial".
    await openWidget(page, s.server, { scope: 'intermunicipal_rs', birth: '2016-03-01', leaves: 1 });
    await waitForText(byTestId(page, 'minor-reasons'), /A ordem do DAER \(2002\) pede autorização judicial; a Resolução CNJ 295\/2019, nacional e posterior, aceita a dos pais/);
  });

  test('abroad with a grandmother: both parents authorize, and the box is about the trip abroad', async () => {
    const { page } = s;
    // CNJ Res. 131/2011 art. 1º III: with a third party, "autorização de
    // ambos os pais"; the domestic "pelo pai, pela mãe ou pelo responsável"
    // stood beside a list asking for both.
    await openWidget(page, s.server, { scope: 'international', country: 'PY', birth: '2016-05-01', with: 'grandparent~70~1~0~0~0' });
    await waitForText(byTestId(page, 'minor-reasons'), /os dois pais, ou o responsável, precisam autorizar/);
    // Nor does the headline say "do pai, da mãe" above a list asking for both.
    await waitForText(byTestId(page, 'minor-requirement'), /^Autorização por escrito dos pais ou do responsável$/);
    assert.doesNotMatch(await byTestId(page, 'minor-reasons').textContent(), /pelo pai, pela mãe ou pelo responsável/);
    await waitForText(page.locator('legend', { has: page.locator('xpath=..//*[@data-testid="minor-born-in-brazil"]') }), /^Viagem ao exterior$/);
    // CNJ Res. 131/2011 art. 10: stating no period, valid for two years
    // (the page said nothing of it abroad, 24 months at home).
    await waitForText(byTestId(page, 'minor-validity'), /^24 meses$/);
    assert.match(await byTestId(page, 'minor-result').textContent(), /Resolução CNJ 131\/2011, art\. 10/);
  });

  test('a boy who lives in Uruguay goes home with his mother: no written authorization, the consulate\'s certificate of residence (CNJ Res. 131/2011 art. 2º)', async () => {
    const { page } = s;
    // A foreign traveller's pass: the father's notarized authorization was asked.
    await openWidget(page, s.server, { scope: 'international', country: 'UY', birth: '2018-05-01', with: 'mother~38~0~0~0~1' });
    await waitForText(byTestId(page, 'minor-requirement'), /Autorização por escrito dos pais/);
    await byTestId(page, 'minor-resides-abroad').check();
    await waitForAttr(byTestId(page, 'minor-result'), 'data-satisfied', 'true');
    await waitForText(byTestId(page, 'minor-requirement'), /^Somente documentos$/);
    await byTestId(page, 'minor-doc-consular_residence_certificate').waitFor({ state: 'attached' });
    assert.equal(await byTestId(page, 'minor-doc-parental_authorization').count(), 0);
    await waitForText(byTestId(page, 'minor-reasons'), /volta com um dos pais: não precisa de autorização escrita/);
    assert.match(await byTestId(page, 'minor-result').textContent(), /Resolução CNJ 131\/2011, art\. 2º, I/);
    // The box is of trips abroad only.
    await openWidget(page, s.server, { birth: '2018-05-01', home: 1 });
    await byTestId(page, 'minor-result').waitFor();
    assert.equal(await byTestId(page, 'minor-resides-abroad').count(), 0);
  });

  test('abroad with two mothers both parents are there; a foreign father living abroad is a parent, not a case for a judge; at home a passport may carry the authorization', async () => {
    const { page } = s;
    const open = async (...rows) => {
      const url = await openWidget(page, s.server, { scope: 'international', country: 'AR', birth: '2016-05-01' });
      for (const r of rows) url.searchParams.append('with', r);
      await page.goto(url.href);
      await page.locator('[data-testid=embarque-ready]').waitFor({ state: 'attached' });
    };
    // ECA art. 84 I, "ambos os pais": the page asked two mothers for the other parent's paper.
    await open('mother~40~0~0~0~0', 'mother~38~0~0~0~0');
    await waitForText(byTestId(page, 'minor-requirement'), /^Somente documentos$/);
    await waitForAttr(byTestId(page, 'minor-result'), 'data-satisfied', 'true');
    // CNJ Res. 131/2011 art. 3º sole paragraph I: the judge of ECA art. 85 is for a foreigner who is not a parent.
    await open('mother~40~0~0~0~0', 'father~40~0~0~0~1');
    await waitForText(byTestId(page, 'minor-requirement'), /^Somente documentos$/);
    await waitForAttr(byTestId(page, 'minor-result'), 'data-satisfied', 'true');
    await open('other_adult~40~0~0~0~1');
    await waitForText(byTestId(page, 'minor-requirement'), /Autorização judicial/);
    // At home, CNJ Res. 295/2019 art. 2º IV.
    await openWidget(page, s.server, { birth: '2016-05-01' });
    await waitForText(byTestId(page, 'minor-forms'), /Autorização escrita no passaporte/);
  });

  test('a stale link with a relation the page does not offer opens on the default choice, with the rest kept', async () => {
    const { page } = s;
    // "uncle" is not a key (it is "uncle_aunt"): the row once held it, the
    // core refused it, and the minors editor, drawn only from a report,
    // never appeared to fix it.
    await openWidget(page, s.server, { birth: '2014-05-01', with: 'uncle~40~1' });
    await waitForText(byTestId(page, 'minor-requirement'), /\S/);
    assert.equal(await byTestId(page, 'companion-0-relation').inputValue(), 'mother');
    assert.equal(await byTestId(page, 'companion-0-age').inputValue(), '40');
    assert.equal(await byTestId(page, 'error-summary').count(), 0);

    // A link whose companion's age is not a number: the row is drawn all the
    // same, with its error beside the field, and correcting it is enough.
    await openWidget(page, s.server, { birth: '2014-05-01', with: 'uncle_aunt~abc~1' });
    await waitForText(byTestId(page, 'companion-0-age-error'), /Idade/);
    await waitForText(byTestId(page, 'error-summary'), /Idade/);
    await byTestId(page, 'companion-0-age').fill('40');
    await waitForText(byTestId(page, 'minor-requirement'), /\S/);
    assert.equal(await byTestId(page, 'error-summary').count(), 0);
  });

  test('on an RS line a dog of 8 kg travels for half the fare; one of 9 kg is refused, with the reason', async () => {
    const { page } = s;
    await byTestId(page, 'trip-scope').selectOption('intermunicipal_rs');
    await byTestId(page, 'ticket-fare').fill('100');
    for (const [i, kg] of [[0, '8'], [1, '9']]) {
      await byTestId(page, 'pet-add').click();
      if (i === 0) {
        // DAER weighs the animal: without a weight there is no verdict, and
        // the field says so (it was read as 0 kg: "Pode viajar").
        await waitForText(byTestId(page, 'pet-0-weight-error'), /Preencha este campo/);
        assert.equal(await byTestId(page, 'pet-0-verdict').count(), 0, 'no verdict without the weight');
      }
      await byTestId(page, `pet-${i}-weight`).fill(kg);
      for (const box of ['vaccinated', 'certificate', 'container', 'sedated']) {
        await byTestId(page, `pet-${i}-${box}`).check();
      }
    }
    await waitForAttr(byTestId(page, 'pet-0-verdict'), 'data-allowed', 'true');
    await waitForText(byTestId(page, 'pet-0-verdict'), /Pode viajar/);
    // Res. CT/DAER 4.938/2008's 50 %, optional since 21/1/2020: the most it pays.
    await waitForText(byTestId(page, 'pet-0-fee'), /^Paga até: R\$\s*50,00/);
    await waitForText(byTestId(page, 'pet-0-reasons'), /pode cobrar menos ou nada/);
    // The rule's 50 %, then that it is optional: "Cada animal paga 50 %"
    // read as a fixed charge above "essa cobrança é opcional" (an RS pass).
    assert.match(await byTestId(page, 'pet-0-reasons').innerText(), /A regra do DAER cobra 50\s% do valor da passagem por animal/);
    // Its citation opens DAER's text, which charges "50%": a note says the
    // fee is optional since 2020, as the answer beside it does.
    await waitForText(page.locator('#daer_animais-texto [data-testid=law-note]'), /Desde 21\/01\/2020 a cobrança de até 50\s% da passagem é opcional/);
    await waitForAttr(byTestId(page, 'pet-1-verdict'), 'data-allowed', 'false');
    await waitForText(byTestId(page, 'pet-1-verdict'), /Não pode viajar/);
    // Each verdict is said in a polite live region, as a bag's is.
    const said = byTestId(page, 'pet-1-said');
    assert.equal(await said.getAttribute('aria-live'), 'polite');
    await waitForText(said, /^Animal 2: Não pode viajar$/);
    await waitForText(byTestId(page, 'pet-1-reasons'), /8 kg/);
    assert.equal(await byTestId(page, 'pet-1-fee').count(), 0, 'a refused animal pays nothing');
  });

  test('a guide dog travels free beside its passenger, with no carrier, weight or sedation (Lei 11.126/2005), and takes no RS pet place', async () => {
    const { page } = s;
    // A 30 kg guide dog on an RS line was refused for its weight, its carrier and its sedation.
    await openWidget(page, s.server, { scope: 'intermunicipal_rs', fare: '100', birth: '1980-01-01', pob: '2', pet: 'dog~30~0~0~0~0~1' });
    // Its vaccination card identifies it (Decreto 5.904/2006 art. 3º II): unticked,
    // the carrier may refuse it. It read "Pode viajar" with the box hidden.
    await waitForAttr(byTestId(page, 'pet-0-verdict'), 'data-allowed', 'false');
    await waitForText(byTestId(page, 'pet-0-reasons'), /não se identifica como tal e a empresa pode recusá-lo/);
    // Not "Não pode viajar": it travels once its card is up to date.
    await waitForText(byTestId(page, 'pet-0-verdict'), /Só com a vacinação em dia/);
    // The sheet carries why, and the law a driver reads (it printed "Não pode viajar", no base).
    await page.emulateMedia({ media: 'print' });
    const sheet = await waitForText(byTestId(page, 'print-sheet'), /Só com a vacinação em dia/);
    assert.match(sheet, /não se identifica como tal[^]*Decreto 5\.904\/2006, art\. 3º, II/);
    await page.emulateMedia({ media: 'screen' });
    await byTestId(page, 'pet-0-vaccinated').check();
    await waitForAttr(byTestId(page, 'pet-0-verdict'), 'data-allowed', 'true');
    await waitForText(byTestId(page, 'pet-0-fee'), /R\$\s*0,00/);
    await waitForText(byTestId(page, 'pet-0-reasons'), /sem caixa de transporte, sem limite de peso/);
    await waitForText(byTestId(page, 'pet-0-documents'), /plaqueta de identificação[\s\S]*antirrábica[\s\S]*arreio/);
    const links = await page.locator('[data-testid=pet-0-row] a.emb-cite').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    assert.ok(links.includes('#law-cat-lei_11126_2005') && links.includes('#law-cat-decreto_5904_2006'), links.join());
    // None of a pet's other boxes beside it: its papers are listed with the verdict.
    assert.equal(await byTestId(page, 'pet-0-certificate').count(), 0);
    assert.equal(await byTestId(page, 'pet-0-sedated').count(), 0);
    // Unticked, the same dog is a pet again; the box is offered for a dog only.
    await byTestId(page, 'pet-0-guide').uncheck();
    await waitForAttr(byTestId(page, 'pet-0-verdict'), 'data-allowed', 'false');
    await byTestId(page, 'pet-0-sedated').waitFor();
    await byTestId(page, 'pet-0-species').selectOption('cat');
    await byTestId(page, 'pet-0-guide').waitFor({ state: 'detached' });
  });

  test('the boarding checklist follows the scope', async () => {
    const { page } = s;
    // RS line (from the test before): the DAER dress order, no sound-device rule.
    await byTestId(page, 'notice-no_swimwear_shorts_or_bare_torso').waitFor({ state: 'visible' });
    assert.equal(await byTestId(page, 'notice-sound_devices_off_after_warning').count(), 0);
    // DAER's art. 2º: "embarque de passageiros alcoolizados", not Res.
    // 1.383's "embriagado".
    await waitForText(byTestId(page, 'notice-no_boarding_under_influence'), /Não é permitido embarcar alcoolizado/);
    assert.equal(await byTestId(page, 'notice-no_drunkenness').count(), 0);

    await byTestId(page, 'trip-scope').selectOption('interstate');
    await byTestId(page, 'notice-sound_devices_off_after_warning').waitFor({ state: 'visible' });
    assert.equal(await byTestId(page, 'notice-no_swimwear_shorts_or_bare_torso').count(), 0);
    // A notice backed by law carries its citation, linked to the article.
    const cite = byTestId(page, 'notice-no_drunkenness').locator('a.emb-cite');
    assert.equal(await cite.first().getAttribute('href'), '#res_antt_1383_2006-art-7');
    assert.equal(await byTestId(page, 'notice-no_drunkenness').getAttribute('data-source'), 'law');
  });

  test('the law search filters the articles live and finds "bagagem"', async () => {
    const { page } = s;
    const search = byTestId(page, 'law-search');
    const all = await waitForText(byTestId(page, 'law-count'), /^\d+ de \d+/);
    const total = Number(all.split(' ')[0]);
    await search.fill('bagagem');
    await byTestId(page, 'law-decreto_2521_1998-art-70').waitFor({ state: 'visible' });
    await byTestId(page, 'law-lei_rs_7813_1983-texto').waitFor({ state: 'hidden' });
    const some = await waitForText(byTestId(page, 'law-count'), new RegExp(`^\\d+ de ${total}`));
    assert.ok(Number(some.split(' ')[0]) < total, `the search narrows the list (${some})`);
    // Accents and case do not matter.
    await search.fill('DEVOLUCAO');
    await byTestId(page, 'law-lei_11975_2009-art-4').waitFor({ state: 'visible' });
    // Words match from their start: "cão" finds the dogs, not "devolução".
    await search.fill('cão');
    await byTestId(page, 'law-daer_animais-texto').waitFor({ state: 'visible' });
    await byTestId(page, 'law-lei_11975_2009-art-4').waitFor({ state: 'hidden' });
    // A law's number without its dot; the passenger's word for the law's.
    await search.fill('11975');
    await byTestId(page, 'law-lei_11975_2009-art-1').waitFor({ state: 'visible' });
    await search.fill('remarcação');
    await byTestId(page, 'law-lei_rs_11993_2003-interestadual').waitFor({ state: 'visible' });
    await search.fill('xyzzy');
    await byTestId(page, 'law-none').waitFor({ state: 'visible' });
    await search.fill('');
    await byTestId(page, 'law-none').waitFor({ state: 'hidden' });
    // The rights list, lost and found (with no carrier contact configured) and the duties.
    assert.equal(await byTestId(page, 'law-rights').locator('li').count(), 21);
    // What later laws changed, beside the item: XIX's 3 h (Lei 11.975/2009
    // art. 2º) and XX's DPVAT (Leis Complementares 207 and 211/2024).
    const notes = await byTestId(page, 'law-rights').getByTestId('law-rights-note').allTextContents();
    assert.equal(notes.length, 2);
    assert.match(notes[0], /Lei 11\.975\/2009 \(art\. 2º\)/);
    // Of the interstate lines: an RS passenger read it beside DAER's 3 h.
    assert.match(notes[0].trim(), /^Hoje, nas linhas interestaduais e internacionais:[^]*\(no RS vale o prazo de 3 h do DAER\)\.$/);
    assert.match(notes[1], /DPVAT não existe mais/);
    await waitForText(byTestId(page, 'law-lost-found-contact'), /não tem o contato de uma transportadora/);
    await waitForText(byTestId(page, 'law-lost-baggage'), /60/);
  });

  test('abroad, a dog that meets every condition on board is not refused: the destination decides', async () => {
    const { page } = s;
    await openWidget(page, s.server, { scope: 'international', country: 'AR', birth: '1990-01-01', fare: '250', pet: 'dog~6~1~1~1~0' });
    await waitForText(byTestId(page, 'pet-0-verdict'), /Confirme antes: depende do país de destino/);
    assert.equal(await byTestId(page, 'pet-0-verdict').getAttribute('data-allowed'), 'false');
    await waitForText(byTestId(page, 'pet-0-reasons'), /falta só confirmar as regras de entrada do país de destino/);
    // Without its vaccination it is refused, as on any line.
    await openWidget(page, s.server, { scope: 'international', country: 'AR', birth: '1990-01-01', fare: '250', pet: 'dog~6~0~1~1~0' });
    await waitForText(byTestId(page, 'pet-0-verdict'), /Não pode viajar/);
  });

  test('an animal of another species on an interstate line is "check first", not refused; on an RS line DAER takes dogs and cats only', async () => {
    const { page } = s;
    // Interstate: "permitido, desde que de acordo com as disposições legais"
    // (the carrier's page), IBAMA and the Ministry decide: it read "Não pode
    // viajar" above "o transporte não é garantido".
    await openWidget(page, s.server, { birth: '1990-01-01', fare: '250', pet: 'other~2~1~1~1~0' });
    await waitForText(byTestId(page, 'pet-0-verdict'), /^\?\s*Confirme antes: depende das regras do IBAMA e do Ministério da Agricultura$/);
    assert.equal(await byTestId(page, 'pet-0-verdict').getAttribute('data-allowed'), 'false');
    await openWidget(page, s.server, { scope: 'intermunicipal_rs', birth: '1990-01-01', fare: '250', pet: 'other~2~1~1~1~1' });
    await waitForText(byTestId(page, 'pet-0-verdict'), /Não pode viajar/);
  });

  test('no inline style attribute anywhere (the page runs under a strict CSP)', async () => {
    for (const id of ['minor-section', 'pets-section', 'notices-section', 'laws']) {
      assert.equal(await byTestId(s.page, id).locator('[style]').count(), 0, `no style= in ${id}`);
    }
  });

  for (const name of ['phone', 'kiosk']) {
    const size = VIEWPORTS[name];
    test(`no serious or critical axe-core violation at ${name} size (${size.width}×${size.height}) with the sections filled`, async () => {
      const { page } = s;
      await page.setViewportSize(size);
      // An article unfolded and a citation list open, so axe sees them too.
      await byTestId(page, 'law-res_antt_1383_2006-art-6').locator('summary').click();
      await axeCheck(page, name);
      await byTestId(page, 'law-res_antt_1383_2006-art-6').locator('summary').click();
    });
  }

  test('no request left the page origin, and the page logged no error', async () => {
    assert.ok(s.requests.all.some((u) => u.endsWith('.wasm')), 'the wasm was loaded');
    s.requests.assertSameOrigin();
    s.errors.assertNone();
  });
});

// A passenger's pass (2026-12-05, fifth stop): boxes that changed nothing,
// a document named for either parent where both sign, two lines that said
// opposite things.
describe('minors: only the papers that count, named as the trip needs them', () => {
  let s;
  before(async () => {
    s = await session({ csp: true }, { viewport: VIEWPORTS.phone });
  });
  after(async () => {
    await s?.close();
  });

  test("a companion's row asks only for the papers its relation bears on", async () => {
    const { page } = s;
    // Abroad with a grandmother: "Tem a autorização do outro genitor",
    // ticked or not, changed nothing.
    await openWidget(page, s.server, { birth: '2012-06-01', scope: 'international', country: 'AR', with: 'grandparent~66~0~0~0~0' });
    await byTestId(page, 'companion-0-relation').waitFor();
    assert.equal(await byTestId(page, 'companion-0-other-parent').count(), 0);
    assert.equal(await byTestId(page, 'companion-0-foreign').count(), 1);
    await byTestId(page, 'companion-0-relation').selectOption('mother');
    await byTestId(page, 'companion-0-other-parent').waitFor();
    // At home: a mother is asked neither the kinship papers nor a parent's
    // authorization; a grandmother both.
    await byTestId(page, 'trip-scope').selectOption('interstate');
    await byTestId(page, 'companion-0-other-parent').waitFor({ state: 'detached' });
    assert.equal(await byTestId(page, 'companion-0-kinship').count(), 0);
    assert.equal(await byTestId(page, 'companion-0-parental').count(), 0);
    await byTestId(page, 'companion-0-relation').selectOption('grandparent');
    await byTestId(page, 'companion-0-kinship').waitFor();
    await byTestId(page, 'companion-0-parental').waitFor();
  });

  test('what is missing is said under the status, before the ways to make it up', async () => {
    const { page } = s;
    // A grandmother who cannot prove the kinship: "O parentesco não foi
    // comprovado" came after the authorization's forms and validity, at the
    // card's foot (a passengers' pass).
    await openWidget(page, s.server, { birth: '2016-05-01', with: 'grandparent~70~0~0~0~0' });
    await waitForAttr(byTestId(page, 'minor-result'), 'data-satisfied', 'false');
    await waitForText(byTestId(page, 'minor-reasons'), /parentesco/i);
    const before = (a, b) => page.evaluate(([a, b]) => {
      const [x, y] = [a, b].map((t) => document.querySelector(`[data-testid="${t}"]`));
      return !!(x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING);
    }, [a, b]);
    assert.ok(await before('minor-status', 'minor-reasons'));
    assert.ok(await before('minor-reasons', 'minor-documents'), 'the reasons before the checklist');
    assert.ok(await before('minor-reasons', 'minor-forms'), 'the reasons before the forms');
  });

  test("in the Mercosur the accepted card is the minor's own country's, the RG in Brazil", async () => {
    const { page } = s;
    // An Argentine 14-year-old read "Cédula de identidad (RG)": an RG is
    // not an Argentine child's card (an international passengers' pass).
    await openWidget(page, s.server, { birth: '2012-05-10', scope: 'international', country: 'AR', bornbr: 0, with: ['mother~44~0~0~0~1', 'father~46~0~0~0~1'] });
    await waitForText(byTestId(page, 'minor-accepted-ids'), /Carteira de identidade nacional em bom estado \(no Brasil, o RG\)/);
    await page.goto(page.url().replace(/([?&])lang=[^&]*/, '$1') + '&lang=es');
    await waitForText(byTestId(page, 'minor-accepted-ids'), /Documento nacional de identidad en buen estado \(en Brasil, el RG\)/);
  });

  test('abroad the authorization is named for who signs, and either signer is said to be one of them', async () => {
    const { page } = s;
    await openWidget(page, s.server, { birth: '2009-06-01', scope: 'international', country: 'UY' });
    const docs = await waitForText(byTestId(page, 'minor-result'), /exterior/);
    assert.doesNotMatch(docs, /do pai, da mãe ou do responsável/);
    assert.match(docs, /Autorização de viagem ao exterior/);
    assert.match(docs, /Quem assina \(uma das opções\)/);
  });

  test('abroad with no country chosen the passport is not said to be required for it', async () => {
    const { page } = s;
    await openWidget(page, s.server, { birth: '2009-06-01', scope: 'international' });
    const text = await waitForText(byTestId(page, 'minor-result'), /Informe o país de destino/);
    assert.doesNotMatch(text, /Para este destino, leve o passaporte/);
    assert.match(text, /O passaporte é sempre aceito/);
  });
});
