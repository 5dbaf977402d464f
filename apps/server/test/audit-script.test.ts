import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const audit = (report: unknown, env: Record<string, string> = {}) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lb-audit-')), 'report.json');
  fs.writeFileSync(file, typeof report === 'string' ? report : JSON.stringify(report));
  return spawnSync(process.execPath, [path.join(root, 'scripts/audit.mjs'), file], { encoding: 'utf8', env: { ...process.env, ...env } });
};
const vuln = (severity: string) => ({ severity, range: '<1.2.3', via: [] });

describe('known-vulnerable dependencies (scripts/audit.mjs)', () => {
  it('fails on a high or critical advisory and names the package; moderate ones pass', () => {
    const r = audit({ vulnerabilities: { 'left-pad': vuln('critical'), lodash: vuln('moderate') } });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('left-pad (critical, <1.2.3)');
    expect(r.stderr).not.toContain('lodash');
    expect(audit({ vulnerabilities: { lodash: vuln('moderate') } }).status).toBe(0);
  });

  it('says plainly when the registry serves no advisories, and fails then only when required', () => {
    const refused = { statusCode: 405, message: 'Method Not Allowed' };
    const r = audit(refused);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('the registry gave no advisories (405)');
    expect(audit(refused, { AUDIT_REQUIRED: '1' }).status).toBe(1);
    expect(audit('not json').status).toBe(0);
  });
});
