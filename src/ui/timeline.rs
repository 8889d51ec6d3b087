//! The geometry of the refund timeline: where "now", the notice limit
//! (departure − 3 h, the report's `noticeLimit`) and the departure sit on a
//! horizontal bar, and which stretches of the bar are open, late or closed.
//!
//! Pure integer arithmetic on Unix seconds (no floats, no browser), so it
//! is tested natively; [`crate::ui`]'s refund section only draws the
//! [`Layout`] it returns as an inline SVG whose colours come from CSS
//! classes (`emb-tl__stretch--<key>`), never from inline styles.
//!
//! The bar spans from the earlier of "now" and the limit to the later of
//! "now" and the departure, widened on both sides by an eighth of that span
//! so the first and last marks never sit on the bar's ends. Positions are
//! proportional to time: a limit 3 h before a departure two days away sits
//! close to it, as it does on a calendar.
//!
//! ```
//! use embarque::ui::timeline::{layout, Instants, Stretch};
//! let h = 3600;
//! // Now, two days before departure; interstate: allowed until departure.
//! let l = layout(Instants { now: 0, limit: 45 * h, departure: 48 * h, deadline: 48 * h }, 0, 1000);
//! assert!(l.now < l.limit && l.limit < l.departure);
//! assert_eq!(l.departure - l.limit, 3 * 1000 / 60); // 3 h of a 60 h bar
//! let kinds: Vec<_> = l.segments.iter().map(|s| s.stretch).collect();
//! assert_eq!(kinds, vec![Stretch::Open, Stretch::Late, Stretch::Closed]);
//! ```

/// The instants of the picture, in Unix seconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Instants {
    pub now: i64,
    /// The notice limit (departure minus the regulator's notice).
    pub limit: i64,
    pub departure: i64,
    /// The last instant the chosen action is allowed.
    pub deadline: i64,
}

/// A stretch of time as the passenger's request sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stretch {
    /// Before the notice limit: allowed with the notice the regulator asks.
    Open,
    /// After the notice limit and until the deadline: still allowed (the law
    /// prevails over the 3 h notice, or the right of regret runs).
    Late,
    /// After the deadline: no longer allowed.
    Closed,
}

impl Stretch {
    /// The CSS and message key: `open`, `late`, `closed`.
    pub fn key(self) -> &'static str {
        match self {
            Stretch::Open => "open",
            Stretch::Late => "late",
            Stretch::Closed => "closed",
        }
    }
}

/// A stretch drawn from `x0` to `x1` (SVG units, `x0 < x1`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Segment {
    pub stretch: Stretch,
    pub x0: i64,
    pub x1: i64,
}

/// Where each mark sits, and the stretches of the bar, left to right.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Layout {
    pub now: i64,
    pub limit: i64,
    pub departure: i64,
    /// Only the stretches at least one unit wide, in time order.
    pub segments: Vec<Segment>,
}

/// Places `t` on a bar drawn from `left` to `right` (SVG units).
///
/// Returns positions within `[left, right]`; out-of-order instants (a limit
/// after the departure) are drawn where they fall rather than refused.
///
/// ```
/// use embarque::ui::timeline::{layout, Instants};
/// let l = layout(Instants { now: 100, limit: 100, departure: 100, deadline: 100 }, 10, 350);
/// assert_eq!((l.now, l.limit, l.departure), (180, 180, 180));
/// ```
pub fn layout(t: Instants, left: i64, right: i64) -> Layout {
    let earliest = t.now.min(t.limit).min(t.departure);
    let latest = t.now.max(t.departure).max(t.limit);
    let span = (latest - earliest).max(1);
    let margin = (span / 8).max(1);
    let (a, b) = (earliest - margin, latest + margin);
    let width = i128::from(right - left);
    let x = |s: i64| -> i64 {
        let s = s.clamp(a, b);
        let off = i128::from(s - a) * width / i128::from(b - a);
        left + i64::try_from(off).unwrap_or(0)
    };
    // A deadline after the departure (a rebooking within the ticket's year)
    // keeps the rest of the bar "late": nothing there is closed.
    let late_end = t.deadline.max(t.limit);
    let cuts = [
        (Stretch::Open, a, t.limit),
        (Stretch::Late, t.limit, late_end),
        (Stretch::Closed, late_end, b),
    ];
    let segments = cuts
        .into_iter()
        .map(|(stretch, from, to)| Segment {
            stretch,
            x0: x(from),
            x1: x(to),
        })
        .filter(|s| s.x1 > s.x0)
        .collect();
    Layout {
        now: x(t.now),
        limit: x(t.limit),
        departure: x(t.departure),
        segments,
    }
}

/// The `text-anchor` that keeps a label at `x` inside `[left, right]`:
/// `start` in the first 30 %, `end` in the last 30 %, `middle` between.
///
/// ```
/// use embarque::ui::timeline::anchor;
/// assert_eq!(anchor(20, 0, 360), "start");
/// assert_eq!(anchor(180, 0, 360), "middle");
/// assert_eq!(anchor(340, 0, 360), "end");
/// ```
pub fn anchor(x: i64, left: i64, right: i64) -> &'static str {
    let w = (right - left).max(1);
    let at = (x - left) * 10;
    if at < w * 3 {
        "start"
    } else if at > w * 7 {
        "end"
    } else {
        "middle"
    }
}

