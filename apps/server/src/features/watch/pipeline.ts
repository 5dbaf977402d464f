import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Cue } from '../../adapters/speech-to-text';
import type { Lang } from '../../adapters/translation';
import type { Tx } from '../../adapters/db';
import type { AppContext } from '../../context';
import { returnFreeUse } from '../billing/entitlements';
import { copyFileTo, readFileBytes, storeNewFile } from '../../files/store';
import { CaptionError, parseCaptions } from './media/captions';
import { fetchMedia, hasYtDlp } from './media/fetch-media';
import { extractAudioWav, leadingSilenceSec, MediaError, probeMedia, thumbnail } from './media/probe';
import { cuesToSentences } from './media/sentences';
import { recordEvent } from '../../events/record-event';
import { videoFailed, videoTranscribed } from './domain-events';
import { failRecordOf, noSpeechToText, PipelineFailure } from './failure';
import * as repo from './repo';
import { detectSpokenLanguage } from './text';
import { storeTranscript, type SentenceDraft } from './transcript-store';

/** Runs of one video's pipeline before an unexpected error becomes `fail` instead of a retry. */
export const MAX_RUNS = 3;
export const MAX_DURATION_SEC = 60 * 60;
export const MAX_LEADING_SILENCE_SEC = 60;

export { PipelineFailure };

const langName = (l: Lang) => (l === 'Simplified_Chinese' ? 'Chinese' : l);
type Video = NonNullable<Awaited<ReturnType<typeof repo.findVideo>>>;

/**
 * What the translation stage will need, checked before any heavy work: the English line and the
 * learner's foreign line (through English when no engine covers the pair directly).
 */
export function translationPlan(ctx: AppContext, spoken: Lang, learning: Lang) {
  const t = ctx.translator;
  const needEn = spoken !== 'English';
  if (needEn && !t.supports(spoken, 'English'))
    throw new PipelineFailure(
      'NO_TRANSLATION',
      { from: spoken, to: 'English' },
      `no engine here translates ${langName(spoken)} into English: ask the administrator to configure a translation service`,
    );
  let foreign: 'same' | 'english' | 'direct' | 'pivot' = 'same';
  if (learning !== spoken) {
    if (learning === 'English') foreign = 'english';
    else if (t.supports(spoken, learning)) foreign = 'direct';
    else if (t.supports('English', learning)) foreign = 'pivot';
    else
      throw new PipelineFailure(
        'NO_TRANSLATION',
        { from: spoken, to: learning },
        `no engine here translates ${langName(spoken)} into ${langName(learning)}: ask the administrator to configure a translation service`,
      );
  }
  return { needEn, foreign };
}

async function stage(ctx: AppContext, id: number, name: string) {
  await repo.updateVideo(ctx.db, id, { stage: name });
}

/** Stage 1: the media file in the work folder, or null when captions alone will do (no downloader here). */
async function fetchStage(ctx: AppContext, v: Video, work: string): Promise<string | null> {
  const input = path.join(work, 'input');
  if (v.videoFileId) {
    if (!(await copyFileTo(ctx, v.videoFileId, input))) throw new PipelineFailure('FILE_MISSING', null, 'The uploaded video file is missing: upload it again');
    return input;
  }
  if (v.videoType !== 'AWS' && !(await hasYtDlp())) {
    if (v.captionFileId) return null;
    const site = v.videoType === 'Youtube' ? 'YouTube' : 'Vimeo';
    throw new PipelineFailure(
      'NO_DOWNLOADER',
      { site },
      `this server cannot download from ${site}: upload the video file or a caption file, or ask the administrator to install yt-dlp`,
    );
  }
  const got = await fetchMedia(v.videoUrl, input, {
    maxBytes: ctx.config.videoUploadMaxBytes,
    maxDurationSec: MAX_DURATION_SEC,
    allowPrivateHosts: ctx.config.watchFetchPrivateHosts,
  });
  // A YouTube or Vimeo title is better than the placeholder the submission got.
  if (got.title && /^(YouTube|Vimeo) video /.test(v.title)) await repo.updateVideo(ctx.db, v.id, { title: got.title.slice(0, 200) });
  return input;
}

