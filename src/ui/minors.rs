//! The minors section of the page (placeholder: renders nothing yet).

use leptos::prelude::*;

/// The minors section.
#[component]
pub fn MinorSection() -> impl IntoView {}
