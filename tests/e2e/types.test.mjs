// The TypeScript declarations shipped beside embarque.js (src/web/embarque.d.ts,
// copied to dist/ by the release build) describe every Report the real
// `evaluate()` writes and every Query it reads: in Chromium, the release
// build evaluates a set of queries that together make the core write every
// Report field (and most enum values); each query and each Report is then
// type-checked, with the TypeScript compiler API, as a fresh object literal
// assigned to `Query` / `Report` under `strict` and
// `exactOptionalPropertyTypes`. A field the declarations lack (excess property
// check), a wrong type, a `null` not declared, a misspelled enum value or a
// field declared but never written fails, with the compiler's diagnostics.
// Negative controls prove the check is not vacuous: a Report with an unknown
// field, a misspelled enum value, a missing field or a stray `null` must fail.

import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { NOW, openWidget, session } from './helpers.mjs';

const DTS_PATH = fileURLToPath(new URL('../../src/web/embarque.d.ts', import.meta.url));
const EXAMPLE = fileURLToPath(new URL('../cli/example-query.json', import.meta.url));

const DEP = '2026-12-20T22:30:00-03:00';
const trip = (extra = {}) => ({ scope: 'interstate', departure: DEP, ...extra });
const q = (extra) => ({ now: NOW, trip: trip(), ...extra });
/** A surfboard of 2 m, in the hold or the cabin. */
const surf = (placement) => ({ placement, kind: 'surfboard', weightKg: 5, lengthCm: 200, widthCm: 50, heightCm: 10 });
const fare = { fareCents: 25000, purchasedAt: '2026-12-01T15:00:00-03:00', channel: 'counter' };

