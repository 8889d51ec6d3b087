//! Pets: which animals may travel with the passenger, with which papers,
//! and what they pay.
//!
//! Instruments: on intermunicipal RS lines, the DAER regulation on domestic
//! animals (dogs and cats up to 8 kg, at most two per vehicle for those who
//! pay first, 50 % of the fare each, a veterinary health certificate, an
//! up-to-date vaccination card, sedated, each in its own standard carrier;
//! anything missing and the carrier refuses the animal). On interstate and
//! international lines, ANTT Res. 1.383/2006 art. 7º V (boarding refused to
//! animals not properly packed or against the rules) and the Ministry of
//! Agriculture's rule for dogs and cats (no GTA, but a health certificate
//! from a vet registered in the origin state's council proving the rabies
//! shot); other species follow IBAMA (Portaria 117/1997) and the Ministry,
//! and no transport is promised.
//!
//! Trips abroad: the same federal conditions apply on board, but entering
//! another country depends on its sanitary rules and the Ministry's
//! international veterinary certificate (CVI), which Embarque does not
//! model: it lists the papers and does not promise transport.
//!
//! A guide dog (Lei 11.126/2005, Decreto 5.904/2006 art. 3º) is no pet: it
//! travels free beside its passenger on every line, with none of the above
//! conditions but its vaccination (the card is one of what identifies it)
//! and taking no DAER place; abroad the destination decides, as for any
//! animal.
//!
//! Animals are judged in the order given; on RS lines each animal allowed
//! takes one of the vehicle's places after `seats.petsOnBoard`, and a
//! refused animal takes none.
//!
//! ```
//! use embarque::rules::{evaluate_json, money::Cents};
//! let r = evaluate_json(r#"{"now":"2026-06-01T08:00:00-03:00",
//!   "trip":{"scope":"intermunicipal_rs","departure":"2026-06-01T12:00:00-03:00"},
//!   "ticket":{"fareCents":25000},
//!   "pets":[{"species":"cat","weightKg":4,"vaccinated":true,"vetCertificate":true,
//!            "container":true,"sedated":true}]}"#).unwrap();
//! assert!(r.pets[0].allowed);
//! assert_eq!(r.pets[0].fee_cents, Some(Cents(12500)));
//! ```

use super::input::{Case, PetFacts};
use super::law::{cite, Citation, Instrument::*};
use super::money::Cents;
use super::params;
use super::query::{Scope, Species};
use crate::keyed;
use serde::Serialize;

keyed! {
    /// Why an animal may or may not travel.
    pub enum Reason {
        OnlyDogsAndCats = "only_dogs_and_cats",
        OverWeightLimit = "over_weight_limit",
        VehicleLimitReached = "vehicle_limit_reached",
        NoVetCertificate = "no_vet_certificate",
        NotVaccinated = "not_vaccinated",
        NotSedated = "not_sedated",
        NoStandardContainer = "no_standard_container",
        FeeShareOfFare = "fee_share_of_fare",
        FirstPaidFirstServed = "first_paid_first_served",
        OwnContainerEach = "own_container_each",
        FareNeededForFee = "fare_needed_for_fee",
        NoGtaForDogsAndCats = "no_gta_for_dogs_and_cats",
        FeeSetByCarrier = "fee_set_by_carrier",
        NoDiscomfortToOthers = "no_discomfort_to_others",
        OtherSpeciesSeeOfficialRules = "other_species_see_official_rules",
        InternationalRulesOfDestination = "international_rules_of_destination",
        /// Added: abroad, the animal meets every condition on board; only the
        /// destination's entry rules are left to check.
        OnBoardConditionsMet = "on_board_conditions_met",
        /// Added: on an RS line since 2020-01-21, the carrier may waive the
        /// fee (DAER's traffic council): `feeCents` is the most it charges.
        FeeMayBeWaived = "fee_may_be_waived",
        /// Added: on an RS line, a weight of 0 (not given) cannot be said to
        /// be within DAER's limit.
        WeightNotGiven = "weight_not_given",
        /// Added: a guide dog travels with its passenger, in the cabin,
        /// free, without a carrier or a weight limit (Lei 11.126/2005).
        GuideDogTravelsWithPassenger = "guide_dog_travels_with_passenger",
        /// Added: hindering it is discrimination (Lei 11.126/2005 art. 3º).
        GuideDogHinderingIsDiscrimination = "guide_dog_hindering_is_discrimination",
        /// Added: without its vaccination up to date a guide dog is not
        /// identified as one (Decreto 5.904/2006 art. 3º II): it may be refused.
        GuideDogVaccinationNeeded = "guide_dog_vaccination_needed",
    }
}

