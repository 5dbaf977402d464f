import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { billingPageRoutes } from '../../features/billing/routes';
import { readingPublicRoutes } from '../../features/reading/routes';
import { watchPublicRoutes } from '../../features/watch/routes';
import { page, soon } from './lazy-page';
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
  soon('blog', 'pages.blog'),
  soon('blog/:id', 'pages.blogPost', { backTo: '/blog' }),
  ...watchPublicRoutes,
  ...readingPublicRoutes,
  soon('speak', 'pages.speak'),
  soon('speak/list', 'pages.speakList', { backTo: '/speak' }),
  soon('speak/:id', 'pages.speakEvent', { backTo: '/speak' }),
  soon('create/:id', 'pages.createEvent', { backTo: '/speak' }),
  soon('debate-list', 'pages.debateList', { backTo: '/speak' }),
  ...billingPageRoutes,
  soon('report', 'pages.report'),
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
  { path: 'contact', ...info(() => import('../../features/info/contact-page').then((m) => m.ContactPage), 'pages.contact', ['info']) },
  { path: 'FAQs', ...info(() => import('../../features/info/faqs-page').then((m) => m.FaqsPage), 'pages.faqs', ['info'], 'src/features/info/faqs-page.tsx') },
];

/** Account routes this shell shows as placeholders until the accounts feature provides them. */
export const accountPlaceholderRoutes: RouteObject[] = [
  soon('/setting', 'pages.setting'),
  soon('/mentors', 'pages.mentors'),
  soon('/mentors/resume/:id', 'pages.mentorResume', { backTo: '/mentors' }),
];

export const authPlaceholderRoutes: RouteObject[] = [
  soon('/admin/login', 'pages.login'),
  soon('/admin/register', 'pages.register'),
  soon('/admin/forget-password', 'pages.forgetPassword', { backTo: '/admin/login' }),
  soon('/admin/reset-password/:token', 'pages.resetPassword', { backTo: '/admin/login' }),
  soon('/admin/google/auth/register/failed', 'pages.googleFailed', { backTo: '/admin/register' }),
  soon('/admin/google/auth/login/failed', 'pages.googleFailed', { backTo: '/admin/login' }),
  soon('/admin/email/verify/:token', 'pages.verifyEmail', { backTo: '/admin/login' }),
  soon('/admin/email-resend', 'pages.emailResend', { backTo: '/admin/login' }),
];
