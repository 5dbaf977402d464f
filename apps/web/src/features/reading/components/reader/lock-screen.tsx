import type { ArticleDetail } from '@lingbridge/contracts/reading';
import { Button } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../../components/ui/empty-state';
import { useModal } from '../../../../components/ui/modal/use-modal';

/**
 * A locked article: why, and the way in. Visitors get log in and sign up (their free uses need an
 * account) and may read what PRO is (the `pro` modal); a signed-in free user past the 3 free uses is
 * asked to subscribe at once (the `subscribe` modal, spec 01 §6), and again from the button.
 */
export function LockScreen({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation('reading');
  const modal = useModal();
  const visitor = article.access.reason === 'login';
  const back = `/article/${article.id}`;

  useEffect(() => {
    if (!visitor) void modal.open('subscribe');
    return () => modal.close();
  }, [visitor, article.id, modal]);

  return (
    <div data-testid="article-lock" data-reason={article.access.reason}>
      <EmptyState
        icon="lock"
        title={visitor ? t('lock.visitorTitle') : t('lock.subscribeTitle')}
        description={visitor ? t('lock.visitorBody') : t('lock.subscribeBody', { count: 3 })}
        actions={
          visitor ? (
            <>
              <Button component={Link} to={`/admin/login?redirect=${encodeURIComponent(back)}`} variant="default">{t('lock.login')}</Button>
              <Button component={Link} to="/admin/register" variant="default">{t('lock.signUp')}</Button>
              <Button onClick={() => void modal.open('pro')}>{t('lock.subscribe')}</Button>
            </>
          ) : (
            <>
              <Button component={Link} to="/read" variant="default">{t('lock.freeArticles')}</Button>
              <Button onClick={() => void modal.open('subscribe')}>{t('lock.subscribe')}</Button>
            </>
          )
        }
      />
    </div>
  );
}
