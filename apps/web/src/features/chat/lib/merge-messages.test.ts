import type { ChatMessage } from '@lingbridge/contracts/chat';
import { describe, expect, it } from 'vitest';
import { applyReceipt, mergeMessages } from './merge-messages';

const msg = (id: number, sender = 1, receipts: ChatMessage['message_receipts'] = []): ChatMessage => ({
  id,
  chat_room_id: 7,
  sender_id: sender,
  text: `m${id}`,
  created_at: '2026-01-01T00:00:00.000Z',
  message_receipts: receipts,
  file_links: [],
  files: [],
  client_id: null,
});

describe('mergeMessages', () => {
  it.each([
    { name: 'live then catch-up page', list: [1, 3], incoming: [2, 3, 4], ids: [1, 2, 3, 4], added: [2, 4] },
    { name: 'an acknowledgement already shown live', list: [5], incoming: [5], ids: [5], added: [] },
    { name: 'older page above', list: [10, 11], incoming: [8, 9], ids: [8, 9, 10, 11], added: [8, 9] },
    { name: 'duplicates inside one page', list: [], incoming: [2, 2, 1], ids: [1, 2], added: [2, 1] },
  ])('$name', ({ list, incoming, ids, added }) => {
    const r = mergeMessages(
      list.map((i) => msg(i)),
      incoming.map((i) => msg(i)),
    );
    expect(r.list.map((m) => m.id)).toEqual(ids);
    expect(r.added.map((m) => m.id)).toEqual(added);
  });

  it('answers the same array when nothing changed, and keeps the copy with more receipts', () => {
    const list = [msg(1)];
    expect(mergeMessages(list, [msg(1)]).list).toBe(list);
    const read = msg(1, 1, [{ user_id: 2, read_at: 'x' }]);
    expect(mergeMessages(list, [read]).list[0].message_receipts).toHaveLength(1);
    expect(mergeMessages([read], [msg(1)]).list[0].message_receipts).toHaveLength(1);
  });
});

describe('applyReceipt', () => {
  it('marks messages of others up to the id as read by the reader, once', () => {
    const list = [msg(1, 1), msg(2, 2), msg(3, 1), msg(4, 1)];
    const next = applyReceipt(list, 2, 3, 'now');
    expect(next.map((m) => m.message_receipts.length)).toEqual([1, 0, 1, 0]);
    expect(applyReceipt(next, 2, 3, 'later')).toBe(next);
  });
});
