//! Invariants of every domain over generated valid queries.
//!
//! One strategy builds a whole Query JSON with every section filled (now,
//! trip, passenger with companions, seats, ticket, request, baggage, pets,
//! policy), each value inside the limits `src/rules/input.rs` accepts; every
//! property below holds for every such query. What is asserted is only what
//! the contract (`shared/API.md`) or the module documentation promises:
//! - the query is accepted and decided, the same way by every entry point;
//! - a refund is never negative nor above the fare, the fine never above 5 %
//!   (Código Civil art. 740 § 3º), refund and fine add up to the fare where
//!   the fare is split, and asking earlier never gives less back;
//! - the baggage totals are the sums of the pieces that count, and the
//!   excess fee is the per-mille rate on the excess, rounded down;
//! - a benefit's price is between 0 and the fare, and `best` is the cheapest
//!   offer that can be had;
//! - an animal's fee is between 0 and the fare;
//! - the age is the calendar age on the departure date (29 February
//!   birthdays age on 1 March in common years);
//! - nobody aged 18 or more gets a minor section;
//! - the report serializes, and every citation names an instrument and an
//!   article; every instant comes back in the departure's offset.

use chrono::{DateTime, Datelike, FixedOffset, NaiveDate, TimeDelta, TimeZone};
use embarque::rules::baggage::{Reason as BagReason, Verdict};
use embarque::rules::benefits::{refusal_citations, BenefitKind, Reason, Status};
use embarque::rules::query::RequestKind;
use embarque::rules::refund::OptionKey;
use embarque::rules::{evaluate, evaluate_json, parse_query, Report, CONTRACT};
use embarque::write;
use proptest::prelude::*;
use serde_json::{json, Value};

// The limits of `src/rules/input.rs` (private there), mirrored.
const MAX_FARE_CENTS: i64 = 100_000_000;
const MAX_DISTANCE_KM: u32 = 20_000;
const MAX_MINUTES: u32 = 100_000;
const MAX_COUNT: u32 = 1_000;
const MAX_LIST: usize = 200;
const MAX_COMPANION_AGE: u32 = 130;
const MAX_WEIGHT_G: u32 = 1_000_000;
const MAX_DIMENSION_TENTHS: u32 = 10_000;

/// The legal caps of the policy (API.md, `policy`).
const RETENTION_CAP_PERCENT: u32 = 5;
const LATE_FEE_CAP_PERCENT: u32 = 20;
const EXCESS_CAP_PERMILLE: u32 = 5;
/// Código Civil art. 5º.
const ADULT_AGE: u32 = 18;

const MINUTE: i64 = 1;
const DAY: i64 = 24 * 60 * MINUTE;

const SCOPES: [&str; 3] = ["interstate", "intermunicipal_rs", "international"];
const MODES: [&str; 3] = ["road", "rail", "waterway"];
const SERVICES: [&str; 4] = ["conventional", "executive", "semi_sleeper", "sleeper"];
const COUNTRIES: [&str; 7] = ["AR", "uy", " CL ", "PY", "VE", "US", "PT"];
const RELATIONS: [&str; 9] = [
    "mother",
    "father",
    "guardian",
    "grandparent",
    "great_grandparent",
    "sibling",
    "uncle_aunt",
    "nephew_niece",
    "other_adult",
];
const CHANNELS: [&str; 3] = ["counter", "online", "phone"];
const KINDS: [&str; 8] = [
    "none",
    "withdrawal",
    "revalidation",
    "delay",
    "interruption",
    "downgrade",
    "passenger_interrupts",
    "no_show",
];
const PLACEMENTS: [&str; 2] = ["hold", "cabin"];
const BAG_KINDS: [&str; 6] = [
    "general",
    "surfboard",
    "television",
    "dangerous",
    "weapon",
    "assistive_device",
];
const SPECIES: [&str; 3] = ["dog", "cat", "other"];
/// Offsets, in hours: Brazil's, UTC and two far away.
const OFFSETS: [i32; 7] = [-5, -4, -3, -2, 0, 1, 9];

// ------------------------------------------------------------ generation

/// A piece of baggage as generated: grams and tenths of a centimetre, so
/// that the core's conversions can be checked exactly.
#[derive(Debug, Clone)]
struct GenBag {
    placement: &'static str,
    kind: &'static str,
    grams: u32,
    tenths: [u32; 3],
}

impl GenBag {
    fn json(&self) -> Value {
        let cm = |t: u32| f64::from(t) / 10.0;
        json!({
            "placement": self.placement, "kind": self.kind,
            "weightKg": f64::from(self.grams) / 1000.0,
            "lengthCm": cm(self.tenths[0]), "widthCm": cm(self.tenths[1]),
            "heightCm": cm(self.tenths[2]),
        })
    }

    /// The core reads sides to the millimetre: a tenth of a centimetre.
    fn volume_mm3(&self) -> u64 {
        self.tenths.iter().map(|&t| u64::from(t)).product()
    }
}

/// A generated query and the facts it was built from.
#[derive(Debug, Clone)]
struct Generated {
    query: Value,
    departure: DateTime<FixedOffset>,
    now: DateTime<FixedOffset>,
    purchased: Option<DateTime<FixedOffset>>,
    birth: NaiveDate,
    fare: i64,
    /// What the excess baggage is priced on: the fare on the conventional
    /// service, else the conventional fare given (Decreto 2.521 art. 70 § 1º);
    /// by rail or water any class is conventional (Decreto 8.537 art. 13 § 1º).
    excess_base: Option<i64>,
    retention_policy: u32,
    bags: Vec<GenBag>,
}

impl Generated {
    fn json(&self) -> String {
        self.query.to_string()
    }
}

fn offset(hours: i32) -> FixedOffset {
    FixedOffset::east_opt(hours * 3600).expect("offset within a day")
}

