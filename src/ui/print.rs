//! The printed summary: one page a passenger takes to the counter, with
//! each decision, its amounts and deadlines, the documents to bring and the
//! citations; built only while printing.

use super::app::{after, own, Ctx};
use super::errors::{drawn_label, field_error};
use super::form::{self, Form, Section};
use super::widgets::attr;
use crate::i18n::{self, Locale};
use crate::rules::law::cite_once;
use crate::rules::query::RequestKind;
use crate::rules::{baggage, benefits, pets, refund, Report};
use leptos::prelude::*;

/// A message for a core key, or the key itself when the catalogues lack it.
fn key_text(l: Locale, key: &str) -> String {
    i18n::lookup(l, key).unwrap_or(key).to_string()
}

/// `Lei 12.852/2013 art. 32; …` for a decision's citations.
fn citations_text(cs: &[crate::rules::law::Citation]) -> String {
    cs.iter()
        .map(|c| format!("{}, {}", c.instrument.code(), c.article))
        .collect::<Vec<_>>()
        .join("; ")
}

/// One line of the printed summary: label, value.
#[derive(Clone)]
struct Line(String, String);

/// One block of the printed summary.
#[derive(Clone)]
struct Block {
    title: String,
    lines: Vec<Line>,
    citations: String,
}

/// A line of `items` (in words) under `label`, or none when there are none.
fn listed(lines: &mut Vec<Line>, label: String, items: Vec<String>, sep: &str) {
    if !items.is_empty() {
        lines.push(Line(label, items.join(sep)));
    }
}

/// Two sentences as one line: "a. b", never "a.. b".
fn sentences(a: &str, b: &str) -> String {
    // `strip_suffix` of a text, not `trim_end_matches('.')`, whose
    // backward search is code of its own in the wasm.
    let mut a = a;
    while let Some(x) = a.strip_suffix(".") {
        a = x;
    }
    format!("{a}. {b}")
}

