//! Refunds, rebooking and disruptions: what the passenger gets back, to the
//! centavo, and until when.
//!
//! Instruments: Lei 11.975/2009 (tickets valid one year, art. 1; refund on a
//! simple declaration before boarding, art. 2, paid within 30 days, art. 2
//! sole paragraph and art. 14; a departure more than 1 h late, art. 3; a trip
//! not resumed within 3 h, art. 4; food and lodging meanwhile, art. 5;
//! nothing due when the passenger stops of their own will, art. 6; class
//! changes, art. 12; a credit purchase is refunded once settled, art. 15);
//! ANTT Res. 1.383/2006 art. 6º XIV, XV, XIX and its sole paragraph and Res.
//! 4.282/2014 arts. 7 and 13 (3 h notice; rebooking within the ticket's
//! year, after departure too, the late-rebooking fee, a lower category's
//! difference back); for intermunicipal RS lines, Lei RS 11.993/2003 with
//! DAER's Ordem de Serviço DTR/022/2011 (refund and revalidation until 3 h
//! before, revalidation only once); Código Civil art. 740 §§ 2º and 3º
//! (no-show, the compensatory fine of at most 5 %); and the Código de
//! Defesa do Consumidor, Lei 8.078/1990 art. 49 (7 days' regret for
//! purchases made online or by phone, paid at once).
//!
//! Exceptions are ranked, highest first, for a withdrawal: a ticket expired,
//! or on an RS line already revalidated, is not refunded; then the right of regret (federal
//! consumer law) refunds in full until departure, even inside RS's last 3 h;
//! then the scope's window (interstate: until departure; RS: until 3 h
//! before); then the carrier's retention. Every refusal found is listed, not
//! only the first.
//!
//! Choices where the texts leave room, each tested in `tests/refund.rs`:
//! - "Até a hora do embarque" includes the instant of departure; "até três
//!   horas antes" includes the instant exactly 3 h before.
//! - Regret days are counted as the Código Civil counts them (art. 132): the
//!   day of purchase is left out and the 7th day counts to its last second.
//! - The year of validity ends on the same-numbered day (or the next day when
//!   the month has none: 29 February → 1 March, CC art. 132 § 3º), inclusive.
//! - `request.kind` absent or `none` gives no section: the UI asks for the
//!   situation it wants to show, the core does not guess one.
//! - No ticket (no fare): the section says whether and until when, with
//!   every amount 0 and the reason `fare_needed`.
//! - A `no_show`, an `interruption` or a `passenger_interrupts` asked before
//!   departure is decided as a withdrawal (reason `not_departed_yet`).
//! - A new fare, or a lower class fare, of 0 means "not given".
//! - Who boards at a later scheduled stop (`trip.boarding`) has every limit
//!   here counted from that boarding, their own departure; the benefits'
//!   deadlines stay at the line's start, as Decreto 8.537 art. 13 says.
//!
//! ```
//! use embarque::rules::{evaluate_json, money::Cents, refund::OptionKey};
//! let r = evaluate_json(r#"{"now":"2026-12-18T22:30:00-03:00",
//!   "trip":{"scope":"interstate","departure":"2026-12-20T22:30:00-03:00"},
//!   "ticket":{"fareCents":25000},
//!   "request":{"kind":"withdrawal"}}"#).unwrap();
//! let d = r.refund.unwrap();
//! assert!(d.allowed);
//! assert_eq!((d.refund_cents, d.retention_cents), (Cents(23750), Cents(1250)));
//! assert_eq!(d.deadline.as_deref(), Some("2026-12-20T22:30:00-03:00"));
//! assert_eq!(d.options, vec![OptionKey::Refund, OptionKey::Revalidate]);
//! ```

use super::input::{Case, Instant, TicketFacts};
use super::law::{cite, Citation, Instrument::*};
use super::money::Cents;
use super::params::{self, Param, Row};
use super::query::{Channel, RequestKind, Scope, Service};
use crate::keyed;
use chrono::{Datelike, Days, Months, NaiveDate, TimeDelta};
use serde::Serialize;

keyed! {
    /// What the passenger may choose.
    pub enum OptionKey {
        /// Take the money back.
        Refund = "refund",
        /// Move the ticket to another day, time or place.
        Revalidate = "revalidate",
        /// Board another company's equivalent service (Lei 11.975 art. 3).
        OtherCarrier = "other_carrier",
        /// Wait for the carrier to resume the trip (Lei 11.975 art. 4).
        WaitForResumption = "wait_for_resumption",
        /// Travel on the late bus (Lei 11.975 art. 3: the money back only
        /// "se assim o passageiro optar").
        WaitForDeparture = "wait_for_departure",
        /// Claim the refund after departure if the seat was resold (CC art. 740 § 2º).
        NoShowClaim = "no_show_claim",
    }
}

keyed! {
    /// Why the refund decision is what it is.
    pub enum Reason {
        AfterDeparture = "after_departure",
        TooLate = "too_late",
        LessThan3hRs = "less_than_3h_rs",
        LessThan3hNotice = "less_than_3h_notice",
        LawPrevailsOver3hNotice = "law_prevails_over_3h_notice",
        RoadRulesApplied = "road_rules_applied",
        AlreadyRevalidated = "already_revalidated",
        TicketExpired = "ticket_expired",
        CreditNotSettled = "credit_not_settled",
        FareNeeded = "fare_needed",
        PurchaseDateNeeded = "purchase_date_needed",
        RightOfRegret = "right_of_regret",
        CompensatoryFine = "compensatory_fine",
        NewFareNeeded = "new_fare_needed",
        DearerFareDifferenceDue = "dearer_fare_difference_due",
        /// Added: interstate, a dearer fare on the same (or a lower)
        /// category costs nothing more: the ticket keeps the fare's
        /// updated value (Lei 11.975/2009 art. 13 § 1º; Res. ANTT
        /// 4.282/2014 art. 7º § 2º charges a higher category only).
        SameCategoryKeepsFareValue = "same_category_keeps_fare_value",
        CheaperFareNotRefunded = "cheaper_fare_not_refunded",
        LateRebookingFee = "late_rebooking_fee",
        /// Added: interstate and international, the bus has left but the
        /// ticket is rebooked within its year (Res. ANTT 4.282/2014 art. 7º
        /// §§ 1º and 5º).
        RebookingAfterDepartureWithinValidity = "rebooking_after_departure_within_validity",
        /// Added: after departure, the purchase date is needed to know the
        /// ticket's year of validity, until which it may be rebooked.
        PurchaseDateNeededForValidity = "purchase_date_needed_for_validity",
        /// Added: interstate and international, a rebooking to a cheaper
        /// (lower category) service gives the difference back (Res. ANTT
        /// 4.282/2014 art. 7º § 2º).
        CheaperFareDifferenceRefunded = "cheaper_fare_difference_refunded",
        /// Added: interstate, a cheaper fare whose service is not said to
        /// be of a lower category (`newService` absent, the same or higher;
        /// Res. ANTT 4.282/2014 art. 7º § 2º).
        CheaperFareRefundedOnlyInLowerCategory = "cheaper_fare_refunded_only_in_lower_category",
        NotDepartedYet = "not_departed_yet",
        SeatResold = "seat_resold",
        SeatNotResold = "seat_not_resold",
        DelayOver1h = "delay_over_1h",
        DelayNotOver1h = "delay_not_over_1h",
        InterruptionOver3h = "interruption_over_3h",
        InterruptionWithin3h = "interruption_within_3h",
        PassengerInterrupted = "passenger_interrupted",
        ClassDifferenceRefunded = "class_difference_refunded",
        NoClassDifference = "no_class_difference",
        LowerClassFareNeeded = "lower_class_fare_needed",
    }
}

