// Summarizes a V8 .cpuprofile (from node --cpu-prof): self time by function and by package.
import path from 'node:path';

function where(url) {
  if (!url) return '(native)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return 'node core';
  if (url.includes('/apps/') || url.includes('/packages/')) return 'lingbridge';
  return path.basename(url);
}

/** Top functions by self time and self time per package, as printable text. */
export function summarizeProfile(prof, top = 25) {
  const byId = new Map(prof.nodes.map((n) => [n.id, n]));
  const self = new Map();
  for (let i = 0; i < prof.samples.length; i++) self.set(prof.samples[i], (self.get(prof.samples[i]) ?? 0) + (prof.timeDeltas[i] ?? 0));
  const total = [...self.values()].reduce((a, b) => a + b, 0) || 1;
  const fns = new Map();
  const pkgs = new Map();
  for (const [id, us] of self) {
    const cf = byId.get(id).callFrame;
    const url = cf.url.replace(/^file:\/\//, '');
    const key = `${cf.functionName || '(anonymous)'}  ${url ? `${url.replace(/.*node_modules\//, '')}:${cf.lineNumber + 1}` : ''}`;
    fns.set(key, (fns.get(key) ?? 0) + us);
    const pkg = cf.functionName === '(idle)' || cf.functionName === '(program)' || cf.functionName === '(garbage collector)' ? cf.functionName : where(url);
    pkgs.set(pkg, (pkgs.get(pkg) ?? 0) + us);
  }
  const pct = (us) => `${((100 * us) / total).toFixed(1).padStart(5)} %`;
  const lines = ['self time by package:'];
  for (const [k, v] of [...pkgs].sort((a, b) => b[1] - a[1]).slice(0, 15)) lines.push(`  ${pct(v)}  ${k}`);
  lines.push(`top ${top} functions by self time:`);
  for (const [k, v] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, top)) lines.push(`  ${pct(v)}  ${k}`);
  return lines.join('\n');
}
