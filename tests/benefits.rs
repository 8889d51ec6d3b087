//! Fare benefits: ID Jovem (Lei 12.852/2013 art. 32; Decreto 8.537/2015
//! arts. 13–19), people aged 60+ (Lei 10.741/2003 art. 40; Decreto
//! 9.921/2019; Res. ANTT 1.692/2006), a child under six on a lap (Res. ANTT
//! 1.383/2006 art. 6º XVII; Decreto 9.579/2018 art. 39) and Passe Livre
//! (Lei 8.899/1994; Decreto 3.691/2000 art. 1º).
//!
//! Every trip departs at 2026-12-20T22:30:00-03:00 on a conventional
//! interstate road line of 620 km with a fare of R$ 250,00, and the request is
//! made a day ahead, unless a test says otherwise. The instants tested sit
//! just either side of each limit.

use embarque::rules::evaluate_json;
use proptest::prelude::*;
use serde_json::{json, Value};

const DEPARTURE: &str = "2026-12-20T22:30:00-03:00";
const DAY_BEFORE: &str = "2026-12-19T22:30:00-03:00";
/// A 20-year-old on the trip date.
const BORN_2006: &str = "2006-06-15";
/// A 70-year-old on the trip date.
const BORN_1956: &str = "1956-03-10";

const ALL_KINDS: [&str; 7] = [
    "youth_free",
    "youth_half",
    "youth_carrier_discount",
    "elderly_free",
    "elderly_half",
    "disability_free",
    "child_lap_free",
];

/// A query on the standard trip for a passenger born on `birth`.
fn base(birth: &str) -> Value {
    json!({
        "now": DAY_BEFORE,
        "trip": {
            "scope": "interstate", "mode": "road", "service": "conventional",
            "regularLine": true, "distanceKm": 620, "departure": DEPARTURE
        },
        "passenger": { "birthDate": birth },
        "seats": {},
        "ticket": { "fareCents": 25000 }
    })
}

/// A 20-year-old holding an ID Jovem.
fn youth() -> Value {
    let mut q = base(BORN_2006);
    q["passenger"]["idJovem"] = json!(true);
    q
}

/// A 70-year-old with proof of income.
fn elder() -> Value {
    let mut q = base(BORN_1956);
    q["passenger"]["elderlyIncomeProof"] = json!(true);
    q
}

fn report(q: &Value) -> Value {
    serde_json::to_value(evaluate_json(&q.to_string()).expect("valid query")).expect("json")
}

fn offer(q: &Value, kind: &str) -> Value {
    let r = report(q);
    r["benefits"]
        .as_array()
        .and_then(|a| a.iter().find(|o| o["benefit"] == kind).cloned())
        .unwrap_or_else(|| panic!("no {kind} offer in {r}"))
}

fn status(q: &Value, kind: &str) -> String {
    offer(q, kind)["status"].as_str().unwrap_or("").to_string()
}

fn best(q: &Value) -> Value {
    report(q)["best"].clone()
}

fn strings(v: &Value) -> Vec<String> {
    v.as_array()
        .map(|a| {
            a.iter()
                .filter_map(|x| x.as_str().map(String::from))
                .collect()
        })
        .unwrap_or_default()
}

fn reasons(o: &Value) -> Vec<String> {
    strings(&o["reasons"])
}

fn has_reason(o: &Value, key: &str) -> bool {
    reasons(o).iter().any(|r| r == key)
}

fn cites(o: &Value, instrument: &str, article: &str) -> bool {
    o["citations"]
        .as_array()
        .map(|a| {
            a.iter()
                .any(|c| c["instrument"] == instrument && c["article"] == article)
        })
        .unwrap_or(false)
}

fn with(mut q: Value, path: &[&str], v: Value) -> Value {
    let mut at = &mut q;
    for p in path {
        at = &mut at[*p];
    }
    *at = v;
    q
}

fn at(q: Value, now: &str) -> Value {
    with(q, &["now"], json!(now))
}

fn seats(q: Value, s: Value) -> Value {
    with(q, &["seats"], s)
}

// ------------------------------------------------ contract reference cases

#[test]
fn reference_case_1_a_youth_of_20_a_day_ahead_gets_a_free_seat_until_3_h_before() {
    let q = youth();
    let o = offer(&q, "youth_free");
    assert_eq!(o["status"], "available");
    assert_eq!(o["payCents"], 0);
    assert_eq!(o["requestBy"], "2026-12-20T19:30:00-03:00");
    assert_eq!(o["presentBy"], "2026-12-20T22:00:00-03:00");
    assert_eq!(strings(&o["documents"]), ["id_jovem_card", "photo_id"]);
    assert!(cites(&o, "Decreto 8.537/2015", "art. 13, § 2º"));
    assert_eq!(best(&q), "youth_free");
    assert_eq!(report(&q)["age"], 20);
}

#[test]
fn reference_case_2_with_both_free_seats_and_one_discounted_seat_taken_the_youth_pays_half() {
    let q = seats(
        youth(),
        json!({ "youthFreeTaken": 2, "youthDiscountTaken": 1 }),
    );
    let o = offer(&q, "youth_half");
    assert_eq!(o["status"], "available");
    assert_eq!(o["payCents"], 12500);
    assert_eq!(status(&q, "youth_free"), "sold_out");
    assert_eq!(best(&q), "youth_half");
}

// ------------------------------------------- Decreto 8.537/2015 art. 13 § 2º

#[test]
fn the_youth_request_is_in_time_exactly_3_h_before_and_only_if_unsold_a_minute_later() {
    let cases = [
        ("2026-12-19T22:30:00-03:00", "available"),
        ("2026-12-20T19:30:00-03:00", "available"),
        ("2026-12-20T19:31:00-03:00", "only_if_unsold"),
        ("2026-12-20T22:00:00-03:00", "only_if_unsold"),
        ("2026-12-20T22:01:00-03:00", "too_late"),
        ("2026-12-20T22:30:00-03:00", "too_late"),
        ("2026-12-21T08:00:00-03:00", "too_late"),
    ];
    for (now, expected) in cases {
        assert_eq!(status(&at(youth(), now), "youth_free"), expected, "{now}");
    }
}

#[test]
fn after_the_3_h_limit_the_reserved_youth_seat_is_still_the_best_while_unsold() {
    let q = at(youth(), "2026-12-20T20:00:00-03:00");
    let o = offer(&q, "youth_free");
    assert!(has_reason(&o, "after_deadline_only_if_unsold"));
    assert!(cites(&o, "Decreto 8.537/2015", "art. 13, §§ 4º e 5º"));
    assert_eq!(best(&q), "youth_free");
}

#[test]
fn an_instant_in_another_offset_is_read_in_the_departures_offset() {
    let q = at(youth(), "2026-12-20T22:30:00Z");
    assert_eq!(status(&q, "youth_free"), "available");
    assert_eq!(
        offer(&q, "youth_free")["requestBy"],
        "2026-12-20T19:30:00-03:00"
    );
    let q = at(youth(), "2026-12-20T22:31:00Z");
    assert_eq!(status(&q, "youth_free"), "only_if_unsold");
}

#[test]
fn a_youth_who_is_not_at_the_terminal_30_min_before_loses_the_benefit() {
    let o = offer(&at(youth(), "2026-12-20T22:01:00-03:00"), "youth_free");
    assert_eq!(o["status"], "too_late");
    assert!(has_reason(&o, "presentation_time_passed"));
    assert!(has_reason(&o, "refusal_notice_due"));
    assert!(cites(&o, "Decreto 8.537/2015", "art. 13, § 6º"));
}

// ------------------------------------------------ boarding at a later stop

/// The line leaves its first stop at 22:30; this passenger boards at a
/// section point at 03:30 the next night (`trip.boarding`).
fn boarding_later(q: Value) -> Value {
    with(q, &["trip", "boarding"], json!("2026-12-21T03:30:00-03:00"))
}

#[test]
fn at_a_later_stop_the_youth_request_deadline_still_counts_from_the_lines_start() {
    // Art. 13 §§ 2º and 3º: at section points the reservation stays open
    // "until the time defined for the starting point of the line".
    let q = boarding_later(youth());
    let o = offer(&at(q.clone(), "2026-12-20T19:30:00-03:00"), "youth_free");
    assert_eq!(o["status"], "available", "{o}");
    assert_eq!(o["requestBy"], "2026-12-20T19:30:00-03:00");
    let o = offer(&at(q, "2026-12-20T19:30:01-03:00"), "youth_free");
    assert_eq!(o["status"], "only_if_unsold", "{o}");
}

#[test]
fn at_a_later_stop_the_youth_offers_cite_the_section_points_paragraph() {
    // § 3º is what keeps the deadline at the line's start for a section
    // point: the answer applies it, so it cites it (an ID Jovem audit).
    for kind in ["youth_free", "youth_half"] {
        let o = offer(&boarding_later(youth()), kind);
        assert!(cites(&o, "Decreto 8.537/2015", "art. 13, § 3º"), "{o}");
        let o = offer(&youth(), kind);
        assert!(!cites(&o, "Decreto 8.537/2015", "art. 13, § 3º"), "{o}");
    }
}

#[test]
fn at_a_later_stop_the_unsold_youth_seat_is_not_gone_when_the_bus_leaves_its_first_stop() {
    // Art. 13 § 5º: unsold, the seats "will continue to be available"; the
    // bus has not left this passenger's stop, and § 6º's thirty minutes
    // count from the start of their trip, at their boarding terminal.
    let q = boarding_later(youth());
    let o = offer(&at(q.clone(), "2026-12-20T23:00:00-03:00"), "youth_free");
    assert_eq!(o["status"], "only_if_unsold", "{o}");
    assert_eq!(o["presentBy"], "2026-12-21T03:00:00-03:00");
    let o = offer(&at(q.clone(), "2026-12-21T03:00:00-03:00"), "youth_free");
    assert_eq!(o["status"], "only_if_unsold", "{o}");
    let o = offer(&at(q.clone(), "2026-12-21T03:00:01-03:00"), "youth_free");
    assert_eq!(o["status"], "too_late");
    assert!(has_reason(&o, "presentation_time_passed"), "{o}");
    let o = offer(&at(q, "2026-12-21T03:30:01-03:00"), "youth_free");
    assert_eq!(o["status"], "too_late");
    assert!(has_reason(&o, "departed"), "{o}");
}

