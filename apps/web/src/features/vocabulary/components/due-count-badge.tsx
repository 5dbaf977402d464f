import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDueCount } from '../api/get-due-reviews';

/** The number of words due for review, for the dashboard menu's "Flip cards" item; nothing when none are due. */
export function DueCountBadge() {
  const { t } = useTranslation('vocabulary', { useSuspense: false });
  const count = useDueCount();
  if (!count) return null;
  // The wrapper holds the visually hidden text, so it cannot widen a menu that scrolls sideways.
  return (
    <span style={{ position: 'relative', marginLeft: 'auto', display: 'inline-flex' }}>
      <Badge size="sm" radius="xl" variant="filled" color="teal.8" aria-hidden data-testid="due-count">
        {count > 99 ? '99+' : count}
      </Badge>
      <span className="lb-sr-only">{t('due.badge', { count, defaultValue: '({{count}} due)' })}</span>
    </span>
  );
}
