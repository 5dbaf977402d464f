#!/usr/bin/env node
// No secrets in the tree (issue 21): every file git tracks is searched for the shapes of real
// credentials — private keys, cloud and payment keys, tokens — and for committed .env files.
// Test fixtures and docs use obvious placeholders (sk_test_…, whsec_test…), which do not match.
//   node scripts/check-secrets.mjs [dir]    exits 1 and names file and line on a find
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const PATTERNS = [
  ['a private key', /-----BEGIN (?:RSA |EC |DSA |OPENSSH |PGP |ENCRYPTED )?PRIVATE KEY( BLOCK)?-----/],
  ['an AWS access key id', /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/],
  ['a Stripe live key', /\b(?:sk|rk)_live_[0-9a-zA-Z]{16,}\b/],
  ['a GitHub token', /\b(?:ghp|gho|ghu|ghs|ghr)_[0-9A-Za-z]{36}\b|\bgithub_pat_[0-9A-Za-z_]{60,}\b/],
  ['a Slack token', /\bxox[baprs]-[0-9A-Za-z-]{10,}\b/],
  ['a Google API key', /\bAIza[0-9A-Za-z_-]{35}\b/],
  ['an OpenAI key', /\bsk-(?:proj-)?[A-Za-z0-9]{32,}\b/],
  ['a URL with a password', /\b[a-z][a-z0-9+.-]*:\/\/[^/\s:@'"`]+:(?!\*|<|\$\{|password\b|pass\b|secret\b|x@)[^/\s:@'"`]{6,}@[a-z0-9.-]+/i],
];

/** Files to search: what git tracks under `dir` (or every file, outside a repository). */
function filesOf(dir) {
  try {
    return execFileSync('git', ['ls-files', '-z'], { cwd: dir, encoding: 'utf8' }).split('\0').filter(Boolean);
  } catch {
    const out = [];
    const walk = (d) => {
      for (const e of fs.readdirSync(path.join(dir, d), { withFileTypes: true })) {
        if (e.name === 'node_modules' || e.name === '.git') continue;
        const rel = path.join(d, e.name);
        if (e.isDirectory()) walk(rel);
        else out.push(rel);
      }
    };
    walk('');
    return out;
  }
}

export function findSecrets(dir) {
  const finds = [];
  for (const rel of filesOf(dir)) {
    if (/(^|\/)\.env(\.[\w-]+)?$/.test(rel) && !/\.example$/.test(rel)) finds.push(`${rel}: a committed .env file`);
    const file = path.join(dir, rel);
    let text;
    try {
      const st = fs.statSync(file);
      if (!st.isFile() || st.size > 2_000_000) continue;
      text = fs.readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    if (text.includes('\u0000')) continue; // binary
    const lines = text.split('\n');
    lines.forEach((line, i) => {
      for (const [what, re] of PATTERNS) if (re.test(line)) finds.push(`${rel}:${i + 1}: ${what}`);
    });
  }
  return finds;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(process.argv[2] ?? '.');
  const finds = findSecrets(dir);
  if (finds.length) {
    console.error(`Secrets in the tree (${finds.length}):\n${finds.join('\n')}`);
    process.exit(1);
  }
  console.log('No secrets in the tree.');
}
