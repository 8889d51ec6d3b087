//! Numbers as a passenger types them, in reais, kilograms, minutes and
//! counts: the Brazilian way (`1.234,56`) or the English way (`1234.56`),
//! each error a catalogue key on its field. Amounts never go through a
//! float.

use super::{key_error, FieldError};
use crate::rules::input::MAX_FARE_CENTS;
use crate::texts::rfind_ascii;

/// Reads a number typed the Brazilian way (`12,5`, `1.000`) or the English way
/// (`12.5`); empty is `None`.
pub fn number(field: &str, s: &str) -> Result<Option<f64>, FieldError> {
    let s = s.trim();
    if s.is_empty() {
        return Ok(None);
    }
    let bad = || key_error(field, "ui.error.not_a_number");
    // Digits, signs and marks only: the reader below takes "1e3" as a
    // thousand kilograms, which nobody at a counter means.
    if !s
        .bytes()
        .all(|b| b.is_ascii_digit() || b"+-.,".contains(&b))
    {
        return Err(bad());
    }
    // The comma is the decimal mark and the dot groups thousands
    // ("1.234,5"); a lone dot is the decimal mark unless three digits follow
    // it after more than a zero ("30.5", "0.500", but "1.000" is a thousand,
    // as the fare's "1.250" and as the page writes its own bounds: "entre 0
    // e 1.000").
    let dot = !s.contains(',')
        && s.matches('.').count() == 1
        && rfind_ascii(s, b'.').is_some_and(|d| {
            s.len() - d != 4
                || matches!(
                    s.get(..d)
                        .unwrap_or_default()
                        .trim_start_matches(['-', '+']),
                    "" | "0"
                )
        });
    let int = rfind_ascii(s, b',').and_then(|c| s.get(..c)).unwrap_or(s);
    if !dot && ungroup(int.trim_start_matches(['-', '+']), '.').is_none() {
        return Err(bad());
    }
    let normal: String = s
        .chars()
        .filter(|c| dot || *c != '.')
        .map(|c| if c == ',' { '.' } else { c })
        .collect();
    match crate::rules::decimal::parse(&normal) {
        Some(v) if v.is_finite() => Ok(Some(v)),
        _ => Err(bad()),
    }
}

/// A count of seats or animals; empty is none.
pub(super) fn count(field: &str, s: &str) -> Result<f64, FieldError> {
    Ok(whole_number(field, s)?.unwrap_or(0) as f64)
}

/// A whole number of more than 15 digits, as read: 10^15, past every range.
const TOO_MANY: i64 = 1_000_000_000_000_000;

/// A whole number (a count, minutes, kilometres, years): `1.200` groups
/// thousands as in Brazil; `12,5` is not one, and its error says so rather
/// than offering "12,5" as an example. Empty is `None`.
pub fn whole_number(field: &str, s: &str) -> Result<Option<i64>, FieldError> {
    let s = s.trim();
    if s.is_empty() {
        return Ok(None);
    }
    let bad = || key_error(field, "ui.error.not_a_count");
    let (neg, digits) = match s.strip_prefix('-') {
        Some(rest) => (true, rest.trim()),
        None => (false, s),
    };
    let digits = ungroup(digits, '.').ok_or_else(bad)?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad());
    }
    // More digits than a double holds exactly is more than any range the
    // core allows: read as TOO_MANY, so that the core names the range
    // ("Deve estar entre 0 e 20.000"), not "só algarismos" beside a field
    // of digits only (a browser pass).
    let v: i64 = match digits.trim_start_matches('0').len() > 15 {
        true => TOO_MANY,
        false => digits.parse().map_err(|_| bad())?,
    };
    Ok(Some(if neg { -v } else { v }))
}

/// `s` without its thousands marks `group` when it is grouped in threes
/// (`1.500.000`) or has none; `None` when it is grouped otherwise (`1.2.3`).
fn ungroup(s: &str, group: char) -> Option<String> {
    let mut groups = s.split(group);
    let first = groups.next().unwrap_or_default();
    let bad_first = first.is_empty() || first.len() > 3 || first.starts_with('0');
    if s.contains(group) && (bad_first || groups.any(|g| g.len() != 3)) {
        return None;
    }
    Some(s.replace(group, ""))
}

