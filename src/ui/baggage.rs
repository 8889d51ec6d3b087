//! The baggage editor and its verdicts.

use super::app::{Ctx, Part};
use super::form::{Bag, Form, Section};
use super::format::{fill, fixed, grams_as_kg, money};
use super::widgets::{
    attr, attr_fn, attr_of, attr_owned, focus_next, handler, li_items, or_empty, removed,
    row_title, rows, show, show_when, status, Citations, RowSelect, RowText, TextInput,
};
use crate::i18n::{self, Locale};
use crate::rules::baggage::{BaggageReport, ItemDecision, Reason};
use crate::rules::query::BagKind;
use leptos::prelude::*;

const KINDS: &[&str] = BagKind::KEYS;
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

/// The label of a piece's verdict, and its modifier class: an `ok` piece
/// of 0 kg is not yet weighed (`weight_not_given`, which the core gives
/// only to an `ok` piece), not "within the allowance".
fn verdict_label(v: &ItemDecision) -> (&'static str, String) {
    if v.reasons.contains(&Reason::WeightMissing) {
        return ("pending", "ui.bag.unweighed".into());
    }
    // A wheelchair is outside the allowance, not "within" it.
    if v.reasons.contains(&Reason::AssistiveDeviceOutsideAllowance) {
        return ("ok", "ui.bag.outside_allowance".into());
    }
    let key = v.verdict.key();
    (key, crate::i18n::join("baggage.verdict.", key))
}

/// The excess fee, or what it still needs: the fare, or off the conventional
/// service the conventional fare (a sleeper's fare "known" read "informe o
/// preço da passagem", and the printed sheet R$ 0,00).
pub fn fee_text(l: Locale, b: &BaggageReport) -> String {
    match b.excess_fee_cents {
        Some(c) => money(l, c.0),
        None if b.reasons.contains(&Reason::ConventionalFareNeededForFee) => {
            crate::i18n::t(l, "ui.baggage.fee_unknown_conventional").to_string()
        }
        None => crate::i18n::t(l, "ui.baggage.fee_unknown").to_string(),
    }
}

/// The baggage report in the section's part of the report.
fn report(p: &Option<Part>) -> Option<&BaggageReport> {
    match p {
        Some(Part::Baggage(b)) => b.as_ref(),
        _ => None,
    }
}

/// The baggage section: the list of pieces, the totals against the
/// allowance and the excess fee.
#[component]
pub fn BaggageSection() -> impl IntoView {
    let ctx = Ctx::get();
    // The totals are built once, when there is a report, and then follow it
    // field by field: rebuilding them on every keystroke re-set each of their
    // attributes (`erase_components` erases the attributes' types), 76 DOM
    // calls per edit.
    let totals = ctx.section(Section::Baggage, 0, |r, _| Part::Baggage(r.baggage.clone()));
    let each = move || {
        ctx.form
            .with(|f| f.bags.iter().map(|b| b.id).enumerate().collect::<Vec<_>>())
    };
    let add = move |_| {
        ctx.form.update(|f| {
            let id = f.take_id();
            focus_next(
                format!("bag-{}-kind", f.bags.len()),
                "bag-add",
                String::new(),
            );
            f.bags.push(Bag::new(id));
        })
    };
    view! {
        <section class="emb-section" {..attr("aria-labelledby", "emb-h-bag")}>
            <h2 class="emb-section__title" {..attr_of("id", "emb-h-bag")}>{ctx.text("ui.section.baggage")}</h2>
            <ol class="emb-bags">
                {rows(each, |index, id| view! { <BagRow index id/> }.into_inner().into_any())}
            </ol>
            {show_when(ctx, |f| f.bags.is_empty(), move || view! {
                <p class="emb-note">{ctx.text("ui.bag.none")}</p>
            }.into_inner().into_any())}
            <button class="emb-button" {..attr("type", "button")} {..attr_of("id", "bag-add")} data-testid="bag-add" {..handler("click", add)}>
                {ctx.text("ui.bag.add")}
            </button>
            // Decreto 2.521/1998 art. 70 § 1º prices the excess on the
            // conventional service's fare, not an executive or sleeper one.
            {show_when(ctx, Form::asks_conventional_fare, move || view! {
                <div class="emb-grid">
                    <TextInput id="bag-conventional-fare".into() label="ui.bag.conventional_fare" inputmode="decimal"
                        hint="ui.bag.conventional_fare_hint"
                        get=|f| f.conventional_fare.clone() set=|f, v| f.conventional_fare = v/>
                </div>
            }.into_inner().into_any())}
            {show(move || totals.with(|p| report(p).is_some()), move || view! { <Totals totals/> }.into_inner().into_any())}
        </section>
    }.into_inner()
}

