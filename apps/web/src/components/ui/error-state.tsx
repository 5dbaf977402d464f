import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text';
import { EmptyState } from './empty-state';

type Props = { error?: unknown; title?: ReactNode; onRetry?: () => void; actions?: ReactNode; order?: 1 | 2 | 3 | 4 };

/** A failed load: what went wrong in plain words, and a way to try again. */
export function ErrorState({ error, title, onRetry, actions, order }: Props) {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <EmptyState
        icon="alert"
        order={order}
        title={title ?? t('states.errorTitle')}
        description={error ? errorText(error, t) : t('states.errorBody')}
        actions={
          <>
            {onRetry && <Button onClick={onRetry}>{t('actions.retry')}</Button>}
            {actions}
          </>
        }
      />
    </div>
  );
}
