//! The law texts the widget carries, as data: no UI, no browser.
//!
//! Decreto 8.537/2015 art. 20 obliges carriers to make art. 32 of Lei
//! 12.852/2013 and the decree available at every point of sale, physical or
//! virtual; ANTT Res. 1.383/2006 art. 3º requires its arts. 6º and 7º (rights
//! and duties) on display, and Lei 11.975/2009 art. 10 its arts. 1º to 7º.
//! A carrier embedding Embarque meets those duties with the "Legislação"
//! section, which renders [`ARTICLES`]: each article (or, where the source
//! is a carrier's summary, each section) with a stable anchor
//! (`res_antt_1383_2006-art-6`), its [`Instrument`], a heading and its text.
//! [`anchor_for`] links any [`Citation`] of a result to the article that
//! carries it, and [`search`] finds articles by words, ignoring case and
//! accents.
//!
//! The texts are copied verbatim from the project's seeds (the carrier's page
//! and the English translation of Lei 12.852/2013 art. 32 and Decreto
//! 8.537/2015 arts. 13–21, marked [`Lang::En`]), one file per article under
//! `src/texts/`, so that a correction is a one-file change. Where the seed is
//! the carrier's paraphrase rather than the official text (ECA art. 83, the
//! baggage allowance, pets, refunds on RS lines), the heading says so.
//!
//! Also here as data: the passenger's rights of Res. 1.383/2006 art. 6º as a
//! list ([`PASSENGER_RIGHTS`]), the carrier's lost-and-found procedure
//! ([`LOST_AND_FOUND`]) and which articles each display duty covers
//! ([`DISPLAY_DUTIES`]).
//!
//! ```
//! use embarque::rules::law::{cite, Instrument};
//! use embarque::texts::{anchor_for, article, search};
//! let anchor = anchor_for(&cite(Instrument::ResAntt1383, "art. 6º, XI")).unwrap();
//! assert_eq!(anchor, "res_antt_1383_2006-art-6");
//! assert!(article(anchor).unwrap().text.contains("trinta quilos de bagagem"));
//! assert!(search("DEVOLUCAO").iter().any(|a| a.anchor == "lei_11975_2009-art-4"));
//! ```

use crate::keyed;
use crate::rules::law::{cite, Citation, Instrument, Instrument::*};
use serde::Serialize;

keyed! {
    /// The language a text is carried in.
    pub enum Lang { Pt = "pt-BR", En = "en" }
}

/// One article (or one section of a carrier's summary) of a law text.
#[derive(Debug, Clone, Copy, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Article {
    /// Stable id, usable as an HTML id: `<instrument key>-art-<n>`, or
    /// `<instrument key>-<section>` for an unnumbered text.
    pub anchor: &'static str,
    pub instrument: Instrument,
    /// The article number, when the text is one numbered article.
    pub number: Option<u32>,
    pub heading: &'static str,
    pub text: &'static str,
    pub lang: Lang,
    /// Other instruments (and article numbers, `None` for any) whose
    /// citations this text also answers for, because it summarizes them.
    pub covers: &'static [(Instrument, Option<u32>)],
}

impl Article {
    /// The heading in `locale`. A heading in words is Embarque's (a
    /// carrier's summary, "na página da transportadora"), so the catalogue
    /// translates it (`law.heading.<anchor>`; the English and Spanish pages
    /// showed it in Portuguese); an "Art. 13" reads alike in all three.
    pub fn heading_in(&self, locale: crate::i18n::Locale) -> &'static str {
        // Not looked up for the 40 numbered articles: the search asks on
        // every keystroke, and a lookup walks the catalogues.
        let numbered = self.heading.starts_with("Art. ") && !self.heading.contains('(');
        if numbered || locale == crate::i18n::Locale::PtBr {
            return self.heading;
        }
        crate::i18n::lookup(locale, &format!("law.heading.{}", self.anchor)).unwrap_or(self.heading)
    }
}

macro_rules! art {
    ($anchor:literal, $inst:ident, $n:expr, $heading:literal, $lang:ident, [$($cov:expr),*]) => {
        Article {
            anchor: $anchor,
            instrument: $inst,
            number: $n,
            heading: $heading,
            text: include_str!(concat!($anchor, ".txt")),
            lang: Lang::$lang,
            covers: &[$($cov),*],
        }
    };
}

