//! Travel documents for minors: who may take a child or adolescent on a
//! trip, and with which papers.
//!
//! Instruments: the ECA (Lei 8.069/1990) art. 83 for trips inside Brazil,
//! in its original text (children under 12) until 2019-03-17 and as amended
//! by Lei 13.812/2019 (under 16) from 2019-03-18, with its § 1º exceptions
//! (a contiguous comarca in the same state or the same metropolitan region;
//! an adult relative up to the third degree with proof of kinship; an adult
//! authorized by a parent) and its § 2º (the judge's two-year authorization);
//! CNJ Res. 295/2019 arts. 2º and 3º (from 2019-09-13: the parents'
//! authorization, by public deed, notarized private document or
//! electronically, also for a child travelling alone; two years when it
//! states no period) and Provimento CNJ 103/2020 (the electronic AEV);
//! the DAER service order DOC/DT/011/02 art. 3º on RS lines, which repeats
//! the ECA; for trips abroad, ECA arts. 84 and 85 and CNJ Res. 131/2011
//! art. 1º, and the Mercosur travel-document agreement for the identity
//! documents accepted at the destination.
//!
//! The dated parameters decide which text applies; the result's `rule` names
//! it. `requirement` is the least the law asks given who travels with the
//! minor; `satisfied` says whether the query shows it (or a stronger
//! alternative) met, and `satisfiedBy` which one.
//!
//! ```
//! use embarque::rules::{evaluate_json, minors::Requirement};
//! let r = evaluate_json(r#"{"now":"2026-06-01T08:00:00-03:00",
//!   "trip":{"scope":"interstate","departure":"2026-06-01T12:00:00-03:00"},
//!   "passenger":{"birthDate":"2016-01-01",
//!     "companions":[{"relation":"grandparent","age":66,"kinshipProof":true}]}}"#).unwrap();
//! let m = r.minor.unwrap();
//! assert_eq!(m.requirement, Requirement::RelativeWithProof);
//! assert!(m.satisfied);
//! assert_eq!(m.rule, "eca_83_lei_13812_2019");
//! ```

use super::input::{Case, CompanionFacts, PassengerFacts};
use super::law::{cite, Citation, Instrument, Instrument::*};
use super::params;
use super::query::{Relation, Scope};
use crate::keyed;
use chrono::NaiveDate;
use serde::Serialize;

keyed! {
    /// The least that makes a minor's trip lawful.
    pub enum Requirement {
        None = "none", DocumentsOnly = "documents_only", RelativeWithProof = "relative_with_proof",
        ParentalAuthorization = "parental_authorization", JudicialAuthorization = "judicial_authorization",
    }
}

keyed! {
    /// Which text of the law decided.
    pub enum Rule {
        Eca83Original = "eca_83_original",
        Eca83Lei13812 = "eca_83_lei_13812_2019",
        Eca84And85 = "eca_84_85_cnj_res_131_2011",
    }
}

keyed! {
    /// Why the requirement is what it is.
    pub enum Reason {
        UnderThreshold = "under_threshold",
        AtOrAboveThreshold = "at_or_above_threshold",
        DoesNotLeaveComarca = "does_not_leave_comarca",
        ContiguousComarcaSameState = "contiguous_comarca_same_state",
        SameMetropolitanRegion = "same_metropolitan_region",
        WithParentOrGuardian = "with_parent_or_guardian",
        WithAdultRelative = "with_adult_relative",
        KinshipNotProved = "kinship_not_proved",
        WithOtherAdult = "with_other_adult",
        /// Added: abroad with an adult who is not a parent (a grandparent
        /// too): both parents authorize (CNJ Res. 131/2011 art. 1º III).
        WithOtherAdultAbroad = "with_other_adult_abroad",
        TravellingAlone = "travelling_alone",
        DaerOrderAsksAJudge = "daer_order_asks_a_judge",
        CompanionNotAdult = "companion_not_adult",
        AloneNeedsJudgeBeforeCnj295 = "alone_needs_judge_before_cnj_res_295",
        AuthorizationMissing = "authorization_missing",
        AuthorizedToTravelAlone = "authorized_to_travel_alone",
        JudgeMayGrantTwoYears = "judge_may_grant_two_year_authorization",
        CarryOriginals = "carry_original_documents",
        WithBothParentsOrGuardian = "with_both_parents_or_guardian",
        WithOneParent = "with_one_parent",
        /// Added: a Brazilian minor who lives abroad goes back there with
        /// one parent, no written authorization (CNJ Res. 131/2011 art. 2º I).
        ReturnsHomeWithOneParent = "returns_home_with_one_parent",
        OtherParentAuthorizationMissing = "other_parent_authorization_missing",
        BothParentsAuthorizationMissing = "both_parents_authorization_missing",
        ForeignResidentAbroad = "foreign_resident_abroad_needs_judge",
        MercosurIdAccepted = "mercosur_id_accepted",
        IdInGoodCondition = "id_in_good_condition",
        PassportAlwaysAccepted = "passport_always_accepted",
        PassportRequired = "passport_required",
        DestinationNotGiven = "destination_not_given",
    }
}

