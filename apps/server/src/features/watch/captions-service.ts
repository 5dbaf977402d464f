import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { formatCaptions } from './media/captions';
import type { WatchActor } from './policy';
import * as repo from './repo';
import { visibleVideo } from './service';

const MIME = { srt: 'application/x-subrip; charset=utf-8', vtt: 'text/vtt; charset=utf-8', txt: 'text/plain; charset=utf-8' } as const;

/** A finished transcript as a caption file: what was said, the English line or the learner's line. */
export async function captionsOf(ctx: AppContext, actor: WatchActor, id: number, format: 'srt' | 'vtt' | 'txt', line: 'original' | 'en' | 'foreign') {
  const v = await visibleVideo(ctx, actor, id);
  if (v.status !== 'success') throw new AppError(409, 'The transcript is not ready yet');
  const rows = await repo.listSentences(ctx.db, id);
  const text = formatCaptions(
    rows.map((r) => ({ start: r.start, end: r.end, text: line === 'en' ? r.enText : line === 'foreign' ? r.foreignText : r.text })),
    format,
  );
  return { title: v.title, text, ext: format, mime: MIME[format] };
}
