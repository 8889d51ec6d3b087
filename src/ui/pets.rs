//! The pets section: the animals the passenger wants to take, and for each
//! the report's decision (DAER rules on RS lines; Res. ANTT 1.383/2006 art.
//! 7º V and the Ministry of Agriculture's rule elsewhere).
//!
//! Test ids: `pet-add`, `seats-pets` (animals already on board, RS lines),
//! `pet-N-{row,species,weight,guide,vaccinated,certificate,container,
//! sedated,remove}`, and per animal `pet-N-verdict` (with `data-allowed`),
//! `pet-N-fee`, `pet-N-documents`, `pet-N-reasons`.

use super::app::{Ctx, Part};
use super::form::{Form, Pet, Section};
use super::format::money;
use super::widgets::{
    attr, attr_of, attr_owned, focus_next, handler, li_items, or_empty, removed, row_title, rows,
    show, show_when, status, Citations, RowCheck, RowSelect, RowText, TextInput,
};
use crate::rules::pets::{PetDecision, Reason};
use crate::rules::query::Species;
use leptos::prelude::*;

fn pet<T: Default>(f: &Form, id: u32, read: impl Fn(&Pet) -> T) -> T {
    f.pets
        .iter()
        .find(|p| p.id == id)
        .map(read)
        .unwrap_or_default()
}

fn set_pet(f: &mut Form, id: u32, write: impl FnOnce(&mut Pet)) {
    if let Some(p) = f.pets.iter_mut().find(|p| p.id == id) {
        write(p);
    }
}

/// The pets section.
#[component]
pub fn PetsSection() -> impl IntoView {
    let ctx = Ctx::get();
    let each = move || {
        ctx.form
            .with(|f| f.pets.iter().map(|p| p.id).enumerate().collect::<Vec<_>>())
    };
    let add = move |_| {
        ctx.form.update(|f| {
            let id = f.take_id();
            focus_next(
                format!("pet-{}-species", f.pets.len()),
                "pet-add",
                String::new(),
            );
            f.pets.push(Pet::new(id));
        })
    };
    view! {
        <section class="emb-section emb-pets" {..attr("aria-labelledby", "emb-h-pets")} data-testid="pets-section">
            <h2 class="emb-section__title" {..attr_of("id", "emb-h-pets")}>{ctx.text("ui.section.pets")}</h2>
            // Only the DAER limits the animals per vehicle, and asks for sedation.
            {show_when(ctx, Form::rs_line, move || view! {
                <div class="emb-grid">
                    <TextInput id="seats-pets".into() label="ui.pet.on_board" inputmode="numeric"
                        hint="ui.pet.on_board_hint"
                        get=|f| f.pets_on_board.clone() set=|f, v| f.pets_on_board = v/>
                </div>
            }.into_inner().into_any())}
            <ol class="emb-bags">
                {rows(each, |index, id| view! { <PetRow index id/> }.into_inner().into_any())}
            </ol>
            {show_when(ctx, |f| f.pets.is_empty(), move || view! {
                <p class="emb-note" data-testid="pets-none">{ctx.text("ui.pet.none")}</p>
            }.into_inner().into_any())}
            <button class="emb-button" {..attr("type", "button")} {..attr_of("id", "pet-add")} data-testid="pet-add" {..handler("click", add)}>
                {ctx.text("ui.pet.add")}
            </button>
        </section>
    }.into_inner()
}

