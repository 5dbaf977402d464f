// The baseline of the bare route (issue 22): a plain Fastify route with none of the app's global
// hooks (security headers, cookies, CSRF, the actor, request ids), in a process of its own started
// like the app (same Node flags). Prints `PORT <n>` once listening.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ status: 'ok' }));
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`PORT ${app.server.address().port}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
