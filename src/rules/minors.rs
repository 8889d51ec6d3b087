//! Travel documents for minors (placeholder until issue 5 lands).

use super::input::Case;
use super::law::Citation;
use crate::keyed;
use serde::Serialize;

keyed! {
    /// The least that makes a minor's trip lawful.
    pub enum Requirement {
        None = "none", DocumentsOnly = "documents_only", RelativeWithProof = "relative_with_proof",
        ParentalAuthorization = "parental_authorization", JudicialAuthorization = "judicial_authorization",
    }
}

keyed! {
    /// Why the requirement is what it is.
    pub enum Reason { UnderThreshold = "under_threshold" }
}

keyed! {
    /// A document for the minor's checklist.
    pub enum Document { BirthCertificate = "birth_certificate" }
}

/// The minor section of the report.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MinorDecision {
    pub requirement: Requirement,
    pub satisfied: bool,
    pub documents: Vec<Document>,
    pub alternatives: Vec<Requirement>,
    pub reasons: Vec<Reason>,
    pub citations: Vec<Citation>,
    pub rule: &'static str,
}

/// Decides the minor section, or `None` for an adult or without a passenger.
pub fn decide(_case: &Case) -> Option<MinorDecision> {
    None
}
