//! The contract's instants and dates as text: RFC 3339 with an offset
//! (`2026-12-20T22:30:00-03:00`) and `YYYY-MM-DD`, read and written by hand.
//!
//! chrono still does every date and time *calculation*; only its text
//! formatter and parser (`format("%Y…")`, `parse_from_rfc3339`) are left out:
//! they are general strftime engines that cost the browser about 10 KB of
//! WebAssembly for the five fixed shapes the widget reads and writes. The
//! native tests check these functions against chrono's own.
//!
//! ```
//! use embarque::rules::rfc3339::{instant, write};
//! let t = instant("2026-12-20T22:30:00-03:00").unwrap();
//! assert_eq!(write(&t), "2026-12-20T22:30:00-03:00");
//! assert!(instant("2026-12-20 22:30").is_none());
//! ```

use chrono::{DateTime, Datelike, FixedOffset, NaiveDate, NaiveTime, TimeZone, Timelike};
use std::fmt::Write;

/// Reads `n` ASCII digits at `at`.
fn digits(b: &[u8], at: usize, n: usize) -> Option<u32> {
    let s = b.get(at..at + n)?;
    s.iter().try_fold(0u32, |acc, c| {
        c.is_ascii_digit().then(|| acc * 10 + u32::from(c - b'0'))
    })
}

/// A `YYYY-MM-DD` date (exactly that shape, a real calendar day).
pub fn date(s: &str) -> Option<NaiveDate> {
    let (y, m, d) = read_date_fields(s)?;
    NaiveDate::from_ymd_opt(y as i32, m, d)
}

/// Whether `s` has a date's shape, `YYYY-MM-DD`, whether or not the day
/// exists: `2009-02-29` has it, so its error can say that no such day is.
pub fn date_shaped(s: &str) -> bool {
    read_date_fields(s).is_some()
}

/// The year, month and day of a `YYYY-MM-DD` shape.
fn read_date_fields(s: &str) -> Option<(u32, u32, u32)> {
    let b = s.as_bytes();
    if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
        return None;
    }
    Some((digits(b, 0, 4)?, digits(b, 5, 2)?, digits(b, 8, 2)?))
}

/// An RFC 3339 instant with its offset: `YYYY-MM-DDTHH:MM:SS`, optional
/// fraction, then `Z` or `±HH:MM` (`T` may be `t` or a space, `Z` may be
/// `z`, as RFC 3339 § 5.6 allows). A leap second `:60` is kept, as chrono
/// keeps it.
pub fn instant(s: &str) -> Option<DateTime<FixedOffset>> {
    let b = s.as_bytes();
    let day = date(s.get(..10)?)?;
    if !matches!(b.get(10)?, b'T' | b't' | b' ') || b.get(13)? != &b':' || b.get(16)? != &b':' {
        return None;
    }
    let (h, m, sec) = (digits(b, 11, 2)?, digits(b, 14, 2)?, digits(b, 17, 2)?);
    let mut at = 19;
    let mut nanos = 0u32;
    if b.get(at) == Some(&b'.') {
        at += 1;
        let start = at;
        while b.get(at).is_some_and(u8::is_ascii_digit) {
            if at - start < 9 {
                nanos = nanos * 10 + u32::from(b[at] - b'0');
            }
            at += 1;
        }
        if at == start {
            return None;
        }
        for _ in (at - start)..9 {
            nanos *= 10;
        }
    }
    let offset = match *b.get(at)? {
        b'Z' | b'z' if at + 1 == b.len() => 0,
        sign @ (b'+' | b'-') if at + 6 == b.len() && b.get(at + 3) == Some(&b':') => {
            let (oh, om) = (digits(b, at + 1, 2)?, digits(b, at + 4, 2)?);
            if oh > 23 || om > 59 {
                return None;
            }
            let secs = (oh * 3600 + om * 60) as i32;
            if sign == b'-' {
                -secs
            } else {
                secs
            }
        }
        _ => return None,
    };
    let (sec, nanos) = if sec == 60 {
        (59, nanos + 1_000_000_000)
    } else {
        (sec, nanos)
    };
    let time = NaiveTime::from_hms_nano_opt(h, m, sec, nanos)?;
    FixedOffset::east_opt(offset)?
        .from_local_datetime(&day.and_time(time))
        .single()
}

/// Each field's separator (none when 0) and two digits (of 0–99), in one
/// `push_str`. The writers below put digits by hand: the formatting engine
/// took a tenth of the time of a whole evaluation, and then a `String::push`
/// per character (a call and a capacity check each) most of what was left.
fn push_fields(s: &mut String, fields: &[(u8, u32)]) {
    let mut buf = [0u8; 32];
    let mut n = 0;
    for &(sep, v) in fields {
        if sep != 0 {
            buf[n] = sep;
            n += 1;
        }
        buf[n] = b'0' + (v / 10 % 10) as u8;
        buf[n + 1] = b'0' + (v % 10) as u8;
        n += 2;
    }
    // ASCII only: always UTF-8.
    s.push_str(std::str::from_utf8(&buf[..n]).unwrap_or_default());
}

