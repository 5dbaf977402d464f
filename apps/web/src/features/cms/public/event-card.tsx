import type { EventAnnouncement } from '@lingbridge/contracts/cms';
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateTime } from '../../../lib/dates';

/** One announcement: what, when, where (or online), and its link; in the public section and the editor's preview. */
export function EventCard({ event: e }: { event: EventAnnouncement }) {
  const { t, i18n } = useTranslation('cms');
  const when = e.ends_at
    ? t('events.allDay', { start: dateTime(e.starts_at, i18n.language), end: dateTime(e.ends_at, i18n.language) })
    : dateTime(e.starts_at, i18n.language);
  const internal = e.link?.startsWith('/');
  return (
    <Card withBorder radius="md" padding="md" lang={e.lang === 'zh' ? 'zh-CN' : e.lang} data-testid="event-card">
      <Stack gap={6}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Badge variant="light" color="grape">
            {t(`events.types.${e.type}`)}
          </Badge>
          <Text size="sm" c="dimmed" ta="right">
            <time dateTime={e.starts_at}>{when}</time>
          </Text>
        </Group>
        <Text fw={600}>{e.title}</Text>
        {e.summary && <Text size="sm">{e.summary}</Text>}
        <Group gap="sm" justify="space-between">
          <Text size="sm" c="dimmed">
            {e.place || t('events.online')}
          </Text>
          {e.link &&
            (internal ? (
              <Anchor component={Link} to={e.link} size="sm">
                {t('events.more')}
              </Anchor>
            ) : (
              <Anchor href={e.link} target="_blank" rel="noopener noreferrer" size="sm">
                {t('events.more')}
              </Anchor>
            ))}
        </Group>
      </Stack>
    </Card>
  );
}