#[test]
fn at_a_later_stop_the_elderly_discount_runs_until_that_boarding() {
    // The carrier's page: the 50 % discounts are offered "até o horário de
    // partida", the passenger's own; the window still opens 12 h before the
    // line's start (620 km), which only lengthens it.
    let q = boarding_later(elder());
    let o = offer(&at(q.clone(), "2026-12-21T03:29:59-03:00"), "elderly_half");
    assert_eq!(o["status"], "available", "{o}");
    assert_eq!(o["requestFrom"], "2026-12-20T10:30:00-03:00");
    assert_eq!(o["requestBy"], "2026-12-21T03:30:00-03:00");
    let o = offer(&at(q.clone(), "2026-12-21T03:30:00-03:00"), "elderly_half");
    assert_eq!(o["status"], "available", "{o}");
    let o = offer(&at(q.clone(), "2026-12-21T03:30:01-03:00"), "elderly_half");
    assert_eq!(o["status"], "too_late");
    assert!(has_reason(&o, "departed"), "{o}");
    // The free seat: requested 3 h before the line's start, then while unsold.
    let o = offer(&at(q, "2026-12-20T23:00:00-03:00"), "elderly_free");
    assert_eq!(o["status"], "only_if_unsold", "{o}");
    assert_eq!(o["requestBy"], "2026-12-20T19:30:00-03:00");
}

#[test]
fn without_a_later_boarding_the_line_leaving_ends_every_benefit() {
    for kind in ["youth_free", "elderly_half", "elderly_free"] {
        let q = if kind.starts_with("youth") {
            youth()
        } else {
            elder()
        };
        let o = offer(&at(q, "2026-12-20T22:30:01-03:00"), kind);
        assert_eq!(o["status"], "too_late", "{kind}");
        assert!(has_reason(&o, "departed"), "{kind}: {o}");
    }
}

// ------------------------------------------------------------- youth ages

#[test]
fn the_youth_benefit_covers_ages_15_to_29_on_the_trip_date() {
    let cases = [
        ("2012-06-01", 14, "not_eligible"),
        ("2011-12-21", 14, "not_eligible"),
        ("2011-12-20", 15, "available"),
        ("2011-06-01", 15, "available"),
        ("1996-12-21", 29, "available"),
        ("1997-06-01", 29, "available"),
        ("1996-12-20", 30, "not_eligible"),
        ("1996-06-01", 30, "not_eligible"),
    ];
    for (birth, age, expected) in cases {
        let q = with(youth(), &["passenger", "birthDate"], json!(birth));
        assert_eq!(report(&q)["age"], age, "{birth}");
        let o = offer(&q, "youth_free");
        assert_eq!(o["status"], expected, "{birth}");
        assert_eq!(
            has_reason(&o, "age_outside_15_29"),
            expected == "not_eligible"
        );
    }
}

#[test]
fn a_youth_born_on_29_february_turns_30_on_1_march_in_a_common_year() {
    let trip = |dep: &str, now: &str| {
        let q = with(youth(), &["passenger", "birthDate"], json!("1996-02-29"));
        at(with(q, &["trip", "departure"], json!(dep)), now)
    };
    let feb28 = trip("2026-02-28T22:30:00-03:00", "2026-02-27T10:00:00-03:00");
    let mar1 = trip("2026-03-01T22:30:00-03:00", "2026-02-28T10:00:00-03:00");
    assert_eq!(status(&feb28, "youth_free"), "available");
    assert_eq!(status(&mar1, "youth_free"), "not_eligible");
}

#[test]
fn without_an_id_jovem_the_youth_is_not_eligible() {
    let q = with(youth(), &["passenger", "idJovem"], json!(false));
    for kind in ["youth_free", "youth_half", "youth_carrier_discount"] {
        let o = offer(&q, kind);
        assert_eq!(o["status"], "not_eligible", "{kind}");
        assert!(has_reason(&o, "no_id_jovem"), "{kind}");
    }
    assert_eq!(best(&q), Value::Null);
}

#[test]
fn a_31_year_old_without_id_jovem_on_an_executive_bus_is_told_every_reason() {
    let q = with(base("1995-06-01"), &["trip", "service"], json!("executive"));
    let o = offer(&q, "youth_free");
    assert_eq!(o["status"], "not_eligible");
    assert_eq!(
        reasons(&o)[..3],
        [
            "age_outside_15_29",
            "no_id_jovem",
            "service_not_conventional"
        ]
    );
    // Without an ID Jovem they do not ask for the benefit: the notice is owed
    // to the applicant (art. 14 sole paragraph), and the page offers none.
    assert!(!has_reason(&o, "refusal_notice_due"));
    assert!(!cites(&o, "Decreto 8.537/2015", "art. 14, parágrafo único"));
    // With one, the same refusal is owed its notice.
    let mut q = q;
    q["passenger"]["idJovem"] = json!(true);
    let o = offer(&q, "youth_free");
    assert!(has_reason(&o, "refusal_notice_due"), "{o}");
    assert!(cites(&o, "Decreto 8.537/2015", "art. 14, parágrafo único"));
}

#[test]
fn a_second_youth_request_for_the_same_day_and_destination_is_refused() {
    let q = with(youth(), &["passenger", "youthRequestSameDay"], json!(true));
    let o = offer(&q, "youth_free");
    assert_eq!(o["status"], "not_eligible");
    assert!(has_reason(&o, "second_request_same_day"));
    assert!(cites(&o, "Decreto 8.537/2015", "art. 15"));
}

#[test]
fn the_youth_ticket_is_said_to_be_nominal_and_non_transferable() {
    // Decreto 8.537/2015 art. 13 § 7º.
    for kind in ["youth_free", "youth_half"] {
        let o = offer(&youth(), kind);
        assert!(has_reason(&o, "ticket_nominal_non_transferable"), "{kind}");
        assert!(cites(&o, "Decreto 8.537/2015", "art. 13, § 7º"), "{kind}");
    }
}

#[test]
fn the_youth_is_told_that_terminal_fees_tolls_and_food_are_not_included() {
    let o = offer(&youth(), "youth_free");
    assert!(has_reason(&o, "fees_tolls_food_not_included"));
    assert!(cites(&o, "Decreto 8.537/2015", "art. 17, parágrafo único"));
}

#[test]
fn since_31_oct_2019_the_elderly_free_seat_includes_tolls_and_terminal_fees_by_road() {
    // Res. ANTT 5.856/2019 (DOU 2019-10-31) rewrote Res. 1.692/2006 art. 6º
    // p.u. after the final judgment in ACP 5004229-94.2014.4.04.7107: the
    // two free seats carry no toll nor terminal fee; food stays out.
    let o = offer(&elder(), "elderly_free");
    assert!(has_reason(&o, "food_not_included"), "{o}");
    assert!(!has_reason(&o, "fees_tolls_food_not_included"), "{o}");
    assert!(cites(&o, "Resolução ANTT 5.856/2019", "art. 1º"), "{o}");
    assert!(
        !cites(&o, "Decreto 9.921/2019", "art. 44, parágrafo único"),
        "{o}"
    );
    // The day before it, the decree's rule: fees, tolls and food are out.
    let before = with(
        at(elder(), "2019-10-29T10:00:00-03:00"),
        &["trip", "departure"],
        json!("2019-10-30T22:30:00-03:00"),
    );
    let o = offer(&before, "elderly_free");
    assert!(has_reason(&o, "fees_tolls_food_not_included"), "{o}");
    assert!(!has_reason(&o, "food_not_included"), "{o}");
    // On its first day, included.
    let first = with(
        at(elder(), "2019-10-30T10:00:00-03:00"),
        &["trip", "departure"],
        json!("2019-10-31T00:00:00-03:00"),
    );
    assert!(has_reason(
        &offer(&first, "elderly_free"),
        "food_not_included"
    ));
}

#[test]
fn the_elderly_half_price_seat_and_trains_and_boats_keep_the_fees_out() {
    // The judgment and Res. 5.856 cover the free seats on interstate road
    // lines (Res. 1.692's); the 50 % seat pays tolls and terminal fees.
    let taken = seats(elder(), json!({ "elderlyFreeTaken": 2 }));
    let o = offer(&at(taken, "2026-12-20T12:00:00-03:00"), "elderly_half");
    assert!(has_reason(&o, "fees_tolls_food_not_included"), "{o}");
    assert!(
        cites(&o, "Decreto 9.921/2019", "art. 44, parágrafo único"),
        "{o}"
    );
    for mode in ["rail", "waterway"] {
        let o = offer(
            &with(elder(), &["trip", "mode"], json!(mode)),
            "elderly_free",
        );
        assert!(
            has_reason(&o, "fees_tolls_food_not_included"),
            "{mode}: {o}"
        );
        assert!(!has_reason(&o, "food_not_included"), "{mode}: {o}");
    }
    // Res. 1.692 is of interstate lines: no Res. 5.856 on an RS line.
    for scope in ["intermunicipal_rs", "international"] {
        let o = offer(
            &with(elder(), &["trip", "scope"], json!(scope)),
            "elderly_free",
        );
        assert!(!has_reason(&o, "food_not_included"), "{scope}: {o}");
        assert!(
            !cites(&o, "Resolução ANTT 5.856/2019", "art. 1º"),
            "{scope}: {o}"
        );
    }
}

#[test]
fn the_age_of_60_is_cited_to_the_statute_article_that_sets_it() {
    // Lei 10.741/2003 art. 1º sets 60; art. 40 grants the seats.
    let young = with(elder(), &["passenger", "birthDate"], json!("1967-03-01"));
    let o = offer(&young, "elderly_free");
    assert!(has_reason(&o, "age_below_60"), "{o}");
    assert!(cites(&o, "Lei 10.741/2003", "art. 1º"), "{o}");
}

#[test]
fn the_youth_is_told_the_return_ticket_may_be_asked_for_in_the_same_request() {
    // Decreto 8.537/2015 art. 13 § 2º: "... and may request the issuance of
    // the round trip ticket": both tiers, the article the 3 h notice cites.
    for kind in ["youth_free", "youth_half"] {
        let o = offer(&youth(), kind);
        assert!(has_reason(&o, "round_trip_may_be_requested"), "{kind}");
        assert!(cites(&o, "Decreto 8.537/2015", "art. 13, § 2º"), "{kind}");
    }
}

#[test]
fn the_youth_is_told_the_photo_id_is_asked_again_at_boarding() {
    // Decreto 8.537/2015 art. 18: identification when presenting for
    // boarding; a note, so it is no ground of a refusal notice.
    for kind in ["youth_free", "youth_half"] {
        let o = offer(&youth(), kind);
        assert!(has_reason(&o, "identification_at_boarding"), "{kind}");
        assert!(cites(&o, "Decreto 8.537/2015", "art. 18"), "{kind}");
    }
    let refused = with(youth(), &["passenger", "idJovem"], json!(false));
    let written = refusal_basis(&refused, "youth_free");
    assert!(
        !written.iter().any(|c| c.ends_with("art. 18")),
        "{written:?}"
    );
}