/// The year on four digits (as `{:04}` writes it, for any year).
fn push_year(s: &mut String, y: i32) {
    if (0..=9999).contains(&y) {
        push_fields(s, &[(0, y as u32 / 100), (0, y as u32 % 100)]);
    } else {
        // As chrono writes `%Y`: a sign, then at least four digits.
        let sign = if y < 0 { '-' } else { '+' };
        let _ = write!(s, "{sign}{:04}", y.unsigned_abs());
    }
}

/// `YYYY-MM-DD` as [`push_fields`] writes it; `None` for a year outside
/// 0000–9999, which [`push_year`] writes.
fn date_fields(d: NaiveDate) -> Option<[(u8, u32); 4]> {
    let y = u32::try_from(d.year()).ok().filter(|y| *y <= 9999)?;
    Some([
        (0, y / 100),
        (0, y % 100),
        (b'-', d.month()),
        (b'-', d.day()),
    ])
}

/// `YYYY-MM-DD`, as chrono's `Display` and `%Y-%m-%d` write a date (a
/// sign before a year outside 0000–9999).
pub fn write_date(d: NaiveDate) -> String {
    let mut s = String::with_capacity(25);
    match date_fields(d) {
        Some(date) => push_fields(&mut s, &date),
        None => {
            push_year(&mut s, d.year());
            push_fields(&mut s, &[(b'-', d.month()), (b'-', d.day())]);
        }
    }
    s
}

/// `DD/MM/YYYY`, as Brazilians write a date.
pub fn write_date_br(d: NaiveDate) -> String {
    let mut s = String::with_capacity(10);
    push_fields(&mut s, &[(0, d.day()), (b'/', d.month())]);
    s.push('/');
    push_year(&mut s, d.year());
    s
}

/// `HH:MM`, the clock time in the instant's own offset.
pub fn write_hhmm(t: &DateTime<FixedOffset>) -> String {
    let local = t.naive_local();
    let mut s = String::with_capacity(5);
    push_fields(&mut s, &[(0, local.hour()), (b':', local.minute())]);
    s
}

