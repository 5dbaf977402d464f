import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { debates, users } from '../src/db/schema';
import { insertUser } from '../src/features/accounts/repo';
import { seedReadingNow } from '../src/features/reading/seed';
import { seedSpeakNow } from '../src/features/speak/seed';
import { call } from './helpers';
import { freshInstall } from './fresh-install';

// A fresh install: its own empty database (other files may have written or closed such data first).
const { app, ctx } = await freshInstall('speak-seed');

describe('Speak demo events', () => {
  it('a new install has upcoming events of every type in Chinese and Spanish, two that are over, each with a demo article; seeding again adds nothing', async () => {
    let [teacher] = await ctx.db.select().from(users).where(eq(users.email, 'teacher@lingbridge.local'));
    teacher ??= (await insertUser(ctx.db, { email: 'teacher@lingbridge.local', hashedPassword: 'x', userRole: 'Mentor', isVerified: true }))!;
    await seedReadingNow(ctx);
    await seedSpeakNow(ctx);
    expect(await seedSpeakNow(ctx)).toBe(0);
    const rows = await ctx.db.select().from(debates).where(eq(debates.initiatorId, teacher.id));
    expect(rows).toHaveLength(8);
    expect(new Set(rows.map((r) => `${r.debateType}:${r.language}`)).size).toBe(6);
    expect(rows.filter((r) => r.debateStatus === 'closed')).toHaveLength(2);
    const list = await call(app, { method: 'GET', url: `/api/v1/debate?scope=upcoming&user_id=${teacher.id}&size=50` });
    // Anyone's activities are listed only for themselves or an admin: a visitor is asked to sign in.
    expect(list.status).toBe(401);
    const detail = await call(app, { method: 'GET', url: `/api/v1/debate/${rows[0]!.id}` });
    expect(detail.body.articles).toHaveLength(1);
    expect(detail.body.verify_status).toBe('success');
  });
});
