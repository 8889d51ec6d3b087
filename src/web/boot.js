// Starts the widget without any inline script, so the page runs under
// `script-src 'self' 'wasm-unsafe-eval'` (Trunk's own loader is inline).
import init from './embarque.js';

init({ module_or_path: new URL('./embarque_bg.wasm', import.meta.url) });
