import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * Adds features' routes to `scope` itself, in the order given. Registered each as a plugin, every
 * feature would be a plugin context of its own, and Fastify builds a Request and a Reply class for
 * each context: ~35 shapes of request and reply meeting the property reads and writes in Fastify's
 * request code, which every route shares. With the routes in one scope, counted, the bare route and
 * a plain Fastify route beside the app cost ~1,100–1,300 instructions a request less, and /user/me
 * ~1,900 (issue 22, decision 0218). A feature that needs a scope of its own (a content-type parser,
 * a plugin's hooks) still registers one.
 */
export async function addFeatureRoutes(scope: FastifyInstance, features: FastifyPluginAsyncZod[]) {
  const typed = scope.withTypeProvider<ZodTypeProvider>();
  for (const feature of features) await feature(typed, {});
}
