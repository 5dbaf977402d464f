import { createContext } from 'react';

/**
 * Told when a word pop-up of the clickable text inside opens (true) and closes (false): Watch
 * pauses a playing video while the learner reads the pop-up (issue 18).
 */
export const WordPopupListener = createContext<((open: boolean) => void) | null>(null);
