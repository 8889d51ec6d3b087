//! The benefits section: the passenger's credentials, the vehicle's reserved
//! seats as a ticket agent sees them, the best offer of the report in large
//! type, every other offer folded below with its status and reasons, and the
//! printable refusal notice of Decreto 8.537/2015 art. 14 sole paragraph.
//!
//! No law is decided here: the section shows the report's `benefits` and
//! `best` (see [`crate::rules::benefits`]), whose `refusable`, `role` and
//! `refusal_citations` say which offers give a refusal notice, which
//! reasons are its grounds, and which articles it cites.
//!
//! The carrier's name and the place typed on the notice are personal data:
//! they live in this component's signals only, never in the form, the URL
//! or the report, and are rendered as text nodes (never as HTML).
//!
//! While the notice is open the mount element carries the class
//! `emb-root--refusal`, and the print stylesheet (`@media print` in
//! `style/embarque.css`, block "benefits") prints the notice alone, on one
//! A4 page.
//!
//! Test ids: controls `passenger-id-jovem`, `passenger-income-proof`,
//! `passenger-passe-livre`, `passenger-occupies-seat`,
//! `passenger-lap-children`, `passenger-youth-same-day`,
//! `trip-benefit-seats-offered`, `seats-youth-free`, `seats-youth-discount`,
//! `seats-elderly-free`, `seats-passe-livre`; the result `benefits-note`,
//! `benefit-best` (with `data-kind`), `benefit-best-name`,
//! `benefit-best-price`, `benefit-best-deadline`, `benefit-best-present`,
//! `benefits-documents` (`benefit-doc-<key>` checkboxes),
//! `benefit-best-excludes`, `benefit-best-income-limit`, `benefit-none`,
//! `benefit-others`, and per offer `benefit-<kind>` (others only),
//! `benefit-<kind>-status` (with `data-status`), `benefit-<kind>-reasons`,
//! `benefit-<kind>-refusal` (the button); the notice `refusal-notice`,
//! `refusal-carrier`, `refusal-place` (inputs), `refusal-document`,
//! `refusal-carrier-text`, `refusal-place-text`, `refusal-when`,
//! `refusal-benefit`, `refusal-reasons`, `refusal-citations`,
//! `refusal-print`, `refusal-close`.

use super::app::{Ctx, Part};
use super::form::{Form, Section};
use super::format::{countdown, fill, instant, money, opens_in, sentence};
use super::widgets::{
    attr, attr_fn, attr_of, attr_owned, checked, handler, li_items, or_empty, present, ready_count,
    show, status, ticking, Check, Citations, Flag, TextInput, Ticked,
};
use crate::i18n::Locale;
use crate::rules::benefits::{
    is_declared, is_ground, is_usage_note, refusable, refusal_citations, BenefitKind, BenefitOffer,
    Reason, Status,
};
use leptos::prelude::*;
use std::sync::Arc;
use wasm_bindgen::JsCast;

/// The class the mount element carries while the refusal notice is open.
const ROOT_OPEN: &str = "emb-root--refusal";

/// The section's own state, kept in the page.
#[derive(Clone, Copy)]
struct Ui {
    /// Documents the passenger ticked on the checklist.
    ticked: Ticked,
    /// Whether the passenger chose to unfold the other offers or not
    /// (`others_open`); until they choose, folded when there is a best
    /// offer, open otherwise. Two `bool`s and a key, not an `Option<bool>`
    /// and an `Option<BenefitKind>`: each signal value type is its own copy
    /// of the reactive code in the wasm.
    others_chosen: Flag,
    others_open: Flag,
    /// The key of the benefit whose refusal notice is open; "" for none.
    notice: RwSignal<String>,
    /// Typed on the notice; never leaves the page.
    carrier: RwSignal<String>,
    place: RwSignal<String>,
}

fn kind_name(ctx: Ctx, k: BenefitKind) -> &'static str {
    ctx.tk("benefits.kind.", k.key())
}

/// The offer's status in words; the carrier's own youth discount (art. 19),
/// when none is stated, is no departure's want: "Não oferecido neste
/// horário" stood over "pergunte no guichê" (a kiosk pass).
fn status_name(ctx: Ctx, o: &BenefitOffer) -> &'static str {
    match (o.benefit, o.status) {
        (BenefitKind::YouthCarrierDiscount, Status::NotOfferedOnThisDeparture) => {
            ctx.t("ui.benefits.carrier_not_stated")
        }
        (_, s) => ctx.tk("benefits.status.", s.key()),
    }
}

