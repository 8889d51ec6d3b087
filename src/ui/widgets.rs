//! Labelled form controls bound to the [`Form`], with their error beside them.
//!
//! Each control's `id` is also its `data-testid`; its error (from the page's
//! own reading or from the core) appears right under it with the id
//! `<id>-error`, is linked by `aria-describedby` and marks the control
//! `aria-invalid`.

use super::app::{Ctx, Part};
use super::form::Form;
use crate::i18n;
use crate::rules::law::Citation;
use leptos::prelude::*;
use std::cell::Cell;
use std::sync::Arc;
use wasm_bindgen::JsCast;

/// A plain attribute, `view! { <p {..attr("tabindex", "-1")}> }`: the
/// same `setAttribute` as `tabindex="-1"`, but every such attribute is one
/// type, where each name written out was a type of its own:
/// `erase_components` erases an element's attributes, and each type brought
/// its own copy of that code. `view!` moves `class` and `style` first only
/// among the attributes before the first spread (`{..}`): an element's
/// `class` is written before its spreads, so the DOM's order of attributes
/// is the same.
pub fn attr(
    name: &'static str,
    value: &'static str,
) -> leptos::tachys::html::attribute::custom::CustomAttr<&'static str, &'static str> {
    leptos::tachys::html::attribute::custom::custom_attribute(name, value)
}

/// [`attr`] of any value, a reactive one too (`hidden`, `aria-label`,
/// `disabled`…): the same attribute, one type per type of value, not per
/// name and value.
pub use leptos::tachys::html::attribute::custom::custom_attribute as attr_of;

/// [`attr_of`] of a reactive value (a text's is `Some`): every one through
/// the same closure type, a boxed function behind it, so the erased
/// attribute's code is in the wasm once, not once per closure. A reactive
/// `class` too, where it is the element's only attribute (a spread is
/// written where it stands; `class=` moves first).
pub fn attr_fn(
    name: &'static str,
    value: impl Fn() -> Option<String> + Send + Sync + 'static,
) -> leptos::tachys::html::attribute::custom::CustomAttr<
    &'static str,
    impl Fn() -> Option<String> + Send + Sync + 'static,
> {
    attr_dyn(name, Arc::new(value))
}

fn attr_dyn(
    name: &'static str,
    value: Thunk<Option<String>>,
) -> leptos::tachys::html::attribute::custom::CustomAttr<
    &'static str,
    impl Fn() -> Option<String> + Send + Sync + 'static,
> {
    leptos::tachys::html::attribute::custom::custom_attribute(name, move || value())
}

/// A boolean attribute's value (`hidden`, `disabled`, `open`) as an
/// optional text: present and empty, or absent, as a `bool` sets it
/// (`setAttribute(name, "")` or `removeAttribute`). One value type less
/// for [`attr_of`], whose reactive values are each a `RenderEffect` type of
/// their own; the numbers and the static texts are Strings for the same reason.
pub fn present(on: bool) -> Option<String> {
    on.then(String::new)
}

/// A checkbox's or a radio's `checked` property as text: `"true"` or `""`,
/// which the property reads as `true` and `false` (JavaScript's truthiness).
/// A `prop:checked` of a `bool` was the page's only boolean property, a
/// property type and its reactive code of its own beside `prop:value`'s
/// String.
pub fn checked(on: bool) -> String {
    if on { "true" } else { "" }.to_string()
}

/// An event handler, `view! { <button {..handler("click", move |_| ..)}> }`:
/// the same `addEventListener` as `on:click=`, but every handler is one
/// type. Each `on:` closure was an `On<event, closure>` of its own, with its
/// copy of tachys' attach, build and rebuild code once erased; here the
/// closure is boxed and the event named at run time (a `Custom` event of a
/// plain `web_sys::Event`). The page's build has no `delegation` feature, so
/// `on:click` did not delegate either: both go through tachys' `On::attach`
/// to the element's `addEventListener`, its closure kept by the view's state.
pub fn handler(
    name: &'static str,
    f: impl FnMut(web_sys::Event) + 'static,
) -> leptos::tachys::html::event::On<
    leptos::tachys::html::event::Custom,
    Box<dyn FnMut(web_sys::Event)>,
> {
    handler_dyn(name, Box::new(f))
}

fn handler_dyn(
    name: &'static str,
    f: Box<dyn FnMut(web_sys::Event)>,
) -> leptos::tachys::html::event::On<
    leptos::tachys::html::event::Custom,
    Box<dyn FnMut(web_sys::Event)>,
> {
    leptos::tachys::html::event::on(leptos::tachys::html::event::Custom::new(name), f)
}

/// [`attr`] of a value built at run time (`for`, `href`): the same one
/// type once erased.
pub fn attr_owned(
    name: &'static str,
    value: String,
) -> leptos::tachys::html::attribute::custom::CustomAttr<&'static str, String> {
    leptos::tachys::html::attribute::custom::custom_attribute(name, value)
}

