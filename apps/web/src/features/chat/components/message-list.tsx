import type { ChatMessage, ChatRoom } from '@lingbridge/contracts/chat';
import { Button, Loader, Text } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerTexts } from '../../../lib/use-server-text';
import { chatStore, useChat } from '../hooks/use-chat';
import { chatErrorText } from '../lib/error-key';
import { ChatFileView } from './chat-file-view';

/** One empty list for a room not loaded yet, so the scroll effect below runs only when the messages change. */
const NO_MESSAGES: ChatMessage[] = [];

const time = (iso: string, lng: string) =>
  new Intl.DateTimeFormat(lng === 'zh' ? 'zh-CN' : lng, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));

/**
 * The messages of a room, oldest at the top; scrolling to the top loads older ones. Text is shown as
 * text (React escapes it), never as HTML. Own messages are marked Read once the partner's receipt came.
 */
export function MessageList({ me, room }: { me: number; room: ChatRoom }) {
  const { t, i18n } = useTranslation('chat');
  const v = useChat((s) => s.views[room.id]);
  const allPending = useChat((s) => s.pending);
  const pending = allPending.filter((p) => p.roomId === room.id);
  // A refusal came over the socket, not from a failed call that fetched the server texts first:
  // fetch them now and show the refusal again translated (decision 0153).
  useServerTexts(pending.some((p) => !!p.error));
  const box = useRef<HTMLDivElement>(null);
  const anchor = useRef<{ height: number; top: number; firstId: number | null }>({ height: 0, top: 0, firstId: null });
  const messages = v?.messages ?? NO_MESSAGES;
  const names = new Map(room.users.map((u) => [u.id, u.nick_name]));

  // Keep the view pinned to the bottom for new messages, and in place when older ones are added above.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const a = anchor.current;
    const first = messages[0]?.id ?? null;
    if (a.firstId !== null && first !== null && first < a.firstId) el.scrollTop = el.scrollHeight - a.height + a.top;
    else if (a.height === 0 || a.height - a.top - el.clientHeight < 80) el.scrollTop = el.scrollHeight;
    anchor.current = { height: el.scrollHeight, top: el.scrollTop, firstId: first };
  }, [messages, pending.length]);

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    anchor.current = { ...anchor.current, height: el.scrollHeight, top: el.scrollTop };
    if (el.scrollTop < 40 && v?.hasOlder && !v.loading) void chatStore.loadOlder(room.id);
  };

  const readBy = (m: ChatMessage) => m.message_receipts.some((r) => r.user_id !== me);

  return (
    <div className="lb-chat-messages" ref={box} onScroll={onScroll} role="log" aria-live="polite" aria-relevant="additions" data-testid="chat-messages">
      {v?.loading && (
        <div style={{ alignSelf: 'center' }} role="status">
          <Loader size="xs" aria-label={t('olderMessages')} />
        </div>
      )}
      {v?.loaded && !v.hasOlder && messages.length > 0 && (
        <Text size="xs" c="dimmed" ta="center">
          {t('beginning')}
        </Text>
      )}
      {v?.loaded && !messages.length && !pending.length && (
        <Text size="sm" c="dimmed" ta="center" mt="lg">
          {t('noMessages')}
        </Text>
      )}
      {messages.map((m) => {
        const mine = m.sender_id === me;
        return (
          <div key={m.id} className={`lb-chat-msg${mine ? ' lb-chat-msg--mine' : ''}`} data-message-id={m.id}>
            {!mine && room.room_type === 'Group' && (
              <Text size="xs" c="dimmed">
                {names.get(m.sender_id)}
              </Text>
            )}
            <div className="lb-chat-msg__bubble">
              {m.text}
              {m.files.length > 0 && (
                <div className="lb-chat-msg__files">
                  {m.files.map((f) => (
                    <ChatFileView key={f.file_id} file={f} />
                  ))}
                </div>
              )}
            </div>
            <span className="lb-chat-msg__meta">
              <time dateTime={m.created_at}>{time(m.created_at, i18n.language)}</time>
              {mine && <span data-testid="receipt">{readBy(m) ? t('read') : t('sent')}</span>}
            </span>
          </div>
        );
      })}
      {pending.map((p) => (
        <div key={p.clientId} className={`lb-chat-msg lb-chat-msg--mine${p.error ? ' lb-chat-msg--failed' : ''}`}>
          <div className="lb-chat-msg__bubble">{p.text}</div>
          <span className="lb-chat-msg__meta" role={p.error ? 'alert' : undefined}>
            {p.error ? t('notSent', { detail: chatErrorText(t, p.error) }) : t('sending')}
            {p.error && (
              <Button size="compact-xs" variant="subtle" onClick={() => chatStore.dismissPending(p.clientId)}>
                {t('dismiss')}
              </Button>
            )}
          </span>
        </div>
      ))}
    </div>
  );
}
