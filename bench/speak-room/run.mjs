#!/usr/bin/env node
// The Speak Room (issue 15) on one server (PGlite) with Chromium's fake devices:
//  1. from pressing "Enter the room" to hearing the first audio of a player already in the room
//     (goal under 1 s), against the signalling alone (the Join answer) in the same run;
//  2. how far two browsers' room clocks are from the server's, one browser's own clock 37 s wrong
//     (goal within 200 ms), also after its network dropped and came back;
//  3. the signalling socket's forwarded frames per second (offers and candidates between two
//     peers) against the chat socket's messages per second between the same two people.
//
//   npm run build -w @lingbridge/web && node bench/speak-room/run.mjs
//   BENCH_ROUNDS=5 BENCH_FRAMES=3000 node bench/speak-room/run.mjs
import WebSocket from 'ws';
import { chromium } from 'playwright-core';
import { login, startServer, apiOk } from '../http/server.mjs';
import { capturePeerConnections } from '../../e2e/lib/room-media.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const keepAlive = setInterval(() => undefined, 60_000); // a frame that never comes must not end the run silently
const FRAMES = Number(process.env.BENCH_FRAMES ?? 2000);
const SKEW_MS = 37_000;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const api = apiOk;

const capture = capturePeerConnections;
const audioBytes = (page) =>
  page.evaluate(async () => {
    let n = 0;
    for (const pc of window.__pcs ?? [])
      if (pc.connectionState !== 'closed') (await pc.getStats()).forEach((s) => s.type === 'inbound-rtp' && s.kind === 'audio' && (n += s.bytesReceived ?? 0));
    return n;
  });

class Socket {
  constructor(url) {
    this.ws = new WebSocket(url);
    this.frames = [];
    this.listeners = [];
    this.ws.on('close', (code) => (this.closedWith = code));
    this.ws.on('message', (d) => {
      const f = JSON.parse(d.toString());
      if (f.status === 'error' && !this.saidError) console.error('error frame:', JSON.stringify(f).slice(0, 300));
      if (f.status === 'error') this.saidError = true;
      for (const l of this.listeners) l(f);
    });
  }
  open() {
    return new Promise((res, rej) => (this.ws.once('open', res), this.ws.once('error', rej)));
  }
  next(pred) {
    return new Promise((res) => {
      const l = (f) => {
        if (!pred(f)) return;
        this.listeners.splice(this.listeners.indexOf(l), 1);
        res(f);
      };
      this.listeners.push(l);
    });
  }
  send(f) {
    this.ws.send(JSON.stringify(f));
  }
}

/**
 * Frames per second from A to B, 32 in flight (a socket takes at most 64 queued frames before it
 * says "too fast"): `make(i)` builds frame i, `isOne(f)` recognises its arrival at B.
 */
async function throughput(a, b, make, isOne) {
  const WINDOW = 32;
  let sent = 0;
  let got = 0;
  const t0 = performance.now();
  await new Promise((resolve) => {
    const pump = () => {
      while (sent < FRAMES && sent - got < WINDOW) a.send(make(sent++));
    };
    b.listeners.push((f) => {
      if (!isOne(f)) return;
      if (++got === FRAMES) resolve();
      else pump();
    });
    pump();
  });
  return FRAMES / ((performance.now() - t0) / 1000);
}

