import { Button, Pagination, SimpleGrid } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { PageTitle } from '../../../components/ui/page-title';
import { useDebates } from '../api/list-debates';
import { DebateCard } from '../components/debate-card';
import { useSpeakLabels } from '../lib/labels';
import '../speak.css';

/** /user/activities and /user/debate/activities: events I started or take part in (GET /debate?scope=mine). */
export function MyActivitiesPage() {
  const { t } = useSpeakLabels();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const list = useDebates({ scope: 'mine', page, size: 12 });
  return (
    <PageFrame>
      <PageTitle
        title={t('mine.title')}
        description={t('mine.lead')}
        actions={
          <Button component={Link} to="/create/new">
            {t('list.create')}
          </Button>
        }
      />
      {list.isLoading ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState title={t('errors.activitiesFailed')} error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data?.items.length ? (
        <EmptyState
          icon="mic"
          title={t('list.empty.mine')}
          description={t('mine.emptyHint')}
          actions={
            <Button component={Link} to="/speak">
              {t('created.browse')}
            </Button>
          }
        />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {list.data.items.map((d) => (
              <DebateCard key={d.id} debate={d} to={d.abilities.includes('manage') ? `/user/event/${d.id}` : `/speak/${d.id}`} />
            ))}
          </SimpleGrid>
          {list.data.pages > 1 && (
            <Pagination
              mt="xl"
              total={list.data.pages}
              value={page}
              onChange={(p) => setSearch(p > 1 ? { page: String(p) } : {})}
              getControlProps={(c) => ({ 'aria-label': t(`list.pager.${c}`) })}
            />
          )}
        </>
      )}
    </PageFrame>
  );
}

export const Component = MyActivitiesPage;
