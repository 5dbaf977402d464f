import type { ApplicationItem } from '@lingbridge/contracts/cms';
import { Alert, Button, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';

/** A person's application to the admins (decision 0117): a teacher's to be verified, or another kind. */
export function ApplicationForm({ kind }: { kind: ApplicationItem['kind'] }) {
  const { t } = useTranslation('cms');
  const [message, setMessage] = useState('');
  const send = useMutation({ mutationFn: () => apiRequest<{ id: number }>('/applications', { method: 'POST', json: { kind, message } }) });
  return (
    <Stack gap="xs" data-testid="application-form">
      <Title order={2} size="h4">
        {t('applications.applyTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('applications.applyHint')}
      </Text>
      {send.isSuccess ? (
        <Alert color="teal" variant="light" role="status">
          {t('applications.applySent')}
        </Alert>
      ) : (
        <>
          <Textarea
            label={t('applications.applyLabel')}
            autosize
            minRows={3}
            maxLength={2000}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
          />
          {send.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorText(send.error, t)}
            </Alert>
          )}
          <Button
            variant="default"
            onClick={() => send.mutate()}
            loading={send.isPending}
            disabled={message.trim().length < 10}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('applications.applySend')}
          </Button>
        </>
      )}
    </Stack>
  );
}
