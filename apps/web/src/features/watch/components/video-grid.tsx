import type { Paged } from '@lingbridge/contracts/common';
import type { Video } from '@lingbridge/contracts/watch';
import { Pagination, SimpleGrid } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingState } from '../../../components/ui/loading-state';
import { VideoCard } from './video-card';

type Props = {
  list: UseQueryResult<Paged<Video>>;
  page: number;
  onPage: (page: number) => void;
  to: (video: Video) => string;
  empty: { title: string; description?: string; actions?: ReactNode };
  actions?: (video: Video) => ReactNode;
};

/** A paged grid of videos with its loading, error and empty states. */
export function VideoGrid({ list, page, onPage, to, empty, actions }: Props) {
  const { t } = useTranslation('watch');
  // A page past the last (its last video deleted, or an old link): the last page that has videos,
  // not "no videos yet" while there are some.
  const lastPage = list.data?.pages ?? 1;
  const pastEnd = !!list.data && !list.data.items.length && list.data.total > 0 && page > lastPage;
  useEffect(() => {
    if (pastEnd) onPage(lastPage);
  }, [pastEnd, lastPage, onPage]);
  if (list.isPending || pastEnd) return <LoadingState />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data.items.length) return <EmptyState icon="video" title={empty.title} description={empty.description} actions={empty.actions} />;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" aria-busy={list.isFetching}>
        {list.data.items.map((v) => (
          <VideoCard key={v.id} video={v} to={to(v)} actions={actions?.(v)} />
        ))}
      </SimpleGrid>
      {list.data.pages > 1 && (
        <Pagination mt="xl" total={list.data.pages} value={page} onChange={onPage} getControlProps={(c) => ({ 'aria-label': t(`pager.${c}`) })} />
      )}
    </>
  );
}
