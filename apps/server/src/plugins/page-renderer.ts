import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** The web build's server renderer (apps/web/src/entry-server.tsx), as this server uses it. */
type Renderer = {
  configure(opts: { fetch: (url: string, init: RequestInit) => Promise<Response> }): void;
  render(req: { url: string; prefsCookie?: string; dataTimeoutMs?: number }): Promise<RenderedPage | PageStatus | null>;
};

/** How a page introduces itself to link previews and feed readers (paths; made absolute with the public address). */
export type PageMeta = { description?: string; image?: string | null; type?: 'article' | 'website'; feed?: string };

/** A page as the renderer rendered it; `modules` are the build's source modules the page's code is in. */
export type RenderedPage = { html: string; lang: string; title: string; payload: string; modules?: string[]; meta?: PageMeta };

/** A page sent as the plain app with another status than 200: an unknown path, a missing article (decision 0067). */
export type PageStatus = { status: number; html?: undefined };

/** The build manifest (`.vite/manifest.json`): source module → its file and the chunks it imports. */
export type Manifest = Record<string, { file?: string; imports?: string[] }>;

const HOP_HEADERS = new Set(['content-length', 'transfer-encoding', 'connection', 'content-encoding']);

/**
 * A `fetch` for the renderer that asks this same server in-process (`inject`): no socket, the
 * same routes, policies and serialisers as a browser's request. The renderer only asks as a visitor.
 */
export function injectFetch(app: FastifyInstance) {
  return async (url: string, init: RequestInit = {}) => {
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json' },
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined && !HOP_HEADERS.has(k)) headers.set(k, String(v));
    return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  };
}

/** Loads `server/entry-server.mjs` of the web build when it is there (older builds have none). */
export async function loadPageRenderer(app: FastifyInstance, dist: string): Promise<Renderer | null> {
  const file = path.join(dist, 'server', 'entry-server.mjs');
  if (!fs.existsSync(file)) return null;
  try {
    const renderer = (await import(pathToFileURL(file).href)) as Renderer;
    renderer.configure({ fetch: injectFetch(app) });
    return renderer;
  } catch (err) {
    app.log.warn({ err }, 'the web build has a server renderer that does not load; pages are sent unrendered');
    return null;
  }
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The web build's manifest, or null when the build has none. */
export function readManifest(dist: string): Manifest | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/** The loader script of the web build (apps/web/src/app-loader.ts), from the build's manifest. */
export function appLoaderPath(manifest: Manifest | null): string | null {
  const file = manifest?.['src/app-loader.ts']?.file;
  return file ? `/${file}` : null;
}

/** The files of some source modules and of every chunk they import, in import order. */
function filesOf(manifest: Manifest, keys: string[], seen = new Set<string>(), out: string[] = []) {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    filesOf(manifest, manifest[key].imports ?? [], seen, out);
    if (manifest[key].file) out.push(`/${manifest[key].file}`);
  }
  return out;
}

/**
 * The code a rendered page needs beyond the app's entry: the files of its modules (its route's page,
 * its strings) and of the chunks they import that the entry does not already bring. The entry's
 * files are worked out once, here.
 */
export function pageModuleFiles(manifest: Manifest | null): (modules: string[] | undefined) => string[] {
  if (!manifest) return () => [];
  const entry = new Set(filesOf(manifest, ['index.html']));
  return (modules) => (modules?.length ? filesOf(manifest, modules).filter((f) => !entry.has(f)) : []);
}

/**
 * index.html for pages the server renders: instead of asking for the app's code in `<head>` (which
 * competes with the page's HTML and styles before anything is painted), the loader asks for it
 * after the first paint. Without a loader in the build the template is used as it is.
 */
export function deferAppCode(template: string, loader: string | null) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
  if (!loader || !entry) return template;
  const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  return template
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace(entry[0], `<script type="module" async src="${loader}" data-lb-entry="${entry[1]}" data-lb-preload="${preloads.join(' ')}"></script>`);
}

/**
 * The app's index.html with a rendered page in it: language, title, markup and its payload, and the
 * files of the page's own code for the loader to fetch ahead (`data-lb-route`).
 */
export function pageHtml(template: string, page: RenderedPage, routeFiles: string[] = [], base = '') {
  return template
    .replace('</head>', `${metaTags(page, base)}</head>`)
    .replace(' data-lb-entry="', ` data-lb-route="${escapeHtml(routeFiles.join(' '))}" data-lb-entry="`)
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(page.lang)}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div><script type="application/json" id="lb-ssr">${page.payload}</script>`);
}

/** Open Graph and feed tags of a page that gives them (a blog post: its summary and cover). */
export function metaTags(page: Pick<RenderedPage, 'title' | 'meta'>, base = '') {
  const m = page.meta;
  if (!m) return '';
  const abs = (p: string) => (/^https?:/.test(p) ? p : `${base}${p}`);
  const tags = [
    `<meta property="og:title" content="${escapeHtml(page.title)}">`,
    `<meta property="og:type" content="${m.type ?? 'website'}">`,
    `<meta name="twitter:card" content="${m.image ? 'summary_large_image' : 'summary'}">`,
  ];
  if (m.description)
    tags.push(`<meta name="description" content="${escapeHtml(m.description)}">`, `<meta property="og:description" content="${escapeHtml(m.description)}">`);
  if (m.image) tags.push(`<meta property="og:image" content="${escapeHtml(abs(m.image))}">`);
  if (m.feed) tags.push(`<link rel="alternate" type="application/rss+xml" title="Lingbridge blog" href="${escapeHtml(abs(m.feed))}">`);
  return tags.join('');
}
