// Embarque's service worker: once the page has loaded, the widget works with
// the network cut (a kiosk in a bus station). The built assets are cached at
// install, cache first. The build names CACHE after its content
// (.ci/stamp-sw.sh), so a release is a new sw.js, a new worker and a new
// cache, and `activate` drops the older caches. Registered from boot.js (no
// inline script, so the strict CSP holds: workers fall under `script-src
// 'self'`). Minified in release builds (.ci/minify-js.sh).
const CACHE = 'embarque-dev';
const ASSETS = ['./', './index.html', './embarque.js', './embarque_bg.wasm', './embarque.css', './boot.js', './icon.svg'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      // Revalidated with the server (a 304 costs no body): an asset the HTTP
      // cache still thinks fresh could be the last release's, beside this
      // release's others.
      .then((cache) => cache.addAll(ASSETS.map((a) => new Request(a, { cache: 'no-cache' }))))
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
