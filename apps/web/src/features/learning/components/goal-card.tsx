import { GOAL_KINDS, type GoalKind, type LearningReport } from '@lingbridge/contracts/learning';
import { Button, Group, NumberInput, Paper, Progress, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from './error-text';
import { StreakCalendar } from './streak-calendar';
import { useSetGoal } from '../api/set-goal';

/** The daily goal (minutes or words), today's progress, the streak and its calendar. */
export function GoalCard({ report }: { report: LearningReport }) {
  const { t } = useTranslation('learning');
  const { goal } = report;
  const [editing, setEditing] = useState(!goal.set && !report.has_activity);
  const [kind, setKind] = useState<GoalKind>(goal.kind);
  const [target, setTarget] = useState<number | string>(goal.target);
  const amount = Number(target);
  const valid = Number.isInteger(amount) && amount >= 1 && amount <= 600;
  const save = useSetGoal();
  const pct = Math.min(100, Math.round((goal.today / Math.max(1, goal.target)) * 100));

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="goal-title">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id="goal-title">
            {t('goal.title')}
          </Title>
          {!editing && (
            <Button variant="subtle" size="compact-sm" onClick={() => setEditing(true)}>
              {goal.set ? t('goal.change') : t('goal.set')}
            </Button>
          )}
        </Group>
        <Text>{t(`goal.target.${goal.kind}`, { count: goal.target })}</Text>
        <Progress value={pct} size="lg" radius="xl" aria-label={t('goal.progressLabel')} color={goal.met ? 'teal' : 'blue'} />
        <Text size="sm" c="dimmed" data-testid="goal-today">
          {goal.met ? t('goal.metToday') : t(`goal.today.${goal.kind}`, { count: goal.today, target: goal.target })}
        </Text>
        <Group gap="xl">
          <Text fw={700} data-testid="goal-streak">
            {t('goal.streak', { count: goal.streak })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('goal.best', { count: goal.best_streak })}
          </Text>
        </Group>
        {editing && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (valid) save.mutate({ kind, target: amount }, { onSuccess: () => setEditing(false) });
            }}
          >
            <Stack gap="xs">
              <SegmentedControl
                value={kind}
                onChange={(v) => setKind(v as GoalKind)}
                data={GOAL_KINDS.map((k) => ({ value: k, label: t(`goal.kind.${k}`) }))}
                aria-label={t('goal.kindLabel')}
              />
              <NumberInput
                label={t(`goal.amount.${kind}`)}
                min={1}
                max={600}
                value={target}
                onChange={setTarget}
                error={target !== '' && !valid ? t('goal.invalid') : undefined}
                clampBehavior="strict"
                allowDecimal={false}
              />
              {save.isError && <ErrorText error={save.error} />}
              <Group gap="xs">
                <Button type="submit" loading={save.isPending} disabled={!valid}>
                  {t('goal.save')}
                </Button>
                {goal.set && (
                  <Button variant="default" onClick={() => setEditing(false)}>
                    {t('goal.cancel')}
                  </Button>
                )}
              </Group>
            </Stack>
          </form>
        )}
        <Title order={3} size="h5" mt="sm">
          {t('goal.calendar')}
        </Title>
        <StreakCalendar days={report.days} today={report.today} kind={goal.kind} />
      </Stack>
    </Paper>
  );
}
