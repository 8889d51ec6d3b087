//! The app shell: state, context, language, URL, and the sections in order.

use super::carrier::{self, Carrier};
use super::errors::{say_errors, ErrorSummary, Said};
use super::form::{self, Evaluation, FieldError, Form, Section};
use super::kiosk::{
    Idle, IdleGuard, IdleReset, Step, StepButtons, StepList, StepSignal, DEFAULT_IDLE_SECONDS,
};
use super::print::{print_summary, PrintSummary};
use super::widgets::{attr, attr_fn, handler, Flag, Text, TextSignal};
use super::{
    baggage::BaggageSection, benefits::BenefitsSection, laws::LawSection, minors::MinorSection,
    notices::NoticesSection, pets::PetsSection, refund::RefundSection, trip::TripSection,
    widgets::show,
};
use crate::i18n::{self, Locale};
use crate::rules::input::InputError;
use crate::rules::{baggage, benefits, minors, notices, pets, refund, Report};
use leptos::prelude::*;
use std::rc::Rc;
use std::sync::Arc;
use wasm_bindgen::JsCast;

/// One evaluation of the form: shared, compared by identity so the memo
/// notifies on every new evaluation without comparing whole reports.
#[derive(Clone)]
pub struct Evaluated(pub Arc<Evaluation>);

impl PartialEq for Evaluated {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

/// The page's language, kept as its tag (`Locale::tag`).
pub type LocaleSignal = TextSignal<Locale>;

impl Text for Locale {
    fn text(self) -> &'static str {
        self.tag()
    }
    fn from_text(t: &str) -> Locale {
        Locale::from_tag(t)
    }
}

/// What every component reads: the form, the language and the report.
#[derive(Clone, Copy)]
pub struct Ctx {
    pub form: RwSignal<Form>,
    pub locale: LocaleSignal,
    /// The form's evaluation, always `Some(Part::Evaluated(..))`, read
    /// through [`Ctx::with_evaluation`]: a `Memo<Evaluated>` was a memo type
    /// of its own in the wasm, beside the sections' `Memo<Option<Part>>`.
    pub report: Memo<Option<Part>>,
    /// The fields in error alone, the first one first (`Evaluation::errors`):
    /// the controls' error lines follow this, so a keystroke that changes
    /// the report but not its errors re-runs none of them. Always
    /// `Some(Part::Errors(..))`, read through [`Ctx::with_errors`]: a
    /// `Memo<Vec<FieldError>>` was a memo type of its own in the wasm,
    /// beside the sections' `Memo<Option<Part>>`.
    pub error: Memo<Option<Part>>,
    /// True while the page prints (or is shown as print media): the printed
    /// summary is built only then, not on every edit.
    pub printing: Flag,
}

impl Ctx {
    /// The page's context, which `App` provides before any section is
    /// built. One function instead of Leptos' `expect_context` at each of
    /// the page's 48 components: that one is `#[track_caller]`, so each call
    /// carried its own copy of the panic path and location.
    #[inline(never)]
    pub fn get() -> Ctx {
        use_context::<Ctx>().expect("the page's context")
    }
    /// The message for `key` in the current language.
    pub fn t(self, key: &'static str) -> &'static str {
        i18n::t(self.locale.get(), key)
    }
    /// A text node that follows the language: one closure type for every
    /// label of the page (each `move || ctx.t(..)` written out in a view
    /// would monomorphize its own copy of the reactive text code).
    pub fn text(self, key: &'static str) -> AnyView {
        super::widgets::reactive(move || self.t(key).to_string().into_any())
    }
    /// An attribute (`aria-label`) of the text of `key`, following the
    /// language: one closure type for all of them.
    pub fn attr_text(
        self,
        name: &'static str,
        key: &'static str,
    ) -> leptos::tachys::html::attribute::custom::CustomAttr<
        &'static str,
        impl Fn() -> Option<String> + Send + Sync + 'static,
    > {
        super::widgets::attr_fn(name, move || Some(self.t(key).to_string()))
    }
    /// Same, for a key built at run time.
    pub fn t_owned(self, key: &str) -> &'static str {
        i18n::t(self.locale.get(), key)
    }
    /// [`Ctx::t_owned`] of `prefix` and `key` joined ([`i18n::join`]).
    pub fn tk(self, prefix: &str, key: &str) -> &'static str {
        self.t_owned(&i18n::join(prefix, key))
    }
    /// Reads the fields in error (tracked), the first one first.
    pub fn with_errors<T>(self, f: impl FnOnce(&[FieldError]) -> T) -> T {
        self.error.with(|p| match p {
            Some(Part::Errors(es)) => f(es),
            _ => f(&[]),
        })
    }
    /// The fields in error (tracked), the first one first.
    pub fn errors(self) -> Vec<FieldError> {
        self.with_errors(<[FieldError]>::to_vec)
    }
    /// Reads the form's evaluation (tracked).
    pub fn with_evaluation<T>(self, f: impl FnOnce(&Evaluation) -> T) -> Option<T> {
        self.report.with(|p| evaluation(p).map(f))
    }
    /// Reads the report the sections draw: the whole form's, or the rest of
    /// it while a row is in error (`Form::evaluation`).
    pub fn with_report<T>(self, f: impl FnOnce(&Report) -> T) -> Option<T> {
        self.with_evaluation(|e| e.report().map(f)).flatten()
    }
    /// One part of the report as its own memo: the views of a section
    /// re-render when its part changes, not on every edit of another
    /// section (a bag's weight used to rebuild every section's citations).
    /// One `Part` type and one closure type, so the wasm carries one memo.
    /// `None` while a field in error withholds the section `of`.
    /// `part` is a fn pointer given the list row's `index` (0 for a
    /// section): a closure per call site was a type of its own.
    pub fn section(
        self,
        of: Section,
        index: usize,
        part: fn(&Report, usize) -> Part,
    ) -> Memo<Option<Part>> {
        part_memo(move |_| {
            self.with_evaluation(|e| {
                e.report()
                    .filter(|_| !e.withheld.contains(&of))
                    .map(|r| part(r, index))
            })
            .flatten()
        })
    }
    /// Whether a field in error withholds the section `of`.
    pub fn withheld(self, of: Section) -> bool {
        self.with_evaluation(|e| e.withheld.contains(&of))
            .unwrap_or(false)
    }
}