keyed! {
    /// What else the passenger should know about the situation.
    pub enum Notice {
        FoodAndLodging = "food_and_lodging_at_carrier_expense",
        OverbookedSeat = "overbooked_seat_food_and_lodging",
        ForcedUpgradeCostsNothing = "forced_upgrade_costs_nothing",
        RefundMayBePaidAfterTrip = "refund_may_be_paid_after_trip",
        RevalidationOnceOnly = "revalidation_once_only",
        RsAnyDayTimeOrPlace = "rs_any_day_time_or_place",
        ExpiredTicketWhatRemains = "expired_ticket_what_remains",
        InternationalExchangeRate = "international_refund_at_days_exchange_rate",
    }
}

/// The refund section of the report.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RefundDecision {
    /// Added: the situation decided.
    pub kind: RequestKind,
    /// Whether the law gives the passenger what they ask for, now.
    pub allowed: bool,
    /// What comes back (0 when nothing, or when the fare is unknown); for a
    /// delay of an hour or less, refused, what the cancellation it offers
    /// returns.
    pub refund_cents: Cents,
    /// What the carrier keeps as a compensatory fine.
    pub retention_cents: Cents,
    /// Added: the percentage behind `retention_cents` (0 under the right of regret).
    pub retention_percent: u32,
    /// What the passenger pays: a dearer fare's difference plus any late fee.
    pub amount_due_cents: Cents,
    /// Added: the late-rebooking fee included in `amount_due_cents`.
    pub rebooking_fee_cents: Cents,
    /// Added: the most the carrier may charge for a late rebooking (20 % of
    /// the fare, rounded down), when its policy does not say what it charges.
    pub rebooking_fee_cap_cents: Option<Cents>,
    /// Added: the late-rebooking fee, percent, that the carrier's policy
    /// states for a rebooking after the 3 h limit, said before the limit
    /// too (Res. ANTT 4.282/2014 art. 7º § 5º: interstate and international
    /// rebookings and missed buses); null when the policy does not state
    /// it (up to 20 %) or where no such fee applies.
    pub late_rebooking_fee_percent: Option<u32>,
    /// The last instant at which the action is allowed (RFC 3339, in the
    /// departure's offset); past when the action is refused for lateness.
    pub deadline: Option<String>,
    /// Added: the 3 h notice limit (departure − 3 h), for the timeline.
    pub notice_limit: Option<String>,
    /// Added: the last instant of the right of regret, when it applies.
    pub regret_until: Option<String>,
    /// Days the carrier has to pay (0: immediately).
    pub pay_within_days: Option<i64>,
    /// Added: the date by which the carrier must pay, counted from today;
    /// `None` while a credit purchase is unsettled.
    pub pay_by: Option<String>,
    /// Added: the carrier may pay after the trip (a class downgrade).
    pub refund_after_trip: bool,
    /// Added: food and lodging while waiting are at the carrier's expense.
    pub food_and_lodging: bool,
    /// Added: the last day of the ticket's validity, `YYYY-MM-DD`.
    pub expires_on: Option<String>,
    pub options: Vec<OptionKey>,
    pub reasons: Vec<Reason>,
    /// Added: what else the passenger should know.
    pub notices: Vec<Notice>,
    pub citations: Vec<Citation>,
}

impl RefundDecision {
    fn new(kind: RequestKind) -> Self {
        RefundDecision {
            kind,
            allowed: false,
            refund_cents: Cents::ZERO,
            retention_cents: Cents::ZERO,
            retention_percent: 0,
            amount_due_cents: Cents::ZERO,
            rebooking_fee_cents: Cents::ZERO,
            rebooking_fee_cap_cents: None,
            late_rebooking_fee_percent: None,
            deadline: None,
            notice_limit: None,
            regret_until: None,
            pay_within_days: None,
            pay_by: None,
            refund_after_trip: false,
            food_and_lodging: false,
            expires_on: None,
            options: Vec::new(),
            reasons: Vec::new(),
            notices: Vec::new(),
            citations: Vec::new(),
        }
    }

    fn cite(&mut self, c: Citation) {
        super::law::cite_once(&mut self.citations, c);
    }

    fn offer(&mut self, o: OptionKey) {
        if !self.options.contains(&o) {
            self.options.push(o);
        }
    }
}

