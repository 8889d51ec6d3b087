//! The refund section of the page (placeholder: renders nothing yet).

use leptos::prelude::*;

/// The refund section.
#[component]
pub fn RefundSection() -> impl IntoView {}
