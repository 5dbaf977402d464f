import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Directory holding generated dictionary indexes: `LANGUAGE_CACHE_DIR` when
 * set, else `<os.tmpdir()>/lingbridge-language`. Created on demand.
 */
export function cacheDir(): string {
  const dir = process.env.LANGUAGE_CACHE_DIR || join(tmpdir(), 'lingbridge-language');
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Writes a file atomically (temp file + rename) so concurrent processes that
 * build the same cache never read a half-written file.
 */
export function writeAtomic(path: string, data: string | Uint8Array): void {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(tmp, data);
  renameSync(tmp, path);
}

/**
 * Absolute path of a file inside an installed package, found by walking up
 * `node_modules` folders (works whatever the package's `exports` allow).
 */
export function packageFile(pkg: string, relative: string): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'node_modules', pkg);
    if (existsSync(join(candidate, 'package.json'))) return join(candidate, relative);
    const up = dirname(dir);
    if (up === dir) throw new Error(`@lingbridge/language: package ${pkg} is not installed`);
    dir = up;
  }
}