/// Every text the widget carries, in the order the "Legislação" section
/// shows them.
pub const ARTICLES: &[Article] = &[
    art!(
        "decreto_2521_1998-art-29",
        Decreto2521,
        Some(29),
        "Art. 29",
        Pt,
        []
    ),
    art!(
        "res_antt_1383_2006-art-1",
        ResAntt1383,
        Some(1),
        "Art. 1º",
        Pt,
        []
    ),
    art!(
        "res_antt_1383_2006-art-2",
        ResAntt1383,
        Some(2),
        "Art. 2º",
        Pt,
        []
    ),
    art!(
        "res_antt_1383_2006-art-3",
        ResAntt1383,
        Some(3),
        "Art. 3º",
        Pt,
        []
    ),
    art!(
        "res_antt_1383_2006-art-6",
        ResAntt1383,
        Some(6),
        "Art. 6º",
        Pt,
        []
    ),
    art!(
        "res_antt_1383_2006-art-7",
        ResAntt1383,
        Some(7),
        "Art. 7º",
        Pt,
        []
    ),
    art!(
        "res_antt_1383_2006-art-8",
        ResAntt1383,
        Some(8),
        "Art. 8º",
        Pt,
        []
    ),
    art!(
        "res_antt_1383_2006-art-10",
        ResAntt1383,
        Some(10),
        "Art. 10",
        Pt,
        []
    ),
    art!(
        "res_antt_1383_2006-art-11",
        ResAntt1383,
        Some(11),
        "Art. 11",
        Pt,
        []
    ),
    art!("lei_11975_2009-art-1", Lei11975, Some(1), "Art. 1º", Pt, []),
    art!("lei_11975_2009-art-2", Lei11975, Some(2), "Art. 2º", Pt, []),
    art!("lei_11975_2009-art-3", Lei11975, Some(3), "Art. 3º", Pt, []),
    art!("lei_11975_2009-art-4", Lei11975, Some(4), "Art. 4º", Pt, []),
    art!("lei_11975_2009-art-5", Lei11975, Some(5), "Art. 5º", Pt, []),
    art!("lei_11975_2009-art-6", Lei11975, Some(6), "Art. 6º", Pt, []),
    art!("lei_11975_2009-art-7", Lei11975, Some(7), "Art. 7º", Pt, []),
    art!("lei_11975_2009-art-8", Lei11975, Some(8), "Art. 8º", Pt, []),
    art!("lei_11975_2009-art-9", Lei11975, Some(9), "Art. 9º", Pt, []),
    art!(
        "lei_11975_2009-art-10",
        Lei11975,
        Some(10),
        "Art. 10",
        Pt,
        []
    ),
    art!(
        "lei_11975_2009-art-11",
        Lei11975,
        Some(11),
        "Art. 11",
        Pt,
        []
    ),
    art!(
        "lei_11975_2009-art-12",
        Lei11975,
        Some(12),
        "Art. 12",
        Pt,
        []
    ),
    art!(
        "lei_11975_2009-art-13",
        Lei11975,
        Some(13),
        "Art. 13",
        Pt,
        []
    ),
    art!(
        "lei_11975_2009-art-14",
        Lei11975,
        Some(14),
        "Art. 14",
        Pt,
        []
    ),
    art!(
        "lei_11975_2009-art-15",
        Lei11975,
        Some(15),
        "Art. 15",
        Pt,
        []
    ),
    art!(
        "lei_11975_2009-art-16",
        Lei11975,
        Some(16),
        "Art. 16",
        Pt,
        []
    ),
    art!(
        "daer_ordem_trajes-art-1",
        DaerConduct,
        Some(1),
        "Art. 1º",
        Pt,
        []
    ),
    art!(
        "daer_ordem_trajes-art-2",
        DaerConduct,
        Some(2),
        "Art. 2º",
        Pt,
        []
    ),
    art!(
        "daer_ordem_trajes-art-3",
        DaerConduct,
        Some(3),
        "Art. 3º",
        Pt,
        []
    ),
    art!(
        "daer_ordem_trajes-art-4",
        DaerConduct,
        Some(4),
        "Art. 4º",
        Pt,
        []
    ),
    art!(
        "lei_rs_7813_1983-texto",
        LeiRs7813,
        None,
        "Fumo nos ônibus intermunicipais",
        Pt,
        []
    ),
    art!(
        "portaria_10_1999-texto",
        PortariaMt10,
        None,
        "Proibição de fumar (interestadual e internacional)",
        Pt,
        []
    ),
    art!(
        "daer_animais-texto",
        DaerPets,
        None,
        "Transporte de animais nas linhas intermunicipais (RS)",
        Pt,
        []
    ),
    art!(
        "mapa_transito_caes_gatos-texto",
        MapaTransit,
        None,
        "Transporte de animais nas linhas interestaduais",
        Pt,
        [(PortariaIbama117, None)]
    ),
    art!(
        "decreto_2521_1998-art-70",
        Decreto2521,
        Some(70),
        "Bagagem (art. 70, na página da transportadora)",
        Pt,
        [(ResAntt1432, None), (ResAntt420, None)]
    ),
    art!(
        "daer_pranchas-texto",
        DaerSurf,
        None,
        "Transporte de pranchas de surf",
        Pt,
        []
    ),
    art!(
        "lei_rs_11993_2003-interestadual",
        LeiRs11993,
        None,
        "Devolução e revalidação no sistema interestadual (página da transportadora)",
        Pt,
        []
    ),
    art!(
        "daer_os_dtr_022_2011-texto",
        DaerOs02211,
        None,
        "Devolução e revalidação no sistema intermunicipal do RS",
        Pt,
        [(LeiRs11993, None)]
    ),
    art!(
        "lei_8069_1990-art-83",
        Lei8069,
        Some(83),
        "Art. 83 (resumo da transportadora, redação original)",
        Pt,
        []
    ),
    art!(
        "daer_os_doc_dt_011_02-art-3",
        DaerOs01102,
        Some(3),
        "Art. 3º",
        Pt,
        []
    ),
    art!(
        "daer_os_doc_dt_011_02-colo",
        DaerOs01102,
        None,
        "Crianças até 5 anos (página da transportadora, após a ordem)",
        Pt,
        []
    ),
    art!(
        "res_antt_1692_2006-idosos",
        ResAntt1692,
        None,
        "Idosos (resumo da transportadora; a página diz “Resolução 1962”)",
        Pt,
        [(Lei10741, Some(40))]
    ),
    art!(
        "lei_12852_2013-art-32",
        Lei12852,
        Some(32),
        "Art. 32",
        En,
        []
    ),
    art!(
        "decreto_8537_2015-art-13",
        Decreto8537,
        Some(13),
        "Art. 13",
        En,
        []
    ),
    art!(
        "decreto_8537_2015-art-14",
        Decreto8537,
        Some(14),
        "Art. 14",
        En,
        []
    ),
    art!(
        "decreto_8537_2015-art-15",
        Decreto8537,
        Some(15),
        "Art. 15",
        En,
        []
    ),
    art!(
        "decreto_8537_2015-art-16",
        Decreto8537,
        Some(16),
        "Art. 16",
        En,
        []
    ),
    art!(
        "decreto_8537_2015-art-17",
        Decreto8537,
        Some(17),
        "Art. 17",
        En,
        []
    ),
    art!(
        "decreto_8537_2015-art-18",
        Decreto8537,
        Some(18),
        "Art. 18",
        En,
        []
    ),
    art!(
        "decreto_8537_2015-art-19",
        Decreto8537,
        Some(19),
        "Art. 19",
        En,
        []
    ),
    art!(
        "decreto_8537_2015-art-20",
        Decreto8537,
        Some(20),
        "Art. 20",
        En,
        []
    ),
    art!(
        "decreto_8537_2015-art-21",
        Decreto8537,
        Some(21),
        "Art. 21",
        En,
        []
    ),
];

