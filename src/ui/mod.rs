//! The page: a Leptos 0.8 CSR app over the rule core.
//!
//! [`form`] (pure, tested natively) holds what the passenger typed and turns
//! it into a contract Query; the Leptos components (wasm32 only) render one
//! section each and read the core's Report through one `Memo`. No law is
//! computed here: components only show the Report's keys in the chosen
//! language.

pub mod carrier;
pub mod form;
pub mod format;
pub mod timeline;

#[cfg(target_arch = "wasm32")]
mod answer;
#[cfg(target_arch = "wasm32")]
mod app;
#[cfg(target_arch = "wasm32")]
mod baggage;
#[cfg(target_arch = "wasm32")]
mod benefits;
#[cfg(target_arch = "wasm32")]
mod errors;
#[cfg(target_arch = "wasm32")]
mod kiosk;
#[cfg(target_arch = "wasm32")]
mod laws;
#[cfg(target_arch = "wasm32")]
mod minors;
#[cfg(target_arch = "wasm32")]
mod notices;
#[cfg(target_arch = "wasm32")]
mod pets;
#[cfg(target_arch = "wasm32")]
mod print;
#[cfg(target_arch = "wasm32")]
pub mod recover;
#[cfg(target_arch = "wasm32")]
mod refund;
#[cfg(target_arch = "wasm32")]
mod trip;
#[cfg(target_arch = "wasm32")]
pub mod widgets;

#[cfg(target_arch = "wasm32")]
pub use app::{
    browser_origin, mount_into, mounted_in_a_page, start, unmount, App, Ctx, MountOptions,
};