/// The printed summary's blocks, from the form and its Report (none yet
/// while a trip field is in error). A section `withheld` by a field in error
/// is left out, not printed as "no benefit" or "no document": the field
/// heads the sheet.
fn summary_blocks(l: Locale, f: &Form, r: Option<&Report>, withheld: &[Section]) -> Vec<Block> {
    let t = |k: &str| key_text(l, k);
    let tk = |prefix: &str, k: &str| key_text(l, &i18n::join(prefix, k));
    let money =
        |c: Option<crate::rules::money::Cents>| super::format::money(l, c.map_or(0, |c| c.0));
    let when = |s: &str| super::format::instant(l, s);
    let yes_no = |b: bool| t(if b { "ui.print.yes" } else { "ui.print.no" });
    let mut blocks = Vec::new();
    let mut trip = vec![
        Line(t("ui.trip.scope"), tk("trip.scope.", &f.scope)),
        Line(t("ui.trip.mode"), tk("trip.mode.", &f.mode)),
        Line(
            t("ui.print.departure"),
            format!(
                "{} {} (UTC−{})",
                super::format::date(l, &f.date),
                f.time,
                f.west_s() / 3600
            ),
        ),
    ];
    // A bus's category, before the departure: asked by road only.
    if f.by_road() {
        let service = tk("trip.service.", &f.service);
        trip.insert(2, Line(t("ui.trip.service"), service));
    }
    if let Ok(Some((date, time))) = f.boarding() {
        trip.push(Line(
            t("ui.print.boarding"),
            format!("{} {time}", super::format::date(l, date)),
        ));
    }
    if let Ok(Some(cents)) = form::reais("ticket-fare", &f.fare) {
        trip.push(Line(t("ui.print.fare"), super::format::money(l, cents)));
    }
    if let Some(a) = r.and_then(|r| r.age) {
        trip.push(Line(t("ui.print.age"), a.to_string()));
    }
    // The sheet a train's or a boat's passenger shows at the counter says,
    // as the page does, that its rules are the bus's.
    if !f.by_road() {
        let key = "notices.key.road_rules_by_rail_or_water";
        trip.push(Line(String::new(), t(key)));
    }
    blocks.push(Block {
        title: t("ui.print.trip"),
        lines: trip,
        citations: String::new(),
    });
    let Some(r) = r else { return blocks };

    let mut documents: Vec<String> = Vec::new();
    // Whether a list below names the passenger's own identity paper (a
    // benefit's photo document, a minor's), or the sheet must.
    let mut own_id = r.minor.is_some();
    // A deadline already past is not printed as one to meet ("Pedir até
    // 09:00" at 10:00): the status and its reason say it passed.
    let at = crate::rules::rfc3339::instant;
    let ahead = |s: &String| !matches!((at(s), at(&f.now)), (Some(d), Some(n)) if d < n);
    // The best offer, or, with none now, the one that opens later, as the
    // screen leads with it ("Nenhum" was printed beside "um benefício ainda
    // vai abrir").
    let shown = r
        .benefits
        .iter()
        .find(|b| Some(b.benefit) == r.best)
        .or_else(|| {
            r.benefits
                .iter()
                .find(|b| b.status == benefits::Status::TooEarly && b.request_from.is_some())
        });
    match shown {
        _ if withheld.contains(&Section::Benefits) => {}
        Some(b) => {
            let mut status = tk("benefits.status.", b.status.key());
            if let Some(from) = &b.request_from {
                if b.status == benefits::Status::TooEarly {
                    status = format!(
                        "{status} — {}",
                        super::format::fill(&t("ui.benefits.ask_from"), &[&when(from)])
                    );
                }
            }
            // Half the fare not given is no "R$ 0,00" (the screen asks for it).
            let pay = match b.pay_cents {
                Some(c) => money(Some(c)),
                None => t("ui.benefits.fare_needed"),
            };
            let mut lines = vec![
                Line(t("ui.print.benefit"), tk("benefits.kind.", b.benefit.key())),
                Line(t("ui.print.status"), status),
                Line(t("ui.print.pay"), pay),
            ];
            if let Some(by) = b.request_by.as_ref().filter(|s| ahead(s)) {
                lines.push(Line(t("ui.print.request_by"), when(by)));
            }
            if let Some(by) = b.present_by.as_ref().filter(|s| ahead(s)) {
                lines.push(Line(t("ui.print.present_by"), when(by)));
            }
            // The screen's "Bom saber" (the return ticket, the identity
            // checked at boarding, the 30 minutes): the sheet went to the
            // counter without them. Unlabelled, it spans the sheet in
            // smaller type (the CSS), or a full query took a second page.
            let notes: Vec<String> = b
                .reasons
                .iter()
                .map(|r| tk("benefits.reason.", r.key()))
                .collect();
            if !notes.is_empty() {
                let head = t("ui.benefits.to_know");
                lines.push(Line(String::new(), format!("{head}: {}", notes.join(" "))));
            }
            for d in &b.documents {
                own_id |= matches!(
                    d,
                    benefits::Document::PhotoId | benefits::Document::PersonalPhotoDocument
                );
                documents.push(tk("benefits.document.", d.key()));
            }
            blocks.push(Block {
                title: t("ui.print.benefit_price"),
                lines,
                citations: citations_text(&b.citations),
            });
        }
        // Not decided (no birth date yet): the screen asks for it, so the
        // sheet does not say "Nenhum" to a passenger who may be owed one.
        None if r.benefits.is_empty() => {}
        // What the screen says: nothing, or what is missing, or what opens later.
        None => blocks.push(Block {
            title: t("ui.print.benefit_price"),
            lines: vec![Line(t("ui.print.benefit"), {
                // "Veja os motivos abaixo" points to the screen's reasons,
                // which the sheet does not print: its first sentence only.
                let text = super::benefits::none_text(l, &r.benefits);
                match text == t("ui.benefits.none") {
                    true => crate::texts::split_once(&text, ". ")
                        .map_or(text.clone(), |(a, _)| format!("{a}.")),
                    false => text,
                }
            })],
            citations: String::new(),
        }),
    }

    if let Some(rf) = &r.refund {
        let mut lines = vec![
            Line(t("ui.print.request"), tk("refund.kind.", rf.kind.key())),
            // Undecided without the purchase date, as the screen says.
            Line(
                t("ui.print.allowed"),
                // A short delay's refusal with the ticket's terms on offer:
                // the screen's sentence, not "Não" over a sum (a kiosk pass).
                match super::refund::pending(rf) || super::refund::short_delay_offers(rf) {
                    true => t(&super::refund::verdict_key(rf)),
                    false => yes_no(rf.allowed),
                },
            ),
        ];
        // A "Não" with its grounds, as on the screen: the sheet printed
        // "Permitido: Não" and nothing of why (a passenger's pass).
        if !rf.allowed && !super::refund::pending(rf) {
            let why = rf.reasons.iter();
            let why = why.map(|r| tk("refund.reason.", r.key()));
            listed(&mut lines, t("ui.refund.reasons"), why.collect(), " ");
        }
        // No "Multa retida R$ 0,00" without the fare it is a part of, nor
        // beside a refusal, where it read as a refund with no fee, nor where
        // nothing is kept (a long delay, a downgrade); a short delay's
        // cancellation on offer keeps its fine, as on the screen.
        let may_keep = matches!(rf.kind, RequestKind::Withdrawal | RequestKind::NoShow)
            || rf.reasons.contains(&refund::Reason::NotDepartedYet);
        if super::refund::shows_amount(rf) && (rf.allowed && may_keep || rf.retention_cents.0 > 0) {
            lines.push(Line(
                t("ui.print.retention"),
                money(Some(rf.retention_cents)),
            ));
        }
        // As on the screen: no "R$ 0,00 back" while a fare it needs is not
        // given; a downgrade's lower class fare is asked for.
        let amount = match super::refund::shows_amount(rf) {
            true => Some(money(Some(rf.refund_cents))),
            false => [
                refund::Reason::LowerClassFareNeeded,
                refund::Reason::FareNeeded,
            ]
            .into_iter()
            .find(|r| rf.reasons.contains(r))
            .map(|r| tk("refund.reason.", r.key())),
        };
        // A delay's refusal with the cancellation on offer: its sum is that
        // cancellation's, said as the screen says it.
        let label = match super::refund::amount_label(rf) {
            "ui.refund.back" => "ui.print.refund_amount",
            other => other,
        };
        if let Some(a) = amount {
            lines.insert(2, Line(t(label), a));
        }
        // What the amounts assume, as on the screen: a free seat's sheet
        // read "R$ 237,50 back" on a ticket that cost nothing.
        if let (true, Ok(Some(c))) = (
            super::refund::shows_amount(rf),
            form::reais("ticket-fare", &f.fare),
        ) {
            let fare = super::format::fill(&t("ui.refund.fare"), &[&super::format::money(l, c)]);
            lines.insert(3, Line(String::new(), fare));
        }
        // The minutes the answer rests on, as typed: the sheet of a delay
        // went to the counter without them (a print audit).
        let minutes = match rf.kind {
            RequestKind::Delay => Some(("ui.refund.delay", &f.delay_minutes)),
            RequestKind::Interruption => Some(("ui.refund.interruption", &f.interruption_minutes)),
            _ => None,
        };
        if let Some((label, typed)) = minutes {
            lines.insert(1, Line(t(label), typed.trim().to_string()));
        }
        // The screen's terms, the rebooking fee and who pays by when: the
        // sheet is what the passenger shows at the counter.
        if let Some((due, fee)) = super::refund::due_terms(l, rf) {
            let fee = fee.map_or(String::new(), |f| super::refund::fee_after(&due, &f));
            lines.push(Line(t("ui.print.amount_due"), format!("{due}{fee}")));
        }
        if let Some(d) = rf.deadline.as_ref().filter(|d| ahead(d)) {
            lines.push(Line(t("ui.print.deadline"), when(d)));
        }
        // Until when no fee is kept, as on the screen: the sheet said "R$
        // 250,00, na hora" with the departure's deadline (a passenger's pass).
        if let Some(regret) = super::refund::regret_line(l, rf) {
            lines.push(Line(String::new(), regret));
        }
        if let Some(p) = super::refund::pay_terms(l, rf) {
            lines.push(Line(t("ui.refund.who_pays"), p));
        }
        // What else the ticket allows, and until when it is valid: a missed
        // bus printed "Permitido: Não, R\$ 0,00" and nothing of the
        // rebooking the screen offered.
        let options = rf.options.iter();
        let options = options.map(|o| tk("refund.option.", o.key()));
        listed(&mut lines, t("ui.refund.options"), options.collect(), "; ");
        if let Some(e) = super::refund::validity(rf) {
            lines.push(Line(
                String::new(),
                super::format::fill(&t("ui.refund.expires"), &[&super::format::date(l, e)]),
            ));
        }
        // The screen's "Bom saber": food and lodging while a delay lasts,
        // the exchange rate abroad; the sheet left them out.
        let notices = rf.notices.iter();
        let notices = notices.map(|n| tk("refund.notice.", n.key()));
        listed(&mut lines, t("ui.refund.notices"), notices.collect(), " ");
        blocks.push(Block {
            title: t("ui.print.refund"),
            lines,
            citations: citations_text(&rf.citations),
        });
    }

    if let Some(bg) = &r.baggage {
        let grams = |g: u32| super::format::grams_as_kg(l, g);
        // The fee counts kilograms; a volume over the allowance, or a piece
        // over 1 m, is charged too, at a price the law does not give: the
        // sheet says so.
        // The kilograms' fee only where there are any (no "informe o preço"
        // for 0 kg), then what it does not price.
        let mut fee = match bg.excess_grams {
            0 => String::new(),
            _ => super::baggage::fee_text(l, bg),
        };
        let mut unpriced = false;
        for r in [
            baggage::Reason::VolumeExcessNotPriced,
            baggage::Reason::SizeExcessNotPriced,
        ] {
            if bg.reasons.contains(&r) {
                let why = tk("baggage.reason.", r.key());
                fee = if fee.is_empty() {
                    why
                } else {
                    sentences(&fee, &why)
                };
                unpriced = true;
            }
        }
        // Pieces only to be moved to the hold: free, not "Não" beside
        // "Excesso 0 kg".
        let unweighed = baggage::Reason::WeightMissing;
        let within = match (bg.within_allowance, bg.free_if_moved()) {
            // Not known while a piece has no weight and the rest is free
            // (the screen's "Falta o peso"; over it already, it says so).
            (w, moved) if (w || moved) && bg.reasons.contains(&unweighed) => {
                tk("baggage.reason.", unweighed.key())
            }
            (false, true) => t("ui.print.within_to_hold"),
            (w, _) => yes_no(w),
        };
        let mut lines = vec![
            // With their allowances, as on the screen and as the volume:
            // "35 kg" alone left the counter to know the 30 (a kiosk pass).
            Line(
                t("ui.print.hold"),
                format!(
                    "{} / {}",
                    grams(bg.hold_weight_grams),
                    grams(bg.hold_allowance_grams)
                ),
            ),
            Line(
                t("ui.baggage.hold_volume"),
                super::baggage::volume_text(bg, l),
            ),
            Line(
                t("ui.baggage.cabin_weight"),
                format!(
                    "{} / {}",
                    grams(bg.cabin_weight_grams),
                    grams(bg.cabin_allowance_grams)
                ),
            ),
            Line(t("ui.print.excess"), grams(bg.excess_grams)),
        ];
        // As on the screen: a fee where there is excess (off the
        // conventional service "informe o preço" stood beside 0 kg).
        if bg.excess_grams > 0 || unpriced {
            lines.push(Line(t("ui.baggage.fee"), fee));
        }
        lines.push(Line(t("ui.print.within"), within));
        // On an RS line, the screen's caveat: the allowance is the federal
        // one, to be confirmed with the carrier (the sheet shown at the
        // counter gave the federal figures as the line's, a browser pass).
        let federal = baggage::Reason::FederalAllowanceOnRsLine;
        if bg.reasons.contains(&federal) {
            lines.push(Line(String::new(), tk("baggage.reason.", federal.key())));
        }
        let mut cites = bg.citations.clone();
        // A piece that may not board at all: prohibited, or over DAER's
        // surfboards (the sheet said only "Dentro da franquia: Não"), with
        // the rule that refuses it.
        for (i, item) in bg.items.iter().enumerate() {
            if matches!(
                item.verdict,
                baggage::Verdict::Prohibited | baggage::Verdict::LimitReached
            ) {
                lines.push(Line(
                    format!("{} {}", t("ui.bag.item"), i + 1),
                    tk("baggage.verdict.", item.verdict.key()),
                ));
                for c in &item.citations {
                    cite_once(&mut cites, *c);
                }
            }
        }
        // The fee's base off the conventional service (Decreto 2.521/1998
        // art. 70 § 1º): R$ 12,50 on a R$ 600 fare read as a mistake.
        if f.asks_conventional_fare() && bg.excess_fee_cents.is_some() {
            if let Ok(Some(c)) = form::reais("bag-conventional-fare", &f.conventional_fare) {
                lines.push(Line(
                    t("ui.bag.conventional_fare"),
                    money(Some(crate::rules::money::Cents(c))),
                ));
            }
        }
        // A wheelchair, outside every total, is named with its article.
        let chair = baggage::Reason::AssistiveDeviceOutsideAllowance;
        for i in bg.items.iter().filter(|i| i.reasons.contains(&chair)) {
            lines.push(Line(
                t("bag.kind.assistive_device"),
                t("ui.bag.outside_allowance"),
            ));
            for c in &i.citations {
                cite_once(&mut cites, *c);
            }
        }
        blocks.push(Block {
            title: t("ui.print.baggage"),
            lines,
            citations: citations_text(&cites),
        });
    }

    // Whether the minor may board as things stand, and who signs what is
    // missing: a list of documents alone read as if all were in order.
    let mut doc_citations = String::new();
    if let Some(m) = &r.minor {
        let mut lines = vec![Line(
            t("ui.minor.requirement"),
            format!(
                "{}. {}",
                tk("minors.requirement.", m.requirement.key()),
                t(super::minors::status_key(m.satisfied))
            ),
        )];
        // The way the trip goes by when it is not the requirement: the
        // printed sheet said "cumprido" under the parents' authorization
        // for a child who carries the judge's.
        if let Some(by) = m.met_otherwise() {
            lines.push(Line(
                t("ui.minor.satisfied_by"),
                tk("minors.requirement.", by.key()),
            ));
        }
        // Which documents the destination takes: the minor's "passaporte ou
        // identidade aceita no destino" alone read as if an RG might do for
        // the United States.
        let doc = |d: &crate::rules::minors::Document| t(&super::minors::doc_key(m, d.key()));
        let ids = m.accepted_identity_documents.iter().map(doc).collect();
        listed(&mut lines, t("ui.minor.accepted_ids"), ids, "; ");
        let signers: Vec<String> = m
            .who_signs
            .iter()
            .map(|x| tk("minors.signer.", x.key()))
            .collect();
        let label = t(super::minors::who_signs_key(signers.len()));
        listed(&mut lines, label, signers, "; ");
        // In what form and for how long, and what else would do, as the
        // screen says: the sheet is what the family shows at the counter.
        let forms = m.authorization_forms.iter().map(doc).collect();
        listed(&mut lines, t("ui.minor.forms"), forms, "; ");
        let months = |n: u32| format!("{n} {}", t("ui.minor.months"));
        if let Some(n) = m.authorization_validity_months {
            lines.push(Line(t("ui.minor.validity"), months(n)));
        }
        let alts = m.other_ways().into_iter();
        let alts = alts.map(|r| tk("minors.requirement.", r.key()));
        listed(&mut lines, t("ui.minor.alternatives"), alts.collect(), "; ");
        if let Some(n) = m.judicial_authorization_validity_months {
            lines.push(Line(t("ui.minor.judicial_validity"), months(n)));
        }
        blocks.push(Block {
            title: t("ui.section.minors"),
            lines,
            citations: String::new(),
        });
        for d in &m.documents {
            documents.push(t(&super::minors::doc_key(m, d.key())));
        }
        doc_citations = citations_text(&m.citations);
    }
    // Each animal's verdict, beside the documents the list below asks for.
    let pets: Vec<Line> = r
        .pets
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let key = super::pets::verdict_key(p);
            let mut verdict = tk("ui.pet.verdict.", key);
            // A refused animal's reasons, as the screen lists them: its
            // grounds (`pets::decide`), abroad also the destination's rules
            // to check. "Não pode viajar" went to the counter without them.
            if key == "refused" || key == "vaccination" {
                for r in &p.reasons {
                    verdict = sentences(&verdict, &tk("pets.reason.", r.key()));
                }
            }
            // A guide dog says so, as a driver who refuses it must read.
            let guide = pets::Reason::GuideDogTravelsWithPassenger;
            if p.reasons.contains(&guide) {
                verdict = sentences(&verdict, &tk("pets.reason.", guide.key()));
            }
            if let Some(fee) = p.fee_cents {
                let label = match p.reasons.contains(&pets::Reason::FeeMayBeWaived) {
                    true => "ui.pet.fee_up_to",
                    false => "ui.pet.fee",
                };
                verdict = sentences(&verdict, &format!("{} {}", t(label), money(Some(fee))));
            }
            // Which animal it is, as the counter sees it: a guide dog as one.
            let species = f
                .pets
                .get(p.index)
                .filter(|a| crate::rules::query::Species::KEYS.contains(&a.species.as_str()))
                .map_or(String::new(), |a| {
                    let key = match a.guide_dog && a.species == "dog" {
                        true => "guide_dog",
                        false => a.species.as_str(),
                    };
                    format!(" ({})", tk("ui.species.", key))
                });
            Line(format!("{} {}{species}", t("ui.pet.item"), i + 1), verdict)
        })
        .collect();
    if !pets.is_empty() {
        // A guide dog's law, for a driver who would refuse it; the other
        // animals' articles would push a full sheet onto a second page.
        let mut cites = Vec::new();
        for c in r
            .pets
            .iter()
            .filter(|p| p.guide_dog())
            .flat_map(|p| &p.citations)
        {
            cite_once(&mut cites, *c);
        }
        blocks.push(Block {
            title: t("ui.section.pets"),
            lines: pets,
            citations: citations_text(&cites),
        });
    }
    // Each animal's papers under its name (two animals' lists merged read
    // as one, and a refused animal's as if it travelled), a paper that
    // several ask for once under their numbers: three animals' six lines
    // took a second page.
    let mut papers: Vec<(String, Vec<String>)> = Vec::new();
    for (i, p) in r.pets.iter().enumerate() {
        for d in &p.documents {
            let paper = tk("pets.document.", d.key());
            let n = (i + 1).to_string();
            match papers.iter_mut().find(|(x, _)| *x == paper) {
                Some((_, who)) => who.push(n),
                None => papers.push((paper, vec![n])),
            }
        }
    }
    for (paper, who) in papers {
        let label = t(if who.len() > 1 {
            "ui.pet.items"
        } else {
            "ui.pet.item"
        });
        documents.push(format!("{label} {}: {paper}", who.join(", ")));
    }
    documents.dedup();
    if documents.is_empty() && !withheld.is_empty() {
        return blocks;
    }
    // The passenger's own photo ID (Res. ANTT 1.383/2006 art. 7º I: boarding
    // refused to whoever does not identify): it went missing beside an
    // animal's papers.
    if !own_id {
        documents.insert(0, t("ui.print.documents_none"));
    }
    blocks.push(Block {
        title: t("ui.print.documents"),
        lines: documents.into_iter().map(|d| Line("☐".into(), d)).collect(),
        citations: doc_citations,
    });
    blocks
}

