// TypeScript declarations of the Embarque widget (dist/embarque.js).
//
//   import init, { mount, unmount, evaluate, validatePolicy } from '/embarque.js';
//   await init({ module_or_path: '/embarque_bg.wasm' });
//   const el = document.querySelector('#rights')!;
//   el.addEventListener('embarque:result', (e) => apply((e as EmbarqueResultEvent).detail));
//   mount(el, { policy, locale: 'pt-BR', theme: { colorBrand: '#7a1f5c' } });
//
// Once `init()` has resolved, none of the functions throws: a malformed
// argument gives `{ error }`. Before it (or after a failed `init()`) they are
// not there yet, and the call throws, as for any wasm-bindgen module.

/** An input error: the JSON path of the field and what is wrong (English). */
export interface InputError {
  field: string;
  message: string;
}

/** A legal reference. */
export interface Citation {
  instrument: string;
  article: string;
  law?: string;
}

/** The contract Query (API.md); only `now` and `trip` are required. */
export interface Query {
  now: string;
  trip: {
    scope: 'interstate' | 'intermunicipal_rs' | 'international';
    /** RFC 3339: when the line leaves its starting point. */
    departure: string;
    /** Added: when this passenger boards at a later scheduled stop (RFC 3339, not before `departure`). Refund limits count from it; the benefits' deadlines from `departure`. */
    boarding?: string;
    mode?: 'road' | 'rail' | 'waterway';
    service?: 'conventional' | 'executive' | 'semi_sleeper' | 'sleeper';
    regularLine?: boolean;
    distanceKm?: number;
    benefitSeatsOffered?: boolean;
    destinationCountry?: string;
    leavesComarca?: boolean;
    contiguousComarcaSameState?: boolean;
    sameMetropolitanRegion?: boolean;
  };
  passenger?: Record<string, unknown>;
  seats?: Record<string, number>;
  /** As API.md says, plus `conventionalFareCents?: number`: the same trip's
   *  fare on the conventional service, on which a baggage excess is priced
   *  off that service (Decreto 2.521/1998 art. 70 § 1º). */
  ticket?: Record<string, unknown>;
  request?: Record<string, unknown>;
  /** Each piece as API.md says; `kind` may also be `"assistive_device"` (a
   *  wheelchair or similar, outside every limit: Decreto 2.521/1998 art. 70 § 2º). */
  baggage?: Array<Record<string, unknown>>;
  /** Each animal as API.md says, plus `guideDog?: boolean` (a dog only). */
  pets?: Array<Record<string, unknown>>;
  policy?: Policy;
}

/** The contract's policy: absent fields take the regulatory defaults. */
export interface Policy {
  /** ≤ 5 (Código Civil art. 740 § 3º). */
  retentionPercent?: number;
  /** ≤ 20 (Res. ANTT 4.282/2014 art. 7 § 5º); absent or null: not stated,
   *  so the passenger is warned of the 20 % the carrier may charge. */
  lateRebookingFeePercent?: number | null;
  /** Per kg, in ‰ of the fare; ≤ 5 (Res. ANTT 1.432/2006), never negative. */
  excessBaggagePerKgPermille?: number;
  /** 0 or ≥ 50 (Decreto 8.537/2015 art. 19). */
  youthExtraDiscountPercent?: number;
  surfboardsPerTrip?: number;
  /** Cabin rack inside dimensions, cm: [length, width, height]. */
  cabinRackCm?: [number, number, number];
}

/** The carrier's policy document: the contract policy plus `carrier`. */
export interface CarrierPolicy extends Policy {
  carrier?: {
    name: string;
    phone?: string;
    lostAndFound?: string;
    lines?: string[];
    cabinRackCm?: [number, number, number];
    /**
     * The art. 19 youth discount; 50 % when `youthExtraDiscountPercent` is
     * absent. Not written, it follows `youthExtraDiscountPercent` (a percent
     * of 50 or more grants it); written `false`, such a percent is an error.
     */
    grantsYouthDiscount?: boolean;
    /** `#rgb` or `#rrggbb`. */
    colours?: { brand?: string; brandText?: string; background?: string; text?: string };
  };
}

/** The contract Report (API.md). */
export interface Report {
  contract: 'embarque/1';
  age?: number;
  benefits: Array<{
    benefit: string;
    status: string;
    /** `null` for a discount when the query has no fare. */
    payCents: number | null;
    requestFrom: string | null;
    requestBy: string | null;
    presentBy: string | null;
    documents: string[];
    reasons: string[];
    citations: Citation[];
  }>;
  best: string | null;
  refund?: Record<string, unknown> & { refundCents: number; retentionCents: number; citations: Citation[] };
  baggage?: Record<string, unknown> & { excessGrams: number; /** `null` without a fare. */ excessFeeCents: number | null; citations: Citation[] };
  pets: Array<Record<string, unknown>>;
  minor?: Record<string, unknown> & { requirement: string; satisfied: boolean };
  notices: Array<{ key: string; citations: Citation[] }>;
  error?: InputError;
}