/// The evaluation a [`Ctx::report`] memo holds.
fn evaluation(p: &Option<Part>) -> Option<&Evaluation> {
    match p {
        Some(Part::Evaluated(e)) => Some(&e.0),
        _ => None,
    }
}

/// A memo of a [`Part`], its function given the last value: every memo of
/// the page is made here, through one boxed function type, where each
/// closure given to `Memo::new` was its own copy of the memo's wrapping
/// code.
pub fn part_memo(
    f: impl Fn(Option<&Option<Part>>) -> Option<Part> + Send + Sync + 'static,
) -> Memo<Option<Part>> {
    part_memo_dyn(Arc::new(f))
}

/// What a [`part_memo`] computes.
type PartFn = Arc<dyn Fn(Option<&Option<Part>>) -> Option<Part> + Send + Sync>;

fn part_memo_dyn(f: PartFn) -> Memo<Option<Part>> {
    Memo::new(move |last| f(last))
}

/// The part of the report one view shows (see [`Ctx::section`]).
#[derive(Clone, PartialEq)]
pub enum Part {
    Baggage(Option<baggage::BaggageReport>),
    Bag(Option<baggage::ItemDecision>),
    /// The offers and the best one.
    Benefits(Vec<benefits::BenefitOffer>, Option<benefits::BenefitKind>),
    Minor(Option<minors::MinorDecision>),
    Notices(Vec<notices::Notice>),
    Pet(Option<pets::PetDecision>),
    Refund(Option<refund::RefundDecision>),
    /// The fields in error ([`Ctx::error`]).
    Errors(Vec<FieldError>),
    /// The form's evaluation ([`Ctx::report`]).
    Evaluated(Evaluated),
    /// A text ([`super::widgets::TextMemo`]).
    Text(String),
    /// The baggage totals' verdict (`baggage::Totals`, which keeps it as a
    /// memo of this type: a memo of a type of its own was a memo type of its
    /// own in the wasm).
    Totals {
        /// Every piece within the allowance.
        within: bool,
        /// Nothing charged or refused: at most, pieces to move to the hold.
        moved: bool,
        /// The excess: its kilograms, fee and rate, as shown.
        excess: Option<(String, String, Option<String>)>,
        reasons: Vec<baggage::Reason>,
        citations: Vec<crate::rules::law::Citation>,
    },
}

/// How a carrier mounts the widget.
#[derive(Clone, Debug, Default)]
pub struct MountOptions {
    /// The language, a fixed `now`, the kiosk, its idle time and the
    /// `postMessage` origin, as checked by [`super::carrier::shell_options`]
    /// (all absent on the standalone page, which reads its URL instead).
    pub shell: super::carrier::Shell,
    /// Keep the form in the page URL (the standalone page does; an
    /// embedded widget does not touch its host's URL).
    pub use_url: bool,
    /// The carrier's policy document (JSON text, [`super::carrier`]), or
    /// why it could not be read as text (a BigInt, past the size limit).
    pub policy: Option<Result<String, InputError>>,
    /// CSS custom properties to set on the mount element (checked by
    /// [`super::carrier::theme_properties`]).
    pub theme: Vec<(String, String)>,
    /// Errors in the options found by the caller (the theme), shown with the
    /// policy's.
    pub errors: Vec<InputError>,
    /// The mount element (set by [`mount_into`]).
    pub root: Option<web_sys::HtmlElement>,
}

/// How often the page reads the clock again.
const CLOCK_MS: u32 = 30_000;

/// Whether the browser reads `o` as that very origin: `valid_origin`
/// checks the form, the browser the rest (`https://[1:2]`, `https://a.123`
/// passed the form, and `postMessage` then threw, unsaid).
pub fn browser_origin(o: &str) -> bool {
    web_sys::Url::new(o).is_ok_and(|u| u.origin() == o)
}

/// Keeps `x` (an event listener, a timer) while its owner lives (the
/// widget, or a kiosk passenger's visit when made inside it): dropped at
/// `unmount` or at the visit's end, it stops listening or ticking. `forget()` kept
/// them for ever, in a carrier's single-page app after the widget was gone.
pub fn own<T: 'static>(x: T) {
    keep(Box::new(x));
}

/// The reactive owner drops what it stores when it is disposed (one type
/// stored, one copy of the arena's code).
fn keep(x: Box<dyn std::any::Any>) {
    StoredValue::new_local(x);
}

/// The mounted widget (one per page): its element, what unmounts it, and
/// what the element had before it of what the widget sets on it: `lang`,
/// then its classes and theme properties, as [`SET_ON_ROOT`] lists them.
/// Given back at unmount; the rest of the element is the host's, which it
/// may change meanwhile.
struct Mounted {
    el: web_sys::HtmlElement,
    /// `None` until the first render has returned (a panic in it leaves
    /// the rest to do by hand).
    handle: Option<Box<dyn std::any::Any>>,
    lang: Option<String>,
    before: Vec<String>,
}

/// What the widget sets on its element: classes (`.`) and the theme's
/// custom properties (`carrier::THEME_TOKENS`).
const SET_ON_ROOT: &[&str] = &[".emb-root", ".emb-kiosk", ".emb-roll", ".emb-root--refusal"];

/// The names [`Mounted::before`] holds, in its order.
fn set_on_root() -> impl Iterator<Item = &'static str> {
    SET_ON_ROOT
        .iter()
        .copied()
        .chain(carrier::THEME_TOKENS.iter().map(|(_, p)| *p))
}

/// What `el` has of [`set_on_root`]: a class `"1"` or `""`, a property
/// its value (`""`: none).
fn set_now(el: &web_sys::HtmlElement) -> Vec<String> {
    let classes = el.class_list();
    let style = el.style();
    set_on_root()
        .map(|n| match n.strip_prefix('.') {
            Some(c) => if classes.contains(c) { "1" } else { "" }.to_string(),
            None => style.get_property_value(n).unwrap_or_default(),
        })
        .collect()
}