/// A length of notice as the page writes it: `3 h`, `2 h 30 min`, `45 min`.
///
/// ```
/// use embarque::ui::timeline::notice_span;
/// assert_eq!(notice_span(3 * 3600), "3 h");
/// assert_eq!(notice_span(9000), "2 h 30 min");
/// assert_eq!(notice_span(2700), "45 min");
/// ```
pub fn notice_span(seconds: i64) -> String {
    let minutes = seconds.max(0) / 60;
    match (minutes / 60, minutes % 60) {
        (0, m) => format!("{m} min"),
        (h, 0) => format!("{h} h"),
        (h, m) => format!("{h} h {m} min"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const H: i64 = 3600;

    /// A missed interstate bus is rebooked until the ticket's year ends
    /// (Res. ANTT 4.282/2014 art. 7º § 5º): past the departure the bar is
    /// still "late", never "no longer possible" beside "Você pode remarcar".
    #[test]
    fn a_deadline_after_the_departure_leaves_no_closed_stretch() {
        let year = 365 * 24 * H;
        let l = layout(
            Instants {
                now: 40 * H,
                limit: 21 * H,
                departure: 24 * H,
                deadline: year,
            },
            0,
            1000,
        );
        assert_eq!(kinds(&l), vec![Stretch::Open, Stretch::Late]);
    }

    fn kinds(l: &Layout) -> Vec<Stretch> {
        l.segments.iter().map(|s| s.stretch).collect()
    }

    #[test]
    fn two_days_ahead_interstate_now_is_far_left_and_the_late_stretch_is_three_hours_wide() {
        let l = layout(
            Instants {
                now: 0,
                limit: 45 * H,
                departure: 48 * H,
                deadline: 48 * H,
            },
            0,
            960,
        );
        // Bar: −6 h … 54 h, 60 h over 960 units = 16 units an hour.
        assert_eq!((l.now, l.limit, l.departure), (96, 816, 864));
        assert_eq!(
            l.segments,
            vec![
                Segment {
                    stretch: Stretch::Open,
                    x0: 0,
                    x1: 816
                },
                Segment {
                    stretch: Stretch::Late,
                    x0: 816,
                    x1: 864
                },
                Segment {
                    stretch: Stretch::Closed,
                    x0: 864,
                    x1: 960
                },
            ]
        );
    }

    #[test]
    fn rs_two_hours_before_departure_now_sits_past_the_limit_in_the_closed_stretch() {
        // RS: the deadline is the limit itself, so nothing is late-allowed.
        let l = layout(
            Instants {
                now: H,
                limit: 0,
                departure: 3 * H,
                deadline: 0,
            },
            0,
            400,
        );
        assert!(l.limit < l.now && l.now < l.departure);
        assert_eq!(kinds(&l), vec![Stretch::Open, Stretch::Closed]);
        assert_eq!(l.segments[1].x0, l.limit);
    }

    #[test]
    fn after_departure_now_sits_right_of_the_departure() {
        let l = layout(
            Instants {
                now: 10 * H,
                limit: 0,
                departure: 3 * H,
                deadline: 3 * H,
            },
            0,
            360,
        );
        assert!(l.departure < l.now && l.now < 360);
    }

    #[test]
    fn a_right_of_regret_in_rs_extends_the_allowed_stretch_past_the_limit() {
        let l = layout(
            Instants {
                now: 0,
                limit: 10 * H,
                departure: 13 * H,
                deadline: 12 * H,
            },
            0,
            1300,
        );
        assert_eq!(
            kinds(&l),
            vec![Stretch::Open, Stretch::Late, Stretch::Closed]
        );
        assert!(l.segments[1].x1 < l.departure);
    }

    #[test]
    fn the_segments_tile_the_bar_without_gaps() {
        for now in [-100 * H, 0, 44 * H, 46 * H, 48 * H, 60 * H] {
            let l = layout(
                Instants {
                    now,
                    limit: 45 * H,
                    departure: 48 * H,
                    deadline: 48 * H,
                },
                8,
                352,
            );
            assert_eq!(l.segments.first().map(|s| s.x0), Some(8));
            assert_eq!(l.segments.last().map(|s| s.x1), Some(352));
            for w in l.segments.windows(2) {
                assert_eq!(w[0].x1, w[1].x0);
            }
            assert!((8..=352).contains(&l.now));
        }
    }

    #[test]
    fn extreme_instants_do_not_overflow() {
        let l = layout(
            Instants {
                now: i64::MIN / 4,
                limit: 0,
                departure: i64::MAX / 4,
                deadline: 0,
            },
            0,
            360,
        );
        assert!(l.now <= l.limit && l.limit <= l.departure);
    }
}