// The components take closures (generic, pleasant to call) but render
// through one non-generic function each: otherwise every call site would
// monomorphize its own copy of the view code and the wasm would grow with
// every field.
type Getter<T> = Arc<dyn Fn(&Form) -> T + Send + Sync>;
type Setter<T> = Arc<dyn Fn(&mut Form, T) + Send + Sync>;

/// The localized message of the error on control `id`, if any.
pub fn error_for(ctx: Ctx, id: &str) -> Option<String> {
    let locale = ctx.locale.get();
    ctx.with_errors(|es| {
        es.iter().find(|e| e.field == id).map(|e| {
            if e.is_key {
                i18n::t(locale, &e.message).to_string()
            } else {
                super::format::core_message(locale, &e.message)
            }
        })
    })
}

/// The documents ticked on a checklist: their keys, each followed by a
/// newline, in an `RwSignal<String>` (a type the page has; an
/// `RwSignal<Vec<&str>>` was a signal type of its own, with its copy of the
/// reactive code). A key holds no newline.
#[derive(Clone, Copy, Default)]
pub struct Ticked(RwSignal<String>);

impl Ticked {
    /// Whether `key` is ticked (tracked).
    pub fn has(self, key: &str) -> bool {
        self.0.with(|t| t.lines().any(|k| k == key))
    }
    /// How many of `keys` are ticked (tracked).
    pub fn count(self, keys: &[&str]) -> usize {
        self.0
            .with(|t| keys.iter().filter(|k| t.lines().any(|x| x == **k)).count())
    }
    /// Ticks `key` or not; notifies, as the list's `update` did.
    pub fn set(self, key: &str, on: bool) {
        self.0.update(|t| {
            let mut kept = String::new();
            for k in t.lines().filter(|k| *k != key) {
                kept.push_str(k);
                kept.push('\n');
            }
            if on {
                kept.push_str(key);
                kept.push('\n');
            }
            *t = kept;
        });
    }
}

/// A memo of a text: a `Memo<Option<Part>>`, the type the sections' memos
/// are, always `Some(Part::Text(..))`, through one boxed function. A
/// `Memo<String>` was a memo type of its own in the wasm, and each closure
/// given to `Memo::new` its own copy of the memo's wrapping code. Compares
/// its text as a `Memo<String>` did: its readers run again only when the
/// text changes.
#[derive(Clone, Copy)]
pub struct TextMemo(Memo<Option<Part>>);

/// What a [`TextMemo`] computes, given its last text.
type TextFn = Arc<dyn Fn(Option<&String>) -> String + Send + Sync>;

impl TextMemo {
    /// The memo of what `f` returns; `f` is given the last text, if any.
    pub fn new(f: impl Fn(Option<&String>) -> String + Send + Sync + 'static) -> Self {
        Self::new_dyn(Arc::new(f))
    }
    fn new_dyn(f: TextFn) -> Self {
        TextMemo(super::app::part_memo(move |last: Option<&Option<Part>>| {
            let last = match last {
                Some(Some(Part::Text(s))) => Some(s),
                _ => None,
            };
            Some(Part::Text(f(last)))
        }))
    }
    /// Reads the text (tracked).
    pub fn with<T>(self, f: impl FnOnce(&String) -> T) -> T {
        self.0.with(|p| match p {
            Some(Part::Text(s)) => f(s),
            _ => f(&String::new()),
        })
    }
    /// The text (tracked).
    pub fn get(self) -> String {
        self.with(String::clone)
    }
}

/// Runs `f` at the next animation frame. Every caller through one boxed
/// function type: each closure given to `request_animation_frame` was a
/// wasm-bindgen closure type of its own, with its shims.
pub fn frame(f: impl FnOnce() + 'static) {
    request_animation_frame(Box::new(f) as Box<dyn FnOnce()>);
}

/// A gloo `Timeout` of `f` (cancelled when dropped), every caller through
/// one boxed function type, as [`frame`].
pub fn timeout(ms: u32, f: impl FnOnce() + 'static) -> gloo::timers::callback::Timeout {
    gloo::timers::callback::Timeout::new(ms, Box::new(f) as Box<dyn FnOnce()>)
}

/// A gloo `Interval` of `f` (stopped when dropped), every caller through
/// one boxed function type, as [`frame`].
pub fn interval(ms: u32, f: impl FnMut() + 'static) -> gloo::timers::callback::Interval {
    gloo::timers::callback::Interval::new(ms, Box::new(f) as Box<dyn FnMut()>)
}

/// An effect: `f` runs once the page is drawn and again whenever what it
/// read changes. Every effect of the page goes through one boxed function
/// type, where each closure given to `Effect::new` was its own copy of the
/// effect's code.
pub fn effect(f: impl FnMut() + 'static) {
    effect_dyn(Box::new(f));
}

fn effect_dyn(mut f: Box<dyn FnMut()>) {
    Effect::new(move |_| f());
}

/// A value the page keeps as its text ([`Text`]) in an `RwSignal<String>`,
/// a signal type the page has anyway: an `RwSignal<Locale>`, `<Step>` or
/// `<bool>` was the page's only signal of its type, each with its own copy
/// of the signal's reactive code. As such a signal did, `set` notifies
/// every reader even when the value is the same.
pub struct TextSignal<T>(RwSignal<String>, std::marker::PhantomData<T>);

