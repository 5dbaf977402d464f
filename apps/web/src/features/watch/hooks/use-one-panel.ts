import { useEffect, useRef, useState } from 'react';

export type PanelName = 'notebook' | 'upload' | 'history';

/**
 * The Watch panels (notebook, upload, look-up history): one open at a time, and a click outside
 * the panel and its buttons closes it (spec 01 §2). Clicks in pop-ups and dialogs (portals) do not.
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
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(null);
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return { open, ref, toggle: (name: PanelName) => setOpen((o) => (o === name ? null : name)), close: () => setOpen(null) };
}
