// The web app's own strings (apps/web/src/locales), so a journey finds a control by the name a
// reader sees in any of the three languages rather than by an English name.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './server.mjs';

const cache = new Map();

/** `tr(lng, 'organizations:org.members', { name })`: the string, with `{{vars}}` filled in. */
export function tr(lng, key, vars = {}) {
  const [ns, dotted] = key.split(':');
  const file = path.join(root, 'apps/web/src/locales', lng, `${ns}.json`);
  if (!cache.has(file)) cache.set(file, JSON.parse(fs.readFileSync(file, 'utf8')));
  const value = dotted.split('.').reduce((o, k) => o?.[k], cache.get(file));
  if (typeof value !== 'string') throw new Error(`no string ${key} in ${lng}`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, v) => String(vars[v] ?? ''));
}

/** A pattern for a string with variables (`Buy a ticket ({{price}})`), any value in their place. */
export function trPattern(lng, key) {
  const raw = tr(lng, key, new Proxy({}, { get: () => '\u0000' }));
  const parts = raw.split('\u0000').map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.*')}$`);
}
