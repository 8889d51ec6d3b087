//! Refunds, rebooking and disruptions (placeholder until issue 4 lands).

use super::input::Case;
use super::law::Citation;
use super::money::Cents;
use crate::keyed;
use serde::Serialize;

keyed! {
    /// What the passenger may choose.
    pub enum OptionKey { Refund = "refund", Revalidate = "revalidate" }
}

keyed! {
    /// Why the refund decision is what it is.
    pub enum Reason { AfterDeparture = "after_departure" }
}

/// The refund section of the report.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RefundDecision {
    pub allowed: bool,
    pub refund_cents: Cents,
    pub retention_cents: Cents,
    pub amount_due_cents: Cents,
    pub deadline: Option<String>,
    pub pay_within_days: Option<i64>,
    pub options: Vec<OptionKey>,
    pub reasons: Vec<Reason>,
    pub citations: Vec<Citation>,
}

/// Decides the refund section, or `None` without a request.
pub fn decide(_case: &Case) -> Option<RefundDecision> {
    None
}
