import type { QuizAttempt, QuizResult } from '@lingbridge/contracts/quizzes';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { PageTitle } from '../../../components/ui/page-title';
import { SignInPrompt } from '../../../components/ui/sign-in-prompt';
import { errorText } from '../../../lib/error-text';
import { getToken } from '../../../lib/storage';
import { useArticle } from '../api/get-article';
import { useQuiz, useStartAttempt } from '../api/quiz';
import { ArticleNotFound, isMissingArticle } from '../components/article-not-found';
import { QuizRunner } from '../components/quiz/quiz-runner';
import { QuizSummary } from '../components/quiz/quiz-summary';
import { LockScreen } from '../components/reader/lock-screen';
import '../reading.css';

/** The quiz after an article, /article-quiz/{id}: continue or restart, answer, then the score tier. */
export function ArticleQuizPage() {
  const { t } = useTranslation('reading');
  const articleId = Number(useParams().id);
  const signedIn = !!getToken();
  const article = useArticle(articleId);
  const quiz = useQuiz(articleId);
  const start = useStartAttempt(articleId);
  const [attempt, setAttempt] = useState<QuizAttempt | null>(null);
  const [result, setResult] = useState<QuizResult | null>(null);

  if (!signedIn) return <SignInPrompt order={1} description={t('quiz.signIn')} />;
  // A missing article (or a malformed id: /article-quiz/abc) is said plainly, as the article page does.
  if (isMissingArticle(articleId, quiz.error)) return <ArticleNotFound icon="quiz" order={1} />;
  if (article.isLoading || quiz.isLoading) return <LoadingState />;
  if (article.data && article.data.access.state === 'locked') return <LockScreen article={article.data} />;
  if (quiz.isError || !quiz.data) return <ErrorState error={quiz.error} onRetry={() => void quiz.refetch()} />;
  const q = quiz.data;
  const begin = async (restart: boolean) => {
    setResult(null);
    setAttempt(await start.mutateAsync(restart));
  };
  const header = (
    <PageTitle
      eyebrow={t('quiz.eyebrow')}
      title={q.title}
      actions={
        <Button component={Link} to={`/article/${articleId}`} variant="subtle">
          {t('quiz.backToArticle')}
        </Button>
      }
    />
  );
  if (!q.questions.length)
    return (
      <>
        {header}
        <EmptyState icon="quiz" title={t('quiz.none')} />
      </>
    );

  return (
    <PageFrame narrow>
      <div className="lb-quiz-page">
        {header}
        <Stack gap="lg" maw={760}>
          {start.isError && <Alert color="red">{errorText(start.error, t)}</Alert>}
          {result ? (
            <QuizSummary result={result} articleId={articleId} onRestart={() => void begin(true)} />
          ) : attempt ? (
            <QuizRunner
              key={attempt.id}
              quiz={q}
              attempt={attempt}
              language={article.data?.language ?? 'Simplified_Chinese'}
              onFinished={(a) => {
                setAttempt(null);
                setResult(a.result);
              }}
            />
          ) : q.unfinished ? (
            <Alert color="yellow" title={t('quiz.unfinishedTitle')} data-testid="quiz-unfinished">
              <Text>{t('quiz.unfinishedBody', { done: q.unfinished.answers.filter((x) => x !== null).length, total: q.questions.length })}</Text>
              <Group mt="md" gap="sm">
                <Button onClick={() => void begin(false)} loading={start.isPending}>
                  {t('quiz.continue')}
                </Button>
                <Button variant="default" onClick={() => void begin(true)} loading={start.isPending}>
                  {t('quiz.restart')}
                </Button>
              </Group>
            </Alert>
          ) : (
            <Stack gap="sm" align="flex-start">
              <Text>{t('quiz.intro', { count: q.questions.length })}</Text>
              {q.last_result && <Text c="dimmed">{t('quiz.lastResult', { ...q.last_result })}</Text>}
              <Button size="md" onClick={() => void begin(false)} loading={start.isPending} data-testid="quiz-start">
                {t('quiz.start')}
              </Button>
            </Stack>
          )}
        </Stack>
      </div>
    </PageFrame>
  );
}

export const Component = ArticleQuizPage;
