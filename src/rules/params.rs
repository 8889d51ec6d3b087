//! Dated legal parameters, in the style of OpenFisca.
//!
//! Every number the law fixes (30 kg in the hold, 5 % retention, age 16 for a
//! minor travelling alone) lives here as a [`Param`]: a list of rows, each
//! with the date it takes effect, its value and the citation that sets it.
//! Rules never hold a legal literal; they ask for the value *at the trip's
//! date* with [`Param::at`]. A change of law is a new row plus a test either
//! side of its date.
//!
//! ```
//! use chrono::NaiveDate;
//! use embarque::rules::params::MINOR_UNACCOMPANIED_AGE_LIMIT as P;
//! let before = NaiveDate::from_ymd_opt(2019, 3, 17).unwrap();
//! let after = NaiveDate::from_ymd_opt(2019, 3, 18).unwrap();
//! assert_eq!(P.at(before).unwrap().value, 12);
//! assert_eq!(P.at(after).unwrap().value, 16);
//! ```

use super::law::{cite, Citation, Instrument::*};
use chrono::NaiveDate;

/// One row: from `since` (inclusive) the parameter is `value`, by `citation`.
#[derive(Debug, Clone, Copy)]
pub struct Row<T: 'static> {
    pub since: NaiveDate,
    pub value: T,
    pub citation: Citation,
}

/// A legal parameter: its name and its dated rows, oldest first.
#[derive(Debug)]
pub struct Param<T: 'static> {
    pub name: &'static str,
    pub rows: &'static [Row<T>],
}

impl<T: Copy> Param<T> {
    /// The row in force on `date`: the newest row whose `since` is on or
    /// before it. `None` when the rule did not exist yet on that date.
    pub fn at(&self, date: NaiveDate) -> Option<Row<T>> {
        self.rows.iter().rev().find(|r| r.since <= date).copied()
    }

    /// Whether one of the rows is `c`'s.
    pub fn cites(&self, c: &Citation) -> bool {
        self.rows.iter().any(|r| r.citation == *c)
    }

    /// The value on `date`, or the oldest value when the date predates the
    /// first row (for parameters that only frame a rule already in force,
    /// such as input limits).
    pub fn value_or_first(&self, date: NaiveDate) -> T {
        self.at(date).unwrap_or(self.rows[0]).value
    }

    /// The citation on `date`, or the oldest one.
    pub fn citation_or_first(&self, date: NaiveDate) -> Citation {
        self.at(date).unwrap_or(self.rows[0]).citation
    }
}

const fn d(y: i32, m: u32, day: u32) -> NaiveDate {
    match NaiveDate::from_ymd_opt(y, m, day) {
        Some(x) => x,
        None => panic!("invalid date in the parameter table"),
    }
}

const fn row<T>(since: NaiveDate, value: T, citation: Citation) -> Row<T> {
    Row {
        since,
        value,
        citation,
    }
}

