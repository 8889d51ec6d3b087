//! Pets: the DAER rules for intermunicipal RS lines (dogs and cats up to
//! 8 kg, two per vehicle, 50 % of the fare, certificate, vaccination,
//! sedation, own carrier) and the interstate rules (vaccination, carrier,
//! vet health certificate with rabies shot, no GTA for dogs and cats).

use embarque::rules::evaluate_json;
use serde_json::{json, Value};

fn pets(scope: &str, fare: Option<i64>, on_board: u32, list: Value) -> Vec<Value> {
    let mut q = json!({
        "now": "2026-06-01T08:00:00-03:00",
        "trip": { "scope": scope, "departure": "2026-06-01T12:00:00-03:00", "destinationCountry": "AR" },
        "seats": { "petsOnBoard": on_board },
        "pets": list,
    });
    if let Some(f) = fare {
        q["ticket"] = json!({ "fareCents": f });
    }
    let r =
        serde_json::to_value(evaluate_json(&q.to_string()).expect("valid query")).expect("json");
    r["pets"].as_array().cloned().unwrap_or_default()
}

fn ready(species: &str, kg: f64) -> Value {
    json!({ "species": species, "weightKg": kg, "vaccinated": true, "vetCertificate": true, "container": true, "sedated": true })
}

fn without(species: &str, kg: f64, field: &str) -> Value {
    let mut p = ready(species, kg);
    p[field] = json!(false);
    p
}

/// The keys listed under `field` of a decision.
fn strings(d: &Value, field: &str) -> Vec<String> {
    d[field]
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|x| x.as_str().map(String::from))
                .collect()
        })
        .unwrap_or_default()
}

fn reasons(d: &Value) -> Vec<String> {
    strings(d, "reasons")
}

/// The documents of a decision, as keys.
fn documents(d: &Value) -> Vec<String> {
    strings(d, "documents")
}

fn rs(list: Value) -> Vec<Value> {
    pets("intermunicipal_rs", Some(25000), 0, list)
}

// ------------------------------------------------------- intermunicipal RS

#[test]
fn a_sedated_vaccinated_cat_of_4_kg_in_its_carrier_travels_paying_half_the_fare() {
    let d = &rs(json!([ready("cat", 4.0)]))[0];
    assert_eq!(d["index"], 0);
    assert_eq!(d["allowed"], true);
    assert_eq!(d["feeCents"], 12500);
    let docs: Vec<_> = d["documents"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_str().unwrap())
        .collect();
    assert_eq!(docs, vec!["vet_health_certificate", "vaccination_card"]);
    // DAER's notes for an animal allowed: each in its own container, the
    // first to pay has the place.
    assert!(
        reasons(d).contains(&"own_container_each".to_string()),
        "{d}"
    );
    assert!(
        reasons(d).contains(&"first_paid_first_served".to_string()),
        "{d}"
    );
    // "de modo a não causar desconforto ou transtorno para outros usuários",
    // on the RS list as on the interstate one.
    assert!(
        reasons(d).contains(&"no_discomfort_to_others".to_string()),
        "{d}"
    );
    assert!(d["citations"]
        .as_array()
        .unwrap()
        .iter()
        .any(|c| c["instrument"] == "Resolução CT/DAER 4.938/2008"));
}

#[test]
fn the_half_fare_rounds_down_to_the_centavo() {
    assert_eq!(
        pets(
            "intermunicipal_rs",
            Some(3333),
            0,
            json!([ready("dog", 2.0)])
        )[0]["feeCents"],
        1666
    );
}

#[test]
fn a_dog_of_exactly_8_kg_travels_one_of_8_001_kg_does_not() {
    assert_eq!(rs(json!([ready("dog", 8.0)]))[0]["allowed"], true);
    let heavy = &rs(json!([ready("dog", 8.001)]))[0];
    assert_eq!(heavy["allowed"], false);
    assert!(reasons(heavy).contains(&"over_weight_limit".to_string()));
    assert_eq!(heavy["maxWeightGrams"], 8000);
    assert!(heavy["feeCents"].is_null());
}