// ------------------------------------------------------ youth seat counts

#[test]
fn each_youth_seat_count_decides_which_tier_the_youth_gets() {
    // (free taken, discounted taken, youth_free, youth_half, best)
    let cases = [
        (0, 0, "available", "not_needed", "youth_free"),
        (1, 0, "available", "not_needed", "youth_free"),
        (2, 0, "sold_out", "available", "youth_half"),
        (2, 1, "sold_out", "available", "youth_half"),
        (2, 2, "sold_out", "sold_out", ""),
    ];
    for (free, disc, f, h, b) in cases {
        let q = seats(
            youth(),
            json!({ "youthFreeTaken": free, "youthDiscountTaken": disc }),
        );
        assert_eq!(status(&q, "youth_free"), f, "{free}/{disc}");
        assert_eq!(status(&q, "youth_half"), h, "{free}/{disc}");
        let expected = if b.is_empty() { Value::Null } else { json!(b) };
        assert_eq!(best(&q), expected, "{free}/{disc}");
    }
}

#[test]
fn both_free_youth_seats_taken_are_sold_out_with_the_reason() {
    let q = seats(youth(), json!({ "youthFreeTaken": 2 }));
    let o = offer(&q, "youth_free");
    assert_eq!(o["status"], "sold_out");
    assert!(has_reason(&o, "free_seats_taken"));
}

#[test]
fn after_the_four_reserved_seats_the_carriers_optional_discount_applies() {
    let full = json!({ "youthFreeTaken": 2, "youthDiscountTaken": 2 });
    let none = seats(youth(), full.clone());
    let o = offer(&none, "youth_carrier_discount");
    // Not offered, not "not eligible": the youth qualifies, the carrier
    // gives no such discount (art. 19: "are entitled to grant"); a
    // 19-year-old with the ID Jovem read "Não elegível" (a passengers' pass).
    assert_eq!(o["status"], "not_offered_on_this_departure");
    assert!(has_reason(&o, "carrier_grants_no_extra_discount"));
    // One who does not qualify is told that, the carrier's choice beside it.
    let without = with(none.clone(), &["passenger", "idJovem"], json!(false));
    let o = offer(&without, "youth_carrier_discount");
    assert_eq!(o["status"], "not_eligible");
    assert!(
        has_reason(&o, "no_id_jovem") && has_reason(&o, "carrier_grants_no_extra_discount"),
        "{o}"
    );

    let sixty = with(
        seats(youth(), full),
        &["policy"],
        json!({ "youthExtraDiscountPercent": 60 }),
    );
    let o = offer(&sixty, "youth_carrier_discount");
    assert_eq!(o["status"], "available");
    assert_eq!(o["payCents"], 10000);
    assert!(cites(&o, "Decreto 8.537/2015", "art. 19"));
    assert_eq!(best(&sixty), "youth_carrier_discount");
}

#[test]
fn the_carriers_discount_is_not_needed_while_a_reserved_youth_seat_is_open() {
    let q = with(
        youth(),
        &["policy"],
        json!({ "youthExtraDiscountPercent": 50 }),
    );
    let o = offer(&q, "youth_carrier_discount");
    assert_eq!(o["status"], "not_needed");
    assert!(has_reason(&o, "reserved_youth_seats_remain"));
}

#[test]
fn half_of_an_odd_fare_rounds_in_the_passengers_favour() {
    let q = with(
        seats(youth(), json!({ "youthFreeTaken": 2 })),
        &["ticket", "fareCents"],
        json!(3333),
    );
    assert_eq!(offer(&q, "youth_half")["payCents"], 1666);
}

#[test]
fn without_a_ticket_a_free_seat_costs_nothing_and_a_discounted_one_is_unknown() {
    let mut q = seats(youth(), json!({ "youthFreeTaken": 2 }));
    q.as_object_mut().map(|o| o.remove("ticket"));
    let half = offer(&q, "youth_half");
    assert_eq!(half["status"], "available");
    assert_eq!(half["payCents"], Value::Null);
    assert!(has_reason(&half, "fare_needed_for_price"));
    let q = with(q, &["seats"], json!({}));
    assert_eq!(offer(&q, "youth_free")["payCents"], 0);
}

// ------------------------------------------------- conventional, interstate

#[test]
fn the_reserved_seats_exist_only_in_the_conventional_service() {
    for service in ["executive", "semi_sleeper", "sleeper"] {
        let y = with(youth(), &["trip", "service"], json!(service));
        let e = with(elder(), &["trip", "service"], json!(service));
        for (q, kind) in [(&y, "youth_free"), (&y, "youth_half"), (&e, "elderly_free")] {
            let o = offer(q, kind);
            assert_eq!(o["status"], "not_eligible", "{service} {kind}");
            assert!(
                has_reason(&o, "service_not_conventional"),
                "{service} {kind}"
            );
        }
        assert_eq!(best(&y), Value::Null, "{service}");
    }
}

#[test]
fn by_rail_and_by_water_every_class_of_a_regular_line_is_conventional() {
    // Decreto 8.537/2015 art. 13 § 1º: I asks road services for "a vehicle
    // with basic characteristics"; II (rail) and III (waterway) ask only for
    // regular lines. Decreto 9.921/2019 and Decreto 3.691/2000 read alike.
    // A train's executive class read "vale só no serviço convencional" (a
    // passenger's pass).
    for mode in ["rail", "waterway"] {
        let y = with(
            with(youth(), &["trip", "service"], json!("executive")),
            &["trip", "mode"],
            json!(mode),
        );
        let e = with(
            with(elder(), &["trip", "service"], json!("sleeper")),
            &["trip", "mode"],
            json!(mode),
        );
        assert_eq!(status(&y, "youth_free"), "available", "{mode}");
        assert_eq!(status(&e, "elderly_free"), "available", "{mode}");
        let seats = json!({ "youthFreeTaken": 2, "elderlyFreeTaken": 2 });
        assert_eq!(
            status(&with(y.clone(), &["seats"], seats), "youth_half"),
            "available",
            "{mode}"
        );
        let pl = with(y.clone(), &["passenger", "passeLivre"], json!(true));
        assert_eq!(status(&pl, "disability_free"), "available", "{mode}");
        // Still a regular line.
        let irregular = with(y.clone(), &["trip", "regularLine"], json!(false));
        assert!(has_reason(
            &offer(&irregular, "youth_free"),
            "not_regular_line"
        ));
    }
    // By road the class counts (§ 1º I).
    let road = with(youth(), &["trip", "service"], json!("executive"));
    assert!(has_reason(
        &offer(&road, "youth_free"),
        "service_not_conventional"
    ));
}

#[test]
fn the_carriers_youth_discount_may_cover_any_interstate_service() {
    let q = with(
        with(youth(), &["trip", "service"], json!("executive")),
        &["policy"],
        json!({ "youthExtraDiscountPercent": 50 }),
    );
    let o = offer(&q, "youth_carrier_discount");
    assert_eq!(o["status"], "available");
    assert_eq!(o["payCents"], 12500);
    assert_eq!(best(&q), "youth_carrier_discount");
}

#[test]
fn an_intermunicipal_rs_line_is_not_covered_by_the_federal_benefits() {
    let y = with(youth(), &["trip", "scope"], json!("intermunicipal_rs"));
    let e = with(elder(), &["trip", "scope"], json!("intermunicipal_rs"));
    for (q, kind) in [
        (&y, "youth_free"),
        (&e, "elderly_free"),
        (&e, "elderly_half"),
    ] {
        let o = offer(q, kind);
        assert_eq!(o["status"], "not_eligible", "{kind}");
        assert!(has_reason(&o, "intermunicipal_rs_not_covered"), "{kind}");
    }
}

#[test]
fn an_international_line_is_not_covered_either() {
    let q = with(youth(), &["trip", "scope"], json!("international"));
    let o = offer(&q, "youth_free");
    assert_eq!(o["status"], "not_eligible");
    assert!(has_reason(&o, "international_not_covered"));
}

/// Decreto 8.537/2015 art. 13 reserves the seats "in the interstate
/// collective passenger transport system", and art. 14 sole paragraph's
/// refusal document belongs to that benefit: on an RS intermunicipal or an
/// international line there is no federal benefit to refuse, and no
/// document is owed under the decree (the page printed a notice telling the
/// clerk the company "must" issue it).
#[test]
fn no_refusal_document_is_owed_where_the_decree_does_not_reach() {
    for scope in ["intermunicipal_rs", "international"] {
        let q = with(youth(), &["trip", "scope"], json!(scope));
        for kind in ["youth_free", "youth_half"] {
            let o = offer(&q, kind);
            assert_eq!(o["status"], "not_eligible", "{scope} {kind}");
            assert!(!has_reason(&o, "refusal_notice_due"), "{scope} {kind}: {o}");
            assert!(
                !cites(&o, "Decreto 8.537/2015", "art. 14, parágrafo único"),
                "{scope} {kind}"
            );
        }
    }
    // On an interstate line the document stays owed for any refusal, an
    // executive service's too: the carrier is under the decree.
    let exec = with(youth(), &["trip", "service"], json!("executive"));
    assert!(has_reason(
        &offer(&exec, "youth_free"),
        "refusal_notice_due"
    ));
}

#[test]
fn a_line_that_is_not_regular_has_no_reserved_seats() {
    let q = with(youth(), &["trip", "regularLine"], json!(false));
    let o = offer(&q, "youth_free");
    assert_eq!(o["status"], "not_eligible");
    assert!(has_reason(&o, "not_regular_line"));
}

#[test]
fn rail_and_waterway_lines_including_crossings_carry_the_youth_benefit() {
    for mode in ["rail", "waterway"] {
        let q = with(youth(), &["trip", "mode"], json!(mode));
        assert_eq!(status(&q, "youth_free"), "available", "{mode}");
        assert_eq!(best(&q), "youth_free", "{mode}");
        let e = with(elder(), &["trip", "mode"], json!(mode));
        assert_eq!(status(&e, "elderly_free"), "available", "{mode}");
    }
}