/// Texts a later law changed, and the catalogue key of the note that says
/// how, shown beside them: the answers follow the later law, and a citation
/// led a passenger to the carrier's words saying the opposite.
const NOTES: &[(&str, &str)] = &[
    ("lei_8069_1990-art-83", "ui.law.note_eca_83"),
    ("lei_rs_11993_2003-interestadual", "ui.law.note_interstate"),
    ("daer_animais-texto", "ui.law.note_rs_pet_fee"),
];

/// The note beside the text `anchor`, if a later law changed it.
pub fn note_of(anchor: &str) -> Option<&'static str> {
    NOTES.iter().find(|n| n.0 == anchor).map(|n| n.1)
}

/// The article with `anchor`, if the widget carries it.
pub fn article(anchor: &str) -> Option<&'static Article> {
    ARTICLES.iter().find(|a| a.anchor == anchor)
}

/// The articles carried for `instrument`, in order.
pub fn articles_of(instrument: Instrument) -> impl Iterator<Item = &'static Article> {
    ARTICLES.iter().filter(move |a| a.instrument == instrument)
}

/// Where `needle` first starts in `hay`, as `str::find` with a `&str`
/// pattern gives it. Compared byte by byte: core's `StrSearcher` (behind
/// `find`, `contains`, `split_once`, `split` and `replacen` with a `&str`)
/// can panic on a slice that is not on a char boundary, and that panic's
/// message formats a `char` with `Debug`, which brings Unicode's printable
/// and grapheme tables into the wasm. A match of valid UTF-8 always starts
/// and ends on char boundaries, so the index is the same.
pub fn find(hay: &str, needle: &str) -> Option<usize> {
    if needle.is_empty() {
        return Some(0);
    }
    hay.as_bytes()
        .windows(needle.len())
        .position(|w| w == needle.as_bytes())
}