/// One piece: kind, placement, weight and sides, and its verdict.
#[component]
fn BagRow(index: usize, id: u32) -> impl IntoView {
    let ctx = Ctx::get();
    let tid = move |n: &str| format!("bag-{index}-{n}");
    let verdict = ctx.section(Section::Baggage, index, |r, index| {
        Part::Bag(
            r.baggage
                .as_ref()
                .and_then(|b| b.items.iter().find(|i| i.index == index).cloned()),
        )
    });
    let verdict = move || match verdict.get() {
        Some(Part::Bag(v)) => v,
        _ => None,
    };
    let remove = move |_| {
        ctx.form.update(|f| f.bags.retain(|b| b.id != id));
        focus_next(tid("kind"), "bag-add", removed(ctx, "ui.bag.item", index));
    };
    view! {
        <li class="emb-bag" data-testid=tid("row")>
            {row_title(ctx, "ui.bag.item", index)}
            <div class="emb-grid">
                <RowSelect id=tid("kind") label="ui.bag.kind" options=KINDS prefix="bag.kind"
                    row=id get=|f, id| field(f, id, |b| &b.kind) set=|f, id, v| set_field(f, id, v, |b| &mut b.kind)/>
                <RowSelect id=tid("placement") label="ui.bag.placement" options=PLACEMENTS prefix="bag.placement"
                    row=id get=|f, id| field(f, id, |b| &b.placement) set=|f, id, v| set_field(f, id, v, |b| &mut b.placement)/>
                <RowText id=tid("weight") label="ui.bag.weight" inputmode="decimal"
                    row=id get=|f, id| field(f, id, |b| &b.weight) set=|f, id, v| set_field(f, id, v, |b| &mut b.weight)/>
                <RowText id=tid("length") label="ui.bag.length" inputmode="decimal"
                    row=id get=|f, id| field(f, id, |b| &b.length) set=|f, id, v| set_field(f, id, v, |b| &mut b.length)/>
                <RowText id=tid("width") label="ui.bag.width" inputmode="decimal"
                    row=id get=|f, id| field(f, id, |b| &b.width) set=|f, id, v| set_field(f, id, v, |b| &mut b.width)/>
                <RowText id=tid("height") label="ui.bag.height" inputmode="decimal"
                    row=id get=|f, id| field(f, id, |b| &b.height) set=|f, id, v| set_field(f, id, v, |b| &mut b.height)/>
            </div>
            // Said to screen readers once the typing settles; the region
            // stays in the DOM so changes are heard.
            {status(ctx, tid("said"), move || verdict().map(|v| {
                format!("{} {}: {}", ctx.t("ui.bag.item"), index + 1, ctx.t_owned(&verdict_label(&v).1))
            }))}
            {move || or_empty(verdict().map(|v| {
                let (class, label) = verdict_label(&v);
                let cites = v.citations.clone();
                view! {
                    <div {..attr_owned("class", format!("emb-verdict emb-verdict--{class}"))}>
                        // Heard once, with the piece's number, in the status
                        // line above; browsing read it twice.
                        <p class="emb-verdict__label" data-testid=tid("verdict") {..attr("aria-hidden", "true")}>
                            {ctx.t_owned(&label)}
                        </p>
                        <ul class="emb-reasons">
                            {li_items(v.reasons.iter().map(|r| ctx.tk("baggage.reason.", r.key())).collect())}
                        </ul>
                        <Citations citations=cites/>
                    </div>
                }.into_inner().into_any()
            }))}
            <button class="emb-button emb-button--quiet" {..attr("type", "button")} data-testid=tid("remove") {..handler("click", remove)}>
                {ctx.text("ui.bag.remove")}<span class="emb-sr">" "{ctx.text("ui.bag.item")}" "{(index + 1).to_string()}</span>
            </button>
        </li>
    }.into_inner()
}

