import { Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import i18n from '../../../lib/i18n';
import { useCartoonList, STRIP_SIZE, type CartoonLanguage, type CartoonLevel } from '../api/cartoons';
import { pageLanguage } from '../prefetch';
import '../cartoons/cartoons.css';

type Props = { language: CartoonLanguage; level?: CartoonLevel };

/**
 * Read's cartoons for the lower levels (decision 0118): a row of published strips of the learning
 * language (and the chosen level), paged on the server. Nothing is shown when there are none.
 */
export function CartoonStrip({ language, level }: Props) {
  const { t } = useTranslation('cms');
  const [page, setPage] = useState(1);
  const list = useCartoonList({ language, level, lang: pageLanguage(), page });
  if (list.isError)
    return (
      <Text size="sm" c="dimmed" my="md">
        {t('cartoons.stripError')}{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => void list.refetch()}>
          {t('cartoons.retry')}
        </Button>
      </Text>
    );
  if (list.isLoading)
    return (
      <SimpleGrid cols={{ base: 2, sm: 4 }} my="lg" role="status" aria-busy="true" aria-label={t('cartoons.loading')}>
        {Array.from({ length: STRIP_SIZE }, (_, i) => (
          <Skeleton key={i} h={150} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (!list.data?.items.length) return null;
  const { items, pages } = list.data;
  return (
    <Stack gap="sm" my="lg" component="section" aria-labelledby="read-cartoons" data-testid="cartoon-strip">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} size="h4" id="read-cartoons">
            {t('cartoons.stripTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('cartoons.stripLead')}
          </Text>
        </div>
        {pages > 1 && (
          <Group gap={4}>
            <Button size="compact-sm" variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)} aria-label={t('cartoons.previous')}>
              ←
            </Button>
            <Button size="compact-sm" variant="default" disabled={page >= pages} onClick={() => setPage(page + 1)} aria-label={t('cartoons.next')}>
              →
            </Button>
          </Group>
        )}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" aria-busy={list.isFetching}>
        {items.map((c) => (
          <Card key={c.id} component={Link} to={`/cartoon/${c.id}`} withBorder radius="md" padding="xs" className="lb-strip-card">
            <Card.Section>{c.image_url && <img src={c.image_url} alt="" loading="lazy" />}</Card.Section>
            <Text fw={600} mt="xs" lang={c.lang} lineClamp={2}>
              {c.title}
            </Text>
            <Group gap={4} mt={4}>
              <Badge size="sm" variant="light" color="teal">
                {t(`cartoons.levels.${c.level}`)}
              </Badge>
              <Text size="xs" c="dimmed">
                {t('cartoons.panelCount', { count: c.panel_count })}
              </Text>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Loaded on demand with its strings (Read asks for it once the list is on screen). */
export const loadCartoonStrip = () => i18n.loadNamespaces(['cms']).then(() => ({ default: CartoonStrip }));
