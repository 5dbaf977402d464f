import { CHAT_CLOSE } from '@lingbridge/contracts/chat';
import { POLLING } from '@lingbridge/contracts/constants';
import { describe, expect, it } from 'vitest';
import { ChatClient, type Frame } from './chat-helpers';
import { freePort, login, startRedis, startServer, type ServerProcess } from './process-helpers';

const db = process.env.DATABASE_URL;
const redis = process.env.REDIS_URL;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A client that behaves like the web app's: reconnects 3 s after a close, then fetches from the
 * history what it missed, keeps messages by id (no duplicates), and resends unacknowledged messages
 * with their client id.
 */
class Member {
  client!: ChatClient;
  messages = new Map<number, { id: number; text: string; sender_id: number }>();
  acked = new Set<number>();
  receipts: Frame[] = [];
  private pending = new Map<string, { chat_room_id: number; text: string }>();
  private stopped = false;
  reconnects = 0;

  constructor(
    private server: ServerProcess,
    private token: string,
    public roomId = 0,
  ) {}

  get wsBase() {
    return this.server.url.replace('http', 'ws');
  }

  async connect() {
    for (;;) {
      try {
        this.client = await ChatClient.open(this.wsBase, this.token);
        break;
      } catch {
        await sleep(POLLING.chatReconnectMs);
      }
    }
    const c = this.client;
    c.ws.on('message', (raw) => {
      const f = JSON.parse(raw.toString()) as Frame;
      if (f.status !== 'success') return;
      if (f.command === 'ReceiveMessage' || f.command === 'SendMessage') this.messages.set(f.response.id, f.response);
      if (f.command === 'SendMessage') {
        this.acked.add(f.response.id);
        this.pending.delete(f.response.client_id);
      }
      if (f.command === 'ReceiveMessageReceipt') this.receipts.push(f);
    });
    void c.closed.then(async ({ code }) => {
      if (this.stopped || code === CHAT_CLOSE.invalidToken || code === CHAT_CLOSE.notVerified) return;
      await sleep(POLLING.chatReconnectMs);
      if (this.stopped) return;
      this.reconnects += 1;
      await this.connect();
    });
    // Open first, then catch up: anything sent meanwhile arrives live or in the page, and ids merge.
    if (this.roomId) await this.catchUp();
    for (const [clientId, m] of this.pending) this.client.send({ command: 'SendMessage', ...m, file_links: [], client_id: clientId });
  }

  /**
   * Where the last catch-up ended. Live messages do not move it: one may have arrived while an
   * earlier one was lost on the way (that loss is why the socket was closed), so the next catch-up
   * starts here, and ids drop what is already held.
   */
  private synced = 0;

  async catchUp() {
    let after = this.synced;
    for (;;) {
      const res = await fetch(`${this.server.url}/api/v1/chat/${this.roomId}/messages?after_id=${after}&size=100`, {
        headers: { authorization: `Bearer ${this.token}` },
      });
      if (!res.ok) return;
      const page = (await res.json()) as { items: { id: number; text: string; sender_id: number }[]; has_more: boolean };
      for (const m of page.items) this.messages.set(m.id, m);
      if (page.items.length) after = this.synced = page.items[page.items.length - 1].id;
      if (!page.has_more || !page.items.length) return;
    }
  }

  send(text: string, clientId: string) {
    const m = { chat_room_id: this.roomId, text };
    this.pending.set(clientId, m);
    if (this.client.isOpen) this.client.send({ command: 'SendMessage', ...m, file_links: [], client_id: clientId });
  }

  get pendingCount() {
    return this.pending.size;
  }

  stop() {
    this.stopped = true;
    this.client.ws.terminate();
  }
}