/// The decrees grant the seats by road, rail and water (Decreto 8.537/2015
/// art. 13; Decreto 9.921/2019 art. 35), but the windows and procedures an
/// offer cites from an ANTT resolution (Res. 5.063/2016 for the youth, Res.
/// 1.692/2006 for the elderly, Res. 1.383/2006 for a lap child) are the
/// road regulator's: by train or boat the offer says so, as the refunds and
/// the baggage do, and by road it does not.
#[test]
fn by_rail_and_by_water_an_offer_resting_on_an_antt_resolution_says_it_is_the_bus_rule() {
    let lap = || {
        let mut q = base("2024-03-10");
        q["passenger"]["occupiesSeat"] = json!(false);
        q
    };
    let cases = [
        (youth(), "youth_free", "Resolução ANTT 5.063/2016"),
        (elder(), "elderly_free", "Resolução ANTT 1.692/2006"),
        (elder(), "elderly_half", "Resolução ANTT 1.692/2006"),
        (lap(), "child_lap_free", "Resolução ANTT 1.383/2006"),
    ];
    for (q, kind, resolution) in cases {
        let road = offer(&q, kind);
        assert!(
            !has_reason(&road, "road_rules_applied"),
            "road {kind}: {road}"
        );
        for mode in ["rail", "waterway"] {
            let o = offer(&with(q.clone(), &["trip", "mode"], json!(mode)), kind);
            let cited = o["citations"]
                .as_array()
                .unwrap()
                .iter()
                .any(|c| c["instrument"] == resolution);
            assert!(cited, "{mode} {kind}: {o}");
            assert!(has_reason(&o, "road_rules_applied"), "{mode} {kind}: {o}");
        }
    }
    // Passe Livre rests on its law, decree and ordinance alone: no note.
    let mut pl = base(BORN_2006);
    pl["passenger"]["passeLivre"] = json!(true);
    let o = offer(
        &with(pl, &["trip", "mode"], json!("waterway")),
        "disability_free",
    );
    assert_eq!(o["status"], "available");
    assert!(!has_reason(&o, "road_rules_applied"), "{o}");
}

#[test]
fn when_the_benefit_seats_are_not_on_this_departure_only_the_elderly_discount_remains() {
    let y = with(youth(), &["trip", "benefitSeatsOffered"], json!(false));
    for kind in ["youth_free", "youth_half"] {
        assert_eq!(status(&y, kind), "not_offered_on_this_departure", "{kind}");
    }
    let o = offer(&y, "youth_free");
    assert!(has_reason(&o, "carrier_declares_no_benefit_seats"));
    // Decreto 8.537/2015 art. 14 sole paragraph: "When the benefit is not
    // granted", for whatever reason, the refusal document is owed.
    for kind in ["youth_free", "youth_half"] {
        let o = offer(&y, kind);
        assert!(has_reason(&o, "refusal_notice_due"), "{kind}: {o}");
        assert!(
            cites(&o, "Decreto 8.537/2015", "art. 14, parágrafo único"),
            "{kind}"
        );
    }

    let e = at(
        with(elder(), &["trip", "benefitSeatsOffered"], json!(false)),
        "2026-12-20T18:00:00-03:00",
    );
    assert_eq!(status(&e, "elderly_free"), "not_offered_on_this_departure");
    assert_eq!(status(&e, "elderly_half"), "available");
    assert_eq!(best(&e), "elderly_half");

    let d = with(
        with(
            base("1980-01-01"),
            &["passenger", "passeLivre"],
            json!(true),
        ),
        &["trip", "benefitSeatsOffered"],
        json!(false),
    );
    assert_eq!(
        status(&d, "disability_free"),
        "not_offered_on_this_departure"
    );
}

// ------------------------------------------------------------ elderly 60+

#[test]
fn the_elderly_benefit_starts_on_the_60th_birthday() {
    let cases = [
        ("1966-12-21", 59, "not_eligible"),
        ("1966-06-01", 60, "available"),
        ("1966-12-20", 60, "available"),
        ("1967-01-01", 59, "not_eligible"),
    ];
    for (birth, age, expected) in cases {
        let q = with(elder(), &["passenger", "birthDate"], json!(birth));
        assert_eq!(report(&q)["age"], age, "{birth}");
        let o = offer(&q, "elderly_free");
        assert_eq!(o["status"], expected, "{birth}");
        assert_eq!(has_reason(&o, "age_below_60"), expected == "not_eligible");
    }
}

#[test]
fn someone_born_on_29_february_turns_60_on_that_day_of_a_leap_year() {
    // 60 is a multiple of 4: a 29 February birth always turns 60 in a leap
    // year (the common-year case is the youth's 30th birthday above).
    let trip = |dep: &str, now: &str| {
        let q = with(elder(), &["passenger", "birthDate"], json!("1964-02-29"));
        at(with(q, &["trip", "departure"], json!(dep)), now)
    };
    let feb28 = trip("2024-02-28T22:30:00-03:00", "2024-02-27T10:00:00-03:00");
    let feb29 = trip("2024-02-29T22:30:00-03:00", "2024-02-28T10:00:00-03:00");
    assert_eq!(report(&feb28)["age"], 59);
    assert_eq!(status(&feb28, "elderly_free"), "not_eligible");
    assert_eq!(report(&feb29)["age"], 60);
    assert_eq!(status(&feb29, "elderly_free"), "available");
    // The 2024 minimum wage is not in the table: said, not guessed.
    let o = offer(&feb29, "elderly_free");
    assert_eq!(o["incomeLimitCents"], Value::Null);
    assert!(has_reason(&o, "minimum_wage_not_in_table"));
}

#[test]
fn a_person_of_60_without_proof_of_income_is_not_eligible() {
    let q = with(elder(), &["passenger", "elderlyIncomeProof"], json!(false));
    for kind in ["elderly_free", "elderly_half"] {
        let o = offer(&q, kind);
        assert_eq!(o["status"], "not_eligible", "{kind}");
        assert!(has_reason(&o, "no_income_proof"), "{kind}");
    }
}

#[test]
fn the_elderly_free_seat_needs_an_original_photo_id_and_proof_of_income() {
    let o = offer(&elder(), "elderly_free");
    assert_eq!(o["status"], "available");
    assert_eq!(o["payCents"], 0);
    assert_eq!(o["requestBy"], "2026-12-20T19:30:00-03:00");
    // "o original de qualquer documento pessoal, com fé pública, que
    // contenha foto" (the carrier's page on the elderly's benefit): not
    // the youth's ID "válido em todo o território nacional" (Decreto
    // 8.537/2015 art. 14); a foreigner's passport will do.
    assert_eq!(
        strings(&o["documents"]),
        ["personal_photo_document", "income_proof"]
    );
    assert!(has_reason(
        &o,
        "original_photo_id_compared_with_income_proof"
    ));
    assert!(cites(&o, "Lei 10.741/2003", "art. 40, I"));
    assert_eq!(best(&elder()), "elderly_free");
}

#[test]
fn the_income_limit_is_two_minimum_wages_of_the_trip_date() {
    let cases = [
        (
            "2025-12-31T22:30:00-03:00",
            "2025-12-30T10:00:00-03:00",
            303_600,
        ),
        (
            "2026-01-01T22:30:00-03:00",
            "2025-12-31T10:00:00-03:00",
            324_200,
        ),
    ];
    for (dep, now, limit) in cases {
        let q = at(with(elder(), &["trip", "departure"], json!(dep)), now);
        for kind in ["elderly_free", "elderly_half"] {
            assert_eq!(offer(&q, kind)["incomeLimitCents"], limit, "{dep} {kind}");
        }
    }
    let o = offer(&elder(), "elderly_free");
    assert!(cites(&o, "Decreto 12.797/2025", "art. 1º"));
}

/// The minimum wage is set each year by decree (Decreto 12.797/2025 for
/// 2026). For a trip in a year whose decree is not in the table yet, the
/// ceiling is the latest wage in force, and the offer says so: the page
/// read "two minimum wages on the trip date" beside 2026's figure for a
/// trip in 2027.
/// The income ceiling is the federal benefit's: not given on a line it does
/// not cover (RS intermunicipal, international), where it read as the
/// ground of the "not eligible" beside it (a passengers' pass).
#[test]
fn no_income_ceiling_is_given_on_a_line_or_service_the_elderly_benefit_does_not_cover() {
    for scope in ["intermunicipal_rs", "international"] {
        let q = with(elder(), &["trip", "scope"], json!(scope));
        let q = with(q, &["trip", "destinationCountry"], json!("AR"));
        for kind in ["elderly_free", "elderly_half"] {
            let o = offer(&q, kind);
            assert_eq!(o["status"], "not_eligible", "{scope} {kind}");
            assert_eq!(o["incomeLimitCents"], Value::Null, "{scope} {kind}: {o}");
        }
    }
    // Nor on an executive bus or a line that is not regular (a review).
    for (path, v) in [
        (["trip", "service"], json!("executive")),
        (["trip", "regularLine"], json!(false)),
    ] {
        let o = offer(&with(elder(), &path, v), "elderly_free");
        assert_eq!(o["status"], "not_eligible", "{o}");
        assert_eq!(o["incomeLimitCents"], Value::Null, "{o}");
    }
    // On a conventional interstate bus, the ceiling stands.
    assert_eq!(offer(&elder(), "elderly_free")["incomeLimitCents"], 324_200);
}

#[test]
fn a_trip_in_a_year_whose_minimum_wage_is_not_set_says_the_ceiling_uses_the_latest() {
    let next_year = at(
        with(
            elder(),
            &["trip", "departure"],
            json!("2027-01-05T22:30:00-03:00"),
        ),
        "2027-01-04T10:00:00-03:00",
    );
    for kind in ["elderly_free", "elderly_half"] {
        let o = offer(&next_year, kind);
        assert_eq!(o["incomeLimitCents"], 324_200, "{kind}");
        assert!(has_reason(&o, "minimum_wage_of_an_earlier_year"), "{kind}");
    }
    // In the wage's own year, nothing to say.
    for q in [
        elder(),
        at(
            with(
                elder(),
                &["trip", "departure"],
                json!("2026-01-01T00:00:00-03:00"),
            ),
            "2025-12-31T10:00:00-03:00",
        ),
    ] {
        assert!(!has_reason(
            &offer(&q, "elderly_free"),
            "minimum_wage_of_an_earlier_year"
        ));
    }
}

#[test]
fn the_elderly_free_seat_is_in_time_exactly_3_h_before_and_only_if_unsold_after() {
    let cases = [
        ("2026-12-20T19:30:00-03:00", "available"),
        ("2026-12-20T19:31:00-03:00", "only_if_unsold"),
        ("2026-12-20T22:29:00-03:00", "only_if_unsold"),
        // "Até o horário de partida": the departure's own instant is in it,
        // as `requestBy` says and as the refunds read "até a hora do embarque".
        ("2026-12-20T22:30:00-03:00", "only_if_unsold"),
        ("2026-12-20T22:30:01-03:00", "too_late"),
    ];
    for (now, expected) in cases {
        assert_eq!(status(&at(elder(), now), "elderly_free"), expected, "{now}");
    }
}

