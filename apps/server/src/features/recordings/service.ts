import fs from 'node:fs/promises';
import path from 'node:path';
import {
  DEFAULT_RECORDING_TITLE,
  RECORDING_ERRORS,
  uploadFields,
  type commentBody,
  type Recording,
  type RecordingListQuery,
  type renameBody,
  type reviewBody,
} from '@lingbridge/contracts/recordings';
import type { z } from 'zod';
import { authorize } from '../../actor/access';
import type { AppContext } from '../../context';
import type { AudioRecordingRow, UserRow } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { recordEvent } from '../../events/record-event';
import { discardFiles, storeNewFile } from '../../files/store';
import type { StagedFile, UploadRule } from '../../files/upload';
import { userExists } from '../accounts/service';
import { learnersOfGroupRunBy, teachesLearner } from '../organizations/public/teaching';
import { articleHeads, sentencesOf, storedArticle } from '../reading/public/for-recordings';
import { openArticle } from '../reading/service';
import { recordingFeedbackGiven } from './domain-events';
import { RECORDING_INPUT_TYPES, transcodeToMp3 } from './media';
import { abilitiesOf, recordingsPolicy as policy } from './policy';
import { presentRecording } from './presenter';
import * as repo from './repo';
import { pageAnswer } from '../../db/page';

export const recordingUpload = (ctx: AppContext): UploadRule => ({
  maxBytes: ctx.config.recordingMaxBytes,
  types: RECORDING_INPUT_TYPES,
  fileField: 'audio_file',
  fields: ['title', 'article_id', 'sentence_index'],
  messages: { missing: RECORDING_ERRORS.missing, wrongType: RECORDING_ERRORS.notAudio, empty: RECORDING_ERRORS.empty },
});

export type Fields = { title: string; articleId: number; sentenceIndex: number | null };

/** The upload's text fields, checked before its content: the article open to the learner, the sentence in it. */
export async function checkUploadFields(ctx: AppContext, user: UserRow, raw: Record<string, string>): Promise<Fields> {
  const parsed = uploadFields.safeParse(raw);
  if (!parsed.success)
    throw new AppError(
      422,
      parsed.error.issues[0]?.message ?? 'Invalid input',
      parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    );
  const f = parsed.data;
  const article = await openArticle(ctx, user, f.article_id);
  if (f.sentence_index !== undefined && !sentencesOf(article).some((s) => s.index === f.sentence_index))
    throw new AppError(422, RECORDING_ERRORS.sentenceNotFound, [{ path: 'sentence_index', message: RECORDING_ERRORS.sentenceNotFound }]);
  return { title: f.title?.trim() || DEFAULT_RECORDING_TITLE, articleId: f.article_id, sentenceIndex: f.sentence_index ?? null };
}

/** Turns the staged upload into mp3 (decision 0101), stores it and the recording together; nothing is kept on failure. */
export async function saveRecording(ctx: AppContext, user: UserRow, file: StagedFile, f: Fields): Promise<Recording> {
  const mp3 = path.join(path.dirname(file.path), 'recording.mp3');
  const durationMs = await transcodeToMp3(file.path, mp3);
  const size = (await fs.stat(mp3)).size;
  let row: AudioRecordingRow | null = null;
  await storeNewFile(
    ctx,
    { path: mp3, size, mime: 'audio/mpeg', ext: 'mp3', filename: `${f.title}.mp3`, text: false },
    { kind: 'recording', visibility: 'private', ownerId: user.id, filename: `${f.title}.mp3` },
    async (tx, fileId) => {
      row = await repo.insertRecording(tx, {
        userId: user.id,
        articleId: f.articleId,
        sentenceIndex: f.sentenceIndex,
        title: f.title,
        fileId,
        durationMs,
        size,
      });
    },
  );
  return (await present(ctx, user, [row!]))[0]!;
}

/** Whether `user` teaches the learner, asked only when owning or being admin does not already decide. */
async function teaches(ctx: AppContext, user: UserRow, learnerId: number) {
  return user.id !== learnerId && (await teachesLearner(ctx, user, learnerId));
}

