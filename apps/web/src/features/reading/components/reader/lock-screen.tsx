import { FREE_USE_LIMIT } from '@lingbridge/contracts/constants';
import type { ArticleDetail } from '@lingbridge/contracts/reading';
import { Button } from '@mantine/core';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../../components/ui/empty-state';
import { useModal } from '../../../../components/ui/modal/use-modal';
import { ApiError } from '../../../../lib/api-client';
import { useUnlockArticle } from '../../api/unlock-article';

/**
 * A locked article: why, and the way in. Visitors get log in and sign up (their free uses need an
 * account) and may read what PRO is (the `pro` modal). A signed-in free user with uses left is asked
 * first, "Use 1 of your 3 free articles?", and the text opens only on yes (decision 0066); one past
 * the 3 free uses is asked to subscribe at once (the `subscribe` modal, spec 01 §6), and again from
 * the button.
 */
export function LockScreen({ article }: { article: ArticleDetail }) {
  const { t } = useTranslation('reading');
  const modal = useModal();
  const unlock = useUnlockArticle(article.id);
  const { reason, free_uses_left: left } = article.access;
  const visitor = reason === 'login';
  const canUnlock = reason === 'unlock';
  const back = `/article/${article.id}`;

  const askToUnlock = () =>
    modal.open('confirm', {
      title: t('lock.unlockTitle', { limit: FREE_USE_LIMIT }),
      body: t('lock.unlockBody', { count: left ?? 0 }),
      onConfirm: () =>
        unlock.mutateAsync().catch((err: unknown) => {
          // The last use went elsewhere meanwhile (another tab): subscribing is the way in now.
          if (err instanceof ApiError && err.status === 403) return void modal.open('subscribe');
          throw err;
        }),
    });

  // An effect event: the question reads the latest text and mutation, and is asked once per article
  // and reason, not again each time those change.
  const askOnOpen = useEffectEvent(() => void askToUnlock());
  useEffect(() => {
    if (canUnlock) askOnOpen();
    else if (!visitor) void modal.open('subscribe');
    return () => modal.close();
  }, [visitor, canUnlock, article.id, modal]);

  const title = visitor ? t('lock.visitorTitle') : canUnlock ? t('lock.unlockTitle', { limit: FREE_USE_LIMIT }) : t('lock.subscribeTitle');
  const description = visitor
    ? t('lock.visitorBody')
    : canUnlock
      ? t('lock.unlockBody', { count: left ?? 0 })
      : t('lock.subscribeBody', { count: FREE_USE_LIMIT });
  return (
    <div data-testid="article-lock" data-reason={reason}>
      <EmptyState
        icon="lock"
        title={title}
        description={description}
        actions={
          visitor ? (
            <>
              <Button component={Link} to={`/admin/login?redirect=${encodeURIComponent(back)}`} variant="default">
                {t('lock.login')}
              </Button>
              <Button component={Link} to="/admin/register" variant="default">
                {t('lock.signUp')}
              </Button>
              <Button onClick={() => void modal.open('pro')}>{t('lock.subscribe')}</Button>
            </>
          ) : canUnlock ? (
            <>
              <Button onClick={() => void modal.open('subscribe')} variant="default">
                {t('lock.subscribe')}
              </Button>
              <Button onClick={() => void askToUnlock()} loading={unlock.isPending} data-testid="article-unlock">
                {t('lock.unlockButton')}
              </Button>
            </>
          ) : (
            <>
              <Button component={Link} to="/read" variant="default">
                {t('lock.freeArticles')}
              </Button>
              <Button onClick={() => void modal.open('subscribe')}>{t('lock.subscribe')}</Button>
            </>
          )
        }
      />
    </div>
  );
}
