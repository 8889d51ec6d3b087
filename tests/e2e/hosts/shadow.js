// A carrier that wraps the widget in a web component (Wix custom elements,
// a design system): mount() into an element of an open shadow root, with the
// widget's stylesheet inside it.
import init, { mount } from '/embarque.js';

const params = new URL(location.href).searchParams;
await init({ module_or_path: '/embarque_bg.wasm' });
const host = document.querySelector('embarque-rights');
const shadow = host.attachShadow({ mode: 'open' });
const css = document.createElement('link');
css.rel = 'stylesheet';
css.href = '/embarque.css';
const el = document.createElement('div');
el.id = 'rights';
shadow.append(css, el);
window.embarqueMount = mount(el, { now: params.get('now') ?? undefined });
document.documentElement.dataset.mounted = 'true';
