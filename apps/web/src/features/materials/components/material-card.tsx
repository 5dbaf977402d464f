import type { Material } from '@lingbridge/contracts/materials';
import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MaterialBadges } from './material-badges';

/** A material in a list: its title links to `to` (its page, or the editor). */
export function MaterialCard({ m, to, withStatus }: { m: Material; to: string; withStatus?: boolean }) {
  const { t } = useTranslation('materials');
  return (
    <Card withBorder radius="md" padding="md" component="article" data-testid="material-card">
      <Stack gap={6}>
        <Title order={2} size="h4">
          <Anchor component={Link} to={to} c="inherit">
            {m.title}
          </Anchor>
        </Title>
        {m.teacher.name && (
          <Text size="sm" c="dimmed">
            {t('by', { name: m.teacher.name })}
          </Text>
        )}
        <MaterialBadges m={m} withStatus={withStatus} />
        {m.description && (
          <Text size="sm" lineClamp={3}>
            {m.description}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
