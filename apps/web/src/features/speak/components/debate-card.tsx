import type { DebateSummary } from '@lingbridge/contracts/speak';
import { Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { LANG_ATTR, useSpeakLabels } from '../lib/labels';
import { seatsLeft } from '../lib/seats';
import { StatusTag, TypeTag } from './type-tag';

/** One event in a list: picture, type, state, start time in my zone, seats left, likes. */
export function DebateCard({ debate: d, to }: { debate: DebateSummary; to?: string }) {
  const l = useSpeakLabels();
  const { t } = l;
  const seats = seatsLeft(d);
  return (
    <Card withBorder radius="md" padding="md" component="article" className="lb-speak-card">
      <Card.Section>
        {d.picture_url ? (
          <Image src={d.picture_url} alt="" h={150} fit="cover" loading="lazy" />
        ) : (
          <div className={`lb-speak-card__placeholder lb-speak-card__placeholder--${d.debate_type}`} aria-hidden>
            <Icon name="mic" size={36} />
          </div>
        )}
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group gap={6} wrap="wrap">
          <TypeTag type={d.debate_type} />
          <StatusTag debate={d} />
          <Text size="xs" c="dimmed">
            {l.language(d.language)} · {l.level(d.level)}
          </Text>
        </Group>
        <Title order={2} size="h4" lang={LANG_ATTR[d.language]}>
          <Link to={to ?? `/speak/${d.id}`} className="lb-speak-card__link">
            {d.title}
          </Link>
        </Title>
        {d.title_cn && (
          <Text size="sm" c="dimmed" lang="zh-CN">
            {d.title_cn}
          </Text>
        )}
        <Group gap={6} c="dimmed">
          <Icon name="calendar" size={16} />
          <Text size="sm">
            <time dateTime={d.start_time}>{l.time(d.start_time)}</time> · {t('card.minutes', { count: d.duration })}
          </Text>
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={500}>
            {seats > 0 ? t('card.seatsLeft', { count: seats }) : t('card.full')}
          </Text>
          <Group gap={4} c={d.liked ? 'red' : 'dimmed'} role="group" aria-label={t('card.likes', { count: d.likes })}>
            <Icon name="heart" size={16} />
            <Text size="sm">{d.likes}</Text>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
