import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every learning string exists in en, zh and es, none empty.
const dir = path.join(__dirname, '../../../locales');
function keysOf(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => keysOf(v, `${prefix}${k}.`));
  return [prefix.slice(0, -1)];
}
const read = (lang: string, ns: string) => JSON.parse(fs.readFileSync(path.join(dir, lang, `${ns}.json`), 'utf8'));

// learning, and what issue 18 added beside it: archive (decision 0105) and discussions (0106).
describe.each(['learning', 'archive', 'discussions'])('locales/%s.json', (ns) => {
  const load = (lang: string) => read(lang, ns);
  const en = keysOf(load('en')).sort();
  it.each(['zh', 'es'])('%s has exactly the English keys, none empty', (lang) => {
    expect(keysOf(load(lang)).sort()).toEqual(en);
    expect(JSON.stringify(load(lang))).not.toMatch(/:""/);
  });
});
