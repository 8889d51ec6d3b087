//! Baggage: what travels free, what is charged, what may not travel.
//!
//! Instruments: Decreto 2.521/1998 art. 70 and ANTT Res. 1.383/2006 art. 6º
//! XI (30 kg and 300 dm³ in the hold, no side over 1 m; 5 kg in the cabin
//! rack), ANTT Res. 1.432/2006 and Decreto 2.521/1998 art. 70 § 1º (the
//! excess charge, at most 5 ‰ per kg of the conventional service's fare),
//! art. 70 § 2º (a wheelchair or other assistive device outside every
//! limit, from 2018-08-17), Res. 1.383/2006 art. 7º III, IV and VI (weapons,
//! dangerous goods, objects that do not fit the rack), ANTT Res. 420/2004
//! (the list of dangerous goods), and the carrier page's DAER orientations
//! on surfboards and televisions.
//!
//! Pieces are judged in the order given: the piece during which the hold's
//! running total passes the allowance, and every later one there that
//! weighs something, is `excess`. The rack keeps the cabin pieces that fill
//! its 5 kg best; the others, like a television or a surfboard entered in
//! the cabin, travel in the hold whole and count there (`must_go_in_hold`
//! while it takes them free). Prohibited pieces and surfboards over the
//! limit do not travel and count in no total.
//!
//! ```
//! use embarque::rules::{evaluate_json, baggage::Verdict};
//! let r = evaluate_json(r#"{"now":"2026-12-19T10:00:00-03:00",
//!   "trip":{"scope":"interstate","departure":"2026-12-20T22:30:00-03:00"},
//!   "ticket":{"fareCents":25000},
//!   "baggage":[{"placement":"hold","weightKg":20},{"placement":"hold","weightKg":14}]}"#).unwrap();
//! let b = r.baggage.unwrap();
//! assert_eq!(b.excess_grams, 4000);
//! assert_eq!(b.excess_fee_cents, Some(embarque::rules::money::Cents(500)));
//! assert_eq!(b.items[1].verdict, Verdict::Excess);
//! ```

use super::input::{BagFacts, Case, VOLUME_PER_DM3};
use super::law::{cite, Citation, Instrument::*};
use super::money::Cents;
use super::params;
use super::query::{BagKind, Placement, Scope};
use crate::keyed;
use serde::Serialize;

keyed! {
    /// The verdict on one piece.
    pub enum Verdict {
        Ok = "ok", Excess = "excess", TooLarge = "too_large", Prohibited = "prohibited",
        MustGoInHold = "must_go_in_hold", LimitReached = "limit_reached",
    }
}

