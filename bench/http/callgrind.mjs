// Counting instructions per request under valgrind's callgrind (decision 0146), shared by
// bench/http/instructions.mjs (a plain route and the app's layers) and bench/http/instructions-app.mjs
// (the real server's routes). V8 compiles on the main thread (--single-threaded) so that tier-ups land
// at the same points every run; only the main thread's user-space instructions are counted.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

/** Why nothing can be counted here, or null when valgrind is installed. */
export function valgrindMissing() {
  try {
    execFileSync('valgrind', ['--version'], { stdio: 'ignore' });
    return null;
  } catch {
    return 'valgrind is not installed (Debian: apt-get install valgrind); nothing measured.';
  }
}

/** valgrind's arguments to run `node <nodeArgs>` under callgrind, writing its dumps into `dir`. */
export function callgrindCommand(dir, nodeArgs) {
  return [
    '--tool=callgrind',
    '--smc-check=all-non-file',
    '--separate-threads=yes',
    `--callgrind-out-file=${dir}/cg.out`,
    // vgdb's pipes in `dir` too (callgrind_control talks through them), so nothing is left in /tmp.
    `--vgdb-prefix=${dir}/vgdb`,
    process.execPath,
    '--single-threaded',
    ...nodeArgs,
  ];
}

/** `amount` requests to `url`, 10 connections; throws when any failed (a count of errors is no figure). */
export async function load(url, amount, headers = {}) {
  const res = await new Promise((resolve, reject) =>
    autocannon({ url, connections: 10, amount, timeout: 120, headers }, (err, r) => (err ? reject(err) : resolve(r))),
  );
  if (res.non2xx || res.errors || res.timeouts) throw new Error(`${url}: ${res.non2xx + res.errors + res.timeouts} requests failed`);
  return res;
}

/** Instructions of the main thread in callgrind's dump `part`, once its file is complete; null before. */
function mainThreadInstructions(dir, part) {
  for (const f of fs.readdirSync(dir).filter((name) => name.startsWith(`cg.out.${part}-`))) {
    const text = fs.readFileSync(path.join(dir, f), 'utf8');
    if (!/^thread: 1$/m.test(text)) continue;
    // The totals line comes last: before it, the file is still being written (a big process's dump takes seconds under valgrind).
    return /^totals: /m.test(text) ? Number(/^summary: (\d+)/m.exec(text)?.[1] ?? /^totals: (\d+)/m.exec(text)?.[1]) : null;
  }
  return null;
}

/**
 * A counter for the process `pid` writing into `dir`: `count(run)` zeroes the counters, awaits
 * `run()`, dumps, and resolves with the main thread's instructions over it. Dumps are numbered
 * from 1, one per call. `host` is the HOST the process was started with: valgrind names its vgdb
 * pipes after that variable, and callgrind_control finds them by its own.
 */
export function counter(pid, dir, host = process.env.HOST) {
  let part = 0;
  const env = { ...process.env, HOST: host ?? '' };
  if (host === undefined) delete env.HOST;
  const control = (cmd) => execFileSync('callgrind_control', [`--vgdb-prefix=${dir}/vgdb`, cmd, String(pid)], { stdio: 'ignore', env, timeout: 600_000 });
  return async function count(run) {
    control('-z');
    await run();
    control('-d');
    part++;
    for (let waited = 0; waited < 600_000; waited += 200) {
      const n = mainThreadInstructions(dir, part);
      if (n != null) return n;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`no complete dump ${part} of the main thread in ${dir} after 10 min`);
  };
}
