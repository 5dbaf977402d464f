import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from './dialog-actions';
import { useCreateLearners, type CreatedLearners } from '../api/create-learners';
import { SignInCards } from './sign-in-cards';

type Props = { opened: boolean; onClose: () => void; orgId: number; groupId: number; groupName: string };

/**
 * Learner accounts without e-mail (docs/decisions/0092): one name a line; the server makes user
 * names and passwords, shown once here as printable sign-in cards.
 */
export function LearnersDialog({ opened, onClose, orgId, groupId, groupName }: Props) {
  const { t } = useTranslation('organizations');
  const create = useCreateLearners();
  const [names, setNames] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [created, setCreated] = useState<CreatedLearners | null>(null);

  useEffect(() => {
    if (!opened) return;
    setNames('');
    setError(null);
    setFailure(null);
    setCreated(null);
  }, [opened]);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const list = names
      .split('\n')
      .map((s) => s.trim())
      .filter(Boolean);
    if (!list.length) return setError(t('learners.namesRequired'));
    if (list.length > 60) return setError(t('learners.tooMany'));
    if (list.some((n) => n.length > 100)) return setError(t('learners.tooLong'));
    setError(null);
    setFailure(null);
    try {
      setCreated(await create.mutateAsync({ orgId, groupId, learners: list.map((nick_name) => ({ nick_name })) }));
    } catch (err) {
      setFailure(err);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={() => !create.isPending && onClose()}
      title={t('learners.title', { group: groupName })}
      centered
      radius="lg"
      size={created ? 'xl' : 'md'}
    >
      {created ? (
        <Stack gap="md">
          <Alert color="teal" variant="light" className="lb-no-print">
            {t('learners.created', { count: created.learners.length })}
          </Alert>
          <SignInCards learners={created.learners} groupName={groupName} />
          <Group justify="flex-end" className="lb-no-print">
            <Button variant="default" onClick={onClose}>
              {t('actions.done')}
            </Button>
            <Button onClick={() => window.print()}>{t('learners.print')}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('learners.lead')}
            </Text>
            <Textarea
              label={t('learners.names')}
              withAsterisk
              required
              autosize
              minRows={4}
              value={names}
              onChange={(e) => setNames(e.currentTarget.value)}
              error={error}
              data-autofocus
            />
            <DialogActions failure={failure} busy={create.isPending} onCancel={onClose} submitLabel={t('learners.create')} />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
