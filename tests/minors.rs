//! Travel documents for minors (ECA arts. 83–85; CNJ Res. 131/2011, 295/2019;
//! Provimento CNJ 103/2020), through the contract's JSON entry point.
//! Cases sit either side of 2019-03-18 (Lei 13.812/2019: 12 → 16) and
//! 2019-09-13 (CNJ Res. 295/2019: a parent's authorization for a child alone).

use embarque::rules::evaluate_json;
use serde_json::{json, Value};

/// Evaluates a query whose departure is on `date` (noon, -03:00) and returns
/// the report as JSON.
fn report(date: &str, trip: Value, passenger: Value) -> Value {
    let mut t = json!({ "scope": "interstate", "departure": format!("{date}T12:00:00-03:00") });
    if let (Some(t), Some(extra)) = (t.as_object_mut(), trip.as_object()) {
        for (k, v) in extra {
            t.insert(k.clone(), v.clone());
        }
    }
    let q = json!({ "now": format!("{date}T08:00:00-03:00"), "trip": t, "passenger": passenger });
    let r = evaluate_json(&q.to_string()).expect("valid query");
    serde_json::to_value(r).expect("serializable")
}

/// A passenger who is `age` on `date` (born on the same day `age` years before).
fn born(date: &str, age: i32) -> String {
    let year: i32 = date[..4].parse().expect("year");
    format!("{}{}", year - age, &date[4..])
}

fn minor(date: &str, age: i32, companions: Value, extra: Value) -> Value {
    let mut p = json!({ "birthDate": born(date, age), "companions": companions });
    if let (Some(p), Some(extra)) = (p.as_object_mut(), extra.as_object()) {
        for (k, v) in extra {
            p.insert(k.clone(), v.clone());
        }
    }
    p
}

fn decision(date: &str, age: i32, companions: Value, extra: Value) -> Value {
    report(date, json!({}), minor(date, age, companions, extra))["minor"].clone()
}

fn keys(v: &Value) -> Vec<String> {
    v.as_array()
        .map(|a| {
            a.iter()
                .filter_map(|x| x.as_str().map(String::from))
                .collect()
        })
        .unwrap_or_default()
}

fn cites(d: &Value, instrument: &str) -> bool {
    d["citations"]
        .as_array()
        .is_some_and(|a| a.iter().any(|c| c["instrument"] == instrument))
}

fn alone() -> Value {
    json!([])
}

// ------------------------------------------------------- reference case 6

#[test]
fn a_child_of_10_with_a_grandmother_who_proves_the_kinship_is_relative_with_proof_satisfied() {
    let d = decision(
        "2026-06-01",
        10,
        json!([{ "relation": "grandparent", "age": 66, "kinshipProof": true }]),
        json!({}),
    );
    assert_eq!(d["requirement"], "relative_with_proof");
    assert_eq!(d["satisfied"], true);
    assert_eq!(d["rule"], "eca_83_lei_13812_2019");
    assert!(keys(&d["documents"]).contains(&"kinship_documents".to_string()));
}

#[test]
fn a_parents_authorization_held_by_a_minor_sibling_is_not_an_adults() {
    // ECA art. 83 § 1º b 2 (and DAER's OS art. 3º § 1º b 2): "de pessoa
    // maior, expressamente autorizada". A grandmother without proof of the
    // kinship and a 15-year-old sibling carrying the parents' authorization:
    // nobody of age is authorized.
    let grandmother = json!({ "relation": "grandparent", "age": 66, "kinshipProof": false });
    let d = decision(
        "2026-06-01",
        10,
        json!([grandmother, { "relation": "sibling", "age": 15, "parentalAuthorization": true }]),
        json!({}),
    );
    assert_eq!(d["satisfied"], false, "{d}");
    // The same authorization carried by the grandmother herself counts.
    let d = decision(
        "2026-06-01",
        10,
        json!([{ "relation": "grandparent", "age": 66, "kinshipProof": false, "parentalAuthorization": true }]),
        json!({}),
    );
    assert_eq!(d["satisfied"], true, "{d}");
    assert_eq!(d["satisfiedBy"], "parental_authorization");
}

#[test]
fn a_child_of_10_alone_leaving_the_comarca_needs_a_parental_authorization() {
    let d = decision("2026-06-01", 10, alone(), json!({}));
    assert_eq!(d["requirement"], "parental_authorization");
    assert_eq!(d["satisfied"], false);
    assert!(keys(&d["alternatives"]).contains(&"judicial_authorization".to_string()));
    assert!(d["citations"]
        .as_array()
        .unwrap()
        .iter()
        .any(|c| c["instrument"] == "Resolução CNJ 295/2019" && c["article"] == "art. 2º"));
    let forms = keys(&d["authorizationForms"]);
    for f in [
        "public_deed",
        "private_document_notarized_signature",
        "electronic_aev",
    ] {
        assert!(forms.contains(&f.to_string()), "{f} in {forms:?}");
    }
    assert_eq!(keys(&d["whoSigns"]), vec!["either_parent", "guardian"]);
}

#[test]
fn a_child_alone_with_the_parents_authorization_to_travel_alone_is_satisfied() {
    let d = decision(
        "2026-06-01",
        10,
        alone(),
        json!({ "parentalAuthorizationToTravelAlone": true }),
    );
    assert_eq!(d["requirement"], "parental_authorization");
    assert_eq!(d["satisfied"], true);
}

#[test]
fn a_13_year_old_alone_in_2018_needs_nothing_the_old_text_covered_only_children_under_12() {
    let d = decision("2018-06-01", 13, alone(), json!({}));
    assert_eq!(d["requirement"], "none");
    assert_eq!(d["satisfied"], true);
    assert_eq!(d["rule"], "eca_83_original");
    assert_eq!(d["threshold"], 12);
}

#[test]
fn a_13_year_old_alone_in_2026_needs_a_parental_authorization_lei_13812_raised_the_age_to_16() {
    let d = decision("2026-06-01", 13, alone(), json!({}));
    assert_eq!(d["requirement"], "parental_authorization");
    assert_eq!(d["rule"], "eca_83_lei_13812_2019");
    assert_eq!(d["threshold"], 16);
    assert!(cites(&d, "Lei 13.812/2019"));
}

// ------------------------------------------------------- the 2019 cutovers

#[test]
fn a_13_year_old_alone_on_2019_03_17_needs_nothing() {
    assert_eq!(
        decision("2019-03-17", 13, alone(), json!({}))["requirement"],
        "none"
    );
}

#[test]
fn a_13_year_old_alone_on_2019_03_18_needs_a_judge_before_cnj_res_295() {
    let d = decision("2019-03-18", 13, alone(), json!({}));
    assert_eq!(d["requirement"], "judicial_authorization");
    assert_eq!(d["satisfied"], false);
    assert_eq!(d["rule"], "eca_83_lei_13812_2019");
}

