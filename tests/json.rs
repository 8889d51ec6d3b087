//! The hand-written JSON parser (`rules::json::parse`) accepts exactly what
//! serde_json accepts and reads the same values: fixed edge cases, then
//! proptests over generated documents and over arbitrary text.

use embarque::rules::json::parse;
use proptest::prelude::*;
use serde_json::Value;

fn agrees(text: &str) -> Result<(), String> {
    let ours = parse(text, "doc");
    let theirs = serde_json::from_str::<Value>(text);
    match (&ours, &theirs) {
        (Ok(a), Ok(b)) if a.same_as(b) => Ok(()),
        (Err(e), Err(_)) => {
            if e.field == "doc"
                && e.message.starts_with("is not valid JSON: ")
                && e.message.contains(" at line ")
            {
                Ok(())
            } else {
                Err(format!(
                    "{text:?}: error does not name the field and place: {e:?}"
                ))
            }
        }
        _ => Err(format!("{text:?}: ours {ours:?}, serde_json {theirs:?}")),
    }
}

#[test]
fn a_string_ends_or_escapes_at_every_offset_of_the_eight_byte_scan() {
    // The parser skips a string's plain bytes eight at a time: a quote, a
    // backslash or a control byte at each place in a word (and the bytes
    // just around them, and UTF-8 sequences across words) reads the same.
    let marks = [
        "\"", "\\\"", "\\n", "\\u00e9", "\u{1f}", "\u{0}", " ", "!", "#", "[", "]", "\u{7f}", "é",
        "😀",
    ];
    for pad in 0..18 {
        for mark in marks {
            for tail in ["", "ação\"", "z\"", "\""] {
                let s = format!("[\"{}{mark}{tail}]", "a".repeat(pad));
                agrees(&s).unwrap();
                agrees(&format!("{{\"{}{mark}{tail}: 1}}", "k".repeat(pad))).unwrap();
            }
        }
    }
}

#[test]
fn edge_cases_read_as_serde_json_reads_them() {
    let nested = |n: usize| format!("{}{}", "[".repeat(n), "]".repeat(n));
    let cases: Vec<String> = [
        "{}",
        "[]",
        " \t\n\r{ } ",
        "null",
        "true",
        "false",
        "0",
        "-0",
        "-0.0",
        "1e3",
        "1E+3",
        "1e-3",
        "0.5",
        "-12.25e2",
        "123456789012345678901234567890",
        "1e308",
        "1e309",
        "-1e400",
        "2.2250738585072014e-308",
        // Subnormal: serde_json is exact here only with `float_roundtrip`.
        "1.90204226160514e-309",
        // Rounding edges, read to the same double bit for bit: halfway
        // between two doubles (ties to even), the smallest subnormal and
        // below it, the largest double, more digits than a double holds.
        "9007199254740993",
        "9007199254740995",
        "4.9406564584124654e-324",
        "2.4703282292062327e-324",
        "2.4703282292062328e-324",
        "2.2250738585072011e-308",
        "1.7976931348623157e308",
        "1.7976931348623158e308",
        "0.1000000000000000055511151231257827021181583404541015625",
        "123456789012345678901234567890.123456789e-20",
        "18446744073709551615",
        "-9223372036854775808",
        "01",
        "1.",
        ".5",
        "-",
        "+1",
        "1e",
        "1e+",
        "0x10",
        "NaN",
        "Infinity",
        "tru",
        "nul",
        "falsey",
        r#""""#,
        r#""a\"b""#,
        r#""\\/\b\f\n\r\t""#,
        r#""\u00e9\u4e2d""#,
        r#""\ud83d\ude00""#,
        r#""\ud83d""#,
        r#""\ude00""#,
        r#""\ud83dx""#,
        r#""\ud83d\u0041""#,
        r#""\u12""#,
        r#""\x41""#,
        "\"a\u{1}b\"",
        "\"tab\there\"",
        "\"ünïcödé ✓\"",
        r#""unterminated"#,
        r#"{"a":1,}"#,
        "[1,]",
        "[,1]",
        r#"{"a" 1}"#,
        r#"{a:1}"#,
        r#"{"a":1 "b":2}"#,
        r#"{"a":1,"a":2}"#,
        r#"{"":0}"#,
        "[1 2]",
        "{} {}",
        "[1] x",
        "",
        "   ",
        r#"{"now":"2026-12-19T10:00:00-03:00","trip":{"scope":"interstate"}}"#,
    ]
    .iter()
    .map(|s| s.to_string())
    .chain([
        nested(126),
        nested(127),
        nested(128),
        nested(1000),
        format!("{}1", "[".repeat(3)),
    ])
    .collect();
    for c in &cases {
        agrees(c).unwrap();
    }
}

