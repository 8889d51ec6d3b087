//! Embarque: what Brazilian law gives a bus, train or ferry passenger.
//!
//! - [`rules`]: the pure rule core (serde, serde_json and chrono only), tested natively.
//! - [`i18n`]: message catalogues (pt-BR, en, es) for every key the core emits.
//! - [`ui`]: the page's form model (pure) and, on wasm32, the Leptos 0.8 CSR page.
//! - [`write`](mod@write): JSON text for the JavaScript API and the page (the Report,
//!   byte for byte as serde_json writes it).
//! - `api` (wasm32 only): the wasm-bindgen JavaScript API for carriers.

pub mod i18n;
pub mod rules;
pub mod texts;
pub mod ui;
pub mod write;

#[cfg(target_arch = "wasm32")]
pub mod api;
