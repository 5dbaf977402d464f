import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { defineJob } from '../../adapters/jobs';
import type { AppContext } from '../../context';
import { videos } from '../../db/schema';
import { storeFile } from '../../files/store';
import { fileUrl } from './presenter';
import * as repo from './repo';
import { storeTranscript, type SentenceDraft } from './transcript-store';

type Lang = 'English' | 'Spanish' | 'Simplified_Chinese';
type DemoLine = { start: number; end: number; text: string; en?: string; zh?: string; es?: string };
type DemoVideo = { key: string; title: string; language: Lang; spoken_language: Lang; duration: number; file: string; sentences: DemoLine[] };

/** The three demo videos of /video, made by the team (scripts/make-demo-videos.mjs). */
export const DEMO_KEYS = ['demo-es', 'demo-zh', 'demo-en'] as const;
const dir = path.resolve(import.meta.dirname, '../../seed-content/watch');

async function readDemo(key: string): Promise<DemoVideo> {
  return JSON.parse(await fs.readFile(path.join(dir, `${key}.json`), 'utf8')) as DemoVideo;
}

/** Our own lines: English for the Spanish and Chinese videos; Chinese and Spanish for the English one. */
function draftOf(d: DemoVideo, l: DemoLine): SentenceDraft {
  const en = d.spoken_language === 'English' ? l.text : (l.en ?? '');
  const translated =
    d.spoken_language === 'English'
      ? [
          { language: 'Simplified_Chinese', text: l.zh ?? '' },
          { language: 'Spanish', text: l.es ?? '' },
        ]
      : [{ language: 'English', text: en }];
  return { start: l.start, end: l.end, text: l.text, en, foreign: l.text, translated };
}

/** Creates one demo video if missing and finishes its transcript; running it again changes nothing. */
export async function seedDemoVideo(ctx: AppContext, key: string) {
  const d = await readDemo(key);
  let id = await repo.findDemoId(ctx.db, key);
  if (!id) {
    const bytes = await fs.readFile(path.join(dir, d.file));
    const meta = { kind: 'watch-video', visibility: 'public', ownerId: null, filename: d.file } as const;
    await storeFile(ctx, { bytes, mime: 'video/mp4', ext: 'mp4' }, meta, async (tx, fileId) => {
      const rows = await tx
        .insert(videos)
        .values({
          title: d.title,
          videoUrl: fileUrl(fileId),
          sourceKey: `demo:${key}`,
          videoType: 'AWS',
          videoFileId: fileId,
          language: d.language,
          spokenLanguage: d.spoken_language,
          siteLanguage: 'English',
          level: 'Beginner',
          isPublic: true,
          isDemo: true,
          demoKey: key,
          duration: d.duration,
        })
        .onConflictDoNothing()
        .returning({ id: videos.id });
      return rows.length > 0; // false: another process seeded it first, and its copy is kept
    });
    id = await repo.findDemoId(ctx.db, key);
  }
  const v = id ? await repo.findVideo(ctx.db, id) : null;
  if (v && !v.thumbnailFileId) await seedThumbnail(ctx, v.id, key);
  if (v && v.status !== 'success')
    await storeTranscript(
      ctx,
      v,
      d.sentences.map((l) => draftOf(d, l)),
      d.duration,
    );
  return id;
}

/**
 * The library card picture (`<key>.jpg`, the title slide, made by scripts/make-demo-videos.mjs).
 * Also given to demo videos seeded before the pictures existed; only the first process to set it keeps its copy.
 */
async function seedThumbnail(ctx: AppContext, videoId: number, key: string) {
  const bytes = await fs.readFile(path.join(dir, `${key}.jpg`));
  const meta = { kind: 'watch-thumbnail', visibility: 'public', ownerId: null, filename: `${key}.jpg` } as const;
  await storeFile(ctx, { bytes, mime: 'image/jpeg', ext: 'jpg' }, meta, async (tx, fileId) => {
    const rows = await tx
      .update(videos)
      .set({ thumbnailFileId: fileId, updatedAt: new Date() })
      .where(and(eq(videos.id, videoId), isNull(videos.thumbnailFileId)))
      .returning({ id: videos.id });
    return rows.length > 0;
  });
}

export const seedDemoVideosJob = defineJob({
  name: 'watch.seed-demo-videos',
  payload: z.object({}),
  maxAttempts: 3,
  async handle(_p, ctx) {
    for (const key of DEMO_KEYS) await seedDemoVideo(ctx, key);
  },
});

/** Queues the demo videos (called by seedDemo at boot): copied and stored after the server is up. */
export async function seedWatch(ctx: AppContext) {
  await ctx.jobs.enqueue(seedDemoVideosJob, {}, { dedupeKey: 'watch.seed-demo-videos' });
}

/** The demo videos at once (tests); answers their ids by key. */
export async function seedWatchNow(ctx: AppContext) {
  const ids: Record<string, number> = {};
  for (const key of DEMO_KEYS) ids[key] = (await seedDemoVideo(ctx, key))!;
  return ids;
}
