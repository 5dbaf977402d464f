import type { RouteObject } from 'react-router';
import { billingCmsRoute } from '../../features/billing/area-routes';
import { cmsContentRoutes } from '../../features/cms/area-routes';
import { organizationCmsRoute } from '../../features/organizations/area-routes';
import { readingCmsRoutes } from '../../features/reading/area-routes';
import { speakCmsRoutes } from '../../features/speak/area-routes';
import { watchCmsRoutes } from '../../features/watch/area-routes';
import { userActivityCmsRoute } from '../../features/learning/area-routes';
import { materialsCmsRoutes } from '../../features/materials/area-routes';

/** The administration area's children (spec 02 §2), path → title key. */
export const CMS_PAGES: [path: string, titleKey: string][] = [
  ['index', 'pages.cms.index'],
  ['debateList', 'pages.cms.debateList'],
  ['debateEdit/:id', 'pages.cms.debateEdit'],
  ['materialList', 'pages.cms.materialList'],
  ['materialCreate', 'pages.cms.materialCreate'],
  ['materialEdit/:id', 'pages.cms.materialEdit'],
  ['userActivity', 'pages.cms.userActivity'],
  ['userlist', 'pages.cms.userlist'],
  ['mentorlist', 'pages.cms.mentorlist'],
  ['orglist', 'pages.cms.orglist'],
  ['orderlist', 'pages.cms.orderlist'],
  ['articleAudioList', 'pages.cms.articleAudioList'],
  ['articleList', 'pages.cms.articleList'],
  ['articleEdit', 'pages.cms.articleNew'],
  ['articleEdit/:id', 'pages.cms.articleEdit'],
  ['blogPostList', 'pages.cms.blogPostList'],
  ['blogPostEdit', 'pages.cms.blogPostNew'],
  ['blogPostEdit/:id', 'pages.cms.blogPostEdit'],
  ['magazineList', 'pages.cms.magazineList'],
  ['magazineEdit', 'pages.cms.magazineNew'],
  ['magazineEdit/:id', 'pages.cms.magazineEdit'],
  ['eventList', 'pages.cms.eventList'],
  ['eventEdit', 'pages.cms.eventNew'],
  ['eventEdit/:id', 'pages.cms.eventEdit'],
  ['categoryList', 'pages.cms.categoryList'],
  ['CategoryEdit', 'pages.cms.categoryEdit'],
  ['cartoonList', 'pages.cms.cartoonList'],
  ['cartoonEditor', 'pages.cms.cartoonEditor'],
  ['adList', 'pages.cms.adList'],
  ['adEditor', 'pages.cms.adEditor'],
  ['application', 'pages.cms.application'],
  ['videoCategory', 'pages.cms.videoCategory'],
  ['VideoEdit/:id', 'pages.cms.videoEdit'],
];

/** The administration area's pages, added to the route table on first visit. */
export const cmsPages: RouteObject[] = [
  billingCmsRoute,
  ...cmsContentRoutes,
  organizationCmsRoute,
  ...readingCmsRoutes,
  ...watchCmsRoutes,
  userActivityCmsRoute,
  ...speakCmsRoutes,
  ...materialsCmsRoutes,
];
