import type { JoinedResponse } from '@lingbridge/contracts/speak-signal';
import { JanusRoom } from './janus-room';
import { MeshRoom } from './mesh';

/** The room's media adapter, as the server chose it in `Join`'s answer (decisions 0120, 0122). */
export type MediaRoom = MeshRoom | JanusRoom;

type Hooks = {
  local: MediaStream | null;
  send: (frame: Record<string, unknown>) => void;
  onChange: () => void;
  /** Janus went away: the socket starts again, and the next Join brings fresh credentials. */
  onDown: () => void;
};

export function mediaRoomFor(joined: JoinedResponse, { local, send, onChange, onDown }: Hooks): MediaRoom {
  const common = { me: joined.me, iceServers: joined.ice_servers, local: joined.me.publish ? local : null, send, onChange };
  return joined.media === 'sfu' && joined.janus ? new JanusRoom({ ...common, grant: joined.janus, onDown }) : new MeshRoom(common);
}
