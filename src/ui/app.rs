//! The app shell: state, context, language, URL, and the sections in order.

use super::form::{self, FieldError, Form};
use super::{
    baggage::BaggageSection, benefits::BenefitsSection, laws::LawSection, minors::MinorSection,
    notices::NoticesSection, pets::PetsSection, refund::RefundSection, trip::TripSection,
};
use crate::i18n::{self, Locale};
use crate::rules::Report;
use leptos::prelude::*;
use std::sync::Arc;
use wasm_bindgen::JsCast;

/// One evaluation of the form: shared, compared by identity so the memo
/// notifies on every new evaluation without comparing whole reports.
#[derive(Clone)]
pub struct Evaluated(pub Arc<Result<Report, FieldError>>);

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
}

impl Ctx {
    /// The message for `key` in the current language.
    pub fn t(self, key: &'static str) -> &'static str {
        i18n::t(self.locale.get(), key)
    }
    /// Same, for a key built at run time.
    pub fn t_owned(self, key: &str) -> &'static str {
        i18n::t(self.locale.get(), key)
    }
    /// Reads the report, if the form evaluated.
    pub fn with_report<T>(self, f: impl FnOnce(&Report) -> T) -> Option<T> {
        self.report.with(|r| r.0.as_ref().as_ref().ok().map(f))
    }
}

/// How a carrier mounts the widget.
#[derive(Clone, Debug, Default)]
pub struct MountOptions {
    /// `pt-BR`, `en` or `es`; the browser's language when absent.
    pub locale: Option<String>,
    /// Fixed "now" (RFC 3339) for tests and demos; the clock otherwise.
    pub now: Option<String>,
    /// Keep the form in the page URL (the standalone page does; an
    /// embedded widget does not touch its host's URL).
    pub use_url: bool,
}

/// The current instant in Brasília time, as RFC 3339.
fn clock_now() -> String {
    let ms = js_sys::Date::now() as i64;
    let offset = chrono::FixedOffset::west_opt(3 * 3600)
        .unwrap_or_else(|| chrono::FixedOffset::east_opt(0).unwrap());
    chrono::DateTime::from_timestamp_millis(ms)
        .map(|d| {
            d.with_timezone(&offset)
                .format("%Y-%m-%dT%H:%M:%S%:z")
                .to_string()
        })
        .unwrap_or_default()
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

fn write_url(pairs: &[(String, String)]) {
    let Ok(p) = web_sys::UrlSearchParams::new() else {
        return;
    };
    for (k, v) in pairs {
        p.append(k, v);
    }
    let s: String = p.to_string().into();
    let path = window().location().pathname().unwrap_or_default();
    let url = if s.is_empty() {
        path
    } else {
        format!("{path}?{s}")
    };
    if let Ok(h) = window().history() {
        let _ = h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
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
    let fixed_now = options.now.clone().or_else(|| param("now"));
    let now = fixed_now.clone().unwrap_or_else(clock_now);
    let blank = Form::example(&now);
    let initial = form::from_params(blank.clone(), &params);
    let lang = options
        .locale
        .clone()
        .or_else(|| param("lang"))
        .or_else(|| window().navigator().language())
        .map(|t| Locale::from_tag(&t))
        .unwrap_or_default();

    let form = RwSignal::new(initial);
    let locale = RwSignal::new(lang);
    let report = Memo::new(move |_| Evaluated(Arc::new(form.with(|f| f.evaluate()))));
    let ctx = Ctx {
        form,
        locale,
        report,
    };
    provide_context(ctx);

    if options.use_url {
        Effect::new(move |_| {
            let mut pairs = form.with(|f| form::to_params(f, &blank));
            if let Some(n) = &fixed_now {
                pairs.insert(0, ("now".into(), n.clone()));
            }
            let l = locale.get();
            if l != Locale::PtBr {
                pairs.push(("lang".into(), l.tag().into()));
            }
            write_url(&pairs);
        });
    }
    Effect::new(move |_| {
        if let Some(doc) = window().document().and_then(|d| d.document_element()) {
            let _ = doc.set_attribute("lang", locale.get().tag());
        }
    });

    view! {
        <div class="emb" data-testid="embarque">
            <header class="emb-header">
                <h1 class="emb-title">{move || ctx.t("ui.title")}</h1>
                <p class="emb-lead">{move || ctx.t("ui.lead")}</p>
                <LanguagePicker/>
            </header>
            <main class="emb-main">
                <TripSection/>
                <BenefitsSection/>
                <RefundSection/>
                <BaggageSection/>
                <MinorSection/>
                <PetsSection/>
                <NoticesSection/>
                <LawSection/>
            </main>
            <ErrorSummary/>
            <span data-testid="embarque-ready" hidden=true></span>
        </div>
    }
}

/// Language buttons: pt-BR, English, Español.
#[component]
fn LanguagePicker() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
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
                    on:click=move |_| ctx.locale.set(l)
                >{name}</button>
            }).collect_view()}
        </nav>
    }
}

/// An error summary linking to the field in error (GOV.UK pattern), and a
/// live region that announces it.
#[component]
fn ErrorSummary() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let err = move || ctx.report.with(|r| r.0.as_ref().as_ref().err().cloned());
    view! {
        <div class="emb-live" role="status" aria-live="polite">
            {move || err().map(|e| {
                let msg = super::widgets::error_for(ctx, &e.field).unwrap_or_default();
                view! {
                    <div class="emb-error-summary" data-testid="error-summary">
                        <p class="emb-error-summary__title">{ctx.t("ui.error.summary")}</p>
                        <a href=format!("#{}", e.field)>{msg}</a>
                    </div>
                }
            })}
        </div>
    }
}

/// Mounts the widget into `el` with `options`.
pub fn mount_into(el: web_sys::HtmlElement, options: MountOptions) {
    el.class_list().add_1("emb-root").ok();
    let handle = leptos::mount::mount_to(el, move || view! { <App options=options/> });
    handle.forget();
}

/// Entry point of the standalone page: mounts into `#embarque` when the page
/// has one (a carrier's page calls `mount` from JavaScript instead).
pub fn start() {
    console_error_panic_hook::set_once();
    let Some(doc) = window().document() else {
        return;
    };
    if let Some(el) = doc.get_element_by_id("embarque") {
        if let Ok(el) = el.dyn_into::<web_sys::HtmlElement>() {
            let now = None;
            mount_into(
                el,
                MountOptions {
                    locale: None,
                    now,
                    use_url: true,
                },
            );
        }
    }
}
