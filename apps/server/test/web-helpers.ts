import Fastify, { type FastifyInstance } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { registerCookies } from '../src/plugins/cookies';
import { registerWeb } from '../src/plugins/web';

/**
 * A web build made of the given files (paths relative to the build folder) in a temporary folder,
 * served by `registerWeb` on a bare Fastify app with cookies; `routes` adds API routes first.
 */
export async function serveBuild(files: Record<string, string | Buffer>, routes?: (app: FastifyInstance) => void) {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lb-web-build-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    fs.writeFileSync(path.join(dist, name), content);
  }
  const app = Fastify();
  registerCookies(app);
  routes?.(app);
  await registerWeb(app, dist);
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      fs.rmSync(dist, { recursive: true, force: true });
    },
  };
}