fn reason_text(ctx: Ctx, r: Reason) -> &'static str {
    ctx.tk("benefits.reason.", r.key())
}

/// A clock time with the countdown to it from the form's `now`:
/// `19:30 de 20/12/2026 — faltam 1 d 9 h 30 min`.
fn clock_and_countdown(ctx: Ctx, template: &'static str, at: &str) -> String {
    let l = ctx.locale.get();
    let line = fill(ctx.t(template), &[&instant(l, at)]);
    // A window not yet open: "opens in 1 d 6 h", not "1 d 6 h left".
    let to = match template {
        "ui.benefits.ask_from" => opens_in,
        _ => countdown,
    };
    let left = ctx
        .form
        .with(|f| crate::rules::rfc3339::instant(&f.now).and_then(|now| to(l, &now, at)));
    match left {
        Some(left) => format!("{line} — {left}"),
        None => line,
    }
}

/// [`deadline`]'s line, following the clock.
fn deadline_line(ctx: Ctx, o: &BenefitOffer) -> Option<AnyView> {
    deadline(ctx, o)?;
    let o = o.clone();
    // A line of its own, so "Peça até…" ("peça até…" began the line in the
    // best offer's box, a passenger's pass).
    Some(ticking(
        ctx,
        // An `Option<AnyView>`, the page's type (an `Option<String>` was a
        // view type of its own, the page's only one).
        Arc::new(move || deadline(ctx, &o).map(|d| sentence(d).into_any()).into_any()),
    ))
}

/// When to ask, as the status makes it matter: until the deadline while
/// available, from the window's opening while too early, and the deadline
/// that passed while only an unsold seat is left.
fn deadline(ctx: Ctx, o: &BenefitOffer) -> Option<String> {
    match o.status {
        Status::Available => o
            .request_by
            .as_deref()
            .map(|t| clock_and_countdown(ctx, "ui.benefits.ask_by", t)),
        Status::TooEarly => o
            .request_from
            .as_deref()
            .map(|t| clock_and_countdown(ctx, "ui.benefits.ask_from", t)),
        Status::OnlyIfUnsold => o.request_by.as_deref().map(|t| {
            fill(
                ctx.t("ui.benefits.deadline_passed"),
                &[&instant(ctx.locale.get(), t)],
            )
        }),
        _ => None,
    }
}

/// The price to pay, or what is missing to know it.
fn price(ctx: Ctx, o: &BenefitOffer) -> String {
    match o.pay_cents {
        Some(c) => money(ctx.locale.get(), c.0),
        None => ctx.t("ui.benefits.fare_needed").to_string(),
    }
}

fn discount(ctx: Ctx, o: &BenefitOffer) -> String {
    fill(
        ctx.t("ui.benefits.discount"),
        &[&o.discount_percent.to_string()],
    )
}

/// The open notice's offer, while its status still refuses the benefit.
fn open_notice(ctx: Ctx, ui: Ui) -> Option<BenefitOffer> {
    let key = ui.notice.get();
    if key.is_empty() {
        return None;
    }
    ctx.with_report(|r| {
        r.benefits
            .iter()
            .find(|o| o.benefit.key() == key && refusable(o))
            .cloned()
    })
    .flatten()
}

/// The benefits section.
#[component]
pub fn BenefitsSection(
    /// The embedding carrier's name: the refusal notice's "Empresa" comes
    /// filled (it read "(não informado)" on the carrier's own page).
    carrier: String,
) -> impl IntoView {
    let ctx = Ctx::get();
    let ui = Ui {
        ticked: Ticked::default(),
        others_chosen: Flag::new(false),
        others_open: Flag::new(false),
        notice: RwSignal::new(String::new()),
        carrier: RwSignal::new(carrier),
        place: RwSignal::new(String::new()),
    };
    // The print stylesheet keys on the mount element, outside this view.
    // Not found from the section through a NodeRef<Section>: an element
    // type of its own, with its copy of the node reference's code.
    let root = super::app::mount_element;
    super::widgets::effect(move || {
        let open = open_notice(ctx, ui).is_some();
        if let Some(r) = root() {
            let list = r.class_list();
            let _ = if open {
                list.add_1(ROOT_OPEN)
            } else {
                list.remove_1(ROOT_OPEN)
            };
        }
    });
    on_cleanup(move || {
        if let Some(r) = root() {
            let _ = r.class_list().remove_1(ROOT_OPEN);
        }
    });
    view! {
        <section class="emb-section emb-benefits" {..attr("aria-labelledby", "emb-h-benefits")}
            data-testid="benefits-section">
            <h2 class="emb-section__title" {..attr_of("id", "emb-h-benefits")}>{ctx.text("ui.section.benefits")}</h2>
            <Credentials/>
            <VehicleSeats/>
            <BenefitsResult ui/>
            <RefusalNotice ui/>
        </section>
    }.into_inner()
}