/// Drops what `m` holds and gives its element back as it was.
fn release(m: Mounted) {
    let el = m.el;
    if super::recover::crashed() {
        // Its reactive cleanup may fail again in a panicked instance: the
        // nodes go by hand, and the rest stays with the dead instance.
        std::mem::forget(m.handle);
        if let Ok(nodes) = el.query_selector_all(":scope > .emb, :scope > .emb-crash") {
            for i in 0..nodes.length() {
                if let Some(n) = nodes.item(i) {
                    n.unchecked_into::<web_sys::Element>().remove();
                }
            }
        }
    } else {
        drop(m.handle);
    }
    super::recover::unwatch(&el);
    let style = el.style();
    for (n, was) in set_on_root().zip(&m.before) {
        let _ = match n.strip_prefix('.') {
            Some(c) => el
                .class_list()
                .toggle_with_force(c, !was.is_empty())
                .map(|_| ()),
            None if was.is_empty() => style.remove_property(n).map(|_| ()),
            None => style.set_property(n, was),
        };
    }
    for (name, was) in [("lang", m.lang), ("class", None), ("style", None)] {
        let _ = match was {
            Some(v) => el.set_attribute(name, &v),
            // An attribute the widget emptied goes, as it was not there.
            None if name == "lang"
                || el.get_attribute(name).is_some_and(|v| v.trim().is_empty()) =>
            {
                el.remove_attribute(name)
            }
            None => Ok(()),
        };
    }
}

thread_local! {
    static MOUNTED: std::cell::RefCell<Option<Mounted>> = const { std::cell::RefCell::new(None) };
}

/// The widget's element with the id `id`, looked for inside the mount
/// element: a widget mounted in a shadow root (a carrier's web component)
/// is not in the document's ids, and its error links, focus moves and
/// spoken lines did nothing there.
pub fn by_id(id: &str) -> Option<web_sys::Element> {
    mount_element().and_then(|el| el.query_selector(&format!("[id=\"{id}\"]")).ok().flatten())
}

/// The element this module's widget is mounted in (`.emb-root`), while it is.
pub fn mount_element() -> Option<web_sys::HtmlElement> {
    MOUNTED.with(|m| m.borrow().as_ref().map(|m| m.el.clone()))
}

/// Whether this module's widget is in a page, a shadow root's included,
/// which the document's own `querySelector` does not search.
pub fn mounted_in_a_page() -> bool {
    MOUNTED.with(|m| m.borrow().as_ref().is_some_and(|m| m.el.is_connected()))
}

/// Whether the widget is still in its host's page (`None`: no root known),
/// and alive: a panicked instance's timers and listeners, which its unmount
/// leaves, do nothing (its next `form.update` would panic again).
fn attached(root: Option<&web_sys::HtmlElement>) -> bool {
    !super::recover::crashed() && root.is_none_or(|r| r.is_connected())
}

/// The current instant `west_s` seconds west of UTC (the departure
/// zone's), as RFC 3339.
fn clock_now(west_s: i32) -> String {
    let ms = js_sys::Date::now() as i64;
    chrono::DateTime::from_timestamp_millis(ms)
        .map(|d| crate::rules::rfc3339::write(&d.with_timezone(&offset_west(west_s))))
        .unwrap_or_default()
}

fn offset_west(west_s: i32) -> chrono::FixedOffset {
    chrono::FixedOffset::west_opt(west_s)
        .unwrap_or_else(|| chrono::FixedOffset::east_opt(0).unwrap())
}

/// A fixed `now` written in the device zone's offset, so the blank form's
/// "tomorrow" is that zone's: a host's `toISOString()` is UTC's, and after
/// 21:00 in Brasília the default departure was two days ahead.
fn now_in_zone(now: &str, west_s: i32) -> String {
    crate::rules::rfc3339::instant(now)
        .map(|d| crate::rules::rfc3339::write(&d.with_timezone(&offset_west(west_s))))
        .unwrap_or_else(|| now.to_string())
}

/// The device's Brazilian zone (a kiosk in Campo Grande is set to its
/// city's time), else Brasília's, and its seconds west of UTC: the
/// departure zone's default.
fn device_zone() -> (&'static str, i32) {
    let west_min = js_sys::Date::new_0().get_timezone_offset() as i32;
    super::format::set_device_west(west_min * 60);
    form::zone_of(&DateTimeFormat::new().resolved_options().time_zone())
}

// `new Intl.DateTimeFormat().resolvedOptions().timeZone`: the device's IANA
// zone, through bindings of its own (js_sys' Intl ones: 21 B more of gzip).
#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = Intl, js_name = DateTimeFormat)]
    type DateTimeFormat;
    #[wasm_bindgen(constructor, js_namespace = Intl, js_class = DateTimeFormat)]
    fn new() -> DateTimeFormat;
    #[wasm_bindgen(method, js_name = resolvedOptions)]
    fn resolved_options(this: &DateTimeFormat) -> ResolvedOptions;
    type ResolvedOptions;
    #[wasm_bindgen(method, getter, js_name = timeZone)]
    fn time_zone(this: &ResolvedOptions) -> String;
}

fn url_params() -> Vec<(String, String)> {
    let search = window().location().search().unwrap_or_default();
    let Ok(p) = web_sys::UrlSearchParams::new_with_str(&search) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let entries = js_sys::try_iter(&p).ok().flatten();
    if let Some(it) = entries {
        for pair in it.flatten() {
            let arr: js_sys::Array = pair.unchecked_into();
            if let (Some(k), Some(v)) = (arr.get(0).as_string(), arr.get(1).as_string()) {
                out.push((k, v));
            }
        }
    }
    out
}

fn write_url(slot: &IdleSlot, pairs: &[(String, String)]) {
    let Ok(p) = web_sys::UrlSearchParams::new() else {
        return;
    };
    for (k, v) in pairs {
        p.append(k, v);
    }
    let s: String = p.to_string().into();
    let location = window().location();
    let path = location.pathname().unwrap_or_default();
    // The #fragment stays: a citation's link put it there, and the
    // browser's Back returns to where the passenger was through it.
    let hash = location.hash().unwrap_or_default();
    let url = if s.is_empty() {
        format!("{path}{hash}")
    } else {
        format!("{path}?{s}{hash}")
    };
    when_idle(slot, move || {
        if let Ok(h) = window().history() {
            let _ = h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
        }
    });
}

