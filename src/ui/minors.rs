//! The minors section: who travels with a child or adolescent, with which
//! papers, and what the law asks (ECA arts. 83–85, CNJ Res. 131/2011 and
//! 295/2019), read from the report's `minor` decision.
//!
//! Shown in full when the passenger's age on the trip date is under 18;
//! otherwise one line says why there is nothing to ask. The editor keeps
//! showing while the form has an error elsewhere, so a mistyped age never
//! hides the field that holds it.
//!
//! Test ids: `minor-leaves-comarca`, `minor-contiguous`, `minor-metro`,
//! `trip-country`, `minor-born-in-brazil`, `minor-both-parents`,
//! `companion-add`, `companion-N-{row,relation,age,kinship,parental,
//! other-parent,foreign,remove}`, `minor-alone-authorization`,
//! `minor-judicial`; the result `minor-result` (with `data-satisfied`),
//! `minor-requirement`, `minor-status`, `minor-satisfied-by`,
//! `minor-documents` (`minor-doc-<key>` checkboxes), `minor-signers`,
//! `minor-forms`, `minor-validity`, `minor-judicial-validity`,
//! `minor-alternatives`, `minor-accepted-ids`, `minor-rule`,
//! `minor-threshold`, `minor-reasons`.

use super::app::{Ctx, Part};
use super::form::{Companion, Form, Section};
use super::widgets::{
    attr, attr_of, attr_owned, checked, focus_next, handler, li_items, or_empty, ready_count,
    removed, row_title, rows, show, show_row, show_when, status, Check, Citations, RowCheck,
    RowSelect, RowText, TextMemo, Ticked,
};
use crate::rules::minors::{MinorDecision, Rule};
use crate::rules::query::Relation;
use leptos::prelude::*;

fn companion<T: Default>(f: &Form, id: u32, read: impl Fn(&Companion) -> T) -> T {
    f.companions
        .iter()
        .find(|c| c.id == id)
        .map(read)
        .unwrap_or_default()
}

fn set_companion(f: &mut Form, id: u32, write: impl FnOnce(&mut Companion)) {
    if let Some(c) = f.companions.iter_mut().find(|c| c.id == id) {
        write(c);
    }
}

pub(super) fn international(ctx: Ctx) -> bool {
    ctx.form.with(Form::abroad)
}

fn at_home(f: &Form) -> bool {
    !f.abroad()
}

/// The minors section: the editor when the passenger is a minor, and the
/// decision.
#[component]
pub fn MinorSection() -> impl IntoView {
    let ctx = Ctx::get();
    // The last readable answer, kept while the form has an error; before
    // any, the form's own reading, so a row in error is still drawn.
    // While a field in error withholds the minors' decision (a companion's
    // row, the birth date: `Form::evaluation`), the report has none, which
    // must not read as "of age".
    // Held as the note's key, "" for a minor (whose editor and result show
    // instead; a minor always has an age): a text memo (`TextMemo`), as the
    // form's are, and each memo's value type is its own copy of the
    // reactive code in the wasm.
    let note = |(age, minor): (Option<u32>, bool)| {
        match (age, minor) {
            (None, _) => "ui.minor.no_birth",
            (Some(_), false) => "ui.minor.adult",
            (Some(_), true) => "",
        }
        .to_string()
    };
    let state = TextMemo::new(move |prev: Option<&String>| {
        ctx.with_report(|r| (r.age, r.minor.is_some()))
            .filter(|_| !ctx.withheld(Section::Minor))
            .map(note)
            .unwrap_or_else(|| {
                prev.cloned()
                    .unwrap_or_else(|| note(ctx.form.with(|f| f.minor_from_form())))
            })
    });
    view! {
        <section class="emb-section" {..attr("aria-labelledby", "emb-h-minor")} data-testid="minor-section">
            <h2 class="emb-section__title" {..attr_of("id", "emb-h-minor")}>{ctx.text("ui.section.minors")}</h2>
            {move || or_empty({
                let k = state.get();
                (!k.is_empty()).then(|| view! { <p class="emb-note" data-testid="minor-note">{ctx.t_owned(&k)}</p> }.into_inner().into_any())
            })}
            {show(move || state.get().is_empty(), move || view! {
                <MinorEditor/>
                <MinorResult/>
            }.into_inner().into_any())}
        </section>
    }.into_inner()
}

