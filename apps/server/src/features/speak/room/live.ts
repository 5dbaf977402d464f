import type { AppContext } from '../../../context';
import type { DebateUserRow } from '../../../db/schema';
import { ok } from '../../../realtime/connection';

/** The realtime room of an event's Speak Room. */
export const roomKey = (debateId: number) => `speak:${debateId}`;

/**
 * A change to someone's place (kicked, side, role) reaches the room at once: everyone refreshes the
 * people on the stage, and a kicked participant's room closes (their socket is refused from its
 * next frame on, whatever their browser does).
 */
export async function announcePlace(ctx: AppContext, part: DebateUserRow) {
  const room = roomKey(part.debateId);
  await ctx.realtime.toRoom(room, ok('RolesChanged', { user_id: part.userId, state: part.state, side: part.side, role_name: part.roleName }));
  if (part.state === 'kicked') await ctx.realtime.toRoomUsers(room, [part.userId], ok('Kicked', { debate_id: part.debateId }));
}
