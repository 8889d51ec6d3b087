//! "Resposta atualizada ↓": the chip that leads a sighted passenger to an
//! answer their edit changed out of view.
//!
//! Each section is a form and then its answer, and the page is some 24 000 px
//! tall on a phone: a birth date typed changed the free seat two screens
//! down, a kiosk's answer sat under its Back/Next bar, and nothing on the
//! screen said so (a screen reader hears it: [`super::widgets::status`]).
//! When a result's line is said (the typing has settled and the result
//! differs; never at load nor on a language switch), [`changed`] shows the
//! chip if that answer is out of view. It moves no focus and scrolls
//! nothing until tapped; it goes when the answer comes into view, at a tap
//! elsewhere, on a language switch, or after 8 s (its CSS). The section's name in it
//! ("...: Gratuidades e descontos") measured 0.13 KB more of gzip; a
//! keystroke taking it away and a clock's change of an answer (a deadline
//! passing) leaving it out, 0.1 KB more (a listener of the edits): both
//! left out, the page being at its size ceiling.
//!
//! A link to the result's line (`#benefits-said`), which starts the answer
//! and takes the focus (`tabindex=-1`): the browser scrolls to it and
//! focuses it, and in a carrier's page or at the kiosk the widget's own
//! links do (`guard_links`, the kiosk step first).
//!
//! Sticky in a layer over the widget's own box, not fixed to the screen: in
//! a carrier's page it never covers the page around the widget (its footer,
//! its chat button), and a transformed ancestor or a scrolling container of
//! the host does not carry it off the screen.

use super::app::{by_id, own, Ctx};
use gloo::events::{EventListener, EventListenerOptions};
use leptos::prelude::*;
use std::cell::{Cell, RefCell};
use wasm_bindgen::JsCast;
use web_sys::Element;

/// The chip's id, and the chip in a layer over the widget (style/embarque.css).
const CHIP: &str = "emb-chip";
const MARKUP: &str = r#"<div class="emb-chips"><a class="emb-button emb-chip" id="emb-chip" data-testid="answer-chip"></a></div>"#;
/// The chip's classes: shown; at the screen's head; its arrow up.
const ON: &str = "emb-chip--on";
const TOP: &str = "emb-chip--top";
const UP: &str = "emb-chip--up";

thread_local! {
    /// The status line the chip leads to.
    static LINE: RefCell<Option<Element>> = const { RefCell::new(None) };
    /// Where the screen's foot is for an answer: the chip's top, above the
    /// kiosk's bar.
    static FOOT: Cell<f64> = const { Cell::new(0.0) };
}

/// Takes the chip away (on a language switch too: it spoke the old one).
pub fn hide() {
    LINE.take();
    if let Some(c) = by_id(CHIP) {
        let _ = c.class_list().remove_1(ON);
    }
}

/// The top of status line `line` on the screen, where its answer starts
/// (`None`: not drawn, on a kiosk step not shown, which the steps lead to).
fn top(line: &Element) -> Option<f64> {
    let r = line.get_bounding_client_rect();
    (r.bottom() > r.top()).then(|| r.top())
}

/// Whether an answer whose top is at `top` can be read: its first line on
/// the screen, above `foot`.
fn seen(top: f64, foot: f64) -> bool {
    (0.0..foot - 24.0).contains(&top)
}

/// The result of status line `line` was just said: shows the chip when its
/// answer is out of view.
pub fn changed(ctx: Ctx, line: &Element) {
    // Drawn at its first use, as plain markup, at the end of the widget's
    // form (which takes it away with it).
    let chip = by_id(CHIP).or_else(|| {
        let form = line.closest(".emb").ok()??;
        let _ = form.insert_adjacent_html("beforeend", MARKUP);
        by_id(CHIP)
    });
    let (Some(chip), Some(top)) = (chip, top(line)) else {
        return;
    };
    chip.set_text_content(Some(ctx.t("ui.answer.updated")));
    let _ = chip.set_attribute("href", &format!("#{}", line.id()));
    let list = chip.class_list();
    let _ = list.remove_1(TOP);
    let _ = list.toggle_with_force(UP, top < 0.0);
    // Hidden (`visibility`), the chip is laid out where it would show.
    let c = chip.get_bounding_client_rect();
    if seen(top, c.top()) {
        return;
    }
    // Never over the field being typed in (the focused one, in a shadow
    // root too): at the screen's head then.
    let field = js_sys::Reflect::get(&line.get_root_node(), &"activeElement".into())
        .ok()
        .and_then(|f| f.dyn_into::<Element>().ok());
    let over = field.is_some_and(|f| {
        let f = f.get_bounding_client_rect();
        f.bottom() > c.top() && f.top() < c.bottom()
    });
    if over {
        let _ = list.add_1(TOP);
    }
    let _ = list.add_1(ON);
    FOOT.set(c.top());
    LINE.set(Some(line.clone()));
}

/// Takes the chip away once its answer is in view, whoever scrolled (the
/// passenger, its link): seen on the way down from the window, a host's
/// scrolling container's too (a scroll does not bubble). And at a tap or a
/// click anywhere but on it: the passenger has moved on, and the chip stuck
/// to the screen's foot stood over what they opened there (the refusal
/// notice's buttons, a kiosk pass) and took its tap for up to 8 s.
pub fn listen() {
    own(EventListener::new_with_options(
        &window(),
        "click",
        EventListenerOptions::run_in_capture_phase(),
        // Its first target: in a shadow root the event's is the host.
        |e| {
            let on_chip = e
                .composed_path()
                .get(0)
                .dyn_into::<Element>()
                .is_ok_and(|t| t.id() == CHIP);
            if !on_chip {
                hide();
            }
        },
    ));
    own(EventListener::new_with_options(
        &window(),
        "scroll",
        EventListenerOptions::run_in_capture_phase(),
        |_| {
            let line = LINE.with(|l| l.borrow().clone());
            if line
                .and_then(|l| top(&l))
                .is_some_and(|t| seen(t, FOOT.get()))
            {
                hide();
            }
        },
    ));
}
