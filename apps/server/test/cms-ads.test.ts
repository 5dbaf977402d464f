import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cmsAdClicks } from '../src/db/schema';
import { call, getTestEnv } from './helpers';
import { watchRoles } from './watch-helpers';

const { app, ctx } = await getTestEnv();
const r = await watchRoles(ctx);
const tag = Math.random().toString(36).slice(2, 8);

type Role = 'visitor' | 'member' | 'pro' | 'editor' | 'admin';
const tokens: Record<Role, string> = { visitor: '', member: r.member.token, pro: r.pro.token, editor: r.editor.token, admin: r.admin.token };
const adminOnly = (ok: number): Record<Role, number> => ({ visitor: 401, member: 403, pro: 403, editor: 403, admin: ok });
const everyone = (s: number): Record<Role, number> => ({ visitor: s, member: s, pro: s, editor: s, admin: s });

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = r.admin.token) =>
  call(app, { method, url: `/api/v1${url}`, token, payload });
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();
const banner = (title: string, extra: object) => ({ versions: { en: { title, summary: 'Try PRO for a month' } }, extra });
const FREE_HOME = { slot: 'home', link: '/billing', audience_free: true };
async function made(title: string, extra: object, publish: boolean | string = true) {
  const e = (await api('POST', '/cms/entries/ad', banner(title, extra))).body;
  if (publish) {
    const res = await api('POST', `/cms/entries/ad/${e.id}/publish`, typeof publish === 'string' ? { at: publish } : {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return e.id as number;
}
const seen = async (role: Role, slot = 'home') =>
  ((await api('GET', `/ads?slot=${slot}`, undefined, tokens[role])).body as { title: string }[]).map((a) => a.title).filter((t) => t.includes(tag));

describe('house ads', () => {
  const table: {
    action: string;
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: () => Promise<string> | string;
    body?: object;
    expect: Record<Role, number>;
  }[] = [
    { action: 'list banners (CMS)', method: 'GET', url: () => '/cms/entries/ad', expect: adminOnly(200) },
    { action: 'create a banner', method: 'POST', url: () => '/cms/entries/ad', body: banner('Row', {}), expect: adminOnly(201) },
    {
      action: 'publish a banner',
      method: 'POST',
      url: async () => `/cms/entries/ad/${await made('Row', FREE_HOME, false)}/publish`,
      body: {},
      expect: adminOnly(200),
    },
    { action: 'delete a banner', method: 'DELETE', url: async () => `/cms/entries/ad/${await made('Row', {}, false)}`, expect: adminOnly(204) },
    { action: 'a banner’s clicks', method: 'GET', url: async () => `/cms/ads/${await made('Row', {}, false)}/clicks`, expect: adminOnly(200) },
    { action: 'banners for a slot', method: 'GET', url: () => '/ads?slot=home&lang=zh', expect: everyone(200) },
  ];
  for (const row of table)
    for (const role of Object.keys(tokens) as Role[])
      it(`${row.action} — ${role} → ${row.expect[role]}`, async () => {
        const res = await api(row.method, await row.url(), row.body, tokens[role]);
        expect(res.status, JSON.stringify(res.body)).toBe(row.expect[role]);
      });

  it('refuses to publish a banner whose end is not a date and time', async () => {
    const id = await made('Typo', { ...FREE_HOME, ends_at: 'next friday' }, false);
    const res = await api('POST', `/cms/entries/ad/${id}/publish`, {});
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ path: 'extra.ends_at', message: 'Give the end as a date and time, or leave it empty' }]);
  });

  it('shows a banner to its audience only: a free member sees the free one, a PRO member does not', async () => {
    await made(`Free ${tag}`, FREE_HOME);
    await made(`Visitors ${tag}`, { ...FREE_HOME, audience_free: false, audience_visitor: true });
    await made(`Pro ${tag}`, { ...FREE_HOME, audience_free: false, audience_pro: true });
    await made(`Side ${tag}`, { ...FREE_HOME, slot: 'sidebar' });
    await made(`Ended ${tag}`, { ...FREE_HOME, ends_at: inDays(-1) });
    await made(`Later ${tag}`, FREE_HOME, inDays(2));
    await made(`Draft ${tag}`, FREE_HOME, false);
    expect(await seen('member')).toEqual([`Free ${tag}`]);
    expect(await seen('pro')).toEqual([`Pro ${tag}`]);
    expect(await seen('visitor')).toEqual([`Visitors ${tag}`]);
    expect(await seen('member', 'sidebar')).toEqual([`Side ${tag}`]);
  });

  it('counts a click and sends the reader on, storing a number and no one’s identity', async () => {
    const id = await made(`Click ${tag}`, { ...FREE_HOME, link: 'https://example.org/open-day' });
    for (const role of ['visitor', 'member', 'member'] as Role[]) {
      const res = await api('GET', `/ads/${id}/click`, undefined, tokens[role]);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('https://example.org/open-day');
    }
    const clicks = (await api('GET', `/cms/ads/${id}/clicks`)).body;
    expect(clicks.total).toBe(3);
    expect(clicks.days).toEqual([{ day: new Date().toISOString().slice(0, 10), clicks: 3 }]);
    expect(Object.keys(getTableColumns(cmsAdClicks)).sort()).toEqual(['clicks', 'day', 'entryId']);
    await api('POST', `/cms/entries/ad/${id}/unpublish`);
    const gone = await api('GET', `/ads/${id}/click`, undefined, '');
    expect(gone.status).toBe(404);
    expect(gone.body.detail).toBe('Banner not found');
  });

  it('refuses to publish a banner without a safe link, a slot or an audience', async () => {
    const cases: [object, string][] = [
      [{ ...FREE_HOME, link: 'javascript:alert(1)' }, 'Give the banner a link that starts with https:// or /'],
      [{ ...FREE_HOME, link: '//evil.example' }, 'Give the banner a link that starts with https:// or /'],
      [{ ...FREE_HOME, slot: 'popup' }, 'Choose where the banner is shown'],
      [{ ...FREE_HOME, audience_free: false }, 'Choose who sees the banner'],
    ];
    for (const [extra, detail] of cases) {
      const res = await api('POST', `/cms/entries/ad/${await made('Bad', extra, false)}/publish`, {});
      expect(res.status).toBe(422);
      expect(res.body.detail).toBe(detail);
    }
    expect((await api('GET', '/ads?slot=popup', undefined, '')).status).toBe(422);
  });

  it('pages and filters the banners on the server', async () => {
    for (let i = 0; i < 3; i++) await made(`Paged ${tag} ${i}`, FREE_HOME, i === 0);
    expect((await api('GET', `/cms/entries/ad?q=paged%20${tag}&size=2&page=2`)).body).toMatchObject({ page: 2, pages: 2, total: 3 });
    expect((await api('GET', `/cms/entries/ad?q=paged%20${tag}&status=draft`)).body.total).toBe(2);
  });
});
