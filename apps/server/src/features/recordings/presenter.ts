import type { Recording } from '@lingbridge/contracts/recordings';
import type { AppContext } from '../../context';
import type { AudioRecordingRow, RecordingCommentRow } from '../../db/schema';
import { signedFileUrl } from '../../files/signed-links';

export type Heads = Map<number, { title: string; language: 'Simplified_Chinese' | 'Spanish' }>;

/** The <audio> element's link: the recording's own route, signed for its file (decision 0050). */
export const audioUrlOf = (ctx: AppContext, r: Pick<AudioRecordingRow, 'id' | 'fileId'>) =>
  signedFileUrl(ctx, `${ctx.config.recordingsApiPrefix}/audio_recording/audio_file/${r.id}`, r.fileId);

export function presentRecording(
  ctx: AppContext,
  r: AudioRecordingRow,
  o: { heads: Heads; names: Map<number, string>; comments: RecordingCommentRow[]; abilities: Recording['abilities'] },
): Recording {
  const head = o.heads.get(r.articleId);
  return {
    id: r.id,
    user_id: r.userId,
    user_name: o.names.get(r.userId) ?? '',
    article_id: r.articleId,
    article_title: head?.title ?? '',
    article_language: head?.language ?? 'Simplified_Chinese',
    sentence_index: r.sentenceIndex,
    title: r.title,
    duration_ms: r.durationMs,
    size: r.size,
    audio_url: audioUrlOf(ctx, r),
    status: r.status,
    feedback: r.reviewedAt
      ? {
          note: r.feedbackNote ?? '',
          rating: r.feedbackRating,
          reviewer_name: (r.reviewedBy && o.names.get(r.reviewedBy)) || '',
          reviewed_at: r.reviewedAt.toISOString(),
        }
      : null,
    comments: o.comments
      .filter((c) => c.recordingId === r.id)
      .map((c) => ({
        id: c.id,
        author_id: c.authorId,
        author_name: (c.authorId && o.names.get(c.authorId)) || '',
        at_ms: c.atMs,
        sentence_index: c.sentenceIndex,
        text: c.text,
        created_at: c.createdAt.toISOString(),
      })),
    created_at: r.createdAt.toISOString(),
    abilities: o.abilities,
  };
}
