// The built web app for runs against the real server: build it when its sources are newer, and take
// a private copy so a rebuild elsewhere cannot swap the files under the browser. Used by the journeys
// (run.mjs) and by the Lighthouse bench.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './server.mjs';

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry.name)));
  }
  return newest;
}

export function ensureWebBuild() {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  const webDir = path.join(root, 'apps/web');
  const index = path.join(webDir, 'dist/index.html');
  const built = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  const sources = ['src', 'public', 'index.html', 'vite.config.ts'].map((p) => path.join(webDir, p));
  for (const pkg of fs.readdirSync(path.join(root, 'packages'))) sources.push(path.join(root, 'packages', pkg, 'src'));
  const newest = Math.max(...sources.map(newestMtime));
  if (built && newest <= built) return;
  console.log(built ? 'Web app sources changed; building apps/web ...' : 'Web app not built; building apps/web ...');
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: webDir,
    stdio: 'inherit',
  });
  if (r.status !== 0) {
    console.error('The web build failed.\n0 passed, 1 failed');
    process.exit(1);
  }
}

/**
 * Copies apps/web/dist to a private folder the server serves for the whole run, so a rebuild
 * elsewhere (a developer's `vite build`, another run) cannot swap the files under the browser.
 * A copy taken while a build is writing is incomplete: it is checked and taken again.
 */
export function snapshotDist() {
  const dist = path.join(root, 'apps/web/dist');
  const snap = fs.mkdtempSync(path.join(os.tmpdir(), 'lingbridge-e2e-web-'));
  for (let attempt = 1; ; attempt++) {
    fs.rmSync(snap, { recursive: true, force: true });
    try {
      fs.cpSync(dist, snap, { recursive: true });
    } catch (err) {
      // A build removed a file while it was being copied: take the copy again.
      if (err.code !== 'ENOENT' || attempt >= 5) throw err;
      spawnSync('sleep', ['3']);
      continue;
    }
    const html = fs.existsSync(path.join(snap, 'index.html')) ? fs.readFileSync(path.join(snap, 'index.html'), 'utf8') : '';
    const refs = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]);
    if (html && refs.every((r) => fs.existsSync(path.join(snap, r)))) return snap;
    if (attempt >= 5) throw new Error('apps/web/dist is incomplete (a build is running?); run again when it has finished');
    spawnSync('sleep', ['3']);
  }
}
