/**
 * Walks the OpenAPI document the app serves (made from the zod contracts), for tests that send
 * every operation something: a plausible value for each schema, and the leaves of a value where
 * a bad one can be put.
 */

export type Schema = {
  type?: string;
  enum?: unknown[];
  examples?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  format?: string;
  default?: unknown;
  nullable?: boolean;
};

export type Parameter = {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: Schema;
  /** A parameter's examples sit beside its schema (a yes/no: true, false). */
  examples?: Record<string, { value: unknown }>;
};

export type Operation = {
  method: string;
  /** OpenAPI path, with `{name}` for path parameters. */
  path: string;
  parameters: Parameter[];
  /** The JSON (or form) body's schema, when the operation takes one. */
  body: Schema | null;
  bodyType: string | null;
};

type Doc = { paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } }>> };

/** Every operation of the document. */
export function operationsOf(doc: unknown): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries((doc as Doc).paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = op.requestBody?.content ?? {};
      const bodyType = ['application/json', 'application/x-www-form-urlencoded'].find((t) => content[t]) ?? null;
      ops.push({
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters ?? []).map((p) =>
          p.examples ? { ...p, schema: { ...p.schema, examples: Object.values(p.examples).map((e) => e.value) } } : p,
        ),
        body: bodyType ? content[bodyType].schema : null,
        bodyType,
      });
    }
  }
  return ops;
}

const variants = (s: Schema) => s.anyOf ?? s.oneOf ?? s.allOf ?? null;

/** A value the schema plausibly accepts (the first choice of every union and enum). */
export function sampleOf(s: Schema, key = ''): unknown {
  if (s.enum?.length) return s.enum[0];
  if (s.examples?.length) return s.examples[0];
  const v = variants(s);
  if (v) return sampleOf(v[0], key);
  switch (s.type) {
    case 'string': {
      if (s.format === 'date-time') return '2026-05-01T10:00:00Z';
      if (s.format === 'date') return '2026-05-01';
      if (s.format === 'email' || /email/.test(key)) return 'fuzz@example.test';
      if (s.format === 'uri' || /url|link/.test(key)) return 'https://example.test/video.mp4';
      const text = 'abc123'.padEnd(s.minLength ?? 0, 'x');
      return s.maxLength !== undefined ? text.slice(0, Math.max(s.maxLength, 0)) : text;
    }
    case 'integer':
    case 'number': {
      const min = s.minimum === undefined ? 1 : s.minimum + (s.exclusiveMinimum === true ? 1 : 0);
      return s.maximum === undefined ? min : Math.min(min, s.maximum);
    }
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: s.minItems ?? 1 }, () => sampleOf(s.items ?? {}, key));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, p] of Object.entries(s.properties ?? {})) out[k] = sampleOf(p, k);
      return out;
    }
    default:
      return 'abc123';
  }
}

export type Leaf = { path: (string | number)[]; kind: 'string' | 'integer' | 'number' };

/** The leaves of a sampled value where a string or a number goes (one per union: its first choice's kind, or each kind it allows). */
export function leavesOf(s: Schema, value: unknown, path: (string | number)[] = []): Leaf[] {
  const v = variants(s);
  if (v) {
    // A union of a number and a string (an id given either way): both kinds are bad-input targets.
    const kinds = new Set(v.map((x) => x.type));
    const out: Leaf[] = [];
    if (kinds.has('string')) out.push({ path, kind: 'string' });
    if (kinds.has('integer')) out.push({ path, kind: 'integer' });
    else if (kinds.has('number')) out.push({ path, kind: 'number' });
    return out.length ? out : leavesOf(v[0], value, path);
  }
  if (s.type === 'string' || (s.enum && typeof s.enum[0] === 'string')) return [{ path, kind: 'string' }];
  if (s.type === 'integer' || s.type === 'number') return [{ path, kind: s.type }];
  if (s.type === 'array' && Array.isArray(value) && value.length) return leavesOf(s.items ?? {}, value[0], [...path, 0]);
  if (s.type === 'object' && value && typeof value === 'object')
    return Object.entries(s.properties ?? {}).flatMap(([k, p]) => leavesOf(p, (value as Record<string, unknown>)[k], [...path, k]));
  return [];
}

/** A copy of `value` with the leaf at `path` replaced. */
export function withLeaf(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  if (!path.length) return leaf;
  const [head, ...rest] = path;
  const copy: any = Array.isArray(value) ? [...value] : { ...(value as object) };
  copy[head] = withLeaf(copy[head], rest, leaf);
  return copy;
}

/** Every integer schema in a schema, with where it is (for the bound check). */
export function integersIn(s: Schema, path: string): { path: string; schema: Schema }[] {
  const v = variants(s);
  if (v) return v.flatMap((x) => integersIn(x, path));
  if (s.type === 'integer') return [{ path, schema: s }];
  if (s.type === 'array') return integersIn(s.items ?? {}, `${path}.0`);
  if (s.type === 'object') return Object.entries(s.properties ?? {}).flatMap(([k, p]) => integersIn(p, `${path}.${k}`));
  return [];
}
