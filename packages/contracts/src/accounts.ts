import { z } from 'zod';
import { LEARNER_EMAIL_DOMAIN, PASSWORD_MIN_LENGTH } from './constants';
import { learningLanguage, pageNumber, pageSize, plainText, queryBoolean, siteLanguage, userRole } from './common';

/** Error codes the accounts API answers in `detail` (the client maps them to the spec's texts). */
export const ACCOUNT_ERRORS = {
  registerExists: 'REGISTER_USER_ALREADY_EXISTS',
  registerInvalidPassword: 'REGISTER_INVALID_PASSWORD',
  loginBadCredentials: 'LOGIN_BAD_CREDENTIALS',
  loginInactive: 'LOGIN_USER_INACTIVE',
  verifyBadToken: 'VERIFY_USER_BAD_TOKEN',
  verifyAlreadyVerified: 'VERIFY_USER_ALREADY_VERIFIED',
  resetBadToken: 'RESET_PASSWORD_BAD_TOKEN',
  updateEmailExists: 'UPDATE_USER_EMAIL_ALREADY_EXISTS',
  currentPasswordWrong: 'UPDATE_USER_CURRENT_PASSWORD_INCORRECT',
  notVerified: 'USER_NOT_VERIFIED',
  oauthNotConfigured: 'OAUTH_NOT_CONFIGURED',
  oauthFailed: 'OAUTH_FAILED',
} as const;

