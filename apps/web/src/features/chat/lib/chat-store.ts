import { CHAT_FILES_PLACEHOLDER, CHAT_HISTORY_PAGE, type ChatMessage, type ChatRoom, type ReceiptEvent, type ServerFrame } from '@lingbridge/contracts/chat';
import { listChatMessages } from '../api/list-chat-messages';
import { listChatRooms } from '../api/list-chat-rooms';
import { ChatSocket, chatSocketUrl, type ChatStatus } from './chat-socket';
import { applyReceipt, mergeMessages } from './merge-messages';

export type RoomView = {
  messages: ChatMessage[];
  /** Where the last history fetch ended; live messages do not move it (see catchUp). */
  synced: number;
  hasOlder: boolean;
  loading: boolean;
  loaded: boolean;
};

export type PendingMessage = { clientId: string; roomId: number; text: string; fileCount: number; error: string | null };

export type ChatState = {
  me: number | null;
  status: ChatStatus | 'idle';
  rooms: ChatRoom[] | null;
  views: Record<number, RoomView>;
  pending: PendingMessage[];
  open: boolean;
  activeRoomId: number | null;
  /** A user to start a conversation with once the socket is open (chatnow). */
  startWith: number | null;
  error: string | null;
};

const initial: ChatState = {
  me: null,
  status: 'idle',
  rooms: null,
  views: {},
  pending: [],
  open: false,
  activeRoomId: null,
  startWith: null,
  error: null,
};

const newClientId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID().replace(/-/g, '')
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;

/**
 * The chat of this tab: one socket, the rooms, and the messages of the rooms opened so far. Kept
 * outside React so the header badge, the chat box and the chatnow buttons share it.
 */
