#!/usr/bin/env node
// Budget for the landing page (issue 2 §6): the gzipped size of the JavaScript a first visit to `/`
// loads before anything is lazy-loaded — the entry script of apps/web/dist/index.html, the chunks it
// modulepreloads, and any chunk they import statically — must stay at or under 170 KB.
// Lazy route chunks (dynamic import()) are not counted. Run after `npm run build`.
// Each public page also has a budget of its own (issue 22): the gzipped code of its route's page
// module and the chunks it imports statically, beyond what the landing page already loads — what
// the app loader fetches for that page (`data-lb-route`, decision 0045).
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
// 170 KB (issue 2 §6, issue 22).
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
let over = total > limit;
if (over) console.error(`Over budget by ${kb(total - limit)}: move code behind a lazy route or import() it on demand.`);
else console.log('Within budget.');

// Per page: its route module's own code (KB gzip). Measured 2026-11-25 (5.5, 52.0, 66.3, 134.2,
// 9.4, 4.3, 86.8, 39.4, 59.9 and 58.6 KB in this order; /subscribe 95.5 before its quote form became a chunk of its own) and given ~15 % headroom: a page that grows
// past it says so in CI. On a server-rendered page this code runs on first use (decision 0045).
const ROUTE_BUDGETS_KB = {
  '/': ['src/features/home/home-page.tsx', 7],
  '/read': ['src/features/reading/pages/read-page.tsx', 60],
  '/article/:id': ['src/features/reading/pages/article-page.tsx', 76],
  '/video': ['src/features/watch/pages/watch-page.tsx', 155],
  '/blog': ['src/features/cms/pages/blog-page.tsx', 11],
  '/blog/:id': ['src/features/cms/pages/blog-post-page.tsx', 6],
  '/speak': ['src/features/speak/pages/speak-page.tsx', 100],
  '/mentors': ['src/features/accounts/pages/mentors-page.tsx', 46],
  '/subscribe': ['src/features/billing/pages/subscribe-page.tsx', 69],
  '/materials': ['src/features/materials/pages/materials-page.tsx', 68],
};
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`No build manifest at ${path.relative(root, manifestFile)}: the per-page budgets cannot be checked.`);
  process.exit(2);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
/** The files of some manifest keys and of every chunk they import statically. */
function filesOf(keys, seen = new Set(), out = new Set()) {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    filesOf(manifest[key].imports ?? [], seen, out);
    if (manifest[key].file?.endsWith('.js')) out.add(path.join(dist, manifest[key].file));
  }
  return out;
}
console.log('\nCode of each public page beyond the landing page:');
for (const [page, [module, budgetKb]] of Object.entries(ROUTE_BUDGETS_KB)) {
  if (!manifest[module]) {
    console.error(`  ${page}: ${module} is not in the build manifest (renamed? update ROUTE_BUDGETS_KB)`);
    over = true;
    continue;
  }
  const files = [...filesOf([module])].filter((f) => !initial.has(f));
  const gz = files.reduce((sum, f) => sum + gzipSync(fs.readFileSync(f)).length, 0);
  const bad = gz > budgetKb * 1024;
  over ||= bad;
  console.log(`  ${kb(gz).padStart(10)} gzip in ${String(files.length).padStart(2)} file(s)  ${page.padEnd(13)} budget ${budgetKb} KB${bad ? '  OVER' : ''}`);
}
if (over) process.exit(1);
console.log('Every page within its budget.');
