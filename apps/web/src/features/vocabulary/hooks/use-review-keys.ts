import { useEffect, useRef } from 'react';
import type { ReviewRating } from '../api/review-entry';

const RATING_KEYS: Record<string, ReviewRating> = { '1': 'again', '2': 'hard', '3': 'good', '4': 'easy' };

/** Whether a key press belongs to a control that handles it itself (typing, a focused button). */
function ownsKey(target: EventTarget | null, key: string): boolean {
  const el = target as HTMLElement | null;
  if (!el || !el.closest) return false;
  if (el.closest('input, textarea, select, [contenteditable="true"], [role="dialog"], [role="menu"]')) return true;
  return key === ' ' && !!el.closest('button, a, [role="button"], [role="switch"], label');
}

/**
 * Flip-card shortcuts: Space shows the answer (and hides it again), 1–4 rate Again, Hard, Good,
 * Easy once the answer shows. Typing in a field or pressing Space on a focused button is left alone.
 */
export function useReviewKeys(opts: { enabled: boolean; flipped: boolean; onFlip: () => void; onRate: (r: ReviewRating) => void }) {
  const ref = useRef(opts);
  ref.current = opts;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const o = ref.current;
      if (!o.enabled || e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || e.repeat) return;
      if (ownsKey(e.target, e.key)) return;
      if (e.key === ' ') {
        e.preventDefault();
        o.onFlip();
      } else if (o.flipped && RATING_KEYS[e.key]) {
        e.preventDefault();
        o.onRate(RATING_KEYS[e.key]);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
