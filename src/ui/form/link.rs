//! The form in a link: each value the passenger changed from the blank
//! form, as URL query pairs, read back onto a blank form. One table of
//! slots serves both directions.

use super::{Bag, Companion, Form, Pet, COUNTRIES, NEW_SERVICES, ZONE_KEYS};
use crate::rules::query::{
    BagKind, Channel, Mode, Placement, Relation, RequestKind, Scope, Service, Species,
};

/// Whether a link carries a departure or a boarding (its date or time): one
/// without `zone` was made in Brasília's (the only zone not written),
/// wherever it is opened. Any other link (a carrier's `?req=withdrawal`)
/// leaves the device's zone: the times are typed here, in it.
pub fn carries_departure(params: &[(String, String)]) -> bool {
    params
        .iter()
        .any(|(k, _)| ["date", "time", "bdate", "btime"].contains(&k.as_str()))
}

/// One value of the form as the URL carries it.
enum Slot<T> {
    /// Free text, written as typed.
    Text(fn(&mut T) -> &mut String),
    /// A choice among `keys`: an empty or unknown value keeps the default
    /// choice. A stale or mistyped link must not hold a choice the page's
    /// select cannot show (a companion's relation the core refuses, on a row
    /// the page then never draws, left the passenger an error to no field).
    Key(fn(&mut T) -> &mut String, &'static [&'static str]),
    /// A checkbox, written `1` or `0`.
    Flag(fn(&mut T) -> &mut bool),
}

impl<T> Slot<T> {
    fn read(&self, row: &mut T) -> String {
        match *self {
            Slot::Text(f) | Slot::Key(f, _) => f(row).clone(),
            Slot::Flag(f) => if *f(row) { "1" } else { "0" }.to_string(),
        }
    }

    /// Writes `v`; `None` (a missing part of a list row) empties free text.
    fn write(&self, row: &mut T, v: Option<&str>) {
        match *self {
            Slot::Text(f) => *f(row) = v.unwrap_or_default().to_string(),
            Slot::Key(f, keys) => {
                if let Some(v) = v.filter(|v| keys.contains(v)) {
                    *f(row) = v.to_string();
                }
            }
            Slot::Flag(f) => *f(row) = v == Some("1"),
        }
    }
}

