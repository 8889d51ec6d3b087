//! Fare benefits: who travels free or at half price, until when, with which
//! documents.
//!
//! Instruments:
//! - **Low-income youth**: Lei 12.852/2013 (Estatuto da Juventude) art. 32;
//!   Decreto 8.537/2015 arts. 13 to 19; ANTT Res. 5.063/2016. Ages 15 to 29
//!   with an ID Jovem, conventional interstate service only (by rail or
//!   water, any class of a regular line, § 1º II–III): two free seats,
//!   then two at 50 % or more, then the carrier's optional discount of at
//!   least 50 % (art. 19). Request 3 h before departure; after that the seats
//!   may be sold but stay available while unsold (§§ 4º–5º); present at the
//!   terminal 30 min before or lose the benefit (§ 6º).
//! - **People aged 60+ on low income**: Lei 10.741/2003 (Estatuto da Pessoa
//!   Idosa, so renamed by Lei 14.423/2022) art. 40; Decreto 9.921/2019
//!   art. 35; ANTT Res. 1.692/2006 (the carrier's page misprints it as
//!   "1962"). Two free seats requested 3 h before departure; beyond them 50 %
//!   off, requested inside a window of 6 h (up to 500 km) or 12 h (over
//!   500 km) before departure.
//! - **A child under six on a lap**: ANTT Res. 1.383/2006 art. 6º XVII and
//!   Decreto 9.579/2018 art. 39: one per responsible adult, when the child
//!   does not occupy a seat.
//! - **Passe Livre**: Lei 8.899/1994, Decreto 3.691/2000 art. 1º and Portaria
//!   MINFRA 1.579/2022: two seats per conventional interstate vehicle for
//!   holders of the credential. The programme sets the details.
//!
//! [`offers`] lists every benefit once, in the order of [`BenefitKind::ALL`],
//! each with its status and the reasons for it; [`best`] picks the cheapest
//! one the passenger can get now. A status is decided by ranked exceptions,
//! strongest first (see [`Status`]), never by the order of `if`s alone.
//!
//! ```
//! use embarque::rules::{evaluate_json, benefits::{BenefitKind, Status}};
//! let r = evaluate_json(r#"{"now":"2026-12-19T22:30:00-03:00",
//!   "trip":{"scope":"interstate","departure":"2026-12-20T22:30:00-03:00"},
//!   "passenger":{"birthDate":"2006-06-15","idJovem":true},
//!   "seats":{"youthFreeTaken":2,"youthDiscountTaken":1},
//!   "ticket":{"fareCents":25000}}"#).unwrap();
//! let half = r.benefits.iter().find(|o| o.benefit == BenefitKind::YouthHalf).unwrap();
//! assert_eq!(half.status, Status::Available);
//! assert_eq!(half.pay_cents, Some(embarque::rules::money::Cents(12500)));
//! assert_eq!(r.best, Some(BenefitKind::YouthHalf));
//! ```

use super::input::{Case, Instant, PassengerFacts};
use super::law::{cite, cite_once, Citation, Instrument::*};
use super::money::Cents;
use super::params::{self, Param};
use super::query::{Mode, Scope};
use crate::keyed;
use chrono::{Datelike, TimeDelta};
use serde::Serialize;

keyed! {
    /// A fare benefit.
    pub enum BenefitKind {
        YouthFree = "youth_free", YouthHalf = "youth_half", YouthCarrierDiscount = "youth_carrier_discount",
        ElderlyFree = "elderly_free", ElderlyHalf = "elderly_half", DisabilityFree = "disability_free",
        ChildLapFree = "child_lap_free",
    }
}

keyed! {
    /// Whether the passenger can get the benefit now. When several apply,
    /// the first in this ranking wins: `not_eligible` (the person or the
    /// trip is outside the law), `not_offered_on_this_departure` (the
    /// reserved seats are not on this departure, or the carrier grants no
    /// optional youth discount of art. 19), `not_needed` (a better tier
    /// of the same benefit is available now), `too_late` (departed),
    /// `sold_out` (the reserved seats are taken), then the clock:
    /// `too_early`, `too_late`, `only_if_unsold` or `available`.
    pub enum Status {
        Available = "available", OnlyIfUnsold = "only_if_unsold", TooEarly = "too_early", TooLate = "too_late",
        SoldOut = "sold_out", NotOfferedOnThisDeparture = "not_offered_on_this_departure", NotEligible = "not_eligible",
        /// Added: a better tier of the same benefit is available now (the
        /// half-price youth seat while a free one is open, say).
        NotNeeded = "not_needed",
    }
}

impl Status {
    /// The benefit is not granted (art. 14 sole paragraph's "when the
    /// benefit is not granted"), as opposed to open, opening later or not
    /// needed: what owes a refusal notice, and what has no price to show.
    pub fn refused(self) -> bool {
        matches!(
            self,
            Status::NotEligible
                | Status::NotOfferedOnThisDeparture
                | Status::TooLate
                | Status::SoldOut
        )
    }
}

