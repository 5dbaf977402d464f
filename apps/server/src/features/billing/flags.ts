import type { Tx } from '../../adapters/db';
import type { AppContext } from '../../context';
import { forgetCachedUser, setBillingFlags, type BillingFlags } from '../accounts/service';

export type { BillingFlags };

/**
 * Billing's transaction: runs a change of payment state and sets the user's billing flags with it,
 * so `is_paid` never disagrees with what was committed; the cached user is evicted after commit.
 * `change` answers its result and the flags to set (none: the user row is left alone).
 */
export async function withBillingFlags<T>(ctx: AppContext, userId: number, change: (tx: Tx) => Promise<{ value: T; flags?: BillingFlags | null }>): Promise<T> {
  let touched = false;
  const value = await ctx.db.transaction(async (tx) => {
    const out = await change(tx);
    touched = await setBillingFlags(tx, userId, out.flags);
    return out.value;
  });
  if (touched) await forgetCachedUser(ctx, userId);
  return value;
}
