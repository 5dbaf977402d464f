import { describe, expect, it } from 'vitest';
import { seedMaterials } from '../src/features/materials/seed';
import { call, createUser } from './helpers';
import { freshInstall } from './fresh-install';

// A fresh install: its own empty database (the seed leaves existing data alone).
const { app, ctx } = await freshInstall('materials-seed');

describe('the demo materials', () => {
  it('seeds the teacher’s worksheets once, as real PDFs; one waits for review', async () => {
    const teacher = await createUser(ctx, { role: 'Mentor', email: 'demo-teacher@example.test' });
    await seedMaterials(ctx, 'demo-teacher@example.test');
    await seedMaterials(ctx, 'demo-teacher@example.test');
    const mine = (await call(app, { method: 'GET', url: '/api/v1/materials/mine', token: teacher.token })).body;
    expect(mine.total).toBe(3);
    const listed = (await call(app, { method: 'GET', url: '/api/v1/materials' })).body;
    expect(listed.items.map((m: { price_cents: number }) => m.price_cents).sort()).toEqual([0, 300]);
    const learner = await createUser(ctx);
    const free = listed.items.find((m: { price_cents: number }) => m.price_cents === 0);
    const file = await call(app, { method: 'GET', url: `/api/v1/materials/${free.id}/file`, token: learner.token });
    expect(file.status).toBe(200);
    expect(file.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.headers['content-disposition']).toContain('four-tones-worksheet.pdf');
  });
});
