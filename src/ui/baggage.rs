//! The baggage editor and its verdicts.

use super::app::{Ctx, Part};
use super::form::{Bag, Form};
use super::format::{grams_as_kg, money};
use super::widgets::{Citations, Select, TextInput};
use crate::rules::baggage::BaggageReport;
use leptos::prelude::*;
use std::sync::Arc;

const KINDS: &[&str] = &["general", "surfboard", "television", "dangerous", "weapon"];
const PLACEMENTS: &[&str] = &["hold", "cabin"];

fn field(f: &Form, id: u32, read: fn(&Bag) -> &String) -> String {
    f.bags
        .iter()
        .find(|b| b.id == id)
        .map(|b| read(b).clone())
        .unwrap_or_default()
}

fn set_field(f: &mut Form, id: u32, v: String, write: fn(&mut Bag) -> &mut String) {
    if let Some(b) = f.bags.iter_mut().find(|b| b.id == id) {
        *write(b) = v;
    }
}

/// The baggage section: the list of pieces, the totals against the
/// allowance and the excess fee.
#[component]
pub fn BaggageSection() -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let totals = ctx.section(Arc::new(|r| Part::Baggage(r.baggage.clone())));
    let totals = move || match totals.get() {
        Some(Part::Baggage(b)) => b,
        _ => None,
    };
    let rows = move || {
        ctx.form
            .with(|f| f.bags.iter().map(|b| b.id).enumerate().collect::<Vec<_>>())
    };
    let add = move |_| {
        ctx.form.update(|f| {
            let id = f.take_id();
            f.bags.push(Bag::new(id));
        })
    };
    view! {
        <section class="emb-section" aria-labelledby="emb-h-bag">
            <h2 class="emb-section__title" id="emb-h-bag">{ctx.text("ui.section.baggage")}</h2>
            <ol class="emb-bags">
                <For each=rows key=|p| *p children=move |(index, id)| view! { <BagRow index id/> }/>
            </ol>
            <Show when=move || ctx.form.with(|f| f.bags.is_empty())>
                <p class="emb-note">{ctx.text("ui.bag.none")}</p>
            </Show>
            <button type="button" class="emb-button" data-testid="bag-add" on:click=add>
                {ctx.text("ui.bag.add")}
            </button>
            {move || totals().map(|b| view! { <Totals b/> })}
        </section>
    }
}

/// One piece: kind, placement, weight and sides, and its verdict.
#[component]
fn BagRow(index: usize, id: u32) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let tid = move |n: &str| format!("bag-{index}-{n}");
    let verdict = ctx.section(Arc::new(move |r| {
        Part::Bag(
            r.baggage
                .as_ref()
                .and_then(|b| b.items.iter().find(|i| i.index == index).cloned()),
        )
    }));
    let verdict = move || match verdict.get() {
        Some(Part::Bag(v)) => v,
        _ => None,
    };
    let remove = move |_| ctx.form.update(|f| f.bags.retain(|b| b.id != id));
    view! {
        <li class="emb-bag" data-testid=tid("row")>
            <p class="emb-bag__title">{ctx.text("ui.bag.item")}" "{index + 1}</p>
            <div class="emb-grid">
                <Select id=tid("kind") label="ui.bag.kind" options=KINDS prefix="bag.kind"
                    get=move |f| field(f, id, |b| &b.kind) set=move |f, v| set_field(f, id, v, |b| &mut b.kind)/>
                <Select id=tid("placement") label="ui.bag.placement" options=PLACEMENTS prefix="bag.placement"
                    get=move |f| field(f, id, |b| &b.placement) set=move |f, v| set_field(f, id, v, |b| &mut b.placement)/>
                <TextInput id=tid("weight") label="ui.bag.weight" inputmode="decimal"
                    get=move |f| field(f, id, |b| &b.weight) set=move |f, v| set_field(f, id, v, |b| &mut b.weight)/>
                <TextInput id=tid("length") label="ui.bag.length" inputmode="decimal"
                    get=move |f| field(f, id, |b| &b.length) set=move |f, v| set_field(f, id, v, |b| &mut b.length)/>
                <TextInput id=tid("width") label="ui.bag.width" inputmode="decimal"
                    get=move |f| field(f, id, |b| &b.width) set=move |f, v| set_field(f, id, v, |b| &mut b.width)/>
                <TextInput id=tid("height") label="ui.bag.height" inputmode="decimal"
                    get=move |f| field(f, id, |b| &b.height) set=move |f, v| set_field(f, id, v, |b| &mut b.height)/>
            </div>
            // Announced to screen readers as the passenger types; the
            // region stays in the DOM so changes are heard.
            <p class="emb-sr" role="status" aria-live="polite">
                {move || verdict().map(|v| ctx.t_owned(&format!("baggage.verdict.{}", v.verdict.key())))}
            </p>
            {move || verdict().map(|v| {
                let key = v.verdict.key();
                let cites = v.citations.iter().map(|c| (c.instrument.code(), c.article, c.instrument.key())).collect::<Vec<_>>();
                view! {
                    <div class=format!("emb-verdict emb-verdict--{key}")>
                        <p class="emb-verdict__label" data-testid=tid("verdict")>
                            {ctx.t_owned(&format!("baggage.verdict.{key}"))}
                        </p>
                        <ul class="emb-reasons">
                            {v.reasons.iter().map(|r| view! {
                                <li>{ctx.t_owned(&format!("baggage.reason.{}", r.key()))}</li>
                            }).collect_view()}
                        </ul>
                        <Citations citations=cites/>
                    </div>
                }
            })}
            <button type="button" class="emb-button emb-button--quiet" data-testid=tid("remove") on:click=remove>
                {ctx.text("ui.bag.remove")}<span class="emb-sr">" "{index + 1}</span>
            </button>
        </li>
    }
}

