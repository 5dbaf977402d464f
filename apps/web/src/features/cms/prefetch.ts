// The blog's data, asked for before the page renders: by the route loaders while the page's code
// loads, and by the server renderer, which waits for it (decision 0044). Same queries and keys as
// the pages' hooks; the language is the interface language the page is rendered in.
import type { QueryClient } from '@tanstack/react-query';
import type { ServerPageInfo } from '../../app/routes/server-data';
import type { SiteLanguageCode } from '@lingbridge/contracts/common';
import i18n from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { isSiteLanguage } from '../../lib/site-language';
import { blogListQuery, blogPostQuery, feedUrl } from './api/blog';

export const pageLanguage = (): SiteLanguageCode => (isSiteLanguage(i18n.language) ? i18n.language : 'en');
export const pageNumberOf = (url: URL) => Math.max(1, Math.min(100_000, Number(url.searchParams.get('page')) || 1));

export async function prefetchBlog(url: URL, client: QueryClient = queryClient): Promise<ServerPageInfo> {
  const lang = pageLanguage();
  await client.fetchQuery(blogListQuery(pageNumberOf(url), lang));
  return { meta: { description: i18n.t('cms:blog.lead'), type: 'website', feed: feedUrl(lang) } };
}

export async function prefetchBlogPost(id: string | undefined, client: QueryClient = queryClient): Promise<ServerPageInfo> {
  const n = Number(id);
  if (!Number.isInteger(n) || n <= 0) return {};
  const lang = pageLanguage();
  const post = await client.fetchQuery(blogPostQuery(n, lang));
  return { title: post.title, meta: { description: post.summary, image: post.cover_url, type: 'article', feed: feedUrl(lang) } };
}