/** Queries, by name; together they reach every Report field. */
const QUERIES = {
  example: JSON.parse(readFileSync(EXAMPLE, 'utf8')),
  bare: { now: NOW, trip: { scope: 'interstate', departure: DEP } },

  // Refunds: every request kind, and the edges that fill the optional fields.
  withdrawalRegret: q({ ticket: { fareCents: 25000, purchasedAt: '2026-12-17T15:00:00-03:00', channel: 'online' }, request: { kind: 'withdrawal' } }),
  withdrawalRsTooLate: {
    now: '2026-12-20T20:30:00-03:00',
    trip: trip({ scope: 'intermunicipal_rs' }),
    ticket: fare,
    request: { kind: 'withdrawal' },
  },
  withdrawalCredit: q({ ticket: { ...fare, paidByCredit: true, creditSettled: false }, request: { kind: 'withdrawal' } }),
  withdrawalInternational: q({ trip: trip({ scope: 'international', destinationCountry: 'AR', mode: 'rail' }), ticket: fare, request: { kind: 'withdrawal' } }),
  withdrawalNoFare: q({ request: { kind: 'withdrawal' } }),
  revalidationLate: {
    now: '2026-12-20T21:00:00-03:00',
    trip: trip({ service: 'executive' }),
    ticket: fare,
    request: { kind: 'revalidation', newFareCents: 30000 },
    policy: { lateRebookingFeePercent: null },
  },
  revalidationLateFee: {
    now: '2026-12-20T21:00:00-03:00',
    trip: trip(),
    ticket: fare,
    request: { kind: 'revalidation', newFareCents: 20000, newService: 'conventional' },
    policy: { lateRebookingFeePercent: 10 },
  },
  revalidationCheaperLower: q({ trip: trip({ service: 'sleeper' }), ticket: fare, request: { kind: 'revalidation', newFareCents: 15000, newService: 'conventional' } }),
  revalidationAfterDeparture: {
    now: '2026-12-21T10:00:00-03:00',
    trip: trip(),
    ticket: { ...fare, revalidated: true },
    request: { kind: 'revalidation', newFareCents: 25000 },
  },
  revalidationExpired: { now: '2028-01-10T10:00:00-03:00', trip: trip(), ticket: fare, request: { kind: 'revalidation' } },
  noShowResold: { now: '2026-12-21T10:00:00-03:00', trip: trip(), ticket: fare, request: { kind: 'no_show', seatResold: true } },
  noShowNotResold: { now: '2026-12-21T10:00:00-03:00', trip: trip(), ticket: fare, request: { kind: 'no_show', seatResold: false } },
  noShowEarly: q({ ticket: fare, request: { kind: 'no_show' } }),
  delayOver: q({ ticket: fare, request: { kind: 'delay', delayMinutes: 90 } }),
  delayUnder: q({ ticket: fare, request: { kind: 'delay', delayMinutes: 30 } }),
  interruptionOver: q({ ticket: fare, request: { kind: 'interruption', interruptionMinutes: 200 } }),
  interruptionWithin: q({ ticket: fare, request: { kind: 'interruption', interruptionMinutes: 60 } }),
  passengerInterrupts: q({ ticket: fare, request: { kind: 'passenger_interrupts' } }),
  downgrade: q({ trip: trip({ service: 'executive', boarding: '2026-12-20T23:30:00-03:00' }), ticket: fare, request: { kind: 'downgrade', lowerClassFareCents: 18000 } }),
  downgradeNoFare: q({ ticket: fare, request: { kind: 'downgrade' } }),
  downgradeSame: q({ ticket: fare, request: { kind: 'downgrade', lowerClassFareCents: 25000 } }),
  requestNone: q({ ticket: fare, request: { kind: 'none', newFareCents: 0, delayMinutes: 0, interruptionMinutes: 0, lowerClassFareCents: 0, seatResold: false } }),

  revalidationAgain: q({ ticket: { ...fare, revalidated: true }, request: { kind: 'revalidation', newFareCents: 25000 } }),
  revalidationNoNewFare: q({ ticket: { fareCents: 25000, channel: 'phone' }, request: { kind: 'revalidation' } }),
  revalidationRsCheaper: q({ trip: trip({ scope: 'intermunicipal_rs' }), ticket: fare, request: { kind: 'revalidation', newFareCents: 20000 } }),
  revalidationInternationalDearer: q({ trip: trip({ scope: 'international', destinationCountry: 'PY' }), ticket: fare, request: { kind: 'revalidation', newFareCents: 30000 } }),
  withdrawalOnlineNoDate: q({ ticket: { fareCents: 25000, channel: 'online' }, request: { kind: 'withdrawal' } }),
  noShowNoDate: { now: '2026-12-21T10:00:00-03:00', trip: trip(), ticket: { fareCents: 25000 }, request: { kind: 'revalidation', newFareCents: 25000 } },

  // Minors, in each situation.
  childWithGrandparent: q({ passenger: { birthDate: '2016-01-01', companions: [{ relation: 'grandparent', age: 66, kinshipProof: true }] } }),
  childWithUnprovedUncle: q({ passenger: { birthDate: '2016-01-01', companions: [{ relation: 'uncle_aunt', age: 40 }, { relation: 'nephew_niece', age: 30 }] } }),
  childAloneAuthorized: q({ passenger: { birthDate: '2016-01-01', parentalAuthorizationToTravelAlone: true } }),
  childAloneJudge: q({ passenger: { birthDate: '2016-01-01', judicialAuthorization: true } }),
  childWithMother: q({ passenger: { birthDate: '2016-01-01', companions: [{ relation: 'mother', age: 35 }] } }),
  childWithFriend: q({ passenger: { birthDate: '2016-01-01', companions: [{ relation: 'other_adult', age: 35, parentalAuthorization: true }, { relation: 'sibling', age: 16 }] } }),
  childSameRegion: q({ trip: trip({ leavesComarca: false, contiguousComarcaSameState: true, sameMetropolitanRegion: true }), passenger: { birthDate: '2016-01-01' } }),
  teen2018: {
    now: '2018-05-30T10:00:00-03:00',
    trip: { scope: 'interstate', departure: '2018-06-01T12:00:00-03:00' },
    passenger: { birthDate: '2005-01-01' },
  },
  teen17: q({ passenger: { birthDate: '2009-05-01', idJovem: true, youthRequestSameDay: true } }),
  childRs: q({ trip: trip({ scope: 'intermunicipal_rs' }), passenger: { birthDate: '2016-01-01', companions: [{ relation: 'great_grandparent', age: 80, kinshipProof: true }] } }),
  abroadOneParent: q({
    trip: trip({ scope: 'international', destinationCountry: 'UY' }),
    passenger: { birthDate: '2016-01-01', companions: [{ relation: 'father', age: 40 }] },
  }),
  abroadOneParentAuthorized: q({
    trip: trip({ scope: 'international', destinationCountry: 'FR' }),
    passenger: { birthDate: '2016-01-01', companions: [{ relation: 'mother', age: 40, otherParentAuthorization: true }] },
  }),
  abroadBothParents: q({
    trip: trip({ scope: 'international' }),
    passenger: { birthDate: '2016-01-01', companions: [{ relation: 'mother', age: 40 }, { relation: 'father', age: 42 }] },
  }),
  abroadAlone: q({
    trip: trip({ scope: 'international', destinationCountry: 'AR' }),
    passenger: { birthDate: '2012-01-01', bothParentsAuthorization: true },
  }),
  abroadWithOtherAdult: q({
    trip: trip({ scope: 'international', destinationCountry: 'AR' }),
    passenger: { birthDate: '2012-01-01', companions: [{ relation: 'grandparent', age: 70, kinshipProof: true }] },
  }),
  abroadForeignResident: q({
    trip: trip({ scope: 'international', destinationCountry: 'US' }),
    passenger: { birthDate: '2012-01-01', bornInBrazil: false, companions: [{ relation: 'guardian', age: 50, foreignResidentAbroad: true }] },
  }),
  abroadReturnsHome: q({
    trip: trip({ scope: 'international', destinationCountry: 'PT' }),
    passenger: { birthDate: '2012-01-01', residesAbroad: true, companions: [{ relation: 'father', age: 45 }] },
  }),

  childContiguous: q({ trip: trip({ contiguousComarcaSameState: true }), passenger: { birthDate: '2016-01-01' } }),
  childMetropolitan: q({ trip: trip({ sameMetropolitanRegion: true }), passenger: { birthDate: '2016-01-01' } }),
  childWithTeen: q({ passenger: { birthDate: '2016-01-01', companions: [{ relation: 'sibling', age: 16 }] } }),
  childAloneRs: q({ trip: trip({ scope: 'intermunicipal_rs' }), passenger: { birthDate: '2016-01-01' } }),
  childAlone2019: {
    now: '2019-05-30T10:00:00-03:00',
    trip: { scope: 'interstate', departure: '2019-06-01T12:00:00-03:00' },
    passenger: { birthDate: '2009-01-01', parentalAuthorizationToTravelAlone: true },
  },
  abroadForeignResidentBorn: q({
    trip: trip({ scope: 'international', destinationCountry: 'US' }),
    passenger: { birthDate: '2012-01-01', companions: [{ relation: 'other_adult', age: 50, foreignResidentAbroad: true }] },
  }),

  // Pets.
  rsPets: q({
    trip: trip({ scope: 'intermunicipal_rs' }),
    ticket: fare,
    seats: { petsOnBoard: 1 },
    pets: [
      { species: 'dog', weightKg: 6, vaccinated: true, vetCertificate: true, container: true, sedated: true },
      { species: 'cat', weightKg: 12, vaccinated: false, vetCertificate: false, container: false },
      { species: 'dog', weightKg: 0, vaccinated: true, vetCertificate: true, container: true },
      { species: 'other', weightKg: 1 },
    ],
  }),
  rsPetsNoFare: q({ trip: trip({ scope: 'intermunicipal_rs' }), pets: [{ species: 'cat', weightKg: 3, vaccinated: true, vetCertificate: true, container: true, sedated: true }] }),
  interstatePets: q({
    ticket: fare,
    seats: { petsOnBoard: 2 },
    pets: [{ species: 'dog', weightKg: 8, vaccinated: true, vetCertificate: true, container: true }, { species: 'other', weightKg: 2 }],
  }),
  guideDog: q({ pets: [{ species: 'dog', weightKg: 30, guideDog: true }] }),
  internationalPet: q({ trip: trip({ scope: 'international', destinationCountry: 'AR' }), ticket: fare, pets: [{ species: 'cat', weightKg: 4, vaccinated: true, vetCertificate: true, container: true }] }),

  // Baggage.
  baggageEverything: q({
    trip: trip({ service: 'executive' }),
    ticket: { fareCents: 40000, conventionalFareCents: 25000 },
    baggage: [
      { placement: 'hold', kind: 'general', weightKg: 30, lengthCm: 120, widthCm: 60, heightCm: 50 },
      surf('hold'),
      surf('hold'),
      surf('cabin'),
      { placement: 'hold', kind: 'television', weightKg: 8, lengthCm: 90, widthCm: 20, heightCm: 60 },
      { placement: 'hold', kind: 'dangerous', weightKg: 1 },
      { placement: 'cabin', kind: 'weapon', weightKg: 1 },
      { placement: 'cabin', kind: 'assistive_device', weightKg: 15, lengthCm: 110, widthCm: 70, heightCm: 90 },
      { placement: 'cabin', kind: 'general', weightKg: 6, lengthCm: 80, widthCm: 50, heightCm: 40 },
      { placement: 'hold', kind: 'general', weightKg: 0 },
      { placement: 'cabin', kind: 'general', weightKg: 2 },
    ],
    policy: { surfboardsPerTrip: 1, cabinRackCm: [50, 40, 30] },
  }),
  baggageNoConventionalFare: q({ trip: trip({ service: 'semi_sleeper', mode: 'waterway' }), ticket: { fareCents: 40000 }, baggage: [{ placement: 'hold', weightKg: 40 }] }),
  baggageNoFare: q({ baggage: [{ placement: 'hold', kind: 'general', weightKg: 40, lengthCm: 100, widthCm: 100, heightCm: 100 }] }),
  baggageRs: q({ trip: trip({ scope: 'intermunicipal_rs' }), ticket: fare, baggage: [{ placement: 'hold', weightKg: 10 }] }),
  baggageRackOver: q({ ticket: fare, baggage: [{ placement: 'hold', weightKg: 30 }, { placement: 'cabin', weightKg: 5.5 }] }),

  baggageRsSurf: q({
    trip: trip({ scope: 'intermunicipal_rs' }),
    ticket: fare,
    baggage: [
      surf('hold'),
      surf('hold'),
      surf('hold'),
      surf('cabin'),
      { placement: 'cabin', kind: 'general', weightKg: 4, lengthCm: 30, widthCm: 20, heightCm: 20 },
      { placement: 'cabin', kind: 'general', weightKg: 4, lengthCm: 30, widthCm: 20, heightCm: 20 },
    ],
  }),

  // Benefits.
  youthSeatsTaken: q({ ticket: fare, passenger: { birthDate: '2006-01-01', idJovem: true }, seats: { youthFreeTaken: 2, youthDiscountTaken: 1, elderlyFreeTaken: 0, passeLivreTaken: 0 }, policy: { youthExtraDiscountPercent: 60 } }),
  youthRefused: q({ trip: trip({ service: 'executive', regularLine: false, distanceKm: 300, benefitSeatsOffered: false }), passenger: { birthDate: '1990-01-01' } }),
  youthTooEarly: { now: '2026-11-01T10:00:00-03:00', trip: trip({ distanceKm: 620 }), ticket: { fareCents: 25000 }, passenger: { birthDate: '2006-01-01', idJovem: true } },
  youthDeparted: { now: '2026-12-20T22:20:00-03:00', trip: trip({ distanceKm: 300 }), passenger: { birthDate: '2006-01-01', idJovem: true } },
  youthNotOffered: q({ trip: trip({ benefitSeatsOffered: false }), ticket: fare, passenger: { birthDate: '2006-01-01', idJovem: true } }),
  youthDiscountsTaken: q({ ticket: fare, passenger: { birthDate: '2006-01-01', idJovem: true }, seats: { youthFreeTaken: 2, youthDiscountTaken: 2 } }),
  youthAfterDeadline: { now: '2026-12-20T20:00:00-03:00', trip: trip({ distanceKm: 620 }), ticket: { fareCents: 25000 }, passenger: { birthDate: '2006-01-01', idJovem: true } },
  youthAfterDeparture: { now: '2026-12-20T23:00:00-03:00', trip: trip(), passenger: { birthDate: '2006-01-01', idJovem: true } },
  elderly2030: { now: '2030-12-19T10:00:00-03:00', trip: { scope: 'interstate', departure: '2030-12-20T22:30:00-03:00' }, passenger: { birthDate: '1950-01-01', elderlyIncomeProof: true } },
  elderly: q({ ticket: fare, passenger: { birthDate: '1950-01-01', elderlyIncomeProof: true }, seats: { elderlyFreeTaken: 2 } }),
  elderlyNoProof: q({ passenger: { birthDate: '1950-01-01' } }),
  elderlyEarly: { now: '2026-11-01T10:00:00-03:00', trip: trip(), ticket: { fareCents: 25000 }, passenger: { birthDate: '1950-01-01' } },
  passeLivre: q({ passenger: { birthDate: '1980-01-01', passeLivre: true }, seats: { passeLivreTaken: 2 } }),
  passeLivreOk: q({ passenger: { birthDate: '1980-01-01', passeLivre: true } }),
  lapChild: q({ passenger: { birthDate: '2024-01-01', occupiesSeat: false, lapChildrenWithSameAdult: 1, companions: [{ relation: 'mother', age: 30 }] } }),
  lapChildAlone: q({ passenger: { birthDate: '2024-01-01', occupiesSeat: false } }),
  benefitsRs: q({ trip: trip({ scope: 'intermunicipal_rs' }), passenger: { birthDate: '2006-01-01', idJovem: true } }),
  benefitsInternational: q({ trip: trip({ scope: 'international' }), passenger: { birthDate: '1950-01-01' } }),
  benefitsOld: { now: '2014-12-19T10:00:00-03:00', trip: { scope: 'interstate', departure: '2014-12-20T22:30:00-03:00' }, passenger: { birthDate: '1995-01-01', idJovem: true } },
};