/// The form's own values and their URL keys, in URL order. One table serves
/// both directions, so a field cannot be written without being read back.
const FORM_SLOTS: &[(&str, Slot<Form>)] = &[
    ("scope", Slot::Key(|f| &mut f.scope, Scope::KEYS)),
    // `mode` in the URL is the widget's (`?mode=kiosk`): the trip's is `by`.
    ("by", Slot::Key(|f| &mut f.mode, Mode::KEYS)),
    ("service", Slot::Key(|f| &mut f.service, Service::KEYS)),
    ("km", Slot::Text(|f| &mut f.distance)),
    ("date", Slot::Text(|f| &mut f.date)),
    ("time", Slot::Text(|f| &mut f.time)),
    ("zone", Slot::Key(|f| &mut f.zone, ZONE_KEYS)),
    ("bdate", Slot::Text(|f| &mut f.boarding_date)),
    ("btime", Slot::Text(|f| &mut f.boarding_time)),
    (
        "country",
        Slot::Key(|f| &mut f.destination_country, COUNTRIES),
    ),
    ("birth", Slot::Text(|f| &mut f.birth)),
    ("laps", Slot::Text(|f| &mut f.lap_children_with_same_adult)),
    ("yft", Slot::Text(|f| &mut f.youth_free_taken)),
    ("ydt", Slot::Text(|f| &mut f.youth_discount_taken)),
    ("eft", Slot::Text(|f| &mut f.elderly_free_taken)),
    ("plt", Slot::Text(|f| &mut f.passe_livre_taken)),
    ("pob", Slot::Text(|f| &mut f.pets_on_board)),
    ("fare", Slot::Text(|f| &mut f.fare)),
    ("cfare", Slot::Text(|f| &mut f.conventional_fare)),
    ("bought", Slot::Text(|f| &mut f.purchased)),
    ("channel", Slot::Key(|f| &mut f.channel, Channel::KEYS)),
    ("req", Slot::Key(|f| &mut f.request, RequestKind::KEYS)),
    ("newfare", Slot::Text(|f| &mut f.new_fare)),
    ("newsvc", Slot::Key(|f| &mut f.new_service, NEW_SERVICES)),
    ("delay", Slot::Text(|f| &mut f.delay_minutes)),
    ("stop", Slot::Text(|f| &mut f.interruption_minutes)),
    ("lowfare", Slot::Text(|f| &mut f.lower_class_fare)),
    ("regular", Slot::Flag(|f| &mut f.regular_line)),
    ("offered", Slot::Flag(|f| &mut f.benefit_seats_offered)),
    ("leaves", Slot::Flag(|f| &mut f.leaves_comarca)),
    ("contig", Slot::Flag(|f| &mut f.contiguous_comarca)),
    ("metro", Slot::Flag(|f| &mut f.same_metro)),
    ("idj", Slot::Flag(|f| &mut f.id_jovem)),
    ("income", Slot::Flag(|f| &mut f.elderly_income_proof)),
    ("pl", Slot::Flag(|f| &mut f.passe_livre)),
    ("seat", Slot::Flag(|f| &mut f.occupies_seat)),
    ("sameday", Slot::Flag(|f| &mut f.youth_request_same_day)),
    ("bornbr", Slot::Flag(|f| &mut f.born_in_brazil)),
    ("home", Slot::Flag(|f| &mut f.resides_abroad)),
    ("judicial", Slot::Flag(|f| &mut f.judicial_authorization)),
    ("alone", Slot::Flag(|f| &mut f.parental_authorization_alone)),
    ("both", Slot::Flag(|f| &mut f.both_parents_authorization)),
    ("reval", Slot::Flag(|f| &mut f.revalidated)),
    ("credit", Slot::Flag(|f| &mut f.paid_by_credit)),
    ("settled", Slot::Flag(|f| &mut f.credit_settled)),
    ("resold", Slot::Flag(|f| &mut f.seat_resold)),
];

/// A list row travels as one `~`-joined value, its parts in this order.
const BAG_SLOTS: &[Slot<Bag>] = &[
    Slot::Key(|b| &mut b.placement, Placement::KEYS),
    Slot::Key(|b| &mut b.kind, BagKind::KEYS),
    Slot::Text(|b| &mut b.weight),
    Slot::Text(|b| &mut b.length),
    Slot::Text(|b| &mut b.width),
    Slot::Text(|b| &mut b.height),
];
const PET_SLOTS: &[Slot<Pet>] = &[
    Slot::Key(|p| &mut p.species, Species::KEYS),
    Slot::Text(|p| &mut p.weight),
    Slot::Flag(|p| &mut p.vaccinated),
    Slot::Flag(|p| &mut p.vet_certificate),
    Slot::Flag(|p| &mut p.container),
    Slot::Flag(|p| &mut p.sedated),
    Slot::Flag(|p| &mut p.guide_dog),
];
const COMPANION_SLOTS: &[Slot<Companion>] = &[
    Slot::Key(|c| &mut c.relation, Relation::KEYS),
    Slot::Text(|c| &mut c.age),
    Slot::Flag(|c| &mut c.kinship_proof),
    Slot::Flag(|c| &mut c.parental_authorization),
    Slot::Flag(|c| &mut c.other_parent_authorization),
    Slot::Flag(|c| &mut c.foreign_resident_abroad),
];

fn encode_row<T: Clone>(row: &T, slots: &[Slot<T>]) -> String {
    let mut row = row.clone();
    slots
        .iter()
        .map(|s| s.read(&mut row))
        .collect::<Vec<_>>()
        .join("~")
}

fn decode_row<T>(mut row: T, slots: &[Slot<T>], value: &str) -> T {
    let parts: Vec<&str> = value.split('~').collect();
    for (i, s) in slots.iter().enumerate() {
        s.write(&mut row, parts.get(i).copied());
    }
    row
}