keyed! {
    /// A document on the minor's checklist, a form an authorization may take,
    /// or an identity document a destination accepts.
    pub enum Document {
        MinorBirthCertificateOrId = "minor_birth_certificate_or_id",
        MinorPhotoId = "minor_photo_id",
        CompanionPhotoId = "companion_photo_id",
        GuardianshipPapers = "guardianship_papers",
        KinshipDocuments = "kinship_documents",
        ParentalAuthorization = "parental_authorization",
        JudicialAuthorization = "judicial_authorization",
        MinorTravelDocument = "minor_travel_document",
        CompanionTravelDocument = "companion_travel_document",
        PublicDeed = "public_deed",
        PrivateDocumentNotarizedSignature = "private_document_notarized_signature",
        PrivateDocumentNotarizedTwoOriginals = "private_document_notarized_two_originals",
        WrittenInPassport = "written_in_passport",
        ElectronicAev = "electronic_aev",
        Passport = "passport",
        NationalIdRg = "national_id_rg",
        /// Added: the Brazilian consulate's certificate of residence abroad,
        /// issued less than two years before (CNJ Res. 131/2011 art. 2º p.u.).
        ConsularResidenceCertificate = "consular_residence_certificate",
    }
}

keyed! {
    /// Who must sign the authorization.
    pub enum Signer {
        EitherParent = "either_parent", Guardian = "guardian", BothParents = "both_parents",
        OtherParent = "other_parent", Judge = "judge",
    }
}

/// The minor section of the report.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MinorDecision {
    pub requirement: Requirement,
    pub satisfied: bool,
    /// The checklist: every document to carry, for the way in
    /// `satisfied_by` when the query shows one, else for the requirement.
    pub documents: Vec<Document>,
    pub alternatives: Vec<Requirement>,
    pub reasons: Vec<Reason>,
    pub citations: Vec<Citation>,
    /// Which text applied: a [`Rule`] key.
    pub rule: &'static str,
    /// Added: the way the query shows the trip lawful (the requirement or a
    /// stronger alternative); `None` when it does not.
    pub satisfied_by: Option<Requirement>,
    /// Added: the age below which art. 83 asks for company or authorization
    /// on the trip date (domestic trips only).
    pub threshold: Option<u32>,
    /// Added: who signs the authorization the trip goes by: the
    /// requirement's, or the alternative in `satisfied_by`.
    pub who_signs: Vec<Signer>,
    /// Added: the forms the authorization may take (any one of them).
    pub authorization_forms: Vec<Document>,
    /// Added: validity of a parents' authorization that states no period.
    pub authorization_validity_months: Option<u32>,
    /// Added: validity of the judge's authorization granted on the parents' request.
    pub judicial_authorization_validity_months: Option<u32>,
    /// Added: identity documents the destination accepts for a Brazilian
    /// (international trips only).
    pub accepted_identity_documents: Vec<Document>,
}

impl MinorDecision {
    fn new(rule: Rule, requirement: Requirement) -> Self {
        MinorDecision {
            requirement,
            satisfied: false,
            documents: Vec::new(),
            alternatives: Vec::new(),
            reasons: Vec::new(),
            citations: Vec::new(),
            rule: rule.key(),
            satisfied_by: None,
            threshold: None,
            who_signs: Vec::new(),
            authorization_forms: Vec::new(),
            authorization_validity_months: None,
            judicial_authorization_validity_months: None,
            accepted_identity_documents: Vec::new(),
        }
    }

    /// Records the first way, if any, that the query shows met, and puts
    /// its paper on the checklist.
    fn satisfy(&mut self, ways: &[(bool, Requirement)]) {
        self.satisfied_by = ways.iter().find(|(met, _)| *met).map(|&(_, r)| r);
        self.satisfied = self.satisfied_by.is_some();
        if let Some(way) = self.met_otherwise() {
            self.carry(way);
        }
    }

    /// The stronger alternative the trip goes by, when it is not the
    /// requirement itself (the page and the printed sheet say it).
    pub fn met_otherwise(&self) -> Option<Requirement> {
        self.satisfied_by.filter(|b| *b != self.requirement)
    }

