//! Age in whole years on a date, by the calendar.
//!
//! The benefits (15–29, 60+, under 6) and the minors' rules (under 12 or 16,
//! under 18) all count age on the date of the trip's departure. A person born
//! on 29 February becomes a year older on 1 March in common years: the
//! birthday has not happened until the calendar passes 28 February.
//!
//! ```
//! use chrono::NaiveDate;
//! use embarque::rules::age::age_on;
//! let d = |y, m, day| NaiveDate::from_ymd_opt(y, m, day).unwrap();
//! assert_eq!(age_on(d(2008, 2, 29), d(2026, 2, 28)), Ok(17));
//! assert_eq!(age_on(d(2008, 2, 29), d(2026, 3, 1)), Ok(18));
//! ```

use chrono::{Datelike, NaiveDate};

/// Why an age cannot be computed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AgeError {
    /// The birth date is after the date the age is asked for.
    BornAfter,
}

/// Whole years completed by someone born on `birth` on the date `on`.
///
/// Errs with [`AgeError::BornAfter`] when `birth` is after `on`.
pub fn age_on(birth: NaiveDate, on: NaiveDate) -> Result<u32, AgeError> {
    if birth > on {
        return Err(AgeError::BornAfter);
    }
    let mut years = on.year() - birth.year();
    // Comparing (month, day) pairs makes 29 February count as "after 28
    // February": in a common year the birthday falls on 1 March.
    if (on.month(), on.day()) < (birth.month(), birth.day()) {
        years -= 1;
    }
    Ok(u32::try_from(years).unwrap_or(0))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(y: i32, m: u32, day: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, day).unwrap()
    }

    #[test]
    fn the_day_before_a_birthday_the_age_is_still_the_old_one() {
        assert_eq!(age_on(d(2006, 12, 20), d(2026, 12, 19)), Ok(19));
    }

    #[test]
    fn on_the_birthday_the_age_goes_up() {
        assert_eq!(age_on(d(2006, 12, 20), d(2026, 12, 20)), Ok(20));
    }

    #[test]
    fn a_29_february_birthday_ages_on_1_march_in_a_common_year() {
        assert_eq!(age_on(d(2004, 2, 29), d(2025, 2, 28)), Ok(20));
        assert_eq!(age_on(d(2004, 2, 29), d(2025, 3, 1)), Ok(21));
    }

    #[test]
    fn a_29_february_birthday_ages_on_29_february_in_a_leap_year() {
        assert_eq!(age_on(d(2004, 2, 29), d(2028, 2, 28)), Ok(23));
        assert_eq!(age_on(d(2004, 2, 29), d(2028, 2, 29)), Ok(24));
    }

    #[test]
    fn born_on_the_trip_day_is_age_zero() {
        assert_eq!(age_on(d(2026, 12, 20), d(2026, 12, 20)), Ok(0));
    }

    #[test]
    fn a_birth_date_after_the_trip_is_an_error() {
        assert_eq!(
            age_on(d(2026, 12, 21), d(2026, 12, 20)),
            Err(AgeError::BornAfter)
        );
    }
}
