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
  /** The official short reference: `"Decreto 8.537/2015"`. */
  instrument: InstrumentCode;
  /** `"art. 13, § 2º"`. */
  article: string;
  /** The instrument's stable key: `"decreto_8537_2015"`. */
  law: LawKey;
}

// ---------------------------------------------------------------- the Query

/** `trip.scope`: which network the line belongs to, and so whose rules apply. */
export type Scope = 'interstate' | 'intermunicipal_rs' | 'international';
/** `trip.mode`. */
export type Mode = 'road' | 'rail' | 'waterway';
/** `trip.service` (and `request.newService`): the vehicle's service class. */
export type Service = 'conventional' | 'executive' | 'semi_sleeper' | 'sleeper';
/** `companions[].relation`: who travels with a minor (`nephew_niece` added: a collateral of the third degree). */
export type Relation =
  | 'mother'
  | 'father'
  | 'guardian'
  | 'grandparent'
  | 'great_grandparent'
  | 'sibling'
  | 'uncle_aunt'
  | 'nephew_niece'
  | 'other_adult';
/** `ticket.channel`: where the ticket was bought. */
export type Channel = 'counter' | 'online' | 'phone';
/** `request.kind`: what the passenger asks about the ticket. */
export type RequestKind =
  | 'none'
  | 'withdrawal'
  | 'revalidation'
  | 'delay'
  | 'interruption'
  | 'downgrade'
  | 'passenger_interrupts'
  | 'no_show';
/** `baggage[].placement`. */
export type Placement = 'hold' | 'cabin';
/** `baggage[].kind`. */
export type BagKind =
  | 'general'
  | 'surfboard'
  | 'television'
  | 'dangerous'
  | 'weapon'
  | 'assistive_device';
/** `pets[].species`. */
export type Species = 'dog' | 'cat' | 'other';

/**
 * The contract Query (API.md); only `now` and `trip` are required.
 * Any other key is an error naming it. A field written `null` is read as
 * absent (not declared here, except where `null` says something).
 */
export interface Query {
  /** RFC 3339 with offset: when the question is asked. */
  now: string;
  trip: Trip;
  passenger?: Passenger;
  seats?: Seats;
  /** As API.md says, plus `conventionalFareCents?: number`: the same trip's
   *  fare on the conventional service, on which a baggage excess is priced
   *  off that service (Decreto 2.521/1998 art. 70 § 1º). */
  ticket?: Ticket;
  request?: TicketRequest;
  /** Each piece as API.md says; `kind` may also be `"assistive_device"` (a
   *  wheelchair or similar, outside every limit: Decreto 2.521/1998 art. 70 § 2º). */
  baggage?: Bag[];
  /** Each animal as API.md says, plus `guideDog?: boolean` (a dog only). */
  pets?: Pet[];
  policy?: Policy;
}

/** `query.trip`: the line, the service and the departure. */
export interface Trip {
  scope: Scope;
  /** RFC 3339: when the line leaves its starting point. */
  departure: string;
  /** Added: when this passenger boards at a later scheduled stop (RFC 3339, not before `departure`). Refund limits count from it; the benefits' deadlines from `departure`. */
  boarding?: string;
  /** Default `road`. */
  mode?: Mode;
  /** Default `conventional`. */
  service?: Service;
  /** Default true. */
  regularLine?: boolean;
  distanceKm?: number;
  /** Default true. */
  benefitSeatsOffered?: boolean;
  /** ISO 3166-1 alpha-2 code (`AR`), international trips. */
  destinationCountry?: string;
  /** Default true. */
  leavesComarca?: boolean;
  /** Default false. */
  contiguousComarcaSameState?: boolean;
  /** Default false. */
  sameMetropolitanRegion?: boolean;
}

