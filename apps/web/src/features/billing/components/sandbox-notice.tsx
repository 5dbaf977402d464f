import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';

/** Says plainly that payments here are a sandbox (ARCHITECTURE.md §1: it never pretends). */
export function SandboxNotice({ text }: { text?: string }) {
  const { t } = useTranslation('billing');
  return (
    <Alert color="orange" variant="light" icon={<Icon name="shield" size={18} />} data-testid="sandbox-notice">
      {text ?? t('sandbox.notice')}
    </Alert>
  );
}
