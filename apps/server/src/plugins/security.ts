import type { FastifyInstance } from 'fastify';
import fastifySymbols from 'fastify/lib/symbols.js';
import helmet from 'helmet';
import { badRequest } from '../errors';

const { kReplyHeaders } = fastifySymbols;

/**
 * Security headers. The CSP allows only our own scripts; styles may be inline because the
 * component library sets CSS variables in style attributes; media and frames allow the video
 * providers the Watch feature embeds. Connections go to our own origin only: 'self' covers
 * same-origin ws:/wss: in CSP 3 browsers (Chromium 71+, Safari 16+, Firefox); the WebSocket origin
 * of PUBLIC_URL is named too, for older ones.
 */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string, mediaServers: string[] = []) {
  const headers = staticHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://www.youtube.com', 'https://player.vimeo.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', 'https://i.vimeocdn.com'],
        mediaSrc: ["'self'", 'blob:', 'data:'],
        fontSrc: ["'self'", 'data:'],
        // The Speak Room's Janus instances (JANUS_URL, decision 0122) are the only other origins.
        connectSrc: ["'self'", socketOrigin(publicUrl), ...mediaServers.map((u) => new URL(u).origin)],
        frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // HSTS only where the public origin is https: a browser ignores it over plain http (RFC 6797
    // §8.1), and a host must not send it there (§7.2). Behind a TLS proxy PUBLIC_URL says https.
    strictTransportSecurity: new URL(publicUrl).protocol === 'https:' ? undefined : false,
  });
  // An API answer (JSON, a stored file, a download, a health check) is not a document that runs
  // anything: it gets the set OWASP's REST cheat sheet gives, with a CSP that allows nothing, and
  // drops the page-only headers (the page CSP's 600 bytes, COOP, Origin-Agent-Cluster, the DNS
  // prefetch, IE's download and XSS-filter switches). Stricter for the browser, and ~0.8 KB less
  // on every API answer (docs/decisions/0137). Routes that set their own CSP (stored files) keep it.
  // No Referrer-Policy (JSON has no links to follow; a stored file, which may, sets its own) and no
  // Adobe policy-file switch (read on /crossdomain.xml, a page): docs/decisions/0206.
  const api = apiHeaders(headers);
  const page = { names: Object.keys(headers), values: Object.values(headers) };
  // The headers never change, so they are computed once: building them per request (as the
  // Fastify plugin does) cost more than half of a bare route's time (docs/benchmarks.md). A
  // callback hook, not an async one, and no key list per request (reply.headers makes one): every
  // request runs it, and a promise per hook is garbage (0137).
  app.addHook('onRequest', (req, reply, done) => {
    if (isApiAnswer(req.url)) setApiHeaders((reply as unknown as ReplyHeaders)[kReplyHeaders], api);
    else for (let i = 0; i < page.names.length; i++) reply.header(page.names[i], page.values[i]);
    done();
  });
}

/** The values an API answer carries: the set OWASP's REST cheat sheet gives, with a CSP that allows nothing. */
interface ApiHeaders {
  hsts: string | undefined;
  nosniff: string;
  frameOptions: string;
  resourcePolicy: string;
  csp: string;
}

function apiHeaders(page: Record<string, string>): ApiHeaders {
  return {
    hsts: page['strict-transport-security'],
    nosniff: page['x-content-type-options'],
    frameOptions: page['x-frame-options'],
    resourcePolicy: page['cross-origin-resource-policy'],
    csp: "default-src 'none'; frame-ancestors 'self'",
  };
}

type ReplyHeaders = { [kReplyHeaders]: Record<string, string | string[]> };

/**
 * Writes an API answer's headers straight into the reply's header object, by name, before anything
 * else has set one (it runs in the first onRequest hook). `reply.header()` lower-cases each name and
 * stores it by a computed key: ~850 instructions a header, against ~50 for a store by a name the code
 * spells out: ~2,900 fewer on every API answer, counted (issue 22, decision 0212). Fastify writes this same object
 * to Node as the answer's headers; the headers' tests fail if it ever stops being that object.
 */
function setApiHeaders(h: Record<string, string | string[]>, v: ApiHeaders) {
  if (v.hsts !== undefined) h['strict-transport-security'] = v.hsts;
  h['x-content-type-options'] = v.nosniff;
  h['x-frame-options'] = v.frameOptions;
  h['cross-origin-resource-policy'] = v.resourcePolicy;
  h['content-security-policy'] = v.csp;
}

/** The API (its interactive docs are a page) and the health checks. */
export function isApiAnswer(url: string) {
  if (url.startsWith('/api/')) return !url.startsWith('/api/docs');
  return url.startsWith('/healthz') || url.startsWith('/readyz');
}

/**
 * A WebSocket upgrade to an address that is not a socket is refused in HTTP: a 400 in the error
 * shape, with the security headers (an unknown address stays a 404). @fastify/websocket would accept
 * it (101) and close it at once, an answer no client can read. Its connection is closed after the
 * answer: it left Node's HTTP parser with the upgrade, and nothing else would. The socket routes'
 * own upgrades are the plugin's, in their scope (decision 0145). Call before any route is added.
 */
export function refuseStrayUpgrades(app: FastifyInstance) {
  const sockets = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (route.wsHandler || route.websocket) for (const m of [route.method].flat()) sockets.add(`${m} ${route.url}`);
  });
  app.addHook('onRequest', (req, reply, done) => {
    // Node marks a request that came as an upgrade (`Connection: Upgrade` with `Upgrade`).
    if ((req.raw as { upgrade?: boolean }).upgrade !== true) return done();
    const url = req.routeOptions.url;
    if (url !== undefined && sockets.has(`${req.method} ${url}`)) return done();
    const socket = req.raw.socket;
    reply.raw.once('finish', () => socket.destroy());
    // An unknown address stays a 404 (no route, so no url here).
    done(url === undefined ? undefined : badRequest('This address does not take WebSocket connections'));
  });
}

/** The WebSocket origin of the site: wss://host for https, ws://host for http. */
export function socketOrigin(publicUrl: string) {
  const u = new URL(publicUrl);
  return `${u.protocol === 'https:' ? 'wss' : 'ws'}://${u.host}`;
}

/** Runs helmet once against a stand-in response and keeps the headers it sets. */
function staticHeaders(options: Parameters<typeof helmet>[0]) {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (k: string, v: string) => void (headers[k.toLowerCase()] = String(v)),
    removeHeader: (k: string) => void delete headers[k.toLowerCase()],
  };
  helmet(options)({} as never, res as never, () => undefined);
  return headers;
}
