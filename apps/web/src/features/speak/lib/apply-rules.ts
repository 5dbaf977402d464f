import type { Debate, Side } from '@lingbridge/contracts/speak';
import type { ParticipateBody } from '@lingbridge/contracts/speak-participation';

export type ApplyRole = 'player' | 'judge';
export type ApplyChoice = { role: ApplyRole | null; side: Side | null; roleName: string | null };

/**
 * What the apply dialog offers for an event, from the seats the server says are left: a player's
 * seat (with a side in a debate, a role in a role play) and a judge's seat when the event has judges.
 * The server decides again when the application arrives.
 */
export function applyOptions(d: Pick<Debate, 'debate_type' | 'max_judges' | 'seats_left'>) {
  const s = d.seats_left;
  const sides: Side[] = d.debate_type === 'debate' ? (['prop', 'opp'] as const).filter((k) => (s[k] ?? 0) > 0) : [];
  const roleNames = d.debate_type === 'role_play' ? s.roles : [];
  const playerOpen = s.players > 0 && (d.debate_type !== 'debate' || sides.length > 0) && (d.debate_type !== 'role_play' || roleNames.length > 0);
  const roles: ApplyRole[] = [...(playerOpen ? (['player'] as const) : []), ...(d.max_judges > 0 && s.judges > 0 ? (['judge'] as const) : [])];
  return { roles, sides, roleNames };
}

/** The first thing missing from a choice (a key of `apply.missing.*`), or null when it can be checked with the server. */
export function missingChoice(d: Pick<Debate, 'debate_type'>, c: ApplyChoice): 'role' | 'side' | 'roleName' | null {
  if (!c.role) return 'role';
  if (c.role === 'player' && d.debate_type === 'debate' && !c.side) return 'side';
  if (c.role === 'player' && d.debate_type === 'role_play' && !c.roleName) return 'roleName';
  return null;
}

/** The request body of a complete choice (side only in a debate, a role name only in a role play). */
export function applyBody(d: Pick<Debate, 'debate_type'>, c: ApplyChoice, message?: string): ParticipateBody {
  const player = c.role === 'player';
  return {
    role: c.role ?? 'player',
    side: player && d.debate_type === 'debate' ? c.side : null,
    role_name: player && d.debate_type === 'role_play' ? c.roleName : null,
    message: message?.trim() || null,
  };
}
