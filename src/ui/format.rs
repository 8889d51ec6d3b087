//! Dates, times, durations and money as each language writes them.
//!
//! Money is always Brazilian reais; only the separators follow the
//! language (`R$ 1.234,56` in Portuguese and Spanish, `R$1,234.56` in
//! English). A number and its unit are joined by a no-break space.
//!
//! ```
//! use embarque::i18n::Locale;
//! use embarque::ui::format::{money, grams_as_kg};
//! assert_eq!(money(Locale::PtBr, 123_456), "R$\u{a0}1.234,56");
//! assert_eq!(money(Locale::En, 123_456), "R$1,234.56");
//! assert_eq!(grams_as_kg(Locale::PtBr, 4_000), "4\u{a0}kg");
//! assert_eq!(grams_as_kg(Locale::En, 12_500), "12.5\u{a0}kg");
//! ```

use crate::i18n::Locale;
use crate::rules::money::Cents;
use chrono::{DateTime, FixedOffset};

// Numbers and their units are joined by a no-break space (U+00A0), so a
// narrow screen never breaks "R$ / 250,00" or "1 / d 9 h" across lines.

/// An amount of reais in the language's format.
pub fn money(locale: Locale, cents: i64) -> String {
    let pt = Cents(cents).brl();
    match locale {
        Locale::En => {
            // The marks swapped in one pass (`str::replace` was 0.4 KB of
            // wasm for this alone).
            let mut en = String::with_capacity(pt.len());
            for c in pt.chars() {
                en.push(match c {
                    '.' => ',',
                    ',' => '.',
                    c => c,
                });
            }
            replace_first(&en, "R$ ", "R$")
        }
        _ => replace_first(&pt, "R$ ", "R$\u{a0}"),
    }
}

/// `s` with its first `from` replaced by `to`, as `str::replacen(from, to,
/// 1)` (without core's `StrSearcher`: see [`crate::texts::find`]).
fn replace_first(s: &str, from: &str, to: &str) -> String {
    match crate::texts::split_once(s, from) {
        Some((before, after)) => {
            let mut out = String::with_capacity(s.len() + to.len());
            out.push_str(before);
            out.push_str(to);
            out.push_str(after);
            out
        }
        None => s.to_string(),
    }
}

/// `template` with each `{}` replaced by the next of `args`.
pub fn fill(template: &str, args: &[&str]) -> String {
    let mut out = String::new();
    let mut rest = template;
    let mut i = 0;
    // `split_once` of texts, not `str::split("{}")`: see `texts::find`.
    while let Some((part, after)) = crate::texts::split_once(rest, "{}") {
        out.push_str(part);
        out.push_str(args.get(i).copied().unwrap_or(""));
        rest = after;
        i += 1;
    }
    out.push_str(rest);
    out
}

/// A catalogue phrase made a line of its own: its first letter in capital.
/// The phrases start with an ASCII letter; `char::to_uppercase` would bring
/// Unicode's case tables into the wasm for nothing.
pub fn sentence(mut phrase: String) -> String {
    if let Some(first) = phrase.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    phrase
}

/// Grams as kilograms with up to three decimals, trailing zeros dropped.
pub fn grams_as_kg(locale: Locale, grams: u32) -> String {
    format!("{}\u{a0}kg", fixed(locale, grams, 3))
}

/// `n` with `places` decimal places, in the language's decimal separator,
/// without trailing zeros: `fixed(PtBr, 4250, 3)` is `4,25`, `fixed(En, 5,
/// 1)` is `0.5` (5 ‰ as a percentage), `fixed(Es, 30, 1)` is `3`.
pub fn fixed(locale: Locale, n: u32, places: u32) -> String {
    let scale = 10u32.pow(places);
    let (whole, frac) = (n / scale, n % scale);
    if frac == 0 {
        return whole.to_string();
    }
    let sep = if locale == Locale::En { '.' } else { ',' };
    // The trailing zeros dropped from the number, not from its text
    // (`trim_end_matches` searches backwards with code of its own in the
    // wasm): `frac` is not 0, so some digit is not a zero.
    let (mut frac, mut width) = (frac, places as usize);
    while frac % 10 == 0 {
        frac /= 10;
        width -= 1;
    }
    format!("{whole}{sep}{frac:0width$}")
}

