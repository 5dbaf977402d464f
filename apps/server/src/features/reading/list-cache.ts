import type { AppContext } from '../../context';
import { onCategoriesChanged } from '../categories/changes';

/** Published on the pub/sub port when an article, category or magazine changes. */
const CHANNEL = 'reading.article-lists.changed';
/** A safety net for changes made outside the API (a script on the database): lists refresh by then. */
const TTL_MS = 30_000;
const MAX_ENTRIES = 500;

interface Entry {
  value: unknown;
  at: number;
}

/**
 * The article lists a process has answered, by filter and page (docs/decisions/0062). The part of a
 * list that is the same for everyone (rows, total, categories and issues) is kept; what depends on
 * the asker (locked or not) is computed per request. Any change to articles, categories or
 * magazines empties the lists of every process through the pub/sub port.
 */
class ArticleListCache {
  private entries = new Map<string, Entry>();
  /** Bumped by every change: a list read before a change finished is not kept after it. */
  private generation = 0;

  constructor(private ctx: AppContext) {
    ctx.pubsub.subscribe(CHANNEL, () => this.clear());
    // The lists carry category names: a rename or a deletion empties them too.
    onCategoriesChanged(ctx, () => this.clear());
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.value as T;
    const gen = this.generation;
    const value = await load();
    if (gen === this.generation) {
      this.entries.delete(key); // re-inserted last: the oldest entries go first when full
      this.entries.set(key, { value, at: Date.now() });
      if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    }
    return value;
  }

  clear() {
    this.generation += 1;
    this.entries.clear();
  }
}

const caches = new WeakMap<AppContext, ArticleListCache>();

export function articleListCache(ctx: AppContext) {
  let c = caches.get(ctx);
  if (!c) caches.set(ctx, (c = new ArticleListCache(ctx)));
  return c;
}

/**
 * Call after a change to articles, categories or magazines has been written (committed): this
 * process forgets its lists at once, the others when the message reaches them.
 */
export async function articleListsChanged(ctx: AppContext) {
  articleListCache(ctx).clear();
  await ctx.pubsub.publish(CHANNEL, {}).catch((err) => ctx.log.warn({ err }, 'article list change not sent to other processes'));
}