/// Totals against the allowance, as meters, and the excess fee.
#[component]
fn Totals(b: BaggageReport) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    let l = ctx.locale.get_untracked();
    let fee = match b.excess_fee_cents {
        Some(c) => money(l, c.0),
        None => ctx.t("ui.baggage.fee_unknown").to_string(),
    };
    let cites = b
        .citations
        .iter()
        .map(|c| (c.instrument.code(), c.article, c.instrument.key()))
        .collect::<Vec<_>>();
    let hold = format!(
        "{} / {}",
        grams_as_kg(l, b.hold_weight_grams),
        grams_as_kg(l, b.hold_allowance_grams)
    );
    let volume = format!("{} / {} dm³", b.hold_volume_dm3, b.hold_allowance_dm3);
    let cabin = format!(
        "{} / {}",
        grams_as_kg(l, b.cabin_weight_grams),
        grams_as_kg(l, b.cabin_allowance_grams)
    );
    view! {
        <div class="emb-totals" data-testid="baggage-totals">
            <Meter id="emb-m-hold" label="ui.baggage.hold_weight" testid="baggage-hold-weight"
                value=b.hold_weight_grams allowance=b.hold_allowance_grams text=hold/>
            <Meter id="emb-m-vol" label="ui.baggage.hold_volume" testid="baggage-hold-volume"
                value=b.hold_volume_dm3 allowance=b.hold_allowance_dm3 text=volume/>
            <Meter id="emb-m-cabin" label="ui.baggage.cabin_weight" testid="baggage-cabin-weight"
                value=b.cabin_weight_grams allowance=b.cabin_allowance_grams text=cabin/>
            {if b.within_allowance {
                view! { <p class="emb-big emb-ok" data-testid="baggage-summary">{ctx.t("ui.baggage.all_free")}</p> }.into_any()
            } else {
                view! {
                    <dl class="emb-big" data-testid="baggage-summary">
                        <dt>{ctx.t("ui.baggage.excess")}</dt>
                        <dd data-testid="baggage-excess">{grams_as_kg(l, b.excess_grams)}</dd>
                        <dt>{ctx.t("ui.baggage.fee")}</dt>
                        <dd data-testid="baggage-fee">{fee}</dd>
                    </dl>
                }.into_any()
            }}
            <ul class="emb-reasons">
                {b.reasons.iter().map(|r| view! { <li>{ctx.t_owned(&format!("baggage.reason.{}", r.key()))}</li> }).collect_view()}
            </ul>
            <Citations citations=cites/>
        </div>
    }
}

/// One total against its allowance: a `<meter>` that turns "high" past the
/// allowance, with the figures as text beside it.
#[component]
fn Meter(
    id: &'static str,
    /// i18n key of the label.
    label: &'static str,
    testid: &'static str,
    value: u32,
    allowance: u32,
    /// The figures, already formatted ("34 kg / 30 kg").
    text: String,
) -> impl IntoView {
    let ctx = expect_context::<Ctx>();
    view! {
        <div class="emb-meter">
            <label for=id>{ctx.t(label)}</label>
            <meter id=id min="0" max=allowance.max(value) high=allowance value=value></meter>
            <span data-testid=testid>{text}</span>
        </div>
    }
}
