//! Checking a [`Query`] and turning it into a [`Case`] the rules can decide on.
//!
//! Every bad value becomes an [`InputError`] that names its field with the
//! JSON path (`baggage[2].weightKg`) and says what is wrong in one line. The
//! rules never see a float, a string instant or an out-of-range number:
//! weights are grams, a piece's sides millimetres and a rack's whole
//! centimetres, money [`Cents`], instants `chrono` values (in the offset of
//! the departure, a purchase in its own).
//!
//! ```
//! use embarque::rules::evaluate_json;
//! let err = evaluate_json(r#"{"now":"2026-12-19T10:00:00-03:00",
//!   "trip":{"scope":"interstate","departure":"2026-12-20 22:30"}}"#).unwrap_err();
//! assert_eq!(err.field, "trip.departure");
//! ```

use super::age::{age_on, AgeError};
use super::law::Citation;
use super::money::Cents;
use super::params;
use super::query::*;
use chrono::{DateTime, Datelike, FixedOffset, NaiveDate};
use serde::Serialize;
use std::fmt;

/// Input the core cannot decide on: which field, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct InputError {
    /// JSON path of the field: `trip.departure`, `baggage[2].weightKg`.
    pub field: String,
    /// One line, in English, saying what is wrong.
    pub message: String,
}

impl InputError {
    /// An error about `field`.
    pub fn new(field: impl Into<String>, message: impl Into<String>) -> Self {
        InputError {
            field: field.into(),
            message: message.into(),
        }
    }
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.field, self.message)
    }
}

impl std::error::Error for InputError {}

/// Largest accepted input sizes: beyond them the query is not a trip.
const MAX_WEIGHT_G: i64 = 1_000_000;
const MAX_DIMENSION_CM: i64 = 1_000;
/// The largest amount of a query (R$ 1.000.000,00); the page's form checks
/// it too, to say it in reais.
pub const MAX_FARE_CENTS: i64 = 100_000_000;
const MAX_DISTANCE_KM: i64 = 20_000;
const MAX_MINUTES: i64 = 100_000;
const MAX_COUNT: i64 = 1_000;
const MAX_LIST: usize = 200;
/// The oldest a passenger or a companion may be: no one has lived 123
/// years. A birth date of 1800 made a passenger of 226 with an elderly free
/// seat (a browser pass).
const MAX_AGE: i64 = 130;

/// A birth date more than [`MAX_AGE`] years before the departure.
pub const TOO_OLD: &str = "is more than 130 years before the departure";

/// Parses the Query JSON, naming the field of any syntax or type error.
pub fn parse_query(json: &str) -> Result<Query, InputError> {
    // A byte-order mark before the text, which older Windows tools write,
    // is ignored (RFC 8259 § 8.1 lets a parser ignore it): the CLI and the
    // JS API alike.
    let json = json.strip_prefix('\u{feff}').unwrap_or(json);
    Query::from_json(&super::json::parse(json, "query")?)
}

/// An instant with its offset.
pub type Instant = DateTime<FixedOffset>;

/// The checked trip.
#[derive(Debug, Clone)]
pub struct TripFacts {
    pub scope: Scope,
    pub mode: Mode,
    pub service: Service,
    pub regular_line: bool,
    pub distance_km: Option<u32>,
    pub departure: Instant,
    /// When this passenger boards: `departure`, or later at a scheduled stop.
    pub boarding: Instant,
    pub benefit_seats_offered: bool,
    pub destination_country: Option<String>,
    pub leaves_comarca: bool,
    pub contiguous_comarca_same_state: bool,
    pub same_metropolitan_region: bool,
}

impl TripFacts {
    /// Whether the trip is on the conventional service, as Decreto
    /// 8.537/2015 art. 13 § 1º defines it: a road service "with basic
    /// characteristics" (I); by rail (II) or water (III) any class of a
    /// regular line. The benefits' seats and the baggage excess's price
    /// (Decreto 2.521/1998 art. 70 § 1º) read it alike.
    pub fn conventional_service(&self) -> bool {
        self.mode != Mode::Road || self.service == Service::Conventional
    }

    /// Whether road transport's rules stand in for the trip's own: Lei
    /// 11.975/2009, Decreto 2.521/1998 and the ANTT's resolutions are of
    /// road transport, and no source gives a train's or a boat's.
    pub fn road_rules_stand_in(&self) -> bool {
        self.mode != Mode::Road
    }
}

/// A checked companion of a minor.
#[derive(Debug, Clone)]
pub struct CompanionFacts {
    pub relation: Relation,
    pub age: u32,
    pub kinship_proof: bool,
    pub parental_authorization: bool,
    pub other_parent_authorization: bool,
    pub foreign_resident_abroad: bool,
}

/// The checked passenger, with the age on the trip date.
#[derive(Debug, Clone)]
pub struct PassengerFacts {
    pub birth_date: NaiveDate,
    pub age: u32,
    pub id_jovem: bool,
    pub elderly_income_proof: bool,
    pub passe_livre: bool,
    pub occupies_seat: bool,
    pub companions: Vec<CompanionFacts>,
    pub judicial_authorization: bool,
    pub parental_authorization_to_travel_alone: bool,
    /// Both parents' (or the guardian's) authorization for a trip abroad.
    pub both_parents_authorization: bool,
    pub lap_children_with_same_adult: u32,
    pub youth_request_same_day: bool,
    pub born_in_brazil: bool,
    /// Lives abroad and goes back there (CNJ Res. 131/2011 art. 2º).
    pub resides_abroad: bool,
}

/// Checked seat counts.
#[derive(Debug, Clone, Copy, Default)]
pub struct SeatFacts {
    pub youth_free_taken: u32,
    pub youth_discount_taken: u32,
    pub elderly_free_taken: u32,
    pub pets_on_board: u32,
    pub passe_livre_taken: u32,
}