/** Queries that must give `{ error }`. */
const ERRORS = {
  badScope: { now: NOW, trip: { scope: 'interplanetary', departure: DEP } },
  unknownField: { now: NOW, trip: trip(), passenger: { birthDate: '2000-01-01', favouriteColour: 'blue' } },
};

/** Declared fields a Report may never carry from `evaluate()` (set only on the Rust `evaluate`'s error report). */
const NEVER_WRITTEN = new Set(['Report.error']);

/** Interfaces of the Report, each with the values (objects) of the reports that it types. */
function objectsByInterface(reports) {
  const all = (f) => reports.flatMap(f);
  return {
    Report: reports,
    Benefit: all((r) => r.benefits),
    Refund: all((r) => (r.refund ? [r.refund] : [])),
    BaggageReport: all((r) => (r.baggage ? [r.baggage] : [])),
    BaggageItem: all((r) => r.baggage?.items ?? []),
    PetDecision: all((r) => r.pets),
    MinorDecision: all((r) => (r.minor ? [r.minor] : [])),
    Notice: all((r) => r.notices),
    Citation: all((r) => [
      ...r.benefits, ...(r.refund ? [r.refund] : []), ...(r.baggage ? [r.baggage, ...r.baggage.items] : []),
      ...r.pets, ...(r.minor ? [r.minor] : []), ...r.notices,
    ].flatMap((x) => x.citations)),
  };
}

