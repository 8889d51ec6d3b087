//! The floor: a counter button and a text, nothing else. What any Leptos 0.8
//! CSR page weighs and costs to start, for comparison with the widget
//! (`.ci/size.sh`, `.ci/bench.sh`).

use leptos::prelude::*;

fn main() {
    leptos::mount::mount_to_body(Floor);
}

#[component]
fn Floor() -> impl IntoView {
    let count = RwSignal::new(0u32);
    view! {
        <main>
            <p data-testid="floor-text">"Count: " {move || count.get()}</p>
            <button type="button" data-testid="floor-button" on:click=move |_| count.update(|n| *n += 1)>
                "+1"
            </button>
        </main>
    }
}
