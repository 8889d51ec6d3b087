//! The law texts the widget carries ("Legislação"): every seed article is
//! reachable by its anchor and by the citations the rules emit, and the
//! search ignores case and accents.

use embarque::rules::evaluate_json;
use embarque::rules::law::{cite, Instrument, Instrument::*};
use embarque::texts::{
    anchor_for, article, article_number, fold, search, Lang, ARTICLES, DISPLAY_DUTIES,
    LOST_AND_FOUND, PASSENGER_RIGHTS, PASSENGER_RIGHTS_ANCHOR,
};
use serde_json::{json, Value};

#[test]
fn anchors_are_unique_and_safe_as_html_ids() {
    let mut anchors: Vec<_> = ARTICLES.iter().map(|a| a.anchor).collect();
    let n = anchors.len();
    anchors.sort_unstable();
    anchors.dedup();
    assert_eq!(anchors.len(), n);
    for a in &anchors {
        assert!(
            a.chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_' || c == '-'),
            "{a}"
        );
        assert!(a.starts_with(article(a).unwrap().instrument.key()), "{a}");
    }
}

#[test]
fn every_article_has_a_heading_and_a_text() {
    for a in ARTICLES {
        assert!(!a.heading.trim().is_empty(), "{}", a.anchor);
        // Lei 11.975 art. 9º is "Art. 9o (VETADO)": short, but an article.
        assert!(a.text.trim().len() > 10, "{}", a.anchor);
        assert_eq!(a.text, a.text.trim(), "{}", a.anchor);
    }
}

#[test]
fn every_seed_article_is_reachable_from_its_citation() {
    let seed: &[(Instrument, &[u32])] = &[
        (ResAntt1383, &[1, 2, 3, 6, 7, 8, 10, 11]),
        (
            Lei11975,
            &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16],
        ),
        (Decreto8537, &[13, 14, 15, 16, 17, 18, 19, 20, 21]),
        (Lei12852, &[32]),
        (Decreto2521, &[29, 70]),
        (DaerConduct, &[1, 2, 3, 4]),
        (DaerOs01102, &[3]),
        (Lei8069, &[83]),
    ];
    for (inst, numbers) in seed {
        for n in *numbers {
            let art: &'static str = Box::leak(format!("art. {n}º").into_boxed_str());
            let anchor =
                anchor_for(&cite(*inst, art)).unwrap_or_else(|| panic!("{} {art}", inst.code()));
            let a = article(anchor).unwrap();
            assert_eq!(a.instrument, *inst);
            assert_eq!(a.number, Some(*n), "{anchor}");
        }
    }
    for inst in [
        LeiRs7813,
        PortariaMt10,
        DaerPets,
        MapaTransit,
        DaerSurf,
        LeiRs11993,
        DaerOs02211,
        ResAntt1692,
    ] {
        assert!(
            anchor_for(&cite(inst, "texto")).is_some(),
            "{}",
            inst.code()
        );
    }
}

/// The carried MAPA text is the seed's, of animals on interstate lines: a
/// claim about trips abroad, cited to the Ministry, has no text here and
/// leads to the catalogue, not to it (a foreign traveller's pass).
#[test]
fn the_ministrys_international_rule_is_not_the_interstate_text() {
    assert_eq!(
        anchor_for(&cite(MapaTransit, "trânsito internacional")),
        None
    );
    assert!(anchor_for(&cite(MapaTransit, "trânsito de animais")).is_some());
}

#[test]
fn the_brief_example_anchor_exists() {
    assert_eq!(
        anchor_for(&cite(ResAntt1383, "art. 6º")),
        Some("res_antt_1383_2006-art-6")
    );
    assert_eq!(
        anchor_for(&cite(ResAntt1383, "art. 7º, VIII")),
        Some("res_antt_1383_2006-art-7")
    );
    assert_eq!(
        anchor_for(&cite(Lei11975, "art. 2º, parágrafo único")),
        Some("lei_11975_2009-art-2")
    );
}

