import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Icon } from '../../../components/ui/icons';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageTitle } from '../../../components/ui/page-title';
import { ApiError } from '../../../lib/api-client';
import { useArticle } from '../api/get-article';
import { useAttemptReview } from '../api/quiz';
import { QuizSummary } from '../components/quiz/quiz-summary';
import { LockScreen } from '../components/reader/lock-screen';

/**
 * /user/quiz/{queryId}/{quizId}: one of my quiz attempts reviewed (queryId is the article, quizId
 * the attempt): each question, my answer and the right one, the tier of spec 02 §4 once finished.
 */
export function Component() {
  const { t } = useTranslation('reading');
  const { queryId = '', quizId = '' } = useParams();
  const articleId = Number(queryId) || 0;
  const attemptId = Number(quizId) || 0;
  const review = useAttemptReview(articleId, attemptId);
  // The article is locked for me now (a subscription ended): its lock screen, with the ways to open
  // it again, rather than an error with a retry that cannot help.
  const locked = review.error instanceof ApiError && review.error.status === 403;
  const article = useArticle(locked ? articleId : 0);
  const navigate = useNavigate();

  if (!articleId || !attemptId || (review.isError && review.error instanceof ApiError && review.error.status === 404))
    return (
      <EmptyState
        icon="quiz"
        order={1}
        title={t('quizReview.notFound')}
        actions={
          <Button component={Link} to="/user/quiz">
            {t('quizReview.back')}
          </Button>
        }
      />
    );
  if (review.isPending || (locked && article.isPending)) return <LoadingState />;
  if (locked && article.data?.access.state === 'locked') return <LockScreen article={article.data} />;
  if (review.isError) return <ErrorState error={review.error} onRetry={() => void review.refetch()} />;
  const r = review.data;
  const done = r.attempt.answers.filter((a) => a !== null).length;

  return (
    <>
      <PageTitle eyebrow={t('quiz.eyebrow')} title={r.title} description={t('quiz.progress', { done, total: r.questions.length })} />
      <Stack gap="md">
        {r.attempt.result ? (
          <QuizSummary result={r.attempt.result} articleId={r.article_id} onRestart={() => void navigate(`/article-quiz/${r.article_id}`)} />
        ) : (
          <Paper withBorder radius="lg" p="lg" role="status">
            <Title order={2} size="h4">
              {t('quiz.unfinishedTitle')}
            </Title>
            <Text mt="xs">{t('quiz.unfinishedBody', { done, total: r.questions.length })}</Text>
            <Button component={Link} to={`/article-quiz/${r.article_id}`} mt="md">
              {t('quiz.continue')}
            </Button>
          </Paper>
        )}
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('quizReview.questions')}>
          {r.questions.map((q) => (
            <Paper component="li" key={q.index} withBorder radius="md" p="md" data-testid="review-question">
              <Text size="sm" c="dimmed">
                {t('quiz.questionOf', { n: q.index + 1, total: r.questions.length })}
              </Text>
              <Text fw={700} mb="xs">
                {q.prompt}
              </Text>
              <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {q.options.map((o, i) => {
                  const mine = q.chosen === i;
                  const right = q.answer === i;
                  return (
                    <Group component="li" key={i} gap="xs" wrap="nowrap">
                      <Icon
                        name={right ? 'check' : mine ? 'close' : 'chevronRight'}
                        size={16}
                        style={{ color: right ? 'var(--mantine-color-teal-7)' : mine ? 'var(--mantine-color-red-7)' : 'var(--mantine-color-gray-5)' }}
                      />
                      <Text size="sm" fw={mine || right ? 700 : 400}>
                        {o}
                      </Text>
                      {mine && (
                        <Badge size="sm" variant="light" color={right ? 'teal' : 'red'}>
                          {t('quizReview.mine')}
                        </Badge>
                      )}
                      {right && !mine && (
                        <Badge size="sm" variant="light" color="teal">
                          {t('quizReview.right')}
                        </Badge>
                      )}
                    </Group>
                  );
                })}
              </Stack>
              {q.chosen === null && (
                <Text size="sm" c="dimmed" mt="xs">
                  {t('quizReview.notAnswered')}
                </Text>
              )}
              {q.explanation && (
                <Text size="sm" mt="xs">
                  {q.explanation}
                </Text>
              )}
            </Paper>
          ))}
        </Stack>
        <Group>
          <Button component={Link} to="/user/quiz" variant="default">
            {t('quizReview.back')}
          </Button>
        </Group>
      </Stack>
    </>
  );
}
