//! Kiosk mode (`?mode=kiosk`): a portrait touch screen in a bus station.
//!
//! - The page becomes four steps (trip → passenger → results → the law) with
//!   Back and Next buttons; the app shell wraps its sections in one element per step
//!   and hides the others with a class ([`Step::class`]).
//! - After [`Idle::seconds`] without a pointer, touch or key event a dialog
//!   counts down [`COUNTDOWN_SECONDS`]; then [`IdleReset::reset`] runs: a blank
//!   form, every section built again (what a passenger typed outside the
//!   form goes too), the first step, the language the kiosk started in, a URL with only
//!   the kiosk's own settings, and, on the widget's own page, empty local and
//!   session storage, so the next passenger sees nothing of the last one.
//!
//! Timers and listeners are `gloo`'s, held by the widget's reactive owner
//! (`own`): `unmount` drops them; a widget its host has removed from the
//! page without it resets nothing.

use super::app::{after, own, Ctx};
use super::widgets::{attr, attr_fn, attr_of, handler, or_empty, present, Flag, Text, TextSignal};
use gloo::events::{EventListener, EventListenerOptions};
use gloo::timers::callback::{Interval, Timeout};
use leptos::prelude::*;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;

/// Seconds of the visible countdown before the reset.
pub const COUNTDOWN_SECONDS: u32 = 10;
/// Default seconds without input before the countdown.
pub const DEFAULT_IDLE_SECONDS: u32 = 90;

/// A step of the kiosk flow.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    Trip,
    Passenger,
    Results,
    /// The law texts, on a step of their own: on the results step they made
    /// a touch screen of 22 000 px to scroll (15 000 px of them law).
    Laws,
}

impl Step {
    /// Every step, in order.
    pub const ALL: [Step; 4] = [Step::Trip, Step::Passenger, Step::Results, Step::Laws];

    /// Zero-based position.
    pub fn index(self) -> usize {
        Step::ALL.iter().position(|s| *s == self).unwrap_or(0)
    }

    /// The step label's message key.
    pub fn key(self) -> &'static str {
        match self {
            Step::Trip => "ui.kiosk.step.trip",
            Step::Passenger => "ui.kiosk.step.passenger",
            Step::Results => "ui.kiosk.step.results",
            Step::Laws => "ui.section.laws",
        }
    }

    /// The id (and test id) of this step's tab in the step list.
    pub fn tab_id(self) -> String {
        format!("kiosk-step-{}", self.name())
    }

    fn name(self) -> &'static str {
        match self {
            Step::Trip => "trip",
            Step::Passenger => "passenger",
            Step::Results => "results",
            Step::Laws => "laws",
        }
    }

    /// The step of this name (the first for none: every name is a step's).
    fn named(n: &str) -> Step {
        Step::ALL
            .into_iter()
            .find(|s| s.name() == n)
            .unwrap_or(Step::Trip)
    }

    /// The step whose wrapper holds `el`, if any.
    pub fn holding(el: &web_sys::Element) -> Option<Step> {
        let wrapper = el.closest(".emb-step").ok()??;
        let list = wrapper.class_list();
        Step::ALL
            .into_iter()
            .find(|s| list.contains(&format!("emb-step--{}", s.name())))
    }

    /// The class of this step's wrapper when `current` is shown: hidden when
    /// kiosk mode is on and it is another step.
    pub fn class(self, kiosk: bool, current: Step) -> String {
        let hidden = if kiosk && self != current {
            " emb-step--hidden"
        } else {
            ""
        };
        format!("emb-step emb-step--{}{hidden}", self.name())
    }
}

/// The kiosk's current step, kept as its name (`Step::name`).
pub type StepSignal = TextSignal<Step>;

impl Text for Step {
    fn text(self) -> &'static str {
        self.name()
    }
    fn from_text(n: &str) -> Step {
        Step::named(n)
    }
}

/// Where the passenger is: the four steps, the current one marked. Each is
/// a button too: a passenger who sees "3. Gratuidades e reembolso" taps it.
#[component]
pub fn StepList(step: StepSignal) -> impl IntoView {
    let ctx = Ctx::get();
    let at = move |s: Step| step.get() == s;
    view! {
        <nav class="emb-steps" {..ctx.attr_text("aria-label", "ui.kiosk.steps")} data-testid="kiosk-steps">
            <ol class="emb-steps__list">
                {Step::ALL.into_iter().map(|s| view! {
                    <li {..attr_fn("class", move || Some((if at(s) { "emb-steps__item emb-steps__item--current" } else { "emb-steps__item" }).to_string()))}>
                        <button class="emb-steps__tab" {..attr("type", "button")}
                            {..attr_of("id", s.tab_id())}
                            data-testid=s.tab_id()
                            {..attr_fn("aria-current", move || at(s).then(|| "step".to_string()))}
                            {..handler("click", move |_| {
                                step.set(s);
                                to_step_top();
                            })}>
                            {format!("{}.\u{a0}", s.index() + 1)}{ctx.text(s.key())}
                        </button>
                    </li>
                }.into_inner().into_any()).collect_view()}
            </ol>
        </nav>
    }.into_inner()
}

