import { describe, expect, it } from 'vitest';
import { call, getTestEnv } from './helpers';
import { form } from './files-helpers';
import { buy, FIELDS, listed, materialRoles, pdf, upload } from './materials-helpers';

const env = await getTestEnv();
const { app, ctx } = env;
const r = await materialRoles(ctx);

type Role = 'visitor' | 'learner' | 'buyer' | 'owner' | 'other' | 'admin';
const ROLES: Role[] = ['visitor', 'learner', 'buyer', 'owner', 'other', 'admin'];
const token = (role: Role) => (role === 'visitor' ? '' : r[role].token);
const api = (role: Role, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  call(app, { method, url: `/api/v1${url}`, token: token(role), payload });

const paid = await listed(app, r.owner.token, r.admin.token, { ...FIELDS, title: 'Paid listening pack', price_cents: '500' });
const free = await listed(app, r.owner.token, r.admin.token, { ...FIELDS, title: 'Free tone chart' });
const pending = (await upload(app, r.owner.token, { bytes: pdf() })).body.id as number;
await buy(app, r.buyer.token, paid);

/** Each role's expected status per route; the table is the policy (decision 0119). */
const TABLE: [name: string, run: (role: Role) => Promise<{ status: number }>, expect: Record<Role, number>][] = [
  ['list', (role) => api(role, 'GET', '/materials'), { visitor: 200, learner: 200, buyer: 200, owner: 200, other: 200, admin: 200 }],
  ['read listed', (role) => api(role, 'GET', `/materials/${paid}`), { visitor: 200, learner: 200, buyer: 200, owner: 200, other: 200, admin: 200 }],
  ['read pending', (role) => api(role, 'GET', `/materials/${pending}`), { visitor: 404, learner: 404, buyer: 404, owner: 200, other: 404, admin: 200 }],
  ['mine', (role) => api(role, 'GET', '/materials/mine'), { visitor: 401, learner: 403, buyer: 403, owner: 200, other: 200, admin: 200 }],
  ['upload', (role) => upload(app, token(role), { bytes: pdf() }), { visitor: 401, learner: 403, buyer: 403, owner: 201, other: 201, admin: 201 }],
  [
    'edit',
    (role) => api(role, 'PATCH', `/materials/${pending}`, { description: `By ${role}` }),
    { visitor: 401, learner: 403, buyer: 403, owner: 200, other: 404, admin: 200 },
  ],
  [
    'edit listed',
    // A fresh listed one per role: the owner's edit sends it back to the admins.
    async (role) => api(role, 'PATCH', `/materials/${await listed(app, r.owner.token, r.admin.token)}`, { level: 'Advanced' }),
    { visitor: 401, learner: 403, buyer: 403, owner: 200, other: 403, admin: 200 },
  ],
  ['download paid', (role) => api(role, 'GET', `/materials/${paid}/file`), { visitor: 401, learner: 403, buyer: 200, owner: 200, other: 403, admin: 200 }],
  [
    'download pending',
    (role) => api(role, 'GET', `/materials/${pending}/file`),
    { visitor: 401, learner: 404, buyer: 404, owner: 200, other: 404, admin: 200 },
  ],
  ['cms list', (role) => api(role, 'GET', '/cms/materials'), { visitor: 401, learner: 403, buyer: 403, owner: 403, other: 403, admin: 200 }],
  [
    'review',
    (role) => api(role, 'POST', `/cms/materials/${pending}/review`, { decision: 'reject', message: 'Needs a key' }),
    { visitor: 401, learner: 403, buyer: 403, owner: 403, other: 403, admin: 200 },
  ],
];

describe('materials policy, role by role', () => {
  for (const [name, run, want] of TABLE)
    it(name, async () => {
      for (const role of ROLES) expect((await run(role)).status, `${name} as ${role}`).toBe(want[role]);
    });

  it('replacing the file is PUT, by the owner or an admin only', async () => {
    const put = (role: Role) =>
      app.inject({
        method: 'PUT',
        url: `/api/v1/materials/${pending}/file`,
        ...withToken(role, form([{ name: 'file', filename: 'b.pdf', bytes: pdf('v2') }])),
      });
    const got = Object.fromEntries(await Promise.all(ROLES.map(async (role) => [role, (await put(role)).statusCode])));
    expect(got).toEqual({ visitor: 401, learner: 403, buyer: 403, owner: 200, other: 404, admin: 200 });
  });

  it('buying: a signed-in account, not the owner, not twice, not a free or unlisted one', async () => {
    const checkout = (role: Role, id: number) => api(role, 'POST', `/materials/${id}/checkout`);
    expect((await checkout('visitor', paid)).status).toBe(401);
    expect((await checkout('learner', paid)).status).toBe(201);
    expect((await checkout('other', paid)).status).toBe(201);
    expect((await checkout('admin', paid)).status).toBe(201);
    expect((await checkout('owner', paid)).body.detail).toBe('This is your own material');
    expect((await checkout('buyer', paid)).body.detail).toBe('You have already bought this material');
    expect((await checkout('learner', free)).body.detail).toBe('This material is free: download it');
    expect((await checkout('learner', pending)).status).toBe(404);
  });

  it('the teacher’s change goes back to the admins; an admin’s keeps it listed', async () => {
    const id = await listed(app, r.owner.token, r.admin.token);
    expect((await api('admin', 'PATCH', `/materials/${id}`, { title: 'Tones chart' })).body.status).toBe('approved');
    expect((await api('owner', 'PATCH', `/materials/${id}`, { price_cents: 300 })).body).toMatchObject({ status: 'pending', price_cents: 300 });
    expect((await api('learner', 'GET', `/materials/${id}`)).status).toBe(404);
  });

  it('a teacher’s save that changes nothing (empty, or the same values) keeps the material listed', async () => {
    const id = await listed(app, r.owner.token, r.admin.token);
    const before = (await api('owner', 'GET', `/materials/${id}`)).body;
    expect((await api('owner', 'PATCH', `/materials/${id}`, {})).body.status).toBe('approved');
    const same = await api('owner', 'PATCH', `/materials/${id}`, { title: before.title, price_cents: before.price_cents, level: before.level });
    expect(same.body.status).toBe('approved');
    expect(same.body.description).toBe(before.description);
    expect((await api('learner', 'GET', `/materials/${id}`)).status).toBe(200);
    // A change of one field keeps the others (the description was emptied by any edit without it).
    const priced = await api('owner', 'PATCH', `/materials/${id}`, { price_cents: before.price_cents + 100 });
    expect(priced.body).toMatchObject({ status: 'pending', description: before.description, title: before.title });
  });

  it('free listed ones download for anyone signed in; abilities say so', async () => {
    for (const role of ROLES) expect((await api(role, 'GET', `/materials/${free}/file`)).status, role).toBe(role === 'visitor' ? 401 : 200);
    const seen = (role: Role) => api(role, 'GET', `/materials/${paid}`).then((x) => x.body.abilities);
    expect(await seen('visitor')).toMatchObject({ download: false, buy: false, edit: false });
    expect(await seen('learner')).toMatchObject({ download: false, buy: true, purchased: false });
    expect(await seen('buyer')).toMatchObject({ download: true, buy: false, purchased: true });
    expect(await seen('owner')).toMatchObject({ download: true, edit: true, buy: false });
    expect(await seen('admin')).toMatchObject({ download: true, edit: true, review: true });
  });
});

function withToken(role: Role, body: { payload: Buffer; headers: Record<string, string> }) {
  return { payload: body.payload, headers: { ...body.headers, ...(role === 'visitor' ? {} : { authorization: `Bearer ${token(role)}` }) } };
}
