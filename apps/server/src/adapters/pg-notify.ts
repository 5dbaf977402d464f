import type pg from 'pg';

/**
 * PostgreSQL's own LISTEN/NOTIFY, a second way for server processes to tell each other something
 * when Redis cannot carry it: one process cut off from Redis can still reach the database every
 * process shares (decision 0136). One connection per process listens, and is opened again after a
 * loss; handlers get the JSON payload parsed.
 */
export interface Notifier {
  notify(channel: string, message: unknown): Promise<void>;
  listen(channel: string, handler: (message: unknown) => void): () => void;
  close(): Promise<void>;
}

export function createPgNotifier(pgModule: typeof pg, url: string, pool: pg.Pool): Notifier {
  const handlers = new Map<string, Set<(message: unknown) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const quote = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

  function connect() {
    if (closed || connecting || client) return;
    const c = new pgModule.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    const lost = () => {
      if (client === c) client = null;
      c.removeAllListeners('notification');
      void c.end().catch(() => undefined);
      if (!closed && !retry) retry = setTimeout(() => ((retry = null), connect()), 1_000).unref();
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (n) => {
      let message: unknown;
      try {
        message = JSON.parse(n.payload ?? 'null');
      } catch {
        return;
      }
      for (const h of handlers.get(n.channel) ?? []) h(message);
    });
    connecting = c
      .connect()
      .then(async () => {
        for (const channel of handlers.keys()) await c.query(`LISTEN ${quote(channel)}`);
        client = c;
      })
      .catch(lost)
      .finally(() => (connecting = null));
  }

  return {
    async notify(channel, message) {
      await pool.query('select pg_notify($1, $2)', [channel, JSON.stringify(message)]);
    },
    listen(channel, handler) {
      const set = handlers.get(channel) ?? new Set();
      const first = !handlers.has(channel);
      handlers.set(channel, set.add(handler));
      if (first && client) void client.query(`LISTEN ${quote(channel)}`).catch(() => undefined);
      connect();
      return () => void set.delete(handler);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await connecting;
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
