import { Alert, Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../lib/error-text';
import { Icon } from '../icons';
import type { OpenModal } from './modal-context';
import { MODAL_KINDS, type ModalButton } from './modal-kinds';

const TONE_COLOR = { info: 'teal', success: 'teal', warning: 'orange', danger: 'red' } as const;

type Props = { current: OpenModal | null; onSettle: (ok: boolean) => void };

/** Renders the open modal kind: translated title, body and buttons (namespace `modals`). */
export function ModalHost({ current, onSettle }: Props) {
  const { t } = useTranslation(['modals', 'common']);
  const navigate = useNavigate();
  // The last modal stays rendered while the closing transition runs.
  const [shown, setShown] = useState<OpenModal | null>(current);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (current) {
      setShown(current);
      setBusy(false);
      setError(null);
    }
  }, [current]);

  if (!shown) return null;
  const { code, options } = shown;
  const kind = MODAL_KINDS[code];
  const values = {
    ...Object.fromEntries(Object.entries(kind.defaultValues ?? {}).map(([k, key]) => [k, t(key)])),
    ...options.values,
  };

  async function confirm() {
    if (options.onConfirm) {
      setBusy(true);
      setError(null);
      try {
        await options.onConfirm();
      } catch (err) {
        setError(err);
        setBusy(false);
        return;
      }
    }
    onSettle(true);
    const fallback = options.onConfirm ? undefined : kind.defaultConfirm;
    if (options.confirmTo) navigate(options.confirmTo);
    else if (fallback === 'reload') window.location.reload();
    else if (fallback) navigate(fallback.to);
  }

  function press(button: ModalButton) {
    if (button.action === 'confirm') return void confirm();
    onSettle(false);
    if (typeof button.action === 'object') navigate(button.action.to);
  }

  return (
    <Modal
      opened={!!current && current.id === shown.id}
      onClose={() => !busy && onSettle(false)}
      title={options.title ?? t(`${code}.title`, values)}
      centered
      radius="lg"
      size="md"
      padding="lg"
      data-modal={code}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      <Stack gap="md">
        <Group align="flex-start" wrap="nowrap" gap="md">
          <ThemeIcon size={44} radius="xl" variant="light" color={TONE_COLOR[kind.tone]} aria-hidden>
            <Icon name={kind.icon} size={22} />
          </ThemeIcon>
          <Stack gap="xs" style={{ flex: 1 }}>
            <Text>{options.body ?? t(`${code}.body`, values)}</Text>
            {options.details}
          </Stack>
        </Group>
        {error != null && (
          <Alert color="red" variant="light" role="alert">
            {errorText(error, t)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm" mt="xs" wrap="wrap">
          {kind.buttons.map((b) => (
            <Button
              key={b.label}
              variant={b.variant ?? 'filled'}
              color={b.danger ? 'red.8' : undefined}
              loading={busy && b.action === 'confirm'}
              disabled={busy && b.action !== 'confirm'}
              onClick={() => press(b)}
              data-autofocus={b.action === 'confirm' && !b.danger ? true : undefined}
            >
              {t(b.label)}
            </Button>
          ))}
        </Group>
      </Stack>
    </Modal>
  );
}