keyed! {
    /// A document the animal's owner must show.
    pub enum Document {
        VetHealthCertificate = "vet_health_certificate",
        VetHealthCertificateRabies = "vet_health_certificate_rabies",
        VaccinationCard = "vaccination_card",
        InternationalVeterinaryCertificate = "international_veterinary_certificate",
        /// Added: Decreto 5.904/2006 art. 3º I, II and III.
        GuideDogIdCardAndTag = "guide_dog_id_card_and_tag",
        GuideDogVaccinationCard = "guide_dog_vaccination_card",
        GuideDogHarness = "guide_dog_harness",
    }
}

/// The decision on one animal.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PetDecision {
    pub index: usize,
    pub allowed: bool,
    /// What the animal pays; `None` when it does not travel, when the fare
    /// is unknown, or when no rule sets the price (interstate: the carrier's).
    pub fee_cents: Option<Cents>,
    pub documents: Vec<Document>,
    pub reasons: Vec<Reason>,
    pub citations: Vec<Citation>,
    /// Added: the heaviest animal allowed, grams, where a rule sets one.
    pub max_weight_grams: Option<u32>,
    /// Added: the fee as a percentage of the fare, where a rule sets one.
    pub fee_percent: Option<u32>,
}

impl PetDecision {
    /// Whether this is a guide dog's decision (Lei 11.126/2005), allowed or
    /// waiting for its vaccination: the page and the printed sheet name its
    /// law for a driver who would refuse it.
    pub fn guide_dog(&self) -> bool {
        self.reasons.iter().any(|r| {
            matches!(
                r,
                Reason::GuideDogTravelsWithPassenger | Reason::GuideDogVaccinationNeeded
            )
        })
    }
}

/// One decision per animal in the query (none without a `pets` section).
pub fn decide(case: &Case) -> Vec<PetDecision> {
    let Some(pets) = case.pets.as_ref() else {
        return Vec::new();
    };
    let mut boarded = case.seats.pets_on_board;
    pets.iter()
        .enumerate()
        .map(|(index, pet)| match case.trip.scope {
            _ if pet.guide_dog && params::GUIDE_DOG_ACCESS.at(case.trip_date).is_some() => {
                guide_dog(case, index, pet)
            }
            Scope::IntermunicipalRs => rs_domestic_animal(case, index, pet, &mut boarded),
            Scope::Interstate => interstate_animal(index, pet),
            Scope::International => international_animal(index, pet),
        })
        .collect()
}

const DAER_REFUSAL: Citation = cite(DaerPets, "recusa de embarque");
const RES_1383_V: Citation = cite(ResAntt1383, "art. 7º, V");

fn decision(index: usize) -> PetDecision {
    PetDecision {
        index,
        allowed: false,
        fee_cents: None,
        documents: Vec::new(),
        reasons: Vec::new(),
        citations: Vec::new(),
        max_weight_grams: None,
        fee_percent: None,
    }
}

