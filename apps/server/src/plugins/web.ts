import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { encode, PageCache } from './page-cache';
import { appLoaderPath, deferAppCode, loadPageRenderer, pageHtml, pageModuleFiles, readManifest } from './page-renderer';

/** Build files that are not for browsers: the server renderer and the build manifest. */
const isPrivate = (urlPath: string) => urlPath.startsWith('/server/') || urlPath.startsWith('/.vite/');

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
  const renderer = await loadPageRenderer(app, dist);
  const pages = new PageCache(10_000, 500);
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text asset (apps/web/vite.config.ts); browsers that
    // accept them get those, with Vary: Accept-Encoding.
    preCompressed: true,
    allowedPath: (pathName) => !isPrivate(pathName),
    // Hashed assets never change under their name. Set on the reply: a header set on the raw
    // response is overwritten by the reply's own cache-control when it is sent.
    setHeaders(reply, file) {
      if (file.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  app.get('/*', { schema: { hide: true } }, async (req, reply) => {
    const url = req.url.split('?')[0];
    if (url.startsWith('/api/')) return reply.status(404).send({ detail: 'Not found' });
    if (isPrivate(url)) return reply.status(404).type('text/plain').send('Not found');
    const file = path.join(dist, path.normalize(url).replace(/^(\.\.[/\\])+/, ''));
    if (file.startsWith(dist) && url !== '/' && fs.existsSync(file) && fs.statSync(file).isFile()) return reply.sendFile(path.relative(dist, file));
    reply.type('text/html').header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Encoding');
    if (!renderer) return reply.send(html);
    const prefsCookie = req.cookies?.lb_prefs;
    const page = await pages.get(`${req.url}\n${prefsCookie ?? ''}`, async () => {
      // A renderer failure costs the visitor the early paint, never the page.
      const rendered = await renderer.render({ url: `http://localhost${req.url}`, prefsCookie }).catch((err: unknown) => {
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
