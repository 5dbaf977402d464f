import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type RouteSchema = Parameters<FastifySerializerCompiler<unknown>>[0];

/**
 * Response serializer: each route's zod response schema is compiled once into fast-json-stringify,
 * which writes only the fields the contract names (rows never leak) and is about 10× cheaper than the
 * type provider's `safeEncode` + `JSON.stringify` (docs/benchmarks.md, HTTP). A schema JSON Schema
 * cannot express (a transform or codec in the output) keeps the type provider's serializer.
 *
 * Each is compiled on the route's first answer, not at start-up: compiling all ~220 routes' schemas
 * was about a sixth of the server's start-up CPU, for routes most processes answer rarely (issue 22).
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  let compiled: ((data: unknown) => string) | undefined;
  // A kept answer's bytes, per route (another route's schema may write the same object otherwise).
  const bytes = new WeakMap<object, Buffer>();
  return (data) => {
    compiled ??= compileZod(route.schema) ?? (zodSerializerCompiler(route as RouteSchema as never) as (data: unknown) => string);
    if (typeof data !== 'object' || data === null || !keptAnswers.has(data)) return compiled(data);
    let body = bytes.get(data);
    if (!body) bytes.set(data, (body = Buffer.from(compiled(data))));
    // Fastify sends a Buffer as it is: no string to build, flatten and encode again on every answer.
    return body as unknown as string;
  };
};

const keptAnswers = new WeakSet<object>();

/**
 * Marks an answer that is built once and kept, the same object for many requests (like /user/me's,
 * kept beside the user's row): each route then serializes it once and answers the same bytes after,
 * instead of writing the same JSON on every request (issue 22). The object is frozen; it and
 * everything it holds must never change (a changed answer is a new object).
 */
export function keptAnswer<T extends object>(answer: T): T {
  keptAnswers.add(Object.freeze(answer));
  return answer;
}

function compileZod(schema: unknown): ((data: unknown) => string) | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' });
    type Schema = Parameters<typeof fastJson>[0];
    // A union of objects is told apart by ajv, which must then accept the nullable fields' type lists.
    const fast = fastJson(nullableAsTypes(json) as Schema, { ajv: { allowUnionTypes: true } }) as (data: unknown) => string;
    // Should the rewritten schema ever refuse what the contract's own accepts, the contract's decides:
    // the answer is never other than it was (a value that breaks the contract still throws).
    let exact: ((data: unknown) => string) | undefined;
    return (data) => {
      try {
        return fast(data);
      } catch {
        exact ??= fastJson(json as Schema) as (data: unknown) => string;
        return exact(data);
      }
    };
  } catch {
    return null;
  }
}

type Json = { [k: string]: unknown };
const isNullType = (s: unknown) => !!s && typeof s === 'object' && Object.keys(s).length === 1 && (s as Json).type === 'null';

/**
 * zod writes `.nullable()` as `anyOf: [X, {type: 'null'}]`, and fast-json-stringify answers an
 * anyOf by running an ajv validator per branch on every value; `type: [X's type, 'null']` says the
 * same and is written inline. `/user/me` has 12 such fields (issue 22).
 */
export function nullableAsTypes(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableAsTypes);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node)) out[k] = nullableAsTypes(v);
  const any = out.anyOf;
  if (Array.isArray(any) && any.length === 2 && Object.keys(out).length === 1) {
    const [a, b] = isNullType(any[1]) ? any : [any[1], any[0]];
    if (isNullType(b) && a && typeof a === 'object' && typeof (a as Json).type === 'string' && (a as Json).type !== 'null') {
      const { const: only, ...rest } = a as Json;
      const merged: Json = { ...rest, type: [rest.type, 'null'] };
      // ajv tells a union's objects apart with these schemas, and an enum (or const) holds for null too.
      if (only !== undefined) merged.enum = [only, null];
      else if (Array.isArray(rest.enum)) merged.enum = [...rest.enum, null];
      return merged;
    }
  }
  return out;
}
