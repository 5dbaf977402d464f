import { describe, expect, it } from 'vitest';
import { call, createUser, getTestEnv } from './helpers';
import { integersIn, leavesOf, operationsOf, sampleOf, withLeaf, type Operation } from './openapi-walk';

/**
 * Bad input, sent to every operation of the OpenAPI document (docs/decisions/0055): a NUL or a lone
 * surrogate in every string of the path, query and body, a number beyond a 32-bit column in every
 * number, and an empty PATCH. Each must be a 4xx in the one error shape, never a 500; a fuller
 * property-based fuzz suite builds on this walk.
 */
/** Not sent: signing out would end the session every other request uses. */
const SKIP = new Set(['POST /api/v1/user/logout']);

const env = await getTestEnv();
const admin = await createUser(env.ctx, { role: 'Admin', superuser: true });
const ops = operationsOf(env.app.swagger()).filter((op) => !SKIP.has(`${op.method} ${op.path}`));

/** Numbers that are not ids or counts of a row, never stored in an int4 column, with why. */
const SIGNED_LINK_EXPIRY = 'a signed link expiry in Unix seconds (files/signed-links.ts), only compared with the clock';
const UNBOUNDED_BY_INT4: Record<string, string> = {
  'GET /api/v1/article/{id}/audio querystring.exp': SIGNED_LINK_EXPIRY,
  'GET /api/v1/video/file/storage/{fileId} querystring.exp': SIGNED_LINK_EXPIRY,
  'GET /api/recordings/v1/audio_recording/audio_file/{id} querystring.exp': SIGNED_LINK_EXPIRY,
  'POST /api/v1/admin/jobs/{id}/retry params.id': 'jobs.id is a bigserial, bounded by the largest safe integer',
};

/** Answers of a feature this test environment does not configure. */
const SWITCHED_OFF = new Set(['OAUTH_NOT_CONFIGURED']);

// Written out rather than imported, so the test does not lean on the contract it checks.
const INT4_MAX = 2_147_483_647;
const BIG = INT4_MAX + 1;
const BAD_TEXT = [
  ['NUL', 'a\u0000b'],
  ['lone surrogate', 'a\ud800b'],
] as const;

type Sent = { params: Record<string, string>; query: Record<string, string>; body: unknown };

function baseline(op: Operation): Sent {
  const params: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const p of op.parameters) {
    // An id no row has: the request is well formed and reaches the handler, which answers 404.
    const value = p.schema.type === 'integer' && p.in === 'path' ? INT4_MAX : sampleOf(p.schema, p.name);
    if (p.in === 'path') params[p.name] = String(value);
    else if (p.in === 'query' && (p.required || p.schema.enum === undefined)) query[p.name] = String(value);
  }
  return { params, query, body: op.body ? sampleOf(op.body) : undefined };
}

async function send(op: Operation, sent: Sent) {
  const url =
    op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(sent.params[name] ?? '1')) +
    (Object.keys(sent.query).length ? `?${new URLSearchParams(sent.query)}` : '');
  const form = op.bodyType === 'application/x-www-form-urlencoded';
  return call(env.app, {
    method: op.method as 'GET',
    url,
    token: admin.token,
    ...(sent.body === undefined
      ? {}
      : form
        ? { payload: new URLSearchParams(sent.body as Record<string, string>).toString(), headers: { 'content-type': op.bodyType! } }
        : { payload: JSON.stringify(sent.body), headers: { 'content-type': 'application/json' } }),
  });
}

/** Problems with an answer: a 5xx, or an error outside the one shape. */
function shapeProblem(res: { status: number; body: any }) {
  // A feature that is switched off says so with a 503 (docs/decisions/0004); that is no failure.
  const switchedOff = res.status === 503 && SWITCHED_OFF.has(res.body?.detail);
  if (res.status >= 500 && !switchedOff) return `answered ${res.status}: ${JSON.stringify(res.body)}`;
  if (res.status < 400) return null;
  if (typeof res.body?.detail !== 'string') return `error without detail: ${JSON.stringify(res.body)}`;
  const errors = res.body.errors;
  if (errors !== undefined && !(Array.isArray(errors) && errors.every((e: any) => typeof e.path === 'string' && typeof e.message === 'string')))
    return `errors not [{path, message}]: ${JSON.stringify(errors)}`;
  return null;
}

/** Sends one bad value; answers a problem when it is not a 422 naming the field. */
async function expectRefused(op: Operation, sent: Sent, field: string) {
  const res = await send(op, sent);
  const problem = shapeProblem(res);
  if (problem) return problem;
  if (res.status !== 422) return `answered ${res.status}, not 422: ${JSON.stringify(res.body)}`;
  const paths = (res.body.errors ?? []).map((e: { path: string }) => e.path);
  return paths.includes(field) ? null : `422 does not name ${field}: ${JSON.stringify(res.body)}`;
}

