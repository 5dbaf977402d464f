import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files, materials } from '../src/db/schema';
import { call, getTestEnv } from './helpers';
import { isErrorShape, png, wav } from './files-helpers';
import { buy, FIELDS, listed, materialRoles, pdf, upload } from './materials-helpers';

const env = await getTestEnv();
const { app, ctx } = env;
const r = await materialRoles(ctx);
const api = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object) => call(app, { method, url: `/api/v1${url}`, token, payload });

async function stored(ownerId: number) {
  const [[m], [f]] = await Promise.all([
    ctx.db.select({ n: count() }).from(materials).where(eq(materials.ownerId, ownerId)),
    ctx.db.select({ n: count() }).from(files).where(eq(files.ownerId, ownerId)),
  ]);
  return { materials: m.n, files: f.n };
}

describe('material uploads', () => {
  it('keeps a PDF or audio with its details, waiting for an admin', async () => {
    const res = await upload(app, r.owner.token, { bytes: pdf(), filename: '声调 worksheet.pdf' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ ...FIELDS, price_cents: 0, status: 'pending', format: 'pdf', file_name: '声调 worksheet.pdf' });
    const audio = await upload(app, r.owner.token, { bytes: wav(0.2), filename: 'dialogue.wav', fields: { ...FIELDS, price_cents: '250' } });
    expect(audio.body).toMatchObject({ format: 'audio', price_cents: 250 });
  });

  it('bad uploads answer a clear error and store nothing', async () => {
    const before = await stored(r.other.user.id);
    // Every id the storage port hands out during the bad uploads must be gone afterwards.
    const ids: string[] = [];
    const put = ctx.storage.putFile.bind(ctx.storage);
    ctx.storage.putFile = async (...a) => {
      const id = await put(...a);
      ids.push(id);
      return id;
    };
    const bad: [string, Parameters<typeof upload>[2], number, string][] = [
      ['text named .pdf', { bytes: Buffer.from('just some text, not a PDF'), filename: 'fake.pdf' }, 422, 'The file must be a PDF'],
      ['an image', { bytes: await png(), filename: 'a.pdf' }, 422, 'The file must be a PDF'],
      ['no file', {}, 422, 'Please choose a file'],
      ['an empty file', { bytes: Buffer.alloc(0) }, 422, 'Please choose a file'],
      ['no title', { bytes: pdf(), fields: { ...FIELDS, title: ' ' } }, 422, 'Please enter a title'],
      ['a bad level', { bytes: pdf(), fields: { ...FIELDS, level: 'Expert' } }, 422, 'Level must be Beginner, Intermediate or Advanced'],
      ['a negative price', { bytes: pdf(), fields: { ...FIELDS, price_cents: '-5' } }, 422, 'The price cannot be negative'],
      ['a price of 50 cents', { bytes: pdf(), fields: { ...FIELDS, price_cents: '50' } }, 422, 'A paid material costs at least $1'],
      ['too large', { bytes: Buffer.concat([pdf(), Buffer.alloc(25 * 1024 * 1024 + 10)]) }, 413, 'File size exceeds the limit'],
    ];
    for (const [name, o, status, detail] of bad) {
      const res = await upload(app, r.other.token, o);
      expect(res.status, name).toBe(status);
      expect(isErrorShape(res.body), name).toBe(true);
      expect(res.body.detail, name).toContain(detail);
    }
    const notForm = await call(app, { method: 'POST', url: '/api/v1/materials', token: r.other.token, payload: { title: 'x' } });
    expect(notForm.status).toBe(415);
    ctx.storage.putFile = put;
    expect(await stored(r.other.user.id)).toEqual(before);
    for (const id of ids) expect(await ctx.storage.get(id)).toBeNull();
  });
});

