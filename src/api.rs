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

use crate::rules::json::{too_large, MAX_TEXT};
use crate::rules::{evaluate_json, InputError};
use crate::ui::{carrier, mount_into, MountOptions};
use crate::write;
use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The JS value of `v`, through its JSON text (see [`write`]).
pub(crate) fn to_js<T: Serialize>(v: &T) -> JsValue {
    write::to_string(v)
        .ok()
        .and_then(|s| js_sys::JSON::parse(&s).ok())
        .unwrap_or(JsValue::NULL)
}

/// A reply object from each field's name and JSON text, in the order
/// given: the replies name their fields in order (`carrier`, `ok`,
/// `policy`), as they did when serde_json's `json!` built them, whose
/// objects keep their names so. Written by hand, not through a
/// `serde_json::Value`: that and its own serializer of each reply's
/// parts were the only serde_json left in the wasm.
fn reply(fields: &[(&str, String)]) -> JsValue {
    let mut s = String::from("{");
    for (name, text) in fields {
        if s.len() > 1 {
            s.push(',');
        }
        s.push('"');
        s.push_str(name);
        s.push_str("\":");
        s.push_str(text);
    }
    s.push('}');
    js_sys::JSON::parse(&s).unwrap_or(JsValue::NULL)
}

/// The JSON text of one field of a reply.
fn json_text<T: Serialize + ?Sized>(v: &T) -> String {
    write::to_string(v).unwrap_or_else(|_| "null".into())
}

fn error_js(e: &InputError) -> JsValue {
    reply(&[("error", json_text(e))])
}

/// `{ error, errors }`: the first error and all of them (`validatePolicy`).
fn errors_js(errors: &[InputError]) -> JsValue {
    reply(&[
        ("error", json_text(&errors.first())),
        ("errors", json_text(errors)),
    ])
}

/// The date a policy is checked on: that of `now` (RFC 3339), or the clock's.
fn today(now: Option<&str>) -> chrono::NaiveDate {
    now.and_then(crate::rules::rfc3339::instant)
        .map(|d| d.date_naive())
        .or_else(|| {
            chrono::DateTime::from_timestamp_millis(js_sys::Date::now() as i64)
                .map(|d| d.date_naive())
        })
        .unwrap_or_default()
}

/// A JSON string, or an object turned into one; the error's message when it
/// is neither, is one JSON cannot write, or is longer than the core reads
/// (checked before the text is copied into the wasm's memory).
fn json_of(v: &JsValue) -> Result<String, String> {
    let text = if v.is_string() {
        v.clone()
    } else if v.is_object() {
        // JSON.stringify writes NaN and ±Infinity as null, which the contract
        // reads as absent: a carrier's `parseInt('')` fare was read as no fare.
        // As text they are "must be a number", naming the field. The replacer
        // calls into the wasm once per value (a fifth of `evaluate` on a full
        // query), so it runs only when the plain text has a `null` in it,
        // where one may hide: without one, its text is the plain one.
        thread_local! {
            static FINITE: JsValue = Closure::<dyn Fn(JsValue, JsValue) -> JsValue>::new(
                // A `new Number(NaN)` too, which JSON.stringify unwraps.
                |_: JsValue, v: JsValue| match v
                    .as_f64()
                    .or_else(|| {
                        // `instanceof`: js_sys' `dyn_ref` tests `typeof`.
                        v.is_instance_of::<js_sys::Number>()
                            .then(|| v.unchecked_ref::<js_sys::Number>().value_of())
                    })
                {
                    Some(n) if !n.is_finite() => JsValue::from_str("NaN"),
                    _ => v,
                },
            )
            .into_js_value();
        }
        // It throws on a BigInt, on an object inside itself, and with a
        // getter (or a revoked Proxy) that throws: the message had named
        // the first two only.
        const UNWRITABLE: &str =
            "cannot be written as JSON (a BigInt, an object inside itself, or a getter that throws)";
        let plain = js_sys::JSON::stringify(v).map_err(|_| UNWRITABLE)?;
        // Undefined, from a `toJSON` that returns nothing: not a string.
        if !plain.is_string() || plain.includes("null", 0) {
            FINITE
                .with(|r| js_sys::JSON::stringify_with_replacer(v, r))
                .map_err(|_| UNWRITABLE)?
                .into()
        } else {
            plain.into()
        }
    } else {
        JsValue::UNDEFINED
    };
    // Undefined from a `toJSON` that returns nothing. A string's UTF-16
    // units are no more than its UTF-8 bytes.
    let Some(text) = text.dyn_ref::<js_sys::JsString>() else {
        return Err("must be a JSON object".into());
    };
    if text.length() as usize > MAX_TEXT {
        return Err(too_large("").message);
    }
    Ok(text.into())
}

