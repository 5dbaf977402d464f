import { RECORDINGS_API_BASE_DEFAULT } from '@lingbridge/contracts/recordings';

/**
 * Where the recording calls live (spec 02 §7: "a server base different from the main one"). Set
 * VITE_RECORDINGS_API_BASE at build time to move them to another service (decision 0100).
 */
export const RECORDINGS_BASE: string = import.meta.env.VITE_RECORDINGS_API_BASE || RECORDINGS_API_BASE_DEFAULT;

/** A recording's signed audio link is a path under the recordings base; it is used as given. */
export const recordingKeys = {
  all: ['recordings'] as const,
  user: (id: number) => ['recordings', 'user', id] as const,
  group: (id: number) => ['recordings', 'group', id] as const,
  one: (id: number) => ['recordings', 'one', id] as const,
  pitch: (articleId: number, index: number) => ['recordings', 'pitch', articleId, index] as const,
};