keyed! {
    /// Why a piece, or the whole baggage, got its verdict.
    pub enum Reason {
        WithinAllowance = "within_allowance",
        HoldWeightOver = "hold_weight_over_allowance",
        HoldVolumeOver = "hold_volume_over_allowance",
        SideOverLimit = "side_over_1m",
        CabinWeightOver = "cabin_weight_over_allowance",
        /// Added: a piece kept in the rack past its 5 kg, the kilograms
        /// over charged as excess (less than in the hold).
        RackWeightOver = "cabin_rack_weight_over_allowance",
        DoesNotFitRack = "does_not_fit_cabin_rack",
        MustFitRack = "cabin_item_must_fit_rack",
        TelevisionHoldOnly = "television_hold_only_boxed",
        TelevisionBoxed = "television_must_be_boxed",
        SurfboardLimitReached = "surfboard_limit_reached",
        SurfboardAtPurchase = "surfboard_checked_in_at_purchase",
        SurfboardHoldOnly = "surfboard_hold_only",
        SurfboardSideLimitNotApplied = "surfboard_side_limit_not_applied",
        CarrierNotLiable = "carrier_not_liable_for_damage",
        DangerousProhibited = "dangerous_goods_prohibited",
        WeaponProhibited = "weapon_without_authorization_prohibited",
        DimensionsMissing = "dimensions_not_given",
        /// Added: a piece of 0 kg, whose weight is not given yet.
        WeightMissing = "weight_not_given",
        ExcessCharged = "excess_charged_per_kg",
        FareNeededForFee = "fare_needed_for_fee",
        /// Added: off the conventional service the excess is priced on the
        /// conventional fare (Decreto 2.521/1998 art. 70 § 1º), not given.
        ConventionalFareNeededForFee = "conventional_fare_needed_for_fee",
        /// Added: the hold's volume is over the allowance, an excess that
        /// the per-kilogram fee does not measure.
        VolumeExcessNotPriced = "volume_excess_not_priced",
        /// Added: a piece with a side over 1 m is excess that the per-kg
        /// fee does not price either.
        SizeExcessNotPriced = "size_excess_not_priced",
        /// Added: on an RS line the allowance applied is the federal one,
        /// the only one the sources give.
        FederalAllowanceOnRsLine = "federal_allowance_on_rs_line",
        RoadRulesApplied = "road_rules_applied",
        KeepClaimTag = "keep_baggage_claim_tag",
        /// Added: a wheelchair or other assistive device is outside the
        /// weight and size limits (Decreto 2.521/1998 art. 70 § 2º).
        AssistiveDeviceOutsideAllowance = "assistive_device_outside_allowance",
    }
}

/// The verdict on one piece, by its index in the query.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ItemDecision {
    pub index: usize,
    pub verdict: Verdict,
    pub reasons: Vec<Reason>,
    /// Added: the articles behind this piece's verdict.
    pub citations: Vec<Citation>,
}

/// The baggage section of the report.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BaggageReport {
    pub hold_weight_grams: u32,
    pub hold_volume_dm3: u32,
    pub cabin_weight_grams: u32,
    pub excess_grams: u32,
    /// `None` when the fee cannot be computed (no fare given).
    pub excess_fee_cents: Option<Cents>,
    /// Every piece's verdict is `ok`; with a piece not yet weighed, the
    /// totals' reasons hold `weight_not_given` too.
    pub within_allowance: bool,
    pub items: Vec<ItemDecision>,
    /// Added: the allowances applied, so the UI can draw them.
    pub hold_allowance_grams: u32,
    pub hold_allowance_dm3: u32,
    pub cabin_allowance_grams: u32,
    pub excess_rate_permille: u32,
    /// Added: reasons about the whole baggage (e.g. `fare_needed_for_fee`).
    pub reasons: Vec<Reason>,
    pub citations: Vec<Citation>,
}

impl BaggageReport {
    /// Every piece fits, or was entered in the cabin and must go in the
    /// hold, which takes it free (a television, a surfboard, a piece over
    /// the rack, one the rack's 5 kg do not keep): nothing is charged or
    /// refused, only moved.
    pub fn free_if_moved(&self) -> bool {
        self.excess_grams == 0
            && self
                .items
                .iter()
                .all(|i| matches!(i.verdict, Verdict::Ok | Verdict::MustGoInHold))
    }
}

/// The allowances in force on the trip's date.
struct Allowance {
    hold_g: u32,
    hold_volume: u64,
    side_mm: u32,
    cabin_g: u32,
}

fn allowance(case: &Case) -> Allowance {
    let d = case.trip_date;
    Allowance {
        hold_g: params::HOLD_FREE_WEIGHT_G.value_or_first(d),
        hold_volume: u64::from(params::HOLD_FREE_VOLUME_DM3.value_or_first(d)) * VOLUME_PER_DM3,
        side_mm: params::HOLD_MAX_SIDE_CM.value_or_first(d) * 10,
        cabin_g: params::CABIN_FREE_WEIGHT_G.value_or_first(d),
    }
}

/// Running totals of what travels.
#[derive(Default)]
struct Totals {
    hold_g: u32,
    hold_volume: u128, // u64 overflowed at 19 pieces of 10 m a side
    cabin_g: u32,
    surfboards: u32,
}

