// A tiny static server for the end-to-end tests: serves the release build in
// ../../dist (a fresh `trunk build --release`, never a `trunk serve` tree, which
// carries the auto-reload script) on 127.0.0.1 and a free port.
//
//   import { startServer } from './server.mjs';
//   const server = await startServer({ csp: true });
//   // server.origin === 'http://127.0.0.1:40123'
//   await server.close();
//
// - Correct MIME types, `application/wasm` included (streaming instantiation
//   refuses anything else).
// - `csp: true` adds the strict Content-Security-Policy a careful carrier would
//   send (STRICT_CSP below) to every response.
// - `/hosts/NAME.html` (and any file under tests/e2e/hosts/) is served from that
//   folder: host pages that embed the widget the way a carrier would.
// - Responses are `no-store` unless `validators: true`: then each file carries
//   `Last-Modified` and an `ETag`, and a matching `If-None-Match` gets a 304,
//   as from a common static host.
//
// Standalone: `node server.mjs [--csp] [--port N]` prints the origin and serves
// until interrupted.

import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = fileURLToPath(new URL('.', import.meta.url));
// EMBARQUE_DIST serves another build (a second tree while dist/ is in use).
export const DIST = resolve(process.env.EMBARQUE_DIST ?? resolve(HERE, '../../dist'));
export const HOSTS = resolve(HERE, 'hosts');

export const STRICT_CSP =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";

export const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Resolves `urlPath` inside `root`; null when it would escape it. */
function inside(root, urlPath) {
  const full = resolve(join(root, urlPath));
  return full === root || full.startsWith(root + sep) ? full : null;
}

async function fileFor(pathname, { root, hosts }) {
  let base = root;
  let rel = pathname;
  if (pathname === '/hosts' || pathname.startsWith('/hosts/')) {
    base = hosts;
    rel = pathname.slice('/hosts'.length) || '/';
  }
  let full = inside(base, rel);
  if (!full) return null;
  try {
    const s = await stat(full);
    if (s.isDirectory()) full = join(full, 'index.html');
    await stat(full);
    return full;
  } catch {
    return null;
  }
}

/** A static host's validators for `file`: its modification time and size. */
async function validatorsOf(file) {
  const s = await stat(file);
  return { 'last-modified': s.mtime.toUTCString(), etag: `"${s.size.toString(16)}-${s.mtimeMs.toString(16)}"` };
}

/**
 * Starts the server and resolves to `{ origin, url(path), port, close() }`.
 * Options: `csp` (boolean, default false), `port` (default 0 = a free one),
 * `root` (default ../../dist), `hosts` (default ./hosts),
 * `headers` (extra response headers for every response), `validators`
 * (boolean, default false: see above).
 * Rejects when the build is missing, so a test fails with a clear message.
 */
export async function startServer({
  csp = false,
  port = 0,
  root = DIST,
  hosts = HOSTS,
  headers = {},
  validators = false,
} = {}) {
  try {
    await stat(join(root, 'index.html'));
  } catch {
    throw new Error(`no release build in ${root}: run \`trunk build --release\` first`);
  }
  const requests = [];
  const server = createServer(async (req, res) => {
    const common = {
      ...(validators ? {} : { 'cache-control': 'no-store' }),
      'x-content-type-options': 'nosniff',
      ...(csp ? { 'content-security-policy': STRICT_CSP } : {}),
      ...headers,
    };
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch {
      res.writeHead(400, { ...common, 'content-type': 'text/plain' }).end('bad request');
      return;
    }
    const seen = { method: req.method, path: pathname };
    requests.push(seen);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...common, allow: 'GET, HEAD' }).end();
      return;
    }
    const file = await fileFor(pathname, { root, hosts });
    if (!file) {
      res.writeHead(404, { ...common, 'content-type': 'text/plain; charset=utf-8' }).end('not found');
      return;
    }
    try {
      const body = await readFile(file);
      const fresh = validators ? await validatorsOf(file) : {};
      if (validators && req.headers['if-none-match'] === fresh.etag) {
        seen.status = 304;
        res.writeHead(304, { ...common, ...fresh }).end();
        return;
      }
      seen.status = 200;
      res.writeHead(200, {
        ...common,
        ...fresh,
        'content-type': MIME[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'content-length': body.length,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (e) {
      res.writeHead(500, { ...common, 'content-type': 'text/plain' }).end(String(e));
    }
  });
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', ok);
  });
  const actual = server.address().port;
  const origin = `http://127.0.0.1:${actual}`;
  return {
    origin,
    port: actual,
    /** Paths the server was asked for, in order (`{ method, path, status }`). */
    requests,
    url: (path = '/') => new URL(path, origin).href,
    close: () =>
      new Promise((ok) => {
        server.closeAllConnections?.();
        server.close(() => ok());
      }),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const portArg = args.indexOf('--port');
  const server = await startServer({
    csp: args.includes('--csp'),
    port: portArg >= 0 ? Number(args[portArg + 1]) : 0,
  });
  console.log(`serving ${DIST} on ${server.origin}${args.includes('--csp') ? ' (strict CSP)' : ''}`);
}