const server = await startServer({ env: { CHAT_MESSAGES_PER_MINUTE: '1000000', RATE_LIMIT_AUTH_PER_MINUTE: '1000' } });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', '--autoplay-policy=no-user-gesture-required'],
});
try {
  const base = server.baseUrl;
  const admin = await login(base, 'admin@lingbridge.local', 'admin1234');
  const ana = await login(base, 'learner@lingbridge.local', 'learner1234');
  const ben = await login(base, 'teacher@lingbridge.local', 'teacher1234');
  const [anaId, benId] = [(await api(base, ana, '/user/me')).id, (await api(base, ben, '/user/me')).id];
  const d = await api(base, admin, '/debate', {
    method: 'POST',
    body: {
      title: 'Bench: should schools start later?',
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
  for (const [token, id, side] of [
    [ana, anaId, 'prop'],
    [ben, benId, 'opp'],
  ]) {
    await api(base, token, `/debate/${d.id}/participate`, { method: 'POST', body: { role: 'player', side } });
    await api(base, admin, `/debate/debate_user/${d.id}/${id}`, { method: 'PATCH', body: { state: 'approved' } });
  }

  async function roomPage(token, skew = 0) {
    const ctx = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
    await ctx.addInitScript(capture);
    if (skew)
      await ctx.addInitScript((s) => {
        const real = Date.now;
        Date.now = () => real() + s;
      }, skew);
    await ctx.addInitScript((t) => localStorage.setItem('token', t), token);
    const page = await ctx.newPage();
    await page.goto(`/debate/room/${d.id}`);
    await page.getByRole('switch', { name: 'Camera on' }).uncheck();
    return page;
  }

  // 1. Enter → first audio, against Enter → the Join answer.
  const host = await roomPage(ben);
  await host.getByRole('button', { name: 'Enter the room' }).click();
  await host.getByRole('region', { name: 'Stage' }).waitFor();
  const guest = await roomPage(ana, SKEW_MS);
  const toAudio = [];
  const toJoin = [];
  for (let r = 0; r < ROUNDS; r++) {
    if (r) {
      await guest.getByRole('button', { name: 'Leave' }).click();
      await guest.getByRole('button', { name: 'Enter the room' }).waitFor();
      await sleep(500);
    }
    const joined = new Promise((res) =>
      guest.once('websocket', (ws) => ws.on('framereceived', (f) => String(f.payload).includes('"command":"Join"') && res(performance.now()))),
    );
    const t0 = performance.now();
    await guest.getByRole('button', { name: 'Enter the room' }).click();
    for (;;) {
      if ((await audioBytes(guest)) > 0) break;
      await sleep(10);
    }
    toAudio.push(performance.now() - t0);
    toJoin.push((await joined) - t0);
  }
  console.log(`\nEnter → first audio: median ${median(toAudio).toFixed(0)} ms (${toAudio.map((x) => x.toFixed(0)).join(', ')}); goal < 1000 ms`);
  console.log(
    `Enter → Join answer (signalling alone): median ${median(toJoin).toFixed(0)} ms; audio needs ${(median(toAudio) / median(toJoin)).toFixed(1)}x that`,
  );

  // 2. Clock agreement: each browser's idea of the server's time, read as close together as we can.
  async function agreement(label) {
    await sleep(1500);
    const read = (p) => p.evaluate(() => Date.now() + Number(document.querySelector('[data-clock-offset]')?.getAttribute('data-clock-offset') ?? NaN));
    const errs = [];
    for (let i = 0; i < 5; i++) {
      const t0 = Date.now();
      const [h, g] = [await read(host), await read(guest)];
      const t1 = Date.now();
      const mid = (t0 + t1) / 2;
      errs.push({ host: h - mid, guest: g - mid, between: Math.abs(h - g), spread: t1 - t0 });
    }
    const m = (k) => median(errs.map((e) => Math.abs(e[k])));
    console.log(
      `${label}: host off the server by ${m('host').toFixed(0)} ms, guest (own clock +${SKEW_MS / 1000} s) by ${m('guest').toFixed(0)} ms, between them ${m('between').toFixed(0)} ms (reading spread ${m('spread')} ms); goal ≤ 200 ms`,
    );
  }
  await agreement('Clocks');
  await guest.context().setOffline(true);
  await guest.getByRole('button', { name: /click to reconnect/ }).waitFor({ timeout: 30_000 });
  await guest.context().setOffline(false);
  await guest.getByRole('listitem', { name: /, Opposition/ }).waitFor({ timeout: 30_000 });
  await agreement('Clocks after a reconnect');

  // 3. Frames per second: signalling between two peers against chat messages between the same two.
  const wsBase = base.replace('http', 'ws');
  const [sa, sb] = [
    new Socket(`${wsBase}/api/v1/debate/${d.id}/room/socket?token=${ana}`),
    new Socket(`${wsBase}/api/v1/debate/${d.id}/room/socket?token=${ben}`),
  ];
  await Promise.all([sa.open(), sb.open()]);
  const ja = sa.next((f) => f.command === 'Join');
  sa.send({ command: 'Join', mic: true, cam: false });
  await ja;
  const jb = sb.next((f) => f.command === 'Join');
  sb.send({ command: 'Join', mic: true, cam: false });
  const bPeer = (await jb).response.me.peer_id;
  const candidate = { candidate: 'candidate:1 1 udp 2122260223 192.0.2.1 54321 typ host generation 0', sdpMid: '0', sdpMLineIndex: 0 };
  const signalRate = await throughput(
    sa,
    sb,
    () => ({ command: 'Signal', to: bPeer, candidate }),
    (f) => f.command === 'Signal',
  );
  const [ca, cb] = [new Socket(`${wsBase}/api/v1/chat?token=${ana}`), new Socket(`${wsBase}/api/v1/chat?token=${ben}`)];
  await Promise.all([ca.open(), cb.open()]);
  const made = ca.next((f) => f.command === 'CreateChatRoom');
  ca.send({ command: 'CreateChatRoom', room_type: 'Individual', user_ids: [benId] });
  const roomId = (await made).response.id;
  const chatRate = await throughput(
    ca,
    cb,
    (i) => ({ command: 'SendMessage', chat_room_id: roomId, text: `hello ${i}`, client_id: `m${i}` }),
    (f) => f.command === 'ReceiveMessage',
  );
  console.log(
    `Signalling: ${signalRate.toFixed(0)} frames/s forwarded; chat: ${chatRate.toFixed(0)} messages/s delivered (signalling ${(signalRate / chatRate).toFixed(1)}x the chat)`,
  );
  for (const s of [sa, sb, ca, cb]) s.ws.close();
} finally {
  await browser.close();
  await server.stop();
  clearInterval(keepAlive);
}
