import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../context';
import { videoFileLinks } from './file-service';
import { presentVideo } from './presenter';
import * as repo from './repo';

export type VideoAnswer = { raw: Buffer; gzip: Buffer; etag: string };

/**
 * Finished player answers (video + transcript) as bytes, plain and gzipped, keyed by the video's
 * presented head. Every read still fetches the video's small row, which is authoritative: any
 * change (transcript edits bump updated_at; a renamed category changes the head) makes a new key,
 * so a stale answer is never served, only left to age out. Bounded by bytes, not entries: 32 MB
 * holds ~100 long transcripts (a 900-sentence one is ~300 KB with its gzip); at 96 MB a day of use
 * could add a third of a process's idle memory (docs/decisions/0123).
 */
const answers = new LRUCache<string, VideoAnswer>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (a) => a.raw.length + a.gzip.length });

/** The answer for a video row just read: from memory, or built once from the stored transcript JSON. */
export async function videoAnswerOf(ctx: AppContext, v: repo.VideoView): Promise<VideoAnswer> {
  // A private video's file links are signed and change by the hour: a new head, a new entry.
  const head = JSON.stringify(presentVideo(v, videoFileLinks(ctx)));
  const hit = answers.get(head);
  if (hit) return hit;
  const transcript = v.status === 'success' ? ((await repo.findTranscriptJson(ctx.db, v.id)) ?? '[]') : '[]';
  const raw = Buffer.from(`${head.slice(0, -1)},"transcript":${transcript}}`);
  // The head is in the tag: a renewed signed link (a private video's) is a new version, so a browser
  // revalidating for hours is never left holding an expired link.
  const tag = createHash('sha1').update(head).digest('base64url').slice(0, 12);
  const answer = { raw, gzip: gzipSync(raw), etag: `W/"v${v.id}-${v.updatedAt.getTime()}-${raw.length}-${tag}"` };
  answers.set(head, answer);
  return answer;
}
