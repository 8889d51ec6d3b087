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
/// `key␟pt␟en␟es␝` (U+001F between the parts, U+001D after the row). One
/// string per row instead of four saves the wasm 24 bytes of pointers per
/// row (about 13 KB); a row still cannot exist in one language only (the
/// macro takes exactly three).
macro_rules! row {
    ($key:literal, [$pt:literal, $en:literal, $es:literal $(,)?] $(,)?) => {
        concat!($key, "\u{1f}", $pt, "\u{1f}", $en, "\u{1f}", $es, "\u{1d}")
    };
}

/// `prefix!("benefits.reason.")`: the rows after it, up to the next
/// prefix, have keys that start with it, written without it
/// (`row!("age_outside_15_29", ...)`): 565 keys carried the same 80
/// prefixes, 0.8 KB of the catalogue's gzip. A string `␞prefix␝` (U+001E).
macro_rules! prefix {
    ($prefix:literal) => {
        concat!("\u{1e}", $prefix, "\u{1d}")
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
    /// No allocation: the page reads its language from its tag at every
    /// label (`ui::app::LocaleSignal`).
    pub fn from_tag(tag: &str) -> Locale {
        let start = tag.as_bytes().get(..2).unwrap_or_default();
        if start.eq_ignore_ascii_case(b"en") {
            Locale::En
        } else if start.eq_ignore_ascii_case(b"es") {
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

/// A catalogue: rows written `row!(key, [pt, en, es])` and `prefix!`es,
/// joined by `concat!` into one string. A `&[&str]` of rows was a pointer
/// and a length per row in the wasm's data (681 rows and 84 prefixes: 6 KB
/// that gzip barely shrinks, −3.5 KB of the page's gzip); the rows are
/// split once, at the first lookup ([`all_rows`]), as the slice had them.
pub type Catalogue = &'static str;

/// The separator of a row's parts.
const SEP: char = '\u{1f}';

/// What starts a prefix row.
const PREFIX: char = '\u{1e}';

/// What ends a row.
const END: char = '\u{1d}';

/// The rows of `catalogue`, its prefix rows too, in order.
fn lines(catalogue: Catalogue) -> std::str::SplitTerminator<'static, char> {
    catalogue.split_terminator(END)
}

/// A row as `(key, [pt, en, es])`.
fn split(row: &'static str) -> (&'static str, [&'static str; 3]) {
    let mut p = row.split(SEP);
    let mut next = || p.next().unwrap_or("");
    let key = next();
    (key, [next(), next(), next()])
}

/// Every row of `catalogue` as `(key, [pt, en, es])`, the key whole.
pub fn rows(catalogue: Catalogue) -> impl Iterator<Item = (String, [&'static str; 3])> {
    let mut prefix = "";
    lines(catalogue).filter_map(move |r| match r.strip_prefix(PREFIX) {
        Some(p) => {
            prefix = p;
            None
        }
        None => {
            let (key, msgs) = split(r);
            Some((format!("{prefix}{key}"), msgs))
        }
    })
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

/// A key built at run time, `prefix` and `key` joined (`"refund.kind."`
/// and `"full"`): by hand, not by `format!`, whose arguments were code of
/// their own at each of the page's 54 such keys.
pub fn join(prefix: &str, key: &str) -> String {
    let mut s = String::with_capacity(prefix.len() + key.len());
    s.push_str(prefix);
    s.push_str(key);
    s
}

thread_local! {
    /// Every row of every catalogue, in order, prefix rows too: split at
    /// the first lookup and kept for the page's life.
    static ROWS: std::cell::Cell<&'static [&'static str]> = const { std::cell::Cell::new(&[]) };
}

/// The rows of [`CATALOGUES`], one after the other. Each catalogue starts
/// with a prefix row, so a key is found under its own catalogue's prefix
/// only, as when each catalogue was searched alone.
fn all_rows() -> &'static [&'static str] {
    ROWS.with(|rows| {
        if rows.get().is_empty() {
            let all: Vec<_> = CATALOGUES.iter().flat_map(|c| lines(c)).collect();
            rows.set(all.leak());
        }
        rows.get()
    })
}

/// The message for `key`, if the catalogues have it.
pub fn lookup(locale: Locale, key: &str) -> Option<&'static str> {
    // `key` without the current prefix; `None` while it has another.
    let mut rest = Some(key);
    for r in all_rows() {
        if let Some(p) = r.strip_prefix(PREFIX) {
            rest = key.strip_prefix(p);
        } else if let Some(k) = rest {
            if r.strip_prefix(k).is_some_and(|t| t.starts_with(SEP)) {
                return Some(split(r).1[locale.column()]);
            }
        }
    }
    None
}

/// The message for a key of domain `domain` and kind `kind`: `baggage.reason.side_over_1m`.
pub fn key_message(locale: Locale, domain: &str, kind: &str, key: &str) -> &'static str {
    let full = format!("{domain}.{kind}.{key}");
    lookup(locale, &full).unwrap_or("⚠ missing message")
}

/// Every key of every catalogue (for the completeness tests).
pub fn all_keys() -> impl Iterator<Item = String> {
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
            assert!(c.starts_with(PREFIX), "a catalogue starts with its prefix");
            for r in lines(c).filter(|r| !r.starts_with(PREFIX)) {
                assert_eq!(r.split(SEP).count(), 4, "{r:?}");
                let (key, msgs) = split(r);
                assert!(
                    !key.is_empty() && msgs.iter().all(|m| !m.is_empty()),
                    "{r:?}"
                );
            }
            for (key, msgs) in rows(c) {
                assert_eq!(lookup(Locale::Es, &key), Some(msgs[2]), "{key}");
            }
        }
        // A key is found under its own prefix only.
        assert_eq!(lookup(Locale::En, "baggage.verdict.excess"), Some("Excess"));
        assert_eq!(lookup(Locale::En, "pets.verdict.excess"), None);
        assert_eq!(lookup(Locale::En, "excess"), None);
    }

    /// Every text the page shows (the catalogues and the instruments'
    /// summaries), in every language.
    fn every_text() -> Vec<&'static str> {
        use crate::rules::law::Instrument;
        let mut all: Vec<_> = CATALOGUES
            .iter()
            .flat_map(|c| rows(c))
            .flat_map(|(_, m)| m)
            .collect();
        for i in Instrument::ALL {
            all.extend([i.description_pt(), i.description_en(), i.description_es()]);
        }
        all
    }

    /// A date in a sentence is written as the page writes dates, dd/mm/yyyy
    /// ("21/1/2020" read otherwise than "01/12/2027" beside it), and an
    /// act's number with its point in every language ("Resolution 1,383"
    /// beside "ANTT Resolution 1.383/2006").
    #[test]
    fn dates_and_act_numbers_are_written_as_the_page_writes_them() {
        for text in every_text() {
            for word in text.split(|c: char| c.is_whitespace() || ",;:()".contains(c)) {
                let word = word.trim_end_matches('.');
                // "1º/6/2023", the ordinal of a month's first day, too.
                let parts: Vec<_> = word.split('/').map(|p| p.trim_end_matches('º')).collect();
                if parts.len() == 3
                    && parts
                        .iter()
                        .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()))
                {
                    let widths: Vec<_> = parts.iter().map(|p| p.len()).collect();
                    assert_eq!(widths, [2, 2, 4], "{word:?} in {text:?}");
                }
            }
            for act in [
                "Resolution ",
                "Resolução ",
                "Resolución ",
                "Law ",
                "Lei ",
                "Ley ",
                "Decree ",
                "Decreto ",
            ] {
                for (at, _) in text.match_indices(act) {
                    let number: String = text[at + act.len()..]
                        .chars()
                        .take_while(|c| c.is_ascii_digit() || ",.".contains(*c))
                        .collect();
                    let number = number.trim_end_matches(['.', ',']);
                    assert!(!number.contains(','), "{act}{number} in {text:?}");
                }
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
        // Case-blind, and a tag too short to name one is Portuguese.
        assert_eq!(Locale::from_tag("EN-us"), Locale::En);
        for l in Locale::ALL {
            assert_eq!(Locale::from_tag(l.tag()), l);
        }
        assert_eq!(Locale::from_tag("e"), Locale::PtBr);
        assert_eq!(Locale::from_tag("é"), Locale::PtBr);
    }
}
