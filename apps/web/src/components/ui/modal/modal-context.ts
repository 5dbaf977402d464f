import { createContext, type ReactNode } from 'react';
import type { ModalCode } from './modal-kinds';

export type ModalOptions = {
  /** Values for the kind's title and body texts (e.g. `{ name }` for kick-member). */
  values?: Record<string, string | number>;
  /** Replace the kind's title or body. */
  title?: ReactNode;
  body?: ReactNode;
  /** Extra content under the body, e.g. a failure reason. */
  details?: ReactNode;
  /**
   * Runs when the main button is pressed. The button shows a loader while it runs; if it throws, the
   * modal stays open and shows the error. Without it, the kind's default (a route or a reload) applies.
   */
  onConfirm?: () => unknown | Promise<unknown>;
  /** Where the main button leads, instead of the kind's default route. */
  confirmTo?: string;
  onClose?: () => void;
};

export type ModalApi = {
  /** Opens a modal kind. Resolves true when the main button completes, false when dismissed. */
  open: (code: ModalCode, options?: ModalOptions) => Promise<boolean>;
  close: () => void;
  /** Loads the dialog's code now, for a page that expects to open one soon (a load that fails is tried again on open). */
  preload: () => void;
};

export type OpenModal = { id: number; code: ModalCode; options: ModalOptions; resolve: (ok: boolean) => void };

export const ModalContext = createContext<ModalApi | null>(null);
