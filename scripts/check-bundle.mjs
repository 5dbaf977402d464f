#!/usr/bin/env node
// Budget for the landing page (issue 2 §6): the gzipped size of the JavaScript a first visit to `/`
// loads before anything is lazy-loaded — the entry script of apps/web/dist/index.html, the chunks it
// modulepreloads, and any chunk they import statically — must stay at or under 170 KB.
// Lazy route chunks (dynamic import()) are not counted. Run after `npm run build`.
//
//   node scripts/check-bundle.mjs [--dist apps/web/dist] [--limit-kb 170]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const dist = path.resolve(root, arg('--dist', 'apps/web/dist'));
const limitKb = Number(arg('--limit-kb', '170'));
const limit = limitKb * 1024;

const indexFile = path.join(dist, 'index.html');
if (!fs.existsSync(indexFile)) {
  console.error(`No build at ${path.relative(root, indexFile)}: run \`npm run build\` first.`);
  process.exit(2);
}
const html = fs.readFileSync(indexFile, 'utf8');
const attr = (tag, name) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
const local = (url) => !/^(?:[a-z]+:)?\/\//i.test(url);
const toFile = (url) => path.join(dist, url.replace(/^\//, '').split(/[?#]/)[0]);

const entries = [];
for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
  const src = attr(tag, 'src');
  if (src && /type\s*=\s*["']module["']/i.test(tag) && local(src)) entries.push(toFile(src));
}
const preloads = [];
for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
  const href = attr(tag, 'href');
  if (href && /^modulepreload$/i.test(attr(tag, 'rel') ?? '') && local(href)) preloads.push(toFile(href));
}
if (!entries.length) {
  console.error(`No module entry script in ${path.relative(root, indexFile)}.`);
  process.exit(2);
}

// Static imports (`import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`) load before
// the page runs; Vite lists them as modulepreload, and following them too catches any it did not.
const staticImport = /(?:\bimport|\bexport)\s*(?:[\w*$\s{},]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.m?js)["']/g;
const initial = new Set();
const queue = [...entries, ...preloads];
while (queue.length) {
  const file = queue.shift();
  if (initial.has(file)) continue;
  if (!fs.existsSync(file)) {
    console.error(`index.html refers to a missing file: ${path.relative(dist, file)}`);
    process.exit(2);
  }
  initial.add(file);
  const code = fs.readFileSync(file, 'utf8');
  for (const m of code.matchAll(staticImport)) queue.push(path.resolve(path.dirname(file), m[1]));
}

const rows = [...initial].map((file) => {
  const bytes = fs.readFileSync(file);
  return { file: path.relative(dist, file), raw: bytes.length, gz: gzipSync(bytes).length };
});
rows.sort((a, b) => b.gz - a.gz);
const total = rows.reduce((s, r) => s + r.gz, 0);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

console.log(`Initial JavaScript of the landing page (${path.relative(root, dist)}/index.html):`);
for (const r of rows) console.log(`  ${kb(r.gz).padStart(10)} gzip  ${kb(r.raw).padStart(10)} raw  ${r.file}`);
console.log(`  ${kb(total).padStart(10)} gzip in ${rows.length} file(s); budget ${limitKb} KB`);
if (total > limit) {
  console.error(`Over budget by ${kb(total - limit)}: move code behind a lazy route or import() it on demand.`);
  process.exit(1);
}
console.log('Within budget.');
