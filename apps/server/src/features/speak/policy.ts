import type { DebateRow, DebateUserRow, UserRow } from '../../db/schema';
import { accountsPolicy, isAdmin } from '../accounts/policy';

type Actor = Pick<UserRow, 'id' | 'userRole' | 'isSuperuser' | 'isVerified' | 'isActive'> | null;
type Event = Pick<DebateRow, 'initiatorId' | 'verifyStatus' | 'debateStatus'>;
type Part = Pick<DebateUserRow, 'state'> | null;

const isInitiator = (a: Actor, d: Pick<DebateRow, 'initiatorId'>) => !!a && a.id === d.initiatorId;
const approved = (p: Part) => p?.state === 'approved';
/** Applied and still in: a pending or approved part (not declined, withdrawn or kicked). */
const active = (p: Part) => p?.state === 'pending' || p?.state === 'approved';

/**
 * Who may do what with Speak events (spec 02 §6). Routes ask the first group; services ask the
 * rest once the event and the asker's part in it are loaded. speak-policy.test.ts runs the table.
 */
export const speakPolicy = {
  /** Lists and details are public (a visitor sees upcoming events and is asked to sign in to join). */
  browse: (_a: Actor) => true,
  signedIn: (a: Actor) => !!a,
  /** Starting an event or applying needs a verified account (docs/decisions/0003). */
  create: (a: Actor) => accountsPolicy.actAsVerified(a),
  participate: (a: Actor) => accountsPolicy.actAsVerified(a),
  verify: (a: Actor) => isAdmin(a),

  /** Seen by everyone once approved; before that by its initiator and admins only. */
  view: (a: Actor, d: Event) => d.verifyStatus === 'success' || isInitiator(a, d) || isAdmin(a),
  edit: (a: Actor, d: Event) => (isInitiator(a, d) || isAdmin(a)) && d.debateStatus === 'upcoming',
  cancel: (a: Actor, d: Event) => (isInitiator(a, d) || isAdmin(a)) && d.debateStatus === 'upcoming',
  /** Review applications, kick, set sides, invite judges, answer questions, manage materials. */
  manage: (a: Actor, d: Event) => isInitiator(a, d) || isAdmin(a),
  /** The full list of applicants (pending included) and their messages. */
  seeApplications: (a: Actor, d: Event) => isInitiator(a, d) || isAdmin(a),
  /** The event's chat and its Q&A: the initiator and approved participants. */
  takePart: (a: Actor, d: Event, p: Part) => isInitiator(a, d) || approved(p) || isAdmin(a),
  /** A player may invite teammates; the initiator invites anyone. */
  invite: (a: Actor, d: Event, p: (Part & Pick<DebateUserRow, 'role'>) | null) => isInitiator(a, d) || isAdmin(a) || (approved(p) && p?.role === 'player'),
  /** The room: its approved participants, the initiator and admins. */
  enterRoom: (a: Actor, d: Event, p: Part) => isInitiator(a, d) || approved(p) || isAdmin(a),
  /** The event's questions: its initiator and whoever applied and is still in (a kicked member is out). */
  ask: (a: Actor, d: Event, p: Part) => !!a && (isInitiator(a, d) || active(p) || isAdmin(a)),
} as const;

export { isInitiator };