/// What the passenger holds: ID Jovem, proof of income, Passe Livre, a seat
/// of their own, lap children already with the same adult, a youth seat
/// already asked for today.
#[component]
fn Credentials() -> impl IntoView {
    let ctx = Ctx::get();
    view! {
        <fieldset class="emb-fieldset">
            <legend class="emb-fieldset__legend">{ctx.text("ui.benefits.credentials")}</legend>
            <Check id="passenger-id-jovem".into() label="ui.benefits.id_jovem"
                get=|f| f.id_jovem set=|f, v| f.id_jovem = v/>
            <Check id="passenger-income-proof".into() label="ui.benefits.income_proof"
                get=|f| f.elderly_income_proof set=|f, v| f.elderly_income_proof = v/>
            <Check id="passenger-passe-livre".into() label="ui.benefits.passe_livre"
                get=|f| f.passe_livre set=|f, v| f.passe_livre = v/>
            <Check id="passenger-occupies-seat".into() label="ui.benefits.occupies_seat"
                get=|f| f.occupies_seat set=|f, v| f.occupies_seat = v/>
            <Check id="passenger-youth-same-day".into() label="ui.benefits.same_day"
                get=|f| f.youth_request_same_day set=|f, v| f.youth_request_same_day = v/>
            <div class="emb-grid">
                <TextInput id="passenger-lap-children".into() label="ui.benefits.lap_children" inputmode="numeric"
                    get=|f| f.lap_children_with_same_adult.clone() set=|f, v| f.lap_children_with_same_adult = v/>
            </div>
        </fieldset>
    }.into_inner()
}

/// The departure's reserved seats, as the ticket agent's system shows them.
#[component]
fn VehicleSeats() -> impl IntoView {
    let ctx = Ctx::get();
    view! {
        <fieldset class="emb-fieldset" {..attr_fn("hidden", move || present(!ctx.form.with(Form::asks_reserved_seats)))}>
            <legend class="emb-fieldset__legend">{ctx.text("ui.benefits.vehicle")}</legend>
            <Check id="trip-benefit-seats-offered".into() label="ui.benefits.seats_offered"
                described="trip-benefit-seats-offered-hint"
                get=|f| f.benefit_seats_offered set=|f, v| f.benefit_seats_offered = v/>
            <p class="emb-field__hint" {..attr_of("id", "trip-benefit-seats-offered-hint")}>{ctx.text("ui.benefits.seats_offered_hint")}</p>
            <div class="emb-grid">
                <TextInput id="seats-youth-free".into() label="ui.benefits.youth_free_taken" inputmode="numeric"
                    get=|f| f.youth_free_taken.clone() set=|f, v| f.youth_free_taken = v/>
                <TextInput id="seats-youth-discount".into() label="ui.benefits.youth_discount_taken" inputmode="numeric"
                    get=|f| f.youth_discount_taken.clone() set=|f, v| f.youth_discount_taken = v/>
                <TextInput id="seats-elderly-free".into() label="ui.benefits.elderly_free_taken" inputmode="numeric"
                    get=|f| f.elderly_free_taken.clone() set=|f, v| f.elderly_free_taken = v/>
                <TextInput id="seats-passe-livre".into() label="ui.benefits.passe_livre_taken" inputmode="numeric"
                    get=|f| f.passe_livre_taken.clone() set=|f, v| f.passe_livre_taken = v/>
            </div>
        </fieldset>
    }.into_inner()
}

