import type { BlogPost, BlogPostCard, Testimonial } from '@lingbridge/contracts/cms';
import type { Paged, SiteLanguageCode } from '@lingbridge/contracts/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

// The public blog (spec 01 §2 /blog, /blog/{id}), asked in the reader's interface language.

export const BLOG_PAGE_SIZE = 12;

export const blogListQuery = (page: number, lang: SiteLanguageCode) =>
  queryOptions({
    queryKey: ['blog', 'list', page, lang] as const,
    queryFn: () => apiRequest<Paged<BlogPostCard>>(`/blog?page=${page}&size=${BLOG_PAGE_SIZE}&lang=${lang}`),
    staleTime: 60_000,
  });
export const useBlogList = (page: number, lang: SiteLanguageCode) => useQuery(blogListQuery(page, lang));

export const blogPostQuery = (id: number, lang: SiteLanguageCode) =>
  queryOptions({ queryKey: ['blog', 'post', id, lang] as const, queryFn: () => apiRequest<BlogPost>(`/blog/${id}?lang=${lang}`), staleTime: 60_000 });
export const useBlogPost = (id: number, lang: SiteLanguageCode) => useQuery({ ...blogPostQuery(id, lang), enabled: id > 0 });

export const testimonialsQuery = (lang: SiteLanguageCode) =>
  queryOptions({
    queryKey: ['blog', 'testimonials', lang] as const,
    queryFn: () => apiRequest<Testimonial[]>(`/testimonials?lang=${lang}`),
    staleTime: 300_000,
  });

/** The feed's address for an interface language. */
export const feedUrl = (lang: SiteLanguageCode) => `/api/v1/blog/rss?lang=${lang}`;