#[test]
fn summaries_answer_for_the_instruments_they_cover() {
    assert_eq!(
        anchor_for(&cite(ResAntt1432, "art. 3º, § 1º")),
        Some("decreto_2521_1998-art-70")
    );
    // The Civil Code is not carried: its art. 740 led to the carrier's
    // interstate paragraph, whose RS rules the answer had just set aside (a
    // passenger's pass); its catalogue entry says what it is.
    assert_eq!(anchor_for(&cite(CodigoCivil, "art. 740, § 3º")), None);
    assert_eq!(anchor_for(&cite(CodigoCivil, "art. 740, § 2º")), None);
    assert_eq!(anchor_for(&cite(CodigoCivil, "art. 5º")), None);
    // Lei RS 11.993/2003 is an RS law: its citations, on RS lines, lead to
    // the RS text (DAER's), not to the carrier's interstate paragraph that
    // names it (which said "até a hora do embarque" beside an RS answer of
    // 3 h).
    assert_eq!(
        anchor_for(&cite(LeiRs11993, "Devolução ou Cancelamento")),
        Some("daer_os_dtr_022_2011-texto")
    );
    assert_eq!(
        anchor_for(&cite(PortariaIbama117, "fauna")),
        Some("mapa_transito_caes_gatos-texto")
    );
}

#[test]
fn texts_not_in_the_seeds_have_no_anchor() {
    assert_eq!(anchor_for(&cite(CnjRes295, "art. 2º")), None);
    assert_eq!(anchor_for(&cite(Lei8069, "art. 85")), None);
    assert_eq!(anchor_for(&cite(ResAntt1383, "art. 9º")), None);
}

#[test]
fn article_numbers_are_read_from_citation_strings() {
    assert_eq!(article_number("art. 83, § 1º, a"), Some(83));
    assert_eq!(article_number("arts. 13 a 21"), Some(13));
    assert_eq!(article_number("Art. 10"), Some(10));
    assert_eq!(article_number("artigo 29"), Some(29));
    assert_eq!(article_number("animais domésticos"), None);
}

#[test]
fn an_empty_or_blank_search_returns_every_article_in_order() {
    for q in ["", "   ", "\t\n"] {
        let all: Vec<_> = search(q).iter().map(|a| a.anchor).collect();
        assert_eq!(
            all,
            ARTICLES.iter().map(|a| a.anchor).collect::<Vec<_>>(),
            "{q:?}"
        );
    }
}

#[test]
fn search_finds_bagagem() {
    let found = search("bagagem");
    assert!(found.iter().any(|a| a.anchor == "res_antt_1383_2006-art-6"));
    assert!(found.iter().any(|a| a.anchor == "decreto_2521_1998-art-70"));
}

#[test]
fn search_ignores_accents_and_case_devolucao_finds_devolucao() {
    let plain = search("devolucao");
    assert!(!plain.is_empty());
    assert!(plain.iter().any(|a| a.anchor == "lei_11975_2009-art-4"));
    let accented: Vec<_> = search("DEVOLUÇÃO").iter().map(|a| a.anchor).collect();
    assert_eq!(plain.iter().map(|a| a.anchor).collect::<Vec<_>>(), accented);
    assert_eq!(fold("Tranqüilidade ÔNIBUS"), "tranquilidade onibus");
}

/// `fold` lowers Latin-1 letters only (to keep Unicode's case tables out of
/// the wasm): it must agree with the full `char::to_lowercase` on every
/// character of Latin-1 and on every character the law texts carry, so no
/// search can tell the difference.
#[test]
fn fold_agrees_with_unicode_lowercase_on_latin1_and_every_law_text() {
    let unicode = |s: &str| fold(&s.chars().flat_map(char::to_lowercase).collect::<String>());
    let latin1: String = (0u32..=0xff).filter_map(char::from_u32).collect();
    assert_eq!(fold(&latin1), unicode(&latin1));
    assert_eq!(fold("ÀÉÎÕÜÇÑ ÞØ×÷ÿ"), "aeioucn þø×÷ÿ");
    for a in ARTICLES {
        for text in [a.heading, a.text, a.instrument.code(), a.instrument.title()] {
            assert_eq!(fold(text), unicode(text), "{}", a.anchor);
        }
    }
}

