import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS package loaded on first use instead of at start, for packages most processes never
 * call (an SMTP client, Stripe, the HTML sanitiser): each costs 6–17 MB of an idle process
 * (docs/decisions/0123). Synchronous, so the functions that use it keep their signatures.
 */
export function lazyRequire<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(name) as T);
}
