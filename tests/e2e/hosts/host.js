// A carrier's page: loads the widget from its own origin, hands it the
// carrier's policy and listens for the passenger's result. No inline script,
// so it runs under `script-src 'self' 'wasm-unsafe-eval'`.
//
//   /hosts/plain.html?now=2026-12-19T10:00:00-03:00&lang=en&policy=bad
import init, { mount } from '/embarque.js';

const params = new URL(location.href).searchParams;
await init({ module_or_path: '/embarque_bg.wasm' });

const BAD = {
  retentionPercent: 10,
  youthExtraDiscountPercent: 30,
  carrier: { name: 'Viação Exemplo', colours: { brand: 'red; background: url(//evil.example/)' } },
};
const policy =
  params.get('policy') === 'bad'
    ? BAD
    : params.get('policy') === 'none'
      ? undefined
      : params.get('policy') === 'numbers'
        ? { retentionPercent: 3 }
      : await (await fetch('/hosts/policy.example.json')).json();

const el = document.getElementById('rights');
window.embarqueResults = [];
el.addEventListener('embarque:result', (e) => window.embarqueResults.push(e.detail));
window.embarqueMount = mount(el, {
  policy,
  locale: params.get('lang') ?? 'pt-BR',
  now: params.get('now') ?? undefined,
  theme:
    params.get('theme') === 'bad'
      ? { radius: 4, colorPanel: '#f7f0f5', colorBrand: 'verde' }
      : { radius: '2px', colorPanel: '#f7f0f5' },
  mode: params.get('mode') ?? undefined,
  idle: Number(params.get('idle')) || undefined,
});
document.documentElement.dataset.mounted = 'true';
