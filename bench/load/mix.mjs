// A school afternoon (issue 21, load): pupils spread over the server processes sign in, read the
// article list and articles, look words up, save sentences and words, poll the video catalogue and
// a video's status, and chat in pairs over the socket. Shared by bench/load/run.mjs (the full run
// with figures) and apps/server/test/load-two-processes.test.ts (the short form in `npm test`).
//
// Every pupil is one client working in a loop without pause (a closed loop: the load is as much as
// the servers answer). Each pupil signs in from an address of its own (the servers trust the
// loopback proxy, TRUST_PROXY=127.0.0.1, and read X-Forwarded-For), at most every 8 s, so the
// sign-in limits (10 a minute per account) are never what is measured; chat messages are kept
// under the 60 a minute per pupil in the same way.
import WebSocket from 'ws';

const PASSWORD = 'afternoon123';
const WORDS = [
  ['学习', 'Simplified_Chinese', 'English'],
  ['朋友', 'Simplified_Chinese', 'English'],
  ['老师', 'Simplified_Chinese', 'English'],
  ['学校', 'Simplified_Chinese', 'English'],
  ['casa', 'Spanish', 'English'],
  ['comer', 'Spanish', 'English'],
  ['libro', 'Spanish', 'English'],
  ['house', 'English', 'Simplified_Chinese'],
  ['learn', 'English', 'Simplified_Chinese'],
];
/** Weighted actions of one step of a pupil's loop (out of 20). */
const STEPS = [
  ['articles', 2],
  ['article', 5],
  ['lookup', 5],
  ['sentence', 1],
  ['word', 1],
  ['videos', 2],
  ['video', 2],
  ['chat', 2],
];
const PLAN = STEPS.flatMap(([name, n]) => Array(n).fill(name));

const addressOf = (i) => `10.${20 + Math.floor(i / 250)}.${i % 250}.${7 + (i % 200)}`;

/**
 * Registers `count` pupils through the API (each from its own address) and marks them verified in
 * the database (the e-mailed link is not what is measured; chat needs a verified account).
 * `dbUrl` is the servers' PostgreSQL database.
 */
