//! Browser tests (wasm-bindgen-test in headless Chromium): mount the app,
//! type a bag, read the verdict from the DOM.
#![cfg(target_arch = "wasm32")]

use embarque::ui::{carrier::Shell, mount_into, MountOptions};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn mount() -> web_sys::HtmlElement {
    let doc = web_sys::window().unwrap().document().unwrap();
    let el: web_sys::HtmlElement = doc.create_element("div").unwrap().unchecked_into();
    doc.body().unwrap().append_child(&el).unwrap();
    mount_into(
        el.clone(),
        MountOptions {
            shell: Shell {
                locale: Some("pt-BR".into()),
                now: Some("2026-12-19T10:00:00-03:00".into()),
                ..Shell::default()
            },
            use_url: false,
            ..MountOptions::default()
        },
    );
    el
}

fn by_testid(root: &web_sys::HtmlElement, id: &str) -> Option<web_sys::HtmlElement> {
    root.query_selector(&format!("[data-testid='{id}']"))
        .ok()
        .flatten()
        .map(|e| e.unchecked_into())
}

fn type_into(root: &web_sys::HtmlElement, id: &str, value: &str) {
    let input: web_sys::HtmlInputElement = by_testid(root, id).expect(id).unchecked_into();
    input.set_value(value);
    let ev = web_sys::Event::new("input").unwrap();
    input.dispatch_event(&ev).unwrap();
}

#[wasm_bindgen_test]
async fn a_34_kg_bag_is_excess_and_shows_its_verdict() {
    let root = mount();
    leptos::task::tick().await;
    by_testid(&root, "bag-add").expect("bag-add").click();
    leptos::task::tick().await;
    type_into(&root, "ticket-fare", "250");
    type_into(&root, "bag-0-weight", "34");
    leptos::task::tick().await;
    let verdict = by_testid(&root, "bag-0-verdict")
        .expect("verdict")
        .text_content()
        .unwrap_or_default();
    assert!(verdict.contains("Excesso"), "{verdict}");
    let fee = by_testid(&root, "baggage-fee")
        .expect("fee")
        .text_content()
        .unwrap_or_default();
    assert_eq!(fee, "R$\u{a0}5,00");
}

#[wasm_bindgen_test]
async fn a_negative_weight_shows_an_error_beside_the_field() {
    let root = mount();
    leptos::task::tick().await;
    by_testid(&root, "bag-add").expect("bag-add").click();
    leptos::task::tick().await;
    type_into(&root, "bag-0-weight", "-3");
    leptos::task::tick().await;
    let err = by_testid(&root, "bag-0-weight-error")
        .expect("error")
        .text_content()
        .unwrap_or_default();
    assert!(err.starts_with("Peso"), "{err}");
}

#[wasm_bindgen_test]
fn the_js_api_answers_a_malformed_query_with_an_error_object() {
    let v = embarque::api::evaluate_js(wasm_bindgen::JsValue::from_str("{\"now\":1}"));
    let err = js_sys::Reflect::get(&v, &"error".into()).unwrap();
    let field = js_sys::Reflect::get(&err, &"field".into())
        .unwrap()
        .as_string()
        .unwrap();
    assert_eq!(field, "now");
}

/// A byte-order mark before the JSON text (RFC 8259 § 8.1 lets a parser
/// ignore it) is ignored by `evaluate` as by the CLI: the JS API answered
/// "query: is not valid JSON" to the text the CLI read (a contract audit).
#[wasm_bindgen_test]
fn the_js_api_reads_a_query_string_after_a_byte_order_mark() {
    let q = "\u{feff}{\"now\":\"2026-12-19T10:00:00-03:00\",\"trip\":{\"scope\":\"interstate\",\"departure\":\"2026-12-20T22:30:00-03:00\"}}";
    let v = embarque::api::evaluate_js(wasm_bindgen::JsValue::from_str(q));
    assert!(js_sys::Reflect::get(&v, &"error".into())
        .unwrap()
        .is_undefined());
    assert!(js_sys::Reflect::get(&v, &"notices".into())
        .unwrap()
        .is_array());
}

/// In the browser, `embarque::write` writes a float as the engine's own text
/// (not serde_json's, whose tables stay out of the wasm): `JSON.parse` must
/// read every one back to the same double, sign of zero included.
#[wasm_bindgen_test]
fn floats_written_in_the_browser_read_back_to_the_same_double() {
    let xs = [
        45.5,
        30.0,
        20.25,
        0.1,
        1e300,
        1e21,
        1.5e-7,
        -0.0,
        0.0,
        5e-324,
        f64::MAX,
        -123.456,
    ];
    let text = embarque::write::to_string(&xs).unwrap();
    let back = js_sys::JSON::parse(&text).unwrap();
    let back: js_sys::Array = back.unchecked_into();
    assert_eq!(back.length() as usize, xs.len(), "{text}");
    for (i, x) in xs.iter().enumerate() {
        let y = back.get(i as u32).as_f64().unwrap();
        assert_eq!(y.to_bits(), x.to_bits(), "{text}: [{i}] {y} != {x}");
    }
    assert_eq!(
        embarque::write::to_string(&[f64::NAN, f64::INFINITY]).unwrap(),
        "[null,null]"
    );
}

/// `validatePolicy` gives a carrier's cabin rack back as it was sent,
/// fractional centimetres included (`carrier.cabinRackCm`), next to the
/// whole centimetres the rules use (`policy.cabinRackCm`, rounded down so a
/// bag said to fit does fit).
#[wasm_bindgen_test]
fn validate_policy_gives_the_cabin_rack_back_unchanged() {
    let doc = r#"{"retentionPercent":5,"carrier":{"name":"Viação Exemplo","cabinRackCm":[45.5,30,20.25]}}"#;
    let v = embarque::api::validate_policy_js(wasm_bindgen::JsValue::from_str(doc));
    let ok = js_sys::Reflect::get(&v, &"ok".into()).unwrap();
    assert_eq!(
        ok.as_bool(),
        Some(true),
        "{:?}",
        js_sys::JSON::stringify(&v)
    );
    let rack = |part: &str| -> Vec<f64> {
        let o = js_sys::Reflect::get(&v, &part.into()).unwrap();
        let a: js_sys::Array = js_sys::Reflect::get(&o, &"cabinRackCm".into())
            .unwrap()
            .unchecked_into();
        a.iter().map(|n| n.as_f64().unwrap()).collect()
    };
    assert_eq!(rack("carrier"), [45.5, 30.0, 20.25]);
    assert_eq!(rack("policy"), [45.0, 30.0, 20.0]);
}