fn any_offset() -> impl Strategy<Value = FixedOffset> {
    prop::sample::select(&OFFSETS[..]).prop_map(offset)
}

/// A day of `years`: any day, or one of the edges of February.
fn trip_day(years: std::ops::RangeInclusive<i32>) -> impl Strategy<Value = NaiveDate> {
    prop_oneof![
        3 => (years.clone(), 1u32..=366).prop_map(|(y, ordinal)| {
            NaiveDate::from_yo_opt(y, ordinal)
                .or_else(|| NaiveDate::from_ymd_opt(y, 12, 31))
                .expect("a day of the year")
        }),
        1 => (years, prop::sample::select(&[(2u32, 28u32), (2, 29), (3, 1)][..])).prop_map(
            |(y, (m, d))| NaiveDate::from_ymd_opt(y, m, d)
                .or_else(|| NaiveDate::from_ymd_opt(y, 2, 28))
                .expect("a day of February or March")
        ),
    ]
}

/// A departure in `years`, at any minute (near midnight more often), in any offset.
fn departure(years: std::ops::RangeInclusive<i32>) -> impl Strategy<Value = DateTime<FixedOffset>> {
    let minute = prop_oneof![3 => 0u32..24 * 60, 1 => 23 * 60u32..24 * 60, 1 => 0u32..60];
    (trip_day(years), minute, any_offset()).prop_map(|(day, m, off)| {
        let local = day.and_hms_opt(m / 60, m % 60, 0).expect("a time of day");
        off.from_local_datetime(&local)
            .single()
            .expect("a fixed offset is never ambiguous")
    })
}

/// Minutes from `now` to departure (negative: after departure), seconds,
/// the offset `now` is written in, and minutes from the purchase to `now`.
fn timing() -> impl Strategy<Value = (i64, i64, FixedOffset, Option<i64>)> {
    let before = prop_oneof![
        4 => -3 * DAY..=3 * DAY,
        2 => 170 * MINUTE..=190 * MINUTE,
        1 => -10 * MINUTE..=10 * MINUTE,
        3 => 0..=400 * DAY,
    ];
    let bought = prop::option::weighted(
        0.9,
        prop_oneof![3 => 0..=10 * DAY, 2 => 0..=120 * DAY, 1 => 0..=800 * DAY],
    );
    (before, 0i64..60, any_offset(), bought)
}

/// The trip's fixed facts (scope, mode, service, flags, distance, country).
fn trip() -> impl Strategy<Value = Value> {
    (
        prop_oneof![3 => Just(SCOPES[0]), 2 => prop::sample::select(&SCOPES[..])],
        prop::sample::select(&MODES[..]),
        prop_oneof![2 => Just("conventional"), 1 => prop::sample::select(&SERVICES[..])],
        [
            prop::bool::weighted(0.85), // regularLine
            prop::bool::weighted(0.85), // benefitSeatsOffered
            prop::bool::weighted(0.8),  // leavesComarca
            prop::bool::weighted(0.2),  // contiguousComarcaSameState
            prop::bool::weighted(0.2),  // sameMetropolitanRegion
        ],
        prop::option::weighted(
            0.8,
            prop_oneof![0u32..=1_000, 0u32..=MAX_DISTANCE_KM, 495u32..=505],
        ),
        prop::option::weighted(0.8, prop::sample::select(&COUNTRIES[..])),
    )
        .prop_map(|(scope, mode, service, flags, km, country)| {
            let mut t = json!({
                "scope": scope, "mode": mode, "service": service,
                "regularLine": flags[0], "benefitSeatsOffered": flags[1],
                "leavesComarca": flags[2], "contiguousComarcaSameState": flags[3],
                "sameMetropolitanRegion": flags[4],
            });
            if let Some(km) = km {
                t["distanceKm"] = json!(km);
            }
            if let Some(c) = country {
                t["destinationCountry"] = json!(c);
            }
            t
        })
}

/// How the birth date sits relative to the trip date: (how, years, days).
fn birth() -> impl Strategy<Value = (u8, i32, u32)> {
    (
        0u8..4,
        prop_oneof![0i32..=100, 15i32..=29, 15i32..=19, 58i32..=62, 0i32..=7],
        0u32..366,
    )
}

/// The birth date for a trip on `trip`: `years` back and then `days` more
/// (how 0), a birthday on the trip date (1), the day after it (2), or the
/// latest 29 February `years` back (3); never after the trip date, nor
/// before 1 January 1800, the earliest birth date the input takes (a trip
/// in 1900 and 100 years back gave 1796-02-29 or 1799, refused).
fn birth_date(trip: NaiveDate, (how, years, days): (u8, i32, u32)) -> NaiveDate {
    let y = (trip.year() - years).max(1);
    let same_day = |d: NaiveDate| {
        NaiveDate::from_ymd_opt(y, d.month(), d.day())
            .or_else(|| NaiveDate::from_ymd_opt(y, 3, 1))
            .expect("a day of year y")
    };
    let date = match how {
        0 => same_day(trip) - TimeDelta::days(i64::from(days)),
        1 => same_day(trip),
        2 => same_day(trip.succ_opt().expect("a next day")),
        _ => {
            let leap = (1..=y)
                .rev()
                .find(|&ly| NaiveDate::from_ymd_opt(ly, 2, 29).is_some())
                .unwrap_or(4);
            NaiveDate::from_ymd_opt(leap, 2, 29).expect("a leap year")
        }
    };
    let earliest = NaiveDate::from_ymd_opt(1800, 1, 1).expect("a date");
    date.min(trip).max(earliest)
}

fn companion() -> impl Strategy<Value = Value> {
    (
        prop::sample::select(&RELATIONS[..]),
        prop_oneof![0u32..=MAX_COMPANION_AGE, 16u32..=20],
        prop::array::uniform4(any::<bool>()),
    )
        .prop_map(|(relation, age, f)| {
            json!({
                "relation": relation, "age": age, "kinshipProof": f[0],
                "parentalAuthorization": f[1], "otherParentAuthorization": f[2],
                "foreignResidentAbroad": f[3],
            })
        })
}