/** Design tokens (CSS custom properties on the mount element). */
export interface Theme {
  colorBg?: string;
  colorFg?: string;
  colorMuted?: string;
  colorBrand?: string;
  colorBrandFg?: string;
  colorOk?: string;
  colorWarn?: string;
  colorBad?: string;
  colorLine?: string;
  colorPanel?: string;
  font?: string;
  fontSize?: string;
  radius?: string;
  space?: string;
  target?: string;
  /** The tokens' custom properties themselves are accepted too (any other
   *  key is an error: `theme.--emb-foo: is not a theme token`). */
  '--emb-color-bg'?: string;
  '--emb-color-fg'?: string;
  '--emb-color-muted'?: string;
  '--emb-color-brand'?: string;
  '--emb-color-brand-fg'?: string;
  '--emb-color-ok'?: string;
  '--emb-color-warn'?: string;
  '--emb-color-bad'?: string;
  '--emb-color-line'?: string;
  '--emb-color-panel'?: string;
  '--emb-font'?: string;
  '--emb-font-size'?: string;
  '--emb-radius'?: string;
  '--emb-space'?: string;
  '--emb-target'?: string;
}

/** The carrier as `validatePolicy` gives it back: every field present,
 *  `null` or empty where the document wrote none. */
export interface CarrierInfo {
  name: string;
  phone: string | null;
  lostAndFound: string | null;
  lines: string[];
  cabinRackCm: [number, number, number] | null;
  grantsYouthDiscount: boolean;
  colours: { brand: string | null; brandText: string | null; background: string | null; text: string | null };
}

/**
 * A bad option is an error naming it in what `mount` returns (and on the
 * page), and is left out: the others still apply.
 */
export interface MountOptions {
  /** The carrier's policy document (object or JSON text); anything else is a `policy` error. */
  policy?: CarrierPolicy | string;
  /**
   * `pt-BR`, `en` or `es`, or a regional tag of one (`en-GB`); default: the
   * browser's language (pt-BR when it is none of them). Another is a
   * `locale` error and gives the default.
   */
  locale?: 'pt-BR' | 'en' | 'es' | string;
  theme?: Theme;
  /**
   * A fixed "now", RFC 3339 with offset (`2026-12-19T10:00:00-03:00`), for
   * demos and tests; without an offset it is a `now` error and the live clock runs.
   */
  now?: string;
  /** When framed, the one origin that receives `{ type: 'embarque:result', report }`. */
  resultOrigin?: string;
  /** `kiosk` (exactly): the step flow, large targets, idle reset. */
  mode?: 'kiosk';
  /** Kiosk: whole seconds without input before the countdown, 1 to 86400 (default 90); a number, not a string. */
  idle?: number;
  /**
   * The printer the printed summary is laid out for: `a4` (default) or
   * `80mm`, a kiosk's receipt roll (80 mm wide pages, one column). Another
   * is a `paper` error and gives A4.
   */
  paper?: 'a4' | '80mm';
}

/** Fired on the mount element after a new result, once the browser is idle (bubbles). */
export type EmbarqueResultEvent = CustomEvent<Report>;

/** The message posted to `window.parent` when framed and `resultOrigin` is set. */
export interface EmbarqueResultMessage {
  type: 'embarque:result';
  report: Report;
}

/** Evaluates a Query (object or JSON text). */
export function evaluate(query: Query | string): Report | { error: InputError };

/**
 * Checks a carrier's policy document against the legal limits. A refused one
 * gives its first error and all of them (`errors`, never empty), one per
 * mistake, each naming the field the carrier wrote.
 */
export function validatePolicy(
  policy: CarrierPolicy | string,
): { ok: true; policy: Required<Omit<Policy, 'cabinRackCm' | 'lateRebookingFeePercent'>> & Omit<Policy, 'cabinRackCm'> & { cabinRackCm: [number, number, number] | null }; carrier: CarrierInfo } | { error: InputError; errors: InputError[] };

/**
 * Renders the widget inside `element` (which gets the class `emb-root`).
 * `errors`: the options' errors (theme, locale, now, mode, idle,
 * resultOrigin, paper), then the policy's; the page shows them too. One widget per
 * page: while one is on the page, another mount gives
 * `{ error: { field: 'element' } }`.
 */
export function mount(element: HTMLElement, options?: MountOptions): { ok: true; errors: InputError[] } | { error: InputError };

/**
 * Takes the widget out of the element `mount` was given: its nodes, every
 * listener, timer and pending result it had; what it set on the element
 * (`emb-` classes, `lang`, `--emb-` properties) is as before the mount. The
 * element may hold a widget again. `{ error: { field: 'element' } }` when
 * it holds none.
 */
export function unmount(element: HTMLElement): { ok: true } | { error: InputError };

/**
 * Test hook: the next evaluation of a mounted widget panics, so the browser
 * tests can prove a panic never blanks the page (the alert
 * `[data-testid=embarque-crash]` and the `embarque:panic` event). Never needed
 * by a carrier page.
 */
export function __testPanic(): void;

/** Loads the wasm module; call once before anything else. */
export default function init(options?: { module_or_path?: string | URL | Request | BufferSource }): Promise<unknown>;

/** Loads the wasm module from bytes already at hand, synchronously (wasm-bindgen's). */
export function initSync(options: { module: BufferSource | WebAssembly.Module }): unknown;

declare global {
  interface HTMLElementEventMap {
    'embarque:result': EmbarqueResultEvent;
    /** The widget met an internal error (detail: the message); it shows an alert. */
    'embarque:panic': CustomEvent<string>;
    /** A kiosk passenger's session ended (erased or idle); the widget is blank again. */
    'embarque:reset': CustomEvent<null>;
  }
}