/// One animal: what it is, its papers, and the decision on it.
#[component]
fn PetRow(index: usize, id: u32) -> impl IntoView {
    let ctx = Ctx::get();
    let tid = move |n: &str| format!("pet-{index}-{n}");
    let decision = ctx.section(Section::Pets, index, |r, index| {
        Part::Pet(r.pets.iter().find(|p| p.index == index).cloned())
    });
    let decision = move || match decision.get() {
        Some(Part::Pet(d)) => d,
        _ => None,
    };
    let remove = move |_| {
        ctx.form.update(|f| f.pets.retain(|p| p.id != id));
        focus_next(
            tid("species"),
            "pet-add",
            removed(ctx, "ui.pet.item", index),
        );
    };
    view! {
        <li class="emb-bag" data-testid=tid("row")>
            {row_title(ctx, "ui.pet.item", index)}
            <div class="emb-grid">
                <RowSelect id=tid("species") label="ui.pet.species" options=Species::KEYS prefix="ui.species"
                    row=id get=|f, id| pet(f, id, |p| p.species.clone()) set=|f, id, v| set_pet(f, id, |p| p.species = v)/>
                <RowText id=tid("weight") label="ui.pet.weight" inputmode="decimal"
                    row=id get=|f, id| pet(f, id, |p| p.weight.clone()) set=|f, id, v| set_pet(f, id, |p| p.weight = v)/>
            </div>
            // Lei 11.126/2005: a guide dog is no pet; offered for a dog only.
            {show(move || ctx.form.with(|f| pet(f, id, |p| p.species == "dog")), move || view! {
                <RowCheck id=tid("guide") label="ui.pet.guide_dog"
                    row=id get=|f, id| pet(f, id, |p| p.guide_dog) set=|f, id, v| set_pet(f, id, |p| p.guide_dog = v)/>
            }.into_inner().into_any())}
            // A guide dog's vaccination is one of what identifies it
            // (Decreto 5.904/2006 art. 3º II), so it is asked of every animal.
            <RowCheck id=tid("vaccinated") label="ui.pet.vaccinated"
                row=id get=|f, id| pet(f, id, |p| p.vaccinated) set=|f, id, v| set_pet(f, id, |p| p.vaccinated = v)/>
            // A guide dog has none of a pet's other conditions: its papers
            // are listed with its verdict.
            {show(move || ctx.form.with(|f| !pet(f, id, |p| p.guide_dog && p.species == "dog")), move || view! {
                <RowCheck id=tid("certificate") label="ui.pet.vet_certificate"
                    row=id get=|f, id| pet(f, id, |p| p.vet_certificate) set=|f, id, v| set_pet(f, id, |p| p.vet_certificate = v)/>
                <RowCheck id=tid("container") label="ui.pet.container"
                    row=id get=|f, id| pet(f, id, |p| p.container) set=|f, id, v| set_pet(f, id, |p| p.container = v)/>
                {show_when(ctx, Form::rs_line, move || view! {
                    <RowCheck id=tid("sedated") label="ui.pet.sedated"
                        row=id get=|f, id| pet(f, id, |p| p.sedated) set=|f, id, v| set_pet(f, id, |p| p.sedated = v)/>
                }.into_inner().into_any())}
            }.into_inner().into_any())}
            // Said as a bag's verdict is, once the typing settles.
            {status(ctx, tid("said"), move || decision().map(|d| {
                let v = ctx.tk("ui.pet.verdict.", verdict_key(&d));
                format!("{} {}: {v}", ctx.t("ui.pet.item"), index + 1)
            }))}
            {move || or_empty({
                ctx.locale.track();
                decision().map(|d| view! { <PetVerdict d index/> }.into_inner().into_any())
            })}
            <button class="emb-button emb-button--quiet" {..attr("type", "button")} data-testid=tid("remove") {..handler("click", remove)}>
                {ctx.text("ui.pet.remove")}<span class="emb-sr">" "{(index + 1).to_string()}</span>
            </button>
        </li>
    }.into_inner()
}

/// The `ui.pet.verdict.*` key of a decision (the page and the printed sheet):
/// abroad, an animal that meets the conditions on board is not refused, the
/// destination decides ("May not travel" read as a refusal); another species
/// is not refused on a federal line, official rules decide.
pub fn verdict_key(d: &PetDecision) -> &'static str {
    if d.allowed {
        "allowed"
    } else if d.reasons.contains(&Reason::GuideDogVaccinationNeeded) {
        // Not "Não pode viajar": it travels once its card is up to date (a
        // companion read the refusal as "leave the dog at home").
        "vaccination"
    } else if d.reasons.contains(&Reason::OnBoardConditionsMet) {
        "destination"
    } else if d.reasons.contains(&Reason::OtherSpeciesSeeOfficialRules) {
        // Not refused either: IBAMA and the Ministry decide ("Não pode
        // viajar" stood above "o transporte não é garantido").
        "official"
    } else {
        "refused"
    }
}

/// Allowed or not, the fee, the papers, the reasons and the citations.
#[component]
fn PetVerdict(d: PetDecision, index: usize) -> impl IntoView {
    let ctx = Ctx::get();
    let l = ctx.locale.get_untracked();
    let tid = move |n: &str| format!("pet-{index}-{n}");
    let key = verdict_key(&d);
    let icon = match key {
        "allowed" => "✓",
        "destination" | "official" | "vaccination" => "?",
        _ => "✗",
    };
    // On an RS line since 2020 the carrier may waive it: the most it charges.
    let label = match d.reasons.contains(&Reason::FeeMayBeWaived) {
        true => "ui.pet.fee_up_to",
        false => "ui.pet.fee",
    };
    let fee = d.fee_cents.map(|c| {
        let share = d
            .fee_percent
            .map(|p| format!(" ({p}\u{a0}% {})", ctx.t("ui.pet.of_fare")))
            .unwrap_or_default();
        view! {
            <p class="emb-pet__fee" data-testid=tid("fee")>
                {ctx.t(label)}": "<strong>{money(l, c.0)}</strong>{share}
            </p>
        }
        .into_inner()
        .into_any()
    });
    let documents = (!d.documents.is_empty()).then(|| {
        view! {
            <p class="emb-subtitle">{ctx.t("ui.pet.documents")}</p>
            <ul class="emb-list" data-testid=tid("documents")>
                {li_items(d.documents.iter().map(|x| ctx.tk("pets.document.", x.key())).collect())}
            </ul>
        }
        .into_inner()
        .into_any()
    });
    let cites = d.citations.clone();
    view! {
        <div {..attr_owned("class", format!("emb-verdict emb-verdict--{key}"))}>
            // Heard once, with the animal's number, in the status line
            // above it; browsing read it twice.
            <p class="emb-verdict__label" data-testid=tid("verdict") {..attr("aria-hidden", "true")}
                data-allowed=if d.allowed { "true" } else { "false" }>
                <span {..attr("aria-hidden", "true")}>{icon}" "</span>{ctx.tk("ui.pet.verdict.", key)}
            </p>
            {fee}
            <ul class="emb-reasons" data-testid=tid("reasons")>
                {li_items(d.reasons.iter().map(|r| ctx.tk("pets.reason.", r.key())).collect())}
            </ul>
            {documents}
            <Citations citations=cites/>
        </div>
    }.into_inner()
}
