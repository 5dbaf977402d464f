import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../errors';

/** The messages of a 422 for text that cannot be stored (docs/decisions/0055-bad-input-at-the-edge.md). */
export const TEXT_ERRORS = {
  nul: 'Text must not contain the NUL character (U+0000)',
  surrogate: 'Text must be valid Unicode (it contains a lone surrogate)',
} as const;

// Both are native scans: about 2.5× faster than one /\u0000|\p{Cs}/u test on CJK text.
// isWellFormed (false for a lone surrogate) is ES2024, in Node 20; TypeScript's ES2022 lib lacks it.
const isWellFormed = (s: string) => (s as string & { isWellFormed(): boolean }).isWellFormed();

function problemOf(s: string) {
  if (s.includes('\u0000')) return TEXT_ERRORS.nul;
  return isWellFormed(s) ? null : TEXT_ERRORS.surrogate;
}

type Node = { value: unknown; key: string | number; parent: Node | null };

const pathOf = (node: Node) => {
  const path: (string | number)[] = [];
  for (let n: Node | null = node; n?.parent; n = n.parent) path.push(n.key);
  return path.reverse();
};

/**
 * The first string in a parsed request part (an object key or a value, at any depth) that
 * PostgreSQL cannot store as text: U+0000 (text and jsonb refuse it, a 500) or a lone surrogate
 * (not Unicode; the driver's UTF-8 encoding turns it into U+FFFD, so what is stored is not what was
 * sent). Iterative and linear in the size of the input: nodes link to their parent and a path is
 * built only for the answer, so a body nested 100,000 deep costs no more than a flat one.
 */
export function findUnstorableText(root: unknown): { path: (string | number)[]; message: string } | null {
  const stack: Node[] = [{ value: root, key: '', parent: null }];
  while (stack.length) {
    const node = stack.pop()!;
    const { value } = node;
    if (typeof value === 'string') {
      const message = problemOf(value);
      if (message) return { path: pathOf(node), message };
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], key: i, parent: node });
    } else if (value !== null && typeof value === 'object') {
      const keys = Object.keys(value);
      for (let i = keys.length - 1; i >= 0; i--) {
        const child: Node = { value: (value as Record<string, unknown>)[keys[i]], key: keys[i], parent: node };
        const message = problemOf(keys[i]);
        if (message) return { path: pathOf(child), message };
        stack.push(child);
      }
    }
  }
  return null;
}

/**
 * The zod validator of every route, with one check before it for every part that has a schema
 * (params, query string, body: JSON or form): text the database cannot hold is a 422 in the one
 * error shape, once here rather than per field.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  const part = route.httpPart ?? 'body';
  if (part === 'headers') return validate;
  return (data) => {
    // A request without a body reaches the validator as null: a route whose body is optional
    // (`schema.optional()`) takes it as no body, not as a 422 "expected object, received null".
    if (part === 'body' && data === null) return validate(undefined);
    const bad = findUnstorableText(data);
    if (bad) return { error: new AppError(422, bad.message, [{ path: [part, ...bad.path].join('.'), message: bad.message }]) };
    return validate(data);
  };
};