const ART_70_I: Citation = cite(Decreto2521, "art. 70, I");
const ART_70_II: Citation = cite(Decreto2521, "art. 70, II");
const RES_1383_XI: Citation = cite(ResAntt1383, "art. 6º, XI");
const RES_1383_7_VI: Citation = cite(ResAntt1383, "art. 7º, VI");
const RES_1432_PER_KG: Citation = cite(ResAntt1432, "art. 3º, § 1º");
/// The carrier page (televisions) and DAER (surfboards, item 2) say the
/// carrier answers for no damage; Código Civil art. 734, a federal statute
/// later than DAER's orientation and above any carrier's page, declares
/// "nula qualquer cláusula excludente da responsabilidade" for passengers'
/// baggage: `carrier_not_liable_for_damage` reports the claim and cites
/// the article that voids it.
const CC_734: Citation = cite(CodigoCivil, "art. 734");

/// Decides the baggage section, or `None` when the query has none.
pub fn decide(case: &Case) -> Option<BaggageReport> {
    let bags = case.baggage.as_ref()?;
    let a = allowance(case);
    let mut totals = Totals::default();
    let racked = rack_keeps(case, &a, bags);
    let items: Vec<ItemDecision> = bags
        .iter()
        .zip(racked)
        .enumerate()
        .map(|(index, (bag, kept))| judge_piece(case, &a, &mut totals, index, bag, kept))
        .collect();
    let excess_g = totals
        .hold_g
        .saturating_sub(a.hold_g)
        .saturating_add(totals.cabin_g.saturating_sub(a.cabin_g));
    let rate = case.policy.excess_baggage_per_kg_permille;
    let mut reasons = Vec::new();
    let mut citations = vec![ART_70_I, ART_70_II, RES_1383_XI];
    let fee = excess_fee(case, excess_g, rate);
    // A carrier's rate of 0 charges nothing: the page said "charged per
    // kilogram" beside a fee of R$ 0,00.
    if excess_g > 0 && rate > 0 {
        reasons.push(Reason::ExcessCharged);
        citations.push(RES_1432_PER_KG);
        citations.push(cite(Decreto2521, "art. 70, § 1º"));
        if fee.is_none() {
            // Off the conventional service its fare is the one asked for,
            // with or without a ticket: "the fare" had the executive one typed.
            reasons.push(match !case.trip.conventional_service() {
                true => Reason::ConventionalFareNeededForFee,
                false => Reason::FareNeededForFee,
            });
        }
    }
    // The carrier's page: "excedida a gratuidade acima, haverá cobrança";
    // Res. ANTT 1.432/2006 prices kilograms, so a volume over 300 dm³ has
    // no figure here, and the fee alone would read as all there is to pay.
    if totals.hold_volume > u128::from(a.hold_volume) {
        reasons.push(Reason::VolumeExcessNotPriced);
    }
    // So is a piece with a side over 1 m: "Excesso 0 kg, R$ 0,00" beside
    // it read as nothing to pay.
    if items
        .iter()
        .any(|i| i.reasons.contains(&Reason::SideOverLimit))
    {
        reasons.push(Reason::SizeExcessNotPriced);
    }
    let per_kg = RES_1432_PER_KG;
    if reasons.iter().any(|r| {
        matches!(
            r,
            Reason::VolumeExcessNotPriced | Reason::SizeExcessNotPriced
        )
    }) && !citations.contains(&per_kg)
    {
        citations.push(per_kg);
    }
    // A piece of 0 kg is one whose weight is not typed yet: the totals
    // cannot say that everything fits until it is.
    if items
        .iter()
        .any(|i| i.reasons.contains(&Reason::WeightMissing))
    {
        reasons.push(Reason::WeightMissing);
    }
    // The carrier's page gives the allowance under "Interestaduais" and, for
    // RS lines, DAER's surfboard rule only: the federal figures stand there,
    // and the passenger is told to confirm them.
    if case.trip.scope == Scope::IntermunicipalRs {
        reasons.push(Reason::FederalAllowanceOnRsLine);
    }
    if case.trip.road_rules_stand_in() {
        reasons.push(Reason::RoadRulesApplied);
    }
    // A wheelchair checked in the hold counts in no total but has its tag.
    let checked =
        |b: &BagFacts| b.placement == Placement::Hold && b.kind == BagKind::AssistiveDevice;
    if totals.hold_g > 0 || bags.iter().any(checked) {
        reasons.push(Reason::KeepClaimTag);
        citations.push(cite(ResAntt1383, "art. 6º, XII"));
        citations.push(cite(ResAntt1383, "art. 6º, XIII"));
    }
    Some(BaggageReport {
        hold_weight_grams: totals.hold_g,
        // Rounded up: the figure passes the allowance exactly when the
        // baggage does (300.6 dm³ is shown as 301, not as 300 and "excess").
        hold_volume_dm3: u32::try_from(totals.hold_volume.div_ceil(u128::from(VOLUME_PER_DM3)))
            .unwrap_or(u32::MAX),
        cabin_weight_grams: totals.cabin_g,
        excess_grams: excess_g,
        excess_fee_cents: fee,
        within_allowance: items.iter().all(|i| i.verdict == Verdict::Ok),
        items,
        hold_allowance_grams: a.hold_g,
        hold_allowance_dm3: u32::try_from(a.hold_volume / VOLUME_PER_DM3).unwrap_or(u32::MAX),
        cabin_allowance_grams: a.cabin_g,
        excess_rate_permille: rate,
        reasons,
        citations,
    })
}