    /// The other lawful ways than the one the trip goes by: the Report keeps
    /// that one among its `alternatives` (`satisfiedBy` is the requirement or
    /// one of them), but "Outras formas: Autorização judicial" beside
    /// "Cumprido por: Autorização judicial" said it twice.
    pub fn other_ways(&self) -> Vec<Requirement> {
        let by = self.met_otherwise();
        self.alternatives
            .iter()
            .copied()
            .filter(|r| Some(*r) != by)
            .collect()
    }

    /// The agent at boarding asks for the paper that makes the trip lawful:
    /// when it goes by a stronger alternative (ECA art. 83 caput and § 1º b 2,
    /// art. 84), the checklist named the requirement's paper instead (the
    /// proof of kinship the passenger said they lack, the parents'
    /// authorization for a child who has the judge's), and who signs it.
    fn carry(&mut self, way: Requirement) {
        // A stronger way is an authorization: the parents' (in Brazil, art.
        // 83 § 1º b 2, either of them) or the judge's.
        let signers = match way {
            Requirement::ParentalAuthorization => vec![Signer::EitherParent, Signer::Guardian],
            Requirement::JudicialAuthorization => {
                // The forms and the default period (CNJ Res. 295/2019 arts.
                // 2º and 3º, Res. 131/2011 art. 10) are the parents' paper's,
                // not the judge's (whose own is art. 83 § 2º).
                self.authorization_forms.clear();
                self.authorization_validity_months = None;
                // Nor is living abroad to be proved: art. 2º of CNJ Res.
                // 131/2011 spares the judge, who is there.
                self.documents
                    .retain(|d| *d != Document::ConsularResidenceCertificate);
                vec![Signer::Judge]
            }
            _ => return,
        };
        let instead = paper(self.requirement);
        self.documents.retain(|d| Some(*d) != instead);
        if let Some(p) = paper(way).filter(|p| !self.documents.contains(p)) {
            self.documents.push(p);
        }
        self.who_signs = signers;
    }

    fn cite(&mut self, c: Citation) {
        super::law::cite_once(&mut self.citations, c);
    }
}

/// The paper that shows a requirement met, when it is one paper.
fn paper(r: Requirement) -> Option<Document> {
    match r {
        Requirement::RelativeWithProof => Some(Document::KinshipDocuments),
        Requirement::ParentalAuthorization => Some(Document::ParentalAuthorization),
        Requirement::JudicialAuthorization => Some(Document::JudicialAuthorization),
        Requirement::None | Requirement::DocumentsOnly => None,
    }
}

/// Decides the minor section, or `None` for a passenger of age (Código
/// Civil art. 5º) or without a passenger.
pub fn decide(case: &Case) -> Option<MinorDecision> {
    let p = case.passenger.as_ref()?;
    let adult = params::ADULT_AGE.value_or_first(case.trip_date);
    if p.age >= adult {
        return None;
    }
    Some(match case.trip.scope {
        Scope::International => cards_last(travel_abroad(case, p, adult)),
        Scope::Interstate | Scope::IntermunicipalRs => travel_in_brazil(case, p, adult),
    })
}

/// Who travels with the minor, as art. 83 ranks them.
enum Company<'a> {
    /// Caput: a parent or the guardian.
    ParentOrGuardian(Relation),
    /// § 1º b 1: adult ascendants or collaterals up to the third degree.
    AdultRelatives(Vec<&'a CompanionFacts>),
    /// § 1º b 2: another adult.
    OtherAdults(Vec<&'a CompanionFacts>),
    /// Nobody of age: alone, or with other minors only.
    Alone { with_minors: bool },
}

/// A parent: the mother or the father (ECA art. 84 II's "um dos pais").
pub fn is_parent(r: Relation) -> bool {
    matches!(r, Relation::Mother | Relation::Father)
}

/// Art. 83's "pais ou responsável".
pub fn is_parent_or_guardian(r: Relation) -> bool {
    is_parent(r) || r == Relation::Guardian
}

/// A relative of art. 83 § 1º b 1: ascendant or collateral up to the third
/// degree.
pub fn is_relative(r: Relation) -> bool {
    matches!(
        r,
        Relation::Grandparent
            | Relation::GreatGrandparent
            | Relation::Sibling
            | Relation::UncleAunt
            | Relation::NephewNiece
    )
}

/// Whether someone answers for the minor on the trip, as art. 83 ranks
/// them: a parent or the guardian of any age, or anyone of age on `date`;
/// not alone nor with other minors only. The lap of a child under six is
/// someone's (`benefits::child_on_a_lap`).
pub(crate) fn accompanied(p: &PassengerFacts, date: NaiveDate) -> bool {
    let adult = params::ADULT_AGE.value_or_first(date);
    !matches!(company(p, adult), Company::Alone { .. })
}

fn company(p: &PassengerFacts, adult: u32) -> Company<'_> {
    // The caput names "os pais ou responsável" with no age: a parent always counts.
    if let Some(c) = p
        .companions
        .iter()
        .find(|c| is_parent_or_guardian(c.relation))
    {
        return Company::ParentOrGuardian(c.relation);
    }
    let adults: Vec<_> = p.companions.iter().filter(|c| c.age >= adult).collect();
    let relatives: Vec<_> = adults
        .iter()
        .copied()
        .filter(|c| is_relative(c.relation))
        .collect();
    if !relatives.is_empty() {
        return Company::AdultRelatives(relatives);
    }
    if !adults.is_empty() {
        return Company::OtherAdults(adults);
    }
    Company::Alone {
        with_minors: !p.companions.is_empty(),
    }
}