export const PASSWORD_RULE_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters and combine letters and numbers`;

/** At least 6 characters, a combination of letters and numbers (spec 01 §5). */
export const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, PASSWORD_RULE_MESSAGE)
  .max(128, 'Password must be at most 128 characters')
  .refine((p) => /\p{L}/u.test(p) && /\p{N}/u.test(p), PASSWORD_RULE_MESSAGE);

/** Texts the accounts API answers in words (spec 01 §5). */
export const PASSWORD_MESSAGES = {
  mismatch: 'The password confirmation does not match',
} as const;

/**
 * "Confirm password" (spec 01 §3): optional in the API (the web form always sends it); when sent it
 * must equal the password, refused on confirm_password in the spec's words.
 */
const confirmPassword = z.string().max(128).optional();
const confirmationMatches = (v: { password: string; confirm_password?: string }) => v.confirm_password === undefined || v.confirm_password === v.password;
const confirmationCheck = { message: PASSWORD_MESSAGES.mismatch, path: ['confirm_password'] };

export const email = z.string().trim().toLowerCase().max(254).pipe(z.email('Please enter a valid e-mail address'));

export const registerFields = z
  .object({
    // The reserved domain of learner accounts without e-mail (docs/decisions/0092) is not an address.
    email: email.refine((e) => !e.endsWith(`@${LEARNER_EMAIL_DOMAIN}`), 'Please enter a valid e-mail address'),
    password,
    nick_name: plainText(50).optional(),
    user_role: z.enum(['Member', 'Mentor']),
    learning_language: learningLanguage,
    site_language: siteLanguage,
    teaching_language: learningLanguage.optional(),
    agree_terms: z.literal(true, { error: 'You must agree to the terms and privacy policy' }),
    confirm_password: confirmPassword,
  })
  .strict();
/** POST /user/register: the fields, and a confirmation (when sent) equal to the password. */
export const registerBody = registerFields.refine(confirmationMatches, confirmationCheck);
export type RegisterBody = z.input<typeof registerBody>;

export const loginForm = z.object({
  username: z.string().trim().min(1, 'Email cannot be empty.').max(254),
  password: z.string().min(1, 'Password cannot be empty.').max(128),
});

export const tokenResponse = z.object({ access_token: z.string(), token_type: z.literal('bearer') });
export const emailBody = z.object({ email }).strict();
export const tokenBody = z.object({ token: z.string().min(1).max(200) }).strict();
export const resetPasswordBody = z
  .object({ token: z.string().min(1).max(200), password, confirm_password: confirmPassword })
  .strict()
  .refine(confirmationMatches, confirmationCheck);

const entry = <T extends z.ZodRawShape>(shape: T) => z.object(shape).strict();
export const education = entry({
  school: plainText(200),
  degree: plainText(200).optional(),
  field_of_study: plainText(200).optional(),
  end_date: plainText(20).optional(),
  grade: plainText(50).optional(),
  highest_education: z.boolean().optional(),
});
export const certificate = entry({ title: plainText(200), issuing_organization: plainText(200).optional() });
export const relevantUnit = entry({ subject: plainText(200), units: plainText(500).optional() });
export const employment = entry({
  job_title: plainText(200),
  company: plainText(200).optional(),
  currently_employed: z.boolean().optional(),
});
export const languageSkill = entry({ language: plainText(50), level: plainText(50) });

/** The skills a teaching profile can list (spec 01 §3 Teaching profile). */
export const TEACHING_SKILLS = [
  'child friendly',
  'create curriculum',
  'teamwork',
  'organization skills',
  'computer',
  'leadership',
  'interpersonal skills',
  'evaluate and analyze',
  'developmental awareness',
] as const;

export const teachingProfile = z.object({
  teaching_language: learningLanguage.nullable(),
  country_region: plainText(100).nullable(),
  city_town: plainText(100).nullable(),
  postal_code: plainText(20).nullable(),
  time_flexibility: plainText(200).nullable(),
  location_flexibility: plainText(200).nullable(),
  year_of_teaching_experience: z.number().int().min(0).max(80).nullable(),
  educations: z.array(education).max(20),
  certificates: z.array(certificate).max(20),
  relevant_units: z.array(relevantUnit).max(50),
  relevant_subject: plainText(200).nullable(),
  relevant_organization: plainText(200).nullable(),
  employments: z.array(employment).max(20),
  language_skills: z.array(languageSkill).max(20),
  skills: z.array(z.enum(TEACHING_SKILLS)).max(TEACHING_SKILLS.length),
  about: plainText(2000).nullable(),
  autobiography: plainText(10000).nullable(),
});

export const VERIFY_STATUSES = ['not_verified', 'pending', 'success', 'fail'] as const;

/** The current user (spec 01 §3 Current user). */
/**
 * What the signed-in user may do across the site, answered by the server's policies and sent with
 * the user, so the web asks `can(user, 'edit_articles')` instead of repeating role rules
 * (docs/decisions/0080). Not in the spec: an addition to its user object.
 */
export const ABILITIES = [
  /** Open the administration area (/cms) at all: admins, and editors for the pages they may use. */
  'use_cms',
  /** Everything an admin does that has no finer ability yet (overview, people, Speak, ads, blog). */
  'administer',
  'edit_articles',
  'curate_videos',
  'edit_transcripts',
  'manage_users',
  'manage_orders',
  'use_teacher_center',
  'use_chat',
  'create_group_room',
  'submit_videos',
  /** Offered a subscription: not yet paying, and not an admin (who has everything). */
  'subscribe',
  /** Choose the interface language for the whole site (spec 01 §2: admin only). */
  'switch_site_language',
  /** Run organisations or groups (the teacher area's organisation pages): orgAdmin, groupAdmin, Admin. */
  'manage_organizations',
] as const;

/** The organisation role of spec 02 §4 (docs/decisions/0091). */
export const ORG_ROLES = ['member', 'groupAdmin', 'orgAdmin'] as const;
export type OrgRole = (typeof ORG_ROLES)[number];
export type Ability = (typeof ABILITIES)[number];

export const currentUser = teachingProfile.extend({
  id: z.number().int(),
  email: z.string(),
  nick_name: z.string().nullable(),
  avatar: z.object({ file_id: z.string() }).nullable(),
  learning_language: learningLanguage,
  site_language: z.string(),
  is_paid: z.boolean(),
  user_role: userRole,
  is_active: z.boolean(),
  is_superuser: z.boolean(),
  is_verified: z.boolean(),
  verify_status: z.enum(VERIFY_STATUSES),
  can_edit_article: z.boolean(),
  stripe_subscribed: z.boolean(),
  created_at: z.string(),
  abilities: z.array(z.enum(ABILITIES)),
  /** 02 §4: orgAdmin if the user runs organisations, else groupAdmin if groups, else member. */
  org_role: z.enum(ORG_ROLES),
});
export type CurrentUser = z.infer<typeof currentUser>;

/** What anyone signed in may see of another user. */
export const publicUser = z.object({
  id: z.number().int(),
  nick_name: z.string(),
  avatar: z.object({ file_id: z.string() }).nullable(),
  user_role: userRole,
  learning_language: learningLanguage,
  teaching_language: learningLanguage.nullable(),
  country_region: z.string().nullable(),
  city_town: z.string().nullable(),
  year_of_teaching_experience: z.number().int().nullable(),
  educations: z.array(education),
  certificates: z.array(certificate),
  employments: z.array(employment),
  language_skills: z.array(languageSkill),
  skills: z.array(z.string()),
  about: z.string().nullable(),
  autobiography: z.string().nullable(),
  verify_status: z.enum(VERIFY_STATUSES),
});
export type PublicUser = z.infer<typeof publicUser>;

/** What admins see in user lists. */
export const adminUser = z.object({
  id: z.number().int(),
  email: z.string(),
  nick_name: z.string().nullable(),
  user_role: userRole,
  is_active: z.boolean(),
  is_verified: z.boolean(),
  is_paid: z.boolean(),
  can_edit_article: z.boolean(),
  learning_language: learningLanguage,
  created_at: z.string(),
  verify_status: z.string().optional(),
});
export type AdminUser = z.infer<typeof adminUser>;

/** What an admin changes on someone's account from the CMS people lists (decision 0114). */
export const adminUpdateUserBody = z
  .object({
    is_active: z.boolean().optional(),
    user_role: userRole.optional(),
    verify_status: z.enum(['not_verified', 'success', 'fail']).optional(),
  })
  .strict();

export const updateMeBody = teachingProfile
  .partial()
  .extend({
    nick_name: plainText(50).nullable().optional(),
    learning_language: learningLanguage.optional(),
    site_language: siteLanguage.optional(),
    password: password.optional(),
    current_password: z.string().max(128).optional(),
  })
  .strict()
  .refine((b) => b.password === undefined || (b.current_password?.length ?? 0) > 0, {
    message: 'Current password is required to set a new password',
    path: ['current_password'],
  });
export type UpdateMeBody = z.input<typeof updateMeBody>;

export const listUsersQuery = z.object({
  user_role: userRole.default('Mentor'),
  page: pageNumber,
  size: pageSize(250, 20),
  q: z.string().trim().max(100).optional(),
});

export const editArticleQuery = z.object({
  can_edit_article: queryBoolean,
});

export const googleAuthorizeQuery = z.object({
  scopes: z.string().max(200).optional(),
  user_role: z.enum(['Member', 'Mentor']).optional(),
  learning_language: learningLanguage.optional(),
  site_language: siteLanguage.optional(),
});
export const authorizationUrl = z.object({ authorization_url: z.string() });
