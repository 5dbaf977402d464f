import { CHAT_CLOSE, CHAT_ERRORS, CLIENT_COMMANDS, clientFrame } from '@lingbridge/contracts/chat';
import type { WebSocket } from 'ws';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import { fail, failure, ok } from '../../realtime/connection';
import { type Accepted, openSession, type Protocol, type SessionApi } from '../../realtime/session';
import { chatPolicy } from './policy';
import * as service from './service';

type Command = z.output<typeof clientFrame>;
type Send = Extract<Command, { command: 'SendMessage' }>;

/**
 * The chat protocol on the realtime session (`/api/v1/chat?token=…`, decision 0020): a run of
 * SendMessage frames is stored in one statement and answered in order, each on its own; the others
 * run one at a time. Deliveries go through `ctx.realtime` to the members' sockets in every process.
 */
function chatProtocol(ctx: AppContext): Protocol<Command> {
  const rt = ctx.realtime;

  async function limit(me: UserRow, action: string, perMinute: number) {
    const r = await ctx.limiter.hit(`chat-${action}:${me.id}`, perMinute, 60_000);
    if (!r.allowed) throw new AppError(429, CHAT_ERRORS.rateLimited);
  }

  async function sendBatch(s: SessionApi, me: UserRow, batch: Accepted<Command>[]) {
    const limits = await Promise.all(batch.map(() => ctx.limiter.hit(`chat-send:${me.id}`, ctx.config.chatMessagesPerMinute, 60_000)));
    const allowed = batch.filter((_, i) => limits[i].allowed);
    const results = allowed.length
      ? await service.sendMessages(
          ctx,
          me,
          allowed.map((b) => b.cmd as Send),
        )
      : [];
    let k = 0;
    for (const [i, b] of batch.entries()) {
      if (!limits[i].allowed) {
        s.send(fail('SendMessage', { detail: CHAT_ERRORS.rateLimited, ...b.echo }));
        continue;
      }
      const r = results[k++];
      if ('error' in r) {
        s.send(failure('SendMessage', r.error, b.echo));
        continue;
      }
      // Stored first, then acknowledged, then fanned out. A resend is fanned out again: clients drop
      // ids they hold, and a receiver that missed the first delivery gets it now.
      s.send(ok('SendMessage', r.message));
      void rt.toUsers(r.memberIds, ok('ReceiveMessage', r.message), s.conn.id);
    }
  }

  return {
    schema: clientFrame,
    commands: CLIENT_COMMANDS,
    admit: (user) => (chatPolicy.useChat(user) ? null : { code: CHAT_CLOSE.notVerified, reason: 'USER_NOT_VERIFIED' }),
    batchable: (cmd) => cmd.command === 'SendMessage',
    async run(s, me, frames) {
      const cmd = frames[0].cmd;
      switch (cmd.command) {
        case 'SendMessage':
          return sendBatch(s, me, frames);
        case 'CreateChatRoom': {
          await limit(me, 'room', 30);
          const { room, created, memberIds } = await service.createRoom(ctx, me, cmd);
          s.send(ok('CreateChatRoom', room));
          // A new room appears at once in the members' other tabs and on the partner's screen.
          if (created) void rt.toUsers(memberIds, ok('CreateChatRoom', { ...room, unread_count: 0 }), s.conn.id);
          return;
        }
        case 'GetChatRoom':
          await limit(me, 'read', 600);
          return s.send(ok('GetChatRoom', await service.getRoomDetail(ctx, me, cmd.chat_room_id)));
        case 'SendMessageReceipt': {
          await limit(me, 'receipt', 1200);
          const { event, memberIds, changed } = await service.markRead(ctx, me, cmd.message_id);
          const frame = ok('ReceiveMessageReceipt', event);
          if (changed) void rt.toUsers(memberIds, frame);
          else s.send(frame);
          return;
        }
      }
    },
  };
}

const protocols = new WeakMap<AppContext, Protocol<Command>>();

/** One chat socket: the realtime session with the chat's frames (notifications ride the same socket). */
export function handleChatSocket(ctx: AppContext, socket: WebSocket, token: string | undefined) {
  let protocol = protocols.get(ctx);
  if (!protocol) protocols.set(ctx, (protocol = chatProtocol(ctx)));
  openSession(ctx, protocol, socket, token);
}
