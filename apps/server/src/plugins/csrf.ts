import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../errors';

const COOKIE = 'csrftoken';
const HEADER = 'x-csrftoken';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Double-submit CSRF cookie, as the client of spec 01 §7 expects: the server sets a random
 * `csrftoken` cookie and the client echoes it in `X-CSRFToken`. Authentication is by bearer token,
 * which browsers never attach on their own, so a request without either is not a CSRF risk and passes;
 * a request that carries the header must match its cookie.
 */
export function registerCsrf(app: FastifyInstance, opts: { secure: boolean }) {
  // A callback hook: every request runs it, and an async one costs a promise each time (0137). The
  // cookies are read only when there is something to check or mint.
  app.addHook('onRequest', (req, reply, done) => {
    const header = UNSAFE.has(req.method) ? req.headers[HEADER] : undefined;
    // Only browsers need the cookie (they announce themselves with Sec-Fetch-Site); API clients
    // that keep no cookies would otherwise get a new one on every request.
    const browser = !!req.headers['sec-fetch-site'] && req.url.startsWith('/api/');
    if (header === undefined && !browser) return done();
    const cookie = req.cookies[COOKIE];
    if (!cookie && browser)
      // Not httpOnly: the client reads it to echo it. Secure in production, so it never travels in clear.
      reply.setCookie(COOKIE, randomBytes(18).toString('base64url'), { path: '/', sameSite: 'lax', httpOnly: false, secure: opts.secure });
    if (header !== undefined && header !== cookie) return done(forbidden('CSRF token mismatch'));
    done();
  });
}
