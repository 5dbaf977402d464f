import { CARTOON_ERRORS } from '@lingbridge/contracts/cms';
import { describe, expect, it } from 'vitest';
import { PANEL_PICTURE_MISSING } from '../src/features/cms/cartoons-service';
import { form, isErrorShape, png, pngBomb } from './files-helpers';
import { call, getTestEnv } from './helpers';
import { watchRoles } from './watch-helpers';

const { app, ctx } = await getTestEnv();
const r = await watchRoles(ctx);
const tag = Math.random().toString(36).slice(2, 8);

type Role = 'visitor' | 'learner' | 'editor' | 'admin';
const tokens: Record<Role, string> = { visitor: '', learner: r.member.token, editor: r.editor.token, admin: r.admin.token };
const adminOnly = (ok: number): Record<Role, number> => ({ visitor: 401, learner: 403, editor: 403, admin: ok });
const everyone = (ok: number): Record<Role, number> => ({ visitor: ok, learner: ok, editor: ok, admin: ok });

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = r.admin.token) =>
  call(app, { method, url: `/api/v1${url}`, token, payload });

async function upload(bytes: Buffer, token = r.admin.token, type = 'image/png') {
  const f = form([{ name: 'file', filename: 'panel.png', type, bytes }]);
  return call(app, { method: 'POST', url: '/api/v1/cms/image', token, payload: f.payload, headers: f.headers });
}
const picture = async () => (await upload(await png(80, 60))).body.file_id as string;

type Bubble = { x: number; y: number; text: string; translation?: string; tail?: string };
const cartoonDoc = (
  title: string,
  panels: { file_id: string; bubbles: Bubble[] }[],
  extra: object = { language: 'Simplified_Chinese', level: 'Beginner' },
) => ({
  versions: { en: { title, summary: 'Two friends' }, zh: { title: `${title} 中文` } },
  extra,
  panels,
});
async function made(title: string, bubbles: Bubble[] = [{ x: 30, y: 20, text: '你好！', translation: 'Hello!' }], extra?: object, publish = true) {
  const res = await api('POST', '/cms/entries/cartoon', cartoonDoc(title, [{ file_id: await picture(), bubbles }], extra));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  if (publish) expect((await api('POST', `/cms/entries/cartoon/${res.body.id}/publish`, {})).status).toBe(200);
  return res.body.id as number;
}

describe('cartoons: who may do what', () => {
  const table: {
    action: string;
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: () => Promise<string> | string;
    body?: () => Promise<object>;
    expect: Record<Role, number>;
  }[] = [
    { action: 'list cartoons (CMS)', method: 'GET', url: () => '/cms/entries/cartoon', expect: adminOnly(200) },
    { action: 'create a cartoon', method: 'POST', url: () => '/cms/entries/cartoon', body: async () => cartoonDoc('Row', []), expect: adminOnly(201) },
    {
      action: 'save a cartoon',
      method: 'PUT',
      url: async () => `/cms/entries/cartoon/${await made('Row', [], undefined, false)}`,
      body: async () => cartoonDoc('Changed', [{ file_id: await picture(), bubbles: [{ x: 10, y: 10, text: '' }] }]),
      expect: adminOnly(200),
    },
    {
      action: 'publish a cartoon',
      method: 'POST',
      url: async () => `/cms/entries/cartoon/${await made('Row', undefined, undefined, false)}/publish`,
      body: async () => ({}),
      expect: adminOnly(200),
    },
    { action: 'unpublish a cartoon', method: 'POST', url: async () => `/cms/entries/cartoon/${await made('Row')}/unpublish`, expect: adminOnly(200) },
    {
      action: 'delete a cartoon',
      method: 'DELETE',
      url: async () => `/cms/entries/cartoon/${await made('Row', [], undefined, false)}`,
      expect: adminOnly(204),
    },
    { action: 'list cartoons in Read', method: 'GET', url: () => '/cartoons?language=Spanish&level=Beginner', expect: everyone(200) },
    { action: 'read a published cartoon', method: 'GET', url: async () => `/cartoons/${await made('Row')}?lang=zh`, expect: everyone(200) },
  ];
  for (const row of table)
    for (const role of Object.keys(tokens) as Role[])
      it(`${row.action} — ${role} → ${row.expect[role]}`, async () => {
        const res = await api(row.method, await row.url(), await row.body?.(), tokens[role]);
        expect(res.status, JSON.stringify(res.body)).toBe(row.expect[role]);
      });

  it('lets only editors upload a panel: a visitor is refused, a learner too', async () => {
    const bytes = await png(20, 20);
    expect((await upload(bytes, '')).status).toBe(401);
    expect((await upload(bytes, r.member.token)).status).toBe(403);
  });
});

