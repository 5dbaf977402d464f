import '../components/billing.css';
import { MENTOR_VERIFICATION_FEE_CENTS } from '@lingbridge/contracts/billing';
import { Alert, Badge, Button, Container, Group, List, Stack, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageTitle } from '../../../components/ui/page-title';
import { formatUsd } from '../../../lib/format';
import { useSession } from '../../accounts/public/session';
import { ApplicationForm } from '../../cms/public/application-form';
import { usePlans } from '../api/get-plans';
import { useStartCheckout } from '../api/start-checkout';
import { SandboxNotice } from '../components/sandbox-notice';
import { billingErrorText } from '../lib/error-text';

/** /mentor-verify-paid: a teacher pays the one-time verification fee; the profile then shows as verified. */
export function Component() {
  const { t, i18n } = useTranslation('billing');
  const navigate = useNavigate();
  const session = useSession();
  const plans = usePlans();
  const checkout = useStartCheckout((path) => navigate(path));
  const user = session.user;
  const fee = formatUsd(MENTOR_VERIFICATION_FEE_CENTS, i18n.language);

  if (session.isLoading) return <LoadingState />;
  let action;
  if (!user)
    action = (
      <Stack gap="sm" align="flex-start">
        <Text>{t('mentor.loginFirst')}</Text>
        <Group gap="sm">
          <Button component={Link} to={`/admin/login?redirect=${encodeURIComponent('/mentor-verify-paid')}`}>
            {t('mentor.logIn')}
          </Button>
          <Button component={Link} to="/admin/register" variant="default">
            {t('mentor.becomeTeacher')}
          </Button>
        </Group>
      </Stack>
    );
  else if (user.user_role !== 'Mentor')
    action = (
      <Alert color="gray" variant="light">
        {t('mentor.forTeachers')}
      </Alert>
    );
  else if (user.verify_status === 'success')
    action = (
      <Group gap="sm">
        <Badge color="teal" size="lg" tt="none" leftSection={<Icon name="check" size={14} />}>
          {t('mentor.verified')}
        </Badge>
        <Button component={Link} to="/setting" variant="default">
          {t('mentor.editProfile')}
        </Button>
      </Group>
    );
  else
    action = (
      <Stack gap="sm" align="flex-start">
        {checkout.isError && (
          <Alert color="red" variant="light" role="alert">
            {billingErrorText(t, checkout.error)}
          </Alert>
        )}
        <Group gap="sm">
          <Button size="md" onClick={() => checkout.mutate('mentor_verify')} loading={checkout.isPending}>
            {t('mentor.pay', { amount: fee })}
          </Button>
          <Button component={Link} to="/setting" variant="default">
            {t('mentor.editProfile')}
          </Button>
        </Group>
        {/* Or an admin verifies the teacher on their application (/cms/application, decision 0117). */}
        <Suspense fallback={null}>
          <ApplicationForm kind="mentor" />
        </Suspense>
      </Stack>
    );

  return (
    <Container size="md" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <PageTitle title={t('mentor.title')} description={t('mentor.lead')} />
      <Stack gap="lg">
        {plans.data?.provider === 'sandbox' && <SandboxNotice />}
        <div className="lb-bill-card">
          <Stack gap="md">
            <Group gap="xs" align="baseline">
              <span className="lb-bill-price">{fee}</span>
              <Text c="dimmed">{t('mentor.fee')}</Text>
            </Group>
            <List type="ordered" spacing="xs">
              {(t('mentor.steps', { returnObjects: true }) as string[]).map((s) => (
                <List.Item key={s}>{s}</List.Item>
              ))}
            </List>
            {action}
          </Stack>
        </div>
      </Stack>
    </Container>
  );
}
