// A plain Fastify route with the app's global layers added one at a time, from the app's own plugin
// code (bench/http/instructions.mjs). LAYERS is a comma list of: headers, cookies, hooks, shutdown,
// multipart, contexts<n> (n routes in encapsulated plugins, each asked once before the count), clients
// (a PostgreSQL pool and Redis clients, used before the count and never by the route; BENCH_PG_URL,
// BENCH_REDIS_URL).
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
// The clients a server holds (as the app's: a PostgreSQL pool, a Redis publisher and subscriber),
// each used a little before the count and never by the route: their sockets and streams run through
// the same Node code as the HTTP server's (decision 0219).
if (layers.has('clients')) {
  const { default: pg } = await import('pg');
  const { Redis } = await import('ioredis');
  const pool = new pg.Pool({ connectionString: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', max: 4 });
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const pub = new Redis(redisUrl);
  const sub = new Redis(redisUrl);
  await sub.subscribe(`bench-layers-${process.pid}`);
  await Promise.all(Array.from({ length: 8 }, (_, i) => pool.query('SELECT $1::int AS n, now() AS at', [i])));
  for (let i = 0; i < 8; i++) await pub.publish(`bench-layers-${process.pid}`, String(i));
  await pub.set(`bench-layers-${process.pid}`, '1', 'EX', 60);
}
// Routes in encapsulated plugins, as the app registers its features: Fastify builds a Request and a
// Reply class for each plugin context, and each of these routes is asked once before the count.
const contexts = Number(/(?:^|,)contexts(\d+)/.exec(process.env.LAYERS ?? '')?.[1] ?? 0);
for (let i = 0; i < contexts; i++) await app.register(async (scope) => void scope.get(`/feature${i}`, async () => ({ i })), { prefix: '/api' });
for (let i = 0; i < contexts; i++) await app.inject({ method: 'GET', url: `/api/feature${i}` });
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`PORT ${(app.server.address() as { port: number }).port}\n`);