macro_rules! param {
    ($(#[$m:meta])* $name:ident: $t:ty = [$($since:expr => $v:expr, $c:expr);+ $(;)?]) => {
        $(#[$m])*
        pub const $name: Param<$t> = Param {
            name: stringify!($name),
            rows: &[$(row($since, $v, $c)),+],
        };
    };
}

// ---------------------------------------------------------------- baggage
param! {
    /// Free weight in the hold, in grams.
    HOLD_FREE_WEIGHT_G: u32 = [
        d(1998, 3, 20) => 30_000, cite(Decreto2521, "art. 70, I");
        d(2006, 3, 31) => 30_000, cite(ResAntt1383, "art. 6º, XI");
    ]
}
param! {
    /// Free volume in the hold, in cubic decimetres.
    HOLD_FREE_VOLUME_DM3: u32 = [d(1998, 3, 20) => 300, cite(Decreto2521, "art. 70, I")]
}
param! {
    /// Largest side of any piece in the hold, in centimetres.
    HOLD_MAX_SIDE_CM: u32 = [d(1998, 3, 20) => 100, cite(Decreto2521, "art. 70, I")]
}
param! {
    /// Free weight in the cabin rack (porta-embrulhos), in grams.
    CABIN_FREE_WEIGHT_G: u32 = [
        d(1998, 3, 20) => 5_000, cite(Decreto2521, "art. 70, II");
        d(2006, 3, 31) => 5_000, cite(ResAntt1383, "art. 6º, XI");
    ]
}
param! {
    /// Default and highest excess-baggage rate: per mille of the fare per kg.
    EXCESS_BAGGAGE_PERMILLE: u32 = [d(2006, 4, 26) => 5, cite(ResAntt1432, "art. 3º, § 1º")]
}
param! {
    /// Surfboards per trip on intermunicipal RS lines.
    SURFBOARDS_PER_TRIP: u32 = [d(2002, 5, 24) => 2, cite(DaerSurf, "item 1")]
}

// ---------------------------------------------------------------- refunds
param! {
    /// Highest compensatory fine on a withdrawal, percent of the fare.
    RETENTION_CAP_PERCENT: u32 = [d(2003, 1, 11) => 5, cite(CodigoCivil, "art. 740, § 3º")]
}
param! {
    /// Notice ANTT asks for a withdrawal or revalidation, in minutes.
    ANTT_NOTICE_MIN: i64 = [
        d(2006, 3, 31) => 180, cite(ResAntt1383, "art. 6º, XIX");
        // Res. 4.282 was signed on 17 February and came into force on its
        // publication, 3 April 2014, the day it revoked Res. 978/2005 (the
        // press that day); so its fee cap below.
        d(2014, 4, 3) => 180, cite(ResAntt4282, "art. 13");
    ]
}
param! {
    /// Notice for a withdrawal on intermunicipal RS lines, minutes (the
    /// carrier's page: Lei RS 11.993/2003 "c/c" DTR/022/2011).
    RS_NOTICE_MIN: i64 = [d(2011, 1, 1) => 180, cite(DaerOs02211, "Devolução ou Cancelamento")]
}
param! {
    /// Notice for a revalidation on intermunicipal RS lines, minutes (the
    /// carrier's "Revalidação" paragraph names Lei RS 11.993/2003 alone).
    RS_REVALIDATION_NOTICE_MIN: i64 = [d(2003, 10, 29) => 180, cite(LeiRs11993, "Revalidação")]
}
param! {
    /// Days the carrier has to pay a refund.
    REFUND_PAY_DAYS: i64 = [d(2009, 7, 8) => 30, cite(Lei11975, "art. 2º, parágrafo único")]
}
param! {
    /// Validity of a ticket from its issue, in months.
    TICKET_VALIDITY_MONTHS: u32 = [d(2009, 7, 8) => 12, cite(Lei11975, "art. 1º")]
}
param! {
    /// Delay beyond which the passenger may switch carrier or take the money, minutes.
    DELAY_THRESHOLD_MIN: i64 = [d(2009, 7, 8) => 60, cite(Lei11975, "art. 3º")]
}
param! {
    /// Time the carrier has to resume an interrupted trip, minutes.
    INTERRUPTION_MAX_MIN: i64 = [d(2009, 7, 8) => 180, cite(Lei11975, "art. 4º")]
}
param! {
    /// Days of the right of regret for purchases away from the counter.
    REGRET_DAYS: i64 = [d(1991, 3, 11) => 7, cite(Lei8078, "art. 49")]
}
param! {
    /// Days to pay any other refund (a breakdown, a downgrade, a resold seat):
    /// art. 14's general "prazo máximo de reembolso"; art. 2º sole paragraph
    /// is the passenger's own withdrawal's.
    REFUND_PAY_DAYS_OTHER: i64 = [d(2009, 7, 8) => 30, cite(Lei11975, "art. 14")]
}
param! {
    /// Days to pay a refund under the right of regret: none, "de imediato".
    REGRET_PAY_DAYS: i64 = [d(1991, 3, 11) => 0, cite(Lei8078, "art. 49, parágrafo único")]
}
param! {
    /// Highest fee for a rebooking inside the last 3 h, percent of the fare.
    LATE_REBOOKING_FEE_CAP_PERCENT: u32 = [d(2014, 4, 3) => 20, cite(ResAntt4282, "art. 7º, § 5º")]
}
param! {
    /// Days the carrier has to refund a departure more than an hour late:
    /// none, it refunds "de imediato".
    DELAY_REFUND_PAY_DAYS: i64 = [d(2009, 7, 8) => 0, cite(Lei11975, "art. 3º")]
}
param! {
    /// How many times a ticket may be revalidated.
    REVALIDATION_MAX_TIMES: u32 = [d(2003, 10, 29) => 1, cite(LeiRs11993, "Revalidação")]
}

param! {
    /// A guide dog boards with its passenger, on every line (Lei 11.126/2005,
    /// in force on its publication, 2005-06-28).
    GUIDE_DOG_ACCESS: bool = [d(2005, 6, 28) => true, cite(Lei11126, "art. 1º, § 2º")]
}

param! {
    /// A wheelchair or other assistive device of a passenger with a
    /// disability or reduced mobility is outside the baggage limits (Decreto
    /// 9.475/2018, published 2018-08-17, added § 2º to Decreto 2.521 art. 70).
    ASSISTIVE_DEVICE_FREE: bool = [d(2018, 8, 17) => true, cite(Decreto2521, "art. 70, § 2º")]
}

param! {
    /// The list of dangerous goods barred from baggage (Res. ANTT 1.383/2006
    /// art. 7º IV). The carrier's page names Res. ANTT 420/2004, since
    /// replaced (Res. 5.232/2016, then 5.947/2021, not carried here) by Res.
    /// ANTT 5.998/2022, in force from 2023-06-01: the later rule is cited
    /// from its date.
    DANGEROUS_GOODS_LIST: bool = [
        d(2004, 2, 12) => true, cite(ResAntt420, "anexo");
        d(2023, 6, 1) => true, cite(ResAntt5998, "Relação de Produtos Perigosos");
    ]
}

// ---------------------------------------------------------------- benefits
param! {
    /// A refused elderly benefit is owed a document with the date, time,
    /// place and reason (Res. ANTT 1.692/2006 art. 2º-A, inserted by Res.
    /// ANTT 4.833/2015, DOU 2015-09-10, in force 90 days later).
    ELDERLY_REFUSAL_NOTICE: bool = [d(2015, 12, 9) => true, cite(ResAntt1692, "art. 2º-A")]
}
param! {
    /// Youngest age of the youth benefit.
    YOUTH_MIN_AGE: u32 = [d(2015, 12, 1) => 15, cite(Lei12852, "art. 1º, § 1º")]
}
param! {
    /// Oldest age of the youth benefit.
    YOUTH_MAX_AGE: u32 = [d(2015, 12, 1) => 29, cite(Lei12852, "art. 1º, § 1º")]
}
param! {
    /// Free youth seats per vehicle.
    YOUTH_FREE_SEATS: u32 = [d(2015, 12, 1) => 2, cite(Decreto8537, "art. 13")]
}
param! {
    /// Discounted youth seats per vehicle, after the free ones.
    YOUTH_DISCOUNT_SEATS: u32 = [d(2015, 12, 1) => 2, cite(Decreto8537, "art. 13")]
}
param! {
    /// Least discount on the discounted youth seats and the art. 19 seats, percent.
    YOUTH_DISCOUNT_PERCENT: u32 = [d(2015, 12, 1) => 50, cite(Decreto8537, "art. 13")]
}
param! {
    /// Least notice for a youth seat, minutes before departure from the line's start.
    YOUTH_REQUEST_NOTICE_MIN: i64 = [d(2015, 12, 1) => 180, cite(Decreto8537, "art. 13, § 2º")]
}
param! {
    /// The youth must be at the terminal this many minutes before departure.
    YOUTH_PRESENT_BEFORE_MIN: i64 = [d(2015, 12, 1) => 30, cite(Decreto8537, "art. 13, § 6º")]
}
param! {
    /// Age from which the elderly benefit applies.
    ELDERLY_MIN_AGE: u32 = [d(2004, 1, 1) => 60, cite(Lei10741, "art. 1º")]
}
param! {
    /// The tolls and terminal fees of an elderly free seat on an interstate
    /// road line are part of the benefit (Res. ANTT 5.856/2019, DOU
    /// 2019-10-31, rewriting Res. 1.692/2006 art. 6º p.u.; see
    /// `benefits::elderly_fees`).
    ELDERLY_FREE_TOLLS_AND_TERMINALS: bool = [d(2019, 10, 31) => true, cite(ResAntt5856, "art. 1º")]
}
param! {
    /// Free elderly seats per conventional vehicle.
    ELDERLY_FREE_SEATS: u32 = [d(2004, 1, 1) => 2, cite(Lei10741, "art. 40, I")]
}
param! {
    /// Discount for the elderly beyond the free seats, percent.
    ELDERLY_DISCOUNT_PERCENT: u32 = [d(2004, 1, 1) => 50, cite(Lei10741, "art. 40, II")]
}
param! {
    /// Least notice for a free elderly seat, minutes.
    ELDERLY_FREE_NOTICE_MIN: i64 = [d(2006, 10, 24) => 180, cite(ResAntt1692, "art. 2º, § 4º")]
}
param! {
    /// Distance up to which the short discount window applies, km.
    ELDERLY_WINDOW_DISTANCE_KM: u32 = [d(2006, 10, 24) => 500, cite(ResAntt1692, "art. 5º")]
}
param! {
    /// Discount window for trips up to the distance above, minutes before departure.
    ELDERLY_SHORT_WINDOW_MIN: i64 = [d(2006, 10, 24) => 360, cite(ResAntt1692, "art. 5º, I")]
}
param! {
    /// Discount window for longer trips, minutes before departure.
    ELDERLY_LONG_WINDOW_MIN: i64 = [d(2006, 10, 24) => 720, cite(ResAntt1692, "art. 5º, II")]
}
param! {
    /// Income ceiling for the elderly benefits, in minimum wages (the youth
    /// show theirs by the ID Jovem card).
    LOW_INCOME_MINIMUM_WAGES: u32 = [d(2004, 1, 1) => 2, cite(Lei10741, "art. 40")]
}
param! {
    /// The national minimum wage, in centavos per month.
    MINIMUM_WAGE_CENTS: i64 = [
        d(2025, 1, 1) => 151_800, cite(Decreto12342, "art. 1º");
        d(2026, 1, 1) => 162_100, cite(Decreto12797, "art. 1º");
    ]
}
param! {
    /// A child younger than this travels free on a lap.
    CHILD_LAP_AGE_LIMIT: u32 = [
        d(2006, 3, 31) => 6, cite(ResAntt1383, "art. 6º, XVII");
        d(2018, 11, 22) => 6, cite(Decreto9579, "art. 39");
    ]
}
param! {
    /// Lap children free per responsible adult.
    CHILD_LAP_PER_ADULT: u32 = [d(2006, 3, 31) => 1, cite(ResAntt1383, "art. 6º, XVII")]
}
param! {
    /// Passe Livre seats per conventional vehicle.
    PASSE_LIVRE_SEATS: u32 = [d(2000, 12, 19) => 2, cite(Decreto3691, "art. 1º")]
}

// ---------------------------------------------------------------- minors
param! {
    /// Age below which a minor leaving the comarca needs a parent, a relative
    /// or an authorization.
    MINOR_UNACCOMPANIED_AGE_LIMIT: u32 = [
        d(1990, 10, 12) => 12, cite(Lei8069, "art. 83 (redação original)");
        d(2019, 3, 18) => 16, cite(Lei13812, "nova redação do art. 83 do ECA");
    ]
}
param! {
    /// Whether a Brazilian minor who lives abroad goes back there under its
    /// own rule (one parent, no written authorization): from CNJ Res.
    /// 131/2011; before, ECA art. 84 alone.
    RESIDENT_ABROAD_RETURN: bool = [d(2011, 5, 26) => true, cite(CnjRes131, "art. 2º")]
}
param! {
    /// Whether a parent's notarized (or electronic) authorization lets a
    /// minor travel alone, without a judge.
    PARENTAL_AUTHORIZATION_ALONE: bool = [
        d(1990, 10, 12) => false, cite(Lei8069, "art. 83");
        d(2019, 9, 13) => true, cite(CnjRes295, "art. 2º");
    ]
}
param! {
    /// Validity of an authorization that states none, in months.
    AUTHORIZATION_DEFAULT_VALIDITY_MONTHS: u32 = [d(2019, 9, 13) => 24, cite(CnjRes295, "art. 3º")]
}
param! {
    /// Validity of an authorization to travel abroad that states none, in
    /// months (CNJ Res. 131/2011 art. 10: "Salvo se expressamente
    /// consignado, [...] terão validade de dois anos").
    ABROAD_AUTHORIZATION_DEFAULT_VALIDITY_MONTHS: u32 = [d(2011, 5, 26) => 24, cite(CnjRes131, "art. 10")]
}
param! {
    /// A "criança" is younger than this; an "adolescente" from it to 18
    /// (ECA art. 2º: "a pessoa até doze anos de idade incompletos").
    CHILD_AGE_LIMIT: u32 = [d(1990, 10, 12) => 12, cite(Lei8069, "art. 2º")]
}
param! {
    /// Age of majority.
    ADULT_AGE: u32 = [d(2003, 1, 11) => 18, cite(CodigoCivil, "art. 5º")]
}
param! {
    /// Whether the parents' authorization may be the electronic AEV issued
    /// through e-Notariado.
    ELECTRONIC_TRAVEL_AUTHORIZATION: bool = [
        d(1990, 10, 12) => false, cite(Lei8069, "art. 83");
        d(2020, 6, 4) => true, cite(CnjProv103, "art. 1º");
    ]
}
param! {
    /// Validity of the judicial authorization the judge may grant on the
    /// parents' request, in months.
    JUDICIAL_AUTHORIZATION_VALIDITY_MONTHS: u32 = [d(1990, 10, 12) => 24, cite(Lei8069, "art. 83, § 2º")]
}
param! {
    /// Destinations that accept a Brazilian's national identity card (RG)
    /// instead of a passport (ISO 3166 codes): the Mercosur States Parties
    /// and Associated States applying the travel-document agreement.
    /// Venezuela, suspended from Mercosur, is left out: a passport is
    /// recommended there.
    MERCOSUR_ID_COUNTRIES: &'static [&'static str] = [
        d(2008, 6, 30) => &["AR", "BO", "CL", "CO", "EC", "PE", "PY", "UY"], cite(MercosurTravelDocs, "anexo");
    ]
}

// ---------------------------------------------------------------- pets
param! {
    /// Heaviest dog or cat on intermunicipal RS lines, grams.
    RS_PET_MAX_WEIGHT_G: u32 = [d(2008, 4, 8) => 8_000, cite(DaerPets, "animais domésticos")]
}
param! {
    /// Animals per vehicle on intermunicipal RS lines.
    RS_PETS_PER_VEHICLE: u32 = [d(2008, 4, 8) => 2, cite(DaerPets, "limite de animais")]
}
param! {
    /// Each animal's fare on intermunicipal RS lines, percent of the fare.
    RS_PET_FARE_PERCENT: u32 = [d(2008, 4, 8) => 50, cite(DaerPets, "tarifa do animal")]
}
param! {
    /// Since 2020-01-21 DAER's traffic council lets each carrier waive the
    /// pet fee: `RS_PET_FARE_PERCENT` is the most it may charge.
    RS_PET_FEE_OPTIONAL: bool = [d(2020, 1, 21) => true, cite(DaerPets, "cobrança opcional: decisão do Conselho de Tráfego de 21/01/2020")]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_parameter_has_no_value_before_its_first_row() {
        assert!(YOUTH_MIN_AGE.at(d(2015, 11, 30)).is_none());
        assert_eq!(YOUTH_MIN_AGE.at(d(2015, 12, 1)).unwrap().value, 15);
    }

    #[test]
    fn the_minimum_wage_changes_on_new_years_day_2026() {
        assert_eq!(
            MINIMUM_WAGE_CENTS.at(d(2025, 12, 31)).unwrap().value,
            151_800
        );
        assert_eq!(MINIMUM_WAGE_CENTS.at(d(2026, 1, 1)).unwrap().value, 162_100);
    }

    #[test]
    fn minors_alone_threshold_is_12_until_2019_03_17_and_16_after() {
        let p = MINOR_UNACCOMPANIED_AGE_LIMIT;
        assert_eq!(p.at(d(2019, 3, 17)).unwrap().value, 12);
        assert_eq!(p.at(d(2019, 3, 18)).unwrap().value, 16);
        assert_eq!(p.at(d(2019, 3, 18)).unwrap().citation.instrument, Lei13812);
    }

    #[test]
    fn parental_authorization_for_travel_alone_starts_with_cnj_res_295() {
        let p = PARENTAL_AUTHORIZATION_ALONE;
        assert!(!p.at(d(2019, 9, 12)).unwrap().value);
        assert!(p.at(d(2019, 9, 13)).unwrap().value);
    }

    #[test]
    fn the_baggage_allowance_is_30_kg_300_dm3_1_m_and_5_kg() {
        let day = d(2026, 12, 20);
        assert_eq!(HOLD_FREE_WEIGHT_G.at(day).unwrap().value, 30_000);
        assert_eq!(HOLD_FREE_VOLUME_DM3.at(day).unwrap().value, 300);
        assert_eq!(HOLD_MAX_SIDE_CM.at(day).unwrap().value, 100);
        assert_eq!(CABIN_FREE_WEIGHT_G.at(day).unwrap().value, 5_000);
    }

    #[test]
    fn rows_are_in_date_order() {
        fn check<T: Copy>(p: &Param<T>) {
            assert!(
                p.rows.windows(2).all(|w| w[0].since < w[1].since),
                "{}",
                p.name
            );
        }
        check(&HOLD_FREE_WEIGHT_G);
        check(&CABIN_FREE_WEIGHT_G);
        check(&ANTT_NOTICE_MIN);
        check(&MINIMUM_WAGE_CENTS);
        check(&CHILD_LAP_AGE_LIMIT);
        check(&MINOR_UNACCOMPANIED_AGE_LIMIT);
        check(&PARENTAL_AUTHORIZATION_ALONE);
    }
}