// By hand: derived, they would ask `T: Clone`.
impl<T> Clone for TextSignal<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for TextSignal<T> {}

/// A value kept by a [`TextSignal`] as a text, read back from it.
pub trait Text: Copy {
    fn text(self) -> &'static str;
    fn from_text(t: &str) -> Self;
}

/// A yes or no the page keeps (the kiosk's reset, a Back or Forward, the
/// print media, the law section drawn, the other offers unfolded, the
/// kiosk's "sure?"): "1" for yes, "" for no.
pub type Flag = TextSignal<bool>;

impl Text for bool {
    fn text(self) -> &'static str {
        if self {
            "1"
        } else {
            ""
        }
    }
    fn from_text(t: &str) -> bool {
        !t.is_empty()
    }
}

impl<T: Text> TextSignal<T> {
    pub fn new(v: T) -> Self {
        TextSignal(
            RwSignal::new(v.text().to_string()),
            std::marker::PhantomData,
        )
    }
    /// The value (tracked).
    pub fn get(self) -> T {
        self.0.with(|t| T::from_text(t))
    }
    /// The value, untracked.
    pub fn get_untracked(self) -> T {
        self.0.with_untracked(|t| T::from_text(t))
    }
    /// Sets the value and notifies.
    pub fn set(self, v: T) {
        self.0.set(v.text().to_string());
    }
    /// Sets the value and notifies, unless the signal is disposed of:
    /// whether it was set.
    pub fn try_set(self, v: T) -> bool {
        self.0.try_set(v.text().to_string()).is_none()
    }
    /// Tracks the value without reading it.
    pub fn track(self) {
        self.0.track();
    }
    /// Whether its owner is gone.
    pub fn is_disposed(self) -> bool {
        self.0.is_disposed()
    }
}

/// "1 de 3 separados" above a documents checklist; when the decision needs
/// no document at all, says so (`none`) instead of "0 de 0".
pub fn ready_count(ctx: Ctx, done: usize, total: usize, none: &'static str) -> String {
    if total == 0 {
        return ctx.t(none).to_string();
    }
    format!("{done} {} {total} {}", ctx.t("ui.of"), ctx.t("ui.ready"))
}

/// A text (or numeric) input with its label and error.
///
/// The getter and setter are fn pointers, not closures: every control of
/// the page then shares one type and one copy of the code that wraps them,
/// where each pair of closures was a type of its own (about 40 B of wasm
/// per control). A row's control is a [`RowText`].
#[component]
pub fn TextInput(
    /// Control id and test id.
    id: String,
    /// i18n key of the label.
    label: &'static str,
    /// Reads the value from the form.
    get: fn(&Form) -> String,
    /// Writes the typed value into the form.
    set: fn(&mut Form, String),
    /// `text`, `date`, `time`.
    #[prop(default = "text")]
    kind: &'static str,
    /// `decimal`, `numeric` or `text`.
    #[prop(default = "text")]
    inputmode: &'static str,
    /// Extra hint shown under the input (i18n key).
    #[prop(optional)]
    hint: Option<&'static str>,
) -> impl IntoView {
    text_input(
        id,
        label,
        Arc::new(get),
        Arc::new(set),
        kind,
        inputmode,
        hint,
    )
}

/// A [`TextInput`] of a list's row (a bag, an animal, a companion): the
/// getter and setter take the row's id.
#[component]
pub fn RowText(
    id: String,
    label: &'static str,
    /// The row's id (`Bag::id`, ...).
    row: u32,
    get: fn(&Form, u32) -> String,
    set: fn(&mut Form, u32, String),
    /// `decimal`, `numeric` or `text`.
    inputmode: &'static str,
) -> impl IntoView {
    let (get, set) = row_bound(row, get, set);
    text_input(id, label, get, set, "text", inputmode, None)
}

/// A row's getter and setter with the row's id bound in: one closure type
/// per value type for every row control of the page.
fn row_bound<T: 'static>(
    row: u32,
    get: fn(&Form, u32) -> T,
    set: fn(&mut Form, u32, T),
) -> (Getter<T>, Setter<T>) {
    (
        Arc::new(move |f| get(f, row)),
        Arc::new(move |f, v| set(f, row, v)),
    )
}

/// Leptos' `<Show>`, through one non-generic function: each `<Show>` of the
/// page compiled its own copy of Show and of its children's closure (20 of
/// them, 9.4 KB of wasm before `wasm-opt` for the closures alone). Same
/// behaviour: the children are built when `when` turns true, dropped when it
/// turns false, and left alone while it stays the same.
pub fn show(
    when: impl Fn() -> bool + Send + Sync + 'static,
    children: impl Fn() -> AnyView + Send + Sync + 'static,
) -> AnyView {
    show_dyn(Arc::new(when), Arc::new(children))
}

