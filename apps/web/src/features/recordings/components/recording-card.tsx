import type { Recording } from '@lingbridge/contracts/recordings';
import { Anchor, Badge, Button, Group, Modal, Paper, Rating, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../lib/error-text';
import { deleteRecording, renameRecording, useRecordingMutation } from '../api/change-recording';
import { clock } from '../lib/format';

type Props = {
  recording: Recording;
  /** Teacher tools below the feedback (the teacher page), given the card's player. */
  tools?: (audio: RefObject<HTMLAudioElement | null>) => ReactNode;
};

/** The feedback as the learner reads it: the note and rating, then the comments with their moments. */
function Feedback({ r, seek }: { r: Recording; seek: (ms: number) => void }) {
  const { t } = useTranslation('recordings');
  if (!r.feedback && !r.comments.length) return null;
  return (
    <Stack gap={6} data-testid="recording-feedback">
      <Text fw={600} size="sm">
        {t('card.feedback')}
      </Text>
      {r.feedback && (
        <Stack gap={2}>
          {r.feedback.rating !== null && (
            <Group gap="xs">
              <Rating value={r.feedback.rating} readOnly size="sm" aria-hidden />
              <Text size="sm">{t('card.rating', { rating: r.feedback.rating })}</Text>
            </Group>
          )}
          {r.feedback.note && <Text size="sm">{r.feedback.note}</Text>}
          <Text size="xs" c="dimmed">
            {r.feedback.reviewer_name}
          </Text>
        </Stack>
      )}
      {r.comments.map((c) => (
        <Group key={c.id} gap="xs" align="flex-start" wrap="nowrap" data-testid="recording-comment">
          {c.at_ms !== null ? (
            <Button size="compact-xs" variant="light" onClick={() => seek(c.at_ms!)} aria-label={t('card.playFrom', { time: clock(c.at_ms / 1000) })}>
              {t('card.atMoment', { time: clock(c.at_ms / 1000) })}
            </Button>
          ) : (
            <Badge variant="outline" tt="none">
              {t('card.onSentence', { n: (c.sentence_index ?? 0) + 1 })}
            </Badge>
          )}
          <Stack gap={0}>
            <Text size="sm">{c.text}</Text>
            <Text size="xs" c="dimmed">
              {c.author_name}
            </Text>
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

/** One recording: its player, what it reads, its status and feedback; rename and delete for its owner. */
export function RecordingCard({ recording: r, tools }: Props) {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const { t, i18n } = useTranslation('recordings');
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(r.title);
  const [confirm, setConfirm] = useState(false);
  const rename = useRecordingMutation(renameRecording);
  const remove = useRecordingMutation(deleteRecording);
  const seek = (ms: number) => {
    const el = audioRef.current;
    if (!el) return;
    el.currentTime = ms / 1000;
    void el.play().catch(() => undefined);
  };
  const submitRename = () =>
    rename.mutate(
      { id: r.id, title },
      {
        onSuccess: () => {
          setEditing(false);
          notifications.show({ color: 'teal', message: t('card.renamed') });
        },
        onError: (err) => notifications.show({ color: 'red', message: errorText(err, t) }),
      },
    );
  const date = new Intl.DateTimeFormat(i18n.language === 'zh' ? 'zh-CN' : i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(r.created_at),
  );

  return (
    <Paper withBorder radius="md" p="md" data-testid="recording-card" data-recording-id={r.id}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          {editing ? (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                submitRename();
              }}
            >
              <Group gap="xs" align="flex-end">
                <TextInput
                  label={t('card.renameLabel')}
                  value={title}
                  maxLength={100}
                  onChange={(e) => setTitle(e.currentTarget.value)}
                  autoFocus
                  data-testid="rename-input"
                />
                <Button type="submit" loading={rename.isPending} disabled={!title.trim()}>
                  {t('card.renameSave')}
                </Button>
                <Button variant="default" onClick={() => setEditing(false)}>
                  {t('card.cancel')}
                </Button>
              </Group>
            </form>
          ) : (
            <Stack gap={2}>
              <Text fw={700} data-testid="recording-title">
                {r.title}
              </Text>
              <Text size="sm" c="dimmed">
                {r.sentence_index === null ? t('card.wholeArticle') : t('card.sentence', { n: r.sentence_index + 1 })} · {clock(r.duration_ms / 1000)} · {date}
              </Text>
            </Stack>
          )}
          <Badge color={r.status === 'reviewed' ? 'teal' : 'gray'} variant="light" data-testid="recording-status">
            {t(`card.status.${r.status}`)}
          </Badge>
        </Group>
        <audio ref={audioRef} controls preload="metadata" src={r.audio_url} style={{ width: '100%' }} data-testid="recording-audio" />
        <Feedback r={r} seek={seek} />
        {tools?.(audioRef)}
        <Group gap="xs">
          <Anchor component={Link} to={`/article/${r.article_id}`} size="sm">
            {t('card.openArticle')}
          </Anchor>
          {r.abilities.includes('rename') && !editing && (
            <Button size="compact-sm" variant="subtle" onClick={() => (setTitle(r.title), setEditing(true))} data-testid="rename">
              {t('card.rename')}
            </Button>
          )}
          {r.abilities.includes('delete') && (
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => setConfirm(true)}>
              {t('card.delete')}
            </Button>
          )}
        </Group>
      </Stack>
      <Modal opened={confirm} onClose={() => setConfirm(false)} title={t('card.delete')} centered>
        <Text mb="lg">{t('card.deleteConfirm', { title: r.title })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirm(false)}>
            {t('card.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(r.id, {
                onSuccess: () => notifications.show({ color: 'teal', message: t('card.deleted') }),
                onError: (err) => notifications.show({ color: 'red', message: errorText(err, t) }),
                onSettled: () => setConfirm(false),
              })
            }
          >
            {t('card.delete')}
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}
