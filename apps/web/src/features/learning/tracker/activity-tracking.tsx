import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { getToken } from '../../../lib/storage';
import { namePage } from './pages';
import { CHECKPOINT_EVERY_MS, createTracker, SEND_EVERY_MS, type Tracker } from './runtime';

/**
 * Runs the activity tracker in this tab (spec 01 §3/§4, decision 0095): a visit on entering each
 * named page, the visible time on leaving it, clicks per feature; batches sent while signed in.
 * Loaded after the first paint, above every layout.
 */
export function ActivityTracking({ signedIn }: { signedIn: boolean }) {
  const location = useLocation();
  const tracker = useRef<Tracker | null>(null);
  const signedInRef = useRef(signedIn);
  signedInRef.current = signedIn;

  useEffect(() => {
    const tr = createTracker({ signedIn: () => signedInRef.current && !!getToken() });
    tracker.current = tr;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        tr.hide();
        void tr.flush(true);
      } else tr.show();
    };
    const onPageHide = () => {
      tr.leave();
      void tr.flush(true);
    };
    const onPageShow = (e: PageTransitionEvent) => {
      // Back from the back-forward cache: the page is entered again.
      if (e.persisted) tr.enter(namePage(window.location.pathname, window.location.search));
    };
    const onClick = () => tr.click();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    document.addEventListener('click', onClick, { capture: true, passive: true });
    const checkpoints = window.setInterval(() => tr.checkpoint(), CHECKPOINT_EVERY_MS);
    const sends = window.setInterval(() => void tr.flush(), SEND_EVERY_MS);
    // Lines left by a tab closed before it could send go soon after the next page opens.
    const leftovers = window.setTimeout(() => void tr.flush(), 5_000);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      document.removeEventListener('click', onClick, { capture: true });
      window.clearInterval(checkpoints);
      window.clearInterval(sends);
      window.clearTimeout(leftovers);
      tr.leave();
      tracker.current = null;
    };
  }, []);

  // A new named page on each path (and on a new video): the same page with other filters is one visit.
  const named = namePage(location.pathname, location.search);
  const key = `${named.page}|${named.ref}|${location.pathname}`;
  useEffect(() => {
    tracker.current?.enter(namePage(window.location.pathname, window.location.search));
  }, [key]);

  return null;
}
