//! Message catalogues: every key the core emits and every UI label, in
//! Portuguese (Brazil), English and Spanish.
//!
//! A catalogue row is `(key, [pt, en, es])`, so a message cannot exist in one
//! language only; a test walks every key of every keyed enum of the core and
//! fails on any without a message. Keys are namespaced: `ui.*` for labels,
//! `<domain>.reason.*`, `<domain>.verdict.*` and so on for the core's keys.
//!
//! ```
//! use embarque::i18n::{t, Locale};
//! assert_eq!(t(Locale::En, "baggage.verdict.excess"), "Excess");
//! ```

/// One catalogue row, `row!("key", ["pt", "en", "es"])`: a single string
/// `key␟pt␟en␟es` (U+001F between the parts). One string per row instead of
/// four saves the wasm 24 bytes of pointers per row (about 13 KB); a row
/// still cannot exist in one language only (the macro takes exactly three).
macro_rules! row {
    ($key:literal, [$pt:literal, $en:literal, $es:literal $(,)?] $(,)?) => {
        concat!($key, "\u{1f}", $pt, "\u{1f}", $en, "\u{1f}", $es)
    };
}

mod baggage;
mod benefits;
mod common;
mod minors;
mod notices;
mod pets;
mod refund;
mod ui_benefits;
mod ui_docs;
mod ui_refund;
mod ui_shell;

/// A language of the widget.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Locale {
    #[default]
    PtBr,
    En,
    Es,
}

impl Locale {
    /// Every locale.
    pub const ALL: [Locale; 3] = [Locale::PtBr, Locale::En, Locale::Es];

    /// BCP 47 tag: `pt-BR`, `en`, `es`.
    pub fn tag(self) -> &'static str {
        match self {
            Locale::PtBr => "pt-BR",
            Locale::En => "en",
            Locale::Es => "es",
        }
    }

    /// The locale for a BCP 47 tag (`en-GB` → English); Portuguese otherwise.
    pub fn from_tag(tag: &str) -> Locale {
        let lower = tag.to_ascii_lowercase();
        if lower.starts_with("en") {
            Locale::En
        } else if lower.starts_with("es") {
            Locale::Es
        } else {
            Locale::PtBr
        }
    }

    fn column(self) -> usize {
        match self {
            Locale::PtBr => 0,
            Locale::En => 1,
            Locale::Es => 2,
        }
    }
}

/// A catalogue: rows written `row!(key, [pt, en, es])`.
pub type Catalogue = &'static [&'static str];

/// The separator of a row's parts.
const SEP: char = '\u{1f}';

/// A row as `(key, [pt, en, es])`.
fn split(row: &'static str) -> (&'static str, [&'static str; 3]) {
    let mut p = row.split(SEP);
    let mut next = || p.next().unwrap_or("");
    let key = next();
    (key, [next(), next(), next()])
}

/// Every row of `catalogue` as `(key, [pt, en, es])`.
pub fn rows(catalogue: Catalogue) -> impl Iterator<Item = (&'static str, [&'static str; 3])> {
    catalogue.iter().map(|r| split(r))
}

const CATALOGUES: &[Catalogue] = &[
    common::MESSAGES,
    baggage::MESSAGES,
    benefits::MESSAGES,
    refund::MESSAGES,
    minors::MESSAGES,
    pets::MESSAGES,
    notices::MESSAGES,
    ui_docs::MESSAGES,
    ui_shell::MESSAGES,
    ui_refund::MESSAGES,
    ui_benefits::MESSAGES,
];

/// The message for `key` in `locale`; a visible marker when missing (a test
/// makes sure none is).
pub fn t(locale: Locale, key: &str) -> &'static str {
    lookup(locale, key).unwrap_or("⚠ missing message")
}

/// The message for `key`, if the catalogues have it.
pub fn lookup(locale: Locale, key: &str) -> Option<&'static str> {
    CATALOGUES
        .iter()
        .flat_map(|c| c.iter())
        .find(|r| {
            r.strip_prefix(key)
                .is_some_and(|rest| rest.starts_with(SEP))
        })
        .map(|r| split(r).1[locale.column()])
}

/// The message for a key of domain `domain` and kind `kind`: `baggage.reason.side_over_1m`.
pub fn key_message(locale: Locale, domain: &str, kind: &str, key: &str) -> &'static str {
    let full = format!("{domain}.{kind}.{key}");
    lookup(locale, &full).unwrap_or("⚠ missing message")
}

/// Every key of every catalogue (for the completeness tests).
pub fn all_keys() -> impl Iterator<Item = &'static str> {
    CATALOGUES.iter().flat_map(|c| rows(c)).map(|(k, _)| k)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::rules::{baggage, query};

    pub(crate) fn assert_keys(domain: &str, kind: &str, keys: &[&str]) {
        for k in keys {
            let full = format!("{domain}.{kind}.{k}");
            for l in Locale::ALL {
                let m = lookup(l, &full).unwrap_or_else(|| panic!("no message for {full}"));
                assert!(!m.trim().is_empty(), "empty {full} in {l:?}");
            }
        }
    }

    #[test]
    fn every_baggage_key_has_a_message_in_every_language() {
        assert_keys("baggage", "verdict", baggage::Verdict::KEYS);
        assert_keys("baggage", "reason", baggage::Reason::KEYS);
        assert_keys("bag", "kind", query::BagKind::KEYS);
        assert_keys("bag", "placement", query::Placement::KEYS);
    }

    #[test]
    fn every_trip_key_has_a_message_in_every_language() {
        assert_keys("trip", "scope", query::Scope::KEYS);
        assert_keys("trip", "mode", query::Mode::KEYS);
        assert_keys("trip", "service", query::Service::KEYS);
    }

    #[test]
    fn every_row_has_a_key_and_three_messages() {
        for c in CATALOGUES {
            for r in c.iter() {
                assert_eq!(r.split(SEP).count(), 4, "{r:?}");
                let (key, msgs) = split(r);
                assert!(
                    !key.is_empty() && msgs.iter().all(|m| !m.is_empty()),
                    "{r:?}"
                );
                assert_eq!(lookup(Locale::Es, key), Some(msgs[2]));
            }
        }
    }

    #[test]
    fn no_key_appears_twice() {
        let mut keys: Vec<_> = all_keys().collect();
        let n = keys.len();
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), n);
    }

    #[test]
    fn browser_tags_choose_the_language() {
        assert_eq!(Locale::from_tag("en-GB"), Locale::En);
        assert_eq!(Locale::from_tag("es-AR"), Locale::Es);
        assert_eq!(Locale::from_tag("pt-PT"), Locale::PtBr);
        assert_eq!(Locale::from_tag("fr"), Locale::PtBr);
    }
}
