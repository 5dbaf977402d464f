#!/usr/bin/env node
// `npm test`: unit, server and web tests (vitest), then the browser journeys (e2e).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSystemPackages } from './system-packages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd, args, opts = {}) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts }).status ?? 1;

ensureSystemPackages();
const vitest = run(process.execPath, [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run']);
if (vitest !== 0) process.exit(vitest);
if (process.env.SKIP_E2E === '1') {
  console.log('SKIP_E2E=1: browser journeys skipped');
  process.exit(0);
}
process.exit(run('npm', ['test', '-w', '@lingbridge/e2e']));
