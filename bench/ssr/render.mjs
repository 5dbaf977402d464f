#!/usr/bin/env node
// What server rendering costs (decision 0044): requests per second, latency and server CPU per
// request for the rendered reading pages (from the page cache, and rendered for every request),
// against the plain app page (index.html as it is) and the API call the list page is rendered
// from, in one run on one server (autocannon, 10 connections).
//
//   node bench/ssr/render.mjs                     # PGlite, 2 rounds of 4 s per case
//   BENCH_DURATION=3 BENCH_ROUNDS=1 node bench/ssr/render.mjs
import autocannon from 'autocannon';
import { snapshotDist, ensureWebBuild } from '../../e2e/lib/web-build.mjs';
import { cpuMsOf, startServer, waitForIdle } from '../http/server.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
let n = 0;
const run = (url, headers, { miss = false } = {}) =>
  new Promise((resolve, reject) =>
    autocannon(
      {
        url,
        connections: 10,
        duration: DURATION,
        headers,
        // A query no other request had: the page cache misses and the page is rendered.
        ...(miss && { requests: [{ setupRequest: (req) => ({ ...req, path: `${new URL(url).pathname}?n=${++n}` }) }] }),
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    ),
  );

ensureWebBuild();
const dist = snapshotDist();
const server = await startServer({ env: { WEB_DIST: dist } });
try {
  for (let i = 0; ; i++) {
    const res = await fetch(`${server.baseUrl}/api/v1/article?size=100`).then((r) => r.json());
    if (res.items?.length >= 12) break;
    if (i > 240) throw new Error('the demo articles were not seeded');
    await new Promise((r) => setTimeout(r, 500));
  }
  await waitForIdle(server.pid);
  const br = { 'accept-encoding': 'br' };
  const cases = [
    ['/video: the plain app (index.html), the baseline', '/video', br],
    ['/read rendered, from the page cache (brotli)', '/read', br],
    ['/article/4 rendered, from the page cache (brotli)', '/article/4', br],
    ['/read rendered for each request (cache missed)', '/read', br, { miss: true }],
    ['/article/4 rendered for each request (cache missed)', '/article/4', br, { miss: true }],
    ['/read for a signed-in browser (plain app)', '/read', { ...br, cookie: 'lb_prefs=%7B%22token%22%3A%221%22%7D' }],
    ['GET /api/v1/article (the list the page shows)', '/api/v1/article?learning_language=Simplified_Chinese&page=1&size=12', {}],
  ];
  for (const [, path, headers, opts] of cases) await run(`${server.baseUrl}${path}`, headers, opts); // warm-up
  const results = new Map();
  for (let r = 0; r < ROUNDS; r++)
    for (const [label, path, headers, opts] of cases) {
      const cpu0 = cpuMsOf(server.pid);
      const res = await run(`${server.baseUrl}${path}`, headers, opts);
      const cpu = (cpuMsOf(server.pid) - cpu0) / res.requests.total;
      const prev = results.get(label) ?? [];
      prev.push({ rps: res.requests.average, p50: res.latency.p50, p99: res.latency.p99, cpu, errors: res.errors + res.non2xx });
      results.set(label, prev);
    }
  const base = Math.max(...results.get(cases[0][0]).map((x) => x.rps));
  console.log(`${ROUNDS} round(s) of ${DURATION} s per case, 10 connections; best round shown`);
  for (const [label, rounds] of results) {
    const best = rounds.reduce((a, b) => (b.rps > a.rps ? b : a));
    console.log(
      `${label.padEnd(50)} ${best.rps.toFixed(0).padStart(6)} req/s  p50 ${String(best.p50).padStart(3)} ms  p99 ${String(best.p99).padStart(4)} ms  CPU ${best.cpu.toFixed(2)} ms/req  ×${(best.rps / base).toFixed(2)} of baseline${best.errors ? `  ERRORS ${best.errors}` : ''}`,
    );
  }
} finally {
  await server.stop();
}
