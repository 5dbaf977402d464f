import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from '../src/plugins/serializer';

async function answer(schema: z.ZodType, data: unknown) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.get('/x', { schema: { response: { 200: schema } } }, async () => data);
  const res = await app.inject('/x');
  await app.close();
  return res;
}

describe('response serializer', () => {
  it('writes only the fields the contract names, so a database row never leaks', async () => {
    const user = z.object({ id: z.number().int(), email: z.string(), avatar: z.object({ file_id: z.string() }).nullable() });
    const res = await answer(user, { id: 7, email: 'a@b.c', avatar: null, password_hash: '$argon2id$secret', token: 't' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 7, email: 'a@b.c', avatar: null });
    expect(res.body).not.toContain('argon2id');
  });

  it('keeps nested lists, unions and nulls as they are', async () => {
    const schema = z.object({
      items: z.array(z.object({ id: z.number(), words: z.array(z.string()), level: z.enum(['Beginner', 'Advanced']).nullable() })),
      page: z.number().int(),
      detail: z.union([z.string(), z.number()]),
    });
    const data = { items: [{ id: 1.5, words: ['图书馆', '"quoted"'], level: null, extra: 1 }], page: 2, detail: 3 };
    const res = await answer(schema, data);
    expect(res.json()).toEqual({ items: [{ id: 1.5, words: ['图书馆', '"quoted"'], level: null }], page: 2, detail: 3 });
  });

  it('answers 500 rather than a half-written body when a required field is missing', async () => {
    const res = await answer(z.object({ id: z.number(), name: z.string() }), { id: 1 });
    expect(res.statusCode).toBe(500);
  });

  it('falls back to the zod encoder for types JSON Schema cannot express', async () => {
    const res = await answer(z.object({ when: z.date() }), { when: new Date(0), secret: 'x' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ when: '1970-01-01T00:00:00.000Z' });
  });
});
