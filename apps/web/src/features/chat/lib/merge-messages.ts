import type { ChatMessage } from '@lingbridge/contracts/chat';

/**
 * Adds messages to a list kept in id order with each id once: the same message may arrive live,
 * as an acknowledgement, and again in a catch-up page, and must show once. Answers the same array
 * when nothing changed, and how many messages were new.
 */
export function mergeMessages(list: ChatMessage[], incoming: ChatMessage[]): { list: ChatMessage[]; added: ChatMessage[] } {
  if (!incoming.length) return { list, added: [] };
  const byId = new Map(list.map((m) => [m.id, m]));
  const added: ChatMessage[] = [];
  let changed = false;
  for (const m of incoming) {
    const old = byId.get(m.id);
    if (!old) added.push(m);
    // A later copy may carry more receipts; keep the one that knows most.
    if (!old || m.message_receipts.length > old.message_receipts.length) {
      byId.set(m.id, m);
      changed = true;
    }
  }
  if (!changed) return { list, added };
  return { list: [...byId.values()].sort((a, b) => a.id - b.id), added };
}

/** Marks messages of others than `readerId` up to `upToId` as read by the reader (a receipt). */
export function applyReceipt(list: ChatMessage[], readerId: number, upToId: number, readAt: string): ChatMessage[] {
  let changed = false;
  const next = list.map((m) => {
    if (m.id > upToId || m.sender_id === readerId || m.message_receipts.some((r) => r.user_id === readerId)) return m;
    changed = true;
    return { ...m, message_receipts: [...m.message_receipts, { user_id: readerId, read_at: readAt }] };
  });
  return changed ? next : list;
}
