//! `rules::decimal::parse` against Rust's own correctly rounded
//! `str::parse::<f64>`: the same double, bit for bit, on every number written
//! any way, and the same verdict on any text.

use embarque::rules::decimal::parse;
use proptest::prelude::*;

fn same(s: &str) -> Result<(), TestCaseError> {
    let want: f64 = s
        .parse()
        .map_err(|e| TestCaseError::fail(format!("{s}: {e}")))?;
    let got = parse(s).ok_or_else(|| TestCaseError::fail(format!("{s}: not read")))?;
    prop_assert_eq!(
        got.to_bits(),
        want.to_bits(),
        "{}: {:e} != {:e}",
        s,
        got,
        want
    );
    Ok(())
}

/// Text in the grammar both read: sign, digits, point, exponent.
fn number_text() -> impl Strategy<Value = String> {
    (
        prop::option::of(prop_oneof![Just("-"), Just("+")]),
        "[0-9]{0,30}",
        prop::option::of("[0-9]{0,30}"),
        prop::option::of((
            prop_oneof![Just("e"), Just("E")],
            prop_oneof![Just(""), Just("-"), Just("+")],
            0u32..420,
        )),
    )
        .prop_filter("a digit", |(_, int, frac, _)| {
            !int.is_empty() || frac.as_deref().is_some_and(|f| !f.is_empty())
        })
        .prop_map(|(sign, int, frac, exp)| {
            let mut s = sign.unwrap_or("").to_string();
            s += &int;
            if let Some(f) = frac {
                s += ".";
                s += &f;
            }
            if let Some((e, es, n)) = exp {
                s += &format!("{e}{es}{n}");
            }
            s
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4000))]

    /// Every double, as Rust writes it plainly, in exponent form, and cut to a
    /// few digits (which lands between doubles and exercises the rounding).
    #[test]
    fn every_double_written_any_way(bits in any::<u64>(), digits in 0usize..25) {
        let x = f64::from_bits(bits);
        prop_assume!(x.is_finite());
        same(&format!("{x}"))?;
        same(&format!("{x:e}"))?;
        same(&format!("{x:.digits$e}"))?;
    }

    /// Numbers made of digits, with and without point and exponent: the fast
    /// path, the slow path and the edges between them.
    #[test]
    fn generated_number_text(s in number_text()) {
        same(&s)?;
    }


    /// Any text: read by this parser only when Rust reads it to the same
    /// double; and every text Rust reads without letters (no `inf`, `NaN`) is
    /// read here too.
    #[test]
    fn any_text_same_verdict(s in "[-+0-9.eE]{0,12}|\\PC{0,12}") {
        match (parse(&s), s.parse::<f64>()) {
            (Some(a), Ok(b)) => prop_assert_eq!(a.to_bits(), b.to_bits(), "{}", s),
            (Some(a), Err(_)) => prop_assert!(false, "{s:?} read as {a} but not by Rust"),
            (None, Ok(_)) => prop_assert!(
                s.bytes().any(|c| c.is_ascii_alphabetic() && c != b'e' && c != b'E'),
                "{s:?} read by Rust but not here"
            ),
            (None, Err(_)) => {}
        }
    }
}

proptest! {
    // Fewer cases: each is two big-integer divisions, slow in the test
    // command's unoptimized build (about 1 ms).
    #![proptest_config(ProptestConfig::with_cases(500))]

    /// Long digit strings, past the 800 kept digits, around a double's range.
    #[test]
    fn long_digit_strings(int in "[1-9][0-9]{700,900}", exp in -1300i32..-600) {
        same(&format!("{int}e{exp}"))?;
        same(&format!("0.{int}"))?;
    }
}
