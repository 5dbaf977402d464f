import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { loadOnce } from '../../../lib/load-once';
import { ModalContext, type ModalApi, type OpenModal } from './modal-context';

// The dialog itself (and the `modals` strings) load the first time a modal opens, or earlier when a
// page knows one is coming (`preload`), so it opens at once.
const loadHost = loadOnce(() => import('./modal-host'));
const ModalHost = lazy(() => loadHost().then((m) => ({ default: m.ModalHost })));

/** Holds the one open modal; features open kinds by code through `useModal()`. */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<OpenModal | null>(null);
  const [everOpened, setEverOpened] = useState(false);
  const nextId = useRef(1);
  const currentRef = useRef<OpenModal | null>(null);

  const settle = useCallback((ok: boolean) => {
    const open = currentRef.current;
    if (!open) return;
    currentRef.current = null;
    setCurrent(null);
    open.resolve(ok);
    if (!ok) open.options.onClose?.();
  }, []);

  const api = useMemo<ModalApi>(
    () => ({
      open: (code, options = {}) =>
        new Promise<boolean>((resolve) => {
          // A new modal replaces the one open: the earlier one counts as dismissed.
          settle(false);
          const next = { id: nextId.current++, code, options, resolve };
          currentRef.current = next;
          setEverOpened(true);
          setCurrent(next);
        }),
      close: () => settle(false),
      preload: () => void loadHost().catch(() => undefined),
    }),
    [settle],
  );

  return (
    <ModalContext.Provider value={api}>
      {children}
      {everOpened && (
        <Suspense fallback={null}>
          <ModalHost current={current} onSettle={settle} />
        </Suspense>
      )}
    </ModalContext.Provider>
  );
}