/// [`show`] for a condition on the form alone, given as a fn pointer: every
/// such condition of the page shares one closure type, where each `move ||`
/// was a type (and a vtable) of its own.
pub fn show_when(
    ctx: Ctx,
    when: fn(&Form) -> bool,
    children: impl Fn() -> AnyView + Send + Sync + 'static,
) -> AnyView {
    show_dyn(Arc::new(move || ctx.form.with(when)), Arc::new(children))
}

/// [`show_when`] for a condition on one row of a form list (`row` its id).
pub fn show_row(
    ctx: Ctx,
    row: u32,
    when: fn(&Form, u32) -> bool,
    children: impl Fn() -> AnyView + Send + Sync + 'static,
) -> AnyView {
    show_dyn(
        Arc::new(move || ctx.form.with(|f| when(f, row))),
        Arc::new(children),
    )
}

pub type Thunk<T> = Arc<dyn Fn() -> T + Send + Sync>;

/// A view drawn by `f`, drawn again when what it reads changes, erased as
/// the shared function type (`Arc<Mutex<dyn FnMut() -> T>>`) that `view!`
/// makes of every `{move || ..}` child under `erase_components`. Written
/// `(move || ..).into_any()`, or a closure given by name (`{body}`), each
/// closure was a view type of its own, with its copy of the reactive view's
/// code; through this, one per type of value (an `AnyView`, an
/// `Option<AnyView>`), which the page has anyway. In a `view!`, a closure
/// given by name is written `{move || body()}` for the same reason. A
/// reactive text is a String `.into_any()` (`{move || x.to_string().into_any()}`):
/// a closure returning a `String` was a third type, with its own reactive
/// text code; the same text node, written again when the text changes.
pub fn reactive<T: 'static>(f: impl FnMut() -> T + Send + 'static) -> AnyView
where
    Arc<std::sync::Mutex<dyn FnMut() -> T + Send>>: IntoAny,
{
    let shared: Arc<std::sync::Mutex<dyn FnMut() -> T + Send>> = Arc::new(std::sync::Mutex::new(f));
    shared.into_any()
}

/// What `view` draws, drawn again each time the clock moves (the form's
/// `now`: the page reads the time every 30 s). A countdown or a timeline
/// drawn once with its section read "faltam 1 h 30 min" a minute before its
/// deadline, and "Agora 18:00" at 19:29: a section is drawn again only when
/// its decision changes. Untracked otherwise, as the section's own lines.
pub fn ticking(ctx: Ctx, view: Thunk<AnyView>) -> AnyView {
    let clock = bound(ctx, Arc::new(|f| f.now.clone()));
    reactive(move || {
        // Read, not `track`ed: a memo never read has no sources yet.
        clock.with(|_| ());
        untrack(|| view())
    })
}

/// A view shown or not, for a reactive view: the `Option` erased, the
/// static `Option<AnyView>` type the page has, drawing the same placeholder
/// (an empty comment) for `None` and rebuilt as the `Option` was. A closure
/// returning an `Option<AnyView>` was a reactive view type of its own
/// beside the `AnyView` one, with its own copy of the reactive view's code;
/// each `{move || ..}` that shows a view or not returns `or_empty(..)`.
/// (Not `()` for `None`: an erased `()` draws a second placeholder.)
pub fn or_empty(view: Option<AnyView>) -> AnyView {
    view.into_any()
}

fn show_dyn(when: Thunk<bool>, children: Thunk<AnyView>) -> AnyView {
    // A text memo ("" for no), as the page's other memos are: a
    // `Memo<bool>` was a memo type of its own, with its reactive code.
    let on = TextMemo::new(move |_| when().text().to_string());
    reactive(move || or_empty(on.with(|s| !s.is_empty()).then(|| children())))
}

// A list of views is collected as a `Vec<AnyView>` (each item `.into_any()`,
// then `collect_view`): a `Vec<View<HtmlElement<Li, ..>>>` and the like was a
// type of its own, each with its own copy of the list's build and rebuild
// code once erased (about 1 KB of wasm each). A view shown or not is an
// `Option<AnyView>` for the same reason. And a `view!` is erased as its
// element (`view! {..}.into_inner().into_any()`, a component's `view! {..}`
// returned `.into_inner()`): `View<HtmlElement<Div, ..>>` was erased code of
// its own beside `HtmlElement<Div, ..>`, which every `<div>` child of a view
// is erased as. The same DOM.

/// A list's `<li>`s, one per text: every such list of the page through
/// this one function, where each `.map(|x| view! { <li>{x}</li> })` was a
/// closure and an iterator of its own.
pub fn li_items(texts: Vec<&'static str>) -> Vec<AnyView> {
    texts
        .into_iter()
        .map(|t| view! { <li>{t}</li> }.into_inner().into_any())
        .collect()
}

/// A list row's title, "Volume 2": the bags', the animals' and the
/// companions' rows through this one function.
pub fn row_title(ctx: Ctx, label: &'static str, index: usize) -> AnyView {
    view! { <p class="emb-bag__title">{ctx.text(label)}" "{(index + 1).to_string()}</p> }
        .into_inner()
        .into_any()
}

