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
        Locale::En => pt
            .replace('.', "\u{1}")
            .replace(',', ".")
            .replace('\u{1}', ",")
            .replacen("R$ ", "R$", 1),
        _ => pt.replacen("R$ ", "R$\u{a0}", 1),
    }
}

/// `template` with each `{}` replaced by the next of `args`.
pub fn fill(template: &str, args: &[&str]) -> String {
    let mut out = String::new();
    let mut parts = template.split("{}");
    if let Some(first) = parts.next() {
        out.push_str(first);
    }
    for (i, p) in parts.enumerate() {
        out.push_str(args.get(i).copied().unwrap_or(""));
        out.push_str(p);
    }
    out
}

/// Grams as kilograms with up to three decimals, trailing zeros dropped.
pub fn grams_as_kg(locale: Locale, grams: u32) -> String {
    let whole = grams / 1000;
    let frac = grams % 1000;
    let sep = if locale == Locale::En { "." } else { "," };
    if frac == 0 {
        format!("{whole}\u{a0}kg")
    } else {
        let f = format!("{frac:03}");
        format!("{whole}{sep}{}\u{a0}kg", f.trim_end_matches('0'))
    }
}

/// An RFC 3339 instant as a clock time and date: `19:30 de 20/12/2026`
/// (pt), `19:30 on 20/12/2026` (en), `19:30 del 20/12/2026` (es).
pub fn instant(locale: Locale, rfc3339: &str) -> String {
    match crate::rules::rfc3339::instant(rfc3339) {
        Some(d) => {
            let word = match locale {
                Locale::PtBr => "de",
                Locale::En => "on",
                Locale::Es => "del",
            };
            format!(
                "{} {word} {}",
                crate::rules::rfc3339::write_hhmm(&d),
                crate::rules::rfc3339::write_date_br(d.date_naive())
            )
        }
        None => rfc3339.to_string(),
    }
}

/// A `YYYY-MM-DD` date as `20/12/2026`.
pub fn date(iso: &str) -> String {
    crate::rules::rfc3339::date(iso)
        .map(crate::rules::rfc3339::write_date_br)
        .unwrap_or_else(|| iso.to_string())
}

/// The time left from `now` until `until`: `faltam 9 h 30 min` (pt),
/// `9 h 30 min left` (en), `faltan 9 h 30 min` (es); `None` when past.
pub fn countdown(locale: Locale, now: &DateTime<FixedOffset>, until: &str) -> Option<String> {
    let until = crate::rules::rfc3339::instant(until)?;
    let mins = (until - *now).num_minutes();
    if mins < 0 {
        return None;
    }
    let (d, h, m) = (mins / 1440, (mins % 1440) / 60, mins % 60);
    let mut span = String::new();
    if d > 0 {
        span.push_str(&format!("{d}\u{a0}d "));
    }
    if d > 0 || h > 0 {
        span.push_str(&format!("{h}\u{a0}h "));
    }
    span.push_str(&format!("{m}\u{a0}min"));
    Some(match locale {
        Locale::PtBr => format!("faltam {span}"),
        Locale::En => format!("{span} left"),
        Locale::Es => format!("faltan {span}"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

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
        assert_eq!(
            instant(Locale::PtBr, "2026-12-20T19:30:00-03:00"),
            "19:30 de 20/12/2026"
        );
    }

    #[test]
    fn kilograms_drop_trailing_zeros() {
        assert_eq!(grams_as_kg(Locale::PtBr, 30_000), "30\u{a0}kg");
        assert_eq!(grams_as_kg(Locale::PtBr, 4_250), "4,25\u{a0}kg");
        assert_eq!(grams_as_kg(Locale::En, 1), "0.001\u{a0}kg");
    }
}