async function present(ctx: AppContext, user: UserRow, rows: AudioRecordingRow[], teaching = new Map<number, boolean>()) {
  const ids = rows.map((r) => r.id);
  const comments = await repo.commentsOf(ctx.db, ids);
  const [heads, names] = await Promise.all([
    articleHeads(
      ctx,
      rows.map((r) => r.articleId),
    ),
    repo.namesOf(ctx.db, [...rows.flatMap((r) => [r.userId, r.reviewedBy ?? 0]), ...comments.map((c) => c.authorId ?? 0)]),
  ]);
  const out: Recording[] = [];
  for (const r of rows) {
    if (!teaching.has(r.userId)) teaching.set(r.userId, await teaches(ctx, user, r.userId));
    out.push(presentRecording(ctx, r, { heads, names, comments, abilities: abilitiesOf(user, r, teaching.get(r.userId)!) }));
  }
  return out;
}

/** The page of the list the presenter fills in: `{items, page, pages, total}` as every paged list. */
async function pageOf(ctx: AppContext, user: UserRow, learners: number[], teaches: Map<number, boolean>, q: RecordingListQuery) {
  const { rows, total } = await repo.recordingsOfUsers(ctx.db, learners, q);
  return pageAnswer(await present(ctx, user, rows, teaches), q, total);
}

/** GET /audio_recording/user/{id}: a page of a learner's recordings, to the learner, their teachers and admins; 404 to anyone else. */
export async function listOfUser(ctx: AppContext, user: UserRow, learnerId: number, q: RecordingListQuery) {
  const t = await teaches(ctx, user, learnerId);
  if (!policy.listOf(user, learnerId, t)) throw notFound(RECORDING_ERRORS.notFound);
  // Only one allowed to see anyone's (an admin) can ask for an id no user has: say so, not an empty list.
  if (learnerId !== user.id && !t && !(await userExists(ctx, learnerId))) throw notFound(RECORDING_ERRORS.userNotFound);
  return pageOf(ctx, user, [learnerId], new Map([[learnerId, t]]), q);
}

/** GET /audio_recording/group/{id}: the recordings of a group's learners, to its teachers and admins. */
export async function listOfGroup(ctx: AppContext, user: UserRow, groupId: number, q: RecordingListQuery) {
  const learners = await learnersOfGroupRunBy(ctx, user, groupId);
  if (!learners) throw notFound(RECORDING_ERRORS.groupNotFound);
  return pageOf(ctx, user, learners, new Map(learners.map((id) => [id, true])), q);
}

/** A recording the user may hear, with whether they teach its learner; 404 for missing and refused alike. */
async function audible(ctx: AppContext, user: UserRow, id: number) {
  const row = await repo.findRecording(ctx.db, id);
  if (!row) throw notFound(RECORDING_ERRORS.notFound);
  const t = await teaches(ctx, user, row.userId);
  if (!policy.hear(user, row, t)) throw notFound(RECORDING_ERRORS.notFound);
  return { row, teaches: t };
}

export async function getRecording(ctx: AppContext, user: UserRow, id: number) {
  const { row, teaches: t } = await audible(ctx, user, id);
  return (await present(ctx, user, [row], new Map([[row.userId, t]])))[0]!;
}

/** Whether the stored file of a recording may go to this user (the audio route's rule). */
export async function mayHearFile(ctx: AppContext, user: UserRow | null, fileId: string) {
  if (!user) return false;
  const row = await repo.findByFile(ctx.db, fileId);
  return !!row && policy.hear(user, row, await teaches(ctx, user, row.userId));
}

export async function fileOf(ctx: AppContext, id: number) {
  const row = await repo.findRecording(ctx.db, id);
  if (!row) throw notFound(RECORDING_ERRORS.notFound);
  return row.fileId;
}

export async function renameRecording(ctx: AppContext, user: UserRow, id: number, body: z.output<typeof renameBody>) {
  const { row, teaches: t } = await audible(ctx, user, id);
  authorize(policy.rename(user, row));
  const updated = await repo.updateRecording(ctx.db, id, { title: body.title });
  // Deleted meanwhile (the learner in another tab): gone, as for any missing recording.
  if (!updated) throw notFound(RECORDING_ERRORS.notFound);
  return (await present(ctx, user, [updated], new Map([[row.userId, t]])))[0]!;
}

export async function deleteRecording(ctx: AppContext, user: UserRow, id: number) {
  const { row } = await audible(ctx, user, id);
  authorize(policy.delete(user, row));
  if (!(await repo.deleteRecording(ctx.db, id))) throw notFound(RECORDING_ERRORS.notFound);
  await discardFiles(ctx, [row.fileId]);
}

