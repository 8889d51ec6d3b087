//! The benefits section of the page (placeholder: renders nothing yet).

use leptos::prelude::*;

/// The benefits section.
#[component]
pub fn BenefitsSection() -> impl IntoView {}
