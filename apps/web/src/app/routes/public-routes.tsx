import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { billingPageRoutes } from '../../features/billing/routes';
import { cmsPublicRoutes } from '../../features/cms/routes';
import { organizationPublicRoutes } from '../../features/organizations/routes';
import { readingPublicRoutes } from '../../features/reading/routes';
import { speakPublicRoutes } from '../../features/speak/routes';
import { watchPublicRoutes } from '../../features/watch/routes';
import { reportPublicRoute } from '../../features/learning/routes';
import { page } from './lazy-page';
import type { ServerData, ServerRoute } from './server-data';

/** A page of fixed text needs no data to be rendered. */
const noData: ServerData = async () => undefined;

/**
 * The handle of a page of fixed text. With its source module (`src/…`), the server renders it for
 * visitors and the app runs on first use (decisions 0044, 0045); pages with a form do not give one.
 */
const infoHandle = (titleKey: string, ns: string[], module?: string) => ({
  titleKey,
  ...(module && ({ serverData: noData, clientModule: module, namespaces: ns } satisfies ServerRoute)),
});

const info = (load: () => Promise<ComponentType>, titleKey: string, ns: string[], module?: string) => ({
  handle: infoHandle(titleKey, ns, module),
  lazy: page(load, ns),
});

const kickstart = (path: string, language: 'Simplified_Chinese' | 'Spanish' | 'English', titleKey: string): RouteObject => ({
  path,
  handle: infoHandle(titleKey, ['kickstart'], 'src/features/info/kickstart-page.tsx'),
  lazy: page(
    () =>
      import('../../features/info/kickstart-page').then((m) => {
        const Kickstart = () => <m.KickstartPage language={language} />;
        return Kickstart;
      }),
    ['kickstart'],
  ),
});

/** The public routes of spec 01 §2 and spec 02 §2 (header, page, footer), except the accounts ones. */
export const publicRoutes: RouteObject[] = [
  { index: true, ...info(() => import('../../features/home/home-page').then((m) => m.HomePage), 'pages.home', ['home'], 'src/features/home/home-page.tsx') },
  ...cmsPublicRoutes,
  // The materials marketplace (decision 0119): its loaders sit in a module of their own, which keeps the landing page light.
  // The list is rendered on the server for visitors, like the reading pages (decisions 0044, 0045).
  {
    path: 'materials',
    handle: {
      titleKey: 'pages.materials',
      serverData: (client, { request }) => import('../../features/materials/public-pages').then((m) => m.prefetchMaterials(new URL(request.url), client)),
      clientModule: 'src/features/materials/pages/materials-page.tsx',
      namespaces: ['materials'],
    } satisfies { titleKey: string } & ServerRoute,
    lazy: () => import('../../features/materials/public-pages').then((m) => m.materialsListLazy()),
  },
  { path: 'materials/:id', handle: { titleKey: 'pages.material' }, lazy: () => import('../../features/materials/public-pages').then((m) => m.materialLazy()) },
  ...watchPublicRoutes,
  ...readingPublicRoutes,
  ...speakPublicRoutes,
  ...billingPageRoutes,
  ...organizationPublicRoutes,
  reportPublicRoute,
  kickstart('kickstart', 'Simplified_Chinese', 'pages.kickstartZh'),
  kickstart('kickstart-sp', 'Spanish', 'pages.kickstartEs'),
  kickstart('kickstart-en', 'English', 'pages.kickstartEn'),
  {
    path: 'founder-story',
    ...info(
      () => import('../../features/info/founder-story-page').then((m) => m.FounderStoryPage),
      'pages.founderStory',
      ['info'],
      'src/features/info/founder-story-page.tsx',
    ),
  },
  {
    path: 'privacy-policy',
    ...info(
      () => import('../../features/info/privacy-policy-page').then((m) => m.PrivacyPolicyPage),
      'pages.privacyPolicy',
      ['privacy'],
      'src/features/info/privacy-policy-page.tsx',
    ),
  },
  { path: 'contact', ...info(() => import('../../features/info/contact-page').then((m) => m.ContactPage), 'pages.contact', ['info', 'cms']) },
  { path: 'FAQs', ...info(() => import('../../features/info/faqs-page').then((m) => m.FaqsPage), 'pages.faqs', ['info'], 'src/features/info/faqs-page.tsx') },
];
