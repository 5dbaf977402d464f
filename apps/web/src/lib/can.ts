import type { Ability, CurrentUser } from '@lingbridge/contracts/accounts';

/**
 * Whether the signed-in user may do something, as the server's policies answered it with the user
 * (`abilities` of GET /user/me; docs/decisions/0080). Pages ask this instead of comparing roles, so
 * the web admits exactly whom the server admits. A visitor may do none of these.
 */
export function can(user: Pick<CurrentUser, 'abilities'> | null | undefined, ability: Ability): boolean {
  return !!user?.abilities?.includes(ability);
}
