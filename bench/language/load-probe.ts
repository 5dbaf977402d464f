/**
 * Measures dictionary loading in a fresh process (spawned by run.ts):
 * prints one JSON line with the time and the memory added by warmUp().
 * With BASELINE=1 it only reads the same files (the I/O floor).
 */
import { readFileSync } from 'node:fs';

const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const rss0 = process.memoryUsage().rss;
const heap0 = process.memoryUsage().heapUsed;
const t0 = performance.now();
const cpu0 = process.cpuUsage();
let extra: Record<string, unknown> = {};
if (process.env.BASELINE === '1') {
  const { cedictCachePaths } = await import('@lingbridge/language/cedict-build');
  const { SPANISH_DATA_FILE } = await import('@lingbridge/language/spanish-data');
  const p = cedictCachePaths();
  let bytes = 0;
  for (const f of [p.entries, p.jieba, p.english, SPANISH_DATA_FILE]) bytes += readFileSync(f, 'utf8').length;
  extra = { chars: bytes };
} else {
  const { warmUp } = await import('@lingbridge/language/registry');
  warmUp();
}
const ms = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
gc?.();
const mem = process.memoryUsage();
console.log(
  JSON.stringify({ ms, cpuMs: (cpu.user + cpu.system) / 1000, rssMB: (mem.rss - rss0) / 2 ** 20, heapMB: (mem.heapUsed - heap0) / 2 ** 20, ...extra }),
);