/// The excess charge: `rate` ‰ of the fare for each kilogram over the
/// allowance, pro rata to the gram and rounded down. `None` when something
/// is over and the fare is not known.
/// Decreto 2.521/1998 art. 70 § 1º prices it on "o preço da passagem
/// correspondente ao serviço convencional": an executive or sleeper fare
/// would charge up to twice as much, so off that service it takes the
/// conventional fare the query gives, or none.
pub fn excess_fee(case: &Case, excess_g: u32, rate_permille: u32) -> Option<Cents> {
    // Nothing over, or a carrier that charges nothing: 0 whatever the fare.
    if excess_g == 0 || rate_permille == 0 {
        return Some(Cents(0));
    }
    let t = case.ticket.as_ref()?;
    let fare = match case.trip.conventional_service() {
        true => t.fare?,
        false => t.conventional_fare?,
    };
    // fare × (rate / 1000) per kg × (grams / 1000) kg
    Some(fare.scale_floor(i64::from(excess_g) * i64::from(rate_permille), 1_000_000))
}

fn judge_piece(
    case: &Case,
    a: &Allowance,
    t: &mut Totals,
    index: usize,
    bag: &BagFacts,
    racked: bool,
) -> ItemDecision {
    let rs = case.trip.scope == Scope::IntermunicipalRs;
    let (verdict, reasons, citations) = match bag.kind {
        BagKind::AssistiveDevice if params::ASSISTIVE_DEVICE_FREE.at(case.trip_date).is_some() => (
            Verdict::Ok,
            vec![Reason::AssistiveDeviceOutsideAllowance],
            vec![params::ASSISTIVE_DEVICE_FREE.rows[0].citation],
        ),
        BagKind::Dangerous => dangerous_goods(case),
        BagKind::Weapon => weapon(),
        BagKind::Television | BagKind::Surfboard if bag.placement == Placement::Cabin => {
            // On an RS line the DAER board's own item 3 is cited with the
            // board's other reasons (below), and the rack is Decreto
            // 2.521's (the federal allowance stands there); elsewhere Res.
            // ANTT 1.383/2006 art. 7º VI refuses an object whose "dimensões
            // e acondicionamento" do not suit the rack: a television of any
            // size too (the carrier page), its box being packing for the hold.
            let (why, rule) = match (bag.kind, rs) {
                (BagKind::Surfboard, true) => (Reason::SurfboardHoldOnly, None),
                (BagKind::Surfboard, _) => (Reason::SurfboardHoldOnly, Some(RES_1383_7_VI)),
                (_, true) => (Reason::TelevisionHoldOnly, Some(ART_70_II)),
                _ => (Reason::TelevisionHoldOnly, Some(RES_1383_7_VI)),
            };
            moved_to_hold(case, a, t, bag, why, rule)
        }
        _ if bag.placement == Placement::Hold => in_hold(case, a, t, bag),
        _ => cabin_piece(case, a, t, bag, racked),
    };
    let mut reasons = reasons;
    let mut citations = citations;
    if bag.kind == BagKind::Television {
        if bag.placement == Placement::Hold {
            reasons.push(Reason::TelevisionBoxed);
        }
        reasons.push(Reason::CarrierNotLiable);
        citations.push(CC_734);
    }
    if bag.kind == BagKind::Surfboard && rs && verdict != Verdict::LimitReached {
        reasons.push(Reason::SurfboardAtPurchase);
        reasons.push(Reason::CarrierNotLiable);
        citations.push(cite(DaerSurf, "itens 2 e 3"));
        citations.push(CC_734);
    }
    ItemDecision {
        index,
        verdict,
        reasons,
        citations,
    }
}

