//! The Query of the contract (`shared/API.md`), as serde types.
//!
//! These types mirror the JSON exactly (camelCase, unknown fields refused);
//! values are checked and converted (instants, grams, centavos) by
//! [`super::input`]. Every section but `now` and `trip` is optional, and a
//! missing section yields no decision for it.
//!
//! Numbers are read as JSON numbers (`f64`) only here, so that a negative,
//! fractional or absurd count gets an error naming its field rather than a
//! serde type error; [`super::input`] turns each into a whole `u32`/`i64`
//! (or grams, centavos) before any rule sees it. No decision uses a float.

use crate::keyed;
use serde::Deserialize;

keyed! {
    /// Which network the line belongs to, and so which regulator's rules apply.
    pub enum Scope { Interstate = "interstate", IntermunicipalRs = "intermunicipal_rs", International = "international" }
}
keyed! {
    /// Road, rail or water.
    pub enum Mode { Road = "road", Rail = "rail", Waterway = "waterway" }
}
keyed! {
    /// Service class of the vehicle.
    pub enum Service { Conventional = "conventional", Executive = "executive", SemiSleeper = "semi_sleeper", Sleeper = "sleeper" }
}
keyed! {
    /// Who travels with a minor.
    pub enum Relation {
        Mother = "mother", Father = "father", Guardian = "guardian", Grandparent = "grandparent",
        GreatGrandparent = "great_grandparent", Sibling = "sibling", UncleAunt = "uncle_aunt", OtherAdult = "other_adult",
    }
}
keyed! {
    /// Where the ticket was bought.
    pub enum Channel { Counter = "counter", Online = "online", Phone = "phone" }
}
keyed! {
    /// What the passenger asks about their ticket.
    pub enum RequestKind {
        None = "none", Withdrawal = "withdrawal", Revalidation = "revalidation", Delay = "delay",
        Interruption = "interruption", Downgrade = "downgrade", PassengerInterrupts = "passenger_interrupts", NoShow = "no_show",
    }
}
keyed! {
    /// Where a piece of baggage travels.
    pub enum Placement { Hold = "hold", Cabin = "cabin" }
}
keyed! {
    /// What a piece of baggage is.
    pub enum BagKind { General = "general", Surfboard = "surfboard", Television = "television", Dangerous = "dangerous", Weapon = "weapon" }
}
keyed! {
    /// An animal's species.
    pub enum Species { Dog = "dog", Cat = "cat", Other = "other" }
}

fn yes() -> bool {
    true
}

/// The whole question: one trip, one passenger, their ticket and belongings.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Query {
    /// The instant the question is asked (RFC 3339 with offset).
    pub now: String,
    pub trip: Trip,
    #[serde(default)]
    pub passenger: Option<Passenger>,
    #[serde(default)]
    pub seats: Option<Seats>,
    #[serde(default)]
    pub ticket: Option<Ticket>,
    #[serde(default)]
    pub request: Option<Request>,
    #[serde(default)]
    pub baggage: Option<Vec<Bag>>,
    #[serde(default)]
    pub pets: Option<Vec<Pet>>,
    #[serde(default)]
    pub policy: Option<Policy>,
}

/// The trip: line, service and departure.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Trip {
    pub scope: Scope,
    #[serde(default = "road")]
    pub mode: Mode,
    #[serde(default = "conventional")]
    pub service: Service,
    #[serde(default = "yes")]
    pub regular_line: bool,
    #[serde(default)]
    pub distance_km: Option<f64>,
    /// Departure from the line's starting point (RFC 3339 with offset).
    pub departure: String,
    #[serde(default = "yes")]
    pub benefit_seats_offered: bool,
    #[serde(default)]
    pub destination_country: Option<String>,
    #[serde(default = "yes")]
    pub leaves_comarca: bool,
    #[serde(default)]
    pub contiguous_comarca_same_state: bool,
    #[serde(default)]
    pub same_metropolitan_region: bool,
}

fn road() -> Mode {
    Mode::Road
}
fn conventional() -> Service {
    Service::Conventional
}

