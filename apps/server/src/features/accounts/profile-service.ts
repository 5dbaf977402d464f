import type { z } from 'zod';
import type { listUsersQuery, updateMeBody } from '@lingbridge/contracts/accounts';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { IMAGE_TYPES } from '../../files/kinds';
import { discardFiles, storeNewFile } from '../../files/store';
import type { StagedFile, UploadRule } from '../../files/upload';
import * as repo from './repo';
import { changePassword } from './service';

/** Avatars: an image by content, re-encoded to 256×256 WebP (drops metadata and anything hidden in the file). */
export const avatarUpload = (ctx: AppContext): UploadRule => ({
  maxBytes: ctx.config.avatarMaxBytes,
  types: IMAGE_TYPES,
  image: { fit: 'cover', width: 256, height: 256, quality: 82 },
  messages: { missing: 'Please choose an image', wrongType: 'The avatar must be a JPEG, PNG, WebP, GIF or AVIF image' },
});

/** Applies a settings change; a new password needs the current one. */
export async function updateMe(ctx: AppContext, user: UserRow, body: z.output<typeof updateMeBody>, tokenHash: string) {
  const { password, current_password, ...fields } = body;
  if (password) await changePassword(ctx, user, current_password ?? '', password, tokenHash);
  const map: Partial<repo.NewUser> = {};
  const set = <K extends keyof repo.NewUser>(k: K, v: repo.NewUser[K] | undefined) => {
    if (v !== undefined) map[k] = v;
  };
  set('nickName', fields.nick_name === undefined ? undefined : fields.nick_name || null);
  set('learningLanguage', fields.learning_language);
  set('siteLanguage', fields.site_language);
  set('teachingLanguage', fields.teaching_language);
  set('countryRegion', fields.country_region);
  set('cityTown', fields.city_town);
  set('postalCode', fields.postal_code);
  set('timeFlexibility', fields.time_flexibility);
  set('locationFlexibility', fields.location_flexibility);
  set('yearOfTeachingExperience', fields.year_of_teaching_experience);
  set('educations', fields.educations);
  set('certificates', fields.certificates);
  set('relevantUnits', fields.relevant_units);
  set('relevantSubject', fields.relevant_subject);
  set('relevantOrganization', fields.relevant_organization);
  set('employments', fields.employments);
  set('languageSkills', fields.language_skills);
  // A skill is listed once, however often it was ticked.
  set('skills', fields.skills && [...new Set(fields.skills)]);
  set('about', fields.about);
  set('autobiography', fields.autobiography);
  const updated = Object.keys(map).length ? await repo.updateUser(ctx.db, user.id, map) : await repo.findUserById(ctx.db, user.id);
  await ctx.sessions.invalidate({ userId: user.id });
  return updated!;
}

/** Stores a new avatar (public, like every avatar) and drops the previous one. */
export async function setAvatar(ctx: AppContext, user: UserRow, file: StagedFile) {
  // The avatar replaced is the one the row names when the new one is linked (the row locked), not the
  // signed-in user's copy: of two uploads at once, the second replaces (and discards) the first's.
  let previous: string | null = null;
  const id = await storeNewFile(ctx, file, { kind: 'avatar', visibility: 'public', ownerId: user.id }, async (tx, fileId) => {
    const row = await repo.lockUser(tx, user.id);
    if (!row) throw notFound('No user found');
    previous = row.avatarFileId;
    await repo.updateUser(tx, user.id, { avatarFileId: fileId });
  });
  await ctx.sessions.invalidate({ userId: user.id });
  await discardFiles(ctx, [previous]);
  return id;
}

export async function getUser(ctx: AppContext, id: number) {
  const user = await repo.findUserById(ctx.db, id);
  if (!user || !user.isActive) throw notFound('No user found');
  return user;
}

export async function listUsersPage(ctx: AppContext, q: z.output<typeof listUsersQuery>, role?: UserRow['userRole']) {
  const { items, total } = await repo.listUsers(ctx.db, { role, page: q.page, size: q.size, q: q.q });
  return { items, page: q.page, pages: Math.max(1, Math.ceil(total / q.size)), total };
}

/**
 * An admin's change to an account from the people lists: deactivate or reactivate, reset the role,
 * verify a mentor. An admin cannot take their own admin role or deactivate themselves (someone has
 * to stay able to undo it). The account's sessions are refreshed so the change holds at once.
 */
export async function adminUpdateUser(
  ctx: AppContext,
  adminId: number,
  id: number,
  patch: { is_active?: boolean; user_role?: UserRow['userRole']; verify_status?: string },
) {
  if (id === adminId && (patch.is_active === false || (patch.user_role && patch.user_role !== 'Admin')))
    throw conflict('You cannot deactivate yourself or take your own admin role');
  const values: Partial<UserRow> = {};
  if (patch.is_active !== undefined) values.isActive = patch.is_active;
  if (patch.user_role) values.userRole = patch.user_role;
  if (patch.verify_status) values.verifyStatus = patch.verify_status;
  const user = Object.keys(values).length ? await repo.updateUser(ctx.db, id, values) : await repo.findUserById(ctx.db, id);
  if (!user) throw notFound('No user found');
  await ctx.sessions.invalidate({ userId: id });
  return user;
}

export async function setCanEditArticle(ctx: AppContext, id: number, value: boolean) {
  const user = await repo.updateUser(ctx.db, id, { canEditArticle: value });
  if (!user) throw notFound('No user found');
  await ctx.sessions.invalidate({ userId: id });
  return user;
}
