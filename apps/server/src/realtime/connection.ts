import { CHAT_ERRORS, type ChatErrorResponse } from '@lingbridge/contracts/chat';
import type { WebSocket } from 'ws';
import type { AppError } from '../errors';

/** One authenticated socket held by this process. */
export interface RealtimeConnection {
  id: string;
  userId: number;
  socket: WebSocket;
  /** Answered the last ping (a socket that did not by the next one is dropped). */
  alive: boolean;
  /** Room keys this socket joined (`chat:12`, later `speak:5`). */
  rooms: Set<string>;
}

/** Echoed in an answer so the client knows which of its frames it answers. */
/** What a command's answer repeats of it, so the client knows which one it answers (its pending message, its room). */
export type Echo = { client_id?: string; chat_room_id?: number };

/** The frames of the realtime protocol (decision 0020): `{command, status, response}`. */
export const ok = (command: string, response: unknown) => ({ command, status: 'success' as const, response });
export const fail = (command: string, response: ChatErrorResponse) => ({ command, status: 'error' as const, response });
export const failure = (command: string, err: AppError, echo: Echo) =>
  fail(command, { detail: err.detail, ...(err.errors ? { errors: err.errors } : {}), ...echo });

/** Error texts of the session itself (shared with the chat, whose protocol this is). */
export const SESSION_ERRORS = {
  malformed: CHAT_ERRORS.malformed,
  unknownCommand: CHAT_ERRORS.unknownCommand,
  rateLimited: CHAT_ERRORS.rateLimited,
  internal: 'Internal server error',
} as const;
