import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pino from 'pino';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { closeContext, createContext } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import type { AppContext } from '../src/context';
import type { UserRow } from '../src/db/schema';
import { insertUser } from '../src/features/accounts/repo';
import { hashPassword } from '../src/features/accounts/secrets';
import { openSession } from '../src/features/accounts/service';
import { reannotateArticlesJob } from '../src/features/reading/reannotate';
import { readingJobs } from '../src/features/reading/seed';
import { seedSpeakJob } from '../src/features/speak/seed';
import { rekeyVocabularyJob } from '../src/features/vocabulary/rekey';
import { processVideoJob, pruneUploadsJob } from '../src/features/watch/jobs';
import { seedDemoVideosJob } from '../src/features/watch/seed';

export interface TestEnv {
  ctx: AppContext;
  app: FastifyInstance;
  dataDir: string;
}

let shared: Promise<TestEnv> | null = null;

/** Test configuration: PGlite in memory unless DATABASE_URL is set; generous rate limits. */
export function testConfig(overrides: Record<string, string> = {}) {
  // Shared by all workers (global-setup.ts): a mail job may run in another worker than the test's.
  const dataDir = inject('dataDir') ?? fs.mkdtempSync(path.join(os.tmpdir(), 'lb-test-'));
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: '0',
    PUBLIC_URL: 'http://localhost:3000',
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: `test${process.pid}:` } : {}),
    // Files in S3 when the run asks for it (TEST_STORAGE=s3, or S3_* set by hand).
    ...(inject('s3Env') ?? Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('S3_')) as [string, string][])),
    ...overrides,
  });
}

/** One app and database per test worker, shared by its files; tests isolate by their own data. */
export function getTestEnv(): Promise<TestEnv> {
  shared ??= (async () => {
    const config = testConfig();
    const ctx = await createContext(config, pino({ level: 'silent' }), { memoryDb: !config.databaseUrl });
    const app = await buildApp(ctx);
    await app.ready();
    return { ctx, app, dataDir: config.dataDir };
  })();
  return shared;
}

// The worker exits after its last file; close the database properly (PGlite needs it).
process.once('beforeExit', () => {
  if (shared)
    void shared.then(async ({ app, ctx }) => {
      await app.close();
      await closeContext(ctx);
    });
});
afterAll(() => undefined);

export const uniqueEmail = (tag = 'user') => `${tag}-${randomUUID().slice(0, 8)}@example.test`;

/** Creates a user directly and opens a session for it. */
export async function createUser(
  ctx: AppContext,
  opts: { role?: UserRow['userRole']; verified?: boolean; password?: string; superuser?: boolean; email?: string } = {},
) {
  const password = opts.password ?? 'secret123';
  const user = (await insertUser(ctx.db, {
    email: opts.email ?? uniqueEmail(opts.role?.toLowerCase()),
    hashedPassword: await hashPassword(password),
    userRole: opts.role ?? 'Member',
    isVerified: opts.verified ?? true,
    isSuperuser: opts.superuser ?? false,
  }))!;
  const token = await openSession(ctx, user.id);
  return { user, token, password, auth: { authorization: `Bearer ${token}` } };
}

export async function call(app: FastifyInstance, opts: InjectOptions & { token?: string }) {
  const { token, ...rest } = opts;
  const res = await app.inject({
    ...rest,
    headers: { ...(rest.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  let body: any = undefined;
  try {
    body = res.json();
  } catch {
    body = res.body;
  }
  return { status: res.statusCode, body, headers: res.headers, raw: res };
}

/**
 * Jobs no e-mail waits for, and slow ones: a video's media work, demo content, re-annotation. The
 * files of a test worker share one database (all of them on PostgreSQL), so such jobs left due by
 * another file would otherwise run inside a test that only waits for its mail.
 */
const NOT_MAIL_JOBS = [processVideoJob, pruneUploadsJob, seedDemoVideosJob, seedSpeakJob, ...readingJobs, reannotateArticlesJob, rekeyVocabularyJob].map(
  (j) => j.name,
);

/**
 * The e-mails sent to an address, oldest first, after running the queued mail jobs. With a shared
 * PostgreSQL another worker may be sending them, so this waits (up to 5 s) until `enough` says so.
 */
export async function mailsTo(env: TestEnv, to: string, enough: (raws: string[]) => boolean) {
  const dir = path.join(env.dataDir, 'mail');
  const safe = to.replace(/[^a-z0-9@._-]/gi, '_');
  const deadline = Date.now() + 5_000;
  for (;;) {
    await env.ctx.jobs.drain({ except: NOT_MAIL_JOBS });
    const files = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => f.includes(safe))
          .sort()
      : [];
    const raws = files.map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
    if (enough(raws) || Date.now() > deadline) return raws;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The newest e-mail sent to an address, once there are `atLeast` (waits up to 5 s). */
export async function lastMailTo(env: TestEnv, to: string, atLeast = 1) {
  const raws = await mailsTo(env, to, (r) => r.length >= atLeast);
  return raws.length ? { raw: raws[raws.length - 1], count: raws.length } : null;
}

/**
 * The newest mail to `to` whose text matches `pattern` (waits up to 5 s). For addresses other
 * tests also write to: on PostgreSQL the test files share one database, so every admin there gets
 * every admin notice.
 */
export async function mailMatching(env: TestEnv, to: string, pattern: RegExp) {
  const raws = await mailsTo(env, to, (r) => r.some((x) => pattern.test(x)));
  const raw = raws.filter((x) => pattern.test(x)).pop();
  return raw ? { raw } : null;
}

/** Pulls the token out of a link to `/admin/<path>/{token}` in a mail (quoted-printable aware). */
export function tokenFromMail(raw: string, pathPart: string) {
  const unfolded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const m = new RegExp(`${pathPart}/([A-Za-z0-9_-]{20,})`).exec(unfolded);
  return m?.[1] ?? null;
}
