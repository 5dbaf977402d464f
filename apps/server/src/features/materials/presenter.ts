import type { Material, MaterialFormat } from '@lingbridge/contracts/materials';
import type { MaterialRow } from '../../db/schema';
import type { FileRow } from '../../files/store';
import { isAdmin } from '../accounts/policy';
import { materialsPolicy, type MaterialsActor } from './policy';

export type MaterialView = { m: MaterialRow; file: Pick<FileRow, 'mime' | 'size' | 'filename'> | null; ownerName: string | null; ownerEmail: string | null };

/** The format badge of a stored type (the types materials accept: upload.ts). */
export function formatOf(mime: string): MaterialFormat {
  if (mime === 'application/pdf') return 'pdf';
  if (mime.includes('presentationml')) return 'pptx';
  if (mime.includes('spreadsheetml')) return 'xlsx';
  if (mime.includes('wordprocessingml')) return 'docx';
  return 'audio';
}

/** A material for this asker: the review message only for its teacher and admins, and what the asker may do. */
export function presentMaterial({ m, file, ownerName, ownerEmail }: MaterialView, a: MaterialsActor, purchased: boolean): Material {
  const insider = !!a && (m.ownerId === a.id || isAdmin(a));
  return {
    id: m.id,
    title: m.title,
    description: m.description,
    language: m.language,
    level: m.level,
    price_cents: m.priceCents,
    status: m.status,
    format: formatOf(file?.mime ?? ''),
    file_name: file?.filename ?? 'material',
    file_size: file?.size ?? 0,
    teacher: { id: m.ownerId, name: ownerName || (ownerEmail ? ownerEmail.split('@')[0] : '') },
    review_message: insider ? m.reviewMessage : null,
    reviewed_at: insider ? (m.reviewedAt?.toISOString() ?? null) : null,
    created_at: m.createdAt.toISOString(),
    updated_at: m.updatedAt.toISOString(),
    abilities: {
      download: materialsPolicy.download(a, m, purchased),
      buy: materialsPolicy.buy(a, m, purchased),
      edit: materialsPolicy.edit(a, m),
      review: materialsPolicy.review(a),
      purchased,
    },
  };
}
