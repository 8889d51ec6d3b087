//! Refunds, rebooking and disruptions: Lei 11.975/2009 (validity, refund
//! until boarding, delay, interruption, class change, 30 days to pay, credit),
//! ANTT Res. 1.383/2006 art. 6º XIV, XV, XIX and Res. 4.282/2014 arts. 7 and
//! 13, the RS rules (DAER OS DTR/022/2011: 3 h before), Código Civil art. 740
//! and the CDC's right of regret (Lei 8.078/1990 art. 49).
//!
//! Every trip departs at 2026-12-20T22:30:00-03:00 unless a test says
//! otherwise; the instants tested sit just either side of each limit.

use embarque::rules::evaluate_json;
use proptest::prelude::*;
use serde_json::{json, Value};

const DEPARTURE: &str = "2026-12-20T22:30:00-03:00";
const THREE_HOURS_BEFORE: &str = "2026-12-20T19:30:00-03:00";

/// A query on the standard trip.
fn query(scope: &str, now: &str, ticket: Value, request: Value) -> Value {
    let mut q = json!({
        "now": now,
        "trip": { "scope": scope, "departure": DEPARTURE, "destinationCountry": "AR" },
        "request": request,
    });
    if !ticket.is_null() {
        q["ticket"] = ticket;
    }
    q
}

fn report(q: &Value) -> Value {
    serde_json::to_value(evaluate_json(&q.to_string()).expect("valid query")).expect("json")
}

fn refund_of(q: &Value) -> Value {
    report(q)["refund"].clone()
}

fn fare(cents: i64) -> Value {
    json!({ "fareCents": cents, "purchasedAt": "2026-12-01T15:00:00-03:00" })
}

fn ask(kind: &str) -> Value {
    json!({ "kind": kind })
}

