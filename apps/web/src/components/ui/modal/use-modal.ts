import { useCallback, useContext } from 'react';
import { ModalContext, type ModalApi } from './modal-context';

/** Opens the modal kinds of spec 01 §4: `const modal = useModal(); if (await modal.open('delete-sentence')) …`. */
export function useModal(): ModalApi {
  const api = useContext(ModalContext);
  if (!api) throw new Error('useModal must be used inside <ModalProvider>');
  return api;
}

/**
 * The shared "sign up or log in" dialog for visitors. `feature` names what they tried to use
 * (e.g. t('nav.watch')); without it the dialog speaks of Lingbridge in general.
 */
export function useSignUpPrompt() {
  const { open } = useModal();
  return useCallback((feature?: string) => open('registration', feature ? { values: { feature } } : undefined), [open]);
}
