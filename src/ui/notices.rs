//! The notices section of the page (placeholder: renders nothing yet).

use leptos::prelude::*;

/// The notices section.
#[component]
pub fn NoticesSection() -> impl IntoView {}