/// The checked ticket.
#[derive(Debug, Clone)]
pub struct TicketFacts {
    /// `None`: not given; the amounts then ask for it.
    pub fare: Option<Cents>,
    pub conventional_fare: Option<Cents>,
    pub purchased_at: Option<Instant>,
    pub channel: Channel,
    pub revalidated: bool,
    pub paid_by_credit: bool,
    pub credit_settled: bool,
}

/// The checked request.
#[derive(Debug, Clone)]
pub struct RequestFacts {
    pub kind: RequestKind,
    pub new_fare: Cents,
    pub delay_minutes: i64,
    pub interruption_minutes: i64,
    pub lower_class_fare: Cents,
    pub seat_resold: bool,
    pub new_service: Option<Service>,
}

/// A checked piece of baggage, in grams and millimetres.
#[derive(Debug, Clone, Copy)]
pub struct BagFacts {
    pub placement: Placement,
    pub kind: BagKind,
    pub weight_g: u32,
    pub length_mm: u32,
    pub width_mm: u32,
    pub height_mm: u32,
    /// The volume in cubes of a hundredth of a millimetre ([`VOLUME_PER_DM3`]
    /// to the dm³), from the sides read to that hundredth: sides rounded to
    /// the millimetre first made 66.66 × 75 × 60 cm (299.97 dm³) 300.15.
    pub volume: u64,
}

/// Cubes of a hundredth of a millimetre in a cubic decimetre.
pub const VOLUME_PER_DM3: u64 = 1_000_000_000_000;

impl BagFacts {
    /// The longest side, mm.
    pub fn longest_side_mm(&self) -> u32 {
        self.length_mm.max(self.width_mm).max(self.height_mm)
    }
}

/// A checked animal.
#[derive(Debug, Clone, Copy)]
pub struct PetFacts {
    pub species: Species,
    pub weight_g: u32,
    pub vaccinated: bool,
    pub vet_certificate: bool,
    pub container: bool,
    pub sedated: bool,
    pub guide_dog: bool,
}

/// The carrier's policy with regulatory defaults filled in, each checked
/// against its legal limit.
///
/// Its fields are declared in the order of their JSON names: `validatePolicy`
/// gives them back so, as it did when its reply was a serde_json `Value`.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PolicyFacts {
    pub cabin_rack_cm: Option<[u32; 3]>,
    pub excess_baggage_per_kg_permille: u32,
    /// `None` when the policy does not state it: the core applies 0 and
    /// warns of the cap the carrier may charge; given back as null by
    /// `validatePolicy`, so that a policy republished as it comes back still
    /// warns (a 0 stated says the carrier charges none).
    pub late_rebooking_fee_percent: Option<u32>,
    pub retention_percent: u32,
    pub surfboards_per_trip: u32,
    pub youth_extra_discount_percent: u32,
}

/// Everything a rule may read: checked, typed, in grams and centavos.
#[derive(Debug, Clone)]
pub struct Case {
    pub now: Instant,
    pub trip: TripFacts,
    /// The date of departure, in the departure's own offset: the date on
    /// which the law and the passenger's age are read.
    pub trip_date: NaiveDate,
    pub passenger: Option<PassengerFacts>,
    pub seats: SeatFacts,
    pub ticket: Option<TicketFacts>,
    pub request: Option<RequestFacts>,
    pub baggage: Option<Vec<BagFacts>>,
    pub pets: Option<Vec<PetFacts>>,
    pub policy: PolicyFacts,
}

impl Case {
    /// Checks `q` and converts it. Errs with the first bad field found.
    pub fn from_query(q: &Query) -> Result<Case, InputError> {
        let departure = instant("trip.departure", &q.trip.departure)?;
        let offset = *departure.offset();
        let now = instant("now", &q.now)?.with_timezone(&offset);
        let trip_date = departure.date_naive();
        let trip = TripFacts {
            scope: q.trip.scope,
            mode: q.trip.mode,
            service: q.trip.service,
            regular_line: q.trip.regular_line,
            distance_km: match q.trip.distance_km {
                Some(v) => Some(whole("trip.distanceKm", v, 0, MAX_DISTANCE_KM)? as u32),
                None => None,
            },
            departure,
            boarding: match &q.trip.boarding {
                Some(b) => boarding(b, departure)?,
                None => departure,
            },
            benefit_seats_offered: q.trip.benefit_seats_offered,
            destination_country: match &q.trip.destination_country {
                Some(c) => Some(country("trip.destinationCountry", c)?),
                None => None,
            },
            leaves_comarca: q.trip.leaves_comarca,
            contiguous_comarca_same_state: q.trip.contiguous_comarca_same_state,
            same_metropolitan_region: q.trip.same_metropolitan_region,
        };
        let passenger = match &q.passenger {
            Some(p) => Some(passenger(p, trip_date)?),
            None => None,
        };
        let seats = match &q.seats {
            Some(s) => SeatFacts {
                youth_free_taken: count("seats.youthFreeTaken", s.youth_free_taken)?,
                youth_discount_taken: count("seats.youthDiscountTaken", s.youth_discount_taken)?,
                elderly_free_taken: count("seats.elderlyFreeTaken", s.elderly_free_taken)?,
                pets_on_board: count("seats.petsOnBoard", s.pets_on_board)?,
                passe_livre_taken: count("seats.passeLivreTaken", s.passe_livre_taken)?,
            },
            None => SeatFacts::default(),
        };
        let ticket = match &q.ticket {
            Some(t) => Some(TicketFacts {
                fare: match t.fare_cents {
                    Some(c) => Some(money("ticket.fareCents", c)?),
                    None => None,
                },
                // 0 means not given, as a new fare's does.
                conventional_fare: match t.conventional_fare_cents {
                    Some(c) => Some(money("ticket.conventionalFareCents", c)?).filter(|c| c.0 > 0),
                    None => None,
                },
                purchased_at: match &t.purchased_at {
                    Some(s) => Some(purchase(s, now, trip.boarding)?),
                    None => None,
                },
                channel: t.channel,
                revalidated: t.revalidated,
                paid_by_credit: t.paid_by_credit,
                credit_settled: t.credit_settled,
            }),
            None => None,
        };
        let request = match &q.request {
            Some(r) => Some(RequestFacts {
                kind: r.kind,
                new_fare: money("request.newFareCents", r.new_fare_cents)?,
                delay_minutes: whole("request.delayMinutes", r.delay_minutes, 0, MAX_MINUTES)?,
                interruption_minutes: whole(
                    "request.interruptionMinutes",
                    r.interruption_minutes,
                    0,
                    MAX_MINUTES,
                )?,
                lower_class_fare: money("request.lowerClassFareCents", r.lower_class_fare_cents)?,
                seat_resold: r.seat_resold,
                new_service: r.new_service,
            }),
            None => None,
        };
        let baggage = match &q.baggage {
            Some(list) => Some(bags(list)?),
            None => None,
        };
        let pets = match &q.pets {
            Some(list) => Some(pets(list)?),
            None => None,
        };
        let policy = policy(q.policy.as_ref(), trip_date)?;
        Ok(Case {
            now,
            trip,
            trip_date,
            passenger,
            seats,
            ticket,
            request,
            baggage,
            pets,
            policy,
        })
    }