#[test]
fn a_child_alone_on_2019_09_12_needs_a_judicial_authorization() {
    let d = decision(
        "2019-09-12",
        10,
        alone(),
        json!({ "parentalAuthorizationToTravelAlone": true }),
    );
    assert_eq!(d["requirement"], "judicial_authorization");
    assert_eq!(d["satisfied"], false);
}

#[test]
fn a_child_alone_on_2019_09_13_may_go_with_a_parents_authorization() {
    let d = decision(
        "2019-09-13",
        10,
        alone(),
        json!({ "parentalAuthorizationToTravelAlone": true }),
    );
    assert_eq!(d["requirement"], "parental_authorization");
    assert_eq!(d["satisfied"], true);
}

#[test]
fn a_child_alone_with_a_judicial_authorization_is_satisfied_either_side_of_2019_09_13() {
    for date in ["2019-09-12", "2019-09-13", "2026-06-01"] {
        let d = decision(date, 10, alone(), json!({ "judicialAuthorization": true }));
        assert_eq!(d["satisfied"], true, "{date}");
        assert_eq!(d["satisfiedBy"], "judicial_authorization", "{date}");
    }
}

#[test]
fn the_electronic_aev_is_offered_only_from_provimento_103_2020() {
    let before = decision("2020-06-03", 10, alone(), json!({}));
    let after = decision("2020-06-04", 10, alone(), json!({}));
    assert!(!keys(&before["authorizationForms"]).contains(&"electronic_aev".to_string()));
    assert!(keys(&after["authorizationForms"]).contains(&"electronic_aev".to_string()));
    assert!(cites(&after, "Provimento CNJ 103/2020"));
}

#[test]
fn an_authorization_stating_no_period_is_valid_for_24_months() {
    let d = decision("2026-06-01", 10, alone(), json!({}));
    assert_eq!(d["authorizationValidityMonths"], 24);
    assert!(d["citations"]
        .as_array()
        .unwrap()
        .iter()
        .any(|c| c["instrument"] == "Resolução CNJ 295/2019" && c["article"] == "art. 3º"));
    assert_eq!(d["judicialAuthorizationValidityMonths"], 24);
}

// ------------------------------------------------------- ages

#[test]
fn ages_15_16_17_and_18_alone_in_2026() {
    assert_eq!(
        decision("2026-06-01", 15, alone(), json!({}))["requirement"],
        "parental_authorization"
    );
    for age in [16, 17] {
        let d = decision("2026-06-01", age, alone(), json!({}));
        assert_eq!(d["requirement"], "none", "{age}");
        assert_eq!(d["satisfied"], true);
        assert!(keys(&d["documents"]).contains(&"minor_photo_id".to_string()));
        assert!(keys(&d["reasons"]).contains(&"at_or_above_threshold".to_string()));
    }
    assert!(decision("2026-06-01", 18, alone(), json!({})).is_null());
}

#[test]
fn a_minor_turning_16_on_the_trip_date_travels_with_own_id() {
    // Born 2010-06-01, travelling 2026-06-01: 16 on the day.
    assert_eq!(
        decision("2026-06-01", 16, alone(), json!({}))["requirement"],
        "none"
    );
}

#[test]
fn no_passenger_no_minor_section() {
    let q = r#"{"now":"2026-06-01T08:00:00-03:00","trip":{"scope":"interstate","departure":"2026-06-01T12:00:00-03:00"}}"#;
    let r = serde_json::to_value(evaluate_json(q).unwrap()).unwrap();
    assert!(r.get("minor").is_none());
}

// ------------------------------------------------------- companions

#[test]
fn with_mother_father_or_guardian_only_documents() {
    for rel in ["mother", "father", "guardian"] {
        let d = decision(
            "2026-06-01",
            9,
            json!([{ "relation": rel, "age": 40 }]),
            json!({}),
        );
        assert_eq!(d["requirement"], "documents_only", "{rel}");
        assert_eq!(d["satisfied"], true);
        let docs = keys(&d["documents"]);
        assert!(docs.contains(&"minor_birth_certificate_or_id".to_string()));
        assert!(docs.contains(&"companion_photo_id".to_string()));
        assert_eq!(
            docs.contains(&"guardianship_papers".to_string()),
            rel == "guardian",
            "{rel}"
        );
        assert!(keys(&d["alternatives"]).is_empty());
    }
}

/// ECA art. 83 § 1º b 1: "ascendente ou colateral maior, até o terceiro
/// grau". Ascendants: grandparents (2nd), great-grandparents (3rd);
/// collaterals: siblings (2nd), aunts and uncles and nieces and nephews (3rd,
/// counted up to the common ancestor and down again). A cousin is of the 4th
/// degree: another adult, below.
#[test]
fn each_relative_up_to_the_third_degree_with_and_without_proof() {
    for rel in [
        "grandparent",
        "great_grandparent",
        "sibling",
        "uncle_aunt",
        "nephew_niece",
    ] {
        let with = decision(
            "2026-06-01",
            9,
            json!([{ "relation": rel, "age": 30, "kinshipProof": true }]),
            json!({}),
        );
        assert_eq!(with["requirement"], "relative_with_proof", "{rel}");
        assert_eq!(with["satisfied"], true, "{rel}");
        let without = decision(
            "2026-06-01",
            9,
            json!([{ "relation": rel, "age": 30 }]),
            json!({}),
        );
        assert_eq!(without["requirement"], "relative_with_proof", "{rel}");
        assert_eq!(without["satisfied"], false, "{rel}");
        assert!(keys(&without["reasons"]).contains(&"kinship_not_proved".to_string()));
        assert_eq!(
            keys(&without["alternatives"]),
            vec!["parental_authorization", "judicial_authorization"]
        );
    }
}

#[test]
fn a_relative_without_proof_but_with_the_parents_authorization_is_satisfied_by_it() {
    let d = decision(
        "2026-06-01",
        9,
        json!([{ "relation": "uncle_aunt", "age": 30, "parentalAuthorization": true }]),
        json!({}),
    );
    assert_eq!(d["requirement"], "relative_with_proof");
    assert_eq!(d["satisfied"], true);
    assert_eq!(d["satisfiedBy"], "parental_authorization");
}

#[test]
fn a_brother_aged_17_is_not_an_adult_relative_the_child_counts_as_alone() {
    let d = decision(
        "2026-06-01",
        9,
        json!([{ "relation": "sibling", "age": 17, "kinshipProof": true }]),
        json!({}),
    );
    assert_eq!(d["requirement"], "parental_authorization");
    assert!(keys(&d["reasons"]).contains(&"companion_not_adult".to_string()));
}

