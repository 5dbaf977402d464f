import path from 'node:path';
import pino from 'pino';
import { ConfigError, loadConfig, type Config } from './config';
import { loggerOptions } from './logging';

/** The validated configuration and the logger of an entry point; a bad value exits naming it. */
export function startProcess(env: NodeJS.ProcessEnv = process.env): { config: Config; log: pino.Logger } {
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // Dictionary indexes are derived from installed packages; keep them with the rest of the data.
  process.env.LANGUAGE_CACHE_DIR ??= path.join(config.dataDir, 'cache', 'language');
  return { config, log: pino(loggerOptions(config.logLevel)) };
}