    /// Minutes from `now` until departure (negative after departure).
    pub fn minutes_to_departure(&self) -> i64 {
        (self.trip.departure - self.now).num_minutes()
    }

    /// Seconds from `now` until departure (negative after departure).
    pub fn seconds_to_departure(&self) -> i64 {
        (self.trip.departure - self.now).num_seconds()
    }

    /// Whether this passenger's vehicle has left: their boarding, which is
    /// the line's departure unless they board at a later stop. Its own
    /// instant is not after it: the benefits run "até o horário de partida",
    /// Lei 11.975 art. 2 counts to "configurado o embarque", and Res. 1.383
    /// XIX's 3 h and the RS 3 h to the passenger's own "horário de partida".
    pub fn departed(&self) -> bool {
        self.now > self.trip.boarding
    }

    /// Seconds from `now` until this passenger boards (the departure, or a
    /// later stop's `trip.boarding`).
    pub fn seconds_to_boarding(&self) -> i64 {
        (self.trip.boarding - self.now).num_seconds()
    }
}

/// The years an instant or a date may fall in. The deadlines the core
/// computes (a year of validity, 30 days to pay, 3 h before departure) must
/// stay four-digit years, which RFC 3339 and `YYYY-MM-DD` require; the
/// fuzzer found `-001-12-31T22:00:00+00:00` from a departure in year 0.
const YEARS: std::ops::RangeInclusive<i32> = 1800..=2999;

fn in_years(field: &str, year: i32) -> Result<(), InputError> {
    if YEARS.contains(&year) {
        Ok(())
    } else {
        Err(InputError::new(
            field,
            format!(
                "must be between the years {} and {}",
                YEARS.start(),
                YEARS.end()
            ),
        ))
    }
}

/// A date of the right shape that the calendar has not (`2009-02-29`,
/// `2026-02-30`, `2026-13-01`): "not a date in the form YYYY-MM-DD" sent
/// its sender to check a form that was right.
pub const NO_SUCH_DAY: &str = "is not a day of the calendar";

/// Parses an RFC 3339 instant that must carry its offset.
pub fn instant(field: &str, s: &str) -> Result<Instant, InputError> {
    let s = s.trim();
    let t = super::rfc3339::instant(s).ok_or_else(|| {
        let day = s.get(..10).unwrap_or_default();
        let message = match super::rfc3339::date_shaped(day) && super::rfc3339::date(day).is_none()
        {
            true => NO_SUCH_DAY,
            false => "not an RFC 3339 instant with offset",
        };
        InputError::new(field, message)
    })?;
    in_years(field, t.year())?;
    Ok(t)
}

/// The longest a scheduled trip runs before its last stop: river boats up
/// the Amazon take under two weeks, any road or rail line days.
pub const BOARDING_MAX_DAYS: i64 = 15;

/// The passenger's boarding at a scheduled stop, in the departure's offset:
/// never before the line leaves its starting point, nor later than the
/// longest trip runs (a typed 2027 for 2026 moved every deadline a year).
fn boarding(s: &str, departure: Instant) -> Result<Instant, InputError> {
    let b = instant("trip.boarding", s)?.with_timezone(departure.offset());
    if b < departure {
        return Err(InputError::new(
            "trip.boarding",
            "is before trip.departure: a passenger boards at the line's start or at a later stop",
        ));
    }
    if b - departure > chrono::Duration::days(BOARDING_MAX_DAYS) {
        return Err(InputError::new(
            "trip.boarding",
            "is more than 15 days after trip.departure: a later stop of the same trip",
        ));
    }
    Ok(b)
}

/// Parses a `YYYY-MM-DD` calendar date.
pub fn date(field: &str, s: &str) -> Result<NaiveDate, InputError> {
    let s = s.trim();
    let d = super::rfc3339::date(s).ok_or_else(|| {
        let message = match super::rfc3339::date_shaped(s) {
            true => NO_SUCH_DAY,
            false => "not a date in the form YYYY-MM-DD",
        };
        InputError::new(field, message)
    })?;
    in_years(field, d.year())?;
    Ok(d)
}

/// A finite whole number between `min` and `max`.
fn whole(field: &str, v: f64, min: i64, max: i64) -> Result<i64, InputError> {
    if !v.is_finite() {
        return Err(InputError::new(field, "must be a finite number"));
    }
    if v.fract() != 0.0 {
        return Err(InputError::new(field, "must be a whole number"));
    }
    if v < min as f64 || v > max as f64 {
        return Err(InputError::new(
            field,
            format!("must be between {min} and {max}"),
        ));
    }
    Ok(v as i64)
}

/// `r` with its error's field set to `field()`: a list item's paths
/// (`baggage[2].weightKg`) are built only when there is an error.
fn named<T>(r: Result<T, InputError>, field: impl FnOnce() -> String) -> Result<T, InputError> {
    r.map_err(|e| InputError {
        field: field(),
        ..e
    })
}

