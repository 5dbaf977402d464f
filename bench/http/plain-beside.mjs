// A plain Fastify route inside the real server's own process (`node --import ./plain-beside.mjs`):
// its own Fastify instance, none of the app's hooks, listening on the port in BENCH_PLAIN_PORT. It
// runs through the same Node internals as the app's routes, in the state the app's database, Redis
// and socket clients leave them (docs/benchmarks.md: what made the real server's bare route dearer
// than a plain route in a process of its own). The baseline bare/plain "in the same process".
import Fastify from 'fastify';

const port = Number(process.env.BENCH_PLAIN_PORT);
if (Number.isInteger(port) && port > 0) {
  const app = Fastify({ logger: false });
  app.get('/healthz', async () => ({ status: 'ok' }));
  await app.listen({ port, host: '127.0.0.1' });
}
