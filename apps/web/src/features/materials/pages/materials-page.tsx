import { LEVELS } from '@lingbridge/contracts/constants';
import { LEARNING_LANGUAGES } from '@lingbridge/contracts/languages';
import { Group, Pagination, SegmentedControl, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { PageTitle } from '../../../components/ui/page-title';
import { listFiltersOf, useMaterials } from '../api/materials';
import { MaterialCard } from '../components/material-card';

/** /materials: the marketplace's listed materials, filtered by language, level and price, paged on the server. */
export function MaterialsPage() {
  const { t } = useTranslation('materials');
  const [params, setParams] = useSearchParams();
  const { page, ...filters } = listFiltersOf(params);
  const list = useMaterials({ page, ...filters });
  const setFilter = (k: string, v: string | null) => {
    const next = new URLSearchParams(params);
    if (v) next.set(k, v);
    else next.delete(k);
    next.delete('page');
    setParams(next);
  };
  return (
    <PageFrame>
      <PageTitle title={t('title')} description={t('lead')} />
      <Group mb="lg" gap="sm" wrap="wrap" align="flex-end">
        <form
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            setFilter('q', String(new FormData(e.currentTarget).get('q') ?? '').trim() || null);
          }}
        >
          <TextInput name="q" type="search" label={t('filters.search')} defaultValue={filters.q} maxLength={100} w={220} />
        </form>
        <Select
          label={t('filters.language')}
          placeholder={t('filters.any')}
          clearable
          w={180}
          value={filters.language ?? null}
          onChange={(v) => setFilter('language', v)}
          data={LEARNING_LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`, { ns: 'common' }) }))}
        />
        <Select
          label={t('filters.level')}
          placeholder={t('filters.any')}
          clearable
          w={180}
          value={filters.level ?? null}
          onChange={(v) => setFilter('level', v)}
          data={LEVELS.map((l) => ({ value: l, label: t(`levels.${l}`) }))}
        />
        <SegmentedControl
          aria-label={t('filters.price')}
          value={filters.price ?? 'any'}
          onChange={(v) => setFilter('price', v === 'any' ? null : v)}
          data={(['any', 'free', 'paid'] as const).map((v) => ({ value: v, label: t(`filters.${v}`) }))}
        />
      </Group>
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <LoadingState />
      ) : !list.data.items.length ? (
        <EmptyState icon="file" title={t('empty')} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {list.data.items.map((m) => (
            <MaterialCard key={m.id} m={m} to={`/materials/${m.id}`} />
          ))}
        </SimpleGrid>
      )}
      {(list.data?.pages ?? 1) > 1 && (
        <Pagination
          mt="xl"
          total={list.data!.pages}
          value={page}
          onChange={(p) => {
            const next = new URLSearchParams(params);
            next.set('page', String(p));
            setParams(next);
          }}
        />
      )}
    </PageFrame>
  );
}

export const Component = MaterialsPage;
