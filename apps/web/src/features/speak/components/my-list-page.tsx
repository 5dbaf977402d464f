import { Button, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import type { IconName } from '../../../components/ui/icons';
import { LoadingState } from '../../../components/ui/loading-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { PageTitle } from '../../../components/ui/page-title';
import { useSpeakLabels } from '../lib/labels';

/**
 * The frame of a /user/debate list (tickets, materials, questions): title, then loading, error, an
 * empty state with a way onward, or the items.
 */
export function MyListPage<T>({
  section,
  icon,
  query,
  emptyAction,
  children,
}: {
  /** The strings' key: `<section>.title`, `.lead`, `.empty`. */
  section: string;
  icon: IconName;
  query: UseQueryResult<T[]>;
  emptyAction: { to: string; labelKey: string };
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useSpeakLabels();
  const q = query;
  return (
    <PageFrame>
      <PageTitle title={t(`${section}.title`)} description={t(`${section}.lead`)} />
      {q.isLoading ? (
        <LoadingState />
      ) : q.isError ? (
        <ErrorState error={q.error} onRetry={() => void q.refetch()} />
      ) : !q.data?.length ? (
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
        <Stack gap="sm">{children(q.data)}</Stack>
      )}
    </PageFrame>
  );
}