/// Totals against the allowance, as meters, and the excess fee.
#[component]
fn Totals(totals: Memo<Option<Part>>) -> impl IntoView {
    let ctx = Ctx::get();
    // What changes only when the verdict does: within the allowance or the
    // excess and its fee, the reasons, the citations.
    let verdict = super::app::part_memo(move |_| {
        let l = ctx.locale.get();
        totals.with(|p| {
            report(p).map(|b| {
                // Kilograms over: their fee. Otherwise (a volume over the
                // allowance, a piece too large) there is no "0 kg, R$ 0,00"
                // to show: the pieces and the reasons say what is wrong.
                let excess = (b.excess_grams > 0).then(|| {
                    let fee = fee_text(l, b);
                    // The rate itself: "cobrado por quilo, em milésimos do
                    // preço" never said how many (5 ‰ is 0,5 % per kg).
                    let p = b.excess_rate_permille;
                    let rate = (p > 0).then(|| fill(ctx.t("ui.baggage.rate"), &[&fixed(l, p, 1)]));
                    (grams_as_kg(l, b.excess_grams), fee, rate)
                });
                Part::Totals {
                    within: b.within_allowance,
                    moved: b.free_if_moved(),
                    excess,
                    reasons: b.reasons.clone(),
                    citations: b.citations.clone(),
                }
            })
        })
    });
    let verdict = move || {
        let Some(Part::Totals {
            within,
            moved,
            excess,
            reasons,
            citations,
        }) = verdict.get()
        else {
            return None;
        };
        Some({
            // A piece without its weight: not yet "all free"; the reasons
            // below ask for the weight.
            let unweighed = reasons.contains(&Reason::WeightMissing);
            let summary = match excess {
                // One paragraph, its class and message chosen: a view per
                // case repeated the same code four times in the wasm.
                None => {
                    let (class, key) = if !moved {
                        ("emb-big", "ui.baggage.not_all_free")
                    } else if unweighed {
                        ("emb-big", "ui.bag.unweighed")
                    } else if !within {
                        // Only pieces to take to the hold: "not all fits"
                        // was false, since nothing costs extra.
                        ("emb-big", "ui.baggage.to_hold")
                    } else {
                        ("emb-big emb-ok", "ui.baggage.all_free")
                    };
                    view! { <p {..attr("class", class)} data-testid="baggage-summary">{ctx.t(key)}</p> }.into_inner().into_any()
                }
                Some((excess, fee, rate)) => view! {
                    <dl class="emb-big" data-testid="baggage-summary">
                        <dt>{ctx.t("ui.baggage.excess")}</dt>
                        <dd data-testid="baggage-excess">{excess}</dd>
                        <dt>{ctx.t("ui.baggage.fee")}</dt>
                        <dd data-testid="baggage-fee">{fee}</dd>
                    </dl>
                    {rate.map(|r| view! { <p class="emb-note" data-testid="baggage-rate">{r}</p> }.into_inner().into_any())}
                }.into_inner().into_any(),
            };
            view! {
                {summary}
                <ul class="emb-reasons">
                    {li_items(reasons.iter().map(|r| ctx.tk("baggage.reason.", r.key())).collect())}
                </ul>
                <Citations citations=citations/>
            }
            .into_inner()
            .into_any()
        })
    };
    view! {
        <div class="emb-totals" data-testid="baggage-totals">
            <div class="emb-meters">
            <Meter id="emb-m-hold" label="ui.baggage.hold_weight" testid="baggage-hold-weight" totals
                pick=|b, l| (b.hold_weight_grams, b.hold_allowance_grams,
                    format!("{} / {}", grams_as_kg(l, b.hold_weight_grams), grams_as_kg(l, b.hold_allowance_grams)))/>
            <Meter id="emb-m-vol" label="ui.baggage.hold_volume" testid="baggage-hold-volume" totals
                pick=|b, l| (b.hold_volume_dm3, b.hold_allowance_dm3, volume_text(b, l))/>
            <Meter id="emb-m-cabin" label="ui.baggage.cabin_weight" testid="baggage-cabin-weight" totals
                pick=|b, l| (b.cabin_weight_grams, b.cabin_allowance_grams,
                    format!("{} / {}", grams_as_kg(l, b.cabin_weight_grams), grams_as_kg(l, b.cabin_allowance_grams)))/>
            </div>
            {move || or_empty(verdict())}
        </div>
    }.into_inner()
}

/// The hold's volume against its allowance, and how many pieces are left
/// out for want of measurements: "0 / 300 dm³" alone read as "the bags take
/// no room" when no size was typed.
pub fn volume_text(b: &BaggageReport, l: Locale) -> String {
    let mut t = format!("{} / {} dm³", b.hold_volume_dm3, b.hold_allowance_dm3);
    let n = b
        .items
        .iter()
        .filter(|i| i.reasons.contains(&Reason::DimensionsMissing))
        .count();
    if n > 0 {
        t.push_str(&fill(
            i18n::t(l, "ui.baggage.unmeasured"),
            &[&n.to_string()],
        ));
    }
    t
}

/// One total against its allowance: a `<meter>` that turns "high" past the
/// allowance, with the figures as text beside it. `pick` gives the total, the
/// allowance and the figures as text ("34 kg / 30 kg").
#[component]
fn Meter(
    id: &'static str,
    /// i18n key of the label.
    label: &'static str,
    testid: &'static str,
    totals: Memo<Option<Part>>,
    pick: fn(&BaggageReport, Locale) -> (u32, u32, String),
) -> impl IntoView {
    let ctx = Ctx::get();
    // A closure, not a memo: the four bindings below each call `pick` (three
    // numbers and one short text), and one more memo type cost 0.6 KB of wasm.
    let m = move || {
        let l = ctx.locale.get();
        totals.with(|p| report(p).map(|b| pick(b, l)).unwrap_or_default())
    };
    view! {
        <div class="emb-meter">
            <label {..attr_owned("for", id.into())}>{ctx.text(label)}</label>
            <meter {..attr_of("id", id)} {..attr("min", "0")} {..attr_fn("max", move || Some({ let (v, a, _) = m(); a.max(v).to_string() }))} {..attr_fn("high", move || Some(m().1.to_string()))}
                {..attr_fn("value", move || Some(m().0.to_string()))}></meter>
            <span data-testid=testid>{move || m().2.into_any()}</span>
        </div>
    }.into_inner()
}