/// Whether CNJ Res. 295/2019 (the parents' authorization forms and its
/// default validity) is in force on `date`.
fn cnj_295_in_force(date: NaiveDate) -> Option<params::Row<u32>> {
    params::AUTHORIZATION_DEFAULT_VALIDITY_MONTHS.at(date)
}

/// ECA art. 83 for a trip inside Brazil.
fn travel_in_brazil(case: &Case, p: &PassengerFacts, adult: u32) -> MinorDecision {
    let date = case.trip_date;
    let p_limit = params::MINOR_UNACCOMPANIED_AGE_LIMIT;
    let limit = p_limit.at(date).or_else(|| p_limit.rows.first().copied());
    let rule = match limit {
        Some(row) if row.citation.instrument == Lei13812 => Rule::Eca83Lei13812,
        _ => Rule::Eca83Original,
    };
    let mut d = MinorDecision::new(rule, Requirement::None);
    if let Some(row) = limit {
        d.threshold = Some(row.value);
        if row.citation.instrument != Lei8069 {
            d.cite(cite(Lei8069, "art. 83"));
        }
        d.cite(row.citation);
    }
    // DAER's OS DOC/DT/011/02 art. 3º speaks of a "criança", under 12 (ECA
    // art. 2º); a 12-to-15-year-old is under art. 83 as Lei 13.812/2019
    // worded it, and the order is not cited for them.
    let child = params::CHILD_AGE_LIMIT
        .at(date)
        .is_some_and(|row| p.age < row.value);
    let rs = case.trip.scope == Scope::IntermunicipalRs && child;
    if limit.is_some_and(|row| p.age >= row.value) {
        adolescent_with_own_id(&mut d);
        return d;
    }
    d.reasons.push(Reason::UnderThreshold);
    if let Some(reason) = no_authorization_exception(case) {
        trip_near_home(&mut d, reason, rs);
        return d;
    }
    match company(p, adult) {
        Company::ParentOrGuardian(r) => with_parent_or_guardian(&mut d, r, rs),
        Company::AdultRelatives(rel) => with_adult_relative(&mut d, p, &rel, date, rs),
        Company::OtherAdults(others) => with_other_adult(&mut d, p, &others, date, rs),
        Company::Alone { with_minors } => {
            travelling_alone(&mut d, p, with_minors, date);
            // DAER's OS DOC/DT/011/02 art. 3º (2002) asks a judge for a child
            // alone on an RS line; from 2019-09-13 CNJ Res. 295/2019 art. 2º,
            // national and later, accepts the parents' authorization, and
            // decides. DAER's order is cited beside whichever rule decided.
            if rs {
                d.cite(cite(DaerOs01102, "art. 3º"));
                if cnj_295_in_force(date).is_some() {
                    d.reasons.push(Reason::DaerOrderAsksAJudge);
                }
            }
        }
    }
    d
}

/// At or above the threshold and under 18, art. 83 asks nothing: the
/// adolescent travels with their own identity document (Res. ANTT
/// 1.383/2006 art. 7º I refuses boarding to whoever does not identify).
/// The requirement is `none`, not `documents_only`: no one else's document
/// or signature is needed, and reference case 6 says `none`.
fn adolescent_with_own_id(d: &mut MinorDecision) {
    d.reasons.push(Reason::AtOrAboveThreshold);
    d.documents.push(Document::MinorPhotoId);
    d.satisfy(&[(true, Requirement::None)]);
}

