import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/**
 * @fastify/multipart without its disk mode. The plugin adds two async hooks to every request of the
 * app, /healthz included (an onRequest one that puts a listener on the response's close, and an
 * onResponse one), both there only to remove the temporary files `saveRequestFiles` writes. This app
 * streams every upload (files/multipart.ts) and never writes such files, so the hooks are left out
 * and `saveRequestFiles` says so if it is ever called: a request pays nothing for a mode it does not
 * use (docs/decisions/0137). The content-type parser and the stream decorators are the plugin's own.
 */
export async function registerMultipart(app: FastifyInstance, options: FastifyMultipartOptions) {
  const plugin = (instance: FastifyInstance, opts: FastifyMultipartOptions, loaded: (err?: Error) => void) => {
    const scoped = new Proxy(instance, {
      get(target, key) {
        if (key === 'addHook')
          return (name: string, hook: never) => (name === 'onRequest' || name === 'onResponse' ? target : target.addHook(name as 'onRequest', hook));
        if (key === 'decorateRequest')
          return (name: string, value: unknown) =>
            target.decorateRequest(name, name === 'saveRequestFiles' || name === 'cleanRequestFiles' ? diskModeIsOff : (value as never));
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

function diskModeIsOff(): never {
  throw new Error('Uploads are streamed (files/multipart.ts): saving request files to disk is not enabled');
}