fn count(field: &str, v: f64) -> Result<u32, InputError> {
    Ok(whole(field, v, 0, MAX_COUNT)? as u32)
}

fn money(field: &str, v: f64) -> Result<Cents, InputError> {
    if v.is_finite() && v < 0.0 {
        return Err(InputError::new(field, "must not be negative"));
    }
    Ok(Cents(whole(field, v, 0, MAX_FARE_CENTS)?))
}

/// Kilograms to grams, rounded down (the passenger's favour), 0–1000 kg.
fn grams(field: &str, kg: f64) -> Result<u32, InputError> {
    if !kg.is_finite() || !(0.0..=(MAX_WEIGHT_G / 1000) as f64).contains(&kg) {
        return Err(InputError::new(field, "must be between 0 and 1000"));
    }
    // Round to the nearest microgram first so 12.3 kg is 12300 g, not 12299
    // (the double is 12.299999…); to the milligram, 30.0009996 kg rounded
    // up to 30001 g, over the allowance.
    let ug = (kg * 1e9).round() as i64;
    Ok((ug / 1_000_000) as u32)
}

fn dimension(field: &str, cm: f64) -> Result<f64, InputError> {
    if !cm.is_finite() || !(0.0..=MAX_DIMENSION_CM as f64).contains(&cm) {
        return Err(InputError::new(field, "must be between 0 and 1000"));
    }
    Ok(cm)
}

/// A rack's inside measure: whole centimetres, rounded down, 0–1000 cm (a
/// piece is said to fit only when it surely does).
fn centimetres(field: &str, cm: f64) -> Result<u32, InputError> {
    Ok(((dimension(field, cm)? * 1e6).round() as i64 / 1_000_000) as u32)
}

/// A piece's side: the nearest millimetre, as a tape reads it, 0–1000 cm.
/// Whole centimetres were too coarse for the limits of art. 70 I: 100.9 cm
/// read as 100 passed the metre, 100 × 50 × 60.2 cm (301 dm³) the 300 dm³.
fn millimetres(field: &str, cm: f64) -> Result<u32, InputError> {
    Ok((dimension(field, cm)? * 10.0).round() as u32)
}

/// A ticket is bought before it is asked about: a purchase after `now` would
/// open a right of regret (and a year of validity) that has not begun; and
/// before its passenger boards (at the line's start or a later stop), as no
/// seat is sold on a bus that has gone.
fn purchase(s: &str, now: Instant, boards: Instant) -> Result<Instant, InputError> {
    // In its own offset: the ticket's date, from which its 7 days of regret
    // and its year count, is the one where it was bought.
    let at = instant("ticket.purchasedAt", s)?;
    if at > now {
        return Err(InputError::new("ticket.purchasedAt", "is later than now"));
    }
    if at > boards {
        return Err(InputError::new(
            "ticket.purchasedAt",
            "is after the departure",
        ));
    }
    Ok(at)
}

fn country(field: &str, c: &str) -> Result<String, InputError> {
    let c = c.trim();
    if c.len() == 2 && c.chars().all(|ch| ch.is_ascii_alphabetic()) {
        Ok(c.to_ascii_uppercase())
    } else {
        Err(InputError::new(
            field,
            "must be a two-letter ISO 3166 country code",
        ))
    }
}

fn passenger(p: &Passenger, trip_date: NaiveDate) -> Result<PassengerFacts, InputError> {
    let birth_date = date("passenger.birthDate", &p.birth_date)?;
    let age = age_on(birth_date, trip_date).map_err(|e| match e {
        AgeError::BornAfter => {
            InputError::new("passenger.birthDate", "is after the trip's departure date")
        }
    })?;
    if i64::from(age) > MAX_AGE {
        return Err(InputError::new("passenger.birthDate", TOO_OLD));
    }
    if p.companions.len() > MAX_LIST {
        return Err(InputError::new(
            "passenger.companions",
            format!("at most {MAX_LIST} companions"),
        ));
    }
    let mut companions = Vec::with_capacity(p.companions.len());
    for (i, c) in p.companions.iter().enumerate() {
        companions.push(CompanionFacts {
            relation: c.relation,
            age: named(whole("", c.age, 0, MAX_AGE), || {
                format!("passenger.companions[{i}].age")
            })? as u32,
            kinship_proof: c.kinship_proof,
            parental_authorization: c.parental_authorization,
            other_parent_authorization: c.other_parent_authorization,
            foreign_resident_abroad: c.foreign_resident_abroad,
        });
    }
    Ok(PassengerFacts {
        birth_date,
        age,
        id_jovem: p.id_jovem,
        elderly_income_proof: p.elderly_income_proof,
        passe_livre: p.passe_livre,
        occupies_seat: p.occupies_seat,
        companions,
        judicial_authorization: p.judicial_authorization,
        parental_authorization_to_travel_alone: p.parental_authorization_to_travel_alone,
        both_parents_authorization: p.both_parents_authorization,
        // Checked as the seat counts are: 5000 was cut to 1000 unsaid.
        lap_children_with_same_adult: count(
            "passenger.lapChildrenWithSameAdult",
            f64::from(p.lap_children_with_same_adult),
        )?,
        youth_request_same_day: p.youth_request_same_day,
        born_in_brazil: p.born_in_brazil,
        resides_abroad: p.resides_abroad,
    })
}

fn bags(list: &[Bag]) -> Result<Vec<BagFacts>, InputError> {
    if list.len() > MAX_LIST {
        return Err(InputError::new(
            "baggage",
            format!("at most {MAX_LIST} pieces"),
        ));
    }
    // A loop, not `collect::<Result<Vec<_>, _>>()`: its adapter is code of
    // its own for each list (as in json::Fields::items).
    let mut out = Vec::with_capacity(list.len());
    for (i, b) in list.iter().enumerate() {
        let f = |name: &'static str| move || format!("baggage[{i}].{name}");
        out.push(BagFacts {
            placement: b.placement,
            kind: b.kind,
            weight_g: named(grams("", b.weight_kg), f("weightKg"))?,
            length_mm: named(millimetres("", b.length_cm), f("lengthCm"))?,
            width_mm: named(millimetres("", b.width_cm), f("widthCm"))?,
            height_mm: named(millimetres("", b.height_cm), f("heightCm"))?,
            // Each side at most 1 000 cm, 10^6 hundredths: the cube fits.
            volume: [b.length_cm, b.width_cm, b.height_cm]
                .iter()
                .map(|cm| (cm * 1000.0).round() as u64)
                .product(),
        });
    }
    Ok(out)
}

