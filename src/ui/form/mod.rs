//! The page's input state, as the passenger typed it, and its translation to
//! a contract [`Query`].
//!
//! Pure Rust (no browser), so it is tested natively. Every field is the raw
//! text of its control: a number typed with a comma (`12,5`) is read as
//! 12.5; a value that is not a number is a [`FieldError`] on that field, and
//! the core's own [`InputError`] is mapped back to the field that caused it
//! with [`field_id`]. The whole state round-trips through a URL query string
//! ([`to_params`], [`from_params`]) so a result can be shared.
//!
//! Its parts: `numbers` (reading what was typed), `link` (the URL) and
//! `zones` (the departure's time zone).
//!
//! ```
//! use embarque::ui::form::{Form, Bag};
//! let mut f = Form::example("2026-12-19T10:00:00-03:00");
//! f.fare = "250".into();
//! f.bags.push(Bag { weight: "20".into(), ..Bag::new(1) });
//! f.bags.push(Bag { weight: "14".into(), ..Bag::new(2) });
//! let report = f.evaluate().unwrap();
//! assert_eq!(report.baggage.unwrap().excess_grams, 4000);
//! ```

use crate::rules::minors;
use crate::rules::query::{
    Bag as QBag, BagKind, Channel, Companion as QCompanion, Mode, Passenger, Pet as QPet,
    Placement, Policy, Query, Relation, Request as QRequest, RequestKind, Scope, Seats, Service,
    Species, Ticket as QTicket, Trip,
};
use crate::rules::{try_evaluate, InputError, Report};

mod link;
mod numbers;
mod zones;

pub use link::{carries_departure, from_params, to_params, LINK_ROWS};
use numbers::count;
pub use numbers::{number, reais, whole_number};
pub use zones::{zone_of, ZONES, ZONE_KEYS};

/// A piece of baggage being edited.
#[derive(Debug, Clone, PartialEq)]
pub struct Bag {
    /// A stable id for the list (not the position).
    pub id: u32,
    pub placement: String,
    pub kind: String,
    pub weight: String,
    pub length: String,
    pub width: String,
    pub height: String,
}

impl Bag {
    /// An empty suitcase for the hold.
    pub fn new(id: u32) -> Bag {
        Bag {
            id,
            placement: "hold".into(),
            kind: "general".into(),
            weight: String::new(),
            length: String::new(),
            width: String::new(),
            height: String::new(),
        }
    }
}

/// An adult travelling with a minor.
#[derive(Debug, Clone, PartialEq)]
pub struct Companion {
    pub id: u32,
    pub relation: String,
    pub age: String,
    pub kinship_proof: bool,
    pub parental_authorization: bool,
    pub other_parent_authorization: bool,
    pub foreign_resident_abroad: bool,
}

impl Companion {
    /// A mother of 40 with no papers ticked.
    pub fn new(id: u32) -> Companion {
        Companion {
            id,
            relation: "mother".into(),
            age: "40".into(),
            kinship_proof: false,
            parental_authorization: false,
            other_parent_authorization: false,
            foreign_resident_abroad: false,
        }
    }
}

/// An animal being described.
#[derive(Debug, Clone, PartialEq)]
pub struct Pet {
    pub id: u32,
    pub species: String,
    pub weight: String,
    pub vaccinated: bool,
    pub vet_certificate: bool,
    pub container: bool,
    pub sedated: bool,
    pub guide_dog: bool,
}

impl Pet {
    /// A dog with nothing ticked.
    pub fn new(id: u32) -> Pet {
        Pet {
            id,
            species: "dog".into(),
            weight: String::new(),
            vaccinated: false,
            vet_certificate: false,
            container: false,
            sedated: false,
            guide_dog: false,
        }
    }
}

/// Everything the passenger (or the ticket agent) entered.
#[derive(Debug, Clone, PartialEq)]
pub struct Form {
    /// The instant "now" (RFC 3339); the page sets it from the clock or `?now=`.
    pub now: String,
    // trip
    pub scope: String,
    pub mode: String,
    pub service: String,
    pub regular_line: bool,
    pub distance: String,
    pub date: String,
    pub time: String,
    /// The departure city's zone, a key of [`ZONES`].
    pub zone: String,
    /// The passenger's boarding at a later stop (both empty: at the start).
    pub boarding_date: String,
    pub boarding_time: String,
    pub benefit_seats_offered: bool,
    pub destination_country: String,
    pub leaves_comarca: bool,
    pub contiguous_comarca: bool,
    pub same_metro: bool,
    // passenger
    pub birth: String,
    pub id_jovem: bool,
    pub elderly_income_proof: bool,
    pub passe_livre: bool,
    pub occupies_seat: bool,
    pub lap_children_with_same_adult: String,
    pub youth_request_same_day: bool,
    pub born_in_brazil: bool,
    pub resides_abroad: bool,
    pub companions: Vec<Companion>,
    pub judicial_authorization: bool,
    pub parental_authorization_alone: bool,
    /// Both parents (or the guardian) authorized a trip abroad (CNJ Res.
    /// 131/2011 art. 1º, III).
    pub both_parents_authorization: bool,
    // seats
    pub youth_free_taken: String,
    pub youth_discount_taken: String,
    pub elderly_free_taken: String,
    pub passe_livre_taken: String,
    pub pets_on_board: String,
    // ticket
    pub fare: String,
    /// The conventional service's fare, on which the baggage excess is priced
    /// off that service (Decreto 2.521/1998 art. 70 § 1º).
    pub conventional_fare: String,
    pub purchased: String,
    pub channel: String,
    pub revalidated: bool,
    pub paid_by_credit: bool,
    pub credit_settled: bool,
    // request
    pub request: String,
    pub new_fare: String,
    /// The rebooked ticket's service (`same`, or a key of [`Service`]):
    /// interstate, a cheaper fare's difference comes back for a lower
    /// category only.
    pub new_service: String,
    pub delay_minutes: String,
    pub interruption_minutes: String,
    pub lower_class_fare: String,
    pub seat_resold: bool,
    // belongings
    pub bags: Vec<Bag>,
    pub pets: Vec<Pet>,
    /// The next id for a new list row.
    pub next_id: u32,
}

/// The fields only the benefits read (prefixes of their control ids).
const BENEFITS_ONLY: &[&str] = &[
    "seats-youth-",
    "seats-elderly-",
    "seats-passe-livre",
    "passenger-lap-children",
    "trip-distance",
];

/// A value the page could not read: which control, and the message key.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldError {
    /// The control's id (`bag-0-weight`), as in [`field_id`].
    pub field: String,
    /// Message key (`ui.error.not_a_number`) or, for the core's errors, its
    /// English message.
    pub message: String,
    /// Whether `message` is an i18n key rather than text.
    pub is_key: bool,
}

/// One evaluation of the form (see [`Form::evaluation`]).
#[derive(Debug)]
pub struct Evaluation {
    /// The whole form's report, or the first field the page cannot read.
    pub result: Result<Report, FieldError>,
    /// The fields in error after the first, each found once the sections
    /// of those before it were set aside.
    pub more: Vec<FieldError>,
    /// On an error in a row, the report of the other sections.
    pub rest: Option<Report>,
    /// The sections `rest` leaves out: what the fields in error decide.
    pub withheld: Vec<Section>,
}

impl Evaluation {
    /// The report the sections draw.
    pub fn report(&self) -> Option<&Report> {
        self.result.as_ref().ok().or(self.rest.as_ref())
    }

    /// Every field in error found, the first one first.
    pub fn errors(&self) -> Vec<FieldError> {
        let first = self.result.as_ref().err().cloned();
        first.into_iter().chain(self.more.iter().cloned()).collect()
    }
}

/// A section of the page, as far as a field in error can leave it out
/// (see [`Form::evaluation`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Section {
    Benefits,
    Refund,
    Baggage,
    Pets,
    Minor,
    /// The notices: no field leaves them out.
    Notices,
}

impl Form {
    /// Whether the line is international.
    /// Whether the reserved seats' counts are asked (and drawn): they are
    /// the interstate system's (Decreto 8.537/2015 art. 13, Decreto
    /// 9.921/2019), none exists on an RS or an international line.
    pub fn asks_reserved_seats(&self) -> bool {
        self.scope == "interstate"
    }

    pub fn abroad(&self) -> bool {
        self.scope == "international"
    }

    /// Whether the line is an RS intermunicipal one (DAER's rules).
    pub fn rs_line(&self) -> bool {
        self.scope == "intermunicipal_rs"
    }

