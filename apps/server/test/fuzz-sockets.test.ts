import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatClient, listeningUrl } from './chat-helpers';
import { call, createUser, getTestEnv } from './helpers';

/**
 * The WebSocket protocols fuzzed (issue 21): the chat socket and the Speak Room's signalling
 * socket get malformed, mistyped, oversized, binary and out-of-order frames from fast-check. The
 * server answers each it can read with a success or an error frame carrying `detail`, or closes
 * the socket with a protocol code (1003, 1007, 1008, 1009, or 4xxx of decision 0020) — never an
 * internal error (1011) or a dropped connection (1006); and afterwards the server still serves a
 * well-formed frame on a new socket. FUZZ_RUNS (default 3) sets the bursts per socket.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
const env = await getTestEnv();
const admin = await createUser(env.ctx, { role: 'Admin' });
let base = '';
const clients: ChatClient[] = [];
beforeAll(async () => {
  base = await listeningUrl(env);
});
afterAll(async () => {
  if (process.env.FUZZ_RUNS) console.log('socket fuzz endings', Object.fromEntries(endings));
  await Promise.all(clients.filter((c) => c.isOpen).map((c) => c.close()));
});

const CHAT_COMMANDS = ['SendMessage', 'GetChatRoom', 'CreateChatRoom', 'SendMessageReceipt', 'Nope'];
const ROOM_COMMANDS = ['Join', 'Signal', 'Media', 'Mute', 'Reaction', 'Speaking', 'Time', 'Leave', 'Hello', 'Nope'];

const oddValue = fc.oneof(
  fc.constantFrom(null, true, -1, 0, 1.5, 1e308, 2_147_483_648, '', 'a\u0000b', '\ud800', 'x'.repeat(5_000), [], {}, [1, [2, [3]]], { $gt: '' }),
  fc.string({ maxLength: 30 }),
  fc.integer(),
);

/** A frame: a command with odd fields, not an object, not JSON, binary, or far too big. */
const FIELDS = [
  'chat_room_id',
  'text',
  'to',
  'sdp',
  'kind',
  'emoji',
  'ms',
  'step',
  'mic',
  'cam',
  'user_ids',
  'room_type',
  'client_id',
  '__proto__',
  'constructor',
];
const frameOf = (commands: string[]) =>
  fc.oneof(
    {
      weight: 12,
      arbitrary: fc
        .tuple(fc.constantFrom(...commands), fc.dictionary(fc.constantFrom(...FIELDS), oddValue, { maxKeys: 4 }))
        .map(([command, rest]) => JSON.stringify({ ...rest, command })),
    },
    { weight: 3, arbitrary: fc.constantFrom('not json', '{"command":', '[]', 'null', '42', '"SendMessage"', '{}', `{"command":"${'A'.repeat(200)}"}`) },
    { weight: 3, arbitrary: fc.uint8Array({ minLength: 1, maxLength: 64 }).map((b) => Buffer.from(b)) },
    // Rare: one frame over the size limit ends the burst (1009).
    { weight: 1, arbitrary: fc.constant(JSON.stringify({ command: commands[0], text: 'y'.repeat(2_000_000) })) },
  );

/** How bursts ended, printed when FUZZ_RUNS is set: close codes, or 'open' with the frames answered. */
const endings = new Map<string, number>();
const ALLOWED_CLOSE = (code: number) => [1000, 1003, 1007, 1008, 1009].includes(code) || (code >= 4000 && code < 5000);

/** Sends a burst; answers what went wrong, if anything. */
async function burst(path: string, token: string, frames: (string | Buffer)[]) {
  const c = await ChatClient.open(base, token, path);
  clients.push(c);
  for (const f of frames) {
    if (!c.isOpen) break;
    (c as unknown as { ws: { send: (d: string | Buffer) => void } }).ws.send(f);
  }
  // Give the server time to answer or close.
  const closed = await Promise.race([c.closed, new Promise<null>((r) => setTimeout(() => r(null), 400))]);
  const problems: string[] = [];
  const ending = closed ? `closed ${closed.code}` : `open, ${c.frames.length ? 'answered' : 'silent'}`;
  endings.set(ending, (endings.get(ending) ?? 0) + 1);
  if (closed && !ALLOWED_CLOSE(closed.code)) problems.push(`closed with ${closed.code} ${closed.reason}`);
  for (const f of c.frames)
    if (f.status === 'error' && typeof f.response?.detail !== 'string') problems.push(`error frame without detail: ${JSON.stringify(f).slice(0, 200)}`);
  if (!closed) await c.close();
  return problems;
}

async function liveRoomFor(owner: Awaited<ReturnType<typeof createUser>>) {
  const start = new Date(Date.now() + 10 * 60_000);
  const r = await call(env.app, {
    method: 'POST',
    url: '/api/v1/debate',
    token: owner.token,
    payload: {
      title: 'Fuzz',
      debate_type: 'mini_debate',
      start_time: start.toISOString(),
      duration: 15,
      language: 'Spanish',
      level: 'Beginner',
      description: 'x',
      max_players: 2,
    },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  await call(env.app, { method: 'PATCH', url: `/api/v1/debate/${r.body.id}`, token: admin.token, payload: { verify_status: 'success' } });
  return r.body.id as number;
}

describe('fuzzing the WebSocket protocols', () => {
  it('the chat socket answers or closes with a protocol code, and keeps serving', async () => {
    const me = await createUser(env.ctx);
    const failures: string[] = [];
    await fc
      .assert(
        fc.asyncProperty(fc.array(frameOf(CHAT_COMMANDS), { minLength: 1, maxLength: 12 }), async (frames) => {
          const problems = await burst('/api/v1/chat', me.token, frames);
          if (problems.length) failures.push(...problems);
          return problems.length === 0;
        }),
        { numRuns: RUNS * 5, endOnFailure: true },
      )
      .catch((err) => failures.push(String(err.message).slice(0, 800)));
    expect(failures).toEqual([]);
    const other = await createUser(env.ctx);
    const c = await ChatClient.open(base, me.token);
    clients.push(c);
    expect((await c.request({ command: 'CreateChatRoom', room_type: 'Individual', user_ids: [other.user.id] })).status).toBe('success');
  }, 120_000);

  it('the Speak Room socket, out of order (before Join) and after, answers or closes with a protocol code', async () => {
    const owner = await createUser(env.ctx);
    const id = await liveRoomFor(owner);
    const path = `/api/v1/debate/${id}/room/socket`;
    const failures: string[] = [];
    await fc
      .assert(
        fc.asyncProperty(fc.boolean(), fc.array(frameOf(ROOM_COMMANDS), { minLength: 1, maxLength: 12 }), async (joinFirst, frames) => {
          const sent = joinFirst ? [JSON.stringify({ command: 'Join', mic: true, cam: false }), ...frames] : frames;
          const problems = await burst(path, owner.token, sent);
          if (problems.length) failures.push(...problems);
          return problems.length === 0;
        }),
        { numRuns: RUNS * 5, endOnFailure: true },
      )
      .catch((err) => failures.push(String(err.message).slice(0, 800)));
    expect(failures).toEqual([]);
    const c = await ChatClient.open(base, owner.token, path);
    clients.push(c);
    expect((await c.request({ command: 'Join', mic: true, cam: false })).status).toBe('success');
    expect((await call(env.app, { method: 'GET', url: '/healthz' })).status).toBe(200);
  }, 120_000);
});