/// The form as URL query pairs: only the values that differ from the blank
/// form, so a shared link stays short. `now` is never written (a shared
/// link is read at the reader's own time) unless it was given. A link with
/// any answer carries its departure's date and time even when they are the
/// blank's: the default departure is "tomorrow", and the same link opened
/// two days later was another trip.
pub fn to_params(form: &Form, blank: &Form) -> Vec<(String, String)> {
    let (mut f, mut b) = (form.clone(), blank.clone());
    let mut out: Vec<(String, String)> = FORM_SLOTS
        .iter()
        .filter_map(|(k, s)| {
            let v = s.read(&mut f);
            (v != s.read(&mut b)).then(|| (k.to_string(), v))
        })
        .collect();
    let rows = form.bags.len() + form.pets.len() + form.companions.len();
    if !out.is_empty() || rows > 0 {
        for (i, (k, v)) in [("date", &form.date), ("time", &form.time)]
            .into_iter()
            .enumerate()
        {
            if !out.iter().any(|(o, _)| o == k) {
                out.insert(i, (k.into(), v.clone()));
            }
        }
    }
    out.extend(
        form.bags
            .iter()
            .map(|r| ("bag".into(), encode_row(r, BAG_SLOTS))),
    );
    out.extend(
        form.pets
            .iter()
            .map(|r| ("pet".into(), encode_row(r, PET_SLOTS))),
    );
    out.extend(
        form.companions
            .iter()
            .map(|r| ("with".into(), encode_row(r, COMPANION_SLOTS))),
    );
    out
}

/// Rows of a list a link may bring: a trip has a handful of bags, pets or
/// companions; a link of 2 000 bag rows took 9 s to open and hung every edit.
pub const LINK_ROWS: usize = 30;