fn decide(scope: &str, now: &str, ticket: Value, request: Value) -> Value {
    refund_of(&query(scope, now, ticket, request))
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

fn reasons(d: &Value) -> Vec<String> {
    strings(&d["reasons"])
}

fn options(d: &Value) -> Vec<String> {
    strings(&d["options"])
}

fn notices(d: &Value) -> Vec<String> {
    strings(&d["notices"])
}

fn has(list: &[String], key: &str) -> bool {
    list.iter().any(|k| k == key)
}

fn cites(d: &Value, instrument: &str, article: &str) -> bool {
    d["citations"].as_array().is_some_and(|a| {
        a.iter()
            .any(|c| c["instrument"] == instrument && c["article"] == article)
    })
}

fn cites_instrument(d: &Value, instrument: &str) -> bool {
    d["citations"]
        .as_array()
        .is_some_and(|a| a.iter().any(|c| c["instrument"] == instrument))
}

// ------------------------------------------------ contract reference cases

#[test]
fn reference_case_3_an_interstate_withdrawal_two_days_ahead_keeps_5_percent() {
    let d = decide(
        "interstate",
        "2026-12-18T22:30:00-03:00",
        fare(25000),
        ask("withdrawal"),
    );
    assert_eq!(d["kind"], "withdrawal");
    assert_eq!(d["allowed"], true);
    assert_eq!(d["refundCents"], 23750);
    assert_eq!(d["retentionCents"], 1250);
    assert_eq!(d["retentionPercent"], 5);
    assert_eq!(d["amountDueCents"], 0);
    assert_eq!(d["payWithinDays"], 30);
    assert_eq!(d["payBy"], "2027-01-17");
    assert_eq!(d["deadline"], DEPARTURE);
    assert_eq!(d["noticeLimit"], THREE_HOURS_BEFORE);
    assert_eq!(options(&d), vec!["refund", "revalidate"]);
    assert!(!has(&reasons(&d), "law_prevails_over_3h_notice"));
    assert!(cites(&d, "Lei 11.975/2009", "art. 2º"));
    assert!(cites(&d, "Lei 10.406/2002", "art. 740, § 3º"));
    assert!(cites(&d, "Lei 11.975/2009", "art. 2º, parágrafo único"));
}

#[test]
fn reference_case_3_on_a_fare_of_3333_the_retention_rounds_down_to_166() {
    let d = decide(
        "interstate",
        "2026-12-18T22:30:00-03:00",
        fare(3333),
        ask("withdrawal"),
    );
    assert_eq!(d["retentionCents"], 166);
    assert_eq!(d["refundCents"], 3167);
}

#[test]
fn reference_case_4_an_rs_withdrawal_2_hours_before_is_too_late() {
    let d = decide(
        "intermunicipal_rs",
        "2026-12-20T20:30:00-03:00",
        fare(25000),
        ask("withdrawal"),
    );
    assert_eq!(d["allowed"], false);
    assert_eq!(d["refundCents"], 0);
    assert_eq!(d["retentionCents"], 0);
    assert!(has(&reasons(&d), "too_late"), "{d}");
    assert!(has(&reasons(&d), "less_than_3h_rs"), "{d}");
    assert_eq!(d["deadline"], THREE_HOURS_BEFORE);
    assert!(!has(&options(&d), "refund"));
    assert!(
        has(&options(&d), "no_show_claim"),
        "a resold seat is still refunded (CC art. 740 § 2º)"
    );
    assert!(cites_instrument(&d, "Ordem de Serviço DAER DTR/022/2011"));
}

// ------------------------------------------------------- withdrawal edges

#[test]
fn an_interstate_withdrawal_either_side_of_the_3_hour_notice_and_of_departure() {
    // (now, allowed, law prevails over the 3 h notice, after departure)
    let table = [
        ("2026-12-20T19:29:59-03:00", true, false, false),
        (THREE_HOURS_BEFORE, true, false, false),
        ("2026-12-20T19:30:01-03:00", true, true, false),
        ("2026-12-20T22:29:59-03:00", true, true, false),
        (DEPARTURE, true, true, false),
        ("2026-12-20T22:30:01-03:00", false, false, true),
    ];
    for scope in ["interstate", "international"] {
        for (now, allowed, prevails, after) in table {
            let d = decide(scope, now, fare(25000), ask("withdrawal"));
            let r = reasons(&d);
            assert_eq!(d["allowed"], allowed, "{scope} {now}: {d}");
            assert_eq!(
                has(&r, "law_prevails_over_3h_notice"),
                prevails,
                "{scope} {now}: {d}"
            );
            assert_eq!(has(&r, "after_departure"), after, "{scope} {now}: {d}");
            assert_eq!(d["deadline"], DEPARTURE);
            if allowed {
                assert_eq!(d["refundCents"], 23750, "{now}");
                assert_eq!(d["retentionCents"], 1250, "{now}");
            } else {
                assert_eq!(d["refundCents"], 0, "{now}");
                assert!(
                    has(&options(&d), "no_show_claim"),
                    "{now}: point to no_show"
                );
            }
        }
    }
}

#[test]
fn an_international_refund_is_said_to_be_paid_at_the_days_exchange_rate() {
    // Lei 11.975/2009 art. 13 § 3º: "No caso de bilhete internacional, o
    // reembolso terá o valor equivalente em moeda estrangeira convertida no
    // câmbio do dia." Only where something comes back, only international.
    let key = "international_refund_at_days_exchange_rate";
    let d = decide(
        "international",
        "2026-12-18T22:30:00-03:00",
        fare(25000),
        ask("withdrawal"),
    );
    assert!(has(&notices(&d), key), "{d}");
    assert!(cites(&d, "Lei 11.975/2009", "art. 13, § 3º"), "{d}");
    let d = decide(
        "interstate",
        "2026-12-18T22:30:00-03:00",
        fare(25000),
        ask("withdrawal"),
    );
    assert!(!has(&notices(&d), key), "{d}");
    let late = decide(
        "international",
        "2026-12-20T22:30:01-03:00",
        fare(25000),
        ask("withdrawal"),
    );
    assert_eq!(late["refundCents"], 0);
    assert!(!has(&notices(&late), key), "{late}");
}

#[test]
fn inside_the_last_3_hours_lei_11975_prevails_and_both_texts_are_cited() {
    let d = decide(
        "interstate",
        "2026-12-20T21:00:00-03:00",
        fare(25000),
        ask("withdrawal"),
    );
    assert!(has(&reasons(&d), "law_prevails_over_3h_notice"));
    assert!(cites(&d, "Lei 11.975/2009", "art. 2º"));
    assert!(cites(&d, "Resolução ANTT 4.282/2014", "art. 13"));
    assert!(cites(&d, "Resolução ANTT 1.383/2006", "art. 6º, XIX"));
}

#[test]
fn an_rs_withdrawal_is_allowed_until_exactly_3_hours_before_and_not_one_second_after() {
    // (now, allowed, reason)
    let table = [
        ("2026-12-19T10:00:00-03:00", true, None),
        (THREE_HOURS_BEFORE, true, None),
        ("2026-12-20T19:30:01-03:00", false, Some("less_than_3h_rs")),
        ("2026-12-20T22:29:59-03:00", false, Some("less_than_3h_rs")),
        (DEPARTURE, false, Some("less_than_3h_rs")),
        ("2026-12-20T22:30:01-03:00", false, Some("after_departure")),
    ];
    for (now, allowed, reason) in table {
        let d = decide("intermunicipal_rs", now, fare(25000), ask("withdrawal"));
        assert_eq!(d["allowed"], allowed, "{now}: {d}");
        assert_eq!(d["deadline"], THREE_HOURS_BEFORE);
        if let Some(r) = reason {
            assert!(has(&reasons(&d), r), "{now}: {d}");
        }
        assert!(!has(&reasons(&d), "law_prevails_over_3h_notice"), "{now}");
        assert_eq!(d["refundCents"], if allowed { 23750 } else { 0 }, "{now}");
    }
}

#[test]
fn a_carrier_that_keeps_nothing_refunds_the_whole_fare() {
    let mut q = query(
        "interstate",
        "2026-12-18T22:30:00-03:00",
        fare(3333),
        ask("withdrawal"),
    );
    q["policy"] = json!({ "retentionPercent": 0 });
    let d = refund_of(&q);
    assert_eq!(d["retentionCents"], 0);
    assert_eq!(d["retentionPercent"], 0);
    assert_eq!(d["refundCents"], 3333);
}

#[test]
fn a_retention_of_3_percent_is_applied_as_the_carrier_states_it() {
    let mut q = query(
        "interstate",
        "2026-12-18T22:30:00-03:00",
        fare(3333),
        ask("withdrawal"),
    );
    q["policy"] = json!({ "retentionPercent": 3 });
    let d = refund_of(&q);
    assert_eq!(d["retentionCents"], 99);
    assert_eq!(d["refundCents"], 3234);
}

#[test]
fn a_ticket_bought_on_credit_not_yet_settled_is_refunded_only_once_settled() {
    let ticket = json!({ "fareCents": 25000, "paidByCredit": true, "creditSettled": false });
    let d = decide(
        "interstate",
        "2026-12-18T22:30:00-03:00",
        ticket,
        ask("withdrawal"),
    );
    assert_eq!(d["allowed"], true);
    assert_eq!(d["refundCents"], 23750);
    assert!(has(&reasons(&d), "credit_not_settled"));
    assert_eq!(
        d["payBy"],
        Value::Null,
        "the 30 days start once the debt is paid"
    );
    assert!(cites(&d, "Lei 11.975/2009", "art. 15"));
}

#[test]
fn a_ticket_bought_on_credit_already_settled_is_refunded_as_any_other() {
    let ticket = json!({ "fareCents": 25000, "paidByCredit": true, "creditSettled": true });
    let d = decide(
        "interstate",
        "2026-12-18T22:30:00-03:00",
        ticket,
        ask("withdrawal"),
    );
    assert!(!has(&reasons(&d), "credit_not_settled"));
    assert_eq!(d["payBy"], "2027-01-17");
}

/// Lei RS 11.993/2003, a state law: on an RS line a ticket revalidated once
/// is neither refunded nor revalidated again. Interstate and international
/// lines follow Res. ANTT 4.282/2014 art. 7º, which sets no such limit (a
/// legal audit found the RS law applied to them).
#[test]
fn on_an_rs_line_a_ticket_already_revalidated_can_be_neither_refunded_nor_revalidated_again() {
    let ticket = json!({ "fareCents": 25000, "revalidated": true });
    for kind in ["withdrawal", "revalidation"] {
        let d = decide(
            "intermunicipal_rs",
            "2026-12-18T22:30:00-03:00",
            ticket.clone(),
            ask(kind),
        );
        assert_eq!(d["allowed"], false, "{kind}");
        assert_eq!(d["refundCents"], 0, "{kind}");
        assert!(has(&reasons(&d), "already_revalidated"), "{kind}: {d}");
        assert!(
            !has(&options(&d), "refund") && !has(&options(&d), "revalidate"),
            "{kind}"
        );
        assert!(cites_instrument(&d, "Lei RS 11.993/2003"), "{kind}");
        let federal = decide(
            "interstate",
            "2026-12-18T22:30:00-03:00",
            ticket.clone(),
            ask(kind),
        );
        assert_eq!(federal["allowed"], true, "{kind}: {federal}");
        assert!(!has(&reasons(&federal), "already_revalidated"), "{kind}");
        assert!(
            !cites_instrument(&federal, "Lei RS 11.993/2003"),
            "{kind}: {federal}"
        );
    }
}

#[test]
fn a_barred_ticket_has_no_deadline_to_meet() {
    // The deadline is "the last instant at which the action is allowed":
    // a ticket revalidated once already (Lei RS 11.993/2003, as the carrier's
    // page applies it) or past its year (Lei 11.975 art. 1) is refused at any
    // time, so no deadline or notice limit stands beside the refusal, where
    // the page used to count down to one.
    let now = "2026-12-18T22:30:00-03:00";
    for (scope, ticket) in [
        (
            "intermunicipal_rs",
            json!({ "fareCents": 25000, "revalidated": true }),
        ),
        (
            "interstate",
            json!({ "fareCents": 25000, "purchasedAt": "2025-11-01T10:00:00-03:00" }),
        ),
    ] {
        for kind in ["withdrawal", "revalidation"] {
            let d = decide(scope, now, ticket.clone(), ask(kind));
            assert_eq!(d["allowed"], false, "{kind}: {d}");
            assert_eq!(d["deadline"], Value::Null, "{kind}: {d}");
            assert_eq!(d["noticeLimit"], Value::Null, "{kind}: {d}");
        }
    }
    // The same ticket, unbarred, keeps its deadline.
    let d = decide("interstate", now, fare(25000), ask("withdrawal"));
    assert_eq!(d["allowed"], true, "{d}");
    assert!(d["deadline"].is_string(), "{d}");
}

#[test]
fn a_revalidated_or_expired_ticket_is_not_refunded_as_a_no_show_either() {
    // Found by tests/invariants.rs: the no-show route paid the fare less 5 %
    // on a ticket that a timely withdrawal refuses (Lei 11.975 arts. 9, 13).
    let after = "2026-12-21T10:00:00-03:00";
    let resold = json!({ "kind": "no_show", "seatResold": true });
    for (scope, ticket, reason) in [
        (
            "intermunicipal_rs",
            json!({ "fareCents": 25000, "revalidated": true }),
            "already_revalidated",
        ),
        (
            "interstate",
            json!({ "fareCents": 25000, "purchasedAt": "2025-11-01T10:00:00-03:00" }),
            "ticket_expired",
        ),
    ] {
        let d = decide(scope, after, ticket, resold.clone());
        assert_eq!(d["allowed"], false, "{reason}: {d}");
        assert_eq!(d["refundCents"], 0, "{reason}");
        assert!(has(&reasons(&d), reason), "{reason}: {d}");
    }
    let d = decide("interstate", after, fare(25000), resold);
    assert_eq!(d["allowed"], true, "{d}");
    assert_eq!(d["refundCents"], 23750);
}

#[test]
fn a_withdrawal_without_a_ticket_says_until_when_and_asks_for_the_fare() {
    let d = decide(
        "interstate",
        "2026-12-18T22:30:00-03:00",
        Value::Null,
        ask("withdrawal"),
    );
    assert_eq!(d["allowed"], true);
    assert_eq!(d["deadline"], DEPARTURE);
    assert_eq!(d["refundCents"], 0);
    assert_eq!(d["retentionCents"], 0);
    assert!(has(&reasons(&d), "fare_needed"));
}

#[test]
fn no_request_or_a_request_of_kind_none_gives_no_refund_section() {
    let mut q = query(
        "interstate",
        "2026-12-18T22:30:00-03:00",
        fare(25000),
        ask("none"),
    );
    assert!(report(&q).get("refund").is_none());
    q.as_object_mut().map(|o| o.remove("request"));
    assert!(report(&q).get("refund").is_none());
}

#[test]
fn the_deadline_is_given_in_the_offset_of_the_departure() {
    let d = decide(
        "intermunicipal_rs",
        "2026-12-18T13:00:00Z",
        fare(25000),
        ask("withdrawal"),
    );
    assert_eq!(d["deadline"], THREE_HOURS_BEFORE);
}

// ------------------------------------------------------------ right of regret

fn online(purchased: &str) -> Value {
    json!({ "fareCents": 25000, "purchasedAt": purchased, "channel": "online" })
}

#[test]
fn a_ticket_bought_online_and_cancelled_on_the_7th_day_is_refunded_in_full() {
    let d = decide(
        "interstate",
        "2026-12-17T23:59:59-03:00",
        online("2026-12-10T15:00:00-03:00"),
        ask("withdrawal"),
    );
    assert_eq!(d["allowed"], true);
    assert_eq!(d["refundCents"], 25000);
    assert_eq!(d["retentionCents"], 0);
    assert_eq!(d["retentionPercent"], 0);
    assert!(has(&reasons(&d), "right_of_regret"));
    assert_eq!(d["regretUntil"], "2026-12-17T23:59:59-03:00");
    assert!(cites(&d, "Lei 8.078/1990", "art. 49"));
}

/// The 7th day's last second counts, to its end: `now` with a fraction of
/// a second ("23:59:59.500", what `new Date().toISOString()` gives) lost it,
/// the day ending at 23:59:59 exactly (a date audit). Instants are read to
/// the whole second.
#[test]
fn the_last_second_of_the_7th_day_counts_whole_with_a_fraction_of_a_second() {
    for now in ["2026-12-17T23:59:59.500-03:00", "2026-12-18T02:59:59.999Z"] {
        let d = decide(
            "interstate",
            now,
            online("2026-12-10T15:00:00-03:00"),
            ask("withdrawal"),
        );
        assert_eq!(d["refundCents"], 25000, "{now}: {d}");
        assert!(has(&reasons(&d), "right_of_regret"), "{now}");
    }
}

/// A ticket's date is its own: `purchasedAt` in its own offset. The 7 days
/// (CDC art. 49, "a contar de sua assinatura") and the year of validity
/// (Lei 11.975/2009 art. 1º, "a partir da data de sua emissão") count from
/// that date. Bought at 00:30 in Brasília on 2 December for a bus leaving
/// Rio Branco (UTC−5), it was read as 1 December (22:30 there): a day of
/// regret lost and the ticket "expired" on its last valid day (a date audit).
#[test]
fn the_purchase_date_is_read_in_the_purchases_own_offset() {
    let q = |now: &str, departure: &str, kind: &str| {
        json!({
            "now": now,
            "trip": { "scope": "interstate", "departure": departure },
            "ticket": { "fareCents": 25000, "channel": "online", "purchasedAt": "2026-12-02T00:30:00-03:00" },
            "request": { "kind": kind },
        })
    };
    let d = refund_of(&q(
        "2026-12-09T10:00:00-03:00",
        "2026-12-15T08:00:00-05:00",
        "withdrawal",
    ));
    assert_eq!(d["refundCents"], 25000, "{d}");
    assert!(has(&reasons(&d), "right_of_regret"));
    // The end of 9 December where it was bought, said in the departure's offset.
    assert_eq!(d["regretUntil"], "2026-12-09T21:59:59-05:00");
    assert_eq!(d["expiresOn"], "2027-12-02");
    // On its last valid day (CC art. 132 § 3º) a rebooking is not refused as expired.
    let d = refund_of(&q(
        "2027-12-02T10:00:00-03:00",
        "2027-12-15T08:00:00-05:00",
        "revalidation",
    ));
    assert!(!has(&reasons(&d), "ticket_expired"), "{d}");
    assert_eq!(d["allowed"], true, "{d}");
    // The other way: bought at 23:30 in Manaus (UTC−4) on 1 December for a
    // Brasília departure is a ticket of 1 December, not of the 2nd.
    let mut late = q(
        "2026-12-09T01:30:00-03:00",
        "2026-12-15T08:00:00-03:00",
        "withdrawal",
    );
    late["ticket"]["purchasedAt"] = json!("2026-12-01T23:30:00-04:00");
    let d = refund_of(&late);
    assert_eq!(d["refundCents"], 23750, "{d}");
    assert_eq!(d["regretUntil"], "2026-12-09T00:59:59-03:00");
}

#[test]
fn on_the_8th_day_after_an_online_purchase_the_retention_applies_again() {
    let d = decide(
        "interstate",
        "2026-12-18T00:00:00-03:00",
        online("2026-12-10T15:00:00-03:00"),
        ask("withdrawal"),
    );
    assert_eq!(d["refundCents"], 23750);
    assert_eq!(d["retentionCents"], 1250);
    assert!(!has(&reasons(&d), "right_of_regret"));
}

#[test]
fn a_ticket_bought_by_phone_has_the_right_of_regret_and_one_bought_at_the_counter_does_not() {
    let mut phone = online("2026-12-15T15:00:00-03:00");
    phone["channel"] = json!("phone");
    let d = decide(
        "interstate",
        "2026-12-18T10:00:00-03:00",
        phone,
        ask("withdrawal"),
    );
    assert_eq!(d["refundCents"], 25000);
    let counter = json!({ "fareCents": 25000, "purchasedAt": "2026-12-15T15:00:00-03:00" });
    let d = decide(
        "interstate",
        "2026-12-18T10:00:00-03:00",
        counter,
        ask("withdrawal"),
    );
    assert_eq!(d["refundCents"], 23750);
}

#[test]
fn the_right_of_regret_holds_on_rs_lines_inside_the_last_3_hours_but_not_after_departure() {
    let t = online("2026-12-18T15:00:00-03:00");
    let d = decide(
        "intermunicipal_rs",
        "2026-12-20T20:30:00-03:00",
        t.clone(),
        ask("withdrawal"),
    );
    assert_eq!(d["allowed"], true, "{d}");
    assert_eq!(d["refundCents"], 25000);
    assert_eq!(d["deadline"], DEPARTURE);
    let d = decide(
        "intermunicipal_rs",
        "2026-12-20T22:30:01-03:00",
        t,
        ask("withdrawal"),
    );
    assert_eq!(d["allowed"], false);
    assert!(has(&reasons(&d), "after_departure"));
}

/// A rebooking asked for inside an RS line's last 3 h is too late (DAER),
/// but a ticket bought online within 7 days still comes back whole (CDC art.
/// 49): the answer offers that refund with its ground, and not the no-show
/// claim, which gives back less and only if the seat is sold again.
#[test]
fn a_late_rs_rebooking_within_the_regret_days_offers_the_full_refund_with_its_ground() {
    let now = "2026-12-20T20:30:00-03:00";
    let d = decide(
        "intermunicipal_rs",
        now,
        online("2026-12-18T15:00:00-03:00"),
        ask("revalidation"),
    );
    assert_eq!(d["allowed"], false, "{d}");
    assert!(has(&reasons(&d), "less_than_3h_rs"), "{d}");
    assert_eq!(options(&d), ["refund"], "{d}");
    assert!(has(&reasons(&d), "right_of_regret"), "{d}");
    assert!(cites(&d, "Lei 8.078/1990", "art. 49"), "{d}");
    // Bought at the counter: no regret, no refund so late on an RS line;
    // the no-show claim is what is left.
    let d = decide("intermunicipal_rs", now, fare(25000), ask("revalidation"));
    assert_eq!(options(&d), ["no_show_claim"], "{d}");
    assert!(!has(&reasons(&d), "right_of_regret"), "{d}");
    assert!(!cites(&d, "Lei 8.078/1990", "art. 49"), "{d}");
}

#[test]
fn an_online_purchase_without_its_date_asks_for_it_to_check_the_right_of_regret() {
    let t = json!({ "fareCents": 25000, "channel": "online" });
    let d = decide(
        "interstate",
        "2026-12-18T10:00:00-03:00",
        t,
        ask("withdrawal"),
    );
    assert_eq!(d["refundCents"], 23750);
    assert!(has(&reasons(&d), "purchase_date_needed"));
}

// --------------------------------------------------------- ticket validity

#[test]
fn a_ticket_is_valid_until_the_same_day_one_year_after_its_issue() {
    let t = json!({ "fareCents": 25000, "purchasedAt": "2025-12-19T10:00:00-03:00" });
    let d = decide(
        "interstate",
        "2026-12-19T23:59:59-03:00",
        t.clone(),
        ask("revalidation"),
    );
    assert_eq!(d["allowed"], true, "{d}");
    assert_eq!(d["expiresOn"], "2026-12-19");
    for kind in ["revalidation", "withdrawal"] {
        let d = decide(
            "interstate",
            "2026-12-20T00:00:00-03:00",
            t.clone(),
            ask(kind),
        );
        assert_eq!(d["allowed"], false, "{kind}");
        assert!(has(&reasons(&d), "ticket_expired"), "{kind}: {d}");
        assert!(
            has(&notices(&d), "expired_ticket_what_remains"),
            "{kind}: say what can still be claimed"
        );
        assert!(cites(&d, "Lei 11.975/2009", "art. 1º"), "{kind}");
    }
}

#[test]
fn a_ticket_whose_year_ends_before_the_trip_has_no_deadline_past_its_last_day() {
    // Bought 19/12/2025: valid until 19/12/2026 (Lei 11.975 art. 1º); the
    // bus leaves on 20/12 at 22:30. Cancelling is allowed today, until the
    // end of the last valid day, not "until departure".
    let t = json!({ "fareCents": 25000, "purchasedAt": "2025-12-19T10:00:00-03:00" });
    for kind in ["withdrawal", "revalidation"] {
        let d = decide(
            "interstate",
            "2026-12-19T10:00:00-03:00",
            t.clone(),
            ask(kind),
        );
        assert_eq!(d["allowed"], true, "{kind}: {d}");
        assert_eq!(d["expiresOn"], "2026-12-19");
        assert_eq!(d["deadline"], "2026-12-19T23:59:59-03:00", "{kind}: {d}");
        assert_eq!(
            d["noticeLimit"],
            Value::Null,
            "{kind}: no 3 h notice comes into play"
        );
    }
    // Valid past the trip: the deadline is the departure, as before.
    let t = json!({ "fareCents": 25000, "purchasedAt": "2026-01-19T10:00:00-03:00" });
    let d = decide(
        "interstate",
        "2026-12-19T10:00:00-03:00",
        t,
        ask("withdrawal"),
    );
    assert_eq!(d["deadline"], DEPARTURE);
}

#[test]
fn a_ticket_issued_on_29_february_expires_on_1_march_of_the_next_year() {
    let q = json!({
        "now": "2025-03-01T12:00:00-03:00",
        "trip": { "scope": "interstate", "departure": "2025-03-10T08:00:00-03:00" },
        "ticket": { "fareCents": 10000, "purchasedAt": "2024-02-29T09:00:00-03:00" },
        "request": { "kind": "revalidation" },
    });
    let d = refund_of(&q);
    assert_eq!(d["expiresOn"], "2025-03-01");
    assert_eq!(d["allowed"], true);
    let mut later = q.clone();
    later["now"] = json!("2025-03-02T00:00:00-03:00");
    assert!(has(&reasons(&refund_of(&later)), "ticket_expired"));
}

// ------------------------------------------------------------- revalidation

fn rebook(new_fare: i64) -> Value {
    json!({ "kind": "revalidation", "newFareCents": new_fare })
}

#[test]
fn a_revalidation_to_a_dearer_fare_costs_the_difference() {
    // On an RS line, as the carrier's page says (Lei RS 11.993/2003 text).
    let rs = decide(
        "intermunicipal_rs",
        "2026-12-18T22:30:00-03:00",
        fare(25000),
        rebook(30000),
    );
    assert_eq!(rs["allowed"], true);
    assert_eq!(rs["amountDueCents"], 5000);
    assert_eq!(rs["refundCents"], 0);
    assert_eq!(rs["rebookingFeeCents"], 0);
    assert!(has(&reasons(&rs), "dearer_fare_difference_due"));
    assert!(has(&options(&rs), "revalidate"));
    assert!(has(&notices(&rs), "revalidation_once_only"));
    // "podendo o passageiro optar por qualquer outro dia, horário ou
    // localidade atendida pela empresa"; the 3 h are the "Revalidação"
    // paragraph's (Lei RS 11.993/2003), not DTR/022/2011's refund.
    assert!(has(&notices(&rs), "rs_any_day_time_or_place"), "{rs}");
    assert!(cites(&rs, "Lei RS 11.993/2003", "Revalidação"), "{rs}");
    assert!(
        !cites(
            &rs,
            "Ordem de Serviço DAER DTR/022/2011",
            "Devolução ou Cancelamento"
        ),
        "{rs}"
    );
    // Interstate, in a higher category (Res. ANTT 4.282/2014 art. 7º § 2º:
    // "complementação… no caso de serviço em veículo de categoria
    // superior").
    let mut q = query(
        "interstate",
        "2026-12-18T22:30:00-03:00",
        fare(25000),
        rebook(30000),
    );
    q["request"]["newService"] = json!("executive");
    let d = refund_of(&q);
    assert_eq!(d["amountDueCents"], 5000, "{d}");
    assert!(has(&reasons(&d), "dearer_fare_difference_due"));
    assert!(
        cites(&d, "Resolução ANTT 4.282/2014", "art. 7º, § 2º"),
        "{d}"
    );
    // Once only is Lei RS 11.993/2003's, an RS line's.
    assert!(!has(&notices(&d), "revalidation_once_only"), "{d}");
    assert!(!has(&notices(&d), "rs_any_day_time_or_place"), "{d}");
}

/// Interstate, the same category: the ticket keeps "como crédito de
/// passageiro, durante sua validade, o valor atualizado da tarifa do trecho
/// emitido" (Lei 11.975/2009 art. 13 § 1º), and Res. ANTT 1.383/2006 art. 6º
/// XVIII lets its price be raised only after a year: a dearer fare on the
/// same service costs nothing more (a PROCON audit; it charged R$ 50,00).
#[test]
fn an_interstate_revalidation_in_the_same_category_costs_no_fare_increase() {
    for service in [None, Some("conventional")] {
        let mut q = query(
            "interstate",
            "2026-12-18T22:30:00-03:00",
            fare(25000),
            rebook(30000),
        );
        if let Some(s) = service {
            q["request"]["newService"] = json!(s);
        }
        let d = refund_of(&q);
        assert_eq!(d["allowed"], true, "{d}");
        assert_eq!(d["amountDueCents"], 0, "{service:?}: {d}");
        assert!(!has(&reasons(&d), "dearer_fare_difference_due"), "{d}");
        assert!(has(&reasons(&d), "same_category_keeps_fare_value"), "{d}");
        assert!(cites(&d, "Lei 11.975/2009", "art. 13, § 1º"), "{d}");
    }
    // The late fee still applies inside the last 3 h, and alone.
    let mut q = query(
        "interstate",
        "2026-12-20T21:30:00-03:00",
        fare(25000),
        rebook(30000),
    );
    q["policy"] = json!({ "lateRebookingFeePercent": 20 });
    let d = refund_of(&q);
    assert_eq!(d["amountDueCents"], 5000, "{d}");
    assert_eq!(d["rebookingFeeCents"], 5000, "{d}");
}

/// On an RS line a cheaper fare gives nothing back (Lei RS 11.993/2003, as
/// the carrier's page says); interstate, Res. ANTT 4.282/2014 art. 7º § 2º
/// gives "restituição das diferenças de preço, no caso de serviço em veículo
/// de categoria inferior" (on the same line, section and direction, § 1º):
/// only a lower category's. A cheaper fare on the same service was promised
/// its difference back "(serviço de categoria inferior)", a fact no query
/// gave (a legal audit).
#[test]
fn a_revalidation_to_a_cheaper_fare_gives_nothing_back_on_rs_and_interstate_the_difference_of_a_lower_category(
) {
    let d = decide(
        "intermunicipal_rs",
        "2026-12-18T22:30:00-03:00",
        fare(25000),
        rebook(20000),
    );
    assert_eq!(d["allowed"], true);
    assert_eq!(d["amountDueCents"], 0);
    assert_eq!(d["refundCents"], 0);
    assert!(has(&reasons(&d), "cheaper_fare_not_refunded"));
    let cheaper = |trip_service: &str, new_service: Option<&str>| {
        let mut q = query(
            "interstate",
            "2026-12-18T22:30:00-03:00",
            fare(25000),
            rebook(20000),
        );
        q["trip"]["service"] = json!(trip_service);
        if let Some(s) = new_service {
            q["request"]["newService"] = json!(s);
        }
        refund_of(&q)
    };
    // The same service, said or not: nothing back, and why.
    for d in [
        cheaper("conventional", None),
        cheaper("sleeper", Some("sleeper")),
    ] {
        assert_eq!(d["allowed"], true);
        assert_eq!(d["amountDueCents"], 0);
        assert_eq!(d["refundCents"], 0, "{d}");
        assert!(
            has(&reasons(&d), "cheaper_fare_refunded_only_in_lower_category"),
            "{d}"
        );
        assert!(!has(&reasons(&d), "cheaper_fare_difference_refunded"));
        assert!(cites(&d, "Resolução ANTT 4.282/2014", "art. 7º, § 2º"));
    }
    // A sleeper rebooked on an executive bus: the difference comes back.
    let d = cheaper("sleeper", Some("executive"));
    assert_eq!(d["amountDueCents"], 0);
    assert_eq!(d["refundCents"], 5000, "{d}");
    assert!(has(&reasons(&d), "cheaper_fare_difference_refunded"));
    assert!(cites(&d, "Resolução ANTT 4.282/2014", "art. 7º, § 2º"));
    // A higher category at a lower price: nothing back either.
    assert_eq!(cheaper("conventional", Some("sleeper"))["refundCents"], 0);
}

#[test]
fn a_new_service_that_is_none_is_an_error_naming_it() {
    let mut q = query(
        "interstate",
        "2026-12-18T22:30:00-03:00",
        fare(25000),
        rebook(20000),
    );
    q["request"]["newService"] = json!("luxury");
    let e = evaluate_json(&q.to_string()).unwrap_err();
    assert_eq!(e.field, "request.newService");
}

#[test]
fn an_interstate_revalidation_is_free_until_3_hours_before_then_costs_the_carriers_fee_until_the_tickets_year_ends(
) {
    // (now, allowed, fee): the ticket bought on 2026-12-01 is valid until
    // 2027-12-01 (Res. ANTT 4.282/2014 art. 7º §§ 1º and 5º).
    let table = [
        (THREE_HOURS_BEFORE, true, 0),
        ("2026-12-20T19:30:01-03:00", true, 666),
        (DEPARTURE, true, 666),
        ("2026-12-20T22:30:01-03:00", true, 666),
        ("2027-12-01T23:59:59-03:00", true, 666),
        ("2027-12-02T00:00:00-03:00", false, 0),
    ];
    for (now, allowed, fee) in table {
        let mut q = query("interstate", now, fare(3333), rebook(3333));
        q["policy"] = json!({ "lateRebookingFeePercent": 20 });
        let d = refund_of(&q);
        assert_eq!(d["allowed"], allowed, "{now}: {d}");
        assert_eq!(d["rebookingFeeCents"], fee, "{now}");
        assert_eq!(d["amountDueCents"], fee, "{now}");
        if allowed {
            assert_eq!(d["deadline"], "2027-12-01T23:59:59-03:00");
        }
        if fee > 0 {
            assert!(has(&reasons(&d), "late_rebooking_fee"));
            assert!(cites(&d, "Resolução ANTT 4.282/2014", "art. 7º, § 5º"));
        }
    }
    // Without the purchase date the year is not known: until departure, and
    // after it the page asks for that date.
    let d = decide(
        "interstate",
        "2026-12-20T22:30:01-03:00",
        json!({ "fareCents": 3333 }),
        rebook(3333),
    );
    assert_eq!(d["allowed"], false, "{d}");
    // Not "too late": the ticket may be valid; no deadline is known.
    assert_eq!(d["deadline"], Value::Null, "{d}");
    assert!(!has(&reasons(&d), "too_late"), "{d}");
    assert!(
        has(&reasons(&d), "purchase_date_needed_for_validity"),
        "{d}"
    );
    // Before the departure, the same ticket may be rebooked, and its last
    // day is the same unknown: not the departure ("Prazo: até 22:30" read
    // as if the rebooking ended with the bus, which the answer after the
    // departure then contradicted).
    let d = decide(
        "interstate",
        "2026-12-19T10:00:00-03:00",
        json!({ "fareCents": 3333 }),
        rebook(3333),
    );
    assert_eq!(d["allowed"], true, "{d}");
    assert_eq!(d["deadline"], Value::Null, "{d}");
    assert!(
        has(&reasons(&d), "purchase_date_needed_for_validity"),
        "{d}"
    );
    // The 3 h after which the fee may be charged is still known.
    assert_eq!(d["noticeLimit"], "2026-12-20T19:30:00-03:00", "{d}");
}

/// A missed interstate bus: Res. ANTT 4.282/2014 art. 7º § 1º rebooks the
/// ticket "dentro do prazo de validade", and § 5º lets the carrier charge up
/// to 20 % "a partir de 3 (três) horas antes do horário do início da viagem
/// até a data de validade do bilhete". Res. ANTT 1.383/2006 art. 6º XIX,
/// earlier, asked for 3 h notice; the later rule prevails. The engine said
/// "too late" the minute the bus left (a legal audit).
#[test]
fn a_missed_interstate_bus_is_rebooked_until_the_tickets_year_ends_with_the_carriers_fee() {
    let bought = json!({ "fareCents": 25000, "purchasedAt": "2026-12-01T10:00:00-03:00" });
    let d = decide(
        "interstate",
        "2026-12-21T10:00:00-03:00",
        bought.clone(),
        rebook(25000),
    );
    assert_eq!(d["allowed"], true, "{d}");
    assert!(has(
        &reasons(&d),
        "rebooking_after_departure_within_validity"
    ));
    assert!(has(&reasons(&d), "late_rebooking_fee"));
    assert_eq!(d["rebookingFeeCapCents"], 5000);
    assert_eq!(d["deadline"], "2027-12-01T23:59:59-03:00");
    assert!(cites(&d, "Resolução ANTT 4.282/2014", "art. 7º, § 1º"));
    assert!(!cites_instrument(&d, "Lei RS 11.993/2003"), "{d}");
    // The last day of the year, and the day after.
    let last = decide(
        "interstate",
        "2027-12-01T23:59:59-03:00",
        bought.clone(),
        rebook(25000),
    );
    assert_eq!(last["allowed"], true, "{last}");
    let gone = decide(
        "interstate",
        "2027-12-02T00:00:00-03:00",
        bought.clone(),
        rebook(25000),
    );
    assert_eq!(gone["allowed"], false);
    assert!(has(&reasons(&gone), "ticket_expired"));
    // A no-show is offered the rebooking.
    let no_show = decide(
        "interstate",
        "2026-12-21T10:00:00-03:00",
        bought.clone(),
        json!({ "kind": "no_show", "seatResold": false }),
    );
    assert!(has(&options(&no_show), "revalidate"), "{no_show}");
    // An RS line: 3 h before, as Lei RS 11.993/2003 says.
    let rs = decide(
        "intermunicipal_rs",
        "2026-12-21T10:00:00-03:00",
        bought.clone(),
        rebook(25000),
    );
    assert_eq!(rs["allowed"], false);
    // Before Res. 4.282/2014, Res. 1.383's 3 h notice stood.
    let mut q = query(
        "interstate",
        "2013-12-21T10:00:00-03:00",
        json!({ "fareCents": 25000, "purchasedAt": "2013-12-01T10:00:00-03:00" }),
        rebook(25000),
    );
    q["trip"]["departure"] = json!("2013-12-20T22:30:00-03:00");
    assert_eq!(refund_of(&q)["allowed"], false);
    // Nor is Res. 4.282/2014's late fee charged on a trip before it (a
    // PROCON audit: R$ 50,00 "até" on a 2013 trip, citing § 5º).
    q["now"] = json!("2013-12-20T21:30:00-03:00");
    let d = refund_of(&q);
    assert_eq!(d["rebookingFeeCapCents"], Value::Null, "{d}");
    assert!(!has(&reasons(&d), "late_rebooking_fee"), "{d}");
    // XIX's "antecedência mínima de três horas" closed it at 19:30: an hour
    // before departure it read allowed until 22:30, citing XIX (a code review).
    assert_eq!(d["allowed"], false, "{d}");
    assert!(has(&reasons(&d), "too_late"), "{d}");
    assert_eq!(d["deadline"], "2013-12-20T19:30:00-03:00");
    q["now"] = json!("2013-12-20T19:30:00-03:00");
    assert_eq!(refund_of(&q)["allowed"], true);
}

/// The ticket's year ends where it was bought, and the expiry check reads
/// the same instant as the deadline: bought at 10:00 in Rio Branco (UTC−5) on
/// 1 December 2025, it is valid until 2026-12-01 23:59:59 there, 00:59:59 of
/// the 2nd at UTC−4. It read "expired" at 00:30 (UTC−4) of the 2nd, the date
/// being taken in the departure's offset; and one bought in Brasília read
/// allowed with a deadline already passed (a code review).
#[test]
fn the_tickets_expiry_and_its_deadline_read_the_same_instant() {
    let q = |now: &str, purchased: &str| {
        json!({
            "now": now,
            "trip": { "scope": "interstate", "departure": "2026-12-05T08:00:00-04:00" },
            "ticket": { "fareCents": 25000, "purchasedAt": purchased },
            "request": { "kind": "withdrawal" },
        })
    };
    let d = refund_of(&q("2026-12-02T00:30:00-04:00", "2025-12-01T10:00:00-05:00"));
    assert_eq!(d["allowed"], true, "{d}");
    assert!(!has(&reasons(&d), "ticket_expired"), "{d}");
    assert_eq!(d["refundCents"], 23750);
    // Its last nanosecond is still inside the year (a mutation test: `>=`
    // for `>` expired it there and no test saw it).
    let d = refund_of(&q(
        "2026-12-02T00:59:59.999999999-04:00",
        "2025-12-01T10:00:00-05:00",
    ));
    assert_eq!(d["allowed"], true, "{d}");
    assert!(!has(&reasons(&d), "ticket_expired"), "{d}");
    let d = refund_of(&q("2026-12-02T01:00:00-04:00", "2025-12-01T10:00:00-05:00"));
    assert!(has(&reasons(&d), "ticket_expired"), "{d}");
    // Bought in Brasília: its year ends at 22:59:59 at UTC−4.
    let d = refund_of(&q("2026-12-01T23:30:00-04:00", "2025-12-01T10:00:00-03:00"));
    assert_eq!(d["allowed"], false, "{d}");
    assert!(has(&reasons(&d), "ticket_expired"), "{d}");
}

#[test]
fn a_late_revalidation_with_no_fee_in_the_policy_costs_only_the_fare_difference() {
    // To a higher category, whose difference is due (Res. ANTT 4.282/2014
    // art. 7º § 2º).
    let mut q = query(
        "interstate",
        "2026-12-20T21:00:00-03:00",
        fare(25000),
        rebook(26000),
    );
    q["request"]["newService"] = json!("executive");
    let d = refund_of(&q);
    assert_eq!(d["rebookingFeeCents"], 0);
    assert_eq!(d["amountDueCents"], 1000);
    // What the carrier may still charge, so the passenger knows the worst
    // case: 20 % of R$ 250,00 (Res. ANTT 4.282/2014 art. 7º § 5º).
    assert_eq!(d["rebookingFeeCapCents"], 5000);
}

/// A carrier whose policy states its late-rebooking fee, 0 included, has
/// said what it charges: the cap is for a passenger who does not know it.
/// On a carrier's own page with `lateRebookingFeePercent: 0` the page said
/// "plus the carrier's fee, if it charges one: up to R$ 50,00".
#[test]
fn a_policy_that_states_its_late_fee_has_no_cap_beside_it() {
    for (pct, fee) in [(0, 0), (10, 2500)] {
        let mut q = query(
            "interstate",
            "2026-12-20T21:00:00-03:00",
            fare(25000),
            rebook(25000),
        );
        q["policy"] = json!({ "lateRebookingFeePercent": pct });
        let d = refund_of(&q);
        assert_eq!(d["rebookingFeeCents"], fee, "{pct}");
        assert_eq!(d["rebookingFeeCapCents"], Value::Null, "{pct}: {d}");
        // A policy of 0 is not told "may charge up to 20 %" (a browser pass).
        assert_eq!(
            has(&reasons(&d), "late_rebooking_fee"),
            pct > 0,
            "{pct}: {d}"
        );
    }
}

/// A rebooking asked before the 3 h limit says the fee the carrier's policy
/// states for after it (`lateRebookingFeePercent`), so the page's timeline
/// does not read "se cobrar (até 20 %)" beside a policy of 0 or 10; null
/// when the policy does not state it, and where no such fee applies (RS
/// lines, a withdrawal).
#[test]
fn a_rebooking_says_the_late_fee_its_carrier_states_before_the_limit_too() {
    let early = "2026-12-18T10:00:00-03:00";
    for (policy, stated) in [
        (json!({ "lateRebookingFeePercent": 0 }), json!(0)),
        (json!({ "lateRebookingFeePercent": 10 }), json!(10)),
        (json!({}), Value::Null),
    ] {
        for kind in ["revalidation", "no_show"] {
            let mut q = query(
                "interstate",
                early,
                fare(25000),
                json!({ "kind": kind, "newFareCents": 25000 }),
            );
            q["policy"] = policy.clone();
            let d = refund_of(&q);
            assert_eq!(d["lateRebookingFeePercent"], stated, "{kind} {policy}: {d}");
        }
    }
    let mut q = query("intermunicipal_rs", early, fare(25000), rebook(25000));
    q["policy"] = json!({ "lateRebookingFeePercent": 10 });
    assert_eq!(refund_of(&q)["lateRebookingFeePercent"], Value::Null);
    let mut q = query("interstate", early, fare(25000), ask("withdrawal"));
    q["policy"] = json!({ "lateRebookingFeePercent": 10 });
    assert_eq!(refund_of(&q)["lateRebookingFeePercent"], Value::Null);
    // Nor on a ticket whose year has run out: nothing to rebook (a review).
    let expired = json!({ "fareCents": 25000, "purchasedAt": "2025-11-01T10:00:00-03:00" });
    let mut q = query("interstate", early, expired, rebook(25000));
    q["policy"] = json!({ "lateRebookingFeePercent": 10 });
    let d = refund_of(&q);
    assert_eq!(d["allowed"], false, "{d}");
    assert_eq!(d["lateRebookingFeePercent"], Value::Null, "{d}");
}

#[test]
fn the_late_rebooking_fee_cap_is_20_percent_rounded_down_and_only_inside_the_last_3_hours() {
    // (now, fare, cap): 20 % of R$ 33,33 is 666.6 centavos, 666.
    let table = [
        (THREE_HOURS_BEFORE, 3333, None),
        ("2026-12-20T19:30:01-03:00", 3333, Some(666)),
        (DEPARTURE, 25000, Some(5000)),
    ];
    for (now, cents, cap) in table {
        let d = decide("interstate", now, fare(cents), rebook(cents));
        assert_eq!(d["rebookingFeeCapCents"], json!(cap), "{now}: {d}");
    }
    // RS lines: no such fee (Lei RS 11.993/2003 counts 3 h as the limit).
    let d = decide(
        "intermunicipal_rs",
        "2026-12-20T21:00:00-03:00",
        fare(25000),
        rebook(25000),
    );
    assert_eq!(d["rebookingFeeCapCents"], Value::Null, "{d}");
}

#[test]
fn an_rs_revalidation_is_allowed_until_exactly_3_hours_before() {
    let d = decide(
        "intermunicipal_rs",
        THREE_HOURS_BEFORE,
        fare(25000),
        rebook(25000),
    );
    assert_eq!(d["allowed"], true);
    let d = decide(
        "intermunicipal_rs",
        "2026-12-20T19:30:01-03:00",
        fare(25000),
        rebook(25000),
    );
    assert_eq!(d["allowed"], false);
    assert!(has(&reasons(&d), "less_than_3h_rs"));
    assert_eq!(d["deadline"], THREE_HOURS_BEFORE);
}

/// Without the new fare, the difference cannot be computed where one may be
/// due: on RS lines (a dearer fare's), and interstate for another category.
/// In the same category an interstate ticket keeps the fare's updated value
/// (Res. ANTT 4.282/2014 art. 7º § 2º, Lei 11.975 art. 13 § 1º): nothing to
/// compute, and the fare is not asked for (a passengers' pass: "Informe o
/// preço da nova passagem para calcular a diferença", then "Nada a pagar").
#[test]
fn a_revalidation_without_the_new_fare_says_the_difference_cannot_be_computed() {
    let d = decide(
        "intermunicipal_rs",
        "2026-12-18T22:30:00-03:00",
        fare(25000),
        ask("revalidation"),
    );
    assert_eq!(d["allowed"], true);
    assert_eq!(d["amountDueCents"], 0);
    assert!(has(&reasons(&d), "new_fare_needed"));
    let higher = json!({ "kind": "revalidation", "newService": "executive" });
    let d = decide(
        "interstate",
        "2026-12-18T22:30:00-03:00",
        fare(25000),
        higher,
    );
    assert!(has(&reasons(&d), "new_fare_needed"), "{d}");
    for scope in ["interstate", "international"] {
        let d = decide(
            scope,
            "2026-12-18T22:30:00-03:00",
            fare(25000),
            ask("revalidation"),
        );
        assert_eq!(d["allowed"], true);
        assert_eq!(d["amountDueCents"], 0);
        assert!(!has(&reasons(&d), "new_fare_needed"), "{scope} {d}");
        assert!(
            has(&reasons(&d), "same_category_keeps_fare_value"),
            "{scope} {d}"
        );
        assert!(cites(&d, "Lei 11.975/2009", "art. 13, § 1º"), "{scope} {d}");
    }
}

// ----------------------------------------------------------------- no-show

fn missed(resold: bool) -> Value {
    json!({ "kind": "no_show", "seatResold": resold })
}

#[test]
fn a_passenger_who_missed_the_bus_gets_nothing_unless_the_seat_was_resold() {
    let after = "2026-12-20T23:00:00-03:00";
    let d = decide("interstate", after, fare(25000), missed(false));
    assert_eq!(d["allowed"], false);
    assert_eq!(d["refundCents"], 0);
    assert!(has(&reasons(&d), "seat_not_resold"));
    assert!(cites(&d, "Lei 10.406/2002", "art. 740, § 2º"));
    let d = decide("interstate", after, fare(25000), missed(true));
    assert_eq!(d["allowed"], true);
    assert_eq!(d["refundCents"], 23750);
    assert_eq!(d["retentionCents"], 1250);
    assert_eq!(d["payWithinDays"], 30);
    assert!(has(&reasons(&d), "seat_resold"));
}

#[test]
fn a_no_show_asked_before_departure_is_decided_as_a_withdrawal() {
    let d = decide(
        "interstate",
        "2026-12-18T22:30:00-03:00",
        fare(25000),
        missed(false),
    );
    assert_eq!(d["kind"], "no_show");
    assert_eq!(d["allowed"], true);
    assert_eq!(d["refundCents"], 23750);
    assert!(has(&reasons(&d), "not_departed_yet"));
}

#[test]
fn a_no_show_asked_inside_the_last_3_hours_in_rs_is_a_late_withdrawal_pointing_to_a_resold_seat() {
    let d = decide(
        "intermunicipal_rs",
        "2026-12-20T21:00:00-03:00",
        fare(25000),
        missed(false),
    );
    assert_eq!(d["allowed"], false);
    assert!(has(&reasons(&d), "not_departed_yet"));
    assert!(has(&reasons(&d), "less_than_3h_rs"));
    assert_eq!(options(&d), vec!["no_show_claim"]);
}

// ------------------------------------------------------------------- delay

fn late(minutes: i64) -> Value {
    json!({ "kind": "delay", "delayMinutes": minutes })
}

/// A delay of an hour or less gives no right of its own, but the ticket's
/// other rights stand: before the bus leaves it may be cancelled (Lei
/// 11.975/2009 art. 2º), and interstate it is rebooked within its year
/// (Res. ANTT 4.282/2014 art. 7º), the carrier's fee said (§ 5º). It read
/// "R$ 0,00" and nothing to do (a passenger's pass).
#[test]
fn a_delay_of_an_hour_or_less_still_offers_what_the_ticket_allows() {
    // Announced the day before: cancel or rebook.
    let d = decide(
        "interstate",
        "2026-12-19T22:30:00-03:00",
        fare(25000),
        late(45),
    );
    assert_eq!(d["allowed"], false);
    assert_eq!(options(&d), vec!["refund", "revalidate"], "{d}");
    assert!(!has(&reasons(&d), "late_rebooking_fee"));
    // Until the late bus leaves, and why, asked before the time on the
    // ticket as after it (a refund audit: no deadline nor article then).
    assert_eq!(d["deadline"], "2026-12-20T23:15:00-03:00", "{d}");
    assert!(cites(&d, "Lei 11.975/2009", "art. 2º"), "{d}");
    // 20 minutes after the time on the ticket, the bus 45 minutes late: it
    // has not left, so the passenger has not boarded, and art. 2º refunds
    // "antes de configurado o embarque" (a PROCON audit: only the rebooking
    // was offered); the rebooking at the carrier's fee.
    let d = decide(
        "interstate",
        "2026-12-20T22:50:00-03:00",
        fare(25000),
        late(45),
    );
    assert_eq!(options(&d), vec!["refund", "revalidate"], "{d}");
    // Until when, and why (a review: the offer had neither).
    assert_eq!(d["deadline"], "2026-12-20T23:15:00-03:00", "{d}");
    assert!(cites(&d, "Lei 11.975/2009", "art. 2º"), "{d}");
    // Once the late bus has left: the rebooking only.
    let d = decide(
        "interstate",
        "2026-12-20T23:15:01-03:00",
        fare(25000),
        late(45),
    );
    assert_eq!(options(&d), vec!["revalidate"], "{d}");
    assert!(has(&reasons(&d), "late_rebooking_fee"), "{d}");
    assert!(
        cites(&d, "Resolução ANTT 4.282/2014", "art. 7º, § 5º"),
        "{d}"
    );
}

/// A missed bus, interstate: the rebooking it offers costs the carrier's
/// fee, up to 20 % (Res. ANTT 4.282/2014 art. 7º § 5º); the no-show answer
/// offered it without a word of it, where "Quero mudar a data" for the same
/// bus said "até R$ 50,00" (a passenger's pass).
#[test]
fn a_no_show_that_offers_the_rebooking_says_its_fee() {
    let d = decide(
        "interstate",
        "2026-12-21T10:00:00-03:00",
        fare(25000),
        json!({ "kind": "no_show", "seatResold": false }),
    );
    assert!(has(&options(&d), "revalidate"), "{d}");
    assert!(has(&reasons(&d), "late_rebooking_fee"), "{d}");
    assert!(
        cites(&d, "Resolução ANTT 4.282/2014", "art. 7º, § 5º"),
        "{d}"
    );
    // A carrier whose policy says it charges nothing: no fee said.
    let mut q = query(
        "interstate",
        "2026-12-21T10:00:00-03:00",
        fare(25000),
        json!({ "kind": "no_show", "seatResold": false }),
    );
    q["policy"] = json!({ "lateRebookingFeePercent": 0 });
    assert!(!has(&reasons(&refund_of(&q)), "late_rebooking_fee"));
}

#[test]
fn a_delay_of_60_minutes_gives_no_choice_and_61_minutes_gives_another_bus_or_the_money() {
    let d = decide(
        "interstate",
        "2026-12-20T23:30:00-03:00",
        fare(25000),
        late(60),
    );
    assert_eq!(d["allowed"], false);
    // No right of the delay's own; until the late bus leaves (23:30) the
    // ticket's cancellation is on offer, and its amounts are said (a
    // passengers' pass: "Receber o dinheiro de volta" with no sum).
    assert!(has(&options(&d), "refund"), "{d}");
    assert_eq!(
        (d["refundCents"].clone(), d["retentionCents"].clone()),
        (json!(23750), json!(1250)),
        "{d}"
    );
    assert!(has(&reasons(&d), "delay_not_over_1h"));
    assert_eq!(d["foodAndLodging"], true, "art. 5 has no threshold");

    let d = decide(
        "interstate",
        "2026-12-20T23:31:00-03:00",
        fare(25000),
        late(61),
    );
    assert_eq!(d["allowed"], true);
    assert_eq!(d["refundCents"], 25000);
    assert_eq!(d["retentionCents"], 0);
    // The money back is the passenger's choice ("se assim o passageiro
    // optar"): so is travelling on the late bus (it was not offered).
    assert_eq!(
        options(&d),
        vec!["other_carrier", "refund", "wait_for_departure"]
    );
    assert_eq!(d["payWithinDays"], 0, "restituirá, de imediato");
    assert_eq!(d["foodAndLodging"], true);
    assert!(has(&reasons(&d), "delay_over_1h"));
    assert!(has(&notices(&d), "food_and_lodging_at_carrier_expense"));
    assert!(has(&notices(&d), "overbooked_seat_food_and_lodging"));
    assert!(cites(&d, "Lei 11.975/2009", "art. 3º"));
    assert!(cites(&d, "Lei 11.975/2009", "art. 5º"));
    assert!(cites(&d, "Resolução ANTT 1.383/2006", "art. 6º, XV"));
}

/// A delay of an hour or less offers the ticket's cancellation: its sum is
/// the cancellation's, the fare less the carrier's fine (Código Civil art.
/// 740 § 3º), paid within 30 days (Lei 11.975 art. 2º sole paragraph); in
/// a purchase's right of regret (CDC art. 49) the whole fare, at once. No
/// money where nothing is on offer (the late bus has left).
#[test]
fn a_delay_of_an_hour_or_less_says_what_its_cancellation_returns() {
    // The day before, bought at the counter.
    let d = decide(
        "interstate",
        "2026-12-19T10:00:00-03:00",
        fare(25000),
        late(45),
    );
    assert_eq!(d["allowed"], false);
    assert_eq!(
        (
            d["refundCents"].clone(),
            d["retentionCents"].clone(),
            d["retentionPercent"].clone()
        ),
        (json!(23750), json!(1250), json!(5)),
        "{d}"
    );
    assert_eq!(d["payWithinDays"], 30, "{d}");
    assert_eq!(d["payBy"], "2027-01-18", "{d}");
    // On an RS line, inside its window.
    let d = decide(
        "intermunicipal_rs",
        "2026-12-20T10:00:00-03:00",
        fare(25000),
        late(30),
    );
    assert_eq!(
        (d["refundCents"].clone(), d["retentionCents"].clone()),
        (json!(23750), json!(1250)),
        "{d}"
    );
    // Bought online two days before: the regret's whole fare, at once.
    let online = json!({ "fareCents": 25000, "purchasedAt": "2026-12-18T15:00:00-03:00", "channel": "online" });
    let d = decide("interstate", "2026-12-20T23:00:00-03:00", online, late(45));
    assert!(has(&reasons(&d), "right_of_regret"), "{d}");
    assert_eq!(
        (
            d["refundCents"].clone(),
            d["retentionCents"].clone(),
            d["payWithinDays"].clone()
        ),
        (json!(25000), json!(0), json!(0)),
        "{d}"
    );
    // The late bus has left: nothing on offer, nothing said.
    let d = decide(
        "interstate",
        "2026-12-20T23:16:00-03:00",
        fare(25000),
        late(45),
    );
    assert!(!has(&options(&d), "refund"), "{d}");
    assert_eq!(
        (d["refundCents"].clone(), d["retentionCents"].clone()),
        (json!(0), json!(0)),
        "{d}"
    );
    // Without the fare: the refund on offer, its sum asked for.
    let d = decide(
        "interstate",
        "2026-12-19T10:00:00-03:00",
        Value::Null,
        late(45),
    );
    assert!(
        has(&options(&d), "refund") && has(&reasons(&d), "fare_needed"),
        "{d}"
    );
}

/// A short delay's right of regret: only while it runs, never on a ticket
/// the law bars, and its end never cuts the refund's own deadline short
/// (three mutation-test survivors: `||` for `&&`, and the earlier of the two
/// deadlines for the later).
#[test]
fn a_short_delays_regret_runs_only_while_it_lasts_and_never_shortens_the_deadline() {
    let online = |bought: &str, revalidated: bool| json!({ "fareCents": 25000, "channel": "online", "purchasedAt": bought, "revalidated": revalidated });
    // Bought on the 1st: the 7 days ended on the 8th.
    let d = decide(
        "interstate",
        "2026-12-20T20:00:00-03:00",
        online("2026-12-01T10:00:00-03:00", false),
        late(30),
    );
    assert!(!has(&reasons(&d), "right_of_regret"), "{d}");
    assert_eq!(d["regretUntil"], Value::Null, "{d}");
    // An RS ticket already rebooked once is not refunded (Lei RS 11.993/2003),
    // regret or not.
    let d = decide(
        "intermunicipal_rs",
        "2026-12-20T12:00:00-03:00",
        online("2026-12-18T10:00:00-03:00", true),
        late(30),
    );
    assert!(!has(&options(&d), "refund"), "{d}");
    assert_eq!(d["refundCents"], 0, "{d}");
    // Bought on the 10th, asked on the 16th: the regret ends on the 17th,
    // the refund's own limit later; the deadline is the later one.
    let d = decide(
        "interstate",
        "2026-12-16T10:00:00-03:00",
        online("2026-12-10T10:00:00-03:00", false),
        late(30),
    );
    assert_eq!(d["regretUntil"], "2026-12-17T23:59:59-03:00", "{d}");
    assert_eq!(d["deadline"], "2026-12-20T23:00:00-03:00", "{d}");
    let d = decide(
        "intermunicipal_rs",
        "2026-12-16T10:00:00-03:00",
        online("2026-12-10T10:00:00-03:00", false),
        late(30),
    );
    assert_eq!(d["deadline"], THREE_HOURS_BEFORE, "{d}");
}

#[test]
fn on_rs_lines_a_delay_over_an_hour_is_refunded_in_full_without_the_antt_overbooking_notice() {
    let d = decide(
        "intermunicipal_rs",
        "2026-12-20T23:45:00-03:00",
        fare(25000),
        late(75),
    );
    assert_eq!(d["refundCents"], 25000);
    assert!(!has(&notices(&d), "overbooked_seat_food_and_lodging"));
}

#[test]
fn a_delay_refund_on_an_unsettled_credit_purchase_waits_for_the_debt() {
    let t = json!({ "fareCents": 25000, "paidByCredit": true, "creditSettled": false });
    let d = decide("interstate", "2026-12-20T23:45:00-03:00", t, late(75));
    assert_eq!(d["refundCents"], 25000);
    assert!(has(&reasons(&d), "credit_not_settled"));
}

#[test]
fn a_delay_without_a_ticket_gives_the_choice_and_asks_for_the_fare() {
    let d = decide(
        "interstate",
        "2026-12-20T23:45:00-03:00",
        Value::Null,
        late(75),
    );
    assert_eq!(d["allowed"], true);
    assert_eq!(d["refundCents"], 0);
    assert!(has(&reasons(&d), "fare_needed"));
}

// ------------------------------------------------------------ interruption

fn broke_down(minutes: i64) -> Value {
    json!({ "kind": "interruption", "interruptionMinutes": minutes })
}

#[test]
fn an_interruption_of_180_minutes_must_be_waited_out_and_181_minutes_gives_the_fare_back() {
    let d = decide(
        "interstate",
        "2026-12-21T02:00:00-03:00",
        fare(25000),
        broke_down(180),
    );
    assert_eq!(d["allowed"], false);
    assert_eq!(d["refundCents"], 0);
    assert!(has(&reasons(&d), "interruption_within_3h"));
    assert_eq!(options(&d), vec!["wait_for_resumption"]);
    assert_eq!(d["foodAndLodging"], true);

    let d = decide(
        "interstate",
        "2026-12-21T02:01:00-03:00",
        fare(25000),
        broke_down(181),
    );
    assert_eq!(d["allowed"], true);
    assert_eq!(d["refundCents"], 25000);
    assert_eq!(d["retentionCents"], 0);
    assert_eq!(d["payWithinDays"], 30);
    assert!(has(&reasons(&d), "interruption_over_3h"));
    // The refund is assured, not imposed: the passenger may still wait for
    // the trip to resume (only the refund was offered).
    assert_eq!(options(&d), vec!["refund", "wait_for_resumption"]);
    assert!(cites(&d, "Lei 11.975/2009", "art. 4º, parágrafo único"));
    assert!(cites(&d, "Lei 11.975/2009", "art. 5º"));
}

#[test]
fn a_passenger_who_stops_at_an_intermediate_stop_of_their_own_will_gets_nothing() {
    let d = decide(
        "interstate",
        "2026-12-21T02:00:00-03:00",
        fare(25000),
        ask("passenger_interrupts"),
    );
    assert_eq!(d["allowed"], false);
    assert_eq!(d["refundCents"], 0);
    assert!(has(&reasons(&d), "passenger_interrupted"));
    assert!(cites(&d, "Lei 11.975/2009", "art. 6º"));
}

/// A trip broken off, by the carrier or by the passenger, asked about
/// before the passenger's departure has not been broken off: it can only
/// be a withdrawal (Lei 11.975/2009 art. 2º), as a missed bus asked about
/// before it leaves is. "Nothing is given back" stood for a trip 12 days
/// away, and "the trip did not resume within 3 hours" for one not begun.
#[test]
fn a_trip_broken_off_asked_before_departure_is_decided_as_a_withdrawal() {
    for request in [ask("passenger_interrupts"), broke_down(200)] {
        let d = decide(
            "interstate",
            "2026-12-08T10:00:00-03:00",
            fare(20000),
            request.clone(),
        );
        assert_eq!(d["kind"], request["kind"], "{d}");
        assert_eq!(d["allowed"], true, "{request}: {d}");
        assert_eq!(d["refundCents"], 19000, "{request}: {d}");
        assert_eq!(d["retentionCents"], 1000, "{request}: {d}");
        assert_eq!(reasons(&d)[0], "not_departed_yet", "{request}: {d}");
        assert!(!has(&reasons(&d), "passenger_interrupted"), "{d}");
        assert!(!has(&reasons(&d), "interruption_over_3h"), "{d}");
        assert!(cites(&d, "Lei 11.975/2009", "art. 2º"), "{d}");
        // At the departure itself, as for a missed bus, the trip has not
        // begun; a second later it has.
        let d = decide("interstate", DEPARTURE, fare(20000), request.clone());
        assert_eq!(reasons(&d)[0], "not_departed_yet", "{request}: {d}");
    }
    let d = decide(
        "interstate",
        "2026-12-20T22:30:01-03:00",
        fare(20000),
        ask("passenger_interrupts"),
    );
    assert_eq!(reasons(&d), vec!["passenger_interrupted"], "{d}");
    // In RS, inside the last 3 h before departure, the withdrawal's own
    // limit answers.
    let d = decide(
        "intermunicipal_rs",
        "2026-12-20T21:00:00-03:00",
        fare(20000),
        broke_down(200),
    );
    assert_eq!(d["allowed"], false, "{d}");
    assert!(has(&reasons(&d), "less_than_3h_rs"), "{d}");
}

// ---------------------------------------------------------------- downgrade

fn downgraded(lower: i64) -> Value {
    json!({ "kind": "downgrade", "lowerClassFareCents": lower })
}

#[test]
fn a_passenger_put_in_a_lower_class_gets_the_difference_possibly_after_the_trip() {
    let d = decide(
        "interstate",
        "2026-12-20T22:30:00-03:00",
        fare(25000),
        downgraded(18000),
    );
    assert_eq!(d["allowed"], true);
    assert_eq!(d["refundCents"], 7000);
    assert_eq!(d["retentionCents"], 0);
    assert_eq!(d["refundAfterTrip"], true);
    assert!(has(&notices(&d), "refund_may_be_paid_after_trip"));
    assert_eq!(d["payWithinDays"], 30);
    assert!(has(&reasons(&d), "class_difference_refunded"));
    assert!(has(&notices(&d), "forced_upgrade_costs_nothing"));
    assert!(cites(&d, "Lei 11.975/2009", "art. 12, § 1º"));
    assert!(cites(&d, "Resolução ANTT 1.383/2006", "art. 6º, XIV"));
    assert!(cites(&d, "Lei 11.975/2009", "art. 12"));
}

#[test]
fn a_lower_class_that_costs_as_much_gives_nothing_and_an_unknown_one_asks_for_its_fare() {
    let d = decide("interstate", DEPARTURE, fare(25000), downgraded(25000));
    assert_eq!(d["refundCents"], 0);
    assert!(has(&reasons(&d), "no_class_difference"));
    let d = decide("interstate", DEPARTURE, fare(25000), downgraded(0));
    assert_eq!(d["refundCents"], 0);
    assert!(has(&reasons(&d), "lower_class_fare_needed"));
}

// ---------------------------------------------------------------- proptests

const CHANNELS: [&str; 3] = ["counter", "online", "phone"];
const SCOPES: [&str; 3] = ["interstate", "intermunicipal_rs", "international"];
const KINDS: [&str; 7] = [
    "withdrawal",
    "revalidation",
    "delay",
    "interruption",
    "downgrade",
    "passenger_interrupts",
    "no_show",
];

/// `now` as an offset in seconds from the departure.
fn at(offset_s: i64) -> String {
    let dep = chrono::DateTime::parse_from_rfc3339(DEPARTURE).expect("constant");
    (dep + chrono::TimeDelta::seconds(offset_s)).to_rfc3339()
}

/// One arbitrary situation on the standard trip.
#[derive(Clone, Copy)]
struct Situation {
    scope: usize,
    kind: usize,
    fare: i64,
    retention_percent: u32,
    /// `now`, in seconds from the departure.
    offset_s: i64,
    channel: usize,
    bought_days_before: i64,
    minutes: i64,
    other_fare: i64,
    /// revalidated, paid by credit, credit settled, seat resold.
    flags: u8,
}

impl Situation {
    fn withdrawal(
        scope: usize,
        fare: i64,
        pct: u32,
        offset_s: i64,
        channel: usize,
        bought: i64,
        flags: u8,
    ) -> Self {
        Situation {
            scope,
            kind: 0,
            fare,
            retention_percent: pct,
            offset_s,
            channel,
            bought_days_before: bought,
            minutes: 0,
            other_fare: 0,
            flags,
        }
    }

    fn query(self) -> Value {
        let dep = chrono::DateTime::parse_from_rfc3339(DEPARTURE).expect("constant");
        let now = at(self.offset_s);
        // Bought before now: a purchase later than now is refused.
        let bought = (dep - chrono::TimeDelta::days(self.bought_days_before))
            .min(chrono::DateTime::parse_from_rfc3339(&now).expect("at() writes RFC 3339"))
            .to_rfc3339();
        let f = self.flags;
        let mut q = query(
            SCOPES[self.scope],
            &now,
            json!({
                "fareCents": self.fare, "purchasedAt": bought, "channel": CHANNELS[self.channel],
                "revalidated": f & 1 != 0, "paidByCredit": f & 2 != 0, "creditSettled": f & 4 != 0,
            }),
            json!({
                "kind": KINDS[self.kind], "newFareCents": self.other_fare, "delayMinutes": self.minutes,
                "interruptionMinutes": self.minutes, "lowerClassFareCents": self.other_fare,
                "seatResold": f & 8 != 0,
            }),
        );
        let pct = self.retention_percent;
        q["policy"] = json!({ "retentionPercent": pct, "lateRebookingFeePercent": pct * 4 });
        q
    }
}

fn cents(d: &Value, field: &str) -> i64 {
    d[field].as_i64().unwrap_or(-1)
}

/// `now` in seconds from the departure for a withdrawal: over the last
/// 10 days, or within a minute of the RS 3 h limit or of the departure.
fn withdrawal_instant() -> impl Strategy<Value = i64> {
    prop_oneof![
        4 => -10 * 86_400i64..=3_600,
        1 => -3 * 3_600 - 60i64..=-3 * 3_600 + 60,
        1 => -60i64..=60,
    ]
}

proptest! {
    #[test]
    fn whatever_the_situation_0_le_refund_le_fare_and_the_retention_is_at_most_5_percent(
        scope in 0usize..3, kind in 0usize..7, fare_c in 0i64..100_000_000, pct in 0u32..=5,
        offset_s in -400_000i64..400_000, channel in 0usize..3, bought in 0i64..400,
        minutes in 0i64..600, other in 0i64..100_000_000, flags in 0u8..16,
    ) {
        let d = refund_of(&Situation {
            scope, kind, fare: fare_c, retention_percent: pct, offset_s, channel,
            bought_days_before: bought, minutes, other_fare: other, flags,
        }.query());
        let refund = cents(&d, "refundCents");
        let retention = cents(&d, "retentionCents");
        prop_assert!((0..=fare_c).contains(&refund), "{}", d);
        prop_assert!(retention >= 0 && retention * 100 <= fare_c * 5, "{}", d);
        prop_assert!(cents(&d, "amountDueCents") >= 0, "{}", d);
    }

    #[test]
    fn an_allowed_withdrawal_splits_the_fare_into_refund_and_retention_without_losing_a_centavo(
        scope in 0usize..3, fare_c in 0i64..100_000_000, pct in 0u32..=5,
        offset_s in -400_000i64..400_000, channel in 0usize..3, bought in 0i64..400, flags in 0u8..16,
    ) {
        let d = refund_of(&Situation::withdrawal(scope, fare_c, pct, offset_s, channel, bought, flags).query());
        if d["allowed"] == true {
            prop_assert_eq!(cents(&d, "refundCents") + cents(&d, "retentionCents"), fare_c, "{}", d);
        } else {
            prop_assert_eq!(cents(&d, "refundCents"), 0);
        }
    }

    /// The same ticket (bought before both instants, so that its right of
    /// regret ends at the same instant for both) withdrawn at two instants:
    /// the earlier never gets less back, nor is refused where the later is
    /// allowed. The instants sit over the last 10 days before departure,
    /// often at a few seconds from the RS 3 h limit or the departure, and
    /// the purchase 0 to 9 days before the earlier one, so that the 7 days
    /// of regret end between the two in many cases; the fare and the fine
    /// are never 0, so that a refund with the fine and one without differ.
    #[test]
    fn an_earlier_withdrawal_never_gets_less_back(
        scope in 0usize..3, fare_c in 20i64..100_000_000, pct in 1u32..=5,
        a in withdrawal_instant(), b in withdrawal_instant(),
        channel in 0usize..3, extra_days in 0i64..10, flags in 0u8..16,
    ) {
        let (early, late) = (a.min(b), a.max(b));
        // Whole days before departure, bought no later than `early`.
        let bought = (-early).max(0).div_euclid(86_400) + 1 + extra_days;
        let e = refund_of(&Situation::withdrawal(scope, fare_c, pct, early, channel, bought, flags).query());
        let l = refund_of(&Situation::withdrawal(scope, fare_c, pct, late, channel, bought, flags).query());
        prop_assert!(cents(&e, "refundCents") >= cents(&l, "refundCents"), "early {} late {}", e, l);
        prop_assert!(e["allowed"] == true || l["allowed"] != true, "early {} late {}", e, l);
    }
}

// ------------------------------------------------ boarding at a later stop

/// The line leaves its starting point at 22:30; this passenger boards at a
/// scheduled stop at 02:00 the next night (`trip.boarding`).
fn boarding_at_a_stop(scope: &str, now: &str, kind: &str) -> Value {
    let mut q = query(scope, now, fare(25000), ask(kind));
    q["trip"]["boarding"] = json!("2026-12-21T02:00:00-03:00");
    refund_of(&q)
}

/// Lei 11.975/2009 art. 2: the refund is due "antes de configurado o
/// embarque", the passenger's own boarding, not the line's start.
#[test]
fn boarding_at_a_later_stop_an_interstate_withdrawal_is_allowed_until_that_boarding() {
    let d = boarding_at_a_stop("interstate", "2026-12-20T23:00:00-03:00", "withdrawal");
    assert_eq!(d["allowed"], true, "{d}");
    assert_eq!(d["refundCents"], 23750);
    assert_eq!(d["deadline"], "2026-12-21T02:00:00-03:00");
    // The 3 h notice of Res. 1.383 art. 6º XIX counts from the same boarding.
    assert_eq!(d["noticeLimit"], "2026-12-20T23:00:00-03:00");
    let d = boarding_at_a_stop("interstate", "2026-12-21T02:00:00-03:00", "withdrawal");
    assert_eq!(d["allowed"], true, "at the instant of boarding: {d}");
    let d = boarding_at_a_stop("interstate", "2026-12-21T02:00:01-03:00", "withdrawal");
    assert_eq!(d["allowed"], false, "{d}");
    assert!(has(&reasons(&d), "after_departure"), "{d}");
}

/// RS: "até (03) três horas antes do horário da viagem", the passenger's.
#[test]
fn boarding_at_a_later_stop_an_rs_withdrawal_is_allowed_until_3_hours_before_that_boarding() {
    let d = boarding_at_a_stop(
        "intermunicipal_rs",
        "2026-12-20T23:00:00-03:00",
        "withdrawal",
    );
    assert_eq!(d["allowed"], true, "exactly 3 h before boarding: {d}");
    assert_eq!(d["deadline"], "2026-12-20T23:00:00-03:00");
    let d = boarding_at_a_stop(
        "intermunicipal_rs",
        "2026-12-20T23:00:01-03:00",
        "withdrawal",
    );
    assert_eq!(d["allowed"], false, "{d}");
}

/// A no-show is who did not board: before their boarding it is a withdrawal.
#[test]
fn boarding_at_a_later_stop_a_no_show_before_that_boarding_is_a_withdrawal() {
    let d = boarding_at_a_stop("interstate", "2026-12-21T01:00:00-03:00", "no_show");
    assert!(has(&reasons(&d), "not_departed_yet"), "{d}");
    assert_eq!(d["allowed"], true);
}

/// Without `trip.boarding` the passenger boards at the line's start, and a
/// boarding before the line leaves is an error naming the field.
#[test]
fn boarding_defaults_to_the_departure_and_cannot_precede_it() {
    let d = decide(
        "interstate",
        "2026-12-20T23:00:00-03:00",
        fare(25000),
        ask("withdrawal"),
    );
    assert_eq!(d["allowed"], false);
    let mut q = query(
        "interstate",
        "2026-12-19T10:00:00-03:00",
        fare(25000),
        ask("withdrawal"),
    );
    q["trip"]["boarding"] = json!("2026-12-20T22:29:59-03:00");
    let e = evaluate_json(&q.to_string()).unwrap_err();
    assert_eq!(e.field, "trip.boarding");
    q["trip"]["boarding"] = json!("2026-12-21 02:00");
    assert_eq!(
        evaluate_json(&q.to_string()).unwrap_err().field,
        "trip.boarding"
    );
    // In another offset (a line crossing into Amazonas time), the same instant.
    q["trip"]["boarding"] = json!("2026-12-21T01:00:00-04:00");
    q["now"] = json!("2026-12-21T01:59:00-03:00");
    assert_eq!(refund_of(&q)["allowed"], true);
}

/// The youth deadlines still count from the line's starting point (Decreto
/// 8.537/2015 art. 13: "ponto inicial da viagem").
#[test]
fn boarding_at_a_later_stop_leaves_the_youth_deadline_at_the_line_start() {
    let mut q = query(
        "interstate",
        "2026-12-19T10:00:00-03:00",
        fare(25000),
        ask("withdrawal"),
    );
    q["trip"]["boarding"] = json!("2026-12-21T02:00:00-03:00");
    q["passenger"] = json!({ "birthDate": "2006-06-15", "idJovem": true });
    let r = report(&q);
    let youth = r["benefits"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["benefit"] == "youth_free")
        .unwrap()
        .clone();
    assert_eq!(youth["requestBy"], THREE_HOURS_BEFORE);
}

proptest! {
    /// Boarding later at a stop is more notice: for the same request at the
    /// same instant, it never gets less back, and never more than the fare.
    #[test]
    fn a_later_boarding_never_gets_less_back(
        scope in 0usize..3, kind in prop::sample::select(vec!["withdrawal", "revalidation", "no_show"]),
        a in 0i64..4_320, b in 0i64..4_320, before_s in -300_000i64..300_000, fare_c in 1i64..10_000_000,
        bought_s in prop::option::of(0i64..900_000),
    ) {
        let scope = ["interstate", "intermunicipal_rs", "international"][scope];
        let at = |lag: i64| {
            let dep = chrono::DateTime::parse_from_rfc3339(DEPARTURE).unwrap();
            let now = dep + chrono::TimeDelta::seconds(-before_s);
            // Half the tickets bought online up to ten days before `now`
            // (and before the departure):
            // the right of regret (CDC art. 49), whose end a later boarding
            // moves too (without a purchase date it never applied here, and
            // a regret break passed; a proptest audit).
            let ticket = match bought_s {
                None => json!({ "fareCents": fare_c }),
                Some(s) => json!({
                    "fareCents": fare_c,
                    "channel": "online",
                    "purchasedAt": (now.min(dep) - chrono::TimeDelta::seconds(s)).to_rfc3339(),
                }),
            };
            let mut q = query(scope, &now.to_rfc3339(), ticket, ask(kind));
            q["trip"]["boarding"] = json!((dep + chrono::TimeDelta::minutes(lag)).to_rfc3339());
            refund_of(&q)
        };
        let (early, late) = (at(a.min(b)), at(a.max(b)));
        prop_assert!(cents(&late, "refundCents") >= cents(&early, "refundCents"), "early {} late {}", early, late);
        prop_assert!(late["allowed"] == true || early["allowed"] != true, "early {} late {}", early, late);
        prop_assert!((0..=fare_c).contains(&cents(&late, "refundCents")), "{}", late);
    }
}

// ------------------------------------ from a legal audit (2026-12-05)

/// CDC art. 49 sole paragraph: what was paid comes back "de imediato": the
/// regret refund was given Lei 11.975's 30 days.
#[test]
fn a_refund_under_the_right_of_regret_is_paid_at_once_not_in_30_days() {
    let d = decide(
        "interstate",
        "2026-12-17T10:00:00-03:00",
        online("2026-12-15T15:00:00-03:00"),
        ask("withdrawal"),
    );
    assert!(has(&reasons(&d), "right_of_regret"));
    assert_eq!(d["payWithinDays"], 0, "{d}");
    assert_eq!(d["payBy"], "2026-12-17");
    assert!(cites(&d, "Lei 8.078/1990", "art. 49, parágrafo único"));
    // Outside the regret days, Lei 11.975's 30 days again.
    let late = decide(
        "interstate",
        "2026-12-18T00:00:00-03:00",
        online("2026-12-10T15:00:00-03:00"),
        ask("withdrawal"),
    );
    assert_eq!(late["payWithinDays"], 30);
}

/// A fare so small that 5 % rounds down to nothing keeps nothing: no
/// "compensatory fine" reason beside a retention of R$ 0,00.
#[test]
fn no_compensatory_fine_is_said_where_nothing_is_retained() {
    for (fare, fined) in [(19, false), (1, false), (20, true)] {
        let d = decide(
            "interstate",
            "2026-12-19T10:00:00-03:00",
            json!({ "fareCents": fare }),
            ask("withdrawal"),
        );
        assert_eq!(d["allowed"], true);
        assert_eq!(has(&reasons(&d), "compensatory_fine"), fined, "{fare}: {d}");
    }
}

/// Lei 11.975/2009 art. 2º sole paragraph gives 30 days for a refund "por
/// desistência do usuário"; a breakdown's, a downgrade's or a resold seat's
/// rests on art. 14's general 30 days alone (a legal audit).
#[test]
fn only_a_withdrawal_cites_art_2_sole_paragraph_for_its_30_days() {
    let w = decide(
        "interstate",
        "2026-12-19T10:00:00-03:00",
        fare(25000),
        ask("withdrawal"),
    );
    assert!(
        cites(&w, "Lei 11.975/2009", "art. 2º, parágrafo único"),
        "{w}"
    );
    // One article per citation: "art. 2º, parágrafo único; art. 14" was one
    // link, which opened art. 2º alone (a passenger's pass).
    let arts = w["citations"].as_array().unwrap();
    assert!(
        arts.iter()
            .all(|c| !c["article"].as_str().unwrap().contains("; ")),
        "{w}"
    );
    let broken = decide(
        "interstate",
        "2026-12-21T10:00:00-03:00",
        fare(25000),
        json!({ "kind": "interruption", "interruptionMinutes": 200 }),
    );
    assert_eq!(broken["payWithinDays"], 30, "{broken}");
    assert!(cites(&broken, "Lei 11.975/2009", "art. 14"), "{broken}");
    assert!(!cites(
        &broken,
        "Lei 11.975/2009",
        "art. 2º, parágrafo único"
    ));
}

/// Lei 11.975/2009 art. 12 § 2º: a class changed at the passenger's request
/// has its ticket adjusted "para mais ou para menos", recording whether the
/// difference was refunded.
#[test]
fn a_cheaper_rebooking_cites_the_class_change_at_the_passengers_request() {
    let d = refund_of(&lower_category_rebooking());
    assert!(cites(&d, "Lei 11.975/2009", "art. 12, § 2º"), "{d}");
}

/// A sleeper ticket rebooked on an executive bus for R$ 200,00.
fn lower_category_rebooking() -> Value {
    let mut q = query(
        "interstate",
        "2026-12-18T22:30:00-03:00",
        fare(25000),
        rebook(20000),
    );
    q["trip"]["service"] = json!("sleeper");
    q["request"]["newService"] = json!("executive");
    q
}

/// After an interstate departure the refund is refused but the ticket is
/// still rebooked within its year: the withdrawal's answer offers it, the
/// rebooking's keeps the missed bus's claim, and a no-show without the
/// purchase date is asked for it (a review).
#[test]
fn after_departure_every_answer_points_to_the_rebooking_still_open() {
    let bought = json!({ "fareCents": 25000, "purchasedAt": "2026-12-01T10:00:00-03:00" });
    let after = "2026-12-20T23:30:00-03:00";
    let w = decide("interstate", after, bought.clone(), ask("withdrawal"));
    assert_eq!(w["allowed"], false);
    assert_eq!(options(&w), vec!["no_show_claim", "revalidate"], "{w}");
    let r = decide("interstate", after, bought.clone(), rebook(25000));
    assert_eq!(r["allowed"], true);
    assert!(has(&options(&r), "no_show_claim"), "{r}");
    let n = decide(
        "interstate",
        after,
        json!({ "fareCents": 25000 }),
        json!({ "kind": "no_show", "seatResold": false }),
    );
    assert!(
        has(&reasons(&n), "purchase_date_needed_for_validity"),
        "{n}"
    );
    // A cheaper rebooking's difference has its payment terms.
    let c = refund_of(&lower_category_rebooking());
    assert_eq!(c["payWithinDays"], 30, "{c}");
}

/// By train or boat the refund follows the interstate bus's rules (Lei
/// 11.975/2009, ANTT), for lack of a source of their own: the decision says
/// so (a passenger's pass).
#[test]
fn by_train_or_boat_the_refund_says_it_is_the_interstate_buss_rule() {
    for (scope, mode) in [
        ("interstate", "rail"),
        ("interstate", "waterway"),
        ("intermunicipal_rs", "waterway"),
        ("international", "rail"),
    ] {
        let mut q = query(
            scope,
            "2026-12-19T10:00:00-03:00",
            fare(25000),
            ask("withdrawal"),
        );
        q["trip"]["mode"] = json!(mode);
        let d = refund_of(&q);
        assert!(has(&reasons(&d), "road_rules_applied"), "{mode}: {d}");
    }
    let d = decide(
        "interstate",
        "2026-12-19T10:00:00-03:00",
        fare(25000),
        ask("withdrawal"),
    );
    assert!(!has(&reasons(&d), "road_rules_applied"), "{d}");
}

/// Res. ANTT 4.282/2014, signed on 17 February, came into force on its
/// publication in the DOU, Thursday 3 April 2014, the day it revoked Res.
/// 978/2005 (the press that day: "Entram em vigor, nesta quinta-feira (3)
/// … Revogada hoje, a Resolução 978/2005"). A late rebooking in March 2014
/// had no fee a rule in force allowed, and no rebooking after departure.
#[test]
fn res_4282_applies_from_its_publication_on_3_april_2014() {
    let at = |day: &str| {
        let mut q = json!({
            "now": format!("{day}T19:31:00-03:00"),
            "trip": { "scope": "interstate", "departure": format!("{day}T22:30:00-03:00") },
            "ticket": { "fareCents": 25000, "purchasedAt": "2014-03-01T10:00:00-03:00", "channel": "counter" },
            "request": { "kind": "revalidation", "newFareCents": 25000 },
        });
        q["policy"] = json!({ "lateRebookingFeePercent": 20 });
        refund_of(&q)
    };
    let before = at("2014-04-02");
    assert_eq!(before["rebookingFeeCents"], 0, "{before}");
    assert_eq!(before["amountDueCents"], 0, "{before}");
    assert!(
        !cites_instrument(&before, "Resolução ANTT 4.282/2014"),
        "{before}"
    );
    assert!(
        cites(&before, "Resolução ANTT 1.383/2006", "art. 6º, XIX"),
        "{before}"
    );
    let from = at("2014-04-03");
    assert_eq!(from["rebookingFeeCents"], 5000, "{from}");
    assert!(
        cites(&from, "Resolução ANTT 4.282/2014", "art. 7º, § 5º"),
        "{from}"
    );
}

// ------------------------------------------------ edges found by mutation

/// Res. ANTT 4.282/2014 art. 7º § 5º: the fee may be charged inside the
/// last 3 h; at exactly 3 h before the rebooking a withdrawal's answer
/// offers is still free, as the rebooking's own answer says, and one second
/// later the fee is said.
#[test]
fn a_withdrawal_offers_the_rebooking_free_at_exactly_3_hours_before_and_with_the_fee_after() {
    for (now, fee_said) in [
        (THREE_HOURS_BEFORE, false),
        ("2026-12-20T19:30:01-03:00", true),
    ] {
        let d = decide("interstate", now, fare(25000), ask("withdrawal"));
        assert!(has(&options(&d), "revalidate"), "{now}: {d}");
        assert_eq!(
            has(&reasons(&d), "late_rebooking_fee"),
            fee_said,
            "{now}: {d}"
        );
    }
}

/// Res. ANTT 1.383/2006 art. 6º sole paragraph (the 5 % compensatory fine)
/// is the interstate regulator's: cited beside CC art. 740 § 3º on an
/// interstate line, not on an RS intermunicipal one.
#[test]
fn the_antt_fine_article_is_cited_interstate_and_not_on_rs_lines() {
    let now = "2026-12-18T22:30:00-03:00";
    let d = decide("interstate", now, fare(25000), ask("withdrawal"));
    assert_eq!(d["retentionCents"], 1250);
    assert!(
        cites(&d, "Resolução ANTT 1.383/2006", "art. 6º, parágrafo único"),
        "{d}"
    );
    let d = decide("intermunicipal_rs", now, fare(25000), ask("withdrawal"));
    assert_eq!(d["retentionCents"], 1250);
    assert!(
        !cites(&d, "Resolução ANTT 1.383/2006", "art. 6º, parágrafo único"),
        "{d}"
    );
}

/// Food and lodging during an interruption: Lei 11.975/2009 art. 5º
/// everywhere, and Res. ANTT 1.383/2006 art. 6º XV ("interrupção ou
/// retardamento da viagem") on the ANTT's lines only.
#[test]
fn food_and_lodging_in_an_interruption_cites_antt_interstate_only() {
    let now = "2026-12-21T00:00:00-03:00";
    let d = decide("interstate", now, fare(25000), broke_down(60));
    assert!(cites(&d, "Lei 11.975/2009", "art. 5º"), "{d}");
    assert!(cites(&d, "Resolução ANTT 1.383/2006", "art. 6º, XV"), "{d}");
    let d = decide("intermunicipal_rs", now, fare(25000), broke_down(60));
    assert!(cites(&d, "Lei 11.975/2009", "art. 5º"), "{d}");
    assert!(
        !cites(&d, "Resolução ANTT 1.383/2006", "art. 6º, XV"),
        "{d}"
    );
}

/// The purchase date is asked for only to check the right of regret (CDC
/// art. 49: online or by phone): not for a counter ticket, nor for an
/// online one whose date is given.
#[test]
fn the_purchase_date_is_asked_for_only_for_an_online_ticket_without_it() {
    let now = "2026-12-18T10:00:00-03:00";
    let counter = json!({ "fareCents": 25000 });
    let d = decide("interstate", now, counter, ask("withdrawal"));
    assert!(!has(&reasons(&d), "purchase_date_needed"), "{d}");
    let d = decide(
        "interstate",
        now,
        online("2026-12-01T15:00:00-03:00"),
        ask("withdrawal"),
    );
    assert!(!has(&reasons(&d), "purchase_date_needed"), "{d}");
}

/// CDC art. 49: the regret lasts 7 days. A rebooking asked for on the 8th
/// day after an online purchase names no right of regret.
#[test]
fn a_rebooking_on_the_8th_day_after_an_online_purchase_names_no_right_of_regret() {
    let d = decide(
        "interstate",
        "2026-12-18T00:00:00-03:00",
        online("2026-12-10T15:00:00-03:00"),
        rebook(25000),
    );
    assert_eq!(d["allowed"], true, "{d}");
    assert!(!has(&reasons(&d), "right_of_regret"), "{d}");
    assert_eq!(d["regretUntil"], Value::Null, "{d}");
    assert!(!cites(&d, "Lei 8.078/1990", "art. 49"), "{d}");
}

/// An RS ticket revalidated once is neither refunded nor revalidated again
/// (Lei RS 11.993/2003): bought online two days ago, its right of regret is
/// not offered beside the refusal either.
#[test]
fn an_rs_ticket_already_revalidated_names_no_right_of_regret_on_a_second_rebooking() {
    let mut t = online("2026-12-18T15:00:00-03:00");
    t["revalidated"] = json!(true);
    let d = decide(
        "intermunicipal_rs",
        "2026-12-19T10:00:00-03:00",
        t,
        rebook(25000),
    );
    assert_eq!(d["allowed"], false, "{d}");
    assert!(has(&reasons(&d), "already_revalidated"), "{d}");
    assert!(!has(&reasons(&d), "right_of_regret"), "{d}");
    assert_eq!(d["regretUntil"], Value::Null, "{d}");
}

/// Res. ANTT 4.282/2014 art. 7º § 1º rebooks a missed bus within the
/// ticket's year; before the departure that is not yet the ground, nor is
/// the no-show claim (CC art. 740 § 2º) open.
#[test]
fn a_rebooking_before_departure_is_not_a_rebooking_after_departure() {
    let d = decide(
        "interstate",
        "2026-12-19T10:00:00-03:00",
        fare(25000),
        rebook(25000),
    );
    assert_eq!(d["allowed"], true, "{d}");
    let r = reasons(&d);
    assert!(!has(&r, "rebooking_after_departure_within_validity"), "{d}");
    assert!(!has(&options(&d), "no_show_claim"), "{d}");
}

/// Lei RS 11.993/2003: an RS ticket is revalidated until 3 h before. The
/// ticket's year does not move that limit, so a ticket without its purchase
/// date is simply too late inside those 3 h, not asked for the date.
#[test]
fn an_rs_rebooking_inside_the_last_3_hours_is_too_late_without_the_purchase_date_too() {
    let d = decide(
        "intermunicipal_rs",
        "2026-12-20T20:30:00-03:00",
        json!({ "fareCents": 25000 }),
        rebook(25000),
    );
    assert_eq!(d["allowed"], false, "{d}");
    let r = reasons(&d);
    assert!(has(&r, "too_late") && has(&r, "less_than_3h_rs"), "{d}");
    assert!(!has(&r, "purchase_date_needed_for_validity"), "{d}");
    assert_eq!(d["deadline"], THREE_HOURS_BEFORE, "{d}");
}

/// A rebooking to a fare equal to the ticket's has no difference either way:
/// none to pay (Lei RS 11.993/2003, Res. ANTT 4.282/2014 art. 7º § 2º), none
/// to refuse or give back, and no reason about one.
#[test]
fn a_rebooking_to_the_same_fare_names_no_fare_difference() {
    let now = "2026-12-19T10:00:00-03:00";
    let higher =
        json!({ "kind": "revalidation", "newFareCents": 25000, "newService": "executive" });
    for (scope, request) in [
        ("intermunicipal_rs", rebook(25000)),
        ("interstate", rebook(25000)),
        ("interstate", higher),
    ] {
        let d = decide(scope, now, fare(25000), request);
        assert_eq!(d["allowed"], true, "{scope}: {d}");
        assert_eq!(d["amountDueCents"], 0, "{scope}: {d}");
        assert_eq!(d["refundCents"], 0, "{scope}: {d}");
        let r = reasons(&d);
        for key in [
            "dearer_fare_difference_due",
            "same_category_keeps_fare_value",
            "cheaper_fare_not_refunded",
            "cheaper_fare_difference_refunded",
            "cheaper_fare_refunded_only_in_lower_category",
        ] {
            assert!(!has(&r, key), "{scope}: {key}: {d}");
        }
        assert!(
            !cites(&d, "Resolução ANTT 4.282/2014", "art. 7º, § 2º"),
            "{scope}: {d}"
        );
    }
}

/// An RS ticket is rebooked until 3 h before (Lei RS 11.993/2003), whatever
/// its year: a missed RS bus without the purchase date is not asked for it.
#[test]
fn an_rs_no_show_does_not_ask_for_the_purchase_date() {
    let d = decide(
        "intermunicipal_rs",
        "2026-12-21T10:00:00-03:00",
        json!({ "fareCents": 25000 }),
        missed(false),
    );
    assert!(has(&reasons(&d), "seat_not_resold"), "{d}");
    assert!(
        !has(&reasons(&d), "purchase_date_needed_for_validity"),
        "{d}"
    );
}

/// Lei 11.975/2009 art. 5º: food and lodging are owed "durante a
/// interrupção ou retardamento da viagem": a delay or a stop of 0 minutes
/// owes none, one of 1 minute does.
#[test]
fn food_and_lodging_start_with_the_first_minute_of_a_delay_or_interruption() {
    // A delay asked before the bus leaves, a stop on the road after it left.
    let (before, after) = ("2026-12-20T22:00:00-03:00", "2026-12-21T02:00:00-03:00");
    for (now, request, owed) in [
        (before, late(0), false),
        (before, late(1), true),
        (after, broke_down(0), false),
        (after, broke_down(1), true),
    ] {
        let d = decide("interstate", now, fare(25000), request.clone());
        assert_eq!(d["foodAndLodging"], owed, "{request}: {d}");
        assert_eq!(
            has(&notices(&d), "food_and_lodging_at_carrier_expense"),
            owed,
            "{request}: {d}"
        );
    }
}

/// A ticket's facts decide without its price (`fareCents` may be left out,
/// an addition): an RS ticket already rebooked once is not refunded whatever
/// it cost, and the amounts ask for the fare. The page left the whole
/// ticket out while the fare was empty and said "you may cancel" beside
/// "already rebooked" (a UI review).
#[test]
fn a_tickets_facts_decide_without_its_price() {
    let ticket = json!({ "revalidated": true });
    let d = decide(
        "intermunicipal_rs",
        "2026-12-19T10:00:00-03:00",
        ticket,
        ask("withdrawal"),
    );
    assert_eq!(d["allowed"], false, "{d}");
    assert!(has(&reasons(&d), "already_revalidated"), "{d}");
    // Bought online two days ago: the right of regret, its amount asked for.
    let ticket = json!({ "channel": "online", "purchasedAt": "2026-12-17T10:00:00-03:00" });
    let d = decide(
        "intermunicipal_rs",
        "2026-12-20T21:00:00-03:00",
        ticket,
        ask("withdrawal"),
    );
    assert_eq!(d["allowed"], true, "{d}");
    assert!(has(&reasons(&d), "right_of_regret"), "{d}");
    assert!(has(&reasons(&d), "fare_needed"), "{d}");
    assert_eq!(d["refundCents"], 0);
}

// ------------------------------------------ from a refund audit (2026-12-06)

/// On an RS line a delay of an hour or less leaves the ticket's own refund,
/// until 3 h before (DAER OS DTR/022/2011, Lei RS 11.993/2003), or within a
/// purchase's 7 days of regret (CDC art. 49): said with its limit and its
/// ground, as the withdrawal's answer says them. It read "refund" with no
/// deadline and no article, and inside the 3 h no word of the regret.
#[test]
fn an_rs_delay_of_an_hour_or_less_offers_the_refund_with_its_limit_and_ground() {
    let d = decide(
        "intermunicipal_rs",
        "2026-12-20T12:00:00-03:00",
        fare(25000),
        late(30),
    );
    assert_eq!(options(&d), vec!["refund", "revalidate"], "{d}");
    assert_eq!(d["deadline"], THREE_HOURS_BEFORE, "{d}");
    assert!(
        cites_instrument(&d, "Ordem de Serviço DAER DTR/022/2011"),
        "{d}"
    );
    assert!(cites_instrument(&d, "Lei RS 11.993/2003"), "{d}");
    // Inside the 3 h, bought online 5 days before: the regret's refund.
    let d = decide(
        "intermunicipal_rs",
        "2026-12-20T21:00:00-03:00",
        online("2026-12-15T10:00:00-03:00"),
        late(30),
    );
    assert_eq!(options(&d), vec!["refund"], "{d}");
    assert!(has(&reasons(&d), "right_of_regret"), "{d}");
    assert!(cites(&d, "Lei 8.078/1990", "art. 49"), "{d}");
    // Until the late bus leaves, 30 minutes after the time on the ticket:
    // the trip has not begun (it ended at 22:30; a passenger's pass).
    assert_eq!(d["regretUntil"], "2026-12-20T23:00:00-03:00", "{d}");
    assert_eq!(d["deadline"], "2026-12-20T23:00:00-03:00", "{d}");
    // Interstate, the same purchase: the regret is said too (it was not).
    let d = decide(
        "interstate",
        "2026-12-20T21:00:00-03:00",
        online("2026-12-15T10:00:00-03:00"),
        late(30),
    );
    assert!(has(&reasons(&d), "right_of_regret"), "{d}");
    assert_eq!(d["regretUntil"], "2026-12-20T23:00:00-03:00", "{d}");
    assert_eq!(d["deadline"], "2026-12-20T23:00:00-03:00", "{d}");
    // Inside the 3 h, bought at the counter: nothing to offer but the wait.
    let d = decide(
        "intermunicipal_rs",
        "2026-12-20T21:00:00-03:00",
        fare(25000),
        late(30),
    );
    assert!(!has(&options(&d), "refund"), "{d}");
}

/// Lei 11.975/2009 art. 12 § 1º lets the carrier pay a downgrade's
/// difference "após a realização da viagem": the 30 days then count from
/// the trip, not from a request made weeks before it (`payBy` fell 19 days
/// before the departure beside `refundAfterTrip`).
#[test]
fn a_downgrades_pay_by_is_not_before_the_trip() {
    let mut q = query(
        "interstate",
        "2026-11-01T10:00:00-03:00",
        json!({"fareCents": 25000, "purchasedAt": "2026-10-01T10:00:00-03:00"}),
        json!({"kind": "downgrade", "lowerClassFareCents": 20000}),
    );
    q["trip"]["service"] = json!("executive");
    let d = refund_of(&q);
    assert_eq!(d["refundAfterTrip"], true, "{d}");
    assert_eq!(d["payBy"], "2027-01-19", "{d}");
    // Asked after the trip: 30 days from the request, as before.
    let mut q = query(
        "interstate",
        "2026-12-22T10:00:00-03:00",
        fare(25000),
        json!({"kind": "downgrade", "lowerClassFareCents": 20000}),
    );
    q["trip"]["service"] = json!("executive");
    assert_eq!(refund_of(&q)["payBy"], "2027-01-21");
}

/// Res. ANTT 1.383/2006 art. 6º sole paragraph covers "a devolução prevista
/// no inciso XIX", a withdrawal with 3 h notice: inside the last 3 h (where
/// the law prevails) and on a resold seat's no-show, Código Civil art. 740
/// § 3º alone grounds the 5 % (a refund audit).
#[test]
fn res_1383_sole_paragraph_is_cited_only_for_a_withdrawal_with_3_hours_notice() {
    let pu = |d: &Value| cites(d, "Resolução ANTT 1.383/2006", "art. 6º, parágrafo único");
    let d = decide(
        "interstate",
        "2026-12-18T10:00:00-03:00",
        fare(25000),
        ask("withdrawal"),
    );
    assert!(pu(&d), "{d}");
    let d = decide(
        "interstate",
        "2026-12-20T21:00:00-03:00",
        fare(25000),
        ask("withdrawal"),
    );
    assert_eq!(d["retentionCents"], 1250, "{d}");
    assert!(!pu(&d), "{d}");
    assert!(cites(&d, "Lei 10.406/2002", "art. 740, § 3º"), "{d}");
    let d = decide(
        "interstate",
        "2026-12-21T03:00:00-03:00",
        fare(25000),
        json!({"kind": "no_show", "seatResold": true}),
    );
    assert_eq!(d["retentionCents"], 1250, "{d}");
    assert!(!pu(&d), "{d}");
}

/// A late-rebooking fee that rounds down to nothing is none: a fare of 4
/// centavos at 20 % said "the carrier may charge its fee" beside a fee and
/// a cap of R$ 0,00 (a refund audit).
#[test]
fn a_late_rebooking_fee_that_rounds_to_nothing_is_not_said() {
    let mut q = query(
        "interstate",
        "2026-12-20T21:00:00-03:00",
        fare(4),
        ask("revalidation"),
    );
    q["policy"] = json!({"lateRebookingFeePercent": 20});
    let d = refund_of(&q);
    assert_eq!(d["rebookingFeeCents"], 0, "{d}");
    assert!(!has(&reasons(&d), "late_rebooking_fee"), "{d}");
    // Without a policy, the cap rounds to nothing too.
    let d = decide(
        "interstate",
        "2026-12-20T21:00:00-03:00",
        fare(4),
        ask("revalidation"),
    );
    assert!(!has(&reasons(&d), "late_rebooking_fee"), "{d}");
    // A fare of 5 centavos: 1 centavo of fee, said.
    let d = decide(
        "interstate",
        "2026-12-20T21:00:00-03:00",
        fare(5),
        ask("revalidation"),
    );
    assert!(has(&reasons(&d), "late_rebooking_fee"), "{d}");
}

/// Before Res. ANTT 4.282/2014 (in force 2014-04-03) an interstate or
/// international rebooking inside the last 3 h was refused under Res. ANTT
/// 1.383/2006 art. 6º XIX, a federal rule; its reason named the RS lines'
/// rule, which does not govern them (a time audit).
#[test]
fn a_federal_rebooking_inside_3_hours_before_2014_is_refused_by_the_federal_notice() {
    for scope in ["interstate", "international"] {
        let q = json!({
            "now": "2013-06-01T10:00:00-03:00",
            "trip": { "scope": scope, "departure": "2013-06-01T12:00:00-03:00", "destinationCountry": "AR" },
            "ticket": { "fareCents": 25000 },
            "request": { "kind": "revalidation" },
        });
        let d = refund_of(&q);
        assert_eq!(d["allowed"], false, "{d}");
        let r = reasons(&d);
        assert!(
            has(&r, "too_late") && has(&r, "less_than_3h_notice"),
            "{scope} {d}"
        );
        assert!(!has(&r, "less_than_3h_rs"), "{scope} {d}");
        assert!(
            cites(&d, "Resolução ANTT 1.383/2006", "art. 6º, XIX"),
            "{scope} {d}"
        );
        assert_eq!(d["deadline"], "2013-06-01T09:00:00-03:00", "{scope} {d}");
    }
}