/** Type-checks `sources` (file name → TS text, importing './embarque') against the declarations. */
function typeCheck(sources, dts = readFileSync(DTS_PATH, 'utf8')) {
  const options = {
    strict: true,
    exactOptionalPropertyTypes: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipDefaultLibCheck: true,
  };
  const files = new Map(Object.entries({ '/virtual/embarque.d.ts': dts, ...Object.fromEntries(Object.entries(sources).map(([n, t]) => [`/virtual/${n}`, t])) }));
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, lang, ...rest) =>
    files.has(name) ? ts.createSourceFile(name, files.get(name), lang, true) : getSourceFile.call(host, name, lang, ...rest);
  host.fileExists = (name) => files.has(name) || fileExists.call(host, name);
  host.readFile = (name) => files.get(name) ?? readFile.call(host, name);
  const { directoryExists } = host;
  host.directoryExists = (dir) => dir === '/virtual' || (directoryExists ? directoryExists.call(host, dir) : true);
  const program = ts.createProgram([...files.keys()], options, host);
  const text = (d) => {
    const msg = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    if (!d.file) return `TS${d.code}: ${msg}`;
    const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
    const src = d.file.text.split('\n')[line].trim().slice(0, 160);
    return `${d.file.fileName}:${line + 1}:${character + 1} TS${d.code}: ${msg}\n      ${src}`;
  };
  const byFile = {};
  for (const name of files.keys()) {
    const sf = program.getSourceFile(name);
    byFile[name.replace('/virtual/', '')] = [...program.getSyntacticDiagnostics(sf), ...program.getSemanticDiagnostics(sf)].map(text);
  }
  byFile.global = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()].map(text);
  return byFile;
}