/// The best offer and the others, from the report.
#[component]
fn BenefitsResult(ui: Ui) -> impl IntoView {
    let ctx = Ctx::get();
    let data = ctx.section(Section::Benefits, 0, |r, _| {
        Part::Benefits(r.benefits.clone(), r.best)
    });
    let data = move || match data.get() {
        Some(Part::Benefits(offers, best)) => Some((offers, best)),
        _ => None,
    };
    // What the result's line for screen readers says (widgets::status says
    // when).
    let announce = move || {
        let (offers, best) = data()?;
        let Some(o) = offers.iter().find(|o| Some(o.benefit) == best) else {
            return (!offers.is_empty()).then(|| none_text(ctx.locale.get(), &offers));
        };
        let best = ctx.t("ui.benefits.best");
        let name = kind_name(ctx, o.benefit);
        // Its condition too ("Só se a vaga ainda não foi vendida").
        let name = match o.status {
            Status::Available => name.to_string(),
            s => format!("{name} ({})", ctx.tk("benefits.status.", s.key())),
        };
        // Without the fare, what to do is no amount: "You pay enter the
        // fare…" was read out.
        Some(match o.pay_cents {
            Some(_) => format!(
                "{best}: {name}. {} {}",
                ctx.t("ui.benefits.pay"),
                price(ctx, o)
            ),
            None => format!("{best}: {name} ({}).", price(ctx, o)),
        })
    };
    let body = move || {
        ctx.locale.track();
        // Nothing while a field in error withholds the benefits (its
        // message is beside it): no offer is decided without it.
        let (offers, best) = data()?;
        if offers.is_empty() {
            return Some(
                view! { <p class="emb-note" data-testid="benefits-note">{ctx.t("ui.benefits.no_birth")}</p> }
                    .into_inner().into_any(),
            );
        }
        let top = best.and_then(|k| offers.iter().find(|o| o.benefit == k).cloned());
        let has_best = top.is_some();
        let none = none_text(ctx.locale.get(), &offers);
        // With nothing to be had now, what opens later leads the list (a
        // partition: a stable sort brings 2 KB of wasm).
        let (mut others, rest): (Vec<BenefitOffer>, Vec<BenefitOffer>) = offers
            .into_iter()
            .filter(|o| Some(o.benefit) != best)
            .partition(|o| o.status == Status::TooEarly);
        others.extend(rest);
        let head = match top {
            Some(o) => view! { <BestOffer o ui/> }.into_inner().into_any(),
            None => view! {
                // Hidden from screen readers: the status region above says
                // the same words, and a reader heard them twice in a row.
                <p class="emb-benefit-none" data-testid="benefit-none" {..attr("aria-hidden", "true")}>{none}</p>
            }
            .into_inner().into_any(),
        };
        Some(
            view! { {head} <OtherOffers offers=others has_best ui/> }
                .into_inner()
                .into_any(),
        )
    };
    view! {
        {status(ctx, "benefits-said".into(), announce)}
        {move || or_empty(body())}
    }
    .into_inner()
}

/// What the box says when nothing can be had now: that alone, or, when a
/// benefit opens later (the elderly discount's window, say), which and when.
/// The printed sheet says the same (it printed "Nenhum", read as final).
pub fn none_text(l: Locale, offers: &[BenefitOffer]) -> String {
    let t = |key: &str| crate::i18n::t(l, key);
    let tk = |prefix: &str, key: &str| t(&crate::i18n::join(prefix, key));
    let kind = |k: BenefitKind| tk("benefits.kind.", k.key());
    offers
        .iter()
        .filter(|o| o.status == Status::TooEarly)
        .find_map(|o| {
            let from = instant(l, o.request_from.as_deref()?);
            Some(fill(t("ui.benefits.none_yet"), &[kind(o.benefit), &from]))
        })
        .or_else(|| {
            // Refused only for what the passenger has not shown yet: "none"
            // alone read as final to a 65-year-old who had not ticked the
            // income proof, and to a lap child's mother not yet added.
            offers.iter().find_map(|o| {
                let mut grounds = o.reasons.iter().filter(|r| is_ground(**r));
                let first = *grounds.next()?;
                (o.status == Status::NotEligible
                    && is_declared(first)
                    && grounds.all(|r| is_declared(*r)))
                .then(|| {
                    let mut text = fill(
                        t("ui.benefits.none_unless"),
                        &[kind(o.benefit), tk("benefits.reason.", first.key())],
                    );
                    // Where: a mother had not added herself.
                    if first == Reason::NoAdultOnTheTrip {
                        text.push_str(t("ui.benefits.add_adult"));
                    }
                    text
                })
            })
        })
        .unwrap_or_else(|| t("ui.benefits.none").to_string())
}

