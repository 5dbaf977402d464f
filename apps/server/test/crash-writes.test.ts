import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ChatClient } from './chat-helpers';
import { allSentences, until, verifiedMember, type SavedSentence as Saved } from './member-helpers';
import { privateDatabase, startServer, type ServerProcess } from './process-helpers';

/**
 * Crashes that lose nothing (issue 21): the server is killed with SIGKILL while four clients make
 * writes, and every write it acknowledged is there after a restart on the same data, whole; a write
 * cut off before its answer is either there whole or not at all. Over HTTP (saved sentences) and
 * over the /chat socket (messages). On PGlite (the data folder) and, in the PostgreSQL pass, on a
 * database of its own.
 */
const servers: ServerProcess[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const s of servers) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
  await Promise.all(servers.map((s) => s.exited));
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const json = { 'content-type': 'application/json' };

describe('a server killed while clients write', { timeout: 300_000 }, () => {
  it('keeps every acknowledged write, whole, after a restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lb-crashw-'));
    dirs.push(dataDir);
    const db = await privateDatabase('crashw');
    const env = { ...db.env, DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn' };
    try {
      const first = await startServer(env);
      servers.push(first);
      const token = await verifiedMember(first.url, dataDir);
      const headers = { ...json, authorization: `Bearer ${token}` };

      // Four clients save numbered sentences as fast as the server answers, until it dies.
      const acked: { n: number; id: number }[] = [];
      const sent = new Map<number, { zh: string; en: string }>();
      let next = 0;
      let dead = false;
      let failure: Error | null = null;
      const client = async () => {
        while (!dead) {
          const n = next++;
          const body = { zh: `第${n}句：我每天早上七点起床，然后去学校。`, en: `Sentence ${n}: I get up at seven every morning, then go to school.` };
          sent.set(n, body);
          try {
            const res = await fetch(`${first.url}/api/v1/video/sentence`, {
              method: 'POST',
              headers,
              body: JSON.stringify({ zh_text: body.zh, en_text: body.en, language: 'Simplified_Chinese' }),
            });
            if (res.status === 201 || res.status === 200) acked.push({ n, id: ((await res.json()) as Saved).id });
            else if (!dead) failure = new Error(`save ${n}: HTTP ${res.status} ${await res.text()}`);
          } catch (err) {
            if (!dead) failure = err as Error;
          }
          if (failure) return;
        }
      };
      const clients = Array.from({ length: 4 }, client);
      await until('40 acknowledged writes', async () => {
        if (failure) throw failure;
        return acked.length >= 40;
      });
      first.child.kill('SIGKILL');
      dead = true;
      await first.exited;
      await Promise.allSettled(clients);
      const ackedAtKill = [...acked];

      const second = await startServer(env);
      servers.push(second);
      const stored = await allSentences(second.url, token);
      const byId = new Map(stored.map((s) => [s.id, s]));
      // Every acknowledged write is there, with exactly what was sent.
      for (const a of ackedAtKill) {
        const s = byId.get(a.id);
        expect(s, `acknowledged sentence ${a.n} (id ${a.id})`).toBeDefined();
        expect(s!.zh_text).toBe(sent.get(a.n)!.zh);
        expect(s!.en_text).toBe(sent.get(a.n)!.en);
      }
      // Nothing half-written: every stored sentence is one that was sent, whole.
      const sentTexts = new Map([...sent.values()].map((b) => [b.zh, b.en]));
      for (const s of stored) expect(sentTexts.get(s.zh_text)).toBe(s.en_text);
      expect(stored.length).toBeGreaterThanOrEqual(ackedAtKill.length);
      expect(stored.length).toBeLessThanOrEqual(sent.size);

      // The restarted server takes writes again.
      const again = await fetch(`${second.url}/api/v1/video/sentence`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ zh_text: '重启以后。', en_text: 'After the restart.', language: 'Simplified_Chinese' }),
      });
      expect(again.status).toBe(201);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    } finally {
      await db.drop();
    }
  });

  it('keeps every chat message the socket acknowledged, whole, after a restart', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lb-crashws-'));
    dirs.push(dataDir);
    const db = await privateDatabase('crashws');
    const env = { ...db.env, DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn', CHAT_MESSAGES_PER_MINUTE: '1000000' };
    try {
      const first = await startServer(env);
      servers.push(first);
      const [ana, ben] = [await verifiedMember(first.url, dataDir), await verifiedMember(first.url, dataDir)];
      const benId = ((await (await fetch(`${first.url}/api/v1/user/me`, { headers: { authorization: `Bearer ${ben}` } })).json()) as { id: number }).id;
      const ws = first.url.replace('http', 'ws');
      const sockets = [await ChatClient.open(ws, ana), await ChatClient.open(ws, ana), await ChatClient.open(ws, ben)];
      const room = await sockets[0].request({ command: 'CreateChatRoom', room_type: 'Individual', user_ids: [benId] });
      expect(room.status).toBe('success');
      const roomId = room.response.id as number;

      // Three sockets (two of Ana's, one of Ben's), each with three messages in flight, send until the server dies.
      const acked: { n: number; id: number }[] = [];
      const sent = new Map<number, string>();
      let next = 0;
      let dead = false;
      let failure: Error | null = null;
      const writer = async (c: ChatClient) => {
        while (!dead && !failure) {
          const n = next++;
          const text = `消息 ${n}：今天下午我们在图书馆见面，好吗？ Message ${n}: shall we meet at the library this afternoon?`;
          sent.set(n, text);
          try {
            c.send({ command: 'SendMessage', chat_room_id: roomId, text, file_links: [], client_id: `m${n}` });
            const answer = await c.next((f) => f.command === 'SendMessage' && f.response?.client_id === `m${n}`, 10_000);
            if (answer.status === 'success') acked.push({ n, id: answer.response.id });
            else if (!dead) failure = new Error(`message ${n}: ${JSON.stringify(answer)}`);
          } catch (err) {
            if (!dead) failure = err as Error;
          }
        }
      };
      const writers = sockets.flatMap((c) => [writer(c), writer(c), writer(c)]);
      await until('60 acknowledged messages', async () => {
        if (failure) throw failure;
        return acked.length >= 60;
      });
      first.child.kill('SIGKILL');
      dead = true;
      await first.exited;
      const ackedAtKill = [...acked];
      await Promise.allSettled(writers);

      const second = await startServer(env);
      servers.push(second);
      const stored: { id: number; text: string }[] = [];
      for (let after = 0; ;) {
        const res = await fetch(`${second.url}/api/v1/chat/${roomId}/messages?after_id=${after}&size=100`, { headers: { authorization: `Bearer ${ana}` } });
        expect(res.status).toBe(200);
        const page = (await res.json()) as { items: { id: number; text: string }[]; has_more: boolean };
        stored.push(...page.items);
        if (!page.has_more || !page.items.length) break;
        after = page.items[page.items.length - 1].id;
      }
      const byId = new Map(stored.map((m) => [m.id, m.text]));
      if (process.env.CRASH_VERBOSE) console.log(`chat crash: ${ackedAtKill.length} acknowledged at the kill, ${sent.size} sent, ${stored.length} stored`);
      // Every acknowledged message is there, with exactly its text.
      for (const a of ackedAtKill) expect(byId.get(a.id), `acknowledged message ${a.n} (id ${a.id})`).toBe(sent.get(a.n));
      // Nothing half-written, nothing twice: every stored message is one that was sent, whole, once.
      const sentTexts = new Set(sent.values());
      for (const m of stored) expect(sentTexts.has(m.text), `stored message ${m.id}`).toBe(true);
      expect(new Set(stored.map((m) => m.text)).size).toBe(stored.length);
      expect(stored.length).toBeGreaterThanOrEqual(ackedAtKill.length);

      // The restarted server takes messages again.
      const again = await ChatClient.open(second.url.replace('http', 'ws'), ben);
      expect((await again.request({ command: 'SendMessage', chat_room_id: roomId, text: '重启以后。', file_links: [] })).status).toBe('success');
      await again.close();
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    } finally {
      await db.drop();
    }
  });
});
