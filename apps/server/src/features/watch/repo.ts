import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../adapters/db';
import { files, categories, videoSentences, videos, type NewVideoRow, type NewVideoSentenceRow } from '../../db/schema';
import { changesIn } from '../../db/patch';

type Q = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** Every column but the big serialized transcript: what polling and lists read. */
const { transcriptJson: _omit, searchText: _omit2, ...videoColumns } = getTableColumns(videos);
const withCategory = { ...videoColumns, categoryName: categories.name };

export type VideoView = Omit<typeof videos.$inferSelect, 'transcriptJson' | 'searchText'> & { categoryName: string | null };

export async function insertVideo(db: Q, values: NewVideoRow) {
  const [row] = await db.insert(videos).values(values).returning({ id: videos.id });
  return row.id;
}

/** One indexed read by primary key (the 10-second poll): no transcript. */
export async function findVideo(db: Q, id: number): Promise<VideoView | null> {
  const [row] = await db.select(withCategory).from(videos).leftJoin(categories, eq(categories.id, videos.categoryId)).where(eq(videos.id, id));
  return row ?? null;
}

/** The serialized transcript alone (transcript-cache.ts keeps it between reads). */
export async function findTranscriptJson(db: Q, id: number) {
  const [row] = await db.select({ json: videos.transcriptJson }).from(videos).where(eq(videos.id, id));
  return row?.json ?? null;
}

export async function findDemoId(db: Q, demoKey: string) {
  const [row] = await db.select({ id: videos.id }).from(videos).where(eq(videos.demoKey, demoKey));
  return row?.id ?? null;
}

export async function updateVideo(db: Q, id: number, values: Partial<NewVideoRow>) {
  const set = changesIn(values);
  if (!set) return;
  await db
    .update(videos)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(videos.id, id));
}

/** Moves a video from one status to the next only if it is still in `from`; answers whether it did. */
export async function transitionVideo(db: Q, id: number, from: readonly string[], values: Partial<NewVideoRow>) {
  const rows = await db
    .update(videos)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(videos.id, id), inArray(videos.status, from as never[])))
    .returning({ id: videos.id });
  return rows.length > 0;
}

/**
 * Another video of this owner and source that is not failed (queued, running or done): it shares the
 * one free use the source cost, so a failure of this one does not give that use back.
 */
export async function findLiveVideoOfSource(db: Q, ownerId: number, sourceKey: string, exceptId: number) {
  const [row] = await db
    .select({ id: videos.id })
    .from(videos)
    .where(and(eq(videos.ownerId, ownerId), eq(videos.sourceKey, sourceKey), ne(videos.id, exceptId), ne(videos.status, 'fail')))
    .limit(1);
  return row?.id ?? null;
}

export async function setVideosLevel(db: Q, ids: number[], level: NewVideoRow['level']) {
  const rows = await db.update(videos).set({ level, updatedAt: new Date() }).where(inArray(videos.id, ids)).returning({ id: videos.id });
  return rows.length;
}

export async function deleteVideo(db: Q, id: number) {
  await db.delete(videos).where(eq(videos.id, id));
}

export async function countVideosUsingFile(db: Q, fileId: string, exceptId: number) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(videos)
    .where(and(ne(videos.id, exceptId), or(eq(videos.videoFileId, fileId), eq(videos.captionFileId, fileId), eq(videos.thumbnailFileId, fileId))));
  return n;
}

/** The videos showing a stored file (as their video or picture): who may see it follows from them. */
export async function videosUsingFile(db: Q, fileId: string) {
  return db
    .select({ ownerId: videos.ownerId, isPublic: videos.isPublic, isDemo: videos.isDemo })
    .from(videos)
    .where(or(eq(videos.videoFileId, fileId), eq(videos.thumbnailFileId, fileId)));
}

/** One page of videos matching `where` (newest first unless `order` says otherwise), with the total count. */
async function pageOfVideos(db: Q, where: SQL | undefined, o: { page: number; size: number }, order: SQL[] = [desc(videos.createdAt), desc(videos.id)]) {
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(withCategory)
      .from(videos)
      .leftJoin(categories, eq(categories.id, videos.categoryId))
      .where(where)
      .orderBy(...order)
      .limit(o.size)
      .offset((o.page - 1) * o.size),
    db.select({ n: count() }).from(videos).where(where),
  ]);
  return { rows, total: n };
}

