import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { SignInPrompt } from '../../../components/ui/sign-in-prompt';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../accounts/public/session';
import { useCheckout } from '../api/get-checkout';
import { billingErrorText } from '../lib/error-text';
import { formatDate, periodOf } from '../lib/format';

/**
 * /payment?session_id=…: the result of a checkout. Success opens PRO at once; a failure says
 * "Subscription failed!" and "Subscribe for {period}ly payment failed! Please try again!" (spec 01 §8).
 * While Stripe has not confirmed yet, the page waits and re-reads.
 */
/** The event page of a ticket's order (`ref` is `debate:<id>`). */
const ticketEventPath = (ref: string | null) => (ref?.startsWith('debate:') ? `/speak/${ref.slice(7)}` : '/user/debate/tickets');
/** Where a bought material is downloaded (decision 0119). */
const materialPath = (ref: string | null) => (ref?.startsWith('material:') ? `/materials/${ref.slice(9)}` : '/materials');

export function Component() {
  const { t, i18n } = useTranslation('billing');
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const session = useSession();
  const qc = useQueryClient();
  const view = useCheckout(session.user ? sessionId : null, { poll: true });
  const [slow, setSlow] = useState(false);
  const status = view.data?.order.status;

  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), 20_000);
    return () => clearTimeout(timer);
  }, []);
  // The header's Subscribe button and the stored isPaid follow the new state.
  useEffect(() => {
    if (status === 'success') void qc.invalidateQueries({ queryKey: ['user', 'me'] });
  }, [status, qc]);

  if (session.isLoading || view.isLoading) return <LoadingState />;
  if (!session.user) return <SignInPrompt order={1} />;
  if (!sessionId)
    return (
      <Container size="sm" py="xl">
        <EmptyState
          order={1}
          title={t('payment.none')}
          actions={
            <Button component={Link} to="/order">
              {t('payment.seeOrders')}
            </Button>
          }
        />
      </Container>
    );
  if (view.isError || !view.data) return <ErrorState title={billingErrorText(t, view.error)} />;

  const order = view.data.order;
  const plan = t(`plan.${order.item}`).toLowerCase();
  let body;
  if (order.status === 'success') {
    body = (
      <Alert
        color="teal"
        variant="light"
        title={
          <Title order={1} size="h2">
            {t('payment.successTitle')}
          </Title>
        }
        data-result="success"
      >
        <Stack gap="md" align="flex-start">
          <Text size="lg">
            {order.item === 'material'
              ? t('payment.successMaterial')
              : order.item === 'event_ticket'
                ? t('payment.successTicket')
                : order.item === 'mentor_verify'
                  ? t('payment.successMentor')
                  : t('payment.successSubscription', { plan, date: formatDate(order.details.period_end, i18n.language) })}
          </Text>
          <Group gap="sm">
            {order.item === 'material' ? (
              <Button component={Link} to={materialPath(order.ref)}>
                {t('payment.openMaterial')}
              </Button>
            ) : order.item === 'event_ticket' ? (
              <Button component={Link} to={ticketEventPath(order.ref)}>
                {t('payment.openEvent')}
              </Button>
            ) : order.item === 'mentor_verify' ? (
              <Button component={Link} to="/setting">
                {t('mentor.editProfile')}
              </Button>
            ) : (
              <>
                <Button component={Link} to="/read">
                  {t('payment.startLearning')}
                </Button>
                <Button component={Link} to="/user/subscription" variant="default">
                  {t('subscribe.manage')}
                </Button>
              </>
            )}
          </Group>
        </Stack>
      </Alert>
    );
  } else if (order.status === 'pending' || order.status === 'not_started') {
    body = (
      <Stack gap="sm">
        <Title order={1} size="h2">
          {t('payment.title')}
        </Title>
        <LoadingState label={t('payment.confirming')} />
        {slow && <Text c="dimmed">{t('payment.confirmingSlow')}</Text>}
      </Stack>
    );
  } else {
    body = (
      <Alert
        color="red"
        variant="light"
        role="alert"
        title={
          <Title order={1} size="h2">
            {t('payment.failedTitle')}
          </Title>
        }
        data-result="failed"
      >
        <Stack gap="md" align="flex-start">
          <Text size="lg">
            {order.item === 'material'
              ? t('payment.failedMaterial')
              : order.item === 'event_ticket'
                ? t('payment.failedTicket')
                : order.item === 'mentor_verify'
                  ? t('payment.failedMentor')
                  : t('payment.failedBody', { period: t(`payment.periodWord.${periodOf(order.item)}`) })}
          </Text>
          <Text>
            {order.details.failure_reason
              ? t(`failureReason.${order.details.failure_reason}`, { defaultValue: t('payment.nothingCharged') })
              : t('payment.nothingCharged')}
          </Text>
          <Group gap="sm">
            <Button
              component={Link}
              to={
                order.item === 'material'
                  ? materialPath(order.ref)
                  : order.item === 'event_ticket'
                    ? ticketEventPath(order.ref)
                    : order.item === 'mentor_verify'
                      ? '/mentor-verify-paid'
                      : '/subscribe'
              }
            >
              {t('payment.tryAgain')}
            </Button>
            <Button component={Link} to="/order" variant="default">
              {t('payment.seeOrders')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return (
    <Container size="sm" py="xl" px={{ base: 'sm', sm: 'md' }}>
      {body}
    </Container>
  );
}