/// Scrolls to the new step: the page's top on a tall screen, the step list
/// on a short one (a landscape kiosk of 768 px), the header above it out of
/// the way. From the top of such a screen the header and the step list took
/// 475–750 px, and "Avançar" seemed to change nothing but an underline.
fn to_step_top() {
    let w = window();
    let short = w
        .inner_height()
        .ok()
        .and_then(|h| h.as_f64())
        .is_some_and(|h| h < 1000.0);
    let nav = super::app::by_id(&Step::Trip.tab_id()).and_then(|t| t.closest("nav").ok().flatten());
    match nav {
        Some(nav) if short => nav.scroll_into_view(),
        _ => w.scroll_to_with_x_and_y(0.0, 0.0),
    }
}

/// Back and Next, below the step's sections.
#[component]
pub fn StepButtons(step: StepSignal, on_reset: IdleReset) -> impl IntoView {
    let ctx = Ctx::get();
    let go = move |delta: isize| {
        let i = step.get_untracked().index() as isize + delta;
        if let Some(s) = usize::try_from(i).ok().and_then(|i| Step::ALL.get(i)) {
            step.set(*s);
            to_step_top();
            // To the new step's name at the top ("2. Passageiro, current
            // step"): on the last step "Next" is disabled, and the focus
            // fell to the page's body, the step change unsaid.
            super::widgets::focus_next(s.tab_id(), "kiosk-next", String::new());
        }
    };
    let at = move |s: Step| step.get() == s;
    let sure = Flag::new(false);
    view! {
        <div class="emb-steps emb-steps__buttons">
            <button class="emb-button emb-button--quiet emb-steps__back" {..attr("type", "button")}
                data-testid="kiosk-back"
                {..attr_fn("disabled", move || present(at(Step::Trip)))}
                {..handler("click", move |_| go(-1))}>{ctx.text("ui.kiosk.back")}</button>
            // A passenger who is done need not leave their answers to the
            // countdown, for the next one in the queue to read.
            // Twice: beside "Voltar", one missed tap wiped a filled form.
            <button class="emb-button emb-button--quiet emb-steps__clear" {..attr("type", "button")}
                data-testid="kiosk-clear"
                {..handler("click", move |_| {
                    if sure.get_untracked() {
                        sure.set(false);
                        (on_reset.reset)();
                    } else {
                        sure.set(true);
                        super::widgets::say(ctx.t("ui.kiosk.clear_said").into());
                        after(4000, Box::new(move || { let _ = sure.try_set(false); }));
                    }
                })}>
                {move || ctx.t(if sure.get() { "ui.kiosk.clear_sure" } else { "ui.kiosk.clear" }).to_string().into_any()}
            </button>
            <button class="emb-button emb-steps__next" {..attr("type", "button")}
                data-testid="kiosk-next"
                {..attr_fn("disabled", move || present(at(Step::Laws)))}
                {..handler("click", move |_| go(1))}>{ctx.text("ui.kiosk.next")}</button>
        </div>
    }.into_inner()
}

/// What the idle timer resets.
#[derive(Clone)]
pub struct IdleReset {
    /// Runs the reset (form, step, language, URL, storage).
    pub reset: Rc<dyn Fn()>,
}

/// The idle timer's settings.
#[derive(Debug, Clone, Copy)]
pub struct Idle {
    /// Seconds without input before the countdown.
    pub seconds: u32,
    /// Counting from the start; else from the first touch.
    pub armed: bool,
}

/// Drops the idle timers when the visit ends (a reset) or the widget is
/// unmounted.
struct StopTimers(Rc<RefCell<(Option<Timeout>, Option<Interval>)>>);

impl Drop for StopTimers {
    fn drop(&mut self) {
        if let Ok(mut t) = self.0.try_borrow_mut() {
            *t = (None, None);
        }
    }
}

