import type { Order } from '@lingbridge/contracts/billing';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '../../../lib/format';
import { formatDate } from '../lib/format';
import { OrderStatusBadge } from './order-status-badge';

/** Every field of an order, as a two-column table (spec 01 §3: ID, Status, Date, Item, Amount, Details). */
export function OrderDetails({ order, extra }: { order: Order & { email?: string }; extra?: ReactNode }) {
  const { t, i18n } = useTranslation('billing');
  const lang = i18n.language;
  const d = order.details;
  const rows: [string, ReactNode][] = [
    [t('orders.id'), order.id],
    [t('orders.status'), <OrderStatusBadge key="s" status={order.status} />],
    [t('orders.date'), formatDate(order.date, lang)],
    [t('orders.item'), t(`planLong.${order.item}`)],
    [t('orders.kind'), t(`orderKind.${order.kind}`)],
    [t('orders.amount'), formatUsd(order.amount_cents, lang)],
  ];
  if (order.email) rows.push([t('admin.user'), order.email]);
  if (d.period_start && d.period_end)
    rows.push([t('orders.period'), t('orders.periodValue', { start: formatDate(d.period_start, lang), end: formatDate(d.period_end, lang) })]);
  if (d.completed_at) rows.push([t('orders.completedAt'), formatDate(d.completed_at, lang)]);
  rows.push([t('orders.provider'), d.provider === 'sandbox' ? t('orders.providerSandbox') : t('orders.providerStripe')]);
  if (order.refunded_cents > 0)
    rows.push([t('orders.refunded'), t('orders.refundedValue', { amount: formatUsd(order.refunded_cents, lang), date: formatDate(d.refunded_at, lang) })]);
  if (d.failure_reason) rows.push([t('orders.reason'), t(`failureReason.${d.failure_reason}`, { defaultValue: d.failure_reason })]);
  return (
    <>
      <Table variant="vertical" withTableBorder layout="fixed">
        <Table.Tbody>
          {rows.map(([k, v]) => (
            <Table.Tr key={k}>
              <Table.Th w="40%">{k}</Table.Th>
              <Table.Td>{v}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {extra}
    </>
  );
}
