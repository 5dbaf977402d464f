import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import fastifySymbols from 'fastify/lib/symbols.js';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import { bearerOf, cachedActor, resolveActor, VISITOR, type Actor } from './actor';

const { kRouteContext } = fastifySymbols;

/** A policy question about the asker alone: a feature's `policy.ts` entry, e.g. `chatPolicy.useChat`. */
export type AccessRule = (user: UserRow | null) => boolean;

/** What a route declares in `config`: who may call it, and what a refusal says (spec wording). */
export interface RouteAccess {
  access: AccessRule;
  /** The 401 text for a visitor (default "Please login first!"). */
  loginMessage?: string;
  /** The 403 text for a signed-in user the rule refuses (default "You are not allowed to do this"). */
  deniedMessage?: string;
}

declare module 'fastify' {
  // Declaration merging: Fastify's route `config` gains the access fields.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FastifyContextConfig extends Partial<RouteAccess> {}
  interface FastifyRequest {
    actor: Actor;
  }
}

/** Open to everyone, visitors included; the handler may still read `req.actor`. */
export const anyone: AccessRule = () => true;
/** Any signed-in account. */
export const signedInUser: AccessRule = (u) => !!u;

/** Each app's routes and the rule each declares, `METHOD /url` → rule: the role table of the tests reads it. */
const declared = new WeakMap<AppContext, Map<string, AccessRule>>();
export const declaredAccess = (ctx: AppContext): ReadonlyMap<string, AccessRule> => declared.get(ctx) ?? new Map();

/**
 * Every route under /api/v1 declares its access (`config: { access }`): a route without one is a
 * start-up error, so none is forgotten. Before the input is validated (a caller the route refuses
 * learns nothing of its body's shape, and a visitor is asked to sign in whatever was sent; decision
 * 0158) the actor is resolved once and the rule is asked: a visitor refused gets 401, a signed-in user
 * refused gets 403, in the route's own words. Checks about one resource (whose video, which order)
 * stay in the feature's policy, asked by its service.
 */
export function registerActor(api: FastifyInstance, ctx: AppContext) {
  api.decorateRequest('actor', undefined as unknown as Actor);
  if (!declared.has(ctx)) declared.set(ctx, new Map());
  const table = declared.get(ctx)!;
  api.addHook('onRoute', (route) => {
    if (typeof route.config?.access !== 'function') {
      throw new Error(`${route.method} ${route.url} declares no access (config.access): every route says who may call it`);
    }
    for (const m of [route.method].flat()) if (m !== 'HEAD') table.set(`${m} ${route.url}`, route.config.access);
  });
  // A callback hook: a signed-in user's session is almost always in the cache, and then the actor is
  // known without a promise (issue 22); otherwise the database is asked.
  // Named: the route-roles test reads each route's hooks and checks that this one runs first.
  api.addHook('preValidation', function accessCheck(req: FastifyRequest, _reply, done) {
    // A socket upgrade carries its token in the URL and authenticates in its session, where a refusal
    // is a close code the client understands (docs/decisions/0020), not an HTTP status.
    if (req.ws) {
      req.actor = VISITOR;
      return done();
    }
    const known = cachedActor(ctx, req);
    if (known) return done(refusal(req, known));
    resolveActor(ctx, bearerOf(req))
      .then((actor) => refusal(req, actor))
      .then(done, done);
  });
}

type RouteContext = { [kRouteContext]: { config: FastifyContextConfig } };

/**
 * The route's `config`, read from the request's route context. `req.routeOptions` is a getter that
 * builds a twelve-field object (and asks the router about version constraints) on every read, on
 * every API request, for the one field read here (issue 22, decision 0217). The route-roles and
 * actor tests, which check each route's own refusal texts, fail if this stops being the route's config.
 */
const routeConfig = (req: FastifyRequest): FastifyContextConfig => (req as unknown as RouteContext)[kRouteContext].config;

/** Sets the request's actor; answers the error that refuses it, or undefined when the route allows it. */
function refusal(req: FastifyRequest, actor: Actor): Error | undefined {
  req.actor = actor;
  const config = routeConfig(req);
  if (config.access!(actor.user)) return undefined;
  if (!actor.user) return unauthorized(config.loginMessage ?? 'Please login first!');
  return forbidden(config.deniedMessage ?? 'You are not allowed to do this');
}

/** Throws 403 unless the policy allows it: for checks about a resource, made once it is loaded. */
export function authorize(allowed: boolean, detail = 'You are not allowed to do this') {
  if (!allowed) throw forbidden(detail);
}