/// Leptos' `<For>` over the rows of a form list (bags, pets, companions:
/// `(index, id)`, keyed by both), through one non-generic function, as
/// [`show`] is.
pub fn rows(
    each: impl Fn() -> Vec<(usize, u32)> + Send + Sync + 'static,
    row: fn(usize, u32) -> AnyView,
) -> AnyView {
    rows_dyn(Arc::new(each), row)
}

fn rows_dyn(each: Thunk<Vec<(usize, u32)>>, row: fn(usize, u32) -> AnyView) -> AnyView {
    view! { <For each=move || each() key=|p| *p children=move |(index, id)| row(index, id)/> }
        .into_inner()
        .into_any()
}

/// Moves the keyboard focus, once the page is drawn, to the element with id
/// `to`, or to the list's "add" button (`add`) when there is none. A row's
/// "remove" button takes the focus with it when the row goes, which left a
/// keyboard user on the page's body, back at the top; and a new row is
/// where the user means to type next.
///
/// `said`, when not empty, is [`say`]n in the same frame: a removed row
/// ("Removido: Volume 2", [`removed`]), which a screen-reader user otherwise
/// never heard of.
pub fn focus_next(to: String, add: &'static str, said: String) {
    frame(move || {
        let by_id = super::app::by_id;
        if let Some(el) = by_id(&to).or_else(|| by_id(add)) {
            let _ = el.unchecked_into::<web_sys::HtmlElement>().focus();
        }
    });
    if !said.is_empty() {
        say(said);
    }
}

/// Puts `said` in the page's polite live region (`emb-said`, under the
/// error summary): the region is emptied now and `said` written in the next
/// frame, so the same words a second time are said again. An empty `said`
/// only empties it (which a screen reader does not announce).
///
/// What the page says of itself goes here, written when something happens,
/// never drawn from the language: a region whose text follows the language
/// said it all again on every language switch.
pub fn say(said: String) {
    if let Some(l) = super::app::by_id("emb-said") {
        l.set_text_content(None);
        if !said.is_empty() {
            frame(move || l.set_text_content(Some(&said)));
        }
    }
}

/// How long the passenger must have stopped typing before [`say_settled`]
/// speaks: a date typed digit by digit goes through the years 0002, 0020
/// and 0202, each an error, and a person types a digit every 0.2 s or so.
const SETTLE_MS: u32 = 1_000;

/// The wait of one [`say_settled`] caller.
pub type Pending = std::rc::Rc<std::cell::Cell<Option<gloo::timers::callback::Timeout>>>;

/// [`say`]s what `said` returns (nothing when `None`) once nothing has
/// called this with the same `pending` for [`SETTLE_MS`]: each call replaces
/// the wait before it (a gloo `Timeout` dropped is cancelled), so a screen
/// reader hears what stands once the typing stops, not every keystroke's.
pub fn say_settled(pending: &Pending, said: impl FnOnce() -> Option<String> + 'static) {
    say_settled_dyn(pending, Box::new(said));
}

/// [`say_settled`] through one non-generic function: each caller's closure
/// was a `Timeout` closure of its own in the wasm.
fn say_settled_dyn(pending: &Pending, said: Box<dyn FnOnce() -> Option<String>>) {
    pending.set(Some(timeout(SETTLE_MS, move || {
        if let Some(s) = said() {
            say(s);
        }
    })));
}

/// A result's line for screen readers (`role=status`; the result holds
/// controls, so it is not a live region itself), with the test id `id`.
/// Bound to `said`, it spoke at every change: a fare typed "187,40" said
/// five refunds, a language switch said every result again, a field put
/// right said the same result a second time. So its text changes
/// - when the typing has settled ([`SETTLE_MS`]), if it differs: said;
/// - at once when emptied (a field in error withholds the result), which a
///   reader does not say;
/// - at once and unsaid (`aria-live=off` for [`SETTLE_MS`]) when only the
///   language changed, or when it comes back to what an error emptied;
/// - at once and said when the language changes while a text waits (the
///   click ended the typing; it was written unsaid).
///
/// A line drawn with the page starts with its text, unsaid; one drawn later
/// (a minor's section when a birth date makes a minor, a row added) starts
/// empty and says its first text once the typing settles: drawn with it,
/// the minor's requirement was never said.
pub fn status(
    ctx: Ctx,
    id: String,
    said: impl Fn() -> Option<String> + Send + Sync + 'static,
) -> AnyView {
    status_dyn(ctx, id, Arc::new(said))
}

