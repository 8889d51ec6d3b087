// A carrier's page framing the widget page. `?to=self` configures this
// page's origin as `resultOrigin` (`?to=href`: with its `/`), `?to=other` another origin, nothing none;
// the page shows what reached it and keeps every message in
// `window.embarqueMessages`.
const params = new URL(location.href).searchParams;
window.embarqueMessages = [];
window.addEventListener('message', (e) => {
  if (e.data?.type !== 'embarque:result') return;
  window.embarqueMessages.push({ origin: e.origin, report: e.data.report });
  document.querySelector('[data-testid=host-result]').textContent =
    `Melhor benefício: ${e.data.report.best ?? 'nenhum'}`;
});

const src = new URL('/', location.origin);
src.searchParams.set('now', params.get('now') ?? '2026-12-19T10:00:00-03:00');
for (const k of ['birth', 'idj', 'lang']) if (params.has(k)) src.searchParams.set(k, params.get(k));
const to = params.get('to');
if (to === 'self') src.searchParams.set('resultOrigin', location.origin);
if (to === 'other') src.searchParams.set('resultOrigin', 'https://other.example');
// This page's origin as `new URL(location.href).href` of its root writes it.
if (to === 'href') src.searchParams.set('resultOrigin', new URL('/', location.origin).href);

const frame = document.createElement('iframe');
frame.title = 'Embarque: seus direitos na viagem';
frame.src = src.href;
frame.width = '100%';
frame.height = '900';
frame.dataset.testid = 'frame';
document.getElementById('slot').append(frame);
