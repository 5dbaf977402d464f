import type { ArticleDetail } from '@lingbridge/contracts/reading';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../../components/ui/empty-state';

/** A locked article: why, and the way in (log in or sign up for visitors; subscribe for free users). */
export function LockScreen({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation('reading');
  const visitor = article.access.reason === 'login';
  return (
    <div data-testid="article-lock">
      <EmptyState
        icon="lock"
        title={visitor ? t('lock.visitorTitle') : t('lock.subscribeTitle')}
        description={visitor ? t('lock.visitorBody') : t('lock.subscribeBody', { count: 3 })}
        actions={
          visitor ? (
            <>
              <Button component={Link} to="/admin/login" variant="default">{t('lock.login')}</Button>
              <Button component={Link} to="/subscribe">{t('lock.subscribe')}</Button>
            </>
          ) : (
            <>
              <Button component={Link} to="/read" variant="default">{t('lock.freeArticles')}</Button>
              <Button component={Link} to="/subscribe">{t('lock.subscribe')}</Button>
            </>
          )
        }
      />
    </div>
  );
}