fn status_dyn(ctx: Ctx, id: String, said: Thunk<Option<String>>) -> AnyView {
    let first = match DRAWN.with(Cell::get) {
        true => String::new(),
        false => untrack(|| said()).unwrap_or_default(),
    };
    let lang = Cell::new(ctx.locale.get_untracked());
    let kept = Cell::new(String::new());
    // The wait before a text is said, and before the line speaks again.
    let (pending, quiet) = (Pending::default(), Pending::default());
    // Whether `pending` has not fired yet (a fired Timeout stays in it).
    let waiting = std::rc::Rc::new(Cell::new(false));
    // The line's element, found by its id at the effect's first run (an
    // effect runs after the view it was made with is in the page) and kept
    // for the next. Not a NodeRef<P>: the page's last node reference, an
    // element type with its copy of the node reference's code. Nor the
    // effect's value: an effect of a value was an effect type of its own.
    let find = id.clone();
    let line: Cell<Option<web_sys::Element>> = Cell::new(None);
    effect(move || {
        let text = said().unwrap_or_default();
        let relang = lang.replace(ctx.locale.get()) != lang.get();
        let Some(el) = line.take().or_else(|| super::app::by_id(&find)) else {
            return;
        };
        line.set(Some(el.clone()));
        // A text still waiting to be said is news in any language: a switch
        // within the wait wrote the next result unsaid (it is said now).
        pending.take();
        let waited = waiting.replace(false);
        let now = el.text_content().unwrap_or_default();
        if text == now {
            return;
        }
        if text.is_empty() {
            kept.replace(now);
            el.set_text_content(None);
            return;
        }
        let back = kept.take() == text;
        if relang && waited {
            // Not left in the old language for the rest of the wait: the
            // click on the language ended the typing.
            el.set_text_content(Some(&text));
        } else if relang || back {
            let _ = el.set_attribute("aria-live", "off");
            el.set_text_content(Some(&text));
            quiet.set(Some(timeout(SETTLE_MS, move || {
                let _ = el.set_attribute("aria-live", "polite");
            })));
        } else {
            waiting.set(true);
            let waiting = std::rc::Rc::clone(&waiting);
            pending.set(Some(timeout(SETTLE_MS, move || {
                waiting.set(false);
                el.set_text_content(Some(&text));
                // Said: a sighted passenger is shown where, when out of view.
                super::answer::changed(ctx, &el);
            })));
        }
    });
    // An id and `tabindex` for the chip's link to it (super::answer).
    view! { <p class="emb-sr" {..attr("role", "status")} {..attr("aria-live", "polite")} {..attr_of("id", id.clone())} data-testid={id} {..attr("tabindex", "-1")}>{first}</p> }
        .into_inner().into_any()
}

thread_local! {
    /// Whether the page's first frame is drawn ([`page_drawn`]).
    static DRAWN: Cell<bool> = const { Cell::new(false) };
}

/// Marks the page's first frame drawn: a [`status`] line drawn after it is
/// news, and said.
pub fn page_drawn() {
    DRAWN.with(|d| d.set(true));
}

/// What [`focus_next`] says when row `index` of a list (`label`: "Volume",
/// "Animal", "Acompanhante") is removed.
pub fn removed(ctx: Ctx, label: &'static str, index: usize) -> String {
    format!("{}: {} {}", ctx.t("ui.removed"), ctx.t(label), index + 1)
}

/// A control's value in the form, as a memo: the control's property is set
/// only when its own value changes. Bound straight to the form, every control
/// of the page was set again on every keystroke anywhere (Leptos sets a
/// property without comparing), half a millisecond per edit at CPU 4×.
pub fn bound(ctx: Ctx, get: Getter<String>) -> TextMemo {
    TextMemo::new(move |_| ctx.form.with(|f| get(f)))
}

/// What a date or a time field holds when it was left typed in part: no
/// date or time the core reads, so that its error stands beside it.
const NO_VALUE: &str = "?";

/// Whether the input `id` holds a date or a time typed in part (its value
/// reads "" while the browser has parts it cannot make a value of).
fn half_typed(id: &str) -> bool {
    super::app::by_id(id)
        .and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok())
        .is_some_and(|e| e.validity().bad_input())
}

