import type { AccessState, ArticleDetail, ArticleSource, ArticleSummary, Magazine } from '@lingbridge/contracts/reading';
import type { ArticleRow, MagazineRow } from '../../db/schema';
import type { CategoryRef } from '../categories/presenter';
import type { ArticleSummaryRow } from './repo';
import { describeKeyWords, sentenceTranslations, type AnnotatedParagraph } from './text';

export const coverUrl = (fileId: string | null) => (fileId ? `/api/v1/article/cover/${fileId}` : null);

type Lookups = { categories: Map<number, CategoryRef>; magazines: Map<number, Pick<MagazineRow, 'id' | 'number' | 'title'>> };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentSummary(a: ArticleSummaryRow | ArticleRow, lk: Lookups, locked: boolean): ArticleSummary {
  const c = lk.categories.get(a.categoryId);
  const m = a.magazineId ? lk.magazines.get(a.magazineId) : undefined;
  return {
    id: a.id,
    title: a.title,
    title_en: a.titleEn,
    summary: a.summary,
    language: a.language,
    level: a.level,
    category: c ? { id: c.id, name: c.name, slug: c.slug } : { id: a.categoryId, name: '', slug: '' },
    magazine: m ? { id: m.id, number: m.number, title: m.title } : null,
    is_free: a.isFree,
    cover_url: coverUrl(a.coverFileId),
    has_audio: !!a.audioFileId,
    author: a.author,
    status: a.status,
    published_at: iso(a.publishedAt),
    word_count: a.wordCount,
    locked,
  };
}

/** The reader's article: the annotated text only when access is open; a teaser otherwise. */
export function presentDetail(a: ArticleRow, lk: Lookups, access: AccessState, audioUrl: string | null, abilities: ArticleDetail['abilities']): ArticleDetail {
  const open = access.state === 'open';
  const annotated = (open ? a.annotated : []) as AnnotatedParagraph[];
  const timings = a.sentenceTimings ?? [];
  let n = 0;
  const paragraphs = annotated.map((p, pi) => {
    const translation = a.paragraphs[pi]?.translation ?? '';
    const own = sentenceTranslations(translation, p.sentences.length);
    return {
      index: pi,
      translation,
      sentences: p.sentences.map((s, si) => {
        const index = n++;
        const t = timings[index];
        return { index, text: s.text, start: t?.start ?? null, end: t?.end ?? null, tokens: s.tokens, translation: own[si] };
      }),
    };
  });
  return {
    ...presentSummary(a, lk, !open),
    access,
    paragraphs,
    key_vocabulary: open ? describeKeyWords(a.keyVocabulary, a.language) : [],
    audio_url: open ? audioUrl : null,
    audio_voice: a.audioFileId ? (a.audioSynthetic ? 'computer' : 'recording') : null,
    has_timings: !!a.audioFileId && timings.some((t) => !!t),
    has_cloze: a.cloze.items.length > 0,
    question_count: a.questions.length,
    abilities,
  };
}

export function presentSource(a: ArticleRow, lk: Lookups, access: AccessState, audioUrl: string | null): ArticleSource {
  return {
    ...presentDetail(a, lk, access, audioUrl, ['edit']),
    source: {
      paragraphs: a.paragraphs,
      cloze: a.cloze,
      questions: a.questions,
      key_vocabulary: a.keyVocabulary,
      sentence_timings: a.sentenceTimings ?? null,
    },
  };
}

export function presentMagazine(m: MagazineRow, articleCount: number): Magazine {
  return {
    id: m.id,
    number: m.number,
    title: m.title,
    title_en: m.titleEn,
    issue_date: m.issueDate,
    cover_url: coverUrl(m.coverFileId),
    status: m.status,
    article_count: articleCount,
  };
}
