//! The carrier's policy document, the widget's theme and the other options:
//! what a carrier passes to `mount(element, { policy, theme, locale, now,
//! mode, idle, resultOrigin, paper })`, checked before use ([`shell_options`]
//! for the last six).
//!
//! A policy document is the contract's `policy` object (API.md: retention,
//! late-rebooking fee, excess-baggage rate, youth discount, surfboards, cabin
//! rack) plus a `carrier` object that the page shows: name, customer-service
//! phone, lost-and-found contact, lines served, cabin rack, whether it grants
//! the youth discount of Decreto 8.537/2015 art. 19, and brand colours.
//!
//! The contract part is checked by the core itself
//! ([`crate::rules::input::parse_policy`]), so the legal limits (retention ≤
//! 5 %, Código Civil art. 740 § 3º; youth discount 0 or ≥ 50 %, Decreto
//! 8.537/2015 art. 19; no negative rate) are stated once. This module adds
//! the `carrier` part and collects every error, so a carrier sees all of them
//! in the page's panel at once, each naming its field.
//!
//! ```
//! use embarque::ui::carrier::parse_document;
//! let doc = parse_document(r##"{ "retentionPercent": 5,
//!   "carrier": { "name": "Viação Exemplo", "colours": { "brand": "#7a1f5c" } } }"##,
//!   chrono::NaiveDate::from_ymd_opt(2026, 12, 20).unwrap()).unwrap();
//! assert_eq!(doc.carrier.name, "Viação Exemplo");
//! assert_eq!(doc.theme(), vec![("--emb-color-brand".to_string(), "#7a1f5c".to_string())]);
//!
//! let errs = parse_document(r#"{ "retentionPercent": 10 }"#,
//!   chrono::NaiveDate::from_ymd_opt(2026, 12, 20).unwrap()).unwrap_err();
//! assert_eq!(errs[0].field, "policy.retentionPercent");
//! ```

use crate::rules::input::{policy_of, InputError, PolicyFacts};
use crate::rules::json::{set, Fields, Json};
use crate::texts::char_count;
use chrono::NaiveDate;
use serde::Serialize;
use std::borrow::Cow;

/// The carrier's own data, shown on the page (never fed to the law).
///
/// Its fields, and those of [`Colours`], are declared in the order of
/// their JSON names: `validatePolicy` gives them back so, as it did when
/// its reply was a serde_json `Value` (whose objects keep their names in
/// order).
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Carrier {
    /// Cabin rack inside dimensions, cm (length, width, height); copied into
    /// the contract's `policy.cabinRackCm` when that is absent.
    #[serde(default)]
    pub cabin_rack_cm: Option<[f64; 3]>,
    /// Brand colours (`#rgb` or `#rrggbb`).
    #[serde(default)]
    pub colours: Colours,
    /// Whether the carrier grants the youth discount of art. 19 beyond the
    /// reserved seats; when true and `youthExtraDiscountPercent` is absent,
    /// the legal minimum (50 %) applies. Not written, it is whether
    /// `youthExtraDiscountPercent` grants one; written `false`, a percent
    /// above 0 contradicts it (an error).
    #[serde(default)]
    pub grants_youth_discount: bool,
    /// Lines served (`"Porto Alegre – Florianópolis"`).
    #[serde(default)]
    pub lines: Vec<String>,
    /// Lost-and-found contact (phone, e-mail or desk).
    #[serde(default)]
    pub lost_and_found: Option<String>,
    /// The carrier's trade name.
    #[serde(default)]
    pub name: String,
    /// Customer-service phone.
    #[serde(default)]
    pub phone: Option<String>,
}

/// Brand colours, each mapped to one design token.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Colours {
    /// `--emb-color-bg`.
    #[serde(default)]
    pub background: Option<String>,
    /// `--emb-color-brand` (titles, buttons).
    #[serde(default)]
    pub brand: Option<String>,
    /// `--emb-color-brand-fg` (text on brand).
    #[serde(default)]
    pub brand_text: Option<String>,
    /// `--emb-color-fg`.
    #[serde(default)]
    pub text: Option<String>,
}

/// A checked policy document.
#[derive(Debug, Clone)]
pub struct Document<'a> {
    /// The contract's `policy` object to put in every Query (defaults filled
    /// by the core), its fields in name order ([`Json::sort`]).
    pub policy: Json<'a>,
    /// The policy as the core reads it.
    pub facts: PolicyFacts,
    /// The carrier's own data.
    pub carrier: Carrier,
}

impl Document<'_> {
    /// The CSS custom properties of the carrier's colours.
    pub fn theme(&self) -> Vec<(String, String)> {
        let c = &self.carrier.colours;
        [
            ("--emb-color-brand", &c.brand),
            ("--emb-color-brand-fg", &c.brand_text),
            ("--emb-color-bg", &c.background),
            ("--emb-color-fg", &c.text),
        ]
        .into_iter()
        .filter_map(|(k, v)| v.as_ref().map(|v| (k.to_string(), v.clone())))
        .collect()
    }
}

/// [`parse_document`] of a policy given as text, or the error of a policy
/// that could not be made text (`mount`'s and `validatePolicy`'s alike).
pub fn read_document(
    text: &Result<String, InputError>,
    date: NaiveDate,
) -> Result<Document<'_>, Vec<InputError>> {
    match text {
        Ok(json) => parse_document(json, date),
        Err(e) => Err(vec![e.clone()]),
    }
}

