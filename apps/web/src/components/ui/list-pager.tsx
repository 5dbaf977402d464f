import { Center, Pagination } from '@mantine/core';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The `?page=` of a paged list: the page asked for (1 when absent or not a page number), and a way
 * to another one that starts it at the top of the window, as the notebook does (decision 0209).
 */
export function usePageParam(): [number, (n: number, opts?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const goTo = useCallback(
    (n: number, opts?: { replace?: boolean }) => {
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          if (n > 1) next.set('page', String(n));
          else next.delete('page');
          return next;
        },
        { replace: opts?.replace },
      );
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );
  return [page, goTo];
}

/**
 * A page past the end of a list that is not empty (its last item just deleted, an old link): the
 * last page instead, in place of the current entry in the history.
 */
export function useLastPageWhenPast(
  list: { items: unknown[]; pages: number; total: number } | undefined,
  page: number,
  goTo: (n: number, opts?: { replace?: boolean }) => void,
) {
  const past = !!list && !list.items.length && list.total > 0 && page > list.pages;
  const last = list?.pages ?? 1;
  useEffect(() => {
    if (past) goTo(last, { replace: true });
  }, [past, last, goTo]);
  return past;
}

export type PagerLabels = { first: string; previous: string; next: string; last: string; page: (n: number) => string };

/** Mantine's Pagination under a list, shown only when there is more than one page. */
export function ListPager({ page, pages, onChange, labels }: { page: number; pages: number; onChange: (n: number) => void; labels: PagerLabels }) {
  if (pages <= 1) return null;
  return (
    <Center mt="xl">
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        siblings={1}
        boundaries={1}
        getControlProps={(control) => ({ 'aria-label': labels[control] })}
        getItemProps={(n) => ({ 'aria-label': labels.page(n) })}
      />
    </Center>
  );
}