/// Every passenger field but the birth date, which depends on the trip date.
fn passenger(companions: usize) -> impl Strategy<Value = Value> {
    (
        // Weighted so that benefits can be had and minors are authorized
        // about as often as not.
        [
            prop::bool::weighted(0.6),  // idJovem
            prop::bool::weighted(0.6),  // elderlyIncomeProof
            prop::bool::weighted(0.4),  // passeLivre
            prop::bool::weighted(0.7),  // occupiesSeat
            prop::bool::weighted(0.3),  // judicialAuthorization
            prop::bool::weighted(0.4),  // parentalAuthorizationToTravelAlone
            prop::bool::weighted(0.3),  // bothParentsAuthorization
            prop::bool::weighted(0.15), // youthRequestSameDay
            prop::bool::weighted(0.8),  // bornInBrazil
            prop::bool::weighted(0.2),  // residesAbroad
        ],
        0u32..3,
        prop::collection::vec(companion(), 0..=companions),
    )
        .prop_map(|(f, lap, companions)| {
            json!({
                "idJovem": f[0], "elderlyIncomeProof": f[1], "passeLivre": f[2],
                "occupiesSeat": f[3], "judicialAuthorization": f[4],
                "parentalAuthorizationToTravelAlone": f[5],
                "bothParentsAuthorization": f[6], "youthRequestSameDay": f[7],
                "bornInBrazil": f[8], "residesAbroad": f[9],
                "lapChildrenWithSameAdult": lap,
                "companions": companions,
            })
        })
}

fn seats() -> impl Strategy<Value = Value> {
    prop::array::uniform5(prop_oneof![6 => 0u32..2, 3 => 0u32..4, 1 => 0u32..=MAX_COUNT]).prop_map(
        |n| {
            json!({
                "youthFreeTaken": n[0], "youthDiscountTaken": n[1], "elderlyFreeTaken": n[2],
                "petsOnBoard": n[3], "passeLivreTaken": n[4],
            })
        },
    )
}

fn cents() -> impl Strategy<Value = i64> {
    prop_oneof![
        4 => 0i64..100_000,
        1 => 0i64..=MAX_FARE_CENTS,
        1 => prop::sample::select(&[0i64, 1, 19, 20, 99, 100, 3_333, MAX_FARE_CENTS][..]),
    ]
}

/// The ticket without its purchase instant: (fare, channel, flags).
fn ticket() -> impl Strategy<Value = (i64, &'static str, [bool; 3], Option<i64>)> {
    (
        cents(),
        prop::sample::select(&CHANNELS[..]),
        // revalidated, paidByCredit, creditSettled.
        [
            prop::bool::weighted(0.2),
            prop::bool::weighted(0.3),
            prop::bool::weighted(0.7),
        ],
        // conventionalFareCents.
        prop::option::weighted(0.7, cents()),
    )
}

fn minutes_around(limit: u32) -> impl Strategy<Value = u32> {
    prop_oneof![0u32..=MAX_MINUTES, limit - 2..=limit + 2, Just(0u32)]
}

fn request() -> impl Strategy<Value = Value> {
    (
        prop::sample::select(&KINDS[..]),
        cents(),
        minutes_around(60),
        minutes_around(180),
        cents(),
        any::<bool>(),
    )
        .prop_map(|(kind, new_fare, delay, interruption, lower, resold)| {
            json!({
                "kind": kind, "newFareCents": new_fare, "delayMinutes": delay,
                "interruptionMinutes": interruption, "lowerClassFareCents": lower,
                "seatResold": resold,
            })
        })
}

fn bag(heavy: bool) -> impl Strategy<Value = GenBag> {
    let grams = if heavy {
        (0u32..=MAX_WEIGHT_G).boxed()
    } else {
        prop_oneof![4 => 0u32..=15_000, 1 => 0u32..=40_000, 1 => 0u32..=MAX_WEIGHT_G].boxed()
    };
    let side = prop_oneof![8 => 0u32..=900, 2 => 900u32..=1_100, 1 => 0u32..=MAX_DIMENSION_TENTHS];
    (
        prop::sample::select(&PLACEMENTS[..]),
        prop_oneof![4 => Just("general"), 3 => prop::sample::select(&BAG_KINDS[..])],
        grams,
        prop::array::uniform3(side),
    )
        .prop_map(|(placement, kind, grams, tenths)| GenBag {
            placement,
            kind,
            grams,
            tenths,
        })
}

fn pet() -> impl Strategy<Value = Value> {
    (
        prop::sample::select(&SPECIES[..]),
        prop_oneof![4 => 0u32..=20_000, 1 => 0u32..=MAX_WEIGHT_G],
        prop::array::uniform4(any::<bool>()),
        prop::bool::weighted(0.2),
    )
        .prop_map(|(species, grams, f, guide)| {
            json!({
                "species": species, "weightKg": f64::from(grams) / 1000.0,
                "vaccinated": f[0], "vetCertificate": f[1], "container": f[2], "sedated": f[3],
                // A guide dog (Lei 11.126/2005): a dog only, or the query is refused.
                "guideDog": guide && species == "dog",
            })
        })
}

/// A dog or a cat an RS line takes and prices: 8 kg or less, every paper,
/// sedated, in its container.
fn priced_pet() -> impl Strategy<Value = Value> {
    (prop::sample::select(&SPECIES[..2]), 1u32..=8_000).prop_map(|(species, grams)| {
        json!({
            "species": species, "weightKg": f64::from(grams) / 1000.0,
            "vaccinated": true, "vetCertificate": true, "container": true, "sedated": true,
            "guideDog": false,
        })
    })
}