/// Art. 83 § 1º a: no authorization inside the comarca, for a contiguous
/// comarca in the same state, or within the same metropolitan region.
fn no_authorization_exception(case: &Case) -> Option<Reason> {
    let t = &case.trip;
    if !t.leaves_comarca {
        Some(Reason::DoesNotLeaveComarca)
    } else if t.contiguous_comarca_same_state {
        Some(Reason::ContiguousComarcaSameState)
    } else if t.same_metropolitan_region {
        Some(Reason::SameMetropolitanRegion)
    } else {
        None
    }
}

fn trip_near_home(d: &mut MinorDecision, reason: Reason, rs: bool) {
    d.reasons.push(reason);
    d.documents.push(Document::MinorBirthCertificateOrId);
    if reason != Reason::DoesNotLeaveComarca {
        d.cite(cite(Lei8069, "art. 83, § 1º, a"));
        if rs {
            d.cite(cite(DaerOs01102, "art. 3º, § 1º, a"));
        }
    } else if rs {
        d.cite(cite(DaerOs01102, "art. 3º"));
    }
    d.satisfy(&[(true, Requirement::None)]);
}

/// Art. 83 caput: with a parent or the guardian, the original documents only.
fn with_parent_or_guardian(d: &mut MinorDecision, r: Relation, rs: bool) {
    d.requirement = Requirement::DocumentsOnly;
    d.reasons
        .extend([Reason::WithParentOrGuardian, Reason::CarryOriginals]);
    d.documents.extend([
        Document::MinorBirthCertificateOrId,
        Document::CompanionPhotoId,
    ]);
    if r == Relation::Guardian {
        d.documents.push(Document::GuardianshipPapers);
    }
    if rs {
        d.cite(cite(DaerOs01102, "art. 3º"));
    }
    d.satisfy(&[(true, Requirement::DocumentsOnly)]);
}

/// Art. 83 § 1º b 1: an adult relative up to the third degree, the kinship
/// proved by documents. Without the proof, a parent's authorization to that
/// adult (§ 1º b 2) or a judge's also make the trip lawful.
fn with_adult_relative(
    d: &mut MinorDecision,
    p: &PassengerFacts,
    rel: &[&CompanionFacts],
    date: NaiveDate,
    rs: bool,
) {
    d.requirement = Requirement::RelativeWithProof;
    d.reasons.push(Reason::WithAdultRelative);
    d.documents.extend([
        Document::MinorBirthCertificateOrId,
        Document::CompanionPhotoId,
        Document::KinshipDocuments,
    ]);
    d.cite(cite(Lei8069, "art. 83, § 1º, b, 1"));
    if rs {
        d.cite(cite(DaerOs01102, "art. 3º, § 1º, b, 1"));
    }
    let proved = rel.iter().any(|c| c.kinship_proof);
    if !proved {
        d.reasons.push(Reason::KinshipNotProved);
        d.alternatives = vec![
            Requirement::ParentalAuthorization,
            Requirement::JudicialAuthorization,
        ];
        parental_authorization_forms(d, date);
        judicial_alternative(d, date);
    }
    // "De pessoa maior, expressamente autorizada" (art. 83 § 1º b 2): a
    // minor companion's paper authorizes nobody.
    let adult = params::ADULT_AGE.value_or_first(date);
    let authorized = p
        .companions
        .iter()
        .any(|c| c.parental_authorization && c.age >= adult);
    let alone = !proved && !authorized && authorized_alone(d, p, date);
    d.satisfy(&[
        (proved, Requirement::RelativeWithProof),
        (authorized || alone, Requirement::ParentalAuthorization),
        (p.judicial_authorization, Requirement::JudicialAuthorization),
    ]);
}

/// Art. 83 § 1º b 2: another adult, expressly authorized by a parent or the
/// guardian (CNJ Res. 295/2019 art. 2º sets the forms from 2019-09-13).
fn with_other_adult(
    d: &mut MinorDecision,
    p: &PassengerFacts,
    others: &[&CompanionFacts],
    date: NaiveDate,
    rs: bool,
) {
    d.requirement = Requirement::ParentalAuthorization;
    d.reasons.push(Reason::WithOtherAdult);
    d.documents.extend([
        Document::MinorBirthCertificateOrId,
        Document::CompanionPhotoId,
        Document::ParentalAuthorization,
    ]);
    d.who_signs = vec![Signer::EitherParent, Signer::Guardian];
    d.cite(cite(Lei8069, "art. 83, § 1º, b, 2"));
    if rs {
        d.cite(cite(DaerOs01102, "art. 3º, § 1º, b, 2"));
    }
    parental_authorization_forms(d, date);
    d.alternatives = vec![Requirement::JudicialAuthorization];
    judicial_alternative(d, date);
    let authorized = others.iter().any(|c| c.parental_authorization);
    let alone = !authorized && authorized_alone(d, p, date);
    if !authorized && !alone && !p.judicial_authorization {
        d.reasons.push(Reason::AuthorizationMissing);
    }
    d.satisfy(&[
        (authorized || alone, Requirement::ParentalAuthorization),
        (p.judicial_authorization, Requirement::JudicialAuthorization),
    ]);
}

