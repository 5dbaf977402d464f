import type { ContactMessageItem } from '@lingbridge/contracts/cms';
import { Anchor, Badge, Button, Group, Pagination, Paper, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { dateTime } from '../../../lib/dates';
import { errorText } from '../../../lib/error-text';
import { useContactMessages, useReplyContact } from '../api/admin';

function Message({ m }: { m: ContactMessageItem }) {
  const { t, i18n } = useTranslation('cms');
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const reply = useReplyContact();
  const send = async () => {
    try {
      await reply.mutateAsync({ id: m.id, text });
      notifications.show({ color: 'teal', message: t('contact.sent', { email: m.email }) });
      setOpen(false);
    } catch (err) {
      notifications.show({ color: 'red', message: errorText(err, t) });
    }
  };
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={t('contact.from', { name: m.name })}>
      <Group justify="space-between" wrap="wrap">
        <Text fw={600}>
          {m.name} · <Anchor href={`mailto:${m.email}`}>{m.email}</Anchor>
        </Text>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {dateTime(m.created_at, i18n.language)}
          </Text>
          <Badge color={m.status === 'new' ? 'orange' : 'teal'}>{t(`contact.status.${m.status}`)}</Badge>
        </Group>
      </Group>
      <Text mt="xs" style={{ whiteSpace: 'pre-wrap' }}>
        {m.message}
      </Text>
      {m.reply && (
        <Text mt="xs" size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
          {t('contact.replied', { by: m.answered_by ?? '', when: m.answered_at ? dateTime(m.answered_at, i18n.language) : '' })} {m.reply}
        </Text>
      )}
      {open ? (
        <Stack gap="xs" mt="sm">
          <Textarea
            label={t('contact.replyLabel', { email: m.email })}
            autosize
            minRows={3}
            maxLength={5000}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Group gap="xs">
            <Button onClick={() => void send()} loading={reply.isPending} disabled={!text.trim()}>
              {t('contact.send')}
            </Button>
            <Button variant="subtle" onClick={() => setOpen(false)}>
              {t('contact.cancel')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Button mt="sm" size="compact-sm" variant="light" onClick={() => setOpen(true)}>
          {m.status === 'new' ? t('contact.reply') : t('contact.replyAgain')}
        </Button>
      )}
    </Paper>
  );
}

/** Messages sent from /contact, the unanswered first; each answered by e-mail from here. */
export function ContactMessages() {
  const { t } = useTranslation('cms');
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<'new' | 'answered' | 'all'>('new');
  const list = useContactMessages(page, status === 'all' ? undefined : status);
  return (
    <section aria-labelledby="messages" style={{ marginTop: 'var(--mantine-spacing-xl)' }}>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h3" id="messages">
          {t('contact.title')}
        </Title>
        <SegmentedControl
          aria-label={t('list.status')}
          value={status}
          onChange={(v) => {
            setStatus(v as typeof status);
            setPage(1);
          }}
          data={[
            { value: 'new', label: t('contact.status.new') },
            { value: 'answered', label: t('contact.status.answered') },
            { value: 'all', label: t('list.all') },
          ]}
        />
      </Group>
      {list.isError ? (
        <ErrorState error={list.error} />
      ) : !list.data ? (
        <LoadingState />
      ) : !list.data.items.length ? (
        <EmptyState title={t('contact.none')} order={3} compact />
      ) : (
        <Stack gap="sm">
          {list.data.items.map((m) => (
            <Message key={m.id} m={m} />
          ))}
        </Stack>
      )}
      {(list.data?.pages ?? 1) > 1 && <Pagination mt="md" total={list.data!.pages} value={page} onChange={setPage} />}
    </section>
  );
}
