import { z } from 'zod';
import { CHAT_CLOSE, CLIENT_COMMANDS, clientFrame as chatClientFrame, serverFrame as chatServerFrame } from './chat';
import { notificationFrame } from './notifications';

/**
 * The realtime socket (docs/decisions/0070-realtime-layer.md): one authenticated socket per tab at
 * `REALTIME_PATH?token=…`, carrying the chat protocol and the live frames of other features.
 */
export const REALTIME_PATH = '/api/v1/chat';

/**
 * Close codes: 4001 and 4003 mean "do not reconnect with this token"; 4029 too many sockets of one
 * account; 1012 and 1013 mean "reconnect after the usual 3 seconds and fetch what was missed".
 */
export const REALTIME_CLOSE = CHAT_CLOSE;

/** Every frame a client may send (validated per frame by the server's session). */
export const realtimeClientFrame = chatClientFrame;
export const REALTIME_COMMANDS = CLIENT_COMMANDS;

/** Every frame the server sends: the chat's `{command, status, response}` and pushed `{type}` frames. */
export const realtimeServerFrame = z.union([chatServerFrame, notificationFrame]);
export type RealtimeServerFrame = z.infer<typeof realtimeServerFrame>;
/** Frames pushed to a user without a request: `{type: …}`. */
export type RealtimePushFrame = Extract<RealtimeServerFrame, { type: string }>;