#[test]
fn each_elderly_seat_count_decides_between_free_and_half() {
    // Five hours before: inside the 12 h window of a 620 km trip.
    let cases = [
        (0, "available", "not_needed", "elderly_free"),
        (1, "available", "not_needed", "elderly_free"),
        (2, "sold_out", "available", "elderly_half"),
    ];
    for (taken, free, half, b) in cases {
        let q = seats(
            at(elder(), "2026-12-20T17:30:00-03:00"),
            json!({ "elderlyFreeTaken": taken }),
        );
        assert_eq!(status(&q, "elderly_free"), free, "{taken}");
        assert_eq!(status(&q, "elderly_half"), half, "{taken}");
        assert_eq!(best(&q), b, "{taken}");
    }
    let q = seats(
        at(elder(), "2026-12-20T17:30:00-03:00"),
        json!({ "elderlyFreeTaken": 2 }),
    );
    assert_eq!(offer(&q, "elderly_half")["payCents"], 12500);
}

#[test]
fn the_elderly_discount_window_opens_6_h_before_up_to_500_km_and_12_h_over() {
    // (distance, now, status, requestFrom)
    let cases = [
        (
            500,
            "2026-12-20T16:29:00-03:00",
            "too_early",
            "2026-12-20T16:30:00-03:00",
        ),
        (
            500,
            "2026-12-20T16:30:00-03:00",
            "available",
            "2026-12-20T16:30:00-03:00",
        ),
        (
            501,
            "2026-12-20T10:29:00-03:00",
            "too_early",
            "2026-12-20T10:30:00-03:00",
        ),
        (
            501,
            "2026-12-20T10:30:00-03:00",
            "available",
            "2026-12-20T10:30:00-03:00",
        ),
        (
            501,
            "2026-12-20T16:29:00-03:00",
            "available",
            "2026-12-20T10:30:00-03:00",
        ),
        (
            500,
            "2026-12-20T22:29:00-03:00",
            "available",
            "2026-12-20T16:30:00-03:00",
        ),
        // `requestBy` is the departure, and at that instant it is still
        // available (a law audit found `too_late` beside it); a second later
        // the bus has left.
        (
            500,
            "2026-12-20T22:30:00-03:00",
            "available",
            "2026-12-20T16:30:00-03:00",
        ),
        (
            500,
            "2026-12-20T22:30:01-03:00",
            "too_late",
            "2026-12-20T16:30:00-03:00",
        ),
    ];
    for (km, now, expected, from) in cases {
        let q = seats(
            at(with(elder(), &["trip", "distanceKm"], json!(km)), now),
            json!({ "elderlyFreeTaken": 2 }),
        );
        let o = offer(&q, "elderly_half");
        assert_eq!(o["status"], expected, "{km} km at {now}");
        assert_eq!(o["requestFrom"], from, "{km} km at {now}");
        assert_eq!(o["requestBy"], DEPARTURE, "{km} km at {now}");
    }
}

#[test]
fn the_elderly_discount_cites_the_window_of_its_distance_only() {
    // Res. ANTT 1.692/2006 art. 5º I (6 h, up to 500 km) and II (12 h, over):
    // a 700 km trip printed the 500 km clause beside its own.
    let short = "Resolução ANTT 1.692/2006";
    for (km, own, other) in [
        (700, "art. 5º, II", "art. 5º, I"),
        (500, "art. 5º, I", "art. 5º, II"),
    ] {
        let o = offer(
            &with(elder(), &["trip", "distanceKm"], json!(km)),
            "elderly_half",
        );
        assert!(cites(&o, short, own), "{km} km: {o}");
        assert!(!cites(&o, short, other), "{km} km: {o}");
    }
    // Without the distance, the 6 h assumed and the 12 h it would be: both.
    let mut q = elder();
    q["trip"].as_object_mut().map(|t| t.remove("distanceKm"));
    let o = offer(&q, "elderly_half");
    assert!(
        cites(&o, short, "art. 5º, I") && cites(&o, short, "art. 5º, II"),
        "{o}"
    );
}

#[test]
fn without_the_distance_the_shorter_elderly_window_is_assumed_and_said() {
    let mut q = seats(
        at(elder(), "2026-12-20T16:29:00-03:00"),
        json!({ "elderlyFreeTaken": 2 }),
    );
    q["trip"].as_object_mut().map(|t| t.remove("distanceKm"));
    let o = offer(&q, "elderly_half");
    assert_eq!(o["status"], "too_early");
    assert_eq!(o["requestFrom"], "2026-12-20T16:30:00-03:00");
    assert!(has_reason(&o, "distance_unknown_short_window_assumed"));
}

// ------------------------------------------------------------ lap children

#[test]
fn a_child_under_six_on_a_lap_travels_free_and_one_on_a_seat_pays() {
    // (birth date, occupies a seat, lap children already with the adult, status, reason)
    let cases = [
        (
            "2023-05-01",
            false,
            0,
            "available",
            "one_free_lap_child_per_adult",
        ),
        (
            "2020-12-21",
            false,
            0,
            "available",
            "one_free_lap_child_per_adult",
        ),
        ("2020-12-20", false, 0, "not_eligible", "age_6_or_over"),
        ("2023-05-01", true, 0, "not_eligible", "child_occupies_seat"),
        (
            "2023-05-01",
            false,
            1,
            "not_eligible",
            "second_lap_child_pays",
        ),
    ];
    for (birth, seat, others, expected, reason) in cases {
        let mut q = with_adult(base(birth), 35);
        q["passenger"]["occupiesSeat"] = json!(seat);
        q["passenger"]["lapChildrenWithSameAdult"] = json!(others);
        let o = offer(&q, "child_lap_free");
        assert_eq!(o["status"], expected, "{birth} {seat} {others}");
        assert!(has_reason(&o, reason), "{birth} {seat} {others}");
        assert!(cites(&o, "Resolução ANTT 1.383/2006", "art. 6º, XVII"));
        let b = if expected == "available" {
            json!("child_lap_free")
        } else {
            Value::Null
        };
        assert_eq!(best(&q), b, "{birth} {seat} {others}");
    }
}

/// The child with a companion of `age` (the mother).
fn with_adult(q: Value, age: u32) -> Value {
    with_companion(q, "mother", age)
}

fn with_companion(mut q: Value, relation: &str, age: u32) -> Value {
    q["passenger"]["companions"] = json!([{ "relation": relation, "age": age }]);
    q
}

/// Art. 6º XVII carries the child free "por responsável": on someone's lap.
/// With no parent, no guardian and nobody of age on the trip (alone, or
/// with other minors only) there is no lap, so the child occupies a seat
/// and pays, on RS lines too. A parent or the guardian counts at any age
/// (ECA art. 83: "os pais ou responsável", as the minors' rules read it);
/// anyone else from 18 (Código Civil art. 5º).
#[test]
fn a_lap_needs_an_adult_on_the_trip() {
    let lap = |q: Value, scope: &str| {
        let mut q = with(q, &["trip", "scope"], json!(scope));
        q["passenger"]["occupiesSeat"] = json!(false);
        offer(&q, "child_lap_free")
    };
    for scope in ["interstate", "intermunicipal_rs"] {
        let alone = lap(base("2023-05-01"), scope);
        assert_eq!(alone["status"], "not_eligible", "{scope}: {alone}");
        assert!(has_reason(&alone, "no_adult_on_the_trip"), "{scope}");
        for relation in ["sibling", "uncle_aunt", "other_adult"] {
            let minor = lap(with_companion(base("2023-05-01"), relation, 17), scope);
            assert_eq!(
                minor["status"], "not_eligible",
                "{scope} {relation}: {minor}"
            );
            assert!(has_reason(&minor, "no_adult_on_the_trip"), "{scope}");
            let adult = lap(with_companion(base("2023-05-01"), relation, 18), scope);
            assert_eq!(adult["status"], "available", "{scope} {relation}: {adult}");
        }
        for relation in ["mother", "father", "guardian"] {
            let parent = lap(with_companion(base("2023-05-01"), relation, 17), scope);
            assert_eq!(
                parent["status"], "available",
                "{scope} {relation}: {parent}"
            );
        }
        let adult = lap(with_adult(base("2023-05-01"), 18), scope);
        assert_eq!(adult["status"], "available", "{scope}: {adult}");
        assert!(!has_reason(&adult, "no_adult_on_the_trip"), "{scope}");
    }
    // A child of six or on a seat is not eligible for its own reason; the
    // missing adult is not added to it (the lap is not what it asks for).
    let mut q = base("2023-05-01");
    q["passenger"]["occupiesSeat"] = json!(true);
    let o = offer(&q, "child_lap_free");
    assert!(has_reason(&o, "child_occupies_seat"));
    assert!(!has_reason(&o, "no_adult_on_the_trip"), "{o}");
    let o = lap(base("2019-01-01"), "interstate");
    assert!(has_reason(&o, "age_6_or_over"));
    assert!(!has_reason(&o, "no_adult_on_the_trip"), "{o}");
}

/// The one-child-per-adult limit is Res. ANTT 1.383/2006 art. 6º XVII, for
/// interstate and international lines. On RS lines the carrier's page says
/// only "Até os 5 anos de idade o transporte é gratuito, desde que não
/// ocupem assentos": no limit per adult, so a second lap child is free too.
#[test]
fn on_rs_lines_a_second_lap_child_of_the_same_adult_is_free_too() {
    let rs = |others: u32| {
        let mut q = with(
            with_adult(base("2023-05-01"), 30),
            &["trip", "scope"],
            json!("intermunicipal_rs"),
        );
        q["passenger"]["occupiesSeat"] = json!(false);
        q["passenger"]["lapChildrenWithSameAdult"] = json!(others);
        offer(&q, "child_lap_free")
    };
    for others in [0, 1, 3] {
        let o = rs(others);
        assert_eq!(o["status"], "available", "{others}: {o}");
        assert!(!has_reason(&o, "one_free_lap_child_per_adult"), "{others}");
        assert!(!has_reason(&o, "second_lap_child_pays"), "{others}");
    }
    // A child on a seat, or of six, still pays there.
    let mut q = with(
        base("2020-12-20"),
        &["trip", "scope"],
        json!("intermunicipal_rs"),
    );
    q["passenger"]["occupiesSeat"] = json!(false);
    assert_eq!(offer(&q, "child_lap_free")["status"], "not_eligible");
}