/// Parses and checks a policy document (JSON text) as in force on `date`.
///
/// Returns the document, or every error found, each naming its field
/// (`policy.retentionPercent`, `carrier.colours.brand`) and, for a legal
/// limit, the limit and its article.
pub fn parse_document(json: &str, date: NaiveDate) -> Result<Document<'_>, Vec<InputError>> {
    let value = crate::rules::json::parse_sorted(json, "policy").map_err(|e| vec![e])?;
    let Json::Obj(mut map) = value else {
        return Err(vec![InputError::new("policy", "must be a JSON object")]);
    };
    let get = |map: &[(Cow<str>, Json)], name: &str| -> Option<usize> {
        map.iter().position(|(k, _)| k == name)
    };
    let mut errors = Vec::new();
    // `grantsYouthDiscount` as the carrier wrote it: absent, the policy's
    // `youthExtraDiscountPercent` (a plain field of API.md) decides alone.
    let grants = match get(&map, "carrier").and_then(|i| map[i].1.get("grantsYouthDiscount")) {
        Some(Json::Bool(b)) => Some(*b),
        _ => None,
    };
    let mut carrier = match get(&map, "carrier") {
        None => Carrier::default(),
        Some(i) => carrier(&map.remove(i).1, &mut errors),
    };
    if let Some(rack) = carrier.cabin_rack_cm {
        match get(&map, "cabinRackCm").map(|i| map[i].1.as_array()) {
            None => {
                set(
                    &mut map,
                    "cabinRackCm".into(),
                    Json::Arr(rack.map(Json::Num).into()),
                );
            }
            // Not a list: the core names that mistake on the policy's.
            Some(None) => {}
            // Two racks that differ: the widget used the policy's, unsaid.
            Some(Some(given)) => {
                let same =
                    given.len() == 3 && given.iter().zip(rack).all(|(g, r)| g.as_f64() == Some(r));
                if !same {
                    errors.push(InputError::new(
                        "carrier.cabinRackCm",
                        "differs from policy.cabinRackCm: give the rack once",
                    ));
                }
            }
        }
    }
    let youth = get(&map, "youthExtraDiscountPercent").map(|i| &map[i].1);
    let youth_given = youth.is_some_and(|v| *v != Json::Null);
    // A value that is not a number is left for the core to name.
    if grants == Some(true) && !youth_given {
        // Art. 19: "desconto de, no mínimo, 50 %".
        set(
            &mut map,
            "youthExtraDiscountPercent".into(),
            Json::Num(50.0),
        );
    }
    let youth = get(&map, "youthExtraDiscountPercent").and_then(|i| map[i].1.as_f64());
    // The core stops at its first error; checking each field on its own
    // lists them all (the fields are independent).
    let mut contract_errors: Vec<InputError> = Vec::new();
    for field in &map {
        if let Err(e) = policy_of(&Json::Obj(vec![field.clone()]), date) {
            contract_errors.push(e);
        }
    }
    // A rate below the legal minimum is its own error (one per mistake).
    let youth_refused = contract_errors
        .iter()
        .any(|e| e.field == "policy.youthExtraDiscountPercent");
    match (grants, youth) {
        (Some(true), Some(0.0)) => errors.push(InputError::new(
            "carrier.grantsYouthDiscount",
            "is true but policy.youthExtraDiscountPercent is 0 (Decreto 8.537/2015 art. 19: at least 50 %)",
        )),
        (Some(false), Some(v)) if v > 0.0 && !youth_refused => errors.push(InputError::new(
            "carrier.grantsYouthDiscount",
            "is false but policy.youthExtraDiscountPercent grants a discount",
        )),
        _ => {}
    }
    carrier.grants_youth_discount = grants.unwrap_or(youth.is_some_and(|v| v > 0.0));
    let policy = Json::Obj(map);
    let facts = match policy_of(&policy, date) {
        Ok(f) => Some(f),
        Err(e) => {
            if contract_errors.is_empty() {
                contract_errors.push(e);
            }
            None
        }
    };
    contract_errors.append(&mut errors);
    let errors = contract_errors;
    match facts {
        Some(facts) if errors.is_empty() => Ok(Document {
            policy,
            facts,
            carrier,
        }),
        _ => Err(errors),
    }
}

/// A field's value, or its error kept and the default in its place.
fn kept<T: Default>(r: Result<T, InputError>, errors: &mut Vec<InputError>) -> T {
    r.unwrap_or_else(|e| {
        errors.push(e);
        T::default()
    })
}

