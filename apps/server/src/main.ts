import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import { closeContext, createContext } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { warmUp } from '@lingbridge/language/registry';
import { loggerOptions } from './logging';
import { DEMO_ACCOUNTS, seedDemo } from './seed';
import { scheduleVocabularyRekey } from './features/vocabulary/rekey';
import { scheduleArticleReannotation } from './features/reading/reannotate';

const started = performance.now();
let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

const log = pino(loggerOptions(config.logLevel));

// Dictionary indexes are derived from installed packages; keep them with the rest of the data.
process.env.LANGUAGE_CACHE_DIR ??= path.join(config.dataDir, 'cache', 'language');
const ctx = await createContext(config, log);
if (config.seedDemo) await seedDemo(ctx);
const app = await buildApp(ctx, { serveWeb: true });
// Saved words keyed by an older lemma version are keyed again, and stored articles annotated again
// by the current language core, in the background (lang-0005, lang-0006).
await scheduleVocabularyRekey(ctx);
await scheduleArticleReannotation(ctx);
ctx.jobs.start();
await app.listen({ port: config.port, host: config.host });

const ms = Math.round(performance.now() - started);
const lines = [
  ``,
  `  Lingbridge is ready at ${config.publicUrl}  (${ms} ms, ${ctx.database.kind}, data in ${config.dataDir})`,
  `  API docs: ${config.publicUrl}/api/docs`,
];
if (config.seedDemo) {
  lines.push(`  Demo accounts (local use only):`);
  for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.role.padEnd(7)} ${a.email.padEnd(28)} ${a.password}`);
}
if (ctx.mailer.kind === 'outbox') lines.push(`  E-mail is written to ${config.dataDir}/mail (set SMTP_URL to send it)`);
console.log(lines.join('\n') + '\n');

// Load the dictionaries now rather than on the first lookup a learner makes.
setTimeout(() => log.info({ ms: Math.round(warmUp()) }, 'dictionaries loaded'), 50).unref();

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  try {
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
