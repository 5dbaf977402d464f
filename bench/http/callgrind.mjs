// Counting instructions per request under valgrind's callgrind (decision 0146), shared by
// bench/http/instructions.mjs (a plain route and the app's layers) and bench/http/instructions-app.mjs
// (the real server's routes). V8 compiles on the main thread (--single-threaded) so that tier-ups land
// at the same points every run; only the main thread's user-space instructions are counted.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
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

/** The main thread's file of callgrind's dump `part`, once it is complete; null before. */
function mainThreadDump(dir, part) {
  for (const f of fs.readdirSync(dir).filter((name) => name.startsWith(`cg.out.${part}-`))) {
    const text = fs.readFileSync(path.join(dir, f), 'utf8');
    if (!/^thread: 1$/m.test(text)) continue;
    // The totals line comes last: before it, the file is still being written (a big process's dump takes seconds under valgrind).
    return /^totals: /m.test(text) ? text : null;
  }
  return null;
}

// V8's full (mark-compact) collection: the whole heap's marking, sweeping and compaction, with the
// marking barrier it puts on the program meanwhile. It runs when the old generation reaches its
// limit, which here is mostly the dictionaries: ~450–550 million instructions that land in one
// window now and then, whichever route was running. Scavenges (the young generation) are not in it:
// they follow each route's own allocations.
// The sweeper's page bookkeeping (ActiveSystemPages, its popcount) is counted with it: with V8 on one
// thread the sweeping runs lazily on the main thread, ~24,000 instructions per request of a window.
const FULL_GC =
  /MarkCompact|Marking|ShouldVisit|Sweep|Evacuat|heap::base::Worklist|IterateObjectCache|BodyDescriptorBase::Iterate|RelocIterator|ActiveSystemPages|__popcountdi2/;
// Compilation: bytecode, and the baseline and optimizing compilers (with V8 on one thread, also a
// re-optimization after a deoptimization, which lands in one window).
const COMPILE = /v8::internal::(compiler|maglev|baseline|interpreter|turboshaft)::|v8::internal::(Parser|Scanner|Zone)\b|BytecodeGenerator/;

/** Self cost per function of one callgrind file (Ir), by name. */
function selfCosts(text) {
  const names = new Map();
  const costs = new Map();
  let fn = null;
  let skip = false;
  for (const line of text.split('\n')) {
    if (skip) {
      skip = false; // the inclusive cost of a call: counted in the callee
      continue;
    }
    const c = line.charCodeAt(0);
    if ((c >= 48 && c <= 57) || c === 43 || c === 45 || c === 42) {
      if (fn === null) continue;
      const sp = line.indexOf(' ');
      if (sp > 0) costs.set(fn, (costs.get(fn) ?? 0) + Number(line.slice(sp + 1).split(' ')[0]));
      continue;
    }
    if (line.startsWith('fn=') || line.startsWith('cfn=')) {
      const m = /^c?fn=\((\d+)\)(?: (.*))?$/.exec(line);
      if (m?.[2] !== undefined) names.set(m[1], m[2]);
      if (line[0] === 'f') fn = m ? (names.get(m[1]) ?? m[1]) : line.slice(3);
    } else if (line.startsWith('calls=')) skip = true;
  }
  return costs;
}

/** One window's instructions: all of them, and the full collections' and compilation's shares. */
function split(text) {
  let all = 0;
  let gc = 0;
  let compile = 0;
  for (const [name, n] of selfCosts(text)) {
    all += n;
    if (FULL_GC.test(name)) gc += n;
    else if (COMPILE.test(name)) compile += n;
  }
  return { all, gc, compile, own: all - gc - compile };
}

/**
 * A counter for the process `pid` writing into `dir`: `count(run)` zeroes the counters, awaits
 * `run()`, dumps, and resolves with the main thread's instructions over it, `{ all, gc, compile, own }`
 * (own: without full collections and compilation). Dumps are numbered from 1, one per call. `host` is the HOST the process was started with: valgrind names its vgdb
 * pipes after that variable, and callgrind_control finds them by its own.
 */
export function counter(pid, dir, host = process.env.HOST) {
  let part = 0;
  const env = { ...process.env, HOST: host };
  if (host === undefined) delete env.HOST;
  const control = (cmd) => execFileSync('callgrind_control', [`--vgdb-prefix=${dir}/vgdb`, cmd, String(pid)], { stdio: 'ignore', env, timeout: 600_000 });
  return async function count(run) {
    control('-z');
    await run();
    control('-d');
    part++;
    for (let waited = 0; waited < 600_000; waited += 200) {
      const text = mainThreadDump(dir, part);
      if (text != null) return split(text);
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`no complete dump ${part} of the main thread in ${dir} after 10 min`);
  };
}

/**
 * A plain Fastify route with some of the app's global layers (bench/http/layers.ts; '' for none)
 * in a process of its own under callgrind: `warmup` requests, then `windows` counted windows of `n`,
 * each `{ all, gc, compile, own }` for the whole window. `keep` leaves callgrind's dumps in place.
 */
export async function countLayers(layers, { nodeFlags = [], warmup, n, windows, keep = false }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lingbridge-cg-'));
  const child = spawn('valgrind', callgrindCommand(dir, [...nodeFlags, '--import', 'tsx', path.join(import.meta.dirname, 'layers.ts')]), {
    env: { ...process.env, LAYERS: layers },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const port = await new Promise((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (d) => (out += d) && /PORT (\d+)/.test(out) && resolve(/PORT (\d+)/.exec(out)[1]));
      child.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
    });
    const url = `http://127.0.0.1:${port}/healthz`;
    const count = counter(child.pid, dir);
    await load(url, warmup);
    const counted = [];
    for (let w = 0; w < windows; w++) counted.push(await count(() => load(url, n)));
    return counted;
  } finally {
    child.kill('SIGKILL');
    if (keep) console.log(`callgrind's dumps of LAYERS=${layers} kept in ${dir}`);
    else fs.rmSync(dir, { recursive: true, force: true });
  }
}
