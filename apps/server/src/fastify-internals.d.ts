// Fastify's own symbols (lib/symbols.js), which it keeps internal and ships no types for. Only the
// one the security headers write through is declared (plugins/security.ts, decision 0212).
declare module 'fastify/lib/symbols.js' {
  const symbols: {
    /** The reply's own header object, which Fastify hands to Node's `writeHead` as the answer's headers. */
    readonly kReplyHeaders: unique symbol;
  };
  export default symbols;
}