/// The policy: each field inside its legal cap, or absent (the default).
fn policy() -> impl Strategy<Value = (Value, u32)> {
    let some = |s: BoxedStrategy<u32>| prop::option::weighted(0.8, s);
    (
        some((0u32..=RETENTION_CAP_PERCENT).boxed()),
        some((0u32..=LATE_FEE_CAP_PERCENT).boxed()),
        some((0u32..=EXCESS_CAP_PERMILLE).boxed()),
        some(prop_oneof![Just(0u32), 50u32..=100].boxed()),
        some((0u32..=2).boxed()),
        prop::option::weighted(0.3, prop::array::uniform3(0u32..=120)),
    )
        .prop_map(|(retention, late, excess, youth, boards, rack)| {
            let mut p = json!({});
            let mut set = |k: &str, v: Option<u32>| {
                if let Some(v) = v {
                    p[k] = json!(v);
                }
            };
            set("retentionPercent", retention);
            set("lateRebookingFeePercent", late);
            set("excessBaggagePerKgPermille", excess);
            set("youthExtraDiscountPercent", youth);
            set("surfboardsPerTrip", boards);
            if let Some(r) = rack {
                p["cabinRackCm"] = json!(r);
            }
            (p, retention.unwrap_or(RETENTION_CAP_PERCENT))
        })
}

/// A whole valid query with departures in `years`; `big` makes the lists
/// as long and the pieces as heavy as the checker accepts.
fn valid_query_in(
    years: std::ops::RangeInclusive<i32>,
    big: bool,
) -> impl Strategy<Value = Generated> {
    let list = if big { MAX_LIST } else { 6 };
    (
        departure(years),
        timing(),
        trip(),
        (birth(), passenger(if big { MAX_LIST } else { 3 })),
        seats(),
        ticket(),
        request(),
        prop::collection::vec(bag(big), 0..=list),
        prop::collection::vec(pet(), 0..=if big { MAX_LIST } else { 3 }),
        policy(),
    )
        .prop_map(
            |(
                dep,
                (before, secs, now_off, bought),
                mut trip,
                (b, mut passenger),
                seats,
                t,
                request,
                bags,
                pets,
                (policy, retention),
            )| {
                let now = (dep - TimeDelta::minutes(before) - TimeDelta::seconds(secs))
                    .with_timezone(&now_off);
                // Bought before now and before the bus left (the checker
                // refuses a purchase after the departure).
                let purchased = bought.map(|m| (now - TimeDelta::minutes(m)).min(dep));
                let birth = birth_date(dep.date_naive(), b);
                trip["departure"] = json!(dep.to_rfc3339());
                passenger["birthDate"] = json!(birth.format("%Y-%m-%d").to_string());
                let (fare, channel, f, conventional) = t;
                let mut ticket = json!({
                    "fareCents": fare, "channel": channel, "revalidated": f[0],
                    "paidByCredit": f[1], "creditSettled": f[2],
                });
                if let Some(c) = conventional {
                    ticket["conventionalFareCents"] = json!(c);
                }
                let conventional_class =
                    trip["service"] == "conventional" || trip["mode"] != "road";
                let excess_base = match conventional_class {
                    true => Some(fare),
                    // 0 means not given.
                    false => conventional.filter(|c| *c > 0),
                };
                if let Some(p) = purchased {
                    ticket["purchasedAt"] = json!(p.to_rfc3339());
                }
                let query = json!({
                    "now": now.to_rfc3339(),
                    "trip": trip,
                    "passenger": passenger,
                    "seats": seats,
                    "ticket": ticket,
                    "request": request,
                    "baggage": bags.iter().map(GenBag::json).collect::<Vec<_>>(),
                    "pets": pets,
                    "policy": policy,
                });
                Generated {
                    query,
                    departure: dep,
                    now,
                    purchased,
                    birth,
                    fare,
                    excess_base,
                    retention_policy: retention,
                    bags,
                }
            },
        )
}

/// The everyday generator: trips from 2010 (before the youth benefit and
/// Lei 13.812/2019) to 2031, short lists.
fn valid_query() -> impl Strategy<Value = Generated> {
    valid_query_in(2010..=2031, false)
}

// --------------------------------------------------------------- helpers

/// The report for `g`, failing the case when the query is refused.
fn decide(g: &Generated) -> Result<Report, TestCaseError> {
    evaluate_json(&g.json()).map_err(|e| TestCaseError::fail(format!("refused: {e}")))
}

/// Whole years from `birth` to `on` by the calendar: the n-th birthday is
/// the same month and day n years on, or 1 March when that year has no
/// 29 February.
fn calendar_age(birth: NaiveDate, on: NaiveDate) -> i32 {
    let birthday = |n: i32| {
        let y = birth.year() + n;
        NaiveDate::from_ymd_opt(y, birth.month(), birth.day())
            .or_else(|| NaiveDate::from_ymd_opt(y, 3, 1))
            .expect("a birthday")
    };
    let mut n = on.year() - birth.year();
    while n > 0 && birthday(n) > on {
        n -= 1;
    }
    n
}

/// Whether the RFC 3339 instant `s` is written in `offset`.
fn in_offset(s: &str, offset: FixedOffset) -> bool {
    DateTime::parse_from_rfc3339(s).is_ok_and(|t| *t.offset() == offset)
}

/// Every problem with the citations found anywhere under `v`.
fn citation_problems(v: &Value, path: &str, out: &mut Vec<String>) {
    match v {
        Value::Object(map) => {
            for (k, child) in map {
                let here = format!("{path}.{k}");
                if k == "citations" {
                    match child.as_array() {
                        None => out.push(format!("{here} is not a list")),
                        Some(list) => {
                            for (i, c) in list.iter().enumerate() {
                                for field in ["instrument", "article", "law"] {
                                    let ok =
                                        c[field].as_str().is_some_and(|s| !s.trim().is_empty());
                                    if !ok {
                                        out.push(format!("{here}[{i}].{field} is empty: {c}"));
                                    }
                                }
                            }
                        }
                    }
                } else {
                    citation_problems(child, &here, out);
                }
            }
        }
        Value::Array(list) => {
            for (i, child) in list.iter().enumerate() {
                citation_problems(child, &format!("{path}[{i}]"), out);
            }
        }
        _ => {}
    }
}

