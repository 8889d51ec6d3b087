//! Decimal text to the nearest double, correctly rounded (ties to even), as
//! Rust's `str::parse::<f64>` reads it, without its tables.
//!
//! Why not `str::parse`: core's parser carries a 128-bit power-of-five table
//! (697 entries, 11 KB of near-random bytes that gzip cannot shrink) and the
//! code around it, about 12 KB of the gzipped wasm, to read the few numbers a
//! query holds. Here, a number of at most 15 significant digits and a power of
//! ten up to 22 (every number a passenger or a carrier types) is one exact
//! multiplication or division, which IEEE 754 rounds correctly (Clinger's fast
//! path); any other is divided out exactly with big integers, which is slow but
//! short, and only ever meets fuzzed or machine-written input.
//!
//! ```
//! use embarque::rules::decimal::parse;
//! assert_eq!(parse("23.5"), Some(23.5));
//! assert_eq!(parse("-1e-3"), Some(-0.001));
//! assert_eq!(parse("9007199254740993"), Some(9007199254740992.0)); // a tie: to even
//! assert_eq!(parse("1e400"), Some(f64::INFINITY));
//! assert_eq!(parse("1e"), None);
//! ```

/// Digits kept: more than the 768 significant digits a halfway point between
/// two doubles can need; what is cut is replaced by one nonzero digit when it
/// held any, which keeps the value on the same side of every halfway point.
const MAX_DIGITS: usize = 800;

/// Exactly representable powers of ten (10^22 < 2^53 · 2^22 is the last).
const POW10: [f64; 23] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
];

/// The double nearest to `s`, which is `[+-]? digits [. digits] [(e|E) [+-]? digits]`
/// (digits on at least one side of the point); `None` for any other text.
/// Too large is infinity and too small zero, with the sign, as `str::parse`.
pub fn parse(s: &str) -> Option<f64> {
    if let Some(n) = short(s) {
        return Some(n);
    }
    let b = s.as_bytes();
    let mut i = 0;
    let negative = match b.first() {
        Some(b'-') => {
            i = 1;
            true
        }
        Some(b'+') => {
            i = 1;
            false
        }
        _ => false,
    };
    // The significant digits, without leading zeros, and the power of ten of
    // the last one kept.
    let mut digits: Vec<u8> = Vec::new();
    let mut cut_nonzero = false;
    let mut exp10: i64 = 0;
    let mut seen = false;
    let mut point = false;
    while let Some(&c) = b.get(i) {
        match c {
            b'0'..=b'9' => {
                seen = true;
                if digits.len() < MAX_DIGITS && (c != b'0' || !digits.is_empty()) {
                    digits.push(c - b'0');
                    if point {
                        exp10 -= 1;
                    }
                } else if digits.is_empty() {
                    // A leading zero: only its place after the point counts.
                    if point {
                        exp10 -= 1;
                    }
                } else {
                    // A digit past the kept ones: only its place before the
                    // point counts.
                    cut_nonzero |= c != b'0';
                    if !point {
                        exp10 += 1;
                    }
                }
            }
            b'.' if !point => point = true,
            _ => break,
        }
        i += 1;
    }
    if !seen {
        return None;
    }
    if let Some(b'e' | b'E') = b.get(i) {
        i += 1;
        let minus = match b.get(i) {
            Some(b'-') => {
                i += 1;
                true
            }
            Some(b'+') => {
                i += 1;
                false
            }
            _ => false,
        };
        let from = i;
        let mut e: i64 = 0;
        while let Some(&c @ b'0'..=b'9') = b.get(i) {
            // Saturates far beyond any double's range: 1e99999999999 is infinity.
            e = (e * 10 + i64::from(c - b'0')).min(1 << 40);
            i += 1;
        }
        if i == from {
            return None;
        }
        exp10 += if minus { -e } else { e };
    }
    if i != b.len() {
        return None;
    }
    if cut_nonzero {
        digits.push(1);
        exp10 -= 1;
    }
    while digits.last() == Some(&0) {
        digits.pop();
        exp10 += 1;
    }
    let magnitude = magnitude(&digits, exp10);
    Some(if negative { -magnitude } else { magnitude })
}

/// A plain `-?digits[.digits]` of at most 15 digits in all (`620`, `4.5`,
/// `-0.25`: nearly every number of a query) as one exact integer divided by
/// one exact power of ten: [`magnitude`]'s fast path, so the same double,
/// without the digit list [`parse`] builds on the heap (some 45 allocations
/// a query). `None` for any other text.
fn short(s: &str) -> Option<f64> {
    let (negative, body) = match s.as_bytes() {
        [b'-', rest @ ..] => (true, rest),
        all => (false, all),
    };
    let dot = body.iter().position(|&c| c == b'.');
    let digits = body.len() - usize::from(dot.is_some());
    if digits == 0 || digits > 15 {
        return None;
    }
    let mut m = 0u64;
    for (i, &c) in body.iter().enumerate() {
        if Some(i) != dot {
            if !c.is_ascii_digit() {
                return None;
            }
            m = m * 10 + u64::from(c - b'0');
        }
    }
    let fraction = dot.map_or(0, |d| body.len() - d - 1);
    // At most 15 digits, so always in the table.
    let magnitude = m as f64 / POW10.get(fraction)?;
    Some(if negative { -magnitude } else { magnitude })
}