/** A TS source assigning each value, as a fresh literal, to `type`. */
const literals = (type, entries) =>
  `import type { Query, Report, evaluate } from './embarque';\n` +
  `type EvaluateError = Exclude<ReturnType<typeof evaluate>, Report>;\n` +
  entries.map(([name, v]) => `export const ${name}: ${type} = ${JSON.stringify(v, null, 1)};\n`).join('');

/** The declared members of each interface and union alias of the declarations. */
function declarations(dts = readFileSync(DTS_PATH, 'utf8')) {
  const sf = ts.createSourceFile('embarque.d.ts', dts, ts.ScriptTarget.ES2022, true);
  const interfaces = {};
  const unions = {};
  for (const st of sf.statements) {
    if (ts.isInterfaceDeclaration(st)) {
      interfaces[st.name.text] = st.members.filter(ts.isPropertySignature).map((m) => m.name.text);
    } else if (ts.isTypeAliasDeclaration(st) && ts.isUnionTypeNode(st.type)) {
      const lits = st.type.types.filter((t) => ts.isLiteralTypeNode(t) && ts.isStringLiteral(t.literal)).map((t) => t.literal.text);
      if (lits.length === st.type.types.length) unions[st.name.text] = lits;
    }
  }
  return { interfaces, unions };
}

