import { createContext, useContext, type ReactNode } from 'react';

/** Whom a profile page shows: enough for actions such as starting a chat. */
export type ProfilePerson = { id: number; nick_name: string };
type Renderer = (person: ProfilePerson) => ReactNode;

const ProfileActionsContext = createContext<Renderer | null>(null);

/**
 * A slot for actions on a person's profile (for example "Chat now"). The app composes features:
 * the layout provides the renderer, a profile page renders the slot, and neither feature imports
 * the other.
 */
export const ProfileActionsProvider = ProfileActionsContext.Provider;

export function ProfileActions({ person }: { person: ProfilePerson }) {
  const render = useContext(ProfileActionsContext);
  return render ? <>{render(person)}</> : null;
}
