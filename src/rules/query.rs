//! The Query of the contract (`shared/API.md`), as Rust types.
//!
//! These types mirror the JSON exactly (camelCase, unknown fields refused),
//! read by hand through [`super::json::Reader`] so that every error names
//! its path (`Query` is also `serde::Deserialize`, through the same reader);
//! values are checked and converted (instants, grams, centavos) by
//! [`super::input`]. Every section but `now` and `trip` is optional, and a
//! missing section yields no decision for it.
//!
//! Numbers are read as JSON numbers (`f64`) only here, so that a negative,
//! fractional or absurd count gets an error naming its field rather than a
//! serde type error; [`super::input`] turns each into a whole `u32`/`i64`
//! (or grams, centavos) before any rule sees it. No decision uses a float.

use super::input::InputError;
use super::json::{Fields, Json, Reader};
use crate::keyed;
use serde_json::Value;

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
        GreatGrandparent = "great_grandparent", Sibling = "sibling", UncleAunt = "uncle_aunt",
        // Added to the contract's list: a collateral of the third degree, as
        // an aunt or uncle is (ECA art. 83 § 1º b 1).
        NephewNiece = "nephew_niece", OtherAdult = "other_adult",
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
    pub enum BagKind { General = "general", Surfboard = "surfboard", Television = "television", Dangerous = "dangerous", Weapon = "weapon", AssistiveDevice = "assistive_device" }
}
keyed! {
    /// An animal's species.
    pub enum Species { Dog = "dog", Cat = "cat", Other = "other" }
}

/// The whole question: one trip, one passenger, their ticket and belongings.
#[derive(Debug, Clone)]
pub struct Query {
    /// The instant the question is asked (RFC 3339 with offset).
    pub now: String,
    pub trip: Trip,
    pub passenger: Option<Passenger>,
    pub seats: Option<Seats>,
    pub ticket: Option<Ticket>,
    pub request: Option<Request>,
    pub baggage: Option<Vec<Bag>>,
    pub pets: Option<Vec<Pet>>,
    pub policy: Option<Policy>,
}

/// The trip: line, service and departure.
#[derive(Debug, Clone)]
pub struct Trip {
    pub scope: Scope,
    pub mode: Mode,
    pub service: Service,
    pub regular_line: bool,
    pub distance_km: Option<f64>,
    /// Departure from the line's starting point (RFC 3339 with offset).
    pub departure: String,
    /// Added: when the passenger boards, at a later scheduled stop (RFC 3339
    /// with offset; absent: at the line's start, `departure`).
    pub boarding: Option<String>,
    pub benefit_seats_offered: bool,
    pub destination_country: Option<String>,
    pub leaves_comarca: bool,
    pub contiguous_comarca_same_state: bool,
    pub same_metropolitan_region: bool,
}

/// The passenger and who travels with them.
#[derive(Debug, Clone)]
pub struct Passenger {
    /// `YYYY-MM-DD`.
    pub birth_date: String,
    pub id_jovem: bool,
    pub elderly_income_proof: bool,
    pub passe_livre: bool,
    pub occupies_seat: bool,
    pub companions: Vec<Companion>,
    pub judicial_authorization: bool,
    pub parental_authorization_to_travel_alone: bool,
    /// Added: both parents (or the guardian) authorize a trip abroad alone or
    /// with a third party, with notarized signatures in two originals or in
    /// the passport (ECA art. 84; CNJ Res. 131/2011 art. 1º, III).
    pub both_parents_authorization: bool,
    /// Added: other lap children the same responsible adult already carries free.
    pub lap_children_with_same_adult: u32,
    /// Added: a youth seat already requested for the same day and destination
    /// (Decreto 8.537/2015 art. 15).
    pub youth_request_same_day: bool,
    /// Added: the minor was born in Brazil (ECA art. 85); default true.
    pub born_in_brazil: bool,
    /// Added: a Brazilian minor who lives abroad, on the trip back to the
    /// country of residence (CNJ Res. 131/2011 art. 2º); default false.
    pub resides_abroad: bool,
}

/// An adult travelling with a minor.
#[derive(Debug, Clone)]
pub struct Companion {
    pub relation: Relation,
    pub age: f64,
    pub kinship_proof: bool,
    pub parental_authorization: bool,
    pub other_parent_authorization: bool,
    pub foreign_resident_abroad: bool,
}