fn text_input(
    id: String,
    label: &'static str,
    get: Getter<String>,
    set: Setter<String>,
    kind: &'static str,
    inputmode: &'static str,
    hint: Option<&'static str>,
) -> AnyView {
    let ctx = Ctx::get();
    let err_id = format!("{id}-error");
    let hint_id = format!("{id}-hint");
    let id_e = id.clone();
    // The message names its field (the label) so it reads alone in the
    // error summary and to a screen reader.
    // "" for no error (a message is never empty: it names its label): a
    // text memo, as the value's is, and each memo's value type is its own
    // copy of the reactive code in the wasm.
    let err = TextMemo::new(move |_| {
        error_for(ctx, &id_e)
            .map(|m| format!("{}: {m}", ctx.t(label)))
            .unwrap_or_default()
    });
    // A date or a time half typed reads "" (its parts are not a value yet):
    // the value shown stays what it was, or `prop:value`, which sets without
    // comparing, wrote that "" back and emptied every part typed (a keyboard
    // user could not change a date). An effect writing only what differs
    // cost 0.3 KB by id, and missed a widget mounted before its element was
    // in the page; by a node reference, 1.4 KB.
    let id_p = id.clone();
    let value = TextMemo::new(move |shown: Option<&String>| {
        let v = ctx.form.with(|f| get(f));
        match shown {
            Some(s) if (v.is_empty() || v == NO_VALUE) && half_typed(&id_p) => s.clone(),
            _ => v,
        }
    });
    // Left with parts the browser makes no value of (02/30/2027, or a day
    // without its year), the field holds NO_VALUE, which the core refuses
    // as no date: it read as empty, and the page said nothing, or "Preencha
    // este campo" beside a filled field (a browser pass). Typing again
    // clears it, so nothing is said while the passenger types.
    let (id_b, set_b) = (id.clone(), set.clone());
    let left = move |_| {
        if half_typed(&id_b) {
            ctx.form.update(|f| set_b(f, NO_VALUE.to_string()));
        }
    };
    let described = {
        let (e, h) = (err_id.clone(), hint_id.clone());
        move || {
            let mut v = Vec::new();
            if hint.is_some() {
                v.push(h.clone());
            }
            if !err.get().is_empty() {
                v.push(e.clone());
            }
            (!v.is_empty()).then(|| v.join(" "))
        }
    };
    view! {
        <div {..attr_fn("class", move || Some((if !err.get().is_empty() { "emb-field emb-field--error" } else { "emb-field" }).to_string()))}>
            <label class="emb-field__label" {..attr_owned("for", id.clone())}>{ctx.text(label)}</label>
            <input
                class="emb-input"
                {..attr_of("id", id.clone())}
                data-testid=id.clone()
                {..attr("type", kind)}
                {..attr("inputmode", inputmode)}
                {..attr("autocomplete", "off")}
                prop:value=move || value.get()
                {..handler("input", move |ev| ctx.form.update(|f| set(f, event_target_value(&ev))))}
                {..handler("blur", left)}
                {..attr_fn("aria-invalid", move || (!err.get().is_empty()).then(|| "true".to_string()))}
                {..attr_fn("aria-describedby", described)}
            />
            // Under the input, not between it and its label: the inputs of a
            // grid row stay level when only one field has a hint.
            {hint.map(|h| view! { <p class="emb-field__hint" {..attr_of("id", hint_id.clone())}>{ctx.text(h)}</p> }.into_inner().into_any())}
            {move || or_empty({
                let m = err.get();
                (!m.is_empty()).then(|| view! {
                    <p class="emb-field__error" {..attr_of("id", err_id.clone())} data-testid=err_id.clone()>{m}</p>
                }.into_inner().into_any())
            })}
        </div>
    }.into_inner().into_any()
}

/// A select whose options are keys translated with `prefix.key`.
#[component]
pub fn Select(
    id: String,
    label: &'static str,
    /// Option keys (`interstate`, ...).
    options: &'static [&'static str],
    /// i18n prefix of the option labels (`trip.scope`).
    prefix: &'static str,
    get: fn(&Form) -> String,
    set: fn(&mut Form, String),
) -> impl IntoView {
    select_view(id, label, options, prefix, Arc::new(get), Arc::new(set))
}

/// A [`Select`] of a list's row.
#[component]
pub fn RowSelect(
    id: String,
    label: &'static str,
    options: &'static [&'static str],
    prefix: &'static str,
    row: u32,
    get: fn(&Form, u32) -> String,
    set: fn(&mut Form, u32, String),
) -> impl IntoView {
    let (get, set) = row_bound(row, get, set);
    select_view(id, label, options, prefix, get, set)
}

fn select_view(
    id: String,
    label: &'static str,
    options: &'static [&'static str],
    prefix: &'static str,
    get: Getter<String>,
    set: Setter<String>,
) -> AnyView {
    let ctx = Ctx::get();
    let value = bound(ctx, get);
    view! {
        <div class="emb-field">
            <label class="emb-field__label" {..attr_owned("for", id.clone())}>{ctx.text(label)}</label>
            <select
                class="emb-input emb-select"
                {..attr_of("id", id.clone())}
                data-testid=id.clone()
                prop:value=move || value.get()
                {..handler("change", move |ev| ctx.form.update(|f| set(f, event_target_value(&ev))))}
            >
                {options.iter().map(|k| {
                    let key = format!("{prefix}.{k}");
                    view! { <option {..attr("value", k)}>{move || ctx.t_owned(&key).to_string().into_any()}</option> }.into_inner().into_any()
                }).collect_view()}
            </select>
        </div>
    }
    .into_inner().into_any()
}

/// A checkbox with its label.
#[component]
pub fn Check(
    id: String,
    label: &'static str,
    get: fn(&Form) -> bool,
    set: fn(&mut Form, bool),
    /// The id of a hint beside the box, which a screen reader says with it
    /// (an empty `aria-describedby` elsewhere: as an `Option`, 270 B more).
    #[prop(optional)]
    described: &'static str,
) -> impl IntoView {
    check_view(id, label, described, Arc::new(get), Arc::new(set))
}

/// A [`Check`] of a list's row.
#[component]
pub fn RowCheck(
    id: String,
    label: &'static str,
    row: u32,
    get: fn(&Form, u32) -> bool,
    set: fn(&mut Form, u32, bool),
) -> impl IntoView {
    let (get, set) = row_bound(row, get, set);
    check_view(id, label, "", get, set)
}

