import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../src/context';
import { call, createUser } from './helpers';
import { form, post } from './files-helpers';

/** A small real PDF: file-type knows it by its `%PDF-` signature. */
export const pdf = (text = 'Worksheet') => Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

export const FIELDS = {
  title: 'Tones worksheet',
  description: 'Practice the four tones.',
  language: 'Simplified_Chinese',
  level: 'Beginner',
  price_cents: '0',
};

/** POST /materials with these details and this file. */
export function upload(app: FastifyInstance, token: string, o: { fields?: Record<string, string>; bytes?: Buffer; filename?: string } = {}) {
  const fields = o.fields ?? FIELDS;
  const parts = [
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...(o.bytes ? [{ name: 'file', filename: o.filename ?? 'worksheet.pdf', type: 'application/pdf', bytes: o.bytes }] : []),
  ];
  return post(app, '/api/v1/materials', token, form(parts));
}

/** The six roles of the policy table: a visitor, a learner, a buyer, the owning teacher, another teacher, an admin. */
export async function materialRoles(ctx: AppContext) {
  const [learner, buyer, owner, other, admin] = await Promise.all([
    createUser(ctx),
    createUser(ctx),
    createUser(ctx, { role: 'Mentor' }),
    createUser(ctx, { role: 'Mentor' }),
    createUser(ctx, { role: 'Admin' }),
  ]);
  return { learner, buyer, owner, other, admin };
}

/** Uploads as `token`, then approves as `adminToken`; answers the id. */
export async function listed(app: FastifyInstance, token: string, adminToken: string, fields: Record<string, string> = FIELDS) {
  const res = await upload(app, token, { fields, bytes: pdf(fields.title) });
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${JSON.stringify(res.body)}`);
  const ok = await call(app, {
    method: 'POST',
    url: `/api/v1/cms/materials/${res.body.id}/review`,
    token: adminToken,
    payload: { decision: 'approve', message: 'Looks good' },
  });
  if (ok.status !== 200) throw new Error(`review: ${ok.status}`);
  return res.body.id as number;
}

/** Buys a material in the billing sandbox; answers the completed order. */
export async function buy(app: FastifyInstance, token: string, id: number) {
  const start = await call(app, { method: 'POST', url: `/api/v1/materials/${id}/checkout`, token });
  if (start.status !== 201) throw new Error(`checkout: ${start.status} ${JSON.stringify(start.body)}`);
  const done = await call(app, { method: 'POST', url: `/api/v1/billing/sandbox/${start.body.session_id}/complete`, token, payload: { outcome: 'success' } });
  return done.body.order;
}
