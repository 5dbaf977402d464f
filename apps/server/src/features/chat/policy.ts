import { accountsPolicy, isAdmin, type Actor } from '../accounts/policy';

/**
 * Who may do what in the chat. Membership of a room is data, checked by the service; these are the
 * role rules. Chat reaches other people, so an unverified account may not use it
 * (docs/decisions/0003-unverified-accounts.md).
 */
export const chatPolicy = {
  useChat: (a: Actor) => accountsPolicy.actAsVerified(a),
  /** Group rooms belong to events and classes: teachers and administrators start them. */
  createGroupRoom: (a: Actor) => !!a && (a.userRole === 'Mentor' || isAdmin(a)),
} as const;