/// DAER, intermunicipal RS lines: every condition must hold, or the carrier
/// refuses the animal. `boarded` counts the vehicle's places taken.
fn rs_domestic_animal(case: &Case, index: usize, pet: &PetFacts, boarded: &mut u32) -> PetDecision {
    let date = case.trip_date;
    let weight = params::RS_PET_MAX_WEIGHT_G.value_or_first(date);
    let places = params::RS_PETS_PER_VEHICLE.value_or_first(date);
    let percent = params::RS_PET_FARE_PERCENT.value_or_first(date);
    let mut d = decision(index);
    d.max_weight_grams = Some(weight);
    d.fee_percent = Some(percent);
    d.citations
        .extend(cited(&params::RS_PET_MAX_WEIGHT_G, date));
    let mut refusals = Vec::new();
    if pet.species == Species::Other {
        refusals.push(Reason::OnlyDogsAndCats);
    } else {
        // Papers only for the dogs and cats DAER takes.
        d.documents = vec![Document::VetHealthCertificate, Document::VaccinationCard];
        if pet.weight_g > weight {
            refusals.push(Reason::OverWeightLimit);
        } else if pet.weight_g == 0 {
            refusals.push(Reason::WeightNotGiven);
        }
        refusals.extend(papers_and_packing(pet, true));
        if *boarded >= places {
            refusals.push(Reason::VehicleLimitReached);
            d.citations
                .extend(cited(&params::RS_PETS_PER_VEHICLE, date));
        }
    }
    if !refusals.is_empty() {
        // DAER refuses for a condition not met; a weight not given is none.
        if refusals != [Reason::WeightNotGiven] {
            d.citations.push(DAER_REFUSAL);
        }
        d.reasons = refusals;
        return d;
    }
    *boarded = boarded.saturating_add(1);
    d.allowed = true;
    d.reasons = vec![
        Reason::FeeShareOfFare,
        Reason::FirstPaidFirstServed,
        Reason::OwnContainerEach,
        Reason::NoDiscomfortToOthers,
    ];
    d.citations
        .extend(cited(&params::RS_PETS_PER_VEHICLE, date));
    d.citations
        .extend(cited(&params::RS_PET_FARE_PERCENT, date));
    d.citations.push(cite(
        DaerPets,
        "atestado, vacinação, sedação e embalagem padrão",
    ));
    match case.ticket.as_ref().and_then(|t| t.fare) {
        Some(fare) => d.fee_cents = Some(fare.percent_floor(percent)),
        None => d.reasons.push(Reason::FareNeededForFee),
    }
    if let Some(row) = params::RS_PET_FEE_OPTIONAL.at(date) {
        d.reasons.push(Reason::FeeMayBeWaived);
        d.citations.push(row.citation);
    }
    d
}

/// The citation of the row of `p` in force on `date` (or its first row).
fn cited<T: Copy>(p: &params::Param<T>, date: chrono::NaiveDate) -> Option<Citation> {
    p.at(date)
        .or_else(|| p.rows.first().copied())
        .map(|r| r.citation)
}

/// The conditions common to the DAER and federal rules; `sedation` only the
/// DAER asks.
fn papers_and_packing(pet: &PetFacts, sedation: bool) -> Vec<Reason> {
    let mut r = Vec::new();
    if !pet.vet_certificate {
        r.push(Reason::NoVetCertificate);
    }
    if !pet.vaccinated {
        r.push(Reason::NotVaccinated);
    }
    if sedation && !pet.sedated {
        r.push(Reason::NotSedated);
    }
    if !pet.container {
        r.push(Reason::NoStandardContainer);
    }
    r
}

/// The Ministry of Agriculture's waiver of the GTA for dogs and cats.
const MAPA_NO_GTA: Citation = cite(MapaTransit, "dispensa de GTA; atestado sanitário");

/// The Ministry's rule for animals leaving Brazil: not in the carried MAPA
/// text, which is of interstate lines ([`crate::texts::anchor_for`]).
pub const MAPA_ABROAD: Citation = cite(MapaTransit, "trânsito internacional");

/// Interstate lines: Res. 1.383/2006 art. 7º V and the Ministry of
/// Agriculture's rule for dogs and cats. No rule caps the weight or the
/// number, nor sets a price: the carrier's conditions apply.
fn interstate_animal(index: usize, pet: &PetFacts) -> PetDecision {
    let mut d = decision(index);
    d.citations.push(RES_1383_V);
    if pet.species == Species::Other {
        return other_species(d);
    }
    d.documents = vec![
        Document::VetHealthCertificateRabies,
        Document::VaccinationCard,
    ];
    d.citations.push(MAPA_NO_GTA);
    let refusals = papers_and_packing(pet, false);
    if !refusals.is_empty() {
        d.reasons = refusals;
        return d;
    }
    d.allowed = true;
    d.reasons = vec![
        Reason::NoGtaForDogsAndCats,
        Reason::NoDiscomfortToOthers,
        Reason::FeeSetByCarrier,
    ];
    d
}