keyed! {
    /// Why a benefit has its status, or what the passenger must know about it.
    pub enum Reason {
        // The person.
        AgeOutside15To29 = "age_outside_15_29",
        NoIdJovem = "no_id_jovem",
        SecondRequestSameDay = "second_request_same_day",
        AgeBelow60 = "age_below_60",
        NoIncomeProof = "no_income_proof",
        NoPasseLivre = "no_passe_livre",
        Age6OrOver = "age_6_or_over",
        ChildOccupiesSeat = "child_occupies_seat",
        SecondLapChildPays = "second_lap_child_pays",
        NoAdultOnTheTrip = "no_adult_on_the_trip",
        // The trip and the date.
        IntermunicipalRsNotCovered = "intermunicipal_rs_not_covered",
        InternationalNotCovered = "international_not_covered",
        ServiceNotConventional = "service_not_conventional",
        NotRegularLine = "not_regular_line",
        NotInForceOnTripDate = "not_in_force_on_trip_date",
        CarrierGrantsNoExtraDiscount = "carrier_grants_no_extra_discount",
        CarrierDeclaresNoBenefitSeats = "carrier_declares_no_benefit_seats",
        // Tiers and seats.
        FreeSeatsRemain = "free_seats_remain",
        ReservedYouthSeatsRemain = "reserved_youth_seats_remain",
        FreeSeatsTaken = "free_seats_taken",
        DiscountSeatsTaken = "discount_seats_taken",
        PasseLivreSeatsTaken = "passe_livre_seats_taken",
        BeyondFreeSeats = "for_those_beyond_the_free_seats",
        // The clock.
        Departed = "departed",
        PresentationTimePassed = "presentation_time_passed",
        AfterDeadlineOnlyIfUnsold = "after_deadline_only_if_unsold",
        WindowNotOpenYet = "discount_window_not_open_yet",
        Window6hUpTo500Km = "window_6h_up_to_500_km",
        Window12hOver500Km = "window_12h_over_500_km",
        DistanceUnknownShortWindow = "distance_unknown_short_window_assumed",
        // What to know.
        PresentThirtyMinutesBefore = "present_30_min_before",
        NominalTicket = "ticket_nominal_non_transferable",
        FeesNotIncluded = "fees_tolls_food_not_included",
        FoodNotIncluded = "food_not_included",
        RoundTripMayBeRequested = "round_trip_may_be_requested",
        IdentificationAtBoarding = "identification_at_boarding",
        RefusalNoticeDue = "refusal_notice_due",
        DocumentsCompared = "original_photo_id_compared_with_income_proof",
        /// Added: by rail or water, an ANTT resolution's detail is the bus's.
        RoadRulesApplied = "road_rules_applied",
        MinimumWageUnknown = "minimum_wage_not_in_table",
        MinimumWageOfEarlierYear = "minimum_wage_of_an_earlier_year",
        ProgrammeSetsDetails = "programme_sets_details",
        CarrierSetsConditions = "carrier_sets_conditions",
        OneFreeLapChildPerAdult = "one_free_lap_child_per_adult",
        MinorTravelRulesApply = "minor_travel_rules_apply",
        FareNeededForPrice = "fare_needed_for_price",
    }
}

keyed! {
    /// A document the passenger must show.
    pub enum Document {
        IdJovemCard = "id_jovem_card", PhotoId = "photo_id", IncomeProof = "income_proof",
        /// Added: the elderly's, "qualquer documento pessoal, com fé pública,
        /// que contenha foto" (the carrier's page): not the youth's ID valid
        /// nationwide; a passport will do.
        PersonalPhotoDocument = "personal_photo_document",
        PasseLivreCredential = "passe_livre_credential",
    }
}

/// One benefit offer.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BenefitOffer {
    pub benefit: BenefitKind,
    pub status: Status,
    /// What the passenger pays for the fare with this benefit (terminal
    /// fees, tolls and food apart). `None` for a discount when the query has
    /// no ticket; 0 for a free benefit in any case.
    pub pay_cents: Option<Cents>,
    /// The first instant the benefit may be requested (elderly discount only).
    pub request_from: Option<String>,
    /// The last instant the benefit may be requested and be sure of a seat.
    pub request_by: Option<String>,
    /// The last instant to be at the boarding terminal (youth only).
    pub present_by: Option<String>,
    pub documents: Vec<Document>,
    pub reasons: Vec<Reason>,
    pub citations: Vec<Citation>,
    /// Added: the discount on the fare, percent (100 for a free seat).
    pub discount_percent: u32,
    /// Added: the income ceiling in force on the trip date (elderly only):
    /// two minimum wages.
    pub income_limit_cents: Option<Cents>,
}

/// Every benefit offer for the case, one per [`BenefitKind`] in its order;
/// none when the query has no passenger.
pub fn offers(case: &Case) -> Vec<BenefitOffer> {
    let Some(p) = case.passenger.as_ref() else {
        return Vec::new();
    };
    let youth_free = youth_free_seat(case, p);
    let youth_half = youth_half_price_seat(case, p, &youth_free);
    let youth_extra = youth_carrier_discount(case, p, &[&youth_free, &youth_half]);
    let elderly_free = elderly_free_seat(case, p);
    let elderly_half = elderly_half_price(case, p, &elderly_free);
    let mut all = vec![
        youth_free,
        youth_half,
        youth_extra,
        elderly_free,
        elderly_half,
        passe_livre_seat(case, p),
        child_on_a_lap(case, p),
    ];
    // The decrees grant the seats by rail and water too; what an ANTT
    // resolution adds (windows, procedures) is the road regulator's.
    if case.trip.road_rules_stand_in() {
        for o in &mut all {
            if o.citations
                .iter()
                .any(|c| c.instrument.code().starts_with("Resolução ANTT"))
            {
                o.reason(Reason::RoadRulesApplied);
            }
        }
    }
    all
}

/// The cheapest offer the passenger can get now: status `available` or
/// `only_if_unsold`, lowest known `payCents` first (an unknown price after a
/// known one), `available` before `only_if_unsold` on a tie, then the
/// larger discount (among unknown prices, cheaper whatever the fare), then
/// the order of [`BenefitKind::ALL`]. `None` when nothing can be had.
pub fn best(offers: &[BenefitOffer]) -> Option<BenefitKind> {
    offers
        .iter()
        .enumerate()
        .filter(|(_, o)| obtainable(o.status))
        .min_by_key(|(i, o)| {
            (
                o.pay_cents.is_none(),
                o.pay_cents.unwrap_or(Cents::ZERO),
                o.status != Status::Available,
                std::cmp::Reverse(o.discount_percent),
                *i,
            )
        })
        .map(|(_, o)| o.benefit)
}

fn obtainable(s: Status) -> bool {
    matches!(s, Status::Available | Status::OnlyIfUnsold)
}

// ------------------------------------------------------------ the decision

/// When, by the clock, a benefit can be requested.
#[derive(Clone, Copy)]
enum Clock {
    /// Until departure, no earlier limit.
    UntilDeparture,
    /// Sure until `notice` minutes before departure, then only while the
    /// seat is unsold; lost `present` minutes before departure when set.
    Notice { notice: i64, present: Option<i64> },
    /// From `opens` minutes before departure until departure.
    Window { opens: i64 },
}

