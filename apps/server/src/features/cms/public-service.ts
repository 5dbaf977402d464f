import type { BlogPost, BlogPostCard, ContentKind, Testimonial } from '@lingbridge/contracts/cms';
import type { AppContext } from '../../context';
import type { CmsEntryRow } from '../../db/schema';
import { notFound } from '../../errors';
import { imageUrl, languagesOf, versionFor } from './presenter';
import * as repo from './repo';
import { plainTextOf } from './sanitize';
import { pageAnswer } from '../../db/page';

type SiteCode = 'en' | 'zh' | 'es';

export const POST_MISSING = 'Post not found';

function cardOf(e: CmsEntryRow, lang: SiteCode): BlogPostCard {
  const doc = e.published!;
  const { code, version } = versionFor(doc, lang);
  return {
    id: e.id,
    title: version.title,
    summary: version.summary || plainTextOf(version.body).slice(0, 240),
    cover_url: imageUrl(doc.cover_file_id),
    author: doc.author,
    published_at: (e.publishedAt ?? e.updatedAt).toISOString(),
    lang: code,
  };
}

/** /blog: published posts, newest first, each in the reader's interface language where it has it. */
export async function listBlog(ctx: AppContext, q: { page: number; size: number; lang: SiteCode }) {
  const { rows, total } = await repo.listPublished(ctx.db, 'blog', q.page, q.size);
  return pageAnswer(
    rows.map((r) => cardOf(r, q.lang)),
    q,
    total,
  );
}

/** /blog/{id}: a published post; a draft, a scheduled or a deleted one is "not found" to the public. */
export async function getBlogPost(ctx: AppContext, id: number, lang: SiteCode): Promise<BlogPost> {
  const e = await repo.findEntry(ctx.db, 'blog', id);
  if (!e || e.status === 'draft' || !e.published || !e.publishedAt) throw notFound(POST_MISSING);
  const { version } = versionFor(e.published, lang);
  return { ...cardOf(e, lang), body: version.body, languages: languagesOf(e.published) };
}

const xml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** The blog's RSS 2.0 feed in one interface language: the newest 20 posts. */
export async function blogFeed(ctx: AppContext, lang: SiteCode) {
  const base = ctx.config.publicUrl.replace(/\/$/, '');
  const { items } = await listBlog(ctx, { page: 1, size: 20, lang });
  const entries = items
    .map(
      (p) =>
        `<item><title>${xml(p.title)}</title><link>${base}/blog/${p.id}</link><guid isPermaLink="true">${base}/blog/${p.id}</guid>` +
        `<pubDate>${new Date(p.published_at).toUTCString()}</pubDate><description>${xml(p.summary)}</description></item>`,
    )
    .join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Lingbridge blog</title><link>${base}/blog</link>` +
    `<description>News and ideas from Lingbridge</description><language>${lang === 'zh' ? 'zh-CN' : lang}</language>${entries}</channel></rss>`
  );
}

/** Testimonials for the home page: published ones, in the visitor's language where they have it. */
export async function listTestimonials(ctx: AppContext, lang: SiteCode): Promise<Testimonial[]> {
  const kind: ContentKind = 'testimonial';
  const { rows } = await repo.listPublished(ctx.db, kind, 1, 12);
  return rows.map((e) => {
    const { code, version } = versionFor(e.published!, lang);
    return { id: e.id, name: version.title, role: String(e.published!.extra.role ?? ''), quote: version.summary || plainTextOf(version.body), lang: code };
  });
}
