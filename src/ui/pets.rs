//! The pets section of the page (placeholder: renders nothing yet).

use leptos::prelude::*;

/// The pets section.
#[component]
pub fn PetsSection() -> impl IntoView {}
