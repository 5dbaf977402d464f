import { LRUCache } from 'lru-cache';
import type { Db } from '../../adapters/db';
import * as repo from './repo';

/**
 * Serialized transcripts by video and version (its updated_at). Every read still fetches the
 * video's small row, which is authoritative: a transcript changed by another process has a new
 * updated_at, so a stale entry is never served, only left to age out. Bounded by size, not count.
 */
const cache = new LRUCache<string, string>({ maxSize: 64 * 1024 * 1024, sizeCalculation: (s) => s.length * 2 || 1 });

/** The stored transcript JSON of a video at the version the caller just read. */
export async function transcriptJsonOf(db: Db, v: { id: number; updatedAt: Date }) {
  const key = `${v.id}:${v.updatedAt.getTime()}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const json = (await repo.findTranscriptJson(db, v.id)) ?? '[]';
  cache.set(key, json);
  return json;
}
