//! Boarding notices: the checklist of what gets a passenger refused on
//! board, for the trip's network only.
//!
//! Instruments: on interstate and international lines, ANTT Res. 1.383/2006
//! art. 7º (boarding refused to whoever does not identify when asked, is
//! drunk, carries a weapon without authorization or dangerous products,
//! animals against the rules, objects that do not fit the rack, disturbs the
//! others, uses a sound device after a warning, refuses to pay the fare, or
//! smokes) and Portaria
//! 10/1999 (no smoking product on board). On intermunicipal RS lines, Lei RS
//! 7.813/1983 (no smoking), the DAER order on dress and alcohol (no swimwear,
//! shorts or bare torso; nobody drunk, no drinking) and the DAER rules on
//! animals. Abroad, the travel document the destination accepts (Mercosur
//! travel-document agreement). The advice to arrive early and to carry an ID
//! on RS lines is the carrier's: those notices say `source: "carrier"`.
//!
//! Res. 1.383/2006 governs road services; Embarque applies it to every
//! interstate and international trip, as the rest of the core does, and by
//! train or boat says so (`road_rules_by_rail_or_water`).
//!
//! ```
//! use embarque::rules::{evaluate_json, notices::Key};
//! let r = evaluate_json(r#"{"now":"2026-06-01T08:00:00-03:00",
//!   "trip":{"scope":"intermunicipal_rs","departure":"2026-06-01T12:00:00-03:00"}}"#).unwrap();
//! let keys: Vec<Key> = r.notices.iter().map(|n| n.key).collect();
//! assert!(keys.contains(&Key::NoSwimwear));
//! assert!(!keys.contains(&Key::SoundDevicesAfterWarning));
//! ```

use super::input::Case;
use super::law::{cite, Citation, Instrument::*};
use super::minors::accepted_identity_documents;
use super::params;
use super::query::Scope;
use crate::keyed;
use serde::Serialize;

keyed! {
    /// A notice for the passenger.
    pub enum Key {
        ArriveEarly = "arrive_30_min_early",
        RoadRulesByRailOrWater = "road_rules_by_rail_or_water",
        CarryId = "carry_identity_document",
        CarryPassportOrMercosurId = "carry_passport_or_mercosur_id",
        CarryPassport = "carry_passport",
        NoDrunkenness = "no_drunkenness",
        NoBoardingUnderInfluence = "no_boarding_under_influence",
        NoAlcoholOnBoard = "no_alcohol_on_board",
        NoWeapon = "no_weapon_without_authorization",
        NoDangerousProducts = "no_dangerous_products",
        AnimalsOnlyAsRegulated = "animals_only_as_regulated",
        CabinItemsFitRack = "cabin_items_fit_the_rack",
        RespectOthers = "respect_other_passengers",
        SoundDevicesAfterWarning = "sound_devices_off_after_warning",
        PayTheFare = "pay_the_fare",
        NoSmoking = "no_smoking",
        NoSwimwear = "no_swimwear_shorts_or_bare_torso",
    }
}

keyed! {
    /// Whether a rule of law or the carrier's advice backs the notice.
    pub enum Source { Law = "law", Carrier = "carrier" }
}

/// One notice.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Notice {
    pub key: Key,
    pub citations: Vec<Citation>,
    /// Added: where the notice comes from.
    pub source: Source,
    /// Added: the number of minutes the notice speaks of, when it has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub minutes: Option<i64>,
}

fn law(key: Key, citations: Vec<Citation>) -> Notice {
    Notice {
        key,
        citations,
        source: Source::Law,
        minutes: None,
    }
}

const fn art_7(item: &'static str) -> Citation {
    cite(ResAntt1383, item)
}

/// The notices that apply to the trip, in the order a passenger meets them.
pub fn decide(case: &Case) -> Vec<Notice> {
    let mut out = vec![arrive_early()];
    match case.trip.scope {
        Scope::Interstate => federal_notices(case, &mut out),
        Scope::International => {
            federal_notices(case, &mut out);
            out.insert(2, travel_document_abroad(case));
        }
        Scope::IntermunicipalRs => rs_notices(&mut out),
    }
    // The road's rules are applied, and said to be; the Civil Code's
    // transport contract holds for every mode.
    if case.trip.road_rules_stand_in() {
        let civil = cite(CodigoCivil, "arts. 730 a 742");
        out.insert(1, law(Key::RoadRulesByRailOrWater, vec![civil]));
    }
    out
}

/// The carrier's own advice on its passenger page ("chegue ao terminal
/// rodoviário 30 minutos antes do horário de partida"), not a rule of law:
/// the notice says so (`source: carrier`) and cites nothing. Res. ANTT
/// 1.383/2006 art. 3º, once cited here, only obliges carriers to post the
/// rights of arts. 6º and 7º.
const ARRIVE_EARLY_MIN: i64 = 30;

fn arrive_early() -> Notice {
    Notice {
        key: Key::ArriveEarly,
        citations: Vec::new(),
        source: Source::Carrier,
        minutes: Some(ARRIVE_EARLY_MIN),
    }
}

/// Res. 1.383/2006 art. 7º and Portaria 10/1999: interstate and international.
fn federal_notices(case: &Case, out: &mut Vec<Notice>) {
    let list = params::DANGEROUS_GOODS_LIST.citation_or_first(case.trip_date);
    out.extend([
        law(Key::CarryId, vec![art_7("art. 7º, I")]),
        law(Key::NoDrunkenness, vec![art_7("art. 7º, II")]),
        law(Key::NoWeapon, vec![art_7("art. 7º, III")]),
        law(Key::NoDangerousProducts, vec![art_7("art. 7º, IV"), list]),
        law(Key::AnimalsOnlyAsRegulated, vec![art_7("art. 7º, V")]),
        law(Key::CabinItemsFitRack, vec![art_7("art. 7º, VI")]),
        law(
            Key::RespectOthers,
            vec![art_7("art. 7º, VII"), art_7("art. 7º, IX")],
        ),
        law(Key::SoundDevicesAfterWarning, vec![art_7("art. 7º, VIII")]),
        law(Key::PayTheFare, vec![art_7("art. 7º, X")]),
        law(
            Key::NoSmoking,
            vec![
                cite(PortariaMt10, "produtos fumígenos"),
                art_7("art. 7º, XI"),
            ],
        ),
    ]);
}

/// Abroad: a passport, or where the Mercosur agreement applies, the RG too.
fn travel_document_abroad(case: &Case) -> Notice {
    let ids = accepted_identity_documents(case);
    let key = if ids.mercosur {
        Key::CarryPassportOrMercosurId
    } else {
        Key::CarryPassport
    };
    law(key, vec![ids.citation])
}

/// Intermunicipal RS lines: the state law on smoking, the DAER orders.
fn rs_notices(out: &mut Vec<Notice>) {
    let daer_alcohol = cite(DaerConduct, "art. 2º");
    out.extend([
        // No instrument in the seeds asks for an ID on RS lines: the carrier's advice.
        Notice {
            key: Key::CarryId,
            citations: Vec::new(),
            source: Source::Carrier,
            minutes: None,
        },
        law(Key::NoBoardingUnderInfluence, vec![daer_alcohol]),
        law(Key::NoAlcoholOnBoard, vec![daer_alcohol]),
        law(Key::NoSwimwear, vec![cite(DaerConduct, "art. 1º")]),
        law(
            Key::AnimalsOnlyAsRegulated,
            vec![cite(DaerPets, "recusa de embarque")],
        ),
        law(Key::NoSmoking, vec![cite(LeiRs7813, "vedação do fumo")]),
    ]);
}
