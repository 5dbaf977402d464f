import type { AdminOrder } from '@lingbridge/contracts/billing';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '../../../lib/format';
import { useRefundOrder } from '../api/refund-order';
import { billingErrorText } from '../lib/error-text';

/** The refund part of an order's details in the CMS: yearly plans, by whole remaining months, confirmed first. */
export function RefundPanel({ order }: { order: AdminOrder }) {
  const { t, i18n } = useTranslation('billing');
  const refund = useRefundOrder();
  const [confirming, setConfirming] = useState(false);
  const amount = formatUsd(order.refundable_cents, i18n.language);

  if (refund.isSuccess)
    return (
      <Alert color="teal" variant="light" mt="md" role="status">
        {t('admin.refundDone', { amount: formatUsd(refund.data.refunded_cents, i18n.language), count: refund.data.months })}
      </Alert>
    );
  if (order.refundable_cents <= 0)
    return (
      <Text size="sm" c="dimmed" mt="md">
        {t('admin.notRefundable')}
      </Text>
    );
  return (
    <Stack gap="sm" mt="md">
      {refund.isError && (
        <Alert color="red" variant="light" role="alert">
          {billingErrorText(t, refund.error)}
        </Alert>
      )}
      {confirming ? (
        <Alert color="orange" variant="light" title={t('admin.refundTitle')}>
          <Stack gap="sm">
            <Text>{t('admin.refundBody', { amount, email: order.email })}</Text>
            <Group gap="sm">
              <Button variant="default" onClick={() => setConfirming(false)} disabled={refund.isPending}>
                {t('orders.close')}
              </Button>
              <Button color="red.8" onClick={() => refund.mutate(order.id)} loading={refund.isPending}>
                {t('admin.refund', { amount })}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <Group>
          <Button color="red.8" variant="outline" onClick={() => setConfirming(true)}>
            {t('admin.refund', { amount })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
