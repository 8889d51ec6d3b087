//! The "Legislação" section: the texts a carrier must make available at
//! every point of sale (Decreto 8.537/2015 art. 20; Res. ANTT 1.383/2006
//! art. 3º; Lei 11.975/2009 art. 10), so that a carrier embedding the widget
//! meets the duty.
//!
//! It shows the passenger's rights of Res. 1.383/2006 art. 6º as a list, the
//! carrier's lost-and-found procedure, which duty covers which texts, and
//! every article of [`crate::texts::ARTICLES`], each folded in a `<details>`
//! whose `id` is its anchor, so that every citation of every result links to
//! it. A search box filters the articles live ([`crate::texts::search`]:
//! every word, any case, with or without accents); filtered-out articles stay
//! in the page, hidden, so a citation always finds its target. Texts are
//! rendered as text nodes, their line breaks kept by CSS (`pre-line`).
//!
//! Test ids: `laws`, `law-rights`, `law-lost-found`, `law-lost-found-contact`,
//! `law-duties`, `law-search`, `law-count`, `law-none`, and `law-<anchor>`
//! on each article.

use super::app::Ctx;
use super::widgets::{
    attr, attr_fn, attr_of, attr_owned, handler, open_article, present, say_settled, Citations,
    Pending, TextMemo,
};
use crate::texts::{
    self, Article, Lang, DISPLAY_DUTIES, LOST_AND_FOUND, LOST_AND_FOUND_INTRO, PASSENGER_RIGHTS,
    PASSENGER_RIGHTS_ANCHOR,
};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

fn lang_tag(l: Lang) -> &'static str {
    l.key()
}

/// The law section.
#[component]
pub fn LawSection(
    /// The embedding carrier's lost-and-found desk ("Name: contact"), in
    /// place of the sources' carrier's procedure.
    desk: Option<String>,
) -> impl IntoView {
    let ctx = Ctx::get();
    let query = RwSignal::new(String::new());
    // One byte per article of `ARTICLES`, `1` when the search finds it: a
    // text memo (`TextMemo`), as the form's are, and each memo's value type
    // is its own copy of the reactive code in the wasm.
    let shown = TextMemo::new(move |_| {
        query.with(|q| {
            let found = texts::search(q);
            let mut s = String::with_capacity(texts::ARTICLES.len());
            for a in texts::ARTICLES {
                s.push(if found.iter().any(|f| f.anchor == a.anchor) {
                    '1'
                } else {
                    '0'
                });
            }
            s
        })
    });
    let total = texts::ARTICLES.len();
    let pending = Pending::default();
    let count = move || {
        format!(
            "{} {} {} {}",
            shown.with(|s| s.bytes().filter(|b| *b == b'1').count()),
            ctx.t("ui.of"),
            total,
            ctx.t("ui.law.texts")
        )
    };
    view! {
        <section class="emb-section emb-laws" {..attr("aria-labelledby", "emb-h-law")} data-testid="laws">
            <h2 class="emb-section__title" {..attr_of("id", "emb-h-law")}>{ctx.text("ui.section.laws")}</h2>
            <p class="emb-note">{ctx.text("ui.law.lead")}</p>
            <Rights/>
            <LostAndFound desk/>
            <Duties/>
            <h3 class="emb-subtitle" {..attr_of("id", "emb-h-law-texts")}>{ctx.text("ui.law.texts_title")}</h3>
            <div class="emb-field emb-law-search">
                <label class="emb-field__label" {..attr("for", "law-search")}>{ctx.text("ui.law.search")}</label>
                <p class="emb-field__hint" {..attr_of("id", "law-search-hint")}>{ctx.text("ui.law.search_hint")}</p>
                <input class="emb-input" {..attr("type", "search")} {..attr_of("id", "law-search")} data-testid="law-search"
                    {..attr("autocomplete", "off")} {..attr("aria-describedby", "law-search-hint law-count")}
                    prop:value=move || query.get()
                    {..handler("input", move |ev| {
                        query.set(event_target_value(&ev));
                        // The count as drawn by then; not for a citation's
                        // clearing (`widgets::open_article`'s CustomEvent, not
                        // an on-screen keyboard's input), which said "50 de 50
                        // textos" over the article opened.
                        if ev.dyn_ref::<web_sys::CustomEvent>().is_none() {
                            say_settled(&pending, || super::app::by_id("law-count")?.text_content());
                        } else {
                            pending.set(None);
                        }
                    })}/>
            </div>
            // Not a live region: its text follows the language, and a switch
            // said "50 of 50 texts" again. A search says it, once the typing
            // settles (widgets::say_settled).
            <p class="emb-note" {..attr_of("id", "law-count")} data-testid="law-count">{move || count().into_any()}</p>
            <p class="emb-note" data-testid="law-none" {..attr_fn("hidden", move || present(shown.with(|s| s.bytes().any(|b| b == b'1'))))}>
                {ctx.text("ui.law.none")}
            </p>
            <div class="emb-law-list" {..attr("aria-labelledby", "emb-h-law-texts")} {..attr("role", "group")}>
                {texts::ARTICLES.iter().enumerate().map(|(i, a)| {
                    view! { <LawArticle a shown index=i/> }.into_inner().into_any()
                }).collect_view()}
            </div>
            <InstrumentCatalogue/>
        </section>
    }.into_inner()
}

