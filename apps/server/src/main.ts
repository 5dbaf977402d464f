import { buildApp } from './app';
import { closeContext, createContext } from './bootstrap';
import type { Config } from './config';
import { warmUp } from '@lingbridge/language/registry';
import type { FastifyBaseLogger } from 'fastify';
import { DEMO_ACCOUNTS, seedDemo } from './seed';
import { endFailedStart } from './start-failure';
import { scheduleArticleReannotation } from './features/reading/reannotate';
import { scheduleVocabularyRekey } from './features/vocabulary/rekey';
import { schedulePruneUploads } from './features/watch/jobs';
import { startProcess } from './startup';
import { startWorker } from './worker';

const started = performance.now();
/** Milliseconds since the process began (modules included), per start-up phase: logged once ready. */
const phases: Record<string, number> = { modules: Math.round(performance.now()) };
const mark = (phase: string) => void (phases[phase] = Math.round(performance.now()));
const { config, log } = startProcess();
// ROLE picks what this process does (docs/decisions/0077): all (the default) serves HTTP and runs
// jobs, web only serves, worker only runs jobs.
try {
  if (config.role === 'worker') await startWorker(config, log);
  else await startWeb(config, log);
} catch (err) {
  // A taken port, a folder in use, a database that does not answer: said in a sentence (0152).
  endFailedStart(err, config);
}

async function startWeb(config: Config, log: FastifyBaseLogger) {
  const opening = createContext(config, log);
  // The dictionaries load while the database opens (PGlite starts in its own thread before
  // createContext first waits; PostgreSQL answers over a socket): the server listens, and /readyz
  // answers 200, only once both are done (issue 22), instead of loading them after /readyz said ready.
  opening.catch(() => undefined); // awaited just below
  const warmMs = Math.round(warmUp());
  mark('dictionaries');
  const ctx = await opening;
  mark('database');
  log.info({ ms: warmMs }, 'dictionaries loaded');
  // The demo-account check waits on the database while the routes are built here (issue 22).
  const seeding = config.seedDemo ? seedDemo(ctx) : undefined;
  seeding?.catch(() => undefined); // awaited below
  const app = await buildApp(ctx, { serveWeb: true });
  mark('routes');
  await seeding;
  mark('demoCheck');
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    // The data folder is closed cleanly before the process exits.
    await app.close().catch(() => undefined);
    await closeContext(ctx).catch(() => undefined);
    throw err;
  }
  mark('listening');
  log.info({ phases }, 'start-up phases (ms since the process began)');
  // Listening, the server can be asked to stop (a supervisor may send SIGTERM as soon as /readyz
  // says ready): the handlers are in place before the last start-up steps below, and a stop waits
  // for them, so the data folder is always closed cleanly.
  let startingDone!: () => void;
  const starting = new Promise<void>((resolve) => (startingDone = resolve));
  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await starting;
      await app.close(); // stops accepting, waits for in-flight requests
      log.info('http server closed');
      await closeContext(ctx);
      log.info('ports closed');
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // Saved words keyed by an older lemma version are keyed again, and stored articles annotated again
  // by the current language core, in the background (lang-0005, lang-0006).
  await scheduleVocabularyRekey(ctx);
  await scheduleArticleReannotation(ctx);
  // The daily clean-up of abandoned video uploads (queued here, not while the routes are built: that
  // wait on the database held the routes up, ~0.1 s of a restart; issue 22).
  await schedulePruneUploads(ctx, 0);
  // Background jobs start once the server listens: a restart with jobs waiting (demo content,
  // re-annotation) is not kept from answering by their work (issue 22, decision 0131).
  if (config.role === 'all') ctx.jobs.start();

  const ms = Math.round(performance.now() - started);
  const lines = [
    ``,
    `  Lingbridge is ready at ${config.publicUrl}  (${ms} ms, ${ctx.database.kind}, data in ${config.dataDir})`,
    `  API docs: ${config.publicUrl}/api/docs`,
  ];
  if (config.role === 'web') lines.push(`  Background jobs: run by worker processes (ROLE=web)`);
  if (config.seedDemo) {
    lines.push(`  Demo accounts (local use only):`);
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.role.padEnd(7)} ${a.email.padEnd(28)} ${a.password}`);
  }
  if (ctx.mailer.kind === 'outbox') lines.push(`  E-mail is written to ${config.dataDir}/mail (set SMTP_URL to send it)`);
  console.log(lines.join('\n') + '\n');
  startingDone();
}
