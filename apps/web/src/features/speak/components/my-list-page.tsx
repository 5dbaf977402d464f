import type { Paged } from '@lingbridge/contracts/common';
import { Button, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import type { IconName } from '../../../components/ui/icons';
import { ListPager, useLastPageWhenPast } from '../../../components/ui/list-pager';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { PageTitle } from '../../../components/ui/page-title';
import { useSpeakLabels } from '../lib/labels';

/**
 * The frame of a /user/debate list (tickets, materials, questions): title, then loading, error, an
 * empty state with a way onward, or a page of the items with the pager under them when there is
 * more than one page (decision 0209).
 */
export function MyListPage<T>({
  section,
  icon,
  query,
  page,
  onPage,
  emptyAction,
  children,
}: {
  /** The strings' key: `<section>.title`, `.lead`, `.empty`. */
  section: string;
  icon: IconName;
  query: UseQueryResult<Paged<T>>;
  /** The page shown (`?page=`, usePageParam) and the way to another one. */
  page: number;
  onPage: (n: number, opts?: { replace?: boolean }) => void;
  emptyAction: { to: string; labelKey: string };
  children: (items: T[]) => ReactNode;
}) {
  const { t, pager } = useSpeakLabels();
  const q = query;
  const pastEnd = useLastPageWhenPast(q.data, page, onPage);
  return (
    <PageFrame>
      <PageTitle title={t(`${section}.title`)} description={t(`${section}.lead`)} />
      {q.isLoading || pastEnd ? (
        <LoadingState />
      ) : q.isError ? (
        <ErrorState error={q.error} onRetry={() => void q.refetch()} />
      ) : !q.data?.items.length ? (
        <EmptyState
          icon={icon}
          title={t(`${section}.empty`)}
          actions={
            <Button component={Link} to={emptyAction.to}>
              {t(emptyAction.labelKey)}
            </Button>
          }
        />
      ) : (
        <>
          <Stack gap="sm">{children(q.data.items)}</Stack>
          <ListPager page={page} pages={q.data.pages} onChange={onPage} labels={pager} />
        </>
      )}
    </PageFrame>
  );
}
