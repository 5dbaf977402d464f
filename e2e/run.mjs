#!/usr/bin/env node
// Browser journeys (`npm test -w @lingbridge/e2e`): builds the web app when needed, starts the real
// server on a free port with a fresh data folder, drives Debian's Chromium through the journeys in
// e2e/journeys/, and prints `N passed, N failed`. Options: E2E_FILTER=<text> runs the tests whose
// name contains it; E2E_VERBOSE=1 prints each step; E2E_HEADED=1 shows the browser (needs a display);
// E2E_SKIP_BUILD=1 uses apps/web/dist as it is.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { createRunner } from './lib/harness.mjs';
import { startServer } from './lib/server.mjs';
import { ensureWebBuild, snapshotDist } from './lib/web-build.mjs';

const CHROMIUM = '/usr/bin/chromium';
const e2eDir = import.meta.dirname;
const screenshotsDir = path.join(e2eDir, 'screenshots');
const t0 = Date.now();

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Chromium was not found at ${CHROMIUM}. Install Debian's package, then run again:\n  sudo apt-get install -y chromium`);
    process.exit(2);
  }
  const sh = (args) => {
    console.log(`$ ${args.join(' ')}`);
    return spawnSync(args[0], args.slice(1), { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status;
  };
  console.log(`Chromium was not found at ${CHROMIUM}; installing Debian's chromium package (running as root).`);
  if (sh(['apt-get', 'install', '-y', 'chromium']) !== 0) {
    // A fresh machine may have no package lists yet.
    sh(['apt-get', 'update']);
    sh(['apt-get', 'install', '-y', 'chromium']);
  }
  if (!fs.existsSync(CHROMIUM)) {
    console.error(`Installing chromium failed. Install it by hand, then run again:\n  apt-get update && apt-get install -y chromium`);
    process.exit(2);
  }
}

/**
 * Debian's Janus for the Speak Room's SFU journey (decision 0122), installed like Chromium when this
 * runs as root; without it that journey says it is skipped.
 */
function ensureJanus() {
  if (spawnSync('sh', ['-c', 'command -v janus']).status === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) return console.log('Janus is not installed: the SFU journey is skipped (sudo apt-get install -y janus).');
  console.log("Janus was not found; installing Debian's janus package (running as root).");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (spawnSync('apt-get', ['install', '-y', 'janus'], { stdio: 'inherit', env }).status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', 'janus'], { stdio: 'inherit', env });
  }
}

ensureChromium();
ensureJanus();
ensureWebBuild();
const webDist = snapshotDist();

let server;
let browser;
let cleaning = null;
async function cleanup() {
  cleaning ??= (async () => {
    await browser?.close().catch(() => {});
    await server?.stop().catch((err) => console.error(`stopping the server failed: ${err.message}`));
    fs.rmSync(webDist, { recursive: true, force: true });
  })();
  return cleaning;
}
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, async () => {
    console.error(`\n${sig}: stopping the server`);
    await cleanup();
    process.exit(130);
  });
}

let failed = 0;
let passed = 0;
try {
  server = await startServer({ env: { WEB_DIST: webDist } });
  console.log(`Server ready at ${server.baseUrl} (${((Date.now() - t0) / 1000).toFixed(1)} s after start of run)`);
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: !process.env.E2E_HEADED,
    // Fake microphone and camera (a beep and a test pattern), allowed without a prompt: the Speak Room and recordings.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  const runner = createRunner({
    browser,
    baseUrl: server.baseUrl,
    dataDir: server.dataDir,
    screenshotsDir,
    filter: process.env.E2E_FILTER,
  });
  const files = fs
    .readdirSync(path.join(e2eDir, 'journeys'))
    .filter((f) => f.endsWith('.mjs'))
    .sort();
  for (const f of files) {
    const mod = await import(pathToFileURL(path.join(e2eDir, 'journeys', f)).href);
    mod.default(runner.test, { baseUrl: server.baseUrl, dataDir: server.dataDir, webDist });
  }
  const results = await runner.run();
  passed = results.filter((r) => r.ok).length;
  failed = results.length - passed;
  if (failed) {
    console.log('\n--- last server log lines ---');
    console.log(server.logTail(20) || '(empty)');
  }
} catch (err) {
  console.error(`e2e run aborted: ${err.stack ?? err}`);
  failed += 1;
} finally {
  await cleanup();
}
console.log(`\nFinished in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