    /// A line a link said is not regular (no control otherwise).
    pub fn irregular_line(&self) -> bool {
        !self.regular_line
    }

    /// Whether the trip is by road: the bus's categories (conventional,
    /// executive, semi-sleeper, sleeper) are asked only then.
    pub fn by_road(&self) -> bool {
        self.mode == "road"
    }

    /// The departure zone's row of [`ZONES`].
    fn zone_row(&self) -> (&'static str, &'static str, i32) {
        *ZONES.iter().find(|z| z.0 == self.zone).unwrap_or(&ZONES[0])
    }

    /// The departure zone's offset, as RFC 3339 writes it (`-04:00`).
    pub fn offset(&self) -> &'static str {
        self.zone_row().1
    }

    /// The departure zone's offset in seconds west of UTC.
    pub fn west_s(&self) -> i32 {
        self.zone_row().2
    }

    /// Sets the departure zone; `now` is written again in it (the same
    /// instant), as every instant the page shows is the departure's.
    pub fn set_zone(&mut self, zone: String) {
        self.zone = zone;
        let at = crate::rules::rfc3339::instant(&self.now);
        if let (Some(t), Some(o)) = (at, chrono::FixedOffset::west_opt(self.west_s())) {
            self.now = crate::rules::rfc3339::write(&t.with_timezone(&o));
        }
    }

    /// A blank form: an interstate conventional bus leaving tomorrow at
    /// 22:30 (Brasília time) from the point of view of `now`.
    pub fn example(now: &str) -> Form {
        let date = crate::rules::rfc3339::instant(now)
            .map(|d| crate::rules::rfc3339::write_date(d.date_naive() + chrono::Days::new(1)))
            .unwrap_or_default();
        Form {
            now: now.to_string(),
            scope: "interstate".into(),
            mode: "road".into(),
            service: "conventional".into(),
            regular_line: true,
            distance: String::new(),
            date,
            time: "22:30".into(),
            zone: "brasilia".into(),
            boarding_date: String::new(),
            boarding_time: String::new(),
            benefit_seats_offered: true,
            destination_country: String::new(),
            leaves_comarca: true,
            contiguous_comarca: false,
            same_metro: false,
            birth: String::new(),
            id_jovem: false,
            elderly_income_proof: false,
            passe_livre: false,
            occupies_seat: true,
            lap_children_with_same_adult: String::new(),
            youth_request_same_day: false,
            born_in_brazil: true,
            resides_abroad: false,
            companions: Vec::new(),
            judicial_authorization: false,
            parental_authorization_alone: false,
            both_parents_authorization: false,
            youth_free_taken: String::new(),
            youth_discount_taken: String::new(),
            elderly_free_taken: String::new(),
            passe_livre_taken: String::new(),
            pets_on_board: String::new(),
            fare: String::new(),
            conventional_fare: String::new(),
            purchased: String::new(),
            channel: "counter".into(),
            revalidated: false,
            paid_by_credit: false,
            // Not ticked until the passenger says so: a purchase on credit is
            // refunded only once the debt is settled (Lei 11.975 art. 15),
            // and the box appeared ticked under "Comprei a crédito".
            credit_settled: false,
            request: "none".into(),
            new_fare: String::new(),
            new_service: "same".into(),
            delay_minutes: String::new(),
            interruption_minutes: String::new(),
            lower_class_fare: String::new(),
            seat_resold: false,
            bags: Vec::new(),
            pets: Vec::new(),
            next_id: 1,
        }
    }

    /// A fresh id for a new list row.
    pub fn take_id(&mut self) -> u32 {
        let id = self.next_id;
        self.next_id += 1;
        id
    }

    /// The contract Query for this form, or the first field the page cannot read.
    pub fn to_query(&self) -> Result<Query, FieldError> {
        self.to_query_with(None)
    }

    /// Same, with the carrier's policy (checked by
    /// [`super::carrier::parse_document`]) in the Query. Built as the typed
    /// Query, not as JSON for the core to read back: the `json!` maps and
    /// their reading were 12 KB of wasm and work done twice per keystroke.
    pub fn to_query_with(&self, policy: Option<&Policy>) -> Result<Query, FieldError> {
        let rs = self.rs_line();
        // Read in the page's order: the first field in error is the one shown.
        let trip = self.trip()?;
        let passenger = if self.birth.trim().is_empty() {
            None
        } else {
            Some(self.passenger()?)
        };
        // Hidden off interstate lines, a bad count was an error nobody
        // could reach.
        let federal = |id: &str, v: &str| match self.asks_reserved_seats() {
            true => count(id, v),
            false => Ok(0.0),
        };
        let seats = Seats {
            youth_free_taken: federal("seats-youth-free", &self.youth_free_taken)?,
            youth_discount_taken: federal("seats-youth-discount", &self.youth_discount_taken)?,
            elderly_free_taken: federal("seats-elderly-free", &self.elderly_free_taken)?,
            passe_livre_taken: federal("seats-passe-livre", &self.passe_livre_taken)?,
            // Asked, and drawn, on RS lines only (DAER's limit per bus).
            pets_on_board: if rs {
                count("seats-pets", &self.pets_on_board)?
            } else {
                0.0
            },
        };
        // Read only where the field is drawn (off the conventional service,
        // with baggage): hidden, a bad value blocked the whole page.
        let conventional = match self.asks_conventional_fare() {
            true => reais("bag-conventional-fare", &self.conventional_fare)?,
            false => None,
        };
        // The ticket's facts go without its price too: a rebooking already
        // made, or the purchase date, decided nothing while the fare was
        // empty ("Você pode cancelar" beside "already rebooked", a UI review).
        let fare = reais("ticket-fare", &self.fare)?;
        let purchased = !self.purchased.trim().is_empty();
        let facts = fare.is_some()
            || purchased
            || self.channel != "counter"
            || self.revalidated
            || self.paid_by_credit;
        let ticket = facts.then(|| QTicket {
            fare_cents: fare.map(|c| c as f64),
            conventional_fare_cents: conventional.map(|c| c as f64),
            purchased_at: purchased.then(|| self.purchase()),
            channel: keyed(Channel::ALL, Channel::KEYS, &self.channel),
            revalidated: self.revalidated,
            paid_by_credit: self.paid_by_credit,
            credit_settled: self.credit_settled,
        });
        let request = if self.request == "none" {
            None
        } else {
            Some(self.request()?)
        };
        // Loops, not `collect::<Result<Vec<_>, _>>()`: its adapter is code
        // of its own for each row type (as in rules::json's lists).
        let mut bags = Vec::with_capacity(self.bags.len());
        for (i, b) in self.bags.iter().enumerate() {
            bags.push(bag(i, b)?);
        }
        let mut pets = Vec::with_capacity(self.pets.len());
        for (i, p) in self.pets.iter().enumerate() {
            pets.push(pet(i, p, rs)?);
        }
        Ok(Query {
            now: self.now.clone(),
            trip,
            passenger,
            seats: Some(seats),
            ticket,
            request,
            baggage: (!bags.is_empty()).then_some(bags),
            pets: (!pets.is_empty()).then_some(pets),
            policy: policy.cloned(),
        })
    }

    /// Each amount only for the request that shows its field: a value left
    /// from another choice is neither sent nor an error on a field the page
    /// no longer draws.
    fn request(&self) -> Result<QRequest, FieldError> {
        let kind = self.request.as_str();
        // The new fare of a rebooking and the lower class's fare decide the
        // amount, not whether and until when: left empty, the core is sent
        // 0, which it reads as not given (`new_fare_needed`), and the page
        // asks for it beside the answer. Required, they hid the answer: a
        // rebooking barred for good asked for a fare first.
        let reais_for = |k: &str, id: &str, v: &str| -> Result<f64, FieldError> {
            if kind != k {
                return Ok(0.0);
            }
            Ok(reais(id, v)?.unwrap_or(0) as f64)
        };
        // The law weighs the minutes (over 1 h late, over 3 h stopped): an
        // empty field is asked for, not read as "no delay yet".
        let minutes_for = |k: &str, id: &str, v: &str| -> Result<f64, FieldError> {
            if kind != k {
                return Ok(0.0);
            }
            let m = whole_number(id, v)?.ok_or_else(|| key_error(id, "ui.error.required"))?;
            Ok(m as f64)
        };
        Ok(QRequest {
            kind: keyed(RequestKind::ALL, RequestKind::KEYS, kind),
            new_fare_cents: match self.asks_new_fare() {
                true => reais_for("revalidation", "request-new-fare", &self.new_fare)?,
                false => 0.0,
            },
            delay_minutes: minutes_for("delay", "request-delay", &self.delay_minutes)?,
            interruption_minutes: minutes_for(
                "interruption",
                "request-interruption",
                &self.interruption_minutes,
            )?,
            lower_class_fare_cents: reais_for(
                "downgrade",
                "request-lower-fare",
                &self.lower_class_fare,
            )?,
            seat_resold: kind == "no_show" && self.seat_resold,
            new_service: self.new_service_asked(),
        })
    }

    /// Evaluates the form through the rule core.
    pub fn evaluate(&self) -> Result<Report, FieldError> {
        self.evaluate_with(None)
    }

    /// Same, under the carrier's policy.
    pub fn evaluate_with(&self, policy: Option<&Policy>) -> Result<Report, FieldError> {
        let q = self.to_query_with(policy)?;
        try_evaluate(&q).map_err(|e| core_error(&e))
    }

    /// The report to draw: the whole form's, or, when the first field in
    /// error is one only some sections read, the report of the form without
    /// it, so a field being filled in does not blank the other sections.
    /// What that field decides is left out then, not decided without it:
    /// - a bag's row: the baggage; a pet's row or the animals on board: the
    ///   pets (both lists are left out whole);
    /// - a companion's row: the minors' decision and the benefits (without
    ///   the companions they would be for a child alone, with no lap);
    /// - the ticket (fare, purchase date) or an amount of the request: the
    ///   refund; the fees that are a share of the fare (baggage excess,
    ///   pets) then say the fare is needed, as with no fare typed;
    /// - a count of benefit seats taken, the lap children or the distance:
    ///   the benefits;
    /// - the birth date: the benefits and the minors' decision.
    ///
    /// `withheld` names those sections, so their views draw nothing rather
    /// than what an empty field would give ("type a birth date").
    ///
    /// A second field in error, in another section, is found the same way
    /// once the first one's sections are set aside, and so on: two bad rows
    /// in two lists each blank their own section and show their own error,
    /// not the whole page.
    pub fn evaluation(&self, policy: Option<&Policy>) -> Evaluation {
        let result = self.evaluate_with(policy);
        let mut more = Vec::new();
        let mut withheld = Vec::new();
        let mut rest = None;
        let mut next = result.as_ref().err().and_then(|e| self.without(&e.field));
        // Each turn clears the field in error, so the turns are few; the
        // bound is only a guard.
        for _ in 0..16 {
            let Some((form, sections)) = next.take() else {
                break;
            };
            for s in sections {
                if !withheld.contains(s) {
                    withheld.push(*s);
                }
            }
            match form.evaluate_with(policy) {
                Ok(r) => rest = Some(r),
                Err(e) => {
                    next = form.without(&e.field);
                    more.push(e);
                }
            }
        }
        let rest = rest.map(|mut r| {
            for s in &withheld {
                match s {
                    Section::Benefits => {
                        r.benefits.clear();
                        r.best = None;
                    }
                    Section::Refund => r.refund = None,
                    Section::Baggage => r.baggage = None,
                    Section::Pets => r.pets.clear(),
                    Section::Minor => r.minor = None,
                    Section::Notices => {}
                }
            }
            r
        });
        Evaluation {
            result,
            more,
            rest,
            withheld,
        }
    }

    /// The form without `field`, which is in error, and the sections that
    /// field decides; `None` when every section reads it (the trip).
    fn without(&self, field: &str) -> Option<(Form, &'static [Section])> {
        let mut f = self.clone();
        let part = |prefix: &str| field.starts_with(prefix);
        let withheld: &'static [Section] = if part("bag-") {
            f.bags.clear();
            &[Section::Baggage]
        } else if part("pet-") || field == "seats-pets" {
            f.pets.clear();
            f.pets_on_board.clear();
            &[Section::Pets]
        } else if part("companion-") {
            f.companions.clear();
            &[Section::Benefits, Section::Minor]
        } else if part("request-") {
            f.request = "none".into();
            &[Section::Refund]
        } else if field == "ticket-purchased" {
            // Only the date: the fare still prices the baggage, the pets
            // and the benefits (a UI review: the excess read "informe o
            // preço da passagem" beside a fare of R$ 250,00).
            f.purchased.clear();
            &[Section::Refund]
        } else if part("ticket-") {
            f.fare.clear();
            &[Section::Refund]
        } else if BENEFITS_ONLY.iter().any(|p| part(p)) {
            for v in [
                &mut f.youth_free_taken,
                &mut f.youth_discount_taken,
                &mut f.elderly_free_taken,
                &mut f.passe_livre_taken,
                &mut f.lap_children_with_same_adult,
                &mut f.distance,
            ] {
                v.clear();
            }
            &[Section::Benefits]
        } else if field == "passenger-birth" {
            // The age decides the seats and the minors' documents only: a
            // date picker passes through years such as 0002 while the year
            // is typed, which must not blank the refund or the baggage.
            f.birth.clear();
            &[Section::Benefits, Section::Minor]
        } else {
            return None;
        };
        Some((f, withheld))
    }

    /// The passenger's age on the departure date and whether they are a
    /// minor, read from the form alone: what the minors' section goes by
    /// while the form has an error and no report was ever read (a link
    /// with a bad value in a companion's row must still draw that row).
    pub fn minor_from_form(&self) -> (Option<u32>, bool) {
        // rules::rfc3339, not chrono's format engine (10 KB of wasm).
        let day = |s: &str| crate::rules::rfc3339::date(s.trim());
        let (Some(birth), Some(on)) = (day(&self.birth), day(&self.date)) else {
            return (None, false);
        };
        match crate::rules::age::age_on(birth, on) {
            Ok(age) => (
                Some(age),
                age < crate::rules::params::ADULT_AGE.value_or_first(on),
            ),
            Err(_) => (None, false),
        }
    }

    /// The relation of the companion row `id`, when it is one.
    fn relation_of(&self, id: u32) -> Option<Relation> {
        let c = self.companions.iter().find(|c| c.id == id)?;
        Relation::from_key(&c.relation)
    }

    /// Whether a companion's row asks for the kinship papers: at home, of
    /// a relative (ECA art. 83 § 1º b 1). A mother's or a stranger's box
    /// changed nothing when ticked (a passenger's pass).
    pub fn asks_kinship(&self, id: u32) -> bool {
        !self.abroad() && self.relation_of(id).is_some_and(minors::is_relative)
    }

    /// Whether it asks for a parent's written authorization of that
    /// companion: at home, of anyone but a parent or the guardian (§ 1º b 2).
    pub fn asks_parental(&self, id: u32) -> bool {
        !self.abroad()
            && !self
                .relation_of(id)
                .is_some_and(minors::is_parent_or_guardian)
    }

    /// Whether it asks for the other parent's authorization: abroad, of a
    /// parent (ECA art. 84 II); a grandmother's box changed nothing.
    pub fn asks_other_parent(&self, id: u32) -> bool {
        self.abroad() && self.relation_of(id).is_some_and(minors::is_parent)
    }

    /// Whether the page asks for the rebooked ticket's service: a rebooking
    /// off the RS lines (Res. ANTT 4.282/2014 art. 7º § 2º).
    pub fn asks_new_service(&self) -> bool {
        self.request == "revalidation" && !self.rs_line() && self.by_road()
    }

    /// Whether the page asks for the rebooked ticket's fare: where a
    /// difference may be due, by the core's own test (on RS lines, before
    /// Res. ANTT 4.282/2014, or to another category). In the same one the
    /// empty field stood under "Nada a pagar" (a kiosk pass). A date not
    /// read yet asks for it.
    pub fn asks_new_fare(&self) -> bool {
        let keeps = crate::rules::rfc3339::date(self.date.trim()).is_some_and(|d| {
            crate::rules::refund::rebooking_keeps_fare_value(
                keyed(Scope::ALL, Scope::KEYS, &self.scope),
                d,
                self.trip_service(),
                self.new_service_asked(),
            )
        });
        self.request == "revalidation" && !keeps
    }

    /// The ticket's service as the query sends it: not asked by rail or
    /// water, where every class counts as conventional (a category left
    /// from a bus trip is not sent).
    fn trip_service(&self) -> Service {
        if self.by_road() {
            keyed(Service::ALL, Service::KEYS, &self.service)
        } else {
            Service::Conventional
        }
    }

    /// The rebooked ticket's service, where the page asks for it ("same"
    /// is none: the ticket's own).
    fn new_service_asked(&self) -> Option<Service> {
        self.asks_new_service()
            .then(|| Service::from_key(&self.new_service))
            .flatten()
    }

    /// Whether the page asks for the conventional service's fare: off that
    /// service, for baggage the excess fee can fall on (a wheelchair alone
    /// travels outside every limit).
    pub fn asks_conventional_fare(&self) -> bool {
        // From the decree that freed it (2018-08-17): before, a wheelchair
        // counted, and a fee on it needs the fare too.
        let chair_free = crate::rules::rfc3339::date(self.date.trim())
            .is_some_and(|d| crate::rules::params::ASSISTIVE_DEVICE_FREE.at(d).is_some());
        // By rail or water any class of a regular line is conventional.
        self.by_road()
            && self.service != "conventional"
            && self
                .bags
                .iter()
                .any(|b| !chair_free || b.kind != "assistive_device")
    }

    /// The boarding at a later stop, date and time, when given; both or
    /// neither, and not before the line's departure (times in one offset,
    /// so the text compares as the instants do).
    pub fn boarding(&self) -> Result<Option<(&str, &str)>, FieldError> {
        let (date, time) = (self.boarding_date.trim(), self.boarding_time.trim());
        match (date.is_empty(), time.is_empty()) {
            (true, true) => return Ok(None),
            (true, false) => return Err(key_error("trip-boarding-date", "ui.error.required")),
            (false, true) => return Err(key_error("trip-boarding-time", "ui.error.required")),
            (false, false) => {}
        }
        self.clock_time("trip-boarding-time", date, time)?;
        if (date, time) < (self.date.trim(), self.time.trim()) {
            return Err(key_error(
                "trip-boarding-date",
                "ui.error.boarding_before_departure",
            ));
        }
        Ok(Some((date, time)))
    }

    /// The purchase day at noon, or, on the same day, `now` or the boarding
    /// when sooner: the core refuses a purchase later than either, and only
    /// the day counts.
    fn purchase(&self) -> String {
        let noon = self.local_instant(&self.purchased, "12:00");
        let boards = match self.boarding() {
            Ok(Some((d, t))) => self.local_instant(d, t),
            _ => self.local_instant(&self.date, &self.time),
        };
        let at = crate::rules::rfc3339::instant;
        let mut best = noon;
        for bound in [&self.now, &boards] {
            if let (Some(p), Some(b)) = (at(&best), at(bound)) {
                if p > b && p.date_naive() == b.with_timezone(p.offset()).date_naive() {
                    best = bound.clone();
                }
            }
        }
        best
    }

    /// `date` and `time` as typed, in the departure's zone (RFC 3339): the
    /// one reading of the form's times, for the core, the refund's timeline
    /// and the refusal notice.
    pub fn local_instant(&self, date: &str, time: &str) -> String {
        format!("{}T{}:00{}", date.trim(), time.trim(), self.offset())
    }

    /// A time no clock shows (`?time=25:00` in a link; the picker makes
    /// none) on a real date: the core's error names the instant, which the
    /// page puts beside the date, the part that was right.
    fn clock_time(&self, id: &str, date: &str, time: &str) -> Result<(), FieldError> {
        let at = crate::rules::rfc3339::instant(&self.local_instant(date, time));
        match (crate::rules::rfc3339::date(date.trim()), at) {
            (Some(_), None) => Err(FieldError {
                field: id.into(),
                message: "not an RFC 3339 instant with offset".into(),
                is_key: false,
            }),
            _ => Ok(()),
        }
    }

    fn trip(&self) -> Result<Trip, FieldError> {
        if self.date.trim().is_empty() {
            return Err(key_error("trip-date", "ui.error.required"));
        }
        if self.time.trim().is_empty() {
            return Err(key_error("trip-time", "ui.error.required"));
        }
        self.clock_time("trip-time", &self.date, &self.time)?;
        let country = self.destination_country.trim();
        Ok(Trip {
            scope: keyed(Scope::ALL, Scope::KEYS, &self.scope),
            mode: keyed(Mode::ALL, Mode::KEYS, &self.mode),
            service: self.trip_service(),
            regular_line: self.regular_line,
            distance_km: whole_number("trip-distance", &self.distance)?.map(|km| km as f64),
            departure: self.local_instant(&self.date, &self.time),
            boarding: self
                .boarding()?
                .map(|(date, time)| self.local_instant(date, time)),
            benefit_seats_offered: self.benefit_seats_offered,
            destination_country: (self.abroad() && !matches!(country, "" | "none"))
                .then(|| country.to_string()),
            leaves_comarca: self.leaves_comarca,
            contiguous_comarca_same_state: self.contiguous_comarca,
            same_metropolitan_region: self.same_metro,
        })
    }

    fn passenger(&self) -> Result<Passenger, FieldError> {
        // The companions' rows are drawn, and read, for a minor only: an
        // adult's hidden rows (kept from before the birth date changed, or
        // from a link), or a birth date in error's, must not be an error the
        // passenger cannot reach ("companion-0-age" was listed, linking to
        // nothing, beside a birth date after the trip).
        let minor = matches!(self.minor_from_form(), (Some(_), true));
        let mut companions = Vec::new();
        for (i, c) in self.companions.iter().filter(|_| minor).enumerate() {
            // Required, as in the contract: left empty it is not 0 years
            // old (that made a grandmother a minor and the child "alone").
            let age_id = format!("companion-{i}-age");
            let age = whole_number(&age_id, &c.age)?
                .ok_or_else(|| key_error(&age_id, "ui.error.required"))?;
            companions.push(QCompanion {
                relation: keyed(Relation::ALL, Relation::KEYS, &c.relation),
                age: age as f64,
                kinship_proof: c.kinship_proof,
                parental_authorization: c.parental_authorization,
                other_parent_authorization: c.other_parent_authorization,
                foreign_resident_abroad: c.foreign_resident_abroad,
            });
        }
        let lap_id = "passenger-lap-children";
        let lap = whole_number(lap_id, &self.lap_children_with_same_adult)?.unwrap_or(0);
        // The contract's reader refused a negative count with this message.
        let lap = u32::try_from(lap).map_err(|_| FieldError {
            field: lap_id.into(),
            message: "must be a whole number, 0 or more".into(),
            is_key: false,
        })?;
        Ok(Passenger {
            birth_date: self.birth.trim().to_string(),
            id_jovem: self.id_jovem,
            elderly_income_proof: self.elderly_income_proof,
            passe_livre: self.passe_livre,
            occupies_seat: self.occupies_seat,
            companions,
            judicial_authorization: self.judicial_authorization,
            parental_authorization_to_travel_alone: self.parental_authorization_alone,
            both_parents_authorization: self.both_parents_authorization,
            lap_children_with_same_adult: lap,
            youth_request_same_day: self.youth_request_same_day,
            born_in_brazil: self.born_in_brazil,
            resides_abroad: self.resides_abroad,
        })
    }
}