/// The facts the law asks about: where the trip goes, who goes along, which
/// authorizations exist.
#[component]
fn MinorEditor() -> impl IntoView {
    let ctx = Ctx::get();
    let each = move || {
        ctx.form.with(|f| {
            f.companions
                .iter()
                .map(|c| c.id)
                .enumerate()
                .collect::<Vec<_>>()
        })
    };
    let add = move |_| {
        ctx.form.update(|f| {
            let id = f.take_id();
            focus_next(
                format!("companion-{}-relation", f.companions.len()),
                "companion-add",
                String::new(),
            );
            // The age starts empty and is asked for: a default of 40 made a
            // 13-year-old brother an adult relative (a kiosk operator's pass).
            f.companions.push(Companion {
                age: String::new(),
                ..Companion::new(id)
            });
        })
    };
    view! {
        <fieldset class="emb-fieldset">
            // Abroad the box holds only where the minor was born: "Para
            // onde vai" above it read as a question it did not ask.
            <legend class="emb-fieldset__legend">
                {move || ctx.t(if international(ctx) { "ui.minor.where_abroad" } else { "ui.minor.where" }).to_string().into_any()}
            </legend>
            {show_when(ctx, at_home, move || view! {
                <Check id="minor-leaves-comarca".into() label="ui.minor.leaves_comarca"
                    get=|f| f.leaves_comarca set=|f, v| f.leaves_comarca = v/>
                <Check id="minor-contiguous".into() label="ui.minor.contiguous"
                    get=|f| f.contiguous_comarca set=|f, v| f.contiguous_comarca = v/>
                <Check id="minor-metro".into() label="ui.minor.metro"
                    get=|f| f.same_metro set=|f, v| f.same_metro = v/>
            }.into_inner().into_any())}
            // The destination country is asked with the trip (an adult's
            // travel document depends on it too).
            {show_when(ctx, Form::abroad, move || view! {
                <Check id="minor-born-in-brazil".into() label="ui.minor.born_in_brazil"
                    get=|f| f.born_in_brazil set=|f, v| f.born_in_brazil = v/>
                <Check id="minor-resides-abroad".into() label="ui.minor.resides_abroad"
                    get=|f| f.resides_abroad set=|f, v| f.resides_abroad = v/>
            }.into_inner().into_any())}
        </fieldset>
        <fieldset class="emb-fieldset">
            <legend class="emb-fieldset__legend">{ctx.text("ui.minor.companions")}</legend>
            <ol class="emb-bags emb-companions">
                {rows(each, |index, id| view! { <CompanionRow index id/> }.into_inner().into_any())}
            </ol>
            {show_when(ctx, |f| f.companions.is_empty(), move || view! {
                <p class="emb-note" data-testid="companions-none">{ctx.text("ui.minor.companions_none")}</p>
            }.into_inner().into_any())}
            <button class="emb-button" {..attr("type", "button")} {..attr_of("id", "companion-add")} data-testid="companion-add" {..handler("click", add)}>
                {ctx.text("ui.minor.companion_add")}
            </button>
        </fieldset>
        <fieldset class="emb-fieldset">
            <legend class="emb-fieldset__legend">{ctx.text("ui.minor.papers")}</legend>
            {show_when(ctx, at_home, move || view! {
                <Check id="minor-alone-authorization".into() label="ui.minor.alone_authorization"
                    get=|f| f.parental_authorization_alone set=|f, v| f.parental_authorization_alone = v/>
            }.into_inner().into_any())}
            {show_when(ctx, Form::abroad, move || view! {
                <Check id="minor-both-parents".into() label="ui.minor.both_parents"
                    get=|f| f.both_parents_authorization set=|f, v| f.both_parents_authorization = v/>
            }.into_inner().into_any())}
            <Check id="minor-judicial".into() label="ui.minor.judicial"
                get=|f| f.judicial_authorization set=|f, v| f.judicial_authorization = v/>
        </fieldset>
    }.into_inner()
}

