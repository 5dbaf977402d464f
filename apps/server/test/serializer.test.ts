import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import fastJson from 'fast-json-stringify';
import { keptAnswer, nullableAsTypes, serializerCompiler } from '../src/plugins/serializer';

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

  it('writes a nullable field as its value or null, and a nullable object with its named fields only', async () => {
    const schema = z.object({
      city: z.string().max(100).nullable(),
      years: z.number().int().nullable(),
      role: z.enum(['Admin', 'Member']).nullable(),
      avatar: z.object({ file_id: z.string() }).nullable(),
      tags: z.array(z.string()).nullable(),
    });
    const full = await answer(schema, { city: '北京', years: 3, role: 'Admin', avatar: { file_id: 'f1', path: '/secret' }, tags: ['a'] });
    expect(full.json()).toEqual({ city: '北京', years: 3, role: 'Admin', avatar: { file_id: 'f1' }, tags: ['a'] });
    const empty = await answer(schema, { city: null, years: null, role: null, avatar: null, tags: null });
    expect(empty.json()).toEqual({ city: null, years: null, role: null, avatar: null, tags: null });
  });

  it('tells apart a union of objects whose fields are nullable', async () => {
    const a = z.object({ id: z.number(), email: z.string(), city: z.string().nullable(), level: z.enum(['A', 'B']).nullable() });
    const b = z.object({ id: z.number(), nick: z.string().nullable(), kind: z.literal('x').nullable() });
    const items = [
      { id: 1, email: 'x@y.z', city: null, level: null },
      { id: 2, email: 'x@y.z', city: 'Lima', level: 'B' },
      { id: 3, nick: null, kind: null },
      { id: 4, nick: 'n', kind: 'x' },
    ];
    const schema = z.object({ items: z.array(z.union([a, b])) });
    const res = await answer(schema, { items });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items });
    // The rewritten schema serializes them itself (the contract's own is only a fallback).
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
    const rewritten = nullableAsTypes(json) as { properties: { items: { items: { anyOf: { properties: Record<string, unknown> }[] } } } };
    expect(rewritten.properties.items.items.anyOf[0].properties.level).toEqual({ type: ['string', 'null'], enum: ['A', 'B', null] });
    expect(JSON.parse(fastJson(rewritten as never, { ajv: { allowUnionTypes: true } })({ items }))).toEqual({ items });
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

  it('answers a kept answer with the same bytes every time, and each route with its own fields', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    let reads = 0;
    const kept = keptAnswer({
      get id() {
        reads++;
        return 7;
      },
      city: '北京',
      email: 'a@b.c',
    });
    let fresh = { id: 8, city: 'Lima', email: 'x@y.z' };
    app.get('/full', { schema: { response: { 200: z.object({ id: z.number(), city: z.string(), email: z.string() }) } } }, async () => kept);
    app.get('/public', { schema: { response: { 200: z.object({ id: z.number(), city: z.string() }) } } }, async () => kept);
    app.get('/fresh', { schema: { response: { 200: z.object({ id: z.number(), city: z.string() }) } } }, async () => fresh);
    try {
      const [a, b] = [await app.inject('/full'), await app.inject('/full')];
      for (const res of [a, b]) {
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.json()).toEqual({ id: 7, city: '北京', email: 'a@b.c' });
        expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
      }
      expect((await app.inject('/full')).body).toBe(a.body);
      expect(reads).toBe(1); // written once for three answers
      // The same object through another route's schema: that route's fields, not the first's bytes.
      expect((await app.inject('/public')).json()).toEqual({ id: 7, city: '北京' });
      expect(reads).toBe(2);
      // It cannot change behind the kept bytes' back.
      expect(Object.isFrozen(kept)).toBe(true);
      expect(() => Object.assign(kept, { city: 'Madrid' })).toThrow(TypeError);
      // Answers that are not kept are written anew each time.
      expect((await app.inject('/fresh')).json()).toEqual({ id: 8, city: 'Lima' });
      fresh = { ...fresh, city: 'Quito' };
      expect((await app.inject('/fresh')).json()).toEqual({ id: 8, city: 'Quito' });
    } finally {
      await app.close();
    }
  });
});
