// Idle-memory attribution (issue 22): does what apps/server/src/main.ts does, one phase at a time,
// and reads process.memoryUsage() after each, so every MB of the idle RSS has a phase to answer for.
// Run by bench/memory/run.mjs (one fresh process per case); prints one JSON line on stdout.
//
//   node --import tsx bench/memory/phases.ts            # PGlite in a fresh DATA_DIR
//   DATABASE_URL=postgres://... node --import tsx bench/memory/phases.ts
import { sql } from 'drizzle-orm';
import { getHeapSpaceStatistics, getHeapStatistics } from 'node:v8';

interface Snap {
  phase: string;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  ms: number;
}
const snaps: Snap[] = [];
const t0 = performance.now();
const gc = (globalThis as { gc?: () => void }).gc;
function snap(phase: string) {
  gc?.();
  const m = process.memoryUsage();
  snaps.push({
    phase,
    rss: m.rss,
    heapUsed: m.heapUsed,
    heapTotal: m.heapTotal,
    external: m.external,
    arrayBuffers: m.arrayBuffers,
    ms: Math.round(performance.now() - t0),
  });
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

snap(process.execArgv.includes('tsx') ? 'node + tsx' : 'node');
const { startProcess } = await import('../../apps/server/src/startup');
const { config, log } = startProcess();
snap('config + logger');
const { buildApp } = await import('../../apps/server/src/app');
const { createContext, closeContext } = await import('../../apps/server/src/bootstrap');
const { seedDemo } = await import('../../apps/server/src/seed');
const { scheduleArticleReannotation } = await import('../../apps/server/src/features/reading/reannotate');
const { scheduleVocabularyRekey } = await import('../../apps/server/src/features/vocabulary/rekey');
snap('server modules loaded');
const ctx = await createContext(config, log);
snap(`database open (${ctx.database.kind})`);
if (config.seedDemo) await seedDemo(ctx);
snap('demo accounts seeded');
const app = await buildApp(ctx, { serveWeb: true });
snap('routes built');
await scheduleVocabularyRekey(ctx);
await scheduleArticleReannotation(ctx);
if (config.role === 'all') ctx.jobs.start();
await app.listen({ port: config.port, host: config.host });
snap('listening (ready)');
const { warmUp } = await import('@lingbridge/language/registry');
const warmMs = warmUp();
snap('dictionaries loaded');
// The seed jobs (demo articles, videos, speak events) run now; wait until the queue is empty.
for (let i = 0; i < 600; i++) {
  const due = await ctx.database.db
    .execute(sql`select count(*)::int as n from jobs where status = 'running' or (status = 'queued' and run_at <= now())`)
    .catch(() => null);
  const row = (due as { rows?: { n: number }[] } | null)?.rows?.[0];
  if (!row || row.n === 0) break;
  await sleep(500);
}
snap('seed jobs done');
await sleep(3000);
snap('idle 3 s later');

const heap = getHeapStatistics();
const spaces = getHeapSpaceStatistics().map((s) => ({ space: s.space_name, used: s.space_used_size, size: s.space_size }));
const out = { kind: ctx.database.kind, warmMs: Math.round(warmMs), snaps, heap, spaces };
if (process.env.MEMORY_HEAP_SNAPSHOT) {
  const { writeHeapSnapshot } = await import('node:v8');
  writeHeapSnapshot(process.env.MEMORY_HEAP_SNAPSHOT);
}
process.stdout.write(`\nMEMORY_JSON ${JSON.stringify(out)}\n`);
await app.close();
await closeContext(ctx);
process.exit(0);
