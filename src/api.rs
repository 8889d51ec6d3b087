//! The JavaScript API carriers call (wasm-bindgen).
//!
//! ```js
//! import init, { evaluate, validatePolicy, mount } from './embarque.js';
//! await init();
//! const report = evaluate({ now: '2026-12-19T10:00:00-03:00',
//!   trip: { scope: 'interstate', departure: '2026-12-20T22:30:00-03:00' } });
//! ```
//! Functions never throw: a malformed argument gives
//! `{ error: { field, message } }`.

use crate::rules::{evaluate_json, input, InputError};
use crate::ui::{mount_into, MountOptions};
use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

fn to_js<T: Serialize>(v: &T) -> JsValue {
    serde_json::to_string(v)
        .ok()
        .and_then(|s| js_sys::JSON::parse(&s).ok())
        .unwrap_or(JsValue::NULL)
}

fn error_js(e: &InputError) -> JsValue {
    to_js(&serde_json::json!({ "error": e }))
}

/// A JSON string, or an object turned into one.
fn json_of(v: &JsValue) -> Option<String> {
    if let Some(s) = v.as_string() {
        return Some(s);
    }
    if !v.is_object() {
        return None;
    }
    js_sys::JSON::stringify(v).ok().and_then(|s| s.as_string())
}

/// `evaluate(query)`: the contract's Report for a Query object (or JSON
/// string); `{ error: { field, message } }` when it is malformed.
#[wasm_bindgen(js_name = evaluate)]
pub fn evaluate_js(query: JsValue) -> JsValue {
    match json_of(&query) {
        None => error_js(&InputError::new("query", "must be a JSON object")),
        Some(s) => match evaluate_json(&s) {
            Ok(r) => to_js(&r),
            Err(e) => error_js(&e),
        },
    }
}

/// `validatePolicy(policy)`: `{ ok: true, policy }` with the defaults filled
/// in, or `{ error: { field, message } }` naming the field and the legal limit.
#[wasm_bindgen(js_name = validatePolicy)]
pub fn validate_policy_js(policy: JsValue) -> JsValue {
    let Some(s) = json_of(&policy) else {
        return error_js(&InputError::new("policy", "must be a JSON object"));
    };
    let today = chrono::DateTime::from_timestamp_millis(js_sys::Date::now() as i64)
        .map(|d| d.date_naive())
        .unwrap_or_default();
    match input::parse_policy(&s, today) {
        Ok(p) => to_js(&serde_json::json!({ "ok": true, "policy": p })),
        Err(e) => error_js(&e),
    }
}

/// `mount(element, { locale, now })`: renders the widget inside `element`.
/// Returns `{ ok: true }` or `{ error }` when `element` is not an element.
#[wasm_bindgen(js_name = mount)]
pub fn mount_js(element: JsValue, options: JsValue) -> JsValue {
    let Ok(el) = element.dyn_into::<web_sys::HtmlElement>() else {
        return error_js(&InputError::new("element", "must be an HTML element"));
    };
    let get = |k: &str| {
        js_sys::Reflect::get(&options, &JsValue::from_str(k))
            .ok()
            .and_then(|v| v.as_string())
    };
    let opts = MountOptions {
        locale: get("locale"),
        now: get("now"),
        use_url: false,
    };
    mount_into(el, opts);
    to_js(&serde_json::json!({ "ok": true }))
}
