//! Fuzzes the contract's entry points with arbitrary Query text:
//! `evaluate_json` (parse + check + decide) and, when the text parses as a
//! Query, `evaluate` and the Report's serialization.
//!
//! Besides "never panics, never hangs, never allocates without bound", it
//! asserts only what the contract documents (shared/API.md and the doc
//! comments of `src/rules`):
//! - `evaluate_json` and `evaluate` agree: same error, or the same Report;
//! - an error names its field and says what is wrong;
//! - a Report with `error` set has every decision empty (`Report::error`);
//! - amounts are never negative; a refund never exceeds the fare, nor does
//!   refund + retention; without a ticket every refund amount is 0
//!   (`refund.rs`: "No ticket (no fare) ... every amount 0"); nothing comes
//!   back when the request is refused (`refundCents`: "0 when nothing");
//! - a benefit never costs more than the fare, a free one (100 %) costs 0;
//!   `best` is an obtainable offer (`benefits::best`);
//! - one baggage item and one pet decision per piece/animal, by index;
//! - no `minor` section for a passenger aged 18 or more (API.md);
//! - instants in the Report are RFC 3339 with the departure's offset, dates
//!   are `YYYY-MM-DD` (API.md, Conventions);
//! - the hand-written JSON parser (`rules::json::parse`) accepts exactly the
//!   texts serde_json accepts, with the same values (`src/rules/json.rs`);
//! - the whole text, read as one number by `rules::decimal::parse`, gives
//!   the double `str::parse::<f64>` gives, bit for bit, and is read whenever
//!   Rust reads it without letters (`inf`, `NaN`);
//! - the Report's JSON writer (`embarque::write`, what the JavaScript API hands
//!   over) writes exactly serde_json's text.
//!
//! The seeds `regression-*` are inputs this target once failed on (an error
//! with no field for `{"":0}`; deadlines outside the years 0000-9999 from a
//! departure in year 0 or 9999), kept so that they stay fixed.
#![no_main]

use chrono::{DateTime, FixedOffset, NaiveDate};
use embarque::rules::benefits::Status;
use embarque::rules::money::Cents;
use embarque::rules::query::RequestKind;
use embarque::rules::refund::OptionKey;
use embarque::rules::{evaluate, evaluate_json, parse_query, InputError, Query, Report, CONTRACT};
use embarque::write;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(json) = std::str::from_utf8(data) else {
        return;
    };
    same_json_as_serde(json);
    same_number_as_std(json);
    let direct = evaluate_json(json);
    if let Err(e) = &direct {
        check_error(e);
    }
    let q = match parse_query(json) {
        Ok(q) => q,
        Err(e) => {
            assert_eq!(
                direct.as_ref().err(),
                Some(&e),
                "parse_query and evaluate_json disagree"
            );
            return;
        }
    };
    let report = evaluate(&q);
    check_report(&q, &report);
    let text = serde_json::to_string(&report).expect("a Report always serializes");
    assert_eq!(
        write::to_string(&report).as_ref(),
        Ok(&text),
        "embarque::write and serde_json write different JSON"
    );
    let value: serde_json::Value =
        serde_json::from_str(&text).expect("a serialized Report is JSON");
    match (&direct, &report.error) {
        (Ok(r), None) => assert_eq!(
            serde_json::to_value(r).expect("a Report always serializes"),
            value,
            "evaluate_json and evaluate give different Reports"
        ),
        (Err(e), Some(e2)) => assert_eq!(e, e2, "evaluate_json and evaluate name different errors"),
        (d, e) => panic!("evaluate_json gave {d:?} but evaluate's error is {e:?}"),
    }
});

fn check_error(e: &InputError) {
    assert!(!e.field.is_empty(), "an error without a field: {e:?}");
    assert!(!e.message.is_empty(), "an error without a message: {e:?}");
}