/// The catalogue key of document `k`. Abroad the parents' authorization is
/// named as the trip's (both parents, or the other one, sign: said under
/// "Quem assina"), not "do pai, da mãe ou do responsável", which read as
/// either one (a passenger's pass).
pub fn doc_key(m: &MinorDecision, k: &str) -> String {
    doc_key_in(m.rule == Rule::Eca84And85.key(), k)
}

fn doc_key_in(abroad: bool, k: &str) -> String {
    match (abroad, k) {
        (true, "parental_authorization") => "minors.document.parental_authorization_abroad".into(),
        _ => crate::i18n::join("minors.document.", k),
    }
}

/// The label of "who signs": with two signers listed, one of them signs
/// ("Ambos os pais • O responsável legal" read, printed "Ambos os pais; O
/// responsável legal", as both).
pub fn who_signs_key(n: usize) -> &'static str {
    if n > 1 {
        "ui.minor.who_signs_either"
    } else {
        "ui.minor.who_signs"
    }
}

/// One person travelling with the minor.
#[component]
fn CompanionRow(index: usize, id: u32) -> impl IntoView {
    let ctx = Ctx::get();
    let tid = move |n: &str| format!("companion-{index}-{n}");
    let remove = move |_| {
        ctx.form.update(|f| f.companions.retain(|c| c.id != id));
        focus_next(
            tid("relation"),
            "companion-add",
            removed(ctx, "ui.minor.companion", index),
        );
    };
    view! {
        <li class="emb-bag" data-testid=tid("row")>
            {row_title(ctx, "ui.minor.companion", index)}
            <div class="emb-grid">
                <RowSelect id=tid("relation") label="ui.minor.relation" options=Relation::KEYS prefix="ui.relation"
                    row=id get=|f, id| companion(f, id, |c| c.relation.clone()) set=|f, id, v| set_companion(f, id, |c| c.relation = v)/>
                <RowText id=tid("age") label="ui.minor.companion_age" inputmode="numeric"
                    row=id get=|f, id| companion(f, id, |c| c.age.clone()) set=|f, id, v| set_companion(f, id, |c| c.age = v)/>
            </div>
            // Only the papers its relation bears on: a box that changed
            // nothing when ticked read as a control that did not respond.
            {show_row(ctx, id, Form::asks_kinship, move || view! {
                <RowCheck id=tid("kinship") label="ui.minor.kinship_proof"
                    row=id get=|f, id| companion(f, id, |c| c.kinship_proof) set=|f, id, v| set_companion(f, id, |c| c.kinship_proof = v)/>
            }.into_inner().into_any())}
            {show_row(ctx, id, Form::asks_parental, move || view! {
                <RowCheck id=tid("parental") label="ui.minor.parental_authorization"
                    row=id get=|f, id| companion(f, id, |c| c.parental_authorization) set=|f, id, v| set_companion(f, id, |c| c.parental_authorization = v)/>
            }.into_inner().into_any())}
            {show_row(ctx, id, Form::asks_other_parent, move || view! {
                <RowCheck id=tid("other-parent") label="ui.minor.other_parent"
                    row=id get=|f, id| companion(f, id, |c| c.other_parent_authorization) set=|f, id, v| set_companion(f, id, |c| c.other_parent_authorization = v)/>
            }.into_inner().into_any())}
            {show_when(ctx, Form::abroad, move || view! {
                <RowCheck id=tid("foreign") label="ui.minor.foreign_resident"
                    row=id get=|f, id| companion(f, id, |c| c.foreign_resident_abroad) set=|f, id, v| set_companion(f, id, |c| c.foreign_resident_abroad = v)/>
            }.into_inner().into_any())}
            <button class="emb-button emb-button--quiet" {..attr("type", "button")} data-testid=tid("remove") {..handler("click", remove)}>
                {ctx.text("ui.minor.companion_remove")}<span class="emb-sr">" "{(index + 1).to_string()}</span>
            </button>
        </li>
    }.into_inner()
}

