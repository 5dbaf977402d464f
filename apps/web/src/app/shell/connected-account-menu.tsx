import type { ComponentProps } from 'react';
import { useSession } from '../../features/accounts/hooks/use-session';
import { AccountMenu } from './account-menu';

/** The account dropdown wired to the session: Logout is `useSession().logout` (spec 01 §2). */
export function ConnectedAccountMenu(props: Omit<ComponentProps<typeof AccountMenu>, 'onLogout'>) {
  const { logout } = useSession();
  return <AccountMenu {...props} onLogout={() => void logout()} />;
}
