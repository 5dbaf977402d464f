import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { articles } from '../src/db/schema';
import { reannotateArticles } from '../src/features/reading/reannotate';
import { getTestEnv } from './helpers';
import { chineseArticle, createArticle, readingRoles } from './reading-helpers';

const env = await getTestEnv();
const { app, ctx } = env;

type Stored = { sentences: { text: string; tokens: { text: string; reading?: string }[] }[] }[];

describe('stored articles follow the language core', () => {
  it('annotates every article again with the current segmentation and readings, sentences unchanged', async () => {
    const { editor } = await readingRoles(ctx);
    const id = await createArticle(
      app,
      editor.token,
      chineseArticle({ paragraphs: [{ text: '姜春云在１９９６年去了图书馆。', translation: 'Jiang went to the library in 1996.' }] }),
    );
    // An annotation from an older core: the name and the year fell apart into characters.
    const stale: Stored = [
      { sentences: [{ text: '姜春云在１９９６年去了图书馆。', tokens: [...'姜春云在１９９６年去了图书馆。'].map((c) => ({ text: c })) }] },
    ];
    await ctx.db.update(articles).set({ annotated: stale }).where(eq(articles.id, id));

    expect(await reannotateArticles(ctx)).toBeGreaterThanOrEqual(1);

    const [row] = await ctx.db.select().from(articles).where(eq(articles.id, id));
    const sentences = (row.annotated as Stored)[0].sentences;
    expect(sentences.map((s) => s.text)).toEqual(['姜春云在１９９６年去了图书馆。']);
    const words = sentences[0].tokens.map((t) => t.text);
    expect(words).toEqual(expect.arrayContaining(['姜春云', '１９９６', '图书馆']));
    expect(sentences[0].tokens.find((t) => t.text === '图书馆')?.reading).toBe('tú shū guǎn');
  });
});