/// The properties of the whole report, shared by the everyday and the
/// largest queries.
fn check_report(g: &Generated, r: &Report) -> Result<(), TestCaseError> {
    prop_assert_eq!(r.contract, CONTRACT);
    prop_assert!(r.error.is_none(), "error {:?}", r.error);
    let v = serde_json::to_value(r).map_err(|e| TestCaseError::fail(e.to_string()))?;
    prop_assert!(v.get("error").is_none());
    let mut problems = Vec::new();
    citation_problems(&v, "report", &mut problems);
    prop_assert!(problems.is_empty(), "{:#?}", problems);
    // Every entry point decides the same way.
    let q = parse_query(&g.json()).map_err(|e| TestCaseError::fail(e.to_string()))?;
    let again =
        serde_json::to_value(evaluate(&q)).map_err(|e| TestCaseError::fail(e.to_string()))?;
    prop_assert_eq!(&again, &v);
    // The JSON text the JavaScript API hands over is serde_json's, byte for byte.
    let text = serde_json::to_string(r).map_err(|e| TestCaseError::fail(e.to_string()))?;
    prop_assert_eq!(
        write::to_string(r).map_err(|e| TestCaseError::fail(e.to_string()))?,
        text
    );
    Ok(())
}

fn check_refund(g: &Generated, r: &Report) -> Result<(), TestCaseError> {
    let kind = g.query["request"]["kind"].as_str().unwrap_or("none");
    let Some(d) = r.refund.as_ref() else {
        prop_assert_eq!(kind, "none", "no refund section for {}", kind);
        return Ok(());
    };
    prop_assert!(kind != "none");
    let fare = g.fare;
    let (back, kept) = (d.refund_cents.0, d.retention_cents.0);
    prop_assert!(
        (0..=fare).contains(&back),
        "refund {} of fare {}",
        back,
        fare
    );
    prop_assert!(
        (0..=fare).contains(&kept),
        "retention {} of fare {}",
        kept,
        fare
    );
    // Código Civil art. 740 § 3º: at most 5 %, and never more than the policy.
    prop_assert!(d.retention_percent <= RETENTION_CAP_PERCENT);
    prop_assert!(d.retention_percent == 0 || d.retention_percent == g.retention_policy);
    prop_assert!(kept * 100 <= fare * i64::from(RETENTION_CAP_PERCENT));
    // Rounded down, in the passenger's favour.
    prop_assert_eq!(kept, fare * i64::from(d.retention_percent) / 100);
    prop_assert!(back + kept <= fare, "{} + {} > {}", back, kept, fare);
    prop_assert!(d.amount_due_cents.0 >= 0 && d.rebooking_fee_cents.0 >= 0);
    prop_assert!(d.rebooking_fee_cents <= d.amount_due_cents);
    prop_assert!(d.rebooking_fee_cents.0 * 100 <= fare * i64::from(LATE_FEE_CAP_PERCENT));
    // A refusal moves no money, but for a delay of an hour or less, which
    // offers the ticket's cancellation and says its sum.
    let offers_cancellation =
        d.kind == RequestKind::Delay && d.options.contains(&OptionKey::Refund);
    if !d.allowed && !offers_cancellation {
        prop_assert_eq!((back, kept), (0, 0), "money moves on a refusal");
    }
    // Where the fare is split into the refund and the fine, no centavo is lost.
    let split = matches!(d.kind, RequestKind::Withdrawal | RequestKind::NoShow);
    if (d.allowed && split) || (offers_cancellation && back + kept > 0) {
        prop_assert_eq!(back + kept, fare, "refund {} + fine {} != fare", back, kept);
    }
    for s in [&d.deadline, &d.notice_limit, &d.regret_until]
        .into_iter()
        .flatten()
    {
        prop_assert!(
            in_offset(s, *g.departure.offset()),
            "{} not in {}",
            s,
            g.departure.offset()
        );
    }
    Ok(())
}