/// Reads the `carrier` block, by hand like the Query (`rules::json`), every
/// field's error kept ("one error per mistake": a blank name beside a bad
/// rack was not said). `None` when it is not an object.
fn read_carrier(v: &Json, errors: &mut Vec<InputError>) -> Option<Carrier> {
    let f = Fields::of("carrier", v).map_err(|e| errors.push(e)).ok()?;
    let e = errors;
    kept(
        f.only(&[
            "name",
            "phone",
            "lostAndFound",
            "lines",
            "cabinRackCm",
            "grantsYouthDiscount",
            "colours",
        ]),
        e,
    );
    let rack = match f.get("cabinRackCm") {
        None => None,
        Some(v) => kept(
            crate::rules::query::three_numbers(v, &f.at("cabinRackCm")).map(Some),
            e,
        ),
    };
    Some(Carrier {
        name: kept(f.opt_string("name"), e).unwrap_or_default(),
        phone: kept(f.opt_string("phone"), e),
        lost_and_found: kept(f.opt_string("lostAndFound"), e),
        lines: kept(
            f.list("lines", |p, v| crate::rules::json::as_string(v, p)),
            e,
        )
        .unwrap_or_default(),
        cabin_rack_cm: rack,
        grants_youth_discount: kept(f.bool("grantsYouthDiscount", false), e),
        colours: kept(f.object("colours", read_colours), e).unwrap_or_default(),
    })
}

fn read_colours(f: Fields) -> Result<Colours, InputError> {
    f.only(&["brand", "brandText", "background", "text"])?;
    Ok(Colours {
        brand: f.opt_string("brand")?,
        brand_text: f.opt_string("brandText")?,
        background: f.opt_string("background")?,
        text: f.opt_string("text")?,
    })
}

fn carrier(v: &Json, errors: &mut Vec<InputError>) -> Carrier {
    let read = errors.len();
    let Some(mut c) = read_carrier(v, errors) else {
        return Carrier::default();
    };
    // Blank, not a name of the wrong type (that error is said already).
    if c.name.trim().is_empty() && !errors[read..].iter().any(|e| e.field == "carrier.name") {
        errors.push(InputError::new("carrier.name", "is required"));
    }
    let text = [
        ("carrier.name", Some(&c.name)),
        ("carrier.phone", c.phone.as_ref()),
        ("carrier.lostAndFound", c.lost_and_found.as_ref()),
    ];
    for (field, v) in text {
        if v.is_some_and(|s| char_count(s) > MAX_TEXT) {
            errors.push(InputError::new(
                field,
                format!("is longer than {MAX_TEXT} characters"),
            ));
        }
    }
    for (i, l) in c.lines.iter().enumerate() {
        if char_count(l) > MAX_TEXT {
            errors.push(InputError::new(
                format!("carrier.lines[{i}]"),
                format!("is longer than {MAX_TEXT} characters"),
            ));
        }
    }
    if let Some(rack) = c.cabin_rack_cm {
        let before = errors.len();
        for (i, d) in rack.iter().enumerate() {
            if !d.is_finite() || *d <= 0.0 || *d > 1000.0 {
                errors.push(InputError::new(
                    format!("carrier.cabinRackCm[{i}]"),
                    "must be a positive number of centimetres up to 1000",
                ));
            }
        }
        // Not copied into the contract's rack, which would name the same
        // mistake again as `policy.cabinRackCm[i]`, a field never written.
        if errors.len() > before {
            c.cabin_rack_cm = None;
        }
    }
    let colours = [
        ("carrier.colours.brand", &c.colours.brand),
        ("carrier.colours.brandText", &c.colours.brand_text),
        ("carrier.colours.background", &c.colours.background),
        ("carrier.colours.text", &c.colours.text),
    ];
    for (field, v) in colours {
        if let Some(v) = v {
            if !is_hex_colour(v) {
                errors.push(InputError::new(
                    field,
                    "must be a hex colour such as #0b5cad",
                ));
            }
        }
    }
    c
}

const MAX_TEXT: usize = 200;

/// `#rgb` or `#rrggbb`.
pub fn is_hex_colour(s: &str) -> bool {
    let Some(hex) = s.strip_prefix('#') else {
        return false;
    };
    (hex.len() == 3 || hex.len() == 6) && hex.chars().all(|c| c.is_ascii_hexdigit())
}

/// The theme tokens a carrier may set, by their `mount` option name.
pub const THEME_TOKENS: &[(&str, &str)] = &[
    ("colorBg", "--emb-color-bg"),
    ("colorFg", "--emb-color-fg"),
    ("colorMuted", "--emb-color-muted"),
    ("colorBrand", "--emb-color-brand"),
    ("colorBrandFg", "--emb-color-brand-fg"),
    ("colorOk", "--emb-color-ok"),
    ("colorWarn", "--emb-color-warn"),
    ("colorBad", "--emb-color-bad"),
    ("colorLine", "--emb-color-line"),
    ("colorPanel", "--emb-color-panel"),
    ("font", "--emb-font"),
    ("fontSize", "--emb-font-size"),
    ("radius", "--emb-radius"),
    ("space", "--emb-space"),
    ("target", "--emb-target"),
];

