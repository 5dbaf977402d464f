import type { QuizResult } from '@lingbridge/contracts/quizzes';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The score summary in the four tiers of spec 02 §4: score, number of questions, success rate. */
export function QuizSummary({ result, articleId, onRestart }: { result: QuizResult; articleId: number; onRestart: () => void }) {
  const { t } = useTranslation('reading');
  return (
    <Paper withBorder radius="lg" p="xl" className="lb-quiz-summary" data-tier={result.tier} role="status" data-testid="quiz-summary">
      <Title order={2} size="h3">
        {t(`quiz.tiers.${result.tier}.title`)}
      </Title>
      <Text mt="xs">{t(`quiz.tiers.${result.tier}.body`)}</Text>
      <Text mt="md" size="lg" fw={700}>
        {t('quiz.result', { score_value: result.score_value, questions_length: result.questions_length, successRate: result.successRate })}
      </Text>
      <Group mt="lg" gap="sm">
        <Button onClick={onRestart} variant="default">
          {t('quiz.tryAgain')}
        </Button>
        <Button component={Link} to={`/article/${articleId}`} variant="light">
          {t('quiz.backToArticle')}
        </Button>
        <Button component={Link} to="/read">
          {t('quiz.moreArticles')}
        </Button>
      </Group>
    </Paper>
  );
}