fn check_baggage(g: &Generated, r: &Report) -> Result<(), TestCaseError> {
    let Some(b) = r.baggage.as_ref() else {
        return Err(TestCaseError::fail("no baggage section for a baggage list"));
    };
    prop_assert_eq!(b.items.len(), g.bags.len());
    let (mut hold_g, mut hold_mm3, mut cabin_g) = (0u64, 0u64, 0u64);
    // The carrier's rack, inside sides in millimetres, sorted.
    let rack: Option<Vec<u64>> = g.query["policy"]["cabinRackCm"].as_array().map(|r| {
        let mut mm: Vec<u64> = r
            .iter()
            .filter_map(|v| v.as_u64())
            .map(|cm| cm * 10)
            .collect();
        mm.sort_unstable();
        mm
    });
    let fits = |bag: &GenBag| {
        let mut sides: Vec<u64> = bag.tenths.iter().map(|&t| u64::from(t)).collect();
        sides.sort_unstable();
        rack.as_ref()
            .is_none_or(|r| sides.iter().zip(r).all(|(s, r)| s <= r))
    };
    // The grams of the ordinary pieces entered in the cabin that fit its
    // rack, whether over 1 m a side, and whether the rack keeps them.
    let mut rack_pieces = Vec::new();
    for (i, (item, bag)) in b.items.iter().zip(&g.bags).enumerate() {
        prop_assert_eq!(item.index, i);
        // A wheelchair or assistive device is outside every limit from
        // Decreto 9.475/2018 (Decreto 2.521 art. 70 § 2º).
        let exempt = bag.kind == "assistive_device"
            && g.departure.date_naive() >= NaiveDate::from_ymd_opt(2018, 8, 17).unwrap();
        let ordinary = bag.kind == "general" || (bag.kind == "assistive_device" && !exempt);
        let for_rack = bag.placement == "cabin" && ordinary && fits(bag);
        // Kept: `ok`, or `excess` over the rack's own 5 kg.
        let kept = for_rack
            && (item.verdict == Verdict::Ok || item.reasons.contains(&BagReason::RackWeightOver));
        if for_rack {
            // Over 1 m a side: the hold refuses it (Decreto 2.521 art. 70 I).
            let long = bag.tenths.iter().any(|&t| t > 1000);
            rack_pieces.push((u64::from(bag.grams), long, kept));
        }
        // What does not travel (prohibited, over the surfboard limit) counts
        // in no total; a piece in the hold counts whatever its verdict, and a
        // television, a surfboard, a piece that does not fit the carrier's
        // rack or one the rack does not keep (never `ok`) is in the hold
        // wherever it was entered.
        let in_hold = bag.placement == "hold"
            || ["television", "surfboard"].contains(&bag.kind)
            || !fits(bag)
            || (for_rack && !kept);
        let counts = match item.verdict {
            _ if exempt => false,
            Verdict::Prohibited | Verdict::LimitReached => false,
            Verdict::TooLarge => in_hold,
            Verdict::Ok | Verdict::Excess | Verdict::MustGoInHold => true,
        };
        if counts && in_hold {
            hold_g += u64::from(bag.grams);
            hold_mm3 += bag.volume_mm3();
        } else if counts {
            cabin_g += u64::from(bag.grams);
        }
    }
    prop_assert_eq!(u64::from(b.hold_weight_grams), hold_g);
    // Rounded up to the dm³, so it passes 300 exactly when the pieces do.
    prop_assert_eq!(u64::from(b.hold_volume_dm3), hold_mm3.div_ceil(1_000_000));
    prop_assert_eq!(u64::from(b.cabin_weight_grams), cabin_g);
    // Each piece whole in the rack or the hold, where the excess over both
    // allowances is least, and at equal excess the rack's own least; the
    // pieces the hold would refuse stay in the rack (every subset of the
    // others tried, for lists short enough).
    let cap = u64::from(b.cabin_allowance_grams);
    let hold_cap = u64::from(b.hold_allowance_grams);
    for p in &rack_pieces {
        prop_assert!(p.2 || !p.1, "a piece over 1 m left the rack");
    }
    let moved: u64 = rack_pieces.iter().filter(|p| !p.2).map(|p| p.0).sum();
    let longs: u64 = rack_pieces.iter().filter(|p| p.1).map(|p| p.0).sum();
    let others: Vec<u64> = rack_pieces.iter().filter(|p| !p.1).map(|p| p.0).collect();
    let rest = hold_g - moved;
    let total: u64 = others.iter().sum();
    let cost = |r: u64| {
        let rack_over = (longs + r).saturating_sub(cap);
        (
            (rest + total - r).saturating_sub(hold_cap) + rack_over,
            rack_over,
        )
    };
    if others.len() <= 12 {
        let best = (0u32..1 << others.len())
            .map(|set| {
                let chosen = others.iter().enumerate().filter(|(j, _)| set >> j & 1 == 1);
                cost(chosen.map(|(_, g)| g).sum::<u64>())
            })
            .min()
            .unwrap_or((0, 0));
        prop_assert_eq!(cost(cabin_g - longs), best);
    }
    // What the hold and the rack carry over their allowances is the excess.
    let excess = hold_g.saturating_sub(hold_cap) + cabin_g.saturating_sub(cap);
    prop_assert_eq!(u64::from(b.excess_grams), excess);
    prop_assert!(b.excess_rate_permille <= EXCESS_CAP_PERMILLE);
    // The fee: rate ‰ of the (conventional) fare per kilogram of excess,
    // rounded down; none off that service without the conventional fare,
    // unless nothing is over or the rate is 0: then 0 whatever the fare.
    let fee = b.excess_fee_cents.map(|c| c.0);
    let expected = match excess == 0 || b.excess_rate_permille == 0 {
        true => Some(0),
        false => g.excess_base.map(|base| {
            i128::from(base) * i128::from(excess) * i128::from(b.excess_rate_permille) / 1_000_000
        }),
    };
    prop_assert_eq!(fee.map(i128::from), expected);
    prop_assert!(fee.is_none_or(|f| f >= 0));
    prop_assert_eq!(
        b.within_allowance,
        b.items.iter().all(|i| i.verdict == Verdict::Ok)
    );
    Ok(())
}

fn obtainable(s: Status) -> bool {
    matches!(s, Status::Available | Status::OnlyIfUnsold)
}