/// The facts a status is ranked from, strongest first.
struct Checks {
    ineligible: Vec<Reason>,
    /// A reserved-seat benefit, subject to `trip.benefitSeatsOffered`.
    reserved: bool,
    /// Set when a better tier is available now.
    not_needed: Option<Reason>,
    /// Seats taken, seats reserved, and the reason when none is left.
    seats: Option<(u32, u32, Reason)>,
    clock: Clock,
}

/// Decides the status and the reasons for it by the ranking of [`Status`].
///
/// The deadlines count from the line's start (`s`: Decreto 8.537/2015 art.
/// 13 § 3º keeps section points to "the time defined for the starting point
/// of the line"); whether the bus has left, and the youth's thirty minutes at
/// the terminal (§ 6º), from the passenger's own boarding (`b`), which a
/// later stop puts after the start: unsold seats "continue to be available"
/// (§ 5º) until the bus leaves that stop.
fn rank(case: &Case, c: Checks) -> (Status, Vec<Reason>) {
    let s = case.seconds_to_departure();
    let b = case.seconds_to_boarding();
    if !c.ineligible.is_empty() {
        // Moved, not copied: the offer's list is made of it. Sold out too,
        // it says so: a 65-year-old without the income proof was told the
        // proof was all a free seat needed, both being taken (a UI pass).
        let mut reasons = c.ineligible;
        if let Some((taken, total, why)) = c.seats {
            if taken >= total {
                reasons.push(why);
            }
        }
        return (Status::NotEligible, reasons);
    }
    // The query says so (`trip.benefitSeatsOffered`); the seats are owed on
    // each vehicle (art. 13), so the refusal notice follows.
    if c.reserved && !case.trip.benefit_seats_offered {
        return (
            Status::NotOfferedOnThisDeparture,
            vec![Reason::CarrierDeclaresNoBenefitSeats],
        );
    }
    if let Some(r) = c.not_needed {
        return (Status::NotNeeded, vec![r]);
    }
    // "Até o horário de partida" takes the departure's own instant in, as
    // `requestBy` (the departure, for a discount) and the refunds do.
    if case.departed() {
        return (Status::TooLate, vec![Reason::Departed]);
    }
    if let Some((taken, total, why)) = c.seats {
        if taken >= total {
            return (Status::SoldOut, vec![why]);
        }
    }
    match c.clock {
        Clock::UntilDeparture => (Status::Available, Vec::new()),
        Clock::Notice { notice, present } => {
            if present.is_some_and(|p| b < p * 60) {
                (Status::TooLate, vec![Reason::PresentationTimePassed])
            } else if s >= notice * 60 {
                (Status::Available, Vec::new())
            } else {
                (
                    Status::OnlyIfUnsold,
                    vec![Reason::AfterDeadlineOnlyIfUnsold],
                )
            }
        }
        Clock::Window { opens } => {
            // Compared as instants: whole seconds truncate, and the window
            // opened half a second before its `requestFrom`.
            if case.trip.departure - case.now > chrono::TimeDelta::minutes(opens) {
                (Status::TooEarly, vec![Reason::WindowNotOpenYet])
            } else {
                (Status::Available, Vec::new())
            }
        }
    }
}

/// An offer with no decision yet.
fn blank(kind: BenefitKind) -> BenefitOffer {
    BenefitOffer {
        benefit: kind,
        status: Status::NotEligible,
        pay_cents: Some(Cents::ZERO),
        request_from: None,
        request_by: None,
        present_by: None,
        documents: Vec::new(),
        // Room for an offer's usual lists at once: growing them 4, 8, 16
        // took some 80 reallocations per evaluation of the full query.
        reasons: Vec::with_capacity(8),
        citations: Vec::with_capacity(16),
        discount_percent: 100,
        income_limit_cents: None,
    }
}

impl BenefitOffer {
    /// Cites `c` when its instrument exists on the trip's date: a regulation
    /// of a later year does not ground an earlier trip's answer.
    fn cite_on(&mut self, case: &Case, c: Citation) {
        if c.instrument.exists_on(case.trip_date) {
            self.cite(c);
        }
    }

    fn cite(&mut self, c: Citation) {
        cite_once(&mut self.citations, c);
    }

    fn reason(&mut self, r: Reason) {
        if !self.reasons.contains(&r) {
            self.reasons.push(r);
        }
    }

    /// Puts the ranked status first in the reasons, then `notes`.
    fn decide(&mut self, case: &Case, checks: Checks, notes: &[Reason]) {
        let (status, why) = rank(case, checks);
        self.status = status;
        let mut reasons = why;
        reasons.append(&mut self.reasons);
        for r in reasons.into_iter().chain(notes.iter().copied()) {
            self.reason(r);
        }
    }

    /// The fare less `percent` %, the discount rounded up (the passenger's
    /// favour); `None` without a ticket.
    fn discounted(&mut self, case: &Case, percent: u32) {
        self.discount_percent = percent;
        self.pay_cents = match case.ticket.as_ref().and_then(|t| t.fare) {
            _ if percent >= 100 => Some(Cents::ZERO),
            Some(fare) => Some(fare.percent_floor(100 - percent)),
            None => {
                self.reason(Reason::FareNeededForPrice);
                None
            }
        };
    }
}

/// The value of `p` on the trip date with its citation added to `o`; records
/// `not_in_force_on_trip_date` when the rule did not exist yet.
fn param<T: Copy>(
    case: &Case,
    o: &mut BenefitOffer,
    bad: &mut Vec<Reason>,
    p: &Param<T>,
) -> Option<T> {
    match p.at(case.trip_date) {
        Some(row) => {
            o.cite(row.citation);
            Some(row.value)
        }
        None => {
            if !bad.contains(&Reason::NotInForceOnTripDate) {
                bad.push(Reason::NotInForceOnTripDate);
            }
            None
        }
    }
}

fn before_departure(case: &Case, minutes: i64) -> Option<String> {
    before(case.trip.departure, minutes)
}

fn before(t: Instant, minutes: i64) -> Option<String> {
    Some(rfc3339(
        t.checked_sub_signed(TimeDelta::try_minutes(minutes)?)?,
    ))
}

fn rfc3339(t: Instant) -> String {
    super::rfc3339::write(&t)
}

