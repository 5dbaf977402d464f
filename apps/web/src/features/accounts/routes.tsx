import type { RouteObject } from 'react-router';
import type { ServerRoute } from '../../app/routes/server-data';

// `handle.titleKey` names the page for the shell's tab title (common namespace).
const route = (path: string, titleKey: string, lazy: RouteObject['lazy']): RouteObject => ({ path, lazy, handle: { titleKey } });

/**
 * The account screens, composed into the router by app/. Paths are absolute (spec 01 §2). Each
 * page is its own chunk and exports `Component`.
 */
export const authPageRoutes: RouteObject[] = [
  route('/admin/login', 'pages.login', () => import('./pages/login-page')),
  route('/admin/register', 'pages.register', () => import('./pages/register-page')),
  route('/admin/forget-password', 'pages.forgetPassword', () => import('./pages/forgot-password-page')),
  route('/admin/reset-password/:token', 'pages.resetPassword', () => import('./pages/reset-password-page')),
  route('/admin/email/verify/:token', 'pages.verifyEmail', () => import('./pages/verify-email-page')),
  route('/admin/email-resend', 'pages.emailResend', () => import('./pages/email-resend-page')),
  route('/admin/google/auth/success', 'pages.login', () => import('./pages/google-success-page')),
  route('/admin/google/auth/login/failed', 'pages.googleFailed', () => import('./pages/google-failed-page')),
  route('/admin/google/auth/register/failed', 'pages.googleFailed', () => import('./pages/google-failed-page')),
];

/** Routes rendered inside the public layout (header and footer): /setting, /mentors, /mentors/resume/:id. */
export const accountPageRoutes: RouteObject[] = [
  route('/setting', 'pages.setting', () => import('./pages/settings-page')),
  // A visitor's /mentors is the invitation to sign in: rendered on the server like the pages of fixed
  // text (decisions 0046, 0130); a signed-in browser gets the plain app and its list.
  {
    ...route('/mentors', 'pages.mentors', () => import('./pages/mentors-page')),
    handle: {
      titleKey: 'pages.mentors',
      serverData: async () => undefined,
      clientModule: 'src/features/accounts/pages/mentors-page.tsx',
      namespaces: ['accounts'],
    } satisfies { titleKey: string } & ServerRoute,
  },
  route('/mentors/resume/:id', 'pages.mentorResume', () => import('./pages/mentor-resume-page')),
];