/// `s` around the first `sep`, as `str::split_once` with a `&str` (see
/// [`find`]).
pub fn split_once<'a>(s: &'a str, sep: &str) -> Option<(&'a str, &'a str)> {
    let i = find(s, sep)?;
    Some((s.get(..i)?, s.get(i + sep.len()..)?))
}

/// Where the last `mark` (an ASCII byte) is in `s`, as `str::rfind` of
/// that `char` gives it: `rfind`, `rsplit_once` and `trim_end_matches` of
/// a `char` search backwards through code of their own in the wasm
/// (0.6 KB). An ASCII byte is never part of another character, so its
/// byte index is `rfind`'s.
pub fn rfind_ascii(s: &str, mark: u8) -> Option<usize> {
    s.bytes().rposition(|b| b == mark)
}

/// How many characters `s` has, as `chars().count()` says: the bytes that
/// begin one (UTF-8's continuation bytes are `0b10xx_xxxx`). Core's
/// word-at-a-time counter is 0.5 KB of wasm.
pub fn char_count(s: &str) -> usize {
    s.bytes().filter(|b| b & 0xC0 != 0x80).count()
}

/// The first article number in a citation's article string: `"art. 83, §
/// 1º, a"` → 83, `"arts. 13 a 21"` → 13; `None` when it names no article
/// (`"animais domésticos"`).
pub fn article_number(article: &str) -> Option<u32> {
    let lower = article.to_ascii_lowercase();
    let start = find(&lower, "art")?;
    let rest = lower.get(start + 3..)?;
    let rest = rest.trim_start_matches(|c: char| {
        c == 's' || c == 'i' || c == 'g' || c == 'o' || c == '.' || c.is_whitespace()
    });
    let digits: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
    digits.parse().ok()
}

/// The anchor of the article where the text `citation` refers to is
/// carried: the numbered article of its instrument; else a text that says
/// it covers the instrument (a summary); else, when the instrument is
/// carried as one unnumbered text, that text. `None` when the widget does
/// not carry the text (for example CNJ Res. 295/2019, which is not in the
/// seeds).
///
/// ```
/// use embarque::rules::law::{cite, Instrument};
/// use embarque::texts::anchor_for;
/// assert_eq!(anchor_for(&cite(Instrument::DaerPets, "sedação")), Some("daer_animais-texto"));
/// assert_eq!(anchor_for(&cite(Instrument::Lei8069, "art. 83, § 1º, a")), Some("lei_8069_1990-art-83"));
/// assert_eq!(anchor_for(&cite(Instrument::CnjRes295, "art. 2º")), None);
/// ```
pub fn anchor_for(citation: &Citation) -> Option<&'static str> {
    // The carried MAPA text is of interstate lines (the seed): the
    // Ministry's rule for trips abroad is not in it.
    if *citation == crate::rules::pets::MAPA_ABROAD {
        return None;
    }
    let n = article_number(citation.article);
    if let Some(n) = n {
        if let Some(a) = articles_of(citation.instrument).find(|a| a.number == Some(n)) {
            return Some(a.anchor);
        }
    }
    // A text that says it answers for the instrument comes before the
    // instrument's own unnumbered one: Lei RS 11.993/2003's citations (RS
    // lines) lead to the RS text, not the carrier's interstate paragraph
    // that names the law.
    let covering = ARTICLES.iter().find(|a| {
        a.covers
            .iter()
            .any(|&(i, num)| i == citation.instrument && (num.is_none() || num == n))
    });
    covering
        .or_else(|| articles_of(citation.instrument).find(|a| a.number.is_none()))
        .map(|a| a.anchor)
}