/** Stage 1b: the spec's limits (01 §5), and a thumbnail for self-hosted files. */
async function checkMedia(ctx: AppContext, v: Video, input: string, work: string) {
  const info = await probeMedia(input);
  if (info.durationSec > MAX_DURATION_SEC) {
    const minutes = Math.round(info.durationSec / 60);
    throw new PipelineFailure('TOO_LONG', { minutes }, `The video is ${minutes} minutes long; videos may be at most 60 minutes.`);
  }
  if (!info.hasAudio) throw new PipelineFailure('NO_AUDIO', null, 'The video has no sound: there is nothing to transcribe.');
  if ((await leadingSilenceSec(input)) > MAX_LEADING_SILENCE_SEC)
    throw new PipelineFailure(
      'LEADING_SILENCE',
      null,
      'The video is silent for more than a minute at the start: please trim the silence or choose another video.',
    );
  let thumbnailFileId = v.thumbnailFileId;
  if (info.hasVideo && v.videoType === 'AWS' && !thumbnailFileId) {
    const jpg = path.join(work, 'thumb.jpg');
    try {
      await thumbnail(input, jpg);
      const bytes = await fs.readFile(jpg);
      // As private as the video's own file: served by the video's rule (file-service.ts).
      const meta = { kind: 'watch-thumbnail', visibility: 'private', ownerId: v.ownerId } as const;
      thumbnailFileId = await storeNewFile(ctx, { bytes, mime: 'image/jpeg', ext: 'jpg' }, meta);
    } catch (err) {
      ctx.log.warn({ err, videoId: v.id }, 'no thumbnail for video'); // a missing picture is no reason to fail
      thumbnailFileId = null;
    }
  }
  await repo.updateVideo(ctx.db, v.id, { duration: info.durationSec, thumbnailFileId });
  return info.durationSec;
}

/** Stage 2: the supplied caption file, else speech-to-text. */
async function captionStage(ctx: AppContext, v: Video, input: string | null, work: string): Promise<Cue[]> {
  await stage(ctx, v.id, 'captions');
  if (v.captionFileId) {
    const bytes = await readFileBytes(ctx, v.captionFileId);
    if (!bytes) throw new PipelineFailure('CAPTIONS_MISSING', null, 'The caption file is missing: upload it again');
    try {
      return parseCaptions(bytes.toString('utf8'));
    } catch (err) {
      if (err instanceof CaptionError) throw new PipelineFailure('BAD_CAPTIONS', null, `The caption file could not be read: ${err.message}`);
      throw err;
    }
  }
  if (!ctx.stt.available) throw noSpeechToText(ctx.stt);
  if (!input) throw new PipelineFailure('FETCH_FAILED', null, 'The video could not be fetched for speech-to-text');
  const wav = path.join(work, 'audio.wav');
  await extractAudioWav(input, wav);
  return ctx.stt.transcribe(wav, v.spokenLanguage);
}

/** Stage 4: the English line and the foreign line of every sentence. */
async function translationStage(ctx: AppContext, v: Video, texts: string[]) {
  await stage(ctx, v.id, 'translation');
  const spoken = v.spokenLanguage;
  const plan = translationPlan(ctx, spoken, v.language);
  const en = plan.needEn ? await ctx.translator.translate(texts, spoken, 'English') : texts;
  const foreign =
    plan.foreign === 'same'
      ? texts
      : plan.foreign === 'english'
        ? en
        : plan.foreign === 'direct'
          ? await ctx.translator.translate(texts, spoken, v.language)
          : await ctx.translator.translate(en, 'English', v.language);
  return { en, foreign };
}

/**
 * Supplied captions say what the video speaks (spec 01 §5: English or Spanish). The spoken language
 * defaults from the learner's language, so a learner of Spanish submitting an English video is
 * corrected here rather than translated as Spanish; text in another language ends in `fail`.
 */
async function checkCaptionLanguage(ctx: AppContext, v: Video, cues: Cue[]): Promise<Video> {
  const found = detectSpokenLanguage(cues.map((c) => c.text));
  if (found === 'other') throw new PipelineFailure('CAPTIONS_LANGUAGE', null, 'The video must be in English or Spanish: its captions are in another language.');
  if (!found || found === v.spokenLanguage) return v;
  translationPlan(ctx, found, v.language);
  await repo.updateVideo(ctx.db, v.id, { spokenLanguage: found });
  return { ...v, spokenLanguage: found };
}

