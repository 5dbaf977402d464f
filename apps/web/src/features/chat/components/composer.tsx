import { CHAT_MAX_FILES } from '@lingbridge/contracts/constants';
import { CHAT_TEXT_MAX } from '@lingbridge/contracts/chat';
import { ActionIcon, Alert, Button, CloseButton, FileButton, Group, Loader, Popover, Textarea, Tooltip } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { ApiError } from '../../../lib/api-client';
import { uploadChatFile } from '../api/upload-chat-file';
import { chatStore } from '../hooks/use-chat';
import { CHAT_EMOJIS } from '../lib/emojis';
import { chatErrorText } from '../lib/error-key';

type Attached = { key: number; name: string; state: 'uploading' | 'done' | 'error'; fileId?: string; error?: string };

let nextKey = 1;

/**
 * Text, 60 emojis and up to 10 files per message (spec 01 §5). Send is disabled with no text and no
 * files, or with no room; files alone send "The files has been sent". Enter sends, Shift+Enter breaks.
 */
export function Composer({ roomId, onSend }: { roomId: number | null; onSend?: (text: string, fileIds: string[]) => void }) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [files, setFiles] = useState<Attached[]>([]);
  const [tooMany, setTooMany] = useState(false);
  const [emojiOpen, setEmojiOpen] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const resetFiles = useRef<() => void>(null);

  useEffect(() => {
    setText('');
    setFiles([]);
    setTooMany(false);
  }, [roomId]);

  const uploading = files.some((f) => f.state === 'uploading');
  const ready = files.filter((f) => f.state === 'done' && f.fileId).map((f) => f.fileId!);
  const canSend = !!roomId && !uploading && (!!text.trim() || ready.length > 0);

  function attach(picked: File[]) {
    resetFiles.current?.();
    if (!roomId || !picked.length) return;
    if (files.length + picked.length > CHAT_MAX_FILES) {
      setTooMany(true);
      return;
    }
    setTooMany(false);
    const added = picked.map((file) => ({ key: nextKey++, name: file.name, state: 'uploading' as const, file }));
    setFiles((fs) => [...fs, ...added.map(({ file: _f, ...a }) => a)]);
    for (const a of added)
      uploadChatFile(roomId, a.file).then(
        (r) => setFiles((fs) => fs.map((f) => (f.key === a.key ? { ...f, state: 'done', fileId: r.file_id } : f))),
        (err: unknown) =>
          setFiles((fs) => fs.map((f) => (f.key === a.key ? { ...f, state: 'error', error: err instanceof ApiError ? (err.detail ?? err.message) : '' } : f))),
      );
  }

  function insertEmoji(emoji: string) {
    const el = input.current;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    const next = text.slice(0, start) + emoji + text.slice(end);
    setText(next);
    setEmojiOpen(false);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  }

  function send() {
    if (!canSend || !roomId) return;
    if (onSend) onSend(text, ready);
    else chatStore.send(roomId, text, ready);
    setText('');
    setFiles([]);
    setTooMany(false);
    input.current?.focus();
  }

  return (
    <div className="lb-chat-composer">
      {tooMany && (
        <Alert color="red" variant="light" mb={6} role="alert" withCloseButton onClose={() => setTooMany(false)} closeButtonLabel={t('dismiss')} p="xs">
          {t('tooManyFiles')}
        </Alert>
      )}
      {files.length > 0 && (
        <Group gap={6} mb={6} wrap="wrap" role="group" aria-label={t('attach')}>
          {files.map((f) => (
            <Group
              key={f.key}
              gap={4}
              wrap="nowrap"
              style={{ border: '1px solid var(--lb-border)', borderRadius: 8, padding: '2px 4px 2px 8px', maxWidth: 220 }}
              role={f.state === 'error' ? 'alert' : undefined}
            >
              {f.state === 'uploading' && <Loader size={12} aria-label={t('uploading')} />}
              <span
                style={{ fontSize: 13, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: f.state === 'error' ? '#b91c1c' : undefined }}
              >
                {f.state === 'error' ? t('uploadFailed', { name: f.name, detail: chatErrorText(t, f.error) }) : f.name}
              </span>
              <CloseButton size="sm" aria-label={t('removeFile', { name: f.name })} onClick={() => setFiles((fs) => fs.filter((x) => x.key !== f.key))} />
            </Group>
          ))}
        </Group>
      )}
      <Group gap={6} wrap="nowrap" align="flex-end">
        <Popover opened={emojiOpen} onChange={setEmojiOpen} position="top-start" shadow="md" withinPortal={false} trapFocus returnFocus>
          {/* The tooltip around the popover's target, so the popup attributes land on the button. */}
          <Tooltip label={t('emoji')} withinPortal={false} disabled={emojiOpen}>
            <Popover.Target>
              <ActionIcon variant="subtle" size="lg" aria-label={t('emoji')} disabled={!roomId} onClick={() => setEmojiOpen((o) => !o)}>
                <span aria-hidden style={{ fontSize: 20 }}>
                  😊
                </span>
              </ActionIcon>
            </Popover.Target>
          </Tooltip>
          <Popover.Dropdown p={6} data-chat-popover>
            <div className="lb-chat-emojis" role="group" aria-label={t('emojiPicker')}>
              {CHAT_EMOJIS.map((e) => (
                <button key={e} type="button" onClick={() => insertEmoji(e)} aria-label={e}>
                  {e}
                </button>
              ))}
            </div>
          </Popover.Dropdown>
        </Popover>
        <FileButton onChange={attach} multiple resetRef={resetFiles} disabled={!roomId}>
          {(props) => (
            <Tooltip label={t('attach')} withinPortal={false}>
              <ActionIcon {...props} variant="subtle" size="lg" aria-label={t('attach')} disabled={!roomId}>
                <Icon name="file" size={20} />
              </ActionIcon>
            </Tooltip>
          )}
        </FileButton>
        <Textarea
          ref={input}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              send();
            }
          }}
          placeholder={t('placeholder')}
          aria-label={t('messageLabel')}
          autosize
          minRows={1}
          maxRows={4}
          maxLength={CHAT_TEXT_MAX}
          disabled={!roomId}
          style={{ flex: 1 }}
        />
        <Button onClick={send} disabled={!canSend}>
          {t('send')}
        </Button>
      </Group>
    </div>
  );
}
