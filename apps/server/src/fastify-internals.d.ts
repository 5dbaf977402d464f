// Fastify's own symbols (lib/symbols.js), which it keeps internal and ships no types for. Only the
// ones the app reads are declared: the reply's headers (plugins/security.ts, decision 0212) and the
// request's route context (actor/access.ts, decision 0217).
declare module 'fastify/lib/symbols.js' {
  const symbols: {
    /** The reply's own header object, which Fastify hands to Node's `writeHead` as the answer's headers. */
    readonly kReplyHeaders: unique symbol;
    /** The request's route context, whose `config` is the route's `config` (what `request.routeOptions.config` reads). */
    readonly kRouteContext: unique symbol;
  };
  export default symbols;
}
