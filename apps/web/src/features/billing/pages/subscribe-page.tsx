import '../components/billing.css';
import { MENTOR_VERIFICATION_FEE_CENTS, type SubscriptionPlan } from '@lingbridge/contracts/billing';
import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { BrowserOnly } from '../../../components/ui/client-only';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageTitle } from '../../../components/ui/page-title';
import { formatUsd } from '../../../lib/format';
import { useSession } from '../../accounts/public/session';
import { useEntitlements } from '../api/get-entitlements';
import { usePlans } from '../api/get-plans';
import { useSubscription } from '../api/get-subscription';
import { useStartCheckout } from '../api/start-checkout';
import { GroupTiers } from '../components/group-tiers';
import { PlanCards } from '../components/plan-cards';
import { SandboxNotice } from '../components/sandbox-notice';
import { billingErrorText } from '../lib/error-text';
import { formatDate } from '../lib/format';

// The form and its validation load with the app, not with the page's first code (decision 0134).
const QuoteForm = lazy(() => import('../components/quote-form').then((m) => ({ default: m.QuoteForm })));
const quoteWait = <div className="lb-bill-quote-wait" aria-busy="true" />;

/** /subscribe: the plans, the group offers with their quote form, and mentor verification. */
export function Component() {
  const { t, i18n } = useTranslation('billing');
  const navigate = useNavigate();
  const session = useSession();
  const user = session.user;
  const plans = usePlans();
  const sub = useSubscription(!!user);
  const ent = useEntitlements(!!user);
  const checkout = useStartCheckout((path) => navigate(path));
  const [busy, setBusy] = useState<SubscriptionPlan | null>(null);

  if (plans.isLoading || session.isLoading) return <LoadingState />;
  if (plans.isError || !plans.data) return <ErrorState error={plans.error} onRetry={() => void plans.refetch()} />;

  const live = sub.data?.is_paid && sub.data.subscription && sub.data.subscription.status !== 'expired' ? sub.data.subscription : null;
  // A seat the organisation pays (decision 0094): plans are still offered, for after it ends.
  const seat = !live && ent.data?.pro && ent.data.reason === 'organization' ? ent.data : null;
  const choose = (plan: SubscriptionPlan) => {
    if (!user) return navigate(`/admin/login?redirect=${encodeURIComponent('/subscribe')}`);
    setBusy(plan);
    checkout.mutate(plan, { onError: () => setBusy(null) });
  };

  return (
    <Container size="lg" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <PageTitle title={t('subscribe.title')} description={t('subscribe.lead')} />
      <Stack gap="xl">
        {plans.data.provider === 'sandbox' && <SandboxNotice />}
        {live && (
          <Alert color="teal" variant="light" title={t('subscribe.subscribedTitle')}>
            <Stack gap="xs" align="flex-start">
              <Text>
                {t('subscribe.subscribedBody', { plan: t(`plan.${live.plan}`).toLowerCase(), date: formatDate(live.current_period_end, i18n.language) })}
              </Text>
              <Button component={Link} to="/user/subscription" variant="light" size="xs">
                {t('subscribe.manage')}
              </Button>
            </Stack>
          </Alert>
        )}
        {seat && (
          <Alert color="teal" variant="light" title={t('subscribe.orgSeatTitle')}>
            {t('subscribe.orgSeatBody', { date: seat.access_until ? formatDate(seat.access_until, i18n.language) : '' })}
          </Alert>
        )}
        {checkout.isError && (
          <Alert color="red" variant="light" role="alert">
            {billingErrorText(t, checkout.error)}
          </Alert>
        )}
        <PlanCards
          plans={plans.data.plans}
          onChoose={live ? null : choose}
          busyPlan={busy}
          buttonLabel={user ? undefined : () => t('subscribe.loginToSubscribe')}
        />
        <Text c="dimmed">{t('subscribe.freeLine', { count: plans.data.free_use_limit })}</Text>

        {(!user || user.user_role === 'Mentor') && (
          <div className="lb-bill-card">
            <Group justify="space-between" wrap="wrap" gap="md">
              <Stack gap={4}>
                <Title order={2} size="h3">
                  {t('subscribe.teacherTitle')}
                </Title>
                <Text>{t('subscribe.teacherBody', { amount: formatUsd(MENTOR_VERIFICATION_FEE_CENTS, i18n.language) })}</Text>
              </Stack>
              <Button component={Link} to="/mentor-verify-paid" variant="default">
                {t('subscribe.teacherCta')}
              </Button>
            </Group>
          </div>
        )}

        <section aria-labelledby="group-offers">
          <Stack gap="md">
            <Title order={2} id="group-offers">
              {t('groups.title')}
            </Title>
            <Text size="lg" c="dimmed">
              {t('groups.lead', { count: plans.data.group_min_subscriptions })}
            </Text>
            <div className="lb-grid lb-grid--2" style={{ alignItems: 'start' }}>
              <GroupTiers tiers={plans.data.group_tiers} />
              <div className="lb-bill-card">
                <Title order={3} mb="md">
                  {t('quote.title')}
                </Title>
                {/* Its fields are controlled: on a server-rendered page it appears once the app runs, so nothing typed is lost (decision 0134). */}
                <BrowserOnly fallback={quoteWait}>
                  <Suspense fallback={quoteWait}>
                    <QuoteForm defaultEmail={user?.email} />
                  </Suspense>
                </BrowserOnly>
              </div>
            </div>
          </Stack>
        </section>
      </Stack>
    </Container>
  );
}
