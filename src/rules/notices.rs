//! Boarding notices (placeholder until issue 5 lands).

use super::input::Case;
use super::law::Citation;
use crate::keyed;
use serde::Serialize;

keyed! {
    /// A notice for the passenger.
    pub enum Key { ArriveEarly = "arrive_30_min_early" }
}

/// One notice.
#[derive(Debug, Clone, Serialize)]
pub struct Notice {
    pub key: Key,
    pub citations: Vec<Citation>,
}

/// The notices that apply to the trip.
pub fn decide(_case: &Case) -> Vec<Notice> {
    Vec::new()
}
