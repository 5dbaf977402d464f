// Speak events (spec 02 §1–§9): Mini Talk, Role Play and Debate, their form, state and lists. Who
// takes part, tickets, materials, likes, questions and invitations: speak-participation.ts. The
// live room: speak-room.ts and speak-signal.ts.
import { z } from 'zod';
import { learningLanguage, pageNumber, pageSize, paged, plainText, rowId, rowIdParam } from './common';
import { EVENT_DURATIONS, LEVELS } from './constants';

export const DEBATE_TYPES = ['mini_debate', 'role_play', 'debate'] as const;
export type DebateType = (typeof DEBATE_TYPES)[number];
export const VERIFY_STATUSES = ['not_verified', 'success', 'fail'] as const;
export type VerifyStatus = (typeof VERIFY_STATUSES)[number];
export const DEBATE_STATUSES = ['upcoming', 'onprogress', 'closed', 'canceled'] as const;
export type DebateStatus = (typeof DEBATE_STATUSES)[number];
/** Prop (proposition) and Opp (opposition), the two sides of a debate. */
export const SIDES = ['prop', 'opp'] as const;
export type Side = (typeof SIDES)[number];
export const PARTICIPANT_ROLES = ['player', 'judge', 'audience'] as const;
export type ParticipantRole = (typeof PARTICIPANT_ROLES)[number];
export const PARTICIPANT_STATES = ['pending', 'approved', 'declined', 'withdrawn', 'kicked'] as const;
export type ParticipantState = (typeof PARTICIPANT_STATES)[number];
/** The initiator takes part as a player, a judge, or only hosts the event. */
export const INITIATOR_ROLES = ['host', 'player', 'judge'] as const;

/** Business constants of spec 02 §9. */
export const SPEAK_LIMITS = {
  maxPlayers: { debate: 8, role_play: 8, mini_debate: 3 } satisfies Record<DebateType, number>,
  maxJudges: 3,
  sideMin: 1,
  sideMax: 4,
  /** A debate is 45 minutes and a role play 15 (spec 02 §4); a mini talk takes any of EVENT_DURATIONS. */
  fixedDuration: { debate: 45, role_play: 15 } as Partial<Record<DebateType, number>>,
  /** An event starts at most a year ahead (docs/decisions/0154). */
  startAheadMaxDays: 366,
  roomOpensBeforeMin: 30,
  roomClosesAfterMin: 2,
  roomWarningBeforeCloseMin: 2,
  voteCountdownSec: 120,
  maxMaterials: 5,
  /** Invitation e-mails one account may send per hour (docs/decisions/0156). */
  invitesPerHour: 30,
  maxRoleNames: 8,
} as const;

/** Messages of spec 02 §8, exactly; `{max}` is filled in by the server. */
export const SPEAK_ERRORS = {
  participateFailed: 'Your participation application has failed.',
  cancelFailed: 'Canceling the activity failed, please try again or contact admin.',
  withdrawFailed: 'Withdrawal unsuccessful, please try again.',
  pictureFailed: 'Your debate picture upload failed!',
  createFailed: 'failed; ensure all required info is filled',
  submissionFailed: 'Submission Failed',
  listFailed: 'Your debate list has failed.',
  activitiesFailed: 'Your activities update has failed.',
  startInPast: 'the activity start time cannot be earlier than the current time',
  startTooFar: 'the activity start time cannot be more than a year ahead',
  notSignedIn: 'cannot connect to the Speak Room; to buy a ticket please sign up or log in',
  tooLarge: 'File size exceeds the limit',
  playersFull: 'This event takes at most {max} players',
  judgesFull: 'This event takes at most {max} judges',
  sideFull: 'A side has at most {max} speakers',
  /** The three limits above when the limit is one (see `atMostText`). */
  playersFullOne: 'This event takes at most 1 player',
  judgesFullOne: 'This event takes at most 1 judge',
  sideFullOne: 'A side has at most 1 speaker',
  sideRequired: 'Choose a side: Prop or Opp',
  sideOnlyInDebate: 'Only a debate has sides',
  roleNameUnknown: 'This role is not one of the event’s roles',
  roleNameTaken: 'Someone already plays this role',
  noJudges: 'This event has no judges',
  alreadyIn: 'You have already applied to this event',
  notOpen: 'This event no longer takes applications',
  notVerified: 'This event is waiting for an admin to approve it',
  notFound: 'Event not found',
  participantNotFound: 'This person has not applied to this event',
  notEditable: 'An event can be changed only before it starts',
  verifyNotUpcoming: 'Only an event that has not started or been cancelled can be approved or rejected',
  durationFixed: 'A {type} lasts {minutes} minutes',
  playersInvalid: 'A debate has 1 to {max} speakers per side',
  initiatorCannotApply: 'You run this event',
  initiatorCannotLeave: 'The initiator cannot leave the event; cancel it instead',
  reasonRequired: 'Say why the event is rejected',
  materialNotFound: 'That article or video was not found',
  materialsFull: 'An event has at most {max} materials of each kind',
  questionNotFound: 'Question not found',
  ticketNotNeeded: 'Players and judges do not need a ticket',
  invitationNotFound: 'This invitation is not valid any more',
  invitationNotYours: 'This invitation was sent to another e-mail address',
  invitesRateLimited: 'You have sent many invitations; try again later',
  inviteSelf: 'You can’t invite yourself: invite someone else',
  inviteeAlreadyIn: 'This person is already in this event',
  inviteeCannotJoin: 'This person cannot join this event',
} as const;