fn pets(list: &[Pet]) -> Result<Vec<PetFacts>, InputError> {
    if list.len() > MAX_LIST {
        return Err(InputError::new(
            "pets",
            format!("at most {MAX_LIST} animals"),
        ));
    }
    let mut out = Vec::with_capacity(list.len());
    for (i, p) in list.iter().enumerate() {
        if p.guide_dog && p.species != Species::Dog {
            return Err(InputError::new(
                format!("pets[{i}].guideDog"),
                "only a dog can be a guide dog",
            ));
        }
        out.push(PetFacts {
            species: p.species,
            weight_g: named(grams("", p.weight_kg), || format!("pets[{i}].weightKg"))?,
            vaccinated: p.vaccinated,
            vet_certificate: p.vet_certificate,
            container: p.container,
            sedated: p.sedated,
            guide_dog: p.guide_dog,
        });
    }
    Ok(out)
}

/// A policy percentage: whole, non-negative, at most the legal cap. Any
/// whole number above the cap, however large, is told the cap (1e20 was
/// told "between 0 and 1000", as if 999 were allowed).
fn capped(
    field: &str,
    v: f64,
    cap: u32,
    citation: Citation,
    unit: &str,
) -> Result<u32, InputError> {
    if v.is_finite() && v < 0.0 {
        return Err(InputError::new(field, "must not be negative"));
    }
    if v.fract() == 0.0 && v > f64::from(cap) {
        // Whole (`6`, not `6.0`); past 2^53 without the number, which only
        // float formatting (8 KB of wasm) would write.
        let shown = if v < 9e15 {
            format!("{} ", v as i64)
        } else {
            String::new()
        };
        return Err(InputError::new(
            field,
            format!(
                "{shown}exceeds the {cap} {unit} cap of {} {}",
                citation.instrument.code(),
                citation.article
            ),
        ));
    }
    Ok(whole(field, v, 0, cap.into())? as u32)
}

/// Parses and checks a policy JSON document on its own (the carrier's
/// `validatePolicy`) as in force on `date`; fields are named `policy.<field>`.
pub fn parse_policy(json: &str, date: NaiveDate) -> Result<PolicyFacts, InputError> {
    policy_of(&super::json::parse(json, "policy")?, date)
}

/// [`parse_policy`] of a document already read as a `serde_json::Value`
/// (native callers; the page holds a [`super::json::Json`], [`policy_of`]):
/// no JSON text written only to be read.
///
/// ```
/// use embarque::rules::input::{parse_policy, policy_of_value};
/// let date = chrono::NaiveDate::from_ymd_opt(2026, 12, 3).unwrap();
/// let v = serde_json::json!({ "retentionPercent": 7 });
/// assert_eq!(policy_of_value(&v, date).unwrap_err(), parse_policy(&v.to_string(), date).unwrap_err());
/// ```
pub fn policy_of_value(v: &serde_json::Value, date: NaiveDate) -> Result<PolicyFacts, InputError> {
    policy_of(&super::json::Json::from_value(v), date)
}

/// [`parse_policy`] of a document already parsed.
pub fn policy_of(v: &super::json::Json, date: NaiveDate) -> Result<PolicyFacts, InputError> {
    let p = Policy::read(super::json::Fields::of("policy", v)?)?;
    policy(Some(&p), date)
}

