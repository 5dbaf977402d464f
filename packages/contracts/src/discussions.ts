// Discussions (issue 18, decision 0106): questions asked under an article or a video, their
// answers, and /user/discussion (my questions and answers, spec 02 §2).
import { z } from 'zod';
import { pageNumber, pageSize, paged, plainText, rowId, rowIdParam } from './common';

export const DISCUSSION_KINDS = ['article', 'video'] as const;
export type DiscussionKind = (typeof DISCUSSION_KINDS)[number];
/** Longest question or answer, in characters. */
export const DISCUSSION_BODY_MAX = 2000;
/** Questions and answers one account may post per minute. */
export const DISCUSSION_POSTS_PER_MINUTE = 6;

export const discussionBody = z.object({
  body: plainText(DISCUSSION_BODY_MAX).pipe(z.string().min(2, 'Write at least 2 characters')),
});
export const askBody = discussionBody.extend({ kind: z.enum(DISCUSSION_KINDS), ref: rowId });
export type AskBody = z.infer<typeof askBody>;

export const threadQuery = z.object({ kind: z.enum(DISCUSSION_KINDS), ref: rowIdParam, page: pageNumber, size: pageSize(50, 20) });
export const mineQuery = z.object({ role: z.enum(['question', 'answer']).optional(), page: pageNumber, size: pageSize(50, 20) });

const author = z.object({ id: z.number().int(), name: z.string() });
const abilities = z.object({ delete: z.boolean() });

export const discussionAnswer = z.object({
  id: z.number().int(),
  body: z.string(),
  author,
  created_at: z.string(),
  abilities,
});
export type DiscussionAnswer = z.infer<typeof discussionAnswer>;

export const discussionQuestion = discussionAnswer.extend({
  kind: z.enum(DISCUSSION_KINDS),
  ref: z.number().int(),
  answers: z.array(discussionAnswer),
  abilities: abilities.extend({ answer: z.boolean() }),
});
export type DiscussionQuestion = z.infer<typeof discussionQuestion>;
export const discussionThread = paged(discussionQuestion).extend({ can_ask: z.boolean() });
export type DiscussionThread = z.infer<typeof discussionThread>;

/** One of my questions or answers, with where it was asked. */
export const myDiscussion = z.object({
  id: z.number().int(),
  role: z.enum(['question', 'answer']),
  body: z.string(),
  kind: z.enum(DISCUSSION_KINDS),
  ref: z.number().int(),
  /** The article's or the video's title. */
  title: z.string(),
  /** For an answer: the question it answers. */
  question: z.string().nullable(),
  /** For a question: how many answers it has. */
  answers: z.number().int(),
  created_at: z.string(),
});
export type MyDiscussion = z.infer<typeof myDiscussion>;
export const myDiscussions = paged(myDiscussion);
export type MyDiscussions = z.infer<typeof myDiscussions>;
