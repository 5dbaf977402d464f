import type { LearningLanguage } from '@lingbridge/contracts/common';
import type { Quiz, QuizAttempt } from '@lingbridge/contracts/quizzes';
import { Alert, Button, Group, Paper, Progress, Radio, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../lib/error-text';
import { useAnswerQuestion, type AnswerResult } from '../../api/quiz';
import { AnnotatedText, LANG_ATTR, useAnnotation } from '../../../vocabulary/public/for-reading';
import { useLearnerWordMarks } from '../../../learning/public/word-marks';

type Props = { quiz: Quiz; attempt: QuizAttempt; language: string; onFinished: (a: QuizAttempt) => void };

/**
 * One question at a time, from the first unanswered one; each answer is checked at once. The
 * question's words open the word pop-up, and a Chinese question shows pinyin on demand (issue 18).
 */
export function QuizRunner({ quiz, attempt: initial, language, onFinished }: Props) {
  const { t } = useTranslation('reading');
  const answer = useAnswerQuestion(quiz.article_id);
  const [attempt, setAttempt] = useState(initial);
  const firstOpen = attempt.answers.findIndex((a) => a === null);
  const [index, setIndex] = useState(firstOpen < 0 ? 0 : firstOpen);
  const [choice, setChoice] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<AnswerResult | null>(null);
  const q = quiz.questions[index];
  const answered = attempt.answers.filter((a) => a !== null).length;
  const lang = LANG_ATTR[language as 'Spanish'] ?? undefined;
  const zh = language === 'Simplified_Chinese';
  const [pinyin, setPinyin] = useState(false);
  const annotation = useAnnotation(q?.prompt ?? '', language as LearningLanguage);
  // The words I saved are marked here as in the reader (learning, known).
  const marks = useLearnerWordMarks(language as LearningLanguage);
  const prompt = annotation.data ? (
    <AnnotatedText
      tokens={annotation.data.tokens}
      language={language as LearningLanguage}
      showPinyin={zh && pinyin}
      toneColors={zh && pinyin}
      context={{ article_id: quiz.article_id }}
      marks={marks}
      className="lb-quiz-prompt"
    />
  ) : (
    <span lang={lang}>{q?.prompt}</span>
  );

  const submit = async () => {
    if (choice === null) return;
    const r = await answer.mutateAsync({ attemptId: attempt.id, question: index, choice: Number(choice) });
    setAttempt(r.attempt);
    setFeedback(r);
  };
  const next = () => {
    if (attempt.finished) return onFinished(attempt);
    const n = attempt.answers.findIndex((a, i) => a === null && i !== index);
    setIndex(n < 0 ? index : n);
    setChoice(null);
    setFeedback(null);
  };

  return (
    <Paper withBorder radius="lg" p="lg">
      <Progress value={(answered / quiz.questions.length) * 100} mb="md" aria-label={t('quiz.progress', { done: answered, total: quiz.questions.length })} />
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {t('quiz.questionOf', { n: index + 1, total: quiz.questions.length })}
        </Text>
        {zh && <Switch size="sm" label={t('reader.pinyin')} checked={pinyin} onChange={(e) => setPinyin(e.currentTarget.checked)} data-testid="quiz-pinyin" />}
      </Group>
      <Radio.Group value={choice} onChange={setChoice} label={prompt} size="md" mt="xs">
        <Stack gap="xs" mt="sm">
          {q.options.map((o, i) => (
            <Radio key={i} value={String(i)} label={<span lang={lang}>{o}</span>} disabled={!!feedback} />
          ))}
        </Stack>
      </Radio.Group>
      {answer.isError && (
        <Alert color="red" mt="md">
          {errorText(answer.error, t)}
        </Alert>
      )}
      {feedback && (
        <Alert mt="md" color={feedback.correct ? 'green' : 'orange'} role="status">
          {feedback.correct ? t('quiz.correct') : t('quiz.wrong', { answer: q.options[feedback.correct_choice] })}
          {feedback.explanation && (
            <Text size="sm" mt={4}>
              {feedback.explanation}
            </Text>
          )}
        </Alert>
      )}
      <Group mt="lg">
        {feedback ? (
          <Button onClick={next} data-testid="quiz-next">
            {attempt.finished ? t('quiz.seeScore') : t('quiz.next')}
          </Button>
        ) : (
          <Button onClick={() => void submit()} disabled={choice === null} loading={answer.isPending} data-testid="quiz-submit">
            {t('quiz.check')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