type Judgement = (Verdict, Vec<Reason>, Vec<Citation>);

/// Res. 1.383/2006 art. 7º IV: dangerous products are refused (the list in
/// force on the trip date names them).
fn dangerous_goods(case: &Case) -> Judgement {
    let list = params::DANGEROUS_GOODS_LIST.citation_or_first(case.trip_date);
    (
        Verdict::Prohibited,
        vec![Reason::DangerousProhibited],
        vec![cite(ResAntt1383, "art. 7º, IV"), list],
    )
}

/// Res. 1.383/2006 art. 7º III: a weapon without the authority's permit is refused.
fn weapon() -> Judgement {
    (
        Verdict::Prohibited,
        vec![Reason::WeaponProhibited],
        vec![cite(ResAntt1383, "art. 7º, III")],
    )
}

/// A piece entered in the cabin that may not travel there (`why`, under
/// `rule`): a television (the carrier page: never in the cabin, boxed in
/// the hold), a surfboard (it never fits the rack), or a piece that does not
/// fit the carrier's rack. It travels in the hold, so it is judged there:
/// its weight and volume count in the hold's, on an RS line a board is one
/// of DAER's per trip, and a verdict worse than `must_go_in_hold` there (too
/// large, excess, over the limit) is its verdict, after the reason that it
/// goes in the hold.
fn moved_to_hold(
    case: &Case,
    a: &Allowance,
    t: &mut Totals,
    bag: &BagFacts,
    why: Reason,
    rule: Option<Citation>,
) -> Judgement {
    let (verdict, in_hold_reasons, in_hold_citations) = in_hold(case, a, t, bag);
    if verdict == Verdict::LimitReached {
        return (verdict, in_hold_reasons, in_hold_citations);
    }
    let mut reasons = vec![why];
    reasons.extend(
        in_hold_reasons
            .into_iter()
            .filter(|r| *r != Reason::WithinAllowance),
    );
    let mut citations: Vec<Citation> = rule.into_iter().collect();
    citations.extend(in_hold_citations);
    let verdict = match verdict {
        Verdict::Ok => Verdict::MustGoInHold,
        worse => worse,
    };
    (verdict, reasons, citations)
}

/// A piece in the hold; on an RS line a surfboard is counted against
/// DAER's limit first.
fn in_hold(case: &Case, a: &Allowance, t: &mut Totals, bag: &BagFacts) -> Judgement {
    if bag.kind == BagKind::Surfboard && case.trip.scope == Scope::IntermunicipalRs {
        return match surfboard_rs(case, t) {
            Some(limit) => limit,
            None => hold_piece(a, t, bag, true),
        };
    }
    hold_piece(a, t, bag, false)
}

