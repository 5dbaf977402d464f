import '../components/billing.css';
import { Alert, Button, Container, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { SignInPrompt } from '../../../components/ui/sign-in-prompt';
import { formatUsd } from '../../../lib/format';
import { useSession } from '../../accounts/public/session';
import { useCheckout } from '../api/get-checkout';
import { useCompleteSandbox } from '../api/complete-sandbox';
import { OrderStatusBadge } from '../components/order-status-badge';
import { SandboxNotice } from '../components/sandbox-notice';
import { billingErrorText } from '../lib/error-text';
import { periodOf } from '../lib/format';

/** /checkout/{session_id}: the sandbox's payment page. It says plainly that no money moves. */
export function Component() {
  const { t, i18n } = useTranslation('billing');
  const { sessionId = '' } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const view = useCheckout(session.user ? sessionId : null);
  const complete = useCompleteSandbox(sessionId);

  if (session.isLoading || view.isLoading) return <LoadingState />;
  if (!session.user) return <SignInPrompt order={1} />;
  if (view.isError || !view.data) return <ErrorState title={billingErrorText(t, view.error)} />;

  const { order } = view.data;
  const amount = formatUsd(order.amount_cents, i18n.language);
  const result = (to: string) => navigate(`${to}?session_id=${encodeURIComponent(sessionId)}`, { replace: true });
  const act = (outcome: 'success' | 'decline' | 'cancel') =>
    complete.mutate(outcome, { onSuccess: () => result(outcome === 'cancel' ? '/cancel' : '/payment') });

  return (
    <Container size="sm" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1}>{t('sandbox.title')}</Title>
        <SandboxNotice text={t('sandbox.banner')} />
        <div className="lb-bill-card">
          <Title order={2} size="h3" mb="sm">
            {t('sandbox.summary')}
          </Title>
          <Table variant="vertical" layout="fixed" withTableBorder>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w="40%">{t('sandbox.item')}</Table.Th>
                <Table.Td>{t(`planLong.${order.item}`)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('sandbox.amount')}</Table.Th>
                <Table.Td>
                  <Text fw={700} size="lg">
                    {amount}
                  </Text>
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('orders.status')}</Table.Th>
                <Table.Td>
                  <OrderStatusBadge status={order.status} />
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Text size="sm" c="dimmed" mt="sm">
            {order.item === 'mentor_verify' || order.item === 'event_ticket' || order.item === 'material'
              ? t('sandbox.oneTime')
              : t(`sandbox.renewsEvery.${periodOf(order.item)}`)}
          </Text>
        </div>
        {complete.isError && (
          <Alert color="red" variant="light" role="alert">
            {billingErrorText(t, complete.error)}
          </Alert>
        )}
        {order.status === 'pending' && view.data.provider === 'sandbox' ? (
          <Group gap="sm" wrap="wrap">
            <Button size="md" onClick={() => act('success')} loading={complete.isPending && complete.variables === 'success'} disabled={complete.isPending}>
              {t('sandbox.pay', { amount })}
            </Button>
            <Button size="md" variant="default" color="red" onClick={() => act('decline')} disabled={complete.isPending}>
              {t('sandbox.decline')}
            </Button>
            <Button size="md" variant="subtle" onClick={() => act('cancel')} disabled={complete.isPending}>
              {t('sandbox.cancel')}
            </Button>
          </Group>
        ) : (
          <Stack gap="sm" align="flex-start">
            <Text>{t('sandbox.closed', { status: t(`orderStatus.${order.status}`) })}</Text>
            <Button component={Link} to={`/payment?session_id=${encodeURIComponent(sessionId)}`}>
              {t('sandbox.seeResult')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
