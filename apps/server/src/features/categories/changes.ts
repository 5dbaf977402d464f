import type { AppContext } from '../../context';

/** Published on the pub/sub port when a category is created, renamed, moved or deleted. */
const CHANNEL = 'categories.changed';
const local = new WeakMap<AppContext, Set<() => void>>();

/**
 * Whoever keeps something derived from the categories (reading's article lists carry their names)
 * hears of every change: in this process at once, in the others over the pub/sub port. Answers a
 * function that stops listening.
 */
export function onCategoriesChanged(ctx: AppContext, listener: () => void): () => void {
  let set = local.get(ctx);
  if (!set) local.set(ctx, (set = new Set()));
  set.add(listener);
  const off = ctx.pubsub.subscribe(CHANNEL, listener);
  return () => {
    set.delete(listener);
    off();
  };
}

/** Call after a change to the categories was written. */
export async function categoriesChanged(ctx: AppContext) {
  for (const listener of local.get(ctx) ?? []) listener();
  await ctx.pubsub.publish(CHANNEL, {}).catch((err) => ctx.log.warn({ err }, 'category change not sent to other processes'));
}