/// Reserved seats already granted on this departure, as the ticket agent sees them.
#[derive(Debug, Clone, Default)]
pub struct Seats {
    pub youth_free_taken: f64,
    pub youth_discount_taken: f64,
    pub elderly_free_taken: f64,
    pub pets_on_board: f64,
    /// Added: Passe Livre seats already granted.
    pub passe_livre_taken: f64,
}

/// The ticket held or about to be bought.
#[derive(Debug, Clone)]
pub struct Ticket {
    /// Optional here (an addition): the ticket's other facts (its purchase
    /// date, a rebooking already made) still decide without its price.
    pub fare_cents: Option<f64>,
    /// Added: the same trip's fare on the conventional service, on which
    /// the baggage excess is priced (Decreto 2.521/1998 art. 70 § 1º).
    pub conventional_fare_cents: Option<f64>,
    pub purchased_at: Option<String>,
    pub channel: Channel,
    pub revalidated: bool,
    pub paid_by_credit: bool,
    pub credit_settled: bool,
}

/// What the passenger asks about the ticket.
#[derive(Debug, Clone)]
pub struct Request {
    pub kind: RequestKind,
    pub new_fare_cents: f64,
    pub delay_minutes: f64,
    pub interruption_minutes: f64,
    pub lower_class_fare_cents: f64,
    pub seat_resold: bool,
    /// The rebooked ticket's service, when another than the trip's (added:
    /// Res. ANTT 4.282/2014 art. 7º § 2º gives a cheaper fare's difference
    /// back for a lower category only).
    pub new_service: Option<Service>,
}

/// A piece of baggage.
#[derive(Debug, Clone)]
pub struct Bag {
    pub placement: Placement,
    pub kind: BagKind,
    pub weight_kg: f64,
    pub length_cm: f64,
    pub width_cm: f64,
    pub height_cm: f64,
}

/// An animal travelling with the passenger.
#[derive(Debug, Clone)]
pub struct Pet {
    pub species: Species,
    pub weight_kg: f64,
    pub vaccinated: bool,
    pub vet_certificate: bool,
    pub container: bool,
    pub sedated: bool,
    /// Added: a guide dog of a passenger who is blind or has low vision
    /// (Lei 11.126/2005); a dog only.
    pub guide_dog: bool,
}

/// The carrier's policy; absent fields take the regulatory defaults.
#[derive(Debug, Clone, Default)]
pub struct Policy {
    pub retention_percent: Option<f64>,
    pub late_rebooking_fee_percent: Option<f64>,
    pub excess_baggage_per_kg_permille: Option<f64>,
    pub youth_extra_discount_percent: Option<f64>,
    pub surfboards_per_trip: Option<f64>,
    /// Added: the cabin rack's inside dimensions, cm (length, width, height).
    pub cabin_rack_cm: Option<[f64; 3]>,
}

/// A keyed field: `default` when absent. Its index is one of `KEYS`, which
/// `ALL` matches one for one: read with `get`, not indexed, so that no
/// bounds check is left to panic (the first value stands for an index that
/// cannot come).
macro_rules! key {
    ($f:expr, $name:literal, $enum:ident) => {
        key!(@at $enum, $f.key($name, $enum::KEYS, None))
    };
    ($f:expr, $name:literal, $enum:ident, $default:ident) => {
        key!(@at $enum, $f.key($name, $enum::KEYS, Some($enum::$default as usize)))
    };
    (@at $enum:ident, $i:expr) => {
        match $enum::ALL.get($i) {
            Some(v) => *v,
            None => $enum::ALL[0],
        }
    };
}

impl Query {
    /// Reads the Query from a serde_json value (see [`Query::from_json`]).
    pub fn from_value(v: &Value) -> Result<Query, InputError> {
        Query::from_json(&Json::from_value(v))
    }

    /// Reads the Query from parsed JSON; the first bad field errs, named by
    /// its path (`baggage[2].weightKg`).
    pub fn from_json(v: &Json) -> Result<Query, InputError> {
        if !matches!(v, Json::Obj(_)) {
            return Err(InputError::new("query", "must be a JSON object"));
        }
        Reader::read("", v, |f| {
            f.only(&[
                "now",
                "trip",
                "passenger",
                "seats",
                "ticket",
                "request",
                "baggage",
                "pets",
                "policy",
            ]);
            Query {
                now: f.string("now"),
                trip: f.required("trip", Trip::read),
                passenger: f.object("passenger", Passenger::read),
                seats: f.object("seats", Seats::read),
                ticket: f.object("ticket", Ticket::read),
                request: f.object("request", Request::read),
                baggage: f.objects("baggage", Bag::read),
                pets: f.objects("pets", Pet::read),
                policy: f.object("policy", Policy::from),
            }
        })
    }
}