/// Applies URL query pairs onto a blank form. Unknown keys are ignored, and
/// so are the rows of a list past [`LINK_ROWS`].
pub fn from_params(mut form: Form, params: &[(String, String)]) -> Form {
    for (k, v) in params {
        let full = match k.as_str() {
            "bag" => form.bags.len(),
            "pet" => form.pets.len(),
            "with" => form.companions.len(),
            _ => 0,
        } >= LINK_ROWS;
        if full {
            continue;
        }
        match k.as_str() {
            "bag" => {
                let row = decode_row(Bag::new(form.take_id()), BAG_SLOTS, v);
                form.bags.push(row);
            }
            "pet" => {
                let row = decode_row(Pet::new(form.take_id()), PET_SLOTS, v);
                form.pets.push(row);
            }
            "with" => {
                let row = decode_row(Companion::new(form.take_id()), COMPANION_SLOTS, v);
                form.companions.push(row);
            }
            key => {
                if let Some((_, s)) = FORM_SLOTS.iter().find(|(name, _)| *name == key) {
                    s.write(&mut form, Some(v));
                }
            }
        }
    }
    form
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: &str = "2026-12-19T10:00:00-03:00";

    /// A dates pass: `?birth=2004-01-01&idj=1` was the whole link of a trip
    /// on the default departure ("tomorrow"), so the same link opened two
    /// days later asked about another day's bus.
    #[test]
    fn a_link_with_answers_carries_its_departure_even_when_it_is_the_default() {
        let blank = Form::example(NOW);
        assert!(
            to_params(&blank, &blank).is_empty(),
            "a blank page's link stays bare"
        );
        let mut f = blank.clone();
        f.birth = "2004-01-01".into();
        let p = to_params(&f, &blank);
        assert_eq!(p[0], ("date".to_string(), "2026-12-20".to_string()));
        assert_eq!(p[1], ("time".to_string(), blank.time.clone()));
        assert!(p.contains(&("birth".to_string(), "2004-01-01".to_string())));
        // Read on another day, the link is the same trip.
        let later = from_params(Form::example("2026-12-21T10:00:00-03:00"), &p);
        assert_eq!(
            (later.date.as_str(), later.time.as_str()),
            ("2026-12-20", blank.time.as_str())
        );
        // A row alone is an answer too; a changed date is written once.
        let mut g = blank.clone();
        g.bags.push(Bag::new(0));
        assert_eq!(to_params(&g, &blank)[0].0, "date");
        // So is a pet's or a companion's row alone: each list counts.
        let mut h = blank.clone();
        h.pets.push(Pet::new(0));
        assert_eq!(to_params(&h, &blank)[0].0, "date", "a pet alone");
        h.pets.clear();
        h.companions.push(Companion::new(0));
        assert_eq!(to_params(&h, &blank)[0].0, "date", "a companion alone");
        g.date = "2027-01-05".into();
        assert_eq!(
            to_params(&g, &blank)
                .iter()
                .filter(|(k, _)| k == "date")
                .count(),
            1
        );
    }

    #[test]
    fn a_link_brings_at_most_30_rows_of_each_list() {
        let mut params = vec![("fare".to_string(), "100".to_string())];
        for _ in 0..2_000 {
            params.push(("bag".into(), "hold~general~5".into()));
            params.push(("with".into(), "mother~40~1~0~0~0".into()));
            params.push(("pet".into(), "cat~4~1".into()));
        }
        params.push(("km".into(), "620".into()));
        let f = from_params(Form::example(NOW), &params);
        // Each list is capped on its own count, the pets' too.
        assert_eq!(
            (f.bags.len(), f.pets.len(), f.companions.len()),
            (LINK_ROWS, LINK_ROWS, LINK_ROWS)
        );
        assert_eq!((f.fare.as_str(), f.distance.as_str()), ("100", "620"));
    }

    #[test]
    fn the_form_round_trips_through_the_url() {
        let blank = Form::example(NOW);
        let mut f = blank.clone();
        f.scope = "intermunicipal_rs".into();
        f.birth = "2006-05-01".into();
        f.id_jovem = true;
        f.credit_settled = true;
        f.fare = "250,00".into();
        let id = f.take_id();
        f.bags.push(Bag {
            weight: "12,5".into(),
            length: "70".into(),
            ..Bag::new(id)
        });
        let id = f.take_id();
        f.pets.push(Pet {
            weight: "6".into(),
            sedated: true,
            ..Pet::new(id)
        });
        let id = f.take_id();
        f.companions.push(Companion {
            relation: "grandparent".into(),
            kinship_proof: true,
            ..Companion::new(id)
        });
        let params = to_params(&f, &blank);
        let back = from_params(blank.clone(), &params);
        assert_eq!(to_params(&back, &blank), params);
        assert_eq!(back.evaluate().unwrap().age, f.evaluate().unwrap().age);
    }

    #[test]
    fn a_link_with_an_unknown_choice_keeps_the_default_and_the_rest() {
        let blank = Form::example(NOW);
        let pairs = |v: &[(&str, &str)]| -> Vec<(String, String)> {
            v.iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect()
        };
        let f = from_params(
            blank.clone(),
            &pairs(&[
                ("birth", "2012-03-01"),
                ("scope", "mars"),
                ("by", "zeppelin"),
                ("channel", ""),
                ("with", "uncle~40~1"),
                ("bag", "roof~piano~12"),
                ("pet", "parrot~2"),
                ("country", "Narnia"),
            ]),
        );
        assert_eq!((f.scope.as_str(), f.mode.as_str()), ("interstate", "road"));
        assert_eq!(f.channel, "counter");
        assert_eq!(f.companions[0].relation, "mother");
        assert_eq!(f.companions[0].age, "40");
        assert!(f.companions[0].kinship_proof);
        assert_eq!(
            (f.bags[0].placement.as_str(), f.bags[0].kind.as_str()),
            ("hold", "general")
        );
        assert_eq!(f.bags[0].weight, "12");
        assert_eq!(f.pets[0].species, "dog");
        assert_eq!(f.destination_country, "");
        // So the page reaches a report, and the minor's section its editor.
        assert!(f.evaluate().unwrap().minor.is_some());
        // The keys the page offers all come back.
        let g = from_params(
            blank.clone(),
            &pairs(&[
                ("scope", "international"),
                ("country", "AR"),
                ("with", "uncle_aunt~40"),
            ]),
        );
        assert_eq!(
            (
                g.scope.as_str(),
                g.destination_country.as_str(),
                g.companions[0].relation.as_str()
            ),
            ("international", "AR", "uncle_aunt")
        );
    }
}
