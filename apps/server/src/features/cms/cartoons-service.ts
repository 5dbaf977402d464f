import { CARTOON_LANGUAGES, CARTOON_LEVELS, type Cartoon, type CartoonCard, type CartoonPanel, type EntryDocument } from '@lingbridge/contracts/cms';
import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { cmsEntries, files, type CmsEntryRow } from '../../db/schema';
import { notFound, unprocessable } from '../../errors';
import { imageUrl, versionFor } from './presenter';

type SiteCode = 'en' | 'zh' | 'es';
type CartoonLanguage = (typeof CARTOON_LANGUAGES)[number];
type CartoonLevel = (typeof CARTOON_LEVELS)[number];

export const CARTOON_MISSING = 'Cartoon not found';
export const PANEL_PICTURE_MISSING = 'A panel’s picture was not found; please upload it again';

/** Every panel is a picture uploaded through the CMS (so deleting the cartoon deletes only its own pictures). */
export async function assertPanelPictures(ctx: AppContext, panels: CartoonPanel[]) {
  const ids = [...new Set(panels.map((p) => p.file_id))];
  if (!ids.length) return;
  const found = await ctx.db
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.kind, 'cms-image')));
  const known = new Set(found.map((f) => f.id));
  const bad = panels.findIndex((p) => !known.has(p.file_id));
  if (bad >= 0) throw unprocessable(PANEL_PICTURE_MISSING, [{ path: `panels.${bad}.file_id`, message: PANEL_PICTURE_MISSING }]);
}

export const COVER_MISSING = 'The cover picture was not found; please upload it again';

/** A cover is a picture uploaded through the CMS too (an unknown id would show a broken image on the public pages). */
export async function assertCoverPicture(ctx: AppContext, fileId: string) {
  const [found] = await ctx.db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.kind, 'cms-image')));
  if (!found) throw unprocessable(COVER_MISSING, [{ path: 'cover_file_id', message: COVER_MISSING }]);
}

const field = <T extends string>(doc: EntryDocument, key: string, allowed: readonly T[], fallback: T): T => {
  const v = String(doc.extra[key] ?? '');
  return (allowed as readonly string[]).includes(v) ? (v as T) : fallback;
};

function cardOf(e: CmsEntryRow, lang: SiteCode): CartoonCard {
  const doc = e.published!;
  const { code, version } = versionFor(doc, lang);
  const panels = doc.panels ?? [];
  return {
    id: e.id,
    title: version.title,
    summary: version.summary ?? '',
    language: field(doc, 'language', CARTOON_LANGUAGES, 'Simplified_Chinese'),
    level: field(doc, 'level', CARTOON_LEVELS, 'Beginner'),
    image_url: imageUrl(panels[0]?.file_id),
    panel_count: panels.length,
    lang: code,
  };
}

/** Read's cartoons: published ones of a learning language (and a level), newest first, paged on the server. */
export async function listCartoons(ctx: AppContext, q: { language: CartoonLanguage; level?: CartoonLevel; lang: SiteCode; page: number; size: number }) {
  const conds = [
    eq(cmsEntries.kind, 'cartoon'),
    eq(cmsEntries.status, 'published'),
    isNotNull(cmsEntries.published),
    sql`${cmsEntries.published}->'extra'->>'language' = ${q.language}`,
  ];
  if (q.level) conds.push(sql`${cmsEntries.published}->'extra'->>'level' = ${q.level}`);
  const where = and(...conds);
  const [rows, [{ n }]] = await Promise.all([
    ctx.db
      .select()
      .from(cmsEntries)
      .where(where)
      .orderBy(desc(cmsEntries.publishedAt), desc(cmsEntries.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    ctx.db.select({ n: count() }).from(cmsEntries).where(where),
  ]);
  return { items: rows.map((r) => cardOf(r, q.lang)), page: q.page, pages: Math.max(1, Math.ceil(n / q.size)), total: n };
}

/** One published cartoon with its panels and bubbles; a draft or a deleted one is "not found" to the public. */
export async function getCartoon(ctx: AppContext, id: number, lang: SiteCode): Promise<Cartoon> {
  const [e] = await ctx.db
    .select()
    .from(cmsEntries)
    .where(and(eq(cmsEntries.kind, 'cartoon'), eq(cmsEntries.id, id)));
  if (!e || e.status !== 'published' || !e.published) throw notFound(CARTOON_MISSING);
  return {
    ...cardOf(e, lang),
    panels: (e.published.panels ?? []).map((p) => ({ image_url: imageUrl(p.file_id)!, bubbles: p.bubbles })),
  };
}
