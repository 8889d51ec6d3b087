//! The rule core: pure Rust, no browser, no UI.
//!
//! One module per legal domain ([`benefits`], [`refund`], [`baggage`],
//! [`pets`], [`minors`], [`notices`]), on a common spine: the contract's
//! types ([`query`], [`Report`]), input checking ([`input`]), the law
//! catalogue ([`law`]), dated parameters ([`params`]), [`age`] and [`money`].
//! The UI, the JavaScript API and the CLI only translate to and from
//! [`evaluate`].
//!
//! ```
//! use embarque::rules::{evaluate_json, CONTRACT};
//! let report = evaluate_json(r#"{"now":"2026-12-19T10:00:00-03:00",
//!   "trip":{"scope":"interstate","departure":"2026-12-20T22:30:00-03:00"}}"#).unwrap();
//! assert_eq!(report.contract, CONTRACT);
//! ```

pub mod age;
pub mod baggage;
pub mod benefits;
pub mod decimal;
pub mod input;
pub mod json;
pub mod keys;
pub mod law;
pub mod minors;
pub mod money;
pub mod notices;
pub mod params;
pub mod pets;
pub mod query;
pub mod refund;
pub mod rfc3339;

pub use input::{parse_query, Case, InputError};
pub use query::Query;

use serde::Serialize;

/// The contract version this core implements.
pub const CONTRACT: &str = "embarque/1";

/// Everything the law gives the passenger for one query.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Report {
    pub contract: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub age: Option<u32>,
    pub benefits: Vec<benefits::BenefitOffer>,
    pub best: Option<benefits::BenefitKind>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub refund: Option<refund::RefundDecision>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub baggage: Option<baggage::BaggageReport>,
    pub pets: Vec<pets::PetDecision>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub minor: Option<minors::MinorDecision>,
    pub notices: Vec<notices::Notice>,
    /// Added: set, and every decision empty, when the query is malformed.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<InputError>,
}

impl Report {
    fn empty() -> Report {
        Report {
            contract: CONTRACT,
            age: None,
            benefits: Vec::new(),
            best: None,
            refund: None,
            baggage: None,
            pets: Vec::new(),
            minor: None,
            notices: Vec::new(),
            error: None,
        }
    }
}

/// Decides every section of a checked case.
pub fn decide(case: &Case) -> Report {
    let benefits = benefits::offers(case);
    let best = benefits::best(&benefits);
    Report {
        age: case.passenger.as_ref().map(|p| p.age),
        best,
        benefits,
        refund: refund::decide(case),
        baggage: baggage::decide(case),
        pets: pets::decide(case),
        minor: minors::decide(case),
        notices: notices::decide(case),
        ..Report::empty()
    }
}

/// Checks and decides `q`. Errs with the first bad field.
pub fn try_evaluate(q: &Query) -> Result<Report, InputError> {
    Ok(decide(&Case::from_query(q)?))
}

/// The contract's Rust entry point: the report for `q`. A query whose values
/// the core cannot decide on gives a report with `error` set and no
/// decisions; it never panics.
pub fn evaluate(q: &Query) -> Report {
    try_evaluate(q).unwrap_or_else(|error| Report {
        error: Some(error),
        ..Report::empty()
    })
}

/// Parses the Query JSON (a byte-order mark before it ignored), checks it
/// and decides it.
pub fn evaluate_json(json: &str) -> Result<Report, InputError> {
    try_evaluate(&parse_query(json)?)
}
