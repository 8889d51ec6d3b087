// Renames the imports of a wasm-bindgen module to short names, in the wasm
// and in its JavaScript loader alike:
//
//   node .ci/short-imports.mjs <name>   (<name>.js and <name>_bg.wasm in Trunk's staging dir)
//
// wasm-bindgen names each function the wasm imports from its loader after
// the JS it calls and a hash, `__wbg_getElementById_7ee213db584f37b0`:
// 183 names, 6 KB in each file, whose 16 hex digits gzip cannot shrink.
// Those names are the loader's own business: it builds the import object
// (`__wbg_get_imports`, not exported) and nothing else reads it. So each
// becomes `a`, `b`, … `ba`, …, in the wasm's import section and in the
// loader's object alike; every other byte of both files stays as it was.
// A name the loader does not hold exactly once as a key (`name:`) is left
// as it is. The post_build hook runs it on a release build (the widget's
// and the floor's), before terser (.ci/minify-js.sh), which keeps property
// names; a debug build keeps wasm-bindgen's names.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [name] = process.argv.slice(2);
const dir = process.env.TRUNK_STAGING_DIR;
if (process.env.TRUNK_PROFILE !== 'release') process.exit(0);
if (!dir || !name) {
    console.error('usage: node .ci/short-imports.mjs <name> (a Trunk hook: TRUNK_STAGING_DIR)');
    process.exit(2);
}
const jsPath = join(dir, `${name}.js`);
const wasmPath = join(dir, `${name}_bg.wasm`);
let js = readFileSync(jsPath, 'utf8');
const wasm = readFileSync(wasmPath);

function fail(message) {
    console.error(`short-imports: ${message}`);
    process.exit(1);
}

// LEB128, unsigned.
function readU32(b, at) {
    let value = 0, shift = 0, i = at;
    for (;;) {
        const byte = b[i++];
        value += (byte & 0x7f) * 2 ** shift;
        shift += 7;
        if (byte < 0x80) return [value, i];
        if (shift > 63) fail('bad LEB128');
    }
}
function u32(n) {
    const out = [];
    do {
        let byte = n % 128;
        n = Math.floor(n / 128);
        if (n > 0) byte |= 0x80;
        out.push(byte);
    } while (n > 0);
    return Buffer.from(out);
}
function str(s) {
    const b = Buffer.from(s, 'utf8');
    return Buffer.concat([u32(b.length), b]);
}
function readStr(b, at) {
    const [len, i] = readU32(b, at);
    return [b.toString('utf8', i, i + len), i + len];
}
// The end of an import's description (its kind at `at`).
function descEnd(b, at) {
    const kind = b[at];
    let i = at + 1;
    const limits = (j) => {
        const flags = b[j++];
        [, j] = readU32(b, j);
        if (flags & 1) [, j] = readU32(b, j);
        return j;
    };
    switch (kind) {
        case 0: return readU32(b, i)[1];            // function: type index
        case 1: return limits(i + 1);               // table: reftype, limits
        case 2: return limits(i);                   // memory: limits
        case 3: return i + 2;                       // global: valtype, mutability
        case 4: return readU32(b, i + 1)[1];        // tag: attribute, type index
        default: fail(`import kind ${kind}`);
    }
}

// `a` … `z`, `A` … `Z`, then two letters: never a word of JavaScript's.
const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
function short(n) {
    let s = '';
    do {
        s = letters[n % letters.length] + s;
        n = Math.floor(n / letters.length) - 1;
    } while (n >= 0);
    return s;
}

if (wasm.readUInt32LE(0) !== 0x6d736100) fail(`${wasmPath} is not a wasm module`);
const parts = [wasm.subarray(0, 8)];
let at = 8, renamed = 0, kept = 0, next = 0;
const taken = new Set();
while (at < wasm.length) {
    const id = wasm[at];
    const [size, bodyAt] = readU32(wasm, at + 1);
    const end = bodyAt + size;
    if (id !== 2) {
        parts.push(wasm.subarray(at, end));
        at = end;
        continue;
    }
    const [count, first] = readU32(wasm, bodyAt);
    const entries = [u32(count)];
    let i = first;
    for (let k = 0; k < count; k++) {
        const [module, j] = readStr(wasm, i);
        const [field, d] = readStr(wasm, j);
        const e = descEnd(wasm, d);
        let to = field;
        // Its one key in the loader: `name: function` (or `name:`).
        const key = new RegExp(`(?<![\\w$.])${field.replace(/\$/g, '\\$')}(?=\\s*:)`, 'g');
        const found = js.match(key);
        if (found && found.length === 1 && /^[\w$]+$/.test(field)) {
            do to = short(next++); while (taken.has(to) || new RegExp(`(?<![\\w$])${to}\\s*:`).test(js));
            js = js.replace(key, to);
            taken.add(to);
            renamed++;
        } else {
            kept++;
        }
        entries.push(str(module), str(to), wasm.subarray(d, e));
        i = e;
    }
    if (i !== end) fail('the import section did not end where it said');
    const body = Buffer.concat(entries);
    parts.push(Buffer.from([2]), u32(body.length), body);
    at = end;
}
writeFileSync(wasmPath, Buffer.concat(parts));
writeFileSync(jsPath, js);
console.log(`short-imports: ${renamed} imports renamed, ${kept} kept (${name})`);
