//! The refund section: the ticket's facts, the passenger's situation said as
//! they would say it, and what the report's `refund` decision gives back, to
//! the centavo, and until when — with a timeline of "now" against the 3 h
//! notice limit and the departure.
//!
//! No law is decided here: every amount, instant and key comes from
//! [`RefundDecision`] (see [`crate::rules::refund`]); the page only fills
//! the labels and places the timeline's marks ([`super::timeline`]). The
//! ticket's fare is typed once, in the trip section (`ticket-fare`).
//!
//! Test ids: controls `ticket-purchased`, `ticket-channel`,
//! `ticket-revalidated`, `ticket-credit`, `ticket-credit-settled`, the
//! situation group `request-kind` (radios `request-kind-<kind>`) and the
//! inputs it asks for, `request-new-fare`, `request-delay`,
//! `request-interruption`, `request-lower-fare`, `request-seat-resold`; the
//! fare line `refund-fare`; the result `refund-result` (with
//! `data-allowed`), `refund-verdict`, `refund-amount`, `refund-line`,
//! `refund-due`, `refund-deadline`, `refund-regret`, `refund-pay`,
//! `refund-expires`, `refund-options`, `refund-reasons`, `refund-notices`,
//! `refund-timeline` (the SVG), `refund-timeline-facts`; `refund-pick` when
//! no situation is chosen.

use super::app::{Ctx, Part};
use super::form::{reais, Form, Section, NEW_SERVICES};
use super::format::{countdown, date, fill, instant, money};
use super::timeline::{anchor, layout, notice_span, Instants, Stretch};
use super::widgets::{
    attr, attr_of, attr_owned, bound, checked, handler, li_items, or_empty, show_when, status,
    ticking, Check, Citations, Select, TextInput,
};
use crate::i18n::{self, Locale};
use crate::rules::query::RequestKind;
use crate::rules::refund::{OptionKey, Reason, RefundDecision};
use chrono::{DateTime, FixedOffset};
use leptos::prelude::*;
use std::sync::Arc;

/// The situations, in the order a passenger meets them; "none" last, to
/// take the question back.
const KINDS: [RequestKind; 8] = [
    RequestKind::Withdrawal,
    RequestKind::Revalidation,
    RequestKind::Delay,
    RequestKind::Interruption,
    RequestKind::Downgrade,
    RequestKind::NoShow,
    RequestKind::PassengerInterrupts,
    RequestKind::None,
];

const CHANNELS: &[&str] = &["counter", "online", "phone"];

fn parse(rfc3339: &str) -> Option<DateTime<FixedOffset>> {
    crate::rules::rfc3339::instant(rfc3339)
}

fn now(ctx: Ctx) -> Option<DateTime<FixedOffset>> {
    ctx.form.with(|f| parse(&f.now))
}

/// The passenger's departure as the form has it (date and time in Brasília
/// time): their boarding at a later stop when given (`true`), which the
/// refund limits count from, else the line's departure.
fn departure(ctx: Ctx) -> Option<(DateTime<FixedOffset>, bool)> {
    ctx.form.with(|f| {
        let (date, time, boarding) = match f.boarding() {
            Ok(Some((date, time))) => (date, time, true),
            _ => (f.date.trim(), f.time.trim(), false),
        };
        parse(&f.local_instant(date, time)).map(|d| (d, boarding))
    })
}

/// The refund section.
#[component]
pub fn RefundSection() -> impl IntoView {
    let ctx = Ctx::get();
    view! {
        <section class="emb-section emb-refund" {..attr("aria-labelledby", "emb-h-refund")} data-testid="refund-section">
            <h2 class="emb-section__title" {..attr_of("id", "emb-h-refund")}>{ctx.text("ui.section.refund")}</h2>
            <TicketFacts/>
            <Situation/>
            <RefundResult/>
        </section>
    }.into_inner()
}

