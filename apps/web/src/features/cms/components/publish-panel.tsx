import type { ContentKind, EntrySource } from '@lingbridge/contracts/cms';
import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useModal } from '../../../components/ui/modal/use-modal';
import { dateTime } from '../../../lib/dates';
import { errorText } from '../../../lib/error-text';
import { deleteEntry, publishEntry, unpublishEntry, useEntryMutation } from '../api/entries';

const STATUS_COLOR = { draft: 'gray', scheduled: 'yellow', published: 'teal' } as const;

/** A `datetime-local` value for a moment (local time, minutes). */
const localInput = (d: Date) => new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

type Props = { kind: ContentKind; source: EntrySource | null; flush: () => Promise<EntrySource | null>; onPreview: () => void; listPath: string };

/** Publish now, schedule, unpublish, delete and preview: the same controls for every kind. */
export function PublishPanel({ kind, source, flush, onPreview, listPath }: Props) {
  const { t, i18n } = useTranslation('cms');
  const modal = useModal();
  const navigate = useNavigate();
  const [at, setAt] = useState(() => localInput(new Date(Date.now() + 3_600_000)));
  const act = useEntryMutation(kind, async (v: { do: 'publish' | 'schedule' | 'unpublish' }) => {
    const saved = (await flush()) ?? source;
    if (!saved) return null;
    if (v.do === 'unpublish') return unpublishEntry(kind, saved.id);
    return publishEntry(kind, saved.id, v.do === 'schedule' ? new Date(at).toISOString() : undefined);
  });
  const run = async (what: 'publish' | 'schedule' | 'unpublish') => {
    try {
      await act.mutateAsync({ do: what });
      notifications.show({ color: 'teal', message: t(`publish.done.${what}`) });
    } catch (err) {
      notifications.show({ color: 'red', message: errorText(err, t) });
    }
  };
  const remove = async () => {
    if (!source || !(await modal.open('confirm', { title: t('publish.confirmDelete', { title: source.title || t('untitled') }) }))) return;
    await deleteEntry(kind, source.id);
    navigate(listPath, { replace: true });
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>{t('publish.title')}</Text>
          <Badge color={STATUS_COLOR[source?.status ?? 'draft']} data-testid="entry-status">
            {t(`status.${source?.status ?? 'draft'}`)}
          </Badge>
        </Group>
        {source?.status === 'scheduled' && source.publish_at && (
          <Text size="sm">{t('publish.scheduledFor', { when: dateTime(source.publish_at, i18n.language) })}</Text>
        )}
        {source?.published_at && <Text size="sm">{t('publish.publishedOn', { when: dateTime(source.published_at, i18n.language) })}</Text>}
        {source?.unpublished_changes && (
          <Alert color="yellow" p="xs">
            {t('publish.unpublishedChanges')}
          </Alert>
        )}
        <Group gap="xs">
          <Button variant="default" onClick={onPreview} disabled={!source}>
            {t('publish.preview')}
          </Button>
          <Button onClick={() => void run('publish')} loading={act.isPending} disabled={!source}>
            {source?.status === 'published' ? t('publish.update') : t('publish.now')}
          </Button>
        </Group>
        <TextInput type="datetime-local" label={t('publish.at')} value={at} onChange={(e) => setAt(e.currentTarget.value)} min={localInput(new Date())} />
        <Group gap="xs">
          <Button variant="light" onClick={() => void run('schedule')} disabled={!source || !at}>
            {t('publish.schedule')}
          </Button>
        </Group>
        <Group gap="xs">
          {source && source.status !== 'draft' && (
            <Button variant="subtle" onClick={() => void run('unpublish')}>
              {t('publish.unpublish')}
            </Button>
          )}
          {source && (
            <Button variant="subtle" color="red" onClick={() => void remove()}>
              {t('publish.delete')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