/// Generated JSON documents, written by serde_json (compact and pretty).
fn document() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        (-1e12f64..1e12).prop_map(Value::from),
        any::<f64>()
            .prop_filter("finite", |f| f.is_finite())
            .prop_map(Value::from),
        any::<String>().prop_map(Value::String),
    ];
    leaf.prop_recursive(6, 64, 8, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..8).prop_map(Value::Array),
            prop::collection::vec((any::<String>(), inner), 0..8)
                .prop_map(|kv| Value::Object(kv.into_iter().collect())),
        ]
    })
}

proptest! {
    #[test]
    fn generated_documents_read_the_same(v in document()) {
        agrees(&v.to_string()).map_err(TestCaseError::fail)?;
        agrees(&serde_json::to_string_pretty(&v).unwrap()).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn any_text_is_accepted_or_refused_as_serde_json_does(s in "[\\[\\]{}\":,0-9.eE+\\-tfrunals\\\\/ \\n]{0,40}") {
        agrees(&s).map_err(TestCaseError::fail)?;
    }

    /// Numbers as a person or a program may write them, with more digits
    /// than a double holds: the same double as serde_json, bit for bit.
    #[test]
    fn typed_numbers_read_to_the_same_double(s in "-?(0|[1-9][0-9]{0,30})(\\.[0-9]{1,30})?([eE][+-]?[0-9]{1,3})?") {
        agrees(&s).map_err(TestCaseError::fail)?;
    }

    #[test]
    fn mutated_documents_too(v in document(), at in any::<prop::sample::Index>(), b in any::<u8>()) {
        let mut text = v.to_string().into_bytes();
        if !text.is_empty() {
            let i = at.index(text.len());
            text[i] = b;
        }
        if let Ok(t) = String::from_utf8(text) {
            agrees(&t).map_err(TestCaseError::fail)?;
        }
    }
}

#[test]
fn paths_are_joined_and_indexed() {
    use embarque::rules::json::{index, join};
    assert_eq!(join("", "trip"), "trip");
    assert_eq!(join("trip", "departure"), "trip.departure");
    for i in [0usize, 1, 9, 10, 11, 99, 100, 1234, usize::MAX] {
        assert_eq!(index("baggage", i), format!("baggage[{i}]"));
    }
}

/// A text past `MAX_TEXT` is refused before it is read: a 51 MB list of
/// `{}` made a tree of gigabytes in the browser, and the failed allocation
/// killed the wasm module. At the limit, a document still parses.
#[test]
fn a_text_longer_than_the_limit_is_refused_unread() {
    use embarque::rules::json::MAX_TEXT;
    assert_eq!(MAX_TEXT, 262_144);
    let at_limit = format!("[{}]", " ".repeat(MAX_TEXT - 2));
    assert!(parse(&at_limit, "doc").is_ok());
    let e = parse(&format!("[{}]", " ".repeat(MAX_TEXT - 1)), "doc").unwrap_err();
    assert_eq!(
        (e.field.as_str(), e.message.as_str()),
        ("doc", "is larger than 262144 bytes")
    );
}

/// A byte-order mark before the text is ignored (RFC 8259 § 8.1), by the
/// Rust entry point itself: the CLI skipped it, the JS API did not.
#[test]
fn a_byte_order_mark_before_the_query_is_ignored() {
    let q = r#"{"now":"2026-12-19T10:00:00-03:00","trip":{"scope":"interstate","departure":"2026-12-20T22:30:00-03:00"}}"#;
    let plain = serde_json::to_string(&embarque::rules::evaluate_json(q).unwrap()).unwrap();
    let marked = embarque::rules::evaluate_json(&format!("\u{feff}{q}")).unwrap();
    assert_eq!(plain, serde_json::to_string(&marked).unwrap());
    // Only before the text: inside it, it is not JSON's white space.
    assert!(embarque::rules::evaluate_json(&format!("{{\u{feff}{}", &q[1..])).is_err());
}

/// The lap children of the same adult are checked as the seat counts are: 5000
/// was cut to 1000 unsaid, and 1e10 was told "must be a whole number, 0 or
/// more", which it is (a code review of the input layer).
#[test]
fn a_count_too_large_is_said_so_on_its_field() {
    let q = |n: &str| {
        format!(
            r#"{{"now":"2026-12-19T10:00:00-03:00","trip":{{"scope":"interstate","departure":"2026-12-20T22:30:00-03:00"}},"passenger":{{"birthDate":"2024-01-01","lapChildrenWithSameAdult":{n}}}}}"#
        )
    };
    for n in ["5000", "1e10"] {
        let e = embarque::rules::evaluate_json(&q(n)).unwrap_err();
        assert_eq!(e.field, "passenger.lapChildrenWithSameAdult", "{n}");
        assert!(!e.message.contains("0 or more"), "{n}: {}", e.message);
    }
    assert!(embarque::rules::evaluate_json(&q("1000")).is_ok());
}

/// JSON text whose objects repeat names and list them out of order (keys
/// from a small alphabet), as a carrier may write a policy or a theme.
fn unordered_text() -> impl Strategy<Value = String> {
    let leaf = prop_oneof![
        Just("null".to_string()),
        Just("true".to_string()),
        Just("-0".to_string()),
        (-1e6f64..1e6).prop_map(|f| f.to_string()),
        any::<i32>().prop_map(|i| i.to_string()),
        "[a-c]{0,3}".prop_map(|s| format!("\"{s}\"")),
    ];
    leaf.prop_recursive(4, 48, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(|v| format!("[{}]", v.join(","))),
            prop::collection::vec(("[a-c]{0,2}", inner), 0..6).prop_map(|kv| {
                let fields: Vec<String> = kv.iter().map(|(k, v)| format!("\"{k}\": {v}")).collect();
                format!("{{{}}}", fields.join(", "))
            }),
        ]
    })
}

