import { parseCookie, stringifySetCookie, type SetCookie } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What a cookie may carry besides its name and value (the `cookie` package's attributes). */
export type CookieOptions = Omit<SetCookie, 'name' | 'value'>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's cookies, parsed from its Cookie header the first time they are read. */
    readonly cookies: Record<string, string | undefined>;
  }
  interface FastifyReply {
    /** Adds a Set-Cookie header to the answer (SameSite=Lax unless the options say otherwise). */
    setCookie(name: string, value: string, options?: CookieOptions): FastifyReply;
  }
}

const parsed = Symbol('cookies');
type Parsed = { [parsed]: Record<string, string | undefined> | null };

/**
 * Cookies, read only by the few routes that use them (the CSRF check, Google sign-in, the page's
 * preferences): a getter parses the header on first read, and `setCookie` adds a header. Unlike a
 * cookie plugin's hooks, nothing runs on a request that never touches them, which is most of them
 * (issue 22: an onRequest and an onSend hook and a Map per request, ~1.5 µs of a bare route's 23).
 */
export function registerCookies(app: FastifyInstance) {
  app.decorateRequest(parsed, null);
  app.decorateRequest('cookies', {
    getter(this: FastifyRequest) {
      const req = this as FastifyRequest & Parsed;
      return (req[parsed] ??= req.headers.cookie ? parseCookie(req.headers.cookie) : {});
    },
  });
  app.decorateReply('setCookie', function (this: FastifyReply, name: string, value: string, options?: CookieOptions) {
    // Fastify keeps every set-cookie value given (a list), where other headers are replaced.
    return this.header('set-cookie', stringifySetCookie({ sameSite: 'lax', ...options, name, value }));
  });
}