fn check_view(
    id: String,
    label: &'static str,
    described: &'static str,
    get: Getter<bool>,
    set: Setter<bool>,
) -> AnyView {
    let ctx = Ctx::get();
    // Its `checked` as text (a `Memo<bool>` was a memo type of its own).
    let on = bound(ctx, Arc::new(move |f| checked(get(f))));
    view! {
        <div class="emb-check">
            <input
                class="emb-check__box" {..attr("type", "checkbox")}
                {..attr_of("id", id.clone())}
                data-testid=id.clone()
                prop:checked=move || on.get()
                {..handler("change", move |ev| ctx.form.update(|f| set(f, event_target_checked(&ev))))}
                {..attr("aria-describedby", described)}
            />
            <label class="emb-check__label" {..attr_owned("for", id.clone())}>{ctx.text(label)}</label>
        </div>
    }
    .into_inner().into_any()
}

/// The legal references of a decision, as readable lines. Each citation
/// whose text the widget carries links to its article in the "Legislação"
/// section (`href="#<anchor>"`, [`crate::texts::anchor_for`]); following the
/// link clears the law search and unfolds the article. A citation whose text
/// is not carried (CNJ Res. 295/2019, say) links to the instrument's entry in
/// the section's catalogue of instruments, never to nothing.
#[component]
pub fn Citations(
    /// The decision's citations, as the core gives them.
    citations: Vec<Citation>,
    /// Show the list as it is, without folding it under "Base legal".
    #[prop(optional)]
    inline: bool,
) -> impl IntoView {
    let ctx = Ctx::get();
    let mut seen = Vec::new();
    let items: Vec<_> = citations
        .into_iter()
        .filter(|c| {
            let fresh = !seen.contains(c);
            seen.push(*c);
            fresh
        })
        .map(|c| {
            let label = format!("{}, {}", c.instrument.code(), c.article);
            let law = c.instrument.key();
            let anchor = crate::texts::anchor_for(&c);
            match anchor {
                Some(anchor) => view! {
                    <li><a class="emb-cite" {..attr_owned("href", format!("#{anchor}"))}
                        {..handler("click", move |ev| open_article(&ev, anchor))}>{label}</a></li>
                }
                .into_inner().into_any(),
                // Not carried by the seeds: link to the instrument's entry in
                // the catalogue of the law section instead of a dead link.
                None => view! {
                    <li><a class="emb-cite emb-cite--catalogue" {..attr_owned("href", format!("#law-cat-{law}"))}>{label}</a></li>
                }
                .into_inner().into_any(),
            }
        })
        .collect();
    if inline {
        return view! { <ul class="emb-citations emb-citations--inline">{items}</ul> }
            .into_inner()
            .into_any();
    }
    view! {
        <details class="emb-citations">
            <summary>{ctx.text("ui.citations")}</summary>
            <ul>{items}</ul>
        </details>
    }
    .into_inner()
    .into_any()
}

/// Makes the article `anchor` of this widget visible before the browser
/// follows the link: clears the law search (through its input event, so the
/// law section's own state stays the only truth), unfolds the article and
/// moves the focus to its summary.
pub fn open_article(ev: &web_sys::Event, anchor: &str) {
    use wasm_bindgen::JsCast;
    let root = ev
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|el| el.closest(".emb-root").ok().flatten());
    let Some(root) = root else {
        return;
    };
    let search = root
        .query_selector("[data-testid=law-search]")
        .ok()
        .flatten()
        .and_then(|el| el.dyn_into::<web_sys::HtmlInputElement>().ok());
    if let Some(input) = search.filter(|i| !i.value().is_empty()) {
        input.set_value("");
        // Bubbling, so Leptos's delegated `input` listener sees it.
        super::recover::fire(&input, "input", &wasm_bindgen::JsValue::UNDEFINED);
    }
    let article = root
        .query_selector(&format!("[id=\"{anchor}\"]"))
        .ok()
        .flatten();
    let Some(article) = article else {
        return;
    };
    let _ = article.remove_attribute("hidden");
    let _ = article.set_attribute("open", "");
    let summary = article
        .query_selector("summary")
        .ok()
        .flatten()
        .and_then(|s| s.dyn_into::<web_sys::HtmlElement>().ok());
    // At the kiosk the law texts are on the last step: from another step
    // the link led to a hidden article, and nothing moved. Its step's tab
    // shows it. The focus waits for the next frame: for the step to be
    // drawn, and for the browser's own jump to the fragment, which moved
    // the focus to the body (the target, a <details>, takes none).
    show_step_of(&article);
    if let Some(s) = summary {
        frame(move || {
            let _ = s.focus();
        });
    }
}

/// Shows the kiosk step that holds `el` when it is hidden, through its tab;
/// whether it had to.
pub fn show_step_of(el: &web_sys::Element) -> bool {
    use wasm_bindgen::JsCast;
    let tab = el
        .closest(".emb-step--hidden")
        .ok()
        .flatten()
        .and_then(|w| super::kiosk::Step::holding(&w))
        .and_then(|s| super::app::by_id(&s.tab_id()))
        .and_then(|t| t.dyn_into::<web_sys::HtmlElement>().ok());
    tab.map(|t| t.click()).is_some()
}