/// Lower case without accents, for matching: `"Devolução"` → `"devolucao"`.
pub fn fold(s: &str) -> String {
    s.chars()
        .map(lower_latin1)
        .map(|c| match c {
            'á' | 'à' | 'â' | 'ã' | 'ä' | 'ª' => 'a',
            'é' | 'è' | 'ê' | 'ë' => 'e',
            'í' | 'ì' | 'î' | 'ï' => 'i',
            'ó' | 'ò' | 'ô' | 'õ' | 'ö' | 'º' => 'o',
            'ú' | 'ù' | 'û' | 'ü' => 'u',
            'ç' => 'c',
            'ñ' => 'n',
            other => other,
        })
        .collect()
}

/// `c` in lower case when it is an upper-case letter of Latin-1 (`A`–`Z`,
/// `À`–`Þ` but `×`), else `c`. The law texts and the three languages are
/// written in Latin-1; `char::to_lowercase` would carry all of Unicode's
/// case tables into the wasm for letters no search here can meet.
fn lower_latin1(c: char) -> char {
    match c {
        'A'..='Z' | 'À'..='Ö' | 'Ø'..='Þ' => char::from_u32(c as u32 + 0x20).unwrap_or(c),
        _ => c,
    }
}

/// The articles whose heading, text or instrument have, for every word of
/// `query`, a word that starts with it, ignoring case and accents, in display
/// order. An empty query returns every article.
///
/// Words start where a passenger's do: "cão" finds the dog, not every
/// "devolução"; "11975" finds "Lei 11.975". A noun in -ção finds its
/// verb's forms ("remarcação" finds "remarcados"), and the passenger's word
/// finds the law's ([`SYNONYMS`]).
///
/// ```
/// use embarque::texts::search;
/// assert!(!search("bagagem").is_empty());
/// assert_eq!(search("devolucao").len(), search("DEVOLUÇÃO").len());
/// ```
pub fn search(query: &str) -> Vec<&'static Article> {
    let asked = words(&fold(query));
    let asked: Vec<&str> = asked.split(' ').filter(|w| !w.is_empty()).collect();
    if asked.is_empty() {
        // The page asks this on every start: no text to fold for nothing.
        return ARTICLES.iter().collect();
    }
    // What the page says beside an English seed's heading, in its three
    // languages, so that a search finds what it reads.
    // Written by `push_str`, not `[&str]::join` nor `format!`: the page's
    // only join of `&str`s was a copy of its own in the wasm.
    let mut english = String::new();
    for (i, l) in crate::i18n::Locale::ALL.into_iter().enumerate() {
        if i > 0 {
            english.push(' ');
        }
        english.push_str(crate::i18n::t(l, "ui.law.english"));
    }
    ARTICLES
        .iter()
        .filter(|a| {
            // The headings in the three languages, the text, the code, the
            // title and, for an English seed, `english`, spaced.
            let mut hay = String::new();
            for l in crate::i18n::Locale::ALL {
                hay.push_str(a.heading_in(l));
                hay.push(' ');
            }
            for part in [a.text, a.instrument.code(), a.instrument.title()] {
                hay.push_str(part);
                hay.push(' ');
            }
            if a.lang == Lang::En {
                hay.push_str(&english);
            }
            let hay = words(&fold(&hay));
            asked.iter().all(|w| {
                let w = stem(w);
                let alias = SYNONYMS.iter().find_map(|&(x, y)| {
                    if w.starts_with(x) {
                        Some(y)
                    } else if w.starts_with(y) {
                        Some(x)
                    } else {
                        None
                    }
                });
                hay.split(' ')
                    .any(|h| h.starts_with(w) || alias.is_some_and(|a| h.starts_with(a)))
            })
        })
        .collect()
}

