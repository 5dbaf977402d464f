import fs from 'node:fs';
import { FILE_NAME_MAX } from '@lingbridge/contracts/constants';
import { READING_ERRORS } from '@lingbridge/contracts/reading';
// docx and pdfkit are loaded on the first download, not at start: together ~10 MB of a process's
// idle memory that most processes never use (docs/decisions/0123).
import type { Paragraph, TextRun } from 'docx';
import type { ArticleRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { AnnotatedParagraph } from './text';
import { describeKeyWords } from './text';

/** Debian's fonts-noto-cjk; pdfkit picks the Simplified Chinese face out of the collection. */
export const CJK_FONT_FILE = process.env.READING_PDF_FONT ?? '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const CJK_FACE = 'NotoSansCJKsc-Regular';

export type DocOptions = { pinyin: boolean; translation: boolean; categoryName: string };

type Line = { text: string; pinyin: string | null };

/** The article as paragraphs of sentences, each with its pinyin (Chinese only). */
function linesOf(a: ArticleRow) {
  return (a.annotated as AnnotatedParagraph[]).map((p, i) => ({
    translation: a.paragraphs[i]?.translation ?? '',
    sentences: p.sentences.map<Line>((s) => ({
      text: s.text,
      pinyin:
        a.language === 'Simplified_Chinese'
          ? s.tokens
              .map((t) => (t.isWord ? (t.reading ?? t.text) : t.text.trim()))
              .filter(Boolean)
              .join(' ')
          : null,
    })),
  }));
}

/** The spec's file-name rule: \ / : * ? " < > | removed, cut to 100 characters. */
export function fileNameOf(title: string, ext: string) {
  // Cut by characters (code points): half an emoji cannot be sent in a Content-Disposition header.
  const base =
    Array.from(
      title
        .replace(/[\\/:*?"<>|]/g, '')
        .replace(/[\u0000-\u001f]/g, '')
        .trim(),
    )
      .slice(0, FILE_NAME_MAX)
      .join('') || 'article';
  return `${base}.${ext}`;
}

const metaLine = (a: ArticleRow, o: DocOptions) => [a.level, o.categoryName, a.author].filter(Boolean).join(' · ');

/** The article as a PDF: Chinese embedded with Noto Sans CJK; optional pinyin; key vocabulary appended. */
export async function renderPdf(a: ArticleRow, o: DocOptions): Promise<Buffer> {
  const chinese = a.language === 'Simplified_Chinese';
  const hasFont = fs.existsSync(CJK_FONT_FILE);
  if (chinese && !hasFont)
    throw new AppError(503, READING_ERRORS.fontMissing, [
      { path: 'format', message: 'The Chinese font for PDF files (fonts-noto-cjk) is not installed on this server; download the Word file instead' },
    ]);
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: a.title, Author: a.author || 'Lingbridge' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // Noto Sans CJK also covers Latin and the tone marks of pinyin, so one face serves the whole page.
  if (hasFont) doc.registerFont('body', CJK_FONT_FILE, CJK_FACE);
  else doc.registerFont('body', 'Helvetica');
  const grey = '#555555';
  doc.font('body').fontSize(22).fillColor('#000').text(a.title);
  if (a.titleEn) doc.fontSize(13).fillColor(grey).text(a.titleEn);
  doc.moveDown(0.3).fontSize(10).fillColor(grey).text(metaLine(a, o));
  if (a.summary) doc.moveDown(0.6).fontSize(11).fillColor('#000').text(a.summary);
  doc.moveDown();
  for (const p of linesOf(a)) {
    for (const s of p.sentences) {
      if (o.pinyin && s.pinyin) doc.fontSize(9).fillColor(grey).text(s.pinyin);
      doc.fontSize(13).fillColor('#000').text(s.text, { lineGap: 3 });
    }
    if (o.translation && p.translation) doc.moveDown(0.2).fontSize(10).fillColor(grey).text(p.translation);
    doc.moveDown(0.8);
  }
  const words = describeKeyWords(a.keyVocabulary, a.language);
  if (words.length) {
    doc.moveDown().fontSize(15).fillColor('#000').text('Key vocabulary');
    doc.moveDown(0.3);
    for (const w of words)
      doc
        .fontSize(11)
        .fillColor('#000')
        .text(`${w.text}${w.reading ? `  ${w.reading}` : ''}${w.meaning ? `  —  ${w.meaning}` : ''}`);
  }
  doc.moveDown(2).fontSize(8).fillColor(grey).text('Lingbridge reading magazine', { align: 'right' });
  doc.end();
  return done;
}

/** The article as a Word file, with the same content as the PDF. */
export async function renderDocx(a: ArticleRow, o: DocOptions): Promise<Buffer> {
  const { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } = await import('docx');
  const font = { ascii: 'Calibri', hAnsi: 'Calibri', eastAsia: 'Noto Sans CJK SC' };
  const run = (text: string, extra: { size?: number; color?: string; bold?: boolean } = {}) => new TextRun({ text, font, ...extra });
  const children: Paragraph[] = [new Paragraph({ heading: HeadingLevel.TITLE, children: [run(a.title)] })];
  if (a.titleEn) children.push(new Paragraph({ children: [run(a.titleEn, { size: 26, color: '555555' })] }));
  children.push(new Paragraph({ children: [run(metaLine(a, o), { size: 20, color: '555555' })] }));
  if (a.summary) children.push(new Paragraph({ spacing: { before: 200 }, children: [run(a.summary, { size: 22 })] }));
  for (const p of linesOf(a)) {
    const runs: TextRun[] = [];
    for (const s of p.sentences) {
      if (o.pinyin && s.pinyin) runs.push(run(s.pinyin, { size: 18, color: '555555' }), new TextRun({ text: '', break: 1 }));
      runs.push(run(s.text, { size: 26 }));
      if (o.pinyin && s.pinyin) runs.push(new TextRun({ text: '', break: 1 }));
      else runs.push(run(a.language === 'Spanish' ? ' ' : ''));
    }
    children.push(new Paragraph({ spacing: { before: 240 }, children: runs }));
    if (o.translation && p.translation) children.push(new Paragraph({ children: [run(p.translation, { size: 20, color: '555555' })] }));
  }
  const words = describeKeyWords(a.keyVocabulary, a.language);
  if (words.length) {
    children.push(new Paragraph({ heading: HeadingLevel.HEADING_2, spacing: { before: 360 }, children: [run('Key vocabulary')] }));
    for (const w of words)
      children.push(
        new Paragraph({
          bullet: { level: 0 },
          children: [run(w.text, { bold: true }), run(w.reading ? `  ${w.reading}` : ''), run(w.meaning ? `  —  ${w.meaning}` : '')],
        }),
      );
  }
  children.push(
    new Paragraph({ alignment: AlignmentType.RIGHT, spacing: { before: 400 }, children: [run('Lingbridge reading magazine', { size: 16, color: '555555' })] }),
  );
  const doc = new Document({ creator: 'Lingbridge', title: a.title, sections: [{ children }] });
  return Packer.toBuffer(doc);
}