#[test]
fn search_needs_every_word_and_an_empty_query_lists_everything() {
    assert!(search("animais sedado")
        .iter()
        .all(|a| a.anchor == "daer_animais-texto"));
    assert_eq!(search("animais sedado").len(), 1);
    assert_eq!(search("   ").len(), ARTICLES.len());
    assert!(search("xyzzy").is_empty());
}

#[test]
fn search_matches_words_from_their_start_so_cao_finds_the_dog_not_devolucao() {
    let dog: Vec<_> = search("cão").iter().map(|a| a.anchor).collect();
    assert!(dog.contains(&"daer_animais-texto"), "{dog:?}");
    // Art. 4 of Lei 11.975 says "devolução" and "remuneração", no dog.
    assert!(!dog.contains(&"lei_11975_2009-art-4"), "{dog:?}");
    // The texts say "cães": the singular and "cachorro" find them.
    assert_eq!(search("cachorro").len(), dog.len());
    assert!(
        search("agem").iter().all(|a| !a.text.contains("bagagem ")),
        "'agem' is not in 'bagagem'"
    );
}

#[test]
fn search_finds_a_law_by_its_number_with_or_without_the_dot() {
    for q in ["11975", "11.975", "Lei 11.975/2009"] {
        let found: Vec<_> = search(q).iter().map(|a| a.anchor).collect();
        assert!(found.contains(&"lei_11975_2009-art-1"), "{q}: {found:?}");
        assert!(
            !found.contains(&"decreto_8537_2015-art-13"),
            "{q}: {found:?}"
        );
    }
    // A dot that ends a sentence still splits words.
    assert!(!search("8537").is_empty());
}

#[test]
fn search_finds_the_laws_words_for_the_passengers_remarcacao_and_cancelamento() {
    let rebook: Vec<_> = search("remarcação").iter().map(|a| a.anchor).collect();
    // "remarcados" (Lei 11.975 art. 1) and the laws' "revalidação".
    assert!(rebook.contains(&"lei_11975_2009-art-1"), "{rebook:?}");
    assert!(
        rebook.contains(&"lei_rs_11993_2003-interestadual"),
        "{rebook:?}"
    );
    assert_eq!(search("revalidação").len(), search("remarcação").len());
    let cancel: Vec<_> = search("cancelamento").iter().map(|a| a.anchor).collect();
    assert!(
        cancel.contains(&"lei_11975_2009-art-2"),
        "desistência: {cancel:?}"
    );
}

#[test]
fn the_english_translations_are_marked() {
    assert_eq!(article("decreto_8537_2015-art-20").unwrap().lang, Lang::En);
    assert_eq!(article("res_antt_1383_2006-art-6").unwrap().lang, Lang::Pt);
}

#[test]
fn the_passenger_rights_are_items_i_to_xxi_of_art_6() {
    assert_eq!(PASSENGER_RIGHTS.len(), 21);
    assert_eq!(PASSENGER_RIGHTS[0].item, "I");
    assert_eq!(PASSENGER_RIGHTS[20].item, "XXI");
    assert!(PASSENGER_RIGHTS[10].text.contains("trinta quilos"));
    assert!(PASSENGER_RIGHTS[10].amended_by_res_1922);
    assert!(!PASSENGER_RIGHTS[0].amended_by_res_1922);
    assert_eq!(PASSENGER_RIGHTS[10].citation().article, "art. 6º, XI");
    let art6 = article(PASSENGER_RIGHTS_ANCHOR).unwrap();
    for r in PASSENGER_RIGHTS {
        assert!(!r.text.contains("Alterado pela"), "{}", r.item);
        assert!(art6.text.contains(r.text), "{}", r.item);
        assert_eq!(anchor_for(&r.citation()), Some(PASSENGER_RIGHTS_ANCHOR));
    }
}

#[test]
fn lost_and_found_sends_documents_to_porto_alegre_keeps_belongings_30_days_and_baggage_60() {
    assert_eq!(LOST_AND_FOUND.len(), 3);
    assert_eq!(LOST_AND_FOUND[0].kept_days, None);
    assert!(LOST_AND_FOUND[0].text.contains("Porto Alegre"));
    assert_eq!(LOST_AND_FOUND[1].kept_days, Some(30));
    assert_eq!(LOST_AND_FOUND[2].kept_days, Some(60));
}