/// Decreto 8.537/2015 art. 13 § 1º, Decreto 9.921/2019 and Decreto
/// 3.691/2000 art. 1º: the reserved seats exist on the conventional service
/// of regular interstate lines (road, rail or waterway, crossings included;
/// [`super::input::TripFacts::conventional_service`]).
fn conventional_interstate(case: &Case, bad: &mut Vec<Reason>) {
    interstate(case, bad);
    if !case.trip.conventional_service() {
        bad.push(Reason::ServiceNotConventional);
    }
    if !case.trip.regular_line {
        bad.push(Reason::NotRegularLine);
    }
}

/// The federal benefits are interstate: an RS intermunicipal line is the
/// State's (DAER), an international one is outside them.
fn interstate(case: &Case, bad: &mut Vec<Reason>) {
    match case.trip.scope {
        Scope::Interstate => {}
        Scope::IntermunicipalRs => bad.push(Reason::IntermunicipalRsNotCovered),
        Scope::International => bad.push(Reason::InternationalNotCovered),
    }
}

// ------------------------------------------------------------------ youth

const ART_32: Citation = cite(Lei12852, "art. 32");
const ART_13_S1: Citation = cite(Decreto8537, "art. 13, § 1º");
const ART_13_S3: Citation = cite(Decreto8537, "art. 13, § 3º");
const ART_13_S4_S5: Citation = cite(Decreto8537, "art. 13, §§ 4º e 5º");
const ART_13_S7: Citation = cite(Decreto8537, "art. 13, § 7º");
const ART_14: Citation = cite(Decreto8537, "art. 14");
const ART_14_SOLE: Citation = cite(Decreto8537, "art. 14, parágrafo único");
const ART_15: Citation = cite(Decreto8537, "art. 15");
const ART_17_SOLE: Citation = cite(Decreto8537, "art. 17, parágrafo único");
const ART_18: Citation = cite(Decreto8537, "art. 18");
const ART_19: Citation = cite(Decreto8537, "art. 19");
const RES_5063: Citation = cite(ResAntt5063, "art. 1º");

/// Lei 12.852/2013 art. 1º § 1º and art. 32: aged 15 to 29 on the trip date,
/// low income shown by the ID Jovem.
fn youth_person(case: &Case, o: &mut BenefitOffer, bad: &mut Vec<Reason>, p: &PassengerFacts) {
    let min = param(case, o, bad, &params::YOUTH_MIN_AGE);
    let max = param(case, o, bad, &params::YOUTH_MAX_AGE);
    if let (Some(min), Some(max)) = (min, max) {
        if !(min..=max).contains(&p.age) {
            bad.push(Reason::AgeOutside15To29);
        }
    }
    if !p.id_jovem {
        bad.push(Reason::NoIdJovem);
    }
}

/// The parts the two art. 13 tiers share: who, which trip, which clock,
/// which documents.
fn youth_reserved(
    case: &Case,
    kind: BenefitKind,
    p: &PassengerFacts,
) -> (BenefitOffer, Vec<Reason>, Clock) {
    let mut o = blank(kind);
    let mut bad = Vec::new();
    o.cite(ART_32);
    youth_person(case, &mut o, &mut bad, p);
    conventional_interstate(case, &mut bad);
    o.cite(ART_13_S1);
    // Art. 15: no second reservation for the same day and destination.
    if p.youth_request_same_day {
        bad.push(Reason::SecondRequestSameDay);
        o.cite(ART_15);
    }
    let notice = param(case, &mut o, &mut bad, &params::YOUTH_REQUEST_NOTICE_MIN);
    let present = param(case, &mut o, &mut bad, &params::YOUTH_PRESENT_BEFORE_MIN);
    o.request_by = notice.and_then(|m| before_departure(case, m));
    o.present_by = present.and_then(|m| before(case.trip.boarding, m));
    // A section point's deadline is the line's start's: § 3º says so.
    if case.trip.boarding > case.trip.departure {
        o.cite(ART_13_S3);
    }
    o.cite(ART_13_S4_S5);
    // Art. 14: the ID Jovem card with an official photo ID valid nationwide.
    o.documents = vec![Document::IdJovemCard, Document::PhotoId];
    o.cite(ART_14);
    o.cite(ART_17_SOLE);
    o.cite(ART_13_S7);
    o.cite(ART_18);
    o.cite_on(case, RES_5063);
    let clock = Clock::Notice {
        notice: notice.unwrap_or(0),
        present,
    };
    (o, bad, clock)
}

/// What the youth is told whatever the status. The return ticket (art. 13
/// § 2º, cited with the 3 h notice) and the identification at boarding
/// (art. 18) are the seed's; neither is a condition of the seat.
const YOUTH_NOTES: &[Reason] = &[
    Reason::PresentThirtyMinutesBefore,
    Reason::NominalTicket,
    Reason::FeesNotIncluded,
    Reason::RoundTripMayBeRequested,
    Reason::IdentificationAtBoarding,
];

/// Decreto 8.537/2015 art. 14 sole paragraph: a refused applicant is owed a
/// document with the date, time, place and reason of the refusal, whatever
/// the reason ("when the benefit is not granted"), so also when this
/// departure carries no benefit seats. Only on an interstate line: the
/// decree's benefit (art. 13) is the interstate system's, and on an RS or
/// an international line there is none to refuse.
fn refusal_notice(case: &Case, o: &mut BenefitOffer) {
    // Any refused request, not only what [`refusable`] offers to print (the
    // page leaves out a benefit the passenger is unlikely to have asked
    // for): the duty is the carrier's whoever asks. Not before the decree.
    // Owed to "the applicant": not to someone the benefit is not for (no
    // ID Jovem), whom the page offers no notice either.
    if case.trip.scope == Scope::Interstate && refusable(o) {
        o.reason(Reason::RefusalNoticeDue);
        o.cite(ART_14_SOLE);
    }
}