#[wasm_bindgen]
extern "C" {
    /// `Array.isArray`, which throws on a revoked Proxy (js_sys's binding
    /// does not catch: `mount(el, revoked)` threw).
    #[wasm_bindgen(js_namespace = Array, js_name = isArray, catch)]
    fn is_array(v: &JsValue) -> Result<bool, JsValue>;
}

/// A policy document as JSON text, or its error at `policy`.
fn policy_text(v: &JsValue) -> Result<String, InputError> {
    json_of(v).map_err(|m| InputError::new("policy", m))
}

/// `evaluate(query)`: the contract's Report for a Query object (or JSON
/// string); `{ error: { field, message } }` when it is malformed.
#[wasm_bindgen(js_name = evaluate)]
pub fn evaluate_js(query: JsValue) -> JsValue {
    match json_of(&query)
        .map_err(|m| InputError::new("query", m))
        .and_then(|s| evaluate_json(&s))
    {
        Ok(r) => to_js(&r),
        Err(e) => error_js(&e),
    }
}

/// `validatePolicy(policy)`: checks a carrier's policy document (the
/// contract's `policy` fields plus `carrier: { name, phone, lostAndFound,
/// lines, cabinRackCm, grantsYouthDiscount, colours }`). Returns `{ ok: true,
/// policy, carrier }` with the defaults filled in, or `{ error: { field,
/// message }, errors: [...] }`: every error (at least the first), each
/// naming the field and the legal limit.
#[wasm_bindgen(js_name = validatePolicy)]
pub fn validate_policy_js(policy: JsValue) -> JsValue {
    // `null`, a number: "policy: must be a JSON object", as mount says.
    match carrier::read_document(&policy_text(&policy), today(None)) {
        // Its facts are the core's reading of its policy (`policy_of_value`).
        Ok(d) => reply(&[
            ("carrier", json_text(&d.carrier)),
            ("ok", "true".into()),
            ("policy", json_text(&d.facts)),
        ]),
        Err(errors) => errors_js(&errors),
    }
}

/// The options `mount` reads.
const MOUNT_OPTIONS: [&str; 8] = [
    "policy",
    "theme",
    "locale",
    "now",
    "mode",
    "idle",
    "resultOrigin",
    "paper",
];

/// `mount(element, { policy, locale, theme, now, resultOrigin, mode, idle, paper })`:
/// renders the widget inside `element` (which gets the class `emb-root`).
///
/// - `policy`: the carrier's policy document (object or JSON string; see
///   `validatePolicy`); its errors show in the widget's panel.
/// - `theme`: `{ colorBrand: '#7a1f5c', font: 'Georgia, serif', radius: '4px' }`
///   (or the custom properties themselves, `'--emb-color-brand'`), set on
///   `element`.
/// - `resultOrigin`: when the page is framed, the one origin that receives
///   `{ type: 'embarque:result', report }` by `postMessage`.
/// - `mode: 'kiosk'`, `idle` (whole seconds, 1 to 86400): the kiosk flow.
/// - `paper: '80mm'`: the printed summary on a receipt roll (default `a4`).
/// - `locale`: `pt-BR`, `en` or `es` (or a regional tag of one); the
///   browser's language when absent.
/// - `now`: a fixed instant, RFC 3339 with offset; the live clock otherwise.
///
/// A bad option is an error naming it and is left out (an unknown locale:
/// the browser's language; a bad `now`: the live clock). Returns `{ ok: true,
/// errors: [...] }` (the options' errors, then the policy's, also shown in
/// the page), or `{ error }` when `element` is not an element or
/// the page already holds a widget (one per page; after a crash, replace the
/// crashed element before mounting again, as `boot.js` does).