export async function enrolPupils(url, dbUrl, count, tag) {
  const pupils = [];
  for (let i = 0; i < count; i++) {
    const email = `${tag}-${i}@afternoon.test`;
    const res = await fetch(`${url}/api/v1/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': addressOf(i) },
      body: JSON.stringify({
        email,
        password: PASSWORD,
        nick_name: `Pupil ${i}`,
        user_role: 'Member',
        learning_language: i % 3 === 2 ? 'Spanish' : 'Simplified_Chinese',
        site_language: 'en',
        agree_terms: true,
      }),
    });
    if (res.status !== 201) throw new Error(`register ${email}: HTTP ${res.status} ${await res.text()}`);
    pupils.push({ i, email, id: (await res.json()).id, address: addressOf(i) });
  }
  const { default: pg } = await import('pg');
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    await db.query(`update users set is_verified = true, verify_status = 'success' where email like $1`, [`${tag}-%@afternoon.test`]);
  } finally {
    await db.end();
  }
  return pupils;
}

function percentile(sorted, p) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Runs the afternoon for `seconds` with pupil i on `urls[i % urls.length]`. Returns the counts, the
 * latencies per route, every failure, and what each pupil's acknowledged writes left behind.
 */
export async function runAfternoon({ urls, pupils, seconds }) {
  const latencies = new Map();
  const failures = [];
  let total = 0;
  const record = (route, ms) => {
    total++;
    let l = latencies.get(route);
    if (!l) latencies.set(route, (l = []));
    l.push(ms);
  };
  const fail = (route, what) => {
    failures.push(`${route}: ${what}`);
  };

  async function call(pupil, route, path, { method = 'GET', body, headers = {} } = {}) {
    const h = { ...headers };
    if (pupil.token) h.authorization = `Bearer ${pupil.token}`;
    const form = body instanceof URLSearchParams;
    if (body && !form && !h['content-type']) h['content-type'] = 'application/json';
    const t0 = performance.now();
    let res;
    try {
      res = await fetch(`${pupil.url}/api/v1${path}`, { method, headers: h, body: body && !form ? JSON.stringify(body) : body });
    } catch (err) {
      fail(route, `no answer (${err.cause?.code ?? err.message})`);
      return null;
    }
    const text = await res.text();
    record(route, performance.now() - t0);
    if (res.status >= 300) {
      fail(route, `HTTP ${res.status} ${text.slice(0, 200)}`);
      return null;
    }
    return text ? JSON.parse(text) : {};
  }

  async function signIn(p) {
    const body = new URLSearchParams({ username: p.email, password: PASSWORD });
    const r = await call({ url: p.url }, 'POST /user/login', '/user/login', { method: 'POST', body, headers: { 'x-forwarded-for': p.address } });
    if (r) p.token = r.access_token;
    p.signedInAt = performance.now();
    return !!r;
  }

  // Sign in, open a socket each, and pair pupils (2k, 2k+1) in a private room: with two processes
  // every pair spans both, so each message crosses from one process to the other through Redis.
  const state = pupils.map((p) => ({ ...p, url: urls[p.i % urls.length], sentences: [], words: new Map(), sent: [], received: new Set() }));
  for (const p of state) if (!(await signIn(p))) throw new Error(`sign-in of ${p.email} failed: ${failures.at(-1)}`);
  await Promise.all(state.map((p) => openSocket(p)));
  for (let k = 0; k + 1 < state.length; k += 2) {
    const a = state[k];
    const b = state[k + 1];
    const created = await frame(a, { command: 'CreateChatRoom', room_type: 'Individual', user_ids: [b.id] }, 'CreateChatRoom');
    if (created?.status !== 'success') throw new Error(`chat room: ${JSON.stringify(created).slice(0, 200)}`);
    a.room = b.room = created.response.id;
  }
  const catalogue = await call(state[0], 'GET /article', '/article?size=50');
  const articles = (catalogue?.items ?? []).map((a) => a.id);
  const videoPage = await call(state[0], 'GET /video/list', '/video/list?page=1&size=20');
  const videos = (videoPage?.items ?? []).map((v) => v.id);
  if (!articles.length) throw new Error('no articles to read (is the demo content seeded?)');

  function openSocket(p) {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`${p.url.replace('http', 'ws')}/api/v1/chat?token=${p.token}`, { perMessageDeflate: false });
      p.ws = ws;
      p.waiting = [];
      ws.once('open', resolve);
      ws.once('error', reject);
      ws.on('message', (d) => {
        const f = JSON.parse(String(d));
        if (f.command === 'ReceiveMessage' && f.status === 'success') p.received.add(f.response.id);
        const i = p.waiting.findIndex((w) => w.command === f.command);
        if (i >= 0) p.waiting.splice(i, 1)[0].resolve(f);
      });
      ws.on('close', () => p.waiting.splice(0).forEach((w) => w.resolve(null)));
    });
  }
  function frame(p, body, command) {
    return new Promise((resolve) => {
      p.waiting.push({ command, resolve });
      p.ws.send(JSON.stringify(body));
    });
  }

  const actions = {
    articles: (p, n) => call(p, 'GET /article', `/article?page=${1 + (n % 3)}&size=12`),
    article: (p, n) => call(p, 'GET /article/:id', `/article/${articles[(p.i + n) % articles.length]}`),
    lookup: async (p, n) => {
      const [text, lang_from, lang_to] = WORDS[(p.i + n) % WORDS.length];
      const e = await call(p, 'POST /dictionary/lookup', '/dictionary/lookup', { method: 'POST', body: { text, lang_from, lang_to } });
      if (e?.id) p.lastEntry = e.id;
    },
    sentence: async (p, n) => {
      const zh = `第${n}句：${p.email} 每天早上七点起床，然后去学校。`;
      const s = await call(p, 'POST /video/sentence', '/video/sentence', {
        method: 'POST',
        body: { zh_text: zh, en_text: `Sentence ${n}: I get up at seven, then go to school.`, language: 'Simplified_Chinese' },
      });
      if (s?.id) p.sentences.push({ id: s.id, zh });
    },
    word: async (p) => {
      if (!p.lastEntry) return;
      const w = await call(p, 'POST /vocabulary/save/:id', `/vocabulary/save/${p.lastEntry}`, { method: 'POST' });
      if (w) p.words.set(w.id, w.is_saved);
    },
    videos: (p, n) => call(p, 'GET /video/list', `/video/list?page=${1 + (n % 2)}&size=12`),
    video: (p, n) => (videos.length ? call(p, 'GET /video/:id', `/video/${videos[(p.i + n) % videos.length]}`) : null),
    chat: async (p, n) => {
      if (!p.room || performance.now() - (p.chattedAt ?? 0) < 1500) return;
      p.chattedAt = performance.now();
      const client_id = `p${p.i}n${n}`;
      const t0 = performance.now();
      const ack = await frame(p, { command: 'SendMessage', chat_room_id: p.room, text: `${client_id}: 你好, hola`, file_links: [], client_id }, 'SendMessage');
      record('WS SendMessage', performance.now() - t0);
      if (ack?.status !== 'success') return fail('WS SendMessage', JSON.stringify(ack).slice(0, 200));
      p.sent.push(ack.response.id);
    },
  };

  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    state.map(async (p) => {
      for (let n = 0; performance.now() < until; n++) {
        if (performance.now() - p.signedInAt > 8000 && n % 20 === 0) await signIn(p);
        await actions[PLAN[(p.i * 7 + n) % PLAN.length]](p, n);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { total, seconds: elapsed, throughput: total / elapsed, failures, latencies, pupils: state };
}

/** The figures of one or more runs taken together: requests, throughput, p50 and p99 per route. */
export function summarize(runs) {
  const all = new Map();
  for (const r of runs) for (const [route, l] of r.latencies) all.set(route, [...(all.get(route) ?? []), ...l]);
  const routes = [...all]
    .map(([route, l]) => {
      l.sort((a, b) => a - b);
      return { route, count: l.length, p50: percentile(l, 50), p99: percentile(l, 99) };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
  const total = runs.reduce((n, r) => n + r.total, 0);
  const seconds = runs.reduce((n, r) => n + r.seconds, 0);
  return { total, seconds, throughput: total / seconds, failures: runs.flatMap((r) => r.failures), routes };
}

/** Closes the pupils' sockets. */
export function closeSockets(result) {
  for (const p of result.pupils) p.ws?.close();
}

/**
 * Reads every pupil's acknowledged writes back from a process other than the one that took them
 * (with one process, from that one): saved sentences, the last state of each saved word, and the
 * chat messages (stored in the room, and delivered to the partner's socket). Returns what is missing.
 */
export async function missingWrites(result, urls) {
  const missing = [];
  const get = async (p, path) => {
    const other = urls[(p.i + 1) % urls.length];
    const res = await fetch(`${other}/api/v1${path}`, { headers: { authorization: `Bearer ${p.token}` } });
    if (!res.ok) throw new Error(`GET ${path} from the other process: HTTP ${res.status}`);
    return res.json();
  };
  const byIndex = new Map(result.pupils.map((p) => [p.i, p]));
  for (const p of result.pupils) {
    const sentences = await get(p, '/video/sentence/list?page=1&size=250');
    const stored = new Map((sentences.items ?? sentences).map((s) => [s.id, s.zh_text]));
    for (const s of p.sentences) if (stored.get(s.id) !== s.zh) missing.push(`${p.email}: sentence ${s.id}`);
    const vocabulary = await get(p, '/vocabulary?page=1&size=250');
    const saved = new Map(vocabulary.items.map((w) => [w.id, w.is_saved]));
    for (const [id, isSaved] of p.words)
      if ((saved.get(id) ?? false) !== isSaved) missing.push(`${p.email}: word ${id} should be ${isSaved ? 'saved' : 'not saved'}`);
    if (p.room && p.sent.length) {
      const page = await get(p, `/chat/${p.room}/messages?page=1&size=250`);
      const ids = new Set(page.items.map((m) => m.id));
      const partner = byIndex.get(p.i % 2 ? p.i - 1 : p.i + 1);
      for (const id of p.sent) {
        if (!ids.has(id) && page.items.length < 250) missing.push(`${p.email}: chat message ${id} not stored`);
        if (partner && !partner.received.has(id)) missing.push(`${p.email}: chat message ${id} not delivered to the partner`);
      }
    }
  }
  return missing;
}
