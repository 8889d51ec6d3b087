//! Fuzzes the carrier's policy document (`ui::carrier::parse_document`, what
//! `mount(element, { policy })` checks) and the core's own policy check
//! (`rules::input::parse_policy`, the carrier's `validatePolicy`), both as in
//! force on a fixed date.
//!
//! Besides "never panics, never hangs, never allocates without bound", it
//! asserts only what the code documents:
//! - every error names its field; a refused document lists at least one;
//! - an accepted policy respects the legal limits on that date (API.md:
//!   retention <= 5 %, late-rebooking fee <= 20 %, youth discount 0 or
//!   >= 50 %, at most 100 %);
//! - an accepted document's `policy` object is the contract's: the core
//!   reads it to the same facts, and a Query carrying it on that date is
//!   accepted (`Document::policy`: "to put in every Query").
#![no_main]

use chrono::NaiveDate;
use embarque::rules::evaluate_json;
use embarque::rules::input::{parse_policy, InputError, PolicyFacts};
use embarque::rules::params;
use embarque::ui::carrier::parse_document;
use libfuzzer_sys::fuzz_target;

const DATE: NaiveDate = match NaiveDate::from_ymd_opt(2026, 12, 2) {
    Some(d) => d,
    None => panic!("bad date"),
};

fuzz_target!(|data: &[u8]| {
    let Ok(json) = std::str::from_utf8(data) else {
        return;
    };
    match parse_policy(json, DATE) {
        Ok(facts) => check_facts(&facts),
        Err(e) => check_error(&e),
    }
    match parse_document(json, DATE) {
        Ok(doc) => {
            check_facts(&doc.facts);
            let _ = doc.theme();
            let policy = doc.policy.to_value().to_string();
            let again = parse_policy(&policy, DATE)
                .unwrap_or_else(|e| panic!("the document's policy {policy} is refused: {e}"));
            assert_eq!(
                serde_json::to_value(again).unwrap(),
                serde_json::to_value(doc.facts).unwrap(),
                "the document's policy reads to other facts"
            );
            let query = format!(
                r#"{{"now":"2026-12-01T10:00:00-03:00","trip":{{"scope":"interstate","departure":"2026-12-02T10:00:00-03:00"}},"policy":{policy}}}"#
            );
            if let Err(e) = evaluate_json(&query) {
                panic!("a Query with the document's policy {policy} is refused: {e}");
            }
        }
        Err(errors) => {
            assert!(!errors.is_empty(), "a refused document without an error");
            errors.iter().for_each(check_error);
        }
    }
});

fn check_error(e: &InputError) {
    assert!(!e.field.is_empty(), "an error without a field: {e:?}");
    assert!(!e.message.is_empty(), "an error without a message: {e:?}");
}

fn check_facts(f: &PolicyFacts) {
    let retention = params::RETENTION_CAP_PERCENT.value_or_first(DATE);
    let fee = params::LATE_REBOOKING_FEE_CAP_PERCENT.value_or_first(DATE);
    let youth_min = params::YOUTH_DISCOUNT_PERCENT.value_or_first(DATE);
    assert!(f.retention_percent <= retention, "{f:?}");
    assert!(f.late_rebooking_fee_percent.unwrap_or(0) <= fee, "{f:?}");
    let y = f.youth_extra_discount_percent;
    assert!(y == 0 || (youth_min..=100).contains(&y), "{f:?}");
    if let Some(rack) = f.cabin_rack_cm {
        assert!(rack.iter().all(|&cm| cm <= 1000), "{f:?}");
    }
}