describe('cartoons: panels and bubbles', () => {
  it('refuses a bad upload: not a picture, a decompression bomb, too large', async () => {
    const fake = await upload(Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(fake.status).toBe(422);
    expect(isErrorShape(fake.body)).toBe(true);
    const bomb = await upload(pngBomb());
    expect([413, 422]).toContain(bomb.status);
    const big = await upload(Buffer.concat([await png(8, 8), Buffer.alloc(ctx.config.avatarMaxBytes + 10)]));
    expect([413, 422]).toContain(big.status);
  });

  it('re-encodes an uploaded panel: a large picture comes back at most 1600 px wide', async () => {
    const res = await upload(await png(2400, 1200));
    expect(res.status).toBe(201);
    const served = await call(app, { method: 'GET', url: res.body.url });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('checks bubbles as they are saved: position within the panel, text length, tail, how many', async () => {
    const file_id = await picture();
    const bad: [Bubble[], string][] = [
      [[{ x: 120, y: 10, text: '你好' }], 'panels.0.bubbles.0.x'],
      [[{ x: 10, y: -1, text: '你好' }], 'panels.0.bubbles.0.y'],
      [[{ x: 10, y: 10, text: '好'.repeat(201) }], 'panels.0.bubbles.0.text'],
      [[{ x: 10, y: 10, text: '你好', tail: 'sideways' }], 'panels.0.bubbles.0.tail'],
      [Array.from({ length: 7 }, () => ({ x: 10, y: 10, text: '你好' })), 'panels.0.bubbles'],
    ];
    for (const [bubbles, path] of bad) {
      const res = await api('POST', '/cms/entries/cartoon', cartoonDoc('Bad', [{ file_id, bubbles }]));
      expect(res.status, path).toBe(422);
      expect(isErrorShape(res.body)).toBe(true);
      expect(JSON.stringify(res.body.errors)).toContain(path.split('.').pop());
    }
  });

  it('takes only pictures uploaded to the CMS as panels', async () => {
    const res = await api('POST', '/cms/entries/cartoon', cartoonDoc('Stolen', [{ file_id: 'not-a-file', bubbles: [] }]));
    expect(res.status).toBe(422);
    expect(res.body.detail).toBe(PANEL_PICTURE_MISSING);
  });

  it('refuses to publish a cartoon without a language, a lower level, a panel, or with an empty or wrong-language bubble', async () => {
    const cases: [Bubble[] | null, object, string][] = [
      [[], { level: 'Beginner' }, CARTOON_ERRORS.language],
      [[], { language: 'Spanish', level: 'Advanced' }, CARTOON_ERRORS.level],
      [null, { language: 'Spanish', level: 'Beginner' }, CARTOON_ERRORS.panels],
      [[{ x: 10, y: 10, text: '' }], { language: 'Simplified_Chinese', level: 'Beginner' }, CARTOON_ERRORS.emptyBubble],
      [[{ x: 10, y: 10, text: 'Hola' }], { language: 'Simplified_Chinese', level: 'Beginner' }, CARTOON_ERRORS.wrongLanguage],
      [[{ x: 10, y: 10, text: '你好' }], { language: 'Spanish', level: 'Intermediate' }, CARTOON_ERRORS.wrongLanguage],
    ];
    for (const [bubbles, extra, detail] of cases) {
      const panels = bubbles ? [{ file_id: await picture(), bubbles }] : [];
      const e = (await api('POST', '/cms/entries/cartoon', cartoonDoc('Bad', panels, extra))).body;
      const res = await api('POST', `/cms/entries/cartoon/${e.id}/publish`, {});
      expect(res.status, detail).toBe(422);
      expect(res.body.detail).toBe(detail);
    }
  });

  it('keeps panels only on cartoons, and records a panel change in the audit trail', async () => {
    const blog = await api('POST', '/cms/entries/blog', { versions: { en: { title: 'Post', body: '<p>x</p>' } }, panels: [{ file_id: 'x', bubbles: [] }] });
    expect(blog.status).toBe(201);
    expect(blog.body.draft.panels).toBeUndefined();
    const id = await made(`Audit ${tag}`, [], undefined, false);
    const src = (await api('GET', `/cms/entries/cartoon/${id}`)).body;
    const panels = [{ ...src.draft.panels[0], bubbles: [{ x: 50, y: 50, text: '再见', translation: 'Bye', tail: 'top-right' }] }];
    const saved = await api('PUT', `/cms/entries/cartoon/${id}`, { ...src.draft, panels });
    expect(saved.status).toBe(200);
    expect(saved.body.draft.panels[0].bubbles[0]).toEqual({ x: 50, y: 50, text: '再见', translation: 'Bye', tail: 'top-right' });
    expect(saved.body.audit[0].changes).toContain('panels');
  });
});

describe('cartoons in Read', () => {
  it('shows published cartoons of the language and level, in the reader’s interface language; drafts and unpublished ones stay out', async () => {
    const shown = await made(`Shown ${tag}`);
    const draft = await made(`Draft ${tag}`, undefined, undefined, false);
    const gone = await made(`Gone ${tag}`);
    await api('POST', `/cms/entries/cartoon/${gone}/unpublish`);
    const es = await made(`Spanish ${tag}`, [{ x: 40, y: 20, text: '¡Hola!' }], { language: 'Spanish', level: 'Intermediate' });

    const zh = (await api('GET', '/cartoons?language=Simplified_Chinese&level=Beginner&lang=zh&size=24', undefined, '')).body;
    const titles = zh.items.map((c: { title: string }) => c.title);
    expect(titles).toContain(`Shown ${tag} 中文`);
    expect(titles).not.toContain(`Draft ${tag} 中文`);
    expect(titles).not.toContain(`Gone ${tag} 中文`);
    expect(titles).not.toContain(`Spanish ${tag} 中文`);
    const card = zh.items.find((c: { id: number }) => c.id === shown);
    expect(card).toMatchObject({ lang: 'zh', language: 'Simplified_Chinese', level: 'Beginner', panel_count: 1 });
    expect(card.image_url).toMatch(/^\/api\/v1\/cms\/image\//);

    const spanish = (await api('GET', '/cartoons?language=Spanish&level=Intermediate', undefined, '')).body.items.map((c: { id: number }) => c.id);
    expect(spanish).toContain(es);
    expect((await api('GET', '/cartoons?language=Spanish&level=Beginner&size=24', undefined, '')).body.items.map((c: { id: number }) => c.id)).not.toContain(
      es,
    );

    const one = await api('GET', `/cartoons/${shown}?lang=es`, undefined, '');
    expect(one.body).toMatchObject({ title: `Shown ${tag}`, lang: 'en', panels: [{ bubbles: [{ text: '你好！', translation: 'Hello!' }] }] });
    for (const id of [draft, gone, 2_000_000_000]) {
      const res = await api('GET', `/cartoons/${id}`, undefined, '');
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe('Cartoon not found');
    }
  });

  it('pages on the server and refuses a bad filter in words', async () => {
    const p = (await api('GET', '/cartoons?language=Simplified_Chinese&size=1&page=1', undefined, '')).body;
    expect(p.items.length).toBe(1);
    expect(p.pages).toBe(p.total);
    const bad = await api('GET', '/cartoons?language=Klingon', undefined, '');
    expect(bad.status).toBe(422);
    expect(isErrorShape(bad.body)).toBe(true);
    expect((await api('GET', '/cartoons?language=Spanish&size=500', undefined, '')).status).toBe(422);
  });

  it('deletes a cartoon with its panel pictures', async () => {
    const id = await made(`Delete ${tag}`, undefined, undefined, false);
    const url = `/api/v1/cms/image/${(await api('GET', `/cms/entries/cartoon/${id}`)).body.draft.panels[0].file_id}`;
    expect((await call(app, { method: 'GET', url })).status).toBe(200);
    expect((await api('DELETE', `/cms/entries/cartoon/${id}`)).status).toBe(204);
    expect((await call(app, { method: 'GET', url })).status).toBe(404);
  });
});
