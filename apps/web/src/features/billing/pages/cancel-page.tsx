import '../components/billing.css';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** /cancel: the buyer left the checkout; nothing was charged. */
export function Component() {
  const { t } = useTranslation('billing');
  return (
    <Container size="sm" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md" className="lb-bill-card" p="xl" data-result="cancelled">
        <Title order={1} size="h2">
          {t('cancelPage.title')}
        </Title>
        <Text size="lg">{t('cancelPage.body')}</Text>
        <Group gap="sm">
          <Button component={Link} to="/subscribe">
            {t('cancelPage.backToPlans')}
          </Button>
          <Button component={Link} to="/order" variant="default">
            {t('payment.seeOrders')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