/// The CSS custom properties of a `theme` option: keys are the names of
/// [`THEME_TOKENS`] (`colorBrand`) or the properties themselves
/// (`--emb-color-brand`); values are plain CSS values.
///
/// Returns the valid tokens and an error, naming `theme.<key>`, for each
/// other one: an unknown key, a non-string value, a colour token that
/// `is_colour` refuses (the page asks the browser's `CSS.supports`), or a
/// value that could load something (`url(`, `@import`, `image-set(`) or
/// escape its declaration (`;`, `{`, `}`), so a theme can never make the
/// widget request another origin. One bad token drops only itself: a
/// `radius` of `4` used to drop a valid `colorBrand` with it.
///
/// ```
/// use embarque::rules::json::{parse, Json};
/// use embarque::ui::carrier::theme_properties;
/// let Json::Obj(t) = parse(r##"{ "colorBrand": "#222", "radius": 4 }"##, "theme").unwrap() else { panic!() };
/// let (props, errors) = theme_properties(&t, &|c| c.starts_with('#'));
/// assert_eq!(props, [("--emb-color-brand".to_string(), "#222".to_string())]);
/// assert_eq!(errors[0].field, "theme.radius");
/// ```
pub fn theme_properties(
    theme: &[(Cow<str>, Json)],
    is_colour: &dyn Fn(&str) -> bool,
) -> (Vec<(String, String)>, Vec<InputError>) {
    let (mut out, mut errors) = (Vec::new(), Vec::new());
    for (k, v) in theme {
        match theme_property(k, v, is_colour) {
            Ok(p) => out.push(p),
            Err(e) => errors.push(InputError::new(crate::i18n::join("theme.", k), e)),
        }
    }
    (out, errors)
}

fn theme_property(
    k: &str,
    v: &Json,
    is_colour: &dyn Fn(&str) -> bool,
) -> Result<(String, String), &'static str> {
    let prop = THEME_TOKENS
        .iter()
        .find(|(name, prop)| *name == k || *prop == k)
        .map(|(_, prop)| *prop)
        .ok_or("is not a theme token")?;
    let s = v.as_str().ok_or("must be a string")?;
    let lower = s.to_ascii_lowercase();
    let unsafe_value = s.len() > 200
        || s.contains([';', '{', '}', '<', '\\'])
        || ["url(", "@import", "image(", "image-set(", "src("]
            .iter()
            .any(|w| crate::texts::find(&lower, w).is_some());
    if unsafe_value {
        return Err("must be a plain CSS value (no url(), no ';', '{', '}')");
    }
    if prop.starts_with("--emb-color-") && !is_colour(s) {
        return Err("must be a CSS colour such as #0b5cad");
    }
    Ok((prop.to_string(), s.to_string()))
}

/// What a `resultOrigin` that is not one origin is told.
pub const ORIGIN_ERROR: &str = "must be one origin such as https://carrier.example (never *)";

/// `resultOrigin`, when it is one origin (`https://host[:port]`): never `*`,
/// never a path, so the Report goes to that origin only. Given as the
/// browser writes it: `new URL(x).href` of an origin ends in `/`, and a host
/// may be typed in capitals (both were refused).
///
/// ```
/// use embarque::ui::carrier::valid_origin;
/// assert_eq!(valid_origin("https://viacao.example").as_deref(), Some("https://viacao.example"));
/// assert_eq!(valid_origin("HTTPS://Booking.Example/").as_deref(), Some("https://booking.example"));
/// assert_eq!(valid_origin("https://a.example/rights"), None);
/// assert_eq!(valid_origin("*"), None);
/// assert_eq!(valid_origin("https://a.example/path"), None);
/// // A port that is no number, a bracket that is no IPv6 address, an
/// // empty label: no origin a browser would match (nothing was posted,
/// // and no error said why).
/// assert_eq!(valid_origin("http://localhost:8O80"), None);
/// assert_eq!(valid_origin("https://[booking]"), None);
/// assert_eq!(valid_origin("https://a.example:abc"), None);
/// assert_eq!(valid_origin("https://a..example"), None);
/// assert_eq!(valid_origin("https://a.example:65536"), None);
/// assert!(valid_origin("http://127.0.0.1:8080").is_some());
/// assert!(valid_origin("https://[::1]:8443").is_some());
/// assert!(valid_origin("https://xn--viao-ora.example").is_some());
/// ```
pub fn valid_origin(s: &str) -> Option<String> {
    let s = s.strip_suffix('/').unwrap_or(s).to_ascii_lowercase();
    let rest = s
        .strip_prefix("https://")
        .or_else(|| s.strip_prefix("http://"))?;
    // host[:port], the host a name or an [IPv6] address.
    let (name, port) = match rest.strip_prefix('[') {
        Some(v6) => {
            let (addr, after) = v6.split_once(']')?;
            let ip = addr.contains(':')
                && addr
                    .chars()
                    .all(|c| c.is_ascii_hexdigit() || matches!(c, ':' | '.'));
            if !ip {
                return None;
            }
            let port = match after {
                "" => None,
                p => Some(p.strip_prefix(':')?),
            };
            (None, port)
        }
        None => match rest.split_once(':') {
            Some((h, p)) => (Some(h), Some(p)),
            None => (Some(rest), None),
        },
    };
    let label = |l: &str| {
        !l.is_empty()
            && !l.starts_with('-')
            && !l.ends_with('-')
            && l.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
    };
    let host_ok = name.is_none_or(|h| h.split('.').all(label));
    let port_ok = port.is_none_or(|p| {
        (1..=5).contains(&p.len())
            && p.bytes().all(|b| b.is_ascii_digit())
            && p.parse::<u32>().is_ok_and(|n| n <= 65_535)
    });
    (host_ok && port_ok).then(|| s.to_string())
}

