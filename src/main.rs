//! The widget's page: mounts the app into `#embarque` when the page has one.
//! On native targets this binary only says how to build the widget.

#[cfg(target_arch = "wasm32")]
fn main() {
    embarque::ui::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the widget runs in the browser: build it with `trunk build --release`");
}