/// Work deferred to the browser's next idle moment; the latest replaces any
/// not yet run (while the passenger types, only the last state matters).
type IdleSlot = Rc<std::cell::RefCell<Option<Box<dyn FnOnce()>>>>;

/// Runs `f` once, `ms` milliseconds from now; its closure is freed once
/// run (a `gloo` timeout `forget()`-ed was kept for ever). One function for
/// every caller: one copy of the code.
pub fn after(ms: u64, f: Box<dyn FnOnce()>) {
    set_timeout(f, std::time::Duration::from_millis(ms));
}

/// A new [`IdleSlot`] whose work not yet run is dropped at unmount (and at
/// a kiosk visit's end: a reset writes the next visit's URL, not this one's): an
/// unmounted widget tells no result and writes no URL (a remount in the
/// same element heard the old widget's last report).
fn idle_slot() -> IdleSlot {
    struct Cancel(IdleSlot);
    impl Drop for Cancel {
        fn drop(&mut self) {
            if let Ok(mut work) = self.0.try_borrow_mut() {
                work.take();
            }
        }
    }
    let new = IdleSlot::default();
    own(Cancel(Rc::clone(&new)));
    new
}

/// Runs `f` once the browser is idle (within 500 ms; the next task where
/// there is no `requestIdleCallback`, as in Safari), unless this instance
/// has panicked meanwhile. What an edit must do before its result shows is
/// the evaluation and the DOM; the rest waits here: `history.replaceState`
/// alone took about 3 ms in Chromium, a third of an edit's work.
fn when_idle(slot: &IdleSlot, f: impl FnOnce() + 'static) {
    if slot.borrow_mut().replace(Box::new(f)).is_some() {
        return;
    }
    let slot = Rc::clone(slot);
    let run = wasm_bindgen::closure::Closure::once_into_js(move || {
        let f = slot.borrow_mut().take();
        if let Some(f) = f {
            if !super::recover::crashed() {
                f();
            }
        }
    });
    let w = window();
    let idle = js_sys::Reflect::get(&w, &"requestIdleCallback".into())
        .map(|f| f.is_function())
        .unwrap_or(false);
    let scheduled = idle && {
        let opts = web_sys::IdleRequestOptions::new();
        opts.set_timeout(500);
        w.request_idle_callback_with_options(run.unchecked_ref(), &opts)
            .is_ok()
    };
    if !scheduled {
        let _ = w.set_timeout_with_callback(run.unchecked_ref());
    }
}

/// URL keys of the shell (not of the form): kept across an idle reset.
const KIOSK_VALUE: &str = "kiosk";

/// Tells the host page: `embarque:result` on the mount element, and
/// `postMessage` to the parent when framed, only to `origin`.
fn announce(root: Option<&web_sys::HtmlElement>, origin: Option<&str>, report: &str) {
    // A widget its host has removed tells nothing more (its first result,
    // told when the browser is idle, went to a detached element and to the
    // frame's parent).
    if !attached(root) {
        return;
    }
    let report = || js_sys::JSON::parse(report).unwrap_or(wasm_bindgen::JsValue::NULL);
    if let Some(el) = root {
        super::recover::fire(el, "embarque:result", &report());
    }
    let Some(origin) = origin else { return };
    let w = window();
    let Ok(Some(parent)) = w.parent() else { return };
    if js_sys::Object::is(&parent, &w) {
        return;
    }
    let msg = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&msg, &"type".into(), &"embarque:result".into());
    let _ = js_sys::Reflect::set(&msg, &"report".into(), &report());
    let _ = parent.post_message(&msg, origin);
}