/// DAER: at most `surfboardsPerTrip` boards per trip on RS lines; the next
/// one is `limit_reached`. `None` while there is room (the board is counted).
fn surfboard_rs(case: &Case, t: &mut Totals) -> Option<Judgement> {
    if t.surfboards >= case.policy.surfboards_per_trip {
        return Some((
            Verdict::LimitReached,
            vec![Reason::SurfboardLimitReached],
            vec![cite(DaerSurf, "item 1")],
        ));
    }
    t.surfboards += 1;
    None
}

/// Decreto 2.521/1998 art. 70 I: 30 kg and 300 dm³ in all, no side over 1 m.
/// A surfboard on an RS line is exempt from the side limit: DAER authorizes
/// the boards themselves, which are longer than a metre.
fn hold_piece(a: &Allowance, t: &mut Totals, bag: &BagFacts, board: bool) -> Judgement {
    let mut reasons = Vec::new();
    let mut citations = vec![ART_70_I];
    if bag.longest_side_mm() > a.side_mm {
        if !board {
            reasons.push(Reason::SideOverLimit);
            t.hold_g = t.hold_g.saturating_add(bag.weight_g);
            t.hold_volume = t.hold_volume.saturating_add(u128::from(bag.volume));
            // Its kilograms over the allowance are charged as any piece's.
            if t.hold_g > a.hold_g && bag.weight_g > 0 {
                reasons.push(Reason::HoldWeightOver);
                citations.push(RES_1383_XI);
            }
            return (Verdict::TooLarge, reasons, citations);
        }
        // Said, so a 2 m board beside "no side over 1 m" is not a riddle.
        reasons.push(Reason::SurfboardSideLimitNotApplied);
    }
    t.hold_g = t.hold_g.saturating_add(bag.weight_g);
    t.hold_volume = t.hold_volume.saturating_add(u128::from(bag.volume));
    let mut verdict = Verdict::Ok;
    // A piece not weighed yet adds nothing the total is over by: it is not
    // known to be excess (the page read "Excesso" on a new row after 35 kg).
    if t.hold_g > a.hold_g && bag.weight_g > 0 {
        verdict = Verdict::Excess;
        reasons.push(Reason::HoldWeightOver);
        citations.push(RES_1383_XI);
    }
    if t.hold_volume > u128::from(a.hold_volume) {
        verdict = Verdict::Excess;
        reasons.push(Reason::HoldVolumeOver);
    }
    if bag.volume == 0 {
        reasons.push(Reason::DimensionsMissing);
    }
    if verdict == Verdict::Ok {
        reasons.insert(0, weighed(bag));
    }
    (verdict, reasons, citations)
}

/// Decreto 2.521/1998 art. 70 II: 5 kg in all in the rack, in pieces that
/// fit it (Res. 1.383/2006 art. 7º VI refuses what does not). A piece the
/// rack does not keep (`racked`, see [`rack_keeps`]) travels in the hold.
fn cabin_piece(
    case: &Case,
    a: &Allowance,
    t: &mut Totals,
    bag: &BagFacts,
    racked: bool,
) -> Judgement {
    // On an RS line the rack is Decreto 2.521's ("dimensões que se adaptem
    // ao porta-pacotes"), as for a television there; elsewhere Res. ANTT
    // 1.383/2006 art. 7º VI refuses in the cabin, not on the bus, what does
    // not fit the carrier's rack.
    if !fits_rack(case, bag) {
        let rs = case.trip.scope == Scope::IntermunicipalRs;
        let rule = [RES_1383_7_VI, ART_70_II][usize::from(rs)];
        return moved_to_hold(case, a, t, bag, Reason::DoesNotFitRack, Some(rule));
    }
    if !racked {
        return moved_to_hold(case, a, t, bag, Reason::CabinWeightOver, Some(ART_70_II));
    }
    t.cabin_g = t.cabin_g.saturating_add(bag.weight_g);
    let over = t.cabin_g > a.cabin_g && bag.weight_g > 0;
    let mut reasons = vec![match over {
        true => Reason::RackWeightOver,
        false => weighed(bag),
    }];
    if case.policy.cabin_rack_cm.is_none() {
        reasons.push(Reason::MustFitRack);
    }
    match over {
        true => (Verdict::Excess, reasons, vec![ART_70_II, RES_1432_PER_KG]),
        false => (Verdict::Ok, reasons, vec![ART_70_II]),
    }
}

