//! Money in integer centavos.
//!
//! No decision ever touches a float: fares, fees and refunds are [`Cents`]
//! (an `i64` of centavos). Percentages and per-mille rates are applied with
//! an explicit rounding direction, always the passenger's favour: what the
//! passenger pays or loses rounds down, what they get back rounds up.
//!
//! ```
//! use embarque::rules::money::Cents;
//! let fare = Cents(3333);
//! let retention = fare.percent_floor(5);
//! assert_eq!(retention, Cents(166));
//! assert_eq!(fare.checked_sub(retention), Some(Cents(3167)));
//! assert_eq!(Cents(123_456).brl(), "R$ 1.234,56");
//! ```

use serde::Serialize;

/// An amount of Brazilian reais, in centavos.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default, Serialize)]
#[serde(transparent)]
pub struct Cents(pub i64);

impl Cents {
    /// Zero reais.
    pub const ZERO: Cents = Cents(0);

    /// `self + other`, or `None` on overflow.
    pub fn checked_add(self, other: Cents) -> Option<Cents> {
        self.0.checked_add(other.0).map(Cents)
    }

    /// `self - other`, or `None` on overflow.
    pub fn checked_sub(self, other: Cents) -> Option<Cents> {
        self.0.checked_sub(other.0).map(Cents)
    }

    /// `self - other`, never below zero.
    pub fn saturating_sub_to_zero(self, other: Cents) -> Cents {
        Cents(self.0.saturating_sub(other.0).max(0))
    }

    /// `percent` % of a non-negative amount, rounded down (a fee or a fine).
    pub fn percent_floor(self, percent: u32) -> Cents {
        Cents(mul_div_floor(self.0, i64::from(percent), 100))
    }

    /// `percent` % of a non-negative amount, rounded up (what is given back).
    pub fn percent_ceil(self, percent: u32) -> Cents {
        Cents(mul_div_ceil(self.0, i64::from(percent), 100))
    }

    /// `self × num / den` rounded down, for per-mille rates on weights.
    /// Uses 128-bit intermediates so it cannot overflow for sane inputs;
    /// saturates otherwise.
    pub fn scale_floor(self, num: i64, den: i64) -> Cents {
        Cents(mul_div_floor(self.0, num, den))
    }

    /// Formats as Brazilian reais: `R$ 1.234,56` (minus sign before `R$`).
    pub fn brl(self) -> String {
        let neg = self.0 < 0;
        let abs = self.0.unsigned_abs();
        format!(
            "{}R$ {},{:02}",
            if neg { "-" } else { "" },
            group_thousands(&(abs / 100).to_string(), '.'),
            abs % 100
        )
    }
}

/// ASCII `digits` with `sep` between each group of three from the right:
/// `1234567` → `1.234.567` (the page writes error ranges this way too).
pub fn group_thousands(digits: &str, sep: char) -> String {
    let mut grouped = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            grouped.push(sep);
        }
        grouped.push(ch);
    }
    grouped
}

fn mul_div_floor(a: i64, num: i64, den: i64) -> i64 {
    if den == 0 {
        return 0;
    }
    let v = (i128::from(a) * i128::from(num)).div_euclid(i128::from(den));
    v.clamp(i128::from(i64::MIN), i128::from(i64::MAX)) as i64
}

fn mul_div_ceil(a: i64, num: i64, den: i64) -> i64 {
    if den == 0 {
        return 0;
    }
    let p = i128::from(a) * i128::from(num);
    let d = i128::from(den);
    let q = p.div_euclid(d) + i128::from(p.rem_euclid(d) != 0);
    q.clamp(i128::from(i64::MIN), i128::from(i64::MAX)) as i64
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn five_percent_of_250_reais_is_12_reais_50() {
        assert_eq!(Cents(25_000).percent_floor(5), Cents(1_250));
    }

    #[test]
    fn retention_on_an_odd_fare_rounds_down_in_the_passengers_favour() {
        assert_eq!(Cents(3_333).percent_floor(5), Cents(166));
        assert_eq!(Cents(3_333).percent_ceil(95), Cents(3_167));
    }

    #[test]
    fn brl_formats_thousands_with_dots_and_centavos_with_a_comma() {
        assert_eq!(Cents(0).brl(), "R$ 0,00");
        assert_eq!(Cents(5).brl(), "R$ 0,05");
        assert_eq!(Cents(25_000).brl(), "R$ 250,00");
        assert_eq!(Cents(123_456).brl(), "R$ 1.234,56");
        assert_eq!(Cents(100_000_000).brl(), "R$ 1.000.000,00");
        assert_eq!(Cents(-1_250).brl(), "-R$ 12,50");
    }

    #[test]
    fn checked_arithmetic_reports_overflow() {
        assert_eq!(Cents(i64::MAX).checked_add(Cents(1)), None);
        assert_eq!(Cents(i64::MIN).checked_sub(Cents(1)), None);
    }

    proptest! {
        #[test]
        fn a_split_into_fine_and_refund_never_loses_a_centavo(fare in 0i64..10_000_000, pct in 0u32..=5) {
            let fine = Cents(fare).percent_floor(pct);
            let refund = Cents(fare).checked_sub(fine).unwrap();
            prop_assert_eq!(fine.0 + refund.0, fare);
            prop_assert!(fine.0 * 100 <= fare * i64::from(pct));
        }
    }
}