/** `query.passenger`: who travels, and who goes with them. Booleans default to false unless said. */
export interface Passenger {
  /** `YYYY-MM-DD`. */
  birthDate: string;
  idJovem?: boolean;
  elderlyIncomeProof?: boolean;
  passeLivre?: boolean;
  /** Default true; a lap child does not. */
  occupiesSeat?: boolean;
  companions?: Companion[];
  judicialAuthorization?: boolean;
  parentalAuthorizationToTravelAlone?: boolean;
  /** Added: both parents (or the guardian) authorize a trip abroad alone or
   *  with a third party (ECA art. 84; CNJ Res. 131/2011 art. 1º, III). */
  bothParentsAuthorization?: boolean;
  /** Added: other lap children the same adult already carries free (a whole number). */
  lapChildrenWithSameAdult?: number;
  /** Added: a youth seat already requested for the same day and destination
   *  (Decreto 8.537/2015 art. 15). */
  youthRequestSameDay?: boolean;
  /** Added: the minor was born in Brazil (ECA art. 85); default true. */
  bornInBrazil?: boolean;
  /** Added: a Brazilian minor who lives abroad, on the trip back to the
   *  country of residence (CNJ Res. 131/2011 art. 2º); default false. */
  residesAbroad?: boolean;
}

/** An adult (or not) travelling with a minor. Booleans default to false. */
export interface Companion {
  relation: Relation;
  /** Whole years. */
  age: number;
  kinshipProof?: boolean;
  parentalAuthorization?: boolean;
  otherParentAuthorization?: boolean;
  foreignResidentAbroad?: boolean;
}

/** `query.seats`: reserved seats already granted on this departure (whole numbers, default 0). */
export interface Seats {
  youthFreeTaken?: number;
  youthDiscountTaken?: number;
  elderlyFreeTaken?: number;
  petsOnBoard?: number;
  /** Added: Passe Livre seats already granted. */
  passeLivreTaken?: number;
}

/** `query.ticket`: the ticket held or about to be bought. */
export interface Ticket {
  /** Centavos. Optional here (an addition): without it the amounts ask for it, the ticket's other facts still decide. */
  fareCents?: number;
  /** Added: centavos; the conventional service's fare for the same trip. */
  conventionalFareCents?: number;
  /** RFC 3339 with offset. */
  purchasedAt?: string;
  /** Default `counter`. */
  channel?: Channel;
  revalidated?: boolean;
  paidByCredit?: boolean;
  /** Default true. */
  creditSettled?: boolean;
}

/** `query.request`: what the passenger asks about the ticket (numbers default to 0). */
export interface TicketRequest {
  kind: RequestKind;
  /** Centavos: the rebooked ticket's fare. */
  newFareCents?: number;
  delayMinutes?: number;
  interruptionMinutes?: number;
  /** Centavos: the lower class's fare (a downgrade). */
  lowerClassFareCents?: number;
  seatResold?: boolean;
  /** Added: the rebooked ticket's service, when another than the trip's. */
  newService?: Service;
}

/** One piece of baggage (`query.baggage[]`). */
export interface Bag {
  placement: Placement;
  /** Default `general`. */
  kind?: BagKind;
  /** Kilograms (12.5); 0: not weighed yet. */
  weightKg: number;
  /** Centimetres; 0 or absent: not given. */
  lengthCm?: number;
  widthCm?: number;
  heightCm?: number;
}

