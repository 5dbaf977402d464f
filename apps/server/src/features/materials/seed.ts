import fs from 'node:fs';
import { count, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { materials, users } from '../../db/schema';
import { storeNewFile } from '../../files/store';
import { DEMO_MATERIALS, type DemoMaterial } from '../../seed-content/materials/demo-materials';
import * as repo from './repo';

// Debian's fonts-noto-cjk, as the reading feature's PDF export uses it; Helvetica (no Chinese) without it.
const CJK_FONT_FILE = process.env.READING_PDF_FONT ?? '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

/** A one-page worksheet as a PDF. pdfkit (~0.2 s of CPU to load) is imported here, on first use, not at every start (issue 22). */
export async function worksheet(m: DemoMaterial): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: m.title, Author: 'Lingbridge' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const cjk = fs.existsSync(CJK_FONT_FILE);
  if (cjk) doc.registerFont('body', CJK_FONT_FILE, 'NotoSansCJKsc-Regular');
  else doc.registerFont('body', 'Helvetica');
  // Without the font, Chinese characters would print as boxes: those lines keep their pinyin only.
  const text = (s: string) => (cjk ? s : s.replace(/[\u3000-\u9fff\uff00-\uffef]+/g, '').replace(/\s{2,}/g, ' '));
  doc.font('body').fontSize(22).text(text(m.heading));
  doc.moveDown(0.3).fontSize(10).fillColor('#555555').text(`${m.level} · Lingbridge teaching materials`);
  doc.moveDown().fillColor('#000000');
  for (const line of m.lines) doc.fontSize(13).text(text(line), { lineGap: 6 }).moveDown(0.4);
  doc.end();
  return done;
}

/** The demo materials of the demo teacher, once (nothing when any material exists). */
export async function seedMaterials(ctx: AppContext, teacherEmail: string) {
  const [{ n }] = await ctx.db.select({ n: count() }).from(materials);
  if (n > 0) return;
  const [teacher] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, teacherEmail));
  if (!teacher) return;
  for (const m of DEMO_MATERIALS) {
    await storeNewFile(
      ctx,
      { bytes: await worksheet(m), mime: 'application/pdf', ext: 'pdf' },
      { kind: 'material', visibility: 'private', ownerId: teacher.id, filename: m.fileName },
      async (tx, fileId) => {
        await repo.insertMaterial(tx, {
          ownerId: teacher.id,
          title: m.title,
          description: m.description,
          language: m.language,
          level: m.level,
          priceCents: m.priceCents,
          status: m.status,
          fileId,
        });
      },
    );
  }
}