/** A full seat's message with its `{max}` filled in; a limit of one says it in the singular. */
export function atMostText(limit: 'playersFull' | 'judgesFull' | 'sideFull', max: number): string {
  return max === 1 ? SPEAK_ERRORS[`${limit}One`] : SPEAK_ERRORS[limit].replace('{max}', String(max));
}

/** Success messages of spec 02 §8 (the web shows them in the reader's language). */
export const SPEAK_SUCCESS = [
  'debate created',
  'event created',
  'cancelled',
  'withdrawal successful',
  'update successful',
  'join successful',
  'application approved',
] as const;

export const debateType = z.enum(DEBATE_TYPES);
export const side = z.enum(SIDES);
export const participantRole = z.enum(PARTICIPANT_ROLES);

const isoTime = z.iso.datetime({ offset: true });
/** A limit's message of 02 §8 with its `{max}` filled in. */
const atMost = (text: string, max: number) => text.replace('{max}', String(max));
// The form's ceilings say the spec's words: one over the largest limit reads like one over a type's own limit.
const maxPlayersField = z.number().int().min(1).max(SPEAK_LIMITS.maxPlayers.debate, atMost(SPEAK_ERRORS.playersFull, SPEAK_LIMITS.maxPlayers.debate));
const maxJudgesField = z.number().int().min(0).max(SPEAK_LIMITS.maxJudges, atMost(SPEAK_ERRORS.judgesFull, SPEAK_LIMITS.maxJudges));
export const roleName = plainText(60).pipe(z.string().min(1, 'Field required'));
/** Role play: one role per player, so at most as many roles as players. */
const roleNamesField = z.array(roleName).max(SPEAK_LIMITS.maxRoleNames, atMost(SPEAK_ERRORS.playersFull, SPEAK_LIMITS.maxRoleNames));

/** The creation form (spec 02 §3): everything a new event needs. */
export const debateBody = z
  .object({
    title: plainText(200).pipe(z.string().min(1, 'Field required')),
    title_cn: plainText(200).nullish(),
    debate_type: debateType,
    start_time: isoTime,
    duration: z
      .number()
      .int()
      .min(1)
      .max(600)
      .refine((n) => (EVENT_DURATIONS as readonly number[]).includes(n), 'Choose 15, 30, 45 or 60 minutes'),
    language: learningLanguage,
    level: z.enum(LEVELS),
    description: plainText(5000).default(''),
    /** A picture uploaded with POST /debate/picture. */
    picture_file_id: z.string().max(64).nullish(),
    /** All players: for a debate an even number, half per side (1 to 4 each). */
    max_players: maxPlayersField,
    max_judges: maxJudgesField.default(0),
    /** Role play: the roles, one per player. */
    role_names: roleNamesField.default([]),
    initiator_role: z.enum(INITIATOR_ROLES).default('host'),
    initiator_side: side.nullish(),
    /** 0: audience tickets are free and need the initiator's approval. Above 0: a paid ticket. */
    ticket_price_cents: z.number().int().min(0).max(100_000).default(0),
    article_ids: z.array(rowId).max(SPEAK_LIMITS.maxMaterials).default([]),
    video_ids: z.array(rowId).max(SPEAK_LIMITS.maxMaterials).default([]),
  })
  .strict();
export type DebateBody = z.input<typeof debateBody>;

/** PATCH /debate/{id}: the initiator's edits, cancelling, and the admin's verification. */
export const debatePatch = z
  .object({
    title: plainText(200).pipe(z.string().min(1, 'Field required')),
    title_cn: plainText(200).nullable(),
    start_time: isoTime,
    duration: z.number().int().min(1).max(600),
    language: learningLanguage,
    level: z.enum(LEVELS),
    description: plainText(5000),
    picture_file_id: z.string().max(64).nullable(),
    max_players: maxPlayersField,
    max_judges: maxJudgesField,
    role_names: roleNamesField,
    ticket_price_cents: z.number().int().min(0).max(100_000),
    debate_status: z.literal('canceled'),
    verify_status: z.enum(['success', 'fail']),
    fail_reason: plainText(500),
    cancel_reason: plainText(500),
  })
  .partial()
  .strict();
