import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

type Hook = (this: FastifyInstance, req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => unknown;

/** A request that may carry a multipart body: wider than the plugin's own content-type match. */
const mayBeMultipart = (req: FastifyRequest) => {
  const type = req.headers['content-type'];
  return type !== undefined && /multipart/i.test(type);
};

/**
 * @fastify/multipart, its per-request hooks run only for requests that may carry a multipart
 * body. The plugin adds two async hooks to every request of the app, /healthz included: an
 * onRequest one that puts a listener on the response's close, and an onResponse one, both there to
 * remove the temporary files `saveRequestFiles` wrote. Only a multipart request can have such
 * files; for any other they did nothing but cost two promises, a closure and a listener
 * (docs/decisions/0137). The content-type parser and the request decorators are the plugin's own.
 */
export async function registerMultipart(app: FastifyInstance, options: FastifyMultipartOptions) {
  const plugin = (instance: FastifyInstance, opts: FastifyMultipartOptions, loaded: (err?: Error) => void) => {
    const onlyForMultipart = (hook: Hook): Hook =>
      function (req, reply, done) {
        if (!mayBeMultipart(req)) return done();
        // The plugin's hooks are async: Fastify waits for the promise (and takes its error).
        return hook.call(this, req, reply, done);
      };
    const scoped = new Proxy(instance, {
      get(target, key) {
        if (key === 'addHook')
          return (name: string, hook: Hook) =>
            target.addHook(name as 'onRequest', name === 'onRequest' || name === 'onResponse' ? onlyForMultipart(hook) : (hook as never));
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    multipart(scoped, opts, loaded);
  };
  // Not encapsulated, as the plugin itself is not (what fastify-plugin marks).
  Object.assign(plugin, { [Symbol.for('skip-override')]: true, [Symbol.for('fastify.display-name')]: '@fastify/multipart' });
  await app.register(plugin, options);
}
