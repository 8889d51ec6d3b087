//! What a panic does to the page: never a blank widget.
//!
//! The release build aborts on a panic (`panic = "abort"`: unwinding is not
//! available to stable wasm32), so the instance that panicked cannot be
//! trusted again: a signal may be left borrowed half-way through an update.
//! The panic hook therefore only touches the DOM, with plain `web_sys` calls
//! that borrow nothing of Leptos:
//!
//! 1. in every mounted root it puts an alert (`data-testid="embarque-crash"`,
//!    `role="alert"`) that says, in the page's language, that the widget met
//!    an internal error and what it was;
//! 2. it fires `embarque:panic` (bubbling `CustomEvent`, `detail` = the
//!    message) on each root.
//!
//! `boot.js` answers that event on the standalone page: it starts a *fresh*
//! instance of the module in a new root, which reads the passenger's answers
//! back from the URL, so the page stays usable; a second panic within a
//! minute stops the restarts and offers to start over instead. A carrier
//! page that mounts the widget itself gets the same alert and event, and may
//! mount again from a fresh import (README, "Embedding").
//!
//! The rule core itself does not panic on any input (fuzzed: `.ci/fuzz.sh`);
//! this is the net under the net. `__testPanic` arms a panic inside the next
//! evaluation so that the browser tests can prove it.

use crate::i18n::{self, Locale};
use std::cell::{Cell, RefCell};
use wasm_bindgen::prelude::*;

thread_local! {
    /// Each watched root, and whether its answers are kept in the page's URL.
    static ROOTS: RefCell<Vec<(web_sys::HtmlElement, bool)>> = const { RefCell::new(Vec::new()) };
    static ARMED: Cell<bool> = const { Cell::new(false) };
    static CRASHED: Cell<bool> = const { Cell::new(false) };
}

/// Whether this instance has panicked: its deferred work (the URL write)
/// must then not run, or it could save the answer that made it fail.
pub fn crashed() -> bool {
    CRASHED.try_with(Cell::get).unwrap_or(true)
}

/// Remembers `root` for the panic hook (`in_url`: whether its answers are
/// kept in the page's URL, the standalone page's), and installs the hook
/// once.
pub fn watch(root: &web_sys::HtmlElement, in_url: bool) {
    ROOTS.with(|r| {
        if let Ok(mut r) = r.try_borrow_mut() {
            r.push((root.clone(), in_url));
        }
    });
    static INSTALLED: std::sync::Once = std::sync::Once::new();
    INSTALLED.call_once(|| std::panic::set_hook(Box::new(on_panic)));
}

/// Forgets `root` (unmounted): a later panic writes no alert into it.
pub fn unwatch(root: &web_sys::HtmlElement) {
    ROOTS.with(|r| {
        if let Ok(mut r) = r.try_borrow_mut() {
            r.retain(|x| x.0 != *root);
        }
    });
}

/// Panics here when `__testPanic` armed it (the browser tests), so that a
/// panic happens where a real one would: inside a reactive update.
pub fn tripwire() {
    if ARMED.with(|a| a.replace(false)) {
        panic!("test panic armed by __testPanic");
    }
}

/// `__testPanic()`: the next evaluation of the widget panics (for the
/// resilience tests; a passenger never reaches it).
#[wasm_bindgen(js_name = __testPanic)]
pub fn arm_test_panic() {
    ARMED.with(|a| a.set(true));
}

fn on_panic(info: &std::panic::PanicHookInfo) {
    let message = info.to_string();
    web_sys::console::error_1(&JsValue::from_str(&message));
    // Once: the panics that follow in the dead instance (a borrow it left
    // held, met by its next callback) put a second alert and a second event
    // before a host, whose restart then found the page "already holding" one.
    if CRASHED.try_with(|c| c.replace(true)).unwrap_or(true) {
        return;
    }
    // `try_with`/`try_borrow`: a panic while ROOTS is borrowed (or during
    // teardown) must not panic again inside the hook.
    let roots = ROOTS
        .try_with(|r| r.try_borrow().map(|r| r.clone()).unwrap_or_default())
        .unwrap_or_default();
    for (root, in_url) in roots {
        show(&root, in_url, &message);
    }
}

/// The page's language for the alert: the root's `lang`, else `<html lang>`.
fn locale_of(root: &web_sys::HtmlElement) -> Locale {
    let tag = root.get_attribute("lang").or_else(|| {
        root.owner_document()
            .and_then(|d| d.document_element())
            .and_then(|e| e.get_attribute("lang"))
    });
    tag.map(|t| Locale::from_tag(&t)).unwrap_or_default()
}

/// The alert; it says the answers are kept only where they are: a widget
/// mounted by its host neither reads nor writes the URL.
fn show(root: &web_sys::HtmlElement, in_url: bool, message: &str) {
    let Some(doc) = root.owner_document() else {
        return;
    };
    let l = locale_of(root);
    let el = |tag: &str, class: &str, text: &str| {
        let e = doc.create_element(tag).ok()?;
        e.set_class_name(class);
        // Text, never HTML: the message may quote input.
        e.set_text_content(Some(text));
        Some(e)
    };
    let (Some(alert), Some(title), Some(detail)) = (
        el("div", "emb-crash", ""),
        el(
            "p",
            "emb-crash__title",
            i18n::t(
                l,
                if in_url {
                    "ui.crash.title"
                } else {
                    "ui.crash.title_mounted"
                },
            ),
        ),
        el("p", "emb-crash__detail", message),
    ) else {
        return;
    };
    let _ = alert.set_attribute("role", "alert");
    let _ = alert.set_attribute("data-testid", "embarque-crash");
    let _ = detail.set_attribute("data-testid", "embarque-crash-detail");
    let _ = alert.append_child(&title);
    let _ = alert.append_child(&detail);
    let _ = root.insert_before(&alert, root.first_child().as_ref());
    fire(root, "embarque:panic", &JsValue::from_str(message));
}

/// Dispatches a bubbling `CustomEvent` `name` on `target` with `detail`
/// (`undefined`: none, read as `null`): the host's `embarque:*` events and
/// the synthetic `input`s, one way (plain web_sys, usable from here).
pub fn fire(target: &web_sys::EventTarget, name: &str, detail: &JsValue) {
    let init = web_sys::CustomEventInit::new();
    init.set_bubbles(true);
    init.set_detail(detail);
    if let Ok(ev) = web_sys::CustomEvent::new_with_event_init_dict(name, &init) {
        let _ = target.dispatch_event(&ev);
    }
}