/// The best offer in large type: what to pay, until when to ask, when to be
/// at the terminal, the documents to tick, what is not included.
#[component]
fn BestOffer(o: BenefitOffer, ui: Ui) -> impl IntoView {
    let ctx = Ctx::get();
    let k = o.benefit.key();
    let s = o.status.key();
    let when = deadline_line(ctx, &o);
    let present = o.present_by.as_deref().map(|t| {
        sentence(fill(
            ctx.t("ui.benefits.present_by"),
            &[&instant(ctx.locale.get(), t)],
        ))
    });
    let docs: Vec<&'static str> = o.documents.iter().map(|d| d.key()).collect();
    let total = docs.len();
    let done = {
        let docs = docs.clone();
        move || ui.ticked.count(&docs)
    };
    let checklist = docs
        .iter()
        .map(|&key| {
            let id = format!("benefit-doc-{key}");
            view! {
                <li class="emb-check">
                    <input class="emb-check__box" {..attr("type", "checkbox")} {..attr_of("id", id.clone())} data-testid=id.clone()
                        prop:checked=move || checked(ui.ticked.has(key))
                        {..handler("change", move |ev| ui.ticked.set(key, event_target_checked(&ev)))}/>
                    <label class="emb-check__label" {..attr_owned("for", id)}>{ctx.tk("benefits.document.", key)}</label>
                </li>
            }.into_inner().into_any()
        })
        .collect_view();
    let left_out = |r: &Reason| matches!(r, Reason::FeesNotIncluded | Reason::FoodNotIncluded);
    let excludes = o.reasons.iter().copied().find(left_out).map(|r| {
        view! {
            <dt>{ctx.t("ui.benefits.excludes")}</dt>
            <dd data-testid="benefit-best-excludes">{reason_text(ctx, r)}</dd>
        }
        .into_inner()
        .into_any()
    });
    let limit = o.income_limit_cents.map(|c| {
        view! {
            <dt>{ctx.t("ui.benefits.income_limit")}</dt>
            <dd data-testid="benefit-best-income-limit">{money(ctx.locale.get(), c.0)}</dd>
        }
        .into_inner()
        .into_any()
    });
    let notes: Vec<&'static str> = o
        .reasons
        .iter()
        .filter(|r| !left_out(r))
        .map(|r| reason_text(ctx, *r))
        .collect();
    let cites = o.citations.clone();
    view! {
        <div {..attr_owned("class", format!("emb-benefit-best emb-benefit-best--{s}"))} data-testid="benefit-best" data-kind=k>
            <h3 class="emb-benefit-best__kicker">{ctx.t("ui.benefits.best")}</h3>
            <p class="emb-benefit-best__name" data-testid="benefit-best-name">{kind_name(ctx, o.benefit)}</p>
            <p {..attr_owned("class", format!("emb-offer__status emb-offer__status--{s}"))} data-testid=format!("benefit-{k}-status")
                data-status=s>{status_name(ctx, &o)}</p>
            <p class="emb-benefit-best__price">
                <span class="emb-benefit-best__pay">{ctx.t("ui.benefits.pay")}</span>" "
                <span class="emb-benefit-best__amount" data-testid="benefit-best-price">{price(ctx, &o)}</span>
                <span class="emb-benefit-best__discount">{discount(ctx, &o)}</span>
            </p>
            {when.map(|w| view! { <p class="emb-benefit-best__deadline" data-testid="benefit-best-deadline">{w}</p> }.into_inner().into_any())}
            {present.map(|p| view! { <p class="emb-benefit-best__present" data-testid="benefit-best-present">{p}</p> }.into_inner().into_any())}
            <h3 class="emb-subtitle" {..attr_of("id", "emb-h-benefit-docs")}>{ctx.t("ui.benefits.documents")}</h3>
            <p class="emb-note" data-testid="benefits-documents-count">
                {move || ready_count(ctx, done(), total, "ui.benefits.no_documents").into_any()}
            </p>
            {(total > 0).then(|| view! {
                <ul class="emb-checklist" data-testid="benefits-documents" {..attr("aria-labelledby", "emb-h-benefit-docs")}>{checklist}</ul>
            }.into_inner().into_any())}
            {(excludes.is_some() || limit.is_some()).then(|| view! { <dl class="emb-facts">{excludes}{limit}</dl> }.into_inner().into_any())}
            {(!notes.is_empty()).then(|| view! {
                <h3 class="emb-subtitle">{ctx.t("ui.benefits.to_know")}</h3>
                <ul class="emb-reasons" data-testid=format!("benefit-{k}-reasons")>
                    {li_items(notes)}
                </ul>
            }.into_inner().into_any())}
            <Citations citations=cites/>
        </div>
    }.into_inner()
}

