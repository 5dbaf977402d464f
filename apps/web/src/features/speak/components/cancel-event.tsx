import type { Debate } from '@lingbridge/contracts/speak';
import { Button, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef } from 'react';
import { useModal } from '../../../components/ui/modal/use-modal';
import { patchDebate } from '../api/patch-debate';
import { useQueryClient } from '@tanstack/react-query';
import { speakKeys } from '../api/query-keys';
import { specFailure } from '../lib/failure';
import { useSpeakLabels } from '../lib/labels';

/** The initiator's cancel button: the cancel-debate modal with a reason; everyone who joined is told. */
export function CancelEventButton({ debate, fullWidth }: { debate: Pick<Debate, 'id'>; fullWidth?: boolean }) {
  const { t } = useSpeakLabels();
  const modal = useModal();
  const qc = useQueryClient();
  const reason = useRef('');
  const open = () =>
    void modal.open('cancel-debate', {
      details: (
        <Textarea
          label={t('cancel.reason')}
          maxLength={500}
          autosize
          minRows={2}
          data-autofocus
          onChange={(e) => {
            reason.current = e.currentTarget.value;
          }}
        />
      ),
      onConfirm: async () => {
        try {
          await patchDebate(debate.id, { debate_status: 'canceled', ...(reason.current.trim() && { cancel_reason: reason.current.trim() }) });
        } catch (err) {
          throw specFailure(t('errors.cancelFailed'), err);
        }
        await qc.invalidateQueries({ queryKey: speakKeys.all });
        notifications.show({ color: 'teal', message: t('success.cancelled') });
      },
    });
  return (
    <Button color="red" variant="light" onClick={open} fullWidth={fullWidth}>
      {t('actions.cancelEvent')}
    </Button>
  );
}
