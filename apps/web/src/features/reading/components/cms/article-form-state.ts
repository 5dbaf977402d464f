import type { ArticleSource, CreateArticleBody } from '@lingbridge/contracts/reading';

export type QuestionDraft = { prompt: string; options: string; answer: number; explanation: string };

/** The editor's form: paragraphs and their translations as blank-line separated text. */
export type ArticleDraft = {
  title: string;
  title_en: string;
  summary: string;
  language: 'Simplified_Chinese' | 'Spanish';
  level: 'Beginner' | 'Intermediate' | 'Advanced';
  category: string;
  magazine_id: string | null;
  is_free: boolean;
  author: string;
  status: 'draft' | 'published';
  body: string;
  translations: string;
  cloze: string;
  distractors: string;
  key_vocabulary: string;
  questions: QuestionDraft[];
};

export const emptyDraft = (): ArticleDraft => ({
  title: '',
  title_en: '',
  summary: '',
  language: 'Simplified_Chinese',
  level: 'Beginner',
  category: 'Daily life',
  magazine_id: null,
  is_free: false,
  author: '',
  status: 'draft',
  body: '',
  translations: '',
  cloze: '',
  distractors: '',
  key_vocabulary: '',
  questions: [],
});

const blocks = (s: string) =>
  s
    .split(/\n\s*\n/)
    .map((x) => x.trim())
    .filter(Boolean);
const list = (s: string) =>
  s
    .split(/[,，、\n]/)
    .map((x) => x.trim())
    .filter(Boolean);

export function draftOf(a: ArticleSource): ArticleDraft {
  return {
    title: a.title,
    title_en: a.title_en,
    summary: a.summary,
    language: a.language,
    level: a.level,
    category: a.category.name,
    magazine_id: a.magazine ? String(a.magazine.id) : null,
    is_free: a.is_free,
    author: a.author,
    status: a.status,
    body: a.source.paragraphs.map((p) => p.text).join('\n\n'),
    translations: a.source.paragraphs.map((p) => p.translation || '-').join('\n\n'),
    cloze: a.source.cloze.items.map((i) => i.text).join('\n'),
    distractors: a.source.cloze.distractors.join(', '),
    key_vocabulary: a.source.key_vocabulary.join(', '),
    questions: a.source.questions.map((q) => ({ prompt: q.prompt, options: q.options.join('\n'), answer: q.answer, explanation: q.explanation })),
  };
}

/** The API body; translations pair with paragraphs by position ("-" for none). */
export function bodyOf(d: ArticleDraft): CreateArticleBody {
  const tr = blocks(d.translations);
  return {
    title: d.title,
    title_en: d.title_en,
    summary: d.summary,
    language: d.language,
    level: d.level,
    category: d.category,
    magazine_id: d.magazine_id ? Number(d.magazine_id) : null,
    is_free: d.is_free,
    author: d.author,
    status: d.status,
    paragraphs: blocks(d.body).map((text, i) => ({ text, translation: tr[i] && tr[i] !== '-' ? tr[i] : '' })),
    cloze: {
      items: d.cloze
        .split('\n')
        .map((x) => x.trim())
        .filter(Boolean)
        .map((text) => ({ text })),
      distractors: list(d.distractors),
    },
    key_vocabulary: list(d.key_vocabulary),
    questions: d.questions.map((q) => ({
      prompt: q.prompt,
      options: q.options
        .split('\n')
        .map((x) => x.trim())
        .filter(Boolean),
      answer: q.answer,
      explanation: q.explanation,
    })),
  };
}