const LEI_11975_ART_2: Citation = cite(Lei11975, "art. 2º");
const LEI_11975_ART_1_PU: Citation = cite(Lei11975, "art. 1º, parágrafo único");
const LEI_11975_ART_4_PU: Citation = cite(Lei11975, "art. 4º, parágrafo único");
const LEI_11975_ART_5: Citation = cite(Lei11975, "art. 5º");
const LEI_11975_ART_6: Citation = cite(Lei11975, "art. 6º");
const LEI_11975_ART_12: Citation = cite(Lei11975, "art. 12");
const LEI_11975_ART_12_1: Citation = cite(Lei11975, "art. 12, § 1º");
const LEI_11975_ART_12_2: Citation = cite(Lei11975, "art. 12, § 2º");
const LEI_11975_ART_13: Citation = cite(Lei11975, "art. 13");
const LEI_11975_ART_13_S1: Citation = cite(Lei11975, "art. 13, § 1º");
const LEI_11975_ART_13_S3: Citation = cite(Lei11975, "art. 13, § 3º");
const LEI_11975_ART_15: Citation = cite(Lei11975, "art. 15");
const RES_1383_XIV: Citation = cite(ResAntt1383, "art. 6º, XIV");
const RES_1383_XV: Citation = cite(ResAntt1383, "art. 6º, XV");
const RES_1383_XIX: Citation = cite(ResAntt1383, "art. 6º, XIX");
const RES_1383_PU: Citation = cite(ResAntt1383, "art. 6º, parágrafo único");
const RS_REFUND: Citation = cite(LeiRs11993, "Devolução ou Cancelamento");
const RES_4282_7_1: Citation = cite(ResAntt4282, "art. 7º, § 1º");
const RES_4282_7_2: Citation = cite(ResAntt4282, "art. 7º, § 2º");
const CC_740_2: Citation = cite(CodigoCivil, "art. 740, § 2º");

/// Decides the refund section for the passenger's request, or `None` when
/// there is no request or it is of kind `none`.
///
/// ```
/// use embarque::rules::evaluate_json;
/// let r = evaluate_json(r#"{"now":"2026-12-20T20:30:00-03:00",
///   "trip":{"scope":"intermunicipal_rs","departure":"2026-12-20T22:30:00-03:00"},
///   "ticket":{"fareCents":25000}, "request":{"kind":"withdrawal"}}"#).unwrap();
/// let d = r.refund.unwrap();
/// assert!(!d.allowed);
/// assert_eq!(d.deadline.as_deref(), Some("2026-12-20T19:30:00-03:00"));
/// ```
pub fn decide(case: &Case) -> Option<RefundDecision> {
    let request = case.request.as_ref()?;
    let mut d = match request.kind {
        RequestKind::None => return None,
        RequestKind::Withdrawal => withdrawal(case, RequestKind::Withdrawal),
        RequestKind::Revalidation => revalidation(case),
        RequestKind::NoShow => no_show(case, request.seat_resold),
        RequestKind::Delay => delay(case, request.delay_minutes),
        RequestKind::Interruption => interruption(case, request.interruption_minutes),
        RequestKind::PassengerInterrupts => passenger_interrupts(case),
        RequestKind::Downgrade => downgrade(case, request.lower_class_fare),
    };
    // Lei 11.975/2009 art. 13 § 3º: an international ticket is refunded at
    // its value in the foreign currency at the day's rate; the amount here
    // is the fare's, in reais.
    if case.trip.scope == Scope::International && d.refund_cents > Cents::ZERO {
        d.notices.push(Notice::InternationalExchangeRate);
        d.cite(LEI_11975_ART_13_S3);
    }
    if let Some((last, _)) = ticket(case).and_then(|t| validity(case, t)) {
        d.expires_on = Some(super::rfc3339::write_date(last));
    }
    if case.trip.road_rules_stand_in() {
        d.reasons.push(Reason::RoadRulesApplied);
    }
    // Only where a rebooking is on offer: an expired ticket's refusal said
    // the carrier's fee (a review).
    let rebooks = (d.kind == RequestKind::Revalidation && d.allowed)
        || (d.kind == RequestKind::NoShow && d.options.contains(&OptionKey::Revalidate));
    if rebooks && res_4282(case) {
        d.late_rebooking_fee_percent = case.policy.late_rebooking_fee_percent;
    }
    Some(d)
}

// ------------------------------------------------------------ the pieces

/// The row of `p` in force on the trip's date. Embarque decides trips under
/// the texts in force today; a trip dated before a rule's first row reads
/// that first row rather than deciding nothing.
fn row<T: Copy>(p: &Param<T>, case: &Case) -> Row<T> {
    p.at(case.trip_date).unwrap_or(p.rows[0])
}

fn ticket(case: &Case) -> Option<&TicketFacts> {
    case.ticket.as_ref()
}

fn fare(case: &Case) -> Option<Cents> {
    ticket(case).and_then(|t| t.fare)
}

fn rfc3339(t: Instant) -> String {
    super::rfc3339::write(&t)
}

fn minutes_before(t: Instant, minutes: i64) -> Instant {
    TimeDelta::try_minutes(minutes)
        .and_then(|m| t.checked_sub_signed(m))
        .unwrap_or(t)
}

/// When the scope lets the passenger withdraw or revalidate.
struct Window {
    /// The last instant allowed (inclusive).
    last: Instant,
    /// The passenger's boarding (`trip.boarding`, the departure by default)
    /// minus the notice the regulator asks for.
    notice_limit: Instant,
    /// The notice rule itself.
    notice: Row<i64>,
}

/// Interstate and international: ANTT asks for 3 h notice (Res. 1.383 XIX,
/// Res. 4.282 art. 13), but Lei 11.975 art. 2 allows it until boarding, so
/// the window closes at departure. Intermunicipal RS: until 3 h before
/// (Lei RS 11.993/2003 with DAER OS DTR/022/2011). Lei 11.975 art. 1 names
/// intermunicipal lines too, so its art. 2 could be read to reach RS; the
/// issue follows the state rule and the carrier's page, and so do we.
/// Both count from the passenger's own boarding (see `Case::departed`).
fn window(case: &Case, rebooking: bool) -> Window {
    let boarding = case.trip.boarding;
    match case.trip.scope {
        Scope::IntermunicipalRs => {
            // The carrier's page gives each its own 3 h: the refund's under
            // DTR/022/2011, the rebooking's under Lei RS 11.993/2003 alone.
            let rs = match rebooking {
                true => &params::RS_REVALIDATION_NOTICE_MIN,
                false => &params::RS_NOTICE_MIN,
            };
            let notice = row(rs, case);
            let limit = minutes_before(boarding, notice.value);
            Window {
                last: limit,
                notice_limit: limit,
                notice,
            }
        }
        Scope::Interstate | Scope::International => {
            let notice = row(&params::ANTT_NOTICE_MIN, case);
            Window {
                last: boarding,
                notice_limit: minutes_before(boarding, notice.value),
                notice,
            }
        }
    }
}

/// The last nanosecond of a second: a day's end at 23:59:59 holds to its
/// close (the Report writes instants to the whole second).
const LAST_NANO: u32 = 999_999_999;