#[test]
fn with_another_adult_the_parental_authorization_with_and_without() {
    let without = decision(
        "2026-06-01",
        9,
        json!([{ "relation": "other_adult", "age": 35 }]),
        json!({}),
    );
    assert_eq!(without["requirement"], "parental_authorization");
    assert_eq!(without["satisfied"], false);
    let with = decision(
        "2026-06-01",
        9,
        json!([{ "relation": "other_adult", "age": 35, "parentalAuthorization": true }]),
        json!({}),
    );
    assert_eq!(with["satisfied"], true);
    assert_eq!(with["satisfiedBy"], "parental_authorization");
}

#[test]
fn with_another_adult_before_2019_09_13_the_parents_authorization_already_sufficed() {
    // ECA art. 83 § 1º b 2 (original text): an adult expressly authorized by a parent.
    let d = decision(
        "2018-06-01",
        9,
        json!([{ "relation": "other_adult", "age": 35, "parentalAuthorization": true }]),
        json!({}),
    );
    assert_eq!(d["requirement"], "parental_authorization");
    assert_eq!(d["satisfied"], true);
}

#[test]
fn the_best_companion_decides_a_parent_beats_a_stranger() {
    let d = decision(
        "2026-06-01",
        9,
        json!([{ "relation": "other_adult", "age": 35 }, { "relation": "mother", "age": 38 }]),
        json!({}),
    );
    assert_eq!(d["requirement"], "documents_only");
}

// ------------------------------------------------------- no authorization needed

#[test]
fn a_trip_inside_the_comarca_needs_no_authorization_but_an_id() {
    let d = report(
        "2026-06-01",
        json!({ "leavesComarca": false }),
        minor("2026-06-01", 9, alone(), json!({})),
    )["minor"]
        .clone();
    assert_eq!(d["requirement"], "none");
    assert!(keys(&d["documents"]).contains(&"minor_birth_certificate_or_id".to_string()));
    assert!(keys(&d["reasons"]).contains(&"does_not_leave_comarca".to_string()));
}

#[test]
fn a_contiguous_comarca_in_the_same_state_needs_no_authorization() {
    let d = report(
        "2026-06-01",
        json!({ "scope": "intermunicipal_rs", "contiguousComarcaSameState": true }),
        minor("2026-06-01", 9, alone(), json!({})),
    )["minor"]
        .clone();
    assert_eq!(d["requirement"], "none");
    assert!(keys(&d["reasons"]).contains(&"contiguous_comarca_same_state".to_string()));
    assert!(d["citations"]
        .as_array()
        .unwrap()
        .iter()
        .any(|c| c["article"] == "art. 83, § 1º, a"));
    assert!(cites(&d, "Ordem de Serviço DAER DOC/DT/011/02"));
}

#[test]
fn a_child_alone_on_an_rs_line_cites_daers_order_beside_the_cnj_rule_that_prevails() {
    // DAER OS DOC/DT/011/02 art. 3º asks a judge for a child alone; CNJ Res.
    // 295/2019 art. 2º (national, later) accepts the parents' authorization.
    // Both are cited, so the carrier sees which rule decided.
    let d = report(
        "2026-06-01",
        json!({ "scope": "intermunicipal_rs" }),
        minor("2026-06-01", 10, alone(), json!({})),
    )["minor"]
        .clone();
    assert_eq!(d["requirement"], "parental_authorization");
    assert!(cites(&d, "Ordem de Serviço DAER DOC/DT/011/02"), "{d}");
    assert!(cites(&d, "Resolução CNJ 295/2019"), "{d}");
    // And says so: the order the page cites asks for a judge (an RS
    // passenger's pass read "Autorização por escrito dos pais" beside it).
    assert!(
        keys(&d["reasons"]).contains(&"daer_order_asks_a_judge".to_string()),
        "{d}"
    );
    // Not on an interstate line.
    assert!(!cites(
        &decision("2026-06-01", 10, alone(), json!({})),
        "Ordem de Serviço DAER DOC/DT/011/02"
    ));
}

#[test]
fn daers_order_is_cited_for_children_under_12_only() {
    // OS DOC/DT/011/02 art. 3º: "Nenhuma criança poderá viajar [...]"; a
    // criança is under 12 (ECA art. 2º). A 12-to-15-year-old on an RS line
    // is under ECA art. 83 as Lei 13.812/2019 worded it, not under DAER's
    // order.
    let rs = |age: i32, company: Value| {
        report(
            "2026-06-01",
            json!({ "scope": "intermunicipal_rs" }),
            minor("2026-06-01", age, company, json!({})),
        )["minor"]
            .clone()
    };
    let mother = json!([{ "relation": "mother", "age": 40 }]);
    for age in [12, 14, 15] {
        for company in [alone(), mother.clone()] {
            let d = rs(age, company);
            assert!(
                !cites(&d, "Ordem de Serviço DAER DOC/DT/011/02"),
                "{age}: {d}"
            );
            assert!(cites(&d, "Lei 13.812/2019"), "{age}: {d}");
        }
    }
    for company in [alone(), mother] {
        assert!(cites(
            &rs(11, company),
            "Ordem de Serviço DAER DOC/DT/011/02"
        ));
    }
}

#[test]
fn the_same_metropolitan_region_needs_no_authorization() {
    let d = report(
        "2026-06-01",
        json!({ "sameMetropolitanRegion": true }),
        minor("2026-06-01", 9, alone(), json!({})),
    )["minor"]
        .clone();
    assert_eq!(d["requirement"], "none");
    assert!(keys(&d["reasons"]).contains(&"same_metropolitan_region".to_string()));
}

// ------------------------------------------------------- international

fn abroad(country: &str, age: i32, companions: Value, extra: Value) -> Value {
    report(
        "2026-06-01",
        json!({ "scope": "international", "destinationCountry": country }),
        minor("2026-06-01", age, companions, extra),
    )["minor"]
        .clone()
}

/// Abroad, what is missing comes first; the identity cards the destination
/// accepts, which hold whatever the requirement, come last ("Falta a
/// autorização de ambos os pais" stood fifth, under three lines on cards:
/// a kiosk pass).
#[test]
fn abroad_the_reasons_say_what_is_missing_before_the_identity_cards() {
    let ids = [
        "mercosur_id_accepted",
        "id_in_good_condition",
        "passport_always_accepted",
        "passport_required",
        "destination_not_given",
    ];
    for country in ["AR", "US"] {
        let d = abroad(
            country,
            14,
            json!([{ "relation": "other_adult", "age": 30 }]),
            json!({}),
        );
        let r = keys(&d["reasons"]);
        let first_id = r
            .iter()
            .position(|k| ids.contains(&k.as_str()))
            .expect("an identity reason");
        assert!(first_id > 0, "{country}: {r:?}");
        assert!(
            r[first_id..].iter().all(|k| ids.contains(&k.as_str())),
            "{country}: {r:?}"
        );
    }
}