/** Runs every stage of one video; the result is stored by transcript-store in one transaction. */
async function runStages(ctx: AppContext, video: Video, work: string) {
  let v = video;
  translationPlan(ctx, v.spokenLanguage, v.language); // fail early, before any download
  if (!v.captionFileId && !ctx.stt.available) throw noSpeechToText(ctx.stt);
  const input = await fetchStage(ctx, v, work);
  let duration = v.duration;
  if (input) duration = await checkMedia(ctx, v, input, work);
  const cues = await captionStage(ctx, v, input, work);
  if (v.captionFileId) v = await checkCaptionLanguage(ctx, v, cues);
  await stage(ctx, v.id, 'sentences');
  const sentences = cuesToSentences(cues, v.spokenLanguage);
  if (!sentences.length) throw new PipelineFailure('NO_SENTENCES', null, 'subtitle generation failed, please upload another video');
  const last = sentences[sentences.length - 1].end;
  if (!input && last > MAX_DURATION_SEC)
    throw new PipelineFailure('CAPTIONS_TOO_LONG', null, 'The captions run past 60 minutes; videos may be at most 60 minutes.');
  const { en, foreign } = await translationStage(
    ctx,
    v,
    sentences.map((s) => s.text),
  );
  const drafts: SentenceDraft[] = sentences.map((s, i) => ({ start: s.start, end: s.end, text: s.text, en: en[i], foreign: foreign[i] }));
  return { drafts, duration: duration ?? last, video: v };
}

/**
 * A video that failed without a transcript gives back the free use its submission spent
 * (docs/decisions/0065), in the fail transition's transaction. When another live video of the same
 * source shares that use, the use stays and passes to it. Answers whether the use was returned.
 */
async function giveFreeUseBack(tx: Tx, v: Pick<Video, 'id' | 'sourceKey' | 'freeUse'> & { ownerId: number }) {
  if (v.freeUse !== 'spent') return false;
  const heir = await repo.findLiveVideoOfSource(tx, v.ownerId, v.sourceKey, v.id);
  if (heir) {
    await repo.updateVideo(tx, heir, { freeUse: 'spent' });
    await repo.updateVideo(tx, v.id, { freeUse: 'none' });
    return false;
  }
  await returnFreeUse(tx, v.ownerId, { feature: 'watch', resourceId: v.sourceKey });
  await repo.updateVideo(tx, v.id, { freeUse: 'returned' });
  return true;
}

/**
 * The pipeline of one video (the job's handler). Idempotent: a finished video is left alone; a
 * run taken again after a crash starts over, and the sentences are replaced as a whole together
 * with status=success, so a video never ends with two transcripts. Limits and missing engines end
 * in `fail` with the reason; other errors are retried by the queue with back-off, up to MAX_RUNS.
 */
export async function processVideo(ctx: AppContext, videoId: number) {
  const v = await repo.findVideo(ctx.db, videoId);
  if (!v || v.status === 'success' || v.status === 'fail') return;
  const run = v.attempts + 1;
  await repo.updateVideo(ctx.db, v.id, { status: 'pending', stage: 'fetch', attempts: run, failReason: null, failCode: null, failParams: null });
  const work = await fs.mkdtemp(path.join(os.tmpdir(), `lb-watch-${v.id}-`));
  try {
    const { drafts, duration, video } = await runStages(ctx, { ...v, attempts: run }, work);
    const owner = video.ownerId;
    await storeTranscript(ctx, video, drafts, duration, async (tx) => {
      if (owner) await recordEvent(tx, videoTranscribed, { videoId: video.id, ownerId: owner, title: video.title });
    });
  } catch (err) {
    // A download that failed may work later; every other media error is about the video itself.
    const permanent = err instanceof PipelineFailure || (err instanceof MediaError && err.code !== 'VIDEO_FETCH_FAILED');
    if (!permanent && run < MAX_RUNS) throw err; // the queue retries with back-off
    const fail = failRecordOf(err, permanent, { maxMb: Math.round(ctx.config.videoUploadMaxBytes / 1024 / 1024) });
    ctx.log.info({ videoId, reason: fail.failReason, code: fail.failCode }, 'video failed');
    await ctx.db.transaction(async (tx) => {
      const failed = await repo.transitionVideo(tx, v.id, ['pending'], { status: 'fail', ...fail, stage: null });
      if (!failed || !v.ownerId) return;
      const returned = await giveFreeUseBack(tx, { ...v, ownerId: v.ownerId });
      await recordEvent(tx, videoFailed, { videoId: v.id, ownerId: v.ownerId, title: v.title, failCode: fail.failCode, freeUseReturned: returned });
    });
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}
