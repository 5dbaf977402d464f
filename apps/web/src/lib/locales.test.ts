import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The shell's namespaces; every string exists in all three languages (no English on a zh or es screen).
const NAMESPACES = ['common', 'modals', 'home', 'info', 'privacy', 'kickstart'];
const dir = path.join(__dirname, '../locales');

function keysOf(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [`${prefix}[${value.length}]`, ...value.flatMap((v, i) => keysOf(v, `${prefix}${i}.`))];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => keysOf(v, `${prefix}${k}.`));
  return [prefix.slice(0, -1)];
}
const load = (lang: string, ns: string) => JSON.parse(fs.readFileSync(path.join(dir, lang, `${ns}.json`), 'utf8'));

describe.each(NAMESPACES)('locales/%s.json', (ns) => {
  const en = keysOf(load('en', ns)).sort();
  it.each(['zh', 'es'])('%s has exactly the English keys', (lang) => {
    expect(keysOf(load(lang, ns)).sort()).toEqual(en);
  });
  it.each(['zh', 'es'])('%s has no empty strings', (lang) => {
    const flat = JSON.stringify(load(lang, ns));
    expect(flat).not.toMatch(/:""/);
  });
});

// 01 §1 and §9: group offers are for more than 35 subscriptions; no language may say "from 35".
describe('the group-pricing threshold on the information pages', () => {
  const above = { en: /above 35 subscriptions/, es: /más de 35 suscripciones/, zh: /超过 35 个/ } as const;
  it.each(Object.entries(above))('%s says "more than 35" wherever it names it', (lang, wording) => {
    const info = load(lang, 'info');
    const texts = [info.faqs.items.find((i: { q: string; a: string }) => i.a.includes('35')).a, info.contact.topics.schools.body];
    for (const text of texts) expect(text).toMatch(wording);
  });
});