/** Every string value anywhere in `v`. */
function strings(v, out = new Set()) {
  if (typeof v === 'string') out.add(v);
  else if (Array.isArray(v)) v.forEach((x) => strings(x, out));
  else if (v && typeof v === 'object') Object.values(v).forEach((x) => strings(x, out));
  return out;
}

describe('the TypeScript declarations type the real Query and Report', () => {
  let s;
  let reports; // name → Report
  let errors; // name → { error }

  before(async () => {
    s = await session();
    await openWidget(s.page, s.server);
    ({ reports, errors } = await s.page.evaluate(
      async ({ QUERIES, ERRORS }) => {
        const m = await import('/embarque.js');
        await m.default(); // initialised by the page already
        const run = (qs) => Object.fromEntries(Object.entries(qs).map(([k, v]) => [k, m.evaluate(v)]));
        return { reports: run(QUERIES), errors: run(ERRORS) };
      },
      { QUERIES, ERRORS },
    ));
  });

  after(async () => {
    await s?.close();
  });

  test('every query gives a Report, every bad query an error', () => {
    for (const [name, r] of Object.entries(reports)) {
      assert.equal(r.error, undefined, `${name}: ${JSON.stringify(r.error)}`);
      assert.equal(r.contract, 'embarque/1', name);
    }
    for (const [name, r] of Object.entries(errors)) {
      assert.deepEqual(Object.keys(r), ['error'], name);
      assert.equal(typeof r.error.field, 'string', name);
    }
  });

  test('every declared Report field is written by some query', () => {
    const { interfaces } = declarations();
    const missing = [];
    for (const [iface, objects] of Object.entries(objectsByInterface(Object.values(reports)))) {
      assert.ok(interfaces[iface], `no interface ${iface} in the declarations`);
      for (const field of interfaces[iface]) {
        if (NEVER_WRITTEN.has(`${iface}.${field}`)) continue;
        if (!objects.some((o) => Object.hasOwn(o, field))) missing.push(`${iface}.${field}`);
      }
    }
    assert.deepEqual(missing, [], `declared but written by none of the queries: ${missing.join(', ')}`);
  });

  test('the queries and Reports type-check against the declarations', (t) => {
    const diags = typeCheck({
      'queries.ts': literals('Query', Object.entries(QUERIES)),
      'reports.ts': literals('Report', Object.entries(reports)),
      'errors.ts': literals('EvaluateError', Object.entries(errors)),
    });
    const all = Object.values(diags).flat();
    assert.deepEqual(all, [], `TypeScript diagnostics:\n  ${all.join('\n  ')}`);

    // Not a failure: the enum values no query reached (the declarations
    // still list them, from the Rust sources).
    const { unions } = declarations();
    const seen = strings({ QUERIES, reports });
    const unreached = Object.entries(unions)
      .map(([name, vals]) => [name, vals.filter((v) => !seen.has(v))])
      .filter(([, v]) => v.length);
    for (const [name, vals] of unreached) t.diagnostic(`${name} not reached: ${vals.join(', ')}`);
  });

  test("a carrier's page, as the README embeds the widget, type-checks; a misspelled option does not", () => {
    // The README's snippet, in TypeScript, with the other entry points.
    const host = (options) => `import init, { mount, unmount, evaluate, validatePolicy, type Query } from './embarque';
await init({ module_or_path: '/embarque/embarque_bg.wasm' });
const el = document.getElementById('rights')!;
el.addEventListener('embarque:result', (e) => console.log(e.detail.best, e.detail.refund?.refundCents));
el.addEventListener('embarque:reset', () => console.log('next passenger'));
const res = mount(el, ${options});
if ('errors' in res) console.log(res.errors.map((x) => x.field));
const q: Query = { now: '2026-12-19T10:00:00-03:00', trip: { scope: 'interstate', departure: '2026-12-20T22:30:00-03:00' } };
const r = evaluate(q);
if ('contract' in r) {
  for (const b of r.benefits) if (b.status === 'available') console.log(b.benefit, b.payCents);
} else console.log(r.error.field);
const v = validatePolicy({ retentionPercent: 5, carrier: { name: 'Viação Exemplo' } });
if ('ok' in v) console.log(v.policy.retentionPercent, v.carrier.name);
else console.log(v.errors.length);
unmount(el);
`;
    const good = "{ policy: { retentionPercent: 5 }, locale: 'pt-BR', theme: { colorBrand: '#7a1f5c', radius: '4px', font: 'Georgia, serif' }, resultOrigin: 'https://booking.example.com', mode: 'kiosk', idle: 90, paper: '80mm' }";
    const diags = typeCheck({ 'host.ts': host(good), 'typo.ts': host("{ locales: 'pt-BR' }"), 'idle.ts': host("{ idle: '90' }") });
    assert.deepEqual(diags['host.ts'], []);
    assert.match(diags['typo.ts'].join('\n'), /TS2353|TS2561/, 'a misspelled option type-checks');
    assert.ok(diags['idle.ts'].length > 0, 'idle as a string type-checks');
  });

  test("the README's embedding snippet, copied as it is, type-checks under strict", () => {
    // A carrier's web team pasted it into TypeScript: `const { errors } =
    // mount(...)` did not type-check (mount may give `{ error }`), and in
    // JavaScript a refused mount's error went unseen (a carrier's pass).
    const readme = readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8');
    const section = readme.slice(readme.indexOf('## Embedding the widget (carriers)'));
    const snippet = section.match(/```js\n([^]*?)```/)?.[1];
    assert.ok(snippet?.includes('mount(el'), 'the snippet is found');
    const diags = typeCheck({ 'rights.ts': snippet.replaceAll("'/embarque/embarque.js'", "'./embarque'") });
    assert.deepEqual(diags['rights.ts'], []);
    // Not vacuous: the old destructuring fails.
    const old = snippet.replace(/const mounted = mount\(/, 'const { errors } = mount(');
    const bad = typeCheck({ 'old.ts': old.replaceAll("'/embarque/embarque.js'", "'./embarque'") });
    assert.match(bad['old.ts'].join('\n'), /TS2339/);
  });

  test('negative controls: a wrong Report or Query fails the type check', () => {
    const base = structuredClone(reports.example);
    const mutants = {
      unknownTopField: { ...base, surprise: 1 },
      unknownRefundField: { ...base, refund: { ...base.refund, refundAfterTripp: false } },
      unknownMinorField: { ...base, minor: { ...base.minor, whoSignz: [] } },
      misspelledStatus: { ...base, benefits: [{ ...base.benefits[0], status: 'availabel' }, ...base.benefits.slice(1)] },
      misspelledNoticeKey: { ...base, notices: [{ ...base.notices[0], key: 'arrive_30_mins_early' }] },
      misspelledLaw: { ...base, notices: [{ ...base.notices[0], citations: [{ ...base.notices[0].citations[0], law: 'lei_0000_1900' }] }] },
      missingField: { ...base, minor: Object.fromEntries(Object.entries(base.minor).filter(([k]) => k !== 'acceptedIdentityDocuments')) },
      strayNull: { ...base, baggage: { ...base.baggage, excessGrams: null } },
      wrongType: { ...base, pets: [{ ...base.pets[0], feeCents: '12500' }] },
    };
    const queryMutants = {
      unknownPassengerField: { ...QUERIES.example, passenger: { ...QUERIES.example.passenger, youthRequestSameDayy: true } },
      misspelledScope: { ...QUERIES.example, trip: { ...QUERIES.example.trip, scope: 'interestate' } },
      explicitUndefined: { ...QUERIES.example, trip: { ...QUERIES.example.trip, mode: '__undefined__' } },
    };
    const sources = {};
    for (const [n, v] of Object.entries(mutants)) sources[`${n}.ts`] = literals('Report', [[n, v]]);
    for (const [n, v] of Object.entries(queryMutants)) {
      sources[`${n}.ts`] = literals('Query', [[n, v]]).replace('"__undefined__"', 'undefined');
    }
    const diags = typeCheck(sources);
    assert.deepEqual(diags.global, []);
    assert.deepEqual(diags['embarque.d.ts'], []);
    for (const n of Object.keys(sources)) {
      assert.ok(diags[n].length > 0, `${n}: the mutant type-checks, so the check is vacuous`);
    }
    // The unknown fields fail as excess properties (TS2353), not by chance.
    for (const n of ['unknownTopField', 'unknownRefundField', 'unknownMinorField', 'unknownPassengerField']) {
      assert.match(diags[`${n}.ts`].join('\n'), /TS2353/, n);
    }
  });
});