/// The answer cites what it applies. On RS lines it cited Decreto 9.579/2018
/// art. 39 ("uma criança de até seis anos incompletos, por responsável"),
/// a federal decree whose "por responsável" it then did not apply (a law
/// audit: twins on one lap, both free, under a rule that frees one). The
/// RS answer rests on the carrier's RS text, which opens in "Legislação";
/// the federal texts stay on interstate and international lines.
#[test]
fn on_rs_lines_the_lap_child_cites_the_rs_text_it_applies() {
    let lap = |scope: &str| {
        let mut q = with(
            with_adult(base("2023-05-01"), 30),
            &["trip", "scope"],
            json!(scope),
        );
        q["passenger"]["occupiesSeat"] = json!(false);
        offer(&q, "child_lap_free")
    };
    let cited = |o: &Value| -> Vec<String> {
        o["citations"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| {
                format!(
                    "{} {}",
                    c["instrument"].as_str().unwrap(),
                    c["article"].as_str().unwrap()
                )
            })
            .collect()
    };
    let rs = cited(&lap("intermunicipal_rs"));
    assert!(
        !rs.iter()
            .any(|c| c.starts_with("Decreto 9.579") || c.starts_with("Resolução ANTT 1.383")),
        "{rs:?}"
    );
    let daer = rs
        .iter()
        .find(|c| c.starts_with("Ordem de Serviço DAER DOC/DT/011/02"))
        .expect("the RS text");
    let article = daer.trim_start_matches("Ordem de Serviço DAER DOC/DT/011/02 ");
    let anchor = embarque::texts::anchor_for(&embarque::rules::law::Citation::new(
        embarque::rules::law::Instrument::DaerOs01102,
        Box::leak(article.to_string().into_boxed_str()),
    ))
    .expect("carried");
    let text = embarque::texts::article(anchor).unwrap().text;
    assert!(
        text.contains(
            "Até os 5 anos de idade o transporte é gratuito, desde que não ocupem assentos"
        ),
        "{text}"
    );
    let interstate = cited(&lap("interstate"));
    assert!(
        interstate.contains(&"Decreto 9.579/2018 art. 39".to_string()),
        "{interstate:?}"
    );
}

#[test]
fn a_lap_child_pays_nothing_and_the_minors_rules_still_apply() {
    let q = with(
        with_adult(base("2023-05-01"), 40),
        &["passenger", "occupiesSeat"],
        json!(false),
    );
    let o = offer(&q, "child_lap_free");
    assert_eq!(o["payCents"], 0);
    assert!(has_reason(&o, "minor_travel_rules_apply"));
}

#[test]
fn a_child_on_a_seat_with_a_passe_livre_gets_the_reserved_seat() {
    let mut q = base("2022-01-01");
    q["passenger"]["passeLivre"] = json!(true);
    assert_eq!(status(&q, "child_lap_free"), "not_eligible");
    assert_eq!(best(&q), "disability_free");
}

// ------------------------------------------------------------- Passe Livre

#[test]
fn a_passe_livre_holder_gets_one_of_two_seats_and_is_told_the_programme_sets_the_details() {
    let cases = [(0, "available"), (1, "available"), (2, "sold_out")];
    for (taken, expected) in cases {
        let mut q = seats(base("1980-01-01"), json!({ "passeLivreTaken": taken }));
        q["passenger"]["passeLivre"] = json!(true);
        let o = offer(&q, "disability_free");
        assert_eq!(o["status"], expected, "{taken}");
        assert_eq!(o["payCents"], 0);
        assert_eq!(
            strings(&o["documents"]),
            ["passe_livre_credential", "photo_id"]
        );
        assert!(has_reason(&o, "programme_sets_details"));
        assert!(cites(&o, "Decreto 3.691/2000", "art. 1º"));
    }
}

#[test]
fn without_the_passe_livre_credential_there_is_no_disability_seat() {
    let o = offer(&base("1980-01-01"), "disability_free");
    assert_eq!(o["status"], "not_eligible");
    assert!(has_reason(&o, "no_passe_livre"));
}

// --------------------------------------------------------- the whole list