export type DebatePatch = z.infer<typeof debatePatch>;

export const personRef = z.object({ id: z.number().int(), nick_name: z.string(), avatar_url: z.string().nullable() });
export type PersonRef = z.infer<typeof personRef>;

export const materialArticle = z.object({ id: z.number().int(), title: z.string(), level: z.string().nullable(), language: z.string() });
export const materialVideo = z.object({ id: z.number().int(), title: z.string(), language: z.string().nullable() });
export type MaterialArticle = z.infer<typeof materialArticle>;
export type MaterialVideo = z.infer<typeof materialVideo>;

export const myPart = z.object({
  role: participantRole,
  side: side.nullable(),
  role_name: z.string().nullable(),
  state: z.enum(PARTICIPANT_STATES),
  ticket: z.enum(['free', 'paid']).nullable(),
});
export type MyPart = z.infer<typeof myPart>;

export const DEBATE_ABILITIES = ['edit', 'cancel', 'manage', 'verify', 'apply', 'enter_room'] as const;
export type DebateAbility = (typeof DEBATE_ABILITIES)[number];

export const seats = z.object({
  players: z.number().int(),
  judges: z.number().int(),
  prop: z.number().int().nullable(),
  opp: z.number().int().nullable(),
  /** Role play: roles nobody plays yet. */
  roles: z.array(z.string()),
});

export const debate = z.object({
  id: z.number().int(),
  title: z.string(),
  title_cn: z.string().nullable(),
  debate_type: debateType,
  verify_status: z.enum(VERIFY_STATUSES),
  debate_status: z.enum(DEBATE_STATUSES),
  fail_reason: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  chat_room_id: z.number().int().nullable(),
  start_time: z.string(),
  end_time: z.string(),
  duration: z.number().int(),
  language: learningLanguage,
  level: z.enum(LEVELS),
  description: z.string(),
  picture_url: z.string().nullable(),
  picture_file_id: z.string().nullable(),
  initiator: personRef,
  initiator_role: z.enum(INITIATOR_ROLES),
  max_players: z.number().int(),
  max_judges: z.number().int(),
  role_names: z.array(z.string()),
  ticket_price_cents: z.number().int(),
  /** Approved players, judges and audience. */
  attendees: z.number().int(),
  seats_left: seats,
  likes: z.number().int(),
  liked: z.boolean(),
  my: myPart.nullable(),
  room_opens_at: z.string(),
  room_closes_at: z.string(),
  /** The room's address, for the participant, from 30 minutes before the start until it closes. */
  room_link: z.string().nullable(),
  articles: z.array(materialArticle),
  videos: z.array(materialVideo),
  abilities: z.array(z.enum(DEBATE_ABILITIES)),
  created_at: z.string(),
});
export type Debate = z.infer<typeof debate>;

/** A card of a list: the event without its materials. */
export const debateSummary = debate.omit({ articles: true, videos: true });
export type DebateSummary = z.infer<typeof debateSummary>;

export const DEBATE_SCOPES = ['upcoming', 'mine', 'ended', 'all'] as const;
export const debateListQuery = z.object({
  page: pageNumber,
  size: pageSize(50, 12),
  verify_status: z.enum(VERIFY_STATUSES).optional(),
  debate_status: z.enum(DEBATE_STATUSES).optional(),
  /** Events this user started or takes part in (the asker's own, or anyone's for an admin). */
  user_id: rowIdParam.optional(),
  scope: z.enum(DEBATE_SCOPES).default('all'),
  debate_type: debateType.optional(),
  language: learningLanguage.optional(),
  level: z.enum(LEVELS).optional(),
  q: plainText(100).optional(),
});
export type DebateListQuery = z.input<typeof debateListQuery>;
export type DebateListParams = z.output<typeof debateListQuery>;
export const debatePage = paged(debateSummary);
export type DebatePage = z.infer<typeof debatePage>;

export const pictureUploaded = z.object({ file_id: z.string(), url: z.string() });

/** The label of 02 §3 a screen shows for an event's state. */
export function statusLabel(d: Pick<Debate, 'verify_status' | 'debate_status'>): 'Pending' | 'Rejected' | 'Upcoming' | 'Live' | 'Closed' | 'Canceled' {
  if (d.debate_status === 'canceled') return 'Canceled';
  if (d.verify_status === 'not_verified') return 'Pending';
  if (d.verify_status === 'fail') return 'Rejected';
  if (d.debate_status === 'onprogress') return 'Live';
  if (d.debate_status === 'closed') return 'Closed';
  return 'Upcoming';
}

/** The room's path for an event of this type (spec 02 §2). */
export function roomPath(type: DebateType, id: number) {
  return type === 'mini_debate' ? `/minitalk/room/${id}` : type === 'role_play' ? `/roleplay/room/${id}` : `/debate/room/${id}`;
}