export async function listOwnVideos(db: Q, ownerId: number, o: { status?: string; page: number; size: number }) {
  const where = and(eq(videos.ownerId, ownerId), o.status ? eq(videos.status, o.status as 'success') : undefined);
  return pageOfVideos(db, where, o);
}

export type CatalogueFilter = {
  language?: string;
  categoryId?: number;
  level?: string;
  words?: { exact: string[]; prefix: string[] }[];
  titleLike?: string;
};

const esc = (s: string) => s.replace(/[\\%_]/g, '\\$&');

function catalogueWhere(f: CatalogueFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [eq(videos.isPublic, true), eq(videos.status, 'success')];
  if (f.language) conds.push(eq(videos.language, f.language as 'Spanish'));
  if (f.categoryId) conds.push(eq(videos.categoryId, f.categoryId));
  if (f.level) conds.push(eq(videos.level, f.level as 'Beginner'));
  if (f.words?.length || f.titleLike) {
    const wordConds = (f.words ?? []).map((w) =>
      or(...w.exact.map((x) => sql`${videos.searchText} like ${`% ${esc(x)} %`}`), ...w.prefix.map((x) => sql`${videos.searchText} like ${`% ${esc(x)}%`}`)),
    );
    const byWords = wordConds.length ? and(...wordConds) : undefined;
    const byTitle = f.titleLike ? ilike(videos.title, `%${esc(f.titleLike)}%`) : undefined;
    conds.push(byWords && byTitle ? or(byWords, byTitle) : (byWords ?? byTitle));
  }
  return and(...conds);
}

/** Public, finished videos: demo videos first, then the newest. */
export async function listCatalogue(db: Q, f: CatalogueFilter, o: { page: number; size: number }) {
  return pageOfVideos(db, catalogueWhere(f), o, [desc(videos.isDemo), desc(videos.createdAt), desc(videos.id)]);
}

export type AdminFilter = { status?: string; titleLike?: string; language?: string; isPublic?: boolean };

/** Every video for the CMS, whoever owns it: newest first. */
export async function listAllVideos(db: Q, f: AdminFilter, o: { page: number; size: number }) {
  const where = and(
    f.status ? eq(videos.status, f.status as 'success') : undefined,
    f.language ? eq(videos.language, f.language as 'Spanish') : undefined,
    f.isPublic !== undefined ? eq(videos.isPublic, f.isPublic) : undefined,
    f.titleLike ? ilike(videos.title, `%${esc(f.titleLike)}%`) : undefined,
  );
  return pageOfVideos(db, where, o);
}

// ---- Sentences ----

export async function listSentences(db: Q, videoId: number) {
  return db.select().from(videoSentences).where(eq(videoSentences.videoId, videoId)).orderBy(asc(videoSentences.position));
}

export async function countSentences(db: Q, videoId: number) {
  const [{ n }] = await db.select({ n: count() }).from(videoSentences).where(eq(videoSentences.videoId, videoId));
  return n;
}

/** Replaces a video's sentences as a whole (call inside the transaction that sets its status). */
export async function replaceSentences(db: Q, videoId: number, rows: Omit<NewVideoSentenceRow, 'videoId'>[]) {
  await db.delete(videoSentences).where(eq(videoSentences.videoId, videoId));
  const out: (typeof videoSentences.$inferSelect)[] = [];
  // Chunks keep each insert's parameter count far below PostgreSQL's limit for long videos.
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500).map((r) => ({ ...r, videoId }));
    out.push(...(await db.insert(videoSentences).values(chunk).returning()));
  }
  return out.sort((a, b) => a.position - b.position);
}

export async function findSentence(db: Q, videoId: number, id: number) {
  const [row] = await db
    .select()
    .from(videoSentences)
    .where(and(eq(videoSentences.videoId, videoId), eq(videoSentences.id, id)));
  return row ?? null;
}

export async function updateSentence(db: Q, id: number, values: Partial<NewVideoSentenceRow>) {
  await db.update(videoSentences).set(values).where(eq(videoSentences.id, id));
}

// ---- Uploads ----

/** Uploaded videos and caption files no video uses, older than `before` (abandoned submissions). */
export async function findOrphanUploads(db: Q, before: Date, limit = 500) {
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        inArray(files.kind, ['watch-video', 'watch-captions']),
        lt(files.createdAt, before),
        sql`not exists (select 1 from "videos" v where v."video_file_id" = "files"."id" or v."caption_file_id" = "files"."id")`,
      ),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}
