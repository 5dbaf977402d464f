// The server renderer of the public pages that opt in with `handle.serverData` (the reading list
// and the reader): the page's HTML with its data, as a visitor with this browser's preferences
// sees it, so a phone shows the articles before any script has run. The browser app then hydrates
// it (main.tsx). Built by `vite build` into dist/server; the server loads it (plugins/web.ts).
// Decision 0044.
import { STORAGE_KEYS } from '@lingbridge/contracts/constants';
import { dehydrate } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { AppProviders } from './app/app';
import { routes } from './app/router';
import type { PageMeta, ServerData, ServerRoute } from './app/routes/server-data';
import { isKnownPath } from './app/ssr/known-paths';
import { titleOf } from './app/shell/document-title';
import { payloadJson, type SsrPayload } from './app/ssr/payload';
import { ApiError, setApiTransport } from './lib/api-client';
import i18n, { htmlLang, i18nReady, isSiteLanguage } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { parseBrowserPrefs, setServerStorage } from './lib/storage';

export type RenderRequest = {
  /** Absolute URL of the page (the origin is not used for anything but parsing). */
  url: string;
  /** The `lb_prefs` cookie's raw value, if any. */
  prefsCookie?: string;
  /** Gives up on the page's data after this long (the plain app is sent instead). */
  dataTimeoutMs?: number;
};
/** `modules`: the source modules of the page's own code (build manifest keys), fetched ahead by the loader. */
export type RenderedPage = { html: string; lang: string; title: string; payload: string; modules: string[]; meta?: PageMeta };
/**
 * A page the server sends as the plain app, but not with 200: an unknown path, or a deep link to
 * an article that does not exist (404, decision 0067). The app in the browser shows the 404 page.
 */
export type PageStatus = { status: number };

/** API calls from the renderer go to this function (the server answers them in-process). */
export function configure(opts: { fetch: (url: string, init: RequestInit) => Promise<Response> }) {
  setApiTransport(opts.fetch);
}

const handler = createStaticHandler(routes);

/** Whether a route of this URL's path has `handle.serverData` (the pages the server renders). */
const rendersOnServer = (url: string) =>
  !!matchRoutes(routes, new URL(url).pathname)?.some((m) => (m.route.handle as Partial<ServerRoute> | undefined)?.serverData);

// One page at a time: i18n's language and the storage answers are the process's, set per page.
let queue: Promise<unknown> = Promise.resolve();
function serially<T>(fn: () => Promise<T>): Promise<T> {
  const run = queue.then(fn, fn);
  queue = run.catch(() => undefined);
  return run;
}

const withTimeout = <T,>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`page data took over ${ms} ms`)), ms).unref?.())]);

/**
 * Renders a page; answers `{status: 404}` for a path no route knows or a page whose data does not
 * exist; or null when this page is not rendered on the server: a signed-in
 * browser (its pages depend on who it is), a route without `serverData`, a redirect, a route error,
 * or data that failed or took too long. Null means: send the plain app.
 */
export async function render(req: RenderRequest): Promise<RenderedPage | PageStatus | null> {
  // Any browser, signed in or not: a path no route knows is a 404 (crawlers, monitors, link checkers).
  if (!(await isKnownPath(new URL(req.url).pathname))) return { status: 404 };
  const prefs = parseBrowserPrefs(req.prefsCookie);
  // Declined before the queue: a page the server does not render never waits behind one it does.
  if (prefs[STORAGE_KEYS.token] || !rendersOnServer(req.url)) return null;
  return serially(async (): Promise<RenderedPage | PageStatus | null> => {
    setServerStorage(prefs);
    const lang = isSiteLanguage(prefs.siteLanguage) ? prefs.siteLanguage : 'en';
    await i18nReady;
    await i18n.changeLanguage(lang);
    const request = new Request(req.url);
    const context = await handler.query(request);
    if (context instanceof Response || context.errors) return null;
    const handles = context.matches.map((m) => m.route.handle as Partial<ServerRoute> | undefined);
    const loaders = handles.map((h) => h?.serverData).filter((f): f is ServerData => !!f);
    const client = createQueryClient();
    const params = context.matches.at(-1)?.params ?? {};
    const infos = await withTimeout(Promise.all(loaders.map((load) => load(client, { params, request }))), req.dataTimeoutMs ?? 3000);
    const ownTitle = infos
      .map((info) => info?.title)
      .filter(Boolean)
      .at(-1);
    const meta = infos
      .map((info) => info?.meta)
      .filter(Boolean)
      .at(-1);
    // react-i18next reports each namespace a component asks for here; the browser loads them
    // before it hydrates.
    const used = new Set<string>(['common']);
    (i18n as unknown as { reportNamespaces: unknown }).reportNamespaces = {
      addUsedNamespaces: (ns: string[]) => ns.forEach((n) => used.add(n)),
      getUsedNamespaces: () => [...used],
    };
    const html = await renderHtml(client, context);
    const namespaces = [...used];
    const payload: SsrPayload = {
      prefs,
      lang,
      namespaces,
      queries: dehydrate(client),
      router: { loaderData: context.loaderData, actionData: context.actionData },
    };
    client.clear();
    const title = ownTitle
      ? `${ownTitle} · Lingbridge`
      : titleOf(
          context.matches.map((m) => ({ handle: m.route.handle })),
          i18n.t,
        );
    // The page's own code, for the browser to fetch ahead: its route's module and its strings.
    const strings = new Set([...namespaces, ...handles.flatMap((h) => h?.namespaces ?? [])]);
    const modules = [...handles.map((h) => h?.clientModule).filter((m): m is string => !!m), ...[...strings].map((ns) => `src/locales/${lang}/${ns}.json`)];
    return { html, lang: htmlLang(lang), title, payload: payloadJson(payload), modules, ...(meta && { meta }) };
  }).catch((err: unknown) => {
    // Data the API refuses (4xx: a malformed or unknown id or word in the visitor's URL) is the
    // visitor's outcome, not a fault to warn about: the plain app answers it (decision 0059).
    // What the page shows does not exist (an article's deep link): 404 (decision 0067).
    if (err instanceof ApiError && err.status === 404) return { status: 404 };
    if (!(err instanceof ApiError && err.status >= 400 && err.status < 500))
      console.warn(`server render of ${req.url} failed: ${(err as Error)?.message ?? err}`);
    return null;
  });
}

async function renderHtml(client: ReturnType<typeof createQueryClient>, context: StaticHandlerContext) {
  const router = createStaticRouter(handler.dataRoutes, context);
  // One piece: the default splits big finished sections out behind inline scripts, which the CSP blocks.
  const { prelude } = await prerender(
    <AppProviders client={client}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  return new Response(prelude).text();
}