fn bag(i: usize, b: &Bag) -> Result<QBag, FieldError> {
    let id = |n: &str| format!("bag-{i}-{n}");
    let n = |name: &str, v: &str| Ok(number(&id(name), v)?.unwrap_or(0.0));
    Ok(QBag {
        placement: keyed(Placement::ALL, Placement::KEYS, &b.placement),
        kind: keyed(BagKind::ALL, BagKind::KEYS, &b.kind),
        weight_kg: n("weight", &b.weight)?,
        length_cm: n("length", &b.length)?,
        width_cm: n("width", &b.width)?,
        height_cm: n("height", &b.height)?,
    })
}

/// `rs`: on RS lines the DAER weighs dogs and cats (`rules::pets`), so their
/// weight is required there; no federal rule weighs an animal.
fn pet(i: usize, p: &Pet, rs: bool) -> Result<QPet, FieldError> {
    let id = format!("pet-{i}-weight");
    // The box is offered for a dog only; left ticked on another species, unsent.
    let guide_dog = p.guide_dog && p.species == "dog";
    let weight = match number(&id, &p.weight)? {
        None if rs && p.species != "other" && !guide_dog => {
            return Err(key_error(&id, "ui.error.required"))
        }
        w => w.unwrap_or(0.0),
    };
    Ok(QPet {
        species: keyed(Species::ALL, Species::KEYS, &p.species),
        weight_kg: weight,
        vaccinated: p.vaccinated,
        vet_certificate: p.vet_certificate,
        container: p.container,
        sedated: p.sedated,
        guide_dog,
    })
}

