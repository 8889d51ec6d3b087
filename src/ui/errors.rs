//! The error summary (GOV.UK's pattern): every field in error, in the
//! page's order, each a link to its field; said to a screen reader once the
//! typing settles, not at each keystroke.

use super::app::{by_id, Ctx};
use super::form::FieldError;
use super::kiosk::{Step, StepSignal};
use super::widgets::{attr, attr_of, attr_owned, handler, or_empty};
use leptos::prelude::*;
use std::rc::Rc;
use wasm_bindgen::JsCast;

/// An error summary linking to the field in error (GOV.UK pattern); it is
/// said once the passenger stops typing ([`say_errors`]).
#[component]
pub(super) fn ErrorSummary(
    /// The kiosk's current step: the field in error may be on another one.
    step: Option<StepSignal>,
) -> impl IntoView {
    let ctx = Ctx::get();
    // The link shows the field's step, then focuses the field: a plain
    // `#id` jump does neither for a field on a hidden kiosk step.
    let go = move |ev: web_sys::Event, id: String| {
        let Some(el) = by_id(&id) else {
            return;
        };
        ev.prevent_default();
        if let (Some(step), Some(at)) = (step, Step::holding(&el)) {
            step.set(at);
        }
        // Focusing scrolls the field into view.
        super::widgets::frame(move || {
            if let Ok(el) = el.dyn_into::<web_sys::HtmlElement>() {
                let _ = el.focus();
            }
        });
    };
    // The language and fields in error a frame was waited for, for their
    // labels to be drawn: the summary reads them from the page, which draws
    // them after it on a page opened from a link, in the new language after
    // a switch (the summary kept the old one's labels), and for a field
    // that appears with its error (the new fare of a rebooking read
    // "request-new-fare"). As one number ([`errors_key`], which holds the
    // messages too: a message changed alone draws the summary a second
    // time, in the next frame). Kept as its decimal text, empty before the
    // first frame: a `RwSignal<String>` is a type the page's other signals
    // already are, and each value type is its own copy of the reactive code
    // (a `RwSignal<Option<u32>>` was ~0.4 KB gzip).
    let waited = RwSignal::new(String::new());
    view! {
        // Not a live region: the summary is said through `emb-said` once the
        // typing settles (say_errors).
        <div class="emb-errors">
            {move || or_empty({
                let errors = ctx.errors();
                let l = ctx.locale.get() as u32;
                let key = errors_key(&errors, l).to_string();
                if waited.get() != key {
                    super::widgets::frame(move || waited.set(key));
                }
                (!errors.is_empty()).then(|| {
                    let links = in_page_order(errors).into_iter().map(|e| {
                        let msg = summary_line(ctx, &e.field);
                        view! {
                            <li><a {..attr_owned("href", format!("#{}", e.field))} {..handler("click", move |ev| go(ev, e.field.clone()))}>{msg}</a></li>
                        }.into_inner().into_any()
                    }).collect_view();
                    view! {
                        <div class="emb-error-summary" data-testid="error-summary">
                            <p class="emb-error-summary__title">{ctx.t("ui.error.summary")}</p>
                            <ul class="emb-error-summary__list">{links}</ul>
                        </div>
                    }
                    .into_inner().into_any()
                })
            })}
        </div>
        // What the page says of itself (a row removed, the errors, a law
        // search's count): see widgets::say.
        <p class="emb-sr" {..attr_of("id", "emb-said")} data-testid="said" {..attr("role", "status")} {..attr("aria-live", "polite")}></p>
    }.into_inner()
}

/// The error summary's wait ([`super::widgets::say_settled`]) and the
/// [`errors_key`] of the errors last said.
pub(super) type Said = (super::widgets::Pending, Rc<std::cell::Cell<u32>>);

