import type { ArchiveKind } from '@lingbridge/contracts/learning';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { useArchiveState, useToggleArchive } from '../api/archive';

export type ArchiveToggleProps = {
  kind: ArchiveKind;
  id: number;
  size?: 'xs' | 'sm' | 'compact-sm';
  variant?: 'subtle' | 'default';
  /** Known already (a notebook row is not archived): no question to the server for it. */
  archived?: boolean;
};

/** Archive / Restore for one article, video or word (decision 0105); a note leads to /user/archived. */
export function ArchiveToggle({ kind, id, size = 'sm', variant = 'default', archived: known }: ArchiveToggleProps) {
  const { t } = useTranslation('archive');
  const state = useArchiveState(kind, id, known === undefined);
  const toggle = useToggleArchive();
  const archived = known ?? state.data?.archived;
  if (archived === undefined) return null;
  const run = () =>
    toggle.mutate(
      { kind, id, archive: !archived },
      {
        onSuccess: () => notifications.show({ color: 'teal', message: t(archived ? 'restored' : `archived.${kind}`) }),
        onError: (e) => notifications.show({ color: 'red', message: errorText(e, t) }),
      },
    );
  return (
    <Button variant={archived ? 'light' : variant} size={size} aria-pressed={archived} loading={toggle.isPending} onClick={run} data-testid={`archive-${kind}`}>
      {archived ? t('restore') : t('archive')}
    </Button>
  );
}