/// The print button: builds the summary first, then prints in the next
/// task, once the view has caught up (inside this click handler it cannot:
/// `beforeprint` would fire before any effect runs).
pub(super) fn print_summary(ctx: Ctx) {
    ctx.printing.set(true);
    let run = move || {
        // Unmounted meanwhile: no widget to print, nor a class to move.
        if ctx.printing.is_disposed() {
            return;
        }
        // The summary, not a refusal notice left open (at the kiosk, on
        // another step), and not the carrier's page around the widget.
        let doc = document();
        let notice = doc.query_selector(".emb-root--refusal").ok().flatten();
        let html = doc.document_element();
        let toggle = move |on: bool| {
            // Not given back to an element the widget has left.
            if let Some(n) = notice.as_ref().filter(|_| !ctx.printing.is_disposed()) {
                let _ = n.class_list().toggle_with_force("emb-root--refusal", !on);
            }
            if let Some(h) = &html {
                let _ = h.class_list().toggle_with_force("emb-printing", on);
            }
        };
        toggle(true);
        // Back once printed: `afterprint`, since `print()` returns at once
        // in some browsers (mobile Safari), before the page is captured.
        gloo::events::EventListener::once(&window(), "afterprint", move |_| toggle(false)).forget();
        let _ = window().print();
    };
    after(0, Box::new(run));
}

