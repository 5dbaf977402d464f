import type { NextStep } from '@lingbridge/contracts/learning';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../../components/ui/icons';

const ICONS: Record<NextStep['kind'], IconName> = {
  reviews: 'cards',
  quiz: 'quiz',
  article: 'book',
  read: 'compass',
  goal: 'star',
  assignment: 'school',
  event: 'mic',
};

function target(step: NextStep): string | { hash: string } {
  switch (step.kind) {
    case 'reviews':
      return '/user/vocabulary/flipcard';
    case 'quiz':
      return `/article-quiz/${step.article_id}`;
    case 'article':
      return `/article/${step.article_id}`;
    case 'read':
      return '/read';
    case 'goal':
      return { hash: '#goal-title' };
    case 'assignment':
      return step.resource === 'article' ? `/article/${step.resource_id}` : `/videoplayer?v=${step.resource_id}`;
    case 'event':
      return `/speak/${step.event_id}`;
  }
}

/** What to do next: due reviews, an unfinished quiz, the article read last, a goal to set. */
export function NextSteps({ steps }: { steps: NextStep[] }) {
  const { t, i18n } = useTranslation('learning');
  if (!steps.length) return null;
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language === 'zh' ? 'zh-CN' : i18n.language, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(iso));
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="next-title">
      <Title order={2} size="h4" id="next-title" mb="sm">
        {t('next.title')}
      </Title>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} data-testid="next-steps">
        {steps.map((s) => {
          const to = target(s);
          const text =
            s.kind === 'reviews'
              ? t('next.reviews', { count: s.count })
              : s.kind === 'quiz'
                ? t('next.quiz', { title: s.title })
                : s.kind === 'article'
                  ? t('next.article', { title: s.title })
                  : s.kind === 'assignment'
                    ? t('next.assignment', { title: s.title, when: when(s.due_at) })
                    : s.kind === 'event'
                      ? t('next.event', { title: s.title, when: when(s.start_time) })
                      : t(`next.${s.kind}`);
          return (
            <li key={`${s.kind}`}>
              <Button
                component={Link}
                to={to}
                onClick={typeof to === 'string' ? undefined : () => document.getElementById('goal-title')?.scrollIntoView({ behavior: 'smooth' })}
                variant="light"
                fullWidth
                justify="space-between"
                leftSection={<Icon name={ICONS[s.kind]} />}
                rightSection={<Icon name="chevronRight" />}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'start' }, root: { height: 'auto', minHeight: 44, paddingBlock: 8 } }}
              >
                <Text span size="sm">
                  {text}
                </Text>
              </Button>
            </li>
          );
        })}
      </Stack>
    </Paper>
  );
}
