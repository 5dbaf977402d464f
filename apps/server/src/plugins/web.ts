import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { encode, PageCache } from './page-cache';
import { appLoaderPath, deferAppCode, loadPageRenderer, pageHtml, pageModuleFiles, readManifest } from './page-renderer';

/** Build files that are not for browsers: the server renderer and the build manifest. */
const isPrivate = (urlPath: string) => urlPath.startsWith('/server/') || urlPath.startsWith('/.vite/');

/**
 * The build's files for browsers, by URL path (`/assets/index-abc.js` → `assets/index-abc.js`):
 * every file but the private ones and dot files, under the names the folder really holds.
 */
function publicFiles(dist: string) {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(dist, dir), { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!isPrivate(`/${rel}/`)) walk(rel);
      } else if (entry.isFile()) files.set(`/${rel}`, rel);
    }
  };
  walk('');
  return files;
}

/**
 * Serves the built web app. A page the server renderer knows (the reading pages and the pages of
 * fixed text) is sent with its HTML already rendered for a visitor; any other non-API path gets
 * index.html and the client router answers it.
 */
export async function registerWeb(app: FastifyInstance, dist: string, publicUrl = '') {
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn(`web app not built at ${dist}; run npm run build`);
    return;
  }
  const html = fs.readFileSync(index);
  const manifest = readManifest(dist);
  const template = deferAppCode(html.toString('utf8'), appLoaderPath(manifest));
  const routeFiles = pageModuleFiles(manifest);
  // The page renderer (the web build's 550 KB server bundle, React with it) loads right after the
  // server listens instead of before: no answer to /readyz needs it. A page asked for before then
  // waits for it; under inject (tests, no listening) the first page loads it (issue 22, decision 0139).
  let renderer: Promise<Awaited<ReturnType<typeof loadPageRenderer>>> | undefined;
  const pageRenderer = () => (renderer ??= loadPageRenderer(app, dist));
  app.addHook('onListen', async () => void setImmediate(pageRenderer));
  const pages = new PageCache(10_000, 500);
  // The files are sent by the catch-all route below, looked up by exact name in this map, instead
  // of by one GET and one HEAD route per file (`wildcard: false`): with ~1,500 files in the build
  // (.br and .gz included) those 3,000 routes cost ~0.5-1 s of CPU at every start (issue 22).
  const files = publicFiles(dist);
  await app.register(fastifyStatic, {
    root: dist,
    serve: false,
    index: false,
    // The build writes .br and .gz beside each text asset (apps/web/vite.config.ts); browsers that
    // accept them get those, with Vary: Accept-Encoding.
    preCompressed: true,
    // Hashed assets never change under their name. Set on the reply: a header set on the raw
    // response is overwritten by the reply's own cache-control when it is sent.
    setHeaders(reply, file) {
      if (file.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  app.get('/*', { schema: { hide: true }, errorHandler: fileErrorHandler(app) }, async (req, reply) => {
    const url = req.url.split('?')[0];
    if (url.startsWith('/api/')) return reply.status(404).send({ detail: 'Not found' });
    if (isPrivate(url)) return reply.status(404).type('text/plain').send('Not found');
    // Only a name the build folder holds, spelt as it is there, is sent as a file (so neither a
    // private file nor a case or dot alias of one can be reached through it).
    const file = files.get(url);
    if (file) return reply.sendFile(file);
    reply.type('text/html').header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Encoding');
    const render = await pageRenderer();
    if (!render) return reply.send(html);
    const prefsCookie = req.cookies?.lb_prefs;
    const page = await pages.get(`${req.url}\n${prefsCookie ?? ''}`, async () => {
      // A renderer failure costs the visitor the early paint, never the page.
      const rendered = await render.render({ url: `http://localhost${req.url}`, prefsCookie }).catch((err: unknown) => {
        req.log.warn({ err }, 'server render failed; the plain app is sent');
        return null;
      });
      if (!rendered || rendered.html === undefined) return rendered;
      return pageHtml(template, rendered, routeFiles(rendered.modules), publicUrl);
    });
    // An unknown path or a missing article: the app (which shows the 404 page) with 404 (decision 0067).
    if (page?.status) reply.status(page.status);
    if (!page?.html) return reply.send(html);
    // A rendered page is 50–100 KB of markup and data, a few KB compressed.
    const { body, encoding } = encode(page, String(req.headers['accept-encoding'] ?? ''));
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  });
}

/** As @fastify/static's own routes: a browser that goes away mid-file ends the request quietly. */
function fileErrorHandler(app: FastifyInstance) {
  return (error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') return void req.raw.destroy();
    return app.errorHandler(error, req, reply);
  };
}
