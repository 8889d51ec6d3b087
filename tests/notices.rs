//! Boarding notices: only those that apply to the trip's scope, each cited.

use embarque::rules::evaluate_json;
use serde_json::{json, Value};

fn notices(scope: &str, country: Option<&str>) -> Vec<Value> {
    let mut trip = json!({ "scope": scope, "departure": "2026-06-01T12:00:00-03:00" });
    if let Some(c) = country {
        trip["destinationCountry"] = json!(c);
    }
    let q = json!({ "now": "2026-06-01T08:00:00-03:00", "trip": trip });
    let r = serde_json::to_value(evaluate_json(&q.to_string()).expect("valid")).expect("json");
    r["notices"].as_array().cloned().unwrap_or_default()
}

fn keys(list: &[Value]) -> Vec<String> {
    list.iter()
        .map(|n| n["key"].as_str().unwrap_or_default().to_string())
        .collect()
}

fn find<'a>(list: &'a [Value], key: &str) -> &'a Value {
    list.iter()
        .find(|n| n["key"] == key)
        .unwrap_or_else(|| panic!("no notice {key}"))
}

fn cites(n: &Value, instrument: &str, article: &str) -> bool {
    n["citations"].as_array().is_some_and(|a| {
        a.iter()
            .any(|c| c["instrument"] == instrument && c["article"] == article)
    })
}

#[test]
fn every_trip_asks_to_arrive_30_minutes_early_and_to_carry_an_id() {
    for scope in ["interstate", "intermunicipal_rs", "international"] {
        let n = notices(scope, Some("AR"));
        let early = find(&n, "arrive_30_min_early");
        assert_eq!(early["minutes"], 30);
        // The carrier's advice ("chegue ao terminal rodoviário 30 minutos
        // antes"), not a rule of law: it says so and cites nothing.
        assert_eq!(early["source"], "carrier", "{scope}");
        assert_eq!(early["citations"], serde_json::json!([]), "{scope}");
        assert!(
            keys(&n).contains(&"carry_identity_document".to_string()),
            "{scope}"
        );
    }
}

#[test]
fn interstate_notices_follow_res_1383_art_7() {
    let n = notices("interstate", None);
    for (key, art) in [
        ("carry_identity_document", "art. 7º, I"),
        ("no_drunkenness", "art. 7º, II"),
        ("no_weapon_without_authorization", "art. 7º, III"),
        ("no_dangerous_products", "art. 7º, IV"),
        ("animals_only_as_regulated", "art. 7º, V"),
        ("cabin_items_fit_the_rack", "art. 7º, VI"),
        ("sound_devices_off_after_warning", "art. 7º, VIII"),
        ("pay_the_fare", "art. 7º, X"),
    ] {
        assert!(
            cites(find(&n, key), "Resolução ANTT 1.383/2006", art),
            "{key}"
        );
    }
    assert!(cites(
        find(&n, "no_smoking"),
        "Portaria 10/1999",
        "produtos fumígenos"
    ));
    let k = keys(&n);
    assert!(!k.contains(&"no_swimwear_shorts_or_bare_torso".to_string()));
    assert!(!k.contains(&"no_alcohol_on_board".to_string()));
}

#[test]
fn rs_lines_add_the_daer_dress_and_alcohol_order_and_the_state_smoking_law() {
    let n = notices("intermunicipal_rs", None);
    assert!(cites(
        find(&n, "no_swimwear_shorts_or_bare_torso"),
        "Ordem de Serviço DAER (trajes e álcool)",
        "art. 1º"
    ));
    assert!(cites(
        find(&n, "no_alcohol_on_board"),
        "Ordem de Serviço DAER (trajes e álcool)",
        "art. 2º"
    ));
    // Art. 2º: "É proibido o embarque de passageiros alcoolizados": under
    // the influence, wider than the drunkenness of Res. 1.383 art. 7º II.
    assert!(cites(
        find(&n, "no_boarding_under_influence"),
        "Ordem de Serviço DAER (trajes e álcool)",
        "art. 2º"
    ));
    assert!(!n.iter().any(|x| x["key"] == "no_drunkenness"));
    let smoke = find(&n, "no_smoking");
    assert!(smoke["citations"]
        .as_array()
        .unwrap()
        .iter()
        .all(|c| c["instrument"] == "Lei RS 7.813/1983"));
    assert!(
        find(&n, "animals_only_as_regulated")["citations"][0]["instrument"]
            == "Resolução CT/DAER 4.938/2008"
    );
    // Res. 1.383/2006 governs interstate and international lines only.
    for n in &n {
        assert!(
            n["citations"]
                .as_array()
                .unwrap()
                .iter()
                .all(|c| c["instrument"] != "Resolução ANTT 1.383/2006"),
            "{n}"
        );
    }
}

#[test]
fn international_trips_add_the_travel_document_of_the_destination() {
    let mercosur = notices("international", Some("UY"));
    assert!(keys(&mercosur).contains(&"carry_passport_or_mercosur_id".to_string()));
    assert!(cites(
        find(&mercosur, "no_smoking"),
        "Portaria 10/1999",
        "produtos fumígenos"
    ));
    let other = notices("international", Some("FR"));
    assert!(keys(&other).contains(&"carry_passport".to_string()));
    let unknown = notices("international", None);
    assert!(keys(&unknown).contains(&"carry_passport".to_string()));
    assert!(!keys(&notices("interstate", None))
        .iter()
        .any(|k| k.starts_with("carry_passport")));
}

#[test]
fn every_notice_carries_a_citation_and_appears_once() {
    for scope in ["interstate", "intermunicipal_rs", "international"] {
        let n = notices(scope, Some("AR"));
        let mut k = keys(&n);
        let len = k.len();
        k.sort();
        k.dedup();
        assert_eq!(k.len(), len, "{scope}");
        for x in &n {
            // A notice no instrument in the seeds backs is the carrier's advice, and says so.
            let cited = !x["citations"].as_array().unwrap().is_empty();
            assert!(cited || x["source"] == "carrier", "{scope} {x}");
            assert!(
                x["source"] == "law" || x["source"] == "carrier",
                "{scope} {x}"
            );
        }
    }
}

/// Res. ANTT 1.383/2006, Lei 11.975/2009 and Decreto 2.521/1998 are texts
/// for road transport; a train's or a boat's passenger got their rules as
/// firm rights, unsaid (a passenger's pass). They are applied, for lack of
/// a source for those modes, and the page says so, with the Civil Code's
/// transport contract, which holds for every mode.
#[test]
fn by_train_or_boat_the_page_says_its_rules_are_the_interstate_buss() {
    // Any scope: on RS lines the stand-in is DAER's road rules, abroad
    // the ANTT's; the notice names neither.
    for (scope, mode) in [
        ("interstate", "rail"),
        ("interstate", "waterway"),
        ("intermunicipal_rs", "waterway"),
        ("international", "rail"),
    ] {
        let q = json!({ "now": "2026-06-01T08:00:00-03:00",
            "trip": { "scope": scope, "mode": mode, "destinationCountry": "AR",
                      "departure": "2026-06-01T12:00:00-03:00" } });
        let r = serde_json::to_value(evaluate_json(&q.to_string()).unwrap()).unwrap();
        let n = r["notices"].as_array().cloned().unwrap();
        assert!(
            cites(
                find(&n, "road_rules_by_rail_or_water"),
                "Lei 10.406/2002",
                "arts. 730 a 742"
            ),
            "{mode}"
        );
    }
    assert!(
        !keys(&notices("interstate", None)).contains(&"road_rules_by_rail_or_water".to_string())
    );
}
