//! Pets (placeholder until issue 5 lands).

use super::input::Case;
use super::law::Citation;
use super::money::Cents;
use crate::keyed;
use serde::Serialize;

keyed! {
    /// Why an animal may or may not travel.
    pub enum Reason { NoVetCertificate = "no_vet_certificate" }
}

keyed! {
    /// A document the animal's owner must show.
    pub enum Document { VetCertificate = "vet_certificate" }
}

/// The decision on one animal.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PetDecision {
    pub index: usize,
    pub allowed: bool,
    pub fee_cents: Option<Cents>,
    pub documents: Vec<Document>,
    pub reasons: Vec<Reason>,
    pub citations: Vec<Citation>,
}

/// One decision per animal in the query.
pub fn decide(_case: &Case) -> Vec<PetDecision> {
    Vec::new()
}