#[test]
fn every_benefit_is_listed_once_with_reasons_for_those_that_do_not_apply() {
    let r = report(&youth());
    let kinds: Vec<String> = r["benefits"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["benefit"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(kinds, ALL_KINDS);
    for o in r["benefits"].as_array().unwrap() {
        assert!(!o["citations"].as_array().unwrap().is_empty(), "{o}");
        if o["status"] == "not_eligible" {
            assert!(!reasons(o).is_empty(), "{o}");
        }
    }
    assert!(has_reason(&offer(&youth(), "elderly_free"), "age_below_60"));
}

#[test]
fn without_a_passenger_there_are_no_offers() {
    let mut q = youth();
    q.as_object_mut().map(|o| o.remove("passenger"));
    let r = report(&q);
    assert_eq!(r["benefits"], json!([]));
    assert_eq!(r["best"], Value::Null);
}

#[test]
fn a_benefit_that_did_not_exist_yet_on_the_trip_date_is_not_eligible() {
    let q = at(
        with(
            youth(),
            &["trip", "departure"],
            json!("2015-10-04T22:30:00-03:00"),
        ),
        "2015-10-01T10:00:00-03:00",
    );
    let q = with(q, &["passenger", "birthDate"], json!("1995-01-01"));
    let o = offer(&q, "youth_free");
    assert_eq!(o["status"], "not_eligible");
    assert!(has_reason(&o, "not_in_force_on_trip_date"));
}

// --------------------------------------------------------------- proptests

/// The departure minus `m` minutes, in its own offset.
fn minutes_before(m: i64) -> String {
    let dep = chrono::DateTime::parse_from_rfc3339(DEPARTURE).expect("departure");
    (dep - chrono::TimeDelta::minutes(m)).to_rfc3339()
}

fn arbitrary_query(
    birth_year: i32,
    flags: (bool, bool, bool, bool),
    taken: (u32, u32, u32, u32),
    fare: i64,
    extra: u32,
    km: u32,
    minutes: i64,
) -> Value {
    let mut q = base(&format!("{birth_year}-07-01"));
    q["passenger"]["idJovem"] = json!(flags.0);
    q["passenger"]["elderlyIncomeProof"] = json!(flags.1);
    q["passenger"]["passeLivre"] = json!(flags.2);
    q["passenger"]["occupiesSeat"] = json!(flags.3);
    q["seats"] = json!({
        "youthFreeTaken": taken.0, "youthDiscountTaken": taken.1,
        "elderlyFreeTaken": taken.2, "passeLivreTaken": taken.3
    });
    q["ticket"]["fareCents"] = json!(fare);
    q["policy"] = json!({ "youthExtraDiscountPercent": extra });
    q["trip"]["distanceKm"] = json!(km);
    q["now"] = json!(minutes_before(minutes));
    q
}

fn statuses(q: &Value) -> Vec<(String, String, Option<i64>)> {
    report(q)["benefits"]
        .as_array()
        .cloned()
        .unwrap_or_default()
        .iter()
        .map(|o| {
            (
                o["benefit"].as_str().unwrap_or("").to_string(),
                o["status"].as_str().unwrap_or("").to_string(),
                o["payCents"].as_i64(),
            )
        })
        .collect()
}

fn extra_discount() -> impl Strategy<Value = u32> {
    prop_oneof![Just(0u32), 50u32..=100]
}

proptest! {
    #[test]
    fn a_free_seat_is_never_offered_when_both_are_taken(
        birth_year in 1930i32..2026,
        flags in any::<(bool, bool, bool, bool)>(),
        free in 2u32..6, disc in 0u32..4, elderly in 2u32..6, passe in 2u32..6,
        minutes in -600i64..5_000,
    ) {
        let q = arbitrary_query(birth_year, flags, (free, disc, elderly, passe), 25000, 0, 620, minutes);
        for (kind, status, _) in statuses(&q) {
            if ["youth_free", "elderly_free", "disability_free"].contains(&kind.as_str()) {
                prop_assert!(status != "available" && status != "only_if_unsold", "{} {}", kind, status);
            }
        }
    }

    #[test]
    fn pay_cents_never_exceeds_the_fare(
        birth_year in 1930i32..2026,
        flags in any::<(bool, bool, bool, bool)>(),
        taken in (0u32..4, 0u32..4, 0u32..4, 0u32..4),
        fare in 0i64..2_000_000,
        extra in extra_discount(),
        km in 0u32..3_000,
        minutes in -600i64..5_000,
    ) {
        let q = arbitrary_query(birth_year, flags, taken, fare, extra, km, minutes);
        for (kind, _, pay) in statuses(&q) {
            if let Some(p) = pay {
                prop_assert!((0..=fare).contains(&p), "{} pays {} of {}", kind, p, fare);
            }
        }
    }

    /// A third of the passengers are 15 to 29 and a third 60 or more on the
    /// trip date, most with their ID Jovem and a seat of their own, the free
    /// seats often both taken, and half the instants at least 3 h before
    /// departure: over any birth year, any flags and any instant a youth
    /// seat was available in 15 cases of 257, the youth half price in 2.
    #[test]
    fn more_notice_never_turns_an_available_benefit_into_an_unavailable_one(
        birth_year in prop_oneof![1930i32..2026, 1997i32..=2011, 1930i32..=1966],
        flags in (prop::bool::weighted(0.8), any::<bool>(), any::<bool>(), prop::bool::weighted(0.8)),
        taken in (prop_oneof![0u32..4, Just(2u32)], 0u32..4, prop_oneof![0u32..4, Just(2u32)], 0u32..4),
        extra in extra_discount(),
        km in 0u32..3_000,
        later in prop_oneof![-600i64..2_000, 180i64..2_000],
        more in 0i64..3_000,
    ) {
        let now = statuses(&arbitrary_query(birth_year, flags, taken, 25000, extra, km, later));
        let earlier = statuses(&arbitrary_query(birth_year, flags, taken, 25000, extra, km, later + more));
        for ((kind, s_now, pay), (_, s_earlier, _)) in now.iter().zip(earlier.iter()) {
            // The elderly discount has a window that opens by law (Res. ANTT
            // 1.692/2006): asking before it is too early, tested above.
            if kind == "elderly_half" || s_now != "available" {
                continue;
            }
            prop_assert!(s_earlier == "available" || s_earlier == "not_needed",
                "{} was available {} min before, {} {} min before", kind, later, s_earlier, later + more);
            if s_earlier == "not_needed" {
                // Not needed means something at least as cheap is open.
                let cheaper = earlier.iter().any(|(_, s, p)| s == "available" && p.unwrap_or(i64::MAX) <= pay.unwrap_or(i64::MAX));
                prop_assert!(cheaper, "{} not needed but nothing cheaper is available", kind);
            }
        }
    }
}

#[test]
fn a_carrier_discount_above_50_percent_is_offered_even_while_a_half_price_seat_is_open() {
    let q = serde_json::json!({"now": "2026-12-20T19:30:00-03:00",
        "trip": {"scope": "interstate", "departure": "2026-12-20T22:30:00-03:00"},
        "passenger": {"birthDate": "1997-06-01", "idJovem": true},
        "seats": {"youthFreeTaken": 2}, "ticket": {"fareCents": 25000},
        "policy": {"youthExtraDiscountPercent": 51}});
    let r = serde_json::to_value(embarque::rules::evaluate_json(&q.to_string()).unwrap()).unwrap();
    let carrier = r["benefits"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["benefit"] == "youth_carrier_discount")
        .unwrap();
    assert_eq!(carrier["status"], "available");
    assert_eq!(carrier["payCents"], 12250);
    assert_eq!(r["best"], "youth_carrier_discount");
}

/// Without a fare no price is known, but 80 % off is cheaper than 50 % off
/// whatever the fare: `best` ranked unknown prices by the list's order and
/// named the half-price seat (a code review).
#[test]
fn without_a_fare_the_best_offer_is_the_larger_discount() {
    let q = serde_json::json!({"now": "2026-12-20T10:00:00-03:00",
        "trip": {"scope": "interstate", "departure": "2026-12-20T22:30:00-03:00"},
        "passenger": {"birthDate": "2006-06-15", "idJovem": true},
        "seats": {"youthFreeTaken": 2, "youthDiscountTaken": 1},
        "policy": {"youthExtraDiscountPercent": 80}});
    let r = serde_json::to_value(embarque::rules::evaluate_json(&q.to_string()).unwrap()).unwrap();
    assert_eq!(r["best"], "youth_carrier_discount", "{}", r["benefits"]);
    assert_eq!(offer(&q, "youth_half")["status"], "available");
    assert_eq!(offer(&q, "youth_half")["payCents"], Value::Null);
}

// ------------------------------ Decreto 8.537/2015 art. 14 sole paragraph

/// The articles a written refusal of `kind` rests on, as
/// "Instrument — article".
fn refusal_basis(q: &Value, kind: &str) -> Vec<String> {
    let r = evaluate_json(&q.to_string()).expect("valid query");
    let o = r
        .benefits
        .iter()
        .find(|o| o.benefit.key() == kind)
        .unwrap_or_else(|| panic!("no {kind} offer"));
    embarque::rules::benefits::refusal_citations(o)
        .iter()
        .map(|c| format!("{} — {}", c.instrument.code(), c.article))
        .collect()
}

const YOUTH_GRANT: [&str; 2] = ["Lei 12.852/2013 — art. 32", "Decreto 8.537/2015 — art. 13"];
const YOUTH_DUTY: &str = "Decreto 8.537/2015 — art. 14, parágrafo único";

#[test]
fn a_refusal_for_taken_seats_cites_the_grant_and_the_duty_to_write_it_not_every_article() {
    // Art. 14 sole paragraph asks for "the reason for refusal": the notice
    // cites what grants the seat, what the ground comes from, and the duty;
    // not the nominal ticket (§ 7º), the fees (art. 17) or the ANTT rule.
    let q = seats(youth(), json!({ "youthFreeTaken": 2 }));
    assert_eq!(
        refusal_basis(&q, "youth_free"),
        [YOUTH_GRANT[0], YOUTH_GRANT[1], YOUTH_DUTY]
    );
}

#[test]
fn a_refusal_for_age_cites_the_statutes_age_range() {
    let q = with(youth(), &["passenger", "birthDate"], json!("1995-06-15"));
    assert_eq!(
        refusal_basis(&q, "youth_free"),
        [
            YOUTH_GRANT[0],
            YOUTH_GRANT[1],
            "Lei 12.852/2013 — art. 1º, § 1º",
            YOUTH_DUTY
        ]
    );
}

#[test]
fn a_refusal_at_the_terminal_cites_the_thirty_minutes_and_not_the_three_hours() {
    let q = at(youth(), "2026-12-20T22:01:00-03:00");
    let basis = refusal_basis(&q, "youth_free");
    assert!(
        basis.contains(&"Decreto 8.537/2015 — art. 13, § 6º".into()),
        "{basis:?}"
    );
    assert!(
        !basis.contains(&"Decreto 8.537/2015 — art. 13, § 2º".into()),
        "{basis:?}"
    );
    assert_eq!(basis.last().map(String::as_str), Some(YOUTH_DUTY));
}

#[test]
fn a_second_request_refused_cites_art_15_and_an_executive_bus_art_13_s1() {
    let q = with(youth(), &["passenger", "youthRequestSameDay"], json!(true));
    assert!(refusal_basis(&q, "youth_free").contains(&"Decreto 8.537/2015 — art. 15".into()));
    let q = with(youth(), &["trip", "service"], json!("executive"));
    assert_eq!(
        refusal_basis(&q, "youth_half"),
        [
            YOUTH_GRANT[0],
            YOUTH_GRANT[1],
            "Decreto 8.537/2015 — art. 13, § 1º",
            YOUTH_DUTY
        ]
    );
}

#[test]
fn an_elderly_refusal_without_proof_of_income_cites_the_statute_and_its_own_duty() {
    // The income condition is art. 40's ("com renda igual ou inferior a 2
    // salários-mínimos"): Decreto 9.921/2019 art. 44 sole paragraph, cited
    // before, is about tolls, terminal fees and food. The duty to write the
    // refusal is Res. ANTT 1.692/2006 art. 2º-A's (free seats), not the
    // youth decree's art. 14.
    let q = with(elder(), &["passenger", "elderlyIncomeProof"], json!(false));
    assert_eq!(
        refusal_basis(&q, "elderly_free"),
        [
            "Lei 10.741/2003 — art. 40",
            "Lei 10.741/2003 — art. 40, I",
            "Resolução ANTT 1.692/2006 — art. 2º-A"
        ]
    );
    assert_eq!(
        refusal_basis(&q, "elderly_half"),
        ["Lei 10.741/2003 — art. 40", "Lei 10.741/2003 — art. 40, II"]
    );
}

#[test]
fn a_second_lap_child_refused_cites_the_one_per_adult_rule() {
    let mut q = with_adult(base("2023-05-01"), 35);
    q["passenger"]["lapChildrenWithSameAdult"] = json!(1);
    assert_eq!(
        refusal_basis(&q, "child_lap_free"),
        [
            "Decreto 9.579/2018 — art. 39",
            "Resolução ANTT 1.383/2006 — art. 6º, XVII"
        ]
    );
}

#[test]
fn no_refusal_notice_is_owed_for_a_benefit_not_yet_created_on_the_trip_date() {
    // Before Decreto 8.537/2015 (in force 2015-12-01) there is no youth seat to refuse
    // and no art. 14 to owe a notice by; the page offers none either.
    let mut q = youth();
    q["now"] = json!("2015-01-10T10:00:00-03:00");
    q["trip"]["departure"] = json!("2015-01-11T22:30:00-03:00");
    let r = evaluate_json(&q.to_string()).expect("valid query");
    for o in r
        .benefits
        .iter()
        .filter(|o| o.benefit.key().starts_with("youth_"))
    {
        assert!(
            o.reasons
                .iter()
                .any(|x| x.key() == "not_in_force_on_trip_date"),
            "{:?}",
            o.benefit
        );
        assert!(
            !o.reasons.iter().any(|x| x.key() == "refusal_notice_due"),
            "{:?}",
            o.benefit
        );
        assert!(!embarque::rules::benefits::refusable(o), "{:?}", o.benefit);
    }
}

#[test]
fn a_fraction_of_a_second_after_the_departure_the_bus_has_left() {
    let q = seats(
        at(elder(), "2026-12-20T22:30:00.500-03:00"),
        json!({ "elderlyFreeTaken": 2 }),
    );
    let o = offer(&q, "elderly_half");
    assert_eq!(o["status"], "too_late", "{o}");
    assert!(has_reason(&o, "departed"), "{o}");
}

#[test]
fn a_refusal_for_age_cites_the_bound_that_was_passed() {
    // 31: the upper bound (Lei 12.852/2013 art. 1º § 1º sets both; the
    // half-price seat's grant is its own seats' article).
    let q = with(youth(), &["passenger", "birthDate"], json!("1995-06-15"));
    let basis = refusal_basis(&q, "youth_half");
    assert!(
        basis.contains(&"Lei 12.852/2013 — art. 1º, § 1º".into()),
        "{basis:?}"
    );
    assert!(
        basis.contains(&"Decreto 8.537/2015 — art. 13".into()),
        "{basis:?}"
    );
}

/// The reserved half-price seat is Decreto 8.537/2015 art. 13's; art. 19 is
/// the carrier's own optional discount on the other seats (a legal audit).
#[test]
fn the_reserved_half_seat_cites_art_13_not_the_carriers_art_19() {
    let q = seats(
        youth(),
        json!({ "youthFreeTaken": 2, "youthDiscountTaken": 1 }),
    );
    let o = offer(&q, "youth_half");
    assert!(cites(&o, "Decreto 8.537/2015", "art. 13"), "{o}");
    assert!(!o["citations"].to_string().contains("art. 19"), "{o}");
}

/// Res. ANTT 1.692/2006 art. 2º-A (Res. ANTT 4.833/2015, DOU 10/09/2015, in
/// force 90 days later): "As empresas prestadoras do serviço deverão, em
/// qualquer caso, emitir documento ao solicitante quando da negativa de
/// concessão do benefício, indicando a data, a hora, o local e o motivo da
/// recusa". The elderly free seat refused had no such duty (a legal audit).
#[test]
fn a_refused_elderly_free_seat_is_owed_the_refusal_document_from_december_2015() {
    let q = seats(elder(), json!({ "elderlyFreeTaken": 2 }));
    let o = offer(&q, "elderly_free");
    assert_eq!(o["status"], "sold_out");
    assert!(has_reason(&o, "refusal_notice_due"), "{o}");
    assert!(cites(&o, "Resolução ANTT 1.692/2006", "art. 2º-A"), "{o}");
    assert!(!cites(&o, "Decreto 8.537/2015", "art. 14, parágrafo único"));
    // Not before the rule, nor where the federal benefit does not reach.
    let mut old = seats(elder(), json!({ "elderlyFreeTaken": 2 }));
    old["now"] = json!("2015-06-01T10:00:00-03:00");
    old["trip"]["departure"] = json!("2015-06-02T22:30:00-03:00");
    assert!(!has_reason(
        &offer(&old, "elderly_free"),
        "refusal_notice_due"
    ));
    let rs = with(q.clone(), &["trip", "scope"], json!("intermunicipal_rs"));
    assert!(!has_reason(
        &offer(&rs, "elderly_free"),
        "refusal_notice_due"
    ));
    // An available seat owes nothing, nor a refusal to someone under 60.
    assert!(!has_reason(
        &offer(&elder(), "elderly_free"),
        "refusal_notice_due"
    ));
    assert!(!has_reason(
        &offer(&youth(), "elderly_free"),
        "refusal_notice_due"
    ));
}

/// Res. ANTT 1.692/2006 puts the 3 h request in art. 2º § 4º; its art. 3º
/// was cited.
#[test]
fn the_elderly_3_hour_request_cites_art_2_par_4() {
    let o = offer(&elder(), "elderly_free");
    assert!(
        cites(&o, "Resolução ANTT 1.692/2006", "art. 2º, § 4º"),
        "{o}"
    );
    assert!(!cites(&o, "Resolução ANTT 1.692/2006", "art. 3º"), "{o}");
}

/// Decreto 8.537/2015 was signed on 5 October and published on 6 October
/// 2015, and came into force on 1 December 2015: a November 2015 trip had no
/// youth seat (a legal audit).
#[test]
fn the_youth_benefit_starts_when_the_decree_came_into_force_on_1_december_2015() {
    let on = |now: &str, dep: &str| {
        let mut q = youth();
        q["now"] = json!(now);
        q["trip"]["departure"] = json!(dep);
        q["passenger"]["birthDate"] = json!("1995-06-15");
        status(&q, "youth_free")
    };
    assert_eq!(
        on("2015-11-01T10:00:00-03:00", "2015-11-02T22:30:00-03:00"),
        "not_eligible"
    );
    assert_eq!(
        on("2015-11-30T10:00:00-03:00", "2015-12-01T22:30:00-03:00"),
        "available"
    );
}

/// "Com, no máximo, seis horas de antecedência" (the carrier's page): the
/// discount window opens at its `requestFrom` and not half a second before
/// (the whole seconds to departure were truncated, a legal audit found).
#[test]
fn the_elderly_discount_window_opens_at_its_instant_not_a_fraction_before() {
    let q = json!({
        "now": "2026-12-20T16:29:59.5-03:00",
        "trip": { "scope": "interstate", "departure": "2026-12-20T22:30:00-03:00", "distanceKm": 500 },
        "passenger": { "birthDate": "1960-01-01", "elderlyIncomeProof": true },
        "seats": { "elderlyFreeTaken": 2 },
        "ticket": { "fareCents": 25000 }
    });
    let o = offer(&q, "elderly_half");
    assert_eq!(o["requestFrom"], "2026-12-20T16:30:00-03:00");
    assert_eq!(o["status"], "too_early", "{o}");
    let o = offer(&at(q, "2026-12-20T16:30:00-03:00"), "elderly_half");
    assert_eq!(o["status"], "available", "{o}");
}

/// The page says a benefit is one tick or one companion away when its
/// grounds are all `is_declared` (src/ui/benefits.rs, `none_text`): the
/// 65-year-old without the income proof, the lap child without an adult;
/// never the 50-year-old (age), nor the 65-year-old abroad (the line).
#[test]
fn the_grounds_the_passenger_can_still_meet_are_the_declared_ones_alone() {
    use embarque::rules::benefits::{is_declared, is_ground, Reason};
    let grounds = |q: &Value, kind: &str| -> Vec<(String, bool)> {
        reasons(&offer(q, kind))
            .into_iter()
            .filter_map(|k| {
                let r = Reason::from_key(&k)?;
                is_ground(r).then(|| (k, is_declared(r)))
            })
            .collect()
    };
    let sixty_five = base("1961-05-10");
    assert_eq!(
        grounds(&sixty_five, "elderly_free"),
        [("no_income_proof".into(), true)]
    );
    let lap = with(
        with(
            base("2022-08-01"),
            &["passenger", "occupiesSeat"],
            json!(false),
        ),
        &["passenger", "companions"],
        json!([]),
    );
    assert_eq!(
        grounds(&lap, "child_lap_free"),
        [("no_adult_on_the_trip".into(), true)]
    );
    assert!(grounds(&base("1976-05-10"), "elderly_free")
        .iter()
        .any(|(_, d)| !d));
    let abroad = with(
        with(sixty_five, &["trip", "scope"], json!("international")),
        &["trip", "destinationCountry"],
        json!("AR"),
    );
    assert!(grounds(&abroad, "elderly_free").iter().any(|(_, d)| !d));
    // The credential alone is never offered to everyone.
    assert_eq!(
        grounds(&base("1976-05-10"), "disability_free"),
        [("no_passe_livre".into(), false)]
    );
}

// ------------------------------------------------ edges found by mutation

/// After the 3 h limit the youth's free seat is had only if unsold
/// (Decreto 8.537/2015 art. 13 §§ 4º–5º); a Passe Livre seat, just as free,
/// has no such limit (the programme sets none here): the sure one is best.
#[test]
fn between_two_free_seats_the_one_that_is_sure_is_best() {
    let mut q = at(youth(), "2026-12-20T20:00:00-03:00");
    q["passenger"]["passeLivre"] = json!(true);
    assert_eq!(status(&q, "youth_free"), "only_if_unsold");
    assert_eq!(status(&q, "disability_free"), "available");
    assert_eq!(best(&q), "disability_free");
}

/// Decreto 8.537/2015 art. 19 sets the carrier's discount at 50 % "at
/// least": a carrier may give 100 %, and a free seat costs nothing whether
/// or not the fare is known.
#[test]
fn a_carrier_discount_of_100_percent_costs_nothing_without_a_ticket_too() {
    let mut q = seats(
        youth(),
        json!({ "youthFreeTaken": 2, "youthDiscountTaken": 2 }),
    );
    q["policy"] = json!({ "youthExtraDiscountPercent": 100 });
    q.as_object_mut().map(|o| o.remove("ticket"));
    let o = offer(&q, "youth_carrier_discount");
    assert_eq!(o["status"], "available", "{o}");
    assert_eq!(o["payCents"], 0, "{o}");
    assert!(!has_reason(&o, "fare_needed_for_price"), "{o}");
}

/// What tells how to use a seat once had (Decreto 8.537/2015 art. 13 §§ 2º,
/// 6º and 7º, art. 17 sole paragraph, art. 18) is a usage note, which the
/// page leaves out under a seat that cannot be had; the grounds and the
/// refusal notice (art. 14 sole paragraph) are not.
#[test]
fn a_refused_youth_seat_tells_its_usage_notes_apart_from_its_grounds() {
    use embarque::rules::benefits::{is_usage_note, Reason};
    let q = seats(youth(), json!({ "youthFreeTaken": 2 }));
    let usage: Vec<(String, bool)> = reasons(&offer(&q, "youth_free"))
        .into_iter()
        .map(|k| {
            let r = Reason::from_key(&k).expect("a known reason");
            (k, is_usage_note(r))
        })
        .collect();
    assert_eq!(
        usage,
        [
            ("free_seats_taken".into(), false),
            ("present_30_min_before".into(), true),
            ("ticket_nominal_non_transferable".into(), true),
            ("fees_tolls_food_not_included".into(), true),
            ("round_trip_may_be_requested".into(), true),
            ("identification_at_boarding".into(), true),
            ("refusal_notice_due".into(), false),
        ]
    );
}

/// An answer cites no instrument dated after the trip: a 2015 trip cited
/// Decreto 9.921/2019 (arts. 35 and 44) for the elderly, Res. ANTT 5.063/2016
/// for the youth and Portaria MINFRA 1.579/2022 for Passe Livre (a code
/// review). Before Decreto 9.921, the fees left out of the elderly benefit
/// are Res. ANTT 1.692/2006 art. 6º sole paragraph's.
#[test]
fn no_offer_cites_an_instrument_dated_after_the_trip() {
    use embarque::rules::law::Instrument;
    for (now, departure) in [
        ("2015-06-01T08:00:00-03:00", "2015-06-02T12:00:00-03:00"),
        ("2015-12-15T08:00:00-03:00", "2015-12-15T22:00:00-03:00"),
        ("2019-07-17T08:00:00-03:00", "2019-07-17T22:00:00-03:00"),
        ("2026-12-19T08:00:00-03:00", "2026-12-20T22:30:00-03:00"),
    ] {
        for birth in ["1950-01-01", "2000-01-01"] {
            let q = json!({"now": now,
                "trip": {"scope": "interstate", "departure": departure},
                "passenger": {"birthDate": birth, "idJovem": true, "elderlyIncomeProof": true, "passeLivre": true},
                "ticket": {"fareCents": 25000}});
            let r = report(&q);
            let day = &departure[..10];
            // A benefit not yet in force names what brought it, later.
            let in_force = |o: &&Value| !has_reason(o, "not_in_force_on_trip_date");
            for o in r["benefits"].as_array().unwrap().iter().filter(in_force) {
                for c in o["citations"].as_array().unwrap() {
                    let code = c["instrument"].as_str().unwrap();
                    let i = Instrument::ALL.iter().find(|i| i.code() == code).unwrap();
                    assert!(
                        i.date() <= day,
                        "{departure}: {} cites {code} ({})",
                        o["benefit"],
                        i.date()
                    );
                }
            }
        }
    }
    let q = json!({"now": "2015-06-01T08:00:00-03:00",
        "trip": {"scope": "interstate", "departure": "2015-06-02T12:00:00-03:00"},
        "passenger": {"birthDate": "1950-01-01", "elderlyIncomeProof": true},
        "ticket": {"fareCents": 25000}});
    let half = offer(&q, "elderly_half");
    assert!(has_reason(&half, "fees_tolls_food_not_included"), "{half}");
    assert!(
        half["citations"]
            .to_string()
            .contains("art. 6º, parágrafo único"),
        "{half}"
    );
}

/// Not eligible and sold out: both are said, so what is missing is not
/// promised a seat there is none of (a 65-year-old without the income proof,
/// both free seats taken, read that the proof was all the free seat needed;
/// a UI pass).
#[test]
fn an_ineligible_offer_also_says_its_seats_are_taken() {
    let mut q = elder();
    q["passenger"]["elderlyIncomeProof"] = json!(false);
    q["seats"] = json!({"elderlyFreeTaken": 2});
    let o = offer(&q, "elderly_free");
    assert_eq!(o["status"], "not_eligible", "{o}");
    assert!(has_reason(&o, "no_income_proof"), "{o}");
    assert!(has_reason(&o, "free_seats_taken"), "{o}");
    // Seats left: only what is missing.
    q["seats"] = json!({"elderlyFreeTaken": 1});
    let o = offer(&q, "elderly_free");
    assert!(!has_reason(&o, "free_seats_taken"), "{o}");
}
