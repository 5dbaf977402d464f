import { z } from 'zod';
import { email, ORG_ROLES, password } from './accounts';
import { INT4_MAX, plainText, rowId, rowIdParam } from './common';

/**
 * Organisations, groups and their members (spec 02 §3, §4, §7; docs/decisions/0090-0094).
 * Error texts the client shows as they are.
 */
export const ORG_ERRORS = {
  noSeats: 'No seats left in this organisation: ask its admin for more seats',
  seatsBelowMembers: 'The organisation has more members than that: remove members first',
  lastAdmin: 'An organisation keeps at least one admin',
  notInOrg: 'Every group member must first be a member of the organisation',
  badInvitation: 'This invitation link is not valid any more',
  otherEmail: 'This invitation was sent to another e-mail address',
  badCode: 'No class has this code',
  archived: 'This group is archived',
  userNameTaken: 'This user name is taken',
} as const;

/** What an empty name says, a whole text for each (each translated as one). */
export const ORG_NAME_MESSAGES = {
  organisation: 'Please enter the organisation name',
  group: 'Please enter the group name',
  learner: 'Please enter the learner name',
} as const;

/** The organisation role of 02 §4: orgAdmin if the user runs organisations, else groupAdmin if groups. */
export const orgRole = z.enum(ORG_ROLES);
export type OrgRole = z.infer<typeof orgRole>;
export { ORG_ROLES };

export const ORG_MEMBER_ROLES = ['OrgAdmin', 'Member'] as const;
export const GROUP_USER_ROLES = ['GroupAdmin', 'Member'] as const;

/** A name of up to 100 characters; empty says `required` (one of ORG_NAME_MESSAGES). */
const name = (required: string) => plainText(100).pipe(z.string().min(1, required));
const seatCount = z.number().int().min(0).max(100_000);

/** A group user (02 §3): nick name falls back to the part of the e-mail before the @ sign. */
export const groupUser = z.object({
  user_id: z.number().int(),
  role: z.enum(GROUP_USER_ROLES),
  user: z.object({ id: z.number().int(), email: z.object({ email: z.string() }), nick_name: z.string(), user_name: z.string().nullable() }),
});
export type GroupUser = z.infer<typeof groupUser>;

export const group = z.object({
  id: z.number().int(),
  org_id: z.number().int(),
  name: z.string(),
  archived_at: z.string().nullable(),
  /** The class code, shown only to those who run the group. */
  join_code: z.string().nullable(),
  users: z.array(groupUser),
  /** Whether the asker runs it (teacher, organisation admin, Admin), and may archive it (not its teachers). */
  can_run: z.boolean(),
  can_archive: z.boolean(),
});
export type Group = z.infer<typeof group>;

export const orgUser = z.object({
  user_id: z.number().int(),
  role: z.enum(ORG_MEMBER_ROLES),
  user: z.object({ id: z.number().int(), email: z.object({ email: z.string() }), nick_name: z.string(), user_name: z.string().nullable() }),
});
export type OrgUser = z.infer<typeof orgUser>;

export const invitation = z.object({ id: z.number().int(), email: z.string(), role: z.enum(ORG_MEMBER_ROLES), expires_at: z.string() });

export const organization = z.object({
  id: z.number().int(),
  name: z.string(),
  seat_count: z.number().int(),
  /** Seats taken: members who are not admins. */
  seats_used: z.number().int(),
  seats_paid_until: z.string().nullable(),
  /** Whether the asker administers it (an Admin sees every organisation). */
  is_admin: z.boolean(),
  groups: z.array(group),
  users: z.array(orgUser),
  invitations: z.array(invitation),
});
export type Organization = z.infer<typeof organization>;

export const orgBody = z
  .object({
    name: name(ORG_NAME_MESSAGES.organisation),
    /** Only an Admin sets seats (a group offer sets them otherwise). */
    seat_count: seatCount.optional(),
    /** E-mail addresses to invite as members. */
    invite: z.array(email).max(200).optional(),
  })
  .strict();
export const updateOrgBody = z
  .object({
    name: name(ORG_NAME_MESSAGES.organisation).optional(),
    seat_count: seatCount.optional(),
    seats_paid_until: z.iso.datetime({ offset: true }).nullable().optional(),
  })
  .strict();

/** The organisation's users, as the whole list: e-mail addresses not yet members are invited. */
export const orgUsersBody = z
  .object({
    users: z
      .array(
        z
          .object({ user_id: rowId.optional(), email: email.optional(), role: z.enum(ORG_MEMBER_ROLES) })
          .strict()
          .refine((u) => (u.user_id === undefined) !== (u.email === undefined), 'Give a member (user_id) or an e-mail address to invite'),
      )
      .max(2000)
      .refine((a) => new Set(a.map((u) => u.email ?? u.user_id)).size === a.length, 'A member appears twice'),
  })
  .strict();

export const groupBody = z
  .object({
    name: name(ORG_NAME_MESSAGES.group),
    /** Members to add at once (organisation members, by id). */
    members: z.array(rowId).max(500).optional(),
    join_code: z.boolean().optional(),
  })
  .strict();