/// What the passenger knows of the ticket: the fare (typed in the trip
/// section), the purchase date and channel, rebooked already, bought on
/// credit and whether it is settled.
#[component]
fn TicketFacts() -> impl IntoView {
    let ctx = Ctx::get();
    let fare = move || {
        let cents = ctx
            .form
            .with(|f| reais("ticket-fare", &f.fare).ok().flatten());
        match cents {
            Some(c) => view! {
                <p class="emb-refund__fare" data-testid="refund-fare">
                    {fill(ctx.t("ui.refund.fare"), &[&money(ctx.locale.get(), c)])}
                </p>
            }
            .into_inner().into_any(),
            None => view! {
                <p class="emb-refund__fare" data-testid="refund-fare">
                    <a class="emb-cite" {..attr("href", "#ticket-fare")}>{ctx.t("ui.refund.fare_missing")}</a>
                </p>
            }
            .into_inner().into_any(),
        }
    };
    view! {
        <fieldset class="emb-fieldset">
            <legend class="emb-fieldset__legend">{ctx.text("ui.refund.ticket")}</legend>
            {move || fare()}
            <div class="emb-grid">
                <TextInput id="ticket-purchased".into() label="ui.refund.purchased" kind="date"
                    hint="ui.refund.purchased_hint"
                    get=|f| f.purchased.clone() set=|f, v| f.purchased = v/>
                <Select id="ticket-channel".into() label="ui.refund.channel" options=CHANNELS
                    prefix="ui.refund.channel"
                    get=|f| f.channel.clone() set=|f, v| f.channel = v/>
            </div>
            // Lei RS 11.993/2003 limits rebooking to once on RS lines only.
            {show_when(ctx, Form::rs_line, move || view! {
                <Check id="ticket-revalidated".into() label="ui.refund.revalidated"
                    get=|f| f.revalidated set=|f, v| f.revalidated = v/>
            }.into_inner().into_any())}
            <Check id="ticket-credit".into() label="ui.refund.credit"
                get=|f| f.paid_by_credit set=|f, v| f.paid_by_credit = v/>
            {show_when(ctx, |f| f.paid_by_credit, move || view! {
                <Check id="ticket-credit-settled".into() label="ui.refund.credit_settled"
                    get=|f| f.credit_settled set=|f, v| f.credit_settled = v/>
            }.into_inner().into_any())}
        </fieldset>
    }
    .into_inner()
}

/// The situation picker, in the passenger's words, and the inputs the
/// chosen situation needs (only those).
#[component]
fn Situation() -> impl IntoView {
    let ctx = Ctx::get();
    let radios = KINDS
        .iter()
        .map(|k| {
            let key = k.key();
            let id = format!("request-kind-{key}");
            let label = i18n::join("refund.kind.", key);
            let on = bound(ctx, Arc::new(move |f: &Form| checked(f.request == key)));
            view! {
                <div class="emb-choice">
                    <input class="emb-choice__radio" {..attr("type", "radio")} {..attr("name", "emb-request-kind")}
                        {..attr_of("id", id.clone())} data-testid=id.clone() {..attr("value", key)}
                        prop:checked=move || on.get()
                        {..handler("change", move |_| ctx.form.update(|f| f.request = key.to_string()))}/>
                    <label class="emb-choice__label" {..attr_owned("for", id)}>{move || ctx.t_owned(&label).to_string().into_any()}</label>
                </div>
            }.into_inner().into_any()
        })
        .collect_view();
    view! {
        <fieldset class="emb-fieldset" data-testid="request-kind">
            <legend class="emb-fieldset__legend">{ctx.text("ui.refund.situation")}</legend>
            <div class="emb-choices">{radios}</div>
            {show_when(ctx, |f| f.request == RequestKind::Revalidation.key(), move || view! {
                <div class="emb-grid">
                    {show_when(ctx, Form::asks_new_fare, move || view! {
                        <TextInput id="request-new-fare".into() label="ui.refund.new_fare" inputmode="decimal"
                            get=|f| f.new_fare.clone() set=|f, v| f.new_fare = v/>
                    }.into_inner().into_any())}
                    {show_when(ctx, Form::asks_new_service, move || view! {
                        <Select id="request-new-service".into() label="ui.refund.new_service" prefix="trip.service"
                            options=NEW_SERVICES get=|f| f.new_service.clone() set=|f, v| f.new_service = v/>
                    }.into_inner().into_any())}
                </div>
            }.into_inner().into_any())}
            {show_when(ctx, |f| f.request == RequestKind::Delay.key(), move || view! {
                <div class="emb-grid">
                    <TextInput id="request-delay".into() label="ui.refund.delay" inputmode="numeric"
                        get=|f| f.delay_minutes.clone() set=|f, v| f.delay_minutes = v/>
                </div>
            }.into_inner().into_any())}
            {show_when(ctx, |f| f.request == RequestKind::Interruption.key(), move || view! {
                <div class="emb-grid">
                    <TextInput id="request-interruption".into() label="ui.refund.interruption" inputmode="numeric"
                        get=|f| f.interruption_minutes.clone() set=|f, v| f.interruption_minutes = v/>
                </div>
            }.into_inner().into_any())}
            {show_when(ctx, |f| f.request == RequestKind::Downgrade.key(), move || view! {
                <div class="emb-grid">
                    <TextInput id="request-lower-fare".into() label="ui.refund.lower_fare" inputmode="decimal"
                        get=|f| f.lower_class_fare.clone() set=|f, v| f.lower_class_fare = v/>
                </div>
            }.into_inner().into_any())}
            {show_when(ctx, |f| f.request == RequestKind::NoShow.key(), move || view! {
                <Check id="request-seat-resold".into() label="ui.refund.seat_resold"
                    get=|f| f.seat_resold set=|f, v| f.seat_resold = v/>
            }.into_inner().into_any())}
        </fieldset>
    }.into_inner()
}