/// The whole widget.
#[component]
pub fn App(options: MountOptions) -> impl IntoView {
    let params = if options.use_url {
        url_params()
    } else {
        Vec::new()
    };
    let param = |k: &str| {
        params
            .iter()
            .find(|(pk, _)| pk == k)
            .map(|(_, v)| v.clone())
    };
    let kiosk = options.shell.kiosk || param("mode").as_deref() == Some(KIOSK_VALUE);
    let roll = options.shell.roll || param("paper").as_deref() == Some(carrier::ROLL);
    // At most a day, as mount()'s `idle`: a longer one overflowed the
    // browser's timer, which then fired at once, wiping every answer.
    let idle_param = param("idle")
        .and_then(|v| v.parse::<u32>().ok())
        .map(|s| s.min(86_400));
    let idle_seconds = options
        .shell
        .idle_seconds
        .or(idle_param)
        .unwrap_or(DEFAULT_IDLE_SECONDS);
    let result_origin = options
        .shell
        .result_origin
        .clone()
        // mount()'s was checked (its form by shell_options, the browser's
        // reading by mount_js); a link's is checked here, both ways.
        .or_else(|| {
            param("resultOrigin")
                .and_then(|o| carrier::valid_origin(&o))
                .filter(|o| browser_origin(o))
        });
    // A link's `now` that is no instant (`?now=tomorrow`) is left out, as
    // mount()'s is: the page said "não para agora: tomorrow" over a blank
    // departure.
    let fixed_now = options
        .shell
        .now
        .clone()
        .or_else(|| param("now").filter(|n| crate::rules::rfc3339::instant(n).is_some()));
    let (device, west_s) = device_zone();
    // The default departure is tomorrow in the device's zone (from
    // Brasília's clock, Acre's was two days ahead after 22:00).
    let now = fixed_now
        .as_ref()
        .map_or_else(|| clock_now(west_s), |n| now_in_zone(n, west_s));
    let blank = Form::example(&now);
    let mut initial = form::from_params(blank.clone(), &params);
    // A link's zone; a link with a departure and no zone was made in
    // Brasília's (the blank form's, the one zone never written in the URL);
    // else the device's, in which the passenger types the times. `now` is
    // written again in it either way.
    let zone = match form::carries_departure(&params) || params.iter().any(|(k, _)| k == "zone") {
        true => initial.zone.clone(),
        false => device.into(),
    };
    initial.set_zone(zone);
    let default_lang = options
        .shell
        .locale
        .clone()
        .or_else(|| window().navigator().language())
        .map(|t| Locale::from_tag(&t))
        .unwrap_or_default();
    let lang = options
        .shell
        .locale
        .clone()
        // A tag the widget does not speak (`lang=fr`, `lang=`) is the
        // link's unknown choice: the default, the browser's language, not
        // Portuguese (`Locale::from_tag`'s fallback), as `mount` does.
        .or_else(|| param("lang").filter(|t| carrier::known_locale(t)))
        .map(|t| Locale::from_tag(&t))
        .unwrap_or(default_lang);
    // The kiosk's own language, which a reset goes back to: written to the
    // link as `klang` while a passenger reads another, or a reload (or a
    // restart after a panic) took the passenger's for the kiosk's.
    let kiosk_lang = param("klang")
        .filter(|t| kiosk && carrier::known_locale(t))
        .map(|t| Locale::from_tag(&t))
        .unwrap_or(lang);

    // The carrier's policy: checked, its errors shown, never silently dropped.
    let today = crate::rules::rfc3339::instant(&now)
        .map(|d| d.date_naive())
        .unwrap_or_default();
    let mut errors: Vec<InputError> = Vec::new();
    let mut doc = None;
    if let Some(json) = &options.policy {
        match carrier::read_document(json, today) {
            Ok(d) => doc = Some(d),
            Err(e) => errors = e,
        }
    }
    // The theme's and the other options' errors: each drops only itself.
    let option_errors = options.errors.clone();
    // The contract's policy, read once, as the core reads a Query's.
    let policy = doc.as_ref().and_then(|d| {
        crate::rules::json::Fields::of("policy", &d.policy)
            .and_then(crate::rules::query::Policy::read)
            .ok()
    });
    // A policy without `carrier` (only the contract's numbers) has no one to
    // show: no empty card.
    let carrier_info = doc
        .as_ref()
        .map(|d| d.carrier.clone())
        .filter(|c| !c.name.is_empty());

    // The carrier's own lost-and-found desk, else its phone.
    let desk =
        carrier_info
            .as_ref()
            .map(|c| match c.lost_and_found.as_ref().or(c.phone.as_ref()) {
                Some(contact) => format!("{}: {contact}", c.name),
                None => c.name.clone(),
            });
    let carrier_name = carrier_info
        .as_ref()
        .map_or(String::new(), |c| c.name.clone());
    let root = options.root.clone();
    if let Some(el) = &root {
        let style = el.style();
        let theme = doc.as_ref().map(|d| d.theme()).unwrap_or_default();
        for (k, v) in theme.iter().chain(options.theme.iter()) {
            let _ = style.set_property(k, v);
        }
        if kiosk {
            el.class_list().add_1("emb-kiosk").ok();
        }
        // The print stylesheet's receipt roll (`@page emb-roll`).
        if roll {
            el.class_list().add_1("emb-roll").ok();
        }
        if kiosk || !options.use_url {
            // A kiosk's #links too: each added a history entry holding the
            // passenger's answers, which Back showed the next passenger.
            guard_links(el, kiosk, kiosk || !options.use_url);
        }
    }

    let setup = Setup {
        use_url: options.use_url,
        kiosk,
        roll,
        idle_seconds,
        idle_param,
        result_origin,
        origin_param: param("resultOrigin"),
        fixed_now,
        device,
        first: initial,
        first_blank: blank,
        lang,
        kiosk_lang,
        default_lang,
        policy,
        errors,
        option_errors,
        carrier_info,
        desk,
        carrier_name,
        root,
    };
    // Each passenger's visit is a widget of its own: a reset ends it and
    // builds the next from nothing, every signal, effect and section new,
    // so what the last passenger kept (a refusal notice's fields, the law
    // search, a checklist's ticks) goes too. Built anew inside the App's
    // own signals, the sections left their dead subscribers in those
    // signals' lists at every reset (Leptos keeps a disposed subscriber
    // there until the signal goes): a kiosk's memory grew by 50–70 KB a
    // passenger, and every edit slowed by 8 µs a passenger before it.
    // Stored as a `Box<dyn Any>`, the type `keep` stores, and read back
    // with a downcast that always finds a `Setup`: a `StoredValue<Setup>`
    // was a stored value type of its own, its own copy of the arena's code
    // in the wasm (0.4 KB gzip).
    let setup = StoredValue::new_local(Box::new(setup) as Box<dyn std::any::Any>);
    // Whether a reset came before: set to `true` at each (a signal's `set`
    // notifies even when the value is the same). A `bool`, not a count: a
    // signal's value type is its own copy of the reactive code in the wasm,
    // and only the first visit differs.
    let reset = Flag::new(false);
    super::widgets::reactive(move || {
        let first = !reset.get();
        super::widgets::or_empty(untrack(|| {
            setup.with_value(|s| {
                s.downcast_ref::<Setup>()
                    .map(|s| visit_view(s.clone(), first, reset))
            })
        }))
    })
}

/// What every visit starts from, read once from the options and the link.
#[derive(Clone)]
struct Setup {
    use_url: bool,
    kiosk: bool,
    roll: bool,
    idle_seconds: u32,
    idle_param: Option<u32>,
    result_origin: Option<String>,
    origin_param: Option<String>,
    fixed_now: Option<String>,
    device: &'static str,
    /// The first visit's form (the link's answers) and what its URL is
    /// written against; a reset's visit starts blank.
    first: Form,
    first_blank: Form,
    lang: Locale,
    kiosk_lang: Locale,
    /// The language without a `lang` in the link (the browser's, or mount's).
    default_lang: Locale,
    policy: Option<crate::rules::query::Policy>,
    errors: Vec<InputError>,
    option_errors: Vec<InputError>,
    carrier_info: Option<carrier::Carrier>,
    desk: Option<String>,
    carrier_name: String,
    root: Option<web_sys::HtmlElement>,
}

