#!/usr/bin/env node
// Known-vulnerable dependencies (issue 21): `npm audit` at high severity, with reasoned exceptions in
// scripts/audit-exceptions.json ({ "<package>": "why it does not reach users, and until when" }).
// A registry that does not serve advisories is said plainly and skipped (AUDIT_REQUIRED=1 fails then).
// Usage: node scripts/audit.mjs [report.json]  (a saved `npm audit --json` report instead of asking)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const BAD = new Set(['high', 'critical']);

/** The verdict on one `npm audit --json` report: the findings that fail, or why there is no report. */
export function judge(report, exceptions = {}) {
  if (!report || typeof report !== 'object' || !report.vulnerabilities) {
    const status = report?.statusCode ?? report?.error?.code ?? 'no report';
    return { unavailable: String(status), failing: [], excused: [] };
  }
  const failing = [];
  const excused = [];
  for (const [name, v] of Object.entries(report.vulnerabilities)) {
    if (!BAD.has(v.severity)) continue;
    const line = `${name} (${v.severity}${v.range ? `, ${v.range}` : ''})`;
    if (Object.hasOwn(exceptions, name)) excused.push(`${line}: ${exceptions[name]}`);
    else failing.push(line);
  }
  return { unavailable: null, failing, excused };
}

function main() {
  const exceptions = JSON.parse(fs.readFileSync(path.join(root, 'scripts/audit-exceptions.json'), 'utf8'));
  let raw = '';
  if (process.argv[2]) raw = fs.readFileSync(process.argv[2], 'utf8');
  else raw = spawnSync('npm', ['audit', '--json', '--audit-level=high'], { cwd: root, encoding: 'utf8', timeout: 120_000 }).stdout ?? '';
  let report = null;
  try {
    report = JSON.parse(raw);
  } catch {
    /* not JSON: no report */
  }
  const v = judge(report, exceptions);
  if (v.unavailable) {
    console.log(`npm audit: the registry gave no advisories (${v.unavailable}); not checked.`);
    process.exit(process.env.AUDIT_REQUIRED === '1' ? 1 : 0);
  }
  for (const e of v.excused) console.log(`excused: ${e}`);
  if (v.failing.length) {
    console.error(`npm audit: ${v.failing.length} high or critical:\n  ${v.failing.join('\n  ')}`);
    process.exit(1);
  }
  console.log('npm audit: no high or critical advisories.');
}

if (import.meta.url === `file://${process.argv[1]}`) main();
