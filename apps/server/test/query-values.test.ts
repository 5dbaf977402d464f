import { describe, expect, it } from 'vitest';
import { multipartBody, PNG } from './chat-helpers';
import { call, createUser, getTestEnv } from './helpers';

/**
 * Values in query strings are read as the original API read them: a yes/no in any of its usual
 * spellings, and an id that is missing or not a number answered in words, not in zod's type-talk.
 */
const env = await getTestEnv();
const { app, ctx } = env;

describe('yes/no values in a query string', () => {
  it('reads true/false, 1/0, yes/no, on/off in any case, and refuses anything else in words', async () => {
    const { token } = await createUser(ctx);
    const w = (await call(app, { method: 'POST', url: '/api/v1/dictionary/lookup', token, payload: { text: '学校', lang_from: 'zh', lang_to: 'en' } })).body;
    await call(app, { method: 'POST', url: `/api/v1/vocabulary/save/${w.id}`, token });
    await call(app, { method: 'POST', url: '/api/v1/dictionary/lookup', token, payload: { text: '朋友', lang_from: 'zh', lang_to: 'en' } });
    const texts = async (value: string) => {
      const r = await call(app, { method: 'GET', url: `/api/v1/vocabulary?is_saved=${value}`, token });
      expect(r.status, value).toBe(200);
      return r.body.items.map((e: { text: string }) => e.text).sort();
    };
    for (const yes of ['true', 'True', 'TRUE', '1', 'yes', 'Yes', 'on', 'ON']) expect(await texts(yes), yes).toEqual(['学校']);
    for (const no of ['false', 'False', '0', 'no', 'NO', 'off', 'Off']) expect(await texts(no), no).toEqual(['朋友']);
    const bad = await call(app, { method: 'GET', url: '/api/v1/vocabulary?is_saved=maybe', token });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([{ path: 'querystring.is_saved', message: 'Input should be a valid boolean, unable to interpret input' }]);
  });

  it('a required one that is missing says "Field required"; the OpenAPI document calls it a string of true or false', async () => {
    const admin = await createUser(ctx, { role: 'Admin', superuser: true });
    const mentor = await createUser(ctx, { role: 'Mentor' });
    const missing = await call(app, { method: 'PATCH', url: `/api/v1/user/${mentor.user.id}/edit_article`, token: admin.token });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([{ path: 'querystring.can_edit_article', message: 'Field required' }]);
    const on = await call(app, { method: 'PATCH', url: `/api/v1/user/${mentor.user.id}/edit_article?can_edit_article=1`, token: admin.token });
    expect(on.status).toBe(200);
    const doc = app.swagger() as {
      paths: Record<string, Record<string, { parameters?: { name: string; schema: { type?: string; examples?: unknown[] } }[] }>>;
    };
    const param = doc.paths['/api/v1/vocabulary']!.get!.parameters!.find((p) => p.name === 'is_saved')!;
    expect(param).toMatchObject({ schema: { type: 'string' }, examples: { true: { value: 'true' }, false: { value: 'false' } } });
  });
});

describe('ids in a path, a query string or a form', () => {
  const ID = 'An id is a positive whole number';

  it('a missing required id says "Field required"; one that is not an id says so, wherever it is', async () => {
    const { token } = await createUser(ctx);
    const missing = await call(app, { method: 'GET', url: '/api/v1/discussions?kind=article', token });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([{ path: 'querystring.ref', message: 'Field required' }]);
    for (const bad of ['abc', '0', '-1', '1.5', '']) {
      const r = await call(app, { method: 'GET', url: `/api/v1/discussions?kind=article&ref=${bad}`, token });
      expect(r.status, bad).toBe(422);
      expect(r.body.errors, bad).toEqual([{ path: 'querystring.ref', message: ID }]);
    }
    // One past what an int4 column holds says where the limit is.
    const big = await call(app, { method: 'GET', url: '/api/v1/discussions?kind=article&ref=2147483648', token });
    expect(big.body.errors).toEqual([{ path: 'querystring.ref', message: 'An id is at most 2147483647' }]);
    const path = await call(app, { method: 'GET', url: '/api/v1/article/abc', token });
    expect(path.status).toBe(422);
    expect(path.body.errors).toEqual([{ path: 'params.id', message: ID }]);
    const fine = await call(app, { method: 'GET', url: '/api/v1/discussions?kind=article&ref=2147483647', token });
    expect(fine.status).not.toBe(422);
  });

  it('POST /chat/file with chat_room_id=abc says the id is not valid; without one, "Field required"', async () => {
    const { token } = await createUser(ctx);
    const send = (fields: { name: string; value: string }[]) =>
      call(app, {
        method: 'POST',
        url: '/api/v1/chat/file',
        token,
        ...multipartBody([...fields, { name: 'file', filename: 'a.png', type: 'image/png', bytes: PNG }]),
      });
    const bad = await send([{ name: 'chat_room_id', value: 'abc' }]);
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({ detail: ID, errors: [{ path: 'chat_room_id', message: ID }] });
    const missing = await send([]);
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([{ path: 'chat_room_id', message: 'Field required' }]);
  });
});