/// One passenger's visit (`first_visit`: no reset before it): the form, its
/// report and every section, the URL and the host told as it changes.
fn visit_view(s: Setup, first_visit: bool, reset: Flag) -> AnyView {
    let Setup {
        use_url,
        kiosk,
        roll,
        idle_seconds,
        idle_param,
        result_origin,
        origin_param,
        fixed_now,
        device,
        first,
        first_blank,
        lang,
        kiosk_lang,
        default_lang,
        policy,
        errors,
        option_errors,
        carrier_info,
        desk,
        carrier_name,
        root,
    } = s;
    // After a reset: a blank form (today's default departure, in the
    // device's zone), in the kiosk's own language.
    let (initial, blank, lang) = if first_visit {
        (first, first_blank, lang)
    } else {
        let (device, west_s) = device_zone();
        let now = fixed_now
            .as_ref()
            .map_or_else(|| clock_now(west_s), |n| now_in_zone(n, west_s));
        let blank = Form::example(&now);
        let mut fresh = blank.clone();
        fresh.set_zone(device.into());
        (fresh, blank, kiosk_lang)
    };
    // What the URL is written against. A signal of the form's own type: a
    // StoredValue<Form> was 0.2 KB more of wasm.
    let blank = RwSignal::new(blank);
    let form = RwSignal::new(initial);
    let locale = LocaleSignal::new(lang);
    let report = part_memo(move |_| {
        super::recover::tripwire();
        let e = Evaluated(Arc::new(form.with(|f| f.evaluation(policy.as_ref()))));
        Some(Part::Evaluated(e))
    });
    let error = part_memo(move |_| {
        let errors = report.with(|p| evaluation(p).map(Evaluation::errors).unwrap_or_default());
        Some(Part::Errors(errors))
    });
    let ctx = Ctx {
        form,
        locale,
        report,
        error,
        printing: Flag::new(false),
    };
    provide_context(ctx);
    let step = StepSignal::new(Step::Trip);

    // The clock: a page left open (a kiosk runs for days) decided with the
    // instant it was loaded, "you can still cancel" after the bus had left.
    if fixed_now.is_none() {
        let root = root.clone();
        own(super::widgets::interval(CLOCK_MS, move || {
            if attached(root.as_ref()) {
                form.update(|f| f.now = clock_now(f.west_s()));
            }
        }));
    }
    if use_url {
        let fixed_now = fixed_now.clone();
        let url_slot = idle_slot();
        // Back and Forward move between the entries that a citation link
        // (#…) adds, whose query strings are older than the form: the form
        // stays as it is, and the URL is written again to match it (a reload
        // or a copied link used to bring back the older answers).
        // Set at each move (`set` notifies even when the value is the same).
        let moved = Flag::new(false);
        own(gloo::events::EventListener::new(
            &window(),
            "popstate",
            move |_| {
                moved.set(true);
            },
        ));
        super::widgets::effect(move || {
            moved.track();
            let mut pairs = blank.with_untracked(|b| form.with(|f| form::to_params(f, b)));
            // Brasília's zone is the blank's, so never written: chosen on a
            // device elsewhere, a reload read the device's (an hour off in
            // Manaus). Written there, it holds.
            let brasilia = form::ZONES[0].0;
            if device != brasilia && form.with(|f| f.zone == brasilia) {
                pairs.push(("zone".into(), brasilia.into()));
            }
            if let Some(n) = &fixed_now {
                pairs.insert(0, ("now".into(), n.clone()));
            }
            // Whenever it is not the one a link without it opens in: a
            // Portuguese chosen on an English browser was lost on reload,
            // and a shared link opened in the reader's language.
            let l = locale.get();
            if l != default_lang {
                pairs.push(("lang".into(), l.tag().into()));
            }
            if kiosk {
                pairs.push(("mode".into(), KIOSK_VALUE.into()));
                if l != kiosk_lang {
                    pairs.push(("klang".into(), kiosk_lang.tag().into()));
                }
            }
            if let Some(i) = idle_param {
                pairs.push(("idle".into(), i.to_string()));
            }
            if roll {
                pairs.push(("paper".into(), carrier::ROLL.into()));
            }
            if let Some(o) = &origin_param {
                pairs.push(("resultOrigin".into(), o.clone()));
            }
            write_url(&url_slot, &pairs);
        });
    }
    {
        let root = root.clone();
        super::widgets::effect(move || {
            let tag = locale.get().tag();
            if use_url {
                if let Some(doc) = window().document().and_then(|d| d.document_element()) {
                    let _ = doc.set_attribute("lang", tag);
                }
            } else if let Some(el) = &root {
                // An embedded widget never touches the host's <html lang>.
                let _ = el.set_attribute("lang", tag);
            }
        });
    }
    {
        // Told when the browser is idle, once per burst of edits, and only
        // when the report differs from the last one told: the clock's tick
        // evaluates again every 30 s, mostly to the same report.
        let root = root.clone();
        let slot = idle_slot();
        let told: Rc<std::cell::RefCell<String>> = Rc::default();
        let said = Said::default();
        super::widgets::effect(move || {
            let Some(Part::Evaluated(Evaluated(r))) = report.get() else {
                return;
            };
            // Every edit (each one a new report) waits again.
            say_errors(ctx, &said);
            // The host hears whole reports only, never one of a form in error.
            if r.result.is_ok() {
                let root = root.clone();
                let origin = result_origin.clone();
                let told = Rc::clone(&told);
                when_idle(&slot, move || {
                    let Some(text) = r
                        .result
                        .as_ref()
                        .ok()
                        .and_then(|rep| crate::write::to_string(rep).ok())
                    else {
                        return;
                    };
                    if *told.borrow() != text {
                        announce(root.as_ref(), origin.as_deref(), &text);
                        *told.borrow_mut() = text;
                    }
                });
            }
        });
    }

    // A fixed `now` (a demo or a test link, which the URL keeps) is said on
    // the page: whoever opens such a link gets answers for that instant.
    let pinned = fixed_now.is_some().then(|| {
        view! {
            <p class="emb-note" data-testid="fixed-now">
                // `now` as the form holds it: in the departure's zone.
                {move || format!("{} {}", ctx.t("ui.fixed_now"), super::format::instant(ctx.locale.get(), &ctx.form.with(|f| f.now.clone()))).into_any()}
            </p>
        }.into_inner().into_any()
    });
    let on_reset = IdleReset {
        reset: Rc::new(move || {
            // A widget its host has removed resets nothing of the host's.
            if !attached(root.as_ref()) {
                return;
            }
            // The next passenger sees nothing of the last one: a new visit
            // (a blank form, the first step, the language the kiosk was
            // started in: its link's `lang`, its mount's `locale`, else the
            // browser's; an English kiosk went back to Portuguese), and the
            // storage emptied; the URL follows the form.
            reset.set(true);
            // The widget writes no storage; on its own page (not in a
            // carrier's, whose storage is the carrier's) it empties the
            // origin's all the same.
            if use_url {
                use gloo::storage::Storage;
                gloo::storage::LocalStorage::clear();
                gloo::storage::SessionStorage::clear();
            }
            // The focus to the top, the first step's tab, and the page says
            // why: blurred, the next Tab went on from the button pressed
            // (the bottom bar's "Avançar"), and nothing was said.
            let el = root.clone();
            super::widgets::frame(move || {
                if let Some(t) = by_id(&Step::Trip.tab_id())
                    .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
                {
                    let _ = t.focus();
                }
                super::widgets::say(i18n::t(kiosk_lang, "ui.kiosk.cleared").into());
                // The session is over, the page drawn blank: boot.js reloads
                // a kiosk here when a new release has arrived (a kiosk never
                // navigates), and a host may end its own session.
                if let Some(el) = el.filter(|el| el.is_connected()) {
                    super::recover::fire(&el, "embarque:reset", &wasm_bindgen::JsValue::UNDEFINED);
                }
            });
            // A crash alert (kept across a restart) is not the next
            // passenger's, nor for their printed sheet.
            if let Some(alerts) = root
                .as_ref()
                .and_then(|r| r.query_selector_all(".emb-crash").ok())
            {
                for i in 0..alerts.length() {
                    if let Some(a) = alerts.item(i) {
                        a.unchecked_into::<web_sys::Element>().remove();
                    }
                }
            }
            window().scroll_to_with_x_and_y(0.0, 0.0);
        }),
    };
    let cls = move |s: Step| s.class(kiosk, step.get());
    // The law section is 591 of the page's 969 elements at start, about
    // 150 ms of a cold start at CPU 4×: it is built in the task after the
    // first frame, so the passenger's first result does not wait for it.
    let laws = Flag::new(false);
    super::widgets::frame(move || {
        super::widgets::page_drawn();
        after(0, Box::new(move || laws.set(true)));
    });

    // The chip to an answer out of view follows the scrolls for as long as
    // this visit lasts (it is drawn at the form's end at its first use).
    super::answer::listen();

    // In the kiosk the summary heads each step: below a step's answers it
    // was out of view, and a distance in error on step 1 left step 3's
    // benefits blank with nothing there to say why.
    let summary = view! { <ErrorSummary step=kiosk.then_some(step)/> }
        .into_inner()
        .into_any();
    let (summary_top, summary_end) = match kiosk {
        true => (Some(summary), None),
        false => (None, Some(summary)),
    };

    // A form of its own: in a carrier's page inside the host's <form> (an
    // ASP.NET page, a page builder's), Enter in a field submitted the host's
    // form and its `elements` took the widget's controls (the request's
    // radio was sent, the host's reset emptied fields the results still
    // used). Its controls belong to this one, which never submits: no
    // button of the widget is a submit button, and Enter submits no form
    // that has more than one text field without one (HTML's implicit
    // submission; the widget has dozens).
    view! {
        <form class="emb" data-testid="embarque">
            <header class="emb-header">
                <h1 class="emb-title">{ctx.text("ui.title")}</h1>
                <p class="emb-lead">{ctx.text("ui.lead")}</p>
                {pinned}
                <LanguagePicker/>
                <button class="emb-button emb-button--quiet emb-print-button" {..attr("type", "button")}
                    data-testid="print-summary"
                    {..handler("click", move |_| print_summary(ctx))}>
                    {ctx.text("ui.print.button")}
                </button>
                <PolicyErrors errors=errors title="ui.policy.errors" testid="policy-errors"/>
                <PolicyErrors errors=option_errors title="ui.policy.option_errors" testid="option-errors"/>
                {carrier_info.map(|c| view! { <CarrierCard carrier=c/> }.into_inner().into_any())}
            </header>
            {kiosk.then(|| view! { <StepList step=step/> }.into_inner().into_any())}
            <main class="emb-main">
                {summary_top}
                <div {..attr_fn("class", move || Some(cls(Step::Trip)))}>
                    <TripSection/>
                </div>
                <div {..attr_fn("class", move || Some(cls(Step::Results)))}>
                    <BenefitsSection carrier=carrier_name.clone()/>
                    <RefundSection/>
                </div>
                <div {..attr_fn("class", move || Some(cls(Step::Passenger)))}>
                    <BaggageSection/>
                    <MinorSection/>
                    <PetsSection/>
                </div>
                // Right after the last section a passenger fills in, not
                // after the law texts; in the kiosk, above every step.
                {summary_end}
                <div {..attr_fn("class", move || Some(cls(Step::Results)))}>
                    <NoticesSection/>
                </div>
                <div {..attr_fn("class", move || Some(cls(Step::Laws)))}>
                    {{
                        let desk = desk.clone();
                        show(move || laws.get(), move || view! { <LawSection desk=desk.clone()/> }.into_inner().into_any())
                    }}
                </div>
            </main>
            {kiosk.then(|| view! { <StepButtons step=step on_reset=on_reset.clone()/> }.into_inner().into_any())}
            <PrintSummary/>
            // A visit after a reset waits for a touch before it counts down
            // again (an untouched kiosk is not reset every minute and a half).
            {kiosk.then(|| view! { <IdleGuard idle=Idle { seconds: idle_seconds, armed: first_visit } on_reset=on_reset/> }.into_inner().into_any())}
            <span data-testid="embarque-ready" {..attr("hidden", "")}></span>
        </form>
    }
    .into_inner().into_any()
}

