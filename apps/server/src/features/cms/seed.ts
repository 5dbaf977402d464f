import { count, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { cmsEntries } from '../../db/schema';
import { storeNewFile } from '../../files/store';
import { DEMO_POSTS, DEMO_TESTIMONIALS } from '../../seed-content/cms/blog-posts';
import { cleanDocument, searchTextOf } from './documents';
import * as repo from './repo';
import { seedCartoons } from './seed-cartoons';

const DAY = 24 * 3_600_000;

/** A cover drawn here (shapes only, no text): 960×540 WebP in the post's colour. */
async function cover(hue: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540">
    <rect width="960" height="540" fill="hsl(${hue},55%,88%)"/>
    <circle cx="700" cy="170" r="150" fill="hsl(${hue},60%,70%)"/>
    <circle cx="260" cy="400" r="210" fill="hsl(${(hue + 40) % 360},55%,78%)"/>
    <rect x="420" y="300" width="360" height="120" rx="60" fill="hsl(${hue},45%,55%)"/></svg>`;
  const { default: sharp } = await import('sharp'); // first start only: not loaded at every start
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

/** The demo blog posts and testimonials (nothing when any blog post exists), and the demo cartoons, once each. */
export async function seedCms(ctx: AppContext) {
  await seedBlog(ctx);
  await seedCartoons(ctx);
}

async function seedBlog(ctx: AppContext) {
  const [{ n }] = await ctx.db.select({ n: count() }).from(cmsEntries).where(eq(cmsEntries.kind, 'blog'));
  if (n > 0) return;
  for (const p of DEMO_POSTS) {
    const fileId = await storeNewFile(
      ctx,
      { bytes: await cover(p.hue), mime: 'image/webp', ext: 'webp' },
      { kind: 'cms-image', visibility: 'public', ownerId: null },
    );
    const doc = cleanDocument({ versions: p.versions, cover_file_id: fileId, author: p.author, extra: {} });
    const at = new Date(Date.now() - p.daysAgo * DAY);
    await repo.insertEntry(ctx.db, {
      kind: 'blog',
      status: 'published',
      draft: doc,
      published: doc,
      searchText: searchTextOf(doc),
      publishedAt: at,
      createdAt: at,
      updatedAt: at,
    });
  }
  for (const t of DEMO_TESTIMONIALS) {
    const versions = Object.fromEntries(Object.entries(t.versions).map(([k, v]) => [k, { ...v, body: '' }]));
    const doc = cleanDocument({ versions, cover_file_id: null, author: '', extra: { role: t.role } });
    await repo.insertEntry(ctx.db, {
      kind: 'testimonial',
      status: 'published',
      draft: doc,
      published: doc,
      searchText: searchTextOf(doc),
      publishedAt: new Date(),
    });
  }
}
