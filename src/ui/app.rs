//! The app shell: state, context, language, URL, and the sections in order.

use super::carrier::{self, Carrier};
use super::form::{self, Evaluation, FieldError, Form, Section};
use super::kiosk::{Idle, IdleGuard, IdleReset, Step, StepButtons, StepList, DEFAULT_IDLE_SECONDS};
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

/// What every component reads: the form, the language and the report.
#[derive(Clone, Copy)]
pub struct Ctx {
    pub form: RwSignal<Form>,
    pub locale: RwSignal<Locale>,
    pub report: Memo<Evaluated>,
    /// The fields in error alone, the first one first (`Evaluation::errors`):
    /// the controls' error lines follow this, so a keystroke that changes
    /// the report but not its errors re-runs none of them.
    pub error: Memo<Vec<FieldError>>,
    /// True while the page prints (or is shown as print media): the printed
    /// summary is built only then, not on every edit.
    pub printing: RwSignal<bool>,
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
        (move || self.t(key)).into_any()
    }
    /// Same, for a key built at run time.
    pub fn t_owned(self, key: &str) -> &'static str {
        i18n::t(self.locale.get(), key)
    }
    /// Reads the report the sections draw: the whole form's, or the rest of
    /// it while a row is in error (`Form::evaluation`).
    pub fn with_report<T>(self, f: impl FnOnce(&Report) -> T) -> Option<T> {
        self.report.with(|r| r.0.report().map(f))
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
        Memo::new(move |_| {
            self.report.with(|r| {
                let e = &r.0;
                e.report()
                    .filter(|_| !e.withheld.contains(&of))
                    .map(|r| part(r, index))
            })
        })
    }
    /// Whether a field in error withholds the section `of`.
    pub fn withheld(self, of: Section) -> bool {
        self.report.with(|r| r.0.withheld.contains(&of))
    }
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
    MOUNTED
        .with(|m| m.borrow().as_ref().map(|m| m.el.clone()))
        .and_then(|el| el.query_selector(&format!("[id=\"{id}\"]")).ok().flatten())
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
    let offset = chrono::FixedOffset::west_opt(west_s)
        .unwrap_or_else(|| chrono::FixedOffset::east_opt(0).unwrap());
    chrono::DateTime::from_timestamp_millis(ms)
        .map(|d| crate::rules::rfc3339::write(&d.with_timezone(&offset)))
        .unwrap_or_default()
}

/// The device's Brazilian zone (a kiosk in Campo Grande is set to its
/// city's time), else Brasília's, and its seconds west of UTC: the
/// departure zone's default.
fn device_zone() -> (&'static str, i32) {
    let west_min = js_sys::Date::new_0().get_timezone_offset() as i32;
    super::format::set_device_west(west_min * 60);
    form::zone_of(west_min * 60)
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
    let now = fixed_now.clone().unwrap_or_else(|| clock_now(west_s));
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
        .or_else(|| param("lang"))
        .map(|t| Locale::from_tag(&t))
        .unwrap_or(default_lang);
    // The kiosk's own language, which a reset goes back to: written to the
    // link as `klang` while a passenger reads another, or a reload (or a
    // restart after a panic) took the passenger's for the kiosk's.
    let kiosk_lang = param("klang")
        .filter(|_| kiosk)
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
        let v = crate::rules::json::Json::from_value(&d.policy);
        crate::rules::json::Fields::of("policy", &v)
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
    let setup = StoredValue::new_local(setup);
    let visit = RwSignal::new(0u32);
    move || {
        let n = visit.get();
        untrack(|| setup.with_value(|s| visit_view(s.clone(), n, visit)))
    }
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
    policy: Option<crate::rules::query::Policy>,
    errors: Vec<InputError>,
    option_errors: Vec<InputError>,
    carrier_info: Option<carrier::Carrier>,
    desk: Option<String>,
    carrier_name: String,
    root: Option<web_sys::HtmlElement>,
}

