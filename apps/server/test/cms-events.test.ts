import { describe, expect, it } from 'vitest';
import { call, getTestEnv } from './helpers';
import { watchRoles } from './watch-helpers';

const { app, ctx } = await getTestEnv();
const r = await watchRoles(ctx);
const tag = Math.random().toString(36).slice(2, 8);

type Role = 'visitor' | 'member' | 'pro' | 'editor' | 'admin';
const tokens: Record<Role, string> = { visitor: '', member: r.member.token, pro: r.pro.token, editor: r.editor.token, admin: r.admin.token };
const adminOnly = (ok: number): Record<Role, number> => ({ visitor: 401, member: 403, pro: 403, editor: 403, admin: ok });

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = r.admin.token) =>
  call(app, { method, url: `/api/v1${url}`, token, payload });
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
const event = (title: string, extra: object) => ({ versions: { en: { title, summary: 'Come along' }, zh: { title: `${title} 中文` } }, extra });
async function made(title: string, extra: object, publish = true) {
  const e = (await api('POST', '/cms/entries/event', event(title, extra))).body;
  if (publish) expect((await api('POST', `/cms/entries/event/${e.id}/publish`, {})).status).toBe(200);
  return e.id as number;
}

describe('event announcements', () => {
  const table: {
    action: string;
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: () => Promise<string> | string;
    body?: object;
    expect: Record<Role, number>;
  }[] = [
    { action: 'list events (CMS)', method: 'GET', url: () => '/cms/entries/event', expect: adminOnly(200) },
    { action: 'create an event', method: 'POST', url: () => '/cms/entries/event', body: event('Row', {}), expect: adminOnly(201) },
    {
      action: 'save an event',
      method: 'PUT',
      url: async () => `/cms/entries/event/${await made('Row', {}, false)}`,
      body: event('Changed', { place: 'Hall' }),
      expect: adminOnly(200),
    },
    {
      action: 'publish an event',
      method: 'POST',
      url: async () => `/cms/entries/event/${await made('Row', { starts_at: inDays(3), place: 'Hall' }, false)}/publish`,
      body: {},
      expect: adminOnly(200),
    },
    { action: 'delete an event', method: 'DELETE', url: async () => `/cms/entries/event/${await made('Row', {}, false)}`, expect: adminOnly(204) },
    {
      action: 'upcoming events, publicly',
      method: 'GET',
      url: () => '/events?lang=es',
      expect: { visitor: 200, member: 200, pro: 200, editor: 200, admin: 200 },
    },
  ];
  for (const row of table)
    for (const role of Object.keys(tokens) as Role[])
      it(`${row.action} — ${role} → ${row.expect[role]}`, async () => {
        const res = await api(row.method, await row.url(), row.body, tokens[role]);
        expect(res.status, JSON.stringify(res.body)).toBe(row.expect[role]);
      });

  it('refuses to publish an event without a time, a place or link, or with an unsafe link', async () => {
    const cases: [object, string][] = [
      [{ place: 'Hall' }, 'Give the event a start date and time before publishing'],
      [{ starts_at: inDays(1) }, 'Give the event a place or a link before publishing'],
      [{ starts_at: inDays(1), link: 'javascript:alert(1)' }, 'The link must start with https:// or /'],
      [{ starts_at: inDays(2), ends_at: inDays(1), place: 'Hall' }, 'The event cannot end before it starts'],
      [{ starts_at: inDays(2), ends_at: 'zzz', place: 'Hall' }, 'Give the end as a date and time, or leave it empty'],
    ];
    for (const [extra, detail] of cases) {
      const id = await made('Bad', extra, false);
      const res = await api('POST', `/cms/entries/event/${id}/publish`, {});
      expect(res.status).toBe(422);
      expect(res.body.detail).toBe(detail);
    }
  });

  it('shows published events not yet over, soonest first, in the reader’s language; drafts and past ones stay out', async () => {
    await made(`Later ${tag}`, { starts_at: inDays(1.2), link: 'https://meet.example.org/w', type: 'webinar' });
    await made(`Sooner ${tag}`, { starts_at: inDays(1.1), place: 'Room 2', type: 'open_day' });
    await made(`Past ${tag}`, { starts_at: inDays(-3), place: 'Room 3' });
    await made(`Draft ${tag}`, { starts_at: inDays(1.15), place: 'Room 4' }, false);
    await made(`Running ${tag}`, { starts_at: inDays(-1), ends_at: inDays(1.3), place: 'Room 5', type: 'competition' });
    const list = (await api('GET', '/events?lang=zh&limit=20', undefined, '')).body as { title: string; type: string; lang: string }[];
    const mine = list.filter((e) => e.title.includes(tag));
    expect(mine.map((e) => e.title)).toEqual([`Running ${tag} 中文`, `Sooner ${tag} 中文`, `Later ${tag} 中文`]);
    expect(mine.map((e) => e.type)).toEqual(['competition', 'open_day', 'webinar']);
    expect(mine[0].lang).toBe('zh');
  });

  it('pages and filters the editors’ list on the server', async () => {
    for (let i = 0; i < 3; i++) await made(`Paged ${tag} ${i}`, { starts_at: inDays(5), place: 'Hall' }, i === 0);
    const p = (await api('GET', `/cms/entries/event?q=paged%20${tag}&size=2&page=2`)).body;
    expect(p).toMatchObject({ page: 2, pages: 2, total: 3 });
    expect((await api('GET', `/cms/entries/event?q=paged%20${tag}&status=published`)).body.total).toBe(1);
  });
});
