// Embarque's service worker: once the page has loaded, the widget works with
// the network cut (a kiosk in a bus station). The built assets are cached at
// install, cache first; a new release changes CACHE, and `activate` drops the
// older caches. Registered from boot.js (no inline script, so the strict CSP
// holds: workers fall under `script-src 'self'`).
const CACHE = 'embarque-v0.1.0-2';
const ASSETS = ['./', './index.html', './embarque.js', './embarque_bg.wasm', './embarque.css', './boot.js', './icon.svg'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(ASSETS))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('embarque-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

const scope = new URL(self.registration.scope);

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== scope.origin) return;
  // The page itself, whatever its query string (the form lives there).
  const page = url.pathname === scope.pathname || url.pathname === `${scope.pathname}index.html`;
  // boot.js restarts the widget after a panic from `embarque.js?instance=N`.
  const module = url.pathname === `${scope.pathname}embarque.js`;
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(page ? './index.html' : request, { ignoreSearch: page || module }))
      .then((hit) => hit ?? fetch(request)),
  );
});
