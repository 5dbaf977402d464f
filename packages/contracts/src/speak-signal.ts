// The Speak Room's signalling socket (issue 15, decision 0120): one socket per participant at
// `/api/v1/debate/{id}/room/socket?token=…`, the realtime session's `{command, status, response}`
// frames. The server checks the room's membership and the sender's role for every frame and says
// who a forwarded frame comes from: a client never names itself.
import { z } from 'zod';
import { rowId } from './common';
import { TIMELINE_STEPS } from './speak-room';

export const roomSocketPath = (debateId: number) => `/api/v1/debate/${debateId}/room/socket`;

/** The audience's reactions (spec 02 §4: reactions are the audience's; everyone sees them float). */
export const REACTIONS = ['👏', '👍', '❤️', '😂', '😮', '🎉'] as const;

/** A peer: one participant's socket in the room. */
const peerId = z.string().min(1).max(64);
const description = z.object({ type: z.enum(['offer', 'answer', 'rollback']), sdp: z.string().max(60_000).optional() }).strict();
const candidate = z
  .object({
    candidate: z.string().max(2_000),
    sdpMid: z.string().max(64).nullable().optional(),
    sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
    usernameFragment: z.string().max(256).nullable().optional(),
  })
  .strict();

export const roomClientFrame = z.discriminatedUnion('command', [
  /** Enter the room with my microphone and camera state. */
  z.object({ command: z.literal('Join'), mic: z.boolean(), cam: z.boolean() }).strict(),
  /** Tell one newcomer who I am and what I send. */
  z.object({ command: z.literal('Hello'), to: peerId, mic: z.boolean(), cam: z.boolean() }).strict(),
  /** WebRTC negotiation with one peer (mesh). */
  z.object({ command: z.literal('Signal'), to: peerId, description: description.optional(), candidate: candidate.nullable().optional() }).strict(),
  z.object({ command: z.literal('Media'), mic: z.boolean(), cam: z.boolean() }).strict(),
  /** The initiator (or an admin) mutes a player or a judge. */
  z.object({ command: z.literal('Mute'), user_id: rowId }).strict(),
  z.object({ command: z.literal('Reaction'), emoji: z.enum(REACTIONS) }).strict(),
  /** Milliseconds I spoke in a step since my last report (measured by my browser's audio level). */
  z.object({ command: z.literal('Speaking'), step: z.enum(TIMELINE_STEPS), ms: z.number().int().min(0).max(60_000) }).strict(),
  /** The clock: answered with the server's time, for an offset measured on the round trip. */
  z.object({ command: z.literal('Time'), t0: z.number() }).strict(),
  z.object({ command: z.literal('Leave') }).strict(),
]);
export type RoomClientFrame = z.infer<typeof roomClientFrame>;
export const ROOM_COMMANDS = roomClientFrame.options.map((o) => o.shape.command.value);

export type PeerInfo = {
  peer_id: string;
  user_id: number;
  nick_name: string;
  avatar_file_id: string | null;
  role: 'player' | 'judge' | 'audience' | 'host';
  side: 'prop' | 'opp' | null;
  role_name: string | null;
  /** Players, judges and the initiator send audio and video; the audience only receives. */
  publish: boolean;
  mic: boolean;
  cam: boolean;
  /** In SFU mode, the Janus feed id this peer publishes as (null for listeners and in mesh mode). */
  feed: number | null;
};

/** How the room carries media: `mesh` between browsers, or `sfu` through Janus (decisions 0120, 0122). */
export type MediaMode = 'mesh' | 'sfu';

/**
 * A participant's Janus credentials (decision 0122): the instance's WebSocket address, the
 * VideoRoom and its PIN, a token our server stored in Janus for this participant alone (removed
 * when they leave), and for those who publish, the feed id to publish as (the token is then also
 * in the room's `allowed` list; the audience's is not, so Janus refuses them as publishers).
 */
export type JanusGrant = { url: string; room: number; pin: string; token: string; feed: number | null };

export type IceServer = { urls: string[]; username?: string; credential?: string };

export type JoinedResponse = {
  me: PeerInfo;
  initiator: boolean;
  media: MediaMode;
  max_people: number;
  /** Set in SFU mode. */
  janus: JanusGrant | null;
  ice_servers: IceServer[];
  server_now: number;
};

/** Frames the server sends on this socket, besides the answers to the commands above. */
export type RoomServerFrame =
  | { command: 'Join'; status: 'success'; response: JoinedResponse }
  | { command: 'PeerJoined'; status: 'success'; response: PeerInfo }
  | { command: 'Hello'; status: 'success'; response: PeerInfo }
  | { command: 'PeerLeft'; status: 'success'; response: { peer_id: string; user_id: number } }
  | { command: 'PeerState'; status: 'success'; response: { peer_id: string; mic: boolean; cam: boolean } }
  | { command: 'Signal'; status: 'success'; response: { from: string; description?: { type: string; sdp?: string }; candidate?: unknown } }
  | { command: 'Muted'; status: 'success'; response: { by: number } }
  | { command: 'Reaction'; status: 'success'; response: { peer_id: string; user_id: number; emoji: string } }
  | { command: 'Time'; status: 'success'; response: { t0: number; server_now: number } }
  | { command: 'Speaking'; status: 'success'; response: { step: string; total_ms: number } }
  /** The initiator changed someone's place (kick, side, role): everyone refreshes the people; the kicked leave. */
  | { command: 'RolesChanged'; status: 'success'; response: { user_id: number; state: string; side: string | null; role_name: string | null } }
  | { command: 'Kicked'; status: 'success'; response: { debate_id: number } }
  /** The same account joined from another tab or device: this one steps out. */
  | { command: 'Replaced'; status: 'success'; response: Record<string, never> }
  | { command: string; status: 'error'; response: { detail: string } };

/** Who spoke how long, per step (GET /debate/{id}/speaking). */
export const speakingTimes = z.array(z.object({ user_id: z.number().int(), nick_name: z.string(), step: z.enum(TIMELINE_STEPS), ms: z.number().int() }));
export type SpeakingTimes = z.infer<typeof speakingTimes>;

/** Room messages (spec 02 §8 where it has them). */
export const ROOM_ERRORS = {
  cannotConnect: 'You cannot connect to the Speak Room',
  notJoined: 'Join the room first',
  notOpen: 'The Speak Room is not open now',
  full: 'This room is full: without a media server it takes at most {max} people',
  fullSfu: 'This room is full: it takes at most {max} people',
  mediaDown: 'The media server cannot be reached; try again in a moment',
  peerGone: 'That participant has left the room',
  notManager: 'Only the initiator mutes a participant',
  audienceOnly: 'Reactions are for the audience',
  notPublisher: 'Only players and judges speak in the room',
  tooMuchSpeaking: 'More speaking time than has passed',
} as const;

/** GET /debate/{id}/hints?step=…: phrases and key words for a player who is stuck (issue 15). */
export const hintsQuery = z.object({ step: z.enum(TIMELINE_STEPS) });
const hintText = z.object({ text: z.string(), pinyin: z.string().nullable(), meaning: z.string().nullable() });
export const roomHints = z.object({
  phrases: z.array(hintText),
  key_words: z.array(hintText),
  /** `bank`: the phrase bank written by us; `llm`: the configured language model. */
  source: z.enum(['bank', 'llm']),
});
export type RoomHints = z.infer<typeof roomHints>;
