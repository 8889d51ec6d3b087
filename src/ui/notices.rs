//! The boarding checklist: the report's notices for the chosen trip (Res.
//! ANTT 1.383/2006 art. 7º, Portaria 10/1999, Lei RS 7.813/1983, the DAER
//! orders), each with where it comes from and its citations.
//!
//! Test ids: `notices` (the list), `notice-<key>` (one item, with
//! `data-source` `law` or `carrier`).

use super::app::{Ctx, Part};
use super::form::Section;
use super::widgets::{attr, attr_of, attr_owned, Citations};
use crate::rules::notices::Notice;
use leptos::prelude::*;

/// The notices section.
#[component]
pub fn NoticesSection() -> impl IntoView {
    let ctx = Ctx::get();
    let notices = ctx.section(Section::Notices, 0, |r, _| Part::Notices(r.notices.clone()));
    let notices = move || match notices.get() {
        Some(Part::Notices(n)) => n,
        _ => Vec::new(),
    };
    view! {
        <section class="emb-section" {..attr("aria-labelledby", "emb-h-notices")} data-testid="notices-section">
            <h2 class="emb-section__title" {..attr_of("id", "emb-h-notices")}>{ctx.text("ui.section.notices")}</h2>
            <p class="emb-note">{ctx.text("ui.notice.lead")}</p>
            <ol class="emb-notices" data-testid="notices">
                {move || { ctx.locale.track(); notices() }.into_iter().map(|n| view! { <NoticeItem n/> }.into_inner().into_any()).collect_view().into_any()}
            </ol>
        </section>
    }.into_inner()
}

/// One notice: the rule in the passenger's words, its source, its citations.
#[component]
fn NoticeItem(n: Notice) -> impl IntoView {
    let ctx = Ctx::get();
    let key = n.key.key();
    let source = n.source.key();
    let cites = n.citations.clone();
    view! {
        <li {..attr_owned("class", format!("emb-notice emb-notice--{source}"))} data-testid=format!("notice-{key}") data-source=source>
            <p class="emb-notice__text">{ctx.tk("notices.key.", key)}</p>
            <p class="emb-notice__meta">
                <span class="emb-tag">{ctx.tk("notices.source.", source)}</span>
            </p>
            {(!cites.is_empty()).then(|| view! { <Citations citations=cites inline=true/> }.into_inner().into_any())}
        </li>
    }.into_inner()
}
