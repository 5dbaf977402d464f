import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every text the server can send as an error's `detail` has a Spanish and a Chinese translation in
 * locales/<lang>/server.json (decision 0153), and a code (`BILLING_NO_SUBSCRIPTION`) an English one.
 * The texts are found where the server and the contracts write them: the contracts' `*_ERRORS` and
 * `*_MESSAGES` objects and the server's own (among them VALIDATION_MESSAGES, what a field says when its schema sets no
 * message of its own, decision 0213), and the literal texts of the server's error calls (`notFound('…')`,
 * `new AppError(422, '…')`, a route's `deniedMessage`…), a template's values as `{name}`.
 */
const root = path.resolve(__dirname, '../../../..');
const CALLS: Record<string, number> = { badRequest: 0, unauthorized: 0, forbidden: 0, notFound: 0, conflict: 0, tooLarge: 0, unprocessable: 0, invalid: 1 };
const CODE = /^[A-Z][A-Z0-9_]+$/;
/** zod's checks that take a message of their own. */
const ZOD_CHECKS = new Set([
  'min',
  'max',
  'length',
  'regex',
  'refine',
  'email',
  'url',
  'uuid',
  'int',
  'positive',
  'nonnegative',
  'nonempty',
  'gte',
  'lte',
  'gt',
  'lt',
  'multipleOf',
]);

async function serverTexts(): Promise<Set<string>> {
  const texts = new Set<string>();
  const walk = (v: unknown) => {
    if (typeof v === 'string') texts.add(v);
    else if (v && typeof v === 'object') for (const x of Object.values(v)) walk(x);
  };
  const contracts = path.join(root, 'packages/contracts/src');
  for (const f of fs.readdirSync(contracts).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const m = (await import(path.join(contracts, f))) as Record<string, unknown>;
    for (const [name, v] of Object.entries(m)) if (/_(ERRORS|MESSAGES)$/.test(name)) walk(v);
  }
  const files: string[] = [];
  const list = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) list(p);
      else if (/\.ts$/.test(e.name) && !/\.(test|d)\.ts$/.test(e.name)) files.push(p);
    }
  };
  list(path.join(root, 'apps/server/src'));
  list(contracts);
  const named = new Set<string>();
  const consts = new Map<string, string>();
  const template = (n: ts.TemplateExpression) =>
    n.head.text + n.templateSpans.map((s) => `{${s.expression.getText().replace(/\W+/g, '_')}}${s.literal.text}`).join('');
  for (const f of files) {
    const sf = ts.createSourceFile(f, fs.readFileSync(f, 'utf8'), ts.ScriptTarget.Latest, true);
    const inContracts = f.startsWith(contracts);
    const take = (arg: ts.Node | undefined) => {
      if (!arg) return;
      if (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)) texts.add(arg.text);
      else if (ts.isTemplateExpression(arg)) texts.add(template(arg));
      else if (ts.isIdentifier(arg)) named.add(arg.text);
      else if (ts.isConditionalExpression(arg)) [arg.whenTrue, arg.whenFalse].forEach(take);
      else if (ts.isBinaryExpression(arg)) [arg.left, arg.right].forEach(take);
    };
    const visit = (n: ts.Node) => {
      if (ts.isNewExpression(n) && n.expression.getText() === 'AppError') take(n.arguments?.[1]);
      if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && Object.hasOwn(CALLS, n.expression.text)) take(n.arguments[CALLS[n.expression.text]]);
      if (ts.isPropertyAssignment(n) && /^(denied|login)Message$/.test(n.name.getText())) take(n.initializer);
      // A schema's own message for a check (`.max(200, '…')`, `.refine(f, '…')`, `z.email('…')`,
      // `{ message: '…' }`): a 422 says it, and a form made from the schema shows it.
      if (inContracts && ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && ZOD_CHECKS.has(n.expression.name.text))
        for (const a of n.arguments) if (ts.isStringLiteral(a) || ts.isNoSubstitutionTemplateLiteral(a) || ts.isTemplateExpression(a)) take(a);
      if (inContracts && ts.isPropertyAssignment(n) && /^(message|error)$/.test(n.name.getText())) take(n.initializer);
      if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer && ts.isStringLiteral(n.initializer))
        consts.set(n.name.text, n.initializer.text);
      // The server's own `*_ERRORS` / `*_MESSAGES` objects, as the contracts' (TEXT_ERRORS: a 422's NUL or lone surrogate).
      if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && /_(ERRORS|MESSAGES)$/.test(n.name.text) && n.initializer) {
        const init = ts.isAsExpression(n.initializer) ? n.initializer.expression : n.initializer;
        if (ts.isObjectLiteralExpression(init))
          for (const p of init.properties) if (ts.isPropertyAssignment(p) && !ts.isPropertyAccessExpression(p.initializer)) take(p.initializer);
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  for (const n of named) if (consts.has(n)) texts.add(consts.get(n)!);
  return texts;
}

const load = (lang: string) => JSON.parse(fs.readFileSync(path.join(__dirname, `../locales/${lang}/server.json`), 'utf8')) as Record<string, string>;
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('locales/*/server.json', async () => {
  const texts = await serverTexts();
  const catalogues = { en: load('en'), es: load('es'), zh: load('zh') };

  it('finds the server’s texts (the scan itself works)', () => {
    expect(texts.size).toBeGreaterThan(200);
    expect(texts).toContain('Event not found'); // notFound(SPEAK_ERRORS.notFound), a contract object
    expect(texts).toContain('Only the initiator reviews applications'); // forbidden('…') in a service
    expect(texts).toContain('Issue number {number} already exists'); // a template literal
    expect(texts).toContain('Only editors may change articles'); // a route's deniedMessage
    expect(texts).toContain('Banner not found'); // a module constant passed by name
    expect(texts).toContain('Must be at most {max} characters'); // zod's default, in plain words (VALIDATION_MESSAGES)
    expect(texts).toContain('Text must not contain the NUL character (U+0000)'); // a server *_ERRORS object (TEXT_ERRORS)
    expect(texts).toContain('Please select a word'); // a contract schema's own message for a check (`.min(1, '…')`)
    expect(texts).toContain('Group offers start above {GROUP_OFFER_MIN_SUBSCRIPTIONS} subscriptions'); // …written as a template
  });

  it.each(['es', 'zh'] as const)('%s translates every text the server sends', (lang) => {
    const missing = [...texts].filter((t) => !catalogues[lang][t]?.trim());
    expect(missing).toEqual([]);
  });

  it('English has a sentence for every code', () => {
    const missing = [...texts].filter((t) => CODE.test(t) && !catalogues.en[t]?.trim());
    expect(missing).toEqual([]);
    expect(Object.keys(catalogues.en).filter((k) => !CODE.test(k))).toEqual([]);
  });

  it.each(['en', 'es', 'zh'] as const)('%s has no text the server no longer sends, and keeps every value', (lang) => {
    const cat = catalogues[lang];
    expect(Object.keys(cat).filter((k) => !texts.has(k))).toEqual([]);
    for (const [k, v] of Object.entries(cat)) expect(placeholders(v), k).toEqual(placeholders(k));
  });
});
