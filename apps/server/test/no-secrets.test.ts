import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const check = (dir: string) => spawnSync(process.execPath, [path.join(root, 'scripts/check-secrets.mjs'), dir], { encoding: 'utf8' });

describe('no secrets in the tree (scripts/check-secrets.mjs)', () => {
  it('finds none in what git tracks', () => {
    const r = check(root);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it('finds a planted key, token, password URL and .env file, naming file and line', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lb-secrets-'));
    // Built from parts, so this file itself holds no secret's shape.
    const key = ['-----BEGIN', 'RSA PRIVATE KEY-----'].join(' ');
    fs.writeFileSync(path.join(dir, 'a.ts'), `const ok = 'sk_test_placeholder';\nconst k = \`${key}\`;\n`);
    fs.writeFileSync(path.join(dir, 'b.md'), `stripe: ${'sk_' + 'live_'}${'4'.repeat(24)}\ndb: postgres://app:${'hunter2pw'}@db.example.com/app\n`);
    fs.writeFileSync(path.join(dir, '.env'), 'X=1\n');
    fs.writeFileSync(path.join(dir, '.env.example'), 'SESSION_SECRET=\n');
    const r = check(dir);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('a.ts:2: a private key');
    expect(r.stderr).toContain('b.md:1: a Stripe live key');
    expect(r.stderr).toContain('b.md:2: a URL with a password');
    expect(r.stderr).toContain('.env: a committed .env file');
    expect(r.stderr).not.toContain('.env.example');
    expect(r.stderr).not.toContain('a.ts:1');
  });
});