/// One article, folded; hidden when the search leaves it out (`shown`'s
/// byte `index`, the article's in `ARTICLES`). The memo itself, not a
/// `Signal<bool>` derived from it: that wrapper type was code of its own.
#[component]
fn LawArticle(a: &'static Article, shown: TextMemo, index: usize) -> impl IntoView {
    let ctx = Ctx::get();
    // A seed in English says so in the page's language; a heading in words
    // is translated (`Article::heading_in`), an "Art. 13" reads alike.
    let english = (a.lang == Lang::En).then(|| {
        view! {
            " "<span class="emb-law__lang">{ctx.text("ui.law.english")}</span>
        }
        .into_inner()
        .into_any()
    });
    view! {
        <details class="emb-law" {..attr_of("id", a.anchor)} data-testid=format!("law-{}", a.anchor) {..attr_fn("hidden", move || present(shown.with(|s| s.as_bytes().get(index) != Some(&b'1'))))}>
            <summary class="emb-law__summary">
                <span class="emb-law__code">{a.instrument.code()}</span>
                " — "
                <span class="emb-law__heading" {..attr_fn("lang", move || Some(heading_lang(a, ctx.locale.get()).to_string()))}>
                    {move || a.heading_in(ctx.locale.get()).to_string().into_any()}
                </span>
                {english}
            </summary>
            <div class="emb-law__body">
                <p class="emb-law__title" {..attr("lang", "pt-BR")}>{a.instrument.title()}</p>
                {texts::note_of(a.anchor).map(|k| view! {
                    <p class="emb-law__note" data-testid="law-note">{ctx.text(k)}</p>
                }.into_inner().into_any())}
                <p class="emb-law__text" {..attr("lang", lang_tag(a.lang))}>{a.text.trim()}</p>
            </div>
        </details>
    }.into_inner()
}

/// The language of `a`'s heading in `l`: the page's for a heading in words,
/// Portuguese for an "Art. 13".
fn heading_lang(a: &Article, l: crate::i18n::Locale) -> &'static str {
    if a.heading_in(l) == a.heading {
        "pt-BR"
    } else {
        l.tag()
    }
}

/// A link to a carried article that unfolds it.
#[component]
fn ArticleLink(anchor: &'static str) -> impl IntoView {
    let ctx = Ctx::get();
    let label = move || {
        texts::article(anchor)
            .map(|a| {
                format!(
                    "{}, {}",
                    a.instrument.code(),
                    a.heading_in(ctx.locale.get())
                )
            })
            .unwrap_or_else(|| anchor.to_string())
    };
    view! {
        <a class="emb-cite" {..attr_owned("href", format!("#{anchor}"))} {..handler("click", move |ev| open_article(&ev, anchor))}>{move || label().into_any()}</a>
    }.into_inner()
}

/// The passenger's rights of Res. 1.383/2006 art. 6º.
#[component]
fn Rights() -> impl IntoView {
    let ctx = Ctx::get();
    view! {
        <h3 class="emb-subtitle">{ctx.text("ui.law.rights")}</h3>
        <p class="emb-note">{ctx.text("ui.law.rights_scope")}</p>
        <ol class="emb-rights" data-testid="law-rights">
            {PASSENGER_RIGHTS.iter().map(|r| view! {
                <li class="emb-rights__item">
                    <span class="emb-rights__number">{r.item}</span>
                    <span {..attr("lang", "pt-BR")}>{r.text}</span>
                    {r.amended_by_res_1922.then(|| view! {
                        <span class="emb-rights__note">" ("{ctx.text("ui.law.amended_1922")}")"</span>
                    }.into_inner().into_any())}
                    // What a later law changed (XIX's 3 h, XX's DPVAT).
                    {(!r.note.is_empty()).then(|| view! {
                        <span class="emb-rights__note" data-testid="law-rights-note">" "{ctx.text(r.note)}</span>
                    }.into_inner().into_any())}
                </li>
            }.into_inner().into_any()).collect_view()}
        </ol>
        <p class="emb-note">{ctx.text("ui.law.full_text")}" "<ArticleLink anchor=PASSENGER_RIGHTS_ANCHOR/></p>
    }.into_inner()
}