/// `mount`'s options other than the policy and the theme, checked by
/// [`shell_options`].
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Shell {
    /// A language the widget speaks (`pt-BR`, `en`, `es`, or a regional tag
    /// of one).
    pub locale: Option<String>,
    /// A fixed instant, RFC 3339 with offset.
    pub now: Option<String>,
    /// `mode: 'kiosk'`.
    pub kiosk: bool,
    /// `idle`: whole seconds, 1 to 86400.
    pub idle_seconds: Option<u32>,
    /// `resultOrigin`: one origin.
    pub result_origin: Option<String>,
    /// `paper: '80mm'`: the printed summary on an 80 mm receipt roll.
    pub roll: bool,
}

/// Checks `mount`'s options other than the policy and the theme: `text(k)`
/// is option `k` as text (`None`: absent or null; `""`: not a string), and
/// `idle` that option as a number (`NaN`: not a number). A bad one is an
/// error naming it (for `now`, the core's message for an instant) and counts
/// as absent: no locale (the browser's language, else pt-BR), the live
/// clock, no kiosk, the default idle time, no `postMessage`, the A4 sheet.
/// They used to be dropped silently, and a `now` without offset was kept
/// (the page said "não para agora: tomorrow" over a blank departure).
///
/// ```
/// use embarque::ui::carrier::shell_options;
/// let o = [("locale", "fr"), ("now", "2026-12-19T10:00:00"), ("mode", "kiosk")];
/// let text = |k: &str| o.iter().find(|(n, _)| *n == k).map(|(_, v)| v.to_string());
/// let mut errors = Vec::new();
/// let s = shell_options(&text, Some(30.0), &mut errors);
/// assert_eq!((s.locale, s.now, s.kiosk, s.idle_seconds), (None, None, true, Some(30)));
/// assert_eq!(errors[1].to_string(), "now: not an RFC 3339 instant with offset");
/// ```
pub fn shell_options(
    text: &dyn Fn(&str) -> Option<String>,
    idle: Option<f64>,
    errors: &mut Vec<InputError>,
) -> Shell {
    let mut bad = |k: &str, m: &str| {
        errors.push(InputError::new(k, m));
        false
    };
    Shell {
        locale: text("locale")
            .filter(|t| known_locale(t) || bad("locale", "must be pt-BR, en or es")),
        // The core's own reading: its years too, or a year 0500 blanked
        // every section with the core's error.
        now: text("now").filter(|t| match crate::rules::input::instant("now", t) {
            Ok(_) => true,
            Err(e) => bad("now", &e.message),
        }),
        kiosk: text("mode")
            .filter(|t| t == "kiosk" || bad("mode", "must be 'kiosk' or absent"))
            .is_some(),
        // Whole (1.5 is not), and NaN, -5, 1e20 none of them.
        idle_seconds: idle
            .filter(|&n| {
                (f64::from(n as u32) == n && (1..=86_400).contains(&(n as u32)))
                    || bad("idle", "must be a whole number of seconds from 1 to 86400")
            })
            .map(|n| n as u32),
        result_origin: text("resultOrigin").and_then(|t| {
            let o = valid_origin(&t);
            if o.is_none() {
                bad("resultOrigin", ORIGIN_ERROR);
            }
            o
        }),
        roll: text("paper")
            .filter(|t| t == "a4" || t == ROLL || bad("paper", "must be 'a4' or '80mm'"))
            .is_some_and(|t| t == ROLL),
    }
}

/// `paper`'s value (and the link's) for a kiosk's receipt printer.
pub const ROLL: &str = "80mm";