/// CDC art. 49: the last instant of the right of regret of a ticket bought
/// online or by phone, the end of the 7th day after the purchase and never
/// after departure. `None` at the counter or without a purchase date.
fn right_of_regret_until(case: &Case) -> Option<(Instant, Citation)> {
    regret_until_by(case, case.trip.boarding)
}

/// [`right_of_regret_until`], the passenger boarding at `boards` (a late
/// bus's departure: until it leaves the trip has not begun).
fn regret_until_by(case: &Case, boards: Instant) -> Option<(Instant, Citation)> {
    let t = ticket(case)?;
    if t.channel == Channel::Counter {
        return None;
    }
    let bought = t.purchased_at?;
    let days = row(&params::REGRET_DAYS, case);
    let last_day = bought
        .date_naive()
        .checked_add_days(Days::new(u64::try_from(days.value).ok()?))?;
    // The day ends where the ticket was bought, said in the departure's
    // offset; its whole last second counts (`now` at 23:59:59.5 had lost it).
    let end = last_day
        .and_hms_nano_opt(23, 59, 59, LAST_NANO)?
        .and_local_timezone(*bought.offset())
        .single()?
        .with_timezone(case.trip.departure.offset());
    Some((end.min(boards), days.citation))
}

/// Lei 11.975 art. 1: the last day of a ticket's year of validity, counted
/// from its issue as the Código Civil counts months (art. 132 § 3º).
fn validity(case: &Case, t: &TicketFacts) -> Option<(NaiveDate, Citation)> {
    let months = row(&params::TICKET_VALIDITY_MONTHS, case);
    let issued = t.purchased_at?.date_naive();
    Some((add_months_civil(issued, months.value)?, months.citation))
}

/// The last instant of the ticket's year where it was bought, in the
/// departure's offset.
fn validity_end(case: &Case) -> Option<Instant> {
    let t = ticket(case)?;
    let (day, _) = validity(case, t)?;
    let end = day.and_hms_nano_opt(23, 59, 59, LAST_NANO)?;
    let end = end.and_local_timezone(*t.purchased_at?.offset()).single()?;
    Some(end.with_timezone(case.trip.departure.offset()))
}

/// The last instant a revalidation may be asked for. Res. ANTT 1.383/2006
/// art. 6º XIX asked for it 3 h before departure; Res. ANTT 4.282/2014 art.
/// 7º, later, rebooks a ticket "dentro do prazo de validade" (§ 1º, as Lei
/// 11.975/2009 art. 1º sole paragraph) and lets the carrier charge up to 20 %
/// "a partir de 3 horas antes do horário do início da viagem até a data de
/// validade do bilhete" (§ 5º): on interstate and international lines a
/// missed bus is rebooked until the ticket's year ends, and a ticket whose
/// year is not known (no purchase date) until departure. RS lines keep Lei
/// RS 11.993/2003's 3 h, and trips before Res. 4.282 Res. 1.383's 3 h.
fn revalidation_last(case: &Case, w: &Window) -> Instant {
    if !res_4282(case) {
        return w.notice_limit;
    }
    match validity_end(case) {
        Some(end) => end.max(w.last),
        None => w.last,
    }
}

/// Whether Res. ANTT 4.282/2014 governs the rebooking: interstate and
/// international lines, from its date.
fn res_4282(case: &Case) -> bool {
    res_4282_on(case.trip.scope, case.trip_date)
}

fn res_4282_on(scope: Scope, trip_date: NaiveDate) -> bool {
    scope != Scope::IntermunicipalRs
        && params::LATE_REBOOKING_FEE_CAP_PERCENT
            .at(trip_date)
            .is_some()
}

/// Whether a rebooking keeps the fare's value, so no new fare is needed:
/// under Res. ANTT 4.282/2014, in the ticket's own category (its art. 7º
/// § 2º has a higher one's difference paid; Lei 11.975/2009 art. 13 § 1º).
/// No new service is the ticket's own. The page asks for the new fare only
/// where this is false, so the two cannot drift.
pub fn rebooking_keeps_fare_value(
    scope: Scope,
    trip_date: NaiveDate,
    service: Service,
    new_service: Option<Service>,
) -> bool {
    res_4282_on(scope, trip_date) && new_service.is_none_or(|s| s == service)
}

/// `d` plus `months`: the same-numbered day, or the day after the month's
/// end when that month has no such day.
fn add_months_civil(d: NaiveDate, months: u32) -> Option<NaiveDate> {
    let total = i64::from(d.year()) * 12 + i64::from(d.month0()) + i64::from(months);
    let year = i32::try_from(total.div_euclid(12)).ok()?;
    let month = u32::try_from(total.rem_euclid(12)).ok()? + 1;
    NaiveDate::from_ymd_opt(year, month, d.day())
        .or_else(|| NaiveDate::from_ymd_opt(year, month, 1)?.checked_add_months(Months::new(1)))
}

/// What bars a ticket from being refunded or revalidated whatever the time:
/// on an RS line, revalidated already (only once, and "só será devolvido o
/// valor se o mesmo não estiver revalidado", Lei RS 11.993/2003, a state
/// law: interstate and international lines follow Res. ANTT 4.282/2014
/// art. 7º, which sets no such limit), or past its year of validity.
fn ticket_bars(case: &Case, d: &mut RefundDecision) -> bool {
    let Some(t) = ticket(case) else { return false };
    let mut barred = false;
    let once = row(&params::REVALIDATION_MAX_TIMES, case);
    if case.trip.scope == Scope::IntermunicipalRs && u32::from(t.revalidated) >= once.value {
        d.reasons.push(Reason::AlreadyRevalidated);
        d.cite(once.citation);
        barred = true;
    }
    // Past the instant its year ends (where it was bought), as the deadline reads it.
    if let Some((_, citation)) = validity(case, t) {
        if validity_end(case).is_some_and(|end| case.now > end) {
            d.reasons.push(Reason::TicketExpired);
            d.notices.push(Notice::ExpiredTicketWhatRemains);
            d.cite(citation);
            d.cite(LEI_11975_ART_13);
            barred = true;
        }
    }
    barred
}

/// The deadline (`last`) and notice limit of a withdrawal or revalidation,
/// as the ticket allows them. The deadline is the last instant at which the
/// action is allowed: a ticket barred whatever the time has none, nor a
/// notice limit. A year that ends before the trip ends the deadline with it
/// (the page said "até 22:30 de 20/12" above "válida até 19/12"), and a 3 h
/// notice limit after that end never comes into play (the timeline read
/// "com 22 h 30 min de aviso").
fn set_deadline(case: &Case, d: &mut RefundDecision, barred: bool, last: Instant, notice: Instant) {
    if barred {
        return;
    }
    let end = validity_end(case);
    let within = |t: Instant| end.is_none_or(|end| t <= end);
    d.notice_limit = within(notice).then(|| rfc3339(notice));
    d.deadline = Some(rfc3339(end.map_or(last, |end| last.min(end))));
}