thread_local! {
    /// Seconds west of UTC of the device's clock, once the page has read it
    /// (`i32::MIN`: unknown, no time is labelled).
    static DEVICE_WEST: std::cell::Cell<i32> = const { std::cell::Cell::new(i32::MIN) };
}

/// Tells [`instant`] the device's zone (the page reads it at start).
pub fn set_device_west(west_s: i32) {
    DEVICE_WEST.with(|w| w.set(west_s));
}

/// An RFC 3339 instant as a clock time and date: `19:30 de 20/12/2026`
/// (pt), `19:30 on 20 Dec 2026` (en), `19:30 del 20/12/2026` (es), with
/// `(UTC−3)` after it when the departure's zone is not the device's: a
/// deadline read as the phone's own time would be an hour off or more.
pub fn instant(locale: Locale, rfc3339: &str) -> String {
    match crate::rules::rfc3339::instant(rfc3339) {
        Some(d) => {
            let word = match locale {
                Locale::PtBr => "de",
                Locale::En => "on",
                Locale::Es => "del",
            };
            let west = d.offset().utc_minus_local();
            let device = DEVICE_WEST.with(|w| w.get());
            let zone = match (device != i32::MIN && device != west, west < 0) {
                (false, _) => String::new(),
                (true, false) => format!(" (UTC−{})", west / 3600),
                (true, true) => format!(" (UTC+{})", -west / 3600),
            };
            format!(
                "{} {word} {}{zone}",
                crate::rules::rfc3339::write_hhmm(&d),
                day(locale, d.date_naive())
            )
        }
        None => rfc3339.to_string(),
    }
}

/// A `YYYY-MM-DD` date as the page writes it ([`day`]).
pub fn date(locale: Locale, iso: &str) -> String {
    crate::rules::rfc3339::date(iso)
        .map(|d| day(locale, d))
        .unwrap_or_else(|| iso.to_string())
}

/// A date in the page's language: `20/12/2026` (pt, es), and in English
/// `20 Dec 2026`: "valid until 01/12/2027" read as 12 January to an
/// American (a passenger's pass).
pub fn day(locale: Locale, d: chrono::NaiveDate) -> String {
    use chrono::Datelike;
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    match locale {
        // Joined by no-break spaces: "22 / Dec 2026" broke across lines.
        Locale::En => format!(
            "{}\u{a0}{}\u{a0}{}",
            d.day(),
            MONTHS[d.month0() as usize],
            d.year()
        ),
        _ => crate::rules::rfc3339::write_date_br(d),
    }
}

/// The time left from `now` until `until`: `faltam 9 h 30 min` (pt),
/// `9 h 30 min left` (en), `faltan 9 h 30 min` (es); `None` when past.
pub fn countdown(locale: Locale, now: &DateTime<FixedOffset>, until: &str) -> Option<String> {
    time_to(locale, now, until, false)
}

/// The time until a window opens: as [`countdown`], but `opens in 9 h` in
/// English, where "9 h left" read as a window closing (in Portuguese and
/// Spanish "faltam"/"faltan" say both).
pub fn opens_in(locale: Locale, now: &DateTime<FixedOffset>, until: &str) -> Option<String> {
    time_to(locale, now, until, true)
}

fn time_to(
    locale: Locale,
    now: &DateTime<FixedOffset>,
    until: &str,
    opening: bool,
) -> Option<String> {
    let until = crate::rules::rfc3339::instant(until)?;
    // Past by seconds is past: whole minutes truncate toward zero, and 30 s
    // late read "faltam 0 min" beside "Não é mais possível cancelar".
    if until < *now {
        return None;
    }
    let mins = (until - *now).num_minutes();
    let (d, h, m) = (mins / 1440, (mins % 1440) / 60, mins % 60);
    // No "0 min" after hours ("faltam 3 h", not "3 h 0 min"), and under a
    // minute "menos de 1 min": "faltam 0 min" read as time's up. Far off,
    // no minutes from 3 days nor hours from a week ("364 d 13 h 59 min").
    let mut parts = Vec::new();
    if d > 0 {
        parts.push(format!("{d}\u{a0}d"));
    }
    if h > 0 && d < 7 {
        parts.push(format!("{h}\u{a0}h"));
    }
    if m > 0 && d < 3 {
        parts.push(format!("{m}\u{a0}min"));
    }
    let under = parts.is_empty();
    // "falta 1 min", "falta menos de 1 min": one of one unit is singular.
    let one = under || (parts.len() == 1 && parts[0].starts_with("1\u{a0}"));
    let span = match (under, locale) {
        (false, _) => parts.join(" "),
        (true, Locale::En) => "less than 1\u{a0}min".to_string(),
        (true, _) => "menos de 1\u{a0}min".to_string(),
    };
    Some(match locale {
        Locale::PtBr if one => format!("falta {span}"),
        Locale::PtBr => format!("faltam {span}"),
        Locale::En if opening => format!("opens in {span}"),
        Locale::En => format!("{span} left"),
        Locale::Es if one => format!("falta {span}"),
        Locale::Es => format!("faltan {span}"),
    })
}

