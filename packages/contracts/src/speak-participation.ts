// Taking part in a Speak event (spec 02 §5–§7): applying and its check, the participants and the
// initiator's decisions, likes, materials, tickets, questions and invitations.
import { z } from 'zod';
import { pageNumber, pageSize, paged, plainText, rowId, rowIdParam } from './common';
import { DEBATE_STATUSES, PARTICIPANT_STATES, debateSummary, materialArticle, materialVideo, participantRole, personRef, roleName, seats, side } from './speak';

export const participateBody = z
  .object({
    role: participantRole,
    side: side.nullish(),
    role_name: roleName.nullish(),
    /** A few words to the initiator. */
    message: plainText(500).nullish(),
  })
  .strict();
export type ParticipateBody = z.input<typeof participateBody>;

export const participateCheck = z.object({
  allowed: z.boolean(),
  /** Why not, in the words of spec 02 §8 where it has them. */
  reason: z.string().nullable(),
  /** Free users spend one of their 3 free uses on an event they join (decision 0010). */
  uses_free_use: z.boolean(),
  free_uses_left: z.number().int().nullable(),
  price_cents: z.number().int(),
  needs_approval: z.boolean(),
  seats_left: seats,
});
export type ParticipateCheck = z.infer<typeof participateCheck>;

export const participant = z.object({
  user: personRef,
  role: participantRole,
  side: side.nullable(),
  role_name: z.string().nullable(),
  state: z.enum(PARTICIPANT_STATES),
  ticket: z.enum(['free', 'paid']).nullable(),
  message: z.string().nullable(),
  is_initiator: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Participant = z.infer<typeof participant>;

export const participateResult = z.object({
  participant,
  /** A paid ticket: where to pay. */
  checkout_url: z.string().nullable(),
});

export const debateUserParams = z.object({ debateId: rowIdParam, userId: rowIdParam });
/** PATCH /debate/debate_user/{debateId}/{userId}: approve, decline, kick, switch side (initiator); withdraw (the participant). */
export const debateUserPatch = z
  .object({
    state: z.enum(['approved', 'declined', 'kicked', 'withdrawn']),
    side: side,
    role_name: roleName,
    reason: plainText(500),
  })
  .partial()
  .strict();
export type DebateUserPatch = z.infer<typeof debateUserPatch>;

export const likeResult = z.object({ liked: z.boolean(), likes: z.number().int() });
/**
 * GET /debate/likes (decision 0215): with `?ids=` (comma-separated, at most MY_LIKES_MAX_ASKED), which
 * of those events I like; without it, the events I liked most recently, newest first, at most
 * MY_LIKES_MAX. An event card says `liked` itself; this answers a client that holds only ids.
 */
export const MY_LIKES_MAX = 1000;
export const MY_LIKES_MAX_ASKED = 100;
export const myLikesQuery = z.object({
  ids: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9})*$/, 'ids is a comma-separated list of event ids')
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .refine((ids) => ids.length <= MY_LIKES_MAX_ASKED, `At most ${MY_LIKES_MAX_ASKED} events at once`)
    .optional(),
});
export const myLikes = z.object({ debate_ids: z.array(z.number().int()) });

export const articleMaterialBody = z.object({ article_id: rowId }).strict();
export const videoMaterialBody = z.object({ video_id: rowId }).strict();

export const myMaterial = z.object({
  debate: z.object({ id: z.number().int(), title: z.string(), start_time: z.string(), debate_status: z.enum(DEBATE_STATUSES) }),
  articles: z.array(materialArticle),
  videos: z.array(materialVideo),
});
/**
 * The lists of /user/debate (tickets, materials, questions) are paged as every list (decision 0209):
 * `?page=&size=`, 20 a page when not given, at most 50; each answers `{items, page, pages, total}`.
 */
export const MY_LIST_PAGE_SIZE = 20;
export const MY_LIST_PAGE_MAX = 50;
export const myListQuery = z.object({ page: pageNumber, size: pageSize(MY_LIST_PAGE_MAX, MY_LIST_PAGE_SIZE) });
export type MyListQuery = z.infer<typeof myListQuery>;

/** GET /debate/materials: my events that have materials, soonest first. */
export const myMaterials = paged(myMaterial);
export type MyMaterial = z.infer<typeof myMaterial>;

export const ticket = z.object({
  debate: debateSummary,
  state: z.enum(PARTICIPANT_STATES),
  ticket: z.enum(['free', 'paid']).nullable(),
  created_at: z.string(),
});
/** GET /debate/tickets: my audience tickets, the latest event first. */
export const ticketList = paged(ticket);
export type Ticket = z.infer<typeof ticket>;

export const questionBody = z.object({ question: plainText(1000).pipe(z.string().min(1, 'Field required')) }).strict();
export const answerBody = z.object({ answer: plainText(2000).pipe(z.string().min(1, 'Field required')) }).strict();
export const question = z.object({
  id: z.number().int(),
  debate_id: z.number().int(),
  debate_title: z.string(),
  asker: personRef,
  question: z.string(),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  created_at: z.string(),
  can_answer: z.boolean(),
  can_delete: z.boolean(),
});
export type Question = z.infer<typeof question>;
/** The questions of one event (GET /debate/{id}/qa), a page of them, newest first (decision 0216). */
export const questionList = paged(question);
/** GET /debate/questions: the questions I asked and those about events I run, newest first. */
export const myQuestions = paged(question);
export const questionParams = z.object({ id: rowIdParam, questionId: rowIdParam });

/** An invitation by e-mail, or to someone of the mentor list by their id (spec 02 §6). */
export const inviteBody = z
  .object({
    email: z.email().max(254).optional(),
    user_id: rowId.optional(),
    role: z.enum(['player', 'judge']),
    side: side.nullish(),
  })
  .strict()
  .refine((b) => !!b.email !== !!b.user_id, { message: 'Give an e-mail address or choose a person', path: ['email'] });
export const invitation = z.object({
  token: z.string(),
  debate: debateSummary,
  inviter: personRef,
  role: z.enum(['player', 'judge']),
  side: side.nullable(),
  email: z.string(),
  status: z.enum(['pending', 'accepted', 'declined']),
});
export type Invitation = z.infer<typeof invitation>;
export const invitationParams = z.object({ token: z.string().min(10).max(100) });
