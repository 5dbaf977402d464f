import type { Question } from '@lingbridge/contracts/speak-participation';
import { Anchor, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../lib/error-text';
import { useAnswerQuestion, useDeleteQuestion } from '../api/questions';
import { useSpeakLabels } from '../lib/labels';

/** A question about an event, its answer, and (for the initiator) a way to answer; the asker or initiator may delete it. */
export function QuestionItem({ q, showEvent }: { q: Question; showEvent?: boolean }) {
  const l = useSpeakLabels();
  const { t } = l;
  const [answer, setAnswer] = useState(q.answer ?? '');
  const send = useAnswerQuestion();
  const remove = useDeleteQuestion();
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap={6}>
        {showEvent && (
          <Anchor component={Link} to={`/speak/${q.debate_id}`} size="sm">
            {q.debate_title}
          </Anchor>
        )}
        <Text fw={600}>{q.question}</Text>
        <Text size="xs" c="dimmed">
          {t('qa.askedBy', { name: q.asker.nick_name, time: l.time(q.created_at) })}
        </Text>
        {q.answer && !q.can_answer && <Text size="sm">{q.answer}</Text>}
        {!q.answer && !q.can_answer && (
          <Text size="sm" c="dimmed">
            {t('qa.unanswered')}
          </Text>
        )}
        {q.can_answer && (
          <Textarea
            aria-label={t('qa.answerFor', { question: q.question })}
            placeholder={t('qa.answerPlaceholder')}
            autosize
            minRows={2}
            maxLength={2000}
            value={answer}
            onChange={(e) => setAnswer(e.currentTarget.value)}
          />
        )}
        {(send.isError || remove.isError) && (
          <Text size="sm" c="red">
            {errorText(send.error ?? remove.error, t)}
          </Text>
        )}
        <Group gap="xs">
          {q.can_answer && (
            <Button
              size="xs"
              disabled={!answer.trim() || answer === q.answer}
              loading={send.isPending}
              onClick={() => send.mutate({ id: q.debate_id, questionId: q.id, answer: answer.trim() })}
            >
              {t('actions.answer')}
            </Button>
          )}
          {q.can_delete && (
            <Button size="xs" variant="subtle" color="red" loading={remove.isPending} onClick={() => remove.mutate({ id: q.debate_id, questionId: q.id })}>
              {t('actions.delete')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
