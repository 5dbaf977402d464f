import type { JanusGrant } from '@lingbridge/contracts/speak-signal';
import type { AppContext } from '../../../context';
import { JanusRooms, type JanusSettings } from './janus';
import { roomKey } from './live';

const adapters = new WeakMap<JanusSettings, JanusRooms>();

/** The SFU adapter when JANUS_URL is configured (decision 0122); null in mesh mode. */
export function janusOf(ctx: Pick<AppContext, 'config'>): JanusRooms | null {
  const settings = ctx.config.speakRoom.janus;
  if (!settings) return null;
  let a = adapters.get(settings);
  if (!a) adapters.set(settings, (a = new JanusRooms(settings)));
  return a;
}

/**
 * Takes a socket's Janus credentials back (it left, was refused, or joined again). When the socket
 * is gone and nobody else is in the room on this process, the room is destroyed if nobody publishes
 * in it any more (a process that still holds listeners creates it again on their next Join).
 */
export async function releaseGrant(ctx: AppContext, debateId: number, peer: { grant: JanusGrant | null }, gone = false) {
  const janus = janusOf(ctx);
  const grant = peer.grant;
  peer.grant = null;
  if (!janus || !grant) return;
  try {
    await janus.revoke(debateId, grant);
    if (gone && ctx.realtime.presence.usersInRoom(roomKey(debateId)).length === 0) await janus.destroyIfEmpty(debateId);
  } catch (err) {
    ctx.log.warn({ err, debateId }, 'janus: could not release a participant');
  }
}
