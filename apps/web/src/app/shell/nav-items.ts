import type { LearningLanguage } from '@lingbridge/contracts/common';
import type { CurrentUser } from '@lingbridge/contracts/accounts';
import { can } from '../../lib/can';
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
 * The account dropdown's links (spec 01 §2, §6): Teacher Center for teachers and admins,
 * Administration for whoever may use some of the CMS (admins, and editors given can_edit_article).
 */
export function accountLinks(user: Pick<CurrentUser, 'abilities'>): NavItem[] {
  const links: (NavItem | false)[] = [
    { to: '/user/center', labelKey: 'account.learningCenter', icon: 'compass' },
    can(user, 'use_teacher_center') && { to: '/teacher/profile', labelKey: 'account.teacherCenter', icon: 'school' },
    { to: '/user/notification', labelKey: 'account.notifications', icon: 'bell' },
    { to: '/user/vocabulary/notebook', labelKey: 'account.notebook', icon: 'notebook' },
    { to: '/setting', labelKey: 'account.setting', icon: 'settings' },
    can(user, 'use_cms') && { to: cmsHome(user), labelKey: 'account.administration', icon: 'shield' },
  ];
  return links.filter((l): l is NavItem => !!l);
}

/** Where Administration opens: the overview for admins, the article list for editors. */
export function cmsHome(user: Pick<CurrentUser, 'abilities'>): string {
  if (can(user, 'administer')) return '/cms';
  return can(user, 'edit_articles') ? '/cms/articleList' : '/cms';
}
