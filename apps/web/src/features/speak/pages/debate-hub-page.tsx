import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../../components/ui/icons';
import { PageFrame } from '../../../components/ui/page-frame';
import { PageTitle } from '../../../components/ui/page-title';
import { useSpeakLabels } from '../lib/labels';

const LINKS: { to: string; key: string; icon: IconName }[] = [
  { to: '/user/debate/activities', key: 'activities', icon: 'mic' },
  { to: '/user/debate/tickets', key: 'tickets', icon: 'calendar' },
  { to: '/user/debate/material', key: 'material', icon: 'book' },
  { to: '/user/debate/qa', key: 'qa', icon: 'message' },
];

/** /user/debate: my Speak pages in one place. */
export function DebateHubPage() {
  const { t } = useSpeakLabels();
  return (
    <PageFrame>
      <PageTitle title={t('hub.title')} description={t('hub.lead')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {LINKS.map((l) => (
          <Card key={l.to} withBorder radius="md" padding="lg" component={Link} to={l.to}>
            <Icon name={l.icon} size={24} />
            <Title order={2} size="h4" mt="xs">
              {t(`hub.${l.key}.title`)}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`hub.${l.key}.body`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </PageFrame>
  );
}

export const Component = DebateHubPage;