fn verdict_text(ctx: Ctx, d: &RefundDecision) -> &'static str {
    ctx.t_owned(&verdict_key(d))
}

/// The catalogue key of the verdict's sentence (the screen's heading, and
/// the printed sheet's where a bare "Não" would stand over money).
pub fn verdict_key(d: &RefundDecision) -> String {
    if pending(d) {
        return "ui.refund.verdict.pending".into();
    }
    // A delay of an hour or less gives nothing of its own, but the ticket's
    // terms stand: "Ainda sem direito a reembolso" stood above a refund on
    // offer (a passenger's pass).
    let yes = match (d.allowed, short_delay_offers(d)) {
        (true, _) => "yes",
        (false, true) if d.options.contains(&OptionKey::Refund) => "no_cancel",
        (false, true) => "no_rebook",
        (false, false) => "no",
    };
    // Asked before the trip began, a missed bus or a trip broken off is a
    // cancellation, and its verdict is one ("The carrier may still resume
    // the trip" stood over a trip not begun).
    let kind = match d.reasons.contains(&Reason::NotDepartedYet) {
        true => RequestKind::Withdrawal,
        false => d.kind,
    };
    format!("ui.refund.verdict.{}.{yes}", kind.key())
}

/// Not refused but undecided: after an interstate departure, a rebooking
/// holds for the ticket's year, which the purchase date gives ("Não é
/// possível remarcar" stood above "informe a data da compra"). A missed
/// bus's claim is decided by its seat, not by that date: its rebooking is
/// an option beside it (it read "Depende da data da compra", a UI review).
pub fn pending(d: &RefundDecision) -> bool {
    d.kind == RequestKind::Revalidation
        && !d.allowed
        && d.reasons.contains(&Reason::PurchaseDateNeededForValidity)
}

/// The ticket's last valid day, when the ticket still has a use: "Passagem
/// válida até 19/12/2027" beside "Não é mais possível remarcar" (an RS
/// ticket already rebooked once, or past its 3 h) read as a way out the
/// answer had just closed (a passenger's pass). The claim of a missed bus
/// whose seat someone else used is not a use: it is that departure's (an
/// RS passenger's pass saw the year's validity under an RS refusal).
pub fn validity(d: &RefundDecision) -> Option<&str> {
    let usable = d.allowed || d.options.iter().any(|o| *o != OptionKey::NoShowClaim);
    d.expires_on.as_deref().filter(|_| usable)
}

/// A delay of an hour or less: refused (no right of its own), with the
/// ticket's own cancellation or rebooking on offer. The verdict, the
/// amount's label and the printed sheet all read it.
pub fn short_delay_offers(d: &RefundDecision) -> bool {
    d.kind == RequestKind::Delay && !d.allowed && !d.options.is_empty()
}

/// The amount's label: a short delay's sum is its cancellation's.
pub fn amount_label(d: &RefundDecision) -> &'static str {
    match short_delay_offers(d) {
        true => "ui.refund.back_if_cancel",
        false => "ui.refund.back",
    }
}