/// Every offer but the best, folded under one summary (open when there is
/// no best offer and the passenger asked for one), each with its status,
/// reasons and, when refused, the button for the refusal notice.
#[component]
fn OtherOffers(offers: Vec<BenefitOffer>, has_best: bool, ui: Ui) -> impl IntoView {
    let ctx = Ctx::get();
    // A credential ticked, a child on a lap or an age of 60 asks for a
    // benefit: its refusal is the answer. Seven "Não elegível" for a
    // passenger who asked for none pushed a refund's answer seven screens
    // down (a passenger's pass).
    let sixty = |o: &BenefitOffer| {
        let unknown = [Reason::AgeBelow60, Reason::NotInForceOnTripDate];
        o.benefit == BenefitKind::ElderlyFree && !unknown.iter().any(|r| o.reasons.contains(r))
    };
    let asked = ctx.form.with_untracked(|f| {
        f.id_jovem || f.elderly_income_proof || f.passe_livre || !f.occupies_seat
    }) || offers.iter().any(sixty);
    let open = if ui.others_chosen.get_untracked() {
        ui.others_open.get_untracked()
    } else {
        !has_best && asked
    };
    let title = if has_best {
        ctx.t("ui.benefits.others")
    } else {
        ctx.t("ui.benefits.all")
    };
    let n = offers.len();
    let on_toggle = move |ev: leptos::ev::Event| {
        let now_open = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .is_some_and(|el| el.has_attribute("open"));
        // The browser also fires `toggle` for the state this render set:
        // only a change from it is the passenger's choice.
        if now_open != open {
            ui.others_chosen.set(true);
            ui.others_open.set(now_open);
        }
    };
    view! {
        <details class="emb-benefit-others" data-testid="benefit-others" {..attr_fn("open", move || present(open))} {..handler("toggle", on_toggle)}>
            <summary class="emb-benefit-others__summary">{format!("{title} ({n})")}</summary>
            <ul class="emb-offers">
                {offers.into_iter().map(|o| view! { <OfferItem o ui/> }.into_inner().into_any()).collect_view()}
            </ul>
        </details>
    }.into_inner()
}

/// One offer of the list.
#[component]
fn OfferItem(mut o: BenefitOffer, ui: Ui) -> impl IntoView {
    let ctx = Ctx::get();
    // For a benefit the passenger is not eligible for, only why, not what
    // to know when using it ("one free lap child per adult" read as a
    // reason on a refused lap seat).
    if o.status == Status::NotEligible && o.reasons.iter().any(|r| is_ground(*r)) {
        o.reasons.retain(|r| is_ground(*r));
    }
    // Nor, for a seat that cannot be had (sold out, not offered, too late),
    // how to use it: "Apresente-se 30 minutos antes" and "no mesmo pedido,
    // a volta" under "Vagas esgotadas" (a passenger's pass).
    if o.status.refused() {
        o.reasons.retain(|r| !is_usage_note(*r));
    }
    let kind = o.benefit;
    let k = kind.key();
    let s = o.status.key();
    // A price only for a seat the passenger may still get: "Você paga
    // R$ 0,00" under a sold-out or too-late seat read as an offer.
    let priced = !o.status.refused();
    let pay = priced.then(|| {
        view! {
            <p class="emb-offer__price">
                {ctx.t("ui.benefits.pay")}" "<strong>{price(ctx, &o)}</strong>" · "{discount(ctx, &o)}
            </p>
        }.into_inner().into_any()
    });
    let when = deadline_line(ctx, &o).map(|w| {
        view! { <p class="emb-offer__deadline">{w}</p> }
            .into_inner()
            .into_any()
    });
    let limit = o.income_limit_cents.map(|c| {
        view! {
            <p class="emb-offer__limit" data-testid=format!("benefit-{k}-income-limit")>
                {ctx.t("ui.benefits.income_limit")}": "{money(ctx.locale.get(), c.0)}
            </p>
        }
        .into_inner()
        .into_any()
    });
    let refusal = refusable(&o).then(|| {
        let open = move |_| {
            ui.notice.set(kind.key().to_string());
            // Its heading, found by id in the next frame (none when the
            // widget was unmounted in the same task, by a host's click
            // handler). Not a NodeRef<H3>: an element type of its own, with
            // its copy of the node reference's and its signal's code.
            super::widgets::focus_next("emb-h-refusal".into(), "emb-h-refusal", String::new());
        };
        view! {
            <button class="emb-button emb-button--quiet" {..attr("type", "button")} {..attr_of("id", format!("benefit-{k}-refusal"))}
                data-testid=format!("benefit-{k}-refusal") {..handler("click", open)}>
                {ctx.t("ui.refusal.open")}<span class="emb-sr">" — "{kind_name(ctx, kind)}</span>
            </button>
        }.into_inner().into_any()
    });
    view! {
        <li {..attr_owned("class", format!("emb-offer emb-offer--{s}"))} data-testid=format!("benefit-{k}")>
            <p class="emb-offer__name">{kind_name(ctx, kind)}</p>
            <p {..attr_owned("class", format!("emb-offer__status emb-offer__status--{s}"))} data-testid=format!("benefit-{k}-status")
                data-status=s>{status_name(ctx, &o)}</p>
            {pay}
            {when}
            {limit}
            <ul class="emb-reasons" data-testid=format!("benefit-{k}-reasons")>
                {li_items(o.reasons.iter().map(|r| reason_text(ctx, *r)).collect())}
            </ul>
            // Each offer cites its law, refused or not (the brief: every answer).
            <Citations citations=o.citations.clone()/>
            {refusal}
        </li>
    }.into_inner()
}