/// The passenger's word and the law's, by their folded starts: a
/// "remarcação" is what the laws call "revalidação", a "cancelamento" their
/// "desistência", and the texts only ever speak of "cães", never of one
/// "cão" or "cachorro".
pub const SYNONYMS: &[(&str, &str)] = &[
    ("remarc", "revalid"),
    ("cancel", "desist"),
    ("cao", "caes"),
    ("cachorr", "caes"),
];

/// The words of a folded text, one space between them: runs of letters and
/// digits, where a dot between two digits is dropped ("11.975" is the word
/// "11975").
fn words(folded: &str) -> String {
    let mut out = String::with_capacity(folded.len());
    let mut chars = folded.chars().peekable();
    let mut prev = ' ';
    while let Some(c) = chars.next() {
        if c.is_ascii_alphanumeric() || (c >= 'ß' && c != '÷') {
            out.push(c);
        } else if !(c == '.'
            && prev.is_ascii_digit()
            && chars.peek().is_some_and(char::is_ascii_digit))
        {
            out.push(' ');
        }
        prev = c;
    }
    out
}

/// A query word without the -ção / -ções of its noun, when enough is left
/// to mean something: "remarcacao" → "remarca".
fn stem(w: &str) -> &str {
    ["coes", "cao"]
        .iter()
        .find_map(|s| w.strip_suffix(s))
        .filter(|rest| rest.len() >= 4)
        .unwrap_or(w)
}

// ------------------------------------------------------- passenger's rights

/// One item of Res. 1.383/2006 art. 6º.
#[derive(Debug, Clone, Copy, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Right {
    /// The roman numeral: `"XI"`.
    pub item: &'static str,
    /// The item's text, without the amendment note.
    pub text: &'static str,
    /// The item has the wording given by Res. ANTT 1.922/2007.
    pub amended_by_res_1922: bool,
    /// A catalogue key for what a later law changed in it, or "".
    pub note: &'static str,
}

impl Right {
    /// The citation of this item: `Resolução ANTT 1.383/2006, art. 6º, XI`.
    pub fn citation(&self) -> Citation {
        cite(ResAntt1383, self.article())
    }

    fn article(&self) -> &'static str {
        RIGHT_ARTICLES
            .iter()
            .find(|(i, _)| *i == self.item)
            .map(|(_, a)| *a)
            .unwrap_or("art. 6º")
    }
}

const RIGHT_ARTICLES: &[(&str, &str)] = &[
    ("I", "art. 6º, I"),
    ("II", "art. 6º, II"),
    ("III", "art. 6º, III"),
    ("IV", "art. 6º, IV"),
    ("V", "art. 6º, V"),
    ("VI", "art. 6º, VI"),
    ("VII", "art. 6º, VII"),
    ("VIII", "art. 6º, VIII"),
    ("IX", "art. 6º, IX"),
    ("X", "art. 6º, X"),
    ("XI", "art. 6º, XI"),
    ("XII", "art. 6º, XII"),
    ("XIII", "art. 6º, XIII"),
    ("XIV", "art. 6º, XIV"),
    ("XV", "art. 6º, XV"),
    ("XVI", "art. 6º, XVI"),
    ("XVII", "art. 6º, XVII"),
    ("XVIII", "art. 6º, XVIII"),
    ("XIX", "art. 6º, XIX"),
    ("XX", "art. 6º, XX"),
    ("XXI", "art. 6º, XXI"),
];