/// Res. ANTT 1.692/2006 art. 2º-A, from December 2015: the same duty for a
/// refused elderly free seat, "em qualquer caso" (interstate only: the
/// resolution's is the interstate system's benefit), to "o solicitante":
/// not to a passenger under 60, who does not ask for it.
fn elderly_refusal_notice(case: &Case, o: &mut BenefitOffer) {
    if let Some(row) = params::ELDERLY_REFUSAL_NOTICE.at(case.trip_date) {
        if case.trip.scope == Scope::Interstate && refusable(o) {
            o.reason(Reason::RefusalNoticeDue);
            o.cite(row.citation);
        }
    }
}

/// Whether the offer gives the refusal notice (Decreto 8.537/2015 art. 14
/// sole paragraph: the benefit asked for and not granted). Not for a
/// benefit the passenger does not ask for: no ID Jovem, no Passe Livre,
/// under 60, a child on a seat; a three-year-old was offered a notice for
/// each youth and elderly seat. Nor on a line without the federal benefits.
pub fn refusable(o: &BenefitOffer) -> bool {
    o.status.refused() && !o.reasons.iter().any(|r| role(*r) == Role::NoNotice)
}

/// What a reason is to a refusal.
#[derive(PartialEq)]
pub enum Role {
    /// A ground, but no refusal notice: the passenger does not ask for this
    /// benefit (no credential for it, the wrong age, a child on a seat), or
    /// the line has none to refuse (RS intermunicipal, international: the
    /// federal benefits are the interstate system's).
    NoNotice,
    /// Why the benefit cannot be had: printed as the reason of a refusal.
    Ground,
    /// Something to know about the benefit.
    Note,
}

/// The role of each reason. Exhaustive, so a new reason must be placed here.
pub fn role(r: Reason) -> Role {
    use Reason::*;
    match r {
        // The carrier's own discount (Decreto 8.537/2015 art. 19) is not the
        // benefit of art. 13 whose refusal art. 14 puts in writing.
        NoIdJovem
        | AgeBelow60
        | NoPasseLivre
        | Age6OrOver
        | ChildOccupiesSeat
        | CarrierGrantsNoExtraDiscount
        | IntermunicipalRsNotCovered
        | InternationalNotCovered
        // A benefit not yet created on the trip date has no refusal, and
        // art. 14 no duty yet.
        | NotInForceOnTripDate => Role::NoNotice,
        AgeOutside15To29
        | SecondRequestSameDay
        | NoIncomeProof
        | SecondLapChildPays
        | NoAdultOnTheTrip
        | ServiceNotConventional
        | NotRegularLine
        | CarrierDeclaresNoBenefitSeats
        | FreeSeatsRemain
        | ReservedYouthSeatsRemain
        | FreeSeatsTaken
        | DiscountSeatsTaken
        | PasseLivreSeatsTaken
        | Departed
        | PresentationTimePassed
        | AfterDeadlineOnlyIfUnsold
        | WindowNotOpenYet => Role::Ground,
        BeyondFreeSeats
        | Window6hUpTo500Km
        | Window12hOver500Km
        | DistanceUnknownShortWindow
        | PresentThirtyMinutesBefore
        | NominalTicket
        | FeesNotIncluded
        | FoodNotIncluded
        | RoundTripMayBeRequested
        | IdentificationAtBoarding
        | RefusalNoticeDue
        | DocumentsCompared
        | MinimumWageUnknown
        | MinimumWageOfEarlierYear
        | ProgrammeSetsDetails
        | CarrierSetsConditions
        | OneFreeLapChildPerAdult
        | MinorTravelRulesApply
        | FareNeededForPrice
        | RoadRulesApplied => Role::Note,
    }
}

/// Whether a ground turns on what the passenger shows or says alone (the
/// ID Jovem, the income proof, the adult on the trip), not on their age,
/// the line or the seats: a benefit refused on such grounds alone is one
/// tick or one companion away. Not the Passe Livre's credential, which
/// nothing else in the query points to: every passenger would be told it.
pub fn is_declared(r: Reason) -> bool {
    use Reason::*;
    matches!(r, NoIdJovem | NoIncomeProof | NoAdultOnTheTrip)
}

/// Whether a note tells how to use a seat once had (the 30 minutes, the
/// nominal ticket, the fees, the return ticket, the identity at boarding,
/// the documents compared): nothing to a passenger who cannot have it.
pub fn is_usage_note(r: Reason) -> bool {
    use Reason::*;
    matches!(
        r,
        PresentThirtyMinutesBefore
            | NominalTicket
            | FeesNotIncluded
            | FoodNotIncluded
            | RoundTripMayBeRequested
            | IdentificationAtBoarding
            | DocumentsCompared
    )
}

/// Whether a reason says why the benefit cannot be had rather than
/// something to know about it.
pub fn is_ground(r: Reason) -> bool {
    role(r) != Role::Note
}

/// What a written refusal of `o` rests on. Decreto 8.537/2015 art. 14 sole
/// paragraph asks for "the reason for refusal", so: the law that grants the
/// benefit, the articles behind the grounds of this refusal, and the duty to
/// write it where it is owed; not the offer's notes (the nominal ticket, the
/// fees, the documents of a request that was not refused for them). The
/// offer's own citations, in their order within each of the three parts.
pub fn refusal_citations(o: &BenefitOffer) -> Vec<Citation> {
    let grounds = |c: &Citation| o.reasons.iter().any(|r| ground_rests_on(*r, c));
    let mut out: Vec<Citation> = Vec::new();
    let grant = o.citations.iter().filter(|c| grants(o.benefit, c));
    let ground = o.citations.iter().filter(|c| grounds(c));
    // Cited with `refusal_notice_due`, where the decree (or, for the
    // elderly, Res. ANTT 1.692/2006 art. 2º-A) owes the notice.
    let duty = o
        .citations
        .iter()
        .filter(|c| **c == ART_14_SOLE || params::ELDERLY_REFUSAL_NOTICE.cites(c));
    for c in grant.chain(ground).chain(duty) {
        if !out.contains(c) {
            out.push(*c);
        }
    }
    out
}