describe('bad input to every operation of the OpenAPI document', () => {
  it('walks a document with every feature in it', () => {
    expect(ops.length).toBeGreaterThan(80);
  });

  it('refuses a NUL or a lone surrogate in any string of path, query or body with a 422 naming it', async () => {
    const failures: string[] = [];
    let sentCount = 0;
    for (const op of ops) {
      const base = baseline(op);
      for (const [what, bad] of BAD_TEXT) {
        // A URL cannot carry a lone surrogate (it has no UTF-8 form); only JSON can.
        for (const p of op.parameters.filter((x) => (x.in === 'path' || x.in === 'query') && what === 'NUL')) {
          const part = p.in === 'path' ? 'params' : 'querystring';
          const sent = p.in === 'path' ? { ...base, params: { ...base.params, [p.name]: bad } } : { ...base, query: { ...base.query, [p.name]: bad } };
          sentCount++;
          const problem = await expectRefused(op, sent, `${part}.${p.name}`);
          if (problem) failures.push(`${op.method} ${op.path} ${what} in ${part}.${p.name}: ${problem}`);
        }
        if (!op.body) continue;
        const leaves = leavesOf(op.body, base.body).filter((l) => l.kind === 'string');
        for (const leaf of leaves) {
          sentCount++;
          const field = ['body', ...leaf.path].join('.');
          const problem = await expectRefused(op, { ...base, body: withLeaf(base.body, leaf.path, bad) }, field);
          if (problem) failures.push(`${op.method} ${op.path} ${what} in ${field}: ${problem}`);
        }
        if (op.bodyType === 'application/json' && op.body.type === 'object') {
          sentCount++;
          const problem = await expectRefused(op, { ...base, body: { ...(base.body as object), [bad]: 'x' } }, `body.${bad}`);
          if (problem) failures.push(`${op.method} ${op.path} ${what} in a body key: ${problem}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sentCount).toBeGreaterThan(200);
  });

  it('refuses a number beyond a 32-bit column in any number of path, query or body with a 422 naming it', async () => {
    const failures: string[] = [];
    for (const op of ops) {
      const base = baseline(op);
      for (const p of op.parameters.filter((x) => (x.in === 'path' || x.in === 'query') && ['integer', 'number'].includes(x.schema.type ?? ''))) {
        const part = p.in === 'path' ? 'params' : 'querystring';
        if (UNBOUNDED_BY_INT4[`${op.method} ${op.path} ${part}.${p.name}`]) continue;
        const sent =
          p.in === 'path' ? { ...base, params: { ...base.params, [p.name]: String(BIG) } } : { ...base, query: { ...base.query, [p.name]: String(BIG) } };
        const problem = await expectRefused(op, sent, `${part}.${p.name}`);
        if (problem) failures.push(`${op.method} ${op.path} ${part}.${p.name}=${BIG}: ${problem}`);
      }
      if (!op.body) continue;
      for (const leaf of leavesOf(op.body, base.body).filter((l) => l.kind !== 'string')) {
        const field = ['body', ...leaf.path].join('.');
        if (UNBOUNDED_BY_INT4[`${op.method} ${op.path} ${field}`]) continue;
        const problem = await expectRefused(op, { ...base, body: withLeaf(base.body, leaf.path, BIG) }, field);
        if (problem) failures.push(`${op.method} ${op.path} ${field}=${BIG}: ${problem}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('bounds every integer a client sends by what an int4 column holds, in the contract itself', () => {
    const unbounded: string[] = [];
    for (const op of ops) {
      const found = [
        ...op.parameters.flatMap((p) => integersIn(p.schema, `${p.in === 'path' ? 'params' : 'querystring'}.${p.name}`)),
        ...(op.body ? integersIn(op.body, 'body') : []),
      ];
      for (const { path, schema } of found) {
        const where = `${op.method} ${op.path} ${path}`;
        if (UNBOUNDED_BY_INT4[where]) continue;
        if (schema.maximum === undefined || schema.maximum > INT4_MAX) unbounded.push(`${where} (maximum ${schema.maximum})`);
      }
    }
    expect(unbounded).toEqual([]);
  });

  it('answers well-formed requests for rows that do not exist, and empty PATCHes, without a 5xx', async () => {
    const failures: string[] = [];
    for (const op of ops) {
      const base = baseline(op);
      const tries: Sent[] = [];
      if (op.method === 'GET' || op.parameters.some((p) => p.in === 'path' && p.schema.type === 'integer')) tries.push(base);
      if (op.method === 'PATCH' && op.body?.type === 'object') tries.push({ ...base, body: {} });
      for (const sent of tries) {
        const res = await send(op, sent);
        const problem = shapeProblem(res);
        if (problem) failures.push(`${op.method} ${op.path} ${JSON.stringify(sent)}: ${problem}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('walks a body nested 100,000 deep in one pass and refuses it in the error shape', async () => {
    const deep = `{"username":${'['.repeat(100_000)}"a\\u0000"${']'.repeat(100_000)},"password":"x"}`;
    const res = await call(env.app, { method: 'POST', url: '/api/v1/user/login', payload: deep, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe('Text must not contain the NUL character (U+0000)');
    expect(res.body.errors[0].path).toBe(`body.username${'.0'.repeat(100_000)}`);
  });
});
