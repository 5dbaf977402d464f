import { randomInt } from 'node:crypto';
import { ORG_ERRORS, type groupBody, type groupUsersBody, type learnersBody, type updateGroupBody } from '@lingbridge/contracts/organizations';
import type { z } from 'zod';
import { authorize } from '../../actor/access';
import type { AppContext } from '../../context';
import type { OrgGroupRow, UserRow } from '../../db/schema';
import { AppError, conflict, notFound } from '../../errors';
import { createLearnerAccount, hashPassword } from '../accounts/service';
import { organizationsPolicy as policy, orgRoleOfScope, type OrgScope } from './policy';
import { presentGroups, presentMergedMembers } from './presenter';
import * as repo from './repo';
import { forgetOrgRoles, lockOrgOr404, scopeOf, seatsChanged, takeSeats } from './scope';

// Groups of an organisation: list, create, change, their users, and learner accounts made for them.

/**
 * GET /organization/org/group: the active groups the user can see (archived ones too when asked, for
 * those who run them), and the merged member list of 02 §3. A learner sees their groups' teachers,
 * not the other learners.
 */
export async function listGroups(ctx: AppContext, user: UserRow, archived: boolean) {
  const scope = await scopeOf(ctx, user);
  const orgIds = scope.admin ? (await repo.listAllOrgs(ctx.db)).map((o) => o.id) : [...scope.orgAdminOf];
  const groups = await repo.listGroups(ctx.db, { orgIds, groupIds: [...scope.groupAdminOf, ...scope.groupMemberOf], archived });
  const users = await repo.groupUsers(
    ctx.db,
    groups.map((g) => g.id),
  );
  const visible = groups.filter((g) => policy.seeGroup(scope, g) || (archived && policy.runGroup(scope, g)));
  const presented = presentGroups(
    visible,
    users,
    (g) => policy.runGroup(scope, g),
    (g) => policy.archiveGroup(scope, g),
  );
  const active = presented.filter((g) => !g.archived_at);
  return { org_role: orgRoleOfScope(scope), groups: presented, members: presentMergedMembers(active) };
}

export async function loadGroup(ctx: AppContext, orgId: number, groupId: number) {
  const g = await repo.findGroup(ctx.db, orgId, groupId);
  if (!g) throw notFound('Group not found');
  return g;
}

/** A group as its editor sees it after a change (they run it; whether they may archive it is asked). */
async function presentOneGroup(ctx: AppContext, g: OrgGroupRow, scope: OrgScope) {
  const users = await repo.groupUsers(ctx.db, [g.id]);
  return presentGroups(
    [g],
    users,
    () => true,
    (x) => policy.archiveGroup(scope, x),
  )[0];
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newJoinCode = () => Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/** POST /organization/org/{id}/group: the organisation's admins create groups. */
export async function createGroup(ctx: AppContext, user: UserRow, orgId: number, body: z.output<typeof groupBody>) {
  const scope = await scopeOf(ctx, user);
  if (!(await repo.findOrg(ctx.db, orgId))) throw notFound('Organisation not found');
  authorize(policy.manageOrg(scope, orgId), 'Only the organisation’s admins may create groups');
  const group = await ctx.db.transaction(async (tx) => {
    const g = await repo.insertGroup(tx, { orgId, name: body.name, joinCode: body.join_code ? newJoinCode() : null });
    const members = new Set((await repo.orgUsers(tx, [orgId])).map((u) => u.m.userId));
    for (const [i, id] of (body.members ?? []).entries()) {
      if (!members.has(id)) throw new AppError(422, ORG_ERRORS.notInOrg, [{ path: `body.members.${i}`, message: ORG_ERRORS.notInOrg }]);
      await repo.upsertGroupMember(tx, g.id, id, 'Member');
    }
    return g;
  });
  return presentOneGroup(ctx, group, scope);
}

/** PATCH …/group/{groupId}: rename and class code by those who run it; archive and restore by the organisation. */
export async function updateGroup(ctx: AppContext, user: UserRow, orgId: number, groupId: number, body: z.output<typeof updateGroupBody>) {
  const scope = await scopeOf(ctx, user);
  const g = await loadGroup(ctx, orgId, groupId);
  authorize(policy.runGroup(scope, g), 'Only those who run this group may change it');
  if (body.archived !== undefined) authorize(policy.archiveGroup(scope, g), 'Only the organisation’s admins may archive a group');
  // A class code of an archived group would never let anyone in (joining refuses archived groups).
  if (body.join_code && (body.archived ?? !!g.archivedAt)) throw conflict(ORG_ERRORS.archived);
  const row = await repo.updateGroup(ctx.db, g.id, {
    name: body.name,
    archivedAt: body.archived === undefined ? undefined : body.archived ? (g.archivedAt ?? ctx.now()) : null,
    joinCode: body.join_code === undefined ? undefined : body.join_code ? newJoinCode() : null,
  });
  // Archiving or restoring a group ends or gives back its teachers' role there.
  if (body.archived !== undefined && !!g.archivedAt !== body.archived) {
    const teachers = (await repo.groupUsers(ctx.db, [g.id])).filter((u) => u.m.role === 'GroupAdmin');
    await forgetOrgRoles(
      ctx,
      teachers.map((u) => u.m.userId),
    );
  }
  return presentOneGroup(ctx, row!, scope);
}

/**
 * PUT …/group/{groupId}/user: the group's users as a whole list. Everyone in it must belong to the
 * organisation; only the organisation's admins appoint or remove teachers (GroupAdmin).
 */
export async function setGroupUsers(ctx: AppContext, user: UserRow, orgId: number, groupId: number, body: z.output<typeof groupUsersBody>) {
  const scope = await scopeOf(ctx, user);
  const g = await loadGroup(ctx, orgId, groupId);
  authorize(policy.runGroup(scope, g), 'Only those who run this group may change its members');
  const changed = await ctx.db.transaction(async (tx) => {
    // Asked under the group's lock: an archive that commits meanwhile is seen, not overwritten.
    if ((await repo.lockGroup(tx, g.id))?.archivedAt) throw conflict(ORG_ERRORS.archived);
    const orgMembers = new Set((await repo.orgUsers(tx, [orgId])).map((u) => u.m.userId));
    const current = await repo.groupUsers(tx, [g.id]);
    const before = new Map(current.map((c) => [c.m.userId, c.m.role]));
    const after = new Map(body.users.map((u) => [u.user_id, u.role]));
    body.users.forEach((u, i) => {
      if (!orgMembers.has(u.user_id)) throw new AppError(422, ORG_ERRORS.notInOrg, [{ path: `body.users.${i}.user_id`, message: ORG_ERRORS.notInOrg }]);
    });
    const teachersChange =
      [...after].some(([id, r]) => r === 'GroupAdmin' && before.get(id) !== 'GroupAdmin') ||
      [...before].some(([id, r]) => r === 'GroupAdmin' && after.get(id) !== 'GroupAdmin');
    if (teachersChange) authorize(policy.appointTeachers(scope, g), 'Only the organisation’s admins appoint or remove teachers');
    await repo.deleteGroupMembers(
      tx,
      g.id,
      [...before.keys()].filter((id) => !after.has(id)),
    );
    for (const [id, role] of after) if (before.get(id) !== role) await repo.upsertGroupMember(tx, g.id, id, role);
    return [...new Set([...before.keys(), ...after.keys()])].filter((id) => before.get(id) !== after.get(id));
  });
  await forgetOrgRoles(ctx, changed);
  return presentOneGroup(ctx, g, scope);
}

const slug = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[^\p{Letter}\p{Number}]+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 16) || 'learner';
const WORDS = ['panda', 'river', 'maple', 'cloud', 'tiger', 'lotus', 'comet', 'pearl', 'mango', 'otter'];
const newPassword = () => `${WORDS[randomInt(WORDS.length)]}${randomInt(1000, 9999)}`;

