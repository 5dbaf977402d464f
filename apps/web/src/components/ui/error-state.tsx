import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { EmptyState } from './empty-state';

type Props = { error?: unknown; title?: ReactNode; onRetry?: () => void; actions?: ReactNode; order?: 1 | 2 | 3 | 4 };

/**
 * A failed load: what went wrong in plain words, and a way to try again. What the server says is
 * not there (404, 410) is said as such, without a retry that cannot help.
 */
export function ErrorState({ error, title, onRetry, actions, order }: Props) {
  const { t } = useTranslation();
  const gone = error instanceof ApiError && (error.status === 404 || error.status === 410);
  return (
    <div role="alert">
      <EmptyState
        icon="alert"
        order={order}
        title={title ?? t(gone ? 'states.notFoundTitle' : 'states.errorTitle')}
        description={error ? errorText(error, t) : t('states.errorBody')}
        actions={
          <>
            {onRetry && !gone && <Button onClick={onRetry}>{t('actions.retry')}</Button>}
            {actions}
          </>
        }
      />
    </div>
  );
}
