import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginForm } from '@lingbridge/contracts/accounts';
import { rowIdParam } from '@lingbridge/contracts/common';
import { registerErrorHandling } from '../src/plugins/errors';
import { validatorCompiler } from '../src/plugins/validation';

/** A 422's `errors` read plain words where the schema sets no message (decision 0213); a schema's own text is kept. */
const app = Fastify();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
registerErrorHandling(app);
const body = z
  .object({
    title: z.string().max(200),
    count: z.number().int().min(1).max(10),
    level: z.enum(['easy', 'hard']),
    tags: z.array(z.string()).min(1),
    note: z.string().min(1).optional(),
  })
  .strict();
app.post('/things/:id', { schema: { body, params: z.object({ id: rowIdParam }) } }, () => ({ ok: true }));
app.post('/login', { schema: { body: loginForm } }, () => ({ ok: true }));
afterAll(() => app.close());

const post = async (url: string, payload: unknown) => {
  const res = await app.inject({ method: 'POST', url, payload: payload as object });
  return { status: res.statusCode, body: res.json() as { detail: string; errors: { path: string; message: string }[] } };
};

describe('validation errors in plain words', () => {
  it('wrong types, a missing field, a wrong choice and limits each say what is expected', async () => {
    const res = await post('/things/1', { title: 5, level: 'medium', tags: [], note: '' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { path: 'body.title', message: 'Must be text' },
      { path: 'body.count', message: 'Field required' },
      { path: 'body.level', message: 'Must be one of: easy, hard' },
      { path: 'body.tags', message: 'Must have at least one item' },
      { path: 'body.note', message: 'Must not be empty' },
    ]);
    expect(res.body.detail).toBe('Must be text');
  });

  it('too long, too big, not a whole number, an unknown field', async () => {
    const res = await post('/things/1', { title: 'x'.repeat(201), count: 11, level: 'easy', tags: ['a'], extra: 1 });
    expect(res.body.errors).toEqual([
      { path: 'body.title', message: 'Must be at most 200 characters' },
      { path: 'body.count', message: 'Must be 10 or less' },
      { path: 'body', message: 'Unknown field(s): extra' },
    ]);
    const half = await post('/things/1', { title: 'a', count: 1.5, level: 'easy', tags: ['a'] });
    expect(half.body.errors).toEqual([{ path: 'body.count', message: 'Must be a whole number' }]);
  });

  it('no message reads zod’s type-talk', async () => {
    const res = await post('/things/1', { title: [], count: 'many', level: 3, tags: 'a', note: 7 });
    for (const e of res.body.errors) expect(e.message).not.toMatch(/Invalid|expected|received|Too (big|small)/);
  });

  it('a message a schema sets stays exactly as it is', async () => {
    const id = await post('/things/abc', { title: 'a', count: 1, level: 'easy', tags: ['a'] });
    expect(id.body.errors).toEqual([{ path: 'params.id', message: 'An id is a positive whole number' }]);
    const login = await post('/login', { username: '  ', password: 'x' });
    expect(login.body.errors).toEqual([{ path: 'body.username', message: 'Email cannot be empty.' }]);
  });
});
