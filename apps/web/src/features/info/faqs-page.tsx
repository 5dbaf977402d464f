import { Accordion, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageFrame } from '../../components/ui/page-frame';
import { PageTitle } from '../../components/ui/page-title';
import { formatUsd, PRICES } from '../../lib/format';

type Faq = { q: string; a: string };

/** /FAQs: short answers to what learners, parents and teachers ask first. */
export function FaqsPage() {
  const { t, i18n } = useTranslation('info');
  const items = t('faqs.items', {
    returnObjects: true,
    monthly: formatUsd(PRICES.monthlyCents, i18n.language),
    yearly: formatUsd(PRICES.yearlyCents, i18n.language),
  }) as Faq[];
  return (
    <PageFrame narrow>
      <PageTitle title={t('faqs.title')} description={t('faqs.lead')} />
      <Accordion variant="separated" radius="md" chevronPosition="right" order={2}>
        {items.map((f, i) => (
          <Accordion.Item key={f.q} value={String(i)}>
            <Accordion.Control>
              <Text fw={600} component="span">
                {f.q}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Text c="#3f4853">{f.a}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <Group gap="sm" mt="xl">
        <Text>{t('faqs.more')}</Text>
        <Button component={Link} to="/contact" variant="default">
          {t('faqs.contact')}
        </Button>
      </Group>
    </PageFrame>
  );
}