/// The articles that create `kind`: the statute and the rule that sets its
/// seats or its discount.
fn grants(kind: BenefitKind, c: &Citation) -> bool {
    match kind {
        BenefitKind::YouthFree => *c == ART_32 || params::YOUTH_FREE_SEATS.cites(c),
        BenefitKind::YouthHalf => *c == ART_32 || params::YOUTH_DISCOUNT_SEATS.cites(c),
        BenefitKind::YouthCarrierDiscount => *c == ART_19,
        BenefitKind::ElderlyFree => *c == ESTATUTO_40 || params::ELDERLY_FREE_SEATS.cites(c),
        BenefitKind::ElderlyHalf => *c == ESTATUTO_40 || params::ELDERLY_DISCOUNT_PERCENT.cites(c),
        BenefitKind::DisabilityFree => *c == LEI_8899 || params::PASSE_LIVRE_SEATS.cites(c),
        BenefitKind::ChildLapFree => params::CHILD_LAP_AGE_LIMIT.cites(c) || *c == RS_LAP,
    }
}

/// Whether the ground `r` comes from the article `c`. The grounds that only
/// restate the grant (the age of 60, the seats taken, the line not offering
/// them, ...) rest on [`grants`] alone; notes ([`role`]) on nothing.
fn ground_rests_on(r: Reason, c: &Citation) -> bool {
    use Reason::*;
    match r {
        AgeOutside15To29 => params::YOUTH_MIN_AGE.cites(c) || params::YOUTH_MAX_AGE.cites(c),
        NoIdJovem => *c == ART_14,
        SecondRequestSameDay => *c == ART_15,
        // Art. 40 grants it "com renda igual ou inferior a 2 salários-
        // mínimos"; Decreto 9.921 art. 44 sole paragraph is about tolls,
        // terminal fees and food, not income (a legal audit).
        NoIncomeProof => *c == ESTATUTO_40,
        SecondLapChildPays => params::CHILD_LAP_PER_ADULT.cites(c),
        IntermunicipalRsNotCovered
        | InternationalNotCovered
        | ServiceNotConventional
        | NotRegularLine => *c == ART_13_S1 || *c == DECRETO_9921_35,
        PresentationTimePassed => params::YOUTH_PRESENT_BEFORE_MIN.cites(c),
        // The other grounds restate the grant; notes are not grounds. A
        // window not open yet and a seat only if unsold are not refusals
        // (`too_early`, `only_if_unsold`): no notice rests on them.
        _ => false,
    }
}

/// Lei 12.852/2013 art. 32 I; Decreto 8.537/2015 art. 13: two free seats
/// per vehicle, train or vessel, requested 3 h before departure.
pub fn youth_free_seat(case: &Case, p: &PassengerFacts) -> BenefitOffer {
    let (mut o, mut bad, clock) = youth_reserved(case, BenefitKind::YouthFree, p);
    let seats = param(case, &mut o, &mut bad, &params::YOUTH_FREE_SEATS);
    let checks = Checks {
        ineligible: bad,
        reserved: true,
        not_needed: None,
        seats: seats.map(|n| (case.seats.youth_free_taken, n, Reason::FreeSeatsTaken)),
        clock,
    };
    o.decide(case, checks, YOUTH_NOTES);
    refusal_notice(case, &mut o);
    o
}

/// Lei 12.852/2013 art. 32 II; Decreto 8.537/2015 art. 13: two seats at a
/// discount of at least 50 %, used after the free ones. Not needed while a
/// free seat is available.
pub fn youth_half_price_seat(case: &Case, p: &PassengerFacts, free: &BenefitOffer) -> BenefitOffer {
    let (mut o, mut bad, clock) = youth_reserved(case, BenefitKind::YouthHalf, p);
    let seats = param(case, &mut o, &mut bad, &params::YOUTH_DISCOUNT_SEATS);
    let percent = param(case, &mut o, &mut bad, &params::YOUTH_DISCOUNT_PERCENT);
    o.discounted(case, percent.unwrap_or(0));
    let checks = Checks {
        ineligible: bad,
        reserved: true,
        not_needed: (free.status == Status::Available).then_some(Reason::FreeSeatsRemain),
        seats: seats.map(|n| {
            (
                case.seats.youth_discount_taken,
                n,
                Reason::DiscountSeatsTaken,
            )
        }),
        clock,
    };
    o.decide(case, checks, YOUTH_NOTES);
    refusal_notice(case, &mut o);
    o
}

/// Decreto 8.537/2015 art. 19: the carrier may give the youth a discount of
/// at least 50 % on the other seats of an interstate vehicle
/// (`policy.youthExtraDiscountPercent`, 0 for none). The article names the
/// interstate service without restricting it to the conventional one, and
/// sets no deadline: the carrier sets the conditions. Not needed while a
/// reserved youth seat at least as cheap is available.
pub fn youth_carrier_discount(
    case: &Case,
    p: &PassengerFacts,
    reserved: &[&BenefitOffer],
) -> BenefitOffer {
    let mut o = blank(BenefitKind::YouthCarrierDiscount);
    let mut bad = Vec::new();
    o.cite(ART_19);
    youth_person(case, &mut o, &mut bad, p);
    interstate(case, &mut bad);
    let percent = case.policy.youth_extra_discount_percent;
    if percent == 0 {
        bad.push(Reason::CarrierGrantsNoExtraDiscount);
    }
    // A youth who qualifies, on a carrier that gives no such discount: not
    // offered, not "not eligible" (a 19-year-old with the ID Jovem read
    // "Não elegível" beside a discount art. 19 leaves to the carrier).
    let unoffered = bad == [Reason::CarrierGrantsNoExtraDiscount];
    o.discounted(case, percent);
    o.documents = vec![Document::IdJovemCard, Document::PhotoId];
    o.cite(ART_14);
    // Not needed only while a reserved seat at least as generous is open: a
    // carrier discount above 50 % beats the half-price seat.
    let open = reserved
        .iter()
        .any(|r| r.status == Status::Available && r.discount_percent >= percent);
    let checks = Checks {
        ineligible: bad,
        reserved: false,
        not_needed: open.then_some(Reason::ReservedYouthSeatsRemain),
        seats: None,
        clock: Clock::UntilDeparture,
    };
    o.decide(
        case,
        checks,
        &[Reason::CarrierSetsConditions, Reason::FeesNotIncluded],
    );
    if unoffered {
        o.status = Status::NotOfferedOnThisDeparture;
    }
    o
}

