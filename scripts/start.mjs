#!/usr/bin/env node
// `npm start`: builds the web app if it is missing or older than its sources, compiles the server
// to JavaScript if it is missing or older than its sources (scripts/build-server.mjs, decision
// 0129), then starts the server (which applies migrations and seeds demo data on first start) in
// this same process. `LINGBRIDGE_TSX=1` runs the TypeScript sources under tsx instead.
// `npm run worker` is this with ROLE=worker, which serves no pages and so does not build them.
// Several may start at once: one builds while the others wait (scripts/build-lock.mjs).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { withBuildLock } from './build-lock.mjs';
import { missingPackages } from './system-packages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const dist = path.join(webDir, 'dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

const sources = [path.join(webDir, 'src'), path.join(webDir, 'public'), path.join(root, 'packages/contracts/src')];
function webStale() {
  const built = fs.existsSync(dist) ? fs.statSync(dist).mtimeMs : 0;
  return sources.some((d) => fs.existsSync(d) && newestMtime(d) > built) || fs.statSync(path.join(webDir, 'index.html')).mtimeMs > built;
}

function buildWeb() {
  console.log('Building the web app (first start or changed sources)...');
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: webDir,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const optional = missingPackages().filter((p) => p.pkg !== 'chromium' && p.pkg !== 'poppler-utils');
if (optional.length)
  console.log(`Optional Debian packages not installed (apt-get install -y ${optional.map((p) => p.pkg).join(' ')}): ${optional.map((p) => p.why).join('; ')}.`);

let compiled = null;
let preopen = null;
// The staleness is read inside the lock: a start that waited finds what the first one built.
await withBuildLock(path.join(root, 'node_modules/.cache/lingbridge-build.lock'), async () => {
  if (process.env.ROLE !== 'worker' && webStale()) buildWeb();
  if (process.env.LINGBRIDGE_TSX === '1') return;
  try {
    const { ensureServerBuilt } = await import('./build-server.mjs');
    [compiled, preopen] = await ensureServerBuilt();
  } catch (err) {
    console.log(`Could not compile the server (${err?.message ?? err}); running its sources under tsx.`);
  }
});
if (compiled) {
  // On PGlite the database starts opening in its thread while the server's modules load (decision 0139).
  await import(pathToFileURL(preopen).href);
  await import(pathToFileURL(compiled).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(path.join(root, 'apps/server/src/main.ts'));
}