/// Reads an amount in reais (`250`, `250,00`, `1.234,56`, `1234.56`) as
/// centavos, without going through a float. Empty is `None`.
pub fn reais(field: &str, s: &str) -> Result<Option<i64>, FieldError> {
    let s = s.trim().trim_start_matches("R$").trim();
    if s.is_empty() {
        return Ok(None);
    }
    let bad = || key_error(field, "ui.error.not_an_amount");
    let (neg, s) = match s.strip_prefix('-') {
        Some(rest) => (true, rest.trim()),
        None => (false, s),
    };
    // The comma is the decimal mark, as in Brazil ("1.500,50"), unless a
    // dot comes after it ("1,500.50"); a lone dot is one when it is not
    // followed by exactly three digits ("250.5", but "1.500" groups). The
    // other mark only groups thousands, in threes; centavos have at most
    // two digits: "250,125" is an error, never R$ 250.125,00.
    let mark = match (rfind_ascii(s, b','), rfind_ascii(s, b'.')) {
        (Some(c), Some(d)) => Some(c.max(d)),
        (Some(c), None) => Some(c),
        (None, Some(d)) if s.matches('.').count() == 1 && s.len() - d != 4 => Some(d),
        _ => None,
    };
    let (int_part, frac_part) = match mark {
        // `get`: `p` is an ASCII mark's index, always a char boundary.
        Some(p) => (
            s.get(..p).unwrap_or_default(),
            s.get(p + 1..).unwrap_or_default(),
        ),
        None => (s, ""),
    };
    let group = if mark.is_some_and(|p| s.as_bytes()[p] == b'.') {
        ','
    } else {
        '.'
    };
    if frac_part.len() > 2 {
        // "1,500" or "2,000,000": thousands written the English way, which
        // the generic example ("250 or 250.00") did not explain.
        let english =
            group == '.' && ungroup(s, ',').is_some_and(|d| d.bytes().all(|b| b.is_ascii_digit()));
        return Err(if english {
            key_error(field, "ui.error.comma_thousands")
        } else {
            bad()
        });
    }
    let digits = ungroup(int_part, group).ok_or_else(bad)?;
    if digits.is_empty() && frac_part.is_empty() {
        return Err(bad());
    }
    if !digits.chars().all(|c| c.is_ascii_digit()) || !frac_part.chars().all(|c| c.is_ascii_digit())
    {
        return Err(bad());
    }
    if digits.len() > 12 {
        return Err(key_error(field, "ui.error.amount_too_large"));
    }
    let whole: i64 = if digits.is_empty() {
        0
    } else {
        digits.parse().map_err(|_| bad())?
    };
    let cents: i64 = match frac_part.len() {
        0 => 0,
        1 => frac_part.parse::<i64>().map_err(|_| bad())? * 10,
        _ => frac_part.parse().map_err(|_| bad())?,
    };
    let v = whole * 100 + cents;
    if v > MAX_FARE_CENTS {
        return Err(key_error(field, "ui.error.amount_too_large"));
    }
    // Refused here, not by the core: the refund's ticket line showed
    // "-R$ 3,00" from the field while the core's "must not be negative"
    // stood beside it.
    if neg && v > 0 {
        return Err(key_error(field, "ui.error.negative_amount"));
    }
    Ok(Some(v))
}

#[cfg(test)]
mod tests {
    use super::super::Form;
    use super::*;

    const NOW: &str = "2026-12-19T10:00:00-03:00";

    #[test]
    fn amounts_in_reais_become_centavos_without_floats() {
        assert_eq!(reais("f", "250"), Ok(Some(25_000)));
        assert_eq!(reais("f", "250,00"), Ok(Some(25_000)));
        assert_eq!(reais("f", "R$ 1.234,56"), Ok(Some(123_456)));
        assert_eq!(reais("f", "1234.56"), Ok(Some(123_456)));
        assert_eq!(reais("f", "33,3"), Ok(Some(3_330)));
        assert_eq!(reais("f", "1.234"), Ok(Some(123_400)));
        assert_eq!(reais("f", ""), Ok(None));
        assert_eq!(
            reais("f", "-3").unwrap_err().message,
            "ui.error.negative_amount"
        );
        assert_eq!(reais("f", "-0"), Ok(Some(0)));
        assert!(reais("f", "abc").is_err());
        assert!(reais("f", "12,3x").is_err());
    }