/// Whether the amount back is worth a large line: something comes back, or
/// the situation is about money back and the fares are known (then "R$ 0,00"
/// says plainly that nothing does). A rebooking is about what is due.
pub fn shows_amount(d: &RefundDecision) -> bool {
    let unknown = [Reason::FareNeeded, Reason::LowerClassFareNeeded];
    // A delay of an hour or less, a stop of 3 h or less: "Você recebe de
    // volta R$ 0,00" beside the cancellation, or the wait, it offers read as
    // a contradiction (a review; the stop, a UI review).
    let waiting = [Reason::DelayNotOver1h, Reason::InterruptionWithin3h];
    d.refund_cents.0 > 0
        || (d.kind != RequestKind::Revalidation
            && !waiting.iter().any(|r| d.reasons.contains(r))
            && !unknown.iter().any(|r| d.reasons.contains(r)))
}

/// The result, from the report's `refund` decision, and a one-line
/// announcement of it for screen readers.
#[component]
fn RefundResult() -> impl IntoView {
    let ctx = Ctx::get();
    let decision = ctx.section(Section::Refund, 0, |r, _| Part::Refund(r.refund.clone()));
    let decision = move || match decision.get() {
        Some(Part::Refund(d)) => d,
        _ => None,
    };
    let announce = move || {
        let d = decision()?;
        let mut line = verdict_text(ctx, &d).to_string();
        if shows_amount(&d) {
            line.push_str(&format!(
                ". {}: {}",
                ctx.t(amount_label(&d)),
                money(ctx.locale.get(), d.refund_cents.0)
            ));
        }
        // A rebooking's amount due too ("Você pode remarcar" alone was
        // said while the screen showed R$ 50,00 to pay and the fee).
        if let Some((due, fee)) = due_terms(ctx.locale.get(), &d) {
            let due = due_prefixed(ctx, &d, due);
            let fee = fee.map_or(String::new(), |f| fee_after(&due, &f));
            line.push_str(&format!(". {due}{fee}"));
        }
        Some(line)
    };
    let body = move || {
        ctx.locale.track();
        decision().map(|d| view! { <Decision d/> }.into_inner().into_any())
    };
    view! {
        {status(ctx, "refund-said".into(), announce)}
        {show_when(ctx, |f| f.request == RequestKind::None.key(), move || view! {
            <p class="emb-note" data-testid="refund-pick">{ctx.text("ui.refund.pick")}</p>
        }.into_inner().into_any())}
        {move || or_empty(body())}
    }
    .into_inner()
}

/// The deadline line: until when, with the time left, or when it ended.
fn deadline_line(ctx: Ctx, at: &str) -> String {
    let l = ctx.locale.get();
    match now(ctx).and_then(|n| countdown(l, &n, at)) {
        Some(left) => format!(
            "{} — {left}",
            fill(ctx.t("ui.refund.deadline"), &[&instant(l, at)])
        ),
        None => fill(ctx.t("ui.refund.deadline_passed"), &[&instant(l, at)]),
    }
}

/// The right of regret's terms, while they hold (the screen and the printed
/// sheet): beside a rebooking they are a cancellation's, and say so (a
/// passenger's pass read them as the rebooking's).
pub fn regret_line(l: Locale, d: &RefundDecision) -> Option<String> {
    let at = d.regret_until.as_deref()?;
    if !d.reasons.contains(&Reason::RightOfRegret) {
        return None;
    }
    // "Instead of rebooking" beside a rebooking only: a delay's answer read
    // it with no rebooking offered (a passenger's pass).
    let key = match d.kind {
        RequestKind::Revalidation => "ui.refund.regret_until_cancel",
        _ => "ui.refund.regret_until",
    };
    Some(fill(crate::i18n::t(l, key), &[&instant(l, at)]))
}