/// Whether a withdrawal would be allowed now (for the `options` of other
/// decisions).
fn may_withdraw(case: &Case) -> bool {
    let mut scratch = RefundDecision::new(RequestKind::Withdrawal);
    let regret = right_of_regret_until(case);
    let in_regret = regret.is_some_and(|(until, _)| case.now <= until);
    !ticket_bars(case, &mut scratch) && (case.now <= window(case, false).last || in_regret)
}

/// Until a late bus leaves the passenger has not boarded: Lei 11.975/2009
/// art. 2º refunds "antes de configurado o embarque". The instant it leaves
/// while that is still ahead, interstate and international (an RS line's
/// 3 h before the scheduled time stand).
fn late_bus_leaves(case: &Case, minutes: i64) -> Option<Instant> {
    let mut scratch = RefundDecision::new(RequestKind::Withdrawal);
    let leaves = window(case, false).last + chrono::Duration::minutes(minutes.max(0));
    (case.trip.scope != Scope::IntermunicipalRs
        && !ticket_bars(case, &mut scratch)
        && case.now <= leaves)
        .then_some(leaves)
}

/// Whether a revalidation would be allowed now.
fn may_revalidate(case: &Case) -> bool {
    let mut scratch = RefundDecision::new(RequestKind::Revalidation);
    let w = window(case, true);
    !ticket_bars(case, &mut scratch) && case.now <= revalidation_last(case, &w)
}

/// Offers the rebooking, when the ticket allows it now, and says the
/// carrier's fee where it may charge one: interstate, inside the last 3 h
/// and after departure (Res. ANTT 4.282/2014 art. 7º § 5º), unless its
/// policy says it charges none. A no-show or a withdrawal's answer offered
/// it without a word of the fee the rebooking's own answer states.
fn offer_rebooking(case: &Case, d: &mut RefundDecision) {
    if !may_revalidate(case) {
        return;
    }
    d.offer(OptionKey::Revalidate);
    if res_4282(case) && case.now > window(case, true).notice_limit {
        say_late_fee(case, d);
    }
}

/// Says the carrier may charge its late-rebooking fee, up to 20 % (Res. ANTT
/// 4.282/2014 art. 7º § 5º): not for a carrier whose policy says it charges
/// nothing.
fn say_late_fee(case: &Case, d: &mut RefundDecision) {
    let cap = row(&params::LATE_REBOOKING_FEE_CAP_PERCENT, case);
    let percent = case.policy.late_rebooking_fee_percent.unwrap_or(cap.value);
    // A fee that rounds down to nothing is none (4 centavos at 20 %).
    let nothing = fare(case).is_some_and(|f| f.percent_floor(percent) == Cents::ZERO);
    if percent != 0 && !nothing {
        d.reasons.push(Reason::LateRebookingFee);
        d.cite(cap.citation);
    }
}

/// Explains why the window has closed: `too_late` plus `after_departure`,
/// `less_than_3h_rs` or `less_than_3h_notice`.
fn too_late(case: &Case, d: &mut RefundDecision) {
    d.reasons.push(Reason::TooLate);
    // Inside the last 3 h, an RS line's own rule, or before Res. ANTT
    // 4.282/2014 the federal notice of Res. 1.383 art. 6º XIX (it read the
    // RS rule for an interstate rebooking dated 2013, a time audit).
    d.reasons.push(if case.departed() {
        Reason::AfterDeparture
    } else if case.trip.scope == Scope::IntermunicipalRs {
        Reason::LessThan3hRs
    } else {
        Reason::LessThan3hNotice
    });
}

/// Lei 11.975 art. 2 sole paragraph and art. 14: the carrier pays within 30
/// days of the request (immediately after a long delay, art. 3); art. 15: a
/// ticket bought on credit is refunded only once the debt is settled.
fn pay(case: &Case, d: &mut RefundDecision, days: Row<i64>) {
    pay_counting_from(case, d, days, case.now);
}

/// [`pay`], the days counted from `from`'s date.
fn pay_counting_from(case: &Case, d: &mut RefundDecision, days: Row<i64>, from: Instant) {
    d.pay_within_days = Some(days.value);
    d.cite(days.citation);
    if ticket(case).is_some_and(|t| t.paid_by_credit && !t.credit_settled) {
        d.reasons.push(Reason::CreditNotSettled);
        d.cite(LEI_11975_ART_15);
        return;
    }
    d.pay_by = u64::try_from(days.value)
        .ok()
        .and_then(|n| from.date_naive().checked_add_days(Days::new(n)))
        .map(super::rfc3339::write_date);
}

/// The whole fare back, with no retention (or `fare_needed`).
fn full_fare_back(case: &Case, d: &mut RefundDecision) {
    match fare(case) {
        Some(f) => d.refund_cents = f,
        None => d.reasons.push(Reason::FareNeeded),
    }
}

/// Código Civil art. 740 § 3º (Res. 1.383 art. 6º sole paragraph): the
/// carrier may keep up to 5 % as a compensatory fine, rounded down; the
/// refund is the rest, so not a centavo is lost.
fn fare_minus_retention(case: &Case, d: &mut RefundDecision, percent: u32) {
    let Some(f) = fare(case) else {
        d.reasons.push(Reason::FareNeeded);
        return;
    };
    let retention = f.percent_floor(percent);
    d.retention_percent = percent;
    d.retention_cents = retention;
    d.refund_cents = f.saturating_sub_to_zero(retention);
    if retention.0 > 0 {
        d.reasons.push(Reason::CompensatoryFine);
        d.cite(row(&params::RETENTION_CAP_PERCENT, case).citation);
        // Its "devolução prevista no inciso XIX" is a withdrawal with 3 h
        // notice; later (and a resold seat's no-show) the Código Civil alone.
        let noticed = case.now <= window(case, false).notice_limit;
        if case.trip.scope != Scope::IntermunicipalRs && noticed {
            d.cite(RES_1383_PU);
        }
    }
}