/// A guide dog: the federal Lei 11.126/2005 (art. 1º § 2º: every line,
/// abroad too) outranks the DAER pet rules (Res. CT/DAER 4.938/2008) and the
/// carrier's page (8 kg, a carrier, sedation, two places, half the fare),
/// which know only pets, and makes any hindrance discrimination (art. 3º):
/// none of those conditions, fees or places. Decreto 5.904/2006 art. 3º
/// lists what identifies it, among it an up-to-date vaccination card (II):
/// without one the dog is not shown to be a guide dog, and a pet needs its
/// vaccination too, so the carrier may refuse it. Abroad the destination's
/// entry rules still apply to the dog.
fn guide_dog(case: &Case, index: usize, pet: &PetFacts) -> PetDecision {
    let mut d = decision(index);
    d.documents = vec![
        Document::GuideDogIdCardAndTag,
        Document::GuideDogVaccinationCard,
        Document::GuideDogHarness,
    ];
    d.citations.extend([
        cite(Lei11126, "art. 1º, § 2º"),
        cite(Lei11126, "art. 3º"),
        cite(Decreto5904, "art. 3º"),
    ]);
    if !pet.vaccinated {
        d.reasons = vec![Reason::GuideDogVaccinationNeeded];
        d.citations.push(cite(Decreto5904, "art. 3º, II"));
        return d;
    }
    d.allowed = true;
    d.fee_cents = Some(Cents(0));
    d.reasons = vec![
        Reason::GuideDogTravelsWithPassenger,
        Reason::GuideDogHinderingIsDiscrimination,
    ];
    // Abroad, as any animal: the bus takes it, the destination's entry
    // rules are to be confirmed ("Confirme antes", not "Pode viajar").
    if case.trip.scope == Scope::International {
        d.allowed = false;
        d.fee_cents = None;
        d.documents
            .push(Document::InternationalVeterinaryCertificate);
        d.reasons.push(Reason::OnBoardConditionsMet);
        d.reasons.push(Reason::InternationalRulesOfDestination);
        d.citations.push(MAPA_ABROAD);
    }
    d
}

/// Other species: IBAMA and the Ministry of Agriculture decide; no promise.
fn other_species(mut d: PetDecision) -> PetDecision {
    d.reasons = vec![Reason::OtherSpeciesSeeOfficialRules];
    d.citations.extend([
        cite(PortariaIbama117, "fauna silvestre"),
        cite(MapaTransit, "trânsito de animais"),
    ]);
    d
}

/// Abroad: the interstate conditions on board, plus the destination's
/// entry rules (the international veterinary certificate): never promised.
fn international_animal(index: usize, pet: &PetFacts) -> PetDecision {
    let mut d = interstate_animal(index, pet);
    // Another species is not promised on board either; the destination's
    // rules are said as for a dog or a cat.
    if pet.species == Species::Other {
        d.reasons.push(Reason::InternationalRulesOfDestination);
        d.citations.push(MAPA_ABROAD);
        return d;
    }
    // Not refused: what is left to check is the destination's, not the bus's.
    if d.allowed {
        d.reasons.push(Reason::OnBoardConditionsMet);
    }
    d.allowed = false;
    d.fee_cents = None;
    d.documents
        .push(Document::InternationalVeterinaryCertificate);
    // The GTA waiver is of transit within Brazil: abroad the certificate
    // of the destination counts instead.
    d.reasons
        .retain(|r| !matches!(r, Reason::FeeSetByCarrier | Reason::NoGtaForDogsAndCats));
    // The health certificate it still asks for keeps its rule.
    for c in &mut d.citations {
        if *c == MAPA_NO_GTA {
            *c = cite(MapaTransit, "atestado sanitário");
        }
    }
    d.reasons.push(Reason::InternationalRulesOfDestination);
    d.citations.push(MAPA_ABROAD);
    d
}
