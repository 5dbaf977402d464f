import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageTitle } from '../../../components/ui/page-title';
import { SignInPrompt } from '../../../components/ui/sign-in-prompt';
import { useSession } from '../../accounts/public/session';
import { useOrders } from '../api/list-orders';
import { OrdersBody } from '../components/orders-body';

/** /order: the signed-in user's orders (spec 01 §3: ID, Status, Date, Item, Amount, Details). */
export function Component() {
  const { t } = useTranslation('billing');
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const orders = useOrders(page, !!session.user);

  if (session.isLoading) return <LoadingState />;
  if (!session.user) return <SignInPrompt order={1} />;
  return (
    <Container size="lg" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <PageTitle title={t('orders.title')} description={t('orders.lead')} />
      <OrdersBody orders={orders} page={page} onPage={(p) => setParams({ page: String(p) })} />
    </Container>
  );
}