/** One animal (`query.pets[]`). Booleans default to false. */
export interface Pet {
  species: Species;
  /** Kilograms. */
  weightKg: number;
  vaccinated?: boolean;
  vetCertificate?: boolean;
  container?: boolean;
  sedated?: boolean;
  /** Added: a guide dog (Lei 11.126/2005); a dog only. Of a pet's conditions only `vaccinated` applies (Decreto 5.904/2006 art. 3º II). */
  guideDog?: boolean;
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

// --------------------------------------------------------------- the Report

/** A legal instrument's official short reference, as `Citation.instrument` carries it. */
export type InstrumentCode =
  | 'Lei 8.078/1990'
  | 'Lei 8.069/1990'
  | 'Lei 11.126/2005'
  | 'Decreto 5.904/2006'
  | 'Lei 13.812/2019'
  | 'Lei 10.406/2002'
  | 'Lei 11.975/2009'
  | 'Lei RS 11.993/2003'
  | 'Lei 12.852/2013'
  | 'Lei 10.741/2003'
  | 'Lei 14.423/2022'
  | 'Lei 8.899/1994'
  | 'Lei 6.815/1980'
  | 'Lei RS 7.813/1983'
  | 'Decreto 2.521/1998'
  | 'Decreto 8.537/2015'
  | 'Decreto 9.921/2019'
  | 'Decreto 3.691/2000'
  | 'Decreto 9.579/2018'
  | 'Decreto 5.978/2006'
  | 'Decreto 12.342/2024'
  | 'Decreto 12.797/2025'
  | 'Resolução ANTT 1.383/2006'
  | 'Resolução ANTT 1.922/2007'
  | 'Resolução ANTT 978/2005'
  | 'Resolução ANTT 4.282/2014'
  | 'Resolução ANTT 1.432/2006'
  | 'Resolução ANTT 1.692/2006'
  | 'Resolução ANTT 5.856/2019'
  | 'Resolução ANTT 5.063/2016'
  | 'Resolução ANTT 420/2004'
  | 'Resolução ANTT 5.998/2022'
  | 'Portaria 10/1999'
  | 'Portaria MINFRA 1.579/2022'
  | 'Portaria IBAMA 117/1997'
  | 'Resolução CNJ 295/2019'
  | 'Resolução CNJ 131/2011'
  | 'Provimento CNJ 103/2020'
  | 'Ordem de Serviço DAER DOC/DT/011/02'
  | 'Ordem de Serviço DAER DTR/022/2011'
  | 'Ordem de Serviço DAER (trajes e álcool)'
  | 'Orientação DAER (pranchas de surf)'
  | 'Resolução CT/DAER 4.938/2008'
  | 'Acordo Mercosul CMC Dec. 18/2008'
  | 'Ministério da Agricultura (trânsito de cães e gatos)';
/** A legal instrument's stable key, as `Citation.law` carries it. */
export type LawKey =
  | 'lei_8078_1990'
  | 'lei_8069_1990'
  | 'lei_11126_2005'
  | 'decreto_5904_2006'
  | 'lei_13812_2019'
  | 'lei_10406_2002'
  | 'lei_11975_2009'
  | 'lei_rs_11993_2003'
  | 'lei_12852_2013'
  | 'lei_10741_2003'
  | 'lei_14423_2022'
  | 'lei_8899_1994'
  | 'lei_6815_1980'
  | 'lei_rs_7813_1983'
  | 'decreto_2521_1998'
  | 'decreto_8537_2015'
  | 'decreto_9921_2019'
  | 'decreto_3691_2000'
  | 'decreto_9579_2018'
  | 'decreto_5978_2006'
  | 'decreto_12342_2024'
  | 'decreto_12797_2025'
  | 'res_antt_1383_2006'
  | 'res_antt_1922_2007'
  | 'res_antt_978_2005'
  | 'res_antt_4282_2014'
  | 'res_antt_1432_2006'
  | 'res_antt_1692_2006'
  | 'res_antt_5856_2019'
  | 'res_antt_5063_2016'
  | 'res_antt_420_2004'
  | 'res_antt_5998_2022'
  | 'portaria_10_1999'
  | 'portaria_minfra_1579_2022'
  | 'portaria_ibama_117_1997'
  | 'cnj_res_295_2019'
  | 'cnj_res_131_2011'
  | 'cnj_prov_103_2020'
  | 'daer_os_doc_dt_011_02'
  | 'daer_os_dtr_022_2011'
  | 'daer_ordem_trajes'
  | 'daer_pranchas'
  | 'daer_animais'
  | 'mercosul_cmc_dec_18_2008'
  | 'mapa_transito_caes_gatos';

/** `benefits[].benefit` (and `best`). */
export type BenefitKind =
  | 'youth_free'
  | 'youth_half'
  | 'youth_carrier_discount'
  | 'elderly_free'
  | 'elderly_half'
  | 'disability_free'
  | 'child_lap_free';
/** `benefits[].status` (`not_needed` added: a lap child's seat is free anyway). */
export type BenefitStatus =
  | 'available'
  | 'only_if_unsold'
  | 'too_early'
  | 'too_late'
  | 'sold_out'
  | 'not_offered_on_this_departure'
  | 'not_eligible'
  | 'not_needed';
/** `benefits[].reasons[]`. */
export type BenefitReason =
  | 'age_outside_15_29'
  | 'no_id_jovem'
  | 'second_request_same_day'
  | 'age_below_60'
  | 'no_income_proof'
  | 'no_passe_livre'
  | 'age_6_or_over'
  | 'child_occupies_seat'
  | 'second_lap_child_pays'
  | 'no_adult_on_the_trip'
  | 'intermunicipal_rs_not_covered'
  | 'international_not_covered'
  | 'service_not_conventional'
  | 'not_regular_line'
  | 'not_in_force_on_trip_date'
  | 'carrier_grants_no_extra_discount'
  | 'carrier_declares_no_benefit_seats'
  | 'free_seats_remain'
  | 'reserved_youth_seats_remain'
  | 'free_seats_taken'
  | 'discount_seats_taken'
  | 'passe_livre_seats_taken'
  | 'for_those_beyond_the_free_seats'
  | 'departed'
  | 'presentation_time_passed'
  | 'after_deadline_only_if_unsold'
  | 'discount_window_not_open_yet'
  | 'window_6h_up_to_500_km'
  | 'window_12h_over_500_km'
  | 'distance_unknown_short_window_assumed'
  | 'present_30_min_before'
  | 'ticket_nominal_non_transferable'
  | 'fees_tolls_food_not_included'
  | 'food_not_included'
  | 'round_trip_may_be_requested'
  | 'identification_at_boarding'
  | 'refusal_notice_due'
  | 'original_photo_id_compared_with_income_proof'
  | 'road_rules_applied'
  | 'minimum_wage_not_in_table'
  | 'minimum_wage_of_an_earlier_year'
  | 'programme_sets_details'
  | 'carrier_sets_conditions'
  | 'one_free_lap_child_per_adult'
  | 'minor_travel_rules_apply'
  | 'fare_needed_for_price';
/** `benefits[].documents[]`. */
export type BenefitDocument =
  | 'id_jovem_card'
  | 'photo_id'
  | 'income_proof'
  | 'personal_photo_document'
  | 'passe_livre_credential';

/** One benefit offer, one per `BenefitKind` in its order (none without `passenger`). */
export interface Benefit {
  benefit: BenefitKind;
  status: BenefitStatus;
  /** Centavos the fare costs with this benefit; `null` for a discount when the query has no fare. */
  payCents: number | null;
  /** RFC 3339: the first instant it may be requested (elderly discount only). */
  requestFrom: string | null;
  /** RFC 3339: the last instant to request it and be sure of a seat. */
  requestBy: string | null;
  /** RFC 3339: the last instant to be at the terminal (youth only). */
  presentBy: string | null;
  documents: BenefitDocument[];
  reasons: BenefitReason[];
  citations: Citation[];
  /** Added: the discount on the fare, percent (100 for a free seat). */
  discountPercent: number;
  /** Added: centavos, the income ceiling on the trip date (elderly only): two minimum wages. */
  incomeLimitCents: number | null;
}

/** `refund.options[]`: what the passenger may choose. */
export type RefundOption =
  | 'refund'
  | 'revalidate'
  | 'other_carrier'
  | 'wait_for_resumption'
  | 'wait_for_departure'
  | 'no_show_claim';
/** `refund.reasons[]`. */
export type RefundReason =
  | 'after_departure'
  | 'too_late'
  | 'less_than_3h_rs'
  | 'less_than_3h_notice'
  | 'law_prevails_over_3h_notice'
  | 'road_rules_applied'
  | 'already_revalidated'
  | 'ticket_expired'
  | 'credit_not_settled'
  | 'fare_needed'
  | 'purchase_date_needed'
  | 'right_of_regret'
  | 'compensatory_fine'
  | 'new_fare_needed'
  | 'dearer_fare_difference_due'
  | 'same_category_keeps_fare_value'
  | 'cheaper_fare_not_refunded'
  | 'late_rebooking_fee'
  | 'rebooking_after_departure_within_validity'
  | 'purchase_date_needed_for_validity'
  | 'cheaper_fare_difference_refunded'
  | 'cheaper_fare_refunded_only_in_lower_category'
  | 'not_departed_yet'
  | 'seat_resold'
  | 'seat_not_resold'
  | 'delay_over_1h'
  | 'delay_not_over_1h'
  | 'interruption_over_3h'
  | 'interruption_within_3h'
  | 'passenger_interrupted'
  | 'class_difference_refunded'
  | 'no_class_difference'
  | 'lower_class_fare_needed';
/** `refund.notices[]`: what else the passenger should know. */
export type RefundNotice =
  | 'food_and_lodging_at_carrier_expense'
  | 'overbooked_seat_food_and_lodging'
  | 'forced_upgrade_costs_nothing'
  | 'refund_may_be_paid_after_trip'
  | 'revalidation_once_only'
  | 'rs_any_day_time_or_place'
  | 'expired_ticket_what_remains'
  | 'international_refund_at_days_exchange_rate';

/** The refund section: present when the query's `request.kind` is not `none`. Money in centavos. */
export interface Refund {
  /** Added: the situation decided. */
  kind: Exclude<RequestKind, 'none'>;
  /** Whether the law gives the passenger what they ask for, now. */
  allowed: boolean;
  /** What comes back (0 when nothing, or when the fare is unknown); for a delay of an hour or less, refused, what the cancellation it offers returns. */
  refundCents: number;
  /** What the carrier keeps as a compensatory fine. */
  retentionCents: number;
  /** Added: the percentage behind `retentionCents` (0 under the right of regret). */
  retentionPercent: number;
  /** What the passenger pays: a dearer fare's difference plus any late fee. */
  amountDueCents: number;
  /** Added: the late-rebooking fee included in `amountDueCents`. */
  rebookingFeeCents: number;
  /** Added: the most the carrier may charge for a late rebooking (20 % of the fare). */
  rebookingFeeCapCents: number | null;
  /** Added: the late-rebooking fee, percent, the carrier's policy states for after the 3 h limit (interstate and international rebookings and missed buses); null when unstated, or where no rebooking is on offer. */
  lateRebookingFeePercent: number | null;
  /** RFC 3339: the last instant the action is allowed. */
  deadline: string | null;
  /** Added: RFC 3339, the 3 h notice limit (departure − 3 h). */
  noticeLimit: string | null;
  /** Added: RFC 3339, the last instant of the right of regret, when it applies. */
  regretUntil: string | null;
  /** Days the carrier has to pay (0: immediately). */
  payWithinDays: number | null;
  /** Added: `YYYY-MM-DD`, the date by which the carrier must pay; `null` while a credit purchase is unsettled. */
  payBy: string | null;
  /** Added: the carrier may pay after the trip (a class downgrade). */
  refundAfterTrip: boolean;
  /** Added: food and lodging while waiting are at the carrier's expense. */
  foodAndLodging: boolean;
  /** Added: `YYYY-MM-DD`, the last day of the ticket's validity. */
  expiresOn: string | null;
  options: RefundOption[];
  reasons: RefundReason[];
  /** Added. */
  notices: RefundNotice[];
  citations: Citation[];
}

/** `baggage.items[].verdict`. */
export type BaggageVerdict =
  | 'ok'
  | 'excess'
  | 'too_large'
  | 'prohibited'
  | 'must_go_in_hold'
  | 'limit_reached';
/** `baggage.reasons[]` and `baggage.items[].reasons[]`. */
export type BaggageReason =
  | 'within_allowance'
  | 'hold_weight_over_allowance'
  | 'hold_volume_over_allowance'
  | 'side_over_1m'
  | 'cabin_weight_over_allowance'
  | 'cabin_rack_weight_over_allowance'
  | 'does_not_fit_cabin_rack'
  | 'cabin_item_must_fit_rack'
  | 'television_hold_only_boxed'
  | 'television_must_be_boxed'
  | 'surfboard_limit_reached'
  | 'surfboard_checked_in_at_purchase'
  | 'surfboard_hold_only'
  | 'surfboard_side_limit_not_applied'
  | 'carrier_not_liable_for_damage'
  | 'dangerous_goods_prohibited'
  | 'weapon_without_authorization_prohibited'
  | 'dimensions_not_given'
  | 'weight_not_given'
  | 'excess_charged_per_kg'
  | 'fare_needed_for_fee'
  | 'conventional_fare_needed_for_fee'
  | 'volume_excess_not_priced'
  | 'size_excess_not_priced'
  | 'federal_allowance_on_rs_line'
  | 'road_rules_applied'
  | 'keep_baggage_claim_tag'
  | 'assistive_device_outside_allowance';

/** The verdict on one piece, by its index in the query's `baggage`. */
export interface BaggageItem {
  index: number;
  verdict: BaggageVerdict;
  reasons: BaggageReason[];
  /** Added. */
  citations: Citation[];
}

/** The baggage section: present when the query has `baggage`. */
export interface BaggageReport {
  holdWeightGrams: number;
  holdVolumeDm3: number;
  cabinWeightGrams: number;
  /** Over the hold's and the rack's allowances together. */
  excessGrams: number;
  /** `null` when something is over the allowance and its fare is not known; 0 when nothing is over or the rate is 0. */
  excessFeeCents: number | null;
  /** Every piece's verdict is `ok`. */
  withinAllowance: boolean;
  items: BaggageItem[];
  /** Added: the allowances applied. */
  holdAllowanceGrams: number;
  holdAllowanceDm3: number;
  cabinAllowanceGrams: number;
  /** Added: per kg, in ‰ of the fare. */
  excessRatePermille: number;
  /** Added: reasons about the whole baggage. */
  reasons: BaggageReason[];
  citations: Citation[];
}

/** `pets[].reasons[]`. */
export type PetReason =
  | 'only_dogs_and_cats'
  | 'over_weight_limit'
  | 'vehicle_limit_reached'
  | 'no_vet_certificate'
  | 'not_vaccinated'
  | 'not_sedated'
  | 'no_standard_container'
  | 'fee_share_of_fare'
  | 'first_paid_first_served'
  | 'own_container_each'
  | 'fare_needed_for_fee'
  | 'no_gta_for_dogs_and_cats'
  | 'fee_set_by_carrier'
  | 'no_discomfort_to_others'
  | 'other_species_see_official_rules'
  | 'international_rules_of_destination'
  | 'on_board_conditions_met'
  | 'fee_may_be_waived'
  | 'weight_not_given'
  | 'guide_dog_travels_with_passenger'
  | 'guide_dog_hindering_is_discrimination'
  | 'guide_dog_vaccination_needed';
/** `pets[].documents[]`. */
export type PetDocument =
  | 'vet_health_certificate'
  | 'vet_health_certificate_rabies'
  | 'vaccination_card'
  | 'international_veterinary_certificate'
  | 'guide_dog_id_card_and_tag'
  | 'guide_dog_vaccination_card'
  | 'guide_dog_harness';

/** The decision on one animal, by its index in the query's `pets`. */
export interface PetDecision {
  index: number;
  allowed: boolean;
  /** Centavos; `null` when it does not travel, the fare is unknown, or no rule sets the price. */
  feeCents: number | null;
  documents: PetDocument[];
  reasons: PetReason[];
  citations: Citation[];
  /** Added: the heaviest animal allowed, grams, where a rule sets one. */
  maxWeightGrams: number | null;
  /** Added: the fee as a percentage of the fare, where a rule sets one. */
  feePercent: number | null;
}

/** `minor.requirement` (and `alternatives[]`, `satisfiedBy`): the least that makes the trip lawful. */
export type MinorRequirement =
  | 'none'
  | 'documents_only'
  | 'relative_with_proof'
  | 'parental_authorization'
  | 'judicial_authorization';
/** `minor.rule`: which text of the law decided. */
export type MinorRule = 'eca_83_original' | 'eca_83_lei_13812_2019' | 'eca_84_85_cnj_res_131_2011';
/** `minor.reasons[]`. */
export type MinorReason =
  | 'under_threshold'
  | 'at_or_above_threshold'
  | 'does_not_leave_comarca'
  | 'contiguous_comarca_same_state'
  | 'same_metropolitan_region'
  | 'with_parent_or_guardian'
  | 'with_adult_relative'
  | 'kinship_not_proved'
  | 'with_other_adult'
  | 'with_other_adult_abroad'
  | 'travelling_alone'
  | 'daer_order_asks_a_judge'
  | 'companion_not_adult'
  | 'alone_needs_judge_before_cnj_res_295'
  | 'authorization_missing'
  | 'authorized_to_travel_alone'
  | 'judge_may_grant_two_year_authorization'
  | 'carry_original_documents'
  | 'with_both_parents_or_guardian'
  | 'with_one_parent'
  | 'returns_home_with_one_parent'
  | 'other_parent_authorization_missing'
  | 'both_parents_authorization_missing'
  | 'foreign_resident_abroad_needs_judge'
  | 'mercosur_id_accepted'
  | 'id_in_good_condition'
  | 'passport_always_accepted'
  | 'passport_required'
  | 'destination_not_given';
/** `minor.documents[]`, `authorizationForms[]` and `acceptedIdentityDocuments[]`. */
export type MinorDocument =
  | 'minor_birth_certificate_or_id'
  | 'minor_photo_id'
  | 'companion_photo_id'
  | 'guardianship_papers'
  | 'kinship_documents'
  | 'parental_authorization'
  | 'judicial_authorization'
  | 'minor_travel_document'
  | 'companion_travel_document'
  | 'public_deed'
  | 'private_document_notarized_signature'
  | 'private_document_notarized_two_originals'
  | 'written_in_passport'
  | 'electronic_aev'
  | 'passport'
  | 'national_id_rg'
  | 'consular_residence_certificate';
/** `minor.whoSigns[]`: who must sign the authorization. */
export type Signer = 'either_parent' | 'guardian' | 'both_parents' | 'other_parent' | 'judge';

/** The minor section: present for a passenger under 18. */
export interface MinorDecision {
  requirement: MinorRequirement;
  satisfied: boolean;
  /** The checklist of documents to carry. */
  documents: MinorDocument[];
  alternatives: MinorRequirement[];
  reasons: MinorReason[];
  citations: Citation[];
  rule: MinorRule;
  /** Added: the way the query shows the trip lawful; `null` when it does not. */
  satisfiedBy: MinorRequirement | null;
  /** Added: the age below which art. 83 asks for company or authorization (domestic trips only). */
  threshold: number | null;
  /** Added: who signs the authorization the trip goes by. */
  whoSigns: Signer[];
  /** Added: the forms the authorization may take (any one of them). */
  authorizationForms: MinorDocument[];
  /** Added: validity of a parents' authorization that states no period, months. */
  authorizationValidityMonths: number | null;
  /** Added: validity of the judge's authorization granted on the parents' request, months. */
  judicialAuthorizationValidityMonths: number | null;
  /** Added: identity documents the destination accepts for a Brazilian (international trips only). */
  acceptedIdentityDocuments: MinorDocument[];
}

/** `notices[].key`. */
export type NoticeKey =
  | 'arrive_30_min_early'
  | 'road_rules_by_rail_or_water'
  | 'carry_identity_document'
  | 'carry_passport_or_mercosur_id'
  | 'carry_passport'
  | 'no_drunkenness'
  | 'no_boarding_under_influence'
  | 'no_alcohol_on_board'
  | 'no_weapon_without_authorization'
  | 'no_dangerous_products'
  | 'animals_only_as_regulated'
  | 'cabin_items_fit_the_rack'
  | 'respect_other_passengers'
  | 'sound_devices_off_after_warning'
  | 'pay_the_fare'
  | 'no_smoking'
  | 'no_swimwear_shorts_or_bare_torso';
/** `notices[].source`: a rule of law or the carrier's advice. */
export type NoticeSource = 'law' | 'carrier';

/** One notice for the passenger. */
export interface Notice {
  key: NoticeKey;
  citations: Citation[];
  /** Added. */
  source: NoticeSource;
  /** Added: the minutes the notice speaks of, when it has any. */
  minutes?: number;
}

/** The contract Report (API.md). */
export interface Report {
  contract: 'embarque/1';
  /** Whole years on the departure date; absent without `passenger`. */
  age?: number;
  benefits: Benefit[];
  best: BenefitKind | null;
  refund?: Refund;
  baggage?: BaggageReport;
  pets: PetDecision[];
  minor?: MinorDecision;
  notices: Notice[];
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