#[test]
fn on_rs_lines_an_animal_whose_weight_is_not_given_is_not_said_to_travel() {
    // "Até 8 kg": a weight of 0 (not given) cannot be said to be within it;
    // the page asks for it, a carrier's own page may not (a law audit found
    // such a dog `allowed`).
    let d = &rs(json!([ready("dog", 0.0)]))[0];
    assert_eq!(d["allowed"], false, "{d}");
    assert!(reasons(d).contains(&"weight_not_given".to_string()), "{d}");
    assert!(
        reasons(&rs(json!([ready("dog", 0.001)]))[0]).contains(&"fee_share_of_fare".to_string())
    );
}

#[test]
fn only_dogs_and_cats_on_rs_lines() {
    let d = &rs(json!([ready("other", 1.0)]))[0];
    assert_eq!(d["allowed"], false);
    assert!(reasons(d).contains(&"only_dogs_and_cats".to_string()));
    // No papers to bring for an animal no paper lets travel (the printed
    // sheet listed a certificate and a vaccination card for it).
    assert_eq!(d["documents"], json!([]), "{d}");
}

#[test]
fn each_missing_condition_refuses_the_animal_with_its_reason() {
    for (field, reason) in [
        ("vetCertificate", "no_vet_certificate"),
        ("vaccinated", "not_vaccinated"),
        ("sedated", "not_sedated"),
        ("container", "no_standard_container"),
    ] {
        let d = &rs(json!([without("cat", 3.0, field)]))[0];
        assert_eq!(d["allowed"], false, "{field}");
        assert_eq!(reasons(d), vec![reason.to_string()], "{field}");
        assert!(
            d["citations"]
                .as_array()
                .unwrap()
                .iter()
                .any(|c| c["article"] == "recusa de embarque"),
            "{field}"
        );
    }
}

#[test]
fn the_third_animal_on_the_vehicle_is_refused_first_paid_first_served() {
    let list = rs(json!([
        ready("cat", 3.0),
        ready("dog", 5.0),
        ready("cat", 2.0)
    ]));
    assert_eq!(list[0]["allowed"], true);
    assert_eq!(list[1]["allowed"], true);
    assert_eq!(list[2]["allowed"], false);
    assert!(reasons(&list[2]).contains(&"vehicle_limit_reached".to_string()));
}

#[test]
fn animals_already_on_board_count_toward_the_two() {
    let list = pets(
        "intermunicipal_rs",
        Some(25000),
        1,
        json!([ready("cat", 3.0), ready("cat", 3.0)]),
    );
    assert_eq!(list[0]["allowed"], true);
    assert_eq!(list[1]["allowed"], false);
    let full = pets(
        "intermunicipal_rs",
        Some(25000),
        2,
        json!([ready("cat", 3.0)]),
    );
    assert_eq!(full[0]["allowed"], false);
}

#[test]
fn a_refused_animal_takes_no_place_on_the_vehicle() {
    let list = rs(json!([
        without("cat", 3.0, "sedated"),
        ready("dog", 5.0),
        ready("cat", 2.0)
    ]));
    assert_eq!(list[0]["allowed"], false);
    assert_eq!(list[1]["allowed"], true);
    assert_eq!(list[2]["allowed"], true);
}

#[test]
fn without_a_fare_the_fee_is_null_with_a_reason() {
    let d = &pets("intermunicipal_rs", None, 0, json!([ready("cat", 3.0)]))[0];
    assert_eq!(d["allowed"], true);
    assert!(d["feeCents"].is_null());
    assert!(reasons(d).contains(&"fare_needed_for_fee".to_string()));
}

// ------------------------------------------------------- interstate

