#!/usr/bin/env node
// My learning under load (issue 18), on PostgreSQL:
//  1. GET /api/v1/learning/report for a learner with a year of daily activity (tracker lines every
//     day, 1,000 saved words, 20 reviews a day, 100 quizzes) against the bare route /healthz of the
//     same server. Goal: under 200 ms.
//  2. POST /api/v1/learning/activity: tracker batches of 6 lines from 40 learners, accepted per
//     second and server CPU per batch. Goal: 1,000 learners online (a batch a minute each, ~17/s)
//     cost under a tenth of one core.
//
//   node bench/reports/run.mjs            # BENCH_DURATION=5 (s per load), BENCH_PG_URL=postgres://postgres@127.0.0.1:5432
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuMsOf, freshPostgres, login, startServer, waitForIdle } from '../http/server.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const PG_BASE = (process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '');
const LEARNERS = 40;

const load = (opts) => new Promise((resolve, reject) => autocannon({ duration: DURATION, ...opts }, (err, res) => (err ? reject(err) : resolve(res))));
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function demoArticleIds(base) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const body = await (await fetch(`${base}/api/v1/article?size=100`)).json();
    if (body.items?.length >= 12) return body.items.map((a) => a.id);
    if (Date.now() > deadline) throw new Error('no demo articles after 90 s');
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** A year of one learner's activity, written straight into the database. */
async function seedYear(url, userId, articleIds) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    await db.query('begin');
    const periods = ['Morning', 'Afternoon', 'Evening', 'Night'];
    for (let d = 0; d < 365; d++) {
      const values = [];
      const params = [];
      const add = (...v) => {
        params.push(`(${v.map((_, i) => `$${values.length + i + 1}`).join(',')})`);
        values.push(...v);
      };
      add(userId, day(-d), periods[d % 4], 'article', String(articleIds[d % articleIds.length]), 'read', 2, 600 + (d % 7) * 60, 12);
      add(userId, day(-d), periods[(d + 1) % 4], 'videoplayer', String(1 + (d % 9)), 'watch', 1, 300, 4);
      add(userId, day(-d), periods[(d + 2) % 4], 'flipcard', '', 'vocabulary', 1, 240, 40);
      add(userId, day(-d), periods[(d + 3) % 4], 'home', '', 'other', 3, 30, 2);
      await db.query(
        `insert into learning_activity (user_id, day, period, page, ref, feature, visits, seconds, clicks) values ${params.join(',')} on conflict do nothing`,
        values,
      );
    }
    await db.query(
      `
      insert into vocabulary (user_id, language, target_language, key, text, is_saved, saved_at, card, due_at)
      select $1, 'Spanish', 'English', 'w' || g, 'w' || g, true, now() - (g % 365) * interval '1 day',
        jsonb_build_object('state', case when g % 3 = 0 then 'review' else 'learning' end, 'stability', g % 40),
        now() + ((g % 20) - 5) * interval '1 day'
      from generate_series(1, 1000) g`,
      [userId],
    );
    await db.query(
      `
      insert into review_logs (user_id, vocabulary_id, rating, reviewed_at, log)
      select $1, v.id, case when g % 5 = 0 then 'again' else 'good' end, now() - (g / 20) * interval '1 day', '{}'::jsonb
      from generate_series(0, 7299) g join lateral (select id from vocabulary where user_id = $1 order by id offset (g % 1000) limit 1) v on true`,
      [userId],
    );
    await db.query(
      `
      insert into reading_quiz_attempts (user_id, article_id, answers, score, total, started_at, finished_at)
      select $1, (array[${articleIds.join(',')}])[1 + g % ${articleIds.length}], '[0,1,0]'::jsonb, g % 4, 3,
        now() - g * interval '3 day', now() - g * interval '3 day'
      from generate_series(1, 100) g`,
      [userId],
    );
    await db.query('commit');
    const { rows } = await db.query('select count(*)::int as n from learning_activity where user_id = $1', [userId]);
    return rows[0].n;
  } finally {
    await db.end();
  }
}