/// The double nearest to `digits × 10^exp10` (`digits` without leading or
/// trailing zeros).
fn magnitude(digits: &[u8], exp10: i64) -> f64 {
    let n = digits.len() as i64;
    if n == 0 {
        return 0.0;
    }
    // The value is at least 10^(n + exp10 − 1) and below 10^(n + exp10).
    if n + exp10 > 309 {
        return f64::INFINITY; // ≥ 10^309 > f64::MAX
    }
    if n + exp10 < -324 {
        return 0.0; // < 10^-325, under half the smallest subnormal
    }
    if n <= 15 && exp10.unsigned_abs() <= 22 {
        // Both operands exact, so the one operation rounds correctly.
        let m = digits.iter().fold(0u64, |m, &d| m * 10 + u64::from(d)) as f64;
        let p = POW10[exp10.unsigned_abs() as usize];
        return if exp10 < 0 { m / p } else { m * p };
    }
    exact(digits, exp10)
}

/// The slow path: `value = num / den` in big integers, divided out to 53 bits
/// and rounded on the remainder.
fn exact(digits: &[u8], exp10: i64) -> f64 {
    let mut num = Big::from_digits(digits);
    let mut den = Big::one();
    if exp10 >= 0 {
        num.mul_pow10(exp10 as u32);
    } else {
        den.mul_pow10(exp10.unsigned_abs() as u32);
    }
    // 2^(bn−1) ≤ num < 2^bn and likewise den, so floor(log2 value) is
    // bn − bd − 1 or bn − bd: k puts the quotient in [2^52, 2^54). A subnormal
    // has fewer bits, at the smallest exponent (and then q < 2^53 already).
    let mut k = (num.bits() as i64 - den.bits() as i64 - 53).max(-1074);
    let (mut q, mut rest, mut divisor) = divide(&num, &den, k);
    if q >= 1 << 53 {
        k += 1;
        (q, rest, divisor) = divide(&num, &den, k);
    }
    // Round half to even on the remainder against the (scaled) divisor.
    rest.shl(1);
    match rest.cmp(&divisor) {
        std::cmp::Ordering::Greater => q += 1,
        std::cmp::Ordering::Equal => q += q & 1,
        std::cmp::Ordering::Less => {}
    }
    if q == 1 << 53 {
        q >>= 1;
        k += 1;
    }
    if k > 1023 - 52 {
        return f64::INFINITY;
    }
    if q < 1 << 52 {
        return f64::from_bits(q); // subnormal (k = −1074), or zero
    }
    f64::from_bits((((k + 52 + 1023) as u64) << 52) | (q - (1 << 52)))
}

/// `floor(num / divisor)` (below 2^54 for the k used), the remainder and the
/// divisor, where the division is `num / (den × 2^k)` made whole: `num` is
/// scaled by 2^−k when k < 0, `den` by 2^k when k > 0. Restoring division,
/// one bit at a time.
fn divide(num: &Big, den: &Big, k: i64) -> (u64, Big, Big) {
    let mut rest = num.clone();
    let mut divisor = den.clone();
    if k < 0 {
        rest.shl(k.unsigned_abs() as u32);
    } else {
        divisor.shl(k as u32);
    }
    let mut shifted = divisor.clone();
    shifted.shl(54);
    let mut q = 0u64;
    for bit in (0..55).rev() {
        if rest.cmp(&shifted) != std::cmp::Ordering::Less {
            rest.sub(&shifted);
            q |= 1 << bit;
        }
        shifted.shr1();
    }
    (q, rest, divisor)
}

/// An unsigned big integer, 32-bit limbs, least significant first, no
/// trailing zero limbs.
#[derive(Clone)]
struct Big(Vec<u32>);

impl Big {
    fn one() -> Big {
        Big(vec![1])
    }

    fn from_digits(digits: &[u8]) -> Big {
        let mut b = Big(Vec::new());
        // Nine digits at a time: 10^9 < 2^32.
        for chunk in digits.chunks(9) {
            let mut scale = 1u32;
            let mut add = 0u32;
            for &d in chunk {
                scale *= 10;
                add = add * 10 + u32::from(d);
            }
            b.mul_add(scale, add);
        }
        b
    }

    fn mul_add(&mut self, m: u32, add: u32) {
        let mut carry = u64::from(add);
        for limb in &mut self.0 {
            let v = u64::from(*limb) * u64::from(m) + carry;
            *limb = v as u32;
            carry = v >> 32;
        }
        if carry > 0 {
            self.0.push(carry as u32);
        }
    }

    fn mul_pow10(&mut self, mut e: u32) {
        // 10^9 per step, then the rest.
        while e >= 9 {
            self.mul_add(1_000_000_000, 0);
            e -= 9;
        }
        self.mul_add(10u32.pow(e), 0);
    }

