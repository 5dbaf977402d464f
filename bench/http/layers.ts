// A plain Fastify route with the app's global layers added one at a time, from the app's own plugin
// code (bench/http/instructions.mjs). LAYERS is a comma list of: headers, cookies, hooks, shutdown,
// multipart, contexts<n> (n routes in encapsulated plugins, each asked once before the count).
// Prints `PORT <n>` once listening. Started by the benchmark only; never part of the product.
import Fastify from 'fastify';
import { registerCookies } from '../../apps/server/src/plugins/cookies';
import { registerCsrf } from '../../apps/server/src/plugins/csrf';
import { registerMultipart } from '../../apps/server/src/plugins/multipart';
import { refuseStrayUpgrades, registerSecurityHeaders } from '../../apps/server/src/plugins/security';
import { closeConnectionsOnShutdown } from '../../apps/server/src/plugins/shutdown';

const layers = new Set((process.env.LAYERS ?? '').split(',').filter(Boolean));
const app = Fastify({ logger: false });
// The security headers, as every answer of the app gets them (decision 0137).
if (layers.has('headers')) await registerSecurityHeaders(app, 'http://127.0.0.1:3000');
// Request and reply decorators (any Fastify plugin that decorates has the same effect).
if (layers.has('cookies')) registerCookies(app);
// The two other global onRequest hooks: refused socket upgrades and the CSRF check.
if (layers.has('hooks')) {
  refuseStrayUpgrades(app);
  registerCsrf(app, { secure: false });
}
// The onSend hook that answers `Connection: close` while the server shuts down.
if (layers.has('shutdown')) closeConnectionsOnShutdown(app);
// The upload parser and its request decorators, as the app registers it.
if (layers.has('multipart')) await registerMultipart(app, {});
app.get('/healthz', async () => ({ status: 'ok' }));
// Routes in encapsulated plugins, as the app registers its features: Fastify builds a Request and a
// Reply class for each plugin context, and each of these routes is asked once before the count.
const contexts = Number(/(?:^|,)contexts(\d+)/.exec(process.env.LAYERS ?? '')?.[1] ?? 0);
for (let i = 0; i < contexts; i++) await app.register(async (scope) => void scope.get(`/feature${i}`, async () => ({ i })), { prefix: '/api' });
for (let i = 0; i < contexts; i++) await app.inject({ method: 'GET', url: `/api/feature${i}` });
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`PORT ${(app.server.address() as { port: number }).port}\n`);
