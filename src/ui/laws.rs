//! The laws section of the page (placeholder: renders nothing yet).

use leptos::prelude::*;

/// The laws section.
#[component]
pub fn LawSection() -> impl IntoView {}
