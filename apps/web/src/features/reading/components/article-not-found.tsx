import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import type { IconName } from '../../../components/ui/icons';
import { PageFrame } from '../../../components/ui/page-frame';
import { ApiError } from '../../../lib/api-client';

/** An id no article can have (/article/abc, 0), or one the server does not know (404). */
export const isMissingArticle = (id: number, error: unknown) => !Number.isInteger(id) || id <= 0 || (error instanceof ApiError && error.status === 404);

/** A missing article said plainly, with the way back to Read and no "try again" that could only fail again. */
export function ArticleNotFound({ icon, order }: { icon: IconName; order?: 1 | 2 }) {
  const { t } = useTranslation('reading');
  return (
    <PageFrame narrow>
      <EmptyState
        icon={icon}
        order={order}
        title={t('reader.notFound')}
        description={t('reader.notFoundBody')}
        actions={
          <Button component={Link} to="/read">
            {t('reader.backToRead')}
          </Button>
        }
      />
    </PageFrame>
  );
}