/// A text field of the notice, bound to a signal of the section (not the
/// form: its value is never put in the URL).
#[component]
fn NoticeInput(id: &'static str, label: &'static str, value: RwSignal<String>) -> impl IntoView {
    let ctx = Ctx::get();
    view! {
        <div class="emb-field">
            <label class="emb-field__label" {..attr_owned("for", id.into())}>{ctx.text(label)}</label>
            <input class="emb-input" {..attr_of("id", id)} data-testid={id} {..attr("type", "text")} {..attr("autocomplete", "off")}
                prop:value=move || value.get()
                {..handler("input", move |ev| value.set(event_target_value(&ev)))}/>
        </div>
    }.into_inner()
}

/// The refusal notice (Decreto 8.537/2015 art. 14 sole paragraph): the
/// carrier, the place, the date and time of the request, the benefit, the
/// reason in words and the citations, with lines to sign; printable alone.
#[component]
fn RefusalNotice(ui: Ui) -> impl IntoView {
    let ctx = Ctx::get();
    let offer = move || open_notice(ctx, ui);
    let print = move |_| {
        let _ = window().print();
    };
    // Back to the button that opened it, not to the top of the page.
    let close = move |_| {
        let key = ui.notice.get_untracked();
        if !key.is_empty() {
            super::widgets::focus_next(
                format!("benefit-{key}-refusal"),
                "emb-h-benefits",
                String::new(),
            );
        }
        ui.notice.set(String::new());
    };
    view! {
        {show(move || offer().is_some(), move || view! {
            <div class="emb-refusal" {..attr_of("id", "emb-refusal")} {..attr("role", "region")} {..attr("aria-labelledby", "emb-h-refusal")}
                data-testid="refusal-notice">
                <div class="emb-refusal__edit">
                    <h3 class="emb-refusal__heading" {..attr_of("id", "emb-h-refusal")} {..attr("tabindex", "-1")}>
                        {ctx.text("ui.refusal.title")}
                    </h3>
                    <p class="emb-note">{ctx.text("ui.refusal.intro")}</p>
                    // One under the other, each the column's width: side by
                    // side at the kiosk a station's name was cut at 225 px.
                    <NoticeInput id="refusal-carrier" label="ui.refusal.carrier" value=ui.carrier/>
                    <NoticeInput id="refusal-place" label="ui.refusal.place" value=ui.place/>
                </div>
                // Before the copies: a keyboard reaches Print without tabbing
                // through both copies' citations.
                <div class="emb-refusal__actions">
                    <button class="emb-button" {..attr("type", "button")} data-testid="refusal-print" {..handler("click", print)}>
                        {ctx.text("ui.refusal.print")}
                    </button>
                    <button class="emb-button emb-button--quiet" {..attr("type", "button")} data-testid="refusal-close" {..handler("click", close)}>
                        {ctx.text("ui.refusal.close")}
                    </button>
                </div>
                <div {..attr("lang", "pt-BR")}><RefusalDoc ui carrier_copy=true/></div>
                {show(move || ctx.locale.get() != Locale::PtBr, move || view! {
                    <RefusalDoc ui carrier_copy=false/>
                }.into_inner().into_any())}
            </div>
        }.into_inner().into_any())}
    }
}

