//! Browser tests (wasm-bindgen-test in headless Chromium): mount the app,
//! type a bag, read the verdict from the DOM.
#![cfg(target_arch = "wasm32")]

use embarque::ui::{mount_into, MountOptions};
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
            locale: Some("pt-BR".into()),
            now: Some("2026-12-19T10:00:00-03:00".into()),
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
    assert_eq!(fee, "R$ 5,00");
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
