import { positionAt, timelineOf } from '@lingbridge/contracts/speak-room';
import { ROOM_COMMANDS, ROOM_ERRORS, roomClientFrame, type JanusGrant, type PeerInfo, type RoomClientFrame } from '@lingbridge/contracts/speak-signal';
import type { WebSocket } from 'ws';
import type { AppContext } from '../../../context';
import type { DebateRow, DebateUserRow, UserRow } from '../../../db/schema';
import { AppError } from '../../../errors';
import { ok } from '../../../realtime/connection';
import { openSession, type Protocol, type SessionApi } from '../../../realtime/session';
import { isAdmin } from '../../accounts/policy';
import { nickOf, roomClosesAt, roomOpensAt } from '../presenter';
import { speakPolicy } from '../policy';
import * as repo from '../repo';
import { iceServersFor } from './ice';
import { janusOf, releaseGrant } from './janus-port';
import { roomKey } from './live';
import { addSpeaking } from './speaking';

/** How long a membership check is trusted between frames (kicks also arrive at once as frames). */
const CHECK_TTL_MS = 2_000;
/** A step's speaking may be reported this long after it ended (the report that closes it). */
const STEP_GRACE_MS = 10_000;

type Place = { d: DebateRow; part: DebateUserRow | null; checkedAt: number };

/** What one socket knows about its participant once joined. */
class RoomPeer {
  info: PeerInfo | null = null;
  place: Place | null = null;
  /** In SFU mode, my Janus credentials (taken back when I leave or am refused). */
  grant: JanusGrant | null = null;
  lastReportAt = 0;
}

const fill = (text: string, max: number) => text.replace('{max}', String(max));
const refuse = (status: number, detail: string) => new AppError(status, detail);

/**
 * The Speak Room's signalling protocol for one socket (decision 0120): who may be in the room, and
 * what each may send, checked on every frame; offers, answers and candidates go to the one peer they
 * name, with the sender's identity as the server knows it.
 */
