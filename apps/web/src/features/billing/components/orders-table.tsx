import './billing.css';
import type { Order } from '@lingbridge/contracts/billing';
import { Button, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '../../../lib/format';
import { formatDate } from '../lib/format';
import { OrderDetails } from './order-details';
import { OrderStatusBadge } from './order-status-badge';

type Props<T extends Order> = {
  orders: T[];
  /** Extra columns before Details (the admin list shows the buyer). */
  extraHead?: ReactNode;
  extraCells?: (o: T) => ReactNode;
  /** What the extra columns say, as a line of text, in the phone layout. */
  extraLine?: (o: T) => ReactNode;
  /** What the details dialog shows under the order (the admin list: the refund button). */
  detailsExtra?: (o: T, close: () => void) => ReactNode;
  caption?: string;
};

/** Orders as the spec lists them: ID, Status, Date, Item, Amount, Details (opens a dialog). */
export function OrdersTable<T extends Order>({ orders, extraHead, extraCells, extraLine, detailsExtra, caption }: Props<T>) {
  const { t, i18n } = useTranslation('billing');
  const [open, setOpen] = useState<T | null>(null);
  // At phone width each order is a small card instead of a table row.
  const narrow = useMediaQuery('(max-width: 36em)');
  const dialog = (
    <Modal
      opened={!!open}
      onClose={() => setOpen(null)}
      title={open ? t('orders.open', { id: open.id }) : ''}
      centered
      closeButtonProps={{ 'aria-label': t('orders.close') }}
    >
      {open && <OrderDetails order={open} extra={detailsExtra?.(open, () => setOpen(null))} />}
    </Modal>
  );
  if (narrow)
    return (
      <>
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={caption}>
          {orders.map((o) => (
            <li key={o.id} data-order={o.id} className="lb-bill-card" style={{ gap: 6, padding: 14 }}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600}>
                  #{o.id} · {t(`plan.${o.item}`)}
                  {o.kind === 'renewal' ? ` · ${t('orderKind.renewal')}` : ''}
                </Text>
                <OrderStatusBadge status={o.status} />
              </Group>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" c="dimmed">
                  {formatDate(o.date, i18n.language)}
                </Text>
                <Text fw={600}>{formatUsd(o.amount_cents, i18n.language)}</Text>
              </Group>
              {extraLine && (
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {extraLine(o)}
                </Text>
              )}
              <Group justify="flex-end">
                <Button size="compact-sm" variant="light" onClick={() => setOpen(o)} aria-label={t('orders.open', { id: o.id })}>
                  {t('orders.details')}
                </Button>
              </Group>
            </li>
          ))}
        </Stack>
        {dialog}
      </>
    );
  return (
    <>
      <ScrollArea type="auto">
        <Table striped highlightOnHover verticalSpacing="sm" miw={560}>
          {caption && <Table.Caption>{caption}</Table.Caption>}
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('orders.id')}</Table.Th>
              <Table.Th>{t('orders.status')}</Table.Th>
              <Table.Th>{t('orders.date')}</Table.Th>
              <Table.Th>{t('orders.item')}</Table.Th>
              <Table.Th ta="right">{t('orders.amount')}</Table.Th>
              {extraHead}
              <Table.Th>{t('orders.details')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.map((o) => (
              <Table.Tr key={o.id} data-order={o.id}>
                <Table.Td>{o.id}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <OrderStatusBadge status={o.status} />
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(o.date, i18n.language)}</Table.Td>
                <Table.Td>
                  {t(`plan.${o.item}`)}
                  {o.kind === 'renewal' ? ` · ${t('orderKind.renewal')}` : ''}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatUsd(o.amount_cents, i18n.language)}
                </Table.Td>
                {extraCells?.(o)}
                <Table.Td>
                  <Button size="compact-sm" variant="subtle" onClick={() => setOpen(o)} aria-label={t('orders.open', { id: o.id })}>
                    {t('orders.details')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {dialog}
    </>
  );
}
