import { useTranslation } from 'react-i18next';
import type { SideMenuGroup, SideMenuItem } from '../../components/ui/side-menu';
import { AreaLayout } from './area-layout';

type Item = [path: string, titleKey: string, icon: SideMenuItem['icon']];

// Every child of spec 02 §2 that has no id; "debatelist" and "adlist" are spelled as the spec's menu links them.
const GROUPS: [labelKey: string, items: Item[]][] = [
  ['menu.cms.overview', [['index', 'pages.cms.index', 'chart'], ['userActivity', 'pages.cms.userActivity', 'history']]],
  [
    'menu.cms.content',
    [
      ['articleList', 'pages.cms.articleList', 'book'],
      ['articleEdit', 'pages.cms.articleNew', 'file'],
      ['articleAudioList', 'pages.cms.articleAudioList', 'mic'],
      ['blogPostList', 'pages.cms.blogPostList', 'list'],
      ['blogPostEdit', 'pages.cms.blogPostNew', 'file'],
      ['magazineList', 'pages.cms.magazineList', 'notebook'],
      ['magazineEdit', 'pages.cms.magazineNew', 'file'],
      ['categoryList', 'pages.cms.categoryList', 'list'],
      ['CategoryEdit', 'pages.cms.categoryEdit', 'settings'],
      ['videoCategory', 'pages.cms.videoCategory', 'video'],
      ['cartoonList', 'pages.cms.cartoonList', 'star'],
      ['cartoonEditor', 'pages.cms.cartoonEditor', 'file'],
    ],
  ],
  [
    'menu.cms.speak',
    [
      ['debatelist', 'pages.cms.debateList', 'mic'],
      ['materialList', 'pages.cms.materialList', 'notebook'],
      ['materialCreate', 'pages.cms.materialCreate', 'file'],
      ['eventList', 'pages.cms.eventList', 'calendar'],
      ['eventEdit', 'pages.cms.eventNew', 'file'],
      ['application', 'pages.cms.application', 'users'],
    ],
  ],
  [
    'menu.cms.people',
    [
      ['userlist', 'pages.cms.userlist', 'user'],
      ['mentorlist', 'pages.cms.mentorlist', 'school'],
      ['orglist', 'pages.cms.orglist', 'users'],
    ],
  ],
  [
    'menu.cms.business',
    [
      ['orderlist', 'pages.cms.orderlist', 'list'],
      ['adlist', 'pages.cms.adList', 'sparkle'],
      ['adEditor', 'pages.cms.adEditor', 'file'],
    ],
  ],
  ['menu.more', []],
];

/** The administration area (/cms): Admin only; everyone else sees a clear "not allowed" state. */
export function CmsLayout() {
  const { t } = useTranslation();
  const groups: SideMenuGroup[] = GROUPS.map(([labelKey, items]) => ({
    label: t(labelKey),
    items: items.map(([path, titleKey, icon]) => ({ to: `/cms/${path}`, label: t(titleKey), icon })),
  }));
  groups[groups.length - 1].items.push(
    { to: '/user/center', label: t('account.learningCenter'), icon: 'compass' },
    { to: '/', label: t('menu.home'), icon: 'home', end: true },
  );
  return <AreaLayout menuLabel={t('menu.cms.label')} groups={groups} access="admin" />;
}