#[test]
fn abroad_an_authorization_stating_no_period_is_valid_for_two_years() {
    // CNJ Res. 131/2011 art. 10: "Salvo se expressamente consignado, as
    // autorizações de viagem internacional [...] terão validade de dois anos"
    // (the Federal Police's model form: "se não constar prazo, a autorização
    // terá validade de dois anos (art. 10 da Resolução CNJ n. 131/11)").
    let d = abroad(
        "AR",
        10,
        json!([{ "relation": "mother", "age": 40 }]),
        json!({}),
    );
    assert_eq!(d["authorizationValidityMonths"], 24, "{d}");
    assert!(d["citations"]
        .as_array()
        .unwrap()
        .iter()
        .any(|c| c["instrument"] == "Resolução CNJ 131/2011" && c["article"] == "art. 10"));
    // Before the resolution, no default is said.
    let before = report(
        "2011-05-25",
        json!({ "scope": "international", "destinationCountry": "AR" }),
        minor(
            "2011-05-25",
            10,
            json!([{ "relation": "mother", "age": 40 }]),
            json!({}),
        ),
    )["minor"]
        .clone();
    assert_eq!(
        before["authorizationValidityMonths"],
        Value::Null,
        "{before}"
    );
}

/// CNJ Res. 131/2011 art. 2º: "É dispensável autorização judicial para
/// que crianças ou adolescentes brasileiros residentes fora do Brasil [...]
/// viajem de volta ao país de residência [...]: I) em companhia de um dos
/// genitores, independentemente de qualquer autorização escrita; II)
/// desacompanhado ou acompanhado de terceiro maior e capaz designado pelos
/// genitores, desde que haja autorização escrita dos pais, com firma
/// reconhecida. Parágrafo único. A comprovação da residência [...] far-se-á
/// mediante atestado de residência emitido por repartição consular
/// brasileira há menos de dois anos." A boy living in Uruguay going home
/// with his mother was asked for his father's authorization.
#[test]
fn a_child_who_lives_abroad_goes_home_with_one_parent_and_a_consular_certificate() {
    let home = json!({ "residesAbroad": true });
    let d = abroad(
        "UY",
        8,
        json!([{ "relation": "mother", "age": 38 }]),
        home.clone(),
    );
    assert_eq!(d["requirement"], "documents_only", "{d}");
    assert_eq!(d["satisfied"], true, "{d}");
    assert!(carries(&d, "consular_residence_certificate"), "{d}");
    assert!(!carries(&d, "parental_authorization"), "{d}");
    assert!(keys(&d["whoSigns"]).is_empty(), "{d}");
    assert!(keys(&d["reasons"]).contains(&"returns_home_with_one_parent".to_string()));
    let art = |d: &Value, a: &str| {
        d["citations"]
            .as_array()
            .unwrap()
            .iter()
            .any(|c| c["instrument"] == "Resolução CNJ 131/2011" && c["article"] == a)
    };
    assert!(
        art(&d, "art. 2º, I") && art(&d, "art. 2º, parágrafo único"),
        "{d}"
    );
    // Art. 1º is the rule of a child who lives in Brazil.
    assert!(!art(&d, "art. 1º"), "{d}");
    // A foreign mother living abroad too: she is the parent (art. 3º p.u. I).
    let d = abroad(
        "UY",
        8,
        json!([{ "relation": "mother", "age": 38, "foreignResidentAbroad": true }]),
        home.clone(),
    );
    assert_eq!(d["satisfied"], true, "{d}");
    // Alone, or with a third adult: the parents' written authorization (II).
    for companions in [alone(), json!([{ "relation": "grandparent", "age": 66 }])] {
        let d = abroad("UY", 8, companions.clone(), home.clone());
        assert_eq!(d["requirement"], "parental_authorization", "{companions}");
        assert_eq!(d["satisfied"], false, "{companions}");
        assert!(
            carries(&d, "consular_residence_certificate"),
            "{companions}"
        );
        assert!(carries(&d, "parental_authorization"), "{companions}");
        assert!(art(&d, "art. 2º, II"), "{d}");
        let d = abroad(
            "UY",
            8,
            companions.clone(),
            json!({ "residesAbroad": true, "bothParentsAuthorization": true }),
        );
        assert_eq!(d["satisfied"], true, "{companions}");
    }
    // With both parents ECA art. 84 I alone: nothing to sign, no certificate.
    let d = abroad(
        "UY",
        8,
        json!([{ "relation": "mother", "age": 38 }, { "relation": "father", "age": 40 }]),
        home.clone(),
    );
    assert_eq!(d["satisfied"], true, "{d}");
    assert!(!carries(&d, "consular_residence_certificate"), "{d}");
    // Going by a judge's authorization, residence is beside the point.
    let d = abroad(
        "US",
        8,
        alone(),
        json!({ "residesAbroad": true, "judicialAuthorization": true }),
    );
    assert_eq!(d["satisfiedBy"], "judicial_authorization", "{d}");
    assert!(!carries(&d, "consular_residence_certificate"), "{d}");
    // Before CNJ Res. 131/2011 (2011-05-26), ECA art. 84 II alone: the other
    // parent's authorization.
    let before = report(
        "2011-05-25",
        json!({ "scope": "international", "destinationCountry": "UY" }),
        minor(
            "2011-05-25",
            8,
            json!([{ "relation": "mother", "age": 38 }]),
            home.clone(),
        ),
    )["minor"]
        .clone();
    assert_eq!(before["requirement"], "parental_authorization", "{before}");
    assert!(!art(&before, "art. 2º, I"), "{before}");
    // A foreigner living abroad who is not a parent: ECA art. 85's judge,
    // a statute above the resolution.
    let d = abroad(
        "UY",
        8,
        json!([{ "relation": "grandparent", "age": 66, "foreignResidentAbroad": true }]),
        home,
    );
    assert_eq!(d["requirement"], "judicial_authorization", "{d}");
    // Living in Brazil, as before: the other parent's authorization.
    let d = abroad(
        "UY",
        8,
        json!([{ "relation": "mother", "age": 38 }]),
        json!({}),
    );
    assert_eq!(d["requirement"], "parental_authorization", "{d}");
    assert!(!carries(&d, "consular_residence_certificate"), "{d}");
}

#[test]
fn abroad_with_both_parents_no_judicial_authorization() {
    let d = abroad(
        "AR",
        10,
        json!([{ "relation": "mother", "age": 40 }, { "relation": "father", "age": 42 }]),
        json!({}),
    );
    assert_eq!(d["requirement"], "documents_only");
    assert_eq!(d["satisfied"], true);
    assert_eq!(d["rule"], "eca_84_85_cnj_res_131_2011");
    assert!(cites(&d, "Resolução CNJ 131/2011"));
}