/// Says the error summary once the passenger stops typing, when its errors
/// differ from the last said (`said`); called on every edit. Drawn in a
/// live region of its own, the summary was said on every keystroke (a
/// date's year typed digit by digit goes through 0002, 0020 and 0202, each
/// an error) and again in each language chosen. Fixed, the errors leave the
/// page's live region empty.
pub(super) fn say_errors(ctx: Ctx, said: &Said) {
    let last = Rc::clone(&said.1);
    super::widgets::say_settled(&said.0, move || {
        // Read in a timer's callback, where nothing tracks: `get` is the
        // page's usual read (an untracked one would be more wasm).
        let errors = ctx.errors();
        // Seeded with FNV's own basis, no errors make 0, the key said at
        // first: nothing is said (nor emptied) until an error is.
        let key = errors_key(&errors, 0x811c_9dc5);
        if last.replace(key) == key {
            return None;
        }
        let mut text = String::new();
        for (i, e) in in_page_order(errors).iter().enumerate() {
            text.push_str(if i == 0 {
                ctx.t("ui.error.summary")
            } else {
                ";"
            });
            text.push(' ');
            text.push_str(&summary_line(ctx, &e.field));
        }
        Some(text)
    });
}

/// `errors` in the page's order of their fields, as the summary lists them
/// and says them (GOV.UK's pattern): the form's own reading errors (a fare,
/// a delay) came first, then the rule core's (a distance, a birth date),
/// wherever they were. A field not drawn goes last. By insertion, stable: a
/// handful of errors, and a library sort is 1.7 KB of wasm.
fn in_page_order(mut errors: Vec<FieldError>) -> Vec<FieldError> {
    for i in 1..errors.len() {
        let mut j = i;
        while j > 0 && precedes(&errors[j].field, &errors[j - 1].field) {
            errors.swap(j, j - 1);
            j -= 1;
        }
    }
    errors
}

/// Whether field `a` comes before field `b` in the page (one not drawn
/// comes after those drawn).
fn precedes(a: &str, b: &str) -> bool {
    match (by_id(a), by_id(b)) {
        (Some(a), Some(b)) => {
            a.compare_document_position(&b) & web_sys::Node::DOCUMENT_POSITION_FOLLOWING != 0
        }
        (a, b) => a.is_some() && b.is_none(),
    }
}

/// The fields in error and their messages as one number (FNV-1a from
/// `seed`): a signal or a copy of another type would be a type of its own
/// in the wasm (+0.5 KB).
fn errors_key(es: &[FieldError], seed: u32) -> u32 {
    es.iter()
        .flat_map(|e| {
            e.field
                .bytes()
                .chain([0])
                .chain(e.message.bytes())
                .chain([0])
        })
        .fold(0x811c_9dc5 ^ seed, |h, b| {
            (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
        })
}

/// "Label: message" for the field in error `field`, as the summary lists it:
/// the field's own label, as drawn (the summary must name the field; a
/// field the page does not draw is named by its id).
fn summary_line(ctx: Ctx, field: &str) -> String {
    let (label, msg) = field_error(ctx, field, drawn_label(field));
    format!("{label}: {msg}")
}

/// The label the page draws for the control `field`, if it is drawn.
pub(super) fn drawn_label(field: &str) -> Option<String> {
    let label = document()
        .query_selector(&format!("label[for=\"{field}\"]"))
        .ok()
        .flatten()?;
    let text = label.text_content()?;
    // A row's field names its row, as every row's labels are the same:
    // "Peso (kg): Deve estar entre 0 e 1.000" said nothing of which bag.
    let row = label
        .closest(".emb-bag")
        .ok()
        .flatten()
        .and_then(|r| r.query_selector(".emb-bag__title").ok().flatten())
        .and_then(|t| t.text_content());
    Some(match row {
        Some(r) => format!("{} — {}", r.trim(), text.trim()),
        None => text,
    })
}

/// The field in error's label (`label`, as drawn; its id when the page does
/// not draw it) and its message, for the error summary and the printed sheet.
pub(super) fn field_error(ctx: Ctx, field: &str, label: Option<String>) -> (String, String) {
    let label = label.map_or_else(|| field.to_string(), |l| l.trim().to_string());
    let msg = super::widgets::error_for(ctx, field).unwrap_or_default();
    (label, msg)
}