/**
 * Creates learner accounts without e-mail for a group (docs/decisions/0092): each takes a seat and
 * joins the organisation and the group; the passwords are answered once, for the sign-in cards.
 */
export async function createLearners(ctx: AppContext, user: UserRow, orgId: number, groupId: number, body: z.output<typeof learnersBody>) {
  const scope = await scopeOf(ctx, user);
  const g = await loadGroup(ctx, orgId, groupId);
  authorize(policy.runGroup(scope, g), 'Only those who run this group may add learners');
  if (g.archivedAt) throw conflict(ORG_ERRORS.archived);
  const prepared = await Promise.all(
    body.learners.map(async (l) => {
      const password = l.password ?? newPassword();
      return { ...l, password, hashedPassword: await hashPassword(password) };
    }),
  );
  const result = await ctx.db.transaction(async (tx) => {
    const org = await lockOrgOr404(tx, orgId);
    if ((await repo.lockGroup(tx, g.id))?.archivedAt) throw conflict(ORG_ERRORS.archived);
    await takeSeats(tx, orgId, org.seatCount, prepared.length);
    const out = [];
    for (const [i, l] of prepared.entries()) {
      let created: UserRow | null = null;
      let userName = l.user_name ?? '';
      for (let attempt = 0; !created && attempt < 8; attempt++) {
        if (!l.user_name) userName = `${slug(l.nick_name)}${randomInt(100, 9999)}`;
        created = await createLearnerAccount(tx, {
          userName,
          hashedPassword: l.hashedPassword,
          nickName: l.nick_name,
          learningLanguage: user.learningLanguage,
          siteLanguage: user.siteLanguage,
        });
        if (!created && l.user_name)
          throw new AppError(409, ORG_ERRORS.userNameTaken, [{ path: `body.learners.${i}.user_name`, message: ORG_ERRORS.userNameTaken }]);
      }
      if (!created) throw conflict(ORG_ERRORS.userNameTaken);
      await repo.upsertOrgMember(tx, orgId, created.id, 'Member');
      await repo.upsertGroupMember(tx, g.id, created.id, 'Member');
      out.push({ user_id: created.id, nick_name: l.nick_name, user_name: userName, password: l.password });
    }
    await seatsChanged(
      ctx,
      tx,
      org,
      out.map((l) => l.user_id),
    );
    return { learners: out };
  });
  return result;
}
