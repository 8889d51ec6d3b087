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

/// The same double as `str::parse`, for a fixed text (outside proptest).
fn same_fixed(s: &str) {
    if let Err(e) = same(s) {
        panic!("{e}");
    }
}

/// An exponent so negative it wraps if narrowed to 32 bits (2^32, and the
/// 2^40 at which the reader saturates): zero, caught by the magnitude bound
/// before the big-integer path, whose power of ten would otherwise be 10^0.
#[test]
fn exponents_far_below_the_range_are_zero() {
    for s in [
        "1e-4294967296",
        "-1e-4294967296",
        "123e-4294967296",
        "1e-99999999999999999999",
        "-1e-99999999999999999999",
        "1.5e-1099511627776",
    ] {
        same_fixed(s);
    }
}

/// A value just below a power of two that rounds up to it: the quotient
/// carries to 2^53 and is renormalised (one bit shifted out, the exponent
/// raised). Targets of either parity of biased exponent: 2^53 (1076), 2^52
/// (1075), 2.0 (1024), 2^54 (1077), 1.0 (1023).
#[test]
fn rounding_up_to_a_power_of_two() {
    for s in [
        "9007199254740991.6",
        "4503599627370495.9",
        "1.99999999999999999",
        "18014398509481983.5",
        "0.99999999999999999",
    ] {
        same_fixed(s);
    }
}

/// Above the largest double but below 10^309, so past the magnitude bound and
/// rounded to infinity by the big-integer path.
#[test]
fn between_the_largest_double_and_1e309() {
    for s in ["5e308", "-9.9e308", "1.8e308", "2e308"] {
        same_fixed(s);
    }
}

/// Leading zeros before an exponent are not significant digits: `01e308` is
/// 10^308, not past the range.
#[test]
fn leading_zeros_before_an_exponent() {
    for s in [
        "01e308",
        "-0001.5e308",
        "00000000000000000001e-310",
        "0.0001e-320",
    ] {
        same_fixed(s);
    }
}
