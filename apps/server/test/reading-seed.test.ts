import { describe, expect, it } from 'vitest';
import { seedReadingNow } from '../src/features/reading/seed';
import { hasEspeak, synthesizeArticle } from '../src/features/reading/speech';
import { annotateParagraphs } from '../src/features/reading/text';
import { call } from './helpers';
import { freshInstall } from './fresh-install';

// A fresh install: its own empty database (other files may have written or closed such data first).
const { app, ctx } = await freshInstall('reading-seed');
const espeak = await hasEspeak();

describe('demo magazine', () => {
  it('seeds two issues and twelve articles, and seeding again changes nothing', async () => {
    await seedReadingNow(ctx);
    await seedReadingNow(ctx);
    const mags = await call(app, { method: 'GET', url: '/api/v1/magazine' });
    const demo = mags.body.items.filter((m: { number: number }) => m.number === 1 || m.number === 2);
    expect(demo.length).toBe(2);
    const articles = [];
    for (const m of demo) articles.push(...(await call(app, { method: 'GET', url: `/api/v1/magazine/${m.id}` })).body.articles);
    expect(articles.length).toBe(12);
    for (const lang of ['Simplified_Chinese', 'Spanish'])
      for (const level of ['Beginner', 'Intermediate', 'Advanced']) expect(articles.filter((a) => a.language === lang && a.level === level).length).toBe(2);
    expect(new Set(articles.map((a) => a.category.name)).size).toBeGreaterThanOrEqual(6);
    // One free article per issue in each language.
    for (const m of demo)
      for (const lang of ['Simplified_Chinese', 'Spanish'])
        expect(articles.filter((a) => a.magazine.id === m.id && a.language === lang && a.is_free).length).toBe(1);
    for (const a of articles) {
      const full = (await call(app, { method: 'GET', url: `/api/v1/article/${a.id}`, token: undefined })).body;
      expect(full.question_count).toBeGreaterThanOrEqual(3);
      expect(full.has_cloze).toBe(true);
      if (full.access.state === 'open') expect(full.paragraphs.every((p: { translation: string }) => p.translation.length > 0)).toBe(true);
    }
  }, 90_000);

  it.skipIf(!espeak)('records a computer voice with one timing per sentence', async () => {
    const paragraphs = annotateParagraphs([{ text: '我去图书馆。你呢？', translation: '' }], 'Simplified_Chinese');
    const { wav, timings } = await synthesizeArticle(paragraphs, 'Simplified_Chinese');
    expect(wav.subarray(0, 4).toString()).toBe('RIFF');
    expect(timings.length).toBe(2);
    expect(timings[1].start).toBeGreaterThan(timings[0].end);
  });
});
