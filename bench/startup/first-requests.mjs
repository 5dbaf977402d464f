// The first requests after /readyz first says 200 (bench/startup, BENCH_FIRST=1): an article from
// the API, its server-rendered page, an annotation, the demo learner's sign-in and a dictionary
// lookup, one after another. Ready means warm (decision 0131): none of them may pay for start-up
// work left for later. Answers each request's wall time and the server's CPU for all of them.
import { cpuMsOf } from '../http/server.mjs';

async function timed(ms, name, url, init) {
  const t = performance.now();
  const res = await fetch(url, init);
  const body = await res.text();
  ms[name] = performance.now() - t;
  if (!res.ok) throw new Error(`${name}: HTTP ${res.status} ${body.slice(0, 200)}`);
  return body;
}

export async function firstRequests(baseUrl, pid) {
  const ms = {};
  const cpu0 = cpuMsOf(pid);
  const json = { 'content-type': 'application/json' };
  await timed(ms, 'article API', `${baseUrl}/api/v1/article/1`);
  await timed(ms, 'article page', `${baseUrl}/article/1`, { headers: { 'accept-encoding': 'br' } });
  await timed(ms, 'annotate', `${baseUrl}/api/v1/dictionary/annotate`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ text: '我们今天在图书馆学习中文。', language: 'Simplified_Chinese' }),
  });
  const login = await timed(ms, 'sign-in', `${baseUrl}/api/v1/user/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: 'learner@lingbridge.local', password: 'learner1234' }),
  });
  await timed(ms, 'lookup', `${baseUrl}/api/v1/dictionary/lookup`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${JSON.parse(login).access_token}` },
    body: JSON.stringify({ text: '学习', lang_from: 'Simplified_Chinese', lang_to: 'English' }),
  });
  const cpuMs = cpuMsOf(pid) - cpu0;
  return {
    ms,
    cpuMs,
    line: `${Object.entries(ms)
      .map(([n, v]) => `${n} ${v.toFixed(0)} ms`)
      .join(', ')}; server CPU ${cpuMs.toFixed(0)} ms`,
  };
}
