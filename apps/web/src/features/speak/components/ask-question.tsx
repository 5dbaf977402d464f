import { Button, Group, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorText } from '../../../lib/error-text';
import { useAskQuestion } from '../api/questions';
import { useSpeakLabels } from '../lib/labels';

/** A participant's question to the initiator (answered on /user/debate/qa; the server decides who may ask). */
export function AskQuestion({ debateId }: { debateId: number }) {
  const { t } = useSpeakLabels();
  const [text, setText] = useState('');
  const ask = useAskQuestion();
  return (
    <section aria-labelledby="lb-speak-ask">
      <Title order={2} size="h4" id="lb-speak-ask" mb="xs">
        {t('qa.ask')}
      </Title>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          ask.mutate(
            { id: debateId, question: text.trim() },
            {
              onSuccess: () => {
                setText('');
                notifications.show({ color: 'teal', message: t('qa.asked') });
              },
            },
          );
        }}
      >
        <Textarea aria-labelledby="lb-speak-ask" autosize minRows={2} maxLength={1000} value={text} onChange={(e) => setText(e.currentTarget.value)} />
        {ask.isError && (
          <Text size="sm" c="red" mt={4}>
            {errorText(ask.error, t)}
          </Text>
        )}
        <Group mt="xs">
          <Button type="submit" size="xs" disabled={!text.trim()} loading={ask.isPending}>
            {t('actions.send')}
          </Button>
        </Group>
      </form>
    </section>
  );
}
