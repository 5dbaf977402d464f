import {
  CHAT_CLOSE,
  CHAT_ERRORS,
  CLIENT_COMMANDS,
  clientFrame,
  type ChatErrorResponse,
  type ServerCommand,
} from '@lingbridge/contracts/chat';
import type { RawData, WebSocket } from 'ws';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import { findUnstorableText } from '../../plugins/validation';
import { resolveToken } from '../accounts/service';
import type { ChatConnection, ChatHub } from './hub';
import { chatPolicy } from './policy';
import * as service from './service';

const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;
/** Frames waiting to be handled on one socket; beyond this a client is flooding and is told so. */
const MAX_QUEUED = 64;
/** Consecutive SendMessage frames stored in one statement. */
const MAX_BATCH = 32;
const HEALTH_WAIT_MS = 3_000;

type Command = z.output<typeof clientFrame>;
type Send = Extract<Command, { command: 'SendMessage' }>;
/** A frame as it arrived: already answered (malformed, invalid), or a valid command to run. */
type Prepared = { reply: unknown } | { name: ServerCommand; cmd: Command; echo: { client_id?: string } };

const ok = (command: ServerCommand, response: unknown) => ({ command, status: 'success' as const, response });
const fail = (command: ServerCommand, response: ChatErrorResponse) => ({ command, status: 'error' as const, response });
const failure = (name: ServerCommand, err: AppError, echo: object) =>
  fail(name, { detail: err.detail, ...(err.errors ? { errors: err.errors } : {}), ...echo });

/** Parses and validates one frame against the contract (synchronously, as it arrives). */
function prepare(data: RawData, isBinary: boolean): Prepared {
  let frame: unknown;
  try {
    if (isBinary) throw new Error('binary');
    frame = JSON.parse(data.toString());
  } catch {
    return { reply: fail('Error', { detail: CHAT_ERRORS.malformed }) };
  }
  const command = (frame as { command?: unknown } | null)?.command;
  if (typeof command !== 'string' || !(CLIENT_COMMANDS as readonly string[]).includes(command)) {
    const named = typeof command === 'string' ? `: ${command.slice(0, 50)}` : '';
    return { reply: fail('Error', { detail: `${CHAT_ERRORS.unknownCommand}${named}` }) };
  }
  const name = command as ServerCommand;
  const clientId = (frame as { client_id?: unknown }).client_id;
  const echo = typeof clientId === 'string' && clientId.length <= 64 ? { client_id: clientId } : {};
  // Text PostgreSQL cannot hold is refused here, per frame, as HTTP bodies are (decision 0055).
  const unstorable = findUnstorableText(frame);
  if (unstorable) {
    const errors = [{ path: unstorable.path.join('.'), message: unstorable.message }];
    return { reply: fail(name, { detail: unstorable.message, errors, ...echo }) };
  }
  const parsed = clientFrame.safeParse(frame);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    return { reply: fail(name, { detail: errors[0]?.message ?? 'Invalid frame', errors, ...echo }) };
  }
  return { name, cmd: parsed.data, echo };
}

const isSend = (p: Prepared | undefined): p is { name: ServerCommand; cmd: Send; echo: { client_id?: string } } =>
  !!p && 'cmd' in p && p.cmd.command === 'SendMessage';

/**
 * One chat socket (`/api/v1/chat?token=…`): authenticates, then handles its frames in order, one
 * at a time (a run of SendMessage frames is stored in one statement, answered in order). Every
 * error is answered as `{status: "error", response: {detail}}` and keeps the connection; only an
 * invalid token (4001), an unverified account (4003) or too many sockets of one user (4029) close it.
 */