/// One passenger's visit (`n`: how many resets before it): the form, its
/// report and every section, the URL and the host told as it changes.
fn visit_view(s: Setup, n: u32, visit: RwSignal<u32>) -> AnyView {
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
    let (initial, blank, lang) = if n == 0 {
        (first, first_blank, lang)
    } else {
        let (device, west_s) = device_zone();
        let blank = Form::example(&fixed_now.clone().unwrap_or_else(|| clock_now(west_s)));
        let mut fresh = blank.clone();
        fresh.set_zone(device.into());
        (fresh, blank, kiosk_lang)
    };
    // What the URL is written against. A signal of the form's own type: a
    // StoredValue<Form> was 0.2 KB more of wasm.
    let blank = RwSignal::new(blank);
    let form = RwSignal::new(initial);
    let locale = RwSignal::new(lang);
    let report = Memo::new(move |_| {
        super::recover::tripwire();
        Evaluated(Arc::new(form.with(|f| f.evaluation(policy.as_ref()))))
    });
    let error = Memo::new(move |_| report.with(|r| r.0.errors()));
    let ctx = Ctx {
        form,
        locale,
        report,
        error,
        printing: RwSignal::new(false),
    };
    provide_context(ctx);
    let step = RwSignal::new(Step::Trip);

    // The clock: a page left open (a kiosk runs for days) decided with the
    // instant it was loaded, "you can still cancel" after the bus had left.
    if fixed_now.is_none() {
        let root = root.clone();
        own(gloo::timers::callback::Interval::new(CLOCK_MS, move || {
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
        let moved = RwSignal::new(0u32);
        own(gloo::events::EventListener::new(
            &window(),
            "popstate",
            move |_| {
                moved.update(|n| *n += 1);
            },
        ));
        Effect::new(move |_| {
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
            let l = locale.get();
            if l != Locale::PtBr {
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
        Effect::new(move |_| {
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
        Effect::new(move |_| {
            let Evaluated(r) = report.get();
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
                {move || format!("{} {}", ctx.t("ui.fixed_now"), super::format::instant(ctx.locale.get(), &ctx.form.with(|f| f.now.clone())))}
            </p>
        }
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
            visit.update(|v| *v += 1);
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
            request_animation_frame(move || {
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
    let laws = RwSignal::new(false);
    request_animation_frame(move || {
        super::widgets::page_drawn();
        after(0, Box::new(move || laws.set(true)));
    });

    // The chip to an answer out of view follows the scrolls for as long as
    // this visit lasts (it is drawn at the form's end at its first use).
    super::answer::listen();

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
                <button type="button" class="emb-button emb-button--quiet emb-print-button"
                    data-testid="print-summary"
                    on:click=move |_| print_summary(ctx)>
                    {ctx.text("ui.print.button")}
                </button>
                <PolicyErrors errors=errors title="ui.policy.errors" testid="policy-errors"/>
                <PolicyErrors errors=option_errors title="ui.policy.option_errors" testid="option-errors"/>
                {carrier_info.map(|c| view! { <CarrierCard carrier=c/> })}
            </header>
            {kiosk.then(|| view! { <StepList step=step/> })}
            <main class="emb-main">
                <div class=move || cls(Step::Trip)>
                    <TripSection/>
                </div>
                <div class=move || cls(Step::Results)>
                    <BenefitsSection carrier=carrier_name.clone()/>
                    <RefundSection/>
                </div>
                <div class=move || cls(Step::Passenger)>
                    <BaggageSection/>
                    <MinorSection/>
                    <PetsSection/>
                </div>
                // Right after the last section a passenger fills in, not
                // after the law texts: in the kiosk that is just above the
                // step buttons.
                <ErrorSummary step=kiosk.then_some(step)/>
                <div class=move || cls(Step::Results)>
                    <NoticesSection/>
                </div>
                <div class=move || cls(Step::Laws)>
                    {{
                        let desk = desk.clone();
                        show(move || laws.get(), move || view! { <LawSection desk=desk.clone()/> }.into_any())
                    }}
                </div>
            </main>
            {kiosk.then(|| view! { <StepButtons step=step on_reset=on_reset.clone()/> })}
            <PrintSummary/>
            // A visit after a reset waits for a touch before it counts down
            // again (an untouched kiosk is not reset every minute and a half).
            {kiosk.then(|| view! { <IdleGuard idle=Idle { seconds: idle_seconds, armed: n == 0 } on_reset=on_reset/> })}
            <span data-testid="embarque-ready" hidden=true></span>
        </form>
    }
    .into_any()
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
                        request_animation_frame(move || {
                            super::widgets::show_step_of(&t);
                            request_animation_frame(move || {
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
            <div class="emb-policy-errors" role="alert" data-testid=testid>
                <p class="emb-policy-errors__title">{ctx.text(title)}</p>
                <ul class="emb-policy-errors__list">
                    {errors.into_iter().map(|e| view! {
                        <li><code class="emb-policy-errors__field">{e.field}</code>": "{e.message}</li>
                    }).collect_view()}
                </ul>
            </div>
        }
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
        })
    };
    let lines = (!carrier.lines.is_empty()).then(|| carrier.lines.join(" · "));
    view! {
        <aside class="emb-carrier" data-testid="carrier" aria-label=move || ctx.t("ui.carrier.label")>
            <p class="emb-carrier__name">{carrier.name.clone()}</p>
            <dl class="emb-carrier__facts">
                {row("ui.carrier.phone", carrier.phone.clone())}
                {row("ui.carrier.lost_and_found", carrier.lost_and_found.clone())}
                {row("ui.carrier.lines", lines)}
            </dl>
        </aside>
    }
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
        <nav class="emb-langs" aria-label=move || ctx.t("ui.language")>
            {names.into_iter().map(|(l, name)| view! {
                <button
                    type="button"
                    class="emb-lang"
                    lang=l.tag()
                    data-testid=format!("lang-{}", l.tag())
                    aria-pressed=move || if ctx.locale.get() == l { "true" } else { "false" }
                    on:click=move |_| {
                        ctx.locale.set(l);
                        super::answer::hide();
                        // What the page said ("Removido: Volume 2") is not
                        // read again in the old language under the new lang.
                        super::widgets::say(String::new());
                    }
                >{name}</button>
            }).collect_view()}
        </nav>
    }
}

/// An error summary linking to the field in error (GOV.UK pattern); it is
/// said once the passenger stops typing ([`say_errors`]).
#[component]
fn ErrorSummary(
    /// The kiosk's current step: the field in error may be on another one.
    step: Option<RwSignal<Step>>,
) -> impl IntoView {
    let ctx = Ctx::get();
    // The link shows the field's step, then focuses the field: a plain
    // `#id` jump does neither for a field on a hidden kiosk step.
    let go = move |ev: leptos::ev::MouseEvent, id: String| {
        let Some(el) = by_id(&id) else {
            return;
        };
        ev.prevent_default();
        if let (Some(step), Some(at)) = (step, Step::holding(&el)) {
            step.set(at);
        }
        // Focusing scrolls the field into view.
        request_animation_frame(move || {
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
    // time, in the next frame).
    let waited = RwSignal::new(None::<u32>);
    view! {
        // Not a live region: the summary is said through `emb-said` once the
        // typing settles (say_errors).
        <div class="emb-errors">
            {move || {
                let errors = ctx.error.get();
                let l = ctx.locale.get() as u32;
                let key = errors_key(&errors, l);
                if waited.get() != Some(key) {
                    request_animation_frame(move || waited.set(Some(key)));
                }
                (!errors.is_empty()).then(|| {
                    let links = in_page_order(errors).into_iter().map(|e| {
                        let msg = summary_line(ctx, &e.field);
                        view! {
                            <li><a href=format!("#{}", e.field) on:click=move |ev| go(ev, e.field.clone())>{msg}</a></li>
                        }
                    }).collect_view();
                    view! {
                        <div class="emb-error-summary" data-testid="error-summary">
                            <p class="emb-error-summary__title">{ctx.t("ui.error.summary")}</p>
                            <ul class="emb-error-summary__list">{links}</ul>
                        </div>
                    }
                })
            }}
        </div>
        // What the page says of itself (a row removed, the errors, a law
        // search's count): see widgets::say.
        <p class="emb-sr" id="emb-said" data-testid="said" role="status" aria-live="polite"></p>
    }
}

/// The error summary's wait ([`super::widgets::say_settled`]) and the
/// [`errors_key`] of the errors last said.
type Said = (super::widgets::Pending, Rc<std::cell::Cell<u32>>);

/// Says the error summary once the passenger stops typing, when its errors
/// differ from the last said (`said`); called on every edit. Drawn in a
/// live region of its own, the summary was said on every keystroke (a
/// date's year typed digit by digit goes through 0002, 0020 and 0202, each
/// an error) and again in each language chosen. Fixed, the errors leave the
/// page's live region empty.
fn say_errors(ctx: Ctx, said: &Said) {
    let last = Rc::clone(&said.1);
    super::widgets::say_settled(&said.0, move || {
        // Read in a timer's callback, where nothing tracks: `get` is the
        // page's usual read (an untracked one would be more wasm).
        let errors = ctx.error.get();
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
fn drawn_label(field: &str) -> Option<String> {
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
fn field_error(ctx: Ctx, field: &str, label: Option<String>) -> (String, String) {
    let label = label.map_or_else(|| field.to_string(), |l| l.trim().to_string());
    let msg = super::widgets::error_for(ctx, field).unwrap_or_default();
    (label, msg)
}

/// A message for a core key, or the key itself when the catalogues lack it.
fn key_text(l: Locale, key: &str) -> String {
    i18n::lookup(l, key).unwrap_or(key).to_string()
}

/// `Lei 12.852/2013 art. 32; …` for a decision's citations.
fn citations_text(cs: &[crate::rules::law::Citation]) -> String {
    cs.iter()
        .map(|c| format!("{}, {}", c.instrument.code(), c.article))
        .collect::<Vec<_>>()
        .join("; ")
}

/// One line of the printed summary: label, value.
#[derive(Clone)]
struct Line(String, String);

/// One block of the printed summary.
#[derive(Clone)]
struct Block {
    title: String,
    lines: Vec<Line>,
    citations: String,
}

/// A line of `items` (in words) under `label`, or none when there are none.
fn listed(lines: &mut Vec<Line>, label: String, items: Vec<String>, sep: &str) {
    if !items.is_empty() {
        lines.push(Line(label, items.join(sep)));
    }
}

/// Two sentences as one line: "a. b", never "a.. b".
fn sentences(a: &str, b: &str) -> String {
    format!("{}. {b}", a.trim_end_matches('.'))
}

/// The printed summary's blocks, from the form and its Report (none yet
/// while a trip field is in error). A section `withheld` by a field in error
/// is left out, not printed as "no benefit" or "no document": the field
/// heads the sheet.
fn summary_blocks(l: Locale, f: &Form, r: Option<&Report>, withheld: &[Section]) -> Vec<Block> {
    let t = |k: &str| key_text(l, k);
    let money =
        |c: Option<crate::rules::money::Cents>| super::format::money(l, c.map_or(0, |c| c.0));
    let when = |s: &str| super::format::instant(l, s);
    let yes_no = |b: bool| t(if b { "ui.print.yes" } else { "ui.print.no" });
    let mut blocks = Vec::new();
    let mut trip = vec![
        Line(t("ui.trip.scope"), t(&format!("trip.scope.{}", f.scope))),
        Line(t("ui.trip.mode"), t(&format!("trip.mode.{}", f.mode))),
        Line(
            t("ui.trip.service"),
            t(&format!("trip.service.{}", f.service)),
        ),
        Line(
            t("ui.print.departure"),
            format!(
                "{} {} (UTC−{})",
                super::format::date(l, &f.date),
                f.time,
                f.west_s() / 3600
            ),
        ),
    ];
    if let Ok(Some((date, time))) = f.boarding() {
        trip.push(Line(
            t("ui.print.boarding"),
            format!("{} {time}", super::format::date(l, date)),
        ));
    }
    if let Ok(Some(cents)) = form::reais("ticket-fare", &f.fare) {
        trip.push(Line(t("ui.print.fare"), super::format::money(l, cents)));
    }
    if let Some(a) = r.and_then(|r| r.age) {
        trip.push(Line(t("ui.print.age"), a.to_string()));
    }
    // The sheet a train's or a boat's passenger shows at the counter says,
    // as the page does, that its rules are the bus's.
    if f.mode != "road" {
        let key = "notices.key.road_rules_by_rail_or_water";
        trip.push(Line(String::new(), t(key)));
    }
    blocks.push(Block {
        title: t("ui.print.trip"),
        lines: trip,
        citations: String::new(),
    });
    let Some(r) = r else { return blocks };

    let mut documents: Vec<String> = Vec::new();
    // Whether a list below names the passenger's own identity paper (a
    // benefit's photo document, a minor's), or the sheet must.
    let mut own_id = r.minor.is_some();
    // A deadline already past is not printed as one to meet ("Pedir até
    // 09:00" at 10:00): the status and its reason say it passed.
    let at = crate::rules::rfc3339::instant;
    let ahead = |s: &String| !matches!((at(s), at(&f.now)), (Some(d), Some(n)) if d < n);
    // The best offer, or, with none now, the one that opens later, as the
    // screen leads with it ("Nenhum" was printed beside "um benefício ainda
    // vai abrir").
    let shown = r
        .benefits
        .iter()
        .find(|b| Some(b.benefit) == r.best)
        .or_else(|| {
            r.benefits
                .iter()
                .find(|b| b.status == benefits::Status::TooEarly && b.request_from.is_some())
        });
    match shown {
        _ if withheld.contains(&Section::Benefits) => {}
        Some(b) => {
            let mut status = t(&format!("benefits.status.{}", b.status.key()));
            if let Some(from) = &b.request_from {
                if b.status == benefits::Status::TooEarly {
                    status = format!(
                        "{status} — {}",
                        super::format::fill(&t("ui.benefits.ask_from"), &[&when(from)])
                    );
                }
            }
            // Half the fare not given is no "R$ 0,00" (the screen asks for it).
            let pay = match b.pay_cents {
                Some(c) => money(Some(c)),
                None => t("ui.benefits.fare_needed"),
            };
            let mut lines = vec![
                Line(
                    t("ui.print.benefit"),
                    t(&format!("benefits.kind.{}", b.benefit.key())),
                ),
                Line(t("ui.print.status"), status),
                Line(t("ui.print.pay"), pay),
            ];
            if let Some(by) = b.request_by.as_ref().filter(|s| ahead(s)) {
                lines.push(Line(t("ui.print.request_by"), when(by)));
            }
            if let Some(by) = b.present_by.as_ref().filter(|s| ahead(s)) {
                lines.push(Line(t("ui.print.present_by"), when(by)));
            }
            // The screen's "Bom saber" (the return ticket, the identity
            // checked at boarding, the 30 minutes): the sheet went to the
            // counter without them. Unlabelled, it spans the sheet in
            // smaller type (the CSS), or a full query took a second page.
            let notes: Vec<String> = b
                .reasons
                .iter()
                .map(|r| t(&format!("benefits.reason.{}", r.key())))
                .collect();
            if !notes.is_empty() {
                let head = t("ui.benefits.to_know");
                lines.push(Line(String::new(), format!("{head}: {}", notes.join(" "))));
            }
            for d in &b.documents {
                own_id |= matches!(
                    d,
                    benefits::Document::PhotoId | benefits::Document::PersonalPhotoDocument
                );
                documents.push(t(&format!("benefits.document.{}", d.key())));
            }
            blocks.push(Block {
                title: t("ui.print.benefit_price"),
                lines,
                citations: citations_text(&b.citations),
            });
        }
        None => blocks.push(Block {
            title: t("ui.print.benefit_price"),
            lines: vec![Line(t("ui.print.benefit"), t("ui.print.none"))],
            citations: String::new(),
        }),
    }

    if let Some(rf) = &r.refund {
        let mut lines = vec![
            Line(
                t("ui.print.request"),
                t(&format!("refund.kind.{}", rf.kind.key())),
            ),
            // Undecided without the purchase date, as the screen says.
            Line(
                t("ui.print.allowed"),
                match super::refund::pending(rf) {
                    true => t("ui.refund.verdict.pending"),
                    false => yes_no(rf.allowed),
                },
            ),
        ];
        // A "Não" with its grounds, as on the screen: the sheet printed
        // "Permitido: Não" and nothing of why (a passenger's pass).
        if !rf.allowed && !super::refund::pending(rf) {
            let why = rf.reasons.iter();
            let why = why.map(|r| t(&format!("refund.reason.{}", r.key())));
            listed(&mut lines, t("ui.refund.reasons"), why.collect(), " ");
        }
        // No "Multa retida R$ 0,00" without the fare it is a part of.
        if super::refund::shows_amount(rf) {
            lines.push(Line(
                t("ui.print.retention"),
                money(Some(rf.retention_cents)),
            ));
        }
        // As on the screen: no "R$ 0,00 back" while a fare it needs is not
        // given; a downgrade's lower class fare is asked for.
        let amount = match super::refund::shows_amount(rf) {
            true => Some(money(Some(rf.refund_cents))),
            false => [
                refund::Reason::LowerClassFareNeeded,
                refund::Reason::FareNeeded,
            ]
            .into_iter()
            .find(|r| rf.reasons.contains(r))
            .map(|r| t(&format!("refund.reason.{}", r.key()))),
        };
        if let Some(a) = amount {
            lines.insert(2, Line(t("ui.print.refund_amount"), a));
        }
        // The screen's terms, the rebooking fee and who pays by when: the
        // sheet is what the passenger shows at the counter.
        if let Some((due, fee)) = super::refund::due_terms(l, rf) {
            let fee = fee.map_or(String::new(), |f| super::refund::fee_after(&due, &f));
            lines.push(Line(t("ui.print.amount_due"), format!("{due}{fee}")));
        }
        if let Some(d) = rf.deadline.as_ref().filter(|d| ahead(d)) {
            lines.push(Line(t("ui.print.deadline"), when(d)));
        }
        if let Some(p) = super::refund::pay_terms(l, rf) {
            lines.push(Line(t("ui.refund.who_pays"), p));
        }
        // What else the ticket allows, and until when it is valid: a missed
        // bus printed "Permitido: Não, R\$ 0,00" and nothing of the
        // rebooking the screen offered.
        let options = rf.options.iter();
        let options = options.map(|o| t(&format!("refund.option.{}", o.key())));
        listed(&mut lines, t("ui.refund.options"), options.collect(), "; ");
        if let Some(e) = super::refund::validity(rf) {
            lines.push(Line(
                String::new(),
                super::format::fill(&t("ui.refund.expires"), &[&super::format::date(l, e)]),
            ));
        }
        // The screen's "Bom saber": food and lodging while a delay lasts,
        // the exchange rate abroad; the sheet left them out.
        let notices = rf.notices.iter();
        let notices = notices.map(|n| t(&format!("refund.notice.{}", n.key())));
        listed(&mut lines, t("ui.refund.notices"), notices.collect(), " ");
        blocks.push(Block {
            title: t("ui.print.refund"),
            lines,
            citations: citations_text(&rf.citations),
        });
    }

    if let Some(bg) = &r.baggage {
        let grams = |g: u32| super::format::grams_as_kg(l, g);
        // The fee counts kilograms; a volume over the allowance, or a piece
        // over 1 m, is charged too, at a price the law does not give: the
        // sheet says so.
        // The kilograms' fee only where there are any (no "informe o preço"
        // for 0 kg), then what it does not price.
        let mut fee = match bg.excess_grams {
            0 => String::new(),
            _ => super::baggage::fee_text(l, bg),
        };
        let mut unpriced = false;
        for r in [
            baggage::Reason::VolumeExcessNotPriced,
            baggage::Reason::SizeExcessNotPriced,
        ] {
            if bg.reasons.contains(&r) {
                let why = t(&format!("baggage.reason.{}", r.key()));
                fee = if fee.is_empty() {
                    why
                } else {
                    sentences(&fee, &why)
                };
                unpriced = true;
            }
        }
        // Pieces only to be moved to the hold: free, not "Não" beside
        // "Excesso 0 kg".
        let unweighed = baggage::Reason::WeightMissing;
        let within = match (bg.within_allowance, bg.free_if_moved()) {
            // Not known while a piece has no weight and the rest is free
            // (the screen's "Falta o peso"; over it already, it says so).
            (w, moved) if (w || moved) && bg.reasons.contains(&unweighed) => {
                t(&format!("baggage.reason.{}", unweighed.key()))
            }
            (false, true) => t("ui.print.within_to_hold"),
            (w, _) => yes_no(w),
        };
        let mut lines = vec![
            Line(t("ui.print.hold"), grams(bg.hold_weight_grams)),
            Line(
                t("ui.baggage.hold_volume"),
                format!("{} / {} dm³", bg.hold_volume_dm3, bg.hold_allowance_dm3),
            ),
            Line(t("ui.baggage.cabin_weight"), grams(bg.cabin_weight_grams)),
            Line(t("ui.print.excess"), grams(bg.excess_grams)),
        ];
        // As on the screen: a fee where there is excess (off the
        // conventional service "informe o preço" stood beside 0 kg).
        if bg.excess_grams > 0 || unpriced {
            lines.push(Line(t("ui.print.fee"), fee));
        }
        lines.push(Line(t("ui.print.within"), within));
        // A piece that may not board at all: prohibited, or over DAER's
        // surfboards (the sheet said only "Dentro da franquia: Não").
        for (i, item) in bg.items.iter().enumerate() {
            if matches!(
                item.verdict,
                baggage::Verdict::Prohibited | baggage::Verdict::LimitReached
            ) {
                lines.push(Line(
                    format!("{} {}", t("ui.bag.item"), i + 1),
                    t(&format!("baggage.verdict.{}", item.verdict.key())),
                ));
            }
        }
        let mut cites = bg.citations.clone();
        // The fee's base off the conventional service (Decreto 2.521/1998
        // art. 70 § 1º): R$ 12,50 on a R$ 600 fare read as a mistake.
        if f.asks_conventional_fare() && bg.excess_fee_cents.is_some() {
            if let Ok(Some(c)) = form::reais("bag-conventional-fare", &f.conventional_fare) {
                lines.push(Line(
                    t("ui.bag.conventional_fare"),
                    money(Some(crate::rules::money::Cents(c))),
                ));
            }
        }
        // A wheelchair, outside every total, is named with its article.
        let chair = baggage::Reason::AssistiveDeviceOutsideAllowance;
        for i in bg.items.iter().filter(|i| i.reasons.contains(&chair)) {
            lines.push(Line(
                t("bag.kind.assistive_device"),
                t("ui.bag.outside_allowance"),
            ));
            for c in &i.citations {
                if !cites.contains(c) {
                    cites.push(*c);
                }
            }
        }
        blocks.push(Block {
            title: t("ui.print.baggage"),
            lines,
            citations: citations_text(&cites),
        });
    }

    // Whether the minor may board as things stand, and who signs what is
    // missing: a list of documents alone read as if all were in order.
    let mut doc_citations = String::new();
    if let Some(m) = &r.minor {
        let mut lines = vec![Line(
            t("ui.minor.requirement"),
            format!(
                "{}. {}",
                t(&format!("minors.requirement.{}", m.requirement.key())),
                t(super::minors::status_key(m.satisfied))
            ),
        )];
        // The way the trip goes by when it is not the requirement: the
        // printed sheet said "cumprido" under the parents' authorization
        // for a child who carries the judge's.
        if let Some(by) = m.met_otherwise() {
            lines.push(Line(
                t("ui.minor.satisfied_by"),
                t(&format!("minors.requirement.{}", by.key())),
            ));
        }
        // Which documents the destination takes: the minor's "passaporte ou
        // identidade aceita no destino" alone read as if an RG might do for
        // the United States.
        let doc = |d: &crate::rules::minors::Document| t(&super::minors::doc_key(m, d.key()));
        let ids = m.accepted_identity_documents.iter().map(doc).collect();
        listed(&mut lines, t("ui.minor.accepted_ids"), ids, "; ");
        let signers: Vec<String> = m
            .who_signs
            .iter()
            .map(|x| t(&format!("minors.signer.{}", x.key())))
            .collect();
        let label = t(super::minors::who_signs_key(signers.len()));
        listed(&mut lines, label, signers, "; ");
        // In what form and for how long, and what else would do, as the
        // screen says: the sheet is what the family shows at the counter.
        let forms = m.authorization_forms.iter().map(doc).collect();
        listed(&mut lines, t("ui.minor.forms"), forms, "; ");
        let months = |n: u32| format!("{n} {}", t("ui.minor.months"));
        if let Some(n) = m.authorization_validity_months {
            lines.push(Line(t("ui.minor.validity"), months(n)));
        }
        let alts = m.other_ways().into_iter();
        let alts = alts.map(|r| t(&format!("minors.requirement.{}", r.key())));
        listed(&mut lines, t("ui.minor.alternatives"), alts.collect(), "; ");
        if let Some(n) = m.judicial_authorization_validity_months {
            lines.push(Line(t("ui.minor.judicial_validity"), months(n)));
        }
        blocks.push(Block {
            title: t("ui.section.minors"),
            lines,
            citations: String::new(),
        });
        for d in &m.documents {
            documents.push(t(&super::minors::doc_key(m, d.key())));
        }
        doc_citations = citations_text(&m.citations);
    }
    // Each animal's verdict, beside the documents the list below asks for.
    let pets: Vec<Line> = r
        .pets
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let key = super::pets::verdict_key(p);
            let mut verdict = t(&format!("ui.pet.verdict.{key}"));
            // A refused animal's reasons, as the screen lists them: its
            // grounds (`pets::decide`), abroad also the destination's rules
            // to check. "Não pode viajar" went to the counter without them.
            if key == "refused" {
                for r in &p.reasons {
                    verdict = sentences(&verdict, &t(&format!("pets.reason.{}", r.key())));
                }
            }
            // A guide dog says so, as a driver who refuses it must read.
            let guide = pets::Reason::GuideDogTravelsWithPassenger;
            if p.reasons.contains(&guide) {
                verdict = sentences(&verdict, &t(&format!("pets.reason.{}", guide.key())));
            }
            if let Some(fee) = p.fee_cents {
                let label = match p.reasons.contains(&pets::Reason::FeeMayBeWaived) {
                    true => "ui.pet.fee_up_to",
                    false => "ui.pet.fee",
                };
                verdict = sentences(&verdict, &format!("{} {}", t(label), money(Some(fee))));
            }
            // Which animal it is, as the counter sees it.
            let species = f
                .pets
                .get(p.index)
                .filter(|a| crate::rules::query::Species::KEYS.contains(&a.species.as_str()))
                .map_or(String::new(), |a| {
                    format!(" ({})", t(&format!("ui.species.{}", a.species)))
                });
            Line(format!("{} {}{species}", t("ui.pet.item"), i + 1), verdict)
        })
        .collect();
    if !pets.is_empty() {
        // A guide dog's law, for a driver who would refuse it; the other
        // animals' articles would push a full sheet onto a second page.
        let guide = |p: &&pets::PetDecision| {
            p.reasons
                .contains(&pets::Reason::GuideDogTravelsWithPassenger)
        };
        let mut cites = Vec::new();
        for c in r.pets.iter().filter(guide).flat_map(|p| &p.citations) {
            if !cites.contains(c) {
                cites.push(*c);
            }
        }
        blocks.push(Block {
            title: t("ui.section.pets"),
            lines: pets,
            citations: citations_text(&cites),
        });
    }
    // Each animal's papers under its name (two animals' lists merged read
    // as one, and a refused animal's as if it travelled), a paper that
    // several ask for once under their numbers: three animals' six lines
    // took a second page.
    let mut papers: Vec<(String, Vec<String>)> = Vec::new();
    for (i, p) in r.pets.iter().enumerate() {
        for d in &p.documents {
            let paper = t(&format!("pets.document.{}", d.key()));
            let n = (i + 1).to_string();
            match papers.iter_mut().find(|(x, _)| *x == paper) {
                Some((_, who)) => who.push(n),
                None => papers.push((paper, vec![n])),
            }
        }
    }
    for (paper, who) in papers {
        let label = t(if who.len() > 1 {
            "ui.pet.items"
        } else {
            "ui.pet.item"
        });
        documents.push(format!("{label} {}: {paper}", who.join(", ")));
    }
    documents.dedup();
    if documents.is_empty() && !withheld.is_empty() {
        return blocks;
    }
    // The passenger's own photo ID (Res. ANTT 1.383/2006 art. 7º I: boarding
    // refused to whoever does not identify): it went missing beside an
    // animal's papers.
    if !own_id {
        documents.insert(0, t("ui.print.documents_none"));
    }
    blocks.push(Block {
        title: t("ui.print.documents"),
        lines: documents.into_iter().map(|d| Line("☐".into(), d)).collect(),
        citations: doc_citations,
    });
    blocks
}

/// The print button: builds the summary first, then prints in the next
/// task, once the view has caught up (inside this click handler it cannot:
/// `beforeprint` would fire before any effect runs).
fn print_summary(ctx: Ctx) {
    ctx.printing.set(true);
    let run = move || {
        // Unmounted meanwhile: no widget to print, nor a class to move.
        if ctx.printing.is_disposed() {
            return;
        }
        // The summary, not a refusal notice left open (at the kiosk, on
        // another step), and not the carrier's page around the widget.
        let doc = document();
        let notice = doc.query_selector(".emb-root--refusal").ok().flatten();
        let html = doc.document_element();
        let toggle = move |on: bool| {
            // Not given back to an element the widget has left.
            if let Some(n) = notice.as_ref().filter(|_| !ctx.printing.is_disposed()) {
                let _ = n.class_list().toggle_with_force("emb-root--refusal", !on);
            }
            if let Some(h) = &html {
                let _ = h.class_list().toggle_with_force("emb-printing", on);
            }
        };
        toggle(true);
        // Back once printed: `afterprint`, since `print()` returns at once
        // in some browsers (mobile Safari), before the page is captured.
        gloo::events::EventListener::once(&window(), "afterprint", move |_| toggle(false)).forget();
        let _ = window().print();
    };
    after(0, Box::new(run));
}

/// Keeps `ctx.printing` true while the page prints: the browser's own print
/// command (`beforeprint`/`afterprint`) and print media (`matchMedia`, which
/// also follows emulated media in the browser tests).
fn follow_printing(ctx: Ctx) {
    let w = window();
    for (kind, on) in [("beforeprint", true), ("afterprint", false)] {
        own(gloo::events::EventListener::new(&w, kind, move |_| {
            let _ = ctx.printing.try_set(on);
        }));
    }
    if let Ok(Some(print)) = w.match_media("print") {
        ctx.printing.set(print.matches());
        let media = print.clone();
        own(gloo::events::EventListener::new(
            &print,
            "change",
            move |_| {
                let _ = ctx.printing.try_set(media.matches());
            },
        ));
    }
}

/// The one-page printed summary (shown by the print stylesheet only), built
/// only while printing, not rebuilt (Report → JSON → DOM) on every edit.
#[component]
fn PrintSummary() -> impl IntoView {
    let ctx = Ctx::get();
    follow_printing(ctx);
    let blocks = move || {
        if !ctx.printing.get() {
            return Vec::new();
        }
        let l = ctx.locale.get();
        let mut blocks = ctx.report.with(|r| {
            ctx.form
                .with(|f| summary_blocks(l, f, r.0.report(), &r.0.withheld))
        });
        // A field still in error heads the sheet: the section it belongs to
        // is missing below (`Form::evaluation`), and the paper must say why.
        let errors = ctx.error.get();
        if !errors.is_empty() {
            let lines = errors
                .iter()
                .map(|e| {
                    let (label, msg) = field_error(ctx, &e.field, drawn_label(&e.field));
                    Line(label, msg)
                })
                .collect();
            blocks.insert(
                0,
                Block {
                    title: ctx.t("ui.error.summary").into(),
                    lines,
                    citations: String::new(),
                },
            );
        }
        blocks
    };
    view! {
        <section class="emb-print" data-testid="print-sheet" aria-hidden="true">
            <p class="emb-print__title">{ctx.text("ui.print.title")}</p>
            {move || blocks().into_iter().map(|b| view! {
                <div class="emb-print__block">
                    <p class="emb-print__heading">{b.title}</p>
                    <dl class="emb-print__lines">
                        {b.lines.into_iter().map(|Line(k, v)| view! {
                            <dt>{k}</dt><dd>{v}</dd>
                        }).collect_view()}
                    </dl>
                    {(!b.citations.is_empty()).then(|| view! {
                        <p class="emb-print__cite">{ctx.t("ui.print.citations")}": "{b.citations}</p>
                    })}
                </div>
            }).collect_view()}
        </section>
    }
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
/// has one (a carrier's page calls `mount` from JavaScript instead).
pub fn start() {
    let Some(doc) = window().document() else {
        return;
    };
    if let Some(el) = doc.get_element_by_id("embarque") {
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
