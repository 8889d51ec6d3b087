// Starts the floor the way the widget's src/web/boot.js starts the widget (a
// module script, no inline loader), minus the service worker.
import init from './floor.js';

init({ module_or_path: new URL('./floor_bg.wasm', import.meta.url) });