/// `YYYY-MM-DDTHH:MM:SS±HH:MM` (whole seconds; `+00:00`, never `Z`), as
/// chrono's `to_rfc3339_opts(SecondsFormat::Secs, false)` writes it.
pub fn write(t: &DateTime<FixedOffset>) -> String {
    let off = t.offset().local_minus_utc();
    let off_min = off.unsigned_abs() / 60;
    let sign = if off < 0 { b'-' } else { b'+' };
    // The local time once: each of a DateTime's own accessors (date, hour,
    // minute, second) adds the offset anew.
    let local = t.naive_local();
    let time = [
        (b'T', local.hour()),
        (b':', local.minute()),
        (b':', local.second()),
        (sign, off_min / 60),
        (b':', off_min % 60),
    ];
    match date_fields(local.date()) {
        // Date and time in one push_str: three of them took half the time.
        Some([y1, y2, m, d]) => {
            let mut s = String::with_capacity(25);
            let [h, mi, se, oh, om] = time;
            push_fields(&mut s, &[y1, y2, m, d, h, mi, se, oh, om]);
            s
        }
        None => {
            let mut s = write_date(local.date());
            push_fields(&mut s, &time);
            s
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::SecondsFormat;

    #[test]
    fn instants_read_as_chrono_reads_them() {
        for s in [
            "2026-12-20T22:30:00-03:00",
            "2026-12-20t22:30:00Z",
            "2026-12-20 22:30:00z",
            "2024-02-29T23:59:59.999+14:00",
            "2024-02-29T23:59:59.1234567891-00:30",
            "1999-01-01T00:00:00+00:00",
            "2016-12-31T23:59:60Z",
        ] {
            let ours = instant(s).unwrap_or_else(|| panic!("{s}"));
            let theirs = DateTime::parse_from_rfc3339(s).unwrap();
            assert_eq!(ours, theirs, "{s}");
            assert_eq!(ours.offset(), theirs.offset(), "{s}");
        }
    }

    #[test]
    fn malformed_instants_are_refused_as_chrono_refuses_them() {
        for s in [
            "",
            "2026-12-20",
            "2026-12-20T22:30:00",
            "2026-12-20T22:30-03:00",
            "2026-12-20T22:30:00-0300",
            "2026-02-30T22:30:00-03:00",
            "2026-12-20T24:00:00-03:00",
            "2026-12-20T22:60:00-03:00",
            "2026-12-20T22:30:00.-03:00",
            "2026-12-20T22:30:00-24:00",
            "2026-12-20T22:30:00-03:00 ",
            "+2026-12-20T22:30:00-03:00",
            "2026-12-20T22:30:00Zjunk",
            "２026-12-20T22:30:00-03:00",
        ] {
            assert!(instant(s).is_none(), "{s}");
            assert!(DateTime::parse_from_rfc3339(s).is_err(), "{s}");
        }
    }

    #[test]
    fn dates_read_only_real_days() {
        assert_eq!(date("2024-02-29"), NaiveDate::from_ymd_opt(2024, 2, 29));
        for s in [
            "2025-02-29",
            "2025-13-01",
            "2025-1-01",
            "20250101",
            "2025-01-01T",
            "",
        ] {
            assert!(date(s).is_none(), "{s}");
        }
    }

    #[test]
    fn writing_matches_chrono() {
        for s in [
            "2026-12-20T22:30:00-03:00",
            "2026-01-02T03:04:05Z",
            "2026-06-30T23:59:59.75+05:45",
        ] {
            same_as_chrono(DateTime::parse_from_rfc3339(s).unwrap());
        }
        // Every year the input accepts (1800–2999), hours, minutes, seconds
        // and offsets from −12:00 to +14:00 in quarter hours.
        let mut t = DateTime::parse_from_rfc3339("1800-01-01T00:00:00-12:00").unwrap();
        let mut offset = -12 * 3600;
        while t.year() < 3000 {
            same_as_chrono(t);
            offset = if offset >= 14 * 3600 {
                -12 * 3600
            } else {
                offset + 900
            };
            t = (t + chrono::Duration::seconds(86_400 * 41 + 3_671))
                .with_timezone(&FixedOffset::east_opt(offset).unwrap());
        }
    }

    #[test]
    fn years_outside_four_digits_are_written_as_chrono_writes_them() {
        for y in [-1, 0, 1, 999, 9999, 10_000, 262_142, -262_143] {
            let d = NaiveDate::from_ymd_opt(y, 2, 28).unwrap();
            assert_eq!(write_date(d), d.format("%Y-%m-%d").to_string(), "{y}");
            assert_eq!(write_date(d), d.to_string(), "{y}");
            let t = d
                .and_hms_opt(23, 59, 58)
                .unwrap()
                .and_local_timezone(FixedOffset::west_opt(3 * 3600).unwrap())
                .unwrap();
            assert_eq!(
                write(&t),
                t.to_rfc3339_opts(SecondsFormat::Secs, false),
                "{y}"
            );
        }
    }

    fn same_as_chrono(t: DateTime<FixedOffset>) {
        {
            assert_eq!(write(&t), t.to_rfc3339_opts(SecondsFormat::Secs, false));
            assert_eq!(write_hhmm(&t), t.format("%H:%M").to_string());
            assert_eq!(write_date(t.date_naive()), t.format("%Y-%m-%d").to_string());
            assert_eq!(write_date(t.date_naive()), t.date_naive().to_string());
            assert_eq!(
                write_date_br(t.date_naive()),
                t.format("%d/%m/%Y").to_string()
            );
        }
    }

    /// Each separator in its place (RFC 3339 § 5.6: full-date "T"
    /// partial-time, date-fullyear "-" date-month "-" date-mday,
    /// time-hour ":" time-minute ":" time-second): one wrong is enough to
    /// refuse, as chrono refuses.
    #[test]
    fn one_misplaced_separator_is_enough_to_refuse() {
        for s in [
            "2026-12-20X22:30:00-03:00",
            "2026-12-20T22.30:00-03:00",
            "2026-12-20T22:30.00-03:00",
            "2026/12-20T22:30:00-03:00",
            "2026-12/20T22:30:00-03:00",
        ] {
            assert!(instant(s).is_none(), "{s}");
            assert!(DateTime::parse_from_rfc3339(s).is_err(), "{s}");
        }
        for s in ["2026/12-20", "2026-12/20"] {
            assert!(date(s).is_none(), "{s}");
        }
    }

    /// An offset's hours run to 23 and its minutes to 59 (RFC 3339 § 5.6
    /// time-numoffset): "+23:59" is read as chrono reads it; "+22:60" is
    /// not read as an hour more.
    #[test]
    fn offsets_run_to_23_59_and_a_60th_minute_is_refused() {
        for s in [
            "2026-12-20T22:30:00+23:59",
            "2026-12-20T22:30:00-23:00",
            "2026-12-20T22:30:00+00:59",
        ] {
            let ours = instant(s).unwrap_or_else(|| panic!("{s}"));
            let theirs = DateTime::parse_from_rfc3339(s).unwrap();
            assert_eq!((ours, ours.offset()), (theirs, theirs.offset()), "{s}");
        }
        for s in ["2026-12-20T22:30:00+22:60", "2026-12-20T22:30:00-00:60"] {
            assert!(instant(s).is_none(), "{s}");
            assert!(DateTime::parse_from_rfc3339(s).is_err(), "{s}");
        }
    }
}