function roomProtocol(ctx: AppContext, debateId: number, peer: RoomPeer): Protocol<RoomClientFrame> {
  const rt = ctx.realtime;
  const room = roomKey(debateId);

  /** The event and my part in it, refreshed every 2 s; refuses whoever may not be in the room now. */
  async function place(user: UserRow, force = false): Promise<Place> {
    const now = ctx.now().getTime();
    if (!force && peer.place && now - peer.place.checkedAt < CHECK_TTL_MS) return peer.place;
    const d = await repo.findDebate(ctx.db, debateId);
    if (!d || !speakPolicy.view(user, d)) throw refuse(404, ROOM_ERRORS.cannotConnect);
    const part = await repo.findPart(ctx.db, debateId, user.id);
    if (!speakPolicy.enterRoom(user, d, part)) throw refuse(403, ROOM_ERRORS.cannotConnect);
    if (d.debateStatus === 'canceled' || now < roomOpensAt(d).getTime() || now >= roomClosesAt(d).getTime()) throw refuse(409, ROOM_ERRORS.notOpen);
    return (peer.place = { d, part, checkedAt: now });
  }

  function infoOf(s: SessionApi, user: UserRow, p: Place, mic: boolean, cam: boolean): PeerInfo {
    const approved = p.part?.state === 'approved' ? p.part : null;
    const host = p.d.initiatorId === user.id;
    const role = approved?.role ?? (host ? 'host' : 'audience');
    const publish = role === 'player' || role === 'judge' || host;
    return {
      peer_id: s.conn.id,
      user_id: user.id,
      nick_name: nickOf(user),
      avatar_file_id: user.avatarFileId ?? null,
      role,
      side: approved?.side ?? null,
      role_name: approved?.roleName ?? null,
      publish,
      mic: publish && mic,
      cam: publish && cam,
      feed: null,
    };
  }

  const joined = () => {
    if (!peer.info) throw refuse(409, ROOM_ERRORS.notJoined);
    return peer.info;
  };

  /** My place, checked again; when I may no longer be here, my Janus credentials go at once. */
  async function recheck(user: UserRow) {
    try {
      return await place(user);
    } catch (err) {
      await releaseGrant(ctx, debateId, peer);
      throw err;
    }
  }

  async function join(s: SessionApi, user: UserRow, cmd: Extract<RoomClientFrame, { command: 'Join' }>) {
    const p = await place(user, true).catch(async (err: unknown) => {
      await releaseGrant(ctx, debateId, peer);
      throw err;
    });
    const info = infoOf(s, user, p, cmd.mic, cmd.cam);
    const janus = janusOf(ctx);
    const max = janus ? ctx.config.speakRoom.janus!.maxPeople : ctx.config.speakRoom.meshMaxPeople;
    // The mesh carries every sender's media to every other browser: its size is capped. Those who
    // speak always enter; the audience while there is room (counted on this process: decision 0120).
    const present = rt.presence.usersInRoom(room).filter((id) => id !== user.id);
    if (!info.publish && present.length >= max) throw refuse(409, fill(janus ? ROOM_ERRORS.fullSfu : ROOM_ERRORS.full, max));
    if (janus) {
      // SFU (decision 0122): fresh credentials for this socket; a Join again gives back the old ones.
      await releaseGrant(ctx, debateId, peer);
      try {
        peer.grant = await janus.grant(debateId, info.publish);
      } catch (err) {
        ctx.log.error({ err, debateId }, 'janus: no credentials for a participant');
        throw refuse(503, ROOM_ERRORS.mediaDown);
      }
      info.feed = peer.grant.feed;
    }
    // One place per person: another tab or device of mine already in the room steps out.
    await rt.toRoomUsers(room, [user.id], ok('Replaced', {}), s.conn.id);
    if (!peer.info) rt.join(s.conn, room);
    peer.info = info;
    peer.lastReportAt = ctx.now().getTime();
    s.send(
      ok('Join', {
        me: info,
        initiator: p.d.initiatorId === user.id,
        media: janus ? 'sfu' : 'mesh',
        max_people: max,
        janus: peer.grant,
        ice_servers: iceServersFor(ctx, user.id),
        server_now: ctx.now().getTime(),
      }),
    );
    await rt.toRoom(room, ok('PeerJoined', info), s.conn.id);
  }

  async function speaking(s: SessionApi, user: UserRow, p: Place, cmd: Extract<RoomClientFrame, { command: 'Speaking' }>) {
    const me = joined();
    if (!me.publish) throw refuse(403, ROOM_ERRORS.notPublisher);
    const now = ctx.now().getTime();
    const steps = timelineOf(p.d.debateType, p.d.startTime.getTime(), p.d.duration);
    const step = steps.find((x) => x.key === cmd.step);
    const pos = positionAt(steps, now);
    const current = pos.phase === 'running' && pos.step.key === cmd.step;
    if (!step || !(current || (now >= step.ends_at && now - step.ends_at < STEP_GRACE_MS))) throw refuse(409, ROOM_ERRORS.notOpen);
    // Nobody speaks longer than the time since their last report (a second of slack for the network).
    if (cmd.ms > now - peer.lastReportAt + 1_000) throw refuse(422, ROOM_ERRORS.tooMuchSpeaking);
    peer.lastReportAt = now;
    const total = cmd.ms ? await addSpeaking(ctx, debateId, user.id, cmd.step, cmd.ms) : 0;
    s.send(ok('Speaking', { step: cmd.step, total_ms: total }));
  }

  return {
    schema: roomClientFrame,
    commands: ROOM_COMMANDS,
    admit: () => null,
    async run(s, user, frames) {
      const cmd = frames[0]!.cmd;
      if (cmd.command === 'Time') {
        s.send(ok('Time', { t0: cmd.t0, server_now: ctx.now().getTime() }));
        // The beat also checks my place (every 4 s): a kicked browser that ignores its Kicked frame
        // loses its Janus credentials within seconds (decision 0122).
        if (peer.grant) await recheck(user).catch(() => undefined);
        return;
      }
      if (cmd.command === 'Join') return join(s, user, cmd);
      if (cmd.command === 'Leave') {
        if (peer.info) {
          rt.leave(s.conn, room);
          await rt.toRoom(room, ok('PeerLeft', { peer_id: s.conn.id, user_id: user.id }), s.conn.id);
          peer.info = null;
        }
        await releaseGrant(ctx, debateId, peer, true);
        return s.send(ok('Leave', {}));
      }
      const me = joined();
      const p = await recheck(user);
      switch (cmd.command) {
        case 'Hello':
          await rt.toConnection(room, cmd.to, ok('Hello', { ...me, mic: me.publish && cmd.mic, cam: me.publish && cmd.cam }));
          return;
        case 'Signal':
          await rt.toConnection(room, cmd.to, ok('Signal', { from: me.peer_id, description: cmd.description, candidate: cmd.candidate }));
          return;
        case 'Media':
          me.mic = me.publish && cmd.mic;
          me.cam = me.publish && cmd.cam;
          await rt.toRoom(room, ok('PeerState', { peer_id: me.peer_id, mic: me.mic, cam: me.cam }));
          return;
        case 'Mute':
          if (!(p.d.initiatorId === user.id || isAdmin(user))) throw refuse(403, ROOM_ERRORS.notManager);
          await rt.toRoomUsers(room, [cmd.user_id], ok('Muted', { by: user.id }));
          return s.send(ok('Mute', { user_id: cmd.user_id }));
        case 'Reaction': {
          if (me.publish) throw refuse(403, ROOM_ERRORS.audienceOnly);
          const r = await ctx.limiter.hit(`speak-reaction:${user.id}`, 30, 60_000);
          if (!r.allowed) throw refuse(429, 'Too many reactions; wait a moment');
          await rt.toRoom(room, ok('Reaction', { peer_id: me.peer_id, user_id: user.id, emoji: cmd.emoji }));
          return;
        }
        case 'Speaking':
          return speaking(s, user, p, cmd);
      }
    },
  };
}

/**
 * GET /api/v1/debate/{id}/room/socket?token=…: one participant's signalling socket. When it closes,
 * the others hear that the peer left.
 */
export function handleRoomSocket(ctx: AppContext, debateId: number, socket: WebSocket, token: string | undefined) {
  const peer = new RoomPeer();
  socket.on('close', () => {
    const info = peer.info;
    if (info) void ctx.realtime.toRoom(roomKey(debateId), ok('PeerLeft', { peer_id: info.peer_id, user_id: info.user_id }));
    void releaseGrant(ctx, debateId, peer, true);
  });
  openSession(ctx, roomProtocol(ctx, debateId, peer), socket, token);
}
