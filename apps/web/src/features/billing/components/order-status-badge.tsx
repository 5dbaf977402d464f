import type { OrderStatus } from '@lingbridge/contracts/billing';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUS_COLOR } from '../lib/format';

/** An order status with the spec's label: Success, Fail, Cancelled, Expired, Pending (spec 01 §4). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('billing');
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" radius="sm" data-status={status}>
      {t(`orderStatus.${status}`)}
    </Badge>
  );
}