#[test]
fn interstate_a_vaccinated_dog_in_a_carrier_with_a_certificate_travels_without_gta() {
    let mut dog = ready("dog", 20.0);
    dog["sedated"] = json!(false);
    let d = &pets("interstate", Some(25000), 5, json!([dog]))[0];
    assert_eq!(d["allowed"], true);
    assert!(reasons(d).contains(&"no_gta_for_dogs_and_cats".to_string()));
    assert!(d["feeCents"].is_null());
    let docs: Vec<_> = d["documents"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_str().unwrap())
        .collect();
    assert_eq!(
        docs,
        vec!["vet_health_certificate_rabies", "vaccination_card"]
    );
    assert!(d["citations"]
        .as_array()
        .unwrap()
        .iter()
        .any(|c| c["article"] == "art. 7º, V"));
}

#[test]
fn interstate_each_missing_condition_refuses_the_animal() {
    for (field, reason) in [
        ("vetCertificate", "no_vet_certificate"),
        ("vaccinated", "not_vaccinated"),
        ("container", "no_standard_container"),
    ] {
        let d = &pets(
            "interstate",
            Some(25000),
            0,
            json!([without("cat", 3.0, field)]),
        )[0];
        assert_eq!(d["allowed"], false, "{field}");
        assert!(reasons(d).contains(&reason.to_string()), "{field}");
    }
}