#[test]
fn abroad_a_17_year_old_is_still_a_minor_for_art_84() {
    let d = abroad("UY", 17, alone(), json!({}));
    assert_eq!(d["requirement"], "parental_authorization");
    assert_eq!(keys(&d["whoSigns"]), vec!["both_parents", "guardian"]);
}

#[test]
fn abroad_with_one_parent_with_and_without_the_other_parents_authorization() {
    let without = abroad(
        "PY",
        10,
        json!([{ "relation": "father", "age": 40 }]),
        json!({}),
    );
    assert_eq!(without["requirement"], "parental_authorization");
    assert_eq!(without["satisfied"], false);
    assert_eq!(keys(&without["whoSigns"]), vec!["other_parent"]);
    assert_eq!(
        keys(&without["alternatives"]),
        vec!["judicial_authorization"]
    );
    let forms = keys(&without["authorizationForms"]);
    assert!(forms.contains(&"written_in_passport".to_string()));
    assert!(forms.contains(&"private_document_notarized_two_originals".to_string()));
    let with = abroad(
        "PY",
        10,
        json!([{ "relation": "father", "age": 40, "otherParentAuthorization": true }]),
        json!({}),
    );
    assert_eq!(with["satisfied"], true);
}

#[test]
fn abroad_alone_or_with_a_third_party_both_parents_must_authorize() {
    let third = abroad(
        "CL",
        12,
        json!([{ "relation": "uncle_aunt", "age": 40, "kinshipProof": true }]),
        json!({}),
    );
    assert_eq!(third["requirement"], "parental_authorization");
    assert_eq!(third["satisfied"], false);
    let ok = abroad(
        "CL",
        12,
        json!([{ "relation": "uncle_aunt", "age": 40 }]),
        json!({ "bothParentsAuthorization": true }),
    );
    assert_eq!(ok["satisfied"], true);
    let alone_ok = abroad(
        "CL",
        12,
        alone(),
        json!({ "bothParentsAuthorization": true }),
    );
    assert_eq!(alone_ok["satisfied"], true);
}

#[test]
fn a_minor_born_in_brazil_with_a_foreigner_resident_abroad_always_needs_a_judge() {
    let d = abroad(
        "AR",
        10,
        json!([{ "relation": "other_adult", "age": 40, "foreignResidentAbroad": true }]),
        json!({ "bothParentsAuthorization": true }),
    );
    assert_eq!(d["requirement"], "judicial_authorization");
    assert_eq!(d["satisfied"], false);
    assert!(d["citations"]
        .as_array()
        .unwrap()
        .iter()
        .any(|c| c["article"] == "art. 85"));
    let judged = abroad(
        "AR",
        10,
        json!([{ "relation": "other_adult", "age": 40, "foreignResidentAbroad": true }]),
        json!({ "judicialAuthorization": true }),
    );
    assert_eq!(judged["satisfied"], true);
}

#[test]
fn a_minor_born_abroad_with_a_foreign_resident_follows_art_84() {
    let d = abroad(
        "AR",
        10,
        json!([{ "relation": "mother", "age": 40, "foreignResidentAbroad": true }, { "relation": "father", "age": 40 }]),
        json!({ "bornInBrazil": false }),
    );
    assert_eq!(d["requirement"], "documents_only");
}

#[test]
fn mercosur_destinations_accept_the_rg_or_a_passport_others_a_passport() {
    for c in ["AR", "UY", "PY", "BO", "CL", "PE", "CO", "EC"] {
        let d = abroad(
            c,
            10,
            json!([{ "relation": "mother", "age": 40 }, { "relation": "father", "age": 40 }]),
            json!({}),
        );
        assert_eq!(
            keys(&d["acceptedIdentityDocuments"]),
            vec!["passport", "national_id_rg"],
            "{c}"
        );
        assert!(cites(&d, "Acordo Mercosul CMC Dec. 18/2008"), "{c}");
    }
    for c in ["VE", "FR", "US"] {
        let d = abroad(
            c,
            10,
            json!([{ "relation": "mother", "age": 40 }, { "relation": "father", "age": 40 }]),
            json!({}),
        );
        assert_eq!(
            keys(&d["acceptedIdentityDocuments"]),
            vec!["passport"],
            "{c}"
        );
        assert!(
            keys(&d["reasons"]).contains(&"passport_required".to_string()),
            "{c}"
        );
    }
}

#[test]
fn domestic_trips_list_no_identity_documents_of_a_destination() {
    let d = decision("2026-06-01", 10, alone(), json!({}));
    assert!(d
        .get("acceptedIdentityDocuments")
        .is_none_or(|v| v.as_array().is_some_and(|a| a.is_empty())));
}

#[test]
fn every_decision_cites_something_and_names_who_signs_when_a_signature_is_needed() {
    for date in ["2018-06-01", "2026-06-01"] {
        for age in [5, 10, 13, 15, 17] {
            for companions in [
                alone(),
                json!([{ "relation": "mother", "age": 40 }]),
                json!([{ "relation": "grandparent", "age": 70 }]),
                json!([{ "relation": "other_adult", "age": 30 }]),
            ] {
                let d = decision(date, age, companions, json!({}));
                assert!(!d["citations"].as_array().unwrap().is_empty());
                let req = d["requirement"].as_str().unwrap();
                if req == "parental_authorization" || req == "judicial_authorization" {
                    assert!(!keys(&d["whoSigns"]).is_empty(), "{date} {age} {req}");
                }
            }
        }
    }
}

/// CNJ Res. 295/2019 art. 2º: from 2019-09-13 a parent may authorize a child
/// to travel alone. An adult beside the child takes nothing away from that
/// authorization: with an uncle who cannot prove the kinship, or with an
/// unrelated adult whom nobody authorized, the trip is as lawful as alone.
#[test]
fn an_authorization_to_travel_alone_still_holds_with_an_adult_beside_the_child() {
    let alone_ok = json!({ "parentalAuthorizationToTravelAlone": true });
    for companion in [
        json!({ "relation": "uncle_aunt", "age": 40 }),
        json!({ "relation": "other_adult", "age": 40 }),
    ] {
        let d = decision(
            "2026-06-01",
            12,
            json!([companion.clone()]),
            alone_ok.clone(),
        );
        assert_eq!(d["satisfied"], true, "{companion}: {d}");
        assert_eq!(d["satisfiedBy"], "parental_authorization", "{companion}");
        let reasons = keys(&d["reasons"]);
        assert!(
            reasons.contains(&"authorized_to_travel_alone".into()),
            "{reasons:?}"
        );
        assert!(
            !reasons.contains(&"authorization_missing".into()),
            "{reasons:?}"
        );
        assert!(cites(&d, "Resolução CNJ 295/2019"), "{d}");
        // Without it, the same company is not enough.
        let d = decision("2026-06-01", 12, json!([companion.clone()]), json!({}));
        assert_eq!(d["satisfied"], false, "{companion}: {d}");
    }
}

