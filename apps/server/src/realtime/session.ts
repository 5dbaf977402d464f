import { REALTIME_CLOSE } from '@lingbridge/contracts/realtime';
import type { RawData, WebSocket } from 'ws';
import type { z } from 'zod';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors';
import { resolveToken } from '../features/accounts/service';
import { findUnstorableText } from '../plugins/validation';
import { type Echo, fail, failure, type RealtimeConnection, SESSION_ERRORS } from './connection';

const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;
/** Frames waiting to be handled on one socket; beyond this a client is flooding and is told so. */
const MAX_QUEUED = 64;
const MAX_BATCH = 32;
const HEALTH_WAIT_MS = 3_000;

/** A valid frame, ready to run: its command name, the parsed frame and what to echo in its answer. */
export type Accepted<C> = { name: string; cmd: C; echo: Echo };
type Prepared<C> = { reply: unknown } | Accepted<C>;

/** What a session offers the protocol that runs its frames. */
export interface SessionApi {
  conn: RealtimeConnection;
  /** Writes a frame to this socket. */
  send(frame: unknown): void;
}

/** The frames one socket accepts and how they are run. */
export interface Protocol<C extends { command: string }> {
  /** The client frames (a zod union over `command`); anything else is answered with an error frame. */
  schema: z.ZodType<C, unknown>;
  commands: readonly string[];
  /** Who may hold a socket: a refusal closes it with its code (checked at connect and before each frame). */
  admit(user: UserRow): { code: number; reason: string } | null;
  /** A frame that may run together with the valid frames of its kind queued right after it. */
  batchable?(cmd: C): boolean;
  /** Runs frames (one, or a batch) and answers each; an AppError answers the (first) frame. */
  run(session: SessionApi, user: UserRow, frames: Accepted<C>[]): Promise<void>;
}

/** Parses and validates one frame as it arrives (synchronously, so each is judged on its own). */
function prepare<C extends { command: string }>(protocol: Protocol<C>, data: RawData, isBinary: boolean): Prepared<C> {
  let frame: unknown;
  try {
    if (isBinary) throw new Error('binary');
    frame = JSON.parse(data.toString());
  } catch {
    return { reply: fail('Error', { detail: SESSION_ERRORS.malformed }) };
  }
  const command = (frame as { command?: unknown } | null)?.command;
  if (typeof command !== 'string' || !protocol.commands.includes(command)) {
    const named = typeof command === 'string' ? `: ${command.slice(0, 50)}` : '';
    return { reply: fail('Error', { detail: `${SESSION_ERRORS.unknownCommand}${named}` }) };
  }
  const { client_id: clientId, chat_room_id: roomId } = frame as { client_id?: unknown; chat_room_id?: unknown };
  const echo: Echo = {
    ...(typeof clientId === 'string' && clientId.length <= 64 && { client_id: clientId }),
    ...(typeof roomId === 'number' && Number.isSafeInteger(roomId) && { chat_room_id: roomId }),
  };
  // Text PostgreSQL cannot hold is refused per frame, as in HTTP bodies (decision 0055).
  const unstorable = findUnstorableText(frame);
  if (unstorable) {
    const errors = [{ path: unstorable.path.join('.'), message: unstorable.message }];
    return { reply: fail(command, { detail: unstorable.message, errors, ...echo }) };
  }
  const parsed = protocol.schema.safeParse(frame);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    return { reply: fail(command, { detail: errors[0]?.message ?? 'Invalid frame', errors, ...echo }) };
  }
  return { name: command, cmd: parsed.data, echo };
}

/**
 * One authenticated socket (`?token=…`, decision 0070): checks the token as HTTP does, registers the
 * connection with the fan-out, then handles its frames in order, one run at a time. Every bad frame
 * is answered on its own and keeps the connection; only a refused token (4001), a refused account
 * (the protocol's code), too many sockets of one user (4029) or an unhealthy fan-out (1013) close it.
 */
export function openSession<C extends { command: string }>(ctx: AppContext, protocol: Protocol<C>, socket: WebSocket, token: string | undefined) {
  const rt = ctx.realtime;
  let conn: RealtimeConnection | null = null;
  let closed = false;
  let pumping = false;
  const queue: Prepared<C>[] = [];
  const close = (code: number, reason: string) => {
    closed = true;
    socket.close(code, reason);
  };
  const userOf = async () => {
    const auth = await resolveToken(ctx, token!).catch(() => null);
    if (!auth) return void close(REALTIME_CLOSE.invalidToken, 'Invalid or expired token');
    const refused = protocol.admit(auth.user);
    if (refused) return void close(refused.code, refused.reason);
    return auth.user;
  };

  async function authenticate() {
    if (!token || !TOKEN.test(token)) return close(REALTIME_CLOSE.invalidToken, 'Invalid or expired token');
    const user = await userOf();
    if (closed || !user) return;
    if (rt.presence.socketsOf(user.id) >= ctx.config.chatConnectionsPerUser)
      return close(REALTIME_CLOSE.tooManyConnections, 'Too many connections for this account');
    if (!(await rt.waitHealthy(HEALTH_WAIT_MS))) return close(REALTIME_CLOSE.tryAgainLater, 'Temporarily unavailable');
    if (closed) return;
    conn = { id: rt.newConnectionId(), userId: user.id, socket, alive: true, rooms: new Set() };
    rt.add(conn);
  }

  const authenticated = authenticate().catch((err) => {
    ctx.log.error({ err }, 'realtime socket authentication failed');
    close(REALTIME_CLOSE.tryAgainLater, 'Temporarily unavailable');
  });

  socket.on('pong', () => {
    if (conn) conn.alive = true;
  });
  socket.on('close', () => {
    closed = true;
    if (conn) rt.remove(conn);
  });
  socket.on('error', () => undefined);
  socket.on('message', (data: RawData, isBinary: boolean) => {
    if (closed) return;
    if (queue.length >= MAX_QUEUED) {
      if (conn) rt.send(conn, fail('Error', { detail: SESSION_ERRORS.rateLimited }));
      return;
    }
    queue.push(prepare(protocol, data, isBinary));
    if (!pumping) void pump();
  });

  async function pump() {
    pumping = true;
    try {
      await authenticated;
      while (queue.length && conn && !closed) {
        const c = conn;
        const head = queue.shift()!;
        if ('reply' in head) {
          rt.send(c, head.reply);
          continue;
        }
        // Sign-outs and deactivations reach an open socket at its next frame (the check is cached).
        const user = await userOf();
        if (!user) return;
        const batch = [head];
        if (protocol.batchable?.(head.cmd))
          while (batch.length < MAX_BATCH && queue[0] && 'cmd' in queue[0] && protocol.batchable(queue[0].cmd)) batch.push(queue.shift() as Accepted<C>);
        try {
          await protocol.run({ conn: c, send: (frame) => rt.send(c, frame) }, user, batch);
        } catch (err) {
          // A frame that fails unexpectedly is answered on its own (with its client_id); the next runs.
          if (!(err instanceof AppError)) ctx.log.error({ err }, 'realtime frame failed');
          const e = err instanceof AppError ? err : new AppError(500, SESSION_ERRORS.internal);
          for (const f of batch) rt.send(c, failure(f.name, e, f.echo));
        }
      }
    } catch (err) {
      ctx.log.error({ err }, 'realtime session failed');
      if (conn && !closed) rt.send(conn, fail('Error', { detail: SESSION_ERRORS.internal }));
    } finally {
      pumping = false;
      if (queue.length && conn && !closed) void pump();
    }
  }
}
