// `npm start` (scripts/start.mjs) imports this, compiled, just before the server itself (main.ts):
// on PGlite the database thread starts opening the data folder now, on the other core, while the
// main thread loads the server's modules (~0.7 s) and the dictionaries, instead of after the
// modules (issue 22, decision 0139). openDatabase then takes the thread. Anything unusual is left
// to main.ts, which reports it as before.
import { startPgliteThreadEarly, pgliteThreadOptions } from './adapters/pglite-client';
import { loadConfig } from './config';

try {
  const config = loadConfig(process.env);
  if (!config.databaseUrl) startPgliteThreadEarly(pgliteThreadOptions({ dataDir: config.dataDir, sharedBuffersMb: config.pgliteSharedBuffersMb }));
} catch {
  // A configuration error: main.ts names the variable and exits.
}