fn check_report(q: &Query, r: &Report) {
    assert_eq!(r.contract, CONTRACT);
    if let Some(e) = &r.error {
        check_error(e);
        assert!(
            r.age.is_none()
                && r.benefits.is_empty()
                && r.best.is_none()
                && r.refund.is_none()
                && r.baggage.is_none()
                && r.pets.is_empty()
                && r.minor.is_none()
                && r.notices.is_empty(),
            "a Report with an error carries decisions: {r:?}"
        );
        return;
    }
    // The fare passed the input check, so it is a whole number of centavos.
    let fare = q
        .ticket
        .as_ref()
        .and_then(|t| t.fare_cents)
        .map(|c| Cents(c as i64));
    assert_eq!(
        r.age.is_some(),
        q.passenger.is_some(),
        "age without passenger or vice versa"
    );
    if r.age.is_some_and(|a| a >= 18) {
        assert!(r.minor.is_none(), "a minor section for an adult: {r:?}");
    }

    // The core accepted the departure; chrono tells its offset (when chrono
    // reads it too) so that the Report's instants can be compared with it.
    let offset = DateTime::parse_from_rfc3339(q.trip.departure.trim())
        .ok()
        .map(|d| *d.offset());
    let instant = |what: &str, s: &Option<String>| {
        if let Some(s) = s {
            check_instant(what, s, offset);
        }
    };
    let date = |what: &str, s: &Option<String>| {
        if let Some(s) = s {
            check_date(what, s);
        }
    };

    if let Some(d) = &r.refund {
        instant("refund.deadline", &d.deadline);
        instant("refund.noticeLimit", &d.notice_limit);
        instant("refund.regretUntil", &d.regret_until);
        date("refund.payBy", &d.pay_by);
        date("refund.expiresOn", &d.expires_on);
        let amounts = [
            d.refund_cents,
            d.retention_cents,
            d.amount_due_cents,
            d.rebooking_fee_cents,
        ];
        assert!(amounts.iter().all(|c| c.0 >= 0), "a negative amount: {d:?}");
        assert!(d.retention_percent <= 100, "{d:?}");
        assert!(d.rebooking_fee_cents <= d.amount_due_cents, "{d:?}");
        match fare {
            Some(f) => {
                assert!(d.refund_cents <= f, "refund above the fare {f:?}: {d:?}");
                assert!(
                    d.refund_cents.0 + d.retention_cents.0 <= f.0,
                    "refund + retention above the fare {f:?}: {d:?}"
                );
                assert!(
                    d.rebooking_fee_cents <= f,
                    "fee above the fare {f:?}: {d:?}"
                );
            }
            None => assert!(
                amounts.iter().all(|c| *c == Cents::ZERO),
                "an amount without a fare: {d:?}"
            ),
        }
        // A refusal moves no money, but for a delay of an hour or less,
        // which offers the ticket's cancellation and says its sum.
        let offers_cancellation =
            d.kind == RequestKind::Delay && d.options.contains(&OptionKey::Refund);
        if !d.allowed && !offers_cancellation {
            assert_eq!(
                d.refund_cents,
                Cents::ZERO,
                "a refund that is not allowed: {d:?}"
            );
        }
    }

    for o in &r.benefits {
        instant("benefits[].requestFrom", &o.request_from);
        instant("benefits[].requestBy", &o.request_by);
        instant("benefits[].presentBy", &o.present_by);
        assert!(o.discount_percent <= 100, "{o:?}");
        if let Some(p) = o.pay_cents {
            assert!(p.0 >= 0, "a negative price: {o:?}");
            if let Some(f) = fare {
                assert!(p <= f, "a benefit dearer than the fare {f:?}: {o:?}");
            }
        }
        if o.discount_percent == 100 {
            assert_eq!(
                o.pay_cents,
                Some(Cents::ZERO),
                "a free benefit with a price: {o:?}"
            );
        }
    }
    if let Some(best) = r.best {
        let o = r
            .benefits
            .iter()
            .find(|o| o.benefit == best)
            .expect("best is one of the offers");
        assert!(
            matches!(o.status, Status::Available | Status::OnlyIfUnsold),
            "best is not obtainable: {o:?}"
        );
    }

    match (&q.baggage, &r.baggage) {
        (None, None) => {}
        (Some(bags), Some(b)) => {
            assert_eq!(b.items.len(), bags.len(), "one item per piece");
            assert!(b.items.iter().enumerate().all(|(i, it)| it.index == i));
            if let Some(fee) = b.excess_fee_cents {
                assert!(fee.0 >= 0, "a negative excess fee: {b:?}");
            }
            // Without a fare no fee is known, but 0 when nothing is over
            // or the rate is 0 (no fare changes it).
            if fare.is_none() && b.excess_grams > 0 && b.excess_rate_permille > 0 {
                assert!(b.excess_fee_cents.is_none(), "an excess fee without a fare");
            }
        }
        (q, r) => panic!(
            "baggage in query {} but in report {}",
            q.is_some(),
            r.is_some()
        ),
    }

    let n_pets = q.pets.as_ref().map_or(0, Vec::len);
    assert_eq!(r.pets.len(), n_pets, "one decision per animal");
    for (i, p) in r.pets.iter().enumerate() {
        assert_eq!(p.index, i);
        if let Some(fee) = p.fee_cents {
            assert!(fee.0 >= 0, "a negative pet fee: {p:?}");
        }
    }
}

fn check_instant(what: &str, s: &str, offset: Option<FixedOffset>) {
    let t = DateTime::parse_from_rfc3339(s)
        .unwrap_or_else(|e| panic!("{what} = {s:?} is not an RFC 3339 instant: {e}"));
    if let Some(o) = offset {
        assert_eq!(
            *t.offset(),
            o,
            "{what} = {s:?} is not in the departure's offset"
        );
    }
}

fn check_date(what: &str, s: &str) {
    let ok = s.len() == 10 && NaiveDate::parse_from_str(s, "%Y-%m-%d").is_ok();
    assert!(ok, "{what} = {s:?} is not a YYYY-MM-DD date");
}

/// `rules::json::parse` and serde_json agree on `text`.
fn same_json_as_serde(text: &str) {
    let ours = embarque::rules::json::parse(text, "query");
    let theirs = serde_json::from_str::<serde_json::Value>(text);
    match (&ours, &theirs) {
        (Ok(a), Ok(b)) => assert!(a.same_as(b), "{text:?}: {a:?} is not {b:?}"),
        (Err(e), Err(_)) => assert!(
            e.field == "query" && e.message.starts_with("is not valid JSON: "),
            "{e:?}"
        ),
        _ => panic!("{text:?}: ours {ours:?}, serde_json {theirs:?}"),
    }
}

fn same_number_as_std(text: &str) {
    match (embarque::rules::decimal::parse(text), text.parse::<f64>()) {
        (Some(a), Ok(b)) => assert_eq!(a.to_bits(), b.to_bits(), "{text:?}"),
        (Some(a), Err(_)) => panic!("{text:?} read as {a}, not by str::parse"),
        (None, Ok(_)) => assert!(
            text.bytes()
                .any(|c| c.is_ascii_alphabetic() && c != b'e' && c != b'E'),
            "{text:?} read by str::parse, not by rules::decimal"
        ),
        (None, Err(_)) => {}
    }
}
