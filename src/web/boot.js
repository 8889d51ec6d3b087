// Starts the widget without any inline script, so the page runs under
// `script-src 'self' 'wasm-unsafe-eval'` (Trunk's own loader is inline), and
// registers the service worker that keeps it working offline (sw.js).
//
// A panic never leaves the page blank (src/ui/recover.rs): the instance that
// panicked shows an alert in #embarque and fires `embarque:panic`; here the
// widget restarts in a fresh instance of the module (a new import URL, so new
// module state) in a fresh #embarque, which reads the answers back from the
// URL (after a release took the page over, the page loads again instead).
// A second panic within a minute stops the restarts: the alert then
// offers to start over with a blank form. A failed download (mobile data
// that drops) says so, with a button that tries again: embarque.js is
// imported here, not above, so that its own failure is caught too.
const wasmUrl = new URL('./embarque_bg.wasm', import.meta.url);
const RESTARTED = {
  'pt-BR': 'O widget foi reiniciado com as suas respostas.',
  en: 'The widget restarted with your answers.',
  es: 'El widget se reinició con sus respuestas.',
};
const START_OVER = { 'pt-BR': 'Recomeçar do zero', en: 'Start over', es: 'Empezar de nuevo' };
const FAILED = {
  'pt-BR': 'Não foi possível carregar o Embarque. Verifique a conexão.',
  en: 'Embarque could not be loaded. Check the connection.',
  es: 'No se pudo cargar Embarque. Verifique la conexión.',
};
const RETRY = { 'pt-BR': 'Tentar de novo', en: 'Try again', es: 'Intentar de nuevo' };
const LOADING = { 'pt-BR': 'Carregando o Embarque…', en: 'Loading Embarque…', es: 'Cargando Embarque…' };
const SLOW = {
  'pt-BR': 'Está demorando: a conexão parece lenta.',
  en: 'This is taking long: the connection seems slow.',
  es: 'Está tardando: la conexión parece lenta.',
};

// The URL keys that are the page's settings, not a passenger's answers.
const SHELL = ['mode', 'idle', 'lang', 'now', 'resultOrigin', 'paper'];
const kiosk = new URLSearchParams(location.search).get('mode') === 'kiosk';

let generation = 0;
let lastPanic = -Infinity;
// Whether a new release's worker has taken this page over (below).
let released = false;

/** Loads the page again with only its own settings, none of the answers. */
function startBlank() {
  const keep = new URLSearchParams();
  const current = new URLSearchParams(location.search);
  for (const [k, v] of current) {
    if (SHELL.includes(k)) keep.append(k, v);
  }
  // A kiosk's own language (`klang`), not the last passenger's.
  if (current.has('klang')) keep.set('lang', current.get('klang'));
  const q = keep.toString();
  location.replace(location.pathname + (q ? `?${q}` : ''));
}

// index.html's own language, until the widget sets the page's.
const STATIC_LANG = document.documentElement.lang;

function say(table) {
  // The widget's choice: the link's language, else the page's once the
  // widget has set it, else the browser's (an English browser read
  // "Carregando…"); `EN` and `es_AR` read as the widget reads them.
  const page = document.documentElement.lang;
  const lang = new URLSearchParams(location.search).get('lang') ?? (page !== STATIC_LANG ? page : navigator.language) ?? '';
  // As Locale::from_tag reads it: by its start ("english" is English).
  const l = lang.toLowerCase();
  return l.startsWith('en') ? table.en : l.startsWith('es') ? table.es : table['pt-BR'];
}

function watch(root) {
  root.addEventListener('embarque:panic', () => {
    const alert = root.querySelector('[data-testid="embarque-crash"]');
    const now = performance.now();
    const again = now - lastPanic < 60_000;
    lastPanic = now;
    if (again) {
      // The answers themselves may be what fails: offer a blank start, with
      // the page's own settings (a kiosk stays a kiosk). A button, not a
      // link: the dead instance's kiosk guard cancelled a link's click.
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'emb-button';
      button.dataset.testid = 'embarque-start-over';
      button.textContent = say(START_OVER);
      button.addEventListener('click', (e) => {
        e.stopPropagation();
        startBlank();
      });
      alert?.append(button);
      return;
    }
    // After a release took over, a fresh import is the new release's
    // embarque.js under this page's old stylesheet and loader: load the
    // page again instead, its answers in its URL.
    if (released) return location.reload();
    // A new element drops every listener of the old instance with its nodes.
    const fresh = root.cloneNode(false);
    fresh.className = '';
    if (alert) {
      const note = document.createElement('p');
      note.className = 'emb-crash__detail';
      note.textContent = say(RESTARTED);
      alert.append(note);
      fresh.append(alert);
    }
    root.replaceWith(fresh);
    watch(fresh);
    generation += 1;
    import(`./embarque.js?instance=${generation}`)
      .then((m) => m.default({ module_or_path: wasmUrl }))
      .catch((e) => console.error('embarque: restart failed', e));
  });
}