fn check_benefits(g: &Generated, r: &Report) -> Result<(), TestCaseError> {
    let kinds: Vec<BenefitKind> = r.benefits.iter().map(|o| o.benefit).collect();
    prop_assert_eq!(&kinds[..], BenefitKind::ALL);
    let fare = g.fare;
    for o in &r.benefits {
        prop_assert!(o.discount_percent <= 100);
        let Some(pay) = o.pay_cents else {
            return Err(TestCaseError::fail(format!(
                "{:?}: no price with a fare",
                o.benefit
            )));
        };
        prop_assert!(
            (0..=fare).contains(&pay.0),
            "{:?} pays {} of {}",
            o.benefit,
            pay.0,
            fare
        );
        // The price rounds down: the discount rounds in the passenger's favour.
        prop_assert_eq!(pay.0, fare * i64::from(100 - o.discount_percent) / 100);
        for s in [&o.request_from, &o.request_by, &o.present_by]
            .into_iter()
            .flatten()
        {
            prop_assert!(
                in_offset(s, *g.departure.offset()),
                "{} not in {}",
                s,
                g.departure.offset()
            );
        }
    }
    // A written refusal cites what the offer cites, starting with the law
    // that grants the benefit, and the duty to write it only where it is owed.
    for o in &r.benefits {
        let basis = refusal_citations(o);
        prop_assert_eq!(basis.first(), o.citations.first());
        prop_assert!(basis.iter().all(|c| o.citations.contains(c)), "{:?}", basis);
        // Decreto 8.537/2015 art. 14 sole paragraph (youth) or Res. ANTT
        // 1.692/2006 art. 2º-A (elderly).
        let duty = basis
            .iter()
            .any(|c| c.article == "art. 14, parágrafo único" || c.article == "art. 2º-A");
        prop_assert_eq!(duty, o.reasons.contains(&Reason::RefusalNoticeDue));
    }
    let can: Vec<_> = r.benefits.iter().filter(|o| obtainable(o.status)).collect();
    match r.best {
        None => prop_assert!(can.is_empty(), "no best among {:?}", can),
        Some(best) => {
            let b = can.iter().find(|o| o.benefit == best);
            prop_assert!(b.is_some(), "best {:?} cannot be had", best);
            let b = b.expect("checked");
            for o in &can {
                prop_assert!(
                    b.pay_cents <= o.pay_cents,
                    "{:?} is dearer than {:?}",
                    best,
                    o.benefit
                );
                if b.pay_cents == o.pay_cents && o.status == Status::Available {
                    prop_assert_eq!(b.status, Status::Available);
                }
            }
        }
    }
    // A lap is someone's (Res. ANTT 1.383/2006 art. 6º XVII, "por
    // responsável"): a free lap seat only with a parent, the guardian or a
    // companion of 18 or more, and only for a child who does not occupy a seat.
    if can.iter().any(|o| o.benefit == BenefitKind::ChildLapFree) {
        let p = &g.query["passenger"];
        let adult = p["companions"].as_array().is_some_and(|cs| {
            cs.iter().any(|c| {
                c["age"].as_u64().is_some_and(|a| a >= 18)
                    || ["mother", "father", "guardian"]
                        .contains(&c["relation"].as_str().unwrap_or(""))
            })
        });
        prop_assert!(adult, "a lap without an adult: {}", p);
        prop_assert_eq!(&p["occupiesSeat"], &json!(false));
    }
    // Nothing can be had once the vehicle has left: after the departure's
    // instant, which is still "até o horário de partida".
    if g.now > g.departure {
        prop_assert!(can.is_empty(), "after departure: {:?}", can);
    }
    // A better tier available now makes the next one `not_needed`.
    let status = |k: BenefitKind| r.benefits.iter().find(|o| o.benefit == k).map(|o| o.status);
    for (free, half) in [
        (BenefitKind::YouthFree, BenefitKind::YouthHalf),
        (BenefitKind::ElderlyFree, BenefitKind::ElderlyHalf),
    ] {
        if status(free) == Some(Status::Available) {
            prop_assert_eq!(status(half), Some(Status::NotNeeded));
        }
    }
    Ok(())
}

fn check_pets(g: &Generated, r: &Report) -> Result<(), TestCaseError> {
    let n = g.query["pets"].as_array().map_or(0, Vec::len);
    prop_assert_eq!(r.pets.len(), n);
    for (i, p) in r.pets.iter().enumerate() {
        prop_assert_eq!(p.index, i);
        let Some(fee) = p.fee_cents else { continue };
        prop_assert!(p.allowed, "animal {} refused but charged", i);
        prop_assert!(
            (0..=g.fare).contains(&fee.0),
            "fee {} of fare {}",
            fee.0,
            g.fare
        );
        if let Some(pct) = p.fee_percent {
            prop_assert!(pct <= 100);
            prop_assert_eq!(fee.0, g.fare * i64::from(pct) / 100);
        }
    }
    Ok(())
}

fn check_age_and_minor(g: &Generated, r: &Report) -> Result<(), TestCaseError> {
    let on = g.departure.date_naive();
    let expected = calendar_age(g.birth, on);
    prop_assert!(expected >= 0);
    prop_assert_eq!(
        r.age.map(i64::from),
        Some(i64::from(expected)),
        "born {} trip {}",
        g.birth,
        on
    );
    let age = r.age.unwrap_or(0);
    match &r.minor {
        None => prop_assert!(age >= ADULT_AGE, "no minor section at {}", age),
        Some(m) => {
            prop_assert!(
                age < ADULT_AGE,
                "a minor section at {}: {:?}",
                age,
                m.requirement
            );
            prop_assert_eq!(m.satisfied, m.satisfied_by.is_some());
            if let Some(by) = m.satisfied_by {
                prop_assert!(by == m.requirement || m.alternatives.contains(&by));
            }
            if m.requirement == embarque::rules::minors::Requirement::None {
                prop_assert!(m.satisfied);
            }
        }
    }
    Ok(())
}

