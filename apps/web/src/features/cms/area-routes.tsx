import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import i18n from '../../lib/i18n';

// The /cms routes of the content system, in their own module so they travel with the CMS's lazy chunk.
const route = (path: string, titleKey: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  handle: { titleKey },
  lazy: async () => {
    const [Component] = await Promise.all([load(), i18n.loadNamespaces(['cms'])]);
    return { Component };
  },
});

const blogList = () => import('./pages/blog-post-list-page').then((m) => m.BlogPostListPage);
const blogEdit = () => import('./pages/blog-post-edit-page').then((m) => m.BlogPostEditPage);
const eventList = () => import('./pages/event-pages').then((m) => m.EventListPage);
const eventEdit = () => import('./pages/event-pages').then((m) => m.EventEditPage);
const adList = () => import('./pages/ad-pages').then((m) => m.AdListPage);
const adEditor = () => import('./pages/ad-pages').then((m) => m.AdEditorPage);
const cartoonList = () => import('./pages/cartoon-pages').then((m) => m.CartoonListPage);
const cartoonEditor = () => import('./pages/cartoon-pages').then((m) => m.CartoonEditorPage);
const testimonialList = () => import('./pages/testimonial-pages').then((m) => m.TestimonialListPage);
const testimonialEdit = () => import('./pages/testimonial-pages').then((m) => m.TestimonialEditPage);

/** The CMS children of spec 02 §2 built on the editing pattern (relative to /cms), and the testimonials. */
export const cmsContentRoutes: RouteObject[] = [
  route('index', 'pages.cms.index', () => import('./pages/dashboard-page').then((m) => m.DashboardPage)),
  route('blogPostList', 'pages.cms.blogPostList', blogList),
  route('blogPostEdit', 'pages.cms.blogPostNew', blogEdit),
  route('blogPostEdit/:id', 'pages.cms.blogPostEdit', blogEdit),
  route('userlist', 'pages.cms.userlist', () => import('./pages/people-page').then((m) => m.UserListPage)),
  route('mentorlist', 'pages.cms.mentorlist', () => import('./pages/people-page').then((m) => m.MentorListPage)),
  route('eventList', 'pages.cms.eventList', eventList),
  route('eventEdit', 'pages.cms.eventNew', eventEdit),
  route('eventEdit/:id', 'pages.cms.eventEdit', eventEdit),
  route('adList', 'pages.cms.adList', adList),
  route('adEditor', 'pages.cms.adEditor', adEditor),
  route('adEditor/:id', 'pages.cms.adEditor', adEditor),
  route('cartoonList', 'pages.cms.cartoonList', cartoonList),
  route('cartoonEditor', 'pages.cms.cartoonEditor', cartoonEditor),
  route('cartoonEditor/:id', 'pages.cms.cartoonEditor', cartoonEditor),
  route('application', 'pages.cms.application', () => import('./pages/applications-page').then((m) => m.ApplicationsPage)),
  route('testimonialList', 'pages.cms.testimonialList', testimonialList),
  route('testimonialEdit', 'pages.cms.testimonialNew', testimonialEdit),
  route('testimonialEdit/:id', 'pages.cms.testimonialEdit', testimonialEdit),
];
