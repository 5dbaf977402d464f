import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SideMenuGroup } from '../../components/ui/side-menu';
import { UserAvatar } from '../../components/ui/user-avatar';
import { useSession } from '../../features/accounts/hooks/use-session';
import { DueCountBadge } from '../../features/vocabulary/components/due-count-badge';
import { displayName } from '../../lib/user-display';
import { AreaLayout } from './area-layout';

/** The learner dashboard (/user) with the side menu spec 01 §2 lists, in its order. */
export function UserLayout() {
  const { t } = useTranslation();
  const { user } = useSession();
  const groups: SideMenuGroup[] = [
    {
      items: [
        { to: '/user/center', label: t('menu.user.dashboard'), icon: 'chart' },
        { to: '/user/notification', label: t('menu.user.notifications'), icon: 'bell' },
        { to: '/user/vocabulary/notebook', label: t('menu.user.notebook'), icon: 'notebook' },
        { to: '/user/vocabulary/flipcard', label: t('menu.user.flipcards'), icon: 'cards', badge: <DueCountBadge /> },
        { to: '/user/vocabulary/lookup', label: t('menu.user.lookup'), icon: 'history' },
        { to: '/user/watch/sentencelist', label: t('menu.user.sentences'), icon: 'list' },
        { to: '/user/watch/videolist', label: t('menu.user.videos'), icon: 'video' },
        { to: '/user/activities', label: t('menu.user.speak'), icon: 'mic' },
        { to: '/user/record', label: t('menu.user.recording'), icon: 'record' },
        { to: '/user/quiz', label: t('menu.user.quiz'), icon: 'quiz' },
        { to: '/setting', label: t('menu.user.setting'), icon: 'settings' },
        { to: '/', label: t('menu.home'), icon: 'home', end: true },
      ],
    },
  ];
  // Mentors see their teaching profile, everyone else their account (spec 01 §6).
  const mePath = user?.user_role === 'Mentor' ? '/user/profile' : '/user/account';
  const top = user && (
    <Link to={mePath} className="lb-area__me">
      <UserAvatar user={user} size={40} decorative />
      <span style={{ minWidth: 0 }}>
        <Text fw={700} truncate>
          {displayName(user)}
        </Text>
        <Text size="sm" c="dimmed" truncate>
          {user.user_role === 'Mentor' ? t('menu.user.myProfile') : t('menu.user.myAccount')}
        </Text>
      </span>
    </Link>
  );
  return <AreaLayout menuLabel={t('menu.user.label')} groups={groups} access="signed-in" top={top} />;
}