async function learners(base, n) {
  const tokens = [];
  for (let i = 0; i < n; i++) {
    const email = `bench-${Date.now().toString(36)}-${i}@example.test`;
    const r = await fetch(`${base}/api/v1/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'secret123', user_role: 'Member', learning_language: 'Spanish', site_language: 'en', agree_terms: true }),
    });
    if (r.status !== 201) throw new Error(`register: HTTP ${r.status} ${await r.text()}`);
    tokens.push(await login(base, email, 'secret123'));
  }
  return tokens;
}

async function main() {
  console.log(`reports benchmark: ${os.cpus().length} CPU(s), Node ${process.version}, load generator in this process, ${DURATION} s per load`);
  const db = await freshPostgres(PG_BASE, 'lb_bench_reports');
  if (db.skip) return void console.log(`skipped: ${db.skip}`);
  const server = await startServer({ env: { DATABASE_URL: db.url, RATE_LIMIT_AUTH_PER_MINUTE: '100000' } });
  try {
    const base = server.baseUrl;
    const articleIds = await demoArticleIds(base);
    const token = await login(base, 'learner@lingbridge.local', 'learner1234');
    const me = await (await fetch(`${base}/api/v1/user/me`, { headers: { authorization: `Bearer ${token}` } })).json();
    const lines = await seedYear(db.url, me.id, articleIds);
    const tokens = await learners(base, LEARNERS);
    await waitForIdle(server.pid);
    const sample = await (await fetch(`${base}/api/v1/learning/report?tz=0`, { headers: { authorization: `Bearer ${token}` } })).json();
    console.log(`seeded: ${lines} tracker lines over a year, ${sample.words.saved} saved words, streak ${sample.goal.streak}, best ${sample.goal.best_streak}`);

    const rows = [];
    const measure = async (label, opts, warm = true) => {
      if (warm) await load({ ...opts, duration: 1 });
      const before = cpuMsOf(server.pid);
      const res = await load(opts);
      const after = cpuMsOf(server.pid);
      rows.push({
        label,
        rps: res.requests.average,
        p50: res.latency.p50,
        p99: res.latency.p99,
        bad: res.non2xx + res.errors,
        cpu: before == null ? null : ((after - before) * 1000) / res.requests.total,
      });
    };
    await measure('GET /healthz (bare)', { url: `${base}/healthz`, connections: 10 });
    await measure('GET /learning/report (a year of activity), 1 connection', {
      url: `${base}/api/v1/learning/report?tz=0`,
      connections: 1,
      headers: { authorization: `Bearer ${token}` },
    });
    await measure('GET /learning/report (a year of activity), 10 connections', {
      url: `${base}/api/v1/learning/report?tz=0`,
      connections: 10,
      headers: { authorization: `Bearer ${token}` },
    });
    const batch = JSON.stringify({
      entries: ['Morning', 'Afternoon', 'Evening'].flatMap((period) => [
        { day: day(0), period, page: 'article', ref: String(articleIds[0]), feature: 'read', visits: 1, seconds: 60, clicks: 3 },
        { day: day(0), period, page: 'flipcard', ref: '', feature: 'vocabulary', visits: 1, seconds: 30, clicks: 9 },
      ]),
    });
    let k = 0;
    await measure(
      `POST /learning/activity (6 lines, ${LEARNERS} learners)`,
      {
        url: `${base}/api/v1/learning/activity`,
        connections: 10,
        // Each learner may send 240 batches an hour; the load stays inside that (no warm-up run).
        amount: LEARNERS * 200,
        requests: [
          {
            method: 'POST',
            setupRequest: (req) => ({
              ...req,
              body: batch,
              headers: { ...req.headers, 'content-type': 'application/json', authorization: `Bearer ${tokens[k++ % tokens.length]}` },
            }),
          },
        ],
      },
      false,
    );
    const bare = rows[0].rps;
    console.log('\n| route | req/s | ratio to bare | p50 ms | p99 ms | server CPU µs/req | non-2xx |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const r of rows)
      console.log(
        `| ${r.label} | ${Math.round(r.rps)} | ${(r.rps / bare).toFixed(3)} | ${r.p50} | ${r.p99} | ${r.cpu == null ? 'n/a' : Math.round(r.cpu)} | ${r.bad} |`,
      );
    const perBatch = rows.at(-1).cpu;
    if (perBatch != null) console.log(`\n1,000 learners, a batch a minute each: ${((perBatch * (1000 / 60)) / 1e6).toFixed(3)} of one core (goal < 0.1)`);
  } finally {
    await server.stop();
  }
}

await main();