/// A whole number with the language's thousands separator: `100.000` (pt,
/// es), `100,000` (en). Anything else comes back as it is.
pub fn grouped(locale: Locale, n: &str) -> String {
    if n.is_empty() || !n.bytes().all(|b| b.is_ascii_digit()) {
        return n.to_string();
    }
    crate::rules::money::group_thousands(n, if locale == Locale::En { ',' } else { '.' })
}

/// The core's fixed messages in Portuguese and Spanish; one that does not
/// start with an ASCII letter is written capital here (a test checks all).
const CORE_MESSAGES: &[(&str, &str, &str)] = &[
    (
        "must not be negative",
        "não pode ser negativo",
        "no puede ser negativo",
    ),
    (
        "must be a whole number",
        "deve ser um número inteiro",
        "debe ser un número entero",
    ),
    (
        "must be a whole number, 0 or more",
        "deve ser um número inteiro, 0 ou mais",
        "debe ser un número entero, 0 o más",
    ),
    ("is required", "obrigatório", "obligatorio"),
    (
        "not a date in the form YYYY-MM-DD",
        "data inválida",
        "fecha inválida",
    ),
    (
        "not an RFC 3339 instant with offset",
        "data ou hora inválida",
        "fecha u hora inválida",
    ),
    (
        "is not a day of the calendar",
        "esta data não existe",
        "esta fecha no existe",
    ),
    (
        "is more than 130 years before the departure",
        "É mais de 130 anos antes da partida",
        "es más de 130 años antes de la salida",
    ),
    ("is later than now", "está no futuro", "está en el futuro"),
    (
        "is after the departure",
        "É posterior à partida",
        "es posterior a la salida",
    ),
    (
        "is after the trip's departure date",
        "É posterior à data da viagem",
        "es posterior a la fecha del viaje",
    ),
    // The form's rows have no limit of their own (a code review: the
    // 201st bag read "baggage: At most 200 pieces" on a Spanish page).
    (
        "is more than 15 days after trip.departure: a later stop of the same trip",
        "É mais de 15 dias depois da partida da linha: o embarque é numa parada da mesma viagem",
        "es más de 15 días después de la salida de la línea: el embarque es en una parada del mismo viaje",
    ),
    (
        "at most 200 pieces",
        "no máximo 200 volumes",
        "como máximo 200 bultos",
    ),
    (
        "at most 200 animals",
        "no máximo 200 animais",
        "como máximo 200 animales",
    ),
    (
        "at most 200 companions",
        "no máximo 200 acompanhantes",
        "como máximo 200 acompañantes",
    ),
];

/// Puts the core's English one-line errors into the page's language,
/// capitalised like the page's own ("Preencha este campo"): beside a field
/// and in the error summary the two kinds read alike.
pub fn core_message(locale: Locale, msg: &str) -> String {
    // An ASCII first letter is made capital here; one that is not ("é") is
    // written capital in the table (a test checks every message).
    sentence(translated(locale, msg))
}