/// CNJ Res. 295/2019 art. 2º: a parent's authorization for the child to
/// travel alone, in force on `date`. An adult beside the child takes nothing
/// from it, so it also makes the trip lawful with a companion who would not
/// be enough on their own.
fn authorized_alone(d: &mut MinorDecision, p: &PassengerFacts, date: NaiveDate) -> bool {
    match params::PARENTAL_AUTHORIZATION_ALONE.at(date) {
        Some(row) if row.value && p.parental_authorization_to_travel_alone => {
            d.reasons.push(Reason::AuthorizedToTravelAlone);
            d.cite(row.citation);
            true
        }
        _ => false,
    }
}

/// Alone (or with minors only): from CNJ Res. 295/2019 (2019-09-13) a
/// parent's authorization suffices; before, only a judge could authorize.
fn travelling_alone(d: &mut MinorDecision, p: &PassengerFacts, with_minors: bool, date: NaiveDate) {
    d.reasons.push(Reason::TravellingAlone);
    if with_minors {
        d.reasons.push(Reason::CompanionNotAdult);
    }
    let row = params::PARENTAL_AUTHORIZATION_ALONE.at(date);
    if let Some(row) = row {
        d.cite(row.citation);
    }
    if row.is_some_and(|r| r.value) {
        d.requirement = Requirement::ParentalAuthorization;
        d.documents.extend([
            Document::MinorBirthCertificateOrId,
            Document::ParentalAuthorization,
        ]);
        d.who_signs = vec![Signer::EitherParent, Signer::Guardian];
        parental_authorization_forms(d, date);
        d.alternatives = vec![Requirement::JudicialAuthorization];
        judicial_alternative(d, date);
        if !p.parental_authorization_to_travel_alone && !p.judicial_authorization {
            d.reasons.push(Reason::AuthorizationMissing);
        }
        d.satisfy(&[
            (
                p.parental_authorization_to_travel_alone,
                Requirement::ParentalAuthorization,
            ),
            (p.judicial_authorization, Requirement::JudicialAuthorization),
        ]);
    } else {
        d.requirement = Requirement::JudicialAuthorization;
        d.reasons.push(Reason::AloneNeedsJudgeBeforeCnj295);
        d.documents.extend([
            Document::MinorBirthCertificateOrId,
            Document::JudicialAuthorization,
        ]);
        d.who_signs = vec![Signer::Judge];
        judicial_alternative(d, date);
        d.satisfy(&[(p.judicial_authorization, Requirement::JudicialAuthorization)]);
    }
}

/// The forms a parents' authorization may take for a trip in Brazil: a
/// public deed or a private document with a notarized signature (CNJ Res.
/// 295/2019 art. 2º), a passport authorizing travel abroad unaccompanied
/// (art. 2º IV), or the electronic AEV (Provimento CNJ 103/2020); valid for
/// the period it states, or the default of art. 3º.
fn parental_authorization_forms(d: &mut MinorDecision, date: NaiveDate) {
    d.authorization_forms = vec![
        Document::PublicDeed,
        Document::PrivateDocumentNotarizedSignature,
    ];
    if let Some(validity) = cnj_295_in_force(date) {
        d.authorization_forms.push(Document::WrittenInPassport);
        d.cite(cite(CnjRes295, "art. 2º"));
        d.cite(cite(CnjRes295, "art. 2º, IV"));
        d.cite(validity.citation);
        d.authorization_validity_months = Some(validity.value);
    }
    electronic_form(d, date);
}

/// Provimento CNJ 103/2020: the AEV through e-Notariado, from its date.
fn electronic_form(d: &mut MinorDecision, date: NaiveDate) {
    if let Some(row) = params::ELECTRONIC_TRAVEL_AUTHORIZATION.at(date) {
        if row.value {
            d.authorization_forms.push(Document::ElectronicAev);
            d.cite(row.citation);
        }
    }
}

/// Art. 83 § 2º: the judge may, on the parents' request, grant an
/// authorization valid for two years.
fn judicial_alternative(d: &mut MinorDecision, date: NaiveDate) {
    if let Some(row) = params::JUDICIAL_AUTHORIZATION_VALIDITY_MONTHS.at(date) {
        d.judicial_authorization_validity_months = Some(row.value);
        d.reasons.push(Reason::JudgeMayGrantTwoYears);
        d.cite(row.citation);
    }
}