/// Keeps `ctx.printing` true while the page prints: the browser's own print
/// command (`beforeprint`/`afterprint`) and print media (`matchMedia`, which
/// also follows emulated media in the browser tests).
fn follow_printing(ctx: Ctx) {
    let w = window();
    for (kind, on) in [("beforeprint", true), ("afterprint", false)] {
        own(gloo::events::EventListener::new(&w, kind, move |_| {
            let _ = ctx.printing.try_set(on);
        }));
    }
    if let Ok(Some(print)) = w.match_media("print") {
        ctx.printing.set(print.matches());
        let media = print.clone();
        own(gloo::events::EventListener::new(
            &print,
            "change",
            move |_| {
                let _ = ctx.printing.try_set(media.matches());
            },
        ));
    }
}

/// The one-page printed summary (shown by the print stylesheet only), built
/// only while printing, not rebuilt (Report → JSON → DOM) on every edit.
#[component]
pub(super) fn PrintSummary() -> impl IntoView {
    let ctx = Ctx::get();
    follow_printing(ctx);
    let blocks = move || {
        if !ctx.printing.get() {
            return Vec::new();
        }
        let l = ctx.locale.get();
        let mut blocks = ctx
            .with_evaluation(|e| {
                ctx.form
                    .with(|f| summary_blocks(l, f, e.report(), &e.withheld))
            })
            .unwrap_or_default();
        // A field still in error heads the sheet: the section it belongs to
        // is missing below (`Form::evaluation`), and the paper must say why.
        let errors = ctx.errors();
        if !errors.is_empty() {
            let lines = errors
                .iter()
                .map(|e| {
                    let (label, msg) = field_error(ctx, &e.field, drawn_label(&e.field));
                    Line(label, msg)
                })
                .collect();
            blocks.insert(
                0,
                Block {
                    title: ctx.t("ui.error.summary").into(),
                    lines,
                    citations: String::new(),
                },
            );
        }
        blocks
    };
    view! {
        <section class="emb-print" data-testid="print-sheet" {..attr("aria-hidden", "true")}>
            <p class="emb-print__title">{ctx.text("ui.print.title")}</p>
            {move || blocks().into_iter().map(|b| view! {
                <div class="emb-print__block">
                    <p class="emb-print__heading">{b.title}</p>
                    <dl class="emb-print__lines">
                        {b.lines.into_iter().map(|Line(k, v)| view! {
                            <dt>{k}</dt><dd>{v}</dd>
                        }.into_inner().into_any()).collect_view()}
                    </dl>
                    {(!b.citations.is_empty()).then(|| view! {
                        <p class="emb-print__cite">{ctx.t("ui.print.citations")}": "{b.citations}</p>
                    }.into_inner().into_any())}
                </div>
            }.into_inner().into_any()).collect_view().into_any()}
        </section>
    }.into_inner()
}
