import { describe, expect, it } from 'vitest';
import { updateVideo } from '../src/features/watch/repo';
import { seedWatchNow } from '../src/features/watch/seed';
import { freshInstall } from './fresh-install';

// A fresh install: its own empty database (other files may have written or closed such data first).
const { app, ctx } = await freshInstall('watch-seed');

const videoOf = async (id: number) => (await app.inject({ method: 'GET', url: `/api/v1/video/${id}?include_transcript=false` })).json();

describe('demo video thumbnails', () => {
  it('gives each seeded demo a thumbnail_url that serves a JPEG picture', async () => {
    const demos = await seedWatchNow(ctx);
    for (const id of Object.values(demos)) {
      const v = await videoOf(id);
      expect(v.thumbnail_url).toMatch(/^\/api\/v1\/video\/file\/storage\//);
      const img = await app.inject({ method: 'GET', url: v.thumbnail_url });
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toMatch(/^image\/jpeg/);
      expect([...img.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]); // the JPEG start-of-image mark
    }
    // The public library shows them too.
    const list = (await app.inject({ method: 'GET', url: '/api/v1/video/list?size=50' })).json();
    const demoCards = list.items.filter((v: { is_demo: boolean }) => v.is_demo);
    expect(demoCards).toHaveLength(3);
    expect(demoCards.every((v: { thumbnail_url: string | null }) => !!v.thumbnail_url)).toBe(true);
  });

  it('seeding again keeps the same picture, and gives one to a demo seeded before pictures existed', async () => {
    const demos = await seedWatchNow(ctx);
    const before = (await videoOf(demos['demo-es'])).thumbnail_url;
    await seedWatchNow(ctx);
    expect((await videoOf(demos['demo-es'])).thumbnail_url).toBe(before);

    await updateVideo(ctx.db, demos['demo-zh'], { thumbnailFileId: null });
    expect((await videoOf(demos['demo-zh'])).thumbnail_url).toBeNull();
    await seedWatchNow(ctx);
    const after = await videoOf(demos['demo-zh']);
    expect(after.thumbnail_url).not.toBeNull();
    expect((await app.inject({ method: 'GET', url: after.thumbnail_url })).headers['content-type']).toMatch(/^image\/jpeg/);
  });
});
