// The hostile carrier page's script: mounts the widget with no policy,
// counts the host form's submissions (and stops them), and takes
// `?narrow=1` for a 320 px column on a wide screen.
import init, { mount } from '/embarque.js';

const params = new URL(location.href).searchParams;
if (params.get('narrow')) document.body.classList.add('narrow');
await init({ module_or_path: '/embarque_bg.wasm' });
window.hostSubmits = 0;
document.getElementById('checkout').addEventListener('submit', (e) => {
  window.hostSubmits += 1;
  e.preventDefault();
});
mount(document.getElementById('rights'), { now: params.get('now') ?? undefined, mode: params.get('mode') ?? undefined });
document.documentElement.dataset.mounted = 'true';