export const updateGroupBody = z
  .object({
    name: name(ORG_NAME_MESSAGES.group).optional(),
    archived: z.boolean().optional(),
    /** true: a new class code; false: joining by code is off. */
    join_code: z.boolean().optional(),
  })
  .strict();
/** A group's users as the whole list. */
export const groupUsersBody = z
  .object({
    users: z
      .array(z.object({ user_id: rowId, role: z.enum(GROUP_USER_ROLES) }).strict())
      .max(2000)
      .refine((a) => new Set(a.map((u) => u.user_id)).size === a.length, 'A user appears twice'),
  })
  .strict();

export const orgIdParam = z.object({ id: rowIdParam });
export const groupParams = z.object({ orgId: rowIdParam, groupId: rowIdParam });
export const groupListQuery = z.object({ archived: z.enum(['0', '1']).default('0') });

/** A member of the merged member list (02 §3): one row per user with their organisations, groups and roles. */
export const mergedMember = z.object({
  user_id: z.number().int(),
  nick_name: z.string(),
  email: z.string(),
  user_name: z.string().nullable(),
  org_id: z.array(z.number().int()),
  group_id: z.array(z.number().int()),
  role: z.array(z.string()),
});
export type MergedMember = z.infer<typeof mergedMember>;

export const groupList = z.object({ org_role: orgRole, groups: z.array(group), members: z.array(mergedMember) });
export type GroupList = z.infer<typeof groupList>;

// Joining

export const invitationView = z.object({ organization: z.string(), email: z.string(), role: z.enum(ORG_MEMBER_ROLES), valid: z.boolean() });
export const tokenParam = z.object({ token: z.string().min(20).max(200) });
export const joinCodeBody = z.object({ code: z.string().trim().toUpperCase().min(4).max(12) }).strict();
export const joinResult = z.object({ org_id: z.number().int(), group_id: z.number().int().nullable(), organization: z.string(), group: z.string().nullable() });

// Learner accounts without e-mail (docs/decisions/0092): the helpers live in constants (no zod).
export { LEARNER_EMAIL_DOMAIN, learnerEmail, userNameOf } from './constants';

/** A user name for a learner without e-mail: letters, digits, dot, dash, underscore. */
export const userName = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, 'At least 3 characters')
  .max(30)
  .regex(/^[a-z0-9][a-z0-9._-]*$/, 'Letters, digits, dots, dashes and underscores only');
export const learnersBody = z
  .object({
    learners: z
      .array(z.object({ nick_name: name(ORG_NAME_MESSAGES.learner), user_name: userName.optional(), password: password.optional() }).strict())
      .min(1, 'Add at least one learner')
      .max(60),
  })
  .strict();
/** A created learner with the password to print on a sign-in card (shown once). */
export const createdLearner = z.object({ user_id: z.number().int(), nick_name: z.string(), user_name: z.string(), password: z.string() });
export const createdLearners = z.object({ learners: z.array(createdLearner) });

// Assignments and reports

export const assignmentBody = z
  .object({ kind: z.enum(['article', 'video']), resource_id: z.number().int().positive().max(INT4_MAX), due_at: z.iso.datetime({ offset: true }) })
  .strict();
export const assignment = z.object({
  id: z.number().int(),
  group_id: z.number().int(),
  group: z.string(),
  kind: z.enum(['article', 'video']),
  resource_id: z.number().int(),
  title: z.string(),
  due_at: z.string(),
  created_at: z.string(),
  /** For a learner: whether they have done it. */
  done: z.boolean().nullable(),
  /** For a teacher: how many members have done it, of how many. */
  done_count: z.number().int().nullable(),
  member_count: z.number().int().nullable(),
});
export type Assignment = z.infer<typeof assignment>;

export const reportQuery = z.object({
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  format: z.enum(['json', 'csv']).default('json'),
});
/** One learner's figures: a key per source metric (reading.quizzes_finished, vocabulary.saved, …). */
export const reportRow = z.object({ user_id: z.number().int(), nick_name: z.string(), figures: z.record(z.string(), z.number()) });
export const groupReport = z.object({
  group_id: z.number().int(),
  from: z.string(),
  to: z.string(),
  /** The metrics in column order, each with its source. */
  metrics: z.array(z.object({ key: z.string(), source: z.string() })),
  learners: z.array(reportRow),
  totals: z.record(z.string(), z.number()),
});
export type GroupReport = z.infer<typeof groupReport>;

export const unknownWordsQuery = z
  .object({ article_id: rowIdParam.optional(), video_id: rowIdParam.optional() })
  .refine((q) => (q.article_id === undefined) !== (q.video_id === undefined), { message: 'Give article_id or video_id', path: ['article_id'] });
export const assignmentParams = z.object({ orgId: rowIdParam, groupId: rowIdParam, id: rowIdParam });
export const unknownWord = z.object({
  key: z.string(),
  text: z.string(),
  pronunciation: z.string().nullable(),
  meaning: z.string().nullable(),
  learners: z.number().int(),
});
export const unknownWords = z.object({ member_count: z.number().int(), words: z.array(unknownWord) });