/// A tag of a language the widget speaks: Portuguese, English or Spanish,
/// with any region (`en-GB`, `pt-PT`, `es_AR`).
pub(super) fn known_locale(tag: &str) -> bool {
    // By bytes: splitting the str at '-' or '_' was 0.3 KB gzip of wasm.
    match tag.as_bytes() {
        [a, b, rest @ ..] if matches!(rest.first(), None | Some(b'-' | b'_')) => matches!(
            [a.to_ascii_lowercase(), b.to_ascii_lowercase()],
            [b'p', b't'] | [b'e', b'n'] | [b'e', b's']
        ),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;

    /// The fields of an object, as `mount` reads a theme ([`Json::sort`]).
    fn obj(v: &Value) -> Vec<(Cow<'_, str>, Json<'_>)> {
        match Json::from_value(v) {
            Json::Obj(m) => m,
            _ => panic!("not an object: {v}"),
        }
    }

    fn date() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 12, 20).unwrap()
    }

    fn errors(json: &str) -> Vec<InputError> {
        parse_document(json, date()).unwrap_err()
    }

    #[test]
    fn every_mistake_of_the_carrier_block_is_said() {
        // A browser pass: only the rack was said, then only the phone.
        let fields = |json: &str| {
            errors(json)
                .into_iter()
                .map(|e| e.field)
                .collect::<Vec<_>>()
        };
        let f = fields(r#"{"carrier":{"name":"","cabinRackCm":[55,-40]}}"#);
        assert!(f.contains(&"carrier.cabinRackCm".to_string()), "{f:?}");
        assert!(f.contains(&"carrier.name".to_string()), "{f:?}");
        let f = fields(r#"{"carrier":{"name":"","phone":123,"lines":"x"}}"#);
        for want in ["carrier.name", "carrier.phone", "carrier.lines"] {
            assert!(f.iter().any(|x| x == want), "{want}: {f:?}");
        }
        // A name of the wrong type is said once, not also as missing.
        let f = fields(r#"{"carrier":{"name":5}}"#);
        assert_eq!(f, ["carrier.name"]);
    }

    #[test]
    fn the_committed_example_policy_is_valid() {
        let doc = parse_document(
            include_str!("../../tests/e2e/hosts/policy.example.json"),
            date(),
        )
        .unwrap();
        assert!(!doc.carrier.name.is_empty());
        assert_eq!(doc.facts.retention_percent, 5);
        assert!(doc.facts.cabin_rack_cm.is_some());
    }

    #[test]
    fn an_empty_document_takes_the_regulatory_defaults() {
        let doc = parse_document("{}", date()).unwrap();
        assert_eq!(doc.facts.retention_percent, 5);
        assert_eq!(doc.facts.excess_baggage_per_kg_permille, 5);
        assert_eq!(doc.facts.youth_extra_discount_percent, 0);
    }

    #[test]
    fn a_retention_above_5_percent_names_the_field_and_article_740() {
        let e = &errors(r#"{ "retentionPercent": 6 }"#)[0];
        assert_eq!(e.field, "policy.retentionPercent");
        assert!(e.message.contains('5'), "{}", e.message);
        assert!(e.message.contains("740"), "{}", e.message);
    }

    #[test]
    fn a_youth_discount_between_1_and_49_names_article_19() {
        let e = &errors(r#"{ "youthExtraDiscountPercent": 30 }"#)[0];
        assert_eq!(e.field, "policy.youthExtraDiscountPercent");
        assert!(e.message.contains("50"), "{}", e.message);
        assert!(e.message.contains("art. 19"), "{}", e.message);
    }

    #[test]
    fn a_negative_rate_is_rejected() {
        let e = &errors(r#"{ "excessBaggagePerKgPermille": -1 }"#)[0];
        assert_eq!(e.field, "policy.excessBaggagePerKgPermille");
        assert!(e.message.contains("negative"), "{}", e.message);
    }

    #[test]
    fn a_youth_discount_that_is_not_a_number_is_named_not_replaced() {
        // Found reading the fuzz target: grantsYouthDiscount used to put the
        // legal 50 % over a malformed value instead of reporting it.
        let e = errors(
            r#"{ "youthExtraDiscountPercent": "abc", "carrier": { "name": "X", "grantsYouthDiscount": true } }"#,
        );
        assert!(
            e.iter()
                .any(|e| e.field == "policy.youthExtraDiscountPercent"),
            "{e:?}"
        );
    }

    #[test]
    fn an_unknown_field_is_named() {
        assert_eq!(errors(r#"{ "retention": 5 }"#)[0].field, "policy.retention");
        let e = &errors(r#"{ "carrier": { "name": "X", "fax": "1" } }"#)[0];
        assert!(e.field.starts_with("carrier"), "{}", e.field);
        assert!(e.message.contains("fax"), "{}", e.message);
    }

    #[test]
    fn every_error_is_reported_at_once() {
        let e = errors(
            r#"{ "retentionPercent": 9, "youthExtraDiscountPercent": 30, "carrier": { "name": "", "grantsYouthDiscount": true,
                 "colours": { "brand": "red; x: url(//evil)" } } }"#,
        );
        let fields: Vec<_> = e.iter().map(|e| e.field.as_str()).collect();
        assert_eq!(
            fields,
            [
                "policy.retentionPercent",
                "policy.youthExtraDiscountPercent",
                "carrier.name",
                "carrier.colours.brand"
            ]
        );
    }

    #[test]
    fn granting_the_youth_discount_without_a_rate_takes_the_legal_50_percent() {
        let doc = parse_document(
            r#"{ "carrier": { "name": "X", "grantsYouthDiscount": true } }"#,
            date(),
        )
        .unwrap();
        assert_eq!(doc.facts.youth_extra_discount_percent, 50);
        assert_eq!(
            doc.policy.get("youthExtraDiscountPercent"),
            Some(&Json::Num(50.0))
        );
    }

    #[test]
    fn a_contradictory_youth_discount_is_an_error() {
        let e = errors(
            r#"{ "youthExtraDiscountPercent": 60, "carrier": { "name": "X", "grantsYouthDiscount": false } }"#,
        );
        assert_eq!(e[0].field, "carrier.grantsYouthDiscount");
    }

    #[test]
    fn a_youth_discount_without_grants_youth_discount_is_granted() {
        // API.md lists youthExtraDiscountPercent as a plain policy field:
        // grantsYouthDiscount, when the carrier did not write it, follows it.
        for json in [
            r#"{ "youthExtraDiscountPercent": 50 }"#,
            r#"{ "youthExtraDiscountPercent": 60, "carrier": { "name": "X" } }"#,
        ] {
            let doc = parse_document(json, date()).unwrap();
            assert!(doc.facts.youth_extra_discount_percent >= 50, "{json}");
            assert!(doc.carrier.grants_youth_discount, "{json}");
        }
        let doc = parse_document(r#"{ "carrier": { "name": "X" } }"#, date()).unwrap();
        assert!(!doc.carrier.grants_youth_discount);
    }

    #[test]
    fn a_youth_discount_below_50_percent_is_one_error() {
        for json in [
            r#"{ "youthExtraDiscountPercent": 1 }"#,
            r#"{ "youthExtraDiscountPercent": 49, "carrier": { "name": "X" } }"#,
            r#"{ "youthExtraDiscountPercent": 30, "carrier": { "name": "X", "grantsYouthDiscount": false } }"#,
        ] {
            let e = errors(json);
            let fields: Vec<_> = e.iter().map(|e| e.field.as_str()).collect();
            assert_eq!(fields, ["policy.youthExtraDiscountPercent"], "{json}");
            assert!(e[0].message.contains("50 % minimum"), "{}", e[0].message);
        }
    }

    #[test]
    fn a_bad_carrier_rack_is_one_error_on_the_field_written() {
        let e = errors(r#"{ "carrier": { "name": "X", "cabinRackCm": [55, -40, 25] } }"#);
        let fields: Vec<_> = e.iter().map(|e| e.field.as_str()).collect();
        assert_eq!(fields, ["carrier.cabinRackCm[1]"]);
        let e = errors(r#"{ "cabinRackCm": [55, -40, 25] }"#);
        let fields: Vec<_> = e.iter().map(|e| e.field.as_str()).collect();
        assert_eq!(fields, ["policy.cabinRackCm[1]"]);
    }

    #[test]
    fn two_different_racks_are_an_error_and_the_same_one_twice_is_not() {
        // The widget used the policy's 1 × 2 × 3 cm and sent a 50 × 35 × 20
        // bag to the hold, with no word of the carrier's 55 × 40 × 25.
        let e = errors(
            r#"{ "cabinRackCm": [1, 2, 3], "carrier": { "name": "X", "cabinRackCm": [55, 40, 25] } }"#,
        );
        let fields: Vec<_> = e.iter().map(|e| e.field.as_str()).collect();
        assert_eq!(fields, ["carrier.cabinRackCm"]);
        let same = r#"{ "cabinRackCm": [55, 40, 25], "carrier": { "name": "X", "cabinRackCm": [55.0, 40, 25] } }"#;
        assert!(parse_document(same, date()).is_ok());
        // The policy's rack not a list: its own error, not overwritten.
        let e = errors(
            r#"{ "cabinRackCm": "big", "carrier": { "name": "X", "cabinRackCm": [55, 40, 25] } }"#,
        );
        assert!(
            e.iter().any(|e| e.field.starts_with("policy.cabinRackCm")),
            "{e:?}"
        );
    }

    /// `mount`'s other options, from a JSON object of them.
    fn shell(options: Value) -> (Shell, Vec<String>) {
        let mut errors = Vec::new();
        let text = |k: &str| {
            let v = options.get(k).filter(|v| !v.is_null())?;
            Some(v.as_str().unwrap_or_default().to_string())
        };
        let idle = options
            .get("idle")
            .filter(|v| !v.is_null())
            .map(|v| v.as_f64().unwrap_or(f64::NAN));
        let s = shell_options(&text, idle, &mut errors);
        let fields = errors.into_iter().map(|e| e.to_string()).collect();
        (s, fields)
    }

    #[test]
    fn valid_mount_options_are_kept() {
        let (s, e) = shell(serde_json::json!({
            "locale": "en-GB", "now": "2026-12-19T10:00:00-03:00", "mode": "kiosk", "idle": 30,
            "resultOrigin": "https://booking.example"
        }));
        assert_eq!(e, Vec::<String>::new());
        assert_eq!(s.locale.as_deref(), Some("en-GB"));
        assert_eq!(s.now.as_deref(), Some("2026-12-19T10:00:00-03:00"));
        assert!(s.kiosk);
        assert_eq!(s.idle_seconds, Some(30));
        assert_eq!(s.result_origin.as_deref(), Some("https://booking.example"));
        for tag in ["pt-BR", "pt", "en", "EN-us", "es", "es-AR"] {
            let (s, e) = shell(serde_json::json!({ "locale": tag }));
            assert_eq!((s.locale.as_deref(), e.len()), (Some(tag), 0), "{tag}");
        }
        for idle in [1, 90, 86_400] {
            let (s, e) = shell(serde_json::json!({ "idle": idle }));
            assert_eq!((s.idle_seconds, e.len()), (Some(idle), 0));
        }
        let (s, e) = shell(serde_json::json!({}));
        assert_eq!((s, e.len()), (Shell::default(), 0));
    }

    #[test]
    fn a_now_without_offset_or_outside_the_cores_years_is_an_error_and_the_clock_runs() {
        // A year 0500 passed the check and showed the core's error on every
        // section instead.
        let offset = "now: not an RFC 3339 instant with offset";
        let years = "now: must be between the years 1800 and 2999";
        for (now, error) in [
            (serde_json::json!("tomorrow"), offset),
            (serde_json::json!("2026-12-19T10:00:00"), offset),
            (serde_json::json!(""), offset),
            (serde_json::json!(1_766_149_200_000_i64), offset),
            (serde_json::json!("0500-12-19T10:00:00-03:00"), years),
            (serde_json::json!("3000-01-01T00:00:00Z"), years),
        ] {
            let (s, e) = shell(serde_json::json!({ "now": now }));
            assert_eq!(s.now, None, "{now}");
            assert_eq!(e, [error], "{now}");
        }
        let (s, e) = shell(serde_json::json!({ "now": "1800-01-01T00:00:00+00:00" }));
        assert_eq!((s.now.is_some(), e.len()), (true, 0));
    }

    #[test]
    fn an_unknown_locale_is_an_error_and_left_to_the_browser() {
        for tag in [
            serde_json::json!("fr"),
            serde_json::json!("de-DE"),
            serde_json::json!(""),
            serde_json::json!("english"),
            serde_json::json!(1),
        ] {
            let (s, e) = shell(serde_json::json!({ "locale": tag }));
            assert_eq!(s.locale, None, "{tag}");
            assert_eq!(e.len(), 1, "{tag}");
            assert!(e[0].starts_with("locale: "), "{e:?}");
            assert!(e[0].contains("pt-BR, en or es"), "{e:?}");
        }
    }

    #[test]
    fn a_bad_mode_or_idle_is_an_error_naming_it() {
        for mode in [
            serde_json::json!("Kiosk"),
            serde_json::json!(""),
            serde_json::json!(true),
        ] {
            let (s, e) = shell(serde_json::json!({ "mode": mode }));
            assert!(!s.kiosk);
            assert_eq!(e.len(), 1, "{mode}");
            assert!(
                e[0].starts_with("mode: ") && e[0].contains("kiosk"),
                "{e:?}"
            );
        }
        for idle in [
            serde_json::json!("30"),
            serde_json::json!(0),
            serde_json::json!(-5),
            serde_json::json!(1.5),
            serde_json::json!(86_401),
            serde_json::json!("NaN"),
        ] {
            let (s, e) = shell(serde_json::json!({ "mode": "kiosk", "idle": idle }));
            assert_eq!(s.idle_seconds, None, "{idle}");
            assert_eq!(e.len(), 1, "{idle}");
            assert!(
                e[0].starts_with("idle: ") && e[0].contains("86400"),
                "{e:?}"
            );
        }
        let (s, e) = shell(serde_json::json!({ "resultOrigin": 5 }));
        assert_eq!((s.result_origin, e.len()), (None, 1));
    }

    /// A kiosk's receipt printer: `paper: '80mm'`; `a4` is the default
    /// said; anything else an error naming `paper`, and the A4 sheet.
    #[test]
    fn paper_is_a4_or_an_80_mm_roll() {
        assert_eq!(
            shell(serde_json::json!({ "paper": "80mm" })),
            (
                Shell {
                    roll: true,
                    ..Shell::default()
                },
                vec![]
            )
        );
        assert_eq!(
            shell(serde_json::json!({ "paper": "a4" })),
            (Shell::default(), vec![])
        );
        assert!(!shell(serde_json::json!({})).0.roll);
        for paper in [
            serde_json::json!("80 mm"),
            serde_json::json!("A4"),
            serde_json::json!(80),
        ] {
            let (s, e) = shell(serde_json::json!({ "paper": paper }));
            assert!(!s.roll);
            assert_eq!(
                e,
                vec!["paper: must be 'a4' or '80mm'".to_string()],
                "{paper}"
            );
        }
    }

    #[test]
    fn the_carrier_rack_fills_the_contract_rack() {
        let doc = parse_document(
            r#"{ "carrier": { "name": "X", "cabinRackCm": [50, 35, 25] } }"#,
            date(),
        )
        .unwrap();
        assert_eq!(doc.facts.cabin_rack_cm, Some([50, 35, 25]));
    }

    #[test]
    fn colours_become_theme_tokens() {
        let doc = parse_document(
            r##"{ "carrier": { "name": "X", "colours": { "brand": "#123", "text": "#000000" } } }"##,
            date(),
        )
        .unwrap();
        assert_eq!(
            doc.theme(),
            vec![
                ("--emb-color-brand".to_string(), "#123".to_string()),
                ("--emb-color-fg".to_string(), "#000000".to_string())
            ]
        );
    }

    #[test]
    fn a_theme_may_not_load_anything_or_escape_its_declaration() {
        let bad = [
            serde_json::json!({ "font": "x; background: url(http://evil/)" }),
            serde_json::json!({ "colorBg": "url(http://evil/)" }),
            serde_json::json!({ "colorBg": "red}body{color:red" }),
            serde_json::json!({ "position": "fixed" }),
            serde_json::json!({ "radius": 4 }),
        ];
        let colour = |c: &str| is_hex_colour(c) || c == "red";
        for t in bad {
            let (props, errors) = theme_properties(&obj(&t), &colour);
            assert!(props.is_empty() && errors.len() == 1, "{t}");
        }
        let ok = serde_json::json!({ "--emb-radius": "0", "font": "Georgia, serif" });
        let (props, errors) = theme_properties(&obj(&ok), &colour);
        assert_eq!((props.len(), errors.len()), (2, 0));
    }

    #[test]
    fn a_bad_theme_token_drops_only_itself_and_a_colour_must_be_one() {
        let colour = |c: &str| is_hex_colour(c);
        let t = serde_json::json!({ "colorBrand": "#0a7d32", "radius": 4, "colorBg": "verde" });
        let (props, errors) = theme_properties(&obj(&t), &colour);
        assert_eq!(
            props,
            [("--emb-color-brand".to_string(), "#0a7d32".to_string())]
        );
        let fields: Vec<_> = errors.iter().map(|e| e.field.as_str()).collect();
        assert_eq!(fields, ["theme.colorBg", "theme.radius"]);
    }
}