fn translated(locale: Locale, msg: &str) -> String {
    let (pt, es) = (locale == Locale::PtBr, locale == Locale::Es);
    // Years are not amounts: no thousands separator.
    if let Some((a, b)) = msg
        .strip_prefix("must be between the years ")
        .and_then(|rest| crate::texts::split_once(rest, " and "))
    {
        return match locale {
            Locale::PtBr => format!("deve estar entre os anos {a} e {b}"),
            Locale::En => msg.to_string(),
            Locale::Es => format!("debe estar entre los años {a} y {b}"),
        };
    }
    // A range of amounts, minutes or kilometres, its bounds written as the
    // language groups thousands: "entre 0 e 100.000", not "100000".
    if let Some((a, b)) = msg
        .strip_prefix("must be between ")
        .and_then(|rest| crate::texts::split_once(rest, " and "))
    {
        let (a, b) = (grouped(locale, a), grouped(locale, b));
        return match locale {
            Locale::PtBr => format!("deve estar entre {a} e {b}"),
            Locale::En => format!("must be between {a} and {b}"),
            Locale::Es => format!("debe estar entre {a} y {b}"),
        };
    }
    // The two format messages are the contract's, for a developer; a
    // passenger who opened a link with 30/02 read "not an RFC 3339 instant
    // with offset" on the English page.
    if locale == Locale::En {
        return match msg {
            "not a date in the form YYYY-MM-DD" => "not a valid date",
            "not an RFC 3339 instant with offset" => "not a valid date or time",
            "is not a day of the calendar" => "this date does not exist",
            "is required" => "required",
            "is more than 15 days after trip.departure: a later stop of the same trip" => {
                "more than 15 days after the line's departure: boarding is at a stop of the same trip"
            }
            _ => msg,
        }
        .to_string();
    }
    for (en, p, e) in CORE_MESSAGES {
        if msg == *en {
            return if pt {
                p.to_string()
            } else if es {
                e.to_string()
            } else {
                msg.to_string()
            };
        }
    }
    msg.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    proptest::proptest! {
        /// `fill` and `replace_first` give what `str::split("{}")` and
        /// `str::replacen(from, to, 1)` gave before them.
        #[test]
        fn fill_and_replace_first_are_those_of_str(
            template in "[a é{}R$ \u{a0}]{0,24}",
            from in "[a é{}R$ ]{0,3}",
            to in "[xé\u{a0}]{0,3}",
            n in 0usize..4,
        ) {
            let args = ["1", "dois", "três"];
            let args = &args[..n.min(3)];
            let mut parts = template.split("{}");
            let mut old = parts.next().unwrap_or("").to_string();
            for (i, p) in parts.enumerate() {
                old.push_str(args.get(i).copied().unwrap_or(""));
                old.push_str(p);
            }
            proptest::prop_assert_eq!(fill(&template, args), old);
            proptest::prop_assert_eq!(
                replace_first(&template, &from, &to),
                template.replacen(from.as_str(), &to, 1)
            );
        }
    }

    #[test]
    fn money_keeps_reais_in_every_language() {
        assert_eq!(money(Locale::Es, 500), "R$\u{a0}5,00");
        assert_eq!(money(Locale::En, 100_000_000), "R$1,000,000.00");
    }

    #[test]
    fn the_countdown_reads_like_the_issue_example() {
        let now = DateTime::parse_from_rfc3339("2026-12-20T10:00:00-03:00").unwrap();
        assert_eq!(
            countdown(Locale::PtBr, &now, "2026-12-20T19:30:00-03:00").as_deref(),
            Some("faltam 9\u{a0}h 30\u{a0}min")
        );
        assert_eq!(
            countdown(Locale::PtBr, &now, "2026-12-20T09:00:00-03:00"),
            None
        );
        // Exactly at the deadline it has not passed; a second later it has.
        assert_eq!(
            countdown(Locale::PtBr, &now, "2026-12-20T10:00:00-03:00").as_deref(),
            Some("falta menos de 1\u{a0}min")
        );
        // No zero part: "3 h", "1 d", "1 d 5 min".
        assert_eq!(
            countdown(Locale::PtBr, &now, "2026-12-20T13:00:00-03:00").as_deref(),
            Some("faltam 3\u{a0}h")
        );
        assert_eq!(
            countdown(Locale::En, &now, "2026-12-21T10:00:00-03:00").as_deref(),
            Some("1\u{a0}d left")
        );
        assert_eq!(
            countdown(Locale::Es, &now, "2026-12-21T10:05:00-03:00").as_deref(),
            Some("faltan 1\u{a0}d 5\u{a0}min")
        );
        assert_eq!(
            countdown(Locale::PtBr, &now, "2026-12-21T19:30:00-03:00").as_deref(),
            Some("faltam 1\u{a0}d 9\u{a0}h 30\u{a0}min")
        );
        // Far off, the minutes (from 3 days) and the hours (from a week)
        // are noise: a rebooking's year read "364 d 13 h 59 min left".
        assert_eq!(
            countdown(Locale::PtBr, &now, "2026-12-23T14:05:00-03:00").as_deref(),
            Some("faltam 3\u{a0}d 4\u{a0}h")
        );
        assert_eq!(
            countdown(Locale::En, &now, "2027-12-19T23:59:00-03:00").as_deref(),
            Some("364\u{a0}d left")
        );
        assert_eq!(
            countdown(Locale::PtBr, &now, "2026-12-20T09:59:59-03:00"),
            None
        );
        // One of one unit is singular: "falta 1 min", "falta 1 h" ("faltam
        // 1 min" was a dates pass's finding), not "10 min" nor "1 d 5 min".
        for (until, pt, es) in [
            (
                "2026-12-20T10:01:00-03:00",
                "falta 1\u{a0}min",
                "falta 1\u{a0}min",
            ),
            (
                "2026-12-20T11:00:00-03:00",
                "falta 1\u{a0}h",
                "falta 1\u{a0}h",
            ),
            (
                "2026-12-21T10:00:00-03:00",
                "falta 1\u{a0}d",
                "falta 1\u{a0}d",
            ),
            (
                "2026-12-20T10:10:00-03:00",
                "faltam 10\u{a0}min",
                "faltan 10\u{a0}min",
            ),
            (
                "2026-12-21T10:05:00-03:00",
                "faltam 1\u{a0}d 5\u{a0}min",
                "faltan 1\u{a0}d 5\u{a0}min",
            ),
        ] {
            assert_eq!(countdown(Locale::PtBr, &now, until).as_deref(), Some(pt));
            assert_eq!(countdown(Locale::Es, &now, until).as_deref(), Some(es));
        }
        assert_eq!(
            instant(Locale::PtBr, "2026-12-20T19:30:00-03:00"),
            "19:30 de 20/12/2026"
        );
    }

    #[test]
    fn a_time_in_another_zone_than_the_devices_names_its_zone() {
        // A passenger in Manaus (UTC−4) checking a São Paulo departure read
        // "19:30" for a deadline that is 18:30 on their phone.
        set_device_west(4 * 3600);
        assert_eq!(
            instant(Locale::PtBr, "2026-12-20T19:30:00-03:00"),
            "19:30 de 20/12/2026 (UTC−3)"
        );
        assert_eq!(
            instant(Locale::En, "2026-12-20T19:30:00-05:00"),
            "19:30 on 20\u{a0}Dec\u{a0}2026 (UTC−5)"
        );
        assert_eq!(
            instant(Locale::Es, "2026-12-20T19:30:00-04:00"),
            "19:30 del 20/12/2026"
        );
        // A device in London: every Brazilian time says its zone.
        set_device_west(0);
        assert_eq!(
            instant(Locale::PtBr, "2026-12-20T19:30:00-02:00"),
            "19:30 de 20/12/2026 (UTC−2)"
        );
        // An offset east of UTC (a `now` written so) is not "UTC−-1".
        assert_eq!(
            instant(Locale::En, "2026-12-20T19:30:00+01:00"),
            "19:30 on 20\u{a0}Dec\u{a0}2026 (UTC+1)"
        );
    }

    #[test]
    fn a_range_error_groups_its_thousands_in_every_language() {
        let msg = "must be between 0 and 100000";
        assert_eq!(
            core_message(Locale::PtBr, msg),
            "Deve estar entre 0 e 100.000"
        );
        assert_eq!(
            core_message(Locale::Es, msg),
            "Debe estar entre 0 y 100.000"
        );
        assert_eq!(
            core_message(Locale::En, msg),
            "Must be between 0 and 100,000"
        );
        // Years are not amounts.
        assert_eq!(
            core_message(Locale::PtBr, "must be between the years 1800 and 2999"),
            "Deve estar entre os anos 1800 e 2999"
        );
        assert_eq!(grouped(Locale::PtBr, "1000"), "1.000");
        assert_eq!(grouped(Locale::PtBr, "999"), "999");
        assert_eq!(grouped(Locale::En, "100000000"), "100,000,000");
        assert_eq!(grouped(Locale::PtBr, "-5"), "-5");
    }

    /// The core's English messages as the page words them: plain words
    /// for a bad date on the English page (a passenger opened a link with
    /// 30/02 and read "not an RFC 3339 instant with offset"), no format to
    /// type beside a date picker showing dd/mm/yyyy, capital like the
    /// page's own messages ("Preencha este campo").
    #[test]
    fn core_messages_in_the_pages_words() {
        for (l, msg, page) in [
            (
                Locale::En,
                "not an RFC 3339 instant with offset",
                "Not a valid date or time",
            ),
            (
                Locale::En,
                "not a date in the form YYYY-MM-DD",
                "Not a valid date",
            ),
            (
                Locale::PtBr,
                "not a date in the form YYYY-MM-DD",
                "Data inválida",
            ),
            (
                Locale::En,
                "is not a day of the calendar",
                "This date does not exist",
            ),
            (
                Locale::PtBr,
                "is not a day of the calendar",
                "Esta data não existe",
            ),
            (
                Locale::Es,
                "is not a day of the calendar",
                "Esta fecha no existe",
            ),
            (
                Locale::PtBr,
                crate::rules::input::TOO_OLD,
                "É mais de 130 anos antes da partida",
            ),
            (Locale::En, "is required", "Required"),
            (Locale::PtBr, "is required", "Obrigatório"),
            (Locale::Es, "is required", "Obligatorio"),
            (
                Locale::PtBr,
                "is after the departure",
                "É posterior à partida",
            ),
            (Locale::Es, "is later than now", "Está en el futuro"),
            (
                Locale::En,
                "is more than 15 days after trip.departure: a later stop of the same trip",
                "More than 15 days after the line's departure: boarding is at a stop of the same trip",
            ),
            (
                Locale::Es,
                "must be between 0 and 100000",
                "Debe estar entre 0 y 100.000",
            ),
            (
                Locale::PtBr,
                "must be between the years 1800 and 2999",
                "Deve estar entre os anos 1800 e 2999",
            ),
        ] {
            assert_eq!(core_message(l, msg), page, "{l:?} {msg}");
        }
    }

    #[test]
    fn a_list_too_long_is_said_in_the_pages_language() {
        let item = |kind: &str| match kind {
            "baggage" => r#"{"placement":"hold","weightKg":1}"#,
            _ => r#"{"species":"cat","weightKg":1}"#,
        };
        for (list, field) in [("baggage", "baggage"), ("pets", "pets")] {
            let items = vec![item(list); 201].join(",");
            let q = format!(
                r#"{{"now":"2026-12-19T10:00:00-03:00","trip":{{"scope":"interstate","departure":"2026-12-20T22:30:00-03:00"}},"{list}":[{items}]}}"#
            );
            let e = crate::rules::evaluate_json(&q).unwrap_err();
            assert_eq!(e.field, field);
            assert_ne!(
                translated(Locale::Es, &e.message),
                e.message,
                "{}",
                e.message
            );
        }
        let companions = vec![r#"{"relation":"mother","age":40}"#; 201].join(",");
        let q = format!(
            r#"{{"now":"2026-12-19T10:00:00-03:00","trip":{{"scope":"interstate","departure":"2026-12-20T22:30:00-03:00"}},"passenger":{{"birthDate":"2016-01-01","companions":[{companions}]}}}}"#
        );
        let e = crate::rules::evaluate_json(&q).unwrap_err();
        assert_eq!(e.field, "passenger.companions");
        assert_ne!(translated(Locale::PtBr, &e.message), e.message);
    }

    #[test]
    fn every_core_message_starts_capital_in_every_language() {
        let ranges = [
            "must be between 0 and 100",
            "must be between the years 1800 and 2999",
        ];
        let messages = CORE_MESSAGES.iter().map(|m| m.0).chain(ranges);
        for l in Locale::ALL {
            for msg in messages.clone() {
                let m = core_message(l, msg);
                let first = m.chars().next().unwrap();
                assert!(!first.is_lowercase(), "{l:?}: {m}");
            }
        }
    }

    #[test]
    fn a_fixed_point_number_drops_trailing_zeros() {
        assert_eq!(fixed(Locale::PtBr, 5, 1), "0,5");
        assert_eq!(fixed(Locale::En, 5, 1), "0.5");
        assert_eq!(fixed(Locale::Es, 30, 1), "3");
        assert_eq!(fixed(Locale::PtBr, 125, 1), "12,5");
    }

    #[test]
    fn kilograms_drop_trailing_zeros() {
        assert_eq!(grams_as_kg(Locale::PtBr, 30_000), "30\u{a0}kg");
        assert_eq!(grams_as_kg(Locale::PtBr, 4_250), "4,25\u{a0}kg");
        assert_eq!(grams_as_kg(Locale::En, 1), "0.001\u{a0}kg");
    }
}
