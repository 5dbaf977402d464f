import { useTranslation } from 'react-i18next';
import type { SideMenuGroup } from '../../components/ui/side-menu';
import { AreaLayout } from './area-layout';

/** The teacher area (/teacher): organisations, groups, members, profile and resume, plus the links spec 01 §2 adds. */
export function TeacherLayout() {
  const { t } = useTranslation();
  const groups: SideMenuGroup[] = [
    {
      label: t('menu.teacher.organization'),
      items: [
        { to: '/teacher/organization/list', label: t('menu.teacher.organizations'), icon: 'school' },
        { to: '/teacher/organization/group', label: t('menu.teacher.groups'), icon: 'users' },
        { to: '/teacher/organization/member', label: t('menu.teacher.members'), icon: 'user' },
      ],
    },
    {
      label: t('menu.teacher.me'),
      items: [
        { to: '/teacher/profile', label: t('menu.teacher.profile'), icon: 'star' },
        { to: '/teacher/resume', label: t('menu.teacher.resume'), icon: 'file' },
        { to: '/teacher/materials', label: t('menu.teacher.materials'), icon: 'notebook' },
      ],
    },
    {
      label: t('menu.more'),
      items: [
        { to: '/user/center', label: t('account.learningCenter'), icon: 'compass' },
        { to: '/setting', label: t('menu.user.setting'), icon: 'settings' },
        { to: '/', label: t('menu.home'), icon: 'home', end: true },
      ],
    },
  ];
  // Teachers and admins, and learners who run a class or a school (the ability asks both; decision 0210).
  return <AreaLayout menuLabel={t('menu.teacher.label')} groups={groups} access="use_teacher_center" notAllowed={t('menu.teacher.notAllowed')} />;
}
