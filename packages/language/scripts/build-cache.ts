/**
 * Builds the Chinese index cache now (otherwise the first call builds it):
 *   npx tsx packages/language/scripts/build-cache.ts
 * Writes into LANGUAGE_CACHE_DIR, or <os.tmpdir()>/lingbridge-language.
 */
import { buildCedictCache, cedictCachePaths } from '../src/cedict-build.js';

const t = performance.now();
const paths = buildCedictCache(cedictCachePaths());
console.log(`built in ${Math.round(performance.now() - t)} ms:\n  ${Object.values(paths).join('\n  ')}`);