async function until(cond: () => boolean, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

// Two server processes on one PostgreSQL and one Redis (CI's second pass sets both variables).
describe.skipIf(!db || !redis)('chat across two server processes', () => {
  it('clients on each process exchange messages and receipts both ways, and survive a Redis restart', async () => {
    const redisPort = await freePort();
    let redisProc = await startRedis(redisPort);
    const env = {
      DATABASE_URL: db!,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      REDIS_PREFIX: `chat${Date.now()}:`,
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      CHAT_MESSAGES_PER_MINUTE: '10000',
      LOG_LEVEL: 'warn',
    };
    const [a, b] = await Promise.all([startServer(env), startServer(env)]);
    const members: Member[] = [];
    try {
      const learner = (await login(a.url, 'learner@lingbridge.local', 'learner1234')).access_token;
      const teacher = (await login(b.url, 'teacher@lingbridge.local', 'teacher1234')).access_token;
      const teacherId = ((await (await fetch(`${b.url}/api/v1/user/me`, { headers: { authorization: `Bearer ${teacher}` } })).json()) as { id: number }).id;
      const la = new Member(a, learner);
      const tb = new Member(b, teacher);
      members.push(la, tb);
      await la.connect();
      const room = await la.client.request({ command: 'CreateChatRoom', room_type: 'Individual', user_ids: [teacherId] });
      la.roomId = tb.roomId = room.response.id;
      await tb.connect();
      await Promise.all([la.catchUp(), tb.catchUp()]);
      const run = Date.now().toString(36);

      // Both ways, across processes: a message, then the partner's receipt.
      la.send(`hello from a ${run}`, `${run}-a0`);
      await until(() => [...tb.messages.values()].some((m) => m.text === `hello from a ${run}`), 5_000, 'a → b');
      const fromA = [...tb.messages.values()].find((m) => m.text === `hello from a ${run}`)!;
      tb.client.send({ command: 'SendMessageReceipt', message_id: fromA.id });
      await until(() => la.receipts.some((r) => r.response.message_id === fromA.id), 5_000, 'receipt b → a');
      tb.send(`hello from b ${run}`, `${run}-b0`);
      await until(() => [...la.messages.values()].some((m) => m.text === `hello from b ${run}`), 5_000, 'b → a');
      const fromB = [...la.messages.values()].find((m) => m.text === `hello from b ${run}`)!;
      la.client.send({ command: 'SendMessageReceipt', message_id: fromB.id });
      await until(() => tb.receipts.some((r) => r.response.message_id === fromB.id), 5_000, 'receipt a → b');

      // A conversation that goes on while Redis restarts underneath it.
      let n = 0;
      const talk = setInterval(() => {
        n += 1;
        la.send(`a${n} ${run}`, `${run}-a${n}`);
        tb.send(`b${n} ${run}`, `${run}-b${n}`);
      }, 100);
      await sleep(700);
      redisProc.kill('SIGKILL');
      await sleep(1_500);
      redisProc = await startRedis(redisPort);
      await sleep(2_000);
      clearInterval(talk);

      await until(() => la.pendingCount === 0 && tb.pendingCount === 0, 30_000, 'every message acknowledged');
      const expectAll = (receiver: Member, sender: Member) => {
        for (const id of sender.acked) expect(receiver.messages.has(id), `message ${id} reached the partner`).toBe(true);
      };
      await until(
        () => [...la.acked].every((id) => tb.messages.has(id)) && [...tb.acked].every((id) => la.messages.has(id)),
        30_000,
        'every acknowledged message delivered',
      ).catch((err) => {
        const missing = (r: Member, s: Member) => [...s.acked].filter((id) => !r.messages.has(id));
        console.log({ toB: missing(tb, la), toA: missing(la, tb), reconnects: [la.reconnects, tb.reconnects], n });
        console.log(a.output().slice(-3000), '\n----\n', b.output().slice(-3000));
        throw err;
      });
      expectAll(tb, la);
      expectAll(la, tb);
      // Exactly once: each text of this run is held once, under one id.
      for (const m of [la, tb]) {
        const texts = [...m.messages.values()].filter((x) => x.text.endsWith(run)).map((x) => x.text);
        expect(new Set(texts).size).toBe(texts.length);
        expect(texts.length).toBe(2 * n + 2);
      }
      expect(la.reconnects + tb.reconnects).toBeGreaterThan(0);

      // And after the restart, live delivery and receipts work both ways again.
      la.send(`after ${run}`, `${run}-after`);
      await until(() => [...tb.messages.values()].some((m) => m.text === `after ${run}`), 10_000, 'a → b after restart');
      const last = [...tb.messages.values()].find((m) => m.text === `after ${run}`)!;
      tb.client.send({ command: 'SendMessageReceipt', message_id: last.id });
      await until(() => la.receipts.some((r) => r.response.message_id === last.id), 10_000, 'receipt after restart');
    } finally {
      for (const m of members) m.stop();
      a.child.kill('SIGTERM');
      b.child.kill('SIGTERM');
      await Promise.all([a.exited, b.exited]);
      redisProc.kill('SIGKILL');
    }
  }, 120_000);
});
