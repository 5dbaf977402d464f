import type { Sentence, VocabularyEntry } from '@lingbridge/contracts/vocabulary';
import type { SentenceRow } from '../../db/schema';
import type { VocabularyRow } from './repo';

interface Details {
  lemma?: string;
  form?: string;
  tones?: number[];
  hsk?: number | null;
  senses?: string[];
  traditional?: string;
  classifiers?: string[];
}

export function presentEntry(r: VocabularyRow): VocabularyEntry {
  const d = (r.details ?? {}) as Details;
  return {
    id: r.id,
    text: r.text,
    pronunciation: r.pronunciation,
    meaning: r.meaning,
    is_saved: r.isSaved,
    user_saved: r.isSaved,
    lookup_count: r.lookupCount,
    updated_at: r.updatedAt.toISOString(),
    language: r.language,
    target_language: r.targetLanguage,
    lemma: d.lemma ?? null,
    form: d.form ?? null,
    tones: d.tones ?? null,
    hsk: d.hsk ?? null,
    senses: d.senses ?? [],
    traditional: d.traditional ?? null,
    classifiers: d.classifiers ?? [],
    examples: Array.isArray(r.examples) ? (r.examples as string[]) : [],
    due_at: r.dueAt?.toISOString() ?? null,
  };
}

export function presentSentence(r: SentenceRow): Sentence {
  return {
    id: r.id,
    en_text: r.enText,
    zh_text: r.zhText,
    foreign_text: r.foreignText,
    click_count: r.clickCount,
    language: r.language,
    video_id: r.videoId,
    article_id: r.articleId,
    transcript_id: r.transcriptId,
    created_at: r.createdAt.toISOString(),
  };
}