/// The carrier's lost-and-found procedure (a policy, not a law). The
/// sources' is Unesul's: a widget mounted by another carrier names that
/// carrier's desk instead (it showed Unesul's 30 and 60 days, and Porto
/// Alegre, under any carrier's name).
#[component]
fn LostAndFound(desk: Option<String>) -> impl IntoView {
    let ctx = Ctx::get();
    let theirs = desk.is_some();
    // The carrier's own desk, else the sources' note that none is set.
    let (key, desk) = match desk {
        Some(d) => ("ui.lost.carrier", format!(" {d}")),
        None => ("ui.lost.contact", String::new()),
    };
    view! {
        <h3 class="emb-subtitle">{ctx.text("ui.law.lost_found")}</h3>
        <div data-testid="law-lost-found" {..attr_fn("hidden", move || present(theirs))}>
        <p class="emb-quote" {..attr("lang", "pt-BR")}>{LOST_AND_FOUND_INTRO}</p>
        <ul class="emb-list emb-lost">
            {LOST_AND_FOUND.iter().map(|s| {
                let kind = s.kind.key();
                let then = s.then.key();
                let kept = s.kept_days;
                view! {
                    <li data-testid=format!("law-lost-{kind}")>
                        <strong>{move || ctx.tk("ui.lost.kind.", kind).to_string().into_any()}</strong>": "
                        {move || match kept {
                            Some(n) => format!("{} {n} {}; ", ctx.t("ui.lost.kept"), ctx.t("ui.lost.days")),
                            None => format!("{}; ", ctx.t("ui.lost.at_once")),
                        }.into_any()}
                        {move || ctx.tk("ui.lost.then.", then).to_string().into_any()}
                        <span class="emb-quote" {..attr("lang", "pt-BR")}>{s.text}</span>
                    </li>
                }.into_inner().into_any()
            }).collect_view()}
        </ul>
        </div>
        <p class="emb-note" data-testid="law-lost-found-contact">{ctx.text(key)}{desk}</p>
    }.into_inner()
}

/// Which duty obliges the carrier to show which texts.
#[component]
fn Duties() -> impl IntoView {
    let ctx = Ctx::get();
    view! {
        <h3 class="emb-subtitle">{ctx.text("ui.law.duties")}</h3>
        <ul class="emb-list emb-duties" data-testid="law-duties">
            {DISPLAY_DUTIES.iter().map(|d| view! {
                <li>
                    <Citations citations=vec![d.by] inline=true/>
                    <p class="emb-duties__lead">{ctx.text("ui.law.duty_covers")}</p>
                    <ul class="emb-duties__texts">
                        {d.anchors.iter().map(|&anchor| view! { <li><ArticleLink anchor/></li> }.into_inner().into_any()).collect_view()}
                    </ul>
                </li>
            }.into_inner().into_any()).collect_view()}
        </ul>
    }.into_inner()
}

/// Every instrument the core cites, so that a citation whose text the seeds
/// do not carry still links somewhere that says what it is (`law-cat-<key>`).
#[component]
fn InstrumentCatalogue() -> impl IntoView {
    let ctx = Ctx::get();
    view! {
        <h3 class="emb-subtitle" {..attr_of("id", "emb-h-law-cat")}>{ctx.text("ui.law.catalogue_title")}</h3>
        <p class="emb-note">{ctx.text("ui.law.catalogue_note")}</p>
        <dl class="emb-law-catalogue" {..attr("aria-labelledby", "emb-h-law-cat")} data-testid="law-catalogue">
            {crate::rules::law::Instrument::ALL.iter().map(|i| {
                let i = *i;
                let id = format!("law-cat-{}", i.key());
                view! {
                    <dt {..attr_of("id", id.clone())} data-testid={id} {..attr("tabindex", "-1")}>{i.code()}" — "{i.title()}</dt>
                    <dd {..attr_fn("lang", move || Some(ctx.locale.get().tag().to_string()))}>
                        {move || match ctx.locale.get() {
                            crate::i18n::Locale::PtBr => i.description_pt(),
                            crate::i18n::Locale::En => i.description_en(),
                            crate::i18n::Locale::Es => i.description_es(),
                        }.to_string().into_any()}
                    </dd>
                }.into_inner().into_any()
            }).collect_view()}
        </dl>
    }.into_inner()
}