/// The decision: the requirement, whether it is met, the checklist, who
/// signs, the alternatives, the text that applied and its citations.
#[component]
fn MinorResult() -> impl IntoView {
    let ctx = Ctx::get();
    // The passenger's own ticks on the checklist: kept here, never sent.
    let ticked = Ticked::default();
    let decision = ctx.section(Section::Minor, 0, |r, _| Part::Minor(r.minor.clone()));
    let decision = move || match decision.get() {
        Some(Part::Minor(d)) => d,
        _ => None,
    };
    // What the result's line for screen readers says (widgets::status says
    // when).
    let announce = move || {
        decision().map(|d| {
            let status = status_key(d.satisfied);
            format!(
                "{}: {}. {}",
                ctx.t("ui.minor.requirement"),
                ctx.tk("minors.requirement.", d.requirement.key()),
                ctx.t(status)
            )
        })
    };
    view! {
        {status(ctx, "minor-said".into(), announce)}
        {move || or_empty({
            ctx.locale.track();
            decision().map(|d| view! { <Decision d ticked/> }.into_inner().into_any())
        })}
    }
    .into_inner()
}

/// The message of a decision's verdict: the trip is lawful as things stand,
/// or not yet (the page, its announcement and the printed sheet).
pub fn status_key(satisfied: bool) -> &'static str {
    if satisfied {
        "ui.minor.satisfied"
    } else {
        "ui.minor.not_satisfied"
    }
}

