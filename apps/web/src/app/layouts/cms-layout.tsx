import type { Ability } from '@lingbridge/contracts/accounts';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import type { SideMenuGroup, SideMenuItem } from '../../components/ui/side-menu';
import { useCurrentUser } from '../session/use-current-user';
import { can } from '../../lib/can';
import { AreaLayout } from './area-layout';

type Item = [path: string, titleKey: string, icon: SideMenuItem['icon']];

// Every child of spec 02 §2 that has no id; "debatelist" and "adlist" are spelled as the spec's menu links them.
const GROUPS: [labelKey: string, items: Item[]][] = [
  [
    'menu.cms.overview',
    [
      ['index', 'pages.cms.index', 'chart'],
      ['userActivity', 'pages.cms.userActivity', 'history'],
    ],
  ],
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
      ['testimonialList', 'pages.cms.testimonialList', 'heart'],
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

/**
 * The "New …" forms and the lists they belong to. Editing an item (`/cms/articleEdit/5`) is the list's
 * business: the list is marked current, not the "New article" link the address starts with.
 */
const ALSO: Record<string, string[]> = {
  articleList: ['/cms/articleEdit/'],
  blogPostList: ['/cms/blogPostEdit/'],
  magazineList: ['/cms/magazineEdit/'],
  cartoonList: ['/cms/cartoonEditor/'],
  eventList: ['/cms/eventEdit/'],
  adlist: ['/cms/adEditor/'],
  materialList: ['/cms/materialEdit/'],
  // Its form has no menu entry: new and edit both belong to the list.
  testimonialList: ['/cms/testimonialEdit'],
};
const NEW_FORMS = new Set(['articleEdit', 'blogPostEdit', 'magazineEdit', 'cartoonEditor', 'eventEdit', 'adEditor', 'materialCreate']);

const itemOf = (path: string, label: string, icon: SideMenuItem['icon']): SideMenuItem => ({
  to: `/cms/${path}`,
  label,
  icon,
  end: NEW_FORMS.has(path),
  also: ALSO[path],
});

/**
 * What each CMS page needs, as the server's policies check it on the API the page calls: the article
 * pages (articles, issues, categories, recordings) are open to editors given can_edit_article, a
 * video's transcript corrections too; the rest is the administrator's.
 */
const PAGE_ABILITIES: [firstSegment: string, ability: Ability][] = [
  ['articleList', 'edit_articles'],
  ['articleEdit', 'edit_articles'],
  ['articleAudioList', 'edit_articles'],
  ['magazineList', 'edit_articles'],
  ['magazineEdit', 'edit_articles'],
  ['categoryList', 'edit_articles'],
  ['CategoryEdit', 'edit_articles'],
  ['blogPostList', 'edit_articles'],
  ['blogPostEdit', 'edit_articles'],
  ['videoCategory', 'curate_videos'],
  ['VideoEdit', 'edit_transcripts'],
  ['userlist', 'manage_users'],
  ['mentorlist', 'manage_users'],
  ['orderlist', 'manage_orders'],
];

/** The ability a CMS page (a path under /cms/) needs. */
export function cmsPageAbility(path: string): Ability {
  const first = path.replace(/^\/?cms\/?/, '').split('/')[0];
  return PAGE_ABILITIES.find(([segment]) => segment.toLowerCase() === first.toLowerCase())?.[1] ?? 'administer';
}

/**
 * The administration area (/cms): admins see all of it; an editor (can_edit_article) sees the pages
 * their abilities open, and a clear "not allowed" state on the others; everyone else is turned away.
 */
export function CmsLayout() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  const groups: SideMenuGroup[] = GROUPS.map(([labelKey, items]) => ({
    label: t(labelKey),
    items: items.filter(([path]) => can(user, cmsPageAbility(path))).map(([path, titleKey, icon]) => itemOf(path, t(titleKey), icon)),
  })).filter((g) => g.items.length > 0);
  // An editor opening Administration lands on the first page they may use, not on the admin's overview.
  const home = /^\/cms(\/index)?\/?$/.test(pathname);
  if (home && user && !can(user, 'administer') && groups[0]) return <Navigate to={groups[0].items[0].to} replace />;
  groups.push({
    label: t('menu.more'),
    items: [
      { to: '/user/center', label: t('account.learningCenter'), icon: 'compass' },
      { to: '/', label: t('menu.home'), icon: 'home', end: true },
    ],
  });
  return <AreaLayout menuLabel={t('menu.cms.label')} groups={groups} access="use_cms" pageAllowed={can(user, cmsPageAbility(pathname))} />;
}
