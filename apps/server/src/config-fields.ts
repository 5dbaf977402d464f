// The kinds of value the server's environment variables take (config.ts validates them all at boot).
import net from 'node:net';
import { z } from 'zod';

export const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => ['true', '1', 'yes'].includes(v));
export const url = (protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.join(' or ')}`,
  );

// The named ranges Fastify's proxy-addr knows, besides addresses and CIDR ranges.
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** One entry of TRUST_PROXY: an IPv4 or IPv6 address, a CIDR range, or a named range. */
function isProxyEntry(entry: string) {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [addr, prefix, extra] = entry.split('/');
  const family = net.isIP(addr);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: the proxies whose X-Forwarded-For is believed (docs/decisions/0056). Unset or empty:
 * nobody's, the peer's address is the client's. A hop count or `true` is refused: neither can tell
 * the proxy from a client that writes the header itself.
 */
export const trustProxy = z
  .string()
  .optional()
  .transform((v, c) => {
    const entries = (v ?? '')
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    if (entries.length === 1 && entries[0] === 'false') return [];
    for (const entry of entries) {
      if (isProxyEntry(entry)) continue;
      c.addIssue({
        code: 'custom',
        message: /^\d+$|^true$|^\*$/.test(entry)
          ? `"${entry}" would let any client choose its address; list the proxies' addresses or ranges (e.g. 10.0.0.5, 10.0.0.0/8, uniquelocal)`
          : `"${entry}" is not an IP address, a CIDR range or one of ${PROXY_RANGE_NAMES.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** A comma-separated list, without blanks. */
export const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

/** True when `v` is a URL with one of these protocols. */
export const isUrl = (v: string, protocols: string[]) => url(protocols).safeParse(v).success;