/// The passenger and who travels with them.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Passenger {
    /// `YYYY-MM-DD`.
    pub birth_date: String,
    #[serde(default)]
    pub id_jovem: bool,
    #[serde(default)]
    pub elderly_income_proof: bool,
    #[serde(default)]
    pub passe_livre: bool,
    #[serde(default = "yes")]
    pub occupies_seat: bool,
    #[serde(default)]
    pub companions: Vec<Companion>,
    #[serde(default)]
    pub judicial_authorization: bool,
    #[serde(default)]
    pub parental_authorization_to_travel_alone: bool,
    /// Added: both parents (or the guardian) authorize a trip abroad alone or
    /// with a third party, with notarized signatures in two originals or in
    /// the passport (ECA art. 84; CNJ Res. 131/2011 art. 1º, III).
    #[serde(default)]
    pub both_parents_authorization: bool,
    /// Added: other lap children the same responsible adult already carries free.
    #[serde(default)]
    pub lap_children_with_same_adult: u32,
    /// Added: a youth seat already requested for the same day and destination
    /// (Decreto 8.537/2015 art. 15).
    #[serde(default)]
    pub youth_request_same_day: bool,
    /// Added: the minor was born in Brazil (ECA art. 85); default true.
    #[serde(default = "yes")]
    pub born_in_brazil: bool,
}

/// An adult travelling with a minor.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Companion {
    pub relation: Relation,
    pub age: f64,
    #[serde(default)]
    pub kinship_proof: bool,
    #[serde(default)]
    pub parental_authorization: bool,
    #[serde(default)]
    pub other_parent_authorization: bool,
    #[serde(default)]
    pub foreign_resident_abroad: bool,
}

/// Reserved seats already granted on this departure, as the ticket agent sees them.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Seats {
    #[serde(default)]
    pub youth_free_taken: f64,
    #[serde(default)]
    pub youth_discount_taken: f64,
    #[serde(default)]
    pub elderly_free_taken: f64,
    #[serde(default)]
    pub pets_on_board: f64,
    /// Added: Passe Livre seats already granted.
    #[serde(default)]
    pub passe_livre_taken: f64,
}

/// The ticket held or about to be bought.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Ticket {
    pub fare_cents: f64,
    #[serde(default)]
    pub purchased_at: Option<String>,
    #[serde(default = "counter")]
    pub channel: Channel,
    #[serde(default)]
    pub revalidated: bool,
    #[serde(default)]
    pub paid_by_credit: bool,
    #[serde(default = "yes")]
    pub credit_settled: bool,
}

fn counter() -> Channel {
    Channel::Counter
}

/// What the passenger asks about the ticket.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Request {
    pub kind: RequestKind,
    #[serde(default)]
    pub new_fare_cents: f64,
    #[serde(default)]
    pub delay_minutes: f64,
    #[serde(default)]
    pub interruption_minutes: f64,
    #[serde(default)]
    pub lower_class_fare_cents: f64,
    #[serde(default)]
    pub seat_resold: bool,
}

/// A piece of baggage.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Bag {
    pub placement: Placement,
    #[serde(default = "general")]
    pub kind: BagKind,
    pub weight_kg: f64,
    #[serde(default)]
    pub length_cm: f64,
    #[serde(default)]
    pub width_cm: f64,
    #[serde(default)]
    pub height_cm: f64,
}

fn general() -> BagKind {
    BagKind::General
}

/// An animal travelling with the passenger.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Pet {
    pub species: Species,
    pub weight_kg: f64,
    #[serde(default)]
    pub vaccinated: bool,
    #[serde(default)]
    pub vet_certificate: bool,
    #[serde(default)]
    pub container: bool,
    #[serde(default)]
    pub sedated: bool,
}

/// The carrier's policy; absent fields take the regulatory defaults.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Policy {
    #[serde(default)]
    pub retention_percent: Option<f64>,
    #[serde(default)]
    pub late_rebooking_fee_percent: Option<f64>,
    #[serde(default)]
    pub excess_baggage_per_kg_permille: Option<f64>,
    #[serde(default)]
    pub youth_extra_discount_percent: Option<f64>,
    #[serde(default)]
    pub surfboards_per_trip: Option<f64>,
    /// Added: the cabin rack's inside dimensions, cm (length, width, height).
    #[serde(default)]
    pub cabin_rack_cm: Option<[f64; 3]>,
}