/// Any JSON the reader accepts; the error message is `field: message`.
impl<'de> serde::Deserialize<'de> for Query {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = Value::deserialize(d)?;
        Query::from_value(&v)
            .map_err(|e| serde::de::Error::custom(format!("{}: {}", e.field, e.message)))
    }
}

impl Trip {
    fn read(f: &mut Reader) -> Trip {
        f.only(&[
            "scope",
            "mode",
            "service",
            "regularLine",
            "distanceKm",
            "departure",
            "boarding",
            "benefitSeatsOffered",
            "destinationCountry",
            "leavesComarca",
            "contiguousComarcaSameState",
            "sameMetropolitanRegion",
        ]);
        Trip {
            scope: key!(f, "scope", Scope),
            mode: key!(f, "mode", Mode, Road),
            service: key!(f, "service", Service, Conventional),
            regular_line: f.bool("regularLine", true),
            distance_km: f.opt_number("distanceKm"),
            departure: f.string("departure"),
            boarding: f.opt_string("boarding"),
            benefit_seats_offered: f.bool("benefitSeatsOffered", true),
            destination_country: f.opt_string("destinationCountry"),
            leaves_comarca: f.bool("leavesComarca", true),
            contiguous_comarca_same_state: f.bool("contiguousComarcaSameState", false),
            same_metropolitan_region: f.bool("sameMetropolitanRegion", false),
        }
    }
}

impl Passenger {
    fn read(f: &mut Reader) -> Passenger {
        f.only(&[
            "birthDate",
            "idJovem",
            "elderlyIncomeProof",
            "passeLivre",
            "occupiesSeat",
            "companions",
            "judicialAuthorization",
            "parentalAuthorizationToTravelAlone",
            "bothParentsAuthorization",
            "lapChildrenWithSameAdult",
            "youthRequestSameDay",
            "bornInBrazil",
            "residesAbroad",
        ]);
        Passenger {
            birth_date: f.string("birthDate"),
            id_jovem: f.bool("idJovem", false),
            elderly_income_proof: f.bool("elderlyIncomeProof", false),
            passe_livre: f.bool("passeLivre", false),
            occupies_seat: f.bool("occupiesSeat", true),
            companions: f.objects("companions", Companion::read).unwrap_or_default(),
            judicial_authorization: f.bool("judicialAuthorization", false),
            parental_authorization_to_travel_alone: f
                .bool("parentalAuthorizationToTravelAlone", false),
            both_parents_authorization: f.bool("bothParentsAuthorization", false),
            lap_children_with_same_adult: f.count("lapChildrenWithSameAdult"),
            youth_request_same_day: f.bool("youthRequestSameDay", false),
            born_in_brazil: f.bool("bornInBrazil", true),
            resides_abroad: f.bool("residesAbroad", false),
        }
    }
}

impl Companion {
    fn read(f: &mut Reader) -> Companion {
        f.only(&[
            "relation",
            "age",
            "kinshipProof",
            "parentalAuthorization",
            "otherParentAuthorization",
            "foreignResidentAbroad",
        ]);
        Companion {
            relation: key!(f, "relation", Relation),
            age: f.number("age"),
            kinship_proof: f.bool("kinshipProof", false),
            parental_authorization: f.bool("parentalAuthorization", false),
            other_parent_authorization: f.bool("otherParentAuthorization", false),
            foreign_resident_abroad: f.bool("foreignResidentAbroad", false),
        }
    }
}

impl Seats {
    fn read(f: &mut Reader) -> Seats {
        f.only(&[
            "youthFreeTaken",
            "youthDiscountTaken",
            "elderlyFreeTaken",
            "petsOnBoard",
            "passeLivreTaken",
        ]);
        Seats {
            youth_free_taken: f.number_or_zero("youthFreeTaken"),
            youth_discount_taken: f.number_or_zero("youthDiscountTaken"),
            elderly_free_taken: f.number_or_zero("elderlyFreeTaken"),
            pets_on_board: f.number_or_zero("petsOnBoard"),
            passe_livre_taken: f.number_or_zero("passeLivreTaken"),
        }
    }
}

