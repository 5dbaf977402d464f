import { Button, Center, Pagination, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import type { useOrders } from '../api/list-orders';
import { OrdersTable } from './orders-table';

/** The orders list with its empty, loading, error and paging states (also on /user/subscription). */
export function OrdersBody({ orders, page, onPage }: { orders: ReturnType<typeof useOrders>; page: number; onPage: (p: number) => void }) {
  const { t } = useTranslation('billing');
  if (orders.isLoading) return <LoadingState />;
  if (orders.isError || !orders.data) return <ErrorState title={t('orders.loadFailed')} error={orders.error} onRetry={() => void orders.refetch()} />;
  if (!orders.data.items.length)
    return (
      <EmptyState
        icon="list"
        title={t('orders.empty')}
        description={t('orders.emptyBody')}
        actions={
          <Button component={Link} to="/subscribe">
            {t('payment.seePlans')}
          </Button>
        }
      />
    );
  return (
    <Stack gap="md">
      <OrdersTable orders={orders.data.items} />
      {orders.data.pages > 1 && (
        <Center>
          <Pagination
            total={orders.data.pages}
            value={page}
            onChange={onPage}
            getControlProps={(c) => ({ 'aria-label': t(`orders.pager.${c}`) })}
            getItemProps={(p) => ({ 'aria-label': t('orders.pager.page', { page: p }) })}
          />
        </Center>
      )}
    </Stack>
  );
}