// -------------------------------------------------------------- properties

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn every_generated_query_is_accepted_and_its_report_serializes_with_full_citations(g in valid_query()) {
        let r = decide(&g)?;
        check_report(&g, &r)?;
    }

    #[test]
    fn a_refund_is_never_negative_nor_above_the_fare_and_the_fine_never_above_5_percent(g in valid_query()) {
        check_refund(&g, &decide(&g)?)?;
    }

    #[test]
    fn a_withdrawal_asked_earlier_never_gives_less_back(g in valid_query(), sooner in prop_oneof![0..=4 * 60 * MINUTE, 0..=30 * DAY, 0..=400 * DAY]) {
        let mut later = g.clone();
        later.query["request"]["kind"] = json!("withdrawal");
        // Earlier, but not before the purchase.
        let mut earlier_now = g.now - TimeDelta::minutes(sooner);
        if let Some(p) = g.purchased {
            earlier_now = earlier_now.max(p);
        }
        let mut earlier = later.clone();
        earlier.query["now"] = json!(earlier_now.to_rfc3339());
        let (a, b) = (decide(&earlier)?, decide(&later)?);
        let (a, b) = (a.refund.expect("a withdrawal"), b.refund.expect("a withdrawal"));
        prop_assert!(
            a.refund_cents >= b.refund_cents,
            "at {} {:?} back, at {} {:?}", earlier_now, a.refund_cents, g.now, b.refund_cents
        );
        prop_assert!(a.allowed || !b.allowed, "allowed later, refused earlier");
    }

    #[test]
    fn the_baggage_totals_are_the_sums_of_the_pieces_and_the_excess_fee_is_never_negative(g in valid_query()) {
        check_baggage(&g, &decide(&g)?)?;
    }

    #[test]
    fn a_benefit_never_costs_less_than_nothing_nor_more_than_the_fare_and_best_is_the_cheapest_obtainable(g in valid_query()) {
        check_benefits(&g, &decide(&g)?)?;
    }

    /// Only an RS line prices an animal (DAER: a dog or a cat of 8 kg or
    /// less, with every paper, sedated, in its container, while the vehicle
    /// has a place), which a whole generated query met in 1 case of 264:
    /// half the cases are on an RS line with such animals among the others.
    #[test]
    fn an_animal_fee_is_never_negative_nor_above_the_fare(
        g in valid_query(),
        rs in any::<bool>(),
        on_board in 0u32..3,
        priced in prop::collection::vec(priced_pet(), 0..=3),
    ) {
        let mut g = g;
        if rs {
            g.query["trip"]["scope"] = json!("intermunicipal_rs");
            g.query["seats"]["petsOnBoard"] = json!(on_board);
            if let Some(pets) = g.query["pets"].as_array_mut() {
                pets.extend(priced);
            }
        }
        check_pets(&g, &decide(&g)?)?;
    }

    #[test]
    fn the_age_is_the_calendar_age_on_the_departure_date_and_adults_get_no_minor_section(g in valid_query()) {
        check_age_and_minor(&g, &decide(&g)?)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// The largest lists and weights the checker accepts, on departures from
    /// the years 1900 to 2998 (the input takes 1800 to 2999): decided without a panic or an overflow, with every
    /// invariant holding.
    #[test]
    fn the_largest_accepted_queries_keep_every_invariant(g in valid_query_in(1_900..=2_998, true)) {
        let r = decide(&g)?;
        check_report(&g, &r)?;
        check_refund(&g, &r)?;
        check_baggage(&g, &r)?;
        check_benefits(&g, &r)?;
        check_pets(&g, &r)?;
        check_age_and_minor(&g, &r)?;
    }
}

#[test]
fn a_generated_birth_date_is_never_before_1800_the_inputs_first_year() {
    // proptest found 1796-02-29 (the latest 29 February 100 years before
    // a trip on 1 January 1900), which the input refuses.
    let trip = NaiveDate::from_ymd_opt(1900, 1, 1).expect("a date");
    let earliest = NaiveDate::from_ymd_opt(1800, 1, 1).expect("a date");
    for how in 0..4 {
        for days in [0, 365] {
            assert!(
                birth_date(trip, (how, 100, days)) >= earliest,
                "how {how}, days {days}"
            );
        }
    }
}

// ------------------------------------------- 29 February, in a common year

fn age_and_minor(birth: &str, departure: &str) -> (Option<u32>, bool) {
    let q = json!({
        "now": "2025-06-01T10:00:00-03:00",
        "trip": { "scope": "interstate", "departure": departure },
        "passenger": { "birthDate": birth },
    });
    let r = evaluate_json(&q.to_string()).expect("a valid query");
    (r.age, r.minor.is_some())
}

fn day(y: i32, m: u32, d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(y, m, d).expect("a valid test date")
}

#[test]
fn the_independent_calendar_age_ages_a_29_february_birthday_on_1_march_in_a_common_year() {
    assert_eq!(calendar_age(day(2008, 2, 29), day(2026, 2, 28)), 17);
    assert_eq!(calendar_age(day(2008, 2, 29), day(2026, 3, 1)), 18);
    assert_eq!(calendar_age(day(2008, 2, 29), day(2028, 2, 28)), 19);
    assert_eq!(calendar_age(day(2008, 2, 29), day(2028, 2, 29)), 20);
    assert_eq!(calendar_age(day(2006, 12, 20), day(2026, 12, 19)), 19);
    assert_eq!(calendar_age(day(2026, 12, 20), day(2026, 12, 20)), 0);
}

#[test]
fn a_29_february_birthday_is_still_17_on_28_february_of_a_common_year_and_a_minor() {
    assert_eq!(
        age_and_minor("2008-02-29", "2026-02-28T12:00:00-03:00"),
        (Some(17), true)
    );
}

#[test]
fn a_29_february_birthday_turns_18_on_1_march_of_a_common_year_and_is_no_longer_a_minor() {
    assert_eq!(
        age_and_minor("2008-02-29", "2026-03-01T12:00:00-03:00"),
        (Some(18), false)
    );
}

#[test]
fn the_age_is_read_on_the_departure_date_in_the_departures_own_offset() {
    // 23:30 at -03:00 on 28 February is already 1 March in UTC: still 17.
    assert_eq!(
        age_and_minor("2008-02-29", "2026-02-28T23:30:00-03:00"),
        (Some(17), true)
    );
    // 01:00 at +03:00 on 1 March is still 28 February in UTC: 18.
    assert_eq!(
        age_and_minor("2008-02-29", "2026-03-01T01:00:00+03:00"),
        (Some(18), false)
    );
}

#[test]
fn a_29_february_birthday_ages_on_29_february_in_a_leap_year() {
    assert_eq!(
        age_and_minor("2008-02-29", "2028-02-28T12:00:00-03:00"),
        (Some(19), false)
    );
    assert_eq!(
        age_and_minor("2012-02-29", "2028-02-29T12:00:00-03:00"),
        (Some(16), true)
    );
}