#[test]
fn interstate_other_species_are_not_promised_and_point_to_ibama_and_agriculture() {
    let d = &pets("interstate", Some(25000), 0, json!([ready("other", 1.0)]))[0];
    assert_eq!(d["allowed"], false);
    assert!(reasons(d).contains(&"other_species_see_official_rules".to_string()));
    let inst: Vec<_> = d["citations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["instrument"].as_str().unwrap())
        .collect();
    assert!(inst.contains(&"Portaria IBAMA 117/1997"));
    assert!(inst.contains(&"Ministério da Agricultura (trânsito de cães e gatos)"));
}

// ------------------------------------------------------- international

#[test]
fn abroad_transport_is_not_promised_the_destination_and_the_ministry_decide() {
    let d = &pets("international", Some(25000), 0, json!([ready("dog", 5.0)]))[0];
    assert_eq!(d["allowed"], false);
    assert!(reasons(d).contains(&"international_rules_of_destination".to_string()));
    let docs: Vec<_> = d["documents"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_str().unwrap())
        .collect();
    assert!(docs.contains(&"international_veterinary_certificate"));
}

/// The GTA (Guia de Trânsito Animal) is a paper of transit within Brazil:
/// its waiver for dogs and cats says nothing of a trip abroad, where the
/// international certificate is what counts. The page said "Perros y gatos
/// no necesitan GTA" beside the CVI on a trip to Buenos Aires.
#[test]
fn abroad_the_domestic_gta_waiver_is_not_said() {
    let d = &pets("international", Some(25000), 0, json!([ready("dog", 5.0)]))[0];
    assert!(
        !reasons(d).contains(&"no_gta_for_dogs_and_cats".to_string()),
        "{d}"
    );
    assert!(
        !d["citations"].to_string().contains("dispensa de GTA"),
        "{d}"
    );
    // The health certificate it still asks for keeps its citation.
    assert!(documents(d).contains(&"vet_health_certificate_rabies".to_string()));
    assert!(
        d["citations"]
            .to_string()
            .contains(r#""article":"atestado sanitário""#),
        "{d}"
    );
    let d = &pets("interstate", Some(25000), 0, json!([ready("dog", 5.0)]))[0];
    assert!(
        reasons(d).contains(&"no_gta_for_dogs_and_cats".to_string()),
        "{d}"
    );
}

/// Abroad an animal that meets every condition on board (ANTT Res.
/// 1.383/2006 art. 7º V, the Ministry's certificate) is not refused: the
/// destination decides, and the decision says the on-board part is met.
/// The page showed "May not travel" for a dog with every box ticked, as
/// for one without its vaccination.
#[test]
fn abroad_an_animal_meeting_the_on_board_conditions_is_said_to_meet_them() {
    let ok = &pets("international", Some(25000), 0, json!([ready("dog", 5.0)]))[0];
    assert_eq!(ok["allowed"], false);
    assert!(reasons(ok).contains(&"on_board_conditions_met".to_string()));
    let unvaccinated = &pets(
        "international",
        Some(25000),
        0,
        json!([without("dog", 5.0, "vaccinated")]),
    )[0];
    assert_eq!(unvaccinated["allowed"], false);
    assert!(!reasons(unvaccinated).contains(&"on_board_conditions_met".to_string()));
    let parrot = &pets(
        "international",
        Some(25000),
        0,
        json!([ready("other", 1.0)]),
    )[0];
    assert!(!reasons(parrot).contains(&"on_board_conditions_met".to_string()));
}

#[test]
fn no_pets_section_no_pet_decisions() {
    let q = r#"{"now":"2026-06-01T08:00:00-03:00","trip":{"scope":"intermunicipal_rs","departure":"2026-06-01T12:00:00-03:00"}}"#;
    assert!(evaluate_json(q).unwrap().pets.is_empty());
}

// ------------------------------------------------------------ guide dogs

/// A guide dog as a passenger who is blind enters it: none of a pet's
/// conditions (no carrier, no sedation, no vet certificate).
/// Its vaccination is up to date: Decreto 5.904/2006 art. 3º II lists the
/// card among what identifies a guide dog.
fn guide(kg: f64) -> Value {
    json!({ "species": "dog", "weightKg": kg, "guideDog": true, "vaccinated": true })
}

fn cites(d: &Value, instrument: &str, article: &str) -> bool {
    d["citations"]
        .as_array()
        .unwrap()
        .iter()
        .any(|c| c["instrument"] == instrument && c["article"] == article)
}

/// Lei 11.126/2005 art. 1º: a person who is blind or has low vision has
/// the right to board and stay with a guide dog "em todos os meios de
/// transporte", in every modality and jurisdiction (§ 2º, Lei 13.146/2015);
/// hindering it is discrimination (art. 3º). Decreto 5.904/2006 art. 3º
/// lists what identifies it. A 30 kg guide dog was refused on an RS line for
/// its weight, its carrier and its sedation.
#[test]
fn a_guide_dog_travels_on_every_line_free_without_a_carrier_or_weight_limit() {
    for scope in ["intermunicipal_rs", "interstate"] {
        let d = &pets(scope, Some(25000), 0, json!([guide(30.0)]))[0];
        assert_eq!(d["allowed"], true, "{scope}: {d}");
        assert_eq!(d["feeCents"], 0, "{scope}");
        assert_eq!(d["maxWeightGrams"], Value::Null, "{scope}");
        let r = reasons(d);
        assert_eq!(
            r,
            vec![
                "guide_dog_travels_with_passenger",
                "guide_dog_hindering_is_discrimination"
            ],
            "{scope}"
        );
        assert_eq!(
            documents(d),
            vec![
                "guide_dog_id_card_and_tag",
                "guide_dog_vaccination_card",
                "guide_dog_harness"
            ],
            "{scope}"
        );
        assert!(cites(d, "Lei 11.126/2005", "art. 1º, § 2º"), "{d}");
        assert!(cites(d, "Lei 11.126/2005", "art. 3º"));
        assert!(cites(d, "Decreto 5.904/2006", "art. 3º"));
    }
}

/// Decreto 5.904/2006 art. 3º: a guide dog is identified by "II – carteira
/// de vacinação atualizada, com comprovação da vacinação múltipla e
/// anti-rábica, assinada por médico veterinário". Without it the dog is not
/// shown to be a guide dog, and as a pet it needs its vaccination too: the
/// carrier may refuse it. `vaccinated: false` (or absent, as for a pet) was
/// read and ignored: "allowed", beside the card in its documents.
#[test]
fn a_guide_dog_without_its_vaccination_up_to_date_may_be_refused() {
    let unvaccinated =
        json!({ "species": "dog", "weightKg": 30, "guideDog": true, "vaccinated": false });
    let absent = json!({ "species": "dog", "weightKg": 30, "guideDog": true });
    for scope in ["intermunicipal_rs", "interstate", "international"] {
        for dog in [&unvaccinated, &absent] {
            let d = &pets(scope, Some(25000), 0, json!([dog]))[0];
            assert_eq!(d["allowed"], false, "{scope}: {d}");
            assert_eq!(d["feeCents"], Value::Null, "{scope}");
            assert_eq!(
                reasons(d)[0],
                "guide_dog_vaccination_needed",
                "{scope}: {d}"
            );
            assert!(
                !reasons(d).contains(&"on_board_conditions_met".to_string()),
                "{scope}: {d}"
            );
            assert!(
                documents(d).contains(&"guide_dog_vaccination_card".to_string()),
                "{scope}"
            );
            assert!(
                cites(d, "Decreto 5.904/2006", "art. 3º, II"),
                "{scope}: {d}"
            );
        }
    }
    // It takes no RS pet place either: the two pets after it travel.
    let d = rs(json!([unvaccinated, ready("cat", 4.0), ready("dog", 5.0)]));
    assert_eq!(d[0]["allowed"], false);
    assert!(d[1..].iter().all(|x| x["allowed"] == true), "{d:?}");
}

/// On an RS line the guide dog takes none of DAER's two places: the two
/// pets after it still travel.
#[test]
fn on_rs_lines_a_guide_dog_takes_no_pet_place() {
    let d = rs(json!([guide(25.0), ready("cat", 4.0), ready("dog", 5.0)]));
    assert!(d.iter().all(|x| x["allowed"] == true), "{d:?}");
    let full = pets("intermunicipal_rs", Some(25000), 2, json!([guide(25.0)]));
    assert_eq!(full[0]["allowed"], true);
}

/// Abroad (§ 2º: "inclusive em esfera internacional com origem no território
/// brasileiro") the bus takes it; the destination's entry rules remain.
#[test]
fn abroad_a_guide_dog_boards_and_the_destinations_rules_remain() {
    let d = &pets("international", Some(25000), 0, json!([guide(30.0)]))[0];
    // As any animal abroad: on board it may go, the destination decides.
    assert_eq!(d["allowed"], false, "{d}");
    assert!(reasons(d).contains(&"on_board_conditions_met".to_string()));
    assert!(reasons(d).contains(&"guide_dog_travels_with_passenger".to_string()));
    assert!(reasons(d).contains(&"international_rules_of_destination".to_string()));
    assert!(documents(d).contains(&"international_veterinary_certificate".to_string()));
}

/// Only a dog is a guide dog: the flag on a cat is an error naming it.
#[test]
fn a_guide_flag_on_another_species_is_an_error_naming_the_field() {
    let q = json!({
        "now": "2026-06-01T08:00:00-03:00",
        "trip": { "scope": "interstate", "departure": "2026-06-01T12:00:00-03:00" },
        "pets": [ready("dog", 4.0), { "species": "cat", "weightKg": 3, "guideDog": true }],
    });
    let e = evaluate_json(&q.to_string()).unwrap_err();
    assert_eq!(e.field, "pets[1].guideDog");
}

/// Lei 11.126 is of 2005-06-27 (in force on publication, 28 June): a trip
/// before it judges the dog as any other.
#[test]
fn before_lei_11126_a_guide_dog_was_judged_as_a_pet() {
    let q = json!({
        "now": "2005-06-01T08:00:00-03:00",
        "trip": { "scope": "interstate", "departure": "2005-06-01T12:00:00-03:00" },
        "pets": [guide(30.0)],
    });
    let r = serde_json::to_value(evaluate_json(&q.to_string()).unwrap()).unwrap();
    let d = &r["pets"][0];
    assert_eq!(d["allowed"], false);
    // A pet's conditions, not the guide dog's reasons.
    let why = reasons(d);
    assert!(why.contains(&"no_vet_certificate".to_string()), "{d}");
    assert!(!why.iter().any(|r| r.starts_with("guide_dog")), "{d}");
}

/// DAER's pet rules are Res. CT/DAER 4.938 of 8 April 2008; since 21
/// January 2020 its traffic council lets each carrier waive the 50 %
/// (osul.com.br, 2020-01-22: "A cobrança do adicional de 50 % ... passará a
/// ser opcional"): the fee is the most it may charge (a legal audit).
#[test]
fn on_rs_lines_the_50_percent_may_be_waived_from_21_january_2020() {
    let at = |date: &str| {
        let q = json!({
            "now": format!("{date}T08:00:00-03:00"),
            "trip": { "scope": "intermunicipal_rs", "departure": format!("{date}T12:00:00-03:00") },
            "ticket": { "fareCents": 25000 },
            "pets": [ready("cat", 4.0)],
        });
        serde_json::to_value(evaluate_json(&q.to_string()).unwrap()).unwrap()["pets"][0].clone()
    };
    let now = at("2026-06-01");
    assert_eq!(now["feeCents"], 12500);
    assert!(
        reasons(&now).contains(&"fee_may_be_waived".to_string()),
        "{now}"
    );
    assert!(
        now["citations"]
            .to_string()
            .contains("Resolução CT/DAER 4.938/2008"),
        "{now}"
    );
    let before = at("2019-06-01");
    assert!(
        !reasons(&before).contains(&"fee_may_be_waived".to_string()),
        "{before}"
    );
}

// ------------------------------------------------ edges found by mutation

/// Res. CT/DAER 4.938/2008: each figure an RS answer applies is cited to
/// its item: the 8 kg (domestic animals), the two places, the 50 % fare; a
/// dog over the weight cites the weight it was refused for.
#[test]
fn on_rs_lines_each_figure_applied_is_cited_to_its_daer_item() {
    let daer = "Resolução CT/DAER 4.938/2008";
    let d = &rs(json!([ready("dog", 6.0)]))[0];
    assert_eq!(d["allowed"], true, "{d}");
    assert!(cites(d, daer, "animais domésticos"), "{d}");
    assert!(cites(d, daer, "limite de animais"), "{d}");
    assert!(cites(d, daer, "tarifa do animal"), "{d}");
    let d = &rs(json!([ready("dog", 9.0)]))[0];
    assert_eq!(d["allowed"], false, "{d}");
    assert!(cites(d, daer, "animais domésticos"), "{d}");
}

/// Abroad, an animal of another species is told of the destination's entry
/// rules too, as a dog or a cat is (it read IBAMA's and Agriculture's rules
/// alone; a pets audit).
#[test]
fn abroad_another_species_is_told_of_the_destinations_rules_too() {
    let d = &pets(
        "international",
        Some(25000),
        0,
        json!([ready("other", 1.0)]),
    )[0];
    assert_eq!(d["allowed"], false);
    let r = reasons(d);
    assert!(
        r.iter().any(|x| x == "other_species_see_official_rules"),
        "{d}"
    );
    assert!(
        r.iter().any(|x| x == "international_rules_of_destination"),
        "{d}"
    );
}

/// `PetDecision::guide_dog`, by which the page and the printed sheet name
/// Lei 11.126/2005 for a driver who would refuse the dog: true for a guide
/// dog allowed or waiting for its vaccination, false for a pet (a mutation
/// test: only the browser tests looked at it).
#[test]
fn a_guide_dogs_decision_says_so_and_a_pets_does_not() {
    let q = json!({
        "now": "2026-12-19T10:00:00-03:00",
        "trip": { "scope": "interstate", "departure": "2026-12-20T22:30:00-03:00" },
        "ticket": { "fareCents": 25000 },
        "pets": [guide(30.0), { "species": "dog", "weightKg": 30, "guideDog": true, "vaccinated": false }, ready("dog", 6.0)],
    });
    let r = evaluate_json(&q.to_string()).expect("valid query");
    let said: Vec<bool> = r.pets.iter().map(|p| p.guide_dog()).collect();
    assert_eq!(said, [true, true, false]);
}
