#!/usr/bin/env node
// The Speak Room through Janus (issue 15, decision 0122): Debian's Janus started with a generated
// configuration (scripts/janus-dev.mjs), one server with JANUS_URL, one player publishing her fake
// microphone and camera (480×270, 15 frames a second), then headless listeners added in steps
// (BENCH_LISTENERS, default 1,2,4,8). At each step, over BENCH_WINDOW_S seconds: Janus's CPU (from
// /proc), what the listeners received (kbit/s each) and their packet loss (audio and video), so the
// cost per listener and the listeners one Janus core carries can be stated.
//
//   npm run build -w @lingbridge/web && node bench/speak-room/janus.mjs
import { chromium } from 'playwright-core';
import { janusBinary, startJanus } from '../../scripts/janus-dev.mjs';
import { apiToken, registerViaApi, uniqueEmail } from '../../e2e/lib/app.mjs';
import { cpuMsOf, login, startServer, apiOk } from '../http/server.mjs';
import { capturePeerConnections } from '../../e2e/lib/room-media.mjs';

const STEPS = (process.env.BENCH_LISTENERS ?? '1,2,4,8').split(',').map(Number);
const WINDOW_S = Number(process.env.BENCH_WINDOW_S ?? 10);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const keepAlive = setInterval(() => undefined, 60_000);

if (!janusBinary()) {
  console.log('SKIPPED: the janus binary is not installed (apt-get install -y janus)');
  process.exit(0);
}

const api = apiOk;

const capture = capturePeerConnections;
/** Everything a page has received: bytes, packets and packets lost (audio and video). */
const received = (page) =>
  page.evaluate(async () => {
    const r = { bytes: 0, packets: 0, lost: 0, audioBytes: 0 };
    for (const pc of window.__pcs ?? [])
      if (pc.connectionState !== 'closed')
        (await pc.getStats()).forEach((s) => {
          if (s.type !== 'inbound-rtp') return;
          r.bytes += s.bytesReceived ?? 0;
          r.packets += s.packetsReceived ?? 0;
          r.lost += Math.max(0, s.packetsLost ?? 0);
          if (s.kind === 'audio') r.audioBytes += s.bytesReceived ?? 0;
        });
    return r;
  });

const janus = await startJanus();
const server = await startServer({ env: { ...janus.env, RATE_LIMIT_AUTH_PER_MINUTE: '1000' } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', '--autoplay-policy=no-user-gesture-required'],
});
try {
  const base = server.baseUrl;
  const t = { baseUrl: base, dataDir: server.dataDir };
  const admin = await login(base, 'admin@lingbridge.local', 'admin1234');
  const speaker = await login(base, 'learner@lingbridge.local', 'learner1234');
  const speakerId = (await api(base, speaker, '/user/me')).id;
  const d = await api(base, admin, '/debate', {
    method: 'POST',
    body: {
      title: 'Bench: Janus listeners',
      debate_type: 'debate',
      start_time: new Date(Date.now() + 10 * 60_000).toISOString(),
      duration: 45,
      language: 'English',
      level: 'Beginner',
      description: 'Bench event.',
      max_players: 2,
      max_judges: 0,
    },
  });
  await api(base, admin, `/debate/${d.id}`, { method: 'PATCH', body: { verify_status: 'success' } });
  await api(base, speaker, `/debate/${d.id}/participate`, { method: 'POST', body: { role: 'player', side: 'prop' } });
  await api(base, admin, `/debate/debate_user/${d.id}/${speakerId}`, { method: 'PATCH', body: { state: 'approved' } });
  const max = Math.max(...STEPS);
  const listeners = [];
  for (let i = 0; i < max; i++) {
    const u = await registerViaApi(t, { email: uniqueEmail(`bench-listener-${i}`), nick: `Listener ${i + 1}` });
    const token = await apiToken(t, u.email, u.password);
    const id = (await api(base, token, '/user/me')).id;
    await api(base, token, `/debate/${d.id}/participate`, { method: 'POST', body: { role: 'audience' } });
    await api(base, admin, `/debate/debate_user/${d.id}/${id}`, { method: 'PATCH', body: { state: 'approved' } });
    listeners.push(token);
  }

  async function roomPage(token, viewport) {
    const ctx = await browser.newContext({ baseURL: base, viewport });
    await ctx.addInitScript(capture);
    await ctx.addInitScript((tk) => localStorage.setItem('token', tk), token);
    const page = await ctx.newPage();
    await page.goto(`/debate/room/${d.id}`);
    return page;
  }

  const host = await roomPage(speaker, { width: 1280, height: 800 });
  await host.getByRole('button', { name: 'Enter the room' }).click();
  await host.getByRole('region', { name: 'Stage' }).waitFor();
  const janusPid = janus.pid;

  async function measure(pages) {
    const before = await Promise.all(pages.map(received));
    const c0 = cpuMsOf(janusPid);
    const t0 = performance.now();
    await sleep(WINDOW_S * 1000);
    const c1 = cpuMsOf(janusPid);
    const secs = (performance.now() - t0) / 1000;
    const after = await Promise.all(pages.map(received));
    let bytes = 0;
    let packets = 0;
    let lost = 0;
    after.forEach((a, i) => {
      bytes += a.bytes - before[i].bytes;
      packets += a.packets - before[i].packets;
      lost += a.lost - before[i].lost;
    });
    return {
      cpu: (c1 - c0) / 1000 / secs,
      kbitEach: pages.length ? (bytes * 8) / 1000 / secs / pages.length : 0,
      loss: packets + lost ? lost / (packets + lost) : 0,
    };
  }

  const rows = [];
  await sleep(3000);
  const idle = await measure([]);
  rows.push({ n: 0, ...idle });
  console.log(`publisher only: Janus ${(idle.cpu * 100).toFixed(1)}% of a core`);
  const pages = [];
  for (const n of STEPS) {
    while (pages.length < n) {
      const p = await roomPage(listeners[pages.length], { width: 480, height: 360 });
      await p.getByRole('button', { name: 'Enter the room' }).click();
      pages.push(p);
    }
    // Every listener hears the speaker before the window starts.
    for (const p of pages) for (let i = 0; i < 120 && !((await received(p)).audioBytes > 0); i++) await sleep(250);
    await sleep(3000);
    const m = await measure(pages);
    rows.push({ n, ...m });
    console.log(
      `${n} listener(s): Janus ${(m.cpu * 100).toFixed(1)}% of a core, ${m.kbitEach.toFixed(0)} kbit/s to each, packet loss ${(m.loss * 100).toFixed(2)}%`,
    );
  }
  const last = rows.at(-1);
  const perListener = (last.cpu - idle.cpu) / last.n;
  console.log(`\nJanus cost per listener: ${(perListener * 100).toFixed(2)}% of a core (from 0 to ${last.n} listeners)`);
  if (perListener > 0) console.log(`One Janus core: about ${Math.floor(1 / perListener)} listeners of one speaker (audio + 480×270 video) at this rate`);
  console.log('\n| Listeners | Janus CPU (% of a core) | Received by each (kbit/s) | Packet loss |');
  console.log('|---:|---:|---:|---:|');
  for (const r of rows)
    console.log(`| ${r.n} | ${(r.cpu * 100).toFixed(1)} | ${r.n ? r.kbitEach.toFixed(0) : '–'} | ${r.n ? `${(r.loss * 100).toFixed(2)}%` : '–'} |`);
} finally {
  await browser.close();
  await server.stop();
  await janus.stop();
  clearInterval(keepAlive);
}
