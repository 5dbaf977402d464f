import type { AppContext } from './context';
import { findUserByEmail, insertUser } from './features/accounts/repo';
import { hashPassword } from './features/accounts/secrets';
import { seedCms } from './features/cms/seed';
import { seedMaterials } from './features/materials/seed';
import { seedReading } from './features/reading/seed';
import { seedSpeak } from './features/speak/seed';
import { seedWatch } from './features/watch/seed';

/** Demo accounts for local use only; production refuses to start with SEED_DEMO (config.ts). */
export const DEMO_ACCOUNTS = [
  { email: 'admin@lingbridge.local', password: 'admin1234', role: 'Admin', nick: 'Ada (admin)' },
  { email: 'learner@lingbridge.local', password: 'learner1234', role: 'Member', nick: 'Lina' },
  { email: 'teacher@lingbridge.local', password: 'teacher1234', role: 'Mentor', nick: 'Teacher Wang' },
] as const;

/** Creates the demo accounts that do not exist yet; running it again changes nothing. */
export async function seedDemo(ctx: AppContext) {
  for (const a of DEMO_ACCOUNTS) {
    if (await findUserByEmail(ctx.db, a.email)) continue;
    await insertUser(ctx.db, {
      email: a.email,
      hashedPassword: await hashPassword(a.password),
      nickName: a.nick,
      userRole: a.role,
      isVerified: true,
      isSuperuser: a.role === 'Admin',
      canEditArticle: a.role === 'Admin',
      verifyStatus: a.role === 'Mentor' ? 'success' : 'not_verified',
      teachingLanguage: a.role === 'Mentor' ? 'Simplified_Chinese' : null,
      about: a.role === 'Mentor' ? 'I teach Mandarin to children and teenagers, with stories and games.' : null,
      yearOfTeachingExperience: a.role === 'Mentor' ? 8 : null,
    });
  }
  await seedReading(ctx);
  await seedWatch(ctx);
  await seedSpeak(ctx);
  await seedCms(ctx);
  await seedMaterials(ctx, 'teacher@lingbridge.local');
}
