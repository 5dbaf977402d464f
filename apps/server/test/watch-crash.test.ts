import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tokenFromMail, uniqueEmail } from './helpers';
import { privateDatabase, startServer, type ServerProcess } from './process-helpers';
import { MEDIA_SKIP, makeSpeechVideo, mediaTools, sttDouble, tmpDir } from './watch-helpers';

const work = tmpDir();
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const s of servers) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.exited));
  fs.rmSync(work, { recursive: true, force: true });
});

async function until<T>(what: string, probe: () => Promise<T | undefined | null | false>, ms = 120_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** A verified member of a fresh server: sign up, follow the e-mailed link, sign in. */
async function verifiedMember(url: string, dataDir: string) {
  const email = uniqueEmail('crash');
  const json = { 'content-type': 'application/json' };
  const reg = await fetch(`${url}/api/v1/user/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: 'secret123', user_role: 'Member', learning_language: 'English', site_language: 'en', agree_terms: true }),
  });
  expect(reg.status).toBe(201);
  const mailDir = path.join(dataDir, 'mail');
  const raw = await until('the verification mail', async () => {
    const f = fs.existsSync(mailDir) && fs.readdirSync(mailDir).find((n) => n.includes(email.replace(/[^a-z0-9@._-]/gi, '_')));
    return f && fs.readFileSync(path.join(mailDir, f), 'utf8');
  });
  const token = tokenFromMail(raw, 'verify');
  expect((await fetch(`${url}/api/v1/user/verify`, { method: 'POST', headers: json, body: JSON.stringify({ token }) })).status).toBe(200);
  const login = await fetch(`${url}/api/v1/user/login`, { method: 'POST', body: new URLSearchParams({ username: email, password: 'secret123' }) });
  return ((await login.json()) as { access_token: string }).access_token;
}

describe.skipIf(!mediaTools)(`a worker killed in the middle of a job (${MEDIA_SKIP})`, { timeout: 300_000 }, () => {
  it('is resumed after a restart and the video finishes exactly once', async () => {
    const dataDir = tmpDir();
    const lines = ['One sentence is spoken here.', 'A second one follows it.', 'And this is the third.'];
    const { file, cues } = makeSpeechVideo(work, lines, { name: 'crash' });
    // The speech-to-text double holds the first request: the job is caught in its captions stage.
    const stt = await sttDouble(cues, { hold: true });
    // On PostgreSQL the servers get a database of their own: the run's workers would take this job.
    const db = await privateDatabase('crash');
    const env = { ...db.env, DATA_DIR: dataDir, SEED_DEMO: 'false', STT_BASE_URL: stt.url, JOB_STALE_MS: '1000', LOG_LEVEL: 'warn' };
    try {
      const first = await startServer(env);
      servers.push(first);
      const token = await verifiedMember(first.url, dataDir);
      const auth = { authorization: `Bearer ${token}` };
      const form = new FormData();
      form.append('file', new Blob([fs.readFileSync(file)], { type: 'video/mp4' }), 'crash.mp4');
      const up = await fetch(`${first.url}/api/v1/video/file`, { method: 'POST', headers: auth, body: form });
      expect(up.status).toBe(201);
      const { file_id } = (await up.json()) as { file_id: string };
      const created = await fetch(`${first.url}/api/v1/video`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ video_file_id: file_id, language: 'English' }),
      });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: number };
      const poll = async (url: string) =>
        (await (await fetch(`${url}/api/v1/video/${id}?include_transcript=false`, { headers: auth })).json()) as Record<string, unknown>;

      await until('the job to reach speech-to-text', async () => stt.requests.length > 0);
      expect(await poll(first.url)).toMatchObject({ transcribe_status: 'pending', stage: 'captions' });
      first.child.kill('SIGKILL');
      await first.exited;

      stt.release(); // from now on the double answers at once
      const second = await startServer(env);
      servers.push(second);
      const done = await until('the video to finish after the restart', async () => {
        const v = await poll(second.url);
        return v.transcribe_status === 'success' || v.transcribe_status === 'fail' ? v : null;
      });
      expect(done.transcribe_fail_reason).toBeNull();
      expect(done).toMatchObject({ transcribe_status: 'success', sentence_count: lines.length });
      const full = (await (await fetch(`${second.url}/api/v1/video/${id}`, { headers: auth })).json()) as { transcript: { id: number; text: string }[] };
      expect(full.transcript.map((s) => s.text)).toEqual(lines);
      // The stored sentences themselves (the caption download reads the table, not the cached JSON).
      const txt = await (await fetch(`${second.url}/api/v1/video/${id}/captions?format=txt`, { headers: auth })).text();
      expect(txt.trim().split('\n')).toEqual(lines);
      expect(stt.requests.length).toBe(2); // the killed run's request, and the resumed run's
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    } finally {
      await stt.close();
      for (const s of servers) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
      await Promise.all(servers.map((s) => s.exited));
      await db.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
