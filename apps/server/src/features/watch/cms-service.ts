import type { z } from 'zod';
import { WATCH_MESSAGES, type updateTranscriptSentenceBody } from '@lingbridge/contracts/watch';
import type { AppContext } from '../../context';
import { changesIn } from '../../db/patch';
import { AppError, notFound } from '../../errors';
import { presentSentence } from './presenter';
import * as repo from './repo';
import { refreshDerived, translationsOf } from './transcript-store';
import { wordsOf } from './text';

type Body = z.output<typeof updateTranscriptSentenceBody>;

/**
 * An editor's correction of one line (CMS VideoEdit): text, English, foreign line or timing. The
 * foreign line is segmented again; the video's serialized transcript and search text are rebuilt
 * in the same transaction, so the player never reads a stale transcript.
 */
export async function correctSentence(ctx: AppContext, videoId: number, sentenceId: number, b: Body) {
  const v = await repo.findVideo(ctx.db, videoId);
  const s = v && (await repo.findSentence(ctx.db, videoId, sentenceId));
  if (!v || !s) throw notFound(WATCH_MESSAGES.notFound);
  // Nothing to correct: the line as it is, and the transcript's version (its ETag) stays (0057).
  if (!changesIn(b)) return presentSentence(s);
  const start = b.start ?? s.start;
  const end = b.end ?? s.end;
  if (end <= start) throw new AppError(422, 'A line must end after it starts', [{ path: 'body.end', message: 'Must be after start' }]);
  const text = b.text ?? s.text;
  // Lines in the spoken language are one text: a video spoken in English keeps en_text = text, and
  // one whose learner language is the spoken one keeps the foreign line = text.
  let en = b.en_text ?? s.enText;
  let foreign = b.ori_zh_text ?? s.foreignText;
  if (v.spokenLanguage === 'English' && b.text !== undefined && b.en_text === undefined) en = text;
  if (v.language === v.spokenLanguage && b.text !== undefined && b.ori_zh_text === undefined) foreign = text;
  if (v.language === 'English' && b.en_text !== undefined && b.ori_zh_text === undefined) foreign = en;
  const others = s.translated.filter((t) => t.language !== 'English' && t.language !== v.language);
  const translated = [...translationsOf(v, { start, end, text, en, foreign }), ...others];
  await ctx.db.transaction(async (tx) => {
    await repo.updateSentence(tx, s.id, { start, end, text, enText: en, foreignText: foreign, foreignWords: wordsOf(foreign, v.language), translated });
    await refreshDerived(tx, v);
  });
  return presentSentence((await repo.findSentence(ctx.db, videoId, sentenceId))!);
}