    /// A comma followed by three digits is thousands written the English
    /// way: said so, not read as centavos nor as a thousand.
    #[test]
    fn thousands_after_a_comma_are_explained() {
        for s in ["1,500", "2,000,000", "R$ 12,345"] {
            assert_eq!(
                reais("f", s).unwrap_err().message,
                "ui.error.comma_thousands",
                "{s}"
            );
        }
        assert_eq!(reais("f", "1,500.00"), Ok(Some(150_000)));
        assert_eq!(
            reais("f", "250,125x").unwrap_err().message,
            "ui.error.not_an_amount"
        );
        for s in ["0,0050", "0,005", "1.2,345", "12,34,567"] {
            assert_eq!(
                reais("f", s).unwrap_err().message,
                "ui.error.not_an_amount",
                "{s}"
            );
        }
    }

    /// The core's limit is in centavos ("must be between 0 and 100000000"),
    /// which read as R$ 100 million; the page says it in reais, and says it
    /// for a number too long to read too.
    #[test]
    fn an_amount_over_the_limit_is_told_in_reais() {
        assert_eq!(reais("f", "1.000.000,00"), Ok(Some(100_000_000)));
        for big in [
            "1.000.000,01",
            "2000000",
            "99999999999999999999",
            "1000000000000",
        ] {
            let e = reais("f", big).unwrap_err();
            assert_eq!(e.message, "ui.error.amount_too_large", "{big}");
        }
        let mut f = Form::example(NOW);
        f.fare = "1.500.000".into();
        let e = f.to_query().unwrap_err();
        assert_eq!(
            (e.field.as_str(), e.message.as_str()),
            ("ticket-fare", "ui.error.amount_too_large")
        );
    }

    #[test]
    fn counts_minutes_kilometres_and_years_are_whole_numbers() {
        assert_eq!(whole_number("n", "12"), Ok(Some(12)));
        assert_eq!(whole_number("n", "1.200"), Ok(Some(1_200)));
        assert_eq!(whole_number("n", " -3 "), Ok(Some(-3)));
        assert_eq!(whole_number("n", ""), Ok(None));
        for bad in ["12,5", "1.2", "1.20", "doze", "0.500", "1e3"] {
            let e = whole_number("n", bad).unwrap_err();
            assert_eq!(e.message, "ui.error.not_a_count", "{bad}");
        }
        // The form sends them as integers.
        let mut f = Form::example(NOW);
        f.distance = "1.200".into();
        f.youth_free_taken = "1".into();
        let q = f.to_query().unwrap();
        assert_eq!(q.trip.distance_km, Some(1200.0));
        assert_eq!(q.seats.map(|s| s.youth_free_taken), Some(1.0));
        f.distance = "12,5".into();
        assert_eq!(f.to_query().unwrap_err().field, "trip-distance");
    }

    #[test]
    fn a_comma_is_the_decimal_mark_and_centavos_have_two_digits() {
        // The field's own hint: "como 250 ou 250,00". A third digit after
        // the comma is a mistake, not thousands: R$ 250,125 is not
        // R$ 250.125,00, nor R$ 0,005 five reais.
        for bad in [
            "250,125",
            "0,005",
            "1,500",
            "250,1234",
            "1.2.3",
            "12.34.567",
            "0.500",
            "1.50.000,00",
        ] {
            assert!(reais("f", bad).is_err(), "{bad}");
        }
        // Thousands grouped with dots (Brazil) or commas before a decimal
        // dot (English); a lone dot with one or two digits is a decimal.
        assert_eq!(reais("f", "1.500"), Ok(Some(150_000)));
        assert_eq!(reais("f", "1.000.000,00"), Ok(Some(100_000_000)));
        assert_eq!(reais("f", "150.000,50"), Ok(Some(15_000_050)));
        assert_eq!(reais("f", "1,500.50"), Ok(Some(150_050)));
        assert_eq!(reais("f", "250.5"), Ok(Some(25_050)));
        assert_eq!(reais("f", ",50"), Ok(Some(50)));
        assert_eq!(reais("f", "250,"), Ok(Some(25_000)));
    }

