import { downloadApiFile } from '../../../lib/download';

/** GET /article/{id}/download (PDF or Word), saved under the server's file name. */
export function downloadArticle(id: number, format: 'pdf' | 'docx', opts: { pinyin?: boolean; translation?: boolean } = {}) {
  const qs = new URLSearchParams({ format, pinyin: String(!!opts.pinyin), translation: String(!!opts.translation) });
  return downloadApiFile(`/article/${id}/download?${qs}`, `article.${format}`);
}