/// Lei 11.975 art. 5 and Res. 1.383 XV: food and, when needed, lodging at
/// the carrier's expense while the trip is delayed or interrupted.
fn food_and_lodging(case: &Case, d: &mut RefundDecision) {
    d.food_and_lodging = true;
    d.notices.push(Notice::FoodAndLodging);
    d.cite(LEI_11975_ART_5);
    if case.trip.scope != Scope::IntermunicipalRs {
        d.cite(RES_1383_XV);
    }
}

// -------------------------------------------------------------- the rules

/// A withdrawal: whether the fare comes back, how much, and until when.
fn withdrawal(case: &Case, kind: RequestKind) -> RefundDecision {
    let mut d = RefundDecision::new(kind);
    let w = window(case, false);
    let regret = right_of_regret_until(case);
    let in_regret = regret.is_some_and(|(until, _)| case.now <= until);
    d.regret_until = regret.map(|(until, _)| rfc3339(until));
    match case.trip.scope {
        Scope::IntermunicipalRs => {
            d.cite(w.notice.citation);
            d.cite(RS_REFUND);
        }
        Scope::Interstate | Scope::International => {
            d.cite(LEI_11975_ART_2);
            d.cite(RES_1383_XIX);
            d.cite(w.notice.citation);
        }
    }
    if ticket(case).is_some_and(|t| t.channel != Channel::Counter && t.purchased_at.is_none()) {
        d.reasons.push(Reason::PurchaseDateNeeded);
    }
    let barred = ticket_bars(case, &mut d);
    let last = regret.map_or(w.last, |(until, _)| w.last.max(until));
    set_deadline(case, &mut d, barred, last, w.notice_limit);
    let in_window = case.now <= w.last;
    // On RS lines DAER refunds until 3 h before (Lei RS 11.993/2003, OS
    // DTR/022/2011); the federal Lei 8.078/1990 art. 49, which the carrier's
    // page links, gives 7 days' regret to a purchase made online or by phone:
    // the higher law wins, inside those 3 h too.
    if !in_window && !in_regret {
        too_late(case, &mut d);
        if !barred {
            d.offer(OptionKey::NoShowClaim);
            d.cite(CC_740_2);
        }
    }
    d.allowed = !barred && (in_window || in_regret);
    // Offered even when the refund is refused: after an interstate departure
    // the ticket is still rebooked within its year (Res. ANTT 4.282/2014).
    if !d.allowed {
        offer_rebooking(case, &mut d);
        return d;
    }
    d.offer(OptionKey::Refund);
    offer_rebooking(case, &mut d);
    if in_regret {
        // CDC art. 49 outranks the carrier's fine and RS's 3 h: within 7 days
        // of a purchase away from the counter the whole fare comes back.
        d.reasons.push(Reason::RightOfRegret);
        if let Some((_, c)) = regret {
            d.cite(c);
        }
        full_fare_back(case, &mut d);
    } else {
        if case.now > w.notice_limit {
            // ANTT's resolutions ask for 3 h notice, but Lei 11.975/2009
            // art. 2, a later statute and above any resolution, refunds on a
            // simple declaration until boarding: the law prevails.
            d.reasons.push(Reason::LawPrevailsOver3hNotice);
        }
        fare_minus_retention(case, &mut d, case.policy.retention_percent);
    }
    // CDC art. 49 sole paragraph pays a regret "de imediato", not within
    // Lei 11.975 art. 2º's 30 days.
    let days = match in_regret {
        true => &params::REGRET_PAY_DAYS,
        false => &params::REFUND_PAY_DAYS,
    };
    pay(case, &mut d, row(days, case));
    d
}

