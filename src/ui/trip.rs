//! The trip and passenger basics: line, service, departure (and the
//! passenger's boarding at a later stop), fare, birth date.

use super::app::Ctx;
use super::form::{Form, COUNTRIES, ZONE_KEYS};
use super::widgets::{attr, attr_of, or_empty, show_when, Check, Select, TextInput};
use leptos::prelude::*;

/// Trip, fare and the passenger's date of birth.
#[component]
pub fn TripSection() -> impl IntoView {
    let ctx = Ctx::get();
    let age = move || ctx.with_report(|r| r.age).flatten();
    view! {
        <section class="emb-section" {..attr("aria-labelledby", "emb-h-trip")}>
            <h2 class="emb-section__title" {..attr_of("id", "emb-h-trip")}>{ctx.text("ui.section.trip")}</h2>
            <div class="emb-grid">
                <Select id="trip-scope".into() label="ui.trip.scope" prefix="trip.scope"
                    options=&["interstate", "intermunicipal_rs", "international"]
                    get=|f| f.scope.clone() set=|f, v| f.scope = v/>
                <Select id="trip-mode".into() label="ui.trip.mode" prefix="trip.mode"
                    options=&["road", "rail", "waterway"]
                    get=|f| f.mode.clone() set=|f, v| f.mode = v/>
                // A bus's categories: by rail or water every class counts as
                // conventional, and a ferry's passenger has none to pick.
                {show_when(ctx, Form::by_road, || view! {
                    <Select id="trip-service".into() label="ui.trip.service" prefix="trip.service"
                        options=&["conventional", "executive", "semi_sleeper", "sleeper"]
                        get=|f| f.service.clone() set=|f, v| f.service = v/>
                }.into_inner().into_any())}
                // A line that is not regular has no reserved seats: only a
                // link says so, and here the passenger sees it and can undo
                // it (it blanked every benefit unseen, a UI review).
                {show_when(ctx, Form::irregular_line, || view! {
                    <Check id="trip-regular".into() label="ui.trip.regular_line"
                        get=|f| f.regular_line set=|f, v| f.regular_line = v/>
                }.into_inner().into_any())}
                <TextInput id="trip-distance".into() label="ui.trip.distance" inputmode="numeric"
                    get=|f| f.distance.clone() set=|f, v| f.distance = v/>
                <TextInput id="trip-date".into() label="ui.trip.departure_date" kind="date"
                    get=|f| f.date.clone() set=|f, v| f.date = v/>
                <TextInput id="trip-time".into() label="ui.trip.departure_time" kind="time"
                    get=|f| f.time.clone() set=|f, v| f.time = v/>
                <TextInput id="trip-boarding-date".into() label="ui.trip.boarding_date" kind="date"
                    hint="ui.trip.boarding_hint"
                    get=|f| f.boarding_date.clone() set=|f, v| f.boarding_date = v/>
                <TextInput id="trip-boarding-time".into() label="ui.trip.boarding_time" kind="time"
                    get=|f| f.boarding_time.clone() set=|f, v| f.boarding_time = v/>
                // After the boarding's pair, so that each date sits beside its
                // time in the grid.
                <Select id="trip-zone".into() label="ui.trip.zone" prefix="trip.zone"
                    options=ZONE_KEYS get=|f| f.zone.clone() set=Form::set_zone/>
                // Abroad, the travel document depends on the destination
                // (the Mercosur agreement accepts the RG): asked of everyone,
                // not in the minors' section only. Before the
                // birth date, so that the age line stays under it.
                {show_when(ctx, Form::abroad, || view! {
                    <Select id="trip-country".into() label="ui.minor.country" options=COUNTRIES prefix="ui.country"
                        get=|f| if f.destination_country.is_empty() { "none".into() } else { f.destination_country.clone() }
                        set=|f, v| f.destination_country = if v == "none" { String::new() } else { v }/>
                }.into_inner().into_any())}
                <TextInput id="ticket-fare".into() label="ui.trip.fare" inputmode="decimal"
                    get=|f| f.fare.clone() set=|f, v| f.fare = v/>
                <TextInput id="passenger-birth".into() label="ui.passenger.birth_date" kind="date"
                    get=|f| f.birth.clone() set=|f, v| f.birth = v/>
            </div>
            {move || or_empty(age().map(|a| view! {
                <p class="emb-note" data-testid="passenger-age">
                    {ctx.t("ui.passenger.age")}": "{a.to_string()}
                </p>
            }.into_inner().into_any()))}
        </section>
    }.into_inner()
}
