import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves the built web app; any non-API path gets index.html so the client router can answer it. */
export async function registerWeb(app: FastifyInstance, dist: string) {
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn(`web app not built at ${dist}; run npm run build`);
    return;
  }
  const html = fs.readFileSync(index);
  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
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
  app.get('/*', { schema: { hide: true } }, async (req, reply) => {
    const url = req.url.split('?')[0];
    if (url.startsWith('/api/')) return reply.status(404).send({ detail: 'Not found' });
    const file = path.join(dist, path.normalize(url).replace(/^(\.\.[/\\])+/, ''));
    if (file.startsWith(dist) && url !== '/' && fs.existsSync(file) && fs.statSync(file).isFile())
      return reply.sendFile(path.relative(dist, file));
    return reply.type('text/html').header('cache-control', 'no-cache').send(html);
  });
}
