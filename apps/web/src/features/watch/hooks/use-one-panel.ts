import { useEffect, useRef, useState } from 'react';

export type PanelName = 'notebook' | 'upload' | 'history';

/**
 * The Watch panels (notebook, upload, look-up history): one open at a time, and a click outside
 * the panel and its buttons closes it (spec 01 §2), as Escape does. Clicks in pop-ups and dialogs do not.
 */
export function useOnePanel() {
  const [open, setOpen] = useState<PanelName | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      const target = e.target as HTMLElement | null;
      if (!target || ref.current?.contains(target)) return;
      if (target.closest('[role="dialog"], .mantine-Popover-dropdown, .mantine-Menu-dropdown, .mantine-Modal-root')) return;
      setOpen(null);
    };
    // Escape closes the innermost thing first: a select list or menu open in the panel (its field says
    // aria-expanded, or focus is in the menu) or a dialog opened from it, and the panel only after.
    // Read while capturing, before the list's own handler closes it.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const target = e.target instanceof Element ? e.target : null;
      if (target?.closest('[aria-haspopup][aria-expanded="true"], [role="menu"], [role="listbox"], [role="dialog"]')) return;
      setOpen(null);
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey, true);
    };
  }, [open]);
  return { open, ref, toggle: (name: PanelName) => setOpen((o) => (o === name ? null : name)), close: () => setOpen(null) };
}