/// A revalidation: to another day or time (on RS lines any place the carrier
/// serves, once). A dearer fare's difference is paid on RS lines, and
/// interstate and international for a higher category only; a cheaper
/// one's comes back on those lines for a lower category
/// (`request.newService`).
fn revalidation(case: &Case) -> RefundDecision {
    let mut d = RefundDecision::new(RequestKind::Revalidation);
    let w = window(case, true);
    let rs = case.trip.scope == Scope::IntermunicipalRs;
    let under_4282 = res_4282(case);
    if rs {
        d.cite(w.notice.citation);
        d.cite(row(&params::REVALIDATION_MAX_TIMES, case).citation);
    } else {
        d.cite(LEI_11975_ART_1_PU);
        d.cite(if under_4282 {
            RES_4282_7_1
        } else {
            RES_1383_XIX
        });
    }
    let barred = ticket_bars(case, &mut d);
    let last = revalidation_last(case, &w);
    set_deadline(case, &mut d, barred, last, w.notice_limit);
    let in_window = case.now <= last;
    // A refund may still be open when the rebooking is not: on an RS line
    // inside the last 3 h, a purchase away from the counter within its 7
    // days of regret (CDC art. 49). Then it is offered with its ground, and
    // the no-show claim, which gives back less and only for a seat sold
    // again, is not.
    let refundable = may_withdraw(case);
    let regret = right_of_regret_until(case).filter(|(until, _)| refundable && case.now <= *until);
    // Before the departure with the year unknown: its last day is unknown
    // too, not the departure (the answer after it asks for the date).
    if in_window && !case.departed() && under_4282 && validity_end(case).is_none() && !barred {
        d.reasons.push(Reason::PurchaseDateNeededForValidity);
        d.deadline = None;
    }
    if in_window && case.departed() && !barred {
        d.reasons
            .push(Reason::RebookingAfterDepartureWithinValidity);
        // The missed bus's own claim stays open beside it (CC art. 740 § 2º).
        d.offer(OptionKey::NoShowClaim);
        d.cite(CC_740_2);
    }
    if !in_window {
        // Past the departure with the year unknown: not "too late" (the
        // ticket may well be valid), the purchase date is asked for.
        if under_4282 && validity_end(case).is_none() && !barred {
            d.reasons.push(Reason::PurchaseDateNeededForValidity);
            d.deadline = None;
            d.notice_limit = None;
        } else {
            too_late(case, &mut d);
        }
        if !barred && regret.is_none() {
            d.offer(OptionKey::NoShowClaim);
            d.cite(CC_740_2);
        }
    }
    d.allowed = !barred && in_window;
    if refundable {
        d.offer(OptionKey::Refund);
    }
    if let Some((until, c)) = regret {
        d.regret_until = Some(rfc3339(until));
        d.reasons.push(Reason::RightOfRegret);
        d.cite(c);
    }
    if !d.allowed {
        return d;
    }
    d.offer(OptionKey::Revalidate);
    if rs {
        d.notices.push(Notice::RevalidationOnceOnly);
        d.notices.push(Notice::RsAnyDayTimeOrPlace);
    }
    let Some(f) = fare(case) else {
        d.reasons.push(Reason::FareNeeded);
        return d;
    };
    // Res. 4.282/2014 art. 7 § 5º: inside the last 3 h, interstate, the
    // carrier may charge its fee, rounded down, capped when the policy is read.
    // (Not on a trip before it: offer_rebooking asks the same.)
    if under_4282 && case.now > w.notice_limit {
        let cap = row(&params::LATE_REBOOKING_FEE_CAP_PERCENT, case);
        let fee = case.policy.late_rebooking_fee_percent;
        d.rebooking_fee_cents = f.percent_floor(fee.unwrap_or(0));
        // The most it may charge, for a passenger who does not know its fee;
        // a policy that states it (0 too) has said what it charges.
        d.rebooking_fee_cap_cents = fee.is_none().then(|| f.percent_floor(cap.value));
        say_late_fee(case, &mut d);
    }
    let new_fare = case.request.as_ref().map_or(Cents::ZERO, |r| r.new_fare);
    // The services are declared in their categories' order; none given is
    // the ticket's own.
    let new_service = case.request.as_ref().and_then(|r| r.new_service);
    let lower = new_service.is_some_and(|s| s < case.trip.service);
    let same_category = rebooking_keeps_fare_value(
        case.trip.scope,
        case.trip_date,
        case.trip.service,
        new_service,
    );
    let difference = if new_fare == Cents::ZERO && !same_category {
        d.reasons.push(Reason::NewFareNeeded);
        Cents::ZERO
    } else if (new_fare == Cents::ZERO || new_fare > f) && same_category {
        // No new fare is needed for it either: "Informe o preço da nova
        // passagem para calcular a diferença" stood over "Nada a pagar".
        // Res. ANTT 4.282/2014 art. 7º § 2º has the difference paid for a
        // higher category only; on the same service the ticket keeps the
        // fare's updated value (Lei 11.975/2009 art. 13 § 1º).
        d.reasons.push(Reason::SameCategoryKeepsFareValue);
        d.cite(RES_4282_7_2);
        d.cite(LEI_11975_ART_13_S1);
        Cents::ZERO
    } else if new_fare > f {
        d.reasons.push(Reason::DearerFareDifferenceDue);
        if under_4282 {
            d.cite(RES_4282_7_2);
        }
        new_fare.saturating_sub_to_zero(f)
    } else {
        if new_fare < f && rs {
            d.reasons.push(Reason::CheaperFareNotRefunded);
        } else if new_fare < f && under_4282 {
            d.cite(RES_4282_7_2);
            if lower {
                d.reasons.push(Reason::CheaperFareDifferenceRefunded);
                d.refund_cents = f.saturating_sub_to_zero(new_fare);
                d.cite(LEI_11975_ART_12_2);
                pay(case, &mut d, row(&params::REFUND_PAY_DAYS_OTHER, case));
            } else {
                d.reasons
                    .push(Reason::CheaperFareRefundedOnlyInLowerCategory);
            }
        }
        Cents::ZERO
    };
    d.amount_due_cents = difference
        .checked_add(d.rebooking_fee_cents)
        .unwrap_or(Cents(i64::MAX));
    d
}

/// Código Civil art. 740 § 2º: who did not board gets nothing back, unless
/// another passenger was carried in the seat; then the fare less the fine.
fn no_show(case: &Case, seat_resold: bool) -> RefundDecision {
    if let Some(d) = not_departed_yet(case, RequestKind::NoShow) {
        return d;
    }
    let mut d = RefundDecision::new(RequestKind::NoShow);
    d.cite(CC_740_2);
    // A revalidated or expired ticket is not refunded (the carrier's page,
    // Lei RS 11.993/2003; Lei 11.975 art. 1º and art. 13 § 1º): the no-show
    // route must not pay what a timely withdrawal would refuse.
    if ticket_bars(case, &mut d) {
        return d;
    }
    if !may_revalidate(case) && res_4282(case) && validity_end(case).is_none() {
        d.reasons.push(Reason::PurchaseDateNeededForValidity);
    }
    if !seat_resold {
        d.reasons.push(Reason::SeatNotResold);
        offer_rebooking(case, &mut d);
        return d;
    }
    d.allowed = true;
    d.offer(OptionKey::Refund);
    d.reasons.push(Reason::SeatResold);
    fare_minus_retention(case, &mut d, case.policy.retention_percent);
    pay(case, &mut d, row(&params::REFUND_PAY_DAYS_OTHER, case));
    offer_rebooking(case, &mut d);
    d
}

/// A request about a trip that cannot have happened yet (a missed bus, a
/// trip broken off by the carrier or by the passenger, asked before the
/// passenger's departure): decided as the withdrawal it can only be, Lei
/// 11.975 art. 2º ("Nothing is given back" stood for a trip 12 days away,
/// a passengers' pass).
fn not_departed_yet(case: &Case, kind: RequestKind) -> Option<RefundDecision> {
    (!case.departed()).then(|| {
        let mut d = withdrawal(case, kind);
        d.reasons.insert(0, Reason::NotDepartedYet);
        d
    })
}