/// In kiosk mode no link may leave the widget: only `#fragment` links work.
/// In a host's page (`contained`) those move within the widget themselves:
/// followed, they wrote the host's URL and history, and on a host with
/// `<base href="/">` they left its page.
fn guard_links(el: &web_sys::HtmlElement, kiosk: bool, contained: bool) {
    let opts = gloo::events::EventListenerOptions::enable_prevent_default();
    own(gloo::events::EventListener::new_with_options(
        el,
        "click",
        opts,
        move |ev| {
            let link = ev
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|e| e.closest("a[href]").ok().flatten());
            let Some(a) = link else { return };
            let href = a.get_attribute("href").unwrap_or_default();
            match href.strip_prefix('#') {
                None if kiosk => ev.prevent_default(),
                // The error summary's links focus their field themselves.
                Some(id) if contained && !ev.default_prevented() => {
                    ev.prevent_default();
                    // Its kiosk step first (the law catalogue is on the last;
                    // a Civil Code citation on step 3 moved nothing), then in
                    // view, and focused where it takes the focus (the
                    // catalogue's entries).
                    // The step after this listener returns: the tab's
                    // `click()` bubbles back here, and a listener cannot
                    // run inside itself ("closure invoked recursively").
                    if let Some(t) = by_id(id) {
                        super::widgets::frame(move || {
                            super::widgets::show_step_of(&t);
                            super::widgets::frame(move || {
                                t.scroll_into_view();
                                if let Ok(h) = t.dyn_into::<web_sys::HtmlElement>() {
                                    let _ = h.focus();
                                }
                            });
                        });
                    }
                }
                _ => {}
            }
        },
    ));
}

