import '../components/billing.css';
import { Alert, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageTitle } from '../../../components/ui/page-title';
import { useModal } from '../../../components/ui/modal/use-modal';
import { useChangeSubscription } from '../api/change-subscription';
import { useEntitlements } from '../api/get-entitlements';
import { useSubscription } from '../api/get-subscription';
import { useOrders } from '../api/list-orders';
import { useOpenPortal } from '../api/open-portal';
import { OrdersBody } from '../components/orders-body';
import { billingErrorText } from '../lib/error-text';
import { formatDate } from '../lib/format';

/** /user/subscription: plan, renewal or end date, cancel with a confirmation, invoices. */
export function Component() {
  const { t, i18n } = useTranslation('billing');
  const lang = i18n.language;
  const modal = useModal();
  const sub = useSubscription();
  const ent = useEntitlements();
  const [page, setPage] = useState(1);
  const orders = useOrders(page);
  const cancel = useChangeSubscription('cancel');
  const resume = useChangeSubscription('resume');
  const portal = useOpenPortal();

  if (sub.isLoading) return <LoadingState />;
  if (sub.isError || !sub.data) return <ErrorState error={sub.error} onRetry={() => void sub.refetch()} />;
  const s = sub.data.subscription;
  // A seat the organisation pays (decision 0094) gives full access without a subscription of one's own.
  const seat = ent.data?.pro && ent.data.reason === 'organization' ? ent.data : null;
  const failure = cancel.error ?? resume.error ?? portal.error;

  const rows: [string, React.ReactNode][] = s
    ? [
        [t('subscription.plan'), t(`planLong.${s.plan}`)],
        [
          t('subscription.status'),
          <Badge key="b" variant="light" color={s.status === 'success' ? 'teal' : s.status === 'expired' ? 'gray' : 'orange'} data-state={s.status}>
            {t(`subState.${s.status}`)}
          </Badge>,
        ],
        [
          s.status === 'success' ? t('subscription.renewsOn') : s.status === 'expired' ? t('subscription.endedOn') : t('subscription.endsOn'),
          formatDate(s.status === 'expired' ? (s.ended_at ?? s.current_period_end) : s.current_period_end, lang),
        ],
      ]
    : [];

  return (
    <Stack gap="lg">
      <PageTitle
        title={t('subscription.title')}
        actions={
          sub.data.is_paid || seat ? (
            <Badge size="lg" color="teal" variant="filled">
              {t('subscription.pro')}
            </Badge>
          ) : undefined
        }
      />
      {seat && (
        <Alert color="teal" variant="light" title={t('subscribe.orgSeatTitle')}>
          {t('subscribe.orgSeatBody', { date: seat.access_until ? formatDate(seat.access_until, lang) : '' })}
        </Alert>
      )}
      {!s ? (
        !seat && (
          <EmptyState
            icon="star"
            title={t('subscription.none')}
            description={t('subscription.noneBody')}
            actions={
              <Button component={Link} to="/subscribe">
                {t('payment.seePlans')}
              </Button>
            }
          />
        )
      ) : (
        <div className="lb-bill-card">
          <Stack gap="md">
            <Table variant="vertical" layout="fixed" withTableBorder>
              <Table.Tbody>
                {rows.map(([k, v]) => (
                  <Table.Tr key={k}>
                    <Table.Th w="40%">{k}</Table.Th>
                    <Table.Td>{v}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {s.status === 'cancelled' && (
              <Alert color="orange" variant="light">
                {t('subscription.cancelled', { date: formatDate(s.current_period_end, lang) })}
              </Alert>
            )}
            {s.status === 'renew' && (
              <Alert color="red" variant="light">
                {t('subscription.renewDue', { date: formatDate(s.current_period_end, lang) })}
              </Alert>
            )}
            {failure && (
              <Alert color="red" variant="light" role="alert">
                {billingErrorText(t, failure)}
              </Alert>
            )}
            <Group gap="sm">
              {(s.status === 'success' || s.status === 'renew') && (
                <Button color="red.8" variant="outline" onClick={() => void modal.open('cancel', { onConfirm: () => cancel.mutateAsync() })}>
                  {t('subscription.cancel')}
                </Button>
              )}
              {s.status === 'cancelled' && (
                <Button onClick={() => resume.mutate()} loading={resume.isPending}>
                  {t('subscription.resume')}
                </Button>
              )}
              {s.status === 'expired' && (
                <Button component={Link} to="/subscribe">
                  {t('subscription.resubscribe')}
                </Button>
              )}
              {sub.data.can_manage_card && (
                <Button variant="default" onClick={() => portal.mutate()} loading={portal.isPending}>
                  {t('subscription.manageCard')}
                </Button>
              )}
            </Group>
          </Stack>
        </div>
      )}
      {ent.data && !ent.data.pro && <Text c="dimmed">{t('subscription.freeUses', { used: ent.data.free_uses.used, limit: ent.data.free_uses.limit })}</Text>}
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('subscription.invoices')}
        </Title>
        <OrdersBody orders={orders} page={page} onPage={setPage} />
      </Stack>
    </Stack>
  );
}
