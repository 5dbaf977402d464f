import type { AppContext } from '../../../context';
import type { ArticleRow } from '../../../db/schema';
import * as repo from '../repo';
import type { AnnotatedParagraph } from '../text';

/** What recordings show beside a recording: the article's title and language. */
export async function articleHeads(ctx: AppContext, ids: number[]): Promise<Map<number, Pick<ArticleRow, 'id' | 'title' | 'language'>>> {
  const out = new Map<number, Pick<ArticleRow, 'id' | 'title' | 'language'>>();
  for (const id of [...new Set(ids)]) {
    const row = await repo.findArticle(ctx.db, id);
    if (row) out.set(id, { id: row.id, title: row.title, language: row.language });
  }
  return out;
}

/** An article as stored (no access check): for work done in the background on its recording. */
export async function storedArticle(ctx: AppContext, id: number): Promise<ArticleRow | null> {
  return (await repo.findArticle(ctx.db, id)) ?? null;
}

export type SentenceAudio = { index: number; text: string; start: number | null; end: number | null; tones: number[]; syllables: string[] };

/**
 * An article's sentences in the reader's numbering, with their timings in the article's recording
 * and the tones of their syllables (Chinese): what sentence mode and the pitch view are built on.
 */
export function sentencesOf(row: ArticleRow): SentenceAudio[] {
  const timings = row.sentenceTimings ?? [];
  let n = 0;
  return (row.annotated as AnnotatedParagraph[]).flatMap((p) =>
    p.sentences.map((s) => {
      const index = n++;
      const t = timings[index];
      const syllables: string[] = [];
      const tones: number[] = [];
      for (const tok of s.tokens) {
        if (!tok.isWord || !tok.tones?.length) continue;
        const readings = (tok.reading ?? tok.readingNumbered ?? '').split(/\s+/).filter(Boolean);
        tok.tones.forEach((tone, i) => {
          tones.push(tone);
          syllables.push(readings[i] ?? tok.text[i] ?? '');
        });
      }
      return { index, text: s.text, start: t?.start ?? null, end: t?.end ?? null, tones, syllables };
    }),
  );
}