// ------------------------------------------------------------ abroad

/// The identity cards the destination accepts hold whatever the
/// requirement: said after what is missing, which stood fifth under three
/// lines on cards (a kiosk pass).
fn cards_last(mut d: MinorDecision) -> MinorDecision {
    let cards = [
        Reason::MercosurIdAccepted,
        Reason::IdInGoodCondition,
        Reason::PassportAlwaysAccepted,
        Reason::PassportRequired,
        Reason::DestinationNotGiven,
    ];
    // A loop, not `partition` and `chain`: their adapters were 0.4 KB of wasm.
    let mut first = Vec::new();
    let mut last = Vec::new();
    for r in &d.reasons {
        match cards.contains(r) {
            true => last.push(*r),
            false => first.push(*r),
        }
    }
    first.append(&mut last);
    d.reasons = first;
    d
}

/// ECA arts. 84 and 85, CNJ Res. 131/2011 arts. 1º (a minor who lives in
/// Brazil) and 2º (one who lives abroad, going back there): every minor
/// under 18.
fn travel_abroad(case: &Case, p: &PassengerFacts, adult: u32) -> MinorDecision {
    let date = case.trip_date;
    let mut d = MinorDecision::new(Rule::Eca84And85, Requirement::DocumentsOnly);
    d.cite(cite(Lei8069, "art. 84"));
    let home = p.resides_abroad
        && params::RESIDENT_ABROAD_RETURN
            .at(date)
            .is_some_and(|r| r.value);
    if !home {
        d.cite(cite(CnjRes131, "art. 1º"));
    }
    let ids = accepted_identity_documents(case);
    d.accepted_identity_documents = ids.documents.clone();
    d.reasons.extend(ids.reasons.iter().copied());
    d.cite(ids.citation);
    d.documents.push(Document::MinorTravelDocument);
    let judge = (p.judicial_authorization, Requirement::JudicialAuthorization);
    let is_parent = |c: &&CompanionFacts| is_parent(c.relation);
    let abroad_resident = |c: &&CompanionFacts| c.foreign_resident_abroad;
    // CNJ Res. 131/2011 art. 3º sole paragraph I: art. 85's judge is not
    // needed when the foreigner is the child's parent (arts. 1º, 2º apply).
    if p.companions
        .iter()
        .filter(abroad_resident)
        .any(|c| is_parent(&c))
    {
        d.cite(cite(CnjRes131, "art. 3º, parágrafo único, I"));
    }
    let foreigner = p.born_in_brazil
        && p.companions
            .iter()
            .filter(abroad_resident)
            .any(|c| !is_parent(&c));
    if foreigner {
        // Art. 85 ranks above art. 84: no parental authorization replaces the judge.
        d.requirement = Requirement::JudicialAuthorization;
        d.reasons.push(Reason::ForeignResidentAbroad);
        d.documents.extend([
            Document::CompanionTravelDocument,
            Document::JudicialAuthorization,
        ]);
        d.who_signs = vec![Signer::Judge];
        d.cite(cite(Lei8069, "art. 85"));
        d.satisfy(&[judge]);
        return d;
    }
    let has = |r: Relation| p.companions.iter().any(|c| c.relation == r);
    let parents = [Relation::Mother, Relation::Father];
    // "Ambos os pais" (art. 84 I): two mothers or two fathers are both too.
    if has(Relation::Guardian) || p.companions.iter().filter(is_parent).count() >= 2 {
        d.reasons.push(Reason::WithBothParentsOrGuardian);
        d.documents.push(Document::CompanionTravelDocument);
        if has(Relation::Guardian) {
            d.documents.push(Document::GuardianshipPapers);
        }
        d.satisfy(&[(true, Requirement::DocumentsOnly)]);
        return d;
    }
    let parent = p.companions.iter().find(|c| parents.contains(&c.relation));
    // Art. 2º sole paragraph: living abroad is proved by the consulate's
    // certificate; art. 2º I: going back with one parent, nobody signs.
    if home {
        d.documents.push(Document::ConsularResidenceCertificate);
        d.cite(cite(CnjRes131, "art. 2º, parágrafo único"));
        if parent.is_some() {
            d.reasons.push(Reason::ReturnsHomeWithOneParent);
            d.documents.push(Document::CompanionTravelDocument);
            d.cite(cite(CnjRes131, "art. 2º, I"));
            d.satisfy(&[(true, Requirement::DocumentsOnly)]);
            return d;
        }
        d.cite(cite(CnjRes131, "art. 2º, II"));
    }
    d.requirement = Requirement::ParentalAuthorization;
    d.documents.push(Document::ParentalAuthorization);
    d.alternatives = vec![Requirement::JudicialAuthorization];
    abroad_authorization_forms(&mut d, date);
    let both = (
        p.both_parents_authorization,
        Requirement::ParentalAuthorization,
    );
    if let Some(parent) = parent {
        d.reasons.push(Reason::WithOneParent);
        d.documents.push(Document::CompanionTravelDocument);
        d.who_signs = vec![Signer::OtherParent];
        if !parent.other_parent_authorization
            && !p.both_parents_authorization
            && !p.judicial_authorization
        {
            d.reasons.push(Reason::OtherParentAuthorizationMissing);
        }
        d.satisfy(&[
            (
                parent.other_parent_authorization,
                Requirement::ParentalAuthorization,
            ),
            both,
            judge,
        ]);
        return d;
    }
    if p.companions.iter().any(|c| c.age >= adult) {
        d.reasons.push(Reason::WithOtherAdultAbroad);
        d.documents.push(Document::CompanionTravelDocument);
    } else {
        d.reasons.push(Reason::TravellingAlone);
    }
    d.who_signs = vec![Signer::BothParents, Signer::Guardian];
    if !p.both_parents_authorization && !p.judicial_authorization {
        d.reasons.push(Reason::BothParentsAuthorizationMissing);
    }
    d.satisfy(&[both, judge]);
    d
}

