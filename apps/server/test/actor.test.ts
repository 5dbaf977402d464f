import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { anyone, registerActor, signedInUser } from '../src/actor/access';
import { bearerOf } from '../src/actor/actor';
import { insertSession, updateUser } from '../src/features/accounts/repo';
import { hashToken, newToken } from '../src/features/accounts/secrets';
import { openSession } from '../src/features/accounts/service';
import { call, createUser, getTestEnv } from './helpers';
import { spanishArticle } from './reading-helpers';

const { app, ctx } = await getTestEnv();

/** A Member an admin gave can_edit_article: the case the web's CMS used to turn away. */
async function memberEditor() {
  const editor = await createUser(ctx);
  await updateUser(ctx.db, editor.user.id, { canEditArticle: true });
  await ctx.sessions.invalidate({ userId: editor.user.id });
  return editor;
}

const abilitiesOf = async (token: string) => (await call(app, { method: 'GET', url: '/api/v1/user/me', token })).body.abilities as string[];

describe('the actor: one per request, every route declares its access (decision 0080)', () => {
  it('refuses to start a route that says nothing about who may call it', async () => {
    const api = Fastify();
    registerActor(api, ctx);
    expect(() => api.get('/forgotten', async () => 'x')).toThrow(/declares no access/);
    expect(() => api.get('/open', { config: { access: anyone } }, async () => 'x')).not.toThrow();
    await api.close();
  });

  it('answers a visitor 401 and a signed-in user the rule refuses 403, in the route’s words', async () => {
    const member = await createUser(ctx);
    expect(await call(app, { method: 'GET', url: '/api/v1/video/admin/list' })).toMatchObject({ status: 401, body: { detail: 'Please login first!' } });
    expect(await call(app, { method: 'GET', url: '/api/v1/video/admin/list', token: member.token })).toMatchObject({
      status: 403,
      body: { detail: 'Only admins may change the video catalogue' },
    });
  });

  it('treats a malformed, unknown or revoked token as a visitor', async () => {
    const member = await createUser(ctx);
    await call(app, { method: 'POST', url: '/api/v1/user/logout', token: member.token });
    for (const authorization of ['Bearer short', `Bearer ${'x'.repeat(40)}`, `Bearer ${member.token}`, 'Basic abc']) {
      const res = await call(app, { method: 'GET', url: '/api/v1/user/me', headers: { authorization } });
      expect(res.status, authorization).toBe(401);
      expect((await call(app, { method: 'GET', url: '/api/v1/article', headers: { authorization } })).status).toBe(200);
    }
  });

  it('answers a cached session only for its exact token: any other header around it is read in full', async () => {
    const member = await createUser(ctx);
    const me = (authorization: string) => call(app, { method: 'GET', url: '/api/v1/user/me', headers: { authorization } });
    // The first request reads the session from the database and caches it; the second is answered from the cache.
    expect((await me(`Bearer ${member.token}`)).status).toBe(200);
    expect((await me(`Bearer ${member.token}`)).body.id).toBe(member.user.id);
    // Another spelling of the scheme misses the cache's quick look and is read by bearerOf.
    expect((await me(`bearer  ${member.token}`)).status).toBe(200);
    // The token with a character more, one less or one changed is not the session's.
    for (const h of [`Bearer ${member.token}A`, `Bearer ${member.token}.`, `Bearer ${member.token.slice(1)}`, `Bearer ${member.token.slice(0, -1)}=`]) {
      expect((await me(h)).status, h).toBe(401);
    }
  });

  it('answers an expired session as a visitor once its time is up, from the cache too, on the system clock or a set one', async () => {
    const member = await createUser(ctx);
    const token = newToken();
    await insertSession(ctx.db, member.user.id, hashToken(token), new Date(Date.now() + 1_500));
    const me = () => call(app, { method: 'GET', url: '/api/v1/user/me', token });
    expect((await me()).status).toBe(200);
    expect((await me()).status).toBe(200); // now from the cache
    await new Promise((r) => setTimeout(r, 1_600));
    expect((await me()).status).toBe(401);
    // A clock moved past a live session's end refuses it too.
    const other = await createUser(ctx);
    expect((await call(app, { method: 'GET', url: '/api/v1/user/me', token: other.token })).status).toBe(200);
    const realNow = ctx.now;
    ctx.now = () => new Date(Date.now() + ctx.config.tokenTtlMs + 60_000);
    try {
      expect((await call(app, { method: 'GET', url: '/api/v1/user/me', token: other.token })).status).toBe(401);
    } finally {
      ctx.now = realNow;
    }
    expect((await call(app, { method: 'GET', url: '/api/v1/user/me', token: other.token })).status).toBe(200);
  });

  it('reads the token of any spelling of the Bearer scheme, and nothing else', () => {
    const token = 'aB3_-'.repeat(8) + 'xyz'; // 43 characters, as issued
    const of = (authorization?: string) => bearerOf({ headers: { authorization } });
    for (const h of [`Bearer ${token}`, `bearer ${token}`, `BEARER  ${token}`, `Bearer\t${token}`]) expect(of(h), h).toBe(token);
    expect(of(`Bearer ${'a'.repeat(20)}`)).toBe('a'.repeat(20));
    expect(of(`Bearer ${'a'.repeat(200)}`)).toBe('a'.repeat(200));
    expect(of()).toBeNull();
    expect(of('')).toBeNull();
    const malformed = [
      `Bearer ${'a'.repeat(19)}`,
      `Bearer ${'a'.repeat(201)}`,
      `Bearer ${token} `,
      `Bearer ${token}=`,
      `Bearer ${token.slice(0, 20)}.${token.slice(21)}`,
      `Bearer ${token.slice(0, 20)}\r${token.slice(21)}`,
      `Bearer ${token.slice(0, 20)}\u0015${token.slice(21)}`,
      `Bearer ${token.slice(0, 20)}é${token.slice(21)}`,
      `Bearer ${token.slice(0, 20)}\u{1F600}${token.slice(22)}`,
      `Bearer${token}`,
      `Basic ${token}`,
      `Token ${token}`,
      token,
    ];
    for (const h of malformed) expect(of(h), JSON.stringify(h)).toBe('');
  });

  it("runs before a route's own preHandler, which sees the actor; a HEAD is checked as its GET", async () => {
    const member = await createUser(ctx);
    const api = Fastify();
    registerActor(api, ctx);
    const seen: string[] = [];
    api.get(
      '/mine',
      {
        config: { access: signedInUser, loginMessage: 'Sign in to see yours' },
        preHandler: (req, _reply, done) => done(void seen.push(req.actor.role)),
      },
      async (req) => ({ id: req.actor.user!.id }),
    );
    expect((await api.inject({ url: '/mine', headers: member.auth })).json()).toEqual({ id: member.user.id });
    const visitor = await api.inject({ url: '/mine' });
    expect([visitor.statusCode, visitor.json().message]).toEqual([401, 'Sign in to see yours']);
    expect((await api.inject({ method: 'HEAD', url: '/mine' })).statusCode).toBe(401);
    expect((await api.inject({ method: 'HEAD', url: '/mine', headers: member.auth })).statusCode).toBe(200);
    // The route's own hook ran for the two allowed requests only, each after the actor was known.
    expect(seen).toEqual(['Member', 'Member']);
    await api.close();
  });

  it('keeps each session its own: two sign-ins of one user, one logged out, the other still works', async () => {
    const member = await createUser(ctx);
    const other = await openSession(ctx, member.user.id);
    for (const token of [member.token, other, member.token, other]) {
      expect((await call(app, { method: 'GET', url: '/api/v1/user/me', token })).status).toBe(200);
    }
    expect((await call(app, { method: 'POST', url: '/api/v1/user/logout', token: other })).status).toBe(204);
    expect((await call(app, { method: 'GET', url: '/api/v1/user/me', token: other })).status).toBe(401);
    expect((await call(app, { method: 'GET', url: '/api/v1/user/me', token: member.token })).status).toBe(200);
    // And the other way round: a logout ends the session it came with, not the one last seen.
    expect((await call(app, { method: 'POST', url: '/api/v1/user/logout', token: member.token })).status).toBe(204);
    expect((await call(app, { method: 'GET', url: '/api/v1/user/me', token: member.token })).status).toBe(401);
  });

  it('checks access before input: a refused caller learns nothing of the body, an allowed one gets its 422 (decision 0158)', async () => {
    const member = await createUser(ctx);
    const visitor = await call(app, { method: 'GET', url: '/api/v1/notification?page=0' });
    expect(visitor).toMatchObject({ status: 401, body: { detail: 'Please login first!' } });
    expect((await call(app, { method: 'GET', url: '/api/v1/notification?page=0', token: member.token })).status).toBe(422);
    const learnerToCms = await call(app, { method: 'POST', url: '/api/v1/cms/entries/blog', token: member.token, payload: {} });
    expect(learnerToCms.status).toBe(403);
    expect(learnerToCms.body.errors).toBeUndefined();
  });
});