export function handleChatSocket(ctx: AppContext, hub: ChatHub, socket: WebSocket, token: string | undefined) {
  let conn: ChatConnection | null = null;
  let closed = false;
  let pumping = false;
  const queue: Prepared[] = [];

  const close = (code: number, reason: string) => {
    closed = true;
    socket.close(code, reason);
  };

  async function authenticate() {
    if (!token || !TOKEN.test(token)) return close(CHAT_CLOSE.invalidToken, 'Invalid or expired token');
    const auth = await resolveToken(ctx, token).catch(() => null);
    if (closed) return;
    if (!auth) return close(CHAT_CLOSE.invalidToken, 'Invalid or expired token');
    if (!chatPolicy.useChat(auth.user)) return close(CHAT_CLOSE.notVerified, 'USER_NOT_VERIFIED');
    if (hub.countOf(auth.user.id) >= ctx.config.chatConnectionsPerUser)
      return close(CHAT_CLOSE.tooManyConnections, 'Too many chat connections for this account');
    if (!(await hub.waitHealthy(HEALTH_WAIT_MS))) return close(CHAT_CLOSE.tryAgainLater, 'Chat is temporarily unavailable');
    if (closed) return;
    conn = { id: hub.newConnectionId(), userId: auth.user.id, socket, alive: true };
    hub.add(conn);
  }

  const authenticated = authenticate().catch((err) => {
    ctx.log.error({ err }, 'chat socket authentication failed');
    close(CHAT_CLOSE.tryAgainLater, 'Chat is temporarily unavailable');
  });

  socket.on('pong', () => {
    if (conn) conn.alive = true;
  });
  socket.on('close', () => {
    closed = true;
    if (conn) hub.remove(conn);
  });
  socket.on('error', () => undefined);
  socket.on('message', (data: RawData, isBinary: boolean) => {
    if (closed) return;
    if (queue.length >= MAX_QUEUED) {
      if (conn) hub.send(conn, fail('Error', { detail: CHAT_ERRORS.rateLimited }));
      return;
    }
    queue.push(prepare(data, isBinary));
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
          hub.send(c, head.reply);
          continue;
        }
        // Sign-outs and deactivations reach an open socket at its next frame (the check is cached).
        const auth = await resolveToken(ctx, token!).catch(() => null);
        if (!auth) return close(CHAT_CLOSE.invalidToken, 'Invalid or expired token');
        if (!chatPolicy.useChat(auth.user)) return close(CHAT_CLOSE.notVerified, 'USER_NOT_VERIFIED');
        try {
          if (isSend(head)) {
            const batch = [head];
            while (batch.length < MAX_BATCH && isSend(queue[0])) batch.push(queue.shift() as typeof head);
            await sendBatch(c, auth.user, batch);
          } else await run(c, auth.user, head.cmd);
        } catch (err) {
          // A frame that fails unexpectedly is answered on its own (with its client_id); the next runs.
          if (!(err instanceof AppError)) ctx.log.error({ err }, 'chat frame failed');
          hub.send(c, failure(head.name, err instanceof AppError ? err : new AppError(500, 'Internal server error'), head.echo));
        }
      }
    } catch (err) {
      ctx.log.error({ err }, 'chat frame failed');
      if (conn && !closed) hub.send(conn, fail('Error', { detail: 'Internal server error' }));
    } finally {
      pumping = false;
      if (queue.length && conn && !closed) void pump();
    }
  }

  async function sendBatch(c: ChatConnection, me: UserRow, batch: { cmd: Send; echo: { client_id?: string } }[]) {
    const limits = await Promise.all(batch.map(() => ctx.limiter.hit(`chat-send:${me.id}`, ctx.config.chatMessagesPerMinute, 60_000)));
    const allowed = batch.filter((_, i) => limits[i].allowed);
    const results = allowed.length ? await service.sendMessages(ctx, me, allowed.map((b) => b.cmd)) : [];
    let k = 0;
    for (const [i, b] of batch.entries()) {
      if (!limits[i].allowed) {
        hub.send(c, fail('SendMessage', { detail: CHAT_ERRORS.rateLimited, ...b.echo }));
        continue;
      }
      const r = results[k++];
      if ('error' in r) {
        hub.send(c, failure('SendMessage', r.error, b.echo));
        continue;
      }
      // Stored first, then acknowledged, then fanned out. A resend is fanned out again: clients drop
      // ids they hold, and a receiver that missed the first delivery gets it now.
      hub.send(c, ok('SendMessage', r.message));
      void hub.deliver(r.memberIds, ok('ReceiveMessage', r.message), c.id);
    }
  }

  async function run(c: ChatConnection, me: UserRow, cmd: Command) {
    switch (cmd.command) {
      case 'CreateChatRoom': {
        await limit(me, 'room', 30);
        const { room, created, memberIds } = await service.createRoom(ctx, me, cmd);
        hub.send(c, ok('CreateChatRoom', room));
        // A new room appears at once in the members' other tabs and on the partner's screen.
        if (created) void hub.deliver(memberIds, ok('CreateChatRoom', { ...room, unread_count: 0 }), c.id);
        return;
      }
      case 'GetChatRoom':
        await limit(me, 'read', 600);
        return hub.send(c, ok('GetChatRoom', await service.getRoomDetail(ctx, me, cmd.chat_room_id)));
      case 'SendMessageReceipt': {
        await limit(me, 'receipt', 1200);
        const { event, memberIds, changed } = await service.markRead(ctx, me, cmd.message_id);
        const frame = ok('ReceiveMessageReceipt', event);
        if (changed) void hub.deliver(memberIds, frame);
        else hub.send(c, frame);
        return;
      }
      case 'SendMessage':
        return sendBatch(c, me, [{ cmd, echo: {} }]);
    }
  }

  async function limit(me: UserRow, action: string, perMinute: number) {
    const r = await ctx.limiter.hit(`chat-${action}:${me.id}`, perMinute, 60_000);
    if (!r.allowed) throw new AppError(429, CHAT_ERRORS.rateLimited);
  }
}
