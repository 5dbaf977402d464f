import type { RouteObject } from 'react-router';
import type { ServerRoute } from '../../app/routes/server-data';
import i18n from '../../lib/i18n';

/** A blog page the server renders, like the reading pages (decision 0044): its data, its module, its strings. */
const route = (path: string, titleKey: string, page: 'blog-page' | 'blog-post-page'): RouteObject => ({
  path,
  handle: {
    titleKey,
    serverData: (client, { params, request }) =>
      import('./prefetch').then((m) => (page === 'blog-page' ? m.prefetchBlog(new URL(request.url), client) : m.prefetchBlogPost(params.id, client))),
    clientModule: `src/features/cms/pages/${page}.tsx`,
    namespaces: ['cms'],
  } satisfies { titleKey: string } & ServerRoute,
  lazy: async () => {
    const [mod] = await Promise.all([page === 'blog-page' ? import('./pages/blog-page') : import('./pages/blog-post-page'), i18n.loadNamespaces(['cms'])]);
    return { Component: mod.Component };
  },
});

/** A cartoon of Read (decision 0118): rendered in the browser, its words open the pop-up. */
const cartoonRoute: RouteObject = {
  path: 'cartoon/:id',
  handle: { titleKey: 'cms:cartoons.eyebrow' },
  lazy: () => import('./cartoon-route').then((m) => m.loadCartoonPage()),
};

/** The public blog of spec 01 §2 and Read's cartoons (relative to the public layout). */
export const cmsPublicRoutes: RouteObject[] = [route('blog', 'pages.blog', 'blog-page'), route('blog/:id', 'pages.blogPost', 'blog-post-page'), cartoonRoute];