/// The carrier's policy errors, each naming its field and the legal limit
/// (or the mount options' errors, under their own `title`).
#[component]
fn PolicyErrors(
    errors: Vec<InputError>,
    title: &'static str,
    testid: &'static str,
) -> impl IntoView {
    let ctx = Ctx::get();
    (!errors.is_empty()).then(|| {
        view! {
            <div class="emb-policy-errors" {..attr("role", "alert")} data-testid=testid>
                <p class="emb-policy-errors__title">{ctx.text(title)}</p>
                <ul class="emb-policy-errors__list">
                    {errors.into_iter().map(|e| view! {
                        <li><code class="emb-policy-errors__field">{e.field}</code>": "{e.message}</li>
                    }.into_inner().into_any()).collect_view()}
                </ul>
            </div>
        }.into_inner().into_any()
    })
}

/// Who runs the trip and how to reach them.
#[component]
fn CarrierCard(carrier: Carrier) -> impl IntoView {
    let ctx = Ctx::get();
    let row = move |key: &'static str, value: Option<String>| {
        value.map(|v| {
            view! {
                <dt>{ctx.text(key)}</dt>
                <dd>{v}</dd>
            }
            .into_inner()
            .into_any()
        })
    };
    let lines = (!carrier.lines.is_empty()).then(|| carrier.lines.join(" · "));
    view! {
        <aside class="emb-carrier" data-testid="carrier" {..ctx.attr_text("aria-label", "ui.carrier.label")}>
            <p class="emb-carrier__name">{carrier.name.clone()}</p>
            <dl class="emb-carrier__facts">
                {row("ui.carrier.phone", carrier.phone.clone())}
                {row("ui.carrier.lost_and_found", carrier.lost_and_found.clone())}
                {row("ui.carrier.lines", lines)}
            </dl>
        </aside>
    }.into_inner()
}

/// Language buttons: pt-BR, English, Español.
#[component]
fn LanguagePicker() -> impl IntoView {
    let ctx = Ctx::get();
    let names = [
        (Locale::PtBr, "Português"),
        (Locale::En, "English"),
        (Locale::Es, "Español"),
    ];
    view! {
        <nav class="emb-langs" {..ctx.attr_text("aria-label", "ui.language")}>
            {names.into_iter().map(|(l, name)| view! {
                <button
                    class="emb-lang" {..attr("type", "button")}
                    {..attr("lang", l.tag())}
                    data-testid=format!("lang-{}", l.tag())
                    {..attr_fn("aria-pressed", move || Some((if ctx.locale.get() == l { "true" } else { "false" }).to_string()))}
                    {..handler("click", move |_| {
                        ctx.locale.set(l);
                        super::answer::hide();
                        // What the page said ("Removido: Volume 2") is not
                        // read again in the old language under the new lang.
                        super::widgets::say(String::new());
                    })}
                >{name}</button>
            }.into_inner().into_any()).collect_view()}
        </nav>
    }.into_inner()
}

/// Mounts the widget into `el` with `options`.
pub fn mount_into(el: web_sys::HtmlElement, mut options: MountOptions) {
    // A widget its host removed without `unmount` is released first (its
    // element left the page, so the one-per-page check let this one in):
    // its element may be this one, put back.
    if let Some(old) = MOUNTED.with(|m| m.borrow_mut().take()) {
        release(old);
    }
    let lang = el.get_attribute("lang");
    let before = set_now(&el);
    el.class_list().add_1("emb-root").ok();
    super::recover::watch(&el, options.use_url);
    options.root = Some(el.clone());
    // Known before the first render, which may panic (then `unmount` must
    // still find the element to give back).
    let mounted = Mounted {
        el: el.clone(),
        handle: None,
        lang,
        before,
    };
    MOUNTED.with(|m| m.replace(Some(mounted)));
    let handle = leptos::mount::mount_to(el, move || view! { <App options=options/> });
    MOUNTED.with(|m| {
        if let Some(m) = m.borrow_mut().as_mut() {
            m.handle = Some(Box::new(handle));
        }
    });
}

/// `unmount(element)`: takes the widget out of `element`, which must hold
/// the one this module mounted: its nodes, listeners, timers and pending
/// work go, and what it set on the element is as it was. False when it
/// holds none.
pub fn unmount(el: &web_sys::HtmlElement) -> bool {
    match MOUNTED.with(|m| m.borrow_mut().take_if(|m| &m.el == el)) {
        Some(m) => {
            release(m);
            true
        }
        None => false,
    }
}

/// Entry point of the standalone page: mounts into `#embarque` when the page
/// has one marked `data-embarque-page` (a carrier's page calls `mount` from
/// JavaScript instead). Not any `#embarque`: a bus company's own "Embarque"
/// (boarding) section was taken for it, its URL rewritten and its own
/// `mount` refused.
pub fn start() {
    let Some(doc) = window().document() else {
        return;
    };
    let page = doc.get_element_by_id("embarque");
    if let Some(el) = page.filter(|e| e.has_attribute("data-embarque-page")) {
        if let Ok(el) = el.dyn_into::<web_sys::HtmlElement>() {
            mount_into(
                el,
                MountOptions {
                    use_url: true,
                    ..MountOptions::default()
                },
            );
        }
    }
}