/// The day before CNJ Res. 295/2019, only a judge could let a child travel
/// alone, so a parent's note for that does not cover an unauthorized adult.
#[test]
fn an_authorization_to_travel_alone_before_2019_09_13_does_not_cover_another_adult() {
    let d = decision(
        "2019-09-12",
        9,
        json!([{ "relation": "other_adult", "age": 40 }]),
        json!({ "parentalAuthorizationToTravelAlone": true }),
    );
    assert_eq!(d["satisfied"], false, "{d}");
    let d = decision(
        "2019-09-13",
        9,
        json!([{ "relation": "other_adult", "age": 40 }]),
        json!({ "parentalAuthorizationToTravelAlone": true }),
    );
    assert_eq!(d["satisfied"], true, "{d}");
}

// ------------------------------------- the checklist follows the way taken

/// Whether the minor's checklist names `doc`.
fn carries(d: &Value, doc: &str) -> bool {
    keys(&d["documents"]).iter().any(|k| k == doc)
}

/// ECA art. 83 § 1º b (DAER OS 011/02 art. 3º § 1º b words it the same):
/// a relative goes with "o parentesco comprovado documentalmente", or else
/// with the parents' authorization (b 2) or a judge's (caput). The agent at
/// boarding asks for the paper that makes the trip lawful: when the trip
/// goes by an alternative, the checklist names that paper and who signs
/// it, not the proof of kinship the passenger said they do not have.
#[test]
fn a_relative_without_proof_going_by_the_parents_authorization_carries_it_not_kinship_papers() {
    let d = decision(
        "2026-06-01",
        10,
        json!([{ "relation": "uncle_aunt", "age": 30, "parentalAuthorization": true }]),
        json!({}),
    );
    assert_eq!(d["satisfiedBy"], "parental_authorization");
    assert!(carries(&d, "parental_authorization"));
    assert!(!carries(&d, "kinship_documents"));
    assert!(carries(&d, "companion_photo_id"));
    assert_eq!(keys(&d["whoSigns"]), vec!["either_parent", "guardian"]);
}

#[test]
fn a_relative_without_proof_going_by_a_judges_authorization_carries_it() {
    let d = decision(
        "2026-06-01",
        10,
        json!([{ "relation": "grandparent", "age": 70 }]),
        json!({ "judicialAuthorization": true }),
    );
    assert_eq!(d["satisfiedBy"], "judicial_authorization");
    assert!(carries(&d, "judicial_authorization"));
    assert!(!carries(&d, "kinship_documents"));
    assert!(!carries(&d, "parental_authorization"));
    assert_eq!(keys(&d["whoSigns"]), vec!["judge"]);
}

#[test]
fn a_relative_who_proves_the_kinship_carries_the_proof_whatever_else_there_is() {
    let d = decision(
        "2026-06-01",
        10,
        json!([{ "relation": "grandparent", "age": 70, "kinshipProof": true, "parentalAuthorization": true }]),
        json!({ "judicialAuthorization": true }),
    );
    assert_eq!(d["satisfiedBy"], "relative_with_proof");
    assert!(carries(&d, "kinship_documents"));
    assert!(!carries(&d, "judicial_authorization"));
    assert!(keys(&d["whoSigns"]).is_empty());
}

#[test]
fn a_relative_without_proof_and_no_authorization_is_told_what_the_requirement_needs() {
    let d = decision(
        "2026-06-01",
        10,
        json!([{ "relation": "uncle_aunt", "age": 30 }]),
        json!({}),
    );
    assert_eq!(d["satisfied"], false);
    assert!(carries(&d, "kinship_documents"));
}

/// Art. 83 caput: "sem expressa autorização judicial"; from CNJ Res.
/// 295/2019 a parent's authorization also serves for a child alone, but
/// the judge's is what this child carries.
#[test]
fn a_child_alone_with_only_a_judges_authorization_carries_it_signed_by_the_judge() {
    let d = decision(
        "2026-06-01",
        10,
        alone(),
        json!({ "judicialAuthorization": true }),
    );
    assert_eq!(d["requirement"], "parental_authorization");
    assert_eq!(d["satisfiedBy"], "judicial_authorization");
    assert_eq!(
        keys(&d["documents"]),
        vec!["minor_birth_certificate_or_id", "judicial_authorization"]
    );
    assert_eq!(keys(&d["whoSigns"]), vec!["judge"]);
    // With the parents' authorization as well, the least way is theirs.
    let both = decision(
        "2026-06-01",
        10,
        alone(),
        json!({ "judicialAuthorization": true, "parentalAuthorizationToTravelAlone": true }),
    );
    assert_eq!(both["satisfiedBy"], "parental_authorization");
    assert_eq!(
        keys(&both["documents"]),
        vec!["minor_birth_certificate_or_id", "parental_authorization"]
    );
    assert_eq!(keys(&both["whoSigns"]), vec!["either_parent", "guardian"]);
}

/// The forms and the default period of CNJ Res. 295/2019 arts. 2º and 3º
/// are the parents' paper's: a child who goes by the judge's was told
/// "Formas aceitas: escritura pública…, 24 meses" beside "Autorização
/// judicial" (the judge's own period, art. 83 § 2º, stays).
#[test]
fn going_by_a_judges_authorization_lists_no_form_nor_period_of_the_parents_paper() {
    let companions = [
        alone(),
        json!([{ "relation": "grandparent", "age": 70 }]),
        json!([{ "relation": "other_adult", "age": 40 }]),
    ];
    for c in companions {
        let d = decision(
            "2026-06-01",
            10,
            c.clone(),
            json!({ "judicialAuthorization": true }),
        );
        assert_eq!(d["satisfiedBy"], "judicial_authorization", "{c}");
        assert!(keys(&d["authorizationForms"]).is_empty(), "{c}: {d}");
        assert!(d["authorizationValidityMonths"].is_null(), "{c}: {d}");
        assert_eq!(d["judicialAuthorizationValidityMonths"], 24, "{c}");
    }
    // Abroad too (CNJ Res. 131/2011 art. 1º: the judge's authorization).
    let abroad = report(
        "2026-06-01",
        json!({ "scope": "international", "destinationCountry": "AR" }),
        minor(
            "2026-06-01",
            10,
            alone(),
            json!({ "judicialAuthorization": true }),
        ),
    )["minor"]
        .clone();
    assert_eq!(abroad["satisfiedBy"], "judicial_authorization", "{abroad}");
    assert!(keys(&abroad["authorizationForms"]).is_empty(), "{abroad}");
    assert!(abroad["authorizationValidityMonths"].is_null(), "{abroad}");
    // Not going by it, the forms stay: they are what the parents sign.
    let d = decision("2026-06-01", 10, alone(), json!({}));
    assert!(!keys(&d["authorizationForms"]).is_empty());
}

