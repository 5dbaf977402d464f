import type { NotificationItem } from '@lingbridge/contracts/notifications';
import { Button, Center, Pagination, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageTitle } from '../../../components/ui/page-title';
import { useNotifications } from '../api/list-notifications';
import { useMarkAllRead, useMarkRead } from '../api/mark-read';
import { NotificationRow } from '../components/notification-row';

/** /user/notification: the user's notifications, newest first, 20 a page, new ones marked. */
export function Component() {
  const { t } = useTranslation('notifications');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useNotifications(page);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const unread = list.data?.unread_count ?? 0;

  const open = (item: NotificationItem) => {
    if (!item.read_at) markRead.mutate(item.id);
  };

  let body;
  if (list.isPending) body = <LoadingState />;
  else if (list.isError) body = <ErrorState title={t('loadFailed')} error={list.error} onRetry={() => void list.refetch()} />;
  else if (!list.data.items.length && page === 1)
    body = (
      <EmptyState
        icon="bell"
        title={t('empty')}
        description={t('emptyBody')}
        actions={
          <Button component={Link} to="/read" variant="default">
            {t('startReading')}
          </Button>
        }
      />
    );
  else
    body = (
      <Stack gap="md">
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('listLabel')}>
          {list.data.items.map((n) => (
            <NotificationRow key={n.id} item={n} onOpen={open} />
          ))}
        </Stack>
        {list.data.pages > 1 && (
          <Center>
            <Pagination
              total={list.data.pages}
              value={page}
              onChange={(p) => setParams({ page: String(p) })}
              getControlProps={(c) => ({ 'aria-label': t(`pager.${c}`) })}
              getItemProps={(p) => ({ 'aria-label': t('pager.page', { page: p }) })}
            />
          </Center>
        )}
      </Stack>
    );

  return (
    <>
      <PageTitle
        title={t('title')}
        description={unread ? t('unreadCount', { count: unread }) : t('lead')}
        actions={
          list.data?.total ? (
            <Button variant="default" onClick={() => markAll.mutate()} loading={markAll.isPending} disabled={!unread}>
              {t('markAll')}
            </Button>
          ) : null
        }
      />
      {body}
    </>
  );
}