describe('moderation, purchase and download', () => {
  it('the admin lists or rejects with a message the teacher is told', async () => {
    const id = (await upload(app, r.owner.token, { bytes: pdf(), fields: { ...FIELDS, title: 'Rejected one' } })).body.id;
    const no = await api('POST', `/cms/materials/${id}/review`, r.admin.token, { decision: 'reject', message: 'Please add an answer key.' });
    expect(no.body).toMatchObject({ status: 'rejected', review_message: 'Please add an answer key.' });
    const notes = (await api('GET', '/notification', r.owner.token)).body;
    expect(notes.items[0]).toMatchObject({
      kind: 'material_reviewed',
      link: '/teacher/materials',
      params: { material_id: id, decision: 'rejected', message: 'Please add an answer key.' },
    });
    expect((await api('GET', `/materials/${id}`, r.learner.token)).status).toBe(404);
    // The dashboard counts what waits (at least the one uploaded here).
    await upload(app, r.owner.token, { bytes: pdf() });
    expect((await api('GET', '/cms/dashboard', r.admin.token)).body.todo.materials_to_review).toBeGreaterThanOrEqual(1);
    expect((await api('POST', `/cms/materials/${id}/review`, r.admin.token, { decision: 'maybe' })).status).toBe(422);
    expect((await api('POST', '/cms/materials/999999/review', r.admin.token, { decision: 'approve' })).status).toBe(404);
  });

  it('a learner buys a paid one in the sandbox and then downloads it', async () => {
    const id = await listed(app, r.owner.token, r.admin.token, { ...FIELDS, title: 'Market dialogues', price_cents: '700' });
    expect((await api('GET', `/materials/${id}/file`, r.learner.token)).body.detail).toBe('Buy this material to download it');
    const declined = await call(app, { method: 'POST', url: `/api/v1/materials/${id}/checkout`, token: r.learner.token });
    await api('POST', `/billing/sandbox/${declined.body.session_id}/complete`, r.learner.token, { outcome: 'decline' });
    expect((await api('GET', `/materials/${id}/file`, r.learner.token)).status).toBe(403);
    const order = await buy(app, r.learner.token, id);
    expect(order).toMatchObject({ status: 'success', item: 'material', amount_cents: 700 });
    const file = await api('GET', `/materials/${id}/file`, r.learner.token);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // A later takedown does not take away what was bought.
    await api('POST', `/cms/materials/${id}/review`, r.admin.token, { decision: 'reject', message: 'Taken down' });
    expect((await api('GET', `/materials/${id}/file`, r.learner.token)).status).toBe(200);
    expect((await api('GET', `/materials/${id}/file`, r.buyer.token)).status).toBe(404);
  });

  it('the listing pages and filters on the server; unlisted ones never show', async () => {
    const lang = 'Spanish';
    for (let i = 0; i < 3; i++)
      await listed(app, r.other.token, r.admin.token, { ...FIELDS, language: lang, level: 'Advanced', title: `Subjuntivo ${i}`, price_cents: '0' });
    await listed(app, r.other.token, r.admin.token, { ...FIELDS, language: lang, level: 'Advanced', title: 'Subjuntivo paid', price_cents: '300' });
    await upload(app, r.other.token, { bytes: pdf(), fields: { ...FIELDS, language: lang, level: 'Advanced', title: 'Subjuntivo pending' } });
    const q = (s: string) => api('GET', `/materials?language=${lang}&level=Advanced&${s}`, '').then((x) => x.body);
    const p2 = await q('price=free&size=2&page=2');
    expect(p2).toMatchObject({ page: 2, pages: 2, total: 3 });
    expect(p2.items).toHaveLength(1);
    expect((await q('price=paid')).items.map((m: { title: string }) => m.title)).toEqual(['Subjuntivo paid']);
    expect((await q('q=pending')).total).toBe(0);
    expect((await api('GET', '/materials?level=Expert', '')).status).toBe(422);
    expect((await api('GET', '/materials?size=1000', '')).status).toBe(422);
    const mine = (await api('GET', '/materials/mine?status=pending', r.other.token)).body;
    expect(mine.items.some((m: { title: string }) => m.title === 'Subjuntivo pending')).toBe(true);
    const cms = (await api('GET', '/cms/materials?status=pending&size=5', r.admin.token)).body;
    expect(cms.items.every((m: { status: string }) => m.status === 'pending')).toBe(true);
    expect((await api('GET', '/cms/materials?status=nope', r.admin.token)).status).toBe(422);
  });
});