/// Who pays by when: at once, within N days (by the date), or N days after
/// a credit purchase is settled.
pub fn pay_terms(l: Locale, d: &RefundDecision) -> Option<String> {
    let t = |k| i18n::t(l, k);
    let days = d.pay_within_days?;
    let n = days.to_string();
    Some(match (&d.pay_by, days) {
        (_, 0) if !d.reasons.contains(&Reason::CreditNotSettled) => {
            t("ui.refund.pay_now").to_string()
        }
        // "De imediato" (Lei 11.975 art. 3º) once the debt is paid (art.
        // 15): it read "em até 0 dias depois de quitada".
        (_, 0) => t("ui.refund.pay_when_settled").to_string(),
        // Counted from the trip when asked before it (Lei 11.975 art. 12 §
        // 1º): "30 dias do pedido — até" a date 60 days off read as a slip.
        (Some(by), _) if d.refund_after_trip => {
            fill(t("ui.refund.pay_after_trip"), &[&date(l, by), &n])
        }
        (Some(by), _) => fill(t("ui.refund.pay_within"), &[&n, &date(l, by)]),
        (None, _) => fill(t("ui.refund.pay_after_credit"), &[&n]),
    })
}

/// The fee after what is due: in brackets, or as a sentence of its own
/// after one that has ended ("…a diferença. (mais a taxa…)" read oddly).
pub fn fee_after(text: &str, fee: &str) -> String {
    match text.ends_with('.') {
        true => format!(" {}.", super::format::sentence(fee.to_string())),
        false => format!(" ({fee})"),
    }
}

/// What an allowed revalidation costs: the difference, and the fee charged
/// or, when the carrier's policy names none, the most it may charge (the
/// passenger's worst case), for the screen and the printed sheet alike.
pub fn due_terms(l: Locale, d: &RefundDecision) -> Option<(String, Option<String>)> {
    if d.kind != RequestKind::Revalidation || !d.allowed {
        return None;
    }
    let t = |k| i18n::t(l, k);
    // The difference not known yet: neither "nothing to pay" nor the fee
    // alone as the amount (it read "Você paga: R$ 50,00" for the fee).
    let unknown = d.reasons.contains(&Reason::NewFareNeeded);
    let (key, fee) = match (d.rebooking_fee_cents.0, d.rebooking_fee_cap_cents) {
        (0, Some(cap)) => ("ui.refund.due_fee_up_to", cap.0),
        (fee, _) if unknown => ("ui.refund.due_fee_plus", fee),
        (fee, _) => ("ui.refund.due_fee", fee),
    };
    let fee = (fee > 0).then(|| fill(t(key), &[&money(l, fee)]));
    let text = if unknown {
        t("refund.reason.new_fare_needed").to_string()
    } else if d.amount_due_cents.0 > 0 {
        money(l, d.amount_due_cents.0)
    } else {
        t("ui.refund.nothing_due").to_string()
    };
    Some((text, fee))
}

/// "Você paga: R$ 50,00" for an amount; "Nada a pagar" or what is still
/// needed as it stands (the screen and its announcement alike).
fn due_prefixed(ctx: Ctx, d: &RefundDecision, text: String) -> String {
    if d.amount_due_cents.0 > 0 && !d.reasons.contains(&Reason::NewFareNeeded) {
        format!("{}: {text}", ctx.t("ui.refund.due"))
    } else {
        text
    }
}