/** A teacher's comment at a moment or on a sentence; the recording is then reviewed and the learner told. */
export async function addComment(ctx: AppContext, user: UserRow, id: number, body: z.output<typeof commentBody>) {
  const { row, teaches: t } = await audible(ctx, user, id);
  authorize(policy.review(user, row, t));
  if (body.at_ms != null && body.at_ms > row.durationMs + 1000)
    throw new AppError(422, 'The moment is past the end of the recording', [{ path: 'at_ms', message: 'Past the end' }]);
  // A comment on a sentence names one of the article's (as the upload's sentence_index must).
  if (body.sentence_index != null) {
    const article = await storedArticle(ctx, row.articleId);
    if (!article || !sentencesOf(article).some((s) => s.index === body.sentence_index))
      throw new AppError(422, RECORDING_ERRORS.sentenceNotFound, [{ path: 'body.sentence_index', message: RECORDING_ERRORS.sentenceNotFound }]);
  }
  await ctx.db.transaction(async (tx) => {
    // The update first: it answers null when the recording was deleted meanwhile, and holds its row
    // until commit, so a delete cannot come between it and the comment.
    if (!(await repo.updateRecording(tx, id, { status: 'reviewed' }))) throw notFound(RECORDING_ERRORS.notFound);
    const c = await repo.insertComment(tx, {
      recordingId: id,
      authorId: user.id,
      atMs: body.at_ms ?? null,
      sentenceIndex: body.sentence_index ?? null,
      text: body.text,
    });
    await recordEvent(
      tx,
      recordingFeedbackGiven,
      { recordingId: id, learnerId: row.userId, teacherId: user.id, kind: 'comment' },
      { key: `recording-comment:${c.id}` },
    );
  });
  return getRecording(ctx, user, id);
}

export async function removeComment(ctx: AppContext, user: UserRow, id: number, commentId: number) {
  await audible(ctx, user, id);
  const c = await repo.findComment(ctx.db, id, commentId);
  if (!c) throw notFound('Comment not found');
  authorize(policy.removeComment(user, c));
  await ctx.db.transaction(async (tx) => {
    const row = await repo.lockRecording(tx, id);
    await repo.deleteComment(tx, commentId);
    // Reviewed means there is feedback to read: without a review or any comment left, it waits again.
    if (row && !row.reviewedAt && !(await repo.commentsOf(tx, [id])).length) await repo.updateRecording(tx, id, { status: 'waiting' });
  });
  return getRecording(ctx, user, id);
}

/** The overall note and rating: the recording becomes reviewed and the learner is told. */
export async function reviewRecording(ctx: AppContext, user: UserRow, id: number, body: z.output<typeof reviewBody>) {
  const { row, teaches: t } = await audible(ctx, user, id);
  authorize(policy.review(user, row, t));
  // A review with neither a note nor a rating would mark the recording reviewed and tell the learner
  // about feedback that says nothing.
  if (!body.note && body.rating == null) throw new AppError(422, RECORDING_ERRORS.reviewEmpty, [{ path: 'body.note', message: RECORDING_ERRORS.reviewEmpty }]);
  await ctx.db.transaction(async (tx) => {
    // The row held until commit: of the same review sent twice at once (a double click, a retry), the
    // second finds it given already and changes nothing, so the learner is told once.
    const current = await repo.lockRecording(tx, id);
    if (!current) throw notFound(RECORDING_ERRORS.notFound);
    if (sameReview(current, user, body)) return;
    const now = ctx.now();
    const updated = await repo.updateRecording(tx, id, {
      status: 'reviewed',
      feedbackNote: body.note,
      feedbackRating: body.rating ?? null,
      reviewedBy: user.id,
      reviewedAt: now,
    });
    // Deleted meanwhile: no feedback, and no notification about a recording that is gone.
    if (!updated) throw notFound(RECORDING_ERRORS.notFound);
    await recordEvent(
      tx,
      recordingFeedbackGiven,
      { recordingId: id, learnerId: row.userId, teacherId: user.id, kind: 'review' },
      { key: `recording-review:${id}:${now.getTime()}` },
    );
  });
  return getRecording(ctx, user, id);
}

/** Whether the recording already holds this teacher's review with this note and rating. */
const sameReview = (row: AudioRecordingRow, user: UserRow, body: z.output<typeof reviewBody>) =>
  row.reviewedAt !== null && row.reviewedBy === user.id && row.feedbackNote === body.note && row.feedbackRating === (body.rating ?? null);
