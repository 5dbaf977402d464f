import type { Debate } from '@lingbridge/contracts/speak';
import { Alert, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorText } from '../../../lib/error-text';
import { usePatchDebate } from '../api/patch-debate';
import { useSpeakLabels } from '../lib/labels';
import { StatusTag } from './type-tag';

/** The admin's verdict on an event: approve, or reject with a reason the initiator sees. */
export function VerifyPanel({ debate: d, compact }: { debate: Debate | Omit<Debate, 'articles' | 'videos'>; compact?: boolean }) {
  const { t } = useSpeakLabels();
  const patch = usePatchDebate();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const verdict = (verify_status: 'success' | 'fail') =>
    patch.mutate(
      { id: d.id, body: verify_status === 'fail' ? { verify_status, fail_reason: reason.trim() } : { verify_status } },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t(verify_status === 'success' ? 'success.verified' : 'success.rejected') });
          setRejecting(false);
        },
      },
    );
  const body = (
    <Stack gap="xs">
      <Group gap="xs">
        <StatusTag debate={d} />
        {d.fail_reason && (
          <Text size="sm" c="dimmed">
            {d.fail_reason}
          </Text>
        )}
      </Group>
      {patch.isError && <Alert color="red">{errorText(patch.error, t)}</Alert>}
      {rejecting ? (
        <>
          <Textarea
            label={t('verify.reason')}
            required
            maxLength={500}
            autosize
            minRows={2}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            data-autofocus
          />
          <Group gap="xs">
            <Button size="xs" color="red" disabled={!reason.trim()} loading={patch.isPending} onClick={() => verdict('fail')}>
              {t('actions.reject')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setRejecting(false)}>
              {t('actions.close')}
            </Button>
          </Group>
        </>
      ) : (
        <Group gap="xs">
          <Button
            size="xs"
            color="teal"
            loading={patch.isPending}
            disabled={d.verify_status === 'success' || d.debate_status !== 'upcoming'}
            onClick={() => verdict('success')}
          >
            {t('actions.approve')}
          </Button>
          <Button size="xs" variant="light" color="red" disabled={d.debate_status !== 'upcoming'} onClick={() => setRejecting(true)}>
            {t('actions.reject')}
          </Button>
        </Group>
      )}
    </Stack>
  );
  if (compact) return body;
  return (
    <Card withBorder padding="md" radius="md" mb="lg">
      <Title order={2} size="h4" mb="xs">
        {t('verify.title')}
      </Title>
      {body}
    </Card>
  );
}