#[test]
fn with_another_adult_and_a_judges_authorization_the_judges_paper_is_carried() {
    let d = decision(
        "2026-06-01",
        10,
        json!([{ "relation": "other_adult", "age": 30 }]),
        json!({ "judicialAuthorization": true }),
    );
    assert_eq!(d["satisfiedBy"], "judicial_authorization");
    assert!(carries(&d, "judicial_authorization"));
    assert!(!carries(&d, "parental_authorization"));
    assert_eq!(keys(&d["whoSigns"]), vec!["judge"]);
}

/// ECA art. 84 II: abroad with one parent, "expressamente autorizado pelo
/// outro"; or a judge's authorization (art. 84 caput).
#[test]
fn abroad_with_one_parent_and_a_judges_authorization_the_judges_paper_is_carried() {
    let d = abroad(
        "PY",
        10,
        json!([{ "relation": "mother", "age": 40 }]),
        json!({ "judicialAuthorization": true }),
    );
    assert_eq!(d["satisfiedBy"], "judicial_authorization");
    assert!(carries(&d, "judicial_authorization"));
    assert!(!carries(&d, "parental_authorization"));
    assert_eq!(keys(&d["whoSigns"]), vec!["judge"]);
    // The other parent's authorization: the requirement itself, unchanged.
    let other = abroad(
        "PY",
        10,
        json!([{ "relation": "mother", "age": 40, "otherParentAuthorization": true }]),
        json!({ "judicialAuthorization": true }),
    );
    assert_eq!(other["satisfiedBy"], "parental_authorization");
    assert!(carries(&other, "parental_authorization"));
    assert_eq!(keys(&other["whoSigns"]), vec!["other_parent"]);
}

/// CNJ Res. 131/2011 art. 1º III: abroad with a third party (a grandparent
/// too: art. 84 names only the parents) "desde que haja autorização de
/// ambos os pais". The domestic reason said "authorized by the father, the
/// mother or the guardian", one of them, beside a list asking for both.
#[test]
fn abroad_with_a_grandparent_the_reason_names_both_parents_not_either() {
    let d = abroad(
        "PY",
        10,
        json!([{ "relation": "grandparent", "age": 70, "kinshipProof": true }]),
        json!({}),
    );
    let reasons = keys(&d["reasons"]);
    assert!(
        reasons.contains(&"with_other_adult_abroad".to_string()),
        "{reasons:?}"
    );
    assert!(
        !reasons.contains(&"with_other_adult".to_string()),
        "{reasons:?}"
    );
    assert_eq!(keys(&d["whoSigns"]), vec!["both_parents", "guardian"]);
    // At home the same grandparent is a relative (art. 83 § 1º b 1).
    let home = decision(
        "2026-06-01",
        10,
        json!([{ "relation": "grandparent", "age": 70, "kinshipProof": true }]),
        json!({}),
    );
    assert!(!keys(&home["reasons"]).contains(&"with_other_adult_abroad".to_string()));
}

// ------------------------------------ from a legal audit (2026-12-05)

/// ECA art. 84 I: "acompanhado de ambos os pais". Two mothers (or two
/// fathers) are both parents: the check looked for one mother and one father
/// and sent them to "the other parent's authorization".
#[test]
fn abroad_with_two_mothers_or_two_fathers_both_parents_are_there() {
    for rel in ["mother", "father"] {
        let d = abroad(
            "AR",
            10,
            json!([{ "relation": rel, "age": 40 }, { "relation": rel, "age": 38 }]),
            json!({}),
        );
        assert_eq!(d["requirement"], "documents_only", "{rel}: {d}");
        assert_eq!(d["satisfied"], true, "{rel}");
        assert!(keys(&d["reasons"]).contains(&"with_both_parents_or_guardian".to_string()));
    }
}

/// CNJ Res. 131/2011 art. 3º sole paragraph I: the judge of art. 85 is not
/// needed "se o estrangeiro for genitor da criança ou adolescente"; arts. 1º
/// and 2º apply instead. A foreigner who is not a parent still needs one.
#[test]
fn abroad_a_foreign_parent_living_abroad_is_a_parent_not_a_case_for_a_judge() {
    let both = abroad(
        "AR",
        10,
        json!([
            { "relation": "mother", "age": 40 },
            { "relation": "father", "age": 40, "foreignResidentAbroad": true }
        ]),
        json!({}),
    );
    assert_eq!(both["requirement"], "documents_only", "{both}");
    assert_eq!(both["satisfied"], true);
    assert!(!keys(&both["reasons"]).contains(&"foreign_resident_abroad_needs_judge".to_string()));
    assert!(cites(&both, "Resolução CNJ 131/2011"));
    let arts: Vec<&str> = both["citations"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|c| c["article"].as_str())
        .collect();
    assert!(arts.contains(&"art. 3º, parágrafo único, I"), "{arts:?}");
    let one = abroad(
        "AR",
        10,
        json!([{ "relation": "father", "age": 40, "foreignResidentAbroad": true,
                 "otherParentAuthorization": true }]),
        json!({}),
    );
    assert_eq!(one["requirement"], "parental_authorization", "{one}");
    assert_eq!(one["satisfied"], true);
    let stranger = abroad(
        "AR",
        10,
        json!([{ "relation": "other_adult", "age": 40, "foreignResidentAbroad": true }]),
        json!({ "bothParentsAuthorization": true }),
    );
    assert_eq!(stranger["requirement"], "judicial_authorization");
    assert_eq!(stranger["satisfied"], false);
}

/// A judge's authorization satisfies the trip abroad: the report no longer
/// says the parents' authorization is missing beside "satisfied".
#[test]
fn abroad_satisfied_by_a_judge_no_authorization_is_said_missing() {
    for companions in [json!([{ "relation": "father", "age": 40 }]), alone()] {
        let d = abroad(
            "PY",
            10,
            companions,
            json!({ "judicialAuthorization": true }),
        );
        assert_eq!(d["satisfiedBy"], "judicial_authorization", "{d}");
        let reasons = keys(&d["reasons"]);
        assert!(
            !reasons.iter().any(|r| r.ends_with("authorization_missing")),
            "{reasons:?}"
        );
    }
}

/// CNJ Res. 295/2019 art. 2º IV: in Brazil no authorization is needed for a
/// child under 16 with a valid passport that expressly authorizes travel
/// abroad unaccompanied: a form the page must list.
#[test]
fn at_home_a_passport_authorizing_travel_alone_is_one_of_the_forms() {
    let d = decision("2026-06-01", 10, alone(), json!({}));
    assert_eq!(d["requirement"], "parental_authorization");
    assert!(
        keys(&d["authorizationForms"]).contains(&"written_in_passport".to_string()),
        "{d}"
    );
    let arts: Vec<&str> = d["citations"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|c| c["article"].as_str())
        .collect();
    assert!(arts.contains(&"art. 2º, IV"), "{arts:?}");
    // Before Res. 295 (a judge only), no such form.
    let old = decision("2019-01-10", 10, alone(), json!({}));
    assert!(!keys(&old["authorizationForms"]).contains(&"written_in_passport".to_string()));
}