// ---------------------------------------------------------------- elderly

const ESTATUTO_40: Citation = cite(Lei10741, "art. 40");
const DECRETO_9921_35: Citation = cite(Decreto9921, "art. 35");
const DECRETO_9921_44: Citation = cite(Decreto9921, "art. 44, parágrafo único");
const RES_1692_6_SOLE: Citation = cite(ResAntt1692, "art. 6º, parágrafo único");

/// Lei 10.741/2003 art. 40: aged 60 or more, income up to two minimum wages
/// (shown by the proof of income); the limit in reais at the trip date.
fn elderly_person(
    case: &Case,
    kind: BenefitKind,
    p: &PassengerFacts,
) -> (BenefitOffer, Vec<Reason>) {
    let mut o = blank(kind);
    let mut bad = Vec::new();
    o.cite(ESTATUTO_40);
    if let Some(min) = param(case, &mut o, &mut bad, &params::ELDERLY_MIN_AGE) {
        if p.age < min {
            bad.push(Reason::AgeBelow60);
        }
    }
    if !p.elderly_income_proof {
        bad.push(Reason::NoIncomeProof);
    }
    conventional_interstate(case, &mut bad);
    o.cite_on(case, DECRETO_9921_35);
    let wages = param(case, &mut o, &mut bad, &params::LOW_INCOME_MINIMUM_WAGES);
    match (wages, params::MINIMUM_WAGE_CENTS.at(case.trip_date)) {
        (Some(n), Some(row)) => {
            o.cite(row.citation);
            // Not on a line or service the benefit does not cover: "Renda mensal
            // máxima: R$ 3.242,00" under an RS line's "Não elegível" read as
            // an income test (a passengers' pass).
            let uncovered = [
                Reason::IntermunicipalRsNotCovered,
                Reason::InternationalNotCovered,
                Reason::ServiceNotConventional,
                Reason::NotRegularLine,
            ];
            if !bad.iter().any(|r| uncovered.contains(r)) {
                o.income_limit_cents = row.value.checked_mul(i64::from(n)).map(Cents);
            }
            // A decree sets the wage each year from 1 January: for a trip in
            // a year whose decree is not in the table, the latest one stands
            // in, and the passenger is told.
            if row.since.year() < case.trip_date.year() {
                o.reason(Reason::MinimumWageOfEarlierYear);
            }
        }
        _ => o.reason(Reason::MinimumWageUnknown),
    }
    // The original of any personal document with a photo and the proof of
    // income, whose data the carrier compares at the request.
    o.documents = vec![Document::PersonalPhotoDocument, Document::IncomeProof];
    o.cite(cite(ResAntt1692, "art. 1º"));
    (o, bad)
}

/// What the benefit leaves for the passenger to pay. Decreto 9.921/2019
/// art. 44 p.u. (July 2019) leaves out tolls, terminal fees and food; the
/// final judgment in ACP 5004229-94.2014.4.04.7107 read Lei 10.741/2003
/// art. 40 I as covering the tolls and terminal fees of the free seats, and
/// Res. ANTT 5.856/2019 (31 Oct 2019) rewrote Res. 1.692/2006 art. 6º p.u.
/// to match: the statute as the court read it outranks the decree, so a free
/// seat on an interstate road line (Res. 1.692's) leaves out food only. The
/// 50 % seat, trains and boats keep the decree's rule.
fn elderly_fees(case: &Case, kind: BenefitKind, o: &mut BenefitOffer) -> Reason {
    let included = params::ELDERLY_FREE_TOLLS_AND_TERMINALS.at(case.trip_date);
    match included {
        Some(row)
            if row.value
                && kind == BenefitKind::ElderlyFree
                && case.trip.mode == Mode::Road
                && case.trip.scope == Scope::Interstate =>
        {
            o.cite(row.citation);
            Reason::FoodNotIncluded
        }
        // Before Decreto 9.921/2019, Res. 1.692/2006 art. 6º p.u. said so.
        _ => {
            o.cite(match DECRETO_9921_44.instrument.exists_on(case.trip_date) {
                true => DECRETO_9921_44,
                false => RES_1692_6_SOLE,
            });
            Reason::FeesNotIncluded
        }
    }
}

/// Lei 10.741/2003 art. 40 I; Decreto 9.921/2019 art. 35: two free seats
/// per conventional interstate vehicle, requested 3 h before departure from
/// the line's start; after that they may be sold, and are still granted
/// while unsold (the carrier's page: "caso não haja nenhum beneficiário
/// idoso, os assentos podem ser colocados à venda").
pub fn elderly_free_seat(case: &Case, p: &PassengerFacts) -> BenefitOffer {
    let (mut o, mut bad) = elderly_person(case, BenefitKind::ElderlyFree, p);
    let seats = param(case, &mut o, &mut bad, &params::ELDERLY_FREE_SEATS);
    let notice = param(case, &mut o, &mut bad, &params::ELDERLY_FREE_NOTICE_MIN);
    o.request_by = notice.and_then(|m| before_departure(case, m));
    let checks = Checks {
        ineligible: bad,
        reserved: true,
        not_needed: None,
        seats: seats.map(|n| (case.seats.elderly_free_taken, n, Reason::FreeSeatsTaken)),
        clock: Clock::Notice {
            notice: notice.unwrap_or(0),
            present: None,
        },
    };
    let fees = elderly_fees(case, BenefitKind::ElderlyFree, &mut o);
    o.decide(case, checks, &[Reason::DocumentsCompared, fees]);
    elderly_refusal_notice(case, &mut o);
    o
}

