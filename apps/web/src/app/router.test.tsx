import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import fs from 'node:fs';
import path_ from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import i18n from '../lib/i18n';
import { createAreaPatcher, routes } from './router';
import { AREA_PAGES } from './routes/area-routes';
import { CMS_PAGES } from './routes/cms-pages';
import type { ServerRoute } from './routes/server-data';
import { theme } from './theme';

const webRoot = path_.resolve(import.meta.dirname, '../..');

/** The route table with every area's pages added, as it is after visiting each area once. */
async function fullRoutes(): Promise<RouteObject[]> {
  const pages = Object.fromEntries(await Promise.all(Object.entries(AREA_PAGES).map(async ([k, load]) => [`${k}-pages`, await load()])));
  const fill = (list: RouteObject[]): RouteObject[] =>
    list.map((r) => {
      const extra = r.id && pages[r.id] ? pages[r.id] : [];
      return { ...r, children: r.children || extra.length ? [...fill(r.children ?? []), ...extra] : undefined } as RouteObject;
    });
  return fill(routes);
}

const SPEC_PATHS = [
  '/',
  '/blog',
  '/blog/7',
  '/videoplayer',
  '/video',
  '/video/upload/7',
  '/video/search/7',
  '/read',
  '/ArticleSearch/7',
  '/article/7',
  '/free-article/7',
  '/article-quiz/7',
  '/speak',
  '/speak/list',
  '/speak/7',
  '/create/7',
  '/debate-list',
  '/mentors',
  '/mentors/resume/7',
  '/subscribe',
  '/order',
  '/payment',
  '/cancel',
  '/mentor-verify-paid',
  '/setting',
  '/report',
  '/kickstart',
  '/kickstart-sp',
  '/kickstart-en',
  '/category/Daily%20life',
  '/level/Beginner',
  '/founder-story',
  '/privacy-policy',
  '/contact',
  '/FAQs',
  '/admin/register',
  '/admin/login',
  '/admin/forget-password',
  '/admin/reset-password/abc',
  '/admin/google/auth/register/failed',
  '/admin/google/auth/login/failed',
  '/admin/email/verify/abc',
  '/admin/email-resend',
  '/user',
  '/user/center',
  '/user/notification',
  '/user/quiz',
  '/user/quiz/3/4',
  '/user/record',
  '/user/discussion',
  '/user/activities',
  '/user/event/7',
  '/user/uploads',
  '/user/download',
  '/user/popularity',
  '/user/subscription',
  '/user/archived',
  '/user/vocabulary',
  '/user/vocabulary/flipcard',
  '/user/vocabulary/lookup',
  '/user/vocabulary/notebook',
  '/user/watch',
  '/user/watch/sentencelist',
  '/user/watch/videolist',
  '/user/dashboard',
  '/user/profile',
  '/user/account',
  '/user/saved',
  '/user/saved/videolist',
  '/user/debate',
  '/user/debate/activities',
  '/user/debate/tickets',
  '/user/debate/material',
  '/user/debate/qa',
  '/teacher',
  '/teacher/organization/list',
  '/teacher/organization/group',
  '/teacher/organization/member',
  '/teacher/organization/member/recording/7',
  '/teacher/profile',
  '/teacher/resume',
  '/cms',
  '/cms/debatelist',
  '/cms/adlist',
  ...CMS_PAGES.map(([p]) => `/cms/${p.replace(':id', '7')}`),
  '/debate/room',
  '/debate/room/7',
  '/speak-room/7',
  '/minitalk/room/7',
  '/roleplay/room/7',
];

describe('route table', () => {
  it.each(SPEC_PATHS)('%s has its own route', async (path) => {
    const matches = matchRoutes(await fullRoutes(), path);
    expect(matches?.at(-1)?.route.path).not.toBe('*');
  });

  it('leaves pages with a form or a visitor’s own data to the browser', () => {
    for (const path of ['/contact', '/admin/login', '/watch', '/user/center']) {
      const handle = matchRoutes(routes, path)?.at(-1)?.route.handle as Partial<ServerRoute> | undefined;
      expect(handle?.serverData, path).toBeUndefined();
    }
  });

  it('sends any other path to the 404 page', async () => {
    expect(matchRoutes(await fullRoutes(), '/no/such/page')?.at(-1)?.route.path).toBe('*');
  });

  // The server names a rendered page's code and strings for the browser to fetch ahead by these.
  it.each([
    '/read',
    '/category/Culture',
    '/level/Beginner',
    '/ArticleSearch/family',
    '/article/7',
    '/free-article/7',
    '/',
    '/founder-story',
    '/privacy-policy',
    '/FAQs',
    '/kickstart',
    '/kickstart-sp',
    '/kickstart-en',
  ])('%s is rendered by the server, and names its page module and strings as files of the app', async (path) => {
    const handle = matchRoutes(routes, path)?.at(-1)?.route.handle as Partial<ServerRoute> | undefined;
    expect(handle?.serverData).toBeTypeOf('function');
    expect(fs.existsSync(path_.resolve(webRoot, handle!.clientModule!))).toBe(true);
    for (const ns of handle!.namespaces!) expect(fs.existsSync(path_.resolve(webRoot, `src/locales/en/${ns}.json`))).toBe(true);
  });
});

describe('router in the browser', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(() => localStorage.clear());

  async function visit(path: string) {
    const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation: createAreaPatcher() });
    render(
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    return router;
  }

  it.each([
    ['/user', '/user/center'],
    ['/user/vocabulary', '/user/vocabulary/notebook'],
    ['/teacher', '/teacher/organization/list'],
    ['/cms', '/cms/index'],
  ])('%s redirects to %s and asks a visitor to log in', async (from, to) => {
    const router = await visit(from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to), { timeout: 5000 });
    expect(await screen.findByRole('heading', { name: 'Please log in first' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows the friendly 404 page inside the site layout', async () => {
    await visit('/no/such/page');
    expect(await screen.findByRole('heading', { name: "We couldn't find that page" }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('operated by a US corporation registered in California');
  });

  it('shows the full-screen rooms without the site header (a visitor reads why they cannot connect)', async () => {
    await visit('/minitalk/room/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Speak Room' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });
});
