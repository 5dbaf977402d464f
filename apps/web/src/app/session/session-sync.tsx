import { useSession } from '../../features/accounts/hooks/use-session';

/** Runs the session rule of spec 01 §4 (remember the user, or clear the stored session on failure). */
export function SessionSync() {
  useSession();
  return null;
}