#[test]
fn every_display_duty_points_to_carried_texts() {
    for d in DISPLAY_DUTIES {
        assert!(!d.anchors.is_empty());
        for a in d.anchors {
            assert!(article(a).is_some(), "{a}");
        }
        assert!(anchor_for(&d.by).is_some(), "{}", d.by.instrument.code());
    }
}

/// Every citation the minors, pets and notices decisions emit, whose
/// instrument the widget carries, links to an article.
#[test]
fn every_carried_citation_in_the_new_domains_links_to_its_article() {
    let carried: Vec<Instrument> = ARTICLES.iter().map(|a| a.instrument).collect();
    for scope in ["interstate", "intermunicipal_rs", "international"] {
        for (age, companions) in [
            (10, json!([])),
            (10, json!([{ "relation": "grandparent", "age": 70 }])),
            (17, json!([])),
        ] {
            let q = json!({
                "now": "2026-06-01T08:00:00-03:00",
                "trip": { "scope": scope, "departure": "2026-06-01T12:00:00-03:00", "destinationCountry": "AR" },
                "passenger": { "birthDate": format!("{}-01-01", 2026 - age - 1), "companions": companions },
                "ticket": { "fareCents": 10000 },
                "pets": [{ "species": "dog", "weightKg": 3 }, { "species": "other", "weightKg": 1 }],
            });
            let r: Value = serde_json::to_value(evaluate_json(&q.to_string()).unwrap()).unwrap();
            let mut citations = Vec::new();
            collect(&r["minor"], &mut citations);
            collect(&r["pets"], &mut citations);
            collect(&r["notices"], &mut citations);
            assert!(!citations.is_empty());
            for c in citations {
                let Some(inst) = c["law"].as_str().and_then(Instrument::from_key) else {
                    panic!("{c}")
                };
                let art: &'static str =
                    Box::leak(c["article"].as_str().unwrap().to_string().into_boxed_str());
                // The seeds carry only the carrier's summary of ECA art. 83,
                // not arts. 84 and 85: those citations show without a link.
                // Nor the Ministry's rule for animals going abroad (the
                // carried MAPA text is of interstate lines).
                let known_gap = inst == Lei8069 && (art == "art. 84" || art == "art. 85")
                    || art == "trânsito internacional";
                if carried.contains(&inst) && !known_gap {
                    assert!(anchor_for(&cite(inst, art)).is_some(), "{scope}: {c}");
                }
            }
        }
    }
}

fn collect(v: &Value, out: &mut Vec<Value>) {
    match v {
        Value::Object(m) => {
            if let Some(Value::Array(cs)) = m.get("citations") {
                out.extend(cs.iter().cloned());
            }
            for (k, x) in m {
                if k != "citations" {
                    collect(x, out);
                }
            }
        }
        Value::Array(a) => a.iter().for_each(|x| collect(x, out)),
        _ => {}
    }
}

/// The English seed says "(English translation)" in the page's language
/// beside its heading, no longer in the heading: a search in any of the
/// three languages still finds exactly those articles.
#[test]
fn search_finds_the_english_translation_in_each_language() {
    let english: Vec<_> = ARTICLES
        .iter()
        .filter(|a| a.lang == embarque::texts::Lang::En)
        .map(|a| a.anchor)
        .collect();
    assert!(english.len() >= 10);
    // The words the page shows, in each language.
    for l in embarque::i18n::Locale::ALL {
        let q = embarque::i18n::t(l, "ui.law.english");
        let found: Vec<_> = search(q).iter().map(|a| a.anchor).collect();
        assert_eq!(found, english, "{q}");
    }
    assert_eq!(search("english").len(), english.len());
}