proptest! {
    /// `Json::sort` reads a document as a serde_json `Value` holds it (the
    /// carrier's policy and the theme were read through one): every
    /// object's names in order, a repeated name's last value only.
    #[test]
    fn sorted_documents_are_what_serde_json_holds(t in unordered_text()) {
        use embarque::rules::json::Json;
        let mut ours = parse(&t, "doc").unwrap();
        ours.sort();
        let theirs: Value = serde_json::from_str(&t).unwrap();
        prop_assert_eq!(&ours, &Json::from_value(&theirs));
        let value = parse(&t, "doc").unwrap().to_value();
        prop_assert_eq!(&ours, &Json::from_value(&value));
    }
}

proptest! {
    /// Wide objects, where the merge sort's runs are many and long and
    /// names repeat (a repeated name keeps its last value, so the sort
    /// must be stable), against serde_json's `Value`.
    #[test]
    fn wide_objects_sort_as_serde_json_holds(
        kv in prop::collection::vec(("[a-e]{0,2}", any::<i16>()), 0..90)
    ) {
        use embarque::rules::json::Json;
        let fields: Vec<String> = kv.iter().map(|(k, v)| format!("\"{k}\": {v}")).collect();
        let t = format!("{{{}}}", fields.join(", "));
        let mut ours = parse(&t, "doc").unwrap();
        ours.sort();
        let theirs: Value = serde_json::from_str(&t).unwrap();
        prop_assert_eq!(&ours, &Json::from_value(&theirs));
    }
}

/// A hostile policy: 14 000 names written in reverse, each twice. Sorted
/// as serde_json holds it, in time (inserting each name in its place,
/// as before, moved 196 million fields here).
#[test]
fn a_long_reversed_object_sorts_as_serde_json_holds() {
    use embarque::rules::json::Json;
    // Within the 256 KiB a document may have: four letters a name.
    let name = |i: u32| -> String {
        (0..4)
            .rev()
            .map(|p| char::from(b'a' + (i / 26u32.pow(p) % 26) as u8))
            .collect()
    };
    let fields: Vec<String> = (0..28_000u32)
        .rev()
        .map(|i| format!("\"{}\":{}", name(i / 2), i % 10))
        .collect();
    let t = format!("{{{}}}", fields.join(","));
    let mut ours = parse(&t, "doc").unwrap();
    let started = std::time::Instant::now();
    ours.sort();
    let took = started.elapsed();
    let theirs: Value = serde_json::from_str(&t).unwrap();
    assert_eq!(ours, Json::from_value(&theirs));
    eprintln!("sorted 28 000 reversed names in {took:?}");
}
