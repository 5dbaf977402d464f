import { useCallback, useState } from 'react';
import { loadOnce } from '../../lib/load-once';

type HeaderMenus = typeof import('./header-menus');
export type MenuName = 'events' | 'learning' | 'account';

let loaded: HeaderMenus | null = null;

function isKeyboardFocus(el: HTMLElement) {
  try {
    return el.matches(':focus-visible');
  } catch {
    return false;
  }
}

export const loadHeaderMenus = loadOnce(() => import('./header-menus').then((m) => (loaded = m)));

/**
 * The header's dropdown code, fetched on the first hover, focus or press of a trigger. A press
 * before it arrives is remembered, so that menu opens as soon as it can. A press whose load fails
 * calls `onFailed` (the header says so); the next hover or press tries again.
 */
export function useDeferredMenus(onFailed: () => void) {
  const [menus, setMenus] = useState<HeaderMenus | null>(loaded);
  const [intent, setIntent] = useState<{ which: MenuName; open: boolean; keyboard: boolean } | null>(null);
  const request = useCallback(
    (which: MenuName, open: boolean, keyboard = false) => {
      setIntent((prev) => (open || !prev?.open ? { which, open, keyboard } : prev));
      if (!loaded) void loadHeaderMenus().then(setMenus, () => open && onFailed());
    },
    [onFailed],
  );
  /** Props for a stand-in trigger. */
  const triggerProps = (which: MenuName) => ({
    onClick: () => request(which, true),
    onPointerEnter: () => request(which, false),
    // Keyboard focus moves to the real trigger after the swap; a pointer user keeps theirs.
    onFocus: (e: { currentTarget: HTMLElement }) => request(which, false, isKeyboardFocus(e.currentTarget)),
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
  });
  /** Props for the real menu once loaded. */
  const menuProps = (which: MenuName) => ({
    defaultOpened: intent?.which === which && intent.open,
    focusOnMount: intent?.which === which && intent.keyboard,
  });
  return { menus, triggerProps, menuProps };
}
