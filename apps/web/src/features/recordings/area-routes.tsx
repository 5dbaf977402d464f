import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import i18n from '../../lib/i18n';

// The /user and /teacher pages of recordings, each its own chunk with its strings (spec 02 §2).
const route = (path: string, titleKey: string, load: () => Promise<{ Component: ComponentType }>): RouteObject => ({
  path,
  handle: { titleKey },
  lazy: async () => {
    const [m] = await Promise.all([load(), i18n.loadNamespaces(['recordings'])]);
    return { Component: m.Component };
  },
});

/** /user/record: My Recording. */
export const recordingsUserRoute = route('record', 'pages.user.record', () => import('./pages/my-recordings-page'));

/** /teacher/organization/member/recording/{id}: a member's recordings. */
export const recordingsTeacherRoute = route(
  'organization/member/recording/:id',
  'pages.teacher.memberRecording',
  () => import('./pages/member-recordings-page'),
);