/// Starts the idle timer and renders its countdown dialog while it runs.
#[component]
pub fn IdleGuard(idle: Idle, on_reset: IdleReset) -> impl IntoView {
    let ctx = Ctx::get();
    // Seconds left on the visible countdown, as the text it shows; empty
    // while someone is using it. Text, not an `Option<u32>`: a
    // `RwSignal<String>` is a type the page's other signals already are, and
    // each value type is its own copy of the reactive code (~0.4 KB gzip).
    let left = RwSignal::new(String::new());
    let timers: Rc<RefCell<(Option<Timeout>, Option<Interval>)>> = Rc::default();

    // Where the focus was when the dialog took it, to give it back.
    let back: Rc<RefCell<Option<web_sys::HtmlElement>>> = Rc::default();
    // (Re)arms the idle timeout; any running countdown stops.
    let arm: Rc<dyn Fn()> = {
        let timers = Rc::clone(&timers);
        let on_reset = on_reset.clone();
        let ms = idle.seconds.max(1).saturating_mul(1000);
        let back = Rc::clone(&back);
        Rc::new(move || {
            // Unmounted (a tap's deferred answer, 400 ms later): nothing to arm.
            if left.is_disposed() {
                return;
            }
            let mut t = timers.borrow_mut();
            t.1 = None;
            // The answer "still here": the focus goes back where it was, in
            // the next frame, after the key's own action (an Enter on
            // "Continuar usando" pressed "Avançar" behind it), and without
            // scrolling (a passenger reading the law was sent to the top).
            if let Some(el) = back.borrow_mut().take() {
                super::widgets::frame(move || {
                    let o = web_sys::FocusOptions::new();
                    o.set_prevent_scroll(true);
                    let _ = el.focus_with_options(&o);
                });
            }
            left.set(String::new());
            let timers2 = Rc::clone(&timers);
            let reset = Rc::clone(&on_reset.reset);
            let back = Rc::clone(&back);
            t.0 = Some(super::widgets::timeout(ms, move || {
                // An alertdialog takes the focus (WAI-ARIA), or a keyboard
                // or screen-reader user stays on the field behind it.
                *back.borrow_mut() = document()
                    .active_element()
                    .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
                left.set(COUNTDOWN_SECONDS.to_string());
                super::widgets::focus_next(
                    "emb-idle-continue".into(),
                    "emb-idle-continue",
                    String::new(),
                );
                let reset = Rc::clone(&reset);
                let back2 = Rc::clone(&back);
                let interval = super::widgets::interval(1000, move || {
                    // Answered ("Continuar usando"): the interval ticks on,
                    // harmlessly, until the next touch re-arms (dropping it
                    // here would free the closure while it runs); a reset
                    // ends the visit, and the visit's end drops it.
                    let Ok(current) = left.get_untracked().parse::<u32>() else {
                        return;
                    };
                    let n = current.saturating_sub(1);
                    if n == 0 {
                        left.set(String::new());
                        // The next passenger's first key must not bring back
                        // the focus of the last one (and press it).
                        back2.borrow_mut().take();
                        reset();
                    } else {
                        left.set(n.to_string());
                    }
                });
                timers2.borrow_mut().1 = Some(interval);
            }));
        })
    };
    if idle.armed {
        arm();
    }
    // Unmounted, the timers stop: they hold themselves (each callback the
    // timers' cell), so dropping the listeners alone would not free them.
    own(StopTimers(Rc::clone(&timers)));
    if let Some(doc) = window().document() {
        let opts = EventListenerOptions {
            phase: gloo::events::EventListenerPhase::Capture,
            passive: true,
        };
        for kind in ["pointerdown", "keydown", "touchstart", "wheel", "input"] {
            let arm = Rc::clone(&arm);
            let timers = Rc::clone(&timers);
            own(EventListener::new_with_options(
                &doc,
                kind,
                opts,
                move |ev| {
                    // A touch on the dialog: it stays for the tap's click, which
                    // landed on whatever was beneath once the touch had taken
                    // the dialog away.
                    let on_dialog = ev
                        .target()
                        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                        .and_then(|e| e.closest(".emb-idle").ok().flatten())
                        .is_some();
                    if on_dialog && kind != "keydown" {
                        // The countdown stops now (a tap at "1 s" was lost to
                        // the reset while the dialog waited); only its going
                        // waits.
                        timers.borrow_mut().1 = None;
                        let arm = Rc::clone(&arm);
                        after(400, Box::new(move || arm()));
                        return;
                    }
                    // A touch during the countdown is the "still here" answer;
                    // after the reset the next touch starts a new session.
                    arm();
                },
            ));
        }
    }

    view! {
        {move || or_empty({
            let n = left.get();
            (!n.is_empty()).then(|| view! {
                <div class="emb-idle" {..attr("role", "alertdialog")} {..attr("aria-modal", "false")}
                    {..attr("aria-labelledby", "emb-idle-title")} {..attr("aria-describedby", "emb-idle-body")}
                    data-testid="idle-countdown">
                    <p class="emb-idle__title" {..attr_of("id", "emb-idle-title")}>{ctx.t("ui.idle.title")}</p>
                    <p class="emb-idle__body" {..attr_of("id", "emb-idle-body")}>
                        {ctx.t("ui.idle.body")}" "
                        <strong class="emb-idle__seconds" data-testid="idle-seconds">{n}</strong>
                        " s"
                    </p>
                    <button class="emb-button" {..attr("type", "button")} {..attr_of("id", "emb-idle-continue")} data-testid="idle-continue">
                        {ctx.t("ui.idle.continue")}
                    </button>
                </div>
            }.into_inner().into_any())
        })}
    }
}
