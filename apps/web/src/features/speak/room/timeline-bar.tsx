import type { TimelinePosition, TimelineStep } from '@lingbridge/contracts/speak-room';
import { Alert, Badge, Group, Paper, Text, Title } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { mmss } from './clock';

/** All steps of the event with the current one, who holds the floor, and its mm:ss countdown. */
export function TimelineBar({ steps, position }: { steps: TimelineStep[]; position: TimelinePosition }) {
  const { t } = useTranslation('speak-room');
  const current = position.phase === 'running' ? position.index : position.phase === 'ended' ? steps.length : -1;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="lb-room-timeline">
      <Title order={2} size="h4" id="lb-room-timeline" mb="xs">
        {t('timeline.title')}
      </Title>
      {position.phase === 'running' && (
        <Group justify="space-between" align="center" mb="sm" wrap="wrap">
          <div>
            <Text fw={700}>{t('timeline.now', { step: t(`timeline.steps.${position.step.key}`) })}</Text>
            <Text size="sm" c="dimmed">
              {t(`timeline.floor.${position.step.floor}`)}
            </Text>
          </div>
          <Text
            fw={800}
            fz={32}
            role="timer"
            aria-label={t('timeline.remaining', { time: mmss(position.remaining_ms) })}
            style={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {mmss(position.remaining_ms)}
          </Text>
        </Group>
      )}
      {position.phase === 'before' && (
        <Text fw={700} mb="sm" role="timer">
          {t('timeline.startsIn', { time: mmss(position.starts_in_ms) })}
        </Text>
      )}
      {position.phase === 'ended' && (
        <Text fw={700} mb="sm">
          {t('timeline.ended')}
        </Text>
      )}
      {position.phase === 'running' && position.warning && (
        <Alert color="orange" mb="sm" role="alert">
          {t('timeline.warning')}
        </Alert>
      )}
      <ol className="lb-room-steps">
        {steps.map((s, i) => (
          <li
            key={s.key}
            className="lb-room-step"
            data-state={i < current ? 'done' : i === current ? 'current' : 'next'}
            aria-current={i === current ? 'step' : undefined}
            style={{ '--lb-step-grow': Math.max(1, (s.ends_at - s.starts_at) / 60_000) } as CSSProperties}
          >
            <span className="lb-room-step__name">{t(`timeline.steps.${s.key}`)}</span>
            <Badge size="xs" variant="light" color={s.floor === 'prop' ? 'blue' : s.floor === 'opp' ? 'red' : s.floor === 'judges' ? 'grape' : 'gray'}>
              {t('timeline.minutes', { count: Math.round((s.ends_at - s.starts_at) / 60_000) })}
            </Badge>
          </li>
        ))}
      </ol>
    </Paper>
  );
}
