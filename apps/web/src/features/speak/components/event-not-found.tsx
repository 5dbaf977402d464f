import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { ApiError } from '../../../lib/api-client';
import { useSpeakLabels } from '../lib/labels';

/** The server said there is no such event (404): nothing to retry. */
export const isMissingEvent = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The whole page when an event does not exist (or the id is not one): its h1 and the way back to the list. */
export function EventNotFound() {
  const { t } = useSpeakLabels();
  return (
    <PageFrame>
      <EmptyState
        order={1}
        icon="mic"
        title={t('errors.notFound')}
        actions={
          <Button component={Link} to="/speak">
            {t('created.browse')}
          </Button>
        }
      />
    </PageFrame>
  );
}