/// Lei 11.975 art. 3: a departure (from the start or a scheduled stop) more
/// than 1 h late gives the choice of another company's equivalent service or
/// the whole fare back at once. Overbooking (Res. 1.383 XV) is noticed too.
fn delay(case: &Case, minutes: i64) -> RefundDecision {
    let mut d = RefundDecision::new(RequestKind::Delay);
    let threshold = row(&params::DELAY_THRESHOLD_MIN, case);
    d.cite(threshold.citation);
    if minutes > 0 {
        food_and_lodging(case, &mut d);
    }
    if case.trip.scope != Scope::IntermunicipalRs {
        d.notices.push(Notice::OverbookedSeat);
        d.cite(RES_1383_XV);
    }
    if minutes <= threshold.value {
        // No right of the delay's own; the ticket's stand (it read
        // "R$ 0,00" and nothing to do).
        d.reasons.push(Reason::DelayNotOver1h);
        // A purchase's regret holds until the late bus leaves: the trip has
        // not begun (a passenger's pass: an RS line's ended at the time on
        // the ticket, an interstate one's was not said).
        let late = case.trip.boarding + chrono::Duration::minutes(minutes.max(0));
        let barred = ticket_bars(case, &mut RefundDecision::new(RequestKind::Withdrawal));
        let regret = regret_until_by(case, late).filter(|(u, _)| !barred && case.now <= *u);
        // Until the late bus leaves, asked before the time on the ticket as
        // after it (before, it had neither deadline nor article); an RS
        // line's own window otherwise, said with its limit and its ground.
        if let Some(leaves) = late_bus_leaves(case, minutes) {
            d.offer(OptionKey::Refund);
            d.deadline = Some(rfc3339(leaves));
            d.cite(LEI_11975_ART_2);
        } else if may_withdraw(case) || regret.is_some() {
            d.offer(OptionKey::Refund);
            let w = window(case, false);
            if case.now <= w.last {
                d.deadline = withdrawal(case, RequestKind::Withdrawal).deadline;
                d.cite(w.notice.citation);
                d.cite(RS_REFUND);
            }
        }
        if let Some((until, c)) = regret {
            d.reasons.push(Reason::RightOfRegret);
            d.regret_until = Some(rfc3339(until));
            d.cite(c);
            let set = d.deadline.as_deref().and_then(super::rfc3339::instant);
            d.deadline = Some(rfc3339(set.filter(|t| *t >= until).unwrap_or(until)));
        }
        // The refund on offer is the ticket's cancellation: its sum is said
        // ("Receber o dinheiro de volta" stood with no amount, a passengers'
        // pass), the whole fare at once in the regret (CDC art. 49), else
        // the fare less the carrier's fine within 30 days (Lei 11.975 art. 2º).
        if d.options.contains(&OptionKey::Refund) {
            if regret.is_some() {
                full_fare_back(case, &mut d);
                pay(case, &mut d, row(&params::REGRET_PAY_DAYS, case));
            } else {
                fare_minus_retention(case, &mut d, case.policy.retention_percent);
                pay(case, &mut d, row(&params::REFUND_PAY_DAYS, case));
            }
        }
        offer_rebooking(case, &mut d);
        return d;
    }
    d.allowed = true;
    d.offer(OptionKey::OtherCarrier);
    d.offer(OptionKey::Refund);
    d.offer(OptionKey::WaitForDeparture);
    d.reasons.push(Reason::DelayOver1h);
    full_fare_back(case, &mut d);
    pay(case, &mut d, row(&params::DELAY_REFUND_PAY_DAYS, case));
    d
}

/// Lei 11.975 art. 4: the carrier must resume the trip within 3 h; beyond
/// that the whole fare comes back (sole paragraph).
fn interruption(case: &Case, minutes: i64) -> RefundDecision {
    if let Some(d) = not_departed_yet(case, RequestKind::Interruption) {
        return d;
    }
    let mut d = RefundDecision::new(RequestKind::Interruption);
    let limit = row(&params::INTERRUPTION_MAX_MIN, case);
    d.cite(limit.citation);
    if minutes > 0 {
        food_and_lodging(case, &mut d);
    }
    if minutes <= limit.value {
        d.reasons.push(Reason::InterruptionWithin3h);
        d.offer(OptionKey::WaitForResumption);
        return d;
    }
    d.allowed = true;
    // "Fica assegurada ao passageiro a devolução": a right, not an end to
    // the trip; waiting for it to resume stays the passenger's choice.
    d.offer(OptionKey::Refund);
    d.offer(OptionKey::WaitForResumption);
    d.reasons.push(Reason::InterruptionOver3h);
    d.cite(LEI_11975_ART_4_PU);
    full_fare_back(case, &mut d);
    pay(case, &mut d, row(&params::REFUND_PAY_DAYS_OTHER, case));
    d
}

/// Lei 11.975 art. 6: a trip the passenger breaks off at a stop of their own
/// will gives nothing back.
fn passenger_interrupts(case: &Case) -> RefundDecision {
    if let Some(d) = not_departed_yet(case, RequestKind::PassengerInterrupts) {
        return d;
    }
    let mut d = RefundDecision::new(RequestKind::PassengerInterrupts);
    d.reasons.push(Reason::PassengerInterrupted);
    d.cite(LEI_11975_ART_6);
    d
}

/// Lei 11.975 art. 12 § 1º and Res. 1.383 XIV: a lower class than bought
/// refunds the difference, which the carrier may pay after the trip; a
/// forced upgrade costs nothing (art. 12 caput).
fn downgrade(case: &Case, lower_class_fare: Cents) -> RefundDecision {
    let mut d = RefundDecision::new(RequestKind::Downgrade);
    d.cite(LEI_11975_ART_12_1);
    if case.trip.scope != Scope::IntermunicipalRs {
        d.cite(RES_1383_XIV);
    }
    d.notices.push(Notice::ForcedUpgradeCostsNothing);
    d.cite(LEI_11975_ART_12);
    match fare(case) {
        None => d.reasons.push(Reason::FareNeeded),
        Some(_) if lower_class_fare == Cents::ZERO => d.reasons.push(Reason::LowerClassFareNeeded),
        Some(f) if lower_class_fare >= f => {
            d.reasons.push(Reason::NoClassDifference);
            return d;
        }
        Some(f) => {
            d.reasons.push(Reason::ClassDifferenceRefunded);
            d.refund_cents = f.saturating_sub_to_zero(lower_class_fare);
        }
    }
    d.allowed = true;
    d.offer(OptionKey::Refund);
    d.refund_after_trip = true;
    d.notices.push(Notice::RefundMayBePaidAfterTrip);
    // Paid "após a realização da viagem" at the carrier's choice: the days
    // count from the trip when asked before it.
    let from = case.now.max(case.trip.boarding);
    pay_counting_from(
        case,
        &mut d,
        row(&params::REFUND_PAY_DAYS_OTHER, case),
        from,
    );
    d
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).expect("valid test date")
    }

    #[test]
    fn a_year_after_29_february_is_1_march() {
        assert_eq!(
            add_months_civil(day(2024, 2, 29), 12),
            Some(day(2025, 3, 1))
        );
        assert_eq!(
            add_months_civil(day(2024, 2, 29), 48),
            Some(day(2028, 2, 29))
        );
    }

    #[test]
    fn a_month_after_31_january_is_1_march_in_a_common_year() {
        assert_eq!(add_months_civil(day(2025, 1, 31), 1), Some(day(2025, 3, 1)));
        assert_eq!(
            add_months_civil(day(2025, 12, 1), 12),
            Some(day(2026, 12, 1))
        );
    }
}
