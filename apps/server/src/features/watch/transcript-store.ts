import { eq } from 'drizzle-orm';
import type { Tx } from '../../adapters/db';
import type { AppContext } from '../../context';
import { videos, type TranslatedText, type VideoSentenceRow } from '../../db/schema';
import { serializeTranscript } from './presenter';
import * as repo from './repo';
import { buildSearchText, wordsOf } from './text';

type Lang = 'English' | 'Spanish' | 'Simplified_Chinese';

/** A finished sentence before it is stored: what was said, the English line and the learner's line. */
export type SentenceDraft = { start: number; end: number; text: string; en: string; foreign: string; translated?: TranslatedText[] };
type VideoLangs = { id: number; title: string; language: Lang; spokenLanguage: Lang };

/** The other languages' texts of a sentence (the spec's translated_languages). */
export function translationsOf(v: VideoLangs, d: SentenceDraft): TranslatedText[] {
  const out: TranslatedText[] = [];
  if (v.spokenLanguage !== 'English') out.push({ language: 'English', text: d.en });
  if (v.language !== v.spokenLanguage && v.language !== 'English') out.push({ language: v.language, text: d.foreign });
  return out;
}

const rowOf = (v: VideoLangs, d: SentenceDraft, position: number) => ({
  position,
  start: d.start,
  end: d.end,
  text: d.text,
  enText: d.en,
  foreignText: d.foreign,
  foreignWords: wordsOf(d.foreign, v.language),
  translated: d.translated ?? translationsOf(v, d),
});

/** What the video row keeps about its sentences: count, serialized transcript, search text. */
export function derivedOf(v: VideoLangs, rows: VideoSentenceRow[]) {
  return {
    sentenceCount: rows.length,
    transcriptJson: serializeTranscript(rows),
    searchText: buildSearchText(v.title, [
      ...rows.map((r) => ({ text: r.text, language: v.spokenLanguage })),
      ...rows.map((r) => ({ text: r.foreignText, language: v.language })),
    ]),
  };
}

/**
 * Stores a transcript and marks the video `success` in one transaction, under the video's row
 * lock: a second run that raced this one (a job taken again after a crash) finds it finished and
 * writes nothing, so a video never has two sets of sentences.
 */
export async function storeTranscript(
  ctx: AppContext,
  v: VideoLangs,
  drafts: SentenceDraft[],
  duration: number | null,
  /** Runs in the same transaction once the video is `success` (the pipeline records its event). */
  onStored?: (tx: Tx) => Promise<void>,
) {
  const words = drafts.map((d, i) => rowOf(v, d, i));
  return ctx.db.transaction(async (tx) => {
    const [cur] = await tx.select({ status: videos.status }).from(videos).where(eq(videos.id, v.id)).for('update');
    if (!cur || cur.status === 'success') return false;
    const rows = await repo.replaceSentences(tx, v.id, words);
    await repo.updateVideo(tx, v.id, { ...derivedOf(v, rows), status: 'success', stage: null, failReason: null, failCode: null, failParams: null, duration });
    await onStored?.(tx);
    return true;
  });
}

/** After an editor's correction: the video's derived columns again, in the editor's transaction. */
export async function refreshDerived(tx: Tx, v: VideoLangs) {
  const rows = await repo.listSentences(tx, v.id);
  await repo.updateVideo(tx, v.id, derivedOf(v, rows));
}

export { rowOf as sentenceRowOf };