describe('abilities presented with the user (GET /user/me)', () => {
  it('gives each role what its policies allow', async () => {
    const member = await createUser(ctx);
    const unverified = await createUser(ctx, { verified: false });
    const mentor = await createUser(ctx, { role: 'Mentor' });
    const admin = await createUser(ctx, { role: 'Admin' });
    expect(await abilitiesOf(member.token)).toEqual(['use_chat', 'submit_videos', 'subscribe']);
    expect(await abilitiesOf(unverified.token)).toEqual(['subscribe']);
    expect(await abilitiesOf(mentor.token)).toEqual(['use_teacher_center', 'use_chat', 'create_group_room', 'submit_videos', 'subscribe']);
    const all = await abilitiesOf(admin.token);
    expect(all).toEqual(
      expect.arrayContaining(['use_cms', 'administer', 'edit_articles', 'curate_videos', 'manage_users', 'manage_orders', 'switch_site_language']),
    );
    expect(all).not.toContain('subscribe');
  });

  it('a paying member is not offered a subscription', async () => {
    const pro = await createUser(ctx);
    await updateUser(ctx.db, pro.user.id, { isPaid: true });
    await ctx.sessions.invalidate({ userId: pro.user.id });
    expect(await abilitiesOf(pro.token)).not.toContain('subscribe');
  });

  it('a Member with can_edit_article may use the article CMS, and the server admits exactly that', async () => {
    const editor = await memberEditor();
    const abilities = await abilitiesOf(editor.token);
    expect(abilities).toEqual(expect.arrayContaining(['use_cms', 'edit_articles', 'edit_transcripts']));
    expect(abilities).not.toContain('administer');
    expect(abilities).not.toContain('curate_videos');
    // What the abilities promise, the API keeps: articles yes, the video catalogue and people no.
    expect((await call(app, { method: 'POST', url: '/api/v1/article', token: editor.token, payload: spanishArticle() })).status).toBe(201);
    expect((await call(app, { method: 'GET', url: '/api/v1/category', token: editor.token })).status).toBe(200);
    expect((await call(app, { method: 'GET', url: '/api/v1/video/admin/list', token: editor.token })).status).toBe(403);
    expect((await call(app, { method: 'GET', url: '/api/v1/user/admin/list_users', token: editor.token })).status).toBe(403);
    expect((await call(app, { method: 'GET', url: '/api/v1/billing/admin/orders', token: editor.token })).status).toBe(403);
  });

  it('an article says what the asker may do with it: editors may edit, readers and visitors may not', async () => {
    const editor = await memberEditor();
    const member = await createUser(ctx);
    const id = (await call(app, { method: 'POST', url: '/api/v1/article', token: editor.token, payload: spanishArticle({ is_free: true }) })).body.id;
    await call(app, { method: 'PATCH', url: `/api/v1/article/${id}`, token: editor.token, payload: { status: 'published' } });
    const as = async (token?: string) => (await call(app, { method: 'GET', url: `/api/v1/article/${id}`, token })).body.abilities;
    expect(await as(editor.token)).toEqual(['edit']);
    expect(await as(member.token)).toEqual([]);
    expect(await as()).toEqual([]);
  });

  it('a grant taken back is gone from the abilities at once', async () => {
    const editor = await memberEditor();
    const admin = await createUser(ctx, { role: 'Admin' });
    const res = await call(app, { method: 'PATCH', url: `/api/v1/user/${editor.user.id}/edit_article?can_edit_article=false`, token: admin.token });
    expect(res.status).toBe(200);
    expect(await abilitiesOf(editor.token)).not.toContain('edit_articles');
    expect((await call(app, { method: 'POST', url: '/api/v1/article', token: editor.token, payload: spanishArticle() })).status).toBe(403);
  });
});
