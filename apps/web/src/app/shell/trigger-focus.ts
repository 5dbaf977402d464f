import { useEffect, useRef } from 'react';

/**
 * A menu that replaced its placeholder trigger takes the keyboard focus back, if the swap left
 * focus nowhere (the placeholder had it).
 */
export function useFocusOnMount<T extends HTMLElement>(enabled: boolean | undefined) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled && (!document.activeElement || document.activeElement === document.body)) ref.current?.focus();
  }, [enabled]);
  return ref;
}