    fn bits(&self) -> u32 {
        match self.0.last() {
            None => 0,
            Some(top) => 32 * (self.0.len() as u32 - 1) + (32 - top.leading_zeros()),
        }
    }

    fn shl(&mut self, n: u32) {
        if self.0.is_empty() {
            return;
        }
        let (limbs, bits) = ((n / 32) as usize, n % 32);
        if bits > 0 {
            let mut carry = 0u32;
            for limb in &mut self.0 {
                let v = (*limb << bits) | carry;
                carry = *limb >> (32 - bits);
                *limb = v;
            }
            if carry > 0 {
                self.0.push(carry);
            }
        }
        self.0.splice(0..0, std::iter::repeat_n(0, limbs));
    }

    fn shr1(&mut self) {
        let mut carry = 0u32;
        for limb in self.0.iter_mut().rev() {
            let v = (*limb >> 1) | carry;
            carry = *limb << 31;
            *limb = v;
        }
        if self.0.last() == Some(&0) {
            self.0.pop();
        }
    }

    /// `self − other`, for `self ≥ other`.
    fn sub(&mut self, other: &Big) {
        let mut borrow = 0i64;
        for (i, limb) in self.0.iter_mut().enumerate() {
            let v = i64::from(*limb) - i64::from(other.0.get(i).copied().unwrap_or(0)) - borrow;
            borrow = i64::from(v < 0);
            *limb = v.rem_euclid(1 << 32) as u32;
        }
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
    }

    fn cmp(&self, other: &Big) -> std::cmp::Ordering {
        self.0
            .len()
            .cmp(&other.0.len())
            .then_with(|| self.0.iter().rev().cmp(other.0.iter().rev()))
    }
}

#[cfg(test)]
mod tests {
    use super::parse;

    fn same(s: &str) {
        let want: f64 = s.parse().unwrap();
        let got = parse(s).unwrap_or_else(|| panic!("{s}: not read"));
        assert_eq!(got.to_bits(), want.to_bits(), "{s}: {got:e} != {want:e}");
    }

    #[test]
    fn plain_numbers_and_signs() {
        for s in [
            "0", "-0", "+0", "0.0", "1", "23.5", "-23.5", "0.1", ".5", "5.", "1e3", "1E+3",
        ] {
            same(s);
        }
        assert!(parse("-0").unwrap().is_sign_negative());
    }

    #[test]
    fn not_numbers() {
        for s in [
            "", "-", "+", ".", "e3", "1e", "1e+", "1.2.3", "1e3.5", "--1", "1 ", " 1", "inf",
            "NaN", "0x10", "1_000",
        ] {
            assert_eq!(parse(s), None, "{s:?}");
        }
    }

    #[test]
    fn halfway_points_round_to_even() {
        for s in [
            "9007199254740993",                                 // 2^53 + 1: tie, down to even
            "9007199254740995",                                 // 2^53 + 3: tie, up to even
            "9007199254740993.0000000000000000000000000000001", // just above the tie
            "1.00000000000000011102230246251565404236316680908203125", // 1 + 2^-53: tie
            "1.00000000000000011102230246251565404236316680908203126",
            "1.00000000000000011102230246251565404236316680908203124",
        ] {
            same(s);
        }
    }

    #[test]
    fn extremes() {
        for s in [
            "1.7976931348623157e308",  // f64::MAX
            "1.7976931348623158e308",  // rounds to MAX
            "1.7976931348623159e308",  // rounds to infinity
            "2.2250738585072014e-308", // smallest normal
            "2.2250738585072011e-308", // largest subnormal, the famous hang
            "4.9406564584124654e-324", // smallest subnormal
            "2.4703282292062327e-324", // below half of it: zero
            "2.4703282292062328e-324", // above half: the smallest subnormal
            "2.47032822920623272088284396434110686182529901307162382212792841250337753635104375932649918180817996189898282347722858865463328355177969898199387398005390939063150356595155702263922908583924491051844359318028499365361525003193704576782492193656236698636584807570015857692699037063119282795585513329278343384093519780155312465972635795746227664652728272200563740064854999770965994704540208281662262378573934507363390079677619305775067401763246736009689513405355374585166611342237666786041621596804619144672918403005300575308490487653917113865916462395249126236538818796362393732804238910186723484976682350898633885879256283027559956575244555072551893136908362547791869486679949683240497058210285131854513962138377228261454376934125320985913276672363281255", // just above half
            "1e-324", "1e-400", "1e309", "1e99999999999999999999", "-1e99999999999999999999",
            "0.000000000000000000000000000000000000000000001e-300",
            "1.90204226160514e-309",
        ] {
            same(s);
        }
    }

    #[test]
    fn long_and_cut_digit_strings() {
        let long = "1".repeat(1000);
        same(&long);
        same(&format!("0.{long}"));
        same(&format!("{long}e-1000"));
        // Cut after MAX_DIGITS: a nonzero tail still rounds up a tie.
        let tie = format!("9007199254740993{}", "0".repeat(900));
        same(&format!("{tie}e-900"));
        same(&format!("{tie}1e-901"));
        same(&format!("{}e-700", "0".repeat(2000)));
    }
}
