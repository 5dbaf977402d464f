import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { IMAGE_TYPES } from '../../files/kinds';
import { signedFileUrl } from '../../files/signed-links';
import { discardFiles, storeNewFile, type FileSource } from '../../files/store';
import type { StagedFile, UploadRule } from '../../files/upload';
import type { NewArticleRow } from '../../db/schema';
import * as repo from './repo';
import { recordEvent } from '../../events/record-event';
import { articleAudioTimed } from './domain-events';
import { articleListsChanged } from './list-cache';

/** Recordings the reader's <audio> element plays in every current browser, by content (docs/decisions/0033). */
const AUDIO_TYPES = new Map<string, { ext: string; mime?: string }>([
  ['audio/mpeg', { ext: 'mp3' }],
  ['audio/mp4', { ext: 'm4a' }],
  ['audio/x-m4a', { ext: 'm4a' }],
  ['audio/aac', { ext: 'aac' }],
  ['audio/ogg', { ext: 'ogg' }],
  ['audio/opus', { ext: 'opus' }],
  ['audio/wav', { ext: 'wav' }],
  ['audio/x-wav', { ext: 'wav', mime: 'audio/wav' }],
  ['audio/vnd.wave', { ext: 'wav', mime: 'audio/wav' }],
  ['audio/webm', { ext: 'webm' }],
  ['video/webm', { ext: 'webm', mime: 'audio/webm' }],
  ['audio/flac', { ext: 'flac' }],
  ['audio/x-flac', { ext: 'flac' }],
]);

export const audioUpload = (ctx: AppContext): UploadRule => ({
  maxBytes: ctx.config.readingAudioMaxBytes,
  types: AUDIO_TYPES,
  messages: { missing: 'Please choose a recording', wrongType: 'The recording must be an MP3, M4A, AAC, OGG, WAV, WebM or FLAC audio file' },
});

/** Covers of articles and magazine issues: re-encoded to 960×540 WebP; public, like the pages that show them. */
export const coverUpload = (ctx: AppContext): UploadRule => ({
  maxBytes: ctx.config.avatarMaxBytes,
  types: IMAGE_TYPES,
  image: { fit: 'cover', width: 960, height: 540, quality: 80 },
  messages: { missing: 'Please choose an image', wrongType: 'The cover must be a JPEG, PNG, WebP, GIF or AVIF image' },
});

/**
 * Stores an article's recording (replacing the previous one). A recording is private: the reader
 * gets a signed link once the article is open to them. New audio means old timings no longer fit,
 * unless the recording comes with its own (the computer voice).
 */
export async function setArticleAudio(
  ctx: AppContext,
  articleId: number,
  ownerId: number | null,
  src: FileSource,
  voice: Pick<NewArticleRow, 'audioSynthetic' | 'sentenceTimings'> = { audioSynthetic: false, sentenceTimings: null },
) {
  if (!(await repo.findArticle(ctx.db, articleId))) throw notFound('Article not found');
  // The file replaced is the one the row names when the new one is linked (the row locked), not when
  // the upload began: of two uploads at once, the second replaces (and discards) the first's.
  let replaced: string | null = null;
  const id = await storeNewFile(ctx, src, { kind: 'article-audio', visibility: 'private', ownerId }, async (tx, fileId) => {
    const article = await repo.lockArticle(tx, articleId);
    if (!article) throw notFound('Article not found');
    replaced = article.audioFileId;
    await repo.updateArticle(tx, articleId, { audioFileId: fileId, audioMime: src.mime, ...voice });
    if (voice.sentenceTimings?.length) await recordEvent(tx, articleAudioTimed, { articleId });
  });
  await articleListsChanged(ctx);
  await discardFiles(ctx, [replaced]);
  return id;
}

export async function removeArticleAudio(ctx: AppContext, articleId: number) {
  // The recording dropped is the one the row names with the row locked: an upload that linked its
  // file meanwhile has its file dropped here, not left stored with nothing naming it.
  const removed = await ctx.db.transaction(async (tx) => {
    const article = await repo.lockArticle(tx, articleId);
    if (!article) throw notFound('Article not found');
    await repo.updateArticle(tx, articleId, { audioFileId: null, audioMime: null, audioSynthetic: false, sentenceTimings: null });
    return article.audioFileId;
  });
  await articleListsChanged(ctx);
  await discardFiles(ctx, [removed]);
}

/** Gives an article a new cover (re-encoded by the upload) and drops the previous one. */
export async function setArticleCover(ctx: AppContext, articleId: number, ownerId: number, file: StagedFile) {
  if (!(await repo.findArticle(ctx.db, articleId))) throw notFound('Article not found');
  let replaced: string | null = null;
  await storeNewFile(ctx, file, { kind: 'cover', visibility: 'public', ownerId }, async (tx, fileId) => {
    const row = await repo.lockArticle(tx, articleId);
    if (!row) throw notFound('Article not found');
    replaced = row.coverFileId;
    await repo.updateArticle(tx, articleId, { coverFileId: fileId });
  });
  await articleListsChanged(ctx);
  await discardFiles(ctx, [replaced]);
}

/** A link to an article's recording for an <audio> element, given only after the reader's access was checked. */
export const signedAudioUrl = (ctx: AppContext, articleId: number, fileId: string) => signedFileUrl(ctx, `/api/v1/article/${articleId}/audio`, fileId);
