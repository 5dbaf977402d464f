import { ORDER_STATUSES, PLAN_CODES, type AdminOrder } from '@lingbridge/contracts/billing';
import { Alert, Button, Center, Group, Pagination, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageTitle } from '../../../components/ui/page-title';
import { formatUsd } from '../../../lib/format';
import { listAllAdminOrders, useAdminOrders, type AdminOrderFilters } from '../api/list-admin-orders';
import { OrdersTable } from '../components/orders-table';
import { RefundPanel } from '../components/refund-panel';
import { billingErrorText } from '../lib/error-text';
import { download, ordersCsv } from '../lib/csv';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** /cms/orderlist: every order, filtered by status, item, day and buyer; details, annual refunds, CSV export. */
export function Component() {
  const { t, i18n } = useTranslation('billing');
  const [params, setParams] = useSearchParams();
  const get = (k: string) => params.get(k) ?? '';
  const [q, setQ] = useState(get('q'));
  const [debouncedQ] = useDebouncedValue(q.trim(), 300);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters: AdminOrderFilters = {
    status: (ORDER_STATUSES as readonly string[]).includes(get('status')) ? (get('status') as AdminOrderFilters['status']) : undefined,
    item: (PLAN_CODES as readonly string[]).includes(get('item')) ? (get('item') as AdminOrderFilters['item']) : undefined,
    from: DAY.test(get('from')) ? get('from') : undefined,
    to: DAY.test(get('to')) ? get('to') : undefined,
    q: debouncedQ || undefined,
  };
  const orders = useAdminOrders(filters, page);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>(null);

  const set = (k: string, v: string | null) => {
    const next = new URLSearchParams(params);
    if (v) next.set(k, v);
    else next.delete(k);
    next.delete('page');
    setParams(next, { replace: true });
  };

  async function exportCsv() {
    setExporting(true);
    setExportError(null);
    try {
      const all = await listAllAdminOrders(filters);
      download(`orders-${new Date().toISOString().slice(0, 10)}.csv`, ordersCsv(all, t('csv', { returnObjects: true }) as Record<string, string>));
    } catch (err) {
      setExportError(err);
    } finally {
      setExporting(false);
    }
  }

  return (
    <Stack gap="lg">
      <PageTitle
        title={t('admin.title')}
        description={t('admin.lead')}
        actions={
          <Button variant="default" onClick={() => void exportCsv()} loading={exporting}>
            {t('admin.export')}
          </Button>
        }
      />
      <Group gap="sm" align="flex-end" wrap="wrap" role="search">
        <Select
          label={t('admin.status')}
          placeholder={t('admin.allStatuses')}
          clearable
          value={filters.status ?? null}
          onChange={(v) => set('status', v)}
          data={ORDER_STATUSES.map((s) => ({ value: s, label: t(`orderStatus.${s}`) }))}
          w={170}
        />
        <Select
          label={t('admin.item')}
          placeholder={t('admin.allItems')}
          clearable
          value={filters.item ?? null}
          onChange={(v) => set('item', v)}
          data={PLAN_CODES.map((p) => ({ value: p, label: t(`plan.${p}`) }))}
          w={190}
        />
        <TextInput label={t('admin.from')} type="date" value={get('from')} onChange={(e) => set('from', e.currentTarget.value)} w={160} />
        <TextInput label={t('admin.to')} type="date" value={get('to')} onChange={(e) => set('to', e.currentTarget.value)} w={160} />
        <TextInput
          label={t('admin.search')}
          type="search"
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            set('q', e.currentTarget.value.trim() || null);
          }}
          w={220}
        />
        <Button
          variant="subtle"
          onClick={() => {
            setQ('');
            setParams(new URLSearchParams(), { replace: true });
          }}
        >
          {t('admin.clear')}
        </Button>
      </Group>
      {exportError != null && (
        <Alert color="red" variant="light" role="alert">
          {billingErrorText(t, exportError)}
        </Alert>
      )}
      {orders.isLoading ? (
        <LoadingState />
      ) : orders.isError || !orders.data ? (
        <ErrorState error={orders.error} onRetry={() => void orders.refetch()} />
      ) : orders.data.items.length === 0 ? (
        <EmptyState icon="list" title={t('admin.empty')} />
      ) : (
        <Stack gap="md" aria-busy={orders.isFetching}>
          <Text size="sm" c="dimmed">
            {t('admin.total', { count: orders.data.total })}
          </Text>
          <OrdersTable<AdminOrder>
            orders={orders.data.items}
            extraHead={
              <>
                <Table.Th>{t('admin.user')}</Table.Th>
                <Table.Th ta="right">{t('admin.refunded')}</Table.Th>
              </>
            }
            extraCells={(o) => (
              <>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{o.email}</Table.Td>
                <Table.Td ta="right">{o.refunded_cents ? formatUsd(o.refunded_cents, i18n.language) : '—'}</Table.Td>
              </>
            )}
            extraLine={(o) => `${o.email}${o.refunded_cents ? ` · ${t('admin.refunded')} ${formatUsd(o.refunded_cents, i18n.language)}` : ''}`}
            detailsExtra={(o) => <RefundPanel order={o} />}
          />
          {orders.data.pages > 1 && (
            <Center>
              <Pagination
                total={orders.data.pages}
                value={page}
                onChange={(p) => {
                  const next = new URLSearchParams(params);
                  next.set('page', String(p));
                  setParams(next);
                }}
                getControlProps={(c) => ({ 'aria-label': t(`orders.pager.${c}`) })}
                getItemProps={(p) => ({ 'aria-label': t('orders.pager.page', { page: p }) })}
              />
            </Center>
          )}
        </Stack>
      )}
    </Stack>
  );
}
