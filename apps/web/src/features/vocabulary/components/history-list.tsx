import type { LearningLanguage } from '@lingbridge/contracts/common';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { shownCount, useLookupHistory } from '../api/list-vocabulary';
import { relativeTime } from '../../../lib/dates';
import { EntryRow } from './entry-row';

/**
 * The lookup history: newest first, 20 at a time, "See More History" while fewer are shown than the
 * total. `order`: the level of its empty or error heading where it sits (2 in Watch's panel, under the page's h1).
 */
export function HistoryList({ language, order = 3 }: { language: LearningLanguage; order?: 2 | 3 }) {
  const { t, i18n } = useTranslation('vocabulary');
  const history = useLookupHistory(language);

  if (history.isPending) return <LoadingState />;
  if (history.isError) return <ErrorState error={history.error} onRetry={() => void history.refetch()} order={order} />;
  const pages = history.data.pages;
  const total = pages[pages.length - 1]?.total ?? 0;
  const shown = shownCount(pages);
  if (total === 0) return <EmptyState compact order={order} icon="history" title={t('history.emptyTitle')} description={t('history.emptyBody')} />;

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('history.count', { shown, total })}
      </Text>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {pages.flatMap((p) =>
          p.items.map((e) => (
            <EntryRow key={e.id} entry={e} meta={`${t('history.lookups', { count: e.lookup_count })} · ${relativeTime(e.updated_at, i18n.language)}`} />
          )),
        )}
      </Stack>
      {history.hasNextPage && (
        <Group justify="center" mt="sm">
          <Button variant="default" onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage}>
            {t('history.more')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