/// The variant of a choice the form holds by its key. The page's controls
/// and links only ever hold listed keys; anything else is the first.
fn keyed<E: Copy>(all: &[E], keys: &[&str], key: &str) -> E {
    all[index_of(keys, key)]
}

fn index_of(keys: &[&str], key: &str) -> usize {
    keys.iter().position(|k| *k == key).unwrap_or(0)
}

pub(super) fn key_error(field: &str, key: &str) -> FieldError {
    FieldError {
        field: field.to_string(),
        message: key.to_string(),
        is_key: true,
    }
}

/// The page control behind a field of the contract: `baggage[2].weightKg` →
/// `bag-2-weight`, `ticket.fareCents` → `ticket-fare`.
pub fn field_id(path: &str) -> String {
    let simple = [
        ("now", "trip-date"),
        ("trip.departure", "trip-date"),
        ("trip.boarding", "trip-boarding-date"),
        ("trip.distanceKm", "trip-distance"),
        ("trip.destinationCountry", "trip-country"),
        ("trip.scope", "trip-scope"),
        ("trip.mode", "trip-mode"),
        ("trip.service", "trip-service"),
        ("passenger.birthDate", "passenger-birth"),
        (
            "passenger.lapChildrenWithSameAdult",
            "passenger-lap-children",
        ),
        ("ticket.fareCents", "ticket-fare"),
        ("ticket.conventionalFareCents", "bag-conventional-fare"),
        ("ticket.purchasedAt", "ticket-purchased"),
        ("request.newFareCents", "request-new-fare"),
        ("request.newService", "request-new-service"),
        ("request.delayMinutes", "request-delay"),
        ("request.interruptionMinutes", "request-interruption"),
        ("request.lowerClassFareCents", "request-lower-fare"),
        ("seats.youthFreeTaken", "seats-youth-free"),
        ("seats.youthDiscountTaken", "seats-youth-discount"),
        ("seats.elderlyFreeTaken", "seats-elderly-free"),
        ("seats.passeLivreTaken", "seats-passe-livre"),
        ("seats.petsOnBoard", "seats-pets"),
        // A list too long: the button that lengthens it.
        ("baggage", "bag-add"),
        ("pets", "pet-add"),
        ("passenger.companions", "companion-add"),
    ];
    if let Some((_, id)) = simple.iter().find(|(p, _)| *p == path) {
        return (*id).to_string();
    }
    let indexed = |prefix: &str, short: &str| -> Option<String> {
        let rest = path.strip_prefix(prefix)?.strip_prefix('[')?;
        let (i, rest) = rest.split_once(']')?;
        let name = rest.trim_start_matches('.');
        // `strip_suffix` in a loop, as `trim_end_matches` with a `&str`,
        // without its slice that can panic (see `texts::find`).
        let mut name = name;
        while let Some(n) = name.strip_suffix("Kg") {
            name = n;
        }
        while let Some(n) = name.strip_suffix("Cm") {
            name = n;
        }
        Some(if name.is_empty() {
            format!("{short}-{i}")
        } else {
            format!("{short}-{i}-{name}")
        })
    };
    indexed("baggage", "bag")
        .or_else(|| indexed("pets", "pet"))
        .or_else(|| indexed("passenger.companions", "companion"))
        .unwrap_or_else(|| path.replace(['.', '[', ']'], "-"))
}