/// The notice itself. The carrier's copy is in Portuguese whatever the
/// page's language: the carrier's clerk reads and signs it (Decreto
/// 8.537/2015 art. 14, parágrafo único). On an English or Spanish page a
/// translation follows it, for the passenger.
#[component]
fn RefusalDoc(ui: Ui, carrier_copy: bool) -> impl IntoView {
    let page = Ctx::get();
    let ctx = if carrier_copy {
        Ctx {
            locale: super::app::LocaleSignal::new(Locale::PtBr),
            ..page
        }
    } else {
        page
    };
    let typed = move |v: RwSignal<String>| {
        let s = v.get();
        if s.trim().is_empty() {
            ctx.t("ui.refusal.blank").to_string()
        } else {
            s
        }
    };
    view! {
        <article class="emb-refusal__doc"
            data-testid=if carrier_copy { "refusal-document" } else { "refusal-translation" }>
            {(!carrier_copy).then(|| view! { <p class="emb-note">{ctx.text("ui.refusal.translation")}</p> }.into_inner().into_any())}
            <p class="emb-refusal__title">{ctx.text("ui.refusal.title")}</p>
            <dl class="emb-refusal__facts">
                <dt>{ctx.text("ui.refusal.carrier_doc")}</dt>
                <dd data-testid="refusal-carrier-text">{move || typed(ui.carrier).into_any()}</dd>
                <dt>{ctx.text("ui.refusal.place_doc")}</dt>
                <dd data-testid="refusal-place-text">{move || typed(ui.place).into_any()}</dd>
                <dt>{ctx.text("ui.refusal.when")}</dt>
                <dd data-testid="refusal-when">{move || ctx.form.with(|f| instant(ctx.locale.get(), &f.now)).into_any()}</dd>
                <dt>{ctx.text("ui.refusal.trip")}</dt>
                <dd data-testid="refusal-trip">{move || trip_line(ctx).into_any()}</dd>
            </dl>
            {move || or_empty({
                ctx.locale.track();
                open_notice(ctx, ui).map(|o| view! { <RefusalBody o ctx/> }.into_inner().into_any())
            })}
            <div class="emb-refusal__signatures">
                <p class="emb-refusal__sign">{ctx.text("ui.refusal.signature")}</p>
                <p class="emb-refusal__sign">{ctx.text("ui.refusal.applicant")}</p>
            </div>
            <p class="emb-refusal__footer">{ctx.text("ui.refusal.made_with")}</p>
        </article>
    }.into_inner()
}

/// The trip as the form has it: mode, kind of line, departure, and the
/// passenger's boarding at a later stop.
fn trip_line(ctx: Ctx) -> String {
    let l = ctx.locale.get();
    ctx.form.with(|f| {
        let departure = f.local_instant(&f.date, &f.time);
        // Not "Ônibus, Interestadual": the two are the form's labels, as
        // attributes of the trip.
        let mut line = format!(
            "{} · {} · {}",
            ctx.tk("trip.mode.", &f.mode),
            ctx.tk("trip.scope.", &f.scope),
            fill(ctx.t("ui.refusal.departure"), &[&instant(l, &departure)])
        );
        // Boarding at a later stop: the line's 08:00 alone, beside a request
        // at 10:00, read as a request after the departure.
        if let Ok(Some((date, time))) = f.boarding() {
            let boards = f.local_instant(date, time);
            line = format!(
                "{line} · {}",
                fill(ctx.t("ui.refusal.boarding"), &[&instant(l, &boards)])
            );
        }
        line
    })
}

/// The part of the notice that depends on the refused offer, in `ctx`'s
/// language (the carrier's copy is in Portuguese on any page).
#[component]
fn RefusalBody(o: BenefitOffer, ctx: Ctx) -> impl IntoView {
    let grounds: Vec<&'static str> = o
        .reasons
        .iter()
        .filter(|r| is_ground(**r))
        .map(|r| reason_text(ctx, *r))
        .collect();
    // The decree's duty is the youth benefit's, Res. ANTT 1.692/2006 art.
    // 2º-A's the elderly free seat's; for the others the notice is a record,
    // and says so rather than claim a duty.
    let basis = match (o.reasons.contains(&Reason::RefusalNoticeDue), o.benefit) {
        (true, BenefitKind::ElderlyFree) => ctx.t("ui.refusal.duty_elderly"),
        (true, _) => ctx.t("ui.refusal.duty"),
        _ => ctx.t("ui.refusal.record"),
    };
    // The grant, the grounds' articles and the duty: not every article the
    // offer cites (13 for a youth seat).
    let cites = refusal_citations(&o);
    view! {
        <dl class="emb-refusal__facts">
            <dt>{ctx.t("ui.refusal.benefit")}</dt>
            <dd data-testid="refusal-benefit">{kind_name(ctx, o.benefit)}</dd>
            <dt>{ctx.t("ui.refusal.status")}</dt>
            <dd data-testid="refusal-status">{status_name(ctx, &o)}</dd>
            <dt>{ctx.t("ui.refusal.reason")}</dt>
            <dd>
                <ul class="emb-reasons" data-testid="refusal-reasons">
                    {li_items(grounds)}
                </ul>
            </dd>
            <dt>{ctx.t("ui.refusal.basis")}</dt>
            <dd data-testid="refusal-citations"><Citations citations=cites inline=true/></dd>
        </dl>
        <p class="emb-refusal__duty" data-testid="refusal-duty">{basis}</p>
    }
    .into_inner()
}