/// Whether a piece would be judged by the rack's 5 kg: an ordinary piece
/// entered in the cabin that fits the carrier's rack (a television, a
/// surfboard, a refused or exempt piece is judged apart).
fn in_rack(case: &Case, bag: &BagFacts) -> bool {
    let exempt = params::ASSISTIVE_DEVICE_FREE.at(case.trip_date).is_some();
    bag.placement == Placement::Cabin
        && match bag.kind {
            BagKind::General => true,
            BagKind::AssistiveDevice => !exempt,
            _ => false,
        }
        && fits_rack(case, bag)
}

/// Whether a piece fits the carrier's rack; any does when the carrier
/// gave no rack (the passenger is told it must fit).
fn fits_rack(case: &Case, bag: &BagFacts) -> bool {
    case.policy.cabin_rack_cm.is_none_or(|rack| fits(bag, rack))
}

/// Which pieces the rack keeps, of those `in_rack`. Decreto 2.521/1998
/// art. 70 allows "cinco quilos de peso total" in the rack (II) and thirty
/// in the hold (I), and Res. ANTT 1.432/2006 art. 3º § 1º charges each
/// kilogram over "a franquia fixada nos incisos I e II": each piece travels
/// whole in one or the other, and where is what leaves the passenger the
/// least excess over the two together; at equal excess, the least over the
/// rack's own 5 kg (a bag the counter would send below); at equal weights
/// in the rack, the most volume there, which leaves the hold's 300 dm³ the
/// most room; then the earlier pieces. The hold takes no piece over 1 m a
/// side (art. 70 I), so those stay in the rack, over its 5 kg if need be:
/// sent below, a lawful set of bags read `too_large` by the order it was
/// entered in.
///
/// A subset sum over grams, run only when the pieces pass 5 kg together:
/// the most weight up to what the rack has left (nothing over there), and
/// the least above it, which costs less when the hold is fuller (a 5.001 kg
/// bag beside a full hold is 1 g over in the rack, 5 001 g in the hold).
/// The least sum above `room` is one piece heavier than it, or pieces no
/// heavier, whose sum is then at most twice `room` (without its lightest
/// piece it would not pass `room`): the table stops there.
fn rack_keeps(case: &Case, a: &Allowance, bags: &[BagFacts]) -> Vec<bool> {
    let mut keep: Vec<bool> = bags.iter().map(|bag| in_rack(case, bag)).collect();
    let weight = |i: usize| u64::from(bags[i].weight_g);
    let cap = u64::from(a.cabin_g);
    let kept = bags.iter().zip(&keep).filter(|(_, &k)| k);
    if kept.map(|(bag, _)| u64::from(bag.weight_g)).sum::<u64>() <= cap {
        return keep;
    }
    // What every other piece puts in the hold: the pieces judged with the
    // rack keeping all it may.
    let mut dry = Totals::default();
    for (i, (bag, &kept)) in bags.iter().zip(&keep).enumerate() {
        judge_piece(case, a, &mut dry, i, bag, kept);
    }
    let others = u64::from(dry.hold_g);
    let long = |i: usize| bags[i].longest_side_mm() > a.side_mm;
    let fixed: u64 = (0..bags.len())
        .filter(|&i| keep[i] && long(i))
        .map(weight)
        .sum();
    let optional: Vec<usize> = (0..bags.len())
        .filter(|&i| keep[i] && !long(i) && weight(i) > 0)
        .collect();
    let movable: u64 = optional.iter().map(|&i| weight(i)).sum();
    let hold_cap = u64::from(a.hold_g);
    // (excess over both allowances, over the rack's) with `r` grams of the
    // movable pieces in the rack.
    let cost = |r: u64| {
        let rack_over = (fixed + r).saturating_sub(cap);
        (
            (others + movable - r).saturating_sub(hold_cap) + rack_over,
            rack_over,
        )
    };
    let room = cap.saturating_sub(fixed) as usize;
    let bound = 2 * room + 1;
    // `volume[s]`: the most volume of pieces weighing `s` grams together
    // (`None` unreached); bit `s` of the n-th piece's row of `took`: whether
    // that piece made it so (a bit, not a bool: 200 pieces, 10 001 sums).
    let mut volume: Vec<Option<u64>> = vec![None; bound + 1];
    volume[0] = Some(0);
    let words = bound / 64 + 1;
    let mut took = vec![0u64; optional.len() * words];
    let bit = |n: usize, s: usize| (n * words + s / 64, 1u64 << (s % 64));
    // The lightest piece heavier than `room`, a sum above it on its own.
    let mut single: Option<usize> = None;
    for (n, &i) in optional.iter().enumerate() {
        keep[i] = false;
        let w = bags[i].weight_g as usize;
        // At equal weights the bulkier, as in the table below.
        let lighter = |j: usize| (w, bags[j].volume) < (bags[j].weight_g as usize, bags[i].volume);
        if w > room && single.is_none_or(lighter) {
            single = Some(i);
        }
        if w > bound {
            continue;
        }
        for s in (w..=bound).rev() {
            if let Some(v) = volume[s - w].map(|v| v.saturating_add(bags[i].volume)) {
                if volume[s].is_none_or(|best| v > best) {
                    volume[s] = Some(v);
                    let (w, b) = bit(n, s);
                    took[w] |= b;
                }
            }
        }
    }
    let low = (0..=room).rev().find(|&s| volume[s].is_some()).unwrap_or(0);
    let high = (room + 1..=bound).find(|&s| volume[s].is_some());
    // The least sum above `room`: the table's; only without one, the single
    // piece heavier than the table reaches. A piece no heavier than `bound`
    // is in the table at its own weight, with at least its own volume, so
    // the table's sum is never worse: the comparison of the two that stood
    // here was always false beside a table's sum (a mutation test).
    if let Some(j) = single.filter(|_| high.is_none()) {
        if cost(u64::from(bags[j].weight_g)) < cost(low as u64) {
            keep[j] = true;
            return keep;
        }
    }
    let mut s = match high {
        Some(h) if cost(h as u64) < cost(low as u64) => h,
        _ => low,
    };
    for (n, &i) in optional.iter().enumerate().rev() {
        let (w, b) = bit(n, s);
        if took[w] & b != 0 {
            keep[i] = true;
            s -= bags[i].weight_g as usize;
        }
    }
    keep
}

/// Why a piece under the allowance is `ok`: it fits it, or, at 0 kg, its
/// weight is not given yet (art. 70 counts kilograms; nothing is known
/// against the piece, but it is not known to fit either).
fn weighed(bag: &BagFacts) -> Reason {
    if bag.weight_g == 0 {
        Reason::WeightMissing
    } else {
        Reason::WithinAllowance
    }
}

/// Whether a piece fits a rack of inside dimensions `rack`, turned any way.
fn fits(bag: &BagFacts, rack: [u32; 3]) -> bool {
    let mut piece = [bag.length_mm, bag.width_mm, bag.height_mm];
    let mut space = rack.map(|cm| cm * 10);
    piece.sort_unstable();
    space.sort_unstable();
    piece.iter().zip(space.iter()).all(|(p, s)| p <= s)
}