export function createChatStore(opts: {
  token: () => string | null;
  isVisible?: () => boolean;
  reconnectMs?: number;
  createSocket?: (url: string) => WebSocket;
}) {
  let state = initial;
  const listeners = new Set<() => void>();
  let socket: ChatSocket | null = null;
  const receiptSent = new Map<number, number>();
  const isVisible = opts.isVisible ?? (() => typeof document === 'undefined' || document.visibilityState === 'visible');

  const set = (patch: Partial<ChatState> | ((s: ChatState) => Partial<ChatState>)) => {
    state = { ...state, ...(typeof patch === 'function' ? patch(state) : patch) };
    for (const l of listeners) l();
  };
  const view = (id: number): RoomView => state.views[id] ?? { messages: [], synced: 0, hasOlder: false, loading: false, loaded: false };
  const setView = (id: number, patch: Partial<RoomView>) => set((s) => ({ views: { ...s.views, [id]: { ...view(id), ...patch } } }));
  const patchRoom = (id: number, fn: (r: ChatRoom) => ChatRoom) => set((s) => ({ rooms: s.rooms?.map((r) => (r.id === id ? fn(r) : r)) ?? null }));

  async function refreshRooms() {
    try {
      const page = await listChatRooms();
      set({ rooms: page.items });
    } catch {
      /* shown as the connection status; retried on the next reconnect */
    }
  }

  /** Fetches what came after the last fetched message, page by page; ids drop what is already here. */
  async function catchUp(roomId: number) {
    let after = view(roomId).synced;
    for (let i = 0; i < 50; i++) {
      const page = await listChatMessages(roomId, { after_id: after, size: 100 });
      receive(roomId, page.items, false);
      if (page.items.length) after = page.items[page.items.length - 1].id;
      setView(roomId, { synced: after });
      if (!page.has_more || !page.items.length) break;
    }
  }

  function receive(roomId: number, incoming: ChatMessage[], live: boolean) {
    const v = view(roomId);
    const { list, added } = mergeMessages(v.messages, incoming);
    if (list !== v.messages) setView(roomId, { messages: list });
    if (!added.length) return;
    const newest = list[list.length - 1];
    const fromOthers = added.filter((m) => m.sender_id !== state.me).length;
    const known = state.rooms?.some((r) => r.id === roomId);
    if (!known) {
      void refreshRooms();
      return;
    }
    patchRoom(roomId, (r) => ({
      ...r,
      last_message: !r.last_message || newest.id >= r.last_message.id ? newest : r.last_message,
      unread_count: live ? r.unread_count + fromOthers : r.unread_count,
    }));
    if (live) set((s) => ({ rooms: s.rooms ? [...s.rooms].sort((a, b) => (b.last_message?.id ?? 0) - (a.last_message?.id ?? 0)) : null }));
    markReadIfSeen(roomId);
  }

  /** Sends a receipt for the newest message of others when the room is on screen. */
  function markReadIfSeen(roomId: number) {
    if (!state.open || state.activeRoomId !== roomId || !isVisible()) return;
    const messages = view(roomId).messages;
    const last = [...messages].reverse().find((m) => m.sender_id !== state.me);
    if (!last || (receiptSent.get(roomId) ?? 0) >= last.id) return;
    const readByMe = last.message_receipts.some((r) => r.user_id === state.me);
    const room = state.rooms?.find((r) => r.id === roomId);
    if (readByMe && !room?.unread_count) return;
    if (socket?.send({ command: 'SendMessageReceipt', message_id: last.id })) receiptSent.set(roomId, last.id);
  }

  function onReceipt(e: ReceiptEvent) {
    if (e.user_id === state.me) {
      patchRoom(e.chat_room_id, (r) => ({ ...r, unread_count: e.unread_count }));
      return;
    }
    const v = view(e.chat_room_id);
    const next = applyReceipt(v.messages, e.user_id, e.message_id, e.read_at);
    if (next !== v.messages) setView(e.chat_room_id, { messages: next });
    patchRoom(e.chat_room_id, (r) =>
      r.last_message && r.last_message.id <= e.message_id ? { ...r, last_message: applyReceipt([r.last_message], e.user_id, e.message_id, e.read_at)[0] } : r,
    );
  }

  function onFrame(frame: ServerFrame) {
    if (frame.status === 'error') {
      const clientId = frame.response.client_id;
      if (frame.command === 'SendMessage' && clientId) {
        socket?.settle(clientId);
        set((s) => ({ pending: s.pending.map((p) => (p.clientId === clientId ? { ...p, error: frame.response.detail } : p)) }));
      } else set({ error: frame.response.detail });
      return;
    }
    switch (frame.command) {
      case 'SendMessage':
        set((s) => ({ pending: s.pending.filter((p) => p.clientId !== frame.response.client_id) }));
        return receive(frame.response.chat_room_id, [frame.response], true);
      case 'ReceiveMessage':
        return receive(frame.response.chat_room_id, [frame.response], true);
      case 'ReceiveMessageReceipt':
        return onReceipt(frame.response);
      case 'CreateChatRoom': {
        // Our own request (chatnow) opens the room; a room started elsewhere only joins the list.
        const room = frame.response;
        const ours = state.startWith !== null && room.users.some((u) => u.id === state.startWith);
        set((s) => ({ rooms: [room, ...(s.rooms ?? []).filter((r) => r.id !== room.id)] }));
        if (!ours) return;
        set({ activeRoomId: room.id, startWith: null });
        return void openRoom(room.id);
      }
      default:
        return;
    }
  }

  function onStatus(status: ChatStatus) {
    set({ status });
    if (status !== 'open') return;
    // Catch up after every (re)connection: the socket is open first, so nothing falls in between.
    void refreshRooms();
    for (const id of Object.keys(state.views).map(Number)) if (view(id).loaded) void catchUp(id).catch(() => undefined);
    if (state.startWith) socket?.send({ command: 'CreateChatRoom', room_type: 'Individual', user_ids: [state.startWith] });
  }

  async function openRoom(roomId: number) {
    set({ activeRoomId: roomId, error: null });
    // A room joined since the list was fetched (an event's chat, opened from the event page) joins the list.
    if (state.rooms && !state.rooms.some((r) => r.id === roomId)) void refreshRooms();
    const v = view(roomId);
    if (!v.loaded && !v.loading) {
      setView(roomId, { loading: true });
      try {
        const page = await listChatMessages(roomId, { size: CHAT_HISTORY_PAGE });
        const last = page.items[page.items.length - 1]?.id ?? 0;
        receive(roomId, page.items, false);
        setView(roomId, { hasOlder: page.has_more, synced: Math.max(view(roomId).synced, last), loaded: true });
      } catch {
        set({ error: 'Network error occurred' });
      } finally {
        setView(roomId, { loading: false });
      }
    }
    markReadIfSeen(roomId);
  }

  return {
    getState: () => state,
    subscribe(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    /** Connects for a signed-in, verified user (idempotent). */
    start(me: number) {
      if (socket && state.me === me) return;
      socket?.stop();
      set({ ...initial, me, open: state.open, startWith: state.startWith });
      // The tab's realtime socket (shared with the live notifications); a socket of its own in tests.
      const own = opts.createSocket ? { url: () => chatSocketUrl(opts.token()), reconnectMs: opts.reconnectMs, createSocket: opts.createSocket } : {};
      socket = new ChatSocket({ ...own, onFrame, onStatus });
      socket.start();
    },
    stop() {
      socket?.stop();
      socket = null;
      receiptSent.clear();
      set({ ...initial });
    },
    setOpen(open: boolean) {
      set({ open });
      if (open && state.activeRoomId) markReadIfSeen(state.activeRoomId);
    },
    openRoom,
    closeRoom: () => set({ activeRoomId: null }),
    /** chatnow: opens the box on the individual conversation with this user, creating it if needed. */
    startWith(userId: number) {
      const existing = state.rooms?.find((r) => r.room_type === 'Individual' && r.users.some((u) => u.id === userId));
      set({ open: true });
      if (existing) return void openRoom(existing.id);
      set({ startWith: userId, activeRoomId: null });
      socket?.send({ command: 'CreateChatRoom', room_type: 'Individual', user_ids: [userId] });
    },
    async loadOlder(roomId: number) {
      const v = view(roomId);
      if (v.loading || !v.hasOlder || !v.messages.length) return;
      setView(roomId, { loading: true });
      try {
        const page = await listChatMessages(roomId, { before_id: v.messages[0].id, size: CHAT_HISTORY_PAGE });
        receive(roomId, page.items, false);
        setView(roomId, { hasOlder: page.has_more });
      } finally {
        setView(roomId, { loading: false });
      }
    },
    /** Sends text and files; with files and no text it sends the spec's placeholder. */
    send(roomId: number, text: string, fileIds: string[]) {
      const clientId = newClientId();
      const body = text.trim() ? text : fileIds.length ? CHAT_FILES_PLACEHOLDER : '';
      if (!body || !socket) return;
      set((s) => ({ pending: [...s.pending, { clientId, roomId, text: body, fileCount: fileIds.length, error: null }] }));
      socket.sendMessage({ command: 'SendMessage', chat_room_id: roomId, text: body, file_links: fileIds, client_id: clientId });
    },
    dismissPending: (clientId: string) => set((s) => ({ pending: s.pending.filter((p) => p.clientId !== clientId) })),
    /** The page became visible again: read what is on screen. */
    visible() {
      if (state.activeRoomId) markReadIfSeen(state.activeRoomId);
    },
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;
