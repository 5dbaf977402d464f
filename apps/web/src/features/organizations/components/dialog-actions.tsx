import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { orgErrorText } from '../lib/error-text';

/** Why the last save failed (in the server's words), then Cancel and the dialog's own action. */
export function DialogActions({
  failure,
  busy,
  onCancel,
  submitLabel,
  onSubmit,
}: {
  failure: unknown;
  busy: boolean;
  onCancel: () => void;
  submitLabel: string;
  /** Without it the action button submits the dialog's form. */
  onSubmit?: () => void;
}) {
  const { t } = useTranslation('organizations');
  return (
    <>
      {failure != null && (
        <Alert color="red" variant="light" role="alert">
          {t('form.submitFailed')} {orgErrorText(t, failure)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {t('actions.cancel')}
        </Button>
        <Button type={onSubmit ? 'button' : 'submit'} onClick={onSubmit} loading={busy}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