/// The passenger's rights and duties of Res. ANTT 1.383/2006 art. 6º, items
/// I to XXI, as the seed carries them (interstate and international lines).
pub const PASSENGER_RIGHTS: &[Right] = &[
    Right { item: "I", text: "receber serviço adequado;", amended_by_res_1922: false, note: "" },
    Right { item: "II", text: "receber da Agência Nacional de Transportes Terrestres – ANTT e da transportadora informações para defesa de interesses individuais ou coletivos;", amended_by_res_1922: true, note: "" },
    Right { item: "III", text: "obter e utilizar o serviço com liberdade de escolha;", amended_by_res_1922: false, note: "" },
    Right { item: "IV", text: "levar ao conhecimento do órgão de fiscalização as irregularidades de que tenha conhecimento, referentes ao serviço delegado;", amended_by_res_1922: false, note: "" },
    Right { item: "V", text: "zelar pela conservação dos bens e equipamentos por meio dos quais lhes são prestados os serviços;", amended_by_res_1922: false, note: "" },
    Right { item: "VI", text: "ser transportado com pontualidade, segurança, higiene e conforto, do início ao término da viagem;", amended_by_res_1922: false, note: "" },
    Right { item: "VII", text: "ter garantida sua poltrona no ônibus, nas condições especificadas no bilhete de passagem;", amended_by_res_1922: false, note: "" },
    Right { item: "VIII", text: "ser atendido com urbanidade pelos prepostos da transportadora e pelos agentes de fiscalização;", amended_by_res_1922: false, note: "" },
    Right { item: "IX", text: "ser auxiliado no embarque e desembarque, em se tratando de crianças, pessoas idosas ou com dificuldades de locomoção;", amended_by_res_1922: false, note: "" },
    Right { item: "X", text: "receber da transportadora informações acerca das características dos serviços, tais como horários, tempo de viagem, localidades atendidas, preço de passagem e outras relacionadas com os serviços;", amended_by_res_1922: false, note: "" },
    Right { item: "XI", text: "transportar, gratuitamente, até trinta quilos de bagagem no bagageiro e cinco quilos de volume no porta-embrulhos, observados os limites de dimensão constantes em resolução específica;", amended_by_res_1922: true, note: "" },
    Right { item: "XII", text: "receber os comprovantes das bagagens transportadas no bagageiro;", amended_by_res_1922: true, note: "" },
    Right { item: "XIII", text: "ser indenizado por extravio ou dano da bagagem transportada no bagageiro, devendo a reclamação ser efetuada ao término da viagem, em formulário próprio fornecido pela transportadora;", amended_by_res_1922: true, note: "" },
    Right { item: "XIV", text: "receber a diferença do preço da passagem, quando a viagem se faça, total ou parcialmente, em ônibus de características inferiores às daquele contratado;", amended_by_res_1922: false, note: "" },
    Right { item: "XV", text: "receber, às expensas da transportadora, enquanto perdurar a situação, alimentação e pousada, nos casos de venda de mais de um bilhete de passagem para a mesma poltrona, ou interrupção ou retardamento da viagem, quando tais fatos forem imputados à transportadora;", amended_by_res_1922: false, note: "" },
    Right { item: "XVI", text: "receber da transportadora, em caso de acidente, imediata e adequada assistência;", amended_by_res_1922: false, note: "" },
    Right { item: "XVII", text: "transportar, sem pagamento, uma criança de até seis anos incompletos, por responsável, desde que não ocupe poltrona, observadas as disposições legais e regulamentares aplicáveis ao transporte de menores;", amended_by_res_1922: true, note: "" },
    Right { item: "XVIII", text: "efetuar a compra de passagem com data de utilização em aberto, sujeita a reajuste de preço se não utilizada dentro de um ano da data da emissão;", amended_by_res_1922: false, note: "" },
    Right { item: "XIX", text: "receber a importância paga, no caso de desistência da viagem, hipótese em que o transportador terá o direito de reter até cinco por cento da importância a ser restituída ao passageiro, ou revalidar o bilhete de passagem para outro dia ou horário, desde que, em ambos os casos, se manifeste com antecedência mínima de três horas em relação ao horário de partida;", amended_by_res_1922: true, note: "ui.law.note_xix" },
    Right { item: "XX", text: "estar garantido pelo Seguro de Responsabilidade Civil contratado pela transportadora, previsto no Título III da Resolução ANTT no 19, de 23 maio de 2002, que prevê a cobertura para garantir a liquidação de danos causados aos passageiros e seus dependentes, em virtude de acidente quando da realização da viagem em ônibus, discriminados nas respectivas apólices, que operam os serviços, sem prejuízo da cobertura do seguro obrigatório de danos pessoais (DPVAT), a que se refere a Lei nº 6.194, de 19 de dezembro de 1974.", amended_by_res_1922: false, note: "ui.law.note_xx" },
    Right { item: "XXI", text: "não ser obrigado a adquirir seguro facultativo complementar de viagem.", amended_by_res_1922: true, note: "" },
];

/// Where the passenger's rights are carried in full.
pub const PASSENGER_RIGHTS_ANCHOR: &str = "res_antt_1383_2006-art-6";