/** Says in `root` that the widget could not be loaded, with a retry. */
function failed(root) {
  const alert = document.createElement('div');
  alert.className = 'emb-crash';
  alert.setAttribute('role', 'alert');
  alert.dataset.testid = 'embarque-load-failed';
  const title = document.createElement('p');
  title.className = 'emb-crash__title';
  title.textContent = say(FAILED);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'emb-button';
  button.textContent = say(RETRY);
  button.addEventListener('click', () => location.reload());
  alert.append(title, button);
  root.classList.add('emb-root');
  // The kiosk's type and touch targets: read at arm's length, by a finger.
  if (kiosk) root.classList.add('emb-kiosk');
  root.replaceChildren(alert);
}

const root = document.getElementById('embarque');
if (root) watch(root);
// index.html's line for a boot.js that never ran: this one runs.
root?.querySelector(':scope > .emb-boot-failed')?.remove();
// On mobile data the download takes seconds: the page says it is loading
// rather than stay white. Here, not in index.html, so that a page without
// JavaScript says only that it needs it. init() has drawn the widget when
// it resolves (failed() replaces it too).
const loading = document.createElement('p');
loading.className = kiosk ? 'emb-loading emb-loading--kiosk' : 'emb-loading';
loading.setAttribute('role', 'status');
loading.dataset.testid = 'embarque-loading';
loading.textContent = say(LOADING);
root?.append(loading);
// A download that stalls rather than fails (weak mobile data) said
// "Carregando…" for good: after 20 s the line says so and offers to try
// again, while the download goes on.
const slow = setTimeout(() => {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'emb-button';
  button.dataset.testid = 'embarque-slow-retry';
  button.textContent = say(RETRY);
  button.addEventListener('click', () => location.reload());
  loading.append(` ${say(SLOW)} `, button);
}, 20_000);
import('./embarque.js')
  .then((m) => m.default({ module_or_path: wasmUrl }))
  .then(() => loading.remove())
  .catch((e) => {
    console.error('embarque: could not load', e);
    if (root) failed(root);
  })
  .finally(() => clearTimeout(slow));

if ('serviceWorker' in navigator) {
  const sw = navigator.serviceWorker;
  const registered = sw.register(new URL('./sw.js', import.meta.url), { scope: './' }).catch(() => {
    // No service worker (private mode, file://): the page still works online.
  });
  // A kiosk never navigates, so the browser never looks for a new release
  // and the page would run the old rules for weeks: at each passenger's end
  // (`embarque:reset`) it asks for one, and once one has taken over (a
  // controller replaced, not the first one) the page loads again, with only
  // the kiosk's settings (the widget writes its blank URL later): at once if
  // nobody has touched it since that end, else at the next end, never under
  // a passenger's hands.
  let controller = sw.controller;
  let touched = false;
  // A page loaded past an active worker (a hard reload) has no controller,
  // and the next worker to take it over is a release, not the first
  // install: it reached such a kiosk one release late.
  let active = false;
  registered.then((r) => (active = !!r?.active)).catch(() => {});
  // What the idle guard counts as a passenger (src/ui/kiosk.rs).
  for (const kind of ['pointerdown', 'keydown', 'touchstart', 'wheel', 'input']) {
    document.addEventListener(kind, () => (touched = true), { capture: true, passive: true });
  }
  sw.addEventListener('controllerchange', () => {
    released ||= controller !== null || active;
    controller = sw.controller;
    if (released && kiosk && !touched) startBlank();
  });
  document.addEventListener('embarque:reset', () => {
    touched = false;
    if (released) startBlank();
    else registered.then((r) => r?.update()).catch(() => {});
  });
}