/// One decision: verdict, amounts, dates, timeline, options, reasons,
/// notices and citations.
#[component]
fn Decision(d: RefundDecision) -> impl IntoView {
    let ctx = Ctx::get();
    let l = ctx.locale.get_untracked();
    let state = match (d.allowed, pending(&d)) {
        (true, _) => "allowed",
        (_, true) => "pending",
        _ => "refused",
    };
    let fare = d.refund_cents.0.saturating_add(d.retention_cents.0);
    let amount = shows_amount(&d).then(|| {
        view! {
            <p class="emb-refund__back">
                <span class="emb-refund__back-label">{ctx.t(amount_label(&d))}</span>
                <span class="emb-refund__amount" data-testid="refund-amount">{money(l, d.refund_cents.0)}</span>
            </p>
        }.into_inner().into_any()
    });
    let line = (d.retention_cents.0 > 0).then(|| {
        let text = fill(
            ctx.t("ui.refund.line"),
            &[
                &money(l, fare),
                &money(l, d.retention_cents.0),
                &d.retention_percent.to_string(),
                &money(l, d.refund_cents.0),
            ],
        );
        view! { <p class="emb-refund__line" data-testid="refund-line">{text}</p> }
            .into_inner()
            .into_any()
    });
    let due = due_terms(l, &d).map(|(text, fee)| {
        let text = due_prefixed(ctx, &d, text);
        let fee = fee.map(|f| {
            view! { <span class="emb-refund__fee">{fee_after(&text, &f)}</span> }
                .into_inner()
                .into_any()
        });
        view! {
            <p class="emb-refund__due" data-testid="refund-due">
                {text}
                {fee}
            </p>
        }
        .into_inner()
        .into_any()
    });
    let deadline = d.deadline.clone().map(|at| {
        let line = ticking(ctx, Arc::new(move || deadline_line(ctx, &at).into_any()));
        view! { <p class="emb-refund__deadline" data-testid="refund-deadline">{line}</p> }
            .into_inner()
            .into_any()
    });
    let regret = regret_line(l, &d).map(|line| {
        view! { <p class="emb-refund__regret" data-testid="refund-regret">{line}</p> }
            .into_inner()
            .into_any()
    });
    let pay = pay_terms(l, &d)
        .map(|p| format!("{}: {p}", ctx.t("ui.refund.who_pays")))
        .map(|p| {
            view! { <p class="emb-refund__pay" data-testid="refund-pay">{p}</p> }
                .into_inner()
                .into_any()
        });
    let expires = validity(&d).map(|e| {
        view! {
            <p class="emb-refund__expires" data-testid="refund-expires">
                {fill(ctx.t("ui.refund.expires"), &[&date(l, e)])}
            </p>
        }
        .into_inner()
        .into_any()
    });
    // A rebooking after the limit may cost the carrier's fee (Res. ANTT
    // 4.282/2014 art. 7º § 5º); a missed bus asked about before it leaves is
    // decided as a cancellation, which has none (a UI review).
    let fee = (d.kind == RequestKind::Revalidation
        || (d.kind == RequestKind::NoShow && !d.reasons.contains(&Reason::NotDepartedYet)))
    .then_some(d.late_rebooking_fee_percent);
    let timeline = d
        .notice_limit
        .clone()
        .zip(d.deadline.clone())
        .map(|(limit, deadline)| {
            ticking(
                ctx,
                Arc::new(move || {
                    let (limit, deadline) = (limit.clone(), deadline.clone());
                    view! { <Timeline limit deadline fee/> }
                        .into_inner()
                        .into_any()
                }),
            )
        });
    let list = |title: &'static str, id: &'static str, items: Vec<&'static str>| {
        (!items.is_empty()).then(|| {
            view! {
                <h3 class="emb-subtitle">{ctx.t(title)}</h3>
                <ul class="emb-reasons" data-testid=id>
                    {li_items(items)}
                </ul>
            }
            .into_inner()
            .into_any()
        })
    };
    let options = list(
        "ui.refund.options",
        "refund-options",
        d.options
            .iter()
            .map(|o| ctx.tk("refund.option.", o.key()))
            .collect(),
    );
    let reasons = list(
        "ui.refund.reasons",
        "refund-reasons",
        d.reasons
            .iter()
            .map(|r| ctx.tk("refund.reason.", r.key()))
            .collect(),
    );
    let notices = list(
        "ui.refund.notices",
        "refund-notices",
        d.notices
            .iter()
            .map(|n| ctx.tk("refund.notice.", n.key()))
            .collect(),
    );
    let cites = d.citations.clone();
    view! {
        <div {..attr_owned("class", format!("emb-refund-result emb-refund-result--{state}"))} data-testid="refund-result"
            data-allowed=if d.allowed { "true" } else { "false" }>
            <p class="emb-refund__kicker">{ctx.tk("refund.kind.", d.kind.key())}</p>
            <h3 {..attr_owned("class", format!("emb-refund__verdict emb-refund__verdict--{state}"))} data-testid="refund-verdict">
                <span class="emb-refund__icon" {..attr("aria-hidden", "true")}>{match state { "allowed" => "✓", "pending" => "?", _ => "✕" }}</span>
                " "{verdict_text(ctx, &d)}
            </h3>
            {amount}
            {line}
            {due}
            {deadline}
            {regret}
            {pay}
            {expires}
            {timeline}
            {options}
            {reasons}
            {notices}
            <Citations citations=cites/>
        </div>
    }.into_inner()
}

