import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';

/**
 * What the address names is not there: said plainly, with the way back. Never a spinner that waits
 * for a request that is not made, nor a blank "new" form whose Save would create something else.
 */
export function NotFoundState({ actions, order = 1 }: { actions?: ReactNode; order?: 1 | 2 }) {
  const { t } = useTranslation();
  return <EmptyState icon="alert" order={order} title={t('states.notFoundTitle')} description={t('states.notFoundBody')} actions={actions} />;
}
