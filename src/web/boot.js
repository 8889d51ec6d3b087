// Starts the widget without any inline script, so the page runs under
// `script-src 'self' 'wasm-unsafe-eval'` (Trunk's own loader is inline), and
// registers the service worker that keeps it working offline (sw.js).
import init from './embarque.js';

init({ module_or_path: new URL('./embarque_bg.wasm', import.meta.url) });

if ('serviceWorker' in navigator) {
  navigator.serviceWorker.register(new URL('./sw.js', import.meta.url), { scope: './' }).catch(() => {
    // No service worker (private mode, file://): the page still works online.
  });
}