#[wasm_bindgen(js_name = mount)]
pub fn mount_js(element: JsValue, options: JsValue) -> JsValue {
    let Ok(el) = element.dyn_into::<web_sys::HtmlElement>() else {
        return error_js(&InputError::new("element", "must be an HTML element"));
    };
    // A panicked instance renders but tells nothing: a fresh import must.
    if crate::ui::recover::crashed() {
        return error_js(&InputError::new(
            "element",
            "this instance of the module has panicked: import it again (README, \"If the widget fails\")",
        ));
    }
    // One widget per page: a second mount into the same element stacked a
    // second widget in it, and one elsewhere repeated the first one's ids,
    // by which its labels, error links and focus moves find their fields
    // (a label of the second widget focused a field of the first).
    // This module's own widget counts in a shadow root too: one there was
    // emptied by a second mount in the document (a carrier's pass).
    let taken = el
        .owner_document()
        .and_then(|d| d.query_selector(".emb-root").ok().flatten());
    if taken.is_some() || crate::ui::mounted_in_a_page() {
        return error_js(&InputError::new(
            "element",
            "the page already holds a widget: one per page (unmount it first)",
        ));
    }
    // A getter or a Proxy that throws: read as `null`, an option given but
    // not readable, so it is an error (its panel), never the default unsaid.
    // Not an object (42, an array, a revoked Proxy): an error, and nothing
    // read from it.
    let readable = options.is_object() && !is_array(&options).unwrap_or(true);
    let raw = |k: &str| {
        if readable {
            match js_sys::Reflect::get(&options, &JsValue::from_str(k)) {
                Err(_) => Some(JsValue::NULL),
                Ok(v) => Some(v).filter(|v| !v.is_undefined() && !v.is_null()),
            }
        } else {
            None
        }
    };
    let mut errors = Vec::new();
    if !(options.is_undefined() || options.is_null() || readable) {
        errors.push(InputError::new("options", "must be an object"));
    }
    // A misspelt one (`lang` for `locale`) was dropped without a word.
    if let Some(keys) = js_sys::Reflect::own_keys(&options)
        .ok()
        .filter(|_| readable)
    {
        for i in 0..keys.length() {
            if let Some(k) = keys.get(i).as_string() {
                if !MOUNT_OPTIONS.contains(&k.as_str()) {
                    errors.push(InputError::new(k, "is not an option of mount"));
                }
            }
        }
    }
    // Not an object nor JSON text (`policy: 42`), too large, a BigInt: the
    // policy's error, in its panel.
    let policy = raw("policy").map(|v| policy_text(&v));
    let mut theme = Vec::new();
    if let Some(v) = raw("theme") {
        let text = json_of(&v).ok();
        // Its tokens in name order, as when it was read into a serde_json
        // `Value`: the order of their errors.
        let parsed = text
            .as_deref()
            .and_then(|s| crate::rules::json::parse_sorted(s, "").ok());
        match parsed {
            Some(crate::rules::json::Json::Obj(m)) => {
                let is_colour =
                    |c: &str| web_sys::css::supports_with_value("color", c).unwrap_or(false);
                let (t, e) = carrier::theme_properties(&m, &is_colour);
                theme = t;
                errors.extend(e);
            }
            _ => errors.push(InputError::new("theme", "must be an object")),
        }
    }
    // locale, now, mode, idle, resultOrigin, paper: a bad one is an error naming it
    // and is left out (the browser's language, the live clock, …).
    let text = |k: &str| raw(k).map(|v| v.as_string().unwrap_or_default());
    let idle = raw("idle").map(|v| v.as_f64().unwrap_or(f64::NAN));
    let mut shell = carrier::shell_options(&text, idle, &mut errors);
    if shell
        .result_origin
        .take_if(|o| !crate::ui::browser_origin(o))
        .is_some()
    {
        errors.push(InputError::new("resultOrigin", carrier::ORIGIN_ERROR));
    }
    let opts = MountOptions {
        shell,
        use_url: false,
        policy,
        theme,
        errors: errors.clone(),
        root: None,
    };
    // The policy's errors too, as the widget's panel shows them: a carrier's
    // code must be able to tell that its policy was not applied.
    if let Some(s) = &opts.policy {
        if let Err(e) = carrier::read_document(s, today(opts.shell.now.as_deref())) {
            errors.extend(e);
        }
    }
    mount_into(el, opts);
    reply(&[("errors", json_text(&errors[..])), ("ok", "true".into())])
}

/// `unmount(element)`: takes the widget out of `element` (a carrier's
/// single-page app leaving the page that showed it): its nodes, its
/// listeners and timers; `element` keeps its own class and style and may
/// hold a widget again. `{ ok: true }`, or `{ error }` naming `element`
/// when it holds no widget of this module.
#[wasm_bindgen(js_name = unmount)]
pub fn unmount_js(element: JsValue) -> JsValue {
    match element.dyn_ref::<web_sys::HtmlElement>() {
        Some(el) if crate::ui::unmount(el) => reply(&[("ok", "true".into())]),
        _ => error_js(&InputError::new(
            "element",
            "holds no widget: give the element that mount was given",
        )),
    }
}
