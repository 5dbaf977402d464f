import type { MyQuiz } from '@lingbridge/contracts/learning';
import { Badge, Button, Center, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageTitle } from '../../../components/ui/page-title';
import { useMyQuizzes } from '../api/my-quizzes';

const TIER_COLOR = { zero: 'red', low: 'orange', high: 'teal', perfect: 'green' } as const;

function QuizRow({ q }: { q: MyQuiz }) {
  const { t, i18n } = useTranslation('learning');
  const when = new Intl.DateTimeFormat(i18n.language === 'zh' ? 'zh-CN' : i18n.language, { dateStyle: 'medium' }).format(
    new Date(q.finished_at ?? q.started_at),
  );
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="my-quiz">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Text fw={700} lineClamp={2}>
            {q.title}
          </Text>
          <Text size="sm" c="dimmed">
            {t(`levels.${q.level}`, { defaultValue: q.level })} · {when}
          </Text>
          {q.finished ? (
            <Group gap="xs">
              <Badge color={TIER_COLOR[q.tier ?? 'zero']} variant="light">
                {t(`quizzes.tiers.${q.tier ?? 'zero'}`)}
              </Badge>
              <Text size="sm">{t('quizzes.result', { score_value: q.score_value, questions_length: q.questions_length, successRate: q.successRate })}</Text>
            </Group>
          ) : (
            <Group gap="xs">
              <Badge color="gray" variant="light">
                {t('quizzes.unfinished')}
              </Badge>
              <Text size="sm">{t('quizzes.answered', { done: q.answered, total: q.questions_length })}</Text>
            </Group>
          )}
        </Stack>
        <Group gap="xs">
          <Button component={Link} to={`/user/quiz/${q.article_id}/${q.attempt_id}`} variant="default" size="sm">
            {t('quizzes.review')}
          </Button>
          <Button component={Link} to={`/article-quiz/${q.article_id}`} size="sm" variant={q.finished ? 'light' : 'filled'}>
            {q.finished ? t('quizzes.again') : t('quizzes.continue')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/** /user/quiz: every quiz I took or left unfinished, newest first (spec 02 §2). */
export function Component() {
  const { t } = useTranslation('learning');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useMyQuizzes(page);
  let body;
  if (list.isPending) body = <LoadingState />;
  else if (list.isError) body = <ErrorState title={t('quizzes.loadFailed')} error={list.error} onRetry={() => void list.refetch()} />;
  else if (!list.data.items.length)
    body = (
      <EmptyState
        icon="quiz"
        title={t('quizzes.empty')}
        description={t('quizzes.emptyBody')}
        actions={
          <Button component={Link} to="/read">
            {t('empty.read')}
          </Button>
        }
      />
    );
  else
    body = (
      <Stack gap="md">
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('quizzes.title')}>
          {list.data.items.map((q) => (
            <QuizRow key={q.attempt_id} q={q} />
          ))}
        </Stack>
        {list.data.pages > 1 && (
          <Center>
            <Pagination total={list.data.pages} value={page} onChange={(p) => setParams({ page: String(p) })} />
          </Center>
        )}
      </Stack>
    );
  return (
    <>
      <PageTitle title={t('quizzes.title')} description={list.data ? t('quizzes.count', { count: list.data.total }) : t('quizzes.lead')} />
      {body}
    </>
  );
}
