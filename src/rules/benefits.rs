//! Fare benefits (placeholder until issue 3 lands).

use super::input::Case;
use super::law::Citation;
use super::money::Cents;
use crate::keyed;
use serde::Serialize;

keyed! {
    /// A fare benefit.
    pub enum BenefitKind {
        YouthFree = "youth_free", YouthHalf = "youth_half", YouthCarrierDiscount = "youth_carrier_discount",
        ElderlyFree = "elderly_free", ElderlyHalf = "elderly_half", DisabilityFree = "disability_free",
        ChildLapFree = "child_lap_free",
    }
}

keyed! {
    /// Whether the passenger can get the benefit now.
    pub enum Status {
        Available = "available", OnlyIfUnsold = "only_if_unsold", TooEarly = "too_early", TooLate = "too_late",
        SoldOut = "sold_out", NotOfferedOnThisDeparture = "not_offered_on_this_departure", NotEligible = "not_eligible",
    }
}

keyed! {
    /// Why a benefit has its status.
    pub enum Reason { ServiceNotConventional = "service_not_conventional" }
}

keyed! {
    /// A document the passenger must show.
    pub enum Document { IdJovemCard = "id_jovem_card", PhotoId = "photo_id" }
}

/// One benefit offer.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BenefitOffer {
    pub benefit: BenefitKind,
    pub status: Status,
    pub pay_cents: Option<Cents>,
    pub request_from: Option<String>,
    pub request_by: Option<String>,
    pub present_by: Option<String>,
    pub documents: Vec<Document>,
    pub reasons: Vec<Reason>,
    pub citations: Vec<Citation>,
}

/// Every benefit offer for the case.
pub fn offers(_case: &Case) -> Vec<BenefitOffer> {
    Vec::new()
}

/// The cheapest offer the passenger can get now.
pub fn best(_offers: &[BenefitOffer]) -> Option<BenefitKind> {
    None
}