/// CNJ Res. 131/2011 art. 1º: notarized signatures (the document in two
/// originals, one kept by the Federal Police), or the authorization written
/// in the passport (Decreto 5.978/2006 art. 27); the AEV also serves abroad.
/// Valid for the period it states, or two years (art. 10).
fn abroad_authorization_forms(d: &mut MinorDecision, date: NaiveDate) {
    d.authorization_forms = vec![
        Document::PrivateDocumentNotarizedTwoOriginals,
        Document::WrittenInPassport,
    ];
    d.cite(cite(Decreto5978, "art. 27"));
    if let Some(validity) = params::ABROAD_AUTHORIZATION_DEFAULT_VALIDITY_MONTHS.at(date) {
        d.cite(validity.citation);
        d.authorization_validity_months = Some(validity.value);
    }
    electronic_form(d, date);
}

/// The identity documents a destination accepts for a Brazilian.
#[derive(Debug, Clone)]
pub struct IdentityDocuments {
    /// Any one of these; a passport always.
    pub documents: Vec<Document>,
    /// The destination applies the Mercosur travel-document agreement.
    pub mercosur: bool,
    pub reasons: Vec<Reason>,
    pub citation: Citation,
}

/// Which identity documents the trip's destination accepts for a
/// Brazilian: the passport always; the national identity card (RG, in good
/// condition) too in the Mercosur and associated states applying the
/// travel-document agreement (the dated list
/// [`params::MERCOSUR_ID_COUNTRIES`]). Without a destination, the passport.
///
/// ```
/// use embarque::rules::{input::Case, minors::{accepted_identity_documents, Document}, parse_query};
/// let q = parse_query(r#"{"now":"2026-06-01T08:00:00-03:00","trip":{"scope":"international",
///   "departure":"2026-06-01T12:00:00-03:00","destinationCountry":"UY"}}"#).unwrap();
/// let ids = accepted_identity_documents(&Case::from_query(&q).unwrap());
/// assert_eq!(ids.documents, vec![Document::Passport, Document::NationalIdRg]);
/// ```
pub fn accepted_identity_documents(case: &Case) -> IdentityDocuments {
    let p = params::MERCOSUR_ID_COUNTRIES;
    let row = p.at(case.trip_date);
    let citation = row.map_or_else(
        || cite(Instrument::MercosurTravelDocs, "anexo"),
        |r| r.citation,
    );
    let country = case.trip.destination_country.as_deref();
    let mercosur = match (row, country) {
        (Some(r), Some(c)) => r.value.contains(&c),
        _ => false,
    };
    let mut reasons = Vec::new();
    let documents = if mercosur {
        reasons.extend([
            Reason::MercosurIdAccepted,
            Reason::IdInGoodCondition,
            Reason::PassportAlwaysAccepted,
        ]);
        vec![Document::Passport, Document::NationalIdRg]
    } else {
        // No country named: the passport is always accepted, and whether the
        // RG is too waits for the country ("Para este destino, leve o
        // passaporte" stood beside the question of the destination).
        match country {
            None => reasons.extend([Reason::DestinationNotGiven, Reason::PassportAlwaysAccepted]),
            Some(_) => reasons.push(Reason::PassportRequired),
        }
        vec![Document::Passport]
    };
    IdentityDocuments {
        documents,
        mercosur,
        reasons,
        citation,
    }
}
