import type { AdminUser, CurrentUser, OrgRole, PublicUser } from '@lingbridge/contracts/accounts';
import type { UserRow } from '../../db/schema';
import { keptAnswer } from '../../plugins/serializer';
import { abilitiesOf } from './abilities';

type Arr<T> = T[];
const list = <T>(v: unknown) => (Array.isArray(v) ? (v as Arr<T>) : []);
const avatarOf = (u: UserRow) => (u.avatarFileId ? { file_id: u.avatarFileId } : null);
/** The nick name falls back to the part of the e-mail before the @ sign (spec 01 §2). */
export const displayName = (u: Pick<UserRow, 'nickName' | 'email'>) => u.nickName || u.email.split('@')[0];

/**
 * The answer of /user/me for one user row, kept beside the row: a signed-in request gets its row
 * from the session cache, the same object until the account changes (a change reads a new row), so
 * the answer is built once per row and organisation role, not on every request (issue 22), and its
 * JSON written once per route (`keptAnswer`). Rows are never changed in place.
 */
const presented = new WeakMap<UserRow, { orgRole: OrgRole; answer: CurrentUser }>();

/** `orgRole` comes from organizations' `orgRoleOf`; a new account has none ('member'). */
export function presentCurrentUser(u: UserRow, orgRole: OrgRole = 'member'): CurrentUser {
  const kept = presented.get(u);
  if (kept?.orgRole === orgRole) return kept.answer;
  // Kept: the serializer writes its JSON once per route, not on every request.
  const answer = keptAnswer(buildCurrentUser(u, orgRole));
  presented.set(u, { orgRole, answer });
  return answer;
}

function buildCurrentUser(u: UserRow, orgRole: OrgRole): CurrentUser {
  return {
    id: u.id,
    email: u.email,
    nick_name: u.nickName,
    avatar: avatarOf(u),
    learning_language: u.learningLanguage as CurrentUser['learning_language'],
    site_language: u.siteLanguage,
    teaching_language: u.teachingLanguage as CurrentUser['teaching_language'],
    country_region: u.countryRegion,
    city_town: u.cityTown,
    postal_code: u.postalCode,
    time_flexibility: u.timeFlexibility,
    location_flexibility: u.locationFlexibility,
    year_of_teaching_experience: u.yearOfTeachingExperience,
    educations: list(u.educations),
    certificates: list(u.certificates),
    relevant_units: list(u.relevantUnits),
    relevant_subject: u.relevantSubject,
    relevant_organization: u.relevantOrganization,
    employments: list(u.employments),
    language_skills: list(u.languageSkills),
    skills: list(u.skills),
    about: u.about,
    autobiography: u.autobiography,
    is_paid: u.isPaid,
    user_role: u.userRole,
    is_active: u.isActive,
    is_superuser: u.isSuperuser,
    is_verified: u.isVerified,
    verify_status: u.verifyStatus as CurrentUser['verify_status'],
    can_edit_article: u.canEditArticle,
    stripe_subscribed: u.stripeSubscribed,
    created_at: u.createdAt.toISOString(),
    abilities: abilitiesOf(u, orgRole),
    org_role: orgRole,
  };
}

export function presentPublicUser(u: UserRow): PublicUser {
  return {
    id: u.id,
    nick_name: displayName(u),
    avatar: avatarOf(u),
    user_role: u.userRole,
    learning_language: u.learningLanguage as PublicUser['learning_language'],
    teaching_language: u.teachingLanguage as PublicUser['teaching_language'],
    country_region: u.countryRegion,
    city_town: u.cityTown,
    year_of_teaching_experience: u.yearOfTeachingExperience,
    educations: list(u.educations),
    certificates: list(u.certificates),
    employments: list(u.employments),
    language_skills: list(u.languageSkills),
    skills: list(u.skills),
    about: u.about,
    autobiography: u.autobiography,
    verify_status: u.verifyStatus as PublicUser['verify_status'],
  };
}

export function presentAdminUser(u: UserRow): AdminUser {
  return {
    id: u.id,
    email: u.email,
    nick_name: u.nickName,
    user_role: u.userRole,
    is_active: u.isActive,
    is_verified: u.isVerified,
    is_paid: u.isPaid,
    can_edit_article: u.canEditArticle,
    learning_language: u.learningLanguage as AdminUser['learning_language'],
    created_at: u.createdAt.toISOString(),
    verify_status: u.verifyStatus,
  };
}
