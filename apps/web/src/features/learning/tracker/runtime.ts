import { readKey, writeKey, getToken } from '../../../lib/storage';
import type { NamedPage } from './pages';
import * as t from './tracker';

/** Local storage key of the tracker (spec 01 §3). */
export const TRACKER_KEY = 'activityTracker';
export const SEND_EVERY_MS = 60_000;
export const CHECKPOINT_EVERY_MS = 30_000;
const ENDPOINT = '/api/v1/learning/activity';

/**
 * The tracker in a tab: the shared state lives in local storage (read, changed and written back at
 * each step, so several tabs add up); the page this tab shows lives here. Batches go to the server
 * every minute and when the tab is hidden or closed (fetch with keepalive, which carries the bearer
 * token, unlike sendBeacon), for a signed-in learner only.
 */
export function createTracker(opts: { signedIn: () => boolean; now?: () => number; send?: (body: string, keepalive: boolean) => Promise<number> }) {
  const now = opts.now ?? Date.now;
  let current: t.TrackerState['current'] = null;
  let sending = false;

  const update = (fn: (s: t.TrackerState) => void) => {
    const s = t.parseState(readKey(TRACKER_KEY));
    s.current = current;
    fn(s);
    current = s.current;
    writeKey(TRACKER_KEY, JSON.stringify({ ...s, current: null }));
  };

  const send =
    opts.send ??
    (async (body: string, keepalive: boolean) => {
      const token = getToken();
      const res = await fetch(ENDPOINT, {
        method: 'POST',
        keepalive,
        credentials: 'include',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body,
      });
      return res.status;
    });

  /** Sends what is pending; a visitor's lines are dropped. Lines refused (4xx) are not sent again. */
  async function flush(keepalive = false) {
    if (sending) return;
    let batch: ReturnType<typeof t.takeBatch> = [];
    update((s) => {
      if (current) t.checkpoint(s, now());
      if (!opts.signedIn()) t.dropPending(s);
      else batch = t.takeBatch(s);
    });
    if (!batch.length) return;
    sending = true;
    try {
      const status = await send(JSON.stringify({ entries: batch }), keepalive);
      if (status >= 500 || status === 0) update((s) => t.putBack(s, batch));
    } catch {
      update((s) => t.putBack(s, batch));
    } finally {
      sending = false;
    }
  }

  return {
    enter: (page: NamedPage) => update((s) => t.enter(s, page, now(), typeof document === 'undefined' || document.visibilityState !== 'hidden')),
    leave: () => update((s) => t.leave(s, now())),
    hide: () => update((s) => t.hide(s, now())),
    show: () => update((s) => t.show(s, now())),
    click: () => update((s) => t.click(s, now())),
    checkpoint: () => update((s) => t.checkpoint(s, now())),
    flush,
    state: () => t.parseState(readKey(TRACKER_KEY)),
  };
}
export type Tracker = ReturnType<typeof createTracker>;