// ------------------------------------------------------- lost and found

keyed! {
    /// What was left on the bus.
    pub enum LostKind { Documents = "documents", Belongings = "belongings", Baggage = "baggage" }
}

keyed! {
    /// What the carrier does with it.
    pub enum Disposal {
        SentToCentralPostOffice = "sent_to_central_post_office_porto_alegre",
        DonatedToCharities = "donated_to_charities",
        ContentsDonated = "contents_donated",
    }
}

/// One step of the carrier's lost-and-found procedure.
#[derive(Debug, Clone, Copy, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LostAndFoundStep {
    pub kind: LostKind,
    /// Days the item is kept for the passenger; `None` when it is sent on at once.
    pub kept_days: Option<u32>,
    pub then: Disposal,
    /// The carrier's own words.
    pub text: &'static str,
}

/// How to recover a forgotten object: call the carrier's customer service
/// (SAC), whose contact the embedding carrier supplies.
pub const LOST_AND_FOUND_INTRO: &str = "Os objetos pessoais esquecidos pelos passageiros nos ônibus da Unesul serão entregues no setor responsável, onde são registrados por características, em que carro foi encontrado, de qual linha, horário e guardados no setor de Achados e Perdidos.\nPara recuperá-los, basta ligar para o SAC (Serviço de Atendimento ao Cliente), que faz a busca do objeto e encaminha a sua devolução. Há um prazo de permanência no setor.";

/// The carrier's lost-and-found procedure (a policy, not a law: it has no
/// instrument). The periods are the carrier's.
pub const LOST_AND_FOUND: &[LostAndFoundStep] = &[
    LostAndFoundStep {
        kind: LostKind::Documents,
        kept_days: None,
        then: Disposal::SentToCentralPostOffice,
        text: "Documentos de passageiros (carteira de identidade, de trabalho, CPF, etc.) são entregues a Agência Central dos Correios, em Porto Alegre;",
    },
    LostAndFoundStep {
        kind: LostKind::Belongings,
        kept_days: Some(30),
        then: Disposal::DonatedToCharities,
        text: "Pertences como travesseiros, óculos, brinquedos, livros, entre outros, ficam a disposição dos clientes durante 30 dias. Terminado o prazo os objetos serão encaminhados e doados a entidades assistenciais;",
    },
    LostAndFoundStep {
        kind: LostKind::Baggage,
        kept_days: Some(60),
        then: Disposal::ContentsDonated,
        text: "Bagagens não localizadas permanecem nos Achados e Perdidos por 60 dias. Depois, seu conteúdo também será doado pela empresa, dentro do projeto de Responsabilidade Social.",
    },
];

// ------------------------------------------------------- display duties

/// A duty to make texts available to passengers, and the anchors of the
/// texts it covers.
#[derive(Debug, Clone, Copy, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DisplayDuty {
    pub by: Citation,
    pub anchors: &'static [&'static str],
}

/// The texts the widget must carry so that a carrier embedding it meets
/// each duty. Decreto 8.537/2015 is carried as far as the seed goes (arts.
/// 13 to 21, the youth-seat rules).
pub const DISPLAY_DUTIES: &[DisplayDuty] = &[
    DisplayDuty {
        by: cite(Decreto8537, "art. 20"),
        anchors: &[
            "lei_12852_2013-art-32",
            "decreto_8537_2015-art-13",
            "decreto_8537_2015-art-14",
            "decreto_8537_2015-art-15",
            "decreto_8537_2015-art-16",
            "decreto_8537_2015-art-17",
            "decreto_8537_2015-art-18",
            "decreto_8537_2015-art-19",
            "decreto_8537_2015-art-20",
            "decreto_8537_2015-art-21",
        ],
    },
    DisplayDuty {
        by: cite(ResAntt1383, "art. 3º"),
        anchors: &["res_antt_1383_2006-art-6", "res_antt_1383_2006-art-7"],
    },
    DisplayDuty {
        by: cite(Lei11975, "art. 10"),
        anchors: &[
            "lei_11975_2009-art-1",
            "lei_11975_2009-art-2",
            "lei_11975_2009-art-3",
            "lei_11975_2009-art-4",
            "lei_11975_2009-art-5",
            "lei_11975_2009-art-6",
            "lei_11975_2009-art-7",
        ],
    },
];
