import { ORG_ERRORS } from '@lingbridge/contracts/organizations';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groupMembers, orgGroups } from '../src/db/schema';
import { call, createUser, getTestEnv, lastMailTo, tokenFromMail, uniqueEmail } from './helpers';

const { app, ctx } = await getTestEnv();
const api = '/api/v1/organization';

const admin = await createUser(ctx, { role: 'Admin' });

/** An organisation run by a new teacher (orgAdmin), with seats set by the Admin. */
async function setUp(seats = 5) {
  const head = await createUser(ctx, { role: 'Mentor' });
  const org = (await call(app, { method: 'POST', url: `${api}/org`, token: head.token, payload: { name: 'Maple School' } })).body;
  await call(app, { method: 'PATCH', url: `${api}/org/${org.id}`, token: admin.token, payload: { seat_count: seats } });
  const g = (await call(app, { method: 'POST', url: `${api}/org/${org.id}/group`, token: head.token, payload: { name: 'Class 3B', join_code: true } })).body;
  return { head, org, group: g };
}

async function joinByCode(token: string, code: string) {
  return call(app, { method: 'POST', url: `${api}/join`, token, payload: { code } });
}

describe('organisations (02 §7): who may do what', () => {
  it('a teacher founds an organisation and becomes its orgAdmin; a learner may not found one', async () => {
    const { head, org } = await setUp();
    expect(org).toMatchObject({ name: 'Maple School', seat_count: 0, seats_used: 0, is_admin: true });
    expect(org.users).toEqual([expect.objectContaining({ user_id: head.user.id, role: 'OrgAdmin' })]);
    const me = await call(app, { method: 'GET', url: '/api/v1/user/me', token: head.token });
    expect(me.body.org_role).toBe('orgAdmin');
    expect(me.body.abilities).toContain('manage_organizations');

    const learner = await createUser(ctx);
    const refused = await call(app, { method: 'POST', url: `${api}/org`, token: learner.token, payload: { name: 'Mine' } });
    expect(refused.status).toBe(403);
    expect((await call(app, { method: 'POST', url: `${api}/org`, payload: { name: 'Mine' } })).status).toBe(401);
    const blank = await call(app, { method: 'POST', url: `${api}/org`, token: head.token, payload: { name: ' ' } });
    expect(blank).toMatchObject({ status: 422, body: { errors: [{ path: 'body.name', message: 'Please enter the organisation name' }] } });
  });

  it('only an Admin sets seats; an orgAdmin renames; others are refused', async () => {
    const { head, org } = await setUp();
    expect((await call(app, { method: 'PATCH', url: `${api}/org/${org.id}`, token: head.token, payload: { seat_count: 99 } })).status).toBe(403);
    const renamed = await call(app, { method: 'PATCH', url: `${api}/org/${org.id}`, token: head.token, payload: { name: 'Maple Academy' } });
    expect(renamed.body).toMatchObject({ name: 'Maple Academy', seat_count: 5 });
    const other = await setUp();
    expect((await call(app, { method: 'PATCH', url: `${api}/org/${org.id}`, token: other.head.token, payload: { name: 'Taken' } })).status).toBe(403);
    const learner = await createUser(ctx);
    expect((await call(app, { method: 'PATCH', url: `${api}/org/${org.id}`, token: learner.token, payload: { name: 'Taken' } })).status).toBe(403);
    expect((await call(app, { method: 'PATCH', url: `${api}/org/999999`, token: admin.token, payload: { name: 'X' } })).status).toBe(404);
  });

  it('an empty PATCH of an organisation or a group changes nothing and answers it as it is (not a 500)', async () => {
    const { head, org, group } = await setUp();
    const o = await call(app, { method: 'PATCH', url: `${api}/org/${org.id}`, token: head.token, payload: {} });
    expect(o).toMatchObject({ status: 200, body: { id: org.id, name: 'Maple School', seat_count: 5 } });
    expect((await call(app, { method: 'PATCH', url: `${api}/org/${org.id}`, token: admin.token, payload: {} })).status).toBe(200);
    const g = await call(app, { method: 'PATCH', url: `${api}/org/${org.id}/group/${group.id}`, token: head.token, payload: {} });
    expect(g).toMatchObject({ status: 200, body: { id: group.id, name: 'Class 3B', join_code: group.join_code, archived_at: null } });
  });

  it('GET /organization/org: an orgAdmin sees their own, an Admin every one, a learner none', async () => {
    const a = await setUp();
    const b = await setUp();
    const mine = (await call(app, { method: 'GET', url: `${api}/org`, token: a.head.token })).body as { id: number }[];
    expect(mine.map((o) => o.id)).toEqual([a.org.id]);
    const all = (await call(app, { method: 'GET', url: `${api}/org`, token: admin.token })).body as { id: number }[];
    expect(all.map((o) => o.id)).toEqual(expect.arrayContaining([a.org.id, b.org.id]));
    const learner = await createUser(ctx);
    expect((await call(app, { method: 'GET', url: `${api}/org`, token: learner.token })).body).toEqual([]);
    expect((await call(app, { method: 'GET', url: `${api}/org` })).status).toBe(401);
  });

  it('groups: created by the orgAdmin; a teacher (groupAdmin) renames and sets members but not teachers; archive is the org’s', async () => {
    const { head, org, group } = await setUp();
    expect(group.join_code).toMatch(/^[A-Z2-9]{6}$/);
    const teacher = await createUser(ctx, { role: 'Mentor' });
    const kid = await createUser(ctx);
    expect((await joinByCode(teacher.token, group.join_code)).status).toBe(200);
    expect((await joinByCode(kid.token, group.join_code)).status).toBe(200);
    // The org admin makes the teacher the group's teacher.
    const url = `${api}/org/${org.id}/group/${group.id}/user`;
    const set = await call(app, {
      method: 'PUT',
      url,
      token: head.token,
      payload: {
        users: [
          { user_id: teacher.user.id, role: 'GroupAdmin' },
          { user_id: kid.user.id, role: 'Member' },
        ],
      },
    });
    expect(set.status).toBe(200);
    expect((await call(app, { method: 'GET', url: '/api/v1/user/me', token: teacher.token })).body.org_role).toBe('groupAdmin');
    expect((await call(app, { method: 'GET', url: '/api/v1/user/me', token: kid.token })).body.org_role).toBe('member');

    // The teacher may not create groups nor appoint teachers, but renames and removes a learner.
    expect((await call(app, { method: 'POST', url: `${api}/org/${org.id}/group`, token: teacher.token, payload: { name: 'Mine' } })).status).toBe(403);
    const appoint = await call(app, {
      method: 'PUT',
      url,
      token: teacher.token,
      payload: {
        users: [
          { user_id: teacher.user.id, role: 'GroupAdmin' },
          { user_id: kid.user.id, role: 'GroupAdmin' },
        ],
      },
    });
    expect(appoint.status).toBe(403);
    const rename = await call(app, { method: 'PATCH', url: `${api}/org/${org.id}/group/${group.id}`, token: teacher.token, payload: { name: 'Class 4B' } });
    expect(rename.body.name).toBe('Class 4B');
    expect(
      (await call(app, { method: 'PATCH', url: `${api}/org/${org.id}/group/${group.id}`, token: teacher.token, payload: { archived: true } })).status,
    ).toBe(403);
    // A learner cannot run the group, and sees only its teacher.
    expect((await call(app, { method: 'PATCH', url: `${api}/org/${org.id}/group/${group.id}`, token: kid.token, payload: { name: 'Ours' } })).status).toBe(403);
    const kidView = (await call(app, { method: 'GET', url: `${api}/org/group`, token: kid.token })).body;
    expect(kidView.groups).toHaveLength(1);
    expect(kidView.groups[0].join_code).toBeNull();
    expect(kidView.groups[0].users.map((u: { user_id: number }) => u.user_id)).toEqual([teacher.user.id]);
    // Someone outside the organisation cannot even add users.
    const stranger = await createUser(ctx);
    expect((await call(app, { method: 'PUT', url, token: stranger.token, payload: { users: [] } })).status).toBe(403);
    // Only members of the organisation may be put in a group.
    const outsider = await call(app, { method: 'PUT', url, token: head.token, payload: { users: [{ user_id: stranger.user.id, role: 'Member' }] } });
    expect(outsider).toMatchObject({ status: 422, body: { errors: [{ path: 'body.users.0.user_id' }] } });

    // The teacher's merged member list carries org, group and role lists.
    const list = (await call(app, { method: 'GET', url: `${api}/org/group`, token: teacher.token })).body;
    expect(list.org_role).toBe('groupAdmin');
    expect(list.members).toEqual(
      expect.arrayContaining([expect.objectContaining({ user_id: kid.user.id, org_id: [org.id], group_id: [group.id], role: ['Member'] })]),
    );

    // Archived: out of the lists and of the roles.
    await call(app, { method: 'PATCH', url: `${api}/org/${org.id}/group/${group.id}`, token: head.token, payload: { archived: true } });
    const after = (await call(app, { method: 'GET', url: `${api}/org/group`, token: teacher.token })).body;
    expect(after).toMatchObject({ org_role: 'member', groups: [], members: [] });
    expect((await call(app, { method: 'GET', url: '/api/v1/user/me', token: teacher.token })).body.org_role).toBe('member');
    const headList = (await call(app, { method: 'GET', url: `${api}/org/group`, token: head.token })).body;
    expect(headList.groups).toEqual([]);
    const withArchived = (await call(app, { method: 'GET', url: `${api}/org/group?archived=1`, token: head.token })).body;
    expect(withArchived.groups[0].archived_at).not.toBeNull();
    expect((await joinByCode(stranger.token, group.join_code)).status).toBe(404);
    // Nor does an archived group hand out a new class code nobody could use.
    const code = await call(app, { method: 'PATCH', url: `${api}/org/${org.id}/group/${group.id}`, token: head.token, payload: { join_code: true } });
    expect(code).toMatchObject({ status: 409, body: { detail: ORG_ERRORS.archived } });
    await call(app, { method: 'PATCH', url: `${api}/org/${org.id}/group/${group.id}`, token: head.token, payload: { archived: false } });
    expect((await call(app, { method: 'GET', url: `${api}/org/group`, token: teacher.token })).body.org_role).toBe('groupAdmin');
  });

  it('a change of members that meets an archive being committed is refused, not written into the archived group', async () => {
    const { head, org, group } = await setUp();
    const kid = await createUser(ctx);
    expect((await joinByCode(kid.token, group.join_code)).status).toBe(200);
    let commit = () => {};
    const held = new Promise<void>((resolve) => (commit = resolve));
    let archiving = () => {};
    const updated = new Promise<void>((resolve) => (archiving = resolve));
    // Another request archives the group; its transaction has written the row and not yet committed.
    const archive = ctx.db.transaction(async (tx) => {
      await tx.update(orgGroups).set({ archivedAt: new Date() }).where(eq(orgGroups.id, group.id));
      archiving();
      await held;
    });
    await updated;
    const put = call(app, { method: 'PUT', url: `${api}/org/${org.id}/group/${group.id}/user`, token: head.token, payload: { users: [] } });
    await new Promise((r) => setTimeout(r, 300));
    commit();
    await archive;
    expect(await put).toMatchObject({ status: 409, body: { detail: ORG_ERRORS.archived } });
    const members = await ctx.db.select().from(groupMembers).where(eq(groupMembers.groupId, group.id));
    expect(members.map((m) => m.userId)).toContain(kid.user.id);
  });
});