/// Lei 13.812/2019 changed ECA art. 83; its art. 1º is the law's object
/// (the policy on missing persons), not that change.
#[test]
fn the_age_of_16_is_cited_to_the_change_lei_13812_made_not_to_its_art_1() {
    let d = decision("2026-06-01", 10, alone(), json!({}));
    let c = d["citations"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["instrument"] == "Lei 13.812/2019")
        .cloned()
        .unwrap();
    assert!(
        !c["article"].as_str().unwrap().starts_with("art. 1º"),
        "{c}"
    );
}

/// Abroad with no country chosen yet: the passport is said to be always
/// accepted, beside the question of the country, not "Para este destino,
/// leve o passaporte" for a destination no one named (a passenger's pass:
/// the two lines contradicted each other).
#[test]
fn abroad_with_no_country_asks_it_and_does_not_require_the_passport_for_it() {
    let d = report(
        "2026-06-01",
        json!({ "scope": "international" }),
        minor("2026-06-01", 17, alone(), json!({})),
    )["minor"]
        .clone();
    let reasons = keys(&d["reasons"]);
    assert!(
        reasons.contains(&"destination_not_given".to_string()),
        "{reasons:?}"
    );
    assert!(
        reasons.contains(&"passport_always_accepted".to_string()),
        "{reasons:?}"
    );
    assert!(
        !reasons.contains(&"passport_required".to_string()),
        "{reasons:?}"
    );
    assert_eq!(keys(&d["acceptedIdentityDocuments"]), vec!["passport"]);
}

// ------------------------------------------------ edges found by mutation

/// The other lawful ways than the one the trip goes by (`other_ways`, what
/// the page and the printout list as "Outras formas"): with another adult
/// the parents' authorization is required (ECA art. 83 § 1º b 2) and a
/// judge's is the other way (art. 83 caput); a trip going by the judge's
/// has no other way left to name, one going by nothing still names it.
#[test]
fn the_other_ways_leave_out_the_one_the_trip_goes_by() {
    use embarque::rules::minors::Requirement;
    let other_ways = |extra: Value| {
        let p = minor(
            "2026-06-01",
            10,
            json!([{ "relation": "other_adult", "age": 30 }]),
            extra,
        );
        let q = json!({ "now": "2026-06-01T08:00:00-03:00",
            "trip": { "scope": "interstate", "departure": "2026-06-01T12:00:00-03:00" },
            "passenger": p });
        let r = evaluate_json(&q.to_string()).expect("valid query");
        r.minor.expect("a minor section").other_ways()
    };
    assert_eq!(other_ways(json!({})), [Requirement::JudicialAuthorization]);
    assert_eq!(
        other_ways(json!({ "judicialAuthorization": true })),
        Vec::<Requirement>::new()
    );
}

/// Whether `d` cites exactly `article` of `instrument`.
fn cites_article(d: &Value, instrument: &str, article: &str) -> bool {
    d["citations"].as_array().is_some_and(|a| {
        a.iter()
            .any(|c| c["instrument"] == instrument && c["article"] == article)
    })
}

/// A child with a parent: ECA art. 83 as Lei 13.812/2019 worded it (16) is
/// cited as the ECA's art. 83 beside the law that changed it; before
/// 2019-03-18 the original text (12) is cited alone, not a second time as
/// plain "art. 83".
#[test]
fn art_83_is_cited_beside_lei_13812_and_the_original_text_alone_before_it() {
    let mother = json!([{ "relation": "mother", "age": 40 }]);
    let d = decision("2026-06-01", 10, mother.clone(), json!({}));
    assert!(cites_article(&d, "Lei 8.069/1990", "art. 83"), "{d}");
    let d = decision("2018-06-01", 10, mother, json!({}));
    assert!(
        cites_article(&d, "Lei 8.069/1990", "art. 83 (redação original)"),
        "{d}"
    );
    assert!(!cites_article(&d, "Lei 8.069/1990", "art. 83"), "{d}");
}

/// ECA art. 83 § 1º b 2: with another adult, the parents' authorization is
/// missing until it is given (or a judge's, art. 83 caput), and not said
/// missing once it is.
#[test]
fn with_another_adult_the_authorization_is_said_missing_only_when_it_is() {
    let adult = |auth: bool| json!([{ "relation": "other_adult", "age": 35, "parentalAuthorization": auth }]);
    let missing = |d: &Value| keys(&d["reasons"]).contains(&"authorization_missing".to_string());
    let d = decision("2026-06-01", 9, adult(false), json!({}));
    assert!(missing(&d), "{d}");
    let d = decision("2026-06-01", 9, adult(true), json!({}));
    assert!(!missing(&d), "{d}");
    let d = decision(
        "2026-06-01",
        9,
        adult(false),
        json!({ "judicialAuthorization": true }),
    );
    assert!(!missing(&d), "{d}");
}

/// A child alone, from CNJ Res. 295/2019 art. 2º: the parents'
/// authorization to travel alone, or a judge's (ECA art. 83 caput), is said
/// missing only while neither is given.
#[test]
fn alone_the_authorization_is_said_missing_only_while_neither_is_given() {
    let missing = |extra: Value| {
        let d = decision("2026-06-01", 10, alone(), extra);
        keys(&d["reasons"]).contains(&"authorization_missing".to_string())
    };
    assert!(missing(json!({})));
    assert!(!missing(
        json!({ "parentalAuthorizationToTravelAlone": true })
    ));
    assert!(!missing(json!({ "judicialAuthorization": true })));
}

/// ECA art. 84 II: abroad with one parent, the other's express
/// authorization (or both parents', or a judge's) is needed; art. 84 I and
/// CNJ Res. 131/2011 art. 1º: alone, both parents'. Each is said missing
/// while it is, and not once given.
#[test]
fn abroad_the_missing_authorization_is_named_until_it_is_given() {
    let says = |companions: Value, extra: Value, key: &str| {
        let d = abroad("PY", 10, companions, extra);
        keys(&d["reasons"]).contains(&key.to_string())
    };
    let father =
        |auth: bool| json!([{ "relation": "father", "age": 40, "otherParentAuthorization": auth }]);
    let other = "other_parent_authorization_missing";
    assert!(says(father(false), json!({}), other));
    assert!(!says(father(true), json!({}), other));
    assert!(!says(
        father(false),
        json!({ "bothParentsAuthorization": true }),
        other
    ));
    let both = "both_parents_authorization_missing";
    assert!(says(alone(), json!({}), both));
    assert!(!says(
        alone(),
        json!({ "bothParentsAuthorization": true }),
        both
    ));
}