/// The core's error, placed on its control.
pub fn core_error(e: &InputError) -> FieldError {
    FieldError {
        field: field_id(&e.field),
        message: e.message.clone(),
        is_key: false,
    }
}

/// Destinations offered for a trip abroad (`none`: not chosen yet): the
/// countries whose identity documents the Mercosur agreement lists, then
/// the frequent others (the core decides which accept the RG).
pub const COUNTRIES: &[&str] = &[
    "none", "AR", "BO", "CL", "CO", "EC", "GY", "PE", "PY", "SR", "UY", "VE", "US", "PT", "ES",
    "FR", "IT", "DE",
];

/// The rebooked ticket's service: the ticket's own, or one named.
pub const NEW_SERVICES: &[&str] = &[
    "same",
    "conventional",
    "executive",
    "semi_sleeper",
    "sleeper",
];

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: &str = "2026-12-19T10:00:00-03:00";

    #[test]
    fn fields_in_error_in_two_sections_are_both_found_and_the_rest_is_drawn() {
        // A bad bag weight and a bad pet weight: each sets its own section
        // aside; the refund and the benefits are still drawn. One field in
        // error used to leave the other's section to blank the whole page.
        let mut f = Form::example(NOW);
        f.fare = "250".into();
        f.birth = "1990-01-01".into();
        let mut bag = Bag::new(f.take_id());
        bag.weight = "abc".into();
        f.bags.push(bag);
        let mut pet = Pet::new(f.take_id());
        pet.weight = "xyz".into();
        f.pets.push(pet);
        let e = f.evaluation(None);
        assert_eq!(e.result.as_ref().unwrap_err().field, "bag-0-weight");
        let fields: Vec<_> = e.more.iter().map(|e| e.field.as_str()).collect();
        assert_eq!(fields, ["pet-0-weight"]);
        assert_eq!(e.errors().len(), 2);
        assert_eq!(e.withheld, [Section::Baggage, Section::Pets]);
        let rest = e.report().expect("the other sections are drawn");
        assert!(rest.baggage.is_none() && rest.pets.is_empty());
        assert!(!rest.benefits.is_empty());
        // Then a trip field all sections read: nothing to draw, and it is
        // among the errors.
        f.time.clear();
        let e = f.evaluation(None);
        assert_eq!(e.errors()[0].field, "trip-time");
        assert!(e.report().is_none());
    }

    #[test]
    fn the_departure_is_read_in_its_zone_and_now_written_in_it() {
        // A device in Campo Grande or Manaus is "amazonas"; one abroad is
        // Brasília's, whatever its offset (Bogotá's −5 is not Acre's).
        assert_eq!(zone_of("America/Campo_Grande").0, "amazonas");
        assert_eq!(zone_of("America/Manaus").0, "amazonas");
        assert_eq!(zone_of("America/Rio_Branco"), ("acre", 5 * 3600));
        assert_eq!(zone_of("America/Noronha").0, "noronha");
        assert_eq!(zone_of("America/Recife").0, "brasilia");
        for abroad in [
            "America/Bogota",
            "America/La_Paz",
            "Europe/Lisbon",
            "UTC",
            "",
            "America/",
        ] {
            assert_eq!(zone_of(abroad), ("brasilia", 3 * 3600), "{abroad}");
        }
        // A link with a departure and no zone is Brasília's; one without a
        // departure (a carrier's "?req=withdrawal") leaves the device's.
        let link = |k: &str| vec![(k.to_string(), "x".to_string())];
        assert!(carries_departure(&link("date")) && carries_departure(&link("btime")));
        assert!(!carries_departure(&link("req")) && !carries_departure(&link("fare")));
        assert!(!carries_departure(&link("lang")) && !carries_departure(&link("now")));
        let mut f = Form::example(NOW);
        assert_eq!(
            f.local_instant("2026-12-20", "23:00"),
            "2026-12-20T23:00:00-03:00"
        );
        f.set_zone("amazonas".into());
        assert_eq!(
            f.local_instant("2026-12-20", "23:00"),
            "2026-12-20T23:00:00-04:00"
        );
        // The same instant, as the departure's zone reads it.
        assert_eq!(f.now, "2026-12-19T09:00:00-04:00");
        // Noronha's too, two hours west of UTC.
        let mut n = Form::example(NOW);
        n.set_zone("noronha".into());
        assert_eq!((n.west_s(), n.offset()), (2 * 3600, "-02:00"));
        assert_eq!(n.now, "2026-12-19T11:00:00-02:00");
        // A link's unknown zone is no zone the select can show: ignored.
        let g = from_params(Form::example(NOW), &[("zone".into(), "mars".into())]);
        assert_eq!(g.zone, "brasilia");
        let mut p = to_params(&f, &Form::example(NOW));
        p.retain(|(k, _)| k == "zone");
        assert_eq!(p, [("zone".to_string(), "amazonas".to_string())]);
    }

    #[test]
    fn a_rebooking_or_downgrade_without_its_new_fare_is_still_decided() {
        // Left empty, the new fare is not an error that hides the answer:
        // a passenger asks "can I still rebook, until when?" before knowing
        // it. The core is sent 0, which it reads as not given (its reasons
        // `new_fare_needed`, `lower_class_fare_needed`), not as R$ 0,00.
        let mut f = Form::example(NOW);
        f.fare = "250".into();
        for kind in ["revalidation", "downgrade"] {
            f.request = kind.into();
            let r = f.to_query().unwrap().request.unwrap();
            assert_eq!((r.new_fare_cents, r.lower_class_fare_cents), (0.0, 0.0));
        }
        f.lower_class_fare = "120".into();
        let r = f.to_query().unwrap().request.unwrap();
        assert_eq!(r.lower_class_fare_cents, 12_000.0);
        f.lower_class_fare = "abc".into();
        assert_eq!(f.to_query().unwrap_err().field, "request-lower-fare");
    }

    #[test]
    fn a_ticket_bought_this_morning_is_not_later_than_now_but_one_bought_tomorrow_is() {
        let mut f = Form::example(NOW);
        f.fare = "250".into();
        f.purchased = "2026-12-19".into();
        let t = f.to_query().unwrap().ticket.unwrap();
        assert_eq!(
            t.purchased_at.as_deref(),
            Some(NOW),
            "today, before noon: now"
        );
        f.purchased = "2026-12-18".into();
        let t = f.to_query().unwrap().ticket.unwrap();
        assert_eq!(t.purchased_at.as_deref(), Some("2026-12-18T12:00:00-03:00"));
        f.purchased = "2026-12-20".into();
        let e = f.evaluation(None).errors();
        assert_eq!(
            e.iter()
                .map(|e| (e.field.as_str(), e.message.as_str()))
                .collect::<Vec<_>>(),
            [("ticket-purchased", "is later than now")]
        );
    }

    #[test]
    fn a_ticket_bought_on_the_morning_of_its_bus_is_bought_before_it_and_one_bought_after_is_an_error(
    ) {
        // Asked on the 22nd about the 08:00 bus of the 20th.
        let mut f = Form::example("2026-12-22T10:00:00-03:00");
        f.date = "2026-12-20".into();
        f.time = "08:00".into();
        f.fare = "250".into();
        f.request = "withdrawal".into();
        f.purchased = "2026-12-20".into();
        // Only the day is typed: noon would be after the bus.
        let t = f.to_query().unwrap().ticket.unwrap();
        assert_eq!(t.purchased_at.as_deref(), Some("2026-12-20T08:00:00-03:00"));
        assert!(f.evaluation(None).errors().is_empty());
        // A boarding at a later stop: up to it.
        f.boarding_date = "2026-12-20".into();
        f.boarding_time = "11:00".into();
        let t = f.to_query().unwrap().ticket.unwrap();
        assert_eq!(t.purchased_at.as_deref(), Some("2026-12-20T11:00:00-03:00"));
        f.purchased = "2026-12-21".into();
        let e = f.evaluation(None).errors();
        assert_eq!(
            e.iter()
                .map(|e| (e.field.as_str(), e.message.as_str()))
                .collect::<Vec<_>>(),
            [("ticket-purchased", "is after the departure")]
        );
    }

    /// Executive, semi-sleeper and sleeper are a bus's categories (Decreto
    /// 2.521/1998); by rail or water any class of a regular line counts as
    /// conventional: a ferry's passenger was asked for one, and a
    /// rebooking's new one, which changed nothing.
    #[test]
    fn by_rail_or_water_no_bus_category_is_asked_nor_sent() {
        let mut f = Form::example(NOW);
        f.service = "executive".into();
        f.request = "revalidation".into();
        f.new_service = "sleeper".into();
        assert!(f.by_road() && f.asks_new_service());
        let q = f.to_query().unwrap();
        assert_eq!(q.trip.service, Service::Executive);
        for mode in ["rail", "waterway"] {
            f.mode = mode.into();
            assert!(!f.by_road() && !f.asks_new_service(), "{mode}");
            let q = f.to_query().unwrap();
            assert_eq!(q.trip.service, Service::Conventional, "{mode}");
            assert_eq!(q.request.unwrap().new_service, None, "{mode}");
        }
    }

    /// The page asks for a rebooking's new fare exactly where the core,
    /// given none, says it needs one (`new_fare_needed`): on RS lines,
    /// before Res. ANTT 4.282/2014 (in force 2014-04-03), and to another
    /// category, by road only. The page read its own copy of that rule.
    #[test]
    fn the_new_fare_is_asked_exactly_where_the_core_needs_it() {
        let mut f = Form::example(NOW);
        f.fare = "250".into();
        f.request = "revalidation".into();
        let mut asked = 0;
        // Each trip a day or more ahead, bought on the day: nothing bars it.
        let days = [
            ("2014-04-02", "2014-04-01"),
            ("2014-04-03", "2014-04-01"),
            ("2026-12-20", "2026-12-19"),
        ];
        for (date, today) in days {
            for scope in Scope::KEYS {
                for mode in ["road", "rail", "waterway"] {
                    for service in Service::KEYS {
                        for new_service in ["same"].iter().chain(Service::KEYS) {
                            f.now = format!("{today}T10:00:00-03:00");
                            f.date = date.into();
                            f.purchased = today.into();
                            f.scope = scope.to_string();
                            f.mode = mode.into();
                            f.service = service.to_string();
                            f.new_service = new_service.to_string();
                            f.destination_country = if f.abroad() { "AR" } else { "" }.into();
                            let Ok(r) = f.evaluate() else { continue };
                            let needed = r
                                .refund
                                .unwrap()
                                .reasons
                                .contains(&crate::rules::refund::Reason::NewFareNeeded);
                            let case = format!("{date} {scope} {mode} {service}→{new_service}");
                            assert_eq!(f.asks_new_fare(), needed, "{case}");
                            asked += usize::from(needed);
                        }
                    }
                }
            }
        }
        // RS lines, the first date, and another category by road.
        assert!(asked > 100, "{asked}");
        f.date = "20/12/2026".into();
        assert!(f.asks_new_fare(), "a date not read yet asks for it");
    }

    #[test]
    fn the_conventional_fare_is_asked_off_that_service_for_baggage_a_fee_can_fall_on() {
        let mut f = Form::example(NOW);
        f.service = "sleeper".into();
        f.fare = "600".into();
        f.conventional_fare = "abc".into();
        assert!(!f.asks_conventional_fare(), "no baggage");
        // A wheelchair is outside every limit (Decreto 2.521/1998 art. 70
        // § 2º): no fee to price, so no field, and its bad value no error.
        let mut chair = Bag::new(0);
        chair.kind = "assistive_device".into();
        f.bags.push(chair);
        assert!(!f.asks_conventional_fare());
        assert!(f.evaluation(None).errors().is_empty());
        f.bags.push(Bag::new(1));
        assert!(f.asks_conventional_fare());
        assert_eq!(f.to_query().unwrap_err().field, "bag-conventional-fare");
        f.service = "conventional".into();
        assert!(!f.asks_conventional_fare(), "its own fare is the one");
        // Before Decreto 9.475/2018 (2018-08-17) the chair counted.
        f.service = "sleeper".into();
        f.bags.pop();
        assert!(!f.asks_conventional_fare());
        f.date = "2018-08-16".into();
        assert!(f.asks_conventional_fare());
    }

    #[test]
    fn a_companion_row_asks_only_for_the_papers_its_relation_bears_on() {
        let mut f = Form::example(NOW);
        f.birth = "2014-05-01".into();
        for (rel, kinship, parental) in [
            ("mother", false, false),
            ("guardian", false, false),
            ("grandparent", true, true),
            ("uncle_aunt", true, true),
            ("other_adult", false, true),
        ] {
            let mut c = Companion::new(7);
            c.relation = rel.into();
            f.companions = vec![c];
            assert_eq!(
                (f.asks_kinship(7), f.asks_parental(7)),
                (kinship, parental),
                "{rel}"
            );
            assert!(!f.asks_other_parent(7), "{rel} at home");
        }
        f.scope = "international".into();
        for (rel, other) in [("mother", true), ("father", true), ("grandparent", false)] {
            f.companions[0].relation = rel.into();
            assert_eq!(f.asks_other_parent(7), other, "{rel}");
            assert!(!f.asks_kinship(7) && !f.asks_parental(7), "{rel} abroad");
        }
        // Two rows, each asked about its own relation: the page finds a row
        // by its id, so every new row takes a fresh one.
        f.scope = "interstate".into();
        f.companions.clear();
        for rel in ["mother", "grandparent"] {
            let id = f.take_id();
            f.companions.push(Companion {
                relation: rel.into(),
                ..Companion::new(id)
            });
        }
        let (a, b) = (f.companions[0].id, f.companions[1].id);
        assert_ne!(a, b);
        assert_eq!((f.asks_kinship(a), f.asks_kinship(b)), (false, true));
    }

    #[test]
    fn a_negative_count_of_lap_children_is_an_error_on_its_field() {
        let mut f = Form::example(NOW);
        f.birth = "2024-01-01".into();
        f.lap_children_with_same_adult = "-1".into();
        let e = f.to_query().unwrap_err();
        assert_eq!(
            (e.field.as_str(), e.message.as_str()),
            (
                "passenger-lap-children",
                "must be a whole number, 0 or more"
            )
        );
        f.lap_children_with_same_adult = "1".into();
        let q = f.to_query().unwrap();
        assert_eq!(q.passenger.unwrap().lap_children_with_same_adult, 1);
    }

    #[test]
    fn core_fields_map_to_page_controls() {
        assert_eq!(field_id("baggage[2].weightKg"), "bag-2-weight");
        assert_eq!(field_id("baggage[0].lengthCm"), "bag-0-length");
        assert_eq!(field_id("ticket.fareCents"), "ticket-fare");
        assert_eq!(field_id("passenger.companions[1].age"), "companion-1-age");
        assert_eq!(field_id("pets[0].weightKg"), "pet-0-weight");
    }

    #[test]
    fn a_negative_weight_is_reported_on_its_control() {
        let mut f = Form::example(NOW);
        let id = f.take_id();
        f.bags.push(Bag {
            weight: "-3".into(),
            ..Bag::new(id)
        });
        let e = f.evaluate().unwrap_err();
        assert_eq!(e.field, "bag-0-weight");
        assert_eq!(e.message, "must be between 0 and 1000");
    }

    #[test]
    fn a_companion_without_an_age_is_asked_for_it_not_taken_for_a_baby() {
        // The core needs the age (ECA art. 83 § 1º b asks for an adult
        // relative); an empty field read as 0 made a grandmother a minor and
        // the child "alone".
        let mut f = Form::example(NOW);
        f.birth = "2016-05-01".into();
        let id = f.take_id();
        f.companions.push(Companion {
            relation: "grandparent".into(),
            age: " ".into(),
            kinship_proof: true,
            ..Companion::new(id)
        });
        let e = f.evaluate().unwrap_err();
        assert_eq!(
            (e.field.as_str(), e.message.as_str()),
            ("companion-0-age", "ui.error.required")
        );
        assert!(e.is_key);
        f.companions[0].age = "70".into();
        let minor = f.evaluate().unwrap().minor.unwrap();
        assert!(minor.satisfied);
    }

    #[test]
    fn on_an_rs_line_a_dog_without_a_weight_is_asked_for_it_elsewhere_not() {
        // DAER weighs dogs and cats on RS lines (params::RS_PET_MAX_WEIGHT_G):
        // an empty weight read as 0 said "can travel" for a dog of any size.
        let mut f = Form::example(NOW);
        f.scope = "intermunicipal_rs".into();
        let id = f.take_id();
        f.pets.push(Pet {
            vaccinated: true,
            vet_certificate: true,
            container: true,
            sedated: true,
            ..Pet::new(id)
        });
        let e = f.evaluate().unwrap_err();
        assert_eq!(
            (e.field.as_str(), e.message.as_str()),
            ("pet-0-weight", "ui.error.required")
        );
        f.pets[0].weight = "9".into();
        assert!(!f.evaluate().unwrap().pets[0].allowed);
        f.pets[0].weight = "8".into();
        assert!(f.evaluate().unwrap().pets[0].allowed);
        // No federal rule weighs the animal; an animal the DAER refuses for
        // its species needs no weight either.
        f.pets[0].weight.clear();
        f.pets[0].species = "other".into();
        assert!(!f.evaluate().unwrap().pets[0].allowed);
        // A guide dog is not weighed either; the box, offered for a dog
        // only, left ticked on a cat is not sent and asks its weight.
        f.pets[0].species = "dog".into();
        f.pets[0].guide_dog = true;
        let q = f.to_query().unwrap();
        assert!(q.pets.unwrap()[0].guide_dog);
        f.pets[0].species = "cat".into();
        assert_eq!(f.to_query().unwrap_err().field, "pet-0-weight");
        f.pets[0].weight = "4".into();
        assert!(!f.to_query().unwrap().pets.unwrap()[0].guide_dog);
        f.pets[0].weight.clear();
        f.pets[0].species = "dog".into();
        f.pets[0].guide_dog = false;
        f.scope = "interstate".into();
        assert!(f.evaluate().is_ok());
    }

    #[test]
    fn a_trip_abroad_sends_its_destination_once_one_is_chosen() {
        // `none` is the select's "not chosen yet", not a country; a country
        // left from a trip abroad is not sent for a trip at home.
        let mut f = Form::example(NOW);
        f.scope = "international".into();
        for (country, sent) in [("", None), ("none", None), ("AR", Some("AR"))] {
            f.destination_country = country.into();
            let q = f.to_query().unwrap();
            assert_eq!(q.trip.destination_country.as_deref(), sent, "{country:?}");
        }
        f.scope = "interstate".into();
        assert_eq!(f.to_query().unwrap().trip.destination_country, None);
    }

    #[test]
    fn a_row_in_error_blanks_its_own_section_not_the_others() {
        let mut f = Form::example(NOW);
        f.birth = "2016-05-01".into();
        f.fare = "250".into();
        f.request = "withdrawal".into();
        let id = f.take_id();
        f.bags.push(Bag {
            weight: "abc".into(),
            ..Bag::new(id)
        });
        let e = f.evaluation(None);
        assert_eq!(e.result.as_ref().unwrap_err().field, "bag-0-weight");
        let rest = e
            .report()
            .expect("the other sections still have their report");
        assert!(rest.refund.is_some() && rest.minor.is_some() && rest.age == Some(10));
        assert!(
            rest.baggage.is_none(),
            "no totals from a list with a row in error"
        );

        // A companion's row in error: the rest is there, the minors' decision
        // and the benefits (a child "alone" without the row, with no lap)
        // are not.
        f.bags.clear();
        let id = f.take_id();
        f.companions.push(Companion {
            relation: "grandparent".into(),
            age: String::new(),
            ..Companion::new(id)
        });
        let e = f.evaluation(None);
        assert_eq!(e.result.as_ref().unwrap_err().field, "companion-0-age");
        let rest = e.report().unwrap();
        assert!(rest.refund.is_some() && rest.minor.is_none());
        assert_eq!(e.withheld, [Section::Benefits, Section::Minor]);
        assert!(rest.benefits.is_empty() && rest.best.is_none());

        // An amount of the request: everything but the refund.
        f.companions.clear();
        f.request = "delay".into();
        f.delay_minutes = "abc".into();
        let e = f.evaluation(None);
        assert_eq!(e.result.as_ref().unwrap_err().field, "request-delay");
        assert_eq!(e.withheld, [Section::Refund]);
        let rest = e.report().unwrap();
        assert!(rest.refund.is_none() && rest.minor.is_some());

        // The animals already on an RS bus: everything but the pets.
        f.delay_minutes = "90".into();
        f.scope = "intermunicipal_rs".into();
        f.pets_on_board = "-1".into();
        let id = f.take_id();
        f.pets.push(Pet {
            weight: "4".into(),
            ..Pet::new(id)
        });
        let e = f.evaluation(None);
        assert_eq!(e.result.as_ref().unwrap_err().field, "seats-pets");
        let rest = e.report().unwrap();
        assert!(rest.pets.is_empty() && rest.refund.is_some());
        f.pets.clear();
        f.pets_on_board.clear();
        f.scope = "interstate".into();

        // The fare: everything but the refund; the bags' excess fee, a share
        // of the fare, is then unknown, as with no fare typed.
        f.bags.push(Bag {
            weight: "35".into(),
            ..Bag::new(id + 1)
        });
        f.fare = "25o".into();
        let e = f.evaluation(None);
        assert_eq!(e.result.as_ref().unwrap_err().field, "ticket-fare");
        let rest = e.report().unwrap();
        assert!(rest.refund.is_none() && rest.minor.is_some() && !rest.benefits.is_empty());
        let bags = rest.baggage.as_ref().unwrap();
        assert!(bags.excess_grams > 0 && bags.excess_fee_cents.is_none());
        f.fare = "250".into();
        f.bags.clear();

        // A count of seats taken, the lap children, the distance: everything
        // but the benefits (none rather than offers decided without them).
        type Field = fn(&mut Form) -> &mut String;
        let fields: [(Field, &str); 5] = [
            (|f| &mut f.youth_free_taken, "seats-youth-free"),
            (|f| &mut f.elderly_free_taken, "seats-elderly-free"),
            (|f| &mut f.passe_livre_taken, "seats-passe-livre"),
            (
                |f| &mut f.lap_children_with_same_adult,
                "passenger-lap-children",
            ),
            (|f| &mut f.distance, "trip-distance"),
        ];
        for (field, id) in fields {
            let mut g = f.clone();
            *field(&mut g) = "abc".into();
            let e = g.evaluation(None);
            assert_eq!(e.result.as_ref().unwrap_err().field, id);
            let rest = e.report().unwrap();
            assert!(rest.benefits.is_empty() && rest.best.is_none(), "{id}");
            assert!(rest.age == Some(10) && rest.refund.is_some() && rest.minor.is_some());
        }

        // The birth date (a date picker's year typed digit by digit reads
        // 0002 on the way): everything but the benefits and the minors.
        let mut g = f.clone();
        g.birth = "0002-05-01".into();
        let e = g.evaluation(None);
        assert_eq!(e.result.as_ref().unwrap_err().field, "passenger-birth");
        assert_eq!(e.withheld, [Section::Benefits, Section::Minor]);
        let rest = e.report().unwrap();
        assert!(rest.benefits.is_empty() && rest.minor.is_none());
        assert!(rest.refund.is_some() && rest.age.is_none());

        // A trip field all sections read leaves nothing to show.
        f.boarding_time = "10:00".into();
        let e = f.evaluation(None);
        assert_eq!(e.result.as_ref().unwrap_err().field, "trip-boarding-date");
        assert!(e.report().is_none());

        // Without an error, the report is the whole form's.
        f.boarding_time.clear();
        let e = f.evaluation(None);
        assert!(e.rest.is_none());
        assert!(std::ptr::eq(
            e.report().unwrap(),
            e.result.as_ref().unwrap()
        ));
    }

    #[test]
    fn empty_delay_or_interruption_minutes_are_asked_for_not_read_as_none() {
        // Lei 11.975 arts. 4 and 5: the minutes decide (over 3 h stopped,
        // over 1 h late); read as 0 an empty field said "not yet entitled".
        let mut f = Form::example(NOW);
        f.fare = "250".into();
        for (kind, id) in [
            ("delay", "request-delay"),
            ("interruption", "request-interruption"),
        ] {
            f.request = kind.into();
            let e = f.to_query().unwrap_err();
            assert_eq!(
                (e.field.as_str(), e.message.as_str()),
                (id, "ui.error.required")
            );
        }
        f.interruption_minutes = "181".into();
        let r = f.evaluate().unwrap().refund.unwrap();
        assert!(r.allowed);
        // Zero typed is an answer: not yet late enough.
        f.request = "delay".into();
        f.delay_minutes = "0".into();
        assert!(!f.evaluate().unwrap().refund.unwrap().allowed);
    }

    #[test]
    fn an_adults_hidden_companion_rows_are_not_read() {
        let mut f = Form::example(NOW);
        f.birth = "1990-05-01".into();
        let id = f.take_id();
        f.companions.push(Companion {
            age: "abc".into(),
            ..Companion::new(id)
        });
        let r = f
            .evaluate()
            .expect("no error on a row the page does not draw");
        assert!(r.minor.is_none());
        // The same row for a minor is drawn, and its error shown.
        f.birth = "2014-05-01".into();
        assert_eq!(f.evaluate().unwrap_err().field, "companion-0-age");
    }

    #[test]
    fn the_blank_form_is_a_valid_query() {
        let r = Form::example(NOW).evaluate().unwrap();
        assert!(r.baggage.is_none());
        assert!(r.error.is_none());
    }

    #[test]
    fn a_time_no_clock_shows_is_an_error_beside_the_time() {
        // `?time=25:00` in a link: "data ou hora inválida" was put beside
        // the date, which was right.
        let mut f = Form::example(NOW);
        f.time = "25:00".into();
        assert_eq!(f.evaluate().unwrap_err().field, "trip-time");
        f.time = "22:30".into();
        f.boarding_date = f.date.clone();
        f.boarding_time = "23:60".into();
        assert_eq!(f.evaluate().unwrap_err().field, "trip-boarding-time");
        // A date that is no date still names the date.
        let mut f = Form::example(NOW);
        f.date = "2026-02-30".into();
        f.time = "25:00".into();
        assert_eq!(f.evaluate().unwrap_err().field, "trip-date");
    }

    #[test]
    fn a_boarding_at_a_later_stop_needs_both_parts_and_not_before_the_departure() {
        let mut f = Form::example(NOW);
        f.fare = "250".into();
        f.request = "withdrawal".into();
        f.boarding_date = f.date.clone();
        assert_eq!(f.evaluate().unwrap_err().field, "trip-boarding-time");
        f.boarding_time = "22:29".into();
        let e = f.evaluate().unwrap_err();
        assert_eq!(
            (e.field.as_str(), e.message.as_str()),
            ("trip-boarding-date", "ui.error.boarding_before_departure")
        );
        // At the departure's own time is not before it: boarding at the
        // first stop, typed out.
        f.boarding_time = f.time.clone();
        assert!(f.evaluate().is_ok());
        // 02:00 the next day: the refund is counted from it.
        let next = chrono::NaiveDate::parse_from_str(&f.date, "%Y-%m-%d")
            .unwrap()
            .succ_opt()
            .unwrap();
        f.boarding_date = next.format("%Y-%m-%d").to_string();
        f.boarding_time = "02:00".into();
        let r = f.evaluate().unwrap();
        let deadline = r.refund.unwrap().deadline.unwrap();
        assert_eq!(
            deadline.to_string(),
            format!("{}T02:00:00-03:00", f.boarding_date)
        );
        // The URL carries it.
        let blank = Form::example(NOW);
        let back = from_params(blank.clone(), &to_params(&f, &blank));
        assert_eq!(
            (back.boarding_date, back.boarding_time),
            (f.boarding_date.clone(), f.boarding_time.clone())
        );
    }

    #[test]
    fn the_minor_is_read_from_the_form_as_the_core_reads_it() {
        let mut f = Form::example(NOW);
        assert_eq!(f.minor_from_form(), (None, false));
        for birth in ["2008-12-20", "2008-12-21", "2014-05-01", "2026-12-21"] {
            f.birth = birth.into();
            let r = f.evaluate().ok();
            let core = r
                .map(|r| (r.age, r.minor.is_some()))
                .unwrap_or((None, false));
            assert_eq!(
                f.minor_from_form(),
                core,
                "born {birth}, leaving {}",
                f.date
            );
        }
    }

    #[test]
    fn a_value_the_page_does_not_draw_is_neither_sent_nor_an_error() {
        let mut f = Form::example(NOW);
        f.fare = "250".into();
        // Typed under "delay", then the passenger chose "interruption".
        f.delay_minutes = "abc".into();
        f.request = "interruption".into();
        f.interruption_minutes = "200".into();
        let q = f.to_query().unwrap();
        let r = q.request.unwrap();
        assert_eq!((r.delay_minutes, r.interruption_minutes), (0.0, 200.0));
        f.request = "delay".into();
        assert_eq!(f.to_query().unwrap_err().field, "request-delay");
        // The animals already on board: asked on RS lines only.
        f.request = "none".into();
        f.pets_on_board = "abc".into();
        assert_eq!(f.to_query().unwrap().seats.unwrap().pets_on_board, 0.0);
        f.scope = "intermunicipal_rs".into();
        assert_eq!(f.to_query().unwrap_err().field, "seats-pets");
        // The benefit seats taken: asked on interstate lines only (no such
        // reserve on an RS or an international line).
        f.pets_on_board.clear();
        f.youth_free_taken = "abc".into();
        for scope in ["intermunicipal_rs", "international"] {
            f.scope = scope.into();
            assert!(!f.asks_reserved_seats(), "{scope}");
            let seats = f.to_query().unwrap().seats.unwrap();
            assert_eq!(seats.youth_free_taken, 0.0, "{scope}");
        }
        f.scope = "interstate".into();
        assert_eq!(f.to_query().unwrap_err().field, "seats-youth-free");
        // The seat resold: asked for a no-show only; ticked there, then the
        // passenger chose a withdrawal, it is not sent.
        f.youth_free_taken.clear();
        f.seat_resold = true;
        f.request = "no_show".into();
        assert!(f.to_query().unwrap().request.unwrap().seat_resold);
        f.request = "withdrawal".into();
        assert!(!f.to_query().unwrap().request.unwrap().seat_resold);
    }
}