describe('seats', () => {
  it('a class code takes a seat; the last seat goes to one of two learners joining at once', async () => {
    const { org, group } = await setUp(2);
    const first = await createUser(ctx);
    expect((await joinByCode(first.token, group.join_code)).status).toBe(200);
    const [a, b] = await Promise.all([createUser(ctx), createUser(ctx)]);
    const results = await Promise.all([joinByCode(a.token, group.join_code), joinByCode(b.token, group.join_code)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.detail).toMatch(/No seats left/);
    const seen = (await call(app, { method: 'GET', url: `${api}/org`, token: admin.token })).body.find((o: { id: number }) => o.id === org.id);
    expect(seen.seats_used).toBe(2);
    // Joining again takes no second seat.
    expect((await joinByCode(first.token, group.join_code)).status).toBe(200);
    // The Admin cannot set fewer seats than members.
    expect((await call(app, { method: 'PATCH', url: `${api}/org/${org.id}`, token: admin.token, payload: { seat_count: 1 } })).status).toBe(409);
  });

  it('an organisation created with invited players before it has seats can still change its member list (decision 0157)', async () => {
    const head = await createUser(ctx, { role: 'Mentor' });
    const invited = uniqueEmail('player');
    const created = await call(app, { method: 'POST', url: `${api}/org`, token: head.token, payload: { name: 'River School', invite: [invited] } });
    expect(created.body).toMatchObject({ seat_count: 0, invitations: [expect.objectContaining({ email: invited, role: 'Member' })] });
    const url = `${api}/org/${created.body.id}/user`;
    const me = { user_id: head.user.id, role: 'OrgAdmin' };
    // Saving the list as it is, or inviting a co-admin (who takes no seat), asks for no more seats.
    const same = await call(app, { method: 'PUT', url, token: head.token, payload: { users: [me, { email: invited, role: 'Member' }] } });
    expect(same.status).toBe(200);
    const coAdmin = uniqueEmail('coadmin');
    const withAdmin = await call(app, {
      method: 'PUT',
      url,
      token: head.token,
      payload: { users: [me, { email: invited, role: 'Member' }, { email: coAdmin, role: 'OrgAdmin' }] },
    });
    expect(withAdmin.status).toBe(200);
    expect(withAdmin.body.invitations.map((i: { email: string }) => i.email).sort()).toEqual([coAdmin, invited].sort());
    // One more member invitation asks for a seat there is not.
    const more = await call(app, {
      method: 'PUT',
      url,
      token: head.token,
      payload: { users: [me, { email: invited, role: 'Member' }, { email: coAdmin, role: 'OrgAdmin' }, { email: uniqueEmail('extra'), role: 'Member' }] },
    });
    expect(more).toMatchObject({ status: 409, body: { detail: ORG_ERRORS.noSeats } });
    // Withdrawing the invitation asks for fewer.
    expect((await call(app, { method: 'PUT', url, token: head.token, payload: { users: [me] } })).body.invitations).toEqual([]);
  });

  it('a member list naming one person twice, by id and by e-mail address, is refused: which role was meant?', async () => {
    const head = await createUser(ctx, { role: 'Mentor' });
    const created = await call(app, { method: 'POST', url: `${api}/org`, token: head.token, payload: { name: 'Twice School', invite: [uniqueEmail('p')] } });
    const url = `${api}/org/${created.body.id}/user`;
    const twice = await call(app, {
      method: 'PUT',
      url,
      token: head.token,
      payload: {
        users: [
          { user_id: head.user.id, role: 'OrgAdmin' },
          { email: head.user.email, role: 'Member' },
        ],
      },
    });
    expect(twice).toMatchObject({ status: 422, body: { detail: 'A member appears twice', errors: [{ path: 'body.users.1' }] } });
    expect((await call(app, { method: 'GET', url: `${api}/org`, token: head.token })).body.find((o: { id: number }) => o.id === created.body.id)).toBeTruthy();
  });

  it('two teachers creating learners at once for the last seats: one wins', async () => {
    const { head, org, group } = await setUp(3);
    const url = `${api}/org/${org.id}/group/${group.id}/learner`;
    const two = { learners: [{ nick_name: 'Mei' }, { nick_name: 'Leo' }] };
    const results = await Promise.all([
      call(app, { method: 'POST', url, token: head.token, payload: two }),
      call(app, { method: 'POST', url, token: head.token, payload: two }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });
});

describe('joining', () => {
  it('an e-mail invitation: the invited address signs up, opens the link and joins; another account cannot use it', async () => {
    const { head, org } = await setUp(3);
    const email = uniqueEmail('invitee');
    const put = await call(app, {
      method: 'PUT',
      url: `${api}/org/${org.id}/user`,
      token: head.token,
      payload: {
        users: [
          { user_id: head.user.id, role: 'OrgAdmin' },
          { email, role: 'Member' },
        ],
      },
    });
    expect(put.status).toBe(200);
    expect(put.body.invitations).toEqual([expect.objectContaining({ email, role: 'Member' })]);
    const mail = await lastMailTo({ app, ctx, dataDir: ctx.config.dataDir }, email);
    const token = tokenFromMail(mail!.raw, 'organization/invitation')!;
    expect(token).toBeTruthy();
    const view = await call(app, { method: 'GET', url: `${api}/invitation/${token}` });
    expect(view.body).toEqual({ organization: 'Maple School', email, role: 'Member', valid: true });

    const other = await createUser(ctx);
    expect((await call(app, { method: 'POST', url: `${api}/invitation/${token}/accept`, token: other.token })).status).toBe(403);
    const invitee = await createUser(ctx, { email });
    const accepted = await call(app, { method: 'POST', url: `${api}/invitation/${token}/accept`, token: invitee.token });
    expect(accepted).toMatchObject({ status: 200, body: { org_id: org.id, organization: 'Maple School' } });
    expect((await call(app, { method: 'POST', url: `${api}/invitation/${token}/accept`, token: invitee.token })).status).toBe(400);
    const orgs = (await call(app, { method: 'GET', url: `${api}/org`, token: head.token })).body;
    expect(orgs[0]).toMatchObject({ seats_used: 1, invitations: [] });

    // Removing a member from the list removes them; the last admin stays.
    const removed = await call(app, {
      method: 'PUT',
      url: `${api}/org/${org.id}/user`,
      token: head.token,
      payload: { users: [{ user_id: head.user.id, role: 'OrgAdmin' }] },
    });
    expect(removed.body.users).toHaveLength(1);
    const noAdmin = await call(app, { method: 'PUT', url: `${api}/org/${org.id}/user`, token: head.token, payload: { users: [] } });
    expect(noAdmin.status).toBe(409);
    // Invitations beyond the seats are refused.
    const many = await call(app, {
      method: 'PUT',
      url: `${api}/org/${org.id}/user`,
      token: head.token,
      payload: { users: [{ user_id: head.user.id, role: 'OrgAdmin' }, ...[1, 2, 3, 4].map(() => ({ email: uniqueEmail('x'), role: 'Member' }))] },
    });
    expect(many.status).toBe(409);
  });

  it('changing the role of an open invitation sends it again with that role; the old link stops working', async () => {
    const { head, org } = await setUp(3);
    const email = uniqueEmail('coadmin');
    const put = (role: 'Member' | 'OrgAdmin') =>
      call(app, {
        method: 'PUT',
        url: `${api}/org/${org.id}/user`,
        token: head.token,
        payload: {
          users: [
            { user_id: head.user.id, role: 'OrgAdmin' },
            { email, role },
          ],
        },
      });
    expect((await put('Member')).status).toBe(200);
    const first = tokenFromMail((await lastMailTo({ app, ctx, dataDir: ctx.config.dataDir }, email))!.raw, 'organization/invitation')!;
    const changed = await put('OrgAdmin');
    expect(changed).toMatchObject({ status: 200, body: { invitations: [expect.objectContaining({ email, role: 'OrgAdmin' })] } });
    expect(changed.body.invitations).toHaveLength(1);
    const second = tokenFromMail((await lastMailTo({ app, ctx, dataDir: ctx.config.dataDir }, email))!.raw, 'organization/invitation')!;
    expect(second).not.toBe(first);
    expect((await call(app, { method: 'GET', url: `${api}/invitation/${first}` })).status).toBe(404);
    expect((await call(app, { method: 'GET', url: `${api}/invitation/${second}` })).body).toMatchObject({ role: 'OrgAdmin', valid: true });
    const invitee = await createUser(ctx, { email });
    expect((await call(app, { method: 'POST', url: `${api}/invitation/${second}/accept`, token: invitee.token })).status).toBe(200);
    const orgs = (await call(app, { method: 'GET', url: `${api}/org`, token: head.token })).body;
    expect(orgs.find((o: { id: number }) => o.id === org.id).users).toEqual(
      expect.arrayContaining([expect.objectContaining({ user_id: invitee.user.id, role: 'OrgAdmin' })]),
    );
    // The same list again sends nothing new.
    expect((await put('OrgAdmin')).body.invitations).toEqual([]);
  });

  it('learners without e-mail: created by the teacher, they sign in with user name and password', async () => {
    const { head, org, group } = await setUp(5);
    const res = await call(app, {
      method: 'POST',
      url: `${api}/org/${org.id}/group/${group.id}/learner`,
      token: head.token,
      payload: { learners: [{ nick_name: 'Xiao Ming' }, { nick_name: 'Ana', user_name: `ana${Date.now() % 100000}`, password: 'panda123' }] },
    });
    expect(res.status).toBe(201);
    const [ming, ana] = res.body.learners;
    expect(ming.user_name).toMatch(/^xiaoming\d+$/);
    expect(ming.password).toMatch(/^[a-z]+\d{4}$/);
    const login = await call(app, { method: 'POST', url: '/api/v1/user/login', payload: { username: ana.user_name, password: 'panda123' } });
    expect(login.status).toBe(200);
    const me = await call(app, { method: 'GET', url: '/api/v1/user/me', token: login.body.access_token });
    expect(me.body.nick_name).toBe('Ana');
    const again = await call(app, {
      method: 'POST',
      url: `${api}/org/${org.id}/group/${group.id}/learner`,
      token: head.token,
      payload: { learners: [{ nick_name: 'Ana 2', user_name: ana.user_name }] },
    });
    expect(again).toMatchObject({ status: 409, body: { errors: [{ path: 'body.learners.0.user_name' }] } });
    const g = (await call(app, { method: 'GET', url: `${api}/org/group`, token: head.token })).body.groups[0];
    const shown = g.users.find((u: { user_id: number }) => u.user_id === ana.user_id);
    expect(shown.user).toMatchObject({ nick_name: 'Ana', user_name: ana.user_name, email: { email: '' } });
    // A learner leaves; the org admin cannot leave as the last admin.
    expect((await call(app, { method: 'POST', url: `${api}/org/${org.id}/leave`, token: login.body.access_token })).status).toBe(204);
    expect((await call(app, { method: 'POST', url: `${api}/org/${org.id}/leave`, token: head.token })).status).toBe(409);
  });

  it('a wrong class code is a 404 with the message; a malformed one 422', async () => {
    const u = await createUser(ctx);
    expect((await joinByCode(u.token, 'ZZZZZZ')).body.detail).toBe('No class has this code');
    expect((await joinByCode(u.token, '!')).status).toBe(422);
  });
});

describe('paid seats give PRO (decision 0094)', () => {
  it('a member of an organisation with paid seats is PRO while the seats are paid; leaving or the end of payment takes it away', async () => {
    const { org, group } = await setUp(5);
    const until = new Date(Date.now() + 30 * 86_400_000).toISOString();
    const learner = await createUser(ctx);
    expect((await joinByCode(learner.token, group.join_code)).status).toBe(200);
    const me = () => call(app, { method: 'GET', url: '/api/v1/user/me', token: learner.token });
    expect((await me()).body.is_paid).toBe(false);

    // The Admin records the group offer as paid: the members become PRO at once.
    const paid = await call(app, { method: 'PATCH', url: `${api}/org/${org.id}`, token: admin.token, payload: { seats_paid_until: until } });
    expect(paid.body.seats_paid_until).toBe(until);
    expect((await me()).body.is_paid).toBe(true);
    const ent = await call(app, { method: 'GET', url: '/api/v1/billing/entitlements', token: learner.token });
    expect(ent.body).toMatchObject({ pro: true, reason: 'organization', access_until: until });
    // The subscription page agrees with /user/me: paid, through the seat, with no subscription of one's own.
    const sub = await call(app, { method: 'GET', url: '/api/v1/billing/subscription', token: learner.token });
    expect(sub.body).toMatchObject({ subscription: null, is_paid: true, stripe_subscribed: false });

    // A new learner joining a paid organisation is PRO from the start; one leaving is not any more.
    const late = await createUser(ctx);
    await joinByCode(late.token, group.join_code);
    expect((await call(app, { method: 'GET', url: '/api/v1/user/me', token: late.token })).body.is_paid).toBe(true);
    expect((await call(app, { method: 'POST', url: `${api}/org/${org.id}/leave`, token: late.token })).status).toBe(204);
    expect((await call(app, { method: 'GET', url: '/api/v1/user/me', token: late.token })).body.is_paid).toBe(false);

    // When the paid time runs out, the expiry job takes PRO away.
    const { organizations } = await import('../src/db/schema');
    const { eq } = await import('drizzle-orm');
    await ctx.db
      .update(organizations)
      .set({ seatsPaidUntil: new Date(Date.now() - 1000) })
      .where(eq(organizations.id, org.id));
    const { seatsExpireJob } = await import('../src/features/organizations/jobs');
    await seatsExpireJob.handle({ orgId: org.id }, ctx);
    expect((await me()).body.is_paid).toBe(false);
    expect((await call(app, { method: 'GET', url: '/api/v1/billing/entitlements', token: learner.token })).body.reason).toBe('free');
    expect((await call(app, { method: 'GET', url: '/api/v1/billing/subscription', token: learner.token })).body.is_paid).toBe(false);
  });

  it('only an Admin records seats as paid', async () => {
    const { head, org } = await setUp(5);
    const res = await call(app, { method: 'PATCH', url: `${api}/org/${org.id}`, token: head.token, payload: { seats_paid_until: new Date().toISOString() } });
    expect(res.status).toBe(403);
  });
});