    #[test]
    fn numbers_accept_a_decimal_comma() {
        assert_eq!(number("w", "12,5"), Ok(Some(12.5)));
        assert_eq!(number("w", " 3 "), Ok(Some(3.0)));
        assert!(number("w", "doze").is_err());
        // As typed: a point, a sign, a leading point; read to the nearest double.
        assert_eq!(number("w", "23.45"), Ok(Some(23.45)));
        assert_eq!(number("w", "-0,5"), Ok(Some(-0.5)));
        assert_eq!(number("w", ",75"), Ok(Some(0.75)));
        assert_eq!(number("w", ""), Ok(None));
        // Thousands grouped as in Brazil, as the page writes its own bounds
        // ("entre 0 e 1.000"): "1.000" was read as 1 kg, where the fare's
        // "1.250" is R$ 1.250,00.
        assert_eq!(number("w", "1.000"), Ok(Some(1000.0)));
        assert_eq!(number("w", "30.001"), Ok(Some(30001.0)));
        assert_eq!(number("w", "1.234,5"), Ok(Some(1234.5)));
        assert_eq!(number("w", "-1.000"), Ok(Some(-1000.0)));
        assert_eq!(number("w", "30.5"), Ok(Some(30.5)));
        assert_eq!(number("w", "30,001"), Ok(Some(30.001)));
        assert_eq!(number("w", "0.500"), Ok(Some(0.5)));
        assert_eq!(number("w", "+0.500"), Ok(Some(0.5)));
        assert_eq!(number("w", "+1.000"), Ok(Some(1000.0)));
        // Not numbers a passenger means: infinity, NaN, two decimal marks,
        // an exponent (a browser pass: "1e3" kg read as a thousand).
        for s in [
            "inf", "NaN", "1e999", "1,2,3", "1.2,3", "5 kg", "12.34.5", "1.0000,5", "1e3", "2E1",
        ] {
            assert!(number("w", s).is_err(), "{s}");
        }
    }

    /// A whole number has at most 15 digits, every one of which a double
    /// holds exactly (2^53 ≈ 9.007 × 10^15): the longest is read, in full.
    #[test]
    fn a_whole_number_of_fifteen_digits_is_still_read() {
        assert_eq!(
            whole_number("n", "999999999999999"),
            Ok(Some(999_999_999_999_999))
        );
        assert_eq!(
            whole_number("n", "-999.999.999.999.999"),
            Ok(Some(-999_999_999_999_999))
        );
        // Longer, it is past every range, which the core then says.
        for long in [
            "9999999999999999",
            "99999999999999999999",
            "1.000.000.000.000.000",
        ] {
            assert_eq!(whole_number("n", long), Ok(Some(TOO_MANY)), "{long}");
        }
        assert_eq!(
            whole_number("n", "-99999999999999999999"),
            Ok(Some(-TOO_MANY))
        );
        assert_eq!(whole_number("n", "0000000000000000012"), Ok(Some(12)));
        let mut f = Form::example(NOW);
        f.distance = "99999999999999999999".into();
        let e = crate::rules::try_evaluate(&f.to_query().unwrap()).unwrap_err();
        assert_eq!(
            e.to_string(),
            "trip.distanceKm: must be between 0 and 20000"
        );
    }

    /// A thousands mark needs digits before it: ".500" is neither
    /// R$ 500,00 nor 500.
    #[test]
    fn a_thousands_mark_with_nothing_before_it_is_refused() {
        for s in [".500", "R$ .500,00"] {
            assert_eq!(
                reais("f", s).unwrap_err().message,
                "ui.error.not_an_amount",
                "{s}"
            );
        }
        assert_eq!(
            whole_number("n", ".500").unwrap_err().message,
            "ui.error.not_a_count"
        );
    }

    /// Reais and centavos are digits only: a sign inside an amount is a
    /// typing error, not "1,-5" read as R$ 0,95, "1,+5" as R$ 1,05, nor
    /// "--3" as a negative R$ -3,00 that slips past the negative check.
    #[test]
    fn a_sign_inside_an_amount_is_refused() {
        for s in ["1,-5", "1,+5", "--3", "- -3"] {
            assert_eq!(
                reais("f", s).unwrap_err().message,
                "ui.error.not_an_amount",
                "{s}"
            );
        }
    }
}