/// Lei 10.741/2003 art. 40 II; Res. ANTT 1.692/2006: 50 % off for those
/// beyond the free seats, requested no earlier than 6 h before departure for
/// trips up to 500 km, 12 h for longer ones, and until departure. Not a
/// reserved seat: it stands when the departure has no benefit seats. When
/// the distance is not given, the 6 h window is assumed (and said): a
/// passenger who comes inside it is in time whatever the distance.
pub fn elderly_half_price(case: &Case, p: &PassengerFacts, free: &BenefitOffer) -> BenefitOffer {
    let (mut o, mut bad) = elderly_person(case, BenefitKind::ElderlyHalf, p);
    let percent = param(case, &mut o, &mut bad, &params::ELDERLY_DISCOUNT_PERCENT);
    o.discounted(case, percent.unwrap_or(0));
    let limit = param(case, &mut o, &mut bad, &params::ELDERLY_WINDOW_DISTANCE_KM);
    // Only the window of the trip's distance is cited (art. 5º I up to
    // 500 km, II over it); an unknown distance assumes I and names II.
    let over = matches!((case.trip.distance_km, limit), (Some(km), Some(l)) if km > l);
    let (opens, window) = match case.trip.distance_km {
        _ if over => (
            param(case, &mut o, &mut bad, &params::ELDERLY_LONG_WINDOW_MIN),
            Reason::Window12hOver500Km,
        ),
        Some(_) => (
            param(case, &mut o, &mut bad, &params::ELDERLY_SHORT_WINDOW_MIN),
            Reason::Window6hUpTo500Km,
        ),
        None => {
            let short = param(case, &mut o, &mut bad, &params::ELDERLY_SHORT_WINDOW_MIN);
            param(case, &mut o, &mut bad, &params::ELDERLY_LONG_WINDOW_MIN);
            (short, Reason::DistanceUnknownShortWindow)
        }
    };
    o.request_from = opens.and_then(|m| before_departure(case, m));
    o.request_by = Some(rfc3339(case.trip.boarding));
    let checks = Checks {
        ineligible: bad,
        reserved: false,
        not_needed: (free.status == Status::Available).then_some(Reason::FreeSeatsRemain),
        seats: None,
        clock: Clock::Window {
            opens: opens.unwrap_or(0),
        },
    };
    let fees = elderly_fees(case, BenefitKind::ElderlyHalf, &mut o);
    let notes = [
        Reason::BeyondFreeSeats,
        window,
        Reason::DocumentsCompared,
        fees,
    ];
    o.decide(case, checks, &notes);
    o
}

// ------------------------------------------------------------ Passe Livre

const LEI_8899: Citation = cite(Lei8899, "art. 1º");

/// Lei 8.899/1994; Decreto 3.691/2000 art. 1º; Portaria MINFRA 1.579/2022:
/// two seats per conventional interstate vehicle for the credential's
/// holders (the digital credential with its QR code is accepted). The
/// programme sets the deadlines and the rest: the offer says so.
pub fn passe_livre_seat(case: &Case, p: &PassengerFacts) -> BenefitOffer {
    let mut o = blank(BenefitKind::DisabilityFree);
    let mut bad = Vec::new();
    o.cite(LEI_8899);
    if !p.passe_livre {
        bad.push(Reason::NoPasseLivre);
    }
    conventional_interstate(case, &mut bad);
    let seats = param(case, &mut o, &mut bad, &params::PASSE_LIVRE_SEATS);
    o.cite_on(case, cite(PortariaMinfra1579, "art. 1º"));
    o.documents = vec![Document::PasseLivreCredential, Document::PhotoId];
    let checks = Checks {
        ineligible: bad,
        reserved: true,
        not_needed: None,
        seats: seats.map(|n| {
            (
                case.seats.passe_livre_taken,
                n,
                Reason::PasseLivreSeatsTaken,
            )
        }),
        clock: Clock::UntilDeparture,
    };
    o.decide(case, checks, &[Reason::ProgrammeSetsDetails]);
    o
}

// ------------------------------------------------------------ lap children

/// The carrier's RS text on lap children, carried with DAER's order.
const RS_LAP: Citation = cite(
    DaerOs01102,
    "crianças até 5 anos (página da transportadora)",
);
/// "Até os 5 anos": until the sixth birthday.
const RS_LAP_AGE_LIMIT: u32 = 6;

/// Res. ANTT 1.383/2006 art. 6º XVII; Decreto 9.579/2018 art. 39: one child
/// under six per responsible adult travels free when not occupying a seat,
/// on interstate and international lines. On RS lines the carrier's RS text
/// ("Até os 5 anos de idade o transporte é gratuito, desde que não ocupem
/// assentos", after DAER's order on children) applies and is what is cited:
/// no limit per adult, so a second lap child of the same adult is free too.
/// A child on a seat pays and is judged by the other benefits. The rules on
/// minors' travel still apply.
///
/// The lap is someone's: "por responsável". A child with no parent, no
/// guardian and nobody of age on the trip (alone, or with other minors;
/// ECA art. 83 as `minors` reads it, Código Civil art. 5º) has none and
/// occupies a seat.
pub fn child_on_a_lap(case: &Case, p: &PassengerFacts) -> BenefitOffer {
    let mut o = blank(BenefitKind::ChildLapFree);
    let mut bad = Vec::new();
    let per_adult_limit = case.trip.scope != Scope::IntermunicipalRs;
    let limit = match per_adult_limit {
        true => param(case, &mut o, &mut bad, &params::CHILD_LAP_AGE_LIMIT),
        false => {
            o.cite(RS_LAP);
            Some(RS_LAP_AGE_LIMIT)
        }
    };
    if let Some(limit) = limit {
        if p.age >= limit {
            bad.push(Reason::Age6OrOver);
        }
    }
    if p.occupies_seat {
        bad.push(Reason::ChildOccupiesSeat);
    } else if bad.is_empty() && !super::minors::accompanied(p, case.trip_date) {
        bad.push(Reason::NoAdultOnTheTrip);
    }
    if per_adult_limit {
        if let Some(per_adult) = param(case, &mut o, &mut bad, &params::CHILD_LAP_PER_ADULT) {
            if p.lap_children_with_same_adult >= per_adult {
                bad.push(Reason::SecondLapChildPays);
            }
        }
    }
    let checks = Checks {
        ineligible: bad,
        reserved: false,
        not_needed: None,
        seats: None,
        clock: Clock::UntilDeparture,
    };
    let notes: &[Reason] = if per_adult_limit {
        &[
            Reason::OneFreeLapChildPerAdult,
            Reason::MinorTravelRulesApply,
        ]
    } else {
        &[Reason::MinorTravelRulesApply]
    };
    o.decide(case, checks, notes);
    o
}
