import { useMe } from '../../features/accounts/api/get-me';
import { getToken } from '../../lib/storage';

/**
 * Who is signed in, for the shell's first paint: the same current-user query `useSession()` reads,
 * without its logout and storage effects. Those live in `useSession()`, which `SessionSync` runs as
 * soon as there is an answer, and the account menus call for logout. (Importing `useSession` here
 * would bring the contracts' zod schemas into every page's first load.)
 */
export function useCurrentUser() {
  const me = useMe();
  const user = me.data ?? null;
  return { user, isLoggedIn: !!user, isLoading: !!getToken() && me.isLoading, answered: me.isSuccess || me.isError };
}
