#!/usr/bin/env node
// The group report (issue 16): GET /api/v1/organization/org/{orgId}/group/{groupId}/reporting for a
// class of 40 learners with a term (120 days) of activity, against the bare route /healthz of the
// SAME server, on PostgreSQL. Prints req/s, latency and the ratio to the bare route, then the query
// plans of the report's heaviest queries (EXPLAIN ANALYZE). Goal: under 300 ms.
//
//   node bench/organizations/report.mjs
//   BENCH_DURATION=3 BENCH_CONNECTIONS=4 node bench/organizations/report.mjs
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuMsOf, freshPostgres, login, startServer, waitForIdle } from '../http/server.mjs';

const LEARNERS = 40;
const DAYS = 120;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const PG_BASE = (process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '');

const load = (url, headers, duration) =>
  new Promise((resolve, reject) => autocannon({ url, connections: CONNECTIONS, duration, headers }, (err, res) => (err ? reject(err) : resolve(res))));

async function call(base, path, { token, body, method = body ? 'POST' : 'GET' } = {}) {
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${JSON.stringify(json)}`);
  return json;
}

async function demoArticles(base) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const body = await (await fetch(`${base}/api/v1/article?size=100`)).json();
    if (body?.items?.length >= 12) return body.items;
    if (Date.now() > deadline) throw new Error('no demo articles after 90 s');
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** A term of activity for the learners, written straight into the tables (the API only takes today's). */
async function seedTerm(client, userIds, articleIds) {
  const ids = `{${userIds.join(',')}}`;
  const arts = `{${articleIds.join(',')}}`;
  // The tracker: reading and watching lines on most days.
  await client.query(
    `insert into learning_activity (user_id, day, period, page, ref, feature, visits, seconds, clicks)
     select u, (current_date - d)::date, p, 'article', (($2::int[])[1 + (u + d) % array_length($2::int[], 1)])::text, 'read', 2, 300 + (u * d) % 900, 10
       from unnest($1::int[]) u, generate_series(0, ${DAYS - 1}) d, unnest(array['Morning','Evening']) p where (u + d) % 5 <> 0
     union all
     select u, (current_date - d)::date, 'Afternoon', 'videoplayer', ((u + d) % 30 + 1)::text, 'watch', 1, 200 + (u * d) % 600, 3
       from unnest($1::int[]) u, generate_series(0, ${DAYS - 1}) d where (u + d) % 3 = 0`,
    [ids, arts],
  );
  // Words: 250 looked up per learner over the term, a third saved, and their reviews.
  await client.query(
    `insert into vocabulary (user_id, language, target_language, key, text, meaning, is_saved, lookup_count, source_article_id, saved_at, created_at, updated_at)
     select u, 'Simplified_Chinese', 'English', 'w' || w, '词' || w, 'word ' || w, w % 3 = 0, 1 + w % 4,
            (($2::int[])[1 + w % array_length($2::int[], 1)])::text,
            case when w % 3 = 0 then now() - ((w % ${DAYS}) || ' days')::interval end,
            now() - ((w % ${DAYS}) || ' days')::interval, now() - (((w * 7) % ${DAYS}) || ' days')::interval
       from unnest($1::int[]) u, generate_series(1, 250) w`,
    [ids, arts],
  );
  await client.query(
    `insert into review_logs (user_id, vocabulary_id, rating, reviewed_at, log)
     select v.user_id, v.id, (array['again','hard','good','easy'])[1 + (v.id + r) % 4], now() - (((v.id + r * 11) % ${DAYS}) || ' days')::interval, '{}'::jsonb
       from vocabulary v, generate_series(1, 4) r where v.user_id = any($1::int[]) and v.is_saved`,
    [ids],
  );
  // Quizzes: one finished attempt per learner and article, spread over the term; cloze results.
  await client.query(
    `insert into reading_quiz_attempts (user_id, article_id, answers, score, total, started_at, finished_at)
     select u, a, '[]'::jsonb, (u + a) % 4, 3, now() - (((u + a) % ${DAYS}) || ' days')::interval, now() - (((u + a) % ${DAYS}) || ' days')::interval
       from unnest($1::int[]) u, unnest($2::int[]) a`,
    [ids, arts],
  );
  await client.query(
    `insert into reading_cloze_results (user_id, article_id, score, total, updated_at)
     select u, a, (u * a) % 3, 2, now() - (((u * a) % ${DAYS}) || ' days')::interval from unnest($1::int[]) u, unnest($2::int[]) a`,
    [ids, arts],
  );
  await client.query('analyze');
  const counts = await client.query(
    `select (select count(*) from learning_activity) activity, (select count(*) from vocabulary) words, (select count(*) from review_logs) reviews,
            (select count(*) from reading_quiz_attempts) quizzes`,
  );
  return counts.rows[0];
}

const PLANS = {
  'vocabulary: looked up per learner': `select user_id, count(*) from vocabulary where user_id = any($1) and updated_at >= $2 and updated_at < $3 and lookup_count > 0 group by user_id`,
  'review_logs: reviews and retention': `select user_id, count(*), count(*) filter (where rating <> 'again') from review_logs where user_id = any($1) and reviewed_at >= $2 and reviewed_at < $3 group by user_id`,
  'learning_activity: reading': `select user_id, count(distinct nullif(ref, '')), sum(seconds) from learning_activity where user_id = any($1) and feature = 'read' and day >= $2::date and day <= $3::date group by user_id`,
  'quiz attempts: finished and score': `select user_id, count(*), avg(100.0 * score / nullif(total, 0)) from reading_quiz_attempts where user_id = any($1) and finished_at is not null and finished_at >= $2 and finished_at < $3 group by user_id`,
};

const pgUrl = await freshPostgres(PG_BASE, 'lb_bench_orgs');
if (pgUrl.skip) {
  console.log(`skipped: ${pgUrl.skip}`);
  process.exit(0);
}
console.log(`organisations group-report benchmark: ${os.cpus().length} CPU(s), Node ${process.version}, PostgreSQL`);
const server = await startServer({ env: { DATABASE_URL: pgUrl.url, RATE_LIMIT_AUTH_PER_MINUTE: '100000' } });
const client = new pg.Client({ connectionString: pgUrl.url });
await client.connect();
try {
  const base = server.baseUrl;
  const articles = await demoArticles(base);
  const teacher = await login(base, 'teacher@lingbridge.local', 'teacher1234');
  const admin = await login(base, 'admin@lingbridge.local', 'admin1234');
  const org = await call(base, '/organization/org', { token: teacher, body: { name: 'Bench School' } });
  await call(base, `/organization/org/${org.id}`, { token: admin, method: 'PATCH', body: { seat_count: 100 } });
  const group = await call(base, `/organization/org/${org.id}/group`, { token: teacher, body: { name: 'Term class', join_code: true } });
  const made = await call(base, `/organization/org/${org.id}/group/${group.id}/learner`, {
    token: teacher,
    body: { learners: Array.from({ length: LEARNERS }, (_, i) => ({ nick_name: `Learner ${i + 1}` })) },
  });
  const userIds = made.learners.map((l) => l.user_id);
  for (const a of articles.slice(0, 10))
    await call(base, `/organization/org/${org.id}/group/${group.id}/assignment`, {
      token: teacher,
      body: { kind: 'article', resource_id: a.id, due_at: new Date(Date.now() + 7 * 86_400_000).toISOString() },
    });
  const counts = await seedTerm(
    client,
    userIds,
    articles.map((a) => a.id),
  );
  console.log(`seeded: ${LEARNERS} learners, ${DAYS} days: ${JSON.stringify(counts)}`);

  const from = new Date(Date.now() - DAYS * 86_400_000).toISOString();
  const to = new Date().toISOString();
  const report = `${base}/api/v1/organization/org/${org.id}/group/${group.id}/reporting?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
  const auth = { authorization: `Bearer ${teacher}` };
  const one = await (await fetch(report, { headers: auth })).json();
  if (one.learners?.length !== LEARNERS) throw new Error(`report: ${JSON.stringify(one).slice(0, 300)}`);
  await waitForIdle(server.pid);

  const rows = [];
  for (const [label, url, headers] of [
    ['GET /healthz (bare)', `${base}/healthz`, {}],
    [`GET …/reporting (${LEARNERS} learners, ${DAYS} days)`, report, auth],
    [`GET …/reporting?format=csv`, `${report}&format=csv`, auth],
  ]) {
    await load(url, headers, 1);
    const before = cpuMsOf(server.pid);
    const res = await load(url, headers, DURATION);
    const after = cpuMsOf(server.pid);
    rows.push({
      label,
      rps: res.requests.average,
      p50: res.latency.p50,
      p99: res.latency.p99,
      bad: res.non2xx + res.errors,
      cpu: before == null ? null : ((after - before) * 1000) / res.requests.total,
    });
  }
  const bare = rows[0].rps;
  console.log(`\n${DURATION} s per load, ${CONNECTIONS} connections\n`);
  console.log('| route | req/s | ratio to bare | p50 ms | p99 ms | server CPU µs/req | errors |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows)
    console.log(
      `| ${r.label} | ${Math.round(r.rps)} | ${(r.rps / bare).toFixed(3)} | ${r.p50} | ${r.p99} | ${r.cpu == null ? 'n/a' : Math.round(r.cpu)} | ${r.bad} |`,
    );

  // One request alone, no load: what a teacher waits for.
  const alone = [];
  for (let i = 0; i < 10; i++) {
    const t0 = performance.now();
    await (await fetch(report, { headers: auth })).arrayBuffer();
    alone.push(performance.now() - t0);
  }
  alone.sort((a, b) => a - b);
  console.log(`\none request at a time: median ${alone[5].toFixed(1)} ms, worst ${alone[9].toFixed(1)} ms (goal: under 300 ms)`);

  console.log('\nQuery plans (EXPLAIN ANALYZE, the same bounds):');
  for (const [name, q] of Object.entries(PLANS)) {
    const plan = await client.query(`explain (analyze, costs off, timing on) ${q}`, [userIds, from, to]);
    console.log(`\n-- ${name}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
} finally {
  await client.end();
  await server.stop();
}
