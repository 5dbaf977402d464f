import type { LearningLanguage } from '@lingbridge/contracts/common';
import type { CurrentUser } from '@lingbridge/contracts/accounts';
import type { IconName } from '../../components/ui/icons';
import { kickstartPath } from '../../lib/learning-language';

export type NavItem = { to: string; labelKey: string; icon: IconName };

/** The main navigation bar (spec 01 §2 Header): Read, Watch, Speak, Mentors and the kickstart programme. */
export function mainNavItems(learning: LearningLanguage): NavItem[] {
  return [
    { to: '/read', labelKey: 'nav.read', icon: 'book' },
    { to: '/video', labelKey: 'nav.watch', icon: 'play' },
    { to: '/speak', labelKey: 'nav.speak', icon: 'mic' },
    { to: '/mentors', labelKey: 'nav.mentors', icon: 'users' },
    { to: kickstartPath(learning), labelKey: 'nav.kickstart', icon: 'compass' },
  ];
}

/**
 * The account dropdown's links (spec 01 §2, §6): Teacher Center for non-Members, Administration
 * for Admin only.
 */
export function accountLinks(user: Pick<CurrentUser, 'user_role'>): NavItem[] {
  const links: (NavItem | false)[] = [
    { to: '/user/center', labelKey: 'account.learningCenter', icon: 'compass' },
    user.user_role !== 'Member' && { to: '/teacher/profile', labelKey: 'account.teacherCenter', icon: 'school' },
    { to: '/user/notification', labelKey: 'account.notifications', icon: 'bell' },
    { to: '/user/vocabulary/notebook', labelKey: 'account.notebook', icon: 'notebook' },
    { to: '/setting', labelKey: 'account.setting', icon: 'settings' },
    user.user_role === 'Admin' && { to: '/cms', labelKey: 'account.administration', icon: 'shield' },
  ];
  return links.filter((l): l is NavItem => !!l);
}