#[component]
fn Decision(d: MinorDecision, ticked: Ticked) -> impl IntoView {
    let ctx = Ctx::get();
    let req = |r: crate::rules::minors::Requirement| ctx.tk("minors.requirement.", r.key());
    let abroad = d.rule == Rule::Eca84And85.key();
    let doc = move |k: &str| ctx.t_owned(&doc_key_in(abroad, k));
    let (status, icon) = if d.satisfied {
        ("ok", "✓")
    } else {
        ("todo", "!")
    };
    let status_key = status_key(d.satisfied);
    let by = d.met_otherwise().map(|b| view! {
            <p class="emb-minor__by" data-testid="minor-satisfied-by">{ctx.t("ui.minor.satisfied_by")}": "{req(b)}</p>
        }.into_inner().into_any());
    let docs: Vec<&'static str> = d.documents.iter().map(|x| x.key()).collect();
    let total = docs.len();
    let done = move || ticked.count(&docs);
    let checklist = d
        .documents
        .iter()
        .map(|x| {
            let key = x.key();
            let id = format!("minor-doc-{key}");
            view! {
                <li class="emb-check">
                    <input class="emb-check__box" {..attr("type", "checkbox")} {..attr_of("id", id.clone())} data-testid=id.clone()
                        prop:checked=move || checked(ticked.has(key))
                        {..handler("change", move |ev| ticked.set(key, event_target_checked(&ev)))}/>
                    <label class="emb-check__label" {..attr_owned("for", id)}>{doc(key)}</label>
                </li>
            }.into_inner().into_any()
        })
        .collect_view();
    let list = |items: Vec<&'static str>, tid: &'static str| {
        view! { <ul class="emb-list" data-testid=tid>{li_items(items)}</ul> }.into_inner()
    };
    let signers = (!d.who_signs.is_empty()).then(|| {
        let names = d
            .who_signs
            .iter()
            .map(|s| ctx.tk("minors.signer.", s.key()))
            .collect();
        // The signers are those of the way the trip goes by (`whoSigns`
        // follows `satisfiedBy`): "Quem assina — Parente com comprovação"
        // read beside the parents.
        let way = d.met_otherwise().unwrap_or(d.requirement);
        view! { <dt>{ctx.t(who_signs_key(d.who_signs.len()))}" — "{req(way)}</dt><dd>{list(names, "minor-signers")}</dd> }.into_inner().into_any()
    });
    let forms = (!d.authorization_forms.is_empty()).then(|| {
        let names = d.authorization_forms.iter().map(|x| doc(x.key())).collect();
        view! { <dt>{ctx.t("ui.minor.forms")}</dt><dd>{list(names, "minor-forms")}</dd> }
            .into_inner()
            .into_any()
    });
    let months = ctx.t("ui.minor.months");
    let validity = d.authorization_validity_months.map(|n| {
        view! {
            <dt>{ctx.t("ui.minor.validity")}</dt>
            <dd data-testid="minor-validity">{format!("{n} {months}")}</dd>
        }
        .into_inner()
        .into_any()
    });
    let judicial = d.judicial_authorization_validity_months.map(|n| {
        view! {
            <dt>{ctx.t("ui.minor.judicial_validity")}</dt>
            <dd data-testid="minor-judicial-validity">{format!("{n} {months}")}</dd>
        }
        .into_inner()
        .into_any()
    });
    let others = d.other_ways();
    let alternatives = (!others.is_empty()).then(|| {
        let names = others.into_iter().map(req).collect();
        view! { <dt>{ctx.t("ui.minor.alternatives")}</dt><dd>{list(names, "minor-alternatives")}</dd> }.into_inner().into_any()
    });
    let ids = (!d.accepted_identity_documents.is_empty()).then(|| {
        let names = d.accepted_identity_documents.iter().map(|x| doc(x.key())).collect();
        view! { <dt>{ctx.t("ui.minor.accepted_ids")}</dt><dd>{list(names, "minor-accepted-ids")}</dd> }.into_inner().into_any()
    });
    let threshold = d.threshold.map(|n| {
        view! {
            <dt>{ctx.t("ui.minor.threshold")}</dt>
            <dd data-testid="minor-threshold">{format!("{n} {}", ctx.t("ui.minor.years"))}</dd>
        }
        .into_inner()
        .into_any()
    });
    let cites = d.citations.clone();
    view! {
        <div {..attr_owned("class", format!("emb-minor emb-minor--{status}"))} data-testid="minor-result"
            data-satisfied=if d.satisfied { "true" } else { "false" }>
            <p class="emb-minor__kicker">{ctx.t("ui.minor.requirement")}</p>
            <p class="emb-minor__requirement" data-testid="minor-requirement">{req(d.requirement)}</p>
            <h3 {..attr_owned("class", format!("emb-minor__status emb-minor__status--{status}"))} data-testid="minor-status">
                <span class="emb-minor__icon" {..attr("aria-hidden", "true")}>{icon}</span>" "{ctx.t(status_key)}
            </h3>
            {by}
            // Why, under the status: "O parentesco não foi comprovado" stood
            // at the card's foot, after the forms that make up for it.
            <ul class="emb-reasons" data-testid="minor-reasons">
                {li_items(d.reasons.iter().map(|r| ctx.tk("minors.reason.", r.key())).collect())}
            </ul>
            <h3 class="emb-subtitle" {..attr_of("id", "emb-h-minor-docs")}>{ctx.t("ui.minor.documents")}</h3>
            <p class="emb-note" data-testid="minor-documents-count">
                {move || ready_count(ctx, done(), total, "ui.no_documents").into_any()}
            </p>
            {(total > 0).then(|| view! {
                <ul class="emb-checklist" data-testid="minor-documents" {..attr("aria-labelledby", "emb-h-minor-docs")}>{checklist}</ul>
            }.into_inner().into_any())}
            <dl class="emb-facts">
                {signers}
                {forms}
                {validity}
                {judicial}
                {alternatives}
                {ids}
                <dt>{ctx.t("ui.minor.rule")}</dt>
                <dd data-testid="minor-rule">{ctx.tk("minors.rule.", d.rule)}</dd>
                {threshold}
            </dl>
            <h3 class="emb-subtitle">{ctx.t("ui.citations")}</h3>
            <Citations citations=cites inline=true/>
        </div>
    }.into_inner()
}