impl Ticket {
    fn read(f: &mut Reader) -> Ticket {
        f.only(&[
            "fareCents",
            "purchasedAt",
            "channel",
            "revalidated",
            "paidByCredit",
            "creditSettled",
            "conventionalFareCents",
        ]);
        Ticket {
            fare_cents: f.opt_number("fareCents"),
            conventional_fare_cents: f.opt_number("conventionalFareCents"),
            purchased_at: f.opt_string("purchasedAt"),
            channel: key!(f, "channel", Channel, Counter),
            revalidated: f.bool("revalidated", false),
            paid_by_credit: f.bool("paidByCredit", false),
            credit_settled: f.bool("creditSettled", true),
        }
    }
}

impl Request {
    fn read(f: &mut Reader) -> Request {
        f.only(&[
            "kind",
            "newFareCents",
            "delayMinutes",
            "interruptionMinutes",
            "lowerClassFareCents",
            "seatResold",
            "newService",
        ]);
        Request {
            kind: key!(f, "kind", RequestKind),
            new_fare_cents: f.number_or_zero("newFareCents"),
            delay_minutes: f.number_or_zero("delayMinutes"),
            interruption_minutes: f.number_or_zero("interruptionMinutes"),
            lower_class_fare_cents: f.number_or_zero("lowerClassFareCents"),
            seat_resold: f.bool("seatResold", false),
            new_service: f.get("newService").map(|_| key!(f, "newService", Service)),
        }
    }
}

impl Bag {
    fn read(f: &mut Reader) -> Bag {
        f.only(&[
            "placement",
            "kind",
            "weightKg",
            "lengthCm",
            "widthCm",
            "heightCm",
        ]);
        Bag {
            placement: key!(f, "placement", Placement),
            kind: key!(f, "kind", BagKind, General),
            weight_kg: f.number("weightKg"),
            length_cm: f.number_or_zero("lengthCm"),
            width_cm: f.number_or_zero("widthCm"),
            height_cm: f.number_or_zero("heightCm"),
        }
    }
}

impl Pet {
    fn read(f: &mut Reader) -> Pet {
        f.only(&[
            "species",
            "weightKg",
            "vaccinated",
            "vetCertificate",
            "container",
            "sedated",
            "guideDog",
        ]);
        Pet {
            species: key!(f, "species", Species),
            weight_kg: f.number("weightKg"),
            vaccinated: f.bool("vaccinated", false),
            vet_certificate: f.bool("vetCertificate", false),
            container: f.bool("container", false),
            sedated: f.bool("sedated", false),
            guide_dog: f.bool("guideDog", false),
        }
    }
}

impl Policy {
    /// Reads a policy object at its path (`policy` in a Query).
    pub fn read(f: Fields) -> Result<Policy, InputError> {
        Reader::run(f, Policy::from)
    }

    /// [`Policy::read`], its first error kept in `f`.
    fn from(f: &mut Reader) -> Policy {
        f.only(&[
            "retentionPercent",
            "lateRebookingFeePercent",
            "excessBaggagePerKgPermille",
            "youthExtraDiscountPercent",
            "surfboardsPerTrip",
            "cabinRackCm",
        ]);
        let rack = match f.get("cabinRackCm") {
            None => None,
            Some(v) => {
                let r = three_numbers(v, &f.at("cabinRackCm"));
                f.keep(r)
            }
        };
        Policy {
            retention_percent: f.opt_number("retentionPercent"),
            late_rebooking_fee_percent: f.opt_number("lateRebookingFeePercent"),
            excess_baggage_per_kg_permille: f.opt_number("excessBaggagePerKgPermille"),
            youth_extra_discount_percent: f.opt_number("youthExtraDiscountPercent"),
            surfboards_per_trip: f.opt_number("surfboardsPerTrip"),
            cabin_rack_cm: rack,
        }
    }
}

/// `[length, width, height]`.
pub fn three_numbers(v: &Json, field: &str) -> Result<[f64; 3], InputError> {
    let bad = || InputError::new(field, "must be a list of three numbers");
    let items = v.as_array().filter(|a| a.len() == 3).ok_or_else(bad)?;
    let mut out = [0.0; 3];
    for (i, (slot, x)) in out.iter_mut().zip(items).enumerate() {
        *slot = super::json::as_number(x, &super::json::index(field, i))?;
    }
    Ok(out)
}
