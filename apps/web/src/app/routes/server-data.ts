import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';

/** How a page introduces itself to link previews (Open Graph) and feed readers; images and feeds are paths. */
export type PageMeta = { description?: string; image?: string | null; type?: 'article' | 'website'; feed?: string };

/** What a page's data says about the page: its own title (an article's), shown as `… · Lingbridge`, and its preview tags. */
export type ServerPageInfo = { title?: string; meta?: PageMeta };

/**
 * A route the server renders (`handle.serverData`): fills the request's query cache with what the
 * page shows, and rejects when it cannot, so the server sends the plain app instead (decision 0044).
 */
export type ServerData = (client: QueryClient, args: Pick<LoaderFunctionArgs, 'params' | 'request'>) => Promise<void | ServerPageInfo>;

/**
 * The handle of a route the server renders: its data, its page's source module as the build
 * manifest names it (`src/…`) and the translation namespaces the page loads, so the server can name
 * the page's code and strings for the loader to fetch ahead (decision 0045).
 */
export type ServerRoute = { serverData: ServerData; clientModule: string; namespaces: string[] };
