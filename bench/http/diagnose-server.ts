// The real app (same plugins, same routes, same context as main.ts) plus a few diagnostic routes that
// each leave out one part of GET /api/v1/user/me, so bench/http/diagnose.mjs can show what it costs.
// Started by diagnose.mjs only; never part of the product.
import { currentUser } from '@lingbridge/contracts/accounts';
import type { FastifyRequest } from 'fastify';
import fastJson from 'fast-json-stringify';
import pino from 'pino';
import { z } from 'zod';
import { buildApp } from '../../apps/server/src/app';
import { closeContext, createContext } from '../../apps/server/src/bootstrap';
import { loadConfig } from '../../apps/server/src/config';
import { presentCurrentUser } from '../../apps/server/src/features/accounts/presenter';
import { bearerOf, cachedActor, resolveActor } from '../../apps/server/src/actor/actor';
import { resolveToken } from '../../apps/server/src/features/accounts/service';
import { seedDemo } from '../../apps/server/src/seed';

const config = loadConfig();
const log = pino({ level: config.logLevel });
const ctx = await createContext(config, log);
await seedDemo(ctx);
const app = await buildApp(ctx, { serveWeb: false });

// Under /api/: the CSRF cookie is minted for a request without one; nothing else.
app.get('/api/v1/bench/empty', async () => ({ status: 'ok' }));
// The signed-in user behind the request's bearer token, as the actor hook finds it (cache first).
async function requireAuth(req: FastifyRequest) {
  const token = bearerOf(req);
  const actor = cachedActor(ctx, token) ?? (await resolveActor(ctx, token));
  if (!actor.user) throw new Error('no auth');
  return { user: actor.user };
}

// Token check (cached session and user) only.
app.get('/api/v1/bench/auth-only', async (req) => {
  const { user } = await requireAuth(req);
  return { id: user.id };
});
// The same token check through the service directly (hash, cache, database), without the actor.
app.get('/api/v1/bench/auth-direct', async (req) => {
  const m = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(req.headers.authorization ?? '');
  const auth = m ? await resolveToken(ctx, m[1]) : null;
  if (!auth) throw new Error('no auth');
  return { id: auth.user.id };
});
// /user/me without a response schema: Fastify's plain JSON.stringify instead of zod's parse + stringify.
app.get('/api/v1/bench/me-noschema', async (req) => presentCurrentUser((await requireAuth(req)).user));
// /user/me with the same contract turned into JSON Schema and compiled by fast-json-stringify.
const meJsonSchema = z.toJSONSchema(currentUser, { target: 'draft-7', io: 'output' });
const stringifyMe = fastJson(meJsonSchema as never);
// (A route's serializerCompiler is only used when the route has a response schema.)
app.get(
  '/api/v1/bench/me-fjs',
  { schema: { response: { 200: meJsonSchema } }, serializerCompiler: () => (data: unknown) => stringifyMe(data) } as never,
  async (req) => presentCurrentUser((await requireAuth(req)).user),
);
// Plain Fastify JSON with the response schema validated by zod but not used to serialize.
app.get(
  '/api/v1/bench/me-zod-validate',
  { schema: { response: { 200: currentUser } }, serializerCompiler: () => (data: unknown) => JSON.stringify(currentUser.parse(data)) } as never,
  async (req) => presentCurrentUser((await requireAuth(req)).user),
);

// What fastify-type-provider-zod's serializer does: z.safeEncode (the codec direction) + JSON.stringify.
app.get(
  '/api/v1/bench/me-zod-encode',
  {
    schema: { response: { 200: currentUser } },
    serializerCompiler: () => (data: unknown) => {
      const r = z.safeEncode(currentUser, data as never);
      if (!r.success) throw r.error;
      return JSON.stringify(r.data);
    },
  } as never,
  async (req) => presentCurrentUser((await requireAuth(req)).user),
);

await app.listen({ port: config.port, host: config.host });
console.log(`diagnostic server ready on ${config.port} (${ctx.database.kind})`);
const stop = async () => {
  await app.close();
  await closeContext(ctx);
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
