import type { RealtimeStatus } from '../../../../lib/realtime-socket';
import type { JoinedResponse } from '@lingbridge/contracts/speak-signal';
import type { MeshPeer } from './mesh';

// What the room screen shows of a RoomSession: its state, replaced whole on every change.

export type Reaction = { id: number; emoji: string; user_id: number; left: number };

export type RoomSnapshot = {
  status: RealtimeStatus | 'idle';
  joined: JoinedResponse | null;
  /** Why the server refused me (its words), or null. */
  refused: string | null;
  /** The browser refused the microphone or camera, or has none. */
  mediaError: 'denied' | 'none' | null;
  peers: MeshPeer[];
  local: MediaStream | null;
  mic: boolean;
  cam: boolean;
  speaking: ReadonlySet<string>;
  reactions: Reaction[];
  /** The initiator muted me (their user id), until I turn the microphone on again. */
  mutedBy: number | null;
  ended: 'kicked' | 'replaced' | null;
  /** The server's clock minus this browser's, measured on the socket's round trip. */
  offset: number | null;
  /** Counts the changes of places in the room (kicks, sides, roles) announced by the server. */
  rolesVersion: number;
};

/** A session before it enters: nobody, nothing joined, microphone and camera meant to be on. */
export function emptySnapshot(): RoomSnapshot {
  return {
    status: 'idle',
    joined: null,
    refused: null,
    mediaError: null,
    peers: [],
    local: null,
    mic: true,
    cam: true,
    speaking: new Set(),
    reactions: [],
    mutedBy: null,
    ended: null,
    offset: null,
    rolesVersion: 0,
  };
}