/// Checks the carrier's policy against the legal limits on `date`, filling
/// the regulatory defaults.
pub fn policy(p: Option<&Policy>, date: NaiveDate) -> Result<PolicyFacts, InputError> {
    let retention = params::RETENTION_CAP_PERCENT.value_or_first(date);
    let retention_row = params::RETENTION_CAP_PERCENT.rows[0];
    let fee_cap = params::LATE_REBOOKING_FEE_CAP_PERCENT.value_or_first(date);
    let fee_row = params::LATE_REBOOKING_FEE_CAP_PERCENT.rows[0];
    let excess = params::EXCESS_BAGGAGE_PERMILLE.value_or_first(date);
    let excess_row = params::EXCESS_BAGGAGE_PERMILLE.rows[0];
    let boards = params::SURFBOARDS_PER_TRIP.value_or_first(date);
    let boards_row = params::SURFBOARDS_PER_TRIP.rows[0];
    let youth_min = params::YOUTH_DISCOUNT_PERCENT.value_or_first(date);
    let default = PolicyFacts {
        retention_percent: retention,
        late_rebooking_fee_percent: None,
        excess_baggage_per_kg_permille: excess,
        youth_extra_discount_percent: 0,
        surfboards_per_trip: boards,
        cabin_rack_cm: None,
    };
    let Some(p) = p else { return Ok(default) };
    let youth = match p.youth_extra_discount_percent {
        None => 0,
        Some(v) => {
            let field = "policy.youthExtraDiscountPercent";
            if v.is_finite() && v < 0.0 {
                return Err(InputError::new(field, "must not be negative"));
            }
            let n = whole(field, v, 0, 100)? as u32;
            if n != 0 && n < youth_min {
                return Err(InputError::new(
                    field,
                    format!("{n} is below the {youth_min} % minimum of Decreto 8.537/2015 art. 19 (use 0 for none)"),
                ));
            }
            n
        }
    };
    let rack = match p.cabin_rack_cm {
        None => None,
        Some([l, w, h]) => Some([
            centimetres("policy.cabinRackCm[0]", l)?,
            centimetres("policy.cabinRackCm[1]", w)?,
            centimetres("policy.cabinRackCm[2]", h)?,
        ]),
    };
    Ok(PolicyFacts {
        retention_percent: match p.retention_percent {
            None => default.retention_percent,
            Some(v) => capped(
                "policy.retentionPercent",
                v,
                retention,
                retention_row.citation,
                "%",
            )?,
        },
        late_rebooking_fee_percent: match p.late_rebooking_fee_percent {
            None => None,
            Some(v) => Some(capped(
                "policy.lateRebookingFeePercent",
                v,
                fee_cap,
                fee_row.citation,
                "%",
            )?),
        },
        excess_baggage_per_kg_permille: match p.excess_baggage_per_kg_permille {
            None => excess,
            Some(v) => capped(
                "policy.excessBaggagePerKgPermille",
                v,
                excess,
                excess_row.citation,
                "‰",
            )?,
        },
        youth_extra_discount_percent: youth,
        surfboards_per_trip: match p.surfboards_per_trip {
            None => boards,
            Some(v) => capped(
                "policy.surfboardsPerTrip",
                v,
                boards,
                boards_row.citation,
                "boards",
            )?,
        },
        cabin_rack_cm: rack,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const MINIMAL: &str = r#"{"now":"2026-12-19T10:00:00-03:00","trip":{"scope":"interstate","departure":"2026-12-20T22:30:00-03:00"}}"#;

    fn with(extra: &str) -> String {
        format!(
            r#"{{"now":"2026-12-19T10:00:00-03:00","trip":{{"scope":"interstate","departure":"2026-12-20T22:30:00-03:00"}},{extra}}}"#
        )
    }

    /// A query whose trip has `fields` beside its departure.
    fn trip(fields: &str) -> String {
        format!(
            r#"{{"now":"2026-12-19T10:00:00-03:00","trip":{{"departure":"2026-12-20T22:30:00-03:00",{fields}}}}}"#
        )
    }

    fn err(json: &str) -> InputError {
        let q = match parse_query(json) {
            Ok(q) => q,
            Err(e) => return e,
        };
        Case::from_query(&q).expect_err("expected an input error")
    }

    #[test]
    fn a_minimal_query_is_accepted_with_defaults() {
        let case = Case::from_query(&parse_query(MINIMAL).unwrap()).unwrap();
        assert_eq!(case.trip.mode, Mode::Road);
        assert_eq!(case.trip.service, Service::Conventional);
        assert_eq!(case.policy.retention_percent, 5);
        assert_eq!(case.minutes_to_departure(), 36 * 60 + 30);
    }

    #[test]
    fn a_departure_without_offset_names_the_field() {
        let e = err(
            r#"{"now":"2026-12-19T10:00:00-03:00","trip":{"scope":"interstate","departure":"2026-12-20T22:30:00"}}"#,
        );
        assert_eq!(
            e.to_string(),
            "trip.departure: not an RFC 3339 instant with offset"
        );
    }

    #[test]
    fn a_day_the_calendar_has_not_is_said_so() {
        let e = err(
            r#"{"now":"2026-02-30T10:00:00-03:00","trip":{"scope":"interstate","departure":"2026-12-20T22:30:00-03:00"}}"#,
        );
        assert_eq!(e.to_string(), "now: is not a day of the calendar");
        let departure = |d: &str| {
            err(&format!(
                r#"{{"now":"2026-12-19T10:00:00-03:00","trip":{{"scope":"interstate","departure":"{d}"}}}}"#
            ))
        };
        let e = departure("2026-13-01T22:30:00-03:00");
        assert_eq!(
            e.to_string(),
            "trip.departure: is not a day of the calendar"
        );
        // The time is what is wrong: the form message stays.
        let e = departure("2026-12-20T25:30:00-03:00");
        assert_eq!(e.message, "not an RFC 3339 instant with offset");
        for (birth, message) in [
            ("2009-02-29", "is not a day of the calendar"),
            ("2008-02-30", "is not a day of the calendar"),
            ("2008-2-29", "not a date in the form YYYY-MM-DD"),
            ("29/02/2008", "not a date in the form YYYY-MM-DD"),
        ] {
            let q = format!(
                r#"{{"now":"2026-12-19T10:00:00-03:00","trip":{{"scope":"interstate","departure":"2026-12-20T22:30:00-03:00"}},"passenger":{{"birthDate":"{birth}"}}}}"#
            );
            let e = err(&q);
            assert_eq!(
                e.to_string(),
                format!("passenger.birthDate: {message}"),
                "{birth}"
            );
        }
    }

    #[test]
    fn a_passenger_is_130_at_most() {
        assert!(TOO_OLD.contains(&MAX_AGE.to_string()));
        let q = |birth: &str| {
            format!(
                r#"{{"now":"2026-12-19T10:00:00-03:00","trip":{{"scope":"interstate","departure":"2026-12-20T22:30:00-03:00"}},"passenger":{{"birthDate":"{birth}"}}}}"#
            )
        };
        // 130 on the departure's date, and 131 the day before it.
        let c = Case::from_query(&parse_query(&q("1896-12-20")).unwrap()).unwrap();
        assert_eq!(c.passenger.map(|p| p.age), Some(130));
        assert_eq!(
            err(&q("1895-12-20")).to_string(),
            "passenger.birthDate: is more than 130 years before the departure"
        );
        assert_eq!(err(&q("1800-01-01")).message, TOO_OLD);
    }

    #[test]
    fn a_missing_departure_names_the_field() {
        let e = err(r#"{"now":"2026-12-19T10:00:00-03:00","trip":{"scope":"interstate"}}"#);
        assert_eq!(e.field, "trip.departure");
        assert_eq!(e.message, "is required");
    }

    #[test]
    fn an_unknown_scope_names_the_field() {
        let e = err(
            r#"{"now":"2026-12-19T10:00:00-03:00","trip":{"scope":"urban","departure":"2026-12-20T22:30:00-03:00"}}"#,
        );
        assert_eq!(e.field, "trip.scope");
        assert!(e.message.contains("interstate"), "{}", e.message);
    }

    #[test]
    fn an_unknown_field_is_refused() {
        let e = err(&with(r#""ticket":{"fareCents":100,"colour":"red"}"#));
        assert_eq!(e.field, "ticket.colour");
    }

    #[test]
    fn a_field_named_by_the_empty_string_is_still_named() {
        // Found by the fuzzer: `{"":0}` gave an error with no field.
        let e = err(r#"{"":0}"#);
        assert_eq!(e.field, r#""""#);
        let e = err(&with(r#""ticket":{"fareCents":100,"":1}"#));
        assert_eq!(e.field, r#"ticket."""#);
    }

    #[test]
    fn instants_and_dates_outside_the_years_1800_to_2999_are_refused() {
        // Found by the fuzzer: a departure in year 0 gave the deadline
        // `-001-12-31T22:00:00+00:00`, which is not RFC 3339.
        let q = |now: &str, dep: &str| {
            format!(r#"{{"now":"{now}","trip":{{"scope":"interstate","departure":"{dep}"}}}}"#)
        };
        let e = err(&q("0000-01-01T00:00:00+00:00", "2026-12-20T22:30:00-03:00"));
        assert_eq!(e.field, "now");
        let e = err(&q("2026-12-19T10:00:00-03:00", "3000-01-01T00:00:00-03:00"));
        assert_eq!(e.field, "trip.departure");
        assert!(e.message.contains("2999"), "{}", e.message);
        assert!(
            parse_query(&q("1800-01-01T00:00:00+00:00", "2999-12-31T23:59:59-03:00"))
                .and_then(|q| Case::from_query(&q))
                .is_ok()
        );
        let e = err(&with(r#""passenger":{"birthDate":"1799-12-31"}"#));
        assert_eq!(e.field, "passenger.birthDate");
    }

    #[test]
    fn a_negative_weight_names_the_piece() {
        let e = err(&with(
            r#""baggage":[{"placement":"hold","weightKg":1},{"placement":"hold","weightKg":2},{"placement":"hold","weightKg":-3}]"#,
        ));
        assert_eq!(
            e.to_string(),
            "baggage[2].weightKg: must be between 0 and 1000"
        );
    }

    #[test]
    fn an_absurd_weight_or_dimension_is_refused() {
        assert_eq!(
            err(&with(
                r#""baggage":[{"placement":"hold","weightKg":1000.5}]"#
            ))
            .field,
            "baggage[0].weightKg"
        );
        assert_eq!(
            err(&with(
                r#""baggage":[{"placement":"hold","weightKg":1,"lengthCm":1001}]"#
            ))
            .field,
            "baggage[0].lengthCm"
        );
    }

    #[test]
    fn a_retention_above_5_percent_cites_the_civil_code() {
        let e = err(&with(r#""policy":{"retentionPercent":7}"#));
        assert_eq!(
            e.to_string(),
            "policy.retentionPercent: 7 exceeds the 5 % cap of Lei 10.406/2002 art. 740, § 3º"
        );
    }

    #[test]
    fn any_retention_above_the_cap_says_the_cap_however_large() {
        // 1e20 said "must be between 0 and 1000", as if 999 were allowed.
        for (v, shown) in [("6", "6 "), ("1001", "1001 "), ("1e20", "")] {
            let e = err(&with(&format!(r#""policy":{{"retentionPercent":{v}}}"#)));
            assert_eq!(
                e.to_string(),
                format!("policy.retentionPercent: {shown}exceeds the 5 % cap of Lei 10.406/2002 art. 740, § 3º")
            );
        }
        let e = err(&with(r#""policy":{"surfboardsPerTrip":1e9}"#));
        assert!(e.message.contains("exceeds the 2 boards cap"), "{e}");
        let e = err(&with(r#""policy":{"retentionPercent":4.5}"#));
        assert_eq!(e.message, "must be a whole number");
    }

    #[test]
    fn a_late_rebooking_fee_above_20_percent_is_refused() {
        let e = err(&with(r#""policy":{"lateRebookingFeePercent":21}"#));
        assert_eq!(e.field, "policy.lateRebookingFeePercent");
        assert!(e.message.contains("4.282/2014"));
        assert!(Case::from_query(
            &parse_query(&with(r#""policy":{"lateRebookingFeePercent":20}"#)).unwrap()
        )
        .is_ok());
    }

    #[test]
    fn a_youth_discount_between_1_and_49_percent_is_refused() {
        assert_eq!(
            err(&with(r#""policy":{"youthExtraDiscountPercent":49}"#)).field,
            "policy.youthExtraDiscountPercent"
        );
        assert_eq!(
            err(&with(r#""policy":{"youthExtraDiscountPercent":1}"#)).field,
            "policy.youthExtraDiscountPercent"
        );
        for ok in ["0", "50", "100"] {
            let q = parse_query(&with(&format!(
                r#""policy":{{"youthExtraDiscountPercent":{ok}}}"#
            )))
            .unwrap();
            assert!(Case::from_query(&q).is_ok(), "{ok}");
        }
    }

    #[test]
    fn a_negative_fare_is_refused() {
        assert_eq!(
            err(&with(r#""ticket":{"fareCents":-1}"#)).to_string(),
            "ticket.fareCents: must not be negative"
        );
    }

    #[test]
    fn a_birth_date_after_the_trip_is_refused() {
        let e = err(&with(r#""passenger":{"birthDate":"2027-01-01"}"#));
        assert_eq!(e.field, "passenger.birthDate");
    }

    #[test]
    fn a_purchase_later_than_now_is_refused_and_one_at_now_is_not() {
        let ticket = |at: &str| {
            with(&format!(
                r#""ticket":{{"fareCents":100,"purchasedAt":"{at}"}}"#
            ))
        };
        let e = err(&ticket("2026-12-19T10:00:01-03:00"));
        assert_eq!(
            (e.field.as_str(), e.message.as_str()),
            ("ticket.purchasedAt", "is later than now")
        );
        // The same instant in another offset is not later.
        assert!(parse_query(&ticket("2026-12-19T13:00:00Z")).is_ok());
    }

    #[test]
    fn a_purchase_after_the_passenger_boards_is_refused() {
        // Asked the day after the bus left: a purchase typed as the 21st
        // (for the 12th) gave a regret right and a year of validity from a
        // day no ticket for that bus could be sold.
        let q = |boarding: &str, at: &str| {
            format!(
                r#"{{"now":"2026-12-22T10:00:00-03:00","trip":{{"scope":"interstate","departure":"2026-12-20T22:30:00-03:00"{boarding}}},"ticket":{{"fareCents":100,"purchasedAt":"{at}"}}}}"#
            )
        };
        let e = err(&q("", "2026-12-20T22:30:01-03:00"));
        assert_eq!(
            (e.field.as_str(), e.message.as_str()),
            ("ticket.purchasedAt", "is after the departure")
        );
        // At the departure itself, or before a later stop's boarding, it is
        // a sale.
        assert!(parse_query(&q("", "2026-12-20T22:30:00-03:00"))
            .and_then(|q| Case::from_query(&q))
            .is_ok());
        let later = r#","boarding":"2026-12-21T02:00:00-03:00""#;
        assert!(parse_query(&q(later, "2026-12-21T01:00:00-03:00"))
            .and_then(|q| Case::from_query(&q))
            .is_ok());
        assert_eq!(
            err(&q(later, "2026-12-21T02:00:01-03:00")).field,
            "ticket.purchasedAt"
        );
    }

    #[test]
    fn kilograms_become_grams_rounded_down() {
        assert_eq!(grams("w", 12.5), Ok(12_500));
        assert_eq!(grams("w", 12.3), Ok(12_300));
        assert_eq!(grams("w", 0.0004), Ok(0));
        assert!(grams("w", f64::NAN).is_err());
        assert!(grams("w", f64::INFINITY).is_err());
    }

    #[test]
    fn now_is_expressed_in_the_offset_of_the_departure() {
        let q = parse_query(
            r#"{"now":"2026-12-19T13:00:00Z","trip":{"scope":"interstate","departure":"2026-12-20T22:30:00-03:00"}}"#,
        )
        .unwrap();
        let c = Case::from_query(&q).unwrap();
        assert_eq!(c.now.to_rfc3339(), "2026-12-19T10:00:00-03:00");
    }

    /// A list holds at most 200 items (a full query of 200 bags, 200 animals
    /// and 200 companions, as json::MAX_TEXT is sized for): the 200th is
    /// still read, a 201st is refused with its list named.
    #[test]
    fn a_list_of_200_items_is_read_and_one_of_201_is_refused() {
        for (field, template, item) in [
            (
                "baggage",
                r#""baggage":[LIST]"#,
                r#"{"placement":"hold","weightKg":1}"#,
            ),
            (
                "pets",
                r#""pets":[LIST]"#,
                r#"{"species":"cat","weightKg":1}"#,
            ),
            (
                "passenger.companions",
                r#""passenger":{"birthDate":"2015-01-01","companions":[LIST]}"#,
                r#"{"relation":"mother","age":40}"#,
            ),
        ] {
            let q = |n: usize| with(&template.replace("LIST", &vec![item; n].join(",")));
            assert!(
                parse_query(&q(200))
                    .and_then(|q| Case::from_query(&q))
                    .is_ok(),
                "{field}"
            );
            assert_eq!(err(&q(201)).field, field);
        }
    }

    /// A passenger boards at the line's start or at a later stop: a
    /// boarding at the departure itself (here written in UTC) is the start,
    /// kept in the departure's offset; a second before it is refused.
    #[test]
    fn a_boarding_at_the_departure_is_the_start_and_one_before_it_is_refused() {
        let q = |b: &str| trip(&format!(r#""scope":"interstate","boarding":"{b}""#));
        let c = Case::from_query(&parse_query(&q("2026-12-21T01:30:00Z")).unwrap()).unwrap();
        assert_eq!(
            super::super::rfc3339::write(&c.trip.boarding),
            "2026-12-20T22:30:00-03:00"
        );
        let e = err(&q("2026-12-20T22:29:59-03:00"));
        assert_eq!(e.field, "trip.boarding");
    }

    /// A later stop of the same trip: the longest scheduled lines (river
    /// boats up the Amazon) take under two weeks, so 15 days after the
    /// departure is the last boarding read; a second more is a typed year
    /// or month (2027 for 2026), which moved every deadline with it.
    #[test]
    fn a_boarding_more_than_15_days_after_the_departure_is_refused() {
        let q = |b: &str| trip(&format!(r#""scope":"interstate","boarding":"{b}""#));
        assert!(Case::from_query(&parse_query(&q("2027-01-04T22:30:00-03:00")).unwrap()).is_ok());
        let e = err(&q("2027-01-04T22:30:01-03:00"));
        assert_eq!(e.field, "trip.boarding");
        assert_eq!(
            e.message,
            "is more than 15 days after trip.departure: a later stop of the same trip"
        );
        assert_eq!(err(&q("2027-12-20T22:30:00-03:00")).field, "trip.boarding");
    }

    /// `trip.destinationCountry` is a two-letter ISO 3166 code (API.md's
    /// example: "AR"), read in either case; three letters or a digit are
    /// not one.
    #[test]
    fn a_destination_country_is_two_letters() {
        let q = |c: &str| {
            trip(&format!(
                r#""scope":"international","destinationCountry":"{c}""#
            ))
        };
        let c = Case::from_query(&parse_query(&q(" ar ")).unwrap()).unwrap();
        assert_eq!(c.trip.destination_country.as_deref(), Some("AR"));
        for bad in ["ARG", "A1", ""] {
            let e = err(&q(bad));
            assert_eq!(
                e.to_string(),
                "trip.destinationCountry: must be a two-letter ISO 3166 country code",
                "{bad}"
            );
        }
    }
}