#[test]
fn a_heading_in_words_reads_in_the_pages_language_and_an_article_number_alike() {
    // The English and Spanish pages showed "Bagagem (art. 70, na página da
    // transportadora)": the heading is Embarque's, not the law's.
    use embarque::i18n::Locale;
    let bag = embarque::texts::article("decreto_2521_1998-art-70").expect("carried");
    assert_eq!(bag.heading_in(Locale::PtBr), bag.heading);
    assert_eq!(
        bag.heading_in(Locale::En),
        "Baggage (art. 70, on the carrier's page)"
    );
    assert_eq!(
        bag.heading_in(Locale::Es),
        "Equipaje (art. 70, en la página de la empresa)"
    );
    for a in ARTICLES {
        for l in Locale::ALL {
            let h = a.heading_in(l);
            assert!(!h.is_empty(), "{}", a.anchor);
            if a.heading.starts_with("Art. ") && !a.heading.contains('(') {
                // Read alike, so the catalogue carries nothing for it.
                let key = format!("law.heading.{}", a.anchor);
                assert!(embarque::i18n::lookup(l, &key).is_none(), "{key}");
            } else if l != Locale::PtBr {
                assert_ne!(h, a.heading, "{} has no {l:?} heading", a.anchor);
            }
        }
    }
    // And a search in the page's language finds it.
    assert!(search("surfboards")
        .iter()
        .any(|a| a.anchor == "daer_pranchas-texto"));
    assert!(search("tablas de surf")
        .iter()
        .any(|a| a.anchor == "daer_pranchas-texto"));
}

/// A carried text that a later law changed says so beside it: the answer
/// follows the later law, and its citation must not read as the opposite.
#[test]
fn texts_a_later_law_changed_carry_a_note_in_three_languages() {
    use embarque::i18n::{lookup, Locale};
    // DAER's pet text charges "50%"; since 2020-01-21 its traffic council
    // lets each carrier waive it, and the fee's citation opens this text.
    for anchor in [
        "lei_8069_1990-art-83",
        "lei_rs_11993_2003-interestadual",
        "daer_animais-texto",
    ] {
        let key = embarque::texts::note_of(anchor).unwrap_or_else(|| panic!("{anchor}"));
        for l in Locale::ALL {
            assert!(
                lookup(l, key).is_some_and(|t| !t.is_empty()),
                "{anchor} {l:?}"
            );
        }
    }
    assert_eq!(embarque::texts::note_of("lei_11975_2009-art-2"), None);
}

/// A numbered article's heading is ordinal up to the ninth and cardinal
/// from the tenth (Lei Complementar 95/1998 art. 10, I): "Art. 9º", "Art.
/// 10". The carrier's page wrote "Art. 10º" and "Art. 11º" for Res. ANTT
/// 1.383/2006, and the headings copied it (the texts keep its words).
#[test]
fn article_headings_are_ordinal_to_the_ninth_and_cardinal_after() {
    for a in ARTICLES {
        let (Some(n), true) = (a.number, a.heading.starts_with("Art. ")) else {
            continue;
        };
        let want = if n <= 9 {
            format!("Art. {n}º")
        } else {
            format!("Art. {n}")
        };
        assert!(
            a.heading == want || a.heading.starts_with(&format!("{want} ")),
            "{}: {:?}, not {want:?}",
            a.anchor,
            a.heading
        );
    }
}

// `texts::find` and `texts::split_once` stand in for `str::find` and
// `str::split_once` with a `&str` pattern (whose slice panic brings
// Unicode's tables into the wasm): the same answer on any text, multibyte
// letters and partial matches included.
proptest::proptest! {
    #[test]
    fn find_and_split_once_are_those_of_str(
        hay in "[a ée.{}R$\u{a0}ã€]{0,24}",
        needle in "[a ée.{}R$\u{a0}ã€]{0,4}",
    ) {
        use embarque::texts::{find, split_once};
        proptest::prop_assert_eq!(find(&hay, &needle), hay.find(needle.as_str()));
        proptest::prop_assert_eq!(split_once(&hay, &needle), hay.split_once(needle.as_str()));
    }

    // `texts::rfind_ascii` and `texts::char_count` stand in for
    // `str::rfind` of an ASCII `char` and `chars().count()`.
    #[test]
    fn rfind_ascii_and_char_count_are_those_of_str(
        s in "[a ée.,{}R$\u{a0}ã€\u{1F68C}]{0,24}",
        mark in proptest::sample::select(vec!['.', ',', '$', 'a', ' ']),
    ) {
        use embarque::texts::{char_count, rfind_ascii};
        proptest::prop_assert_eq!(rfind_ascii(&s, mark as u8), s.rfind(mark));
        proptest::prop_assert_eq!(char_count(&s), s.chars().count());
    }
}