/// SVG geometry: a bar from `LEFT` to `RIGHT` in a `WIDTH` × `HEIGHT` box.
const WIDTH: i64 = 260;
const HEIGHT: i64 = 120;
const LEFT: i64 = 6;
const RIGHT: i64 = 254;
const BAR_Y: i64 = 40;
const BAR_H: i64 = 14;

/// The timeline picture: "now" against the notice limit and the departure,
/// with the stretches coloured by CSS class, a text alternative that says
/// the same, and the three instants written out below it.
#[component]
fn Timeline(
    /// The notice limit (RFC 3339).
    limit: String,
    /// The last instant the chosen action is allowed (RFC 3339).
    deadline: String,
    /// Whether the stretch after the limit may cost a rebooking fee: the
    /// percent its carrier states, or `Some(None)` when unstated.
    fee: Option<Option<u32>>,
) -> impl IntoView {
    let ctx = Ctx::get();
    let l = ctx.locale.get_untracked();
    let (Some(now), Some((dep, boarding)), Some(lim), Some(dl)) =
        (now(ctx), departure(ctx), parse(&limit), parse(&deadline))
    else {
        return None;
    };
    // Boarding at a later stop, the limits count from it: the timeline
    // names it so, not "departure" (the line's, which is earlier).
    let word = |key: &'static str| {
        if boarding {
            ctx.t_owned(&format!("{key}.boarding"))
        } else {
            ctx.t(key)
        }
    };
    let t = Instants {
        now: now.timestamp(),
        limit: lim.timestamp(),
        departure: dep.timestamp(),
        deadline: dl.timestamp(),
    };
    let g = layout(t, LEFT, RIGHT);
    let span = notice_span(t.departure - t.limit);
    let here = if t.now > t.deadline {
        Stretch::Closed
    } else if t.now > t.limit {
        Stretch::Late
    } else {
        Stretch::Open
    };
    let left = |at: &DateTime<FixedOffset>| {
        countdown(l, &now, &crate::rules::rfc3339::write(at))
            .unwrap_or_else(|| ctx.t("ui.refund.timeline.passed").to_string())
    };
    let limit_long = fill(word("ui.refund.timeline.limit_long"), &[&span]);
    let label = fill(
        ctx.t("ui.refund.timeline.label"),
        &[
            &instant(l, &crate::rules::rfc3339::write(&now)),
            &limit_long,
            &instant(l, &limit),
            &left(&lim),
            word("ui.refund.timeline.departure"),
            &instant(l, &crate::rules::rfc3339::write(&dep)),
            &left(&dep),
            ctx.tk("ui.refund.timeline.in.", here.key()),
        ],
    );
    // A mark on another day than now carries its day: "Agora 10:00" and
    // "3 h antes · 10:00" a month apart read as the same morning.
    let hhmm = |at: &DateTime<FixedOffset>| {
        let time = crate::rules::rfc3339::write_hhmm(at);
        if at.date_naive() == now.with_timezone(at.offset()).date_naive() {
            time
        } else {
            // Without its year: "20/12", "20 Dec".
            let day = super::format::day(l, at.date_naive());
            let short = day
                .rsplit_once(['/', '\u{a0}'])
                .map_or(day.as_str(), |(d, _)| d);
            format!("{short} {time}")
        }
    };
    let now_text = format!("{} {}", ctx.t("ui.refund.timeline.now"), hhmm(&now));
    let limit_text = format!(
        "{} · {}",
        fill(ctx.t("ui.refund.timeline.limit"), &[&span]),
        hhmm(&lim)
    );
    let dep_text = format!("{} {}", word("ui.refund.timeline.departure"), hhmm(&dep));
    let stretches = g
        .segments
        .iter()
        .map(|s| {
            view! {
                <rect {..attr_owned("class", format!("emb-tl__stretch emb-tl__stretch--{}", s.stretch.key()))}
                    {..attr_owned("x", s.x0.to_string())} {..attr_owned("y", BAR_Y.to_string())} {..attr_owned("width", (s.x1 - s.x0).to_string())} {..attr_owned("height", BAR_H.to_string())}/>
            }
            .into_inner().into_any()
        })
        .collect_view();
    // The fee said in the key before the limit has passed: "ainda
    // permitido" alone hid it until then (a passenger's pass).
    let keys = g
        .segments
        .iter()
        .map(|s| {
            // The fee its carrier states, or up to 20 % when unstated; none
            // said for a carrier that charges none (a policy of 0 read "se
            // cobrar (até 20 %)").
            let k = match (s.stretch, fee) {
                (Stretch::Late, Some(None)) => "late_fee",
                (Stretch::Late, Some(Some(p))) if p > 0 => "late_fee_stated",
                (other, _) => other.key(),
            };
            let p = fee.flatten().unwrap_or(0).to_string();
            // The swatch keeps its stretch's colour (`--late_fee` had none:
            // SVG's black).
            view! {
                <li class="emb-tl__key">
                    <svg class="emb-tl__swatch" viewBox="0 0 16 16" {..attr("aria-hidden", "true")} focusable="false">
                        <rect {..attr_owned("class", format!("emb-tl__stretch emb-tl__stretch--{}", s.stretch.key()))} x="0" y="0" width="16" height="16"/>
                    </svg>
                    {fill(ctx.tk("ui.refund.timeline.key.", k), &[&span, &p])}
                </li>
            }.into_inner().into_any()
        })
        .collect_view();
    let now_x = g.now;
    let pointer = format!(
        "{},{} {},{} {},{}",
        now_x - 7,
        BAR_Y - 14,
        now_x + 7,
        BAR_Y - 14,
        now_x,
        BAR_Y - 3
    );
    Some(view! {
        <figure class="emb-tl">
            <figcaption class="emb-subtitle">{ctx.t("ui.refund.timeline")}</figcaption>
            <svg class="emb-tl__svg" data-testid="refund-timeline" {..attr("role", "img")} aria-label=label
                viewBox=format!("0 0 {WIDTH} {HEIGHT}") focusable="false">
                {stretches}
                <line class="emb-tl__tick emb-tl__tick--limit" {..attr_owned("x1", g.limit.to_string())} {..attr_owned("y1", (BAR_Y - 4).to_string())} {..attr_owned("x2", g.limit.to_string())} {..attr_owned("y2", (BAR_Y + BAR_H + 22).to_string())}/>
                <line class="emb-tl__tick emb-tl__tick--departure" {..attr_owned("x1", g.departure.to_string())} {..attr_owned("y1", (BAR_Y - 4).to_string())}
                    {..attr_owned("x2", g.departure.to_string())} {..attr_owned("y2", (BAR_Y + BAR_H + 44).to_string())}/>
                <line class="emb-tl__tick emb-tl__tick--now" {..attr_owned("x1", now_x.to_string())} {..attr_owned("y1", (BAR_Y - 4).to_string())} {..attr_owned("x2", now_x.to_string())} {..attr_owned("y2", (BAR_Y + BAR_H + 4).to_string())}/>
                <polygon class="emb-tl__pointer" points=pointer/>
                <text class="emb-tl__text emb-tl__text--now" {..attr_owned("x", now_x.to_string())} {..attr_owned("y", (BAR_Y - 20).to_string())}
                    text-anchor=anchor(now_x, LEFT, RIGHT)>{now_text}</text>
                <text class="emb-tl__text" {..attr_owned("x", g.limit.to_string())} {..attr_owned("y", (BAR_Y + BAR_H + 36).to_string())}
                    text-anchor=anchor(g.limit, LEFT, RIGHT)>{limit_text}</text>
                <text class="emb-tl__text" {..attr_owned("x", g.departure.to_string())} {..attr_owned("y", (BAR_Y + BAR_H + 58).to_string())}
                    text-anchor=anchor(g.departure, LEFT, RIGHT)>{dep_text}</text>
            </svg>
            <ul class="emb-tl__keys">{keys}</ul>
            <dl class="emb-facts emb-tl__facts" data-testid="refund-timeline-facts">
                <dt>{ctx.t("ui.refund.timeline.now")}</dt>
                <dd>{instant(l, &crate::rules::rfc3339::write(&now))}</dd>
                <dt>{limit_long}</dt>
                <dd>{format!("{} — {}", instant(l, &limit), left(&lim))}</dd>
                <dt>{word("ui.refund.timeline.departure")}</dt>
                <dd>{format!("{} — {}", instant(l, &crate::rules::rfc3339::write(&dep)), left(&dep))}</dd>
            </dl>
        </figure>
    }.into_inner().into_any())
}
