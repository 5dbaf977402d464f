import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { ServerRoute } from '../../app/routes/server-data';
import i18n from '../../lib/i18n';

// Each page is its own chunk (the player, its adapters and the transcript stay off the landing
// page); the watch strings and the word pop-up's load with it.
const PAGE_NS = ['watch', 'vocabulary', 'modals'];
const lazyPage =
  (load: () => Promise<{ Component: ComponentType }>, ns = PAGE_NS): RouteObject['lazy'] =>
  async () => {
    const [mod] = await Promise.all([load(), i18n.loadNamespaces(ns)]);
    return { Component: mod.Component };
  };
export const route = (path: string, titleKey: string, load: () => Promise<{ Component: ComponentType }>): RouteObject => ({
  path,
  handle: { titleKey },
  lazy: lazyPage(load),
});

/** /video, rendered on the server for visitors like the reading pages (decisions 0044, 0045): the demo video and its transcript. */
const watchHome: RouteObject = {
  ...route('video', 'pages.watch', () => import('./pages/watch-page')),
  handle: {
    titleKey: 'pages.watch',
    serverData: (client) => import('./api/get-default-video').then((m) => m.prefetchDefaultVideo(client)),
    clientModule: 'src/features/watch/pages/watch-page.tsx',
    namespaces: PAGE_NS,
  } satisfies { titleKey: string } & ServerRoute,
};

/** The public Watch routes of spec 01 §2 (relative to the public layout). */
export const watchPublicRoutes: RouteObject[] = [
  watchHome,
  route('video/upload/:id', 'pages.videoTranscript', () => import('./pages/upload-transcript-page')),
  route('video/search/:id', 'pages.videoSearch', () => import('./pages/video-search-page')),
  route('videoplayer', 'pages.videoPlayer', () => import('./pages/video-player-page')),
];
