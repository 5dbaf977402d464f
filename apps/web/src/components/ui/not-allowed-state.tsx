import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from './empty-state';

/** A signed-in user whose role may not use this area. */
export function NotAllowedState({ description, order }: { description?: ReactNode; order?: 1 | 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      order={order}
      icon="lock"
      title={t('states.notAllowedTitle')}
      description={description ?? t('states.notAllowedBody')}
      actions={
        <Button component={Link} to="/">
          {t('actions.backHome')}
        </Button>
      }
    />
  );
}
