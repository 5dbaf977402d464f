import type { Organization } from '@lingbridge/contracts/organizations';
import { Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateOrganization } from '../api/create-organization';
import { useUpdateOrganization } from '../api/update-organization';
import { parseEmails } from '../lib/emails';
import { DialogActions } from './dialog-actions';

type Props = { opened: boolean; onClose: () => void; org?: Organization };

/**
 * Create an organisation (name and invited players, both required: spec 02 §5) or rename one.
 * The server checks again; its field errors show under the fields.
 */
export function OrgDialog({ opened, onClose, org }: Props) {
  const { t } = useTranslation('organizations');
  const create = useCreateOrganization();
  const update = useUpdateOrganization();
  const [name, setName] = useState('');
  const [invite, setInvite] = useState('');
  const [errors, setErrors] = useState<{ name?: string; invite?: string }>({});
  const [failure, setFailure] = useState<unknown>(null);
  const busy = create.isPending || update.isPending;

  useEffect(() => {
    if (!opened) return;
    setName(org?.name ?? '');
    setInvite('');
    setErrors({});
    setFailure(null);
  }, [opened, org]);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const next: typeof errors = {};
    if (!name.trim()) next.name = t('form.nameRequired');
    const emails = parseEmails(invite);
    if (!org) {
      if (!emails.valid.length && !emails.invalid.length) next.invite = t('form.inviteRequired');
      else if (emails.invalid.length) next.invite = t('form.inviteInvalid', { list: emails.invalid.join(', ') });
    }
    setErrors(next);
    if (Object.keys(next).length) return;
    setFailure(null);
    try {
      if (org) await update.mutateAsync({ id: org.id, name: name.trim() });
      else await create.mutateAsync({ name: name.trim(), invite: emails.valid });
      onClose();
    } catch (err) {
      setFailure(err);
    }
  }

  return (
    <Modal opened={opened} onClose={() => !busy && onClose()} title={org ? t('org.rename') : t('org.create')} centered radius="lg">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('form.orgName')}
            withAsterisk
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            maxLength={100}
            data-autofocus
          />
          {!org && (
            <Textarea
              label={t('form.invitedPlayers')}
              description={t('form.invitedPlayersHint')}
              withAsterisk
              required
              autosize
              minRows={3}
              value={invite}
              onChange={(e) => setInvite(e.currentTarget.value)}
              error={errors.invite}
            />
          )}
          <DialogActions failure={failure} busy={busy} onCancel={onClose} submitLabel={org ? t('actions.save') : t('actions.create')} />
        </Stack>
      </form>
    </Modal>
  );
}
