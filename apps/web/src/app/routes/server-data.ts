import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';

/** What a page's data says about the page: its own title (an article's), shown as `… · Lingbridge`. */
export type ServerPageInfo = { title?: string };

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
